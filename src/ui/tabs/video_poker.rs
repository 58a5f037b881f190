//! The Video Poker tab (a placeholder until it is built: it says what is coming).

use serde::{Deserialize, Serialize};

use super::TabContext;

/// The state of the Video Poker tab, persisted between runs.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct VideoPokerTab {}

impl VideoPokerTab {
    /// Draws the tab.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut TabContext<'_>) {
        super::coming_soon(
            ui,
            cx.palette,
            "Video Poker",
            "A Jacks-or-Better trainer: deal, hold and draw, with the expected value of your hold, the best hold, and every mistake explained.",
        );
    }
}
