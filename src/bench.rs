//! The benchmark suite behind `pokerlab bench` and the app's Benchmark tab: HoldemHand's
//! benchmark application, done with OMPEval's methods so figures compare across evaluators.
//!
//! - *sequential*: every 5-, 6- or 7-card hand in nested loops, the hand built incrementally
//!   with the [`Hand`] accumulator (one card added per loop level);
//! - *random*: pre-generated random hands stored as card indices; each evaluation builds the
//!   hand from its indices, then evaluates it.
//!
//! Throughput is measured on the calling thread's CPU time, so a busy machine slows the wall
//! clock but not the figure (much).
//!
//! `evaluator.rs` has the evaluator's figures, `timings.rs` the engines' standard timings; here
//! are the clocks, medians and thread pools both measure with.

mod evaluator;
mod timings;

pub use evaluator::{EvalBenchConfig, EvalFigure, Order, RandomHandSet, run_evaluator, sequential};
pub use timings::{Timing, run_timings, run_timings_of, timing_ids};

use std::time::{Duration, Instant};

use crate::eval::Hand;
use crate::jobs::Pool;

/// The clock throughput figures are timed with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Clock {
    /// The calling thread's CPU time: a busy machine slows the wall clock, not the figure.
    ThreadCpu,
    /// Wall time, where the platform has no per-thread CPU clock.
    Wall,
}

impl Clock {
    /// The clock this platform gives: [`Clock::ThreadCpu`] where the thread's CPU time can be
    /// read (Linux, macOS, Windows and most Unixes), else [`Clock::Wall`].
    pub fn available() -> Clock {
        if cpu_time::ThreadTime::try_now().is_ok() {
            Clock::ThreadCpu
        } else {
            Clock::Wall
        }
    }

    /// The unit of a throughput figure timed with this clock: "CPU-second" or "second".
    pub const fn per(self) -> &'static str {
        match self {
            Clock::ThreadCpu => "CPU-second",
            Clock::Wall => "second (wall clock)",
        }
    }
}

/// CPU time consumed so far by the calling thread, or the time since the first call where
/// the platform has no per-thread clock ([`Clock::available`] says which).
pub fn thread_cpu_time() -> Duration {
    if let Ok(time) = cpu_time::ThreadTime::try_now() {
        return time.as_duration();
    }
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

/// Runs `f` (which returns how many evaluations it made) `runs` times on this thread and
/// returns the median rate in millions of evaluations per CPU-second.
pub fn median_rate(runs: usize, mut f: impl FnMut() -> u64) -> f64 {
    let mut rates: Vec<f64> = (0..runs.max(1))
        .map(|_| {
            let start = thread_cpu_time();
            let evals = f();
            let secs = (thread_cpu_time() - start).as_secs_f64().max(1e-9);
            evals as f64 / secs / 1e6
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    rates[rates.len() / 2]
}

/// Median wall time of `runs` calls of `f`, in milliseconds.
pub fn median_ms(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs.max(1))
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Runs `f` inside a pool of its own of `threads` threads and returns its result, so that a
/// figure uses no more threads than it claims: an engine's parallel loops run on the pool they
/// are called from, and outside any pool on the program's whole pool. `None` if the threads
/// cannot be started.
pub fn on_threads<R: Send>(threads: usize, f: impl FnOnce() -> R + Send) -> Option<R> {
    Some(Pool::with_threads(threads).ok()?.install(f))
}

/// How long the first evaluation in this process takes, tables included (they are static, so
/// this is the cost of touching their pages). Meaningful only on the first call.
pub fn first_evaluation_time() -> Duration {
    let start = Instant::now();
    let value = Hand::from_cards(crate::CardSet(0b1_1111)).evaluate();
    std::hint::black_box(value);
    start.elapsed()
}
