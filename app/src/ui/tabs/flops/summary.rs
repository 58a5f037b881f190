//! The Flops tab's summary: each seat's equity over every flop and how often its combos flop
//! each made hand and draw, grouped as the holdings table groups them (made hands, pairs, no
//! pair, draws), each class's example on hover.

use egui::{RichText, Ui};

use crate::app::flops::Flops;
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::section::section_ui;
use pokerlab::eval::{Draw, MadeGroup, MadeHand};
use pokerlab::flops::SeatSummary;
use pokerlab::format::{group_digits, percent};

/// The summary section (or what is happening instead).
pub fn summary_ui(ui: &mut Ui, p: &Palette, state: &Flops) {
    section_ui(ui, p, "Every flop", |ui| {
        let Some(report) = state.report() else {
            let words = if state.is_counting() {
                "Counting every flop…"
            } else {
                "Press Count every flop to see how the players do on each of the 1,755 flops."
            };
            ui.label(RichText::new(words).color(p.text_muted));
            return;
        };
        ui.label(
            RichText::new(format!(
                "{} distinct flops standing for {}",
                group_digits(report.rows.len() as u64),
                group_digits(report.total_weight())
            ))
            .color(p.text_muted),
        );
        for ((seat, label), summary) in state.seat_labels().iter().enumerate().zip(report.summary())
        {
            ui.add_space(space::XS);
            let head = match summary.equity {
                Some(e) => format!("{label}: equity {}", percent(e)),
                None => label.clone(),
            };
            ui.label(
                RichText::new(head)
                    .font(bold(text_size::BODY))
                    .color(p.seat(seat)),
            );
            holdings_ui(ui, p, &summary);
        }
    });
}

/// A seat's holdings over every flop: one wrapped line per group, each class a label whose
/// hover shows its example.
fn holdings_ui(ui: &mut Ui, p: &Palette, summary: &SeatSummary) {
    for group in [MadeGroup::Made, MadeGroup::Pairs, MadeGroup::Unpaired] {
        let classes: Vec<(String, &str)> = MadeHand::ALL
            .into_iter()
            .filter(|m| m.group() == group && summary.made_share(*m) >= 0.0005)
            .map(|m| {
                let text = format!("{} {}", m.name(), percent(summary.made_share(m)));
                (text, m.example())
            })
            .collect();
        group_ui(ui, p, group.name(), &classes);
    }
    let draws: Vec<(String, &str)> = Draw::ALL
        .into_iter()
        .map(|d| {
            let text = format!("{} {}", d.name(), percent(summary.draw_share(d)));
            (text, d.example())
        })
        .collect();
    group_ui(ui, p, "Draws", &draws);
}

/// One group's line: its heading and its classes, the example of each on hover.
fn group_ui(ui: &mut Ui, p: &Palette, title: &str, classes: &[(String, &str)]) {
    if classes.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = space::XS;
        ui.label(
            RichText::new(format!("{title}:"))
                .font(regular(text_size::SMALL))
                .color(p.text_muted),
        );
        for (i, (text, example)) in classes.iter().enumerate() {
            let shown = if i + 1 < classes.len() {
                format!("{text} ·")
            } else {
                text.clone()
            };
            ui.label(
                RichText::new(shown)
                    .font(regular(text_size::SMALL))
                    .color(p.text),
            )
            .on_hover_text(format!("For example {example}"));
        }
    });
}
