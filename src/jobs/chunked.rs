//! Work that splits into chunks whose outputs merge: the shape of every counting engine.
//!
//! Workers take chunk indices in order from a shared counter, run them, and merge the output
//! into the job's value under its lock. Because indices are handed out in order and started
//! chunks always finish (unless cancelled), a job stopped by a rule has merged exactly chunks
//! `0..n` for some `n`; with order-independent merges (integer sums) results are reproducible.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::handle::{JobError, Shared, panic_message};

/// A result that can absorb another of its kind. Merging must be order-independent (integer
/// sums, not floating-point ones) for jobs to be reproducible.
pub trait Merge: Send + 'static {
    /// Adds `other` into `self`.
    fn merge(&mut self, other: Self);
}

/// What a chunk can ask about its job while it runs.
#[derive(Clone, Copy)]
pub struct ChunkContext<'a> {
    cancel: &'a AtomicBool,
    started: Instant,
}

impl ChunkContext<'_> {
    /// Whether the job was cancelled: a long chunk may return early (its output is dropped).
    #[inline]
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Time since the job started: a chunk of work with a time budget stops at it.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}

/// Work that splits into chunks, run by [`Pool::spawn`](super::Pool::spawn).
pub trait ChunkedWork: Send + Sync + 'static {
    /// What a chunk produces and the job accumulates.
    type Output: Merge + Default;

    /// How many chunks there are, or `None` for an open-ended job that ends when
    /// [`stop_after`](Self::stop_after) says so.
    fn chunk_count(&self) -> Option<usize>;

    /// Runs chunk `index`. Chunks should take a few milliseconds, so cancellation is prompt.
    fn run_chunk(&self, index: usize, context: &ChunkContext<'_>) -> Self::Output;

    /// Whether to start no more chunks, given the total so far. Called after each merge.
    fn stop_after(&self, _merged: &Self::Output, _chunks_done: usize, _elapsed: Duration) -> bool {
        false
    }

    /// How far along the job is, 0 to 1 (by default: chunks done over chunk count).
    fn progress(&self, _merged: &Self::Output, chunks_done: usize, _elapsed: Duration) -> f64 {
        match self.chunk_count() {
            Some(0) => 1.0,
            Some(n) => chunks_done as f64 / n as f64,
            None => 0.0,
        }
    }
}

/// How many workers `work` needs on a pool of `threads`.
pub(super) fn workers_for<W: ChunkedWork>(work: &W, threads: usize) -> usize {
    match work.chunk_count() {
        Some(n) => threads.min(n),
        None => threads,
    }
}

/// One worker: takes chunks in order until there are none left, the job stops, or it is
/// cancelled.
pub(super) fn worker<W: ChunkedWork>(work: &Arc<W>, shared: &Shared<W::Output>) {
    loop {
        if shared.is_cancelled() || shared.stop.load(Ordering::Acquire) {
            break;
        }
        let index = shared.next.fetch_add(1, Ordering::Relaxed);
        if work.chunk_count().is_some_and(|n| index >= n) {
            break;
        }
        let context = ChunkContext {
            cancel: &shared.cancel,
            started: shared.started(),
        };
        let output = catch_unwind(AssertUnwindSafe(|| work.run_chunk(index, &context)));
        {
            let mut state = shared.lock();
            // Checked under the lock that `cancel` takes: nothing merges after a cancel.
            if shared.is_cancelled() {
                break;
            }
            match output {
                Ok(output) => {
                    let merged = catch_unwind(AssertUnwindSafe(|| {
                        state.value.merge(output);
                        state.chunks_done += 1;
                        let elapsed = shared.elapsed();
                        state.progress = work
                            .progress(&state.value, state.chunks_done, elapsed)
                            .clamp(0.0, 1.0);
                        work.stop_after(&state.value, state.chunks_done, elapsed)
                    }));
                    match merged {
                        Ok(true) => shared.stop.store(true, Ordering::Release),
                        Ok(false) => {}
                        Err(payload) => {
                            shared.fail(&mut state, JobError::Panicked(panic_message(&*payload)))
                        }
                    }
                }
                Err(payload) => {
                    shared.fail(&mut state, JobError::Panicked(panic_message(&*payload)));
                }
            }
        }
        shared.wake();
    }
    shared.worker_finished();
}

/// A [`ChunkedWork`] made of a closure: chunk `i` of `n` is `f(i)`.
pub(super) struct ClosureWork<F> {
    pub(super) chunks: usize,
    pub(super) f: F,
}

impl<T, F> ChunkedWork for ClosureWork<F>
where
    T: Merge + Default,
    F: Fn(usize) -> T + Send + Sync + 'static,
{
    type Output = T;

    fn chunk_count(&self) -> Option<usize> {
        Some(self.chunks)
    }

    fn run_chunk(&self, index: usize, _context: &ChunkContext<'_>) -> T {
        (self.f)(index)
    }
}
