//! What a kind of video poker game is, as data: a [`GameDescription`] (the deck, the wild
//! cards, the pay classes and lines, the menu heading). The descriptions are listed in
//! `games.rs`; [`GameKind`](super::GameKind) is a handle on one.

use super::PayClass;
use crate::cards::Rank;

/// Which cards of a game's deck are wild: none, every card of one rank (the deuces of Deuces
/// Wild, the threes of Threes Wild, the kings of a Kings Wild), the joker of a 53-card deck, or
/// a rank and the joker. The one place the engine learns which cards are wild: the classifier,
/// the draw tables, the machine and the strategy charts all read it.
///
/// A wild card is never natural: it counts as a wild card even where it stands for itself, so
/// where a rank from ten to ace is wild every royal flush holds a wild card and is a wild
/// royal.
///
/// ```
/// use pokerlab::Rank;
/// use pokerlab::video_poker::WildCards;
/// assert!(!WildCards::NONE.any());
/// assert_eq!(WildCards::DEUCES.rank, Some(Rank::Two));
/// assert_eq!(WildCards::rank(Rank::King).rank, Some(Rank::King));
/// assert!(WildCards::DEUCES.and_joker().joker);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WildCards {
    /// The rank whose four cards are wild, if any.
    pub rank: Option<Rank>,
    /// Whether the deck has a joker (53 cards), which is wild.
    pub joker: bool,
}

/// The four cards of rank index `r` as deck bits (card index `suit × 13 + rank`).
const fn rank_bits(r: usize) -> u64 {
    (1 | 1 << 13 | 1 << 26 | 1 << 39) << r
}

/// The joker's bit in deck bits (card index 52).
const JOKER_DECK_BIT: u64 = 1 << 52;

impl WildCards {
    /// No wild cards: Jacks or Better and its bonus games.
    pub const NONE: WildCards = WildCards {
        rank: None,
        joker: false,
    };
    /// The four deuces: Deuces Wild.
    pub const DEUCES: WildCards = WildCards::rank(Rank::Two);
    /// The joker of a 53-card deck: Joker Poker.
    pub const JOKER: WildCards = WildCards {
        rank: None,
        joker: true,
    };

    /// The four cards of `rank`.
    pub const fn rank(rank: Rank) -> WildCards {
        WildCards {
            rank: Some(rank),
            joker: false,
        }
    }

    /// These and the joker of a 53-card deck.
    pub const fn and_joker(self) -> WildCards {
        WildCards {
            rank: self.rank,
            joker: true,
        }
    }

    /// Whether any card is wild.
    pub const fn any(self) -> bool {
        self.rank.is_some() || self.joker
    }

    /// The wild rank's four cards as deck bits (card index; 0 if no rank is wild).
    pub(crate) const fn rank_bits(self) -> u64 {
        match self.rank {
            Some(r) => rank_bits(r.index()),
            None => 0,
        }
    }

    /// Every wild card as deck bits (card index; the joker is bit 52).
    pub(crate) const fn bits(self) -> u64 {
        self.rank_bits() | if self.joker { JOKER_DECK_BIT } else { 0 }
    }
}

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
    /// Which cards are wild (and whether the deck has a joker).
    pub wild: WildCards,
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
