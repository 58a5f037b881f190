//! The Flops tab's summary: each seat's equity over every flop and how often its combos flop
//! each made hand and draw.

use egui::{RichText, Ui};

use crate::app::flops::Flops;
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::section::section_ui;
use pokerlab::eval::{Draw, MadeHand};
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
            let made: Vec<String> = MadeHand::ALL
                .into_iter()
                .filter(|&m| summary.made_share(m) >= 0.0005)
                .map(|m| format!("{} {}", m.name(), percent(summary.made_share(m))))
                .collect();
            let draws: Vec<String> = Draw::ALL
                .into_iter()
                .map(|d| format!("{} {}", d.name(), percent(summary.draw_share(d))))
                .collect();
            ui.label(
                RichText::new(format!("Made: {}", made.join(" · ")))
                    .font(regular(text_size::SMALL))
                    .color(p.text),
            );
            ui.label(
                RichText::new(format!("Draws: {}", draws.join(" · ")))
                    .font(regular(text_size::SMALL))
                    .color(p.text),
            );
        }
    });
}
