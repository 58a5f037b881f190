//! A river subtree's terminals valued in batches for [`evaluate_plays`](super::evaluate_plays),
//! as `river.rs` does for a training pass: the opponent plays its average strategy, fixed
//! during the walk, so its reach at every node below the first decision after the river card
//! is known top-down before any value; the subtree's showdowns, which share one ranking, are
//! then valued [`LANES`] at a time in one pair of sweeps and its folds [`LANES`] at a time too
//! (`terminal/lanes.rs`), and the walk reads them. Each value is the one the walk would
//! compute alone (the lanes are equal bit for bit to the one-terminal passes; the reaches and
//! strategies are made by the same operations), so the figures are unchanged.

use super::super::combo_tables::Ranking;
use super::super::scratch;
use super::super::spot::Street;
use super::super::sums::Sums;
use super::super::terminal::{
    LANES, blocked_combos, fold_lanes, fold_values, showdown_lanes, showdown_values,
};
use super::super::tree::{NodeKind, NodeRef};
use super::kernels::normalise_into;
use super::river::RiverBatch;
use super::{Ctx, fold_pay, showdown_pays};

/// Marks an unused entry.
const NONE: u32 = u32::MAX;

/// What a river subtree holds: counted before its buffers are taken.
#[derive(Clone, Copy, Debug)]
pub(super) struct Shape {
    /// The lowest and highest index of a node below the root (they lie side by side).
    low: u32,
    high: u32,
    /// The opponent's reaches (one at the root, one per action of its decisions).
    reaches: usize,
    /// The length of all the opponent's strategies.
    strategies: usize,
    showdowns: usize,
    folds: usize,
    /// The showdowns' ranking.
    ranking: u32,
}

impl Shape {
    /// The shape of `node`'s subtree, if `node` is a decision on the river whose subtree deals
    /// no card and has at least two showdowns, all on one board.
    pub fn of(node: NodeRef, trav: usize, m: usize) -> Option<Shape> {
        if node.street() != Street::River || !matches!(node.kind(), NodeKind::Decision(_)) {
            return None;
        }
        let mut shape = Shape {
            low: u32::MAX,
            high: 0,
            reaches: 1,
            strategies: 0,
            showdowns: 0,
            folds: 0,
            ranking: NONE,
        };
        (shape.count(node, trav, m) && shape.showdowns >= 2).then_some(shape)
    }

    fn count(&mut self, node: NodeRef, trav: usize, m: usize) -> bool {
        match node.kind() {
            NodeKind::Decision(d) => {
                if d.player.index() != trav {
                    self.reaches += d.actions.len();
                    self.strategies += d.actions.len() * m;
                }
                node.children().all(|child| {
                    self.low = self.low.min(child.id());
                    self.high = self.high.max(child.id());
                    self.count(child, trav, m)
                })
            }
            NodeKind::Showdown { ranking } => {
                self.showdowns += 1;
                let same = self.ranking == NONE || self.ranking == ranking;
                self.ranking = ranking;
                same
            }
            NodeKind::Fold { .. } => {
                self.folds += 1;
                true
            }
            NodeKind::Chance { .. } => false,
        }
    }

    fn entries(&self) -> usize {
        (self.high - self.low) as usize + 2
    }

    /// Value rows: the showdowns', then the folds', each in whole lane groups.
    fn rows(&self) -> usize {
        (self.showdowns.div_ceil(LANES) + self.folds.div_ceil(LANES)) * LANES
    }
}

/// The top-down pass's state.
struct Down<'b> {
    trav: usize,
    m: usize,
    root: u32,
    low: u32,
    index: &'b mut [[u32; 2]],
    /// Per showdown and per fold: its node and its reach.
    showdowns: &'b mut [[u32; 2]],
    folds: &'b mut [[u32; 2]],
    fold_rows: u32,
    reaches: &'b mut [f32],
    strategies: &'b mut [f32],
    total: &'b mut [f32],
    next_reach: usize,
    next_strategy: usize,
    next_showdown: usize,
    next_fold: usize,
}

impl Down<'_> {
    fn visit(&mut self, node: NodeRef, sums: &Sums, reach: usize) {
        let id = node.id();
        let at = if id == self.root {
            0
        } else {
            (id - self.low) as usize + 1
        };
        match node.kind() {
            NodeKind::Showdown { .. } => {
                let s = self.next_showdown;
                self.next_showdown += 1;
                self.index[at] = [reach as u32, s as u32];
                self.showdowns[s] = [id, reach as u32];
            }
            NodeKind::Fold { .. } => {
                let f = self.next_fold;
                self.next_fold += 1;
                self.index[at] = [reach as u32, self.fold_rows + f as u32];
                self.folds[f] = [id, reach as u32];
            }
            NodeKind::Decision(d) if d.player.index() == self.trav => {
                self.index[at] = [reach as u32, NONE];
                for child in node.children() {
                    self.visit(child, sums, reach);
                }
            }
            NodeKind::Decision(d) => {
                let (actions, m) = (d.actions.len(), self.m);
                let offset = self.next_strategy;
                self.next_strategy += actions * m;
                let strategy = &mut self.strategies[offset..offset + actions * m];
                normalise_into(&sums.strategy(&d), actions, false, strategy, self.total);
                self.index[at] = [reach as u32, offset as u32];
                for (a, child) in node.children().enumerate() {
                    let r = self.next_reach;
                    self.next_reach += 1;
                    let (before, after) = self.reaches.split_at_mut(r * m);
                    let row = &self.strategies[offset + a * m..offset + (a + 1) * m];
                    for ((slot, &own), &s) in after[..m]
                        .iter_mut()
                        .zip(&before[reach * m..(reach + 1) * m])
                        .zip(row)
                    {
                        *slot = own * s;
                    }
                    self.visit(child, sums, r);
                }
            }
            NodeKind::Chance { .. } => {}
        }
    }
}

/// Values the terminals of `node`'s subtree (of shape `shape`) in batches, then runs `walk`
/// with what they hold. The buffers are this thread's scratch.
#[allow(clippy::too_many_arguments)]
pub(super) fn with_batch<R>(
    shape: Shape,
    node: NodeRef,
    ctx: &Ctx,
    sums: &Sums,
    trav: usize,
    reach_opp: &[f32],
    walk: impl FnOnce(Option<&RiverBatch>) -> R,
) -> R {
    let Some(ranking) = ctx.rankings.get(shape.ranking as usize) else {
        return walk(None);
    };
    let (n, m) = (ctx.hands.len(trav), reach_opp.len());
    let entries = shape.entries();
    let ints = 2 * entries + 2 * shape.showdowns + 2 * shape.folds + n;
    let floats = shape.reaches * m + shape.strategies + m + shape.rows() * n;
    scratch::with_u32(ints, |ints| {
        let (index, ints) = ints.split_at_mut(2 * entries);
        let index = index.as_chunks_mut::<2>().0;
        index.fill([NONE, NONE]);
        let (showdowns, ints) = ints.split_at_mut(2 * shape.showdowns);
        let showdowns = showdowns.as_chunks_mut::<2>().0;
        let (folds, blocked) = ints.split_at_mut(2 * shape.folds);
        let folds = folds.as_chunks_mut::<2>().0;
        scratch::with_f32(floats, |floats| {
            let (reaches, floats) = floats.split_at_mut(shape.reaches * m);
            let (strategies, floats) = floats.split_at_mut(shape.strategies);
            let (total, values) = floats.split_at_mut(m);
            reaches[..m].copy_from_slice(reach_opp);
            let mut down = Down {
                trav,
                m,
                root: node.id(),
                low: shape.low,
                index,
                showdowns,
                folds,
                fold_rows: (shape.showdowns.div_ceil(LANES) * LANES) as u32,
                reaches,
                strategies,
                total,
                next_reach: 1,
                next_strategy: 0,
                next_showdown: 0,
                next_fold: 0,
            };
            down.visit(node, sums, 0);
            let Down {
                index,
                showdowns,
                folds,
                reaches,
                strategies,
                fold_rows,
                ..
            } = down;
            let count = blocked_combos(ctx.hands, trav, ranking.board.0, blocked);
            let terminals = Terminals {
                node,
                ctx,
                trav,
                ranking,
                blocked: &blocked[..count],
                reaches,
                fold_rows: fold_rows as usize,
            };
            terminals.values(showdowns, folds, values);
            walk(Some(&RiverBatch {
                root: node.id(),
                low: shape.low,
                index,
                reaches,
                strategies,
                values,
                n,
                m,
            }))
        })
    })
}

/// What valuing a subtree's terminals reads.
struct Terminals<'b> {
    node: NodeRef<'b>,
    ctx: &'b Ctx<'b>,
    trav: usize,
    ranking: &'b Ranking,
    /// The traverser's combos the board blocks.
    blocked: &'b [u32],
    reaches: &'b [f32],
    /// The first fold's row.
    fold_rows: usize,
}

impl Terminals<'_> {
    /// Every showdown's and fold's values into its row of `values`, [`LANES`] at a time.
    fn values(&self, showdowns: &[[u32; 2]], folds: &[[u32; 2]], values: &mut [f32]) {
        let (ctx, trav, node) = (self.ctx, self.trav, self.node);
        let n = ctx.hands.len(trav);
        let m = ctx.hands.len(1 - trav);
        let reach = |r: u32| &self.reaches[r as usize * m..(r as usize + 1) * m];
        scratch::with_f64(LANES * n, |compat| {
            for (group, lanes) in showdowns.chunks(LANES).enumerate() {
                let rows = &mut values[group * LANES * n..(group + 1) * LANES * n];
                let pays = |l: usize| showdown_pays(node.at(lanes[l][0]), ctx.pot);
                if let [[_, r]] = lanes {
                    let (hands, ranking) = (ctx.hands, self.ranking);
                    showdown_values(hands, ranking, trav, reach(*r), pays(0), &mut rows[..n]);
                } else {
                    // A last group of fewer showdowns repeats its last one in the spare lanes.
                    let lane = |l: usize| l.min(lanes.len() - 1);
                    showdown_lanes(
                        ctx.hands,
                        self.ranking,
                        trav,
                        std::array::from_fn(|l| reach(lanes[lane(l)][1])),
                        std::array::from_fn(|l| pays(lane(l))),
                        self.blocked,
                        rows,
                        compat,
                    );
                }
            }
        });
        let pay = |id: u32| {
            let fold = node.at(id);
            match fold.kind() {
                NodeKind::Fold { folder } => fold_pay(fold, folder, trav, ctx.pot),
                _ => 0.0,
            }
        };
        for (group, lanes) in folds.chunks(LANES).enumerate() {
            let at = self.fold_rows + group * LANES;
            let rows = &mut values[at * n..(at + LANES) * n];
            // One board: no card is dealt below the root.
            let board = node.at(lanes[0][0]).board();
            if let [[id, r]] = lanes {
                fold_values(ctx.hands, trav, reach(*r), board, pay(*id), &mut rows[..n]);
            } else {
                let lane = |l: usize| l.min(lanes.len() - 1);
                fold_lanes(
                    ctx.hands,
                    trav,
                    std::array::from_fn(|l| reach(lanes[lane(l)][1])),
                    board.0,
                    std::array::from_fn(|l| pay(lanes[lane(l)][0])),
                    rows,
                );
            }
        }
    }
}
