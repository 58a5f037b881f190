//! What the app remembers between runs, and how it reads it back without ever failing: the
//! state is one JSON object (the app's own state file, [`super::state_file`]), and each part
//! is read on its own, so an unreadable part becomes its default without losing the others.
//! Every value is then validated by the part's own `from_saved` (and [`SavedWindow::validated`]).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::settings::Settings;
use super::tab::{SavedTabs, Tab};
use super::tab_model::saved_part;
use super::window::SavedWindow;

/// The key of the app's state in an `eframe::Storage` (the tests' in-memory storage; the
/// state file of earlier versions, which eframe kept).
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
    /// Each tab's part, under its key (`"hand_odds"`, `"odds_grid"`, …: the registry's, see
    /// [`super::tab`]), at the top level of the object like the parts above.
    #[serde(flatten)]
    pub tabs: SavedTabs,
    /// The window's size, position and zoom.
    pub window: SavedWindow,
}

/// Why saved text is not a state at all.
#[derive(Debug, thiserror::Error)]
pub enum ParseError {
    /// Not JSON (empty, truncated, another format).
    #[error("it is not JSON ({0})")]
    NotJson(#[from] serde_json::Error),
    /// JSON, but not an object.
    #[error("it is JSON but not an object of saved parts")]
    NotObject,
}

/// A state read from text: the parts that could be read, defaults for the others, and which
/// parts those were.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Parsed {
    /// The state (not yet validated: each part's `from_saved` does that).
    pub state: SavedState,
    /// The parts present but unreadable (wrong types, unknown names), now defaults.
    pub unreadable: Vec<&'static str>,
}

impl SavedState {
    /// Reads a state from text, part by part: an error if the text is not a JSON object at
    /// all; otherwise each part that cannot be read is its default and is named.
    ///
    /// ```
    /// use pokerlab_app::app::saved_state::SavedState;
    /// use pokerlab_app::app::Tab;
    /// let parsed = SavedState::parse(r#"{"tab": "Benchmark", "settings": 7}"#).unwrap();
    /// assert_eq!(parsed.state.tab, Tab::Benchmark);
    /// assert_eq!(parsed.unreadable, ["settings"]);
    /// assert!(SavedState::parse("{\"tab\": \"Bench").is_err()); // truncated
    /// ```
    pub fn parse(text: &str) -> Result<Parsed, ParseError> {
        let object = serde_json::from_str::<Value>(text)?;
        if !object.is_object() {
            return Err(ParseError::NotObject);
        }
        let mut unreadable = Vec::new();
        let u = &mut unreadable;
        let state = SavedState {
            version: saved_part(&object, "version", u),
            settings: saved_part(&object, "settings", u),
            tab: saved_part(&object, "tab", u),
            tabs: SavedTabs::read(&object, u),
            window: saved_part(&object, "window", u),
        };
        Ok(Parsed { state, unreadable })
    }

    /// Reads the state from text, part by part; anything unreadable is the default.
    pub fn from_json(text: &str) -> SavedState {
        SavedState::parse(text)
            .map(|parsed| parsed.state)
            .unwrap_or_default()
    }

    /// The state as indented JSON (a few kilobytes, readable in a text editor).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
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
