//! The app's tabs. Each tab is a struct with its own state and a `ui` method that draws it into
//! the central panel, given a [`TabContext`] with what the tabs share (the engine, the card
//! textures, the settings, the colours). A tab reports what it is doing in one status line and
//! asks the app for app-wide changes with [`Command`]s.

pub mod benchmark;
pub mod hand_odds;
pub mod odds_grid;
pub mod transient;
pub mod video_poker;

use serde::{Deserialize, Serialize};

use super::app::{Command, Settings};
use super::card_textures::CardTextures;
use super::theme::Palette;
use crate::equity::Engine;

/// Which tab is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tab {
    /// Equity of 2 to 10 hands, TV style.
    #[default]
    HandOdds,
    /// One hand against the field, by hand category; the 13×13 starting-hand chart.
    OddsGrid,
    /// The Jacks-or-Better trainer.
    VideoPoker,
    /// Evaluator and engine speed.
    Benchmark,
}

impl Tab {
    /// The tabs in the order of the tab bar.
    pub const ALL: [Tab; 4] = [
        Tab::HandOdds,
        Tab::OddsGrid,
        Tab::VideoPoker,
        Tab::Benchmark,
    ];

    /// The tab's name in the tab bar.
    pub const fn title(self) -> &'static str {
        match self {
            Tab::HandOdds => "Hand Odds",
            Tab::OddsGrid => "Odds Grid",
            Tab::VideoPoker => "Video Poker",
            Tab::Benchmark => "Benchmark",
        }
    }
}

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
