//! The Flops tab's inputs: each seat's range text, the dead cards, holdings only, Count, and
//! the progress of a count.

use egui::{RichText, TextEdit, Ui, Vec2};

use crate::app::flops::{Action, Flops};
use crate::ui::theme::flops::COUNT_BUTTON;
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::section::{primary_button_ui, progress_bar_ui, section_ui};

/// The seats, the dead cards, the choice of figures and the Count button.
pub fn inputs_ui(ui: &mut Ui, p: &Palette, state: &Flops, actions: &mut Vec<Action>) {
    section_ui(ui, p, "Players", |ui| {
        for (seat, text) in state.seats().iter().enumerate() {
            ui.label(
                RichText::new(format!("Player {}", seat + 1))
                    .font(bold(text_size::BODY))
                    .color(p.seat(seat)),
            );
            let mut edit_text = text.clone();
            let edit = TextEdit::singleline(&mut edit_text)
                .hint_text(RichText::new("QQ+, AKs, 15%, AsKs …").color(p.text_faint))
                .desired_width(f32::INFINITY)
                .font(egui::TextStyle::Monospace);
            let response = ui
                .add(edit)
                .accessible_name(format!("Flops player {} range", seat + 1));
            if response.changed() {
                actions.push(Action::SetSeat(seat, edit_text));
            }
            ui.add_space(space::XS);
        }
        ui.label(RichText::new("Dead cards").color(p.text_muted));
        let mut dead = state.dead().to_owned();
        let response = ui
            .add(
                TextEdit::singleline(&mut dead)
                    .hint_text(RichText::new("2c 7d …").color(p.text_faint))
                    .desired_width(f32::INFINITY)
                    .font(egui::TextStyle::Monospace),
            )
            .accessible_name("Flops dead cards");
        if response.changed() {
            actions.push(Action::SetDead(dead));
        }
        ui.add_space(space::S);
        let mut only = state.hit_rates_only();
        if ui
            .checkbox(&mut only, "Hit rates only (no equities)")
            .changed()
        {
            actions.push(Action::SetHitRatesOnly(only));
        }
        ui.add_space(space::S);
        let enabled = !state.is_live() && state.request().is_ok();
        if primary_button_ui(ui, p, "Count every flop", Vec2::from(COUNT_BUTTON), enabled).clicked()
        {
            actions.push(Action::Count);
        }
        if let Some(progress) = state.progress() {
            ui.add_space(space::S);
            progress_bar_ui(
                ui,
                p,
                progress as f32,
                ui.available_width(),
                p.accent,
                "Flops progress",
            );
        }
        let (words, color) = match state.error() {
            Some(error) => (error, p.error),
            None if state.is_live() => (
                "Counts again by itself when a field changes.".to_owned(),
                p.text_faint,
            ),
            None => (
                "One to three players: hands, ranges or random. A lone player's equity is against a random hand.".to_owned(),
                p.text_faint,
            ),
        };
        ui.add_space(space::XS);
        ui.label(
            RichText::new(words)
                .font(regular(text_size::SMALL))
                .color(color),
        );
    });
}
