//! The widgets the tabs are built from: card faces and slots, the 52-card picker and the deck
//! panel around it, the fields
//! for typing cards, equity bars and the street-by-street equity chart. They take their colours from a
//! [`Palette`](super::theme::Palette) and know nothing of the tabs' state.

pub mod card;
pub mod card_field;
pub mod card_picker;
pub mod deck_panel;
pub mod equity_bar;
pub mod felt;
pub mod hand_chart;
pub mod section;
pub mod street_chart;
pub mod two_pane;
