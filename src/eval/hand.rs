//! The evaluator's accumulator: a partial hand that grows one card at a time and can be
//! evaluated at any point from five to seven cards.

use super::HandValue;
use super::table_gen::{KEY_BITS, RANK_MULTIPLIERS, ROW_MASK, ROW_SHIFT};
use super::tables::{FLUSH_START, OFFSETS, VALUES};
use crate::cards::{Card, CardSet};

/// The key's layout (64 bits): four 4-bit suit counters in bits 0–15, and the 25-bit rank key
/// in the top bits, from `RANK_SHIFT` up. With the rank key on top, its table column
/// (`key >> COLUMN_SHIFT`) is a single shift and below `1 << (KEY_BITS - ROW_SHIFT)` by
/// construction.
const RANK_SHIFT: u32 = 64 - KEY_BITS;
/// Shift that leaves a rank key's column: its bits above the row bits.
const COLUMN_SHIFT: u32 = RANK_SHIFT + ROW_SHIFT;
/// Each suit counter starts at 3, so it reaches 8 (its top bit) exactly at five cards.
const SUIT_BASE: u64 = 0x3333;
/// The top bit of each suit counter: set when that suit has five or more cards.
const FLUSH_CHECK: u64 = 0x8888;

/// Each card's contribution to the key: its rank's multiplier, plus one in its suit's counter.
/// 256 entries (only the first 52 used) so that indexing by any `u8` needs no bounds check.
static CARD_KEYS: [u64; 256] = {
    let mut keys = [0u64; 256];
    let mut i = 0;
    while i < 52 {
        let (suit, rank) = (i / 13, i % 13);
        keys[i] = ((RANK_MULTIPLIERS[rank] as u64) << RANK_SHIFT) + (1u64 << (4 * suit as u32));
        i += 1;
    }
    keys
};

/// [`CARD_KEYS`] with the suit counters' starting values included: the key of a one-card hand.
/// Building a hand from a list of cards starts here, which saves adding the base separately.
static FIRST_CARD_KEYS: [u64; 256] = {
    let mut keys = CARD_KEYS;
    let mut i = 0;
    while i < 52 {
        keys[i] += SUIT_BASE;
        i += 1;
    }
    keys
};

/// A hand being built: an additive key (rank multipliers and per-suit counts) and the set of
/// cards. Adding a card is an add and an or; evaluating is a flush test and one or two table
/// loads. Enumeration code keeps a `Hand` per loop level, so each new card costs one add.
///
/// A `Hand` holds at most seven cards, each at most once; evaluate it at five to seven.
///
/// ```
/// use pokerlab::{Card, Hand};
/// let board: Hand = "Qs Js Ts 2d".parse().unwrap();
/// let with_river = board.add("9s".parse::<Card>().unwrap());
/// let hero = with_river.add_all("As Ks".parse().unwrap());
/// let villain = with_river.add_all("Ah 8s".parse().unwrap());
/// assert_eq!(hero.evaluate().to_string(), "Royal Flush");
/// assert_eq!(villain.evaluate().to_string(), "Straight Flush, Queen high");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Hand {
    key: u64,
    mask: u64,
}

impl Default for Hand {
    fn default() -> Self {
        Hand::EMPTY
    }
}

impl Hand {
    /// The hand with no cards.
    pub const EMPTY: Hand = Hand {
        key: SUIT_BASE,
        mask: 0,
    };

    /// This hand plus `card`, which must not already be in it.
    #[inline(always)]
    #[must_use]
    pub const fn add(self, card: Card) -> Hand {
        Hand {
            key: self.key + CARD_KEYS[card.index() as u8 as usize],
            mask: self.mask | card.bit(),
        }
    }

    /// This hand plus the card with index `index` (`suit * 13 + rank`, below 52): the same as
    /// [`add`](Self::add) for code that stores cards as bytes.
    #[inline(always)]
    #[must_use]
    pub const fn add_index(self, index: u8) -> Hand {
        Hand {
            key: self.key + CARD_KEYS[index as usize],
            mask: self.mask | (1u64 << (index & 63)),
        }
    }

    /// The hand of the cards with these indices (`suit * 13 + rank`, each below 52), for code
    /// that stores hands as bytes: the same hand as adding them one by one to [`Hand::EMPTY`]
    /// with [`add_index`](Self::add_index), a little faster. The indices must be distinct and
    /// at most seven.
    ///
    /// ```
    /// use pokerlab::Hand;
    /// // As Ks Qs Js Ts: spades are suit 3, ranks count from the deuce.
    /// let royal = Hand::from_indices(&[3 * 13 + 12, 3 * 13 + 11, 3 * 13 + 10, 3 * 13 + 9, 3 * 13 + 8]);
    /// assert_eq!(royal.evaluate().to_string(), "Royal Flush");
    /// assert_eq!(Hand::from_indices(&[]), Hand::EMPTY);
    /// ```
    #[inline(always)]
    #[must_use]
    pub fn from_indices(indices: &[u8]) -> Hand {
        let Some((&first, rest)) = indices.split_first() else {
            return Hand::EMPTY;
        };
        let mut hand = Hand {
            key: FIRST_CARD_KEYS[first as usize],
            mask: 1u64 << (first & 63),
        };
        for &index in rest {
            hand = hand.add_index(index);
        }
        hand
    }

    /// This hand plus every card of `cards` (none of which may already be in it).
    #[inline]
    #[must_use]
    pub fn add_all(self, cards: CardSet) -> Hand {
        cards.iter().fold(self, Hand::add)
    }

    /// The hand holding both hands' cards; the two must not share a card. This is how a board
    /// evaluated once is shared by every player's hole cards.
    #[inline(always)]
    #[must_use]
    pub const fn combine(self, other: Hand) -> Hand {
        Hand {
            key: self.key + other.key - SUIT_BASE,
            mask: self.mask | other.mask,
        }
    }

    /// The hand of exactly these cards.
    #[inline]
    pub fn from_cards(cards: CardSet) -> Hand {
        Hand::EMPTY.add_all(cards)
    }

    /// The cards in the hand.
    #[inline]
    pub const fn cards(self) -> CardSet {
        CardSet(self.mask)
    }

    /// How many cards the hand holds.
    #[inline]
    pub const fn len(self) -> usize {
        self.mask.count_ones() as usize
    }

    /// Whether the hand is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.mask == 0
    }

    /// The value of the best five cards. Meaningful for five to seven cards; for fewer it is
    /// an arbitrary value (use [`describe_partial`](super::describe_partial) to name a partial
    /// hand).
    #[inline(always)]
    pub fn evaluate(self) -> HandValue {
        let index = if self.key & FLUSH_CHECK != 0 {
            // About 3% of random 7-card hands: out of line, so the common path is straight.
            flush_index(self.key, self.mask)
        } else {
            let row = (self.key >> RANK_SHIFT) as u32 & ROW_MASK;
            let column = (self.key >> COLUMN_SHIFT) as usize;
            column + OFFSETS[row as usize] as usize
        };
        // SAFETY: a rank key's `column < 1 << (KEY_BITS - ROW_SHIFT)` (it is the top bits of a
        // u64), and `tables.rs` asserts at compile time that every row offset plus any such
        // column is below `RANKS_LEN`, which is below `VALUES.len()`; a flush index is
        // `FLUSH_START` plus 13 bits, and the flush table has `1 << 13` entries. (An over-full
        // hand, which the docs rule out, reads some value but stays in bounds.)
        HandValue(unsafe { *VALUES.get_unchecked(index) })
    }
}

/// Where in `VALUES` the value of a hand with five or more cards of one suit is (the
/// evaluator's rare path). Both paths end in the same load.
#[cold]
#[inline(never)]
fn flush_index(key: u64, mask: u64) -> usize {
    // Only one suit can hold five of seven cards: its counter's top bit is the one set.
    let suit = (key & FLUSH_CHECK).trailing_zeros() / 4;
    FLUSH_START + ((mask >> (13 * suit)) as usize & 0x1fff)
}

impl std::str::FromStr for Hand {
    type Err = crate::cards::CardError;

    /// Parses up to seven cards into a hand.
    fn from_str(s: &str) -> Result<Hand, Self::Err> {
        let cards: CardSet = s.parse()?;
        if cards.len() > 7 {
            return Err(crate::cards::CardError::WrongCount {
                expected: "at most 7".to_owned(),
                found: cards.len(),
                input: s.trim().to_owned(),
            });
        }
        Ok(Hand::from_cards(cards))
    }
}

/// Evaluates five, six or seven cards: the value of their best five.
///
/// ```
/// use pokerlab::{evaluate, CardSet};
/// let hand: CardSet = "2c 3d 4h 5s As Kd Kh".parse().unwrap();
/// assert_eq!(evaluate(hand).to_string(), "Straight, Five high");
/// ```
#[inline]
pub fn evaluate(cards: CardSet) -> HandValue {
    Hand::from_cards(cards).evaluate()
}
