//! The "Outs" section of the Hand Odds tab: on the flop and the turn, each player who is
//! behind with the cards that would put them ahead and the chance the next card is one.

use egui::{RichText, Ui, Vec2};

use crate::app::hand_odds::HandOdds;
use crate::art::DeckStyle;
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::{Palette, bold, space, text_size};
use crate::ui::widgets::card::CardView;
use crate::ui::widgets::section::section_ui;

/// Height of an out's card (points).
const OUT_CARD: f32 = 34.0;

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
                        "{n} {} · {:.0}% next card",
                        if n == 1 { "out" } else { "outs" },
                        100.0 * outs.next_card
                    ))
                    .color(palette.text_muted),
                );
            });
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = Vec2::splat(3.0);
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
