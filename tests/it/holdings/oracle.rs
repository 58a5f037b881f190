//! A slow classifier written from the table in `docs/CLI.md`, sharing no code with the
//! library: the hand's category from counts of ranks and suits, each class spelled out, and
//! the draws from the cards and ranks that would complete a straight or a flush, counted one
//! by one.

use pokerlab::Card;
use pokerlab::eval::{Draw, Draws, Holding, MadeHand};

/// A card as (rank 0..13, suit 0..4).
pub(crate) fn rs(card: Card) -> (usize, usize) {
    (card.rank().index(), card.suit() as usize)
}

/// The top of the best straight among `present` ranks (index 0..13), ace also low: 3 for the
/// wheel, `None` for no straight.
pub(crate) fn straight(present: &[bool; 13]) -> Option<usize> {
    (3..13).rev().find(|&top| {
        (0..5).all(|k| {
            let r = top as isize - k;
            if r < 0 {
                present[12]
            } else {
                present[r as usize]
            }
        })
    })
}

fn present(ranks: impl IntoIterator<Item = usize>) -> [bool; 13] {
    let mut p = [false; 13];
    for r in ranks {
        p[r] = true;
    }
    p
}

/// 8 straight flush, 7 quads, 6 full house, 5 flush, 4 straight, 3 trips, 2 two pair, 1 pair,
/// 0 high card.
fn category(cards: &[(usize, usize)]) -> u8 {
    let mut counts = [0usize; 13];
    for c in cards {
        counts[c.0] += 1;
    }
    let flush_suit = (0..4).find(|&s| cards.iter().filter(|c| c.1 == s).count() >= 5);
    if let Some(s) = flush_suit {
        let suited = present(cards.iter().filter(|c| c.1 == s).map(|c| c.0));
        if straight(&suited).is_some() {
            return 8;
        }
    }
    let mut sorted = counts;
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let is_straight = straight(&present(cards.iter().map(|c| c.0))).is_some();
    match (flush_suit.is_some(), is_straight, sorted[0], sorted[1]) {
        (_, _, 4, _) => 7,
        (_, _, 3, n) if n >= 2 => 6,
        (true, _, _, _) => 5,
        (_, true, _, _) => 4,
        (_, _, 3, _) => 3,
        (_, _, 2, 2) => 2,
        (_, _, 2, _) => 1,
        _ => 0,
    }
}

/// What the oracle says, with what it counted on the way.
pub(crate) struct Verdict {
    /// The holding.
    pub holding: Holding,
    /// Unseen cards that give a flush holding a hole card.
    pub flush_outs: usize,
    /// Ranks that give a straight higher than the board makes with that rank.
    pub straight_out_ranks: Vec<usize>,
}

/// The made hand by the table's words.
fn made_class(h: &[(usize, usize)], b: &[(usize, usize)]) -> MadeHand {
    let all: Vec<(usize, usize)> = h.iter().chain(b).copied().collect();
    let on_board = |r: usize| b.iter().filter(|c| c.0 == r).count();
    let (hi, lo) = (h[0].0.max(h[1].0), h[0].0.min(h[1].0));
    let mut ranks: Vec<usize> = b.iter().map(|c| c.0).collect();
    ranks.sort_unstable_by(|x, y| y.cmp(x));
    ranks.dedup();
    let board_has = |n: usize| ranks.iter().filter(|&&r| on_board(r) == n).count();
    match category(&all) {
        8 => return MadeHand::StraightFlush,
        7 => return MadeHand::Quads,
        6 => return MadeHand::FullHouse,
        5 => return MadeHand::Flush,
        4 => return MadeHand::Straight,
        _ => {}
    }
    if hi == lo {
        if on_board(hi) == 1 {
            return MadeHand::Set;
        }
        // Placed against the board's cards, whatever pairs the board holds.
        return if ranks.iter().all(|&r| hi > r) {
            MadeHand::Overpair
        } else if ranks.iter().all(|&r| hi < r) {
            MadeHand::LowPocketPair
        } else {
            MadeHand::Underpair
        };
    }
    if on_board(hi) == 2 || on_board(lo) == 2 {
        return MadeHand::Trips;
    }
    if on_board(hi) == 1 && on_board(lo) == 1 {
        return MadeHand::TwoPairHoleCards;
    }
    let paired = [hi, lo].into_iter().find(|&r| on_board(r) == 1);
    match paired {
        Some(_) if board_has(2) > 0 => MadeHand::TwoPairBoardPair,
        Some(p) if p == ranks[0] => {
            let kicker = if p == hi { lo } else { hi };
            let not_on_board: Vec<usize> = (0..13).rev().filter(|&r| on_board(r) == 0).collect();
            match not_on_board.iter().position(|&r| r == kicker) {
                Some(0) => MadeHand::TopPairTopKicker,
                Some(1..=3) => MadeHand::TopPairGoodKicker,
                _ => MadeHand::TopPairWeakKicker,
            }
        }
        Some(p) if p == ranks[1] => MadeHand::SecondPair,
        Some(_) => MadeHand::ThirdPair,
        None if board_has(3) > 0 => MadeHand::BoardTrips,
        None if board_has(2) == 2 => MadeHand::BoardTwoPair,
        None if hi == 12 => MadeHand::AceHigh,
        None => MadeHand::Nothing,
    }
}

/// The table's definitions, one by one.
pub(crate) fn slow_classify(hole: [Card; 2], board: &[Card]) -> Verdict {
    let h: Vec<(usize, usize)> = hole.iter().map(|&c| rs(c)).collect();
    let b: Vec<(usize, usize)> = board.iter().map(|&c| rs(c)).collect();
    let all: Vec<(usize, usize)> = h.iter().chain(&b).copied().collect();
    let made = made_class(&h, &b);
    let (hi, lo) = (h[0].0.max(h[1].0), h[0].0.min(h[1].0));
    let flop = b.len() == 3;
    let mut draws = Vec::new();
    let weaker = |than: MadeHand| made.index() > than.index();

    // Flushes: every unseen card, one by one.
    let unseen: Vec<(usize, usize)> = Card::all().map(rs).filter(|c| !all.contains(c)).collect();
    let mut flush_outs = 0;
    let mut flush_suit = None;
    if weaker(MadeHand::Flush) {
        for &card in &unseen {
            let suit = card.1;
            let n = all.iter().filter(|c| c.1 == suit).count() + 1;
            if n >= 5 && h.iter().any(|c| c.1 == suit) {
                flush_outs += 1;
                flush_suit = Some(suit);
            }
        }
    }
    let flush_draw = flush_outs > 0;
    if let Some(suit) = flush_suit {
        let mine: Vec<usize> = h.iter().filter(|c| c.1 == suit).map(|c| c.0).collect();
        let best_mine = mine.iter().copied().max().unwrap_or(0);
        // The nuts: every rank of the suit above my best card lies on the board.
        let nut = (best_mine + 1..13).all(|r| b.contains(&(r, suit)));
        draws.push(if nut {
            Draw::NutFlushDraw
        } else {
            Draw::NonNutFlushDraw
        });
        draws.push(if mine.len() == 2 {
            Draw::TwoCardFlushDraw
        } else {
            Draw::OneCardFlushDraw
        });
    }

    // Straights: every rank added, the combo's straight against the board's.
    let mut straight_out_ranks = Vec::new();
    let mut straight_draw = None;
    if weaker(MadeHand::Straight) {
        let with = |cards: &[(usize, usize)], extra: &[usize]| {
            straight(&present(
                cards.iter().map(|c| c.0).chain(extra.iter().copied()),
            ))
        };
        for r in 0..13 {
            if with(&all, &[r]) > with(&b, &[r]) {
                straight_out_ranks.push(r);
            }
        }
        let have = present(all.iter().map(|c| c.0));
        // Four ranks in a row held (ace low too), the rank below and above both outs.
        let open = (0..9).any(|low| {
            let below = if low == 0 { 12 } else { low - 1 };
            (low..low + 4).all(|r| have[r])
                && straight_out_ranks.contains(&below)
                && straight_out_ranks.contains(&(low + 4))
        });
        straight_draw = match straight_out_ranks.len() {
            0 => None,
            1 => Some(Draw::Gutshot),
            _ if open => Some(Draw::OpenEnded),
            _ => Some(Draw::DoubleGutshot),
        };
        if let Some(d) = straight_draw {
            draws.push(d);
        } else if flop {
            let backdoor =
                (0..13).any(|x| (x + 1..13).any(|y| with(&all, &[x, y]) > with(&b, &[x, y])));
            if backdoor {
                draws.push(Draw::BackdoorStraightDraw);
            }
        }
    }
    let strong = matches!(straight_draw, Some(Draw::OpenEnded | Draw::DoubleGutshot));
    let pair = matches!(
        made,
        MadeHand::Overpair
            | MadeHand::TopPairTopKicker
            | MadeHand::TopPairGoodKicker
            | MadeHand::TopPairWeakKicker
            | MadeHand::Underpair
            | MadeHand::SecondPair
            | MadeHand::ThirdPair
            | MadeHand::LowPocketPair
    );
    if (flush_draw || strong) && (pair || flush_draw && straight_draw.is_some()) {
        draws.push(Draw::ComboDraw);
    }
    if flop && weaker(MadeHand::Flush) && !flush_draw {
        let backdoor = (0..4).any(|suit| {
            all.iter().filter(|c| c.1 == suit).count() == 3 && h.iter().any(|c| c.1 == suit)
        });
        if backdoor {
            draws.push(Draw::BackdoorFlushDraw);
        }
    }
    let top = b.iter().map(|c| c.0).max().unwrap_or(0);
    if matches!(made, MadeHand::AceHigh | MadeHand::Nothing) && hi != lo && lo > top {
        draws.push(Draw::TwoOvercards);
    }
    let mut set = Draws::NONE;
    for d in draws {
        set = set.with(d);
    }
    let kicker = matches!(made, MadeHand::BoardTrips | MadeHand::BoardTwoPair)
        .then(|| hole[0].rank().max(hole[1].rank()));
    Verdict {
        holding: Holding {
            made,
            draws: set,
            kicker,
        },
        flush_outs,
        straight_out_ranks,
    }
}
