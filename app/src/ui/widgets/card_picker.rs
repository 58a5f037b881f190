//! The 52-card picker: the deck laid out in four rows by suit (spades, hearts, diamonds, clubs)
//! from ace down to deuce. Cards already on the table are dimmed and cannot be picked; a click
//! on any other card returns it for the caller to place.

use egui::{Ui, Vec2};

use crate::ui::card_textures::CardTextures;
use crate::ui::theme::widgets::PICKER_CARD_HEIGHT;
use crate::ui::theme::{Palette, space};
use crate::ui::widgets::card::CardView;
use pokerlab::art::DeckStyle;
use pokerlab::cards::{Card, CardSet, Rank, Suit};

/// The card picker.
pub struct CardPicker<'a> {
    textures: &'a mut CardTextures,
    palette: &'a Palette,
    style: DeckStyle,
    used: CardSet,
}

impl<'a> CardPicker<'a> {
    /// A picker with the cards of `used` dimmed.
    pub fn new(textures: &'a mut CardTextures, palette: &'a Palette, used: CardSet) -> Self {
        CardPicker {
            textures,
            palette,
            style: DeckStyle::TwoColor,
            used,
        }
    }

    /// The deck's colours.
    pub fn style(mut self, style: DeckStyle) -> Self {
        self.style = style;
        self
    }

    /// The card height that fits 13 cards across `width`.
    pub fn card_height_for(width: f32) -> f32 {
        let card_width = (width - 12.0 * space::XS) / 13.0;
        (card_width * 7.0 / 5.0)
            .floor()
            .clamp(PICKER_CARD_HEIGHT.0, PICKER_CARD_HEIGHT.1)
    }

    /// Draws the picker across the available width; returns the card clicked, if any.
    pub fn show(self, ui: &mut Ui) -> Option<Card> {
        let height = Self::card_height_for(ui.available_width());
        let mut picked = None;
        let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
        ui.scope(|ui| {
            ui.spacing_mut().item_spacing = Vec2::splat(space::XS);
            for suit in suits {
                ui.horizontal(|ui| {
                    for &rank in Rank::ALL.iter().rev() {
                        let card = Card::new(rank, suit);
                        let used = self.used.contains(card);
                        let response = ui.add(
                            CardView::new(
                                self.textures,
                                self.palette,
                                card.name(),
                                Some(card),
                                height,
                            )
                            .style(self.style)
                            .dimmed(used)
                            .enabled(!used),
                        );
                        if response.clicked() && !used {
                            picked = Some(card);
                        }
                    }
                });
            }
        });
        picked
    }
}
