//! App-wide actions: asked for by a tab, a menu or a key, applied once per frame after
//! drawing (as in the UI toolkit's demo app), so no drawing code changes app-wide state directly.

use super::settings::ThemeChoice;
use super::tab::Tab;
use crate::art::DeckStyle;

/// An app-wide action, asked for by a tab or a menu and applied after the frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Switch to a tab.
    ShowTab(Tab),
    /// Change the theme.
    SetTheme(ThemeChoice),
    /// Change the deck's colours.
    SetDeckStyle(DeckStyle),
    /// Show or hide the frame timings.
    SetShowFrameTime(bool),
    /// Forget everything: settings, tables, the open tab.
    ResetEverything,
    /// Close the notice in the status bar.
    DismissNotice,
}
