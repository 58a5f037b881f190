//! Long work off the UI thread for the tabs whose engines are not chunked equity jobs: the
//! benchmark (which times single threads and must own one), building video poker hold tables
//! and the whole-game analysis (which bring their own progress and cancel flag).
//!
//! A [`Task`] runs a closure on a thread of its own. The closure sees a [`TaskControl`]: it
//! publishes partial results into the task's value as they arrive, reports progress, and reads
//! the cancel flag. The UI reads the task each frame with [`Task::snapshot`] or
//! [`Task::read`]; dropping the task cancels it (the closure is told, and whatever it publishes
//! afterwards is never read). A panic in the closure is caught and reported as an error. The
//! waker, a plain closure, is called after each update so the UI can repaint: no egui here.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// A callback asking the UI to repaint.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// What the UI reads of a task.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TaskState<T> {
    /// The value so far (the final one once `done`).
    pub value: T,
    /// How far along, 0 to 1.
    pub progress: f32,
    /// What the task is doing now, in words ("Measuring 7-card hands…").
    pub stage: String,
    /// Whether the closure has returned (or panicked).
    pub done: bool,
    /// Why it failed, if it did.
    pub error: Option<String>,
    /// Time since the start, or the whole run time once done.
    pub elapsed: Duration,
}

struct Shared<T> {
    cancel: AtomicBool,
    state: Mutex<TaskState<T>>,
    started: Instant,
    waker: Waker,
}

impl<T> Shared<T> {
    /// The state, even after a panic poisoned the lock (it is only written in whole steps).
    fn lock(&self) -> MutexGuard<'_, TaskState<T>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn wake(&self) {
        let _ = catch_unwind(AssertUnwindSafe(|| (self.waker)()));
    }
}

/// What the closure of a task can do while it runs.
pub struct TaskControl<T> {
    shared: Arc<Shared<T>>,
}

impl<T> TaskControl<T> {
    /// Whether the task was cancelled (its handle dropped): stop soon, nothing more is read.
    pub fn is_cancelled(&self) -> bool {
        self.shared.cancel.load(Ordering::Relaxed)
    }

    /// The cancel flag itself, for engines that take one.
    pub fn cancel_flag(&self) -> &AtomicBool {
        &self.shared.cancel
    }

    /// Changes the published value and wakes the UI.
    pub fn update(&self, change: impl FnOnce(&mut T)) {
        {
            let mut state = self.shared.lock();
            change(&mut state.value);
        }
        self.shared.wake();
    }

    /// Reports how far along the task is (0 to 1) and wakes the UI.
    pub fn progress(&self, fraction: f32) {
        self.shared.lock().progress = fraction.clamp(0.0, 1.0);
        self.shared.wake();
    }

    /// Says what the task is doing now and wakes the UI.
    pub fn stage(&self, stage: impl Into<String>) {
        self.shared.lock().stage = stage.into();
        self.shared.wake();
    }
}

/// A closure running on its own thread; dropping the handle cancels it.
///
/// ```
/// use std::sync::Arc;
/// use pokerlab::ui::background::Task;
/// let task = Task::spawn("sum", Arc::new(|| {}), |ctl| {
///     for i in 1..=10u64 {
///         ctl.update(|sum: &mut u64| *sum += i);
///         ctl.progress(i as f32 / 10.0);
///     }
/// });
/// let state = task.wait();
/// assert!(state.done && state.error.is_none());
/// assert_eq!((state.value, state.progress), (55, 1.0));
/// ```
pub struct Task<T> {
    shared: Arc<Shared<T>>,
}

impl<T> std::fmt::Debug for Task<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let state = self.shared.lock();
        f.debug_struct("Task")
            .field("progress", &state.progress)
            .field("done", &state.done)
            .finish_non_exhaustive()
    }
}

impl<T: Default + Send + 'static> Task<T> {
    /// Starts `work` on a new thread named `name`; `waker` is called after every update and at
    /// the end. Returns at once. If no thread can be started the task is done with an error.
    pub fn spawn(
        name: &str,
        waker: Waker,
        work: impl FnOnce(&TaskControl<T>) + Send + 'static,
    ) -> Task<T> {
        let shared = Arc::new(Shared {
            cancel: AtomicBool::new(false),
            state: Mutex::new(TaskState::default()),
            started: Instant::now(),
            waker,
        });
        let control = TaskControl {
            shared: Arc::clone(&shared),
        };
        let spawned = std::thread::Builder::new()
            .name(format!("pokerlab-{name}"))
            .spawn(move || {
                let outcome = catch_unwind(AssertUnwindSafe(|| work(&control)));
                let shared = &control.shared;
                {
                    let mut state = shared.lock();
                    state.done = true;
                    state.elapsed = shared.started.elapsed();
                    match outcome {
                        Ok(()) if !shared.cancel.load(Ordering::Relaxed) => state.progress = 1.0,
                        Ok(()) => {}
                        Err(payload) => state.error = Some(panic_message(&*payload)),
                    }
                }
                shared.wake();
            });
        if let Err(e) = spawned {
            let mut state = shared.lock();
            state.done = true;
            state.error = Some(format!("cannot start a thread: {e}"));
        }
        Task { shared }
    }
}

impl<T> Task<T> {
    /// Reads the state without copying it.
    pub fn read<R>(&self, f: impl FnOnce(&TaskState<T>) -> R) -> R {
        let mut state = self.shared.lock();
        if !state.done {
            state.elapsed = self.shared.started.elapsed();
        }
        f(&state)
    }

    /// Whether the closure has returned.
    pub fn is_done(&self) -> bool {
        self.shared.lock().done
    }

    /// Tells the closure to stop (as dropping the task does, but the task can still be read).
    pub fn cancel(&self) {
        self.shared.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether [`cancel`](Self::cancel) was called.
    pub fn is_cancelled(&self) -> bool {
        self.shared.cancel.load(Ordering::Relaxed)
    }

    /// Takes the value out once the task is done without error (the task keeps a default).
    pub fn take_finished(&self) -> Option<T>
    where
        T: Default,
    {
        let mut state = self.shared.lock();
        (state.done && state.error.is_none()).then(|| std::mem::take(&mut state.value))
    }
}

impl<T: Clone> Task<T> {
    /// A copy of the state.
    pub fn snapshot(&self) -> TaskState<T> {
        self.read(TaskState::clone)
    }

    /// Blocks until the closure returns, then snapshots (for tests and scripts).
    pub fn wait(&self) -> TaskState<T> {
        while !self.is_done() {
            std::thread::sleep(Duration::from_millis(1));
        }
        self.snapshot()
    }
}

impl<T> Drop for Task<T> {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// The message of a caught panic.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    let message = if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown error".to_owned()
    };
    format!("the computation failed: {message}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn a_panic_is_reported_not_propagated() {
        let task: Task<u8> = Task::spawn("panics", Arc::new(|| {}), |_| panic!("boom"));
        let state = task.wait();
        assert!(state.done);
        assert_eq!(state.error.as_deref(), Some("the computation failed: boom"));
        assert_eq!(task.take_finished(), None);
    }

    #[test]
    fn dropping_cancels_and_the_waker_is_called() {
        let wakes = Arc::new(AtomicUsize::new(0));
        let seen = Arc::clone(&wakes);
        let stopped = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stopped);
        let task: Task<u64> = Task::spawn(
            "loop",
            Arc::new(move || {
                seen.fetch_add(1, Ordering::Relaxed);
            }),
            move |ctl| {
                while !ctl.is_cancelled() {
                    ctl.update(|n| *n += 1);
                    std::thread::sleep(Duration::from_millis(1));
                }
                flag.store(true, Ordering::Relaxed);
            },
        );
        while task.read(|s| s.value) < 3 {
            std::thread::sleep(Duration::from_millis(1));
        }
        drop(task);
        let start = Instant::now();
        while !stopped.load(Ordering::Relaxed) {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "the task did not stop"
            );
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(wakes.load(Ordering::Relaxed) >= 3);
    }

    #[test]
    fn a_cancelled_task_does_not_claim_to_be_complete() {
        let task: Task<u8> = Task::spawn("cancelled", Arc::new(|| {}), |ctl| {
            while !ctl.is_cancelled() {
                std::thread::sleep(Duration::from_millis(1));
            }
        });
        task.cancel();
        let state = task.wait();
        assert!(state.done && state.progress < 1.0);
    }
}
