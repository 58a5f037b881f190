//! The deck panel Hand Odds and the Odds Grid share: where the next card goes, the 52-card
//! picker (cards in use greyed), a row of buttons (random cards, the clears) and the last
//! refusal. One widget, so that both tabs deal the same way; each tab says what its buttons
//! are and turns a click into its own action.

use egui::{RichText, Ui};

use super::card_picker::CardPicker;
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::{Palette, space};
use pokerlab::art::DeckStyle;
use pokerlab::cards::{Card, CardSet};

/// A button under the deck: its text and, if any, what it does in words (the hover text).
#[derive(Clone, Copy, Debug)]
pub struct DeckButton<'a> {
    /// The button's text (and accessible name).
    pub text: &'a str,
    /// What it does, shown on hover.
    pub hint: Option<&'a str>,
}

/// What the user did in the deck panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckClick {
    /// Picked this card from the deck.
    Card(Card),
    /// Clicked the button at this place in the row.
    Button(usize),
}

/// What the panel shows, from the tab.
#[derive(Clone, Copy, Debug)]
pub struct DeckPanel<'a> {
    /// The name of the slot the next card goes to, if one is chosen.
    pub next: Option<&'a str>,
    /// What to say when no slot is chosen.
    pub choose: &'a str,
    /// The cards in use (greyed in the deck).
    pub used: CardSet,
    /// The buttons under the deck, left to right.
    pub buttons: &'a [DeckButton<'a>],
    /// Why the last move was refused, if it was.
    pub message: Option<&'a str>,
}

/// Draws the panel; what the user did, if anything.
pub fn deck_panel_ui(
    ui: &mut Ui,
    panel: &DeckPanel<'_>,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
) -> Option<DeckClick> {
    let next = match panel.next {
        Some(slot) => format!("Next card: {slot}"),
        None => panel.choose.to_owned(),
    };
    ui.label(RichText::new(next).color(palette.text_muted));
    ui.add_space(space::XS);
    let mut click = CardPicker::new(textures, palette, panel.used)
        .style(style)
        .show(ui)
        .map(DeckClick::Card);
    ui.add_space(space::S);
    ui.horizontal_wrapped(|ui| {
        for (i, button) in panel.buttons.iter().enumerate() {
            let response = ui.button(button.text);
            let response = match button.hint {
                Some(hint) => response.on_hover_text(hint),
                None => response,
            };
            if response.clicked() {
                click = Some(DeckClick::Button(i));
            }
        }
    });
    if let Some(message) = panel.message {
        ui.label(RichText::new(message).color(palette.error));
    }
    click
}
