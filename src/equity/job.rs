//! Cancellable, progressive background jobs on a thread pool, for any work that splits into
//! chunks whose results merge.
//!
//! A job is a [`ChunkedWork`]: a number of chunks (or an open-ended stream of them, stopped by
//! a rule), each producing an output that [`Merge`]s into the job's running total. Workers on
//! the engine's pool take chunk indices in order from a shared counter, run them, merge the
//! output under a lock, and call the waker so a UI can repaint. The [`JobHandle`] reads the
//! running total at any time ([`JobHandle::snapshot`]); dropping the handle cancels the job:
//! no chunk starts after that and no output is merged after [`JobHandle::cancel`] returns.
//! A panic inside a chunk is caught and reported in the snapshot as a [`JobError`].
//!
//! Because chunk indices are handed out in order and started chunks always finish (unless
//! cancelled), a job stopped by a rule has merged exactly chunks `0..n` for some `n`.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use thiserror::Error;

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
}

impl ChunkContext<'_> {
    /// Whether the job was cancelled: a long chunk may return early (its output is dropped).
    #[inline]
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// Work that splits into chunks, run by [`Engine::spawn`](super::Engine::spawn).
pub trait ChunkedWork: Send + Sync + 'static {
    /// What a chunk produces and the job accumulates.
    type Output: Merge + Default + Clone;

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

/// What went wrong in a job.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum JobError {
    /// A chunk panicked; the job stopped. The message is the panic's.
    #[error("the computation failed: {0}")]
    Panicked(String),
}

/// A job's state at one moment.
#[derive(Clone, Debug)]
pub struct Snapshot<T> {
    /// The merged output of every chunk finished so far.
    pub value: T,
    /// How many chunks are merged in.
    pub chunks_done: usize,
    /// How far along, 0 to 1 (1 once done without error).
    pub progress: f64,
    /// Whether the job has finished (every worker has stopped).
    pub done: bool,
    /// Whether the job was cancelled.
    pub cancelled: bool,
    /// Why the job stopped early, if it failed.
    pub error: Option<JobError>,
    /// Time since the job started, or its total run time once done.
    pub elapsed: Duration,
}

/// A callback the workers call after each merged chunk and at the end, e.g. to ask a UI for a
/// repaint. A plain closure: engines know nothing of any UI toolkit.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

struct State<T> {
    value: T,
    chunks_done: usize,
    progress: f64,
    done: bool,
    error: Option<JobError>,
    workers: usize,
    elapsed: Option<Duration>,
}

pub(crate) struct Shared<T> {
    cancel: AtomicBool,
    stop: AtomicBool,
    next: AtomicUsize,
    state: Mutex<State<T>>,
    finished: Condvar,
    started: Instant,
}

impl<T> Shared<T> {
    /// The state, even if a panic poisoned the lock (the state is only written under it in
    /// small steps that leave it consistent).
    fn lock(&self) -> MutexGuard<'_, State<T>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The handle of a running job: read it with [`snapshot`](Self::snapshot); drop it (or call
/// [`cancel`](Self::cancel)) to stop the job.
pub struct JobHandle<T> {
    shared: Arc<Shared<T>>,
    /// Keeps the pool alive while the job can still be waited for.
    _pool: Arc<rayon::ThreadPool>,
}

impl<T> std::fmt::Debug for JobHandle<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let state = self.shared.lock();
        f.debug_struct("JobHandle")
            .field("chunks_done", &state.chunks_done)
            .field("done", &state.done)
            .finish_non_exhaustive()
    }
}

impl<T: Clone> JobHandle<T> {
    /// The job's merged output so far, with its progress.
    pub fn snapshot(&self) -> Snapshot<T> {
        let state = self.shared.lock();
        Snapshot {
            value: state.value.clone(),
            chunks_done: state.chunks_done,
            progress: state.progress,
            done: state.done,
            cancelled: self.shared.cancel.load(Ordering::Relaxed),
            error: state.error.clone(),
            elapsed: state
                .elapsed
                .unwrap_or_else(|| self.shared.started.elapsed()),
        }
    }

    /// Blocks until the job is done (or cancelled and its workers stopped), then snapshots.
    pub fn wait(&self) -> Snapshot<T> {
        let mut state = self.shared.lock();
        while !state.done {
            state = self
                .shared
                .finished
                .wait(state)
                .unwrap_or_else(|e| e.into_inner());
        }
        drop(state);
        self.snapshot()
    }
}

impl<T> JobHandle<T> {
    /// Stops the job: no chunk starts after this, and nothing more is merged once this
    /// returns (chunks already running finish, and their output is dropped).
    pub fn cancel(&self) {
        let _state = self.shared.lock();
        self.shared.cancel.store(true, Ordering::Release);
    }

    /// Whether the job is finished.
    pub fn is_done(&self) -> bool {
        self.shared.lock().done
    }
}

impl<T> Drop for JobHandle<T> {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// Calls the waker, shielding the worker from a panicking waker.
fn wake(waker: &Waker) {
    let _ = catch_unwind(AssertUnwindSafe(|| waker()));
}

/// The message of a caught panic.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a worker panicked".to_owned()
    }
}

/// Starts `work` on `pool` with up to `threads` workers.
pub(crate) fn start<W: ChunkedWork>(
    pool: &Arc<rayon::ThreadPool>,
    threads: usize,
    work: W,
    waker: Waker,
) -> JobHandle<W::Output> {
    let workers = match work.chunk_count() {
        Some(n) => threads.min(n),
        None => threads,
    };
    let shared = Arc::new(Shared {
        cancel: AtomicBool::new(false),
        stop: AtomicBool::new(false),
        next: AtomicUsize::new(0),
        state: Mutex::new(State {
            value: W::Output::default(),
            chunks_done: 0,
            progress: 0.0,
            done: workers == 0,
            error: None,
            workers,
            elapsed: None,
        }),
        finished: Condvar::new(),
        started: Instant::now(),
    });
    if workers == 0 {
        let mut state = shared.lock();
        state.progress = 1.0;
        state.elapsed = Some(Duration::ZERO);
    }
    let work = Arc::new(work);
    for _ in 0..workers {
        let (work, shared, waker) = (Arc::clone(&work), Arc::clone(&shared), Arc::clone(&waker));
        pool.spawn(move || worker(&*work, &shared, &waker));
    }
    JobHandle {
        shared,
        _pool: Arc::clone(pool),
    }
}

/// One worker: takes chunks in order until there are none left, the job stops, or it is
/// cancelled.
fn worker<W: ChunkedWork>(work: &W, shared: &Shared<W::Output>, waker: &Waker) {
    loop {
        if shared.cancel.load(Ordering::Acquire) || shared.stop.load(Ordering::Acquire) {
            break;
        }
        let index = shared.next.fetch_add(1, Ordering::Relaxed);
        if work.chunk_count().is_some_and(|n| index >= n) {
            break;
        }
        let context = ChunkContext {
            cancel: &shared.cancel,
        };
        let output = catch_unwind(AssertUnwindSafe(|| work.run_chunk(index, &context)));
        {
            let mut state = shared.lock();
            // Checked under the lock that `cancel` takes: nothing merges after a cancel.
            if shared.cancel.load(Ordering::Acquire) {
                break;
            }
            match output {
                Ok(output) => {
                    let merged = catch_unwind(AssertUnwindSafe(|| {
                        state.value.merge(output);
                        state.chunks_done += 1;
                        let elapsed = shared.started.elapsed();
                        state.progress = work
                            .progress(&state.value, state.chunks_done, elapsed)
                            .clamp(0.0, 1.0);
                        work.stop_after(&state.value, state.chunks_done, elapsed)
                    }));
                    match merged {
                        Ok(true) => shared.stop.store(true, Ordering::Release),
                        Ok(false) => {}
                        Err(payload) => {
                            state.error = Some(JobError::Panicked(panic_message(&*payload)));
                            shared.stop.store(true, Ordering::Release);
                        }
                    }
                }
                Err(payload) => {
                    state.error = Some(JobError::Panicked(panic_message(&*payload)));
                    shared.stop.store(true, Ordering::Release);
                }
            }
        }
        wake(waker);
    }
    let mut state = shared.lock();
    state.workers -= 1;
    if state.workers == 0 {
        state.done = true;
        state.elapsed = Some(shared.started.elapsed());
        let cancelled = shared.cancel.load(Ordering::Acquire);
        if !cancelled && state.error.is_none() {
            state.progress = 1.0;
        }
        shared.finished.notify_all();
        drop(state);
        if !cancelled {
            wake(waker);
        }
    }
}

/// A [`ChunkedWork`] made of a closure: chunk `i` of `n` is `f(i)`.
pub(crate) struct ClosureWork<F> {
    pub(crate) chunks: usize,
    pub(crate) f: F,
}

impl<T, F> ChunkedWork for ClosureWork<F>
where
    T: Merge + Default + Clone,
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
