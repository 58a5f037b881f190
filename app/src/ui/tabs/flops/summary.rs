//! The Flops tab's summary over the flops the filter keeps: each player's equity, and a table
//! of how often each player's combos flop each made hand and draw — the classes as rows in the
//! holdings table's groups (made hands, pairs, no pair, draws), the players as columns, each
//! class's example on hover.

use egui::{Align, Layout, RichText, Ui};

use crate::app::flops::{Flops, FlopsView};
use crate::ui::theme::flops::{CLASS_WIDTH, ROW_HEIGHT, SHARE_WIDTH};
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::section::section_ui;
use pokerlab::eval::{Draw, MadeGroup, MadeHand};
use pokerlab::flops::SeatSummary;
use pokerlab::format::{group_digits, percent};

/// A class is listed when some player holds it at least this often (it rounds to 0.1 %).
const SHOWN_FROM: f64 = 0.0005;

/// The summary section (or what is happening instead).
pub fn summary_ui(ui: &mut Ui, p: &Palette, state: &Flops) {
    let title = match state.view() {
        Some(view) if !view.filter.is_any() => capitalised(&view.filter.to_string()),
        _ => "Every flop".to_owned(),
    };
    section_ui(ui, p, &title, |ui| {
        let Some(view) = state.view() else {
            let words = if state.is_counting() {
                "Counting every flop…"
            } else {
                "Press Count every flop to see how the players do on each of the 1,755 flops."
            };
            ui.label(RichText::new(words).color(p.text_muted));
            return;
        };
        let total = state.report().map_or(0, |r| r.total_weight());
        let words = if view.filter.is_any() {
            format!(
                "{} distinct flops standing for {}",
                group_digits(view.flops as u64),
                group_digits(view.weight)
            )
        } else {
            format!(
                "{} distinct flops standing for {} of {}",
                group_digits(view.flops as u64),
                group_digits(view.weight),
                group_digits(total)
            )
        };
        ui.label(RichText::new(words).color(p.text_muted));
        if view.flops == 0 {
            return;
        }
        ui.add_space(space::S);
        holdings_table_ui(ui, p, &state.seat_labels(), view);
    });
}

/// The table: a heading row of players, their equities, then each group's classes.
fn holdings_table_ui(ui: &mut Ui, p: &Palette, seats: &[String], view: &FlopsView) {
    let summary = &view.summary;
    egui::Grid::new("flops holdings")
        .num_columns(seats.len() + 1)
        .spacing([space::S, 0.0])
        .striped(true)
        .show(ui, |ui| {
            cell_ui(ui, CLASS_WIDTH, RichText::new(""), false);
            for (seat, label) in seats.iter().enumerate() {
                let text = RichText::new(label)
                    .font(bold(text_size::SMALL))
                    .color(p.seat(seat));
                cell_ui(ui, SHARE_WIDTH, text, true);
            }
            ui.end_row();
            if summary.iter().any(|s| s.equity.is_some()) {
                let name = RichText::new("Equity")
                    .font(bold(text_size::BODY))
                    .color(p.text);
                cell_ui(ui, CLASS_WIDTH, name, false);
                for (seat, s) in summary.iter().enumerate() {
                    let text = s.equity.map_or("–".to_owned(), percent);
                    let text = RichText::new(text)
                        .font(bold(text_size::BODY))
                        .color(p.seat(seat));
                    cell_ui(ui, SHARE_WIDTH, text, true);
                }
                ui.end_row();
            }
            for group in [MadeGroup::Made, MadeGroup::Pairs, MadeGroup::Unpaired] {
                let classes: Vec<MadeHand> = MadeHand::ALL
                    .into_iter()
                    .filter(|&m| {
                        m.group() == group && summary.iter().any(|s| s.made_share(m) >= SHOWN_FROM)
                    })
                    .collect();
                let rows: Vec<Row> = classes
                    .iter()
                    .map(|&m| Row {
                        name: m.name(),
                        example: m.example(),
                        share: Box::new(move |s: &SeatSummary| s.made_share(m)),
                    })
                    .collect();
                group_ui(ui, p, group.name(), &rows, summary);
            }
            let draws: Vec<Row> = Draw::ALL
                .into_iter()
                .filter(|&d| summary.iter().any(|s| s.draw_share(d) >= SHOWN_FROM))
                .map(|d| Row {
                    name: d.name(),
                    example: d.example(),
                    share: Box::new(move |s: &SeatSummary| s.draw_share(d)),
                })
                .collect();
            group_ui(ui, p, "Draws", &draws, summary);
        });
}

/// One class of the table: its name, its example, and a seat's share of it.
struct Row {
    name: &'static str,
    example: &'static str,
    share: Box<dyn Fn(&SeatSummary) -> f64>,
}

/// A group's heading row and its classes' rows.
fn group_ui(ui: &mut Ui, p: &Palette, title: &str, rows: &[Row], summary: &[SeatSummary]) {
    if rows.is_empty() {
        return;
    }
    let heading = RichText::new(title)
        .font(bold(text_size::SMALL))
        .color(p.text_muted);
    cell_ui(ui, CLASS_WIDTH, heading, false);
    ui.end_row();
    for row in rows {
        let name = RichText::new(row.name)
            .font(regular(text_size::BODY))
            .color(p.text);
        cell_ui(ui, CLASS_WIDTH, name, false).on_hover_text(format!("For example {}", row.example));
        for s in summary {
            let text = RichText::new(percent((row.share)(s)))
                .font(regular(text_size::BODY))
                .color(p.text);
            cell_ui(ui, SHARE_WIDTH, text, true);
        }
        ui.end_row();
    }
}

/// One cell: `text` in a box `width` wide, to the right for figures.
fn cell_ui(ui: &mut Ui, width: f32, text: RichText, right: bool) -> egui::Response {
    let layout = if right {
        Layout::right_to_left(Align::Center)
    } else {
        Layout::left_to_right(Align::Center)
    };
    ui.allocate_ui_with_layout(egui::vec2(width, ROW_HEIGHT), layout, |ui| {
        ui.set_min_size(egui::vec2(width, ROW_HEIGHT));
        ui.label(text)
    })
    .inner
}

/// `text` with its first letter a capital.
pub(super) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}
