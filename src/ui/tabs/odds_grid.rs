//! The Odds Grid tab (a placeholder until it is built: it says what is coming).

use serde::{Deserialize, Serialize};

use super::TabContext;

/// The state of the Odds Grid tab, persisted between runs.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct OddsGridTab {}

impl OddsGridTab {
    /// Draws the tab.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut TabContext<'_>) {
        super::coming_soon(
            ui,
            cx.palette,
            "Odds Grid",
            "One hand against one to nine opponents: how often it makes each hand category, wins and ties with it, and the 13×13 chart of starting hands coloured by equity.",
        );
    }
}
