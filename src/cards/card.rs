//! A single playing card packed in one byte.

use std::fmt;

use super::{Rank, Suit};

/// One of the 52 cards, stored as its index `suit * 13 + rank` (0 = 2♣ … 51 = A♠).
///
/// That layout gives each suit 13 consecutive bits in a [`CardSet`](super::CardSet), so a
/// suit's ranks are one shift and mask away — which the evaluator's flush path relies on.
///
/// ```
/// use pokerlab::{Card, Rank, Suit};
/// let card: Card = "Qs".parse().unwrap();
/// assert_eq!(card, Card::new(Rank::Queen, Suit::Spades));
/// assert_eq!(card.to_string(), "Qs");
/// assert_eq!(card.name(), "Queen of spades");
/// assert_eq!("10h".parse::<Card>().unwrap().rank(), Rank::Ten);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    #[inline]
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 13 + rank as u8)
    }

    /// The card with this index (`suit * 13 + rank`), or `None` if the index is 52 or more.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < 52 {
            Some(Card(index as u8))
        } else {
            None
        }
    }

    /// The card's index, `suit * 13 + rank`, in `0..52`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The card's rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 % 13) as usize]
    }

    /// The card's suit.
    #[inline]
    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 / 13) as usize]
    }

    /// The card's bit in a [`CardSet`](super::CardSet).
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// All 52 cards in index order.
    pub fn all() -> impl Iterator<Item = Card> + Clone {
        (0..52u8).map(Card)
    }

    /// The card in words, for people and screen readers: "Ace of spades", "Ten of hearts".
    pub fn name(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }

    /// The card with its suit symbol, as printed on a card's corner: "A♠", "T♥".
    pub fn pretty(self) -> String {
        format!("{}{}", self.rank().to_char(), self.suit().symbol())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().to_char(), self.suit().to_char())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
