//! Fast final-hand classification, the inner loop of every table build.
//!
//! A hand's class is returned as its *slot*: its index in [`GameKind::classes`]. Without wild
//! cards the class is a function of the evaluator's [`HandValue`] alone (it encodes the quad
//! rank and kicker, the pair rank, the royal), so one 7,463-byte table finishes the job. With
//! deuces wild, deuce-free hands use the same kind of table, and hands with deuces are
//! classified from the rank bits of their other cards: how many of a rank, whether they share
//! a suit, whether they fit in a five-rank window.

use std::sync::OnceLock;

use super::{GameKind, PayClass};
use crate::cards::Rank;
use crate::eval::{Category, Hand, HandValue};

/// The most classes any kind of game has; per-class vectors are this wide.
pub(crate) const MAX_SLOTS: usize = 16;

/// The four deuces' bits in a card set.
const DEUCES: u64 = 1 | (1 << 13) | (1 << 26) | (1 << 39);
/// Ten through ace, as rank bits.
const ROYAL_WINDOW: u16 = 0x1f00;
/// The ten five-rank windows a straight can fill: the wheel (A-2-3-4-5), then 2-6 … T-A.
const STRAIGHT_WINDOWS: [u16; 10] = [
    0x100f,
    0x1f,
    0x1f << 1,
    0x1f << 2,
    0x1f << 3,
    0x1f << 4,
    0x1f << 5,
    0x1f << 6,
    0x1f << 7,
    0x1f << 8,
];

/// Deuces Wild slots, in the order of [`GameKind::DeucesWild`]'s classes (checked by a test;
/// the classifier never returns the natural-hand slots, which come from the value table).
#[allow(dead_code)]
pub(crate) mod deuces_slot {
    pub(crate) const NATURAL_ROYAL: u8 = 0;
    pub(crate) const FOUR_DEUCES: u8 = 1;
    pub(crate) const WILD_ROYAL: u8 = 2;
    pub(crate) const FIVE_OF_A_KIND: u8 = 3;
    pub(crate) const STRAIGHT_FLUSH: u8 = 4;
    pub(crate) const FOUR_OF_A_KIND: u8 = 5;
    pub(crate) const FULL_HOUSE: u8 = 6;
    pub(crate) const FLUSH: u8 = 7;
    pub(crate) const STRAIGHT: u8 = 8;
    pub(crate) const THREE_OF_A_KIND: u8 = 9;
    pub(crate) const TWO_PAIR: u8 = 10;
    pub(crate) const ONE_PAIR: u8 = 11;
    pub(crate) const NOTHING: u8 = 12;
}

/// The class of a natural (wild-card-free) hand from its value, for a game without wild cards.
fn standard_class(value: HandValue) -> PayClass {
    let ranks = value.ranks();
    let rank = |i: usize| ranks.get(i).copied().unwrap_or(Rank::Two);
    let low = |r: Rank| r <= Rank::Four;
    match value.category() {
        Category::StraightFlush if rank(0) == Rank::Ace => PayClass::RoyalFlush,
        Category::StraightFlush => PayClass::StraightFlush,
        Category::FourOfAKind => match (rank(0), rank(1)) {
            (Rank::Ace, k) if low(k) => PayClass::FourAcesWithLowKicker,
            (Rank::Ace, _) => PayClass::FourAces,
            (q, k) if low(q) && (low(k) || k == Rank::Ace) => PayClass::FourLowWithKicker,
            (q, _) if low(q) => PayClass::FourLow,
            _ => PayClass::FourMiddle,
        },
        Category::FullHouse => PayClass::FullHouse,
        Category::Flush => PayClass::Flush,
        Category::Straight => PayClass::Straight,
        Category::ThreeOfAKind => PayClass::ThreeOfAKind,
        Category::TwoPair => PayClass::TwoPair,
        Category::OnePair if rank(0) >= Rank::Jack => PayClass::HighPair,
        Category::OnePair => PayClass::LowPair,
        Category::HighCard => PayClass::Nothing,
    }
}

/// The class of a deuce-free hand in Deuces Wild, from its value.
fn deuces_natural_class(value: HandValue) -> PayClass {
    match value.category() {
        Category::StraightFlush if value == HandValue::BEST => PayClass::NaturalRoyalFlush,
        Category::StraightFlush => PayClass::StraightFlush,
        Category::FourOfAKind => PayClass::FourOfAKind,
        Category::FullHouse => PayClass::FullHouse,
        Category::Flush => PayClass::Flush,
        Category::Straight => PayClass::Straight,
        Category::ThreeOfAKind => PayClass::ThreeOfAKind,
        Category::TwoPair => PayClass::TwoPair,
        Category::OnePair => PayClass::OnePair,
        Category::HighCard => PayClass::Nothing,
    }
}

/// Slot by hand value (index 0, never produced, maps to the "nothing" slot).
fn value_table(kind: GameKind, class_of: fn(HandValue) -> PayClass) -> Box<[u8; 7463]> {
    let nothing = kind.classes().len().saturating_sub(1) as u8;
    let mut table = Box::new([nothing; 7463]);
    for (v, slot) in table.iter_mut().enumerate().skip(1) {
        if let Some(value) = HandValue::new(v as u16) {
            *slot = kind.slot_of(class_of(value)).map_or(nothing, |s| s as u8);
        }
    }
    table
}

fn standard_table() -> &'static [u8; 7463] {
    static TABLE: OnceLock<Box<[u8; 7463]>> = OnceLock::new();
    TABLE.get_or_init(|| value_table(GameKind::Standard, standard_class))
}

fn deuces_natural_table() -> &'static [u8; 7463] {
    static TABLE: OnceLock<Box<[u8; 7463]>> = OnceLock::new();
    TABLE.get_or_init(|| value_table(GameKind::DeucesWild, deuces_natural_class))
}

/// Classifies five-card hands of one kind of game into slots. Cheap to copy; make one before a
/// hot loop.
#[derive(Clone, Copy)]
pub(crate) struct Classifier {
    deuces_wild: bool,
    by_value: &'static [u8; 7463],
}

impl Classifier {
    /// The classifier for `kind` (builds its 7,463-entry table on first use).
    pub(crate) fn new(kind: GameKind) -> Classifier {
        match kind {
            GameKind::Standard => Classifier {
                deuces_wild: false,
                by_value: standard_table(),
            },
            GameKind::DeucesWild => Classifier {
                deuces_wild: true,
                by_value: deuces_natural_table(),
            },
        }
    }

    /// The slot of a five-card hand.
    #[inline(always)]
    pub(crate) fn slot(self, hand: Hand) -> u8 {
        if self.deuces_wild {
            let bits = hand.cards().bits();
            if bits & DEUCES != 0 {
                return deuces_wild_slot(bits);
            }
        }
        self.by_value[hand.evaluate().get() as usize]
    }
}

/// The Deuces Wild slot of five cards holding at least one deuce.
#[inline(always)]
fn deuces_wild_slot(bits: u64) -> u8 {
    use deuces_slot::*;
    let wilds = (bits & DEUCES).count_ones();
    if wilds == 4 {
        return FOUR_DEUCES;
    }
    let naturals = bits & !DEUCES;
    let s = [
        (naturals & 0x1fff) as u16,
        ((naturals >> 13) & 0x1fff) as u16,
        ((naturals >> 26) & 0x1fff) as u16,
        ((naturals >> 39) & 0x1fff) as u16,
    ];
    let suited = s.iter().filter(|&&m| m != 0).count() == 1;
    let ranks = s[0] | s[1] | s[2] | s[3];
    // Ranks held at least twice, three times, four times.
    let two = (s[0] & s[1])
        | (s[0] & s[2])
        | (s[0] & s[3])
        | (s[1] & s[2])
        | (s[1] & s[3])
        | (s[2] & s[3]);
    let three = (s[0] & s[1] & (s[2] | s[3])) | (s[2] & s[3] & (s[0] | s[1]));
    let four = s[0] & s[1] & s[2] & s[3];
    let most = 1 + (two != 0) as u32 + (three != 0) as u32 + (four != 0) as u32;
    let distinct = ranks.count_ones() == 5 - wilds;
    let straight = distinct && STRAIGHT_WINDOWS.iter().any(|&w| ranks & !w == 0);
    if suited && ranks & !ROYAL_WINDOW == 0 {
        WILD_ROYAL
    } else if most + wilds >= 5 {
        FIVE_OF_A_KIND
    } else if suited && straight {
        STRAIGHT_FLUSH
    } else if most + wilds >= 4 {
        FOUR_OF_A_KIND
    } else if wilds == 1 && two.count_ones() == 2 {
        FULL_HOUSE
    } else if suited {
        FLUSH
    } else if straight {
        STRAIGHT
    } else if most + wilds >= 3 {
        THREE_OF_A_KIND
    } else {
        ONE_PAIR
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deuces_slot_constants_match_the_class_order() {
        use deuces_slot::*;
        let expect = [
            (NATURAL_ROYAL, PayClass::NaturalRoyalFlush),
            (FOUR_DEUCES, PayClass::FourDeuces),
            (WILD_ROYAL, PayClass::WildRoyalFlush),
            (FIVE_OF_A_KIND, PayClass::FiveOfAKind),
            (STRAIGHT_FLUSH, PayClass::StraightFlush),
            (FOUR_OF_A_KIND, PayClass::FourOfAKind),
            (FULL_HOUSE, PayClass::FullHouse),
            (FLUSH, PayClass::Flush),
            (STRAIGHT, PayClass::Straight),
            (THREE_OF_A_KIND, PayClass::ThreeOfAKind),
            (TWO_PAIR, PayClass::TwoPair),
            (ONE_PAIR, PayClass::OnePair),
            (NOTHING, PayClass::Nothing),
        ];
        for (slot, class) in expect {
            assert_eq!(GameKind::DeucesWild.slot_of(class), Some(slot as usize));
        }
        assert!(GameKind::Standard.classes().len() <= MAX_SLOTS);
        assert!(GameKind::DeucesWild.classes().len() <= MAX_SLOTS);
    }
}
