//! Progressive jobs: the one way the engine answers a request on its pool — a quick Monte
//! Carlo estimate first when the exact count takes more than a few milliseconds, the exact
//! count when it is done; or sampling alone when exact is unaffordable. Seat equities
//! ([`EquityJob`](super::EquityJob)) and equities by class
//! ([`ClassesJob`](super::ClassesJob)) are thin wrappers that turn the tallies into answers.

use std::time::Duration;

use super::result::MethodUsed;
use crate::jobs::{ChunkContext, ChunkedWork, JobError, JobHandle, Merge, Pool, Waker};

/// Work below which an exact job is quick enough to need no Monte Carlo estimate first.
const NO_ESTIMATE_COST: f64 = 2e6;

/// Player evaluations per exact chunk: a few milliseconds.
const EXACT_CHUNK_COST: f64 = 6e5;

/// The most chunks an exact count splits into.
const MAX_EXACT_CHUNKS: f64 = 4096.0;

/// How long the quick estimate that precedes a slow exact enumeration samples.
pub(crate) const ESTIMATE_TIME: Duration = Duration::from_millis(10);

/// An exact count that divides into any number of equal slices.
pub(crate) trait Sliced: Send + Sync + 'static {
    /// What a slice counts.
    type Output: Merge + Default;

    /// Slice `index` of `slices`, counted; `cancelled` is asked between units of work.
    fn run_slice(&self, index: usize, slices: usize, cancelled: &dyn Fn() -> bool) -> Self::Output;
}

/// An exact count as a chunked job: one chunk a slice.
struct ExactChunks<W> {
    work: W,
    chunks: usize,
}

impl<W: Sliced> ChunkedWork for ExactChunks<W> {
    type Output = W::Output;

    fn chunk_count(&self) -> Option<usize> {
        Some(self.chunks)
    }

    fn run_chunk(&self, index: usize, context: &ChunkContext<'_>) -> W::Output {
        self.work
            .run_slice(index, self.chunks, &|| context.is_cancelled())
    }
}

/// A running progressive job: the main computation and, before a slow exact count, a quick
/// estimate. Dropping it cancels both.
#[derive(Debug)]
pub(crate) struct Progressive<T> {
    estimate: Option<JobHandle<T>>,
    main: JobHandle<T>,
    method: MethodUsed,
}

/// A progressive job's state at one moment (an [`EquitySnapshot`](super::EquitySnapshot), a
/// [`ClassesSnapshot`](super::ClassesSnapshot)): the best answer so far and how far along.
#[derive(Clone, Debug)]
pub struct ProgressSnapshot<A> {
    /// The best answer so far: the final one once `done`; while running, the quick estimate's
    /// (or the Monte Carlo answer so far). `None` until there is any.
    pub result: Option<A>,
    /// Whether `result` is a quick estimate standing in for an exact count still running.
    pub estimate: bool,
    /// How far along the main computation is, 0 to 1.
    pub progress: f64,
    /// Whether the computation is finished (`result` is final).
    pub done: bool,
    /// What went wrong, if the computation (or its estimate) failed.
    pub error: Option<JobError>,
}

impl<T: Merge + Default + Clone> Progressive<T> {
    /// Starts computing by `method` an exact count of an estimated `cost` (in player
    /// evaluations) on `pool`, and returns at once. Exact: `exact()` in chunks of a few
    /// milliseconds, after `quick()` (a short Monte Carlo estimate) when the count takes more
    /// than a few milliseconds. Monte Carlo: `sampled()`. `waker` is called after each merge
    /// of either job and when it ends.
    pub(crate) fn start<X, Q, S>(
        pool: &Pool,
        method: MethodUsed,
        cost: f64,
        waker: impl Into<Waker>,
        exact: impl FnOnce() -> X,
        quick: impl FnOnce() -> Q,
        sampled: impl FnOnce() -> S,
    ) -> Progressive<T>
    where
        X: Sliced<Output = T>,
        Q: ChunkedWork<Output = T>,
        S: ChunkedWork<Output = T>,
    {
        let waker: Waker = waker.into();
        let (estimate, main) = match method {
            MethodUsed::Exact => {
                let estimate =
                    (cost > NO_ESTIMATE_COST).then(|| pool.spawn(quick(), waker.clone()));
                let chunks = (cost / EXACT_CHUNK_COST)
                    .ceil()
                    .clamp(1.0, MAX_EXACT_CHUNKS) as usize;
                let work = ExactChunks {
                    work: exact(),
                    chunks,
                };
                (estimate, pool.spawn(work, waker))
            }
            MethodUsed::MonteCarlo => (None, pool.spawn(sampled(), waker)),
        };
        Progressive {
            estimate,
            main,
            method,
        }
    }

    /// The method of the final answer.
    pub(crate) fn method(&self) -> MethodUsed {
        self.method
    }

    /// The current answer and progress: `answer(value, method, elapsed)` makes the best value
    /// so far (with the method that counted it and its job's run time) into an answer, or
    /// `None` when it holds nothing yet. Cancels the estimate once the main job is done.
    pub(crate) fn snapshot<A>(
        &self,
        answer: impl FnOnce(T, MethodUsed, Duration) -> Option<A>,
    ) -> ProgressSnapshot<A> {
        let Self {
            estimate,
            main,
            method,
        } = self;
        let main = main.snapshot();
        if main.done
            && let Some(estimate) = estimate
        {
            // The estimate has nothing left to add.
            estimate.cancel();
        }
        let mut error = main.error.clone();
        let (result, is_estimate) = match method {
            MethodUsed::Exact if main.done && main.error.is_none() && !main.cancelled => {
                (answer(main.value, MethodUsed::Exact, main.elapsed), false)
            }
            MethodUsed::Exact => match estimate {
                Some(handle) => {
                    let quick = handle.snapshot();
                    error = error.or(quick.error);
                    (
                        answer(quick.value, MethodUsed::MonteCarlo, quick.elapsed),
                        true,
                    )
                }
                None => (None, true),
            },
            MethodUsed::MonteCarlo => (
                answer(main.value, MethodUsed::MonteCarlo, main.elapsed),
                false,
            ),
        };
        ProgressSnapshot {
            result,
            estimate: is_estimate,
            progress: main.progress,
            done: main.done,
            error,
        }
    }

    /// Blocks until the main computation is done.
    pub(crate) fn block_until_done(&self) {
        self.main.block_until_done();
    }

    /// Stops the computation; nothing changes in later snapshots.
    pub(crate) fn cancel(&self) {
        if let Some(estimate) = &self.estimate {
            estimate.cancel();
        }
        self.main.cancel();
    }
}
