//! What a kind of video poker game is, as data: a [`GameDescription`] (the deck, the wild
//! cards, the pay classes and lines, the menu heading). The descriptions are listed in
//! `games.rs`; [`GameKind`](super::GameKind) is a handle on one.

use super::PayClass;
use crate::cards::Rank;

/// How a chart names the wild cards of a game: "one deuce", "two deuces"; "the joker".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WildNames {
    /// One wild card: "deuce", "joker", "wild card".
    pub one: &'static str,
    /// Several: "deuces", "wild cards".
    pub many: &'static str,
    /// Whether there is a single wild card, named with "the" ("the joker", "no joker").
    pub single: bool,
}

/// Under which heading the game menu lists a table of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MenuFamily {
    /// Every table of the game under one heading ("Deuces Wild").
    Named(&'static str),
    /// Each table under the words of its title before its pays ("Double Bonus Poker" for
    /// "Double Bonus Poker 10/7").
    FromTitle,
}

/// One kind of video poker game, described as data: what the deck is, which cards are wild,
/// which final hands it tells apart and which lines its tables may have, and its place in the
/// game menu. Every part of the engine and the trainer reads this; none matches on a list of
/// games.
#[derive(Debug)]
pub struct GameDescription {
    /// The key in files, JSON and on the command line: `deuces-wild`.
    pub key: &'static str,
    /// Other spellings the key may be given in (`joker` for `joker-poker`).
    pub aliases: &'static [&'static str],
    /// The game in a player's words: "Deuces Wild".
    pub name: &'static str,
    /// Whether the deck has a joker (53 cards), which is wild.
    pub joker: bool,
    /// Whether the four deuces are wild.
    pub wild_deuces: bool,
    /// How a chart names the wild cards.
    pub wild_names: WildNames,
    /// The pay classes the game tells apart, best first; the last is
    /// [`PayClass::Nothing`]. A hand whose finest class is not here counts as the first class
    /// of its [`PayClass::otherwise`] chain that is.
    pub classes: &'static [PayClass],
    /// The pay-table lines its tables may have, as `(key, label)`, best hand first. Of the
    /// `…_or_better` lines (the minimum paying pair) a table has at most one.
    pub lines: &'static [(&'static str, &'static str)],
    /// The line whose pay jumps at the maximum bet (the 4,000-coin jackpot).
    pub royal_line: &'static str,
    /// The lowest paying pair when a table does not say.
    pub default_min_pair: Rank,
    /// Whether its tables may set a minimum paying pair (pairs pay).
    pub paying_pairs: bool,
    /// The heading the game menu lists its tables under.
    pub family: MenuFamily,
}
