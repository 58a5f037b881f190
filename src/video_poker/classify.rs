//! Fast final-hand classification, the inner loop of every table build.
//!
//! A hand's class is returned as its *slot*: its index in [`GameKind::classes`]. Without wild
//! cards the class is a function of the evaluator's [`HandValue`] alone (it encodes the quad
//! rank and kicker, the pair rank, the royal), so one 7,463-byte table per kind of game and
//! minimum paying pair finishes the job. Hands with wild cards (deuces, or the joker) are
//! classified from the rank bits of their natural cards: how many of a rank, whether they share
//! a suit, whether they fit in a five-rank window.

use std::sync::OnceLock;

use super::{DeckCard, GameKind, PayClass};
use crate::cards::{CardSet, Rank};
use crate::eval::{Category, Hand, HandValue};

/// The most classes any kind of game has; per-class vectors are this wide.
pub(crate) const MAX_SLOTS: usize = 32;

/// The four deuces' bits in a card set.
const DEUCES: u64 = 1 | (1 << 13) | (1 << 26) | (1 << 39);
/// Ten through ace, as rank bits.
const ROYAL_WINDOW: u16 = 0x1f00;
/// The ace's rank bit.
const ACE: u16 = 1 << 12;
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

fn rank_at(value: HandValue, i: usize) -> Rank {
    value.ranks().get(i).copied().unwrap_or(Rank::Two)
}

/// The class of a natural hand from its value, for a game without wild cards.
fn standard_class(value: HandValue, min_pair: Rank) -> PayClass {
    let rank = |i: usize| rank_at(value, i);
    let low = |r: Rank| r <= Rank::Four;
    match value.category() {
        Category::StraightFlush if rank(0) == Rank::Ace => PayClass::RoyalFlush,
        Category::StraightFlush => PayClass::StraightFlush,
        Category::FourOfAKind => match (rank(0), rank(1)) {
            (Rank::Ace, k) if low(k) => PayClass::FourAcesWithLowKicker,
            (Rank::Ace, _) => PayClass::FourAces,
            (q, k) if low(q) && (low(k) || k == Rank::Ace) => PayClass::FourLowWithKicker,
            (q, _) if low(q) => PayClass::FourLow,
            (q, _) if q >= Rank::Jack => PayClass::FourFaces,
            _ => PayClass::FourMiddle,
        },
        Category::FullHouse => PayClass::FullHouse,
        Category::Flush => PayClass::Flush,
        Category::Straight => PayClass::Straight,
        Category::ThreeOfAKind => PayClass::ThreeOfAKind,
        Category::TwoPair => PayClass::TwoPair,
        Category::OnePair if rank(0) >= min_pair => PayClass::HighPair,
        Category::OnePair => PayClass::LowPair,
        Category::HighCard => PayClass::Nothing,
    }
}

/// The class of a deuce-free hand in Deuces Wild, from its value.
fn deuces_natural_class(value: HandValue) -> PayClass {
    let rank = |i: usize| rank_at(value, i);
    match value.category() {
        Category::StraightFlush if value == HandValue::BEST => PayClass::NaturalRoyalFlush,
        Category::StraightFlush => PayClass::StraightFlush,
        Category::FourOfAKind => match (rank(0), rank(1)) {
            (Rank::Ace, k) if k <= Rank::Four => PayClass::NaturalFourAcesWithKicker,
            (Rank::Ace, _) => PayClass::NaturalFourAces,
            (q, k) if q <= Rank::Four && (k <= Rank::Four || k == Rank::Ace) => {
                PayClass::NaturalFourThreesFoursWithKicker
            }
            (q, _) if q <= Rank::Four => PayClass::NaturalFourThreesFours,
            _ => PayClass::NaturalFourFivesToKings,
        },
        Category::FullHouse => PayClass::FullHouse,
        Category::Flush => PayClass::Flush,
        Category::Straight => PayClass::Straight,
        Category::ThreeOfAKind => PayClass::ThreeOfAKind,
        Category::TwoPair => PayClass::TwoPair,
        Category::OnePair => PayClass::OnePair,
        Category::HighCard => PayClass::Nothing,
    }
}

/// The class of a joker-free hand in Joker Poker, from its value.
fn joker_natural_class(value: HandValue, min_pair: Rank) -> PayClass {
    match value.category() {
        Category::StraightFlush if value == HandValue::BEST => PayClass::NaturalRoyalFlush,
        Category::StraightFlush => PayClass::StraightFlush,
        Category::FourOfAKind => PayClass::FourOfAKind,
        Category::FullHouse => PayClass::FullHouse,
        Category::Flush => PayClass::Flush,
        Category::Straight => PayClass::Straight,
        Category::ThreeOfAKind => PayClass::ThreeOfAKind,
        Category::TwoPair => PayClass::TwoPair,
        Category::OnePair if rank_at(value, 0) >= min_pair => PayClass::HighPair,
        Category::OnePair => PayClass::LowPair,
        Category::HighCard => PayClass::Nothing,
    }
}

/// The natural-hand class of `kind` with minimum paying pair `min_pair`.
fn natural_class(kind: GameKind, min_pair: Rank, value: HandValue) -> PayClass {
    match kind {
        GameKind::Standard => standard_class(value, min_pair),
        GameKind::DeucesWild => deuces_natural_class(value),
        GameKind::Joker => joker_natural_class(value, min_pair),
    }
}

/// Slot by hand value (index 0, never produced, maps to the "nothing" slot).
fn value_table(kind: GameKind, min_pair: Rank) -> Box<[u8; 7463]> {
    let nothing = kind.classes().len().saturating_sub(1) as u8;
    let mut table = Box::new([nothing; 7463]);
    for (v, slot) in table.iter_mut().enumerate().skip(1) {
        if let Some(value) = HandValue::new(v as u16) {
            let class = natural_class(kind, min_pair, value);
            *slot = kind.slot_of(class).map_or(nothing, |s| s as u8);
        }
    }
    table
}

/// The value table of `kind` and `min_pair`, built on first use.
fn shared_value_table(kind: GameKind, min_pair: Rank) -> &'static [u8; 7463] {
    static TABLES: [[OnceLock<Box<[u8; 7463]>>; 13]; 3] =
        [const { [const { OnceLock::new() }; 13] }; 3];
    let by_kind = match kind {
        GameKind::Standard => &TABLES[0],
        GameKind::DeucesWild => &TABLES[1],
        GameKind::Joker => &TABLES[2],
    };
    by_kind[min_pair.index()].get_or_init(|| value_table(kind, min_pair))
}

/// Classifies five-card hands of one kind of game into slots. Cheap to copy; make one before a
/// hot loop.
#[derive(Clone, Copy)]
pub(crate) struct Classifier {
    kind: GameKind,
    min_pair: Rank,
    by_value: &'static [u8; 7463],
    by_class: [u8; PayClass::ALL.len()],
}

impl Classifier {
    /// The classifier for `kind` with the lowest paying pair `min_pair` (builds its 7,463-entry
    /// table on first use).
    pub(crate) fn new(kind: GameKind, min_pair: Rank) -> Classifier {
        let nothing = kind.classes().len().saturating_sub(1) as u8;
        let mut by_class = [nothing; PayClass::ALL.len()];
        for (slot, &class) in kind.classes().iter().enumerate() {
            by_class[class as usize] = slot as u8;
        }
        Classifier {
            kind,
            min_pair,
            by_value: shared_value_table(kind, min_pair),
            by_class,
        }
    }

    /// The slot of a five-card hand of ordinary cards.
    #[inline(always)]
    pub(crate) fn slot(&self, hand: Hand) -> u8 {
        if self.kind == GameKind::DeucesWild {
            let bits = hand.cards().bits();
            if bits & DEUCES != 0 {
                let wilds = (bits & DEUCES).count_ones();
                return self.by_class[self.wild_class(bits & !DEUCES, wilds) as usize];
            }
        }
        self.by_value[hand.evaluate().get() as usize]
    }

    /// The slot of four ordinary cards and the joker.
    #[inline(always)]
    pub(crate) fn slot_with_joker(&self, four: CardSet) -> u8 {
        self.by_class[self.wild_class(four.bits(), 1) as usize]
    }

    /// The class of a hand with `wilds` wild cards whose natural cards are `naturals`.
    #[inline(always)]
    fn wild_class(&self, naturals: u64, wilds: u32) -> PayClass {
        let s = [
            (naturals & 0x1fff) as u16,
            ((naturals >> 13) & 0x1fff) as u16,
            ((naturals >> 26) & 0x1fff) as u16,
            ((naturals >> 39) & 0x1fff) as u16,
        ];
        let ranks = s[0] | s[1] | s[2] | s[3];
        if wilds == 4 {
            return if ranks & ACE != 0 {
                PayClass::FourDeucesWithAce
            } else {
                PayClass::FourDeuces
            };
        }
        let suited = s.iter().filter(|&&m| m != 0).count() == 1;
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
            PayClass::WildRoyalFlush
        } else if most + wilds >= 5 {
            self.five_of_a_kind(ranks, wilds)
        } else if suited && straight {
            PayClass::StraightFlush
        } else if most + wilds >= 4 {
            PayClass::FourOfAKind
        } else if wilds == 1 && two.count_ones() == 2 {
            PayClass::FullHouse
        } else if suited {
            PayClass::Flush
        } else if straight {
            PayClass::Straight
        } else if most + wilds >= 3 {
            PayClass::ThreeOfAKind
        } else if self.kind == GameKind::DeucesWild {
            PayClass::OnePair
        } else if 15 - ranks.leading_zeros() as usize >= self.min_pair.index() {
            // The joker pairs the highest card.
            PayClass::HighPair
        } else {
            PayClass::LowPair
        }
    }

    /// Five of a kind of the one rank in `ranks`, made with `wilds` wild cards.
    #[inline(always)]
    fn five_of_a_kind(&self, ranks: u16, wilds: u32) -> PayClass {
        if self.kind != GameKind::DeucesWild {
            return PayClass::FiveOfAKind;
        }
        let rank = ranks.trailing_zeros() as usize;
        let (ace, three, five) = (12, 1, 3);
        match (wilds, rank) {
            (1, r) if r == ace => PayClass::NaturalFourAcesWithDeuce,
            (1, r) if r < five => PayClass::NaturalFourThreesFoursWithDeuce,
            (1, r) if r == five => PayClass::NaturalFourFivesWithDeuce,
            (1, _) => PayClass::NaturalFourSixesToKingsWithDeuce,
            (_, r) if r == ace => PayClass::FiveAces,
            (_, r) if (three..=five).contains(&r) => PayClass::FiveThreesToFives,
            _ => PayClass::FiveOfAKind,
        }
    }
}

impl GameKind {
    /// The pay class of five ordinary cards (with the kind's default minimum paying pair; see
    /// [`PayTable::classify`](super::PayTable::classify) for a table's own); `None` unless
    /// `cards` holds exactly five.
    pub fn classify(self, cards: CardSet) -> Option<PayClass> {
        if cards.len() != 5 {
            return None;
        }
        let slot = Classifier::new(self, self.default_min_pair()).slot(Hand::from_cards(cards));
        self.classes().get(slot as usize).copied()
    }

    /// The pay class of five cards of this game's deck (the joker included, in Joker Poker),
    /// with minimum paying pair `min_pair`; `None` unless they are five distinct cards of the
    /// deck.
    pub fn classify_cards(self, cards: &[DeckCard], min_pair: Rank) -> Option<PayClass> {
        if cards.len() != 5 || cards.iter().any(|c| c.index() >= self.deck_size()) {
            return None;
        }
        let naturals: CardSet = cards.iter().filter_map(|c| c.card()).collect();
        let classifier = Classifier::new(self, min_pair);
        let slot = match naturals.len() {
            5 => classifier.slot(Hand::from_cards(naturals)),
            4 => classifier.slot_with_joker(naturals),
            _ => return None,
        };
        self.classes().get(slot as usize).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_fits_the_slot_vectors() {
        for kind in GameKind::ALL {
            assert!(kind.classes().len() <= MAX_SLOTS);
            assert_eq!(kind.classes().last(), Some(&PayClass::Nothing));
            let mut seen = std::collections::HashSet::new();
            assert!(kind.classes().iter().all(|c| seen.insert(*c)));
        }
    }

    #[test]
    fn jokers_pair_the_highest_card() {
        let four: CardSet = "Kd 9c 7h 3s".parse().unwrap();
        let kings = Classifier::new(GameKind::Joker, Rank::King).slot_with_joker(four);
        assert_eq!(
            GameKind::Joker.classes()[kings as usize],
            PayClass::HighPair
        );
        let aces = Classifier::new(GameKind::Joker, Rank::Ace).slot_with_joker(four);
        assert_eq!(GameKind::Joker.classes()[aces as usize], PayClass::LowPair);
    }
}
