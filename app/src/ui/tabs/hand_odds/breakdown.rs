//! The "What each seat holds" section of the Hand Odds tab: a choice of seat, its final hands
//! (how often it ends with each category and wins or ties with it), and on the flop and the
//! turn, for a range or random seat, its combos now by made hand and draw. Clicking a holdings
//! line highlights its combos on the seat's range grid. Draws the model's
//! [`SeatBreakdown`].

use egui::{Grid, RichText, Ui, Vec2};

use crate::app::hand_odds::breakdown::{HoldingLine, HoldingRow, NextRange, SeatBreakdown};
use crate::app::hand_odds::table::Street;
use crate::app::hand_odds::{Action, HandOdds};
use crate::ui::theme::hand_odds::{
    FIGURE_W, FINAL_ROW_SPACING, HOLDINGS_ROW_SPACING, NEXT_RANGE_SIDE, THRESHOLD_WIDTH,
};
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::hand_chart::HandChart;
use crate::ui::widgets::section::section_ui;
use pokerlab::eval::MadeGroup;
use pokerlab::format::{combos_figure, percent_cell_places, weighted_combos};
use pokerlab::range::HandClass;

/// The section.
pub fn breakdown_section_ui(
    ui: &mut Ui,
    model: &HandOdds,
    palette: &Palette,
    actions: &mut Vec<Action>,
) {
    section_ui(ui, palette, "What each seat holds", |ui| {
        let panel = model.seat_breakdown();
        seat_choice_ui(ui, &panel, palette, actions);
        let Some(seat) = panel.seat else {
            if let Some(note) = panel.note {
                note_ui(ui, palette, note);
            }
            return;
        };
        ui.add_space(space::XS);
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = space::L;
            ui.vertical(|ui| final_hands_ui(ui, &panel, seat, palette));
            ui.vertical(|ui| holdings_ui(ui, &panel, seat, palette, actions));
        });
    });
}

/// One button per seat in the hand.
fn seat_choice_ui(ui: &mut Ui, panel: &SeatBreakdown, p: &Palette, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        for &seat in &panel.seats {
            let on = panel.seat == Some(seat);
            let text = RichText::new(format!("Player {}", seat + 1)).color(if on {
                p.seat_text(seat)
            } else {
                p.text_muted
            });
            let response = ui
                .add(egui::Button::selectable(on, text))
                .accessible_name(format!("Show player {} holdings", seat + 1));
            if response.clicked() {
                actions.push(Action::ShowBreakdown(seat));
            }
        }
    });
}

/// A small faint line of explanation.
fn note_ui(ui: &mut Ui, p: &Palette, note: &str) {
    ui.label(
        RichText::new(note)
            .font(regular(text_size::SMALL))
            .color(p.text_faint),
    );
}

/// A column heading.
fn heading_ui(ui: &mut Ui, p: &Palette, text: &str) {
    ui.label(
        RichText::new(text)
            .font(bold(text_size::SMALL))
            .color(p.text_muted),
    );
}

/// A right-aligned figure named `name` for screen readers and tests.
fn figure_ui(ui: &mut Ui, p: &Palette, value: f64, name: String) {
    let text = percent_cell_places(value, 1);
    ui.allocate_ui(Vec2::new(FIGURE_W, 0.0), |ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.label(RichText::new(text).color(p.text).monospace())
                .accessible_name(name);
        });
    });
}

/// The final hands: category, how often, wins, ties.
fn final_hands_ui(ui: &mut Ui, panel: &SeatBreakdown, seat: usize, p: &Palette) {
    heading_ui(ui, p, "Final hand (river)");
    if panel.final_hands.is_empty() {
        note_ui(ui, p, "Counting…");
        return;
    }
    let who = seat + 1;
    Grid::new(("final hands", seat))
        .num_columns(4)
        .spacing(Vec2::new(space::S, FINAL_ROW_SPACING))
        .show(ui, |ui| {
            for head in ["", "ends with", "wins", "ties"] {
                note_ui(ui, p, head);
            }
            ui.end_row();
            for row in &panel.final_hands {
                let name = row.category.name();
                ui.label(RichText::new(name).color(p.text));
                figure_ui(ui, p, row.share, format!("Player {who} ends with {name}"));
                figure_ui(ui, p, row.win, format!("Player {who} wins with {name}"));
                figure_ui(ui, p, row.tie, format!("Player {who} ties with {name}"));
                ui.end_row();
            }
        });
    if panel.sampled {
        note_ui(
            ui,
            p,
            "Sampled: figures within the error shown on the table.",
        );
    }
}

/// The holdings on this flop or turn: made hands and draws, each a button.
fn holdings_ui(
    ui: &mut Ui,
    panel: &SeatBreakdown,
    seat: usize,
    p: &Palette,
    actions: &mut Vec<Action>,
) {
    let title = match panel.combos {
        Some(combos) => format!("Now: {}", weighted_combos(combos)),
        None => "Now".to_owned(),
    };
    heading_ui(ui, p, &title);
    if let Some(note) = panel.note {
        note_ui(ui, p, note);
    }
    if panel.made.is_empty() && panel.draws.is_empty() {
        return;
    }
    let tick = panel.continue_to.is_some();
    // The made hands in the table's groups: made hands, pairs, the rest.
    let groups: Vec<(&str, Vec<HoldingRow>)> =
        [MadeGroup::Made, MadeGroup::Pairs, MadeGroup::Unpaired]
            .into_iter()
            .map(|group| {
                let rows = panel
                    .made
                    .iter()
                    .filter(|r| matches!(r.line, HoldingLine::Made(m) if m.group() == group))
                    .copied()
                    .collect();
                (group.name(), rows)
            })
            .collect();
    let made_ui = |ui: &mut Ui, actions: &mut Vec<Action>| {
        for (title, rows) in &groups {
            if !rows.is_empty() {
                lines_ui(ui, title, rows, seat, tick, p, actions);
            }
        }
    };
    if tick {
        // With the tick boxes the lists do not fit side by side: draws go below.
        made_ui(ui, actions);
        lines_ui(ui, "Draws", &panel.draws, seat, tick, p, actions);
    } else {
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = space::M;
            ui.vertical(|ui| made_ui(ui, actions));
            ui.vertical(|ui| lines_ui(ui, "Draws", &panel.draws, seat, tick, p, actions));
        });
    }
    note_ui(
        ui,
        p,
        "Click a line to highlight its combos on the range grid.",
    );
    if let Some(next) = panel.continue_to {
        continue_ui(ui, panel, seat, next, p, actions);
    }
}

/// "Continue with the ticked lines" (or an equity threshold), "Undo", and the range's size
/// street by street.
fn continue_ui(
    ui: &mut Ui,
    panel: &SeatBreakdown,
    seat: usize,
    next: Street,
    p: &Palette,
    actions: &mut Vec<Action>,
) {
    let who = seat + 1;
    let any_ticked = panel.made.iter().chain(&panel.draws).any(|r| r.ticked);
    let threshold = !panel.threshold.trim().is_empty();
    ui.add_space(space::XS);
    threshold_ui(ui, panel, seat, p, actions);
    ui.horizontal_wrapped(|ui| {
        let next = next.name().to_lowercase();
        let with = match (any_ticked, threshold) {
            (true, true) => "the ticked lines or the threshold",
            (false, true) => "the equity threshold",
            _ => "the ticked lines",
        };
        let response = ui
            .add_enabled(
                any_ticked || threshold,
                egui::Button::new(format!("Continue to the {next} with {with}")),
            )
            .on_hover_text(
                "The range on the next streets keeps only the combos holding a ticked made \
                 hand or draw, or with at least the threshold's equity, at their weights",
            )
            .on_disabled_hover_text("Tick the made hands and draws the player continues with")
            .accessible_name(format!("Player {who} continues with the ticked lines"));
        if response.clicked() {
            actions.push(Action::ContinueWith);
        }
        let undo = ui
            .add_enabled(panel.can_undo, egui::Button::new("Undo"))
            .on_hover_text("Take back the last street's narrowing")
            .accessible_name(format!("Undo player {who}'s last narrowing"));
        if undo.clicked() {
            actions.push(Action::UndoContinue(seat));
        }
    });
    if !panel.streets.is_empty() {
        let steps: Vec<String> = panel
            .streets
            .iter()
            .map(|s| format!("{} {}", s.street.name(), weighted_combos(s.combos)))
            .collect();
        ui.label(
            RichText::new(format!("Range by street: {}", steps.join(" → ")))
                .font(regular(text_size::SMALL))
                .color(p.text_muted),
        )
        .on_hover_text(
            "Weighted combos (a combo at weight 0.5 counts half), live with the board, the dead \
             cards and the other players' known cards: counted as \"Now\" is",
        )
        .accessible_name(format!("Player {who} range by street"));
    }
    if let Some(next) = &panel.next_range {
        next_range_ui(ui, next, seat, p);
    }
}

/// The range the seat continues with, on the next street, before its card is dealt: its size
/// and its grid (each class filled by the share of its combos kept, at their weights).
fn next_range_ui(ui: &mut Ui, next: &NextRange, seat: usize, p: &Palette) {
    let who = seat + 1;
    let street = next.street.name().to_lowercase();
    ui.add_space(space::XS);
    ui.label(
        RichText::new(format!(
            "Player {who} on the {street}: {}",
            weighted_combos(next.combos)
        ))
        .font(bold(text_size::SMALL))
        .color(p.seat(seat)),
    )
    .on_hover_text(format!(
        "The range player {who} continues with, as it stands on the {street} before the card \
         is dealt"
    ));
    let values: [Option<f32>; HandClass::COUNT] = std::array::from_fn(|i| Some(next.classes[i]));
    let describe = |class: HandClass, v: f32| {
        format!(
            "{class}: {} of its combos kept",
            pokerlab::format::percent(f64::from(v))
        )
    };
    let _ = HandChart::new(
        ui.make_persistent_id(("next street range", seat)),
        p,
        &values,
        NEXT_RANGE_SIDE,
        &describe,
    )
    .selection(p.seat(seat))
    .label_prefix(&format!("Player {who} {street} range cell "))
    .show(ui);
}

/// "Or every hand with at least [X] % equity against the other seats", and whether its
/// equities are being counted.
fn threshold_ui(
    ui: &mut Ui,
    panel: &SeatBreakdown,
    seat: usize,
    p: &Palette,
    actions: &mut Vec<Action>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = space::XS;
        ui.label(RichText::new("or every hand with at least").color(p.text_muted));
        let mut text = panel.threshold.clone();
        let response = ui
            .add(egui::TextEdit::singleline(&mut text).desired_width(THRESHOLD_WIDTH))
            .on_hover_text(
                "A percentage from 0 to 100: every combo with at least this equity against the \
                 other seats, counted exactly, continues too",
            )
            .accessible_name(format!("Player {} equity threshold", seat + 1));
        if response.changed() {
            actions.push(Action::ThresholdText(text));
        }
        ui.label(RichText::new("% equity against the other seats").color(p.text_muted));
    });
    if let Some(error) = &panel.threshold_error {
        ui.label(
            RichText::new(error)
                .font(regular(text_size::SMALL))
                .color(p.error),
        );
    }
    if let Some(status) = &panel.threshold_status {
        note_ui(ui, p, status);
    }
}

/// One list of holdings lines.
fn lines_ui(
    ui: &mut Ui,
    title: &str,
    rows: &[HoldingRow],
    seat: usize,
    tick: bool,
    p: &Palette,
    actions: &mut Vec<Action>,
) {
    note_ui(ui, p, title);
    if rows.is_empty() {
        note_ui(ui, p, "none");
        return;
    }
    let width = rows
        .iter()
        .map(|r| r.line.name().chars().count())
        .max()
        .unwrap_or(0);
    Grid::new(("holdings", title, seat))
        .num_columns(if tick { 2 } else { 1 })
        .spacing(Vec2::new(0.0, HOLDINGS_ROW_SPACING))
        .show(ui, |ui| {
            for row in rows {
                let name = row.line.name();
                if tick {
                    let mut on = row.ticked;
                    let response = ui
                        .checkbox(&mut on, "")
                        .on_hover_text("Tick: the player continues with these combos")
                        .accessible_name(format!("Player {} continues with {name}", seat + 1));
                    if response.changed() {
                        actions.push(Action::TickLine(row.line));
                    }
                }
                let text = format!(
                    "{name:<width$} {:>6} {:>6}",
                    combos_figure(row.combos),
                    percent_cell_places(row.share, 1)
                );
                let color = if row.highlighted {
                    p.seat_text(seat)
                } else {
                    p.text
                };
                let response = ui
                    .add(egui::Button::selectable(
                        row.highlighted,
                        RichText::new(text).monospace().color(color),
                    ))
                    .on_hover_text(format!(
                        "{name}, like {} · {} weighted combos · {} of the range now · click to \
                         highlight them on the grid",
                        row.line.example(),
                        combos_figure(row.combos),
                        percent_cell_places(row.share, 1)
                    ))
                    .accessible_name(format!("Player {} {name}", seat + 1));
                if response.clicked() {
                    actions.push(Action::HighlightLine(row.line));
                }
                ui.end_row();
            }
        });
}
