//! The strength of a hand as one integer, and its description in words.

use std::fmt;

use super::Category;
use super::tables::SCORES;
use crate::cards::Rank;

/// The value of the first hand of each category; a value's category is the last start it
/// reaches. (Checked against the generated tables by a test.)
const CATEGORY_START: [u16; 9] = [1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453];

/// How strong a poker hand is: its place, from 1 (seven-high) to 7,462 (a royal flush), among
/// the 7,462 distinct five-card hands. Higher is better; equal values tie.
///
/// ```
/// use pokerlab::{evaluate, CardSet, Category};
/// let royal = evaluate("As Ks Qs Js Ts".parse::<CardSet>().unwrap());
/// assert_eq!(royal.get(), 7462);
/// assert_eq!(royal.category(), Category::StraightFlush);
/// assert_eq!(royal.to_string(), "Royal Flush");
/// let two_pair = evaluate("Ah Ad Kc Ks 7h 2c 3d".parse::<CardSet>().unwrap());
/// assert_eq!(two_pair.to_string(), "Two Pair, Aces and Kings");
/// assert!(royal > two_pair);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandValue(pub(crate) u16);

impl HandValue {
    /// The weakest possible hand: 7-5-4-3-2 of mixed suits.
    pub const WORST: HandValue = HandValue(1);
    /// The strongest: a royal flush.
    pub const BEST: HandValue = HandValue(7462);

    /// The value with this number, if it is one (1 to 7,462).
    pub const fn new(value: u16) -> Option<HandValue> {
        if value >= 1 && value <= 7462 {
            Some(HandValue(value))
        } else {
            None
        }
    }

    /// The value as an integer, 1 to 7,462 (0 only for a hand that was never evaluated).
    #[inline]
    pub const fn get(self) -> u16 {
        self.0
    }

    /// The hand's category.
    #[inline]
    pub const fn category(self) -> Category {
        let v = self.0;
        let mut i = 0;
        let mut c = 0;
        while i < 9 {
            c += (v >= CATEGORY_START[i]) as usize;
            i += 1;
        }
        // `c` is 0 only for the never-evaluated value 0; report it as a high card.
        match Category::from_index(c.saturating_sub(1)) {
            Some(category) => category,
            None => Category::HighCard,
        }
    }

    /// The ranks that decide this hand against others of its category, most important first:
    /// the quads then the kicker, the pairs then the kicker, the five cards of a flush, the top
    /// card of a straight.
    pub fn ranks(self) -> Vec<Rank> {
        let score = SCORES.get(self.0 as usize).copied().unwrap_or(0);
        let count = match self.category() {
            Category::HighCard | Category::Flush => 5,
            Category::OnePair => 4,
            Category::TwoPair | Category::ThreeOfAKind => 3,
            Category::FullHouse | Category::FourOfAKind => 2,
            Category::Straight | Category::StraightFlush => 1,
        };
        (0..count)
            .filter_map(|i| Rank::from_index(((score >> (16 - 4 * i)) & 0xf) as usize))
            .collect()
    }

    /// The hand in a player's words: "Royal Flush", "Four Aces", "Full House, Kings full of
    /// Sevens", "Flush, Ace high", "Straight, Six high", "Three of a Kind, Nines",
    /// "Two Pair, Aces and Kings", "Pair of Jacks", "Ace high".
    pub fn description(self) -> String {
        let r = self.ranks();
        let rank = |i: usize| r.get(i).copied().unwrap_or(Rank::Two);
        match self.category() {
            Category::StraightFlush if rank(0) == Rank::Ace => "Royal Flush".to_owned(),
            Category::StraightFlush => format!("Straight Flush, {} high", rank(0).name()),
            Category::FourOfAKind => format!("Four {}", rank(0).plural()),
            Category::FullHouse => format!(
                "Full House, {} full of {}",
                rank(0).plural(),
                rank(1).plural()
            ),
            Category::Flush => format!("Flush, {} high", rank(0).name()),
            Category::Straight => format!("Straight, {} high", rank(0).name()),
            Category::ThreeOfAKind => format!("Three of a Kind, {}", rank(0).plural()),
            Category::TwoPair => format!("Two Pair, {} and {}", rank(0).plural(), rank(1).plural()),
            Category::OnePair => format!("Pair of {}", rank(0).plural()),
            Category::HighCard => format!("{} high", rank(0).name()),
        }
    }

    /// The description followed by the cards that break ties, as a dealer would settle a pot:
    /// "Pair of Jacks, kickers Ace King Seven"; the same as [`description`](Self::description)
    /// for hands with no kickers.
    pub fn description_with_kickers(self) -> String {
        let r = self.ranks();
        let kickers: &[Rank] = match self.category() {
            Category::HighCard | Category::Flush => r.get(1..).unwrap_or(&[]),
            Category::OnePair => r.get(1..).unwrap_or(&[]),
            Category::TwoPair | Category::FourOfAKind => {
                r.get(r.len().saturating_sub(1)..).unwrap_or(&[])
            }
            Category::ThreeOfAKind => r.get(1..).unwrap_or(&[]),
            _ => &[],
        };
        if kickers.is_empty() {
            return self.description();
        }
        let names: Vec<&str> = kickers.iter().map(|k| k.name()).collect();
        let word = if kickers.len() == 1 {
            "kicker"
        } else {
            "kickers"
        };
        format!("{}, {word} {}", self.description(), names.join(" "))
    }
}

impl fmt::Display for HandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.description())
    }
}

impl fmt::Debug for HandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "HandValue({}: {})", self.0, self.description())
    }
}
