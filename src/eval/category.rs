//! The nine categories of poker hands, in order of strength.

use std::fmt;

/// A hand's category, weakest first. Categories order like the hands they name.
///
/// ```
/// use pokerlab::Category;
/// assert!(Category::Flush > Category::Straight);
/// assert_eq!(Category::TwoPair.key(), "two_pair");
/// assert_eq!(Category::TwoPair.name(), "Two Pair");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Category {
    HighCard = 0,
    OnePair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
}

impl Category {
    /// All categories, weakest first.
    pub const ALL: [Category; 9] = [
        Category::HighCard,
        Category::OnePair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
    ];

    /// The category with this index (0 = high card … 8 = straight flush).
    pub const fn from_index(index: usize) -> Option<Category> {
        if index < 9 {
            Some(Self::ALL[index])
        } else {
            None
        }
    }

    /// This category's index, 0 to 8.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name a player uses: "High Card", "Three of a Kind".
    pub const fn name(self) -> &'static str {
        [
            "High Card",
            "One Pair",
            "Two Pair",
            "Three of a Kind",
            "Straight",
            "Flush",
            "Full House",
            "Four of a Kind",
            "Straight Flush",
        ][self as usize]
    }

    /// The machine key used in JSON output: `high_card` … `straight_flush`.
    pub const fn key(self) -> &'static str {
        [
            "high_card",
            "one_pair",
            "two_pair",
            "three_of_a_kind",
            "straight",
            "flush",
            "full_house",
            "four_of_a_kind",
            "straight_flush",
        ][self as usize]
    }

    /// The category for a JSON key, if it is one.
    pub fn from_key(key: &str) -> Option<Category> {
        Self::ALL.into_iter().find(|c| c.key() == key)
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
