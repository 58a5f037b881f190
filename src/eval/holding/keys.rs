//! The words of the holdings classes: each class's key, name and example, and the keys that
//! name several classes — the groups players ask for (`top_pair`, `two_pair`, `flush_draw`)
//! and the keys of the earlier, coarser classes (`weaker_pair`), so that saved steps and
//! scripts read as before.

use super::{Draw, MadeHand};

/// Per made-hand class, in [`MadeHand::ALL`] order: key, name, example.
pub(super) const MADE_TEXT: [(&str, &str, &str); super::MADE_HANDS] = [
    ("straight_flush", "Straight flush", "A♠K♠ on Q♠ J♠ T♠"),
    ("quads", "Quads", "A♣7♦ on 7♥ 7♣ 7♠"),
    ("full_house", "Full house", "2♦2♣ on 7♥ 7♣ 7♠"),
    ("flush", "Flush", "A♥Q♥ on J♥ T♥ 2♥"),
    ("straight", "Straight", "J♠9♦ on Q♥ T♣ 8♣"),
    ("set", "Set", "7♦7♣ on 7♥ K♠ 2♠"),
    ("trips", "Trips", "K♠7♦ on 7♥ 7♣ 2♠"),
    (
        "two_pair_hole_cards",
        "Two pair, both hole cards",
        "K♦7♦ on K♣ 7♥ 2♠",
    ),
    (
        "two_pair_board_pair",
        "Two pair, one card + board pair",
        "7♠6♠ on K♦ K♣ 7♥",
    ),
    ("overpair", "Overpair", "Q♠Q♦ on J♥ 7♣ 2♠"),
    (
        "top_pair_top_kicker",
        "Top pair, top kicker",
        "A♠K♦ on K♥ 7♣ 2♠",
    ),
    (
        "top_pair_good_kicker",
        "Top pair, good kicker",
        "K♠J♦ on K♥ 7♣ 2♠",
    ),
    (
        "top_pair_weak_kicker",
        "Top pair, weak kicker",
        "K♠5♦ on K♥ 7♣ 2♠",
    ),
    ("underpair", "Underpair", "9♠9♦ on K♥ K♣ 7♠"),
    ("second_pair", "Second pair", "Q♠7♦ on K♥ 7♣ 2♠"),
    ("third_pair", "Third pair", "A♠2♦ on K♥ 7♣ 2♠"),
    (
        "low_pocket_pair",
        "Pocket pair below the board",
        "3♠3♦ on K♥ 7♣ 5♠",
    ),
    ("board_trips", "Trips on the board", "A♦2♣ on 7♥ 7♣ 7♠"),
    (
        "board_two_pair",
        "Two pair on the board",
        "A♦2♣ on K♥ K♣ 7♠ 7♦",
    ),
    ("ace_high", "Ace high", "A♦Q♣ on K♥ 7♣ 2♠"),
    ("nothing", "Nothing", "Q♦J♣ on K♥ 7♣ 2♠"),
];

/// Per draw, in [`Draw::ALL`] order: key, name, example.
pub(super) const DRAW_TEXT: [(&str, &str, &str); super::DRAWS] = [
    ("nut_flush_draw", "Nut flush draw", "A♥2♥ on K♥ 8♥ 3♣"),
    (
        "non_nut_flush_draw",
        "Non-nut flush draw",
        "Q♥J♥ on K♥ 8♥ 3♣",
    ),
    (
        "two_card_flush_draw",
        "Two-card flush draw",
        "Q♥J♥ on K♥ 8♥ 3♣",
    ),
    (
        "one_card_flush_draw",
        "One-card flush draw",
        "A♥5♣ on K♥ 8♥ 2♥",
    ),
    ("open_ended", "Open-ended", "9♠8♠ on 7♥ 6♣ 2♠"),
    ("double_gutshot", "Double gutshot", "J♠8♦ on 9♥ 7♣ 5♠"),
    ("gutshot", "Gutshot", "A♠5♦ on 4♣ 3♥ K♦"),
    ("combo_draw", "Combo draw", "9♥8♥ on T♥ 7♣ 2♥"),
    (
        "backdoor_flush_draw",
        "Backdoor flush draw",
        "A♠5♠ on 4♠ 3♥ K♦",
    ),
    (
        "backdoor_straight_draw",
        "Backdoor straight draw",
        "Q♠J♦ on T♥ 4♣ 2♠",
    ),
    ("two_overcards", "Two overcards", "A♦Q♣ on J♥ 7♣ 2♠"),
];

use MadeHand as M;

/// The made-hand keys that name several classes, best first: groups, then the keys of the
/// earlier classes (aliases, read so that saved steps and scripts keep working).
pub const MADE_GROUPS: [(&str, &[MadeHand]); 3] = [
    ("two_pair", &[M::TwoPairHoleCards, M::TwoPairBoardPair]),
    (
        "top_pair",
        &[
            M::TopPairTopKicker,
            M::TopPairGoodKicker,
            M::TopPairWeakKicker,
        ],
    ),
    ("weaker_pair", &[M::ThirdPair, M::LowPocketPair]),
];

/// The draw keys that name several draws: `flush_draw` is any flush draw (the earlier key).
pub const DRAW_GROUPS: [(&str, &[Draw]); 1] =
    [("flush_draw", &[Draw::NutFlushDraw, Draw::NonNutFlushDraw])];

/// Each class alone, for [`made_from_key`].
const EACH_MADE: [MadeHand; super::MADE_HANDS] = MadeHand::ALL;
/// Each draw alone, for [`draw_from_key`].
const EACH_DRAW: [Draw; super::DRAWS] = Draw::ALL;

/// The classes a made-hand key names (see [`MadeHand::from_key`]).
pub(super) fn made_from_key(key: &str) -> Option<&'static [MadeHand]> {
    if let Some(i) = MADE_TEXT.iter().position(|t| t.0 == key) {
        return EACH_MADE.get(i..=i);
    }
    MADE_GROUPS.iter().find(|g| g.0 == key).map(|g| g.1)
}

/// The draws a draw key names (see [`Draw::from_key`]).
pub(super) fn draw_from_key(key: &str) -> Option<&'static [Draw]> {
    if let Some(i) = DRAW_TEXT.iter().position(|t| t.0 == key) {
        return EACH_DRAW.get(i..=i);
    }
    DRAW_GROUPS.iter().find(|g| g.0 == key).map(|g| g.1)
}
