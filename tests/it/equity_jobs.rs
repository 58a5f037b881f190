//! The job machinery under the equity engine: chunked jobs merge every chunk, a panicking chunk
//! becomes an error, cancellation (by request or by dropping the handle) takes effect promptly and
//! publishes nothing after, a slow exact job shows an estimate first, and a job outlives its
//! engine handle.

#![allow(clippy::unwrap_used)] // unwrap is fine in tests, helpers included

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use pokerlab::equity::{Engine, EquityRequest, Method, MethodUsed, MonteCarloLimits, calculate};
use pokerlab::jobs::{JobError, Merge};

fn request(players: &[&str]) -> EquityRequest {
    EquityRequest::parse(players).unwrap()
}

#[derive(Clone, Default, Debug, PartialEq)]
struct Count(u64);

impl Merge for Count {
    fn merge(&mut self, other: Count) {
        self.0 += other.0;
    }
}

#[test]
fn chunked_jobs_merge_every_chunk() {
    let engine = Engine::with_threads(2).unwrap();
    let wakes = Arc::new(AtomicUsize::new(0));
    let w = Arc::clone(&wakes);
    let job = engine.spawn_chunked(
        1000,
        |i| Count(i as u64),
        move || {
            w.fetch_add(1, Ordering::Relaxed);
        },
    );
    let snapshot = job.wait();
    assert!(snapshot.done && snapshot.error.is_none() && !snapshot.cancelled);
    assert_eq!(snapshot.value, Count(499_500));
    assert_eq!(snapshot.chunks_done, 1000);
    assert_eq!(snapshot.progress, 1.0);
    // A wake per chunk and one at the end (the last may race with `wait` returning, and a
    // busy machine may hold that thread back for a while).
    let start = Instant::now();
    while wakes.load(Ordering::Relaxed) < 1001 && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(5));
    }
    std::thread::sleep(Duration::from_millis(20));
    assert_eq!(wakes.load(Ordering::Relaxed), 1001);
}

#[test]
fn a_panicking_chunk_becomes_an_error() {
    let engine = Engine::with_threads(2).unwrap();
    let job = engine.spawn_chunked(
        100,
        |i| {
            if i == 7 {
                panic!("chunk seven failed");
            }
            Count(1)
        },
        || {},
    );
    let snapshot = job.wait();
    assert!(snapshot.done);
    assert_eq!(
        snapshot.error,
        Some(JobError::Panicked("chunk seven failed".to_owned()))
    );
    assert!(snapshot.value.0 < 100);
    // The engine still works afterwards.
    assert_eq!(
        engine.spawn_chunked(10, |_| Count(2), || {}).wait().value,
        Count(20)
    );
}

/// Starts a job of slow chunks (2 ms each) that counts the chunks it starts.
fn slow_job(engine: &Engine, started: &Arc<AtomicUsize>) -> pokerlab::jobs::JobHandle<Count> {
    let s = Arc::clone(started);
    engine.spawn_chunked(
        100_000,
        move |_| {
            s.fetch_add(1, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(2));
            Count(1)
        },
        || {},
    )
}

#[test]
fn cancellation_takes_effect_promptly_and_publishes_nothing_after() {
    let engine = Engine::with_threads(2).unwrap();
    // The machine may be busy: the best of three tries must stop within 50 ms.
    let mut best = Duration::MAX;
    for _ in 0..3 {
        let started = Arc::new(AtomicUsize::new(0));
        let job = slow_job(&engine, &started);
        std::thread::sleep(Duration::from_millis(30));
        let cancel_at = Instant::now();
        job.cancel();
        let frozen = job.snapshot();
        let stopped = job.wait();
        best = best.min(cancel_at.elapsed());
        assert!(stopped.cancelled && stopped.done);
        // Nothing merged after cancel returned.
        assert_eq!(stopped.value, frozen.value);
        assert_eq!(stopped.chunks_done, frozen.chunks_done);
        let count = started.load(Ordering::SeqCst);
        std::thread::sleep(Duration::from_millis(30));
        assert_eq!(
            started.load(Ordering::SeqCst),
            count,
            "chunks started after cancel"
        );
        assert_eq!(job.snapshot().value, frozen.value);
    }
    assert!(best <= Duration::from_millis(50), "{best:?}");
}

#[test]
fn dropping_the_handle_cancels() {
    let engine = Engine::with_threads(2).unwrap();
    let started = Arc::new(AtomicUsize::new(0));
    let job = slow_job(&engine, &started);
    std::thread::sleep(Duration::from_millis(20));
    drop(job);
    // Chunks already running may finish; after that none starts. On a busy machine a worker
    // may be held back past one pause, so wait (up to a few seconds) for the count to rest.
    let start = Instant::now();
    let mut count = started.load(Ordering::SeqCst);
    loop {
        std::thread::sleep(Duration::from_millis(60));
        let now = started.load(Ordering::SeqCst);
        if now == count || start.elapsed() > Duration::from_secs(3) {
            break;
        }
        count = now;
    }
    std::thread::sleep(Duration::from_millis(60));
    assert_eq!(
        started.load(Ordering::SeqCst),
        count,
        "chunks started after drop"
    );
    // Two workers at 2 ms a chunk would start over a thousand chunks in those seconds.
    assert!(count < 1000, "{count}");
}

#[test]
fn equity_jobs_can_be_cancelled() {
    let engine = Engine::with_threads(2).unwrap();
    let r = request(&["Ah Kh", "random", "random", "random"])
        .with_method(Method::MonteCarlo)
        .with_limits(MonteCarloLimits::time(Duration::from_secs(60)));
    let job = engine.submit(r, || {}).unwrap();
    std::thread::sleep(Duration::from_millis(40));
    job.cancel();
    let frozen = job.snapshot();
    let start = Instant::now();
    let done = job.wait();
    assert!(start.elapsed() < Duration::from_secs(1));
    assert_eq!(done.result.map(|r| r.tally), frozen.result.map(|r| r.tally));
}

#[test]
fn a_slow_exact_job_shows_an_estimate_first_then_the_exact_answer() {
    let engine = Engine::with_threads(2).unwrap();
    // Exact over every hand of the random player and every board: a tenth of a second or
    // more, long enough to need an estimate and for this thread to see it on a busy machine.
    let r = request(&["Ah Kh", "random"]).with_method(Method::Exact);
    let job = engine.submit(r.clone(), || {}).unwrap();
    assert_eq!(job.method(), MethodUsed::Exact);
    let mut saw_estimate = false;
    let final_snapshot = loop {
        let s = job.snapshot();
        if s.done {
            break s;
        }
        if let Some(result) = &s.result {
            assert!(s.estimate);
            assert_eq!(result.method, MethodUsed::MonteCarlo);
            assert!(result.std_error().is_some());
            saw_estimate = true;
        }
        std::thread::sleep(Duration::from_millis(1));
    };
    let result = final_snapshot.result.unwrap();
    assert!(!final_snapshot.estimate);
    assert_eq!(result.method, MethodUsed::Exact);
    assert_eq!(result.tally, calculate(&r).unwrap().tally);
    assert!(saw_estimate || result.elapsed < Duration::from_millis(15));
}

#[test]
fn a_job_outlives_its_engine_handle() {
    let job = {
        let engine = Engine::with_threads(2).unwrap();
        engine.spawn_chunked(50, |i| Count(i as u64), || {})
    };
    assert_eq!(job.wait().value, Count(1225));
}
