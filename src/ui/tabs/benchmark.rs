//! The Benchmark tab (a placeholder until it is built: it says what is coming).

use serde::{Deserialize, Serialize};

use super::TabContext;

/// The state of the Benchmark tab, persisted between runs.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BenchmarkTab {}

impl BenchmarkTab {
    /// Draws the tab.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut TabContext<'_>) {
        super::coming_soon(
            ui,
            cx.palette,
            "Benchmark",
            "The evaluator's speed in millions of hands per second and the standard equity timings, measured on this machine.",
        );
    }
}
