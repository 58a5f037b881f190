//! Which boards a drill deals: one fixed board, or any board that matches a filter typed the
//! way players name textures ("K-high dry", "monotone", "A-high two-tone", "paired"), dealt
//! uniformly among the boards that match.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt};
use thiserror::Error;

use super::deal::DealError;
use crate::cards::{CardSet, Rank, Suit};
use crate::enumerate::combinations;
use crate::solver::Street;

/// How the suits of a board fall, by the number of cards of its most common suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SuitTexture {
    /// Every card of one suit.
    Monotone,
    /// The most common suit has exactly two cards.
    TwoTone,
    /// No two cards share a suit (a flop or a turn; no river board is rainbow).
    Rainbow,
}

impl SuitTexture {
    /// The word a filter is written with.
    pub const fn word(self) -> &'static str {
        match self {
            SuitTexture::Monotone => "monotone",
            SuitTexture::TwoTone => "two-tone",
            SuitTexture::Rainbow => "rainbow",
        }
    }

    /// Whether `board` has this texture.
    pub fn matches(self, board: CardSet) -> bool {
        let most = most_of_a_suit(board);
        match self {
            SuitTexture::Monotone => most == board.len(),
            SuitTexture::TwoTone => most == 2,
            SuitTexture::Rainbow => most <= 1,
        }
    }
}

/// The number of cards of the board's most common suit.
fn most_of_a_suit(board: CardSet) -> usize {
    Suit::ALL
        .iter()
        .map(|&s| board.suit_ranks(s).count_ones() as usize)
        .max()
        .unwrap_or(0)
}

/// A filter on boards: every term given must hold (`"A-high two-tone"` is an ace-high board
/// with two cards of one suit). Text is words separated by spaces, commas or `+`, in any case:
///
/// | term | the board … |
/// | --- | --- |
/// | `any` | anything (the empty filter) |
/// | `monotone`, `two-tone`, `rainbow` | see [`SuitTexture`] |
/// | `paired` / `unpaired` | has two cards of one rank / has none |
/// | `A-high` … `3-high` (also `ace-high`, `Ahigh`) | its highest card is of that rank |
/// | `connected` / `disconnected` | has three distinct ranks within five in a row (A-2-3-4-5 counts): a straight is possible / is not |
/// | `dry` | is unpaired, has at most two cards of a suit and is not connected |
/// | `wet` | is not dry |
///
/// ```
/// use pokerlab::practice::BoardFilter;
/// let filter: BoardFilter = "K-high dry".parse()?;
/// assert!(filter.matches("Kh 7d 2c".parse()?));
/// assert!(!filter.matches("Kh Qd Jc".parse()?));  // connected
/// assert!(!filter.matches("Ah 7d 2c".parse()?));  // ace high
/// assert_eq!(filter.to_string(), "K-high dry");
/// assert!("kinda wet".parse::<BoardFilter>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BoardFilter {
    /// The rank of the highest card, if the filter names one.
    pub high: Option<Rank>,
    /// The suits' texture, if named.
    pub suits: Option<SuitTexture>,
    /// Paired (`true`) or unpaired (`false`), if named.
    pub paired: Option<bool>,
    /// Connected (`true`) or disconnected (`false`), if named.
    pub connected: Option<bool>,
    /// Dry (`true`) or wet (`false`), if named.
    pub dry: Option<bool>,
}

/// Why a board filter's text does not read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BoardFilterError {
    /// A word that is no term.
    #[error(
        "`{0}` is not a board filter term: use any, monotone, two-tone, rainbow, paired, \
         unpaired, A-high … 3-high, connected, disconnected, dry, wet"
    )]
    UnknownTerm(String),
    /// Two terms that say different things about the same property.
    #[error("`{0}` and `{1}` cannot both hold: give one of them")]
    Conflict(String, String),
}

impl BoardFilter {
    /// The filter every board matches.
    pub const ANY: BoardFilter = BoardFilter {
        high: None,
        suits: None,
        paired: None,
        connected: None,
        dry: None,
    };

    /// Whether `board` (any number of cards) matches every term.
    pub fn matches(&self, board: CardSet) -> bool {
        let ranks = board.ranks();
        if let Some(high) = self.high
            && (ranks == 0 || 15 - ranks.leading_zeros() as usize != high.index())
        {
            return false;
        }
        let paired = (ranks.count_ones() as usize) < board.len();
        let connected = is_connected(ranks);
        let dry = !paired && most_of_a_suit(board) <= 2 && !connected;
        self.suits.is_none_or(|s| s.matches(board))
            && self.paired.is_none_or(|p| p == paired)
            && self.connected.is_none_or(|c| c == connected)
            && self.dry.is_none_or(|d| d == dry)
    }

    /// Deals a board of `cards` cards without `dead`, uniformly among those that match.
    ///
    /// Draws random boards until one matches (a uniform draw kept only when it matches is a
    /// uniform draw among the matches); after 20,000 misses it lists every matching board and
    /// picks one, or says that none matches.
    pub fn deal(
        &self,
        cards: usize,
        dead: CardSet,
        rng: &mut impl Rng,
    ) -> Result<CardSet, DealError> {
        let deck = (CardSet::FULL - dead).to_vec();
        if cards > deck.len() {
            return Err(DealError::NoBoard(self.to_string()));
        }
        let mut order = deck.clone();
        for _ in 0..20_000 {
            let mut board = CardSet::EMPTY;
            for i in 0..cards {
                let j = rng.random_range(i..order.len());
                order.swap(i, j);
                board.insert(order[i]);
            }
            if self.matches(board) {
                return Ok(board);
            }
        }
        let all: Vec<CardSet> = combinations(CardSet::FULL - dead, cards)
            .filter(|b| self.matches(*b))
            .collect();
        if all.is_empty() {
            return Err(DealError::NoBoard(self.to_string()));
        }
        Ok(all[rng.random_range(0..all.len())])
    }
}

/// Whether three distinct ranks lie within five consecutive ranks (the ace also low).
fn is_connected(ranks: u16) -> bool {
    // Bit 0 is the deuce, bit 12 the ace; an ace also counts as a one below the deuce.
    let with_low_ace = (u32::from(ranks) << 1) | u32::from(ranks >> 12 & 1);
    (0..=9).any(|low| (with_low_ace >> low & 0b11111).count_ones() >= 3)
}

impl FromStr for BoardFilter {
    type Err = BoardFilterError;

    fn from_str(text: &str) -> Result<BoardFilter, BoardFilterError> {
        let mut filter = BoardFilter::ANY;
        let mut said: [Option<String>; 5] = Default::default();
        for word in text
            .split(|c: char| c.is_whitespace() || c == ',' || c == '+')
            .filter(|w| !w.is_empty())
        {
            let lower = word.to_ascii_lowercase();
            let slot = match lower.as_str() {
                "any" | "all" => continue,
                "monotone" => set(&mut filter.suits, SuitTexture::Monotone, 0),
                "two-tone" | "twotone" | "2-tone" => {
                    set(&mut filter.suits, SuitTexture::TwoTone, 0)
                }
                "rainbow" => set(&mut filter.suits, SuitTexture::Rainbow, 0),
                "paired" => set(&mut filter.paired, true, 1),
                "unpaired" => set(&mut filter.paired, false, 1),
                "connected" => set(&mut filter.connected, true, 2),
                "disconnected" => set(&mut filter.connected, false, 2),
                "dry" => set(&mut filter.dry, true, 3),
                "wet" => set(&mut filter.dry, false, 3),
                _ => match high_rank(&lower) {
                    Some(rank) => set(&mut filter.high, rank, 4),
                    None => return Err(BoardFilterError::UnknownTerm(word.to_owned())),
                },
            };
            let (index, same) = slot;
            if let Some(before) = &said[index]
                && !same
            {
                return Err(BoardFilterError::Conflict(before.clone(), word.to_owned()));
            }
            said[index] = Some(word.to_owned());
        }
        Ok(filter)
    }
}

/// Sets `slot` to `value`; returns the property's index and whether the slot was empty or
/// already held the same value.
fn set<T: PartialEq>(slot: &mut Option<T>, value: T, index: usize) -> (usize, bool) {
    let same = slot.as_ref().is_none_or(|v| *v == value);
    if slot.is_none() {
        *slot = Some(value);
    }
    (index, same)
}

/// The rank of `A-high`, `ace-high`, `Khigh`, `10-high`; `None` otherwise (and for `2-high`,
/// which no board of three cards is).
fn high_rank(word: &str) -> Option<Rank> {
    let head = word.strip_suffix("high")?.trim_end_matches('-');
    let rank = match head {
        "10" | "ten" => Rank::Ten,
        "ace" => Rank::Ace,
        "king" => Rank::King,
        "queen" => Rank::Queen,
        "jack" => Rank::Jack,
        _ => {
            let mut chars = head.chars();
            let c = chars.next()?;
            if chars.next().is_some() {
                return None;
            }
            Rank::from_char(c.to_ascii_uppercase())?
        }
    };
    (rank != Rank::Two).then_some(rank)
}

impl fmt::Display for BoardFilter {
    /// The terms in a fixed order (`A-high two-tone unpaired`); `any` for the empty filter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut words: Vec<String> = Vec::new();
        if let Some(high) = self.high {
            words.push(format!("{}-high", high.to_char()));
        }
        if let Some(dry) = self.dry {
            words.push((if dry { "dry" } else { "wet" }).to_owned());
        }
        if let Some(suits) = self.suits {
            words.push(suits.word().to_owned());
        }
        if let Some(paired) = self.paired {
            words.push((if paired { "paired" } else { "unpaired" }).to_owned());
        }
        if let Some(connected) = self.connected {
            words.push(
                (if connected {
                    "connected"
                } else {
                    "disconnected"
                })
                .to_owned(),
            );
        }
        if words.is_empty() {
            f.write_str("any")
        } else {
            f.write_str(&words.join(" "))
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for BoardFilter {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for BoardFilter {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<BoardFilter, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Where a drill's boards come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BoardChoice {
    /// Every hand on this board (3, 4 or 5 cards).
    Fixed(#[cfg_attr(feature = "serde", serde(with = "super::serde_text::card_set"))] CardSet),
    /// Each hand on a board dealt uniformly among those of the street that match.
    Filter {
        /// The filter.
        filter: BoardFilter,
        /// The street the boards are for (3, 4 or 5 cards).
        #[cfg_attr(feature = "serde", serde(with = "super::serde_text::street"))]
        street: Street,
    },
}

impl BoardChoice {
    /// The street of the boards dealt; `None` for a fixed board of the wrong size.
    pub fn street(&self) -> Option<Street> {
        match self {
            BoardChoice::Fixed(board) => Street::of_board(board.len()),
            BoardChoice::Filter { street, .. } => Some(*street),
        }
    }

    /// A board for the next hand, avoiding `dead`.
    pub fn deal(&self, dead: CardSet, rng: &mut impl Rng) -> Result<CardSet, DealError> {
        match self {
            BoardChoice::Fixed(board) => Ok(*board),
            BoardChoice::Filter { filter, street } => filter.deal(street.index() + 3, dead, rng),
        }
    }
}
