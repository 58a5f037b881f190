//! The app's tabs, by name.

use serde::{Deserialize, Serialize};

/// Which tab is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tab {
    /// Equity of 2 to 10 hands, TV style.
    #[default]
    HandOdds,
    /// One hand against the field, by hand category; the 13×13 starting-hand chart.
    OddsGrid,
    /// The video-poker trainer.
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
