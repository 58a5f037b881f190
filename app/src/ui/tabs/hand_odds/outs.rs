//! The "Outs" section of the Hand Odds tab: on the flop and the turn, each player who is
//! behind with the cards that would put them ahead and the chance the next card is one.

use egui::{RichText, Ui, Vec2};

use crate::app::hand_odds::HandOdds;
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::hand_odds::{OUT_CARD, OUT_SPACING};
use crate::ui::theme::{Palette, bold, space, text_size};
use crate::ui::widgets::card::CardView;
use crate::ui::widgets::section::section_ui;
use pokerlab::art::DeckStyle;
use pokerlab::format::percent_places;

/// The section with the outs.
pub fn outs_section_ui(
    ui: &mut Ui,
    model: &HandOdds,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
) {
    section_ui(ui, palette, "Outs", |ui| {
        let summary = model.outs_summary();
        for outs in &summary.seats {
            let seat = outs.seat;
            let n = outs.cards.len();
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(format!("Player {}", seat + 1))
                        .font(bold(text_size::TITLE))
                        .color(palette.seat_text(seat)),
                );
                ui.label(
                    RichText::new(format!(
                        "{n} {} · {} next card",
                        if n == 1 { "out" } else { "outs" },
                        percent_places(outs.next_card, 0)
                    ))
                    .color(palette.text_muted),
                );
            });
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = Vec2::splat(OUT_SPACING);
                for &card in &outs.cards {
                    ui.add(
                        CardView::new(
                            textures,
                            palette,
                            format!("Out for player {}: {}", seat + 1, card.name()),
                            Some(card),
                            OUT_CARD,
                        )
                        .style(style)
                        .enabled(false),
                    );
                }
            });
            ui.add_space(space::XS);
        }
        if let Some(note) = summary.note {
            ui.label(RichText::new(note).color(palette.text_muted));
        }
    });
}
