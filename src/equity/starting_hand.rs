//! The 169 kinds of Hold'em starting hands ("AKs", "T9o", "77"): the key of the precomputed
//! preflop table and the cells of the Odds Grid chart.
//!
//! Before the flop, suits only matter by whether the two hole cards share one, so the 1,326
//! two-card hands fall into 169 classes: 13 pairs (6 combinations each), 78 suited hands (4
//! each) and 78 offsuit hands (12 each).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::cards::{Card, CardSet, Rank, Suit};

/// A starting-hand class: two ranks and whether the cards are suited.
///
/// Classes are numbered 0..169 by their place in the usual 13 × 13 grid: row and column 0 are
/// aces, pairs on the diagonal, suited hands above it (row = higher rank), offsuit hands below
/// it (column = higher rank). So the index is `row * 13 + column`.
///
/// ```
/// use pokerlab::equity::starting_hand::StartingHand;
/// use pokerlab::CardSet;
/// let aks: StartingHand = "AKs".parse().unwrap();
/// assert_eq!(aks.index(), 1); // row 0 (aces), column 1 (kings)
/// assert_eq!(aks.combos(), 4);
/// assert_eq!(aks.to_string(), "AKs");
/// let hole: CardSet = "Kh Ah".parse().unwrap();
/// assert_eq!(StartingHand::from_cards(hole), Some(aks));
/// assert_eq!(StartingHand::from_index(13 * 12 + 12).unwrap().to_string(), "22");
/// assert_eq!(StartingHand::all().map(|h| h.combos()).sum::<u64>(), 1326);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StartingHand {
    high: Rank,
    low: Rank,
    suited: bool,
}

/// A starting-hand class that could not be read, naming the text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{0}` is not a starting hand: write two ranks and s or o, like AKs, T9o or 77")]
pub struct StartingHandError(pub String);

impl StartingHand {
    /// How many classes there are.
    pub const COUNT: usize = 169;

    /// The class of these two ranks (in either order); `None` for a suited pair.
    pub fn new(a: Rank, b: Rank, suited: bool) -> Option<StartingHand> {
        if a == b && suited {
            return None;
        }
        let (high, low) = if a >= b { (a, b) } else { (b, a) };
        Some(StartingHand { high, low, suited })
    }

    /// The class of two hole cards; `None` unless the set holds exactly two cards.
    pub fn from_cards(hole: CardSet) -> Option<StartingHand> {
        let mut cards = hole.iter();
        match (cards.next(), cards.next(), cards.next()) {
            (Some(a), Some(b), None) => StartingHand::new(
                a.rank(),
                b.rank(),
                a.suit() == b.suit() && a.rank() != b.rank(),
            ),
            _ => None,
        }
    }

    /// The class at this grid index (see the type's documentation), if below 169.
    pub fn from_index(index: usize) -> Option<StartingHand> {
        if index >= Self::COUNT {
            return None;
        }
        let (row, column) = (index / 13, index % 13);
        let rank = |i: usize| Rank::from_index(12 - i);
        let (a, b) = (rank(row)?, rank(column)?);
        // Above the diagonal (row < column) is suited: the row is the higher rank.
        StartingHand::new(a, b, row < column)
    }

    /// The class's index in the 13 × 13 grid, `row * 13 + column`.
    pub fn index(self) -> usize {
        let (row, column) = self.grid_position();
        row * 13 + column
    }

    /// (row, column) in the 13 × 13 grid, aces first: suited above the diagonal.
    pub fn grid_position(self) -> (usize, usize) {
        let (h, l) = (12 - self.high.index(), 12 - self.low.index());
        if self.suited { (h, l) } else { (l, h) }
    }

    /// The higher rank (either, for a pair).
    pub fn high(self) -> Rank {
        self.high
    }

    /// The lower rank.
    pub fn low(self) -> Rank {
        self.low
    }

    /// Whether both cards have the same rank.
    pub fn is_pair(self) -> bool {
        self.high == self.low
    }

    /// Whether both cards have the same suit.
    pub fn is_suited(self) -> bool {
        self.suited
    }

    /// How many two-card hands the class holds: 6 for a pair, 4 suited, 12 offsuit.
    pub fn combos(self) -> u64 {
        if self.is_pair() {
            6
        } else if self.suited {
            4
        } else {
            12
        }
    }

    /// One hand of the class: spades first, then hearts for the second card unless suited.
    pub fn representative(self) -> CardSet {
        let second = if self.suited {
            Suit::Spades
        } else {
            Suit::Hearts
        };
        CardSet::single(Card::new(self.high, Suit::Spades)).with(Card::new(self.low, second))
    }

    /// All 169 classes in index order.
    pub fn all() -> impl Iterator<Item = StartingHand> + Clone {
        (0..Self::COUNT).filter_map(StartingHand::from_index)
    }
}

impl fmt::Display for StartingHand {
    /// `AA`, `AKs`, `72o`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.high.to_char(), self.low.to_char())?;
        if self.is_pair() {
            Ok(())
        } else if self.suited {
            f.write_str("s")
        } else {
            f.write_str("o")
        }
    }
}

impl FromStr for StartingHand {
    type Err = StartingHandError;

    /// Reads `AA`, `AKs`, `AKo` (any case). A pair takes no suffix; other hands need one.
    fn from_str(s: &str) -> Result<StartingHand, StartingHandError> {
        let bad = || StartingHandError(s.to_owned());
        let chars: Vec<char> = s.trim().chars().collect();
        let (a, b) = match chars.as_slice() {
            [a, b, ..] => (
                Rank::from_char(*a).ok_or_else(bad)?,
                Rank::from_char(*b).ok_or_else(bad)?,
            ),
            _ => return Err(bad()),
        };
        let suited = match (a == b, &chars[2..]) {
            (true, []) => false,
            (false, ['s' | 'S']) => true,
            (false, ['o' | 'O']) => false,
            _ => return Err(bad()),
        };
        StartingHand::new(a, b, suited).ok_or_else(bad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::enumerate::combinations;

    #[test]
    fn indices_round_trip_and_cover_the_grid() {
        for i in 0..StartingHand::COUNT {
            let hand = StartingHand::from_index(i).unwrap();
            assert_eq!(hand.index(), i);
            assert_eq!(hand.to_string().parse::<StartingHand>().unwrap(), hand);
            assert_eq!(StartingHand::from_cards(hand.representative()), Some(hand));
        }
        assert!(StartingHand::from_index(169).is_none());
        assert_eq!(StartingHand::all().count(), 169);
    }

    #[test]
    fn every_two_card_hand_has_a_class_of_the_right_size() {
        let mut counts = [0u64; 169];
        for hole in combinations(CardSet::FULL, 2) {
            counts[StartingHand::from_cards(hole).unwrap().index()] += 1;
        }
        for hand in StartingHand::all() {
            assert_eq!(counts[hand.index()], hand.combos(), "{hand}");
        }
    }

    #[test]
    fn grid_layout_and_parsing() {
        let at = |s: &str| s.parse::<StartingHand>().unwrap().grid_position();
        assert_eq!(at("AA"), (0, 0));
        assert_eq!(at("AKs"), (0, 1));
        assert_eq!(at("AKo"), (1, 0));
        assert_eq!(at("32s"), (11, 12));
        assert_eq!(at("22"), (12, 12));
        assert_eq!("ka".parse::<StartingHand>().ok(), None);
        assert!("AAs".parse::<StartingHand>().is_err());
        assert!("AK".parse::<StartingHand>().is_err());
        assert!("AKx".parse::<StartingHand>().is_err());
        assert_eq!("kas".parse::<StartingHand>().unwrap().to_string(), "AKs");
        assert_eq!(StartingHand::from_cards(CardSet::EMPTY), None);
    }
}
