//! The Benchmark tab: the seed article's benchmark application inside the app. On demand it
//! measures the evaluator (millions of 5-, 6- and 7-card evaluations per second, sequential
//! and random order, one thread) and the standard engine timings, on a thread of its own so the
//! window never freezes; figures appear as they are measured, with a progress bar and a Stop
//! button. Quick takes a few seconds, Full about ten.

use std::sync::Arc;

use egui::{Align, Align2, Layout, Rect, RichText, ScrollArea, Sense, Ui, Vec2};
use serde::{Deserialize, Serialize};

use super::TabContext;
use super::transient::Transient;
use crate::bench::{self, EvalBenchConfig, EvalFigure, Order, Timing};
use crate::ui::background::{Task, TaskState, Waker};
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use crate::ui::widgets::section::{primary_button, progress_bar, section, segmented};

/// The share of the progress bar the evaluator takes (the timings take the rest).
const EVALUATOR_SHARE: f32 = 0.6;

/// The seed article's evaluator, a C# port of poker-eval on a 2005 laptop: "between 23
/// million and 33 million hand evaluations per second".
const SEED_MEVALS: (f64, f64) = (23.0, 33.0);

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
}

/// The evaluator figures in the order the benchmark measures them.
fn evaluator_plan(config: &EvalBenchConfig) -> Vec<(usize, Order)> {
    [7, 6, 5]
        .into_iter()
        .flat_map(|c| [(c, Order::Sequential), (c, Order::Random)])
        .filter(|&(c, o)| !(config.skip_seven_sequential && c == 7 && o == Order::Sequential))
        .collect()
}

/// "7-card hands, sequential".
fn figure_name(cards: usize, order: Order) -> String {
    let order = match order {
        Order::Sequential => "sequential",
        Order::Random => "random order",
    };
    format!("{cards}-card hands, {order}")
}

/// Runs `plan` on the task's thread, publishing each figure as it is measured.
fn run(plan: RunPlan, ctl: &crate::ui::background::TaskControl<RunResults>) {
    let first = bench::first_evaluation_time().as_secs_f64() * 1e6;
    ctl.update(|r| {
        r.first_eval_us = first;
        r.runs = plan.evaluator.runs;
    });
    let steps = evaluator_plan(&plan.evaluator);
    let share = if plan.timings.is_some() {
        EVALUATOR_SHARE
    } else {
        1.0
    };
    if let Some(&(cards, order)) = steps.first() {
        ctl.stage(format!(
            "Evaluator: {} (1 of {})",
            figure_name(cards, order),
            steps.len()
        ));
    }
    let mut done = 0;
    bench::run_evaluator(plan.evaluator, |fraction, figure| {
        done += 1;
        ctl.update(|r| r.evaluator.push(*figure));
        ctl.progress(fraction * share);
        if let Some(&(cards, order)) = steps.get(done) {
            ctl.stage(format!(
                "Evaluator: {} ({} of {})",
                figure_name(cards, order),
                done + 1,
                steps.len()
            ));
        }
        !ctl.is_cancelled()
    });
    let Some(quick) = plan.timings else { return };
    if ctl.is_cancelled() {
        return;
    }
    ctl.stage("Engine timings: exact equity, heads-up pre-flop");
    let mut count = 0;
    bench::run_timings(quick, |fraction, timing| {
        count += 1;
        let total = (count as f32 / fraction.max(1e-6)).round() as usize;
        ctl.update(|r| r.timings.push(timing.clone()));
        ctl.progress(share + fraction * (1.0 - share));
        ctl.stage(format!(
            "Engine timings: {} done ({count} of {total})",
            timing.id
        ));
        !ctl.is_cancelled()
    });
}

/// The Benchmark tab. Saved between runs: the run length only.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BenchmarkTab {
    length: RunLength,
    #[serde(skip)]
    run: Transient<Option<Task<RunResults>>>,
    #[serde(skip)]
    plan_override: Transient<Option<RunPlan>>,
}

impl BenchmarkTab {
    /// Makes the Run button use `plan` instead of Quick or Full (tests: a tiny run).
    pub fn override_plan(&mut self, plan: RunPlan) {
        *self.plan_override = Some(plan);
    }

    /// Starts a run (stopping any run in progress); `waker` is called as figures arrive.
    pub fn start(&mut self, waker: Waker) {
        let plan = self
            .plan_override
            .unwrap_or_else(|| RunPlan::of(self.length));
        *self.run = Some(Task::spawn("bench", waker, move |ctl| run(plan, ctl)));
    }

    /// Whether a run is in progress.
    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(|t| !t.is_done())
    }

    /// The last run's results so far, if there was a run.
    pub fn results(&self) -> Option<RunResults> {
        self.run.as_ref().map(|t| t.read(|s| s.value.clone()))
    }

    /// Draws the tab.
    pub fn ui(&mut self, ui: &mut Ui, cx: &mut TabContext<'_>) {
        let p = cx.palette;
        let state: Option<TaskState<RunResults>> = self.run.as_ref().map(Task::snapshot);
        let running = state.as_ref().is_some_and(|s| !s.done);
        let stopping = running && self.run.as_ref().is_some_and(|t| t.is_cancelled());
        // No timer while running: the run wakes the UI as each figure lands, and a UI that
        // repaints on its own would take CPU from the figures being measured.
        let mut start = false;
        let mut stop = false;
        let mut length = self.length;

        ScrollArea::vertical().id_salt("benchmark_scroll").show(ui, |ui| {
            section(ui, p, "Benchmark", |ui| {
                ui.label(
                    RichText::new("How fast this machine evaluates poker hands and runs the engines")
                        .font(bold(text_size::HEADING))
                        .color(p.text),
                );
                ui.label(
                    RichText::new(
                        "Evaluator figures are for one thread, in millions of evaluations per CPU-second (the median of several runs), measured as OMPEval measures, so they compare across evaluators. Timings are wall time of one computation.",
                    )
                    .color(p.text_muted),
                );
                ui.add_space(space::M);
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = space::M;
                    let names = ["Quick run".to_owned(), "Full run".to_owned()];
                    let current = usize::from(length == RunLength::Full);
                    if let Some(i) = segmented(ui, p, &["Quick", "Full"], &names, current, !running) {
                        length = if i == 0 { RunLength::Quick } else { RunLength::Full };
                    }
                    let text = if state.is_some() { "Run again" } else { "Run benchmark" };
                    if primary_button(ui, p, text, Vec2::new(170.0, 36.0), !running).clicked() {
                        start = true;
                    }
                    if running
                        && ui
                            .add_enabled(!stopping, egui::Button::new("Stop").min_size(Vec2::new(72.0, 36.0)))
                            .on_hover_text("Stops after the figure being measured")
                            .clicked()
                    {
                        stop = true;
                    }
                });
                if state.is_none() {
                    ui.add_space(space::XS);
                    ui.label(
                        RichText::new(
                            "Quick: 3 runs per figure and 2 M random hands (seconds). Full: 5 runs, 10 M random hands, more timing repetitions (about three times longer).",
                        )
                        .font(regular(text_size::SMALL))
                        .color(p.text_faint),
                    );
                }
                if let Some(s) = &state {
                    ui.add_space(space::S);
                    ui.horizontal(|ui| {
                        let color = if s.done { p.exact } else { p.estimate };
                        progress_bar(ui, p, s.progress, (ui.available_width() * 0.5).max(160.0), color, "Benchmark progress");
                        let text = match (s.done, &s.error, stopping) {
                            (_, Some(e), _) => e.clone(),
                            (true, None, _) if s.progress < 1.0 => {
                                format!("Stopped after {:.1} s", s.elapsed.as_secs_f64())
                            }
                            (true, None, _) => format!("Done in {:.1} s", s.elapsed.as_secs_f64()),
                            (false, _, true) => "Stopping after the current figure…".to_owned(),
                            (false, _, false) => format!("{} · {:.0} s", s.stage, s.elapsed.as_secs_f64()),
                        };
                        let color = if s.error.is_some() { p.error } else { p.text_muted };
                        ui.label(RichText::new(text).color(color));
                    });
                }
            });
            ui.add_space(space::M);
            let results = state.as_ref().map(|s| &s.value);
            let width = ui.available_width();
            if width > 900.0 {
                ui.horizontal_top(|ui| {
                    ui.spacing_mut().item_spacing.x = space::M;
                    let left = (width - space::M) * 0.5;
                    ui.allocate_ui_with_layout(Vec2::new(left, 0.0), Layout::top_down(Align::Min), |ui| {
                        evaluator_section(ui, p, results);
                    });
                    ui.allocate_ui_with_layout(
                        Vec2::new(ui.available_width(), 0.0),
                        Layout::top_down(Align::Min),
                        |ui| timings_section(ui, p, results),
                    );
                });
            } else {
                evaluator_section(ui, p, results);
                ui.add_space(space::M);
                timings_section(ui, p, results);
            }
        });

        self.length = length;
        if stop && let Some(task) = self.run.as_ref() {
            task.cancel();
        }
        if start {
            let ctx = ui.ctx().clone();
            self.start(Arc::new(move || ctx.request_repaint()));
        }
        *cx.status = match &state {
            None => "Run the benchmark to measure this machine.".to_owned(),
            Some(s) if !s.done => format!(
                "Benchmark running: {} ({:.0}%)",
                s.stage,
                100.0 * s.progress
            ),
            Some(s) => format!(
                "Benchmark: {} evaluator figures, {} engine timings",
                s.value.evaluator.len(),
                s.value.timings.len()
            ),
        };
    }
}

/// The evaluator's figures: 7, 6 and 5 cards by sequential and random order, each with a bar.
fn evaluator_section(ui: &mut Ui, p: &Palette, results: Option<&RunResults>) {
    section(
        ui,
        p,
        "Evaluator · M evaluations per second, one thread",
        |ui| {
            let figures = results.map_or(&[][..], |r| &r.evaluator[..]);
            let max = figures
                .iter()
                .map(|f| f.mevals_per_s)
                .fold(SEED_MEVALS.1, f64::max);
            let width = ui.available_width();
            let label_w = 150.0;
            for cards in [7, 6, 5] {
                for order in [Order::Sequential, Order::Random] {
                    let figure = figures
                        .iter()
                        .find(|f| f.cards == cards && f.order == order);
                    let name = figure_name(cards, order);
                    let (rect, _) = ui.allocate_exact_size(Vec2::new(width, 30.0), Sense::hover());
                    let mut row = ui.new_child(
                        egui::UiBuilder::new()
                            .max_rect(rect)
                            .id_salt(("eval row", cards, order == Order::Random))
                            .accessibility_label(name.clone())
                            .accessibility_role(egui::accesskit::Role::Row),
                    );
                    let painter = row.painter().clone();
                    let caption = match order {
                        Order::Sequential => format!("{cards} cards"),
                        Order::Random => String::new(),
                    };
                    painter.text(
                        egui::pos2(rect.left(), rect.center().y),
                        Align2::LEFT_CENTER,
                        caption,
                        bold(text_size::BODY),
                        p.text,
                    );
                    painter.text(
                        egui::pos2(rect.left() + label_w - space::S, rect.center().y),
                        Align2::RIGHT_CENTER,
                        match order {
                            Order::Sequential => "sequential",
                            Order::Random => "random",
                        },
                        regular(text_size::SMALL),
                        p.text_muted,
                    );
                    let value_w = 110.0;
                    let track = Rect::from_min_max(
                        egui::pos2(rect.left() + label_w, rect.center().y - 7.0),
                        egui::pos2(rect.right() - value_w, rect.center().y + 7.0),
                    );
                    painter.rect_filled(track, radius::S, p.surface_strong);
                    let color = match order {
                        Order::Sequential => p.seat(0),
                        Order::Random => p.seat(5),
                    };
                    if let Some(f) = figure {
                        let fraction = (f.mevals_per_s / max).clamp(0.0, 1.0) as f32;
                        let bar = Rect::from_min_size(
                            track.min,
                            Vec2::new(track.width() * fraction, track.height()),
                        );
                        painter.rect_filled(bar, radius::S, color);
                    }
                    let cell = Rect::from_min_max(
                        egui::pos2(rect.right() - value_w, rect.top()),
                        rect.max,
                    );
                    row.scope_builder(
                        egui::UiBuilder::new()
                            .max_rect(cell)
                            .layout(Layout::right_to_left(Align::Center)),
                        |ui| {
                            let text = figure
                                .map_or("–".to_owned(), |f| format!("{:.1} M/s", f.mevals_per_s));
                            let color = if figure.is_some() {
                                p.text
                            } else {
                                p.text_faint
                            };
                            ui.label(RichText::new(text).font(bold(text_size::BODY)).color(color));
                        },
                    );
                }
                ui.add_space(space::XS);
            }
            // The seed's figures, for scale, as one more row.
            let (rect, _) = ui.allocate_exact_size(Vec2::new(width, 30.0), Sense::hover());
            let painter = ui.painter();
            let value_w = 110.0;
            let track = Rect::from_min_max(
                egui::pos2(rect.left() + label_w, rect.center().y - 7.0),
                egui::pos2(rect.right() - value_w, rect.center().y + 7.0),
            );
            painter.rect_filled(track, radius::S, p.surface_strong);
            let lo = track.width() * (SEED_MEVALS.0 / max) as f32;
            let hi = track.width() * (SEED_MEVALS.1 / max) as f32;
            painter.rect_filled(
                Rect::from_min_size(track.min, Vec2::new(hi, track.height())),
                radius::S,
                p.text_faint.gamma_multiply(0.5),
            );
            painter.rect_filled(
                Rect::from_min_size(track.min, Vec2::new(lo, track.height())),
                radius::S,
                p.text_faint,
            );
            painter.text(
                egui::pos2(rect.left(), rect.center().y),
                Align2::LEFT_CENTER,
                "Seed article",
                bold(text_size::BODY),
                p.text_muted,
            );
            painter.text(
                egui::pos2(rect.left() + label_w - space::S, rect.center().y),
                Align2::RIGHT_CENTER,
                "C#, 2005",
                regular(text_size::SMALL),
                p.text_faint,
            );
            painter.text(
                egui::pos2(rect.right(), rect.center().y),
                Align2::RIGHT_CENTER,
                format!("{:.0}–{:.0} M/s", SEED_MEVALS.0, SEED_MEVALS.1),
                bold(text_size::BODY),
                p.text_muted,
            );
            ui.add_space(space::XS);
            ui.label(
                RichText::new(
                    "Sequential: every hand of the deck in nested loops, each built by adding one card to the hand of the loop above. Random: pre-generated random hands, each built from its card indices, then evaluated.",
                )
                .font(regular(text_size::SMALL))
                .color(p.text_faint),
            );
            ui.add_space(space::XS);
            let best = figures.iter().map(|f| f.mevals_per_s).fold(0.0, f64::max);
            let note = if best > 0.0 {
                format!(
                    "The seed article's C# evaluator did {:.0}–{:.0} M/s on a 2005 laptop; the fastest figure here is {:.0}× its best.",
                    SEED_MEVALS.0,
                    SEED_MEVALS.1,
                    best / SEED_MEVALS.1
                )
            } else {
                format!(
                    "For scale: the seed article's C# evaluator did {:.0}–{:.0} M/s on a 2005 laptop.",
                    SEED_MEVALS.0, SEED_MEVALS.1
                )
            };
            ui.label(
                RichText::new(note)
                    .font(regular(text_size::SMALL))
                    .color(p.text_muted),
            );
            if let Some(r) = results.filter(|r| r.runs > 0) {
                ui.label(
                RichText::new(format!(
                    "Median of {} runs each · first evaluation in the process took {:.1} µs (the tables are built at compile time)",
                    r.runs, r.first_eval_us
                ))
                .font(regular(text_size::SMALL))
                .color(p.text_faint),
            );
            }
        },
    );
}

/// A duration in milliseconds, in the unit that reads best.
fn duration_text(ms: f64) -> String {
    if ms < 0.1 {
        format!("{:.2} µs", ms * 1000.0)
    } else if ms < 10.0 {
        format!("{ms:.2} ms")
    } else if ms < 1000.0 {
        format!("{ms:.0} ms")
    } else {
        format!("{:.2} s", ms / 1000.0)
    }
}

/// `text` with its first letter capitalised.
fn sentence_case(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The engine timings as they arrive.
fn timings_section(ui: &mut Ui, p: &Palette, results: Option<&RunResults>) {
    section(ui, p, "Engine timings", |ui| {
        let timings = results.map_or(&[][..], |r| &r.timings[..]);
        if timings.is_empty() {
            ui.label(
                RichText::new("Exact equity (heads-up, three-way, ten-way), a hand against a random hand, Monte Carlo throughput, and video poker hold and whole-game analysis. They appear here as they are measured.")
                    .color(p.text_muted),
            );
            return;
        }
        let width = ui.available_width();
        let value_w = 130.0;
        for (k, timing) in timings.iter().enumerate() {
            let value = match (timing.ms, timing.mhands_per_cpu_s) {
                (Some(ms), _) => duration_text(ms),
                (None, Some(rate)) => format!("{rate:.1} M hands/s"),
                (None, None) => "–".to_owned(),
            };
            let response = ui
                .scope_builder(
                    egui::UiBuilder::new()
                        .id_salt(("timing", k))
                        .accessibility_label(timing.id)
                        .accessibility_role(egui::accesskit::Role::Row),
                    |ui| {
                        ui.set_width(width);
                        ui.horizontal(|ui| {
                            ui.allocate_ui_with_layout(
                                Vec2::new(width - value_w, 0.0),
                                Layout::top_down(Align::Min),
                                |ui| {
                                    ui.spacing_mut().item_spacing.y = 1.0;
                                    ui.add(
                                        egui::Label::new(
                                            RichText::new(sentence_case(timing.what)).color(p.text),
                                        )
                                        .wrap(),
                                    );
                                    ui.label(
                                        RichText::new(timing.id)
                                            .font(egui::FontId::monospace(text_size::SMALL))
                                            .color(p.text_faint),
                                    );
                                },
                            );
                            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                                ui.label(
                                    RichText::new(value)
                                        .font(bold(text_size::BODY + 1.0))
                                        .color(p.text),
                                );
                            });
                        });
                    },
                )
                .response;
            if k + 1 < timings.len() {
                let y = response.rect.bottom() + space::XS;
                ui.painter()
                    .hline(response.rect.x_range(), y, egui::Stroke::new(1.0, p.border));
                ui.add_space(space::S);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_naturally() {
        assert_eq!(duration_text(0.004), "4.00 µs");
        assert_eq!(duration_text(0.39), "0.39 ms");
        assert_eq!(duration_text(178.9), "179 ms");
        assert_eq!(duration_text(2500.0), "2.50 s");
        assert_eq!(sentence_case("ten known hands"), "Ten known hands");
        assert_eq!(sentence_case(""), "");
    }

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
        let task = Task::spawn("bench-test", Arc::new(|| {}), move |ctl| run(plan, ctl));
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
