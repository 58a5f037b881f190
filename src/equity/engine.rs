//! The engine: equity requests as progressive jobs on the [job pool](crate::jobs) — a quick
//! Monte Carlo estimate first, the exact count when it is done.

use std::time::{Duration, Instant};

use thiserror::Error;

use super::enumeration::{self as exact, Enumeration};
use super::monte_carlo::{self, Sampler};
use super::progressive::{ESTIMATE_TIME, ProgressSnapshot, Progressive, Sliced};
use super::request::{EXACT_COST_LIMIT, EquityRequest, Method, MonteCarloLimits, RequestError};
use super::result::{EquityResult, MethodUsed};
use super::tally::EquityTally;
use crate::jobs::{
    ChunkContext, ChunkedWork, JobError, JobHandle, Merge, Pool, PoolError, Waker, chunk_seed,
};

/// Work (in player evaluations, see [`estimate_cost`](super::estimate_cost)) below which
/// [`Method::Auto`] enumerates exactly: up to about half a second on one core. (Heads-up
/// preflop with known hands costs 8e4; a hand against a random hand is counted exactly on
/// every street; two random hands preflop, 3e10, are left to Monte Carlo.)
pub const AUTO_EXACT_COST: f64 = 5e7;

/// Trials per chunk of the quick estimate (small, so its time budget is kept).
pub(crate) const ESTIMATE_CHUNK: u64 = 4096;

/// The method [`Method::Auto`] would pick for `request`: exact when affordable (every
/// heads-up spot with known hands is), Monte Carlo otherwise.
///
/// ```
/// use pokerlab::equity::{choose_method, EquityRequest, MethodUsed};
/// let hu = EquityRequest::parse(&["AsKs", "JdJc"]).unwrap();
/// assert_eq!(choose_method(&hu), MethodUsed::Exact);
/// let crowd = EquityRequest::parse(&["AsKs", "random", "random", "random"]).unwrap();
/// assert_eq!(choose_method(&crowd), MethodUsed::MonteCarlo);
/// ```
pub fn choose_method(request: &EquityRequest) -> MethodUsed {
    match request.method {
        Method::Exact => MethodUsed::Exact,
        Method::MonteCarlo => MethodUsed::MonteCarlo,
        Method::Auto
            if exact::estimate_cost(request) <= AUTO_EXACT_COST && exact::counts_fit(request) =>
        {
            MethodUsed::Exact
        }
        Method::Auto => MethodUsed::MonteCarlo,
    }
}

/// Checks `request` as the engines will before they start, and says which method they will
/// use: exact work that would take hours, counts that would overflow, and Monte Carlo over
/// ranges that almost never fit together are refused here.
pub fn check_request(request: &EquityRequest) -> Result<MethodUsed, RequestError> {
    prepare(request)
}

/// Validates `request` and picks its method; refuses exact work that would take hours.
fn prepare(request: &EquityRequest) -> Result<MethodUsed, RequestError> {
    let method = choose_method(request);
    prepare_checked(request, method, exact::estimate_cost(request))?;
    Ok(method)
}

/// Validates `request` for counting by `method` at an estimated `cost`: refuses exact work
/// that would take hours or overflow the counters.
pub(crate) fn prepare_checked(
    request: &EquityRequest,
    method: MethodUsed,
    cost: f64,
) -> Result<(), RequestError> {
    request.validate()?;
    if method == MethodUsed::Exact && cost > EXACT_COST_LIMIT {
        return Err(RequestError::TooExpensive(cost));
    }
    if method == MethodUsed::Exact && !exact::counts_fit(request) {
        return Err(RequestError::CountsTooLarge);
    }
    if method == MethodUsed::MonteCarlo && request.range_players() >= 2 {
        check_fit_rate(request)?;
    }
    Ok(())
}

/// Refuses Monte Carlo over ranges that almost never fit together, and sample counts that
/// would take more than [`MAX_RANGE_DRAWS`](monte_carlo::MAX_RANGE_DRAWS) deals to draw.
fn check_fit_rate(request: &EquityRequest) -> Result<(), RequestError> {
    let rate = monte_carlo::fit_rate(request);
    if !rate.is_enough() {
        return Err(RequestError::RangesRarelyFit {
            fits: rate.fits,
            draws: rate.draws,
        });
    }
    let limits = monte_carlo::effective_limits(&request.limits);
    if limits.time.is_some() {
        return Ok(());
    }
    let needed = match (limits.samples, limits.std_error) {
        (Some(samples), _) => samples,
        (None, Some(se)) => (0.25 / (se * se)) as u64,
        (None, None) => return Ok(()),
    };
    if needed > rate.max_trials() {
        return Err(RequestError::RangeDealsTooMany {
            samples: needed,
            one_in: rate.draws_per_fit().unwrap_or(f64::INFINITY),
            most: rate.max_trials(),
        });
    }
    Ok(())
}

/// Computes `request` on the calling thread and returns when done: exact or Monte Carlo as
/// [`choose_method`] says. For benchmarks, examples and scripts; the engine's jobs use every
/// core and can be cancelled.
///
/// ```
/// use pokerlab::equity::{calculate, EquityRequest};
/// let request = EquityRequest::parse(&["AhAd", "AsAc"]).unwrap();
/// let result = calculate(&request).unwrap();
/// assert_eq!(result.samples(), 1_712_304);
/// assert_eq!(result.equity(0), 0.5);
/// ```
pub fn calculate(request: &EquityRequest) -> Result<EquityResult, RequestError> {
    let method = prepare(request)?;
    Ok(match method {
        MethodUsed::Exact => {
            let start = Instant::now();
            let tally = exact::enumerate(request);
            EquityResult {
                tally,
                method,
                elapsed: start.elapsed(),
            }
        }
        MethodUsed::MonteCarlo => monte_carlo::run(request),
    })
}

/// Why an engine could not start.
#[derive(Debug, Error)]
pub enum EngineError {
    /// The thread pool could not be built.
    #[error(transparent)]
    Pool(#[from] PoolError),
}

/// The computing engine: equity and any chunked work on a [`Pool`]. Clones share the pool.
///
/// ```
/// use pokerlab::equity::{Engine, EquityRequest};
/// let engine = Engine::with_threads(2).unwrap();
/// let request = EquityRequest::parse(&["AsKs", "JdJc"])?.with_dead("2h 8s".parse()?);
/// let job = engine.submit(request, || {}).unwrap();
/// let snapshot = job.wait();
/// let result = snapshot.result.unwrap();
/// assert!(snapshot.done && !snapshot.estimate);
/// assert_eq!(result.samples(), 1_370_754); // C(46, 5): 48 unseen cards less the two dead
/// assert!((result.equity(0) - 0.46).abs() < 0.01);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Engine {
    pool: Pool,
}

impl Default for Engine {
    /// [`Engine::new`]: the program's one pool.
    fn default() -> Engine {
        Engine::new()
    }
}

impl Engine {
    /// An engine on the program's one pool ([`Pool::global`]). Cannot fail: the pool's
    /// threads are rayon's global ones.
    pub fn new() -> Engine {
        Engine::on(Pool::global())
    }

    /// An engine on a private pool of `threads` threads (at least one).
    pub fn with_threads(threads: usize) -> Result<Engine, EngineError> {
        Ok(Engine::on(Pool::with_threads(threads)?))
    }

    /// An engine on `pool`.
    pub fn on(pool: Pool) -> Engine {
        Engine { pool }
    }

    /// The pool the engine runs on.
    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    /// How many threads the pool has.
    pub fn threads(&self) -> usize {
        self.pool.threads()
    }

    /// Starts `work` on the pool; `waker` is called after each chunk merges and when the job
    /// ends. Returns at once.
    pub fn spawn<W: ChunkedWork>(&self, work: W, waker: impl Into<Waker>) -> JobHandle<W::Output> {
        self.pool.spawn(work, waker)
    }

    /// Starts a job of `chunks` chunks, chunk `i` computed by `chunk(i)`, their outputs merged.
    ///
    /// ```
    /// use pokerlab::equity::Engine;
    /// use pokerlab::jobs::Merge;
    /// #[derive(Clone, Default)]
    /// struct Sum(u64);
    /// impl Merge for Sum {
    ///     fn merge(&mut self, other: Sum) { self.0 += other.0 }
    /// }
    /// let engine = Engine::with_threads(2).unwrap();
    /// let job = engine.spawn_chunked(100, |i| Sum(i as u64), || {});
    /// assert_eq!(job.wait().value.0, 4950);
    /// ```
    pub fn spawn_chunked<T, F>(
        &self,
        chunks: usize,
        chunk: F,
        waker: impl Into<Waker>,
    ) -> JobHandle<T>
    where
        T: Merge + Default,
        F: Fn(usize) -> T + Send + Sync + 'static,
    {
        self.pool.spawn_chunked(chunks, chunk, waker)
    }

    /// Starts computing `request` and returns at once. When exact enumeration is chosen and
    /// will take more than a few milliseconds, a quick Monte Carlo estimate (about 10 ms of
    /// sampling) runs first, so [`EquityJob::snapshot`] has an answer within a frame or two;
    /// the exact count replaces it when finished. Dropping the job cancels it.
    pub fn submit(
        &self,
        request: EquityRequest,
        waker: impl Into<Waker>,
    ) -> Result<EquityJob, RequestError> {
        let cost = exact::estimate_cost(&request);
        let method = choose_method(&request);
        prepare_checked(&request, method, cost)?;
        let job = Progressive::start(
            &self.pool,
            method,
            cost,
            waker,
            || Enumeration::new(&request),
            || {
                let quick = request
                    .clone()
                    .with_limits(MonteCarloLimits::time(ESTIMATE_TIME));
                MonteCarloWork::new(&quick, ESTIMATE_CHUNK)
            },
            || MonteCarloWork::new(&request, monte_carlo::chunk_trials(request.players.len())),
        );
        Ok(EquityJob { job })
    }

    /// Computes `request` on the pool and waits for the answer. (Not from inside one of this
    /// engine's own jobs: the waiting thread would be one the job needs.)
    pub fn run(&self, request: &EquityRequest) -> Result<EquityResult, EquityError> {
        let job = self.submit(request.clone(), || {})?;
        let snapshot = job.wait();
        if let Some(error) = snapshot.error {
            return Err(EquityError::Job(error));
        }
        snapshot
            .result
            .ok_or_else(|| EquityError::Job(JobError::Panicked("no result".to_owned())))
    }
}

/// Why an equity computation gave no answer.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum EquityError {
    /// The request is invalid.
    #[error(transparent)]
    Request(#[from] RequestError),
    /// The job failed.
    #[error(transparent)]
    Job(#[from] JobError),
}

impl Merge for EquityTally {
    fn merge(&mut self, other: EquityTally) {
        EquityTally::merge(self, &other);
    }
}

impl Sliced for Enumeration {
    type Output = EquityTally;

    fn run_slice(&self, index: usize, slices: usize, cancelled: &dyn Fn() -> bool) -> EquityTally {
        self.run_chunk(index, slices, cancelled)
    }
}

/// Monte Carlo sampling as a chunked job.
struct MonteCarloWork {
    sampler: Sampler,
    seed: u64,
    chunk: u64,
    limits: MonteCarloLimits,
}

impl MonteCarloWork {
    fn new(request: &EquityRequest, chunk: u64) -> MonteCarloWork {
        MonteCarloWork {
            sampler: Sampler::new(request),
            seed: request.seed,
            chunk,
            limits: monte_carlo::effective_limits(&request.limits),
        }
    }
}

impl ChunkedWork for MonteCarloWork {
    type Output = EquityTally;

    fn chunk_count(&self) -> Option<usize> {
        monte_carlo::chunk_count(&self.limits, self.chunk)
    }

    fn run_chunk(&self, index: usize, context: &ChunkContext<'_>) -> EquityTally {
        let trials = monte_carlo::trials_in_chunk(&self.limits, self.chunk, index);
        let seed = chunk_seed(self.seed, index);
        // A chunk stops at the time budget too, so a slow chunk cannot overrun it.
        let time = self.limits.time;
        self.sampler.run(seed, trials, || {
            context.is_cancelled() || time.is_some_and(|t| context.elapsed() >= t)
        })
    }

    fn stop_after(&self, merged: &EquityTally, _chunks: usize, elapsed: Duration) -> bool {
        monte_carlo::limits_reached(&self.limits, merged, elapsed)
    }

    fn progress(&self, merged: &EquityTally, _chunks: usize, elapsed: Duration) -> f64 {
        monte_carlo::limits_progress(&self.limits, merged, elapsed)
    }
}

/// A running equity computation. Read it with [`snapshot`](Self::snapshot) (cheap: call it
/// every frame); drop it to cancel.
#[derive(Debug)]
pub struct EquityJob {
    job: Progressive<EquityTally>,
}

/// An equity job's state at one moment: its best [`EquityResult`] so far, whether that is a
/// quick estimate, the progress and any error.
pub type EquitySnapshot = ProgressSnapshot<EquityResult>;

impl EquityJob {
    /// The method of the final answer.
    pub fn method(&self) -> MethodUsed {
        self.job.method()
    }

    /// The current answer and progress.
    pub fn snapshot(&self) -> EquitySnapshot {
        self.job.snapshot(|tally: EquityTally, method, elapsed| {
            (tally.total > 0).then_some(EquityResult {
                tally,
                method,
                elapsed,
            })
        })
    }

    /// Blocks until the computation is done, then snapshots.
    pub fn wait(&self) -> EquitySnapshot {
        self.job.block_until_done();
        self.snapshot()
    }

    /// Stops the computation; nothing changes in later snapshots.
    pub fn cancel(&self) {
        self.job.cancel();
    }
}
