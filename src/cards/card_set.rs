//! A set of cards as 52 bits of a `u64`: the representation every engine works on.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

use super::{Card, CardError, Rank, Suit};

/// A set of cards, one bit per card (bit `suit * 13 + rank`).
///
/// Union, intersection and difference are single machine instructions, as are `len` and
/// `contains`. Iteration yields cards in index order (clubs first, deuce to ace in each suit).
///
/// ```
/// use pokerlab::{Card, CardSet};
/// let hand: CardSet = "As Ks".parse().unwrap();
/// let board: CardSet = "Qs Js Ts".parse().unwrap();
/// let all = hand | board;
/// assert_eq!(all.len(), 5);
/// assert!(all.contains("Ts".parse::<Card>().unwrap()));
/// assert!((hand & board).is_empty());
/// assert_eq!(CardSet::FULL.len(), 52);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardSet(pub u64);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const FULL: CardSet = CardSet((1u64 << 52) - 1);

    /// The set with exactly these bits; bits 52 and above are dropped.
    #[inline]
    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & Self::FULL.0)
    }

    /// The raw bits.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set holding just `card`.
    #[inline]
    pub const fn single(card: Card) -> CardSet {
        CardSet(card.bit())
    }

    /// Builds a set from cards, failing on the first card given twice.
    pub fn try_from_cards(cards: &[Card]) -> Result<CardSet, CardError> {
        let mut set = CardSet::EMPTY;
        for &card in cards {
            set.try_insert(card)?;
        }
        Ok(set)
    }

    /// How many cards are in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no cards.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `card` is in the set.
    #[inline]
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// Whether every card of `other` is in this set.
    #[inline]
    pub const fn contains_all(self, other: CardSet) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether the two sets share a card.
    #[inline]
    pub const fn intersects(self, other: CardSet) -> bool {
        self.0 & other.0 != 0
    }

    /// Adds `card`; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= card.bit();
        new
    }

    /// Adds `card`, or fails with [`CardError::Duplicate`] if it is already here.
    #[inline]
    pub fn try_insert(&mut self, card: Card) -> Result<(), CardError> {
        if self.insert(card) {
            Ok(())
        } else {
            Err(CardError::Duplicate { card })
        }
    }

    /// Adds every card of `other`, or fails naming the first card already here.
    pub fn try_union(&mut self, other: CardSet) -> Result<(), CardError> {
        match (*self & other).first() {
            Some(card) => Err(CardError::Duplicate { card }),
            None => {
                *self |= other;
                Ok(())
            }
        }
    }

    /// Removes `card`; returns whether it was present.
    #[inline]
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !card.bit();
        had
    }

    /// This set plus `card`.
    #[inline]
    #[must_use]
    pub const fn with(self, card: Card) -> CardSet {
        CardSet(self.0 | card.bit())
    }

    /// The cards in either set.
    #[inline]
    #[must_use]
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards in both sets.
    #[inline]
    #[must_use]
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards in this set but not in `other`.
    #[inline]
    #[must_use]
    pub const fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards of the deck not in this set.
    #[inline]
    #[must_use]
    pub const fn complement(self) -> CardSet {
        CardSet(!self.0 & Self::FULL.0)
    }

    /// The lowest-index card, if any.
    #[inline]
    pub const fn first(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Card::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The ranks present in `suit`, as 13 bits (bit 0 = deuce … bit 12 = ace).
    #[inline]
    pub const fn suit_ranks(self, suit: Suit) -> u16 {
        ((self.0 >> (suit as u32 * 13)) & 0x1fff) as u16
    }

    /// The ranks present in any suit, as 13 bits.
    #[inline]
    pub const fn ranks(self) -> u16 {
        let b = self.0;
        ((b | (b >> 13) | (b >> 26) | (b >> 39)) & 0x1fff) as u16
    }

    /// The cards of `rank` the set holds (0 to 4 of them).
    ///
    /// ```
    /// use pokerlab::cards::{CardSet, Rank};
    /// let set: CardSet = "As Ad Kh 2c".parse().unwrap();
    /// assert_eq!(set.rank_cards(Rank::Ace), "As Ad".parse().unwrap());
    /// ```
    #[inline]
    pub const fn rank_cards(self, rank: Rank) -> CardSet {
        let spread = 1u64 | (1 << 13) | (1 << 26) | (1 << 39);
        CardSet(self.0 & (spread << rank as u32))
    }

    /// How many cards of `rank` the set holds (0 to 4).
    #[inline]
    pub const fn count_rank(self, rank: Rank) -> u32 {
        self.rank_cards(rank).0.count_ones()
    }

    /// The cards in index order.
    #[inline]
    pub fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }

    /// The cards, in index order, as a vector.
    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }
}

/// Iterator over the cards of a [`CardSet`], lowest index first.
#[derive(Clone, Debug)]
pub struct CardSetIter(u64);

impl Iterator for CardSetIter {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Card::from_index(index)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardSetIter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardSetIter;
    fn into_iter(self) -> CardSetIter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    /// Collects cards into a set; a card given twice is simply present once.
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl From<Card> for CardSet {
    fn from(card: Card) -> CardSet {
        CardSet::single(card)
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    #[inline]
    fn bitor(self, rhs: CardSet) -> CardSet {
        self.union(rhs)
    }
}

impl BitOrAssign for CardSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: CardSet) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    #[inline]
    fn bitand(self, rhs: CardSet) -> CardSet {
        self.intersection(rhs)
    }
}

impl BitAndAssign for CardSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: CardSet) {
        self.0 &= rhs.0;
    }
}

impl Sub for CardSet {
    type Output = CardSet;
    #[inline]
    fn sub(self, rhs: CardSet) -> CardSet {
        self.minus(rhs)
    }
}

impl Not for CardSet {
    type Output = CardSet;
    #[inline]
    fn not(self) -> CardSet {
        self.complement()
    }
}

impl fmt::Display for CardSet {
    /// Cards separated by spaces, highest rank first: `As Kd 7c`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut cards = self.to_vec();
        cards.sort_by(|a, b| b.rank().cmp(&a.rank()).then(b.suit().cmp(&a.suit())));
        for (i, card) in cards.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CardSet[{self}]")
    }
}
