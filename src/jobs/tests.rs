//! Tests of the jobs that run on a [`Pool`]: here, beside the modules, rather than inside
//! [`task`](super::task), so that `task` does not name `pool` (which names `task`).

#![allow(clippy::unwrap_used)] // test code: a panic is a failure report

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::jobs::{JobHandle, Pool};

#[test]
fn dropping_cancels_and_the_waker_is_called() {
    let wakes = Arc::new(AtomicUsize::new(0));
    let seen = Arc::clone(&wakes);
    let stopped = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stopped);
    let pool = Pool::with_threads(1).unwrap();
    let task: JobHandle<u64> = pool.spawn_task(
        move || {
            seen.fetch_add(1, Ordering::Relaxed);
        },
        move |ctl| {
            while !ctl.is_cancelled() {
                ctl.update(|n| *n += 1);
                std::thread::sleep(Duration::from_millis(1));
            }
            flag.store(true, Ordering::Relaxed);
        },
    );
    while task.read(|n| *n) < 3 {
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
