//! Long command-line runs: a run that will take more than [`ANNOUNCE_AFTER`] says so on stderr
//! with an estimate of its length, shows a progress bar while it runs (on a terminal; nothing
//! when stderr is not one), and stops at `--max-seconds` if given.
//!
//! The estimate is the run's own pace: after [`MEASURE_FOR`] of work, the time so far divided
//! by the share done (the engines report their progress by chunks finished).
//!
//! Two ways in: [`watch`] for a job already running on the pool (it reads the job's progress
//! and cancels it), and [`run_watched`] for a computation the command calls and waits for,
//! which runs it on a thread of its own and watches that (the work reports its share done and
//! reads the cancel flag through a [`Ticker`] where the library lets it).
//!
//! The environment variable [`ANNOUNCE_ENV`] (seconds) moves the threshold, so that tests can
//! see the announcement of a run that lasts a fraction of a second.

use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::CliError;

/// Runs expected to take longer than this are announced, with a bar.
const ANNOUNCE_AFTER: Duration = Duration::from_secs(2);

/// The environment variable that replaces [`ANNOUNCE_AFTER`]: a number of seconds (tests set
/// it small to see the announcement of a short run).
pub const ANNOUNCE_ENV: &str = "POKERLAB_ANNOUNCE_AFTER";

/// The threshold of a long run: [`ANNOUNCE_ENV`] if it holds a number of seconds, else
/// [`ANNOUNCE_AFTER`].
fn announce_after() -> Duration {
    std::env::var(ANNOUNCE_ENV)
        .ok()
        .and_then(|text| text.trim().parse::<f64>().ok())
        .and_then(|s| Duration::try_from_secs_f64(s).ok())
        .unwrap_or(ANNOUNCE_AFTER)
}

/// How long a run is watched before its length is estimated.
const MEASURE_FOR: Duration = Duration::from_millis(400);

/// Work units of the equity engine's cost estimates
/// ([`estimate_cost`](pokerlab::equity::estimate_cost), `combo_equities_cost`) done in a second,
/// roughly, on two cores: for an estimate before a computation reports progress.
pub const UNITS_PER_SECOND: f64 = 5e8;

/// How often a running job is looked at.
const POLL: Duration = Duration::from_millis(50);

/// Steps of the bar (its position is the share done, in thousandths).
const BAR_STEPS: u64 = 1000;

/// The `--max-seconds` option of a command that can run long.
#[derive(Clone, Copy, Debug, Default, Args)]
pub struct BudgetArg {
    /// Stop (exit status 1, nothing on stdout) if the run has not finished after S seconds.
    #[arg(long, value_name = "S")]
    pub max_seconds: Option<f64>,
}

impl BudgetArg {
    /// The budget, checked: a positive number of seconds.
    pub fn budget(&self) -> Result<Option<Duration>, CliError> {
        self.max_seconds
            .map(|s| {
                Duration::try_from_secs_f64(s)
                    .ok()
                    .filter(|d| !d.is_zero())
                    .ok_or_else(|| {
                        CliError::BadInput(format!(
                            "--max-seconds {s}: give a positive number of seconds"
                        ))
                    })
            })
            .transpose()
    }
}

/// When the command started: `--max-seconds` counts from here, whatever step of the run is
/// being watched.
static COMMAND_START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

/// Marks the start of the command (the first call wins; [`watch`] marks it if no one did).
pub fn mark_start() -> Instant {
    *COMMAND_START.get_or_init(Instant::now)
}

/// What the watcher reads from a running job.
#[derive(Clone, Copy, Debug)]
pub struct Pace {
    /// The share done, 0 to 1.
    pub progress: f64,
    /// Whether the job has stopped.
    pub done: bool,
    /// How long the whole run is expected to take, in seconds, where the work can say so
    /// before it has made any progress (a cost model); the pace is the estimate once known.
    pub expected: Option<f64>,
}

/// Waits for a job, announcing it and showing its progress if it runs long, and cancelling it
/// once the command has run for `budget`. `what` names the run in the messages ("the exact enumeration").
pub fn watch(
    what: &str,
    budget: Option<Duration>,
    mut pace: impl FnMut() -> Pace,
    cancel: impl FnOnce(),
) -> Result<(), CliError> {
    let start = Instant::now();
    let command_start = mark_start();
    let threshold = announce_after();
    let measure_for = MEASURE_FOR.min(threshold);
    let mut bar: Option<ProgressBar> = None;
    let mut announced = false;
    loop {
        let now = pace();
        if now.done {
            if let Some(bar) = &bar {
                bar.finish_and_clear();
            }
            return Ok(());
        }
        let elapsed = start.elapsed();
        let progress = now.progress.clamp(0.0, 1.0);
        let spent = budget.is_some_and(|budget| command_start.elapsed() >= budget);
        // A run stopped at its budget was a long one: it is announced before it is stopped.
        if !announced && (elapsed >= measure_for || spent) {
            let estimate = if progress > 0.0 {
                Some(elapsed.as_secs_f64() / progress)
            } else {
                now.expected.filter(|s| s.is_finite() && *s > 0.0)
            };
            // Without any progress yet, the run is announced once it has lasted long enough.
            let long = estimate.is_some_and(|total| total > threshold.as_secs_f64());
            if long || spent || elapsed >= threshold {
                announced = true;
                announce(what, estimate, budget);
                bar = std::io::stderr().is_terminal().then(new_bar);
            }
        }
        if let Some(bar) = &bar {
            bar.set_position((progress * BAR_STEPS as f64) as u64);
        }
        if let Some(budget) = budget
            && spent
        {
            cancel();
            if let Some(bar) = &bar {
                bar.abandon();
            }
            return Err(CliError::Failed(format!(
                "{what} stopped at --max-seconds {} with {} done",
                budget.as_secs_f64(),
                pokerlab::format::percent_places(progress, 0)
            )));
        }
        // Looked at often at first, so that a short run ends without waiting a whole poll.
        std::thread::sleep(if elapsed < POLL * 10 { POLL / 5 } else { POLL });
    }
}

/// What a computation run by [`run_watched`] shares with its watcher: the share done, which
/// the work sets, and the cancel flag, which the watcher sets at the budget.
#[derive(Debug, Default)]
pub struct Ticker {
    /// The share done, 0 to 1, as the bits of an `f64`.
    done_bits: AtomicU64,
    /// Set when the watcher gives up on the work (its budget is spent).
    cancel: AtomicBool,
    /// The run's expected length in seconds, as the bits of an `f64` (0: not known).
    expected_bits: AtomicU64,
}

impl Ticker {
    /// Records the share done (0 to 1).
    pub fn set(&self, fraction: f64) {
        let fraction = if fraction.is_finite() {
            fraction.clamp(0.0, 1.0)
        } else {
            0.0
        };
        self.done_bits.store(fraction.to_bits(), Ordering::Relaxed);
    }

    /// Says how long the work is expected to take in all, in seconds (a cost model's guess,
    /// for work that reports no progress or reports it late).
    pub fn expect(&self, seconds: f64) {
        if seconds.is_finite() && seconds > 0.0 {
            self.expected_bits
                .store(seconds.to_bits(), Ordering::Relaxed);
        }
    }

    /// The share done so far.
    pub fn fraction(&self) -> f64 {
        f64::from_bits(self.done_bits.load(Ordering::Relaxed))
    }

    /// The flag the watcher sets when the work should stop (for a library call that reads one).
    pub fn cancel_flag(&self) -> &AtomicBool {
        &self.cancel
    }
}

/// Runs `work` on a thread of its own, watched as [`watch`] watches a job: announced on
/// stderr if it runs long, with a bar of the share it reports through its [`Ticker`], and
/// given up at `budget` (the ticker's cancel flag is set, and the command ends with the
/// budget's message; a library call that cannot be stopped is left to end with the process).
pub fn run_watched<T: Send + 'static>(
    what: &str,
    budget: Option<Duration>,
    work: impl FnOnce(&Ticker) -> T + Send + 'static,
) -> Result<T, CliError> {
    let ticker = Arc::new(Ticker::default());
    let (sender, receiver) = std::sync::mpsc::channel();
    let shared = Arc::clone(&ticker);
    std::thread::Builder::new()
        .name("pokerlab-cli-work".to_owned())
        .spawn(move || {
            let value = work(&shared);
            // The watcher may have given up and gone: then nobody wants the value.
            let _ = sender.send(value);
        })
        .map_err(|e| CliError::Failed(format!("could not start the work's thread: {e}")))?;
    let mut value: Option<T> = None;
    let mut gone = false;
    watch(
        what,
        budget,
        || {
            if value.is_none() && !gone {
                match receiver.try_recv() {
                    Ok(v) => value = Some(v),
                    Err(std::sync::mpsc::TryRecvError::Empty) => {}
                    Err(std::sync::mpsc::TryRecvError::Disconnected) => gone = true,
                }
            }
            let expected = f64::from_bits(ticker.expected_bits.load(Ordering::Relaxed));
            Pace {
                progress: ticker.fraction(),
                done: value.is_some() || gone,
                expected: (expected > 0.0).then_some(expected),
            }
        },
        || ticker.cancel.store(true, Ordering::Relaxed),
    )?;
    value.ok_or_else(|| CliError::Failed(format!("{what} stopped without an answer")))
}

/// The line on stderr that says a run will be long.
fn announce(what: &str, estimate: Option<f64>, budget: Option<Duration>) {
    let length = match estimate {
        Some(seconds) => format!("about {}", rough_length(seconds)),
        None => "a while (no estimate yet)".to_owned(),
    };
    let limit = match budget {
        Some(b) => format!("it stops at --max-seconds {}", b.as_secs_f64()),
        None => "--max-seconds S stops it earlier".to_owned(),
    };
    let _ = writeln!(
        std::io::stderr(),
        "pokerlab: {what} will take {length} ({limit})"
    );
}

/// A bar of the share done, with the time left.
fn new_bar() -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(BAR_STEPS), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {percent:>3}%  {eta} left") {
        bar.set_style(style);
    }
    bar
}

/// A length of time as an estimate says it: seconds up to a minute and a half, then minutes,
/// then hours.
fn rough_length(seconds: f64) -> String {
    if seconds < 90.0 {
        format!("{:.0} s", seconds.max(1.0))
    } else if seconds < 5400.0 {
        format!("{:.0} minutes", seconds / 60.0)
    } else {
        format!("{:.1} hours", seconds / 3600.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_are_said_in_the_unit_that_reads_best() {
        assert_eq!(rough_length(0.2), "1 s");
        assert_eq!(rough_length(29.9), "30 s");
        assert_eq!(rough_length(760.0), "13 minutes");
        assert_eq!(rough_length(7200.0), "2.0 hours");
    }

    #[test]
    fn budgets_are_positive_seconds() {
        let arg = |s| BudgetArg {
            max_seconds: Some(s),
        };
        assert_eq!(
            arg(1.5).budget().unwrap(),
            Some(Duration::from_millis(1500))
        );
        for bad in [0.0, -1.0, f64::NAN, f64::INFINITY] {
            assert!(
                matches!(arg(bad).budget(), Err(CliError::BadInput(_))),
                "{bad}"
            );
        }
        assert_eq!(BudgetArg::default().budget().unwrap(), None);
    }

    #[test]
    fn a_job_past_its_budget_is_cancelled() {
        let cancelled = std::cell::Cell::new(false);
        let result = watch(
            "the test",
            Some(Duration::from_millis(100)),
            || Pace {
                progress: 0.01,
                done: cancelled.get(),
                expected: None,
            },
            || cancelled.set(true),
        );
        assert!(cancelled.get());
        let message = result.unwrap_err().to_string();
        assert!(
            message.contains("--max-seconds 0.1") && message.contains("1% done"),
            "{message}"
        );
        // A job that ends in time is not cancelled.
        let done = watch(
            "the test",
            Some(Duration::from_secs(60)),
            || Pace {
                progress: 1.0,
                done: true,
                expected: None,
            },
            || panic!("cancelled"),
        );
        assert!(done.is_ok());
    }
}
