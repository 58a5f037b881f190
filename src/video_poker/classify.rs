//! Fast final-hand classification, the inner loop of every table build.
//!
//! A hand's class is returned as its *slot*: its index in [`GameKind::classes`]. One set of
//! rules serves every game: it names a hand by its finest [`PayClass`], and the game's
//! description says which classes it tells apart (the rest count as the first class of their
//! [`PayClass::otherwise`] chain the game has). Natural hands (no wild card) are a function of
//! the evaluator's [`HandValue`] alone (it encodes the quad rank and kicker, the pair rank, the
//! royal), so one 7,463-byte table per kind of game and minimum paying pair finishes the job.
//! Hands with wild cards (the cards of the rank the description makes wild, the joker: its
//! [`WildCards`](super::WildCards)) are classified from the rank bits of their natural cards:
//! how many of a rank, whether they share a suit, whether they fit in a five-rank window.

use std::sync::OnceLock;

use super::{DeckCard, GameKind, PayClass};
use crate::cards::{CardSet, Rank};
use crate::eval::{Category, Hand, HandValue};

/// The most classes any kind of game has; per-class vectors are this wide.
pub(crate) const MAX_SLOTS: usize = 32;

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

/// The finest class of a natural hand (no wild card in it), from its value: in the words of
/// a game without wild cards ([`PayClass::otherwise`] takes it to a wild-card game's class).
fn natural_class(value: HandValue, min_pair: Rank) -> PayClass {
    let rank = |i: usize| rank_at(value, i);
    let low = |r: Rank| r <= Rank::Four;
    match value.category() {
        Category::StraightFlush if value == HandValue::BEST => PayClass::RoyalFlush,
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

/// The slot of every class in `kind`: its own, else the first of its
/// [`otherwise`](PayClass::otherwise) chain that `kind` has, else "nothing" (the last).
fn slots_by_class(kind: GameKind) -> [u8; PayClass::ALL.len()] {
    let nothing = kind.classes().len().saturating_sub(1) as u8;
    let mut by_class = [nothing; PayClass::ALL.len()];
    for (slot, &class) in by_class.iter_mut().zip(PayClass::ALL.iter()) {
        let mut at = Some(class);
        while let Some(c) = at {
            if let Some(s) = kind.slot_of(c) {
                *slot = s as u8;
                break;
            }
            at = c.otherwise();
        }
    }
    by_class
}

/// Slot by hand value (index 0, never produced, maps to the "nothing" slot).
fn value_table(kind: GameKind, min_pair: Rank) -> Box<[u8; 7463]> {
    let by_class = slots_by_class(kind);
    let nothing = kind.classes().len().saturating_sub(1) as u8;
    let mut table = Box::new([nothing; 7463]);
    for (v, slot) in table.iter_mut().enumerate().skip(1) {
        if let Some(value) = HandValue::new(v as u16) {
            *slot = by_class[natural_class(value, min_pair) as usize];
        }
    }
    table
}

/// The value table of `kind` and `min_pair`, built on first use.
fn shared_value_table(kind: GameKind, min_pair: Rank) -> &'static [u8; 7463] {
    static TABLES: [[OnceLock<Box<[u8; 7463]>>; 13]; GameKind::COUNT] =
        [const { [const { OnceLock::new() }; 13] }; GameKind::COUNT];
    TABLES[kind.index()][min_pair.index()].get_or_init(|| value_table(kind, min_pair))
}

/// Classifies five-card hands of one kind of game into slots. Cheap to copy; make one before a
/// hot loop.
#[derive(Clone, Copy)]
pub(crate) struct Classifier {
    /// The wild rank's four cards as deck bits, else 0.
    wild_rank: u64,
    /// Whether the wild rank is the deuce, whose hands Deuces Wild's classes name ("four
    /// deuces", "natural four aces with a deuce").
    deuces: bool,
    min_pair: Rank,
    by_value: &'static [u8; 7463],
    by_class: [u8; PayClass::ALL.len()],
}

impl Classifier {
    /// The classifier for `kind` with the lowest paying pair `min_pair` (builds its 7,463-entry
    /// table on first use).
    pub(crate) fn new(kind: GameKind, min_pair: Rank) -> Classifier {
        let wild = kind.wild_cards();
        Classifier {
            wild_rank: wild.rank_bits(),
            deuces: wild.rank == Some(Rank::Two),
            min_pair,
            by_value: shared_value_table(kind, min_pair),
            by_class: slots_by_class(kind),
        }
    }

    /// The slot of a five-card hand of ordinary cards.
    #[inline(always)]
    pub(crate) fn slot(&self, hand: Hand) -> u8 {
        let bits = hand.cards().bits();
        let wild = bits & self.wild_rank;
        if wild != 0 {
            let class = self.wild_class(bits & !wild, wild.count_ones(), false);
            return self.by_class[class as usize];
        }
        self.by_value[hand.evaluate().get() as usize]
    }

    /// The slot of four ordinary cards and the joker.
    #[inline(always)]
    pub(crate) fn slot_with_joker(&self, four: CardSet) -> u8 {
        let bits = four.bits();
        let wild = bits & self.wild_rank;
        self.by_class[self.wild_class(bits & !wild, wild.count_ones(), true) as usize]
    }

    /// The finest class of a hand with `of_rank` wild cards of the wild rank (and the joker,
    /// if `joker`) whose natural cards are `naturals`.
    #[inline(always)]
    fn wild_class(&self, naturals: u64, of_rank: u32, joker: bool) -> PayClass {
        let wilds = of_rank + joker as u32;
        let s = [
            (naturals & 0x1fff) as u16,
            ((naturals >> 13) & 0x1fff) as u16,
            ((naturals >> 26) & 0x1fff) as u16,
            ((naturals >> 39) & 0x1fff) as u16,
        ];
        let ranks = s[0] | s[1] | s[2] | s[3];
        if of_rank == 4 {
            return if joker {
                PayClass::FiveWilds
            } else if !self.deuces {
                PayClass::FourWilds
            } else if ranks & ACE != 0 {
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
            five_of_a_kind(ranks, wilds, if self.deuces { of_rank } else { 0 })
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
        } else if 15 - ranks.leading_zeros() as usize >= self.min_pair.index() {
            // The joker pairs the highest card.
            PayClass::HighPair
        } else {
            PayClass::LowPair
        }
    }
}

/// Five of a kind of the one rank in `ranks`, made with `wilds` wild cards of which `deuces`
/// are deuces: four natural cards and a deuce are told apart by rank where a game pays them so
/// (Deuces Wild's natural fours), five of a kind by rank where a game pays five aces apart.
#[inline(always)]
fn five_of_a_kind(ranks: u16, wilds: u32, deuces: u32) -> PayClass {
    let rank = ranks.trailing_zeros() as usize;
    let (ace, three, five) = (12, 1, 3);
    match (wilds, deuces, rank) {
        (1, 1, r) if r == ace => PayClass::NaturalFourAcesWithDeuce,
        (1, 1, r) if r < five => PayClass::NaturalFourThreesFoursWithDeuce,
        (1, 1, r) if r == five => PayClass::NaturalFourFivesWithDeuce,
        (1, 1, _) => PayClass::NaturalFourSixesToKingsWithDeuce,
        (_, _, r) if r == ace => PayClass::FiveAces,
        (_, _, r) if (three..=five).contains(&r) => PayClass::FiveThreesToFives,
        _ => PayClass::FiveOfAKind,
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
        let kings = Classifier::new(GameKind::JOKER, Rank::King).slot_with_joker(four);
        assert_eq!(
            GameKind::JOKER.classes()[kings as usize],
            PayClass::HighPair
        );
        let aces = Classifier::new(GameKind::JOKER, Rank::Ace).slot_with_joker(four);
        assert_eq!(GameKind::JOKER.classes()[aces as usize], PayClass::LowPair);
    }
}
