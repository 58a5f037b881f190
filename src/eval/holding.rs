//! What two hole cards hold on a flop or a turn, in the words of range tools (Flopzilla,
//! Equilab): one *made hand* class — the best that applies — and any number of *draws*.
//!
//! The classes look at what the hole cards add to the board, so a pair, trips or quads that
//! lie on the board alone do not count (a board of 7 7 K with A 2 is "ace high"):
//!
//! | class | the combo (hole cards `h`, board `b`) … |
//! | --- | --- |
//! | straight flush | makes a straight flush (on a flop or turn it always uses a hole card) |
//! | quads | makes four of a kind with at least one hole card of its rank |
//! | full house | makes a full house (on a flop or turn always with a hole card: `2 2` on `7 7 7` is one) |
//! | flush | makes a flush |
//! | straight | makes a straight |
//! | set | is a pocket pair with one card of its rank on the board |
//! | trips | has one hole card whose rank the board holds twice |
//! | two pair | has both hole cards, of different ranks, pairing board cards (one hole card pairing a paired board is a pair, classed by that pair) |
//! | overpair | is a pocket pair above every board card |
//! | top pair | has a hole card pairing the board's highest rank |
//! | second pair | has a hole card pairing the board's second-highest distinct rank, or is a pocket pair between the board's highest and second-highest distinct ranks |
//! | weaker pair | has a hole card pairing a lower board rank, or is a pocket pair below the board's second-highest distinct rank (below its only rank on a board of one rank) |
//! | ace high | none of the above, and holds an ace |
//! | nothing | none of the above |
//!
//! | draw | the combo … |
//! | --- | --- |
//! | flush draw | has four cards of a suit with at least one in the hand, and no flush (a made straight, set or pair with a flush draw counts it) |
//! | open-ended | is no straight or better, and two or more ranks would give it a straight higher than the board and that card alone make (a double gutshot counts) |
//! | gutshot | as open-ended, but exactly one rank |
//! | backdoor flush draw | on the flop only: three cards of a suit with at least one in the hand, no flush or flush draw |
//! | two overcards | is ace high or nothing, with two different hole ranks both above every board card |
//!
//! A draw counts only for a made hand it would improve: no straight draw for a straight or
//! better, no flush draw for a flush or better (a full house, quads).

use std::fmt;

use super::{Category, evaluate};
use crate::cards::{CardSet, Rank, Suit};

/// A combo's made hand on the flop or turn: one class per combo, the best that applies
/// (see the [module](self) for the exact definitions). Best first.
///
/// ```
/// use pokerlab::eval::{classify_holding, MadeHand};
/// let board = "Kh 7c 2d".parse()?;
/// let made = |hole: &str| classify_holding(hole.parse().unwrap(), board).map(|h| h.made);
/// assert_eq!(made("Ks Qs"), Some(MadeHand::TopPair));
/// assert_eq!(made("9s 9d"), Some(MadeHand::SecondPair));
/// assert_eq!(made("7s 7d"), Some(MadeHand::Set));
/// assert_eq!(made("As Qd"), Some(MadeHand::AceHigh));
/// # Ok::<(), pokerlab::CardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum MadeHand {
    StraightFlush = 0,
    Quads,
    FullHouse,
    Flush,
    Straight,
    Set,
    Trips,
    TwoPair,
    Overpair,
    TopPair,
    SecondPair,
    WeakerPair,
    AceHigh,
    Nothing,
}

impl MadeHand {
    /// Every class, best first.
    pub const ALL: [MadeHand; 14] = [
        MadeHand::StraightFlush,
        MadeHand::Quads,
        MadeHand::FullHouse,
        MadeHand::Flush,
        MadeHand::Straight,
        MadeHand::Set,
        MadeHand::Trips,
        MadeHand::TwoPair,
        MadeHand::Overpair,
        MadeHand::TopPair,
        MadeHand::SecondPair,
        MadeHand::WeakerPair,
        MadeHand::AceHigh,
        MadeHand::Nothing,
    ];

    /// The index in [`ALL`](Self::ALL), 0 (straight flush) to 13 (nothing).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name people read: "Top pair", "Ace high".
    pub const fn name(self) -> &'static str {
        [
            "Straight flush",
            "Quads",
            "Full house",
            "Flush",
            "Straight",
            "Set",
            "Trips",
            "Two pair",
            "Overpair",
            "Top pair",
            "Second pair",
            "Weaker pair",
            "Ace high",
            "Nothing",
        ][self as usize]
    }

    /// The JSON key: `top_pair`, `ace_high`.
    pub const fn key(self) -> &'static str {
        [
            "straight_flush",
            "quads",
            "full_house",
            "flush",
            "straight",
            "set",
            "trips",
            "two_pair",
            "overpair",
            "top_pair",
            "second_pair",
            "weaker_pair",
            "ace_high",
            "nothing",
        ][self as usize]
    }
}

impl fmt::Display for MadeHand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A draw a combo holds on the flop or turn (a combo can hold several; see the
/// [module](self) for the definitions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Draw {
    FlushDraw = 0,
    OpenEnded,
    Gutshot,
    BackdoorFlushDraw,
    TwoOvercards,
}

impl Draw {
    /// Every draw, strongest first.
    pub const ALL: [Draw; 5] = [
        Draw::FlushDraw,
        Draw::OpenEnded,
        Draw::Gutshot,
        Draw::BackdoorFlushDraw,
        Draw::TwoOvercards,
    ];

    /// The index in [`ALL`](Self::ALL).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name people read: "Flush draw", "Gutshot".
    pub const fn name(self) -> &'static str {
        [
            "Flush draw",
            "Open-ended",
            "Gutshot",
            "Backdoor flush draw",
            "Two overcards",
        ][self as usize]
    }

    /// The JSON key: `flush_draw`, `open_ended`.
    pub const fn key(self) -> &'static str {
        [
            "flush_draw",
            "open_ended",
            "gutshot",
            "backdoor_flush_draw",
            "two_overcards",
        ][self as usize]
    }
}

impl fmt::Display for Draw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of [`Draw`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Draws(u8);

impl Draws {
    /// No draw.
    pub const NONE: Draws = Draws(0);

    /// Whether `draw` is in the set.
    pub const fn contains(self, draw: Draw) -> bool {
        self.0 >> draw as u8 & 1 == 1
    }

    /// The set with `draw` added.
    #[must_use]
    pub const fn with(self, draw: Draw) -> Draws {
        Draws(self.0 | 1 << draw as u8)
    }

    /// Whether there is no draw.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The draws in the set, strongest first.
    pub fn iter(self) -> impl Iterator<Item = Draw> {
        Draw::ALL.into_iter().filter(move |&d| self.contains(d))
    }
}

/// What a combo holds on a flop or turn: its made hand and its draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Holding {
    /// The best made-hand class that applies.
    pub made: MadeHand,
    /// Every draw it has.
    pub draws: Draws,
}

/// The top of the best straight in a set of ranks (bit `r` = rank `r`): the top rank's index
/// plus one (4 for the wheel, 13 for the broadway), or 0 for none. One load per set.
static STRAIGHT_TOP: [u8; 8192] = {
    let mut table = [0u8; 8192];
    let mut mask = 0usize;
    while mask < 8192 {
        let mut top = 12usize;
        let mut found = 0u8;
        while top >= 4 {
            let window = 0b11111usize << (top - 4);
            if mask & window == window {
                found = top as u8 + 1;
                break;
            }
            top -= 1;
        }
        if found == 0 && mask & 0b1_0000_0000_1111 == 0b1_0000_0000_1111 {
            found = 4;
        }
        table[mask] = found;
        mask += 1;
    }
    table
};

/// The top of the best straight in `ranks` (see [`STRAIGHT_TOP`]).
#[inline]
fn straight_top(ranks: u16) -> u8 {
    STRAIGHT_TOP[usize::from(ranks) & 8191]
}

/// Classifies hole cards `hole` on a flop or turn `board`: `None` unless `hole` is two cards,
/// `board` three or four, and they share no card. See the [module](self) for the classes.
///
/// ```
/// use pokerlab::eval::{classify_holding, Draw, MadeHand};
/// let board = "Qh 7h 2c".parse()?;
/// let nut_draw = classify_holding("Ah Kh".parse()?, board).unwrap();
/// assert_eq!(nut_draw.made, MadeHand::AceHigh);
/// assert!(nut_draw.draws.contains(Draw::FlushDraw));
/// assert!(nut_draw.draws.contains(Draw::TwoOvercards));
/// let combo_draw = classify_holding("9h 8h".parse()?, "Th 7c 2h".parse()?).unwrap();
/// assert!(combo_draw.draws.contains(Draw::FlushDraw) && combo_draw.draws.contains(Draw::OpenEnded));
/// # Ok::<(), pokerlab::CardError>(())
/// ```
pub fn classify_holding(hole: CardSet, board: CardSet) -> Option<Holding> {
    if hole.len() != 2 || !(3..=4).contains(&board.len()) || hole.intersects(board) {
        return None;
    }
    let all = hole | board;
    let made = made_hand(hole, board, evaluate(all).category());
    let mut draws = Draws::NONE;
    if made > MadeHand::Flush {
        let mut backdoor = false;
        for suit in Suit::ALL {
            let in_hand = hole.suit_ranks(suit) != 0;
            match all.suit_ranks(suit).count_ones() {
                4 if in_hand => draws = draws.with(Draw::FlushDraw),
                3 if in_hand && board.len() == 3 => backdoor = true,
                _ => {}
            }
        }
        if backdoor && !draws.contains(Draw::FlushDraw) {
            draws = draws.with(Draw::BackdoorFlushDraw);
        }
    }
    if made > MadeHand::Straight {
        let (ranks, board_ranks) = (all.ranks(), board.ranks());
        let outs = (0..13)
            .filter(|r| straight_top(ranks | 1 << r) > straight_top(board_ranks | 1 << r))
            .count();
        match outs {
            0 => {}
            1 => draws = draws.with(Draw::Gutshot),
            _ => draws = draws.with(Draw::OpenEnded),
        }
    }
    if made >= MadeHand::AceHigh {
        let (high, low) = hole_ranks(hole);
        let top = 15 - board.ranks().leading_zeros() as usize;
        if high != low && low.index() > top {
            draws = draws.with(Draw::TwoOvercards);
        }
    }
    Some(Holding { made, draws })
}

/// The hole cards' ranks, higher first.
fn hole_ranks(hole: CardSet) -> (Rank, Rank) {
    let ranks: Vec<Rank> = hole.iter().map(|c| c.rank()).collect();
    match ranks.as_slice() {
        &[a, b] => (a.max(b), a.min(b)),
        _ => (Rank::Two, Rank::Two),
    }
}

/// The made-hand class of `hole` on `board`, the whole hand being of `category`.
fn made_hand(hole: CardSet, board: CardSet, category: Category) -> MadeHand {
    let (high, low) = hole_ranks(hole);
    match category {
        Category::StraightFlush => return MadeHand::StraightFlush,
        Category::FourOfAKind if (hole | board).count_rank(high) == 4 => return MadeHand::Quads,
        Category::FourOfAKind if (hole | board).count_rank(low) == 4 => return MadeHand::Quads,
        Category::FullHouse => return MadeHand::FullHouse,
        Category::Flush => return MadeHand::Flush,
        Category::Straight => return MadeHand::Straight,
        _ => {}
    }
    // The board's distinct ranks, highest first.
    let board_ranks = board.ranks();
    let top = 15 - board_ranks.leading_zeros() as usize;
    let below_top = board_ranks & !(1 << top);
    let second = (below_top != 0).then(|| 15 - below_top.leading_zeros() as usize);
    let (h, l) = (high.index(), low.index());
    if h == l {
        return match board.count_rank(high) {
            1 => MadeHand::Set,
            _ if h > top => MadeHand::Overpair,
            _ if second.is_some_and(|s| h > s) => MadeHand::SecondPair,
            _ => MadeHand::WeakerPair,
        };
    }
    let (on_high, on_low) = (board.count_rank(high), board.count_rank(low));
    if on_high == 2 || on_low == 2 {
        return MadeHand::Trips;
    }
    if on_high >= 1 && on_low >= 1 {
        return MadeHand::TwoPair;
    }
    let paired = if on_high >= 1 {
        Some(h)
    } else if on_low >= 1 {
        Some(l)
    } else {
        None
    };
    match paired {
        Some(p) if p == top => MadeHand::TopPair,
        Some(p) if Some(p) == second => MadeHand::SecondPair,
        Some(_) => MadeHand::WeakerPair,
        None if high == Rank::Ace => MadeHand::AceHigh,
        None => MadeHand::Nothing,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_straight_table_knows_the_wheel_and_broadway() {
        assert_eq!(straight_top(0b1_0000_0000_1111), 4);
        assert_eq!(straight_top(0b1_1111_0000_0000), 13);
        assert_eq!(straight_top(0b1_1111_0000_1111), 13);
        assert_eq!(straight_top(0b0_0000_0111_1100), 7);
        assert_eq!(straight_top(0b0_0000_0111_0110), 0);
    }
}
