//! How a video poker machine pays a final hand: its pay class. The classes are finer than
//! poker's nine categories, because bonus games pay quads by rank and kicker, Jacks or Better
//! pays only pairs from its minimum up, and wild-card games have hands (five of a kind, wild
//! royal, four deuces) that plain poker has not. (Not to be confused with
//! [`range::HandClass`](crate::range::HandClass), one of the 169 starting hands of Hold'em.)

use std::fmt;

/// The keys of the lines that set a table's minimum paying pair, lowest rank first
/// (`twos_or_better` … `aces_or_better`): a table has at most one of them.
pub const MIN_PAIR_KEYS: [&str; 13] = [
    "twos_or_better",
    "threes_or_better",
    "fours_or_better",
    "fives_or_better",
    "sixes_or_better",
    "sevens_or_better",
    "eights_or_better",
    "nines_or_better",
    "tens_or_better",
    "jacks_or_better",
    "queens_or_better",
    "kings_or_better",
    "aces_or_better",
];

/// The pay class of a final five-card hand: which lines of a video poker pay table could pay
/// it.
///
/// Each [`GameKind`](super::GameKind) uses its own subset ([`GameKind::classes`](super::GameKind::classes)),
/// best first; a few classes (flush, straight, …) appear in several. A class names the
/// pay-table lines that could pay it ([`PayClass::lines`]); a table pays it by the best-paying
/// of those lines it has (four aces with a 2 kicker: `four_aces_with_2_4` if the table has it,
/// else `four_aces`, else `four_of_a_kind`). [`HighPair`](PayClass::HighPair) is a pair at or
/// above the table's minimum paying pair (jacks unless the table says otherwise), so its
/// meaning follows the table.
///
/// ```
/// use pokerlab::CardSet;
/// use pokerlab::video_poker::{GameKind, PayClass};
/// let hand: CardSet = "Ah Ad Ac As 3d".parse().unwrap();
/// let class = GameKind::STANDARD.classify(hand).unwrap();
/// assert_eq!(class, PayClass::FourAcesWithLowKicker);
/// assert_eq!(class.lines(), ["four_aces_with_2_4", "four_aces", "four_of_a_kind"]);
/// let wild: CardSet = "2h 2d Kc Kh 9s".parse().unwrap();
/// assert_eq!(GameKind::DEUCES_WILD.classify(wild), Some(PayClass::FourOfAKind));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum PayClass {
    /// A, K, Q, J, T of one suit (no wild cards involved).
    RoyalFlush,
    /// Five in sequence, one suit, not a royal.
    StraightFlush,
    /// Four aces with a 2, 3 or 4 as the fifth card.
    FourAcesWithLowKicker,
    /// Four aces with any other fifth card (a 5 through a king).
    FourAces,
    /// Four 2s, 3s or 4s with an ace, 2, 3 or 4 as the fifth card.
    FourLowWithKicker,
    /// Four 2s, 3s or 4s with any other fifth card.
    FourLow,
    /// Four 5s through four 10s (four jacks, queens and kings are [`FourFaces`](Self::FourFaces)).
    FourMiddle,
    /// Three of one rank and two of another.
    FullHouse,
    /// Five of one suit, not in sequence.
    Flush,
    /// Five in sequence (ace high or low), not all one suit.
    Straight,
    /// Three of one rank and two odd cards.
    ThreeOfAKind,
    /// Two pairs and an odd card.
    TwoPair,
    /// One pair at or above the table's minimum paying pair (jacks or better by default; kings
    /// or better in Joker Poker).
    HighPair,
    /// One pair below the table's minimum paying pair.
    LowPair,
    /// None of the above.
    Nothing,
    /// Wild-card games: a royal flush with no wild card in it.
    NaturalRoyalFlush,
    /// Deuces Wild: all four deuces (with any fifth card but an ace, if the table pays four
    /// deuces with an ace apart).
    FourDeuces,
    /// Wild-card games: a royal flush made with one or more wild cards.
    WildRoyalFlush,
    /// Wild-card games: five cards of one rank (Deuces Wild: five 6s through five kings).
    FiveOfAKind,
    /// Wild-card games: four of a kind made with a wild card (Deuces Wild: or a natural one).
    FourOfAKind,
    /// Deuces Wild: one pair (natural, or a deuce with an odd card), which pays nothing.
    OnePair,
    /// Four jacks, queens or kings (paid apart in Aces and Faces and Super Double Bonus).
    FourFaces,
    /// Deuces Wild: four deuces and an ace.
    FourDeucesWithAce,
    /// Deuces Wild: five aces.
    FiveAces,
    /// Deuces Wild: five 3s, 4s or 5s.
    FiveThreesToFives,
    /// Deuces Wild: four natural aces with a 3 or 4.
    NaturalFourAcesWithKicker,
    /// Deuces Wild: four natural aces with a 5 through a king.
    NaturalFourAces,
    /// Deuces Wild: four natural 3s or 4s with an ace, 3 or 4.
    NaturalFourThreesFoursWithKicker,
    /// Deuces Wild: four natural 3s or 4s with a 5 through a king.
    NaturalFourThreesFours,
    /// Deuces Wild: four natural 5s through kings with a natural fifth card.
    NaturalFourFivesToKings,
    /// Deuces Wild: four natural aces and a deuce (five aces, or natural aces with a 2 kicker,
    /// whichever pays more).
    NaturalFourAcesWithDeuce,
    /// Deuces Wild: four natural 3s or 4s and a deuce.
    NaturalFourThreesFoursWithDeuce,
    /// Deuces Wild: four natural 5s and a deuce.
    NaturalFourFivesWithDeuce,
    /// Deuces Wild: four natural 6s through kings and a deuce.
    NaturalFourSixesToKingsWithDeuce,
    /// Games with wild deuces and a joker: all five wild cards (four deuces and the joker).
    FiveWilds,
    /// Games where a rank other than the deuce is wild (Threes Wild): the four cards of that
    /// rank, with any fifth card.
    FourWilds,
}

impl PayClass {
    /// Every class, in declaration order.
    pub const ALL: [PayClass; 36] = [
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
        PayClass::NaturalRoyalFlush,
        PayClass::FourDeuces,
        PayClass::WildRoyalFlush,
        PayClass::FiveOfAKind,
        PayClass::FourOfAKind,
        PayClass::OnePair,
        PayClass::FourFaces,
        PayClass::FourDeucesWithAce,
        PayClass::FiveAces,
        PayClass::FiveThreesToFives,
        PayClass::NaturalFourAcesWithKicker,
        PayClass::NaturalFourAces,
        PayClass::NaturalFourThreesFoursWithKicker,
        PayClass::NaturalFourThreesFours,
        PayClass::NaturalFourFivesToKings,
        PayClass::NaturalFourAcesWithDeuce,
        PayClass::NaturalFourThreesFoursWithDeuce,
        PayClass::NaturalFourFivesWithDeuce,
        PayClass::NaturalFourSixesToKingsWithDeuce,
        PayClass::FiveWilds,
        PayClass::FourWilds,
    ];

    /// The pay-table line keys that can pay this class, most specific first. A table pays the
    /// class by the best-paying of these lines it has (on a tie, the first); with none of them
    /// the class pays nothing.
    pub const fn lines(self) -> &'static [&'static str] {
        use PayClass::*;
        match self {
            RoyalFlush => &["royal_flush"],
            StraightFlush => &["straight_flush"],
            FourAcesWithLowKicker => &["four_aces_with_2_4", "four_aces", "four_of_a_kind"],
            FourAces => &["four_aces", "four_of_a_kind"],
            FourLowWithKicker => &["four_2_4_with_a_4", "four_2_4", "four_of_a_kind"],
            FourLow => &["four_2_4", "four_of_a_kind"],
            FourFaces => &["four_j_k", "four_5_k", "four_of_a_kind"],
            FourMiddle => &["four_5_10", "four_5_k", "four_of_a_kind"],
            FullHouse => &["full_house"],
            Flush => &["flush"],
            Straight => &["straight"],
            ThreeOfAKind => &["three_of_a_kind"],
            TwoPair => &["two_pair"],
            HighPair => &MIN_PAIR_KEYS,
            LowPair => &["low_pair"],
            Nothing => &[],
            NaturalRoyalFlush => &["natural_royal_flush"],
            FourDeucesWithAce => &["four_deuces_with_ace", "four_deuces"],
            FourDeuces => &["four_deuces"],
            WildRoyalFlush => &["wild_royal_flush"],
            FiveAces => &["five_aces", "five_of_a_kind"],
            FiveThreesToFives => &["five_3_5", "five_of_a_kind"],
            FiveOfAKind => &["five_6_k", "five_of_a_kind"],
            NaturalFourAcesWithKicker => &[
                "natural_four_aces_with_2_4",
                "natural_four_aces",
                "four_of_a_kind",
            ],
            NaturalFourAces => &["natural_four_aces", "four_of_a_kind"],
            NaturalFourThreesFoursWithKicker => &[
                "natural_four_3_4_with_a_4",
                "natural_four_3_4",
                "four_of_a_kind",
            ],
            NaturalFourThreesFours => &["natural_four_3_4", "four_of_a_kind"],
            NaturalFourFivesToKings => &["natural_four_5_k", "four_of_a_kind"],
            NaturalFourAcesWithDeuce => {
                &["natural_four_aces_with_2_4", "five_aces", "five_of_a_kind"]
            }
            NaturalFourThreesFoursWithDeuce => {
                &["natural_four_3_4_with_a_4", "five_3_5", "five_of_a_kind"]
            }
            NaturalFourFivesWithDeuce => &["natural_four_5_k", "five_3_5", "five_of_a_kind"],
            NaturalFourSixesToKingsWithDeuce => &["natural_four_5_k", "five_6_k", "five_of_a_kind"],
            FourOfAKind => &["four_of_a_kind"],
            OnePair => &["one_pair"],
            FiveWilds => &["four_deuces_and_joker", "four_deuces", "five_of_a_kind"],
            FourWilds => &["four_wilds"],
        }
    }

    /// The class a hand of this class counts as in a game that does not tell this class
    /// apart ([`GameKind::classes`](super::GameKind::classes)), if any: a game places a hand
    /// in the first class of this chain it has, and in "nothing" if it has none. The
    /// classifier names a hand by its finest class, in the words of a game without wild cards
    /// where it is a natural hand ("Four Aces with a 2, 3 or 4"); the chain takes it to a
    /// wild-card game's natural class, then to the plain class.
    ///
    /// ```
    /// use pokerlab::video_poker::PayClass;
    /// let mut chain = vec![PayClass::FourAcesWithLowKicker];
    /// while let Some(next) = chain.last().and_then(|c| c.otherwise()) {
    ///     chain.push(next);
    /// }
    /// assert_eq!(chain.last(), Some(&PayClass::FourOfAKind));
    /// ```
    pub const fn otherwise(self) -> Option<PayClass> {
        use PayClass::*;
        Some(match self {
            RoyalFlush => NaturalRoyalFlush,
            FourAcesWithLowKicker => NaturalFourAcesWithKicker,
            NaturalFourAcesWithKicker => FourAces,
            FourAces => NaturalFourAces,
            NaturalFourAces => FourOfAKind,
            FourLowWithKicker => NaturalFourThreesFoursWithKicker,
            NaturalFourThreesFoursWithKicker => FourLow,
            FourLow => NaturalFourThreesFours,
            NaturalFourThreesFours => FourOfAKind,
            FourFaces => FourMiddle,
            FourMiddle => NaturalFourFivesToKings,
            NaturalFourFivesToKings => FourOfAKind,
            FiveWilds => FourDeuces,
            FourDeucesWithAce => FourDeuces,
            NaturalFourAcesWithDeuce => FiveAces,
            NaturalFourThreesFoursWithDeuce | NaturalFourFivesWithDeuce => FiveThreesToFives,
            NaturalFourSixesToKingsWithDeuce | FiveAces | FiveThreesToFives => FiveOfAKind,
            HighPair | LowPair => OnePair,
            NaturalRoyalFlush | FourDeuces | WildRoyalFlush | FiveOfAKind | StraightFlush
            | FourOfAKind | FullHouse | Flush | Straight | ThreeOfAKind | TwoPair | OnePair
            | Nothing | FourWilds => return None,
        })
    }

    /// The machine key: the most specific line key, or `nothing`.
    pub const fn key(self) -> &'static str {
        match self {
            PayClass::HighPair => "high_pair",
            _ => match self.lines() {
                [first, ..] => first,
                [] => "nothing",
            },
        }
    }

    /// The class in a player's words: "Four Aces with a 2, 3 or 4", "High Pair".
    pub const fn name(self) -> &'static str {
        use PayClass::*;
        match self {
            RoyalFlush => "Royal Flush",
            StraightFlush => "Straight Flush",
            FourAcesWithLowKicker => "Four Aces with a 2, 3 or 4",
            FourAces => "Four Aces",
            FourLowWithKicker => "Four 2s, 3s or 4s with an A, 2, 3 or 4",
            FourLow => "Four 2s, 3s or 4s",
            FourFaces => "Four Jacks, Queens or Kings",
            FourMiddle => "Four 5s through 10s",
            FullHouse => "Full House",
            Flush => "Flush",
            Straight => "Straight",
            ThreeOfAKind => "Three of a Kind",
            TwoPair => "Two Pair",
            HighPair => "High Pair",
            LowPair => "Low Pair",
            Nothing => "Nothing",
            NaturalRoyalFlush => "Natural Royal Flush",
            FourDeucesWithAce => "Four Deuces with an Ace",
            FourDeuces => "Four Deuces",
            WildRoyalFlush => "Wild Royal Flush",
            FiveAces => "Five Aces",
            FiveThreesToFives => "Five 3s, 4s or 5s",
            FiveOfAKind => "Five of a Kind",
            NaturalFourAcesWithKicker => "Natural Four Aces with a 3 or 4",
            NaturalFourAces => "Natural Four Aces",
            NaturalFourThreesFoursWithKicker => "Natural Four 3s or 4s with an A, 3 or 4",
            NaturalFourThreesFours => "Natural Four 3s or 4s",
            NaturalFourFivesToKings => "Natural Four 5s through Kings",
            NaturalFourAcesWithDeuce => "Natural Four Aces with a Deuce",
            NaturalFourThreesFoursWithDeuce => "Natural Four 3s or 4s with a Deuce",
            NaturalFourFivesWithDeuce => "Natural Four 5s with a Deuce",
            NaturalFourSixesToKingsWithDeuce => "Natural Four 6s through Kings with a Deuce",
            FourOfAKind => "Four of a Kind",
            OnePair => "One Pair",
            FiveWilds => "Four Deuces and a Joker",
            FourWilds => "Four Wild Cards",
        }
    }
}

impl fmt::Display for PayClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
