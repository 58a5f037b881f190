//! The app's tabs. Each tab draws its state (the tab's model in [`crate::app`]) into the
//! central panel and turns clicks into actions on it, given a [`TabContext`] with what the
//! tabs share (the engine, the card textures, the settings, the colours). A tab reports what
//! it is doing in one status line and asks the app for app-wide changes with [`Command`]s.

pub mod benchmark;
pub mod hand_odds;
pub mod odds_grid;
pub mod video_poker;

use super::card_textures::CardTextures;
use super::theme::Palette;
use crate::app::{Command, Settings};
use crate::equity::Engine;

/// What every tab gets to draw with.
pub struct TabContext<'a> {
    /// The computing engine; `None` if its threads could not start (`engine_error` says why).
    pub engine: Option<&'a Engine>,
    /// Why there is no engine.
    pub engine_error: Option<&'a str>,
    /// The card pictures.
    pub textures: &'a mut CardTextures,
    /// The user's settings (theme, deck style, ...).
    pub settings: &'a Settings,
    /// The colours of the current theme.
    pub palette: &'a Palette,
    /// One line for the status bar: what the tab is computing, or how its numbers were made.
    pub status: &'a mut String,
    /// App-wide actions the tab asks for; the app applies them after the frame.
    pub commands: &'a mut Vec<Command>,
}
