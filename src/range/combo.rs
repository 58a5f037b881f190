//! One pair of hole cards, numbered 0..1326, so a range can be a flat array of weights and an
//! engine can look a combo's cards up in a table instead of re-deriving them.

use std::fmt;
use std::str::FromStr;

use crate::cards::{Card, CardError, CardSet, Rank, Suit, parse_exact};

/// How many two-card combos a deck holds: C(52, 2).
pub const COMBO_COUNT: usize = 1326;

/// A pair of distinct hole cards, stored as its index in `0..1326`.
///
/// For cards with indices `lo < hi` (see [`Card::index`]) the combo's index is
/// `hi * (hi - 1) / 2 + lo`, so the combos of the first `n` cards come first.
///
/// ```
/// use pokerlab::range::{Combo, HandClass};
/// let combo: Combo = "Ks As".parse().unwrap();
/// assert_eq!(combo.to_string(), "AsKs");
/// assert_eq!(combo.class().to_string(), "AKs"); // see `range/class.rs`
/// assert_eq!(Combo::from_index(combo.index()), Some(combo));
/// assert_eq!(combo.cards().len(), 2);
/// assert_eq!(Combo::all().count(), 1326);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Combo(u16);

/// The card with index `i` (below 52), usable in constant tables.
const fn card_at(i: usize) -> Card {
    Card::new(Rank::ALL[i % 13], Suit::ALL[i / 13])
}

/// Each combo's two cards, higher rank first (for a pair, higher suit index first), by index.
static COMBO_PAIRS: [(Card, Card); COMBO_COUNT] = {
    let mut table = [(card_at(0), card_at(0)); COMBO_COUNT];
    let mut hi = 1;
    while hi < 52 {
        let mut lo = 0;
        while lo < hi {
            let (a, b) = (card_at(hi), card_at(lo));
            let a_first = (a.rank() as u8) > (b.rank() as u8)
                || ((a.rank() as u8) == (b.rank() as u8) && (a.suit() as u8) > (b.suit() as u8));
            table[hi * (hi - 1) / 2 + lo] = if a_first { (a, b) } else { (b, a) };
            lo += 1;
        }
        hi += 1;
    }
    table
};

/// Each combo's two cards as a bit set, by index.
static COMBO_BITS: [u64; COMBO_COUNT] = {
    let mut table = [0u64; COMBO_COUNT];
    let mut i = 0;
    while i < COMBO_COUNT {
        table[i] = COMBO_PAIRS[i].0.bit() | COMBO_PAIRS[i].1.bit();
        i += 1;
    }
    table
};

impl Combo {
    /// The combo of two different cards (in either order); `None` if they are the same card.
    #[inline]
    pub const fn new(a: Card, b: Card) -> Option<Combo> {
        let (a, b) = (a.index(), b.index());
        if a == b {
            return None;
        }
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        Some(Combo((hi * (hi - 1) / 2 + lo) as u16))
    }

    /// The combo with this index, or `None` if the index is 1326 or more.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Combo> {
        if index < COMBO_COUNT {
            Some(Combo(index as u16))
        } else {
            None
        }
    }

    /// The combo with index `index`, which the caller guarantees is below 1326.
    #[inline]
    pub(crate) const fn from_raw(index: u16) -> Combo {
        Combo(index)
    }

    /// The combo made of exactly the two cards of `set`; `None` unless `set` holds two cards.
    pub fn from_set(set: CardSet) -> Option<Combo> {
        let mut cards = set.iter();
        match (cards.next(), cards.next(), cards.next()) {
            (Some(a), Some(b), None) => Combo::new(a, b),
            _ => None,
        }
    }

    /// The combo's index in `0..1326`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The two cards as a set: one table load.
    #[inline]
    pub fn cards(self) -> CardSet {
        CardSet(COMBO_BITS[self.index()])
    }

    /// The two cards, the higher rank first (for a pair, the higher suit index first: spades
    /// before hearts before diamonds before clubs).
    #[inline]
    pub fn pair(self) -> (Card, Card) {
        COMBO_PAIRS[self.index()]
    }

    /// Whether the combo shares a card with `set`.
    #[inline]
    pub fn collides(self, set: CardSet) -> bool {
        COMBO_BITS[self.index()] & set.0 != 0
    }

    /// All 1326 combos in index order.
    pub fn all() -> impl Iterator<Item = Combo> + Clone {
        (0..COMBO_COUNT as u16).map(Combo)
    }
}

impl fmt::Display for Combo {
    /// The two cards run together, higher rank first: `AsKs`, `7h2c`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.pair();
        write!(f, "{a}{b}")
    }
}

impl fmt::Debug for Combo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Combo {
    type Err = CardError;

    /// Parses exactly two different cards, in the syntax of [`parse_cards`](crate::parse_cards).
    fn from_str(s: &str) -> Result<Combo, CardError> {
        let cards = parse_exact(s, 2)?;
        match cards.as_slice() {
            [a, b] => Combo::new(*a, *b).ok_or(CardError::Duplicate { card: *a }),
            _ => Err(CardError::WrongCount {
                expected: "2".to_owned(),
                found: cards.len(),
                input: s.trim().to_owned(),
            }),
        }
    }
}
