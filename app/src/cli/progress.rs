//! Long command-line runs: a run that will take more than [`ANNOUNCE_AFTER`] says so on stderr
//! with an estimate of its length, shows a progress bar while it runs (on a terminal; nothing
//! when stderr is not one), and stops at `--max-seconds` if given.
//!
//! The estimate is the run's own pace: after [`MEASURE_FOR`] of work, the time so far divided
//! by the share done (the engines report their progress by chunks finished).

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::CliError;

/// Runs expected to take longer than this are announced, with a bar.
const ANNOUNCE_AFTER: Duration = Duration::from_secs(2);

/// How long a run is watched before its length is estimated.
const MEASURE_FOR: Duration = Duration::from_millis(400);

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

/// What the watcher reads from a running job.
#[derive(Clone, Copy, Debug)]
pub struct Pace {
    /// The share done, 0 to 1.
    pub progress: f64,
    /// Whether the job has stopped.
    pub done: bool,
}

/// Waits for a job, announcing it and showing its progress if it runs long, and cancelling it
/// at `budget`. `what` names the run in the messages ("the exact enumeration").
pub fn watch(
    what: &str,
    budget: Option<Duration>,
    mut pace: impl FnMut() -> Pace,
    cancel: impl FnOnce(),
) -> Result<(), CliError> {
    let start = Instant::now();
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
        if !announced && elapsed >= MEASURE_FOR {
            let estimate = (progress > 0.0).then(|| elapsed.as_secs_f64() / progress);
            // Without any progress yet, the run is announced once it has lasted long enough.
            let long = estimate.is_some_and(|total| total > ANNOUNCE_AFTER.as_secs_f64());
            if long || elapsed >= ANNOUNCE_AFTER {
                announced = true;
                announce(what, estimate, budget);
                bar = std::io::stderr().is_terminal().then(new_bar);
            }
        }
        if let Some(bar) = &bar {
            bar.set_position((progress * BAR_STEPS as f64) as u64);
        }
        if let Some(budget) = budget
            && elapsed >= budget
        {
            cancel();
            if let Some(bar) = &bar {
                bar.abandon();
            }
            return Err(CliError::Failed(format!(
                "{what} stopped at --max-seconds {} with {:.0}% done",
                budget.as_secs_f64(),
                100.0 * progress
            )));
        }
        std::thread::sleep(POLL);
    }
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
            },
            || panic!("cancelled"),
        );
        assert!(done.is_ok());
    }
}
