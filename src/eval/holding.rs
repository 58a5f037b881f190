//! What two hole cards hold on a flop or a turn, in the words players and range tools
//! (Flopzilla, GTO Wizard, Equilab) use: one *made hand* class per combo — the best that
//! applies — and any number of *draws*.
//!
//! A class looks at the best five cards *and* at what the hole cards add to them: two pair is
//! split by where its pairs come from, a pair by its place on the board, and a hand the board
//! makes alone (trips or two pair on the board) is named as such, with the hole card that plays
//! as its kicker ([`Holding::kicker`]). `docs/CLI.md` has the same table with one example per
//! class. Ranks are the board's *distinct* ranks, highest first (on K K 7 the top card is the
//! king, the second the seven).
//!
//! | class | key | the combo (hole cards `h`, board `b`) … | example |
//! | --- | --- | --- | --- |
//! | straight flush | `straight_flush` | makes a straight flush | A♠K♠ on Q♠ J♠ T♠ |
//! | quads | `quads` | makes four of a kind — *including the board's own four on a turn* (7 7 7 7), where the kicker decides | A♣7♦ on 7♥ 7♣ 7♠ |
//! | full house | `full_house` | makes a full house — *including a pocket pair on the board's trips* (7 7 on 9 9 9: the board's three of a kind make most of it) | 2♦2♣ on 7♥ 7♣ 7♠ |
//! | flush | `flush` | makes a flush | A♥Q♥ on J♥ T♥ 2♥ |
//! | straight | `straight` | makes a straight | J♠9♦ on Q♥ T♣ 8♣ |
//! | set | `set` | is a pocket pair with one card of its rank on the board | 7♦7♣ on 7♥ K♠ 2♠ |
//! | trips | `trips` | has one hole card whose rank the board holds twice | K♠7♦ on 7♥ 7♣ 2♠ |
//! | two pair, both hole cards | `two_pair_hole_cards` | has both hole cards, of different ranks, pairing board cards | K♦7♦ on K♣ 7♥ 2♠ |
//! | two pair, one card and the board's pair | `two_pair_board_pair` | has one hole card pairing an unpaired board rank on a paired board | 7♠6♠ on K♦ K♣ 7♥ |
//! | overpair | `overpair` | is a pocket pair above every board card | Q♠Q♦ on J♥ 7♣ 2♠ |
//! | top pair, top kicker | `top_pair_top_kicker` | has a hole card pairing the top card, the other the best rank not on the board | A♠K♦ on K♥ 7♣ 2♠ |
//! | top pair, good kicker | `top_pair_good_kicker` | as top pair, the kicker the second to fourth best rank not on the board | K♠J♦ on K♥ 7♣ 2♠ |
//! | top pair, weak kicker | `top_pair_weak_kicker` | as top pair, any lower kicker | K♠5♦ on K♥ 7♣ 2♠ |
//! | underpair | `underpair` | is a pocket pair below the top card and above the lowest (between board cards) | 9♠9♦ on K♥ K♣ 7♠ |
//! | second pair | `second_pair` | has a hole card pairing the second card | Q♠7♦ on K♥ 7♣ 2♠ |
//! | third pair | `third_pair` | has a hole card pairing the third card or a lower one | A♠2♦ on K♥ 7♣ 2♠ |
//! | pocket pair below the board | `low_pocket_pair` | is a pocket pair below every board card | 3♠3♦ on K♥ 7♣ 5♠ |
//! | trips on the board | `board_trips` | the board holds trips, the hole cards only kickers | A♦2♣ on 7♥ 7♣ 7♠ |
//! | two pair on the board | `board_two_pair` | on a turn, the board holds two pairs, the hole cards pair neither and are no pocket pair | A♦2♣ on K♥ K♣ 7♠ 7♦ |
//! | ace high | `ace_high` | none of the above, and holds an ace | A♦Q♣ on K♥ 7♣ 2♠ |
//! | nothing | `nothing` | none of the above | Q♦J♣ on K♥ 7♣ 2♠ |
//!
//! A pocket pair on a paired board is two pair by its best five cards; it is named by the
//! pocket pair's place (overpair, underpair, pocket pair below the board), as players and the
//! pair filters of range tools do: 9 9 on K K 7 is an underpair. A top pair's kicker is placed
//! among the ranks not on the board: on K 7 2 the ace is the top kicker, Q J T are good.
//!
//! | draw | key | the combo … | example |
//! | --- | --- | --- | --- |
//! | nut flush draw | `nut_flush_draw` | has four cards of a suit, at least one in the hand, no flush, and its highest hole card of the suit is the best rank of the suit not on the board | A♥5♣ on K♥ 8♥ 2♥ (one card), A♥2♥ on K♥ 8♥ 3♣ |
//! | non-nut flush draw | `non_nut_flush_draw` | as a flush draw, not the nut one | Q♥J♥ on K♥ 8♥ 3♣ |
//! | two-card flush draw | `two_card_flush_draw` | a flush draw holding two cards of the suit | Q♥J♥ on K♥ 8♥ 3♣ |
//! | one-card flush draw | `one_card_flush_draw` | a flush draw holding one card of the suit (a monotone flop, a turn with three of a suit) | A♥5♣ on K♥ 8♥ 2♥ |
//! | open-ended | `open_ended` | no straight or better; the ranks that give it a straight (higher than the board makes with that card alone) include both ends of four consecutive ranks it holds | 9♠8♠ on 7♥ 6♣ 2♠ |
//! | double gutshot | `double_gutshot` | as open-ended, two or more such ranks but not the two ends of four in a row | J♠8♦ on 9♥ 7♣ 5♠ |
//! | gutshot | `gutshot` | exactly one such rank | A♠5♦ on 4♣ 3♥ K♦ |
//! | combo draw | `combo_draw` | a flush draw, an open-ended or a double gutshot, with a pair (overpair to pocket pair below the board) or with the other kind of draw (a flush draw and any straight draw) | 9♥8♥ on T♥ 7♣ 2♥ |
//! | backdoor flush draw | `backdoor_flush_draw` | on the flop only: three cards of a suit with at least one in the hand, no flush draw | A♠5♠ on 4♠ 3♥ K♦ |
//! | backdoor straight draw | `backdoor_straight_draw` | on the flop only: no straight draw, but two more cards could give it a straight higher than the board makes with them | Q♠J♦ on T♥ 4♣ 2♠ |
//! | two overcards | `two_overcards` | is ace high or nothing, with two different hole ranks both above every board card | A♦Q♣ on J♥ 7♣ 2♠ |
//!
//! A draw counts only for a made hand it would improve: no straight draw for a straight or
//! better, no flush draw for a flush or better (a full house, quads).
//!
//! **"Or better"** (`KEY+` in `narrow --keep`) follows the order of the table: `set+` is a
//! set, a straight, a flush, a full house, quads or a straight flush — *including* the full
//! houses a pocket pair makes with the board's trips (7 7 on 9 9 9) and the board's own quads
//! on a turn (A 2 on 7 7 7 7), which count as `full_house` and `quads`. Trips or two pair
//! the board holds alone are not in `set+` nor `two_pair+`: they are `board_trips` and
//! `board_two_pair`, below the pairs.
//! Some keys name a group of classes ([`MadeHand::group`]): `two_pair` (both two pair classes),
//! `top_pair` (the three kickers), `flush_draw` (nut and non-nut); the keys of the earlier
//! classes still read: `weaker_pair` (third pair or a pocket pair below the board).

mod classify;
mod keys;

pub use classify::classify_holding;
pub use keys::{DRAW_GROUPS, MADE_GROUPS};

use std::fmt;

use crate::cards::Rank;

/// A combo's made hand on the flop or turn: one class per combo, the best that applies
/// (see the [module](self) for the exact definitions). Best first.
///
/// ```
/// use pokerlab::eval::{classify_holding, MadeHand};
/// let board = "Kh 7c 2d".parse()?;
/// let made = |hole: &str| classify_holding(hole.parse().unwrap(), board).map(|h| h.made);
/// assert_eq!(made("Ks Qs"), Some(MadeHand::TopPairGoodKicker));
/// assert_eq!(made("9s 9d"), Some(MadeHand::Underpair));
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
    TwoPairHoleCards,
    TwoPairBoardPair,
    Overpair,
    TopPairTopKicker,
    TopPairGoodKicker,
    TopPairWeakKicker,
    Underpair,
    SecondPair,
    ThirdPair,
    LowPocketPair,
    BoardTrips,
    BoardTwoPair,
    AceHigh,
    Nothing,
}

/// Which part of the table a made-hand class belongs to (the Flops tab and Hand Odds group
/// classes this way).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MadeGroup {
    /// Two pair or better made with the hole cards.
    Made,
    /// One pair made with the hole cards (overpair to pocket pair below the board).
    Pairs,
    /// The board's own hand, ace high or nothing.
    Unpaired,
}

impl MadeGroup {
    /// The heading people read: "Made hands", "Pairs", "No pair of mine".
    pub const fn name(self) -> &'static str {
        match self {
            MadeGroup::Made => "Made hands",
            MadeGroup::Pairs => "Pairs",
            MadeGroup::Unpaired => "No pair of mine",
        }
    }
}

/// The number of made-hand classes.
pub const MADE_HANDS: usize = 21;
/// The number of draws.
pub const DRAWS: usize = 11;

impl MadeHand {
    /// Every class, best first.
    pub const ALL: [MadeHand; MADE_HANDS] = [
        MadeHand::StraightFlush,
        MadeHand::Quads,
        MadeHand::FullHouse,
        MadeHand::Flush,
        MadeHand::Straight,
        MadeHand::Set,
        MadeHand::Trips,
        MadeHand::TwoPairHoleCards,
        MadeHand::TwoPairBoardPair,
        MadeHand::Overpair,
        MadeHand::TopPairTopKicker,
        MadeHand::TopPairGoodKicker,
        MadeHand::TopPairWeakKicker,
        MadeHand::Underpair,
        MadeHand::SecondPair,
        MadeHand::ThirdPair,
        MadeHand::LowPocketPair,
        MadeHand::BoardTrips,
        MadeHand::BoardTwoPair,
        MadeHand::AceHigh,
        MadeHand::Nothing,
    ];

    /// The index in [`ALL`](Self::ALL), 0 (straight flush) to 20 (nothing).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name people read: "Top pair, top kicker", "Ace high".
    pub const fn name(self) -> &'static str {
        keys::MADE_TEXT[self as usize].1
    }

    /// The key (JSON, `narrow --keep`): `top_pair_top_kicker`, `ace_high`.
    pub const fn key(self) -> &'static str {
        keys::MADE_TEXT[self as usize].0
    }

    /// One example, hole cards on a board: "A♠K♦ on K♥ 7♣ 2♠".
    pub const fn example(self) -> &'static str {
        keys::MADE_TEXT[self as usize].2
    }

    /// The part of the table the class is in.
    pub const fn group(self) -> MadeGroup {
        match self as usize {
            0..=8 => MadeGroup::Made,
            9..=16 => MadeGroup::Pairs,
            _ => MadeGroup::Unpaired,
        }
    }

    /// Whether the hole cards make a pair (the [`MadeGroup::Pairs`] classes).
    pub const fn is_pair(self) -> bool {
        matches!(self.group(), MadeGroup::Pairs)
    }

    /// The classes a key names: a class's own key, or a group key (`top_pair`, `two_pair`,
    /// the earlier `weaker_pair`), best first. `None` for an unknown key.
    pub fn from_key(key: &str) -> Option<&'static [MadeHand]> {
        keys::made_from_key(key)
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
    NutFlushDraw = 0,
    NonNutFlushDraw,
    TwoCardFlushDraw,
    OneCardFlushDraw,
    OpenEnded,
    DoubleGutshot,
    Gutshot,
    ComboDraw,
    BackdoorFlushDraw,
    BackdoorStraightDraw,
    TwoOvercards,
}

impl Draw {
    /// Every draw, strongest first.
    pub const ALL: [Draw; DRAWS] = [
        Draw::NutFlushDraw,
        Draw::NonNutFlushDraw,
        Draw::TwoCardFlushDraw,
        Draw::OneCardFlushDraw,
        Draw::OpenEnded,
        Draw::DoubleGutshot,
        Draw::Gutshot,
        Draw::ComboDraw,
        Draw::BackdoorFlushDraw,
        Draw::BackdoorStraightDraw,
        Draw::TwoOvercards,
    ];

    /// The index in [`ALL`](Self::ALL).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name people read: "Nut flush draw", "Gutshot".
    pub const fn name(self) -> &'static str {
        keys::DRAW_TEXT[self as usize].1
    }

    /// The key (JSON, `narrow --keep`): `nut_flush_draw`, `open_ended`.
    pub const fn key(self) -> &'static str {
        keys::DRAW_TEXT[self as usize].0
    }

    /// One example, hole cards on a board: "J♠8♦ on 9♥ 7♣ 5♠".
    pub const fn example(self) -> &'static str {
        keys::DRAW_TEXT[self as usize].2
    }

    /// The draws a key names: a draw's own key or a group key (`flush_draw`). `None` for an
    /// unknown key.
    pub fn from_key(key: &str) -> Option<&'static [Draw]> {
        keys::draw_from_key(key)
    }
}

impl fmt::Display for Draw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of [`Draw`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Draws(u16);

impl Draws {
    /// No draw.
    pub const NONE: Draws = Draws(0);

    /// Whether `draw` is in the set.
    pub const fn contains(self, draw: Draw) -> bool {
        self.0 >> draw as u16 & 1 == 1
    }

    /// The set with `draw` added.
    #[must_use]
    pub const fn with(self, draw: Draw) -> Draws {
        Draws(self.0 | 1 << draw as u16)
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
    /// For [`MadeHand::BoardTrips`] and [`MadeHand::BoardTwoPair`]: the higher hole card's
    /// rank when it plays in the best five cards (the kicker that decides against another
    /// hand playing the board); `None` when the board's own card plays instead, and for
    /// every other class.
    pub kicker: Option<Rank>,
}
