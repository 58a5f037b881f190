//! The two families of pay tables: games without wild cards (Jacks or Better and its bonus
//! variants) and Deuces Wild. A family fixes which final hands exist; a pay table then says
//! what each pays.

use std::fmt;

use super::PayClass;
use super::classify::Classifier;
use crate::cards::CardSet;
use crate::eval::Hand;

/// A family of video poker games: which cards are wild and so which final hands exist.
///
/// ```
/// use pokerlab::video_poker::{GameKind, PayClass};
/// assert_eq!(GameKind::Standard.classes()[0], PayClass::RoyalFlush);
/// assert_eq!(GameKind::DeucesWild.classes()[1], PayClass::FourDeuces);
/// assert_eq!("deuces-wild".parse::<GameKind>(), Ok(GameKind::DeucesWild));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// No wild cards: Jacks or Better, Bonus Poker, Double Bonus, Double Double Bonus, ….
    Standard,
    /// The four deuces are wild.
    DeucesWild,
}

impl GameKind {
    /// Both kinds.
    pub const ALL: [GameKind; 2] = [GameKind::Standard, GameKind::DeucesWild];

    /// The pay classes of this kind of game, best first. Every five-card hand falls in
    /// exactly one of them.
    pub const fn classes(self) -> &'static [PayClass] {
        match self {
            GameKind::Standard => &[
                PayClass::RoyalFlush,
                PayClass::StraightFlush,
                PayClass::FourAcesWithLowKicker,
                PayClass::FourAces,
                PayClass::FourLowWithKicker,
                PayClass::FourLow,
                PayClass::FourMiddle,
                PayClass::FullHouse,
                PayClass::Flush,
                PayClass::Straight,
                PayClass::ThreeOfAKind,
                PayClass::TwoPair,
                PayClass::HighPair,
                PayClass::LowPair,
                PayClass::Nothing,
            ],
            GameKind::DeucesWild => &[
                PayClass::NaturalRoyalFlush,
                PayClass::FourDeuces,
                PayClass::WildRoyalFlush,
                PayClass::FiveOfAKind,
                PayClass::StraightFlush,
                PayClass::FourOfAKind,
                PayClass::FullHouse,
                PayClass::Flush,
                PayClass::Straight,
                PayClass::ThreeOfAKind,
                PayClass::TwoPair,
                PayClass::OnePair,
                PayClass::Nothing,
            ],
        }
    }

    /// The pay-table lines a table of this kind may have, as `(key, label)`, in the order a
    /// machine shows them (best hand first).
    pub const fn line_keys(self) -> &'static [(&'static str, &'static str)] {
        match self {
            GameKind::Standard => &[
                ("royal_flush", "Royal Flush"),
                ("straight_flush", "Straight Flush"),
                ("four_aces_with_2_4", "Four Aces with 2, 3, 4"),
                ("four_aces", "Four Aces"),
                ("four_2_4_with_a_4", "Four 2-4 with A, 2, 3, 4"),
                ("four_2_4", "Four 2s, 3s, 4s"),
                ("four_5_k", "Four 5s-Ks"),
                ("four_of_a_kind", "Four of a Kind"),
                ("full_house", "Full House"),
                ("flush", "Flush"),
                ("straight", "Straight"),
                ("three_of_a_kind", "Three of a Kind"),
                ("two_pair", "Two Pair"),
                ("jacks_or_better", "Jacks or Better"),
                ("low_pair", "Low Pair (2s-10s)"),
            ],
            GameKind::DeucesWild => &[
                ("natural_royal_flush", "Natural Royal Flush"),
                ("four_deuces", "Four Deuces"),
                ("wild_royal_flush", "Wild Royal Flush"),
                ("five_of_a_kind", "Five of a Kind"),
                ("straight_flush", "Straight Flush"),
                ("four_of_a_kind", "Four of a Kind"),
                ("full_house", "Full House"),
                ("flush", "Flush"),
                ("straight", "Straight"),
                ("three_of_a_kind", "Three of a Kind"),
                ("two_pair", "Two Pair"),
                ("one_pair", "One Pair"),
            ],
        }
    }

    /// The line whose pay jumps at the maximum bet (the 4,000-coin jackpot).
    pub const fn royal_line(self) -> &'static str {
        match self {
            GameKind::Standard => "royal_flush",
            GameKind::DeucesWild => "natural_royal_flush",
        }
    }

    /// The class's position in [`classes`](Self::classes), if it belongs to this kind.
    pub fn slot_of(self, class: PayClass) -> Option<usize> {
        self.classes().iter().position(|&c| c == class)
    }

    /// The pay class of five cards; `None` unless `cards` holds exactly five.
    pub fn classify(self, cards: CardSet) -> Option<PayClass> {
        if cards.len() != 5 {
            return None;
        }
        let slot = Classifier::new(self).slot(Hand::from_cards(cards));
        self.classes().get(slot as usize).copied()
    }

    /// The key used in files and JSON: `standard` or `deuces-wild`.
    pub const fn key(self) -> &'static str {
        match self {
            GameKind::Standard => "standard",
            GameKind::DeucesWild => "deuces-wild",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl std::str::FromStr for GameKind {
    type Err = String;

    /// Reads `standard` (also `jacks-or-better`) or `deuces-wild`, in any case, with `-` or `_`.
    fn from_str(s: &str) -> Result<GameKind, String> {
        match s.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "standard" | "jacks-or-better" => Ok(GameKind::Standard),
            "deuces-wild" => Ok(GameKind::DeucesWild),
            _ => Err(format!(
                "unknown game `{s}`: expected `standard` or `deuces-wild`"
            )),
        }
    }
}
