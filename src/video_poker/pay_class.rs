//! How a video poker machine pays a final five-card hand: its pay class. The classes are finer
//! than poker's nine categories, because bonus games pay quads by rank and kicker, Jacks or
//! Better pays only high pairs, and Deuces Wild has hands (five of a kind, wild royal) that plain
//! poker has not. (Not to be confused with [`range::HandClass`](crate::range::HandClass), one of
//! the 169 starting hands of Hold'em.)

use std::fmt;

/// The pay class of a final five-card hand: which lines of a video poker pay table could pay it.
///
/// Each [`GameKind`](super::GameKind) uses its own subset ([`GameKind::classes`](super::GameKind::classes)),
/// best first; a few classes (flush, straight, …) appear in both. A class names the pay-table
/// lines that could pay it, most specific first ([`PayClass::lines`]): four aces with a 2
/// kicker is paid by a `four_aces_with_2_4` line if the table has one, else by `four_aces`,
/// else by `four_of_a_kind`.
///
/// ```
/// use pokerlab::CardSet;
/// use pokerlab::video_poker::{GameKind, PayClass};
/// let hand: CardSet = "Ah Ad Ac As 3d".parse().unwrap();
/// let class = GameKind::Standard.classify(hand).unwrap();
/// assert_eq!(class, PayClass::FourAcesWithLowKicker);
/// assert_eq!(class.lines(), ["four_aces_with_2_4", "four_aces", "four_of_a_kind"]);
/// let wild: CardSet = "2h 2d Kc Kh 9s".parse().unwrap();
/// assert_eq!(GameKind::DeucesWild.classify(wild), Some(PayClass::FourOfAKind));
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

impl PayClass {
    /// Every class, in declaration order.
    pub const ALL: [PayClass; 21] = [
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
    ];

    /// The pay-table line keys that can pay this class, most specific first. A table pays the
    /// class by the first of these lines it has; with none of them the class pays nothing.
    pub const fn lines(self) -> &'static [&'static str] {
        match self {
            PayClass::RoyalFlush => &["royal_flush"],
            PayClass::StraightFlush => &["straight_flush"],
            PayClass::FourAcesWithLowKicker => {
                &["four_aces_with_2_4", "four_aces", "four_of_a_kind"]
            }
            PayClass::FourAces => &["four_aces", "four_of_a_kind"],
            PayClass::FourLowWithKicker => &["four_2_4_with_a_4", "four_2_4", "four_of_a_kind"],
            PayClass::FourLow => &["four_2_4", "four_of_a_kind"],
            PayClass::FourMiddle => &["four_5_k", "four_of_a_kind"],
            PayClass::FullHouse => &["full_house"],
            PayClass::Flush => &["flush"],
            PayClass::Straight => &["straight"],
            PayClass::ThreeOfAKind => &["three_of_a_kind"],
            PayClass::TwoPair => &["two_pair"],
            PayClass::HighPair => &["jacks_or_better"],
            PayClass::LowPair => &["low_pair"],
            PayClass::Nothing => &[],
            PayClass::NaturalRoyalFlush => &["natural_royal_flush"],
            PayClass::FourDeuces => &["four_deuces"],
            PayClass::WildRoyalFlush => &["wild_royal_flush"],
            PayClass::FiveOfAKind => &["five_of_a_kind"],
            PayClass::FourOfAKind => &["four_of_a_kind"],
            PayClass::OnePair => &["one_pair"],
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
            PayClass::RoyalFlush => "Royal Flush",
            PayClass::StraightFlush => "Straight Flush",
            PayClass::FourAcesWithLowKicker => "Four Aces with a 2, 3 or 4",
            PayClass::FourAces => "Four Aces",
            PayClass::FourLowWithKicker => "Four 2s, 3s or 4s with an A, 2, 3 or 4",
            PayClass::FourLow => "Four 2s, 3s or 4s",
            PayClass::FourMiddle => "Four 5s through Kings",
            PayClass::FullHouse => "Full House",
            PayClass::Flush => "Flush",
            PayClass::Straight => "Straight",
            PayClass::ThreeOfAKind => "Three of a Kind",
            PayClass::TwoPair => "Two Pair",
            PayClass::HighPair => "Jacks or Better",
            PayClass::LowPair => "Low Pair",
            PayClass::Nothing => "Nothing",
            PayClass::NaturalRoyalFlush => "Natural Royal Flush",
            PayClass::FourDeuces => "Four Deuces",
            PayClass::WildRoyalFlush => "Wild Royal Flush",
            PayClass::FiveOfAKind => "Five of a Kind",
            PayClass::FourOfAKind => "Four of a Kind",
            PayClass::OnePair => "One Pair",
        }
    }
}

impl fmt::Display for PayClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
