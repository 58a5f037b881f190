//! The final hands a video poker machine tells apart — finer than poker's nine categories,
//! because bonus games pay quads by rank and kicker, Jacks or Better pays only high pairs, and
//! Deuces Wild has hands (five of a kind, wild royal) that plain poker has not.

use std::fmt;

/// The class of a final five-card hand, as a video poker pay table sees it.
///
/// Each [`GameKind`](super::GameKind) uses its own subset ([`GameKind::classes`](super::GameKind::classes)),
/// best first; a few classes (flush, straight, …) appear in both. A class names the pay-table
/// lines that could pay it, most specific first ([`HandClass::lines`]): four aces with a 2
/// kicker is paid by a `four_aces_with_2_4` line if the table has one, else by `four_aces`,
/// else by `four_of_a_kind`.
///
/// ```
/// use pokerlab::CardSet;
/// use pokerlab::video_poker::{GameKind, HandClass};
/// let hand: CardSet = "Ah Ad Ac As 3d".parse().unwrap();
/// let class = GameKind::Standard.classify(hand).unwrap();
/// assert_eq!(class, HandClass::FourAcesWithLowKicker);
/// assert_eq!(class.lines(), ["four_aces_with_2_4", "four_aces", "four_of_a_kind"]);
/// let wild: CardSet = "2h 2d Kc Kh 9s".parse().unwrap();
/// assert_eq!(GameKind::DeucesWild.classify(wild), Some(HandClass::FourOfAKind));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum HandClass {
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
    /// Four 5s through four kings.
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
    /// One pair of jacks, queens, kings or aces.
    HighPair,
    /// One pair of 2s through 10s.
    LowPair,
    /// None of the above.
    Nothing,
    /// Deuces Wild: a royal flush with no deuce in it.
    NaturalRoyalFlush,
    /// Deuces Wild: all four deuces.
    FourDeuces,
    /// Deuces Wild: a royal flush made with one or more deuces.
    WildRoyalFlush,
    /// Deuces Wild: five cards of one rank (with deuces).
    FiveOfAKind,
    /// Deuces Wild: four of a kind (natural or with deuces).
    FourOfAKind,
    /// Deuces Wild: one pair (natural, or a deuce with an odd card), which pays nothing.
    OnePair,
}

impl HandClass {
    /// Every class, in declaration order.
    pub const ALL: [HandClass; 21] = [
        HandClass::RoyalFlush,
        HandClass::StraightFlush,
        HandClass::FourAcesWithLowKicker,
        HandClass::FourAces,
        HandClass::FourLowWithKicker,
        HandClass::FourLow,
        HandClass::FourMiddle,
        HandClass::FullHouse,
        HandClass::Flush,
        HandClass::Straight,
        HandClass::ThreeOfAKind,
        HandClass::TwoPair,
        HandClass::HighPair,
        HandClass::LowPair,
        HandClass::Nothing,
        HandClass::NaturalRoyalFlush,
        HandClass::FourDeuces,
        HandClass::WildRoyalFlush,
        HandClass::FiveOfAKind,
        HandClass::FourOfAKind,
        HandClass::OnePair,
    ];

    /// The pay-table line keys that can pay this class, most specific first. A table pays the
    /// class by the first of these lines it has; with none of them the class pays nothing.
    pub const fn lines(self) -> &'static [&'static str] {
        match self {
            HandClass::RoyalFlush => &["royal_flush"],
            HandClass::StraightFlush => &["straight_flush"],
            HandClass::FourAcesWithLowKicker => {
                &["four_aces_with_2_4", "four_aces", "four_of_a_kind"]
            }
            HandClass::FourAces => &["four_aces", "four_of_a_kind"],
            HandClass::FourLowWithKicker => &["four_2_4_with_a_4", "four_2_4", "four_of_a_kind"],
            HandClass::FourLow => &["four_2_4", "four_of_a_kind"],
            HandClass::FourMiddle => &["four_5_k", "four_of_a_kind"],
            HandClass::FullHouse => &["full_house"],
            HandClass::Flush => &["flush"],
            HandClass::Straight => &["straight"],
            HandClass::ThreeOfAKind => &["three_of_a_kind"],
            HandClass::TwoPair => &["two_pair"],
            HandClass::HighPair => &["jacks_or_better"],
            HandClass::LowPair => &["low_pair"],
            HandClass::Nothing => &[],
            HandClass::NaturalRoyalFlush => &["natural_royal_flush"],
            HandClass::FourDeuces => &["four_deuces"],
            HandClass::WildRoyalFlush => &["wild_royal_flush"],
            HandClass::FiveOfAKind => &["five_of_a_kind"],
            HandClass::FourOfAKind => &["four_of_a_kind"],
            HandClass::OnePair => &["one_pair"],
        }
    }

    /// The machine key: the most specific line key, or `nothing`.
    pub const fn key(self) -> &'static str {
        match self.lines() {
            [first, ..] => first,
            [] => "nothing",
        }
    }

    /// The class in a player's words: "Four Aces with a 2, 3 or 4", "Jacks or Better".
    pub const fn name(self) -> &'static str {
        match self {
            HandClass::RoyalFlush => "Royal Flush",
            HandClass::StraightFlush => "Straight Flush",
            HandClass::FourAcesWithLowKicker => "Four Aces with a 2, 3 or 4",
            HandClass::FourAces => "Four Aces",
            HandClass::FourLowWithKicker => "Four 2s, 3s or 4s with an A, 2, 3 or 4",
            HandClass::FourLow => "Four 2s, 3s or 4s",
            HandClass::FourMiddle => "Four 5s through Kings",
            HandClass::FullHouse => "Full House",
            HandClass::Flush => "Flush",
            HandClass::Straight => "Straight",
            HandClass::ThreeOfAKind => "Three of a Kind",
            HandClass::TwoPair => "Two Pair",
            HandClass::HighPair => "Jacks or Better",
            HandClass::LowPair => "Low Pair",
            HandClass::Nothing => "Nothing",
            HandClass::NaturalRoyalFlush => "Natural Royal Flush",
            HandClass::FourDeuces => "Four Deuces",
            HandClass::WildRoyalFlush => "Wild Royal Flush",
            HandClass::FiveOfAKind => "Five of a Kind",
            HandClass::FourOfAKind => "Four of a Kind",
            HandClass::OnePair => "One Pair",
        }
    }
}

impl fmt::Display for HandClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
