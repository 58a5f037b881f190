//! The state a job shares with its handle, and the handle itself: read the value so far, wait
//! for the end, cancel (also by dropping).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use thiserror::Error;

/// The callback a job calls after each change of its value and when it ends, e.g. to ask a UI
/// for a repaint: a plain closure (jobs know nothing of any UI toolkit), shared by clones.
/// Every function that starts work takes `impl Into<Waker>`: a closure or a `Waker`.
///
/// ```
/// use std::sync::Arc;
/// use std::sync::atomic::{AtomicUsize, Ordering};
/// use pokerlab::jobs::Waker;
/// let calls = Arc::new(AtomicUsize::new(0));
/// let counter = Arc::clone(&calls);
/// let waker = Waker::new(move || {
///     counter.fetch_add(1, Ordering::Relaxed);
/// });
/// waker.clone().wake();
/// assert_eq!(calls.load(Ordering::Relaxed), 1);
/// Waker::none().wake(); // nobody to wake
/// ```
#[derive(Clone)]
pub struct Waker(Arc<dyn Fn() + Send + Sync>);

impl Waker {
    /// The waker that calls `wake`.
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Waker {
        Waker(Arc::new(wake))
    }

    /// A waker that does nothing: for work nobody waits on by frames (tests, the CLI).
    pub fn none() -> Waker {
        Waker::new(|| {})
    }

    /// Calls the callback.
    pub fn wake(&self) {
        (self.0)();
    }
}

impl Default for Waker {
    /// [`Waker::none`].
    fn default() -> Waker {
        Waker::none()
    }
}

impl<F: Fn() + Send + Sync + 'static> From<F> for Waker {
    fn from(wake: F) -> Waker {
        Waker::new(wake)
    }
}

impl std::fmt::Debug for Waker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Waker")
    }
}

/// What went wrong in a job.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum JobError {
    /// The work panicked; the job stopped. The message is the panic's.
    #[error("the computation failed: {0}")]
    Panicked(String),
    /// No thread could be started for the job.
    #[error("cannot start a thread: {0}")]
    NoThread(String),
}

/// A job's state at one moment.
#[derive(Clone, Debug)]
pub struct Snapshot<T> {
    /// The value so far: the merged output of every chunk finished, or what a task published.
    pub value: T,
    /// How many chunks are merged in (0 for a task).
    pub chunks_done: usize,
    /// How far along, 0 to 1 (1 once done without error or cancellation).
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

pub(super) struct State<T> {
    pub(super) value: T,
    pub(super) chunks_done: usize,
    pub(super) progress: f64,
    pub(super) done: bool,
    pub(super) error: Option<JobError>,
    /// Workers (or the one task) still running.
    pub(super) running: usize,
    pub(super) elapsed: Option<Duration>,
}

/// What the job's workers and its handle share.
pub(super) struct Shared<T> {
    pub(super) cancel: AtomicBool,
    /// Set when the work says it has done enough, or failed: no more chunks start.
    pub(super) stop: AtomicBool,
    /// The next chunk index to hand out.
    pub(super) next: AtomicUsize,
    state: Mutex<State<T>>,
    finished: Condvar,
    started: Instant,
    waker: Waker,
}

impl<T> Shared<T> {
    /// A job with `value` so far and `running` workers to come (0: finished at once).
    pub(super) fn new(value: T, running: usize, waker: Waker) -> Arc<Shared<T>> {
        Arc::new(Shared {
            cancel: AtomicBool::new(false),
            stop: AtomicBool::new(false),
            next: AtomicUsize::new(0),
            state: Mutex::new(State {
                value,
                chunks_done: 0,
                progress: if running == 0 { 1.0 } else { 0.0 },
                done: running == 0,
                error: None,
                running,
                elapsed: (running == 0).then_some(Duration::ZERO),
            }),
            finished: Condvar::new(),
            started: Instant::now(),
            waker,
        })
    }

    /// The state, even if a panic poisoned the lock (the state is only written under it in
    /// small steps that leave it consistent).
    pub(super) fn lock(&self) -> MutexGuard<'_, State<T>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Acquire)
    }

    /// When the job started.
    pub(super) fn started(&self) -> Instant {
        self.started
    }

    pub(super) fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Calls the waker, shielding the caller from a panicking waker.
    pub(super) fn wake(&self) {
        let _ = catch_unwind(AssertUnwindSafe(|| self.waker.wake()));
    }

    /// Records that a failure stopped the job.
    pub(super) fn fail(&self, state: &mut State<T>, error: JobError) {
        state.error.get_or_insert(error);
        self.stop.store(true, Ordering::Release);
    }

    /// One worker (or the task) has stopped; the last one marks the job done and wakes
    /// whoever waits.
    pub(super) fn worker_finished(&self) {
        let mut state = self.lock();
        state.running = state.running.saturating_sub(1);
        if state.running > 0 {
            return;
        }
        state.done = true;
        state.elapsed = Some(self.started.elapsed());
        let cancelled = self.is_cancelled();
        if !cancelled && state.error.is_none() {
            state.progress = 1.0;
        }
        self.finished.notify_all();
        drop(state);
        if !cancelled {
            self.wake();
        }
    }
}

/// The message of a caught panic.
pub(super) fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a worker panicked".to_owned()
    }
}

/// The handle of a running job: read it with [`snapshot`](Self::snapshot) or
/// [`read`](Self::read); drop it (or call [`cancel`](Self::cancel)) to stop the job.
pub struct JobHandle<T> {
    pub(super) shared: Arc<Shared<T>>,
    /// Keeps a private pool alive while its job can still be waited for.
    pub(super) _pool: Option<Arc<rayon::ThreadPool>>,
}

impl<T> std::fmt::Debug for JobHandle<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let state = self.shared.lock();
        f.debug_struct("JobHandle")
            .field("chunks_done", &state.chunks_done)
            .field("progress", &state.progress)
            .field("done", &state.done)
            .finish_non_exhaustive()
    }
}

impl<T: Clone> JobHandle<T> {
    /// The job's value so far, with its progress.
    pub fn snapshot(&self) -> Snapshot<T> {
        self.read_snapshot(T::clone)
    }

    /// Blocks until the job is done (or cancelled and its workers stopped), then snapshots.
    pub fn wait(&self) -> Snapshot<T> {
        self.block_until_done();
        self.snapshot()
    }
}

impl<T> JobHandle<T> {
    /// The job's state with `f` of its value (for values too big to copy every frame).
    pub fn read_snapshot<R>(&self, f: impl FnOnce(&T) -> R) -> Snapshot<R> {
        let state = self.shared.lock();
        Snapshot {
            value: f(&state.value),
            chunks_done: state.chunks_done,
            progress: state.progress,
            done: state.done,
            cancelled: self.shared.is_cancelled(),
            error: state.error.clone(),
            elapsed: state.elapsed.unwrap_or_else(|| self.shared.elapsed()),
        }
    }

    /// `f` of the value so far, without copying it.
    pub fn read<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        f(&self.shared.lock().value)
    }

    /// Takes the value out once the job is done without error or cancellation (the job keeps
    /// a default); `None` before that.
    pub fn take_finished(&self) -> Option<T>
    where
        T: Default,
    {
        let mut state = self.shared.lock();
        let finished = state.done && state.error.is_none() && !self.shared.is_cancelled();
        finished.then(|| std::mem::take(&mut state.value))
    }

    /// Blocks until every worker has stopped.
    pub fn block_until_done(&self) {
        let mut state = self.shared.lock();
        while !state.done {
            state = self
                .shared
                .finished
                .wait(state)
                .unwrap_or_else(|e| e.into_inner());
        }
    }

    /// Stops the job: no chunk starts after this, and nothing more is merged or published
    /// once this returns (work already running finishes, and its output is dropped).
    pub fn cancel(&self) {
        let _state = self.shared.lock();
        self.shared.cancel.store(true, Ordering::Release);
    }

    /// Whether [`cancel`](Self::cancel) was called (or the handle is being dropped).
    pub fn is_cancelled(&self) -> bool {
        self.shared.is_cancelled()
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
