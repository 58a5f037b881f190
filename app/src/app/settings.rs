//! The user's settings: theme, deck colours, whether the status bar shows frame timings.

use serde::{Deserialize, Serialize};

use pokerlab::art::DeckStyle;

/// Which theme the user chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThemeChoice {
    /// Follow the system (dark when the system does not say).
    #[default]
    System,
    /// Always dark.
    Dark,
    /// Always light.
    Light,
}

impl ThemeChoice {
    /// All choices, in menu order.
    pub const ALL: [ThemeChoice; 3] = [ThemeChoice::System, ThemeChoice::Dark, ThemeChoice::Light];

    /// The name shown in the menu.
    pub const fn label(self) -> &'static str {
        match self {
            ThemeChoice::System => "System theme",
            ThemeChoice::Dark => "Dark",
            ThemeChoice::Light => "Light",
        }
    }
}

/// The user's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Light, dark, or as the system says.
    pub theme: ThemeChoice,
    /// Whether cards use four suit colours.
    pub four_color_deck: bool,
    /// Whether the status bar shows frame timings.
    pub show_frame_time: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: ThemeChoice::System,
            four_color_deck: false,
            show_frame_time: true,
        }
    }
}

impl Settings {
    /// The deck style to draw cards in.
    pub fn deck_style(&self) -> DeckStyle {
        if self.four_color_deck {
            DeckStyle::FourColor
        } else {
            DeckStyle::TwoColor
        }
    }
}
