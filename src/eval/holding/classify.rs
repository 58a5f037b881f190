//! The classifier itself: a combo's made-hand class from the evaluator's category and the
//! ranks the hole cards and the board hold, and its draws from the ranks and suits that would
//! complete a straight or a flush (see the [parent module](super) for the definitions).

use super::{Draw, Draws, Holding, MadeHand};
use crate::cards::{CardSet, Rank, Suit};
use crate::eval::{Category, evaluate};

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

/// The highest rank index in a non-empty rank mask.
#[inline]
fn highest(ranks: u16) -> usize {
    15usize.saturating_sub(ranks.leading_zeros() as usize)
}

/// Classifies hole cards `hole` on a flop or turn `board`: `None` unless `hole` is two cards,
/// `board` three or four, and they share no card. See the [module](super) for the classes.
///
/// ```
/// use pokerlab::eval::{classify_holding, Draw, MadeHand};
/// let board = "Qh 7h 2c".parse()?;
/// let nut_draw = classify_holding("Ah Kh".parse()?, board).unwrap();
/// assert_eq!(nut_draw.made, MadeHand::AceHigh);
/// assert!(nut_draw.draws.contains(Draw::NutFlushDraw));
/// assert!(nut_draw.draws.contains(Draw::TwoOvercards));
/// let combo_draw = classify_holding("9h 8h".parse()?, "Th 7c 2h".parse()?).unwrap();
/// assert!(combo_draw.draws.contains(Draw::ComboDraw) && combo_draw.draws.contains(Draw::OpenEnded));
/// // The board's pair counts: two pair, kings and sevens.
/// let two_pair = classify_holding("7s 6s".parse()?, "Kd Kc 7h".parse()?).unwrap();
/// assert_eq!(two_pair.made, MadeHand::TwoPairBoardPair);
/// # Ok::<(), pokerlab::CardError>(())
/// ```
pub fn classify_holding(hole: CardSet, board: CardSet) -> Option<Holding> {
    if hole.len() != 2 || !(3..=4).contains(&board.len()) || hole.intersects(board) {
        return None;
    }
    let all = hole | board;
    let (high, low) = hole_ranks(hole);
    let made = made_hand(hole, board, evaluate(all).category());
    let flop = board.len() == 3;
    let mut draws = Draws::NONE;
    let mut flush_draw = false;
    if made > MadeHand::Flush {
        let mut backdoor = false;
        for suit in Suit::ALL {
            let mine = hole.suit_ranks(suit);
            if mine == 0 {
                continue;
            }
            match all.suit_ranks(suit).count_ones() {
                4 => {
                    flush_draw = true;
                    let best_missing = highest(!board.suit_ranks(suit) & 0x1fff);
                    draws = draws.with(if highest(mine) == best_missing {
                        Draw::NutFlushDraw
                    } else {
                        Draw::NonNutFlushDraw
                    });
                    draws = draws.with(if mine.count_ones() == 2 {
                        Draw::TwoCardFlushDraw
                    } else {
                        Draw::OneCardFlushDraw
                    });
                }
                3 if flop => backdoor = true,
                _ => {}
            }
        }
        if backdoor && !flush_draw {
            draws = draws.with(Draw::BackdoorFlushDraw);
        }
    }
    let mut straight_draw = None;
    if made > MadeHand::Straight {
        let (ranks, board_ranks) = (all.ranks(), board.ranks());
        let outs = (0..13u16)
            .filter(|r| straight_top(ranks | 1 << r) > straight_top(board_ranks | 1 << r))
            .fold(0u16, |set, r| set | 1 << r);
        straight_draw = match outs.count_ones() {
            0 => None,
            1 => Some(Draw::Gutshot),
            _ if open_ended(ranks, outs) => Some(Draw::OpenEnded),
            _ => Some(Draw::DoubleGutshot),
        };
        if let Some(draw) = straight_draw {
            draws = draws.with(draw);
        } else if flop && backdoor_straight(ranks, board_ranks) {
            draws = draws.with(Draw::BackdoorStraightDraw);
        }
    }
    let strong_straight_draw = matches!(straight_draw, Some(Draw::OpenEnded | Draw::DoubleGutshot));
    if (flush_draw || strong_straight_draw)
        && (made.is_pair() || flush_draw && straight_draw.is_some())
    {
        draws = draws.with(Draw::ComboDraw);
    }
    if matches!(made, MadeHand::AceHigh | MadeHand::Nothing)
        && high != low
        && low.index() > highest(board.ranks())
    {
        draws = draws.with(Draw::TwoOvercards);
    }
    let kicker = matches!(made, MadeHand::BoardTrips | MadeHand::BoardTwoPair).then_some(high);
    Some(Holding {
        made,
        draws,
        kicker,
    })
}

/// Whether `ranks` hold four ranks in a row whose rank below and rank above are both in
/// `outs` (2 3 4 5 has the ace below it).
fn open_ended(ranks: u16, outs: u16) -> bool {
    (0..=8usize).any(|low| {
        let run = 0b1111u16 << low;
        let below = if low == 0 { 12 } else { low - 1 };
        ranks & run == run && outs >> below & 1 == 1 && outs >> (low + 4) & 1 == 1
    })
}

/// Whether two more ranks could give `ranks` a straight higher than the board's ranks
/// `board_ranks` make with them.
fn backdoor_straight(ranks: u16, board_ranks: u16) -> bool {
    (0..13u16).any(|a| {
        (a + 1..13).any(|b| {
            let two = 1 << a | 1 << b;
            straight_top(ranks | two) > straight_top(board_ranks | two)
        })
    })
}

/// The hole cards' ranks, higher first.
fn hole_ranks(hole: CardSet) -> (Rank, Rank) {
    let mut ranks = hole.iter().map(|c| c.rank());
    match (ranks.next(), ranks.next()) {
        (Some(a), Some(b)) => (a.max(b), a.min(b)),
        _ => (Rank::Two, Rank::Two),
    }
}

/// The made-hand class of `hole` on `board`, the whole hand being of `category`.
fn made_hand(hole: CardSet, board: CardSet, category: Category) -> MadeHand {
    match category {
        Category::StraightFlush => return MadeHand::StraightFlush,
        Category::FourOfAKind => return MadeHand::Quads,
        Category::FullHouse => return MadeHand::FullHouse,
        Category::Flush => return MadeHand::Flush,
        Category::Straight => return MadeHand::Straight,
        _ => {}
    }
    let (high, low) = hole_ranks(hole);
    let board_ranks = board.ranks();
    let top = highest(board_ranks);
    let lowest = board_ranks.trailing_zeros() as usize;
    let (h, l) = (high.index(), low.index());
    if h == l {
        return match board.count_rank(high) {
            1 => MadeHand::Set,
            _ if h > top => MadeHand::Overpair,
            _ if h < lowest => MadeHand::LowPocketPair,
            _ => MadeHand::Underpair,
        };
    }
    let (on_high, on_low) = (board.count_rank(high), board.count_rank(low));
    if on_high == 2 || on_low == 2 {
        return MadeHand::Trips;
    }
    if on_high == 1 && on_low == 1 {
        return MadeHand::TwoPairHoleCards;
    }
    // How many of the board's ranks it holds two and three times.
    let counts = Rank::ALL.map(|r| board.count_rank(r));
    let board_pairs = counts.iter().filter(|&&n| n == 2).count();
    let board_trips = counts.contains(&3);
    let (paired, kicker) = match (on_high, on_low) {
        (1, _) => (h, l),
        (_, 1) => (l, h),
        _ if board_trips => return MadeHand::BoardTrips,
        _ if board_pairs == 2 => return MadeHand::BoardTwoPair,
        _ if high == Rank::Ace => return MadeHand::AceHigh,
        _ => return MadeHand::Nothing,
    };
    if board_pairs > 0 {
        return MadeHand::TwoPairBoardPair;
    }
    let second = highest(board_ranks & !(1 << top));
    if paired == top {
        // The kicker's place among the ranks not on the board, best first.
        let better = (kicker + 1..13)
            .filter(|r| board_ranks >> r & 1 == 0)
            .count();
        match better {
            0 => MadeHand::TopPairTopKicker,
            1..=3 => MadeHand::TopPairGoodKicker,
            _ => MadeHand::TopPairWeakKicker,
        }
    } else if paired == second {
        MadeHand::SecondPair
    } else {
        MadeHand::ThirdPair
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

    #[test]
    fn four_in_a_row_is_open_ended_only_with_both_ends() {
        // 2 3 4 5 with the ace and the six.
        assert!(open_ended(0b0_0000_0000_1111, 1 << 12 | 1 << 4));
        assert!(!open_ended(0b0_0000_0000_1111, 1 << 4));
        // J Q K A: only the ten completes it.
        assert!(!open_ended(0b1_1110_0000_0000, 1 << 8));
    }
}
