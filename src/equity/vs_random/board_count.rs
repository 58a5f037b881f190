//! Counting every opponent hand against the hero on one complete board, with as few
//! evaluations as the board allows: opponents grouped by the ranks of their hole cards where
//! their suits cannot matter, one by one only where a flush is possible.

use super::{SHARE_UNIT, TIE, VsRandomTally, WIN, category_index, outcome};
use crate::cards::Card;
use crate::enumerate::choose;
use crate::eval::Hand;

/// One bit per suit at the same rank: shifted by a rank, it masks that rank's four cards.
const RANK_SPREAD: u64 = 1 | (1 << 13) | (1 << 26) | (1 << 39);

/// The lowest card of a non-empty bit set (the two of clubs for an empty one, never used).
#[inline(always)]
fn lowest(bits: u64) -> Card {
    match Card::from_index(bits.trailing_zeros() as usize) {
        Some(card) => card,
        None => Card::new(crate::cards::Rank::Two, crate::cards::Suit::Clubs),
    }
}

/// Counts every opponent hand (two cards of `avail`) against the hole cards on one complete board,
/// `weight` times.
#[inline]
pub(super) fn count_board(
    hole: [Card; 2],
    board: Hand,
    avail: u64,
    weight: u64,
    tally: &mut VsRandomTally,
) {
    let hero = board.add(hole[0]).add(hole[1]).evaluate().get();
    // cells[outcome][opponent category], for this board.
    let mut cells = [[0u32; 9]; 3];
    let mut record = |hand: Hand, n: u32| {
        let v = hand.evaluate().get();
        cells[outcome(hero, v)][category_index(v)] += n;
    };

    let board_bits = board.cards().bits();
    let mut flush_suit = None;
    for s in 0..4 {
        let n = ((board_bits >> (13 * s)) & 0x1fff).count_ones();
        if n >= 3 {
            flush_suit = Some((s, n));
        }
    }
    let mut by_rank = [0u64; 13];
    for (r, bits) in by_rank.iter_mut().enumerate() {
        *bits = avail & (RANK_SPREAD << r);
    }

    match flush_suit {
        None => {
            // No suit has three board cards: no opponent can make a flush, so only the
            // ranks of the hole cards matter.
            group_by_ranks(board, &by_rank, u64::MAX, &mut record);
        }
        Some((suit, 3)) => {
            // A flush needs both hole cards of the suit. Every other hand is grouped by
            // ranks; a representative holds at most one card of the suit.
            let fmask = 0x1fffu64 << (13 * suit);
            let flush_cards = avail & fmask;
            for r1 in 0..13 {
                let bits1 = by_rank[r1];
                if bits1 == 0 {
                    continue;
                }
                let a1 = bits1.count_ones();
                let plain1 = bits1 & !fmask;
                let c1 = lowest(if plain1 != 0 { plain1 } else { bits1 });
                let h1 = board.add(c1);
                if a1 >= 2 {
                    record(h1.add(lowest(bits1 & !c1.bit())), a1 * (a1 - 1) / 2);
                }
                let c1_flush = c1.bit() & fmask != 0;
                for &bits2 in &by_rank[r1 + 1..] {
                    if bits2 == 0 {
                        continue;
                    }
                    let both_flush = (bits1 & fmask != 0) && (bits2 & fmask != 0);
                    let n = a1 * bits2.count_ones() - both_flush as u32;
                    if n == 0 {
                        continue;
                    }
                    let c2 = if c1_flush {
                        lowest(bits2 & !fmask)
                    } else {
                        lowest(bits2)
                    };
                    record(h1.add(c2), n);
                }
            }
            each_pair(flush_cards, |x, y| record(board.add(x).add(y), 1));
        }
        Some((suit, _)) => {
            // Four or five board cards of a suit: every card of it may count. Hands with
            // none are grouped by ranks, hands with one by the rank of the other card,
            // and hands with two are evaluated one by one.
            let fmask = 0x1fffu64 << (13 * suit);
            let flush_cards = avail & fmask;
            group_by_ranks(board, &by_rank, !fmask, &mut record);
            let mut rest = flush_cards;
            while rest != 0 {
                let x = lowest(rest);
                rest &= rest - 1;
                let hx = board.add(x);
                for &bits in &by_rank {
                    let plain = bits & !fmask;
                    if plain != 0 {
                        record(hx.add(lowest(plain)), plain.count_ones());
                    }
                }
            }
            each_pair(flush_cards, |x, y| record(board.add(x).add(y), 1));
        }
    }

    debug_assert_eq!(
        cells.iter().flatten().map(|&n| n as u64).sum::<u64>(),
        choose(avail.count_ones() as u64, 2)
    );
    let hero_category = category_index(hero);
    let mut totals = [0u64; 3];
    for (o, row) in cells.iter().enumerate() {
        for (c, &n) in row.iter().enumerate() {
            let n = n as u64 * weight;
            tally.opponent[o][c] += n;
            totals[o] += n;
        }
        tally.hero[o][hero_category] += totals[o];
    }
    let half = SHARE_UNIT / 2;
    tally.share += SHARE_UNIT * totals[WIN] + half * totals[TIE];
    tally.share_sq += (SHARE_UNIT * SHARE_UNIT) as u128 * totals[WIN] as u128
        + (half * half) as u128 * totals[TIE] as u128;
}

/// Records every pair of cards from `by_rank & allowed` grouped by their two ranks: one
/// evaluation per rank pair, weighted by how many hands have those ranks. Only correct where
/// the suits of these cards cannot matter.
#[inline(always)]
fn group_by_ranks(
    board: Hand,
    by_rank: &[u64; 13],
    allowed: u64,
    record: &mut impl FnMut(Hand, u32),
) {
    for r1 in 0..13 {
        let bits1 = by_rank[r1] & allowed;
        if bits1 == 0 {
            continue;
        }
        let a1 = bits1.count_ones();
        let h1 = board.add(lowest(bits1));
        if a1 >= 2 {
            record(h1.add(lowest(bits1 & (bits1 - 1))), a1 * (a1 - 1) / 2);
        }
        for &bits2 in &by_rank[r1 + 1..] {
            let bits2 = bits2 & allowed;
            if bits2 != 0 {
                record(h1.add(lowest(bits2)), a1 * bits2.count_ones());
            }
        }
    }
}

/// Calls `f` with every pair of distinct cards of `bits`.
#[inline(always)]
fn each_pair(bits: u64, mut f: impl FnMut(Card, Card)) {
    let mut rest = bits;
    while rest != 0 {
        let x = lowest(rest);
        rest &= rest - 1;
        let mut others = rest;
        while others != 0 {
            f(x, lowest(others));
            others &= others - 1;
        }
    }
}
