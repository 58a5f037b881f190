//! App-wide actions: asked for by a tab, a menu or a key, applied once per frame after
//! drawing (as in the UI toolkit's demo app), so no drawing code changes app-wide state directly.

use super::hand_odds::library::RangeLibrary;
use super::settings::ThemeChoice;
use super::tab::Tab;
use pokerlab::art::DeckStyle;
use pokerlab::solver::Player;

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
    /// Put ranges in the Hand Odds seats (seat 1, seat 2, …) and cards on its board, and
    /// show it (the Solve tab's "Send to Hand Odds").
    SendToHandOdds {
        /// Range text per seat, in order.
        seats: Vec<String>,
        /// The board's cards as text.
        board: String,
    },
    /// Put a whole spot in Hand Odds — as many seats as given, their texts, the board and the
    /// dead cards — and show it (the Flops tab's "Open in Hand Odds"; undone like
    /// [`SendToHandOdds`](Command::SendToHandOdds)).
    OpenInHandOdds {
        /// Range text per seat, in order.
        seats: Vec<String>,
        /// The board's cards as text.
        board: String,
        /// The dead cards as text.
        dead: String,
    },
    /// Open the Solve tab on these ranges and board (Hand Odds' "Solve this spot").
    SendToSolve {
        /// The out-of-position player's range text.
        oop: String,
        /// The in-position player's range text.
        ip: String,
        /// The board's cards as text.
        board: String,
    },
    /// Open the range grid editor on a player's range field of the Solve tab, with Hand Odds'
    /// named ranges.
    EditSolveRange(Player),
    /// The named ranges as changed in the Solve tab's range editor: Hand Odds keeps them.
    ShareRangeLibrary(RangeLibrary),

    /// Start a Practice drill on this spot (the Solve tab's "Practise this"), and show it.
    SendToPractice(Box<super::solve::SpotText>),
}
