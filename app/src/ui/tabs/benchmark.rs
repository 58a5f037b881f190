//! The Benchmark tab: the benchmark application of HoldemHand (Keith Rule's C# evaluator,
//! 2005) inside the app. On demand it measures the evaluator (millions of 5-, 6- and 7-card
//! evaluations per second, sequential and random order, one thread) and the standard engine
//! timings, in the background so the window never freezes; figures appear as they are
//! measured, with a progress bar and a Stop button. Quick takes a few seconds, Full about ten.

use egui::{Align, Align2, Layout, Rect, RichText, ScrollArea, Sense, Ui, Vec2};

use super::{TabContext, TabUi};
use crate::app::benchmark::{Action, Benchmark, RunLength, RunResults, figure_name};
use crate::ui::theme::HAIRLINE;
use crate::ui::theme::benchmark::{
    LABEL_WIDTH, PROGRESS_MIN, PROGRESS_SHARE, ROW_HEIGHT, RUN_BUTTON, STOP_BUTTON,
    TIMING_LINE_SPACING, TIMING_VALUE_WIDTH, TRACK_HALF, TWO_COLUMNS_ABOVE, VALUE_WIDTH,
};
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use crate::ui::widgets::section::{primary_button_ui, progress_bar_ui, section_ui, segmented_ui};
use pokerlab::bench::Order;
use pokerlab::format::{duration, duration_ms, whole_seconds};

/// HoldemHand's evaluator (Keith Rule's C# port of poker-eval) on a 2005 laptop: "between 23
/// million and 33 million hand evaluations per second".
const HOLDEMHAND_MEVALS: (f64, f64) = (23.0, 33.0);

impl TabUi for Benchmark {
    type Widgets = ();

    fn tab_ui(ui: &mut Ui, state: &mut Benchmark, _: &mut (), cx: &mut TabContext<'_>) {
        benchmark_ui(ui, state, cx);
    }
}

/// Draws the Benchmark tab and applies what the user did (a run asked for starts in the next
/// frame's logic step).
pub fn benchmark_ui(ui: &mut Ui, state: &mut Benchmark, cx: &mut TabContext<'_>) {
    let p = cx.palette;
    // No timer while running: the run wakes the UI as each figure lands, and a UI that
    // repaints on its own would take CPU from the figures being measured.
    let snapshot = state.snapshot();
    let mut actions = Vec::new();
    ScrollArea::vertical()
        .id_salt("benchmark_scroll")
        .show(ui, |ui| {
            section_ui(ui, p, "Benchmark", |ui| {
                controls_ui(ui, p, state, &mut actions);
            });
            ui.add_space(space::M);
            let results = snapshot.as_ref().map(|s| &s.value);
            let width = ui.available_width();
            if width > TWO_COLUMNS_ABOVE {
                ui.horizontal_top(|ui| {
                    ui.spacing_mut().item_spacing.x = space::M;
                    let left = (width - space::M) / 2.0;
                    ui.allocate_ui_with_layout(
                        Vec2::new(left, 0.0),
                        Layout::top_down(Align::Min),
                        |ui| {
                            evaluator_ui(ui, p, results);
                        },
                    );
                    ui.allocate_ui_with_layout(
                        Vec2::new(ui.available_width(), 0.0),
                        Layout::top_down(Align::Min),
                        |ui| timings_ui(ui, p, results),
                    );
                });
            } else {
                evaluator_ui(ui, p, results);
                ui.add_space(space::M);
                timings_ui(ui, p, results);
            }
        });
    if !actions.is_empty() {
        ui.ctx().request_repaint();
    }
    for action in actions {
        state.apply(action);
    }
}

/// The heading, the run length, Run and Stop, and the progress of a run.
fn controls_ui(ui: &mut Ui, p: &Palette, state: &Benchmark, actions: &mut Vec<Action>) {
    let snapshot = state.snapshot();
    let running = state.is_running();
    let stopping = state.is_stopping();
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
        let current = usize::from(state.length() == RunLength::Full);
        if let Some(i) = segmented_ui(ui, p, &["Quick", "Full"], &names, current, !running) {
            actions.push(Action::SetLength(if i == 0 {
                RunLength::Quick
            } else {
                RunLength::Full
            }));
        }
        let text = if snapshot.is_some() {
            "Run again"
        } else {
            "Run benchmark"
        };
        if primary_button_ui(ui, p, text, Vec2::from(RUN_BUTTON), !running).clicked() {
            actions.push(Action::Run);
        }
        if running
            && ui
                .add_enabled(
                    !stopping,
                    egui::Button::new("Stop").min_size(Vec2::from(STOP_BUTTON)),
                )
                .on_hover_text("Stops after the figure being measured")
                .clicked()
        {
            actions.push(Action::Stop);
        }
    });
    let Some(s) = &snapshot else {
        ui.add_space(space::XS);
        ui.label(
            RichText::new(
                "Quick: 3 runs per figure and 2 M random hands (seconds). Full: 5 runs, 10 M random hands, more timing repetitions (about three times longer).",
            )
            .font(regular(text_size::SMALL))
            .color(p.text_faint),
        );
        return;
    };
    ui.add_space(space::S);
    ui.horizontal(|ui| {
        let color = if s.done { p.exact } else { p.estimate };
        progress_bar_ui(
            ui,
            p,
            s.progress as f32,
            (ui.available_width() * PROGRESS_SHARE).max(PROGRESS_MIN),
            color,
            "Benchmark progress",
        );
        let text = match (s.done, &s.error, stopping) {
            (_, Some(e), _) => e.to_string(),
            (true, None, _) if s.progress < 1.0 => {
                format!("Stopped after {}", duration(s.elapsed))
            }
            (true, None, _) => format!("Done in {}", duration(s.elapsed)),
            (false, _, true) => "Stopping after the current figure…".to_owned(),
            (false, _, false) => format!("{} · {}", s.value.stage, whole_seconds(s.elapsed)),
        };
        let color = if s.error.is_some() {
            p.error
        } else {
            p.text_muted
        };
        ui.label(RichText::new(text).color(color));
    });
}

/// The evaluator's figures: 7, 6 and 5 cards by sequential and random order, each with a bar.
fn evaluator_ui(ui: &mut Ui, p: &Palette, results: Option<&RunResults>) {
    section_ui(
        ui,
        p,
        "Evaluator · M evaluations per second, one thread",
        |ui| {
            let figures = results.map_or(&[][..], |r| &r.evaluator[..]);
            let max = figures
                .iter()
                .map(|f| f.mevals_per_s)
                .fold(HOLDEMHAND_MEVALS.1, f64::max);
            let width = ui.available_width();
            let label_w = LABEL_WIDTH;
            for cards in [7, 6, 5] {
                for order in [Order::Sequential, Order::Random] {
                    let figure = figures
                        .iter()
                        .find(|f| f.cards == cards && f.order == order);
                    let name = figure_name(cards, order);
                    let (rect, _) =
                        ui.allocate_exact_size(Vec2::new(width, ROW_HEIGHT), Sense::hover());
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
                    let value_w = VALUE_WIDTH;
                    let track = Rect::from_min_max(
                        egui::pos2(rect.left() + label_w, rect.center().y - TRACK_HALF),
                        egui::pos2(rect.right() - value_w, rect.center().y + TRACK_HALF),
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
            // HoldemHand's figures, for scale, as one more row.
            let (rect, _) = ui.allocate_exact_size(Vec2::new(width, ROW_HEIGHT), Sense::hover());
            let painter = ui.painter();
            let value_w = VALUE_WIDTH;
            let track = Rect::from_min_max(
                egui::pos2(rect.left() + label_w, rect.center().y - TRACK_HALF),
                egui::pos2(rect.right() - value_w, rect.center().y + TRACK_HALF),
            );
            painter.rect_filled(track, radius::S, p.surface_strong);
            let lo = track.width() * (HOLDEMHAND_MEVALS.0 / max) as f32;
            let hi = track.width() * (HOLDEMHAND_MEVALS.1 / max) as f32;
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
                "HoldemHand",
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
                format!("{:.0}–{:.0} M/s", HOLDEMHAND_MEVALS.0, HOLDEMHAND_MEVALS.1),
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
                    "HoldemHand (Keith Rule's C# evaluator, 2005) did {:.0}–{:.0} M/s on a laptop of its day; the fastest figure here is {:.0}× its best.",
                    HOLDEMHAND_MEVALS.0,
                    HOLDEMHAND_MEVALS.1,
                    best / HOLDEMHAND_MEVALS.1
                )
            } else {
                format!(
                    "For scale: HoldemHand (Keith Rule's C# evaluator, 2005) did {:.0}–{:.0} M/s on a laptop of its day.",
                    HOLDEMHAND_MEVALS.0, HOLDEMHAND_MEVALS.1
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

/// `text` with its first letter capitalised.
fn sentence_case(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The engine timings as they arrive.
fn timings_ui(ui: &mut Ui, p: &Palette, results: Option<&RunResults>) {
    section_ui(ui, p, "Engine timings", |ui| {
        let timings = results.map_or(&[][..], |r| &r.timings[..]);
        if timings.is_empty() {
            ui.label(
                RichText::new("Exact equity (heads-up, three-way, ten-way), a hand against a random hand, Monte Carlo throughput, and video poker hold and whole-game analysis. They appear here as they are measured.")
                    .color(p.text_muted),
            );
            return;
        }
        let width = ui.available_width();
        let value_w = TIMING_VALUE_WIDTH;
        for (k, timing) in timings.iter().enumerate() {
            let value = match (timing.ms, timing.mhands_per_cpu_s) {
                (Some(ms), _) => duration_ms(ms),
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
                                    ui.spacing_mut().item_spacing.y = TIMING_LINE_SPACING;
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
                ui.painter().hline(
                    response.rect.x_range(),
                    y,
                    egui::Stroke::new(HAIRLINE, p.border),
                );
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
        assert_eq!(duration_ms(0.004), "4.00 µs");
        assert_eq!(duration_ms(0.39), "0.39 ms");
        assert_eq!(duration_ms(178.9), "179 ms");
        assert_eq!(duration_ms(2500.0), "2.50 s");
        assert_eq!(sentence_case("ten known hands"), "Ten known hands");
        assert_eq!(sentence_case(""), "");
    }
}
