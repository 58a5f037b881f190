//! An all-in called before the river, valued as one matrix-vector product instead of a walk
//! of its runouts.
//!
//! After a called all-in the tree deals the remaining cards through chance nodes down to a
//! showdown on every river board: a flop all-in ends in 45 × 44 showdowns, a turn all-in in
//! 44, each on its own board (its own ranking, its own sweep). Every one of those showdowns
//! pays the same (both players are all in), and the chance nodes weigh each card by
//! `1 / deal_count` whatever the combos hold, so the value of the whole runout to a traverser's
//! combo `h` is linear in the opponent's reach:
//!
//! `v(h) = pot/2 · Σ_o c(h, o) r(o) ± (pot/2 + stack) · Σ_o net(h, o) r(o) / runouts`
//!
//! where `c(h, o)` is 1 for combos that share no card (with each other or the board) — every
//! such pair sees exactly `runouts` runouts, so the chance weights add up to 1 — and
//! `net(h, o)` counts the runouts that miss both combos on which OOP's `h` beats IP's `o`, less
//! those on which it loses (ties count 0): `win·W + lose·L + tie·T` with `W + L + T = 1` and
//! `W − L = net / runouts` is the formula. The first sum is the fold's compatible reach
//! (`terminal.rs`); the second one product of the matrix (OOP) or its transpose (IP) with
//! the opponent's reach. The counts are small integers (at most 1,980), kept as `i16`: exact,
//! two bytes a pair of combos, one matrix per board an all-in is called on (the flop's, and one
//! per turn card the tree deals a runout from).
//!
//! The matrix is the exact sum of every runout; the tree's chance nodes sum a card's mirror
//! (`symmetry.rs`) from its orbit's representative, which is the same sum when the opponent's
//! reach is the same under the suit permutation (as the game's reaches are). The values are
//! summed in `f64` (the walk summed each showdown in `f64` and the chance nodes in `f32`).

use rayon::prelude::*;

use crate::cards::{Card, CardSet};
use crate::eval::evaluate;

use super::combo_tables::Hands;
use super::terminal::compatible_reach;
use super::tree::{NodeKind, NodeRef, Tree};

/// One board's runout counts: `net[h · m + o]` is the number of runouts of `board` (ordered
/// cards, missing both combos) on which OOP's combo `h` beats IP's `o`, less those it loses.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    /// The board the all-in is called on (three or four cards).
    pub board: CardSet,
    /// How many runouts each pair of compatible combos sees (the chance nodes' divisor).
    pub runouts: u32,
    /// A row of IP's combos per OOP combo.
    pub net: Vec<i16>,
}

/// The runout tables of a game: one per board the tree deals an all-in's runout from.
#[derive(Clone, Debug, Default)]
pub(crate) struct Runouts {
    tables: Vec<Table>,
}

/// How many cards a chance node on a board of `len` cards deals from (the unseen cards less
/// the four in the players' hands), as the tree's chance nodes count them.
fn deal_count(len: usize) -> u32 {
    52 - len as u32 - 4
}

/// Whether `node` is the chance node of an all-in's runout: its children are showdowns or
/// runout chance nodes, not decisions.
pub(crate) fn is_runout(node: NodeRef) -> bool {
    matches!(node.kind(), NodeKind::Chance { .. })
        && node.child_count() > 0
        && matches!(
            node.child(0).kind(),
            NodeKind::Showdown { .. } | NodeKind::Chance { .. }
        )
}

/// The boards of the runout chance nodes under `node` (the first of each line: the walk
/// never goes below it), into `out`.
fn runout_boards(node: NodeRef, out: &mut Vec<CardSet>) {
    if is_runout(node) {
        if !out.contains(&node.board()) {
            out.push(node.board());
        }
        return;
    }
    if matches!(node.kind(), NodeKind::Decision(_) | NodeKind::Chance { .. }) {
        for child in node.children() {
            runout_boards(child, out);
        }
    }
}

/// Adds to `net` (`n × m`) the showdowns on every river card of the four-card `board`:
/// `+1` where OOP's combo wins, `−1` where it loses, for the combos the river leaves (pairs
/// that share a card are cleared afterwards by the caller).
fn add_rivers(hands: &Hands, board: CardSet, net: &mut [i16]) {
    let m = hands.len(1);
    let mut theirs = vec![0i16; m];
    let mut live = vec![0i16; m];
    for river in (CardSet::FULL - board).iter() {
        let five = board.with(river);
        for ((s, l), c) in theirs.iter_mut().zip(live.iter_mut()).zip(&hands.combos[1]) {
            let dead = c.collides(five);
            *l = i16::from(!dead);
            *s = if dead {
                0
            } else {
                evaluate(five | c.cards()).get() as i16
            };
        }
        for (row, c) in net.chunks_exact_mut(m).zip(&hands.combos[0]) {
            if c.collides(five) {
                continue;
            }
            let mine = evaluate(five | c.cards()).get() as i16;
            for ((slot, &s), &l) in row.iter_mut().zip(&theirs).zip(&live) {
                *slot += l * (i16::from(mine > s) - i16::from(mine < s));
            }
        }
    }
}

/// The counts of a four-card `board`, pairs that share a card cleared.
fn turn_counts(hands: &Hands, board: CardSet) -> Vec<i16> {
    let m = hands.len(1);
    let mut net = vec![0i16; hands.len(0) * m];
    add_rivers(hands, board, &mut net);
    clear_overlaps(hands, &mut net);
    net
}

/// Zeroes the pairs of combos that share a card.
fn clear_overlaps(hands: &Hands, net: &mut [i16]) {
    let m = hands.len(1);
    for (row, &mine) in net.chunks_exact_mut(m).zip(&hands.bits[0]) {
        for (slot, &theirs) in row.iter_mut().zip(&hands.bits[1]) {
            if mine & theirs != 0 {
                *slot = 0;
            }
        }
    }
}

impl Runouts {
    /// The tables of every board `tree` deals an all-in's runout from. A flop board's counts
    /// are the sum of its turn cards' (each turn card's board counted in parallel); the turn
    /// boards the tree needs are kept.
    pub fn new(hands: &Hands, tree: &Tree) -> Runouts {
        if hands.len(0) == 0 || hands.len(1) == 0 {
            // No pair of combos: every runout is worth 0, as the walk finds (rows of no
            // columns are not cut).
            return Runouts::default();
        }
        let mut boards = Vec::new();
        runout_boards(tree.root(), &mut boards);
        let mut tables: Vec<Table> = Vec::new();
        let size = hands.len(0) * hands.len(1);
        for &board in boards.iter().filter(|b| b.len() == 3) {
            let turns: Vec<Card> = (CardSet::FULL - board).iter().collect();
            let counts: Vec<Vec<i16>> = turns
                .par_iter()
                .map(|&t| turn_counts(hands, board.with(t)))
                .collect();
            let mut net = vec![0i16; size];
            for one in &counts {
                for (slot, &c) in net.iter_mut().zip(one) {
                    *slot += c;
                }
            }
            tables.push(Table {
                board,
                runouts: deal_count(3) * deal_count(4),
                net,
            });
            for (&t, one) in turns.iter().zip(counts) {
                let four = board.with(t);
                if boards.contains(&four) && !tables.iter().any(|x| x.board == four) {
                    tables.push(Table {
                        board: four,
                        runouts: deal_count(4),
                        net: one,
                    });
                }
            }
        }
        let rest: Vec<CardSet> = boards
            .iter()
            .copied()
            .filter(|&b| b.len() == 4 && !tables.iter().any(|x| x.board == b))
            .collect();
        let more: Vec<Table> = rest
            .par_iter()
            .map(|&board| Table {
                board,
                runouts: deal_count(4),
                net: turn_counts(hands, board),
            })
            .collect();
        tables.extend(more);
        tables.shrink_to_fit();
        Runouts { tables }
    }

    /// The bytes [`Runouts::new`] will hold for `tree`'s runouts (its tables' counts).
    pub fn bytes_for(hands: &Hands, tree: &Tree) -> u64 {
        if hands.len(0) == 0 || hands.len(1) == 0 {
            return 0;
        }
        let mut boards = Vec::new();
        runout_boards(tree.root(), &mut boards);
        let counts = hands.len(0) * hands.len(1) * std::mem::size_of::<i16>();
        (boards.len() * (counts + std::mem::size_of::<Table>())) as u64
    }

    /// The table of `board`, if the game has one.
    pub fn table(&self, board: CardSet) -> Option<&Table> {
        self.tables.iter().find(|t| t.board == board)
    }

    /// The bytes the tables hold.
    pub fn bytes(&self) -> u64 {
        self.tables
            .iter()
            .map(|t| (t.net.capacity() * std::mem::size_of::<i16>()) as u64)
            .sum::<u64>()
            + (self.tables.capacity() * std::mem::size_of::<Table>()) as u64
    }

    /// The values for `trav` of the runout chance node `node` (both players all in for
    /// `node.commit()`), given the opponent's reach, or `false` if the game has no table for
    /// its board.
    pub fn values(
        &self,
        node: NodeRef,
        hands: &Hands,
        pot: f64,
        trav: usize,
        reach_opp: &[f32],
        out: &mut [f32],
    ) -> bool {
        super::scratch::with_f64(out.len(), |exact| {
            let found = self.values_f64(node, hands, pot, trav, reach_opp, exact);
            for (slot, &v) in out.iter_mut().zip(exact.iter()) {
                *slot = v as f32;
            }
            found
        })
    }

    /// [`Runouts::values`] in `f64`, before the values are rounded to `f32`.
    pub fn values_f64(
        &self,
        node: NodeRef,
        hands: &Hands,
        pot: f64,
        trav: usize,
        reach_opp: &[f32],
        out: &mut [f64],
    ) -> bool {
        let Some(table) = self.table(node.board()) else {
            return false;
        };
        let half = pot / 2.0;
        let stake = (half + node.commit()[0]) / f64::from(table.runouts);
        let stake = if trav == 0 { stake } else { -stake };
        super::scratch::with_f64(out.len(), |net| {
            compatible_reach(hands, trav, reach_opp, node.board(), out);
            product(&table.net, trav, reach_opp, net);
            for (slot, &e) in out.iter_mut().zip(net.iter()) {
                *slot = half * *slot + stake * e;
            }
        });
        true
    }
}

/// `out = net · reach` (OOP, `trav` 0: a row per combo) or `netᵀ · reach` (IP), in `f64`.
pub(crate) fn product(net: &[i16], trav: usize, reach: &[f32], out: &mut [f64]) {
    if reach.is_empty() || out.is_empty() {
        out.fill(0.0);
        return;
    }
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, the one feature `product_avx2` is compiled for.
        unsafe { product_avx2(net, trav, reach, out) };
        return;
    }
    product_here(net, trav, reach, out);
}

/// [`product`] compiled for AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn product_avx2(net: &[i16], trav: usize, reach: &[f32], out: &mut [f64]) {
    product_here(net, trav, reach, out);
}

#[inline(always)]
fn product_here(net: &[i16], trav: usize, reach: &[f32], out: &mut [f64]) {
    if trav == 0 {
        let m = reach.len();
        for (slot, row) in out.iter_mut().zip(net.chunks_exact(m)) {
            let mut lanes = [0.0f64; 8];
            let mut rows = row.chunks_exact(8);
            let mut reaches = reach.chunks_exact(8);
            for (c, r) in (&mut rows).zip(&mut reaches) {
                for k in 0..8 {
                    lanes[k] += f64::from(c[k]) * f64::from(r[k]);
                }
            }
            let mut sum = lanes.iter().sum::<f64>();
            for (&c, &r) in rows.remainder().iter().zip(reaches.remainder()) {
                sum += f64::from(c) * f64::from(r);
            }
            *slot = sum;
        }
    } else {
        let m = out.len();
        out.fill(0.0);
        for (row, &r) in net.chunks_exact(m).zip(reach) {
            if r == 0.0 {
                continue;
            }
            let r = f64::from(r);
            for (slot, &c) in out.iter_mut().zip(row) {
                *slot += r * f64::from(c);
            }
        }
    }
}
