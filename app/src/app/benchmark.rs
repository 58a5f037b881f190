//! The Benchmark tab's state: the run length, and a run of the evaluator benchmark and the
//! standard engine timings in the background, whose figures are published as they are
//! measured. The run owns a thread of its own ([`jobs::spawn_dedicated`]): its evaluator
//! figures are single-thread figures, and its two-thread timings use the pool meanwhile.
//! Clicks reach it as [`Action`]s; a run asked for starts in the next logic step.
//!
//! ```
//! use pokerlab_app::app::benchmark::{Action, Benchmark, RunLength};
//! let mut tab = Benchmark::default();
//! tab.apply(Action::SetLength(RunLength::Full));
//! assert_eq!(tab.length(), RunLength::Full);
//! tab.apply(Action::Run);
//! assert!(tab.is_running()); // asked for: starts at the next tick
//! tab.apply(Action::Stop);
//! assert!(!tab.is_running());
//! ```

use serde::{Deserialize, Serialize};

use crate::app::tab_model::{TabModel, TickContext};
use pokerlab::bench::{self, EvalBenchConfig, EvalFigure, Order, Timing};
use pokerlab::jobs::{self, JobHandle, Snapshot, TaskControl, Waker};

/// The share of the progress bar the evaluator takes (the timings take the rest).
const EVALUATOR_SHARE: f64 = 0.6;

/// How long a run takes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RunLength {
    /// Fewer repetitions, 2 M random hands: a few seconds.
    #[default]
    Quick,
    /// More repetitions, 10 M random hands: about ten seconds.
    Full,
}

/// What a run measures.
#[derive(Clone, Copy, Debug)]
pub struct RunPlan {
    /// The evaluator benchmark's settings.
    pub evaluator: EvalBenchConfig,
    /// Whether to time the engines too, and with how many repetitions (`Some(quick)`).
    pub timings: Option<bool>,
}

impl RunPlan {
    /// The plan of a run length.
    pub fn of(length: RunLength) -> RunPlan {
        match length {
            RunLength::Quick => RunPlan {
                evaluator: EvalBenchConfig::QUICK,
                timings: Some(true),
            },
            RunLength::Full => RunPlan {
                evaluator: EvalBenchConfig::FULL,
                timings: Some(false),
            },
        }
    }
}

/// What a run has measured so far.
#[derive(Clone, Debug, Default)]
pub struct RunResults {
    /// Microseconds of the first evaluation in the process.
    pub first_eval_us: f64,
    /// Evaluator figures, in the order measured (7, 6, 5 cards; sequential then random).
    pub evaluator: Vec<EvalFigure>,
    /// Engine timings, in the order measured.
    pub timings: Vec<Timing>,
    /// Runs per evaluator figure.
    pub runs: usize,
    /// What the run is measuring now, in words ("Evaluator: 7-card hands, sequential (1 of 6)").
    pub stage: String,
}

/// The evaluator figures in the order the benchmark measures them.
pub fn evaluator_plan(config: &EvalBenchConfig) -> Vec<(usize, Order)> {
    [7, 6, 5]
        .into_iter()
        .flat_map(|c| [(c, Order::Sequential), (c, Order::Random)])
        .filter(|&(c, o)| !(config.skip_seven_sequential && c == 7 && o == Order::Sequential))
        .collect()
}

/// "7-card hands, sequential".
pub fn figure_name(cards: usize, order: Order) -> String {
    let order = match order {
        Order::Sequential => "sequential",
        Order::Random => "random order",
    };
    format!("{cards}-card hands, {order}")
}

/// Runs `plan` on the task's thread, publishing each figure as it is measured.
fn run(plan: RunPlan, ctl: &TaskControl<RunResults>) {
    let first = bench::first_evaluation_time().as_secs_f64() * 1e6;
    let steps = evaluator_plan(&plan.evaluator);
    let stage = |done: usize| {
        steps.get(done).map(|&(cards, order)| {
            format!(
                "Evaluator: {} ({} of {})",
                figure_name(cards, order),
                done + 1,
                steps.len()
            )
        })
    };
    ctl.update(|r| {
        r.first_eval_us = first;
        r.runs = plan.evaluator.runs;
        r.stage = stage(0).unwrap_or_default();
    });
    let share = if plan.timings.is_some() {
        EVALUATOR_SHARE
    } else {
        1.0
    };
    let mut done = 0;
    bench::run_evaluator(plan.evaluator, |fraction, figure| {
        done += 1;
        ctl.update(|r| {
            r.evaluator.push(*figure);
            if let Some(stage) = stage(done) {
                r.stage = stage;
            }
        });
        ctl.progress(f64::from(fraction) * share);
        !ctl.is_cancelled()
    });
    let Some(quick) = plan.timings else { return };
    if ctl.is_cancelled() {
        return;
    }
    ctl.update(|r| r.stage = "Engine timings: exact equity, heads-up pre-flop".to_owned());
    let mut count = 0;
    bench::run_timings(quick, |fraction, timing| {
        count += 1;
        let total = (count as f32 / fraction.max(1e-6)).round() as usize;
        ctl.update(|r| {
            r.timings.push(timing.clone());
            r.stage = format!("Engine timings: {} done ({count} of {total})", timing.id);
        });
        ctl.progress(share + f64::from(fraction) * (1.0 - share));
        !ctl.is_cancelled()
    });
}

/// What the Benchmark tab keeps between runs: the run length.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedBenchmark {
    /// Quick or full.
    pub length: RunLength,
}

/// What a click asks of the Benchmark tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Choose the length of the next run.
    SetLength(RunLength),
    /// Start a run (stopping any run in progress), at the next logic step.
    Run,
    /// Stop the run after the figure being measured.
    Stop,
}

/// The Benchmark tab's state.
#[derive(Debug, Default)]
pub struct Benchmark {
    length: RunLength,
    run: Option<JobHandle<RunResults>>,
    /// A run asked for and not yet started (the next [`TabModel::tick`] starts it).
    requested: Option<RunPlan>,
    plan_override: Option<RunPlan>,
}

impl TabModel for Benchmark {
    const TITLE: &'static str = "Benchmark";
    type Saved = SavedBenchmark;

    fn from_saved(saved: &SavedBenchmark) -> Benchmark {
        Benchmark::from_saved(saved)
    }

    fn saved(&self) -> SavedBenchmark {
        Benchmark::saved(self)
    }

    fn tick(&mut self, cx: &TickContext<'_>) {
        if let Some(plan) = self.requested.take() {
            self.start(plan, cx.waker);
        }
    }

    fn status_line(&self) -> String {
        Benchmark::status_line(self)
    }
}

impl Benchmark {
    /// The tab as saved.
    pub fn from_saved(saved: &SavedBenchmark) -> Benchmark {
        Benchmark {
            length: saved.length,
            ..Benchmark::default()
        }
    }

    /// What to save.
    pub fn saved(&self) -> SavedBenchmark {
        SavedBenchmark {
            length: self.length,
        }
    }

    /// Does what `action` asks.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::SetLength(length) => self.length = length,
            Action::Run => {
                self.requested = Some(
                    self.plan_override
                        .unwrap_or_else(|| RunPlan::of(self.length)),
                );
            }
            Action::Stop => {
                self.requested = None;
                if let Some(run) = &self.run {
                    run.cancel();
                }
            }
        }
    }

    /// Quick or full.
    pub fn length(&self) -> RunLength {
        self.length
    }

    /// Makes [`Action::Run`] use `plan` instead of Quick or Full (tests: a tiny run).
    pub fn override_plan(&mut self, plan: RunPlan) {
        self.plan_override = Some(plan);
    }

    /// Starts a run of `plan` now (stopping any run in progress); `waker` is called as
    /// figures arrive.
    fn start(&mut self, plan: RunPlan, waker: &Waker) {
        self.run = Some(jobs::spawn_dedicated("bench", waker.clone(), move |ctl| {
            run(plan, ctl);
        }));
    }

    /// Whether a run is in progress (or asked for).
    pub fn is_running(&self) -> bool {
        self.requested.is_some() || self.run.as_ref().is_some_and(|t| !t.is_done())
    }

    /// Whether a run is in progress and was asked to stop.
    pub fn is_stopping(&self) -> bool {
        self.run
            .as_ref()
            .is_some_and(|t| !t.is_done() && t.is_cancelled())
    }

    /// The last run's state, if there was a run.
    pub fn snapshot(&self) -> Option<Snapshot<RunResults>> {
        self.run.as_ref().map(JobHandle::snapshot)
    }

    /// The last run's results so far, if there was a run.
    pub fn results(&self) -> Option<RunResults> {
        self.run.as_ref().map(|t| t.read(RunResults::clone))
    }

    /// The status bar's line.
    pub fn status_line(&self) -> String {
        match self.snapshot() {
            None => "Run the benchmark to measure this machine.".to_owned(),
            Some(s) if !s.done => {
                // Before the run's first figure its stage is not named yet.
                let stage = match s.value.stage.as_str() {
                    "" => "starting",
                    stage => stage,
                };
                format!(
                    "Benchmark running: {stage} ({})",
                    pokerlab::format::percent_places(s.progress, 0)
                )
            }
            Some(s) => format!(
                "Benchmark: {} evaluator figures, {} engine timings",
                s.value.evaluator.len(),
                s.value.timings.len()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tiny_run_reports_every_figure_it_plans() {
        let plan = RunPlan {
            evaluator: EvalBenchConfig {
                runs: 1,
                random_hands: 1000,
                skip_seven_sequential: true,
            },
            timings: None,
        };
        let task = jobs::spawn_dedicated("bench-test", || {}, move |ctl| run(plan, ctl));
        let state = task.wait();
        assert_eq!(state.progress, 1.0);
        let planned = evaluator_plan(&plan.evaluator);
        let measured: Vec<(usize, Order)> = state
            .value
            .evaluator
            .iter()
            .map(|f| (f.cards, f.order))
            .collect();
        assert_eq!(measured, planned);
        assert!(state.value.evaluator.iter().all(|f| f.mevals_per_s > 0.0));
    }
}
