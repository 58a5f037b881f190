//! A job that is one closure: it publishes partial results and progress as it goes, and reads
//! the cancel flag. Used for work that does not split into merging chunks — building
//! video-poker tables, the benchmark, a card picture — and runs on the pool, or on a thread
//! of its own with [`spawn_dedicated`].

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::handle::{JobError, JobHandle, Shared, Waker, panic_message};

/// What the closure of a task can do while it runs.
pub struct TaskControl<T> {
    shared: Arc<Shared<T>>,
}

impl<T> std::fmt::Debug for TaskControl<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TaskControl")
            .field("cancelled", &self.is_cancelled())
            .finish_non_exhaustive()
    }
}

impl<T> TaskControl<T> {
    /// Whether the task was cancelled (its handle dropped): stop soon, nothing more is read.
    pub fn is_cancelled(&self) -> bool {
        self.shared.is_cancelled()
    }

    /// The cancel flag itself, for engines that take one.
    pub fn cancel_flag(&self) -> &AtomicBool {
        &self.shared.cancel
    }

    /// Changes the published value and wakes the waiting side. Does nothing once cancelled.
    pub fn update(&self, change: impl FnOnce(&mut T)) {
        {
            let mut state = self.shared.lock();
            if self.shared.is_cancelled() {
                return;
            }
            change(&mut state.value);
        }
        self.shared.wake();
    }

    /// Reports how far along the task is (0 to 1) and wakes the waiting side.
    pub fn progress(&self, fraction: f64) {
        self.shared.lock().progress = fraction.clamp(0.0, 1.0);
        self.shared.wake();
    }
}

/// Builds a task's shared state and the closure that runs it, for a pool or a thread.
pub(super) fn prepare<T, F>(
    waker: Waker,
    work: F,
) -> (Arc<Shared<T>>, impl FnOnce() + Send + 'static)
where
    T: Default + Send + 'static,
    F: FnOnce(&TaskControl<T>) + Send + 'static,
{
    let shared = Shared::new(T::default(), 1, waker);
    let control = TaskControl {
        shared: Arc::clone(&shared),
    };
    let run = move || {
        let outcome = catch_unwind(AssertUnwindSafe(|| work(&control)));
        if let Err(payload) = outcome {
            let shared = &control.shared;
            let mut state = shared.lock();
            shared.fail(&mut state, JobError::Panicked(panic_message(&*payload)));
        }
        control.shared.worker_finished();
    };
    (shared, run)
}

/// Runs `work` on a new thread named `pokerlab-{name}`, outside the pool: for work that must
/// own a thread while it measures (the benchmark times one thread, then waits on jobs that
/// use the whole pool). `waker` is called after every update and at the end. If no thread can
/// be started the job is done at once with [`JobError::NoThread`].
///
/// ```
/// let job = pokerlab::jobs::spawn_dedicated("sum", || {}, |control| {
///     control.update(|sum: &mut u64| *sum += 42);
/// });
/// assert_eq!(job.wait().value, 42);
/// ```
pub fn spawn_dedicated<T, F>(name: &str, waker: impl Into<Waker>, work: F) -> JobHandle<T>
where
    T: Default + Send + 'static,
    F: FnOnce(&TaskControl<T>) + Send + 'static,
{
    let (shared, run) = prepare(waker.into(), work);
    let spawned = std::thread::Builder::new()
        .name(format!("pokerlab-{name}"))
        .spawn(run);
    if let Err(e) = spawned {
        {
            let mut state = shared.lock();
            shared.fail(&mut state, JobError::NoThread(e.to_string()));
        }
        shared.worker_finished();
    }
    JobHandle {
        shared,
        _pool: None,
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_panic_is_reported_not_propagated() {
        let task: JobHandle<u8> = spawn_dedicated("panics", || {}, |_| panic!("boom"));
        let state = task.wait();
        assert!(state.done);
        assert_eq!(state.error, Some(JobError::Panicked("boom".to_owned())));
        assert_eq!(task.take_finished(), None);
    }

    #[test]
    fn a_cancelled_task_does_not_claim_to_be_complete_nor_publish() {
        let task: JobHandle<u8> = spawn_dedicated(
            "cancelled",
            || {},
            |ctl| {
                while !ctl.is_cancelled() {
                    std::thread::sleep(Duration::from_millis(1));
                }
                ctl.update(|v| *v = 7);
            },
        );
        task.cancel();
        let state = task.wait();
        assert!(state.done && state.cancelled && state.progress < 1.0);
        assert_eq!(state.value, 0);
    }
}
