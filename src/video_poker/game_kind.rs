//! The three families of pay tables: games without wild cards (Jacks or Better and its bonus
//! variants), Deuces Wild, and Joker Poker (a 53-card deck with one joker). A family fixes the
//! deck and which final hands exist; a pay table then says what each pays.

use std::fmt;

use super::PayClass;
use crate::cards::Rank;

/// A family of video poker games: the deck, which cards are wild and so which final hands
/// exist.
///
/// ```
/// use pokerlab::video_poker::{GameKind, PayClass};
/// assert_eq!(GameKind::Standard.classes()[0], PayClass::RoyalFlush);
/// assert_eq!(GameKind::DeucesWild.classes()[2], PayClass::FourDeuces);
/// assert_eq!(GameKind::Joker.deck_size(), 53);
/// assert_eq!("deuces-wild".parse::<GameKind>(), Ok(GameKind::DeucesWild));
/// assert_eq!("joker-poker".parse::<GameKind>(), Ok(GameKind::Joker));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// No wild cards: Jacks or Better, Bonus Poker, Double Bonus, Double Double Bonus, ….
    Standard,
    /// The four deuces are wild.
    DeucesWild,
    /// A 53-card deck: the 52 cards and a joker, which is wild.
    Joker,
}

impl GameKind {
    /// Every kind.
    pub const ALL: [GameKind; 3] = [GameKind::Standard, GameKind::DeucesWild, GameKind::Joker];

    /// The pay classes of this kind of game, best first. Every final hand falls in exactly
    /// one of them.
    pub const fn classes(self) -> &'static [PayClass] {
        use PayClass::*;
        match self {
            GameKind::Standard => &[
                RoyalFlush,
                StraightFlush,
                FourAcesWithLowKicker,
                FourAces,
                FourLowWithKicker,
                FourLow,
                FourFaces,
                FourMiddle,
                FullHouse,
                Flush,
                Straight,
                ThreeOfAKind,
                TwoPair,
                HighPair,
                LowPair,
                Nothing,
            ],
            GameKind::DeucesWild => &[
                NaturalRoyalFlush,
                FourDeucesWithAce,
                FourDeuces,
                NaturalFourAcesWithDeuce,
                NaturalFourAcesWithKicker,
                NaturalFourThreesFoursWithDeuce,
                NaturalFourThreesFoursWithKicker,
                NaturalFourAces,
                NaturalFourThreesFours,
                NaturalFourFivesWithDeuce,
                NaturalFourSixesToKingsWithDeuce,
                NaturalFourFivesToKings,
                WildRoyalFlush,
                FiveAces,
                FiveThreesToFives,
                FiveOfAKind,
                StraightFlush,
                FourOfAKind,
                FullHouse,
                Flush,
                Straight,
                ThreeOfAKind,
                TwoPair,
                OnePair,
                Nothing,
            ],
            GameKind::Joker => &[
                NaturalRoyalFlush,
                FiveOfAKind,
                WildRoyalFlush,
                StraightFlush,
                FourOfAKind,
                FullHouse,
                Flush,
                Straight,
                ThreeOfAKind,
                TwoPair,
                HighPair,
                LowPair,
                Nothing,
            ],
        }
    }

    /// The pay-table lines a table of this kind may have, as `(key, label)`, in the order a
    /// machine shows them (best hand first). Of the `…_or_better` lines (the minimum paying
    /// pair) a table has at most one.
    pub const fn line_keys(self) -> &'static [(&'static str, &'static str)] {
        match self {
            GameKind::Standard => &[
                ("royal_flush", "Royal Flush"),
                ("straight_flush", "Straight Flush"),
                ("four_aces_with_2_4", "Four Aces with 2, 3, 4"),
                ("four_aces", "Four Aces"),
                ("four_2_4_with_a_4", "Four 2-4 with A, 2, 3, 4"),
                ("four_2_4", "Four 2s, 3s, 4s"),
                ("four_j_k", "Four Jacks-Kings"),
                ("four_5_k", "Four 5s-Ks"),
                ("four_5_10", "Four 5s-10s"),
                ("four_of_a_kind", "Four of a Kind"),
                ("full_house", "Full House"),
                ("flush", "Flush"),
                ("straight", "Straight"),
                ("three_of_a_kind", "Three of a Kind"),
                ("two_pair", "Two Pair"),
                ("twos_or_better", "Twos or Better"),
                ("threes_or_better", "Threes or Better"),
                ("fours_or_better", "Fours or Better"),
                ("fives_or_better", "Fives or Better"),
                ("sixes_or_better", "Sixes or Better"),
                ("sevens_or_better", "Sevens or Better"),
                ("eights_or_better", "Eights or Better"),
                ("nines_or_better", "Nines or Better"),
                ("tens_or_better", "Tens or Better"),
                ("jacks_or_better", "Jacks or Better"),
                ("queens_or_better", "Queens or Better"),
                ("kings_or_better", "Kings or Better"),
                ("aces_or_better", "Pair of Aces"),
                ("low_pair", "Low Pair"),
            ],
            GameKind::DeucesWild => &[
                ("natural_royal_flush", "Natural Royal Flush"),
                ("four_deuces_with_ace", "Four Deuces with an Ace"),
                ("four_deuces", "Four Deuces"),
                (
                    "natural_four_aces_with_2_4",
                    "Natural Four Aces with 2, 3, 4",
                ),
                (
                    "natural_four_3_4_with_a_4",
                    "Natural Four 3s, 4s with A, 2, 3, 4",
                ),
                ("natural_four_aces", "Natural Four Aces"),
                ("natural_four_3_4", "Natural Four 3s, 4s"),
                ("natural_four_5_k", "Natural Four 5s-Ks"),
                ("wild_royal_flush", "Wild Royal Flush"),
                ("five_aces", "Five Aces"),
                ("five_3_5", "Five 3s, 4s, 5s"),
                ("five_6_k", "Five 6s-Ks"),
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
            GameKind::Joker => &[
                ("natural_royal_flush", "Natural Royal Flush"),
                ("five_of_a_kind", "Five of a Kind"),
                ("wild_royal_flush", "Wild Royal Flush"),
                ("straight_flush", "Straight Flush"),
                ("four_of_a_kind", "Four of a Kind"),
                ("full_house", "Full House"),
                ("flush", "Flush"),
                ("straight", "Straight"),
                ("three_of_a_kind", "Three of a Kind"),
                ("two_pair", "Two Pair"),
                ("twos_or_better", "Twos or Better"),
                ("threes_or_better", "Threes or Better"),
                ("fours_or_better", "Fours or Better"),
                ("fives_or_better", "Fives or Better"),
                ("sixes_or_better", "Sixes or Better"),
                ("sevens_or_better", "Sevens or Better"),
                ("eights_or_better", "Eights or Better"),
                ("nines_or_better", "Nines or Better"),
                ("tens_or_better", "Tens or Better"),
                ("jacks_or_better", "Jacks or Better"),
                ("queens_or_better", "Queens or Better"),
                ("kings_or_better", "Kings or Better"),
                ("aces_or_better", "Pair of Aces"),
                ("low_pair", "Low Pair"),
            ],
        }
    }

    /// The line whose pay jumps at the maximum bet (the 4,000-coin jackpot).
    pub const fn royal_line(self) -> &'static str {
        match self {
            GameKind::Standard => "royal_flush",
            GameKind::DeucesWild | GameKind::Joker => "natural_royal_flush",
        }
    }

    /// The number of cards in the deck: 52, or 53 with the joker.
    pub const fn deck_size(self) -> usize {
        match self {
            GameKind::Standard | GameKind::DeucesWild => 52,
            GameKind::Joker => 53,
        }
    }

    /// Whether the game has wild cards.
    pub const fn has_wild_cards(self) -> bool {
        !matches!(self, GameKind::Standard)
    }

    /// The lowest paying pair when a table does not say (jacks; kings in Joker Poker).
    /// Deuces Wild pays no pair.
    pub const fn default_min_pair(self) -> Rank {
        match self {
            GameKind::Standard | GameKind::DeucesWild => Rank::Jack,
            GameKind::Joker => Rank::King,
        }
    }

    /// Whether tables of this kind may set a minimum paying pair (all but Deuces Wild).
    pub const fn has_paying_pairs(self) -> bool {
        !matches!(self, GameKind::DeucesWild)
    }

    /// The class's position in [`classes`](Self::classes), if it belongs to this kind.
    pub fn slot_of(self, class: PayClass) -> Option<usize> {
        self.classes().iter().position(|&c| c == class)
    }

    /// The key used in files and JSON: `standard`, `deuces-wild` or `joker-poker`.
    pub const fn key(self) -> &'static str {
        match self {
            GameKind::Standard => "standard",
            GameKind::DeucesWild => "deuces-wild",
            GameKind::Joker => "joker-poker",
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

    /// Reads `standard` (also `jacks-or-better`), `deuces-wild` or `joker-poker` (also
    /// `joker`), in any case, with `-` or `_`.
    fn from_str(s: &str) -> Result<GameKind, String> {
        match s.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "standard" | "jacks-or-better" => Ok(GameKind::Standard),
            "deuces-wild" => Ok(GameKind::DeucesWild),
            "joker-poker" | "joker" => Ok(GameKind::Joker),
            _ => Err(format!(
                "unknown game `{s}`: expected `standard`, `deuces-wild` or `joker-poker`"
            )),
        }
    }
}
