//! The kinds of video poker game this crate plays, as data, in the order the game menu lists
//! them. Adding a game is adding one [`GameDescription`] here (its pay tables go in
//! `builtins.rs`); the classifier, the draw tables, the machine, the strategy charts and the
//! trainer's menu read it from here. A description may combine what the others have (a joker,
//! wild deuces, the classes and lines of [`PayClass`]): Deuces and Joker Wild is one. Which
//! cards are wild is data ([`WildCards`]): any rank, the joker, or both; Threes Wild is
//! Deuces Wild's rules with the threes wild.

use super::PayClass::*;
use super::description::{GameDescription, MenuFamily, WildCards, WildNames};
use crate::cards::Rank;

/// The `…_or_better` lines and the low pair, for games whose pairs pay.
const PAIR_LINES: [(&str, &str); 14] = [
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
];

/// Names for games without wild cards (never shown).
const NO_WILDS: WildNames = WildNames {
    one: "wild card",
    many: "wild cards",
    single: false,
};

/// The standard lines above the pairs.
const STANDARD_TOP: [(&str, &str); 15] = [
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
];
/// All the standard lines.
const STANDARD_LINES: [(&str, &str); 29] = concat(STANDARD_TOP, PAIR_LINES);

/// The joker lines above the pairs.
const JOKER_TOP: [(&str, &str); 10] = [
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
];
/// All the joker lines.
const JOKER_LINES: [(&str, &str); 24] = concat(JOKER_TOP, PAIR_LINES);

/// Every game, in menu order. [`GameKind::STANDARD`](super::GameKind::STANDARD),
/// [`DEUCES_WILD`](super::GameKind::DEUCES_WILD) and [`JOKER`](super::GameKind::JOKER) are
/// the first three.
pub(crate) static GAMES: [GameDescription; 5] = [
    GameDescription {
        key: "standard",
        aliases: &["jacks-or-better"],
        name: "Jacks or Better and its bonus games",
        wild: WildCards::NONE,
        wild_names: NO_WILDS,
        classes: &[
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
        lines: &STANDARD_LINES,
        royal_line: "royal_flush",
        default_min_pair: Rank::Jack,
        paying_pairs: true,
        family: MenuFamily::FromTitle,
    },
    GameDescription {
        key: "deuces-wild",
        aliases: &[],
        name: "Deuces Wild",
        wild: WildCards::DEUCES,
        wild_names: WildNames {
            one: "deuce",
            many: "deuces",
            single: false,
        },
        classes: &[
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
        lines: &[
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
        royal_line: "natural_royal_flush",
        default_min_pair: Rank::Jack,
        paying_pairs: false,
        family: MenuFamily::Named("Deuces Wild"),
    },
    GameDescription {
        key: "joker-poker",
        aliases: &["joker"],
        name: "Joker Poker",
        wild: WildCards::JOKER,
        wild_names: WildNames {
            one: "joker",
            many: "jokers",
            single: true,
        },
        classes: &[
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
        lines: &JOKER_LINES,
        royal_line: "natural_royal_flush",
        default_min_pair: Rank::King,
        paying_pairs: true,
        family: MenuFamily::Named("Joker Poker"),
    },
    GameDescription {
        key: "deuces-and-joker-wild",
        aliases: &["deuces-and-joker", "deuces-joker-wild"],
        name: "Deuces and Joker Wild",
        wild: WildCards::DEUCES.and_joker(),
        wild_names: WildNames {
            one: "wild card",
            many: "wild cards",
            single: false,
        },
        classes: &[
            NaturalRoyalFlush,
            FiveWilds,
            FourDeuces,
            WildRoyalFlush,
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
        lines: &[
            ("natural_royal_flush", "Natural Royal Flush"),
            ("four_deuces_and_joker", "Four Deuces and a Joker"),
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
        royal_line: "natural_royal_flush",
        default_min_pair: Rank::Jack,
        paying_pairs: false,
        family: MenuFamily::Named("Deuces and Joker Wild"),
    },
    // A rank other than the deuce made wild (Anything's Wild, where the player picks the wild
    // rank): the four threes.
    GameDescription {
        key: "threes-wild",
        aliases: &[],
        name: "Threes Wild",
        wild: WildCards::rank(Rank::Three),
        wild_names: WildNames {
            one: "wild three",
            many: "wild threes",
            single: false,
        },
        classes: &[
            NaturalRoyalFlush,
            FourWilds,
            WildRoyalFlush,
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
        lines: &[
            ("natural_royal_flush", "Natural Royal Flush"),
            ("four_wilds", "Four Threes"),
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
        royal_line: "natural_royal_flush",
        default_min_pair: Rank::Jack,
        paying_pairs: false,
        family: MenuFamily::Named("Threes Wild"),
    },
];

/// `a` then `b`, at compile time.
const fn concat<const A: usize, const B: usize, const N: usize>(
    a: [(&'static str, &'static str); A],
    b: [(&'static str, &'static str); B],
) -> [(&'static str, &'static str); N] {
    let mut out = [("", ""); N];
    let mut i = 0;
    while i < A {
        out[i] = a[i];
        i += 1;
    }
    while i < N {
        out[i] = b[i - A];
        i += 1;
    }
    out
}
