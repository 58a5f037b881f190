//! What the app remembers between runs, and how it reads it back without ever failing: the
//! state is JSON under one key of eframe's storage, and each part is read on its own, so a
//! missing, corrupt or old file (or one part of it) silently becomes the defaults.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::benchmark::SavedBenchmark;
use super::hand_odds::table::SavedTable;
use super::odds_grid::inputs::SavedInputs;
use super::settings::Settings;
use super::tab::Tab;
use super::video_poker::trainer::SavedTrainer;

/// The storage key of the app's state in the window's storage.
pub const STORAGE_KEY: &str = "pokerlab-state";

/// The version written now; older versions are read field by field all the same.
pub const VERSION: u32 = 1;

/// Everything persisted.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedState {
    /// The format version.
    pub version: u32,
    /// Theme, deck style and the like.
    pub settings: Settings,
    /// The tab that was open.
    pub tab: Tab,
    /// The Hand Odds table: seats, board, dead cards.
    pub hand_odds: SavedTable,
    /// The Odds Grid tab.
    pub odds_grid: SavedInputs,
    /// The video poker trainer.
    pub video_poker: SavedTrainer,
    /// The benchmark tab.
    pub benchmark: SavedBenchmark,
}

/// Reads one field, or its default if it is missing or unreadable.
fn field<T: DeserializeOwned + Default>(object: &Value, key: &str) -> T {
    object
        .get(key)
        .and_then(|v| serde_json::from_value(v.clone()).ok())
        .unwrap_or_default()
}

impl SavedState {
    /// Reads the state from `storage`'s text, part by part; anything unreadable is the default.
    pub fn from_json(text: &str) -> SavedState {
        let Ok(object) = serde_json::from_str::<Value>(text) else {
            return SavedState::default();
        };
        SavedState {
            version: field(&object, "version"),
            settings: field(&object, "settings"),
            tab: field(&object, "tab"),
            hand_odds: field(&object, "hand_odds"),
            odds_grid: field(&object, "odds_grid"),
            video_poker: field(&object, "video_poker"),
            benchmark: field(&object, "benchmark"),
        }
    }

    /// The state as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::ThemeChoice;

    #[test]
    fn round_trips() {
        let mut state = SavedState {
            version: VERSION,
            tab: Tab::VideoPoker,
            ..SavedState::default()
        };
        state.settings.theme = ThemeChoice::Light;
        assert_eq!(SavedState::from_json(&state.to_json()), state);
    }

    #[test]
    fn bad_input_falls_back_to_defaults() {
        for text in ["", "not json", "[1,2]", "null", "{\"tab\": 12}", "\u{0}"] {
            assert_eq!(
                SavedState::from_json(text),
                SavedState::default(),
                "{text:?}"
            );
        }
        // One bad part does not lose the others.
        let state = SavedState::from_json(r#"{"tab": "Benchmark", "settings": "garbage"}"#);
        assert_eq!(state.tab, Tab::Benchmark);
        assert_eq!(state.settings, Settings::default());
    }
}
