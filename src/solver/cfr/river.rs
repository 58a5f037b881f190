//! A river subtree's terminals valued in batches. Under alternating updates the opponent's
//! strategy does not change during the traverser's pass, so at the first node after the river
//! card the opponent's reach at every node below is known before any value is: a top-down
//! pass computes it (through the opponent's decisions the reach times the current strategy
//! of the action, through the traverser's unchanged), keeping the opponent's strategies; then
//! all the subtree's showdowns, which share one ranking, are valued [`LANES`] at a time in one
//! pair of sweeps (`terminal/lanes.rs`), and its folds from the same reaches (a fold beside a
//! showdown under the traverser's decision from that showdown's compatible reach); then the
//! present recursion runs bottom-up, its terminals and the opponent's decisions reading what
//! the batch holds. Every value is computed by the same additions as without the batch, so
//! the sums are the same, bit for bit.
//!
//! The exploitability checks' walk (`evaluate.rs`) batches its river subtrees the same way,
//! the opponent then playing its average strategy ([`OpponentPlay`] says which), and each
//! fold valued from its own reach as that walk values it.

use super::super::combo_tables::Ranking;
use super::super::compact::decode_regrets;
use super::super::scratch;
use super::super::spot::Street;
use super::super::sums::{RegretsOf, Sums, SumsMut};
use super::super::terminal::{
    LANES, blocked_combos, fold_lanes, fold_values, showdown_lanes, showdown_values_and_compat,
};
use super::super::tree::{Decision, NodeKind, NodeRef};
use super::kernels::product_into;
use super::{Ctx, Discounts, fold_pay, normalise_into, showdown_pays, train_in};

/// Marks an unused entry or "no showdown to take the compatible reach from".
const NONE: u32 = u32::MAX;

/// The opponent's strategy that a batch's top-down pass reads at its decisions.
pub(super) trait OpponentPlay {
    /// Whether a fold beside a showdown under the traverser's decision is valued from that
    /// showdown's compatible reach (a training pass's walk values it so; the checks' walk
    /// values each fold from its own reach).
    const FOLDS_FROM_SHOWDOWNS: bool;

    /// The strategy at the opponent's decision `d`, normalised into `strategy` (actions ×
    /// its combos); `decoded` (as long) and `total` (its combos) are working memory.
    fn strategy_into(
        &self,
        d: &Decision,
        strategy: &mut [f32],
        decoded: &mut [f32],
        total: &mut [f32],
    );
}

/// A training pass: the current strategy, from the regrets (decoded where packed).
impl OpponentPlay for SumsMut<'_> {
    const FOLDS_FROM_SHOWDOWNS: bool = true;

    fn strategy_into(
        &self,
        d: &Decision,
        strategy: &mut [f32],
        decoded: &mut [f32],
        total: &mut [f32],
    ) {
        let len = strategy.len();
        let regrets: &[f32] = match self.regrets_of(d) {
            RegretsOf::Plain(regrets) => regrets,
            RegretsOf::Packed(codes, scale) => {
                decode_regrets(codes, scale, &mut decoded[..len]);
                &decoded[..len]
            }
        };
        normalise_into(regrets, d.actions.len(), true, strategy, total);
    }
}

/// The checks: the average strategy.
impl OpponentPlay for &Sums {
    const FOLDS_FROM_SHOWDOWNS: bool = false;

    fn strategy_into(
        &self,
        d: &Decision,
        strategy: &mut [f32],
        _decoded: &mut [f32],
        total: &mut [f32],
    ) {
        normalise_into(&self.strategy(d), d.actions.len(), false, strategy, total);
    }
}

/// What a river subtree holds, counted before its buffers are taken.
#[derive(Clone, Copy, Debug)]
pub(super) struct Shape {
    /// The lowest and highest index of a node below the root (they lie side by side).
    low: u32,
    high: u32,
    /// The opponent's reaches the subtree needs (one at the root, one per action of each of
    /// the opponent's decisions).
    reaches: usize,
    /// The length of all the opponent's strategies (actions × its combos per decision).
    strategies: usize,
    /// The longest of them.
    longest: usize,
    /// How many showdowns and folds.
    showdowns: usize,
    folds: usize,
    /// The showdowns' ranking.
    ranking: u32,
}

impl Shape {
    /// The shape of the subtree of `node`, if it is a decision on the river whose subtree deals
    /// no card, with at least two showdowns, all on one board: what a batch pays for.
    pub fn of(node: NodeRef, trav: usize, m: usize) -> Option<Shape> {
        if node.street() != Street::River || !matches!(node.kind(), NodeKind::Decision(_)) {
            return None;
        }
        let mut shape = Shape {
            low: u32::MAX,
            high: 0,
            reaches: 1,
            strategies: 0,
            longest: 0,
            showdowns: 0,
            folds: 0,
            ranking: NONE,
        };
        (shape.count(node, trav, m) && shape.showdowns >= 2).then_some(shape)
    }

    /// Counts `node`'s subtree; false if it cannot be batched.
    fn count(&mut self, node: NodeRef, trav: usize, m: usize) -> bool {
        match node.kind() {
            NodeKind::Decision(d) => {
                if d.player.index() != trav {
                    let len = d.actions.len() * m;
                    self.reaches += d.actions.len();
                    self.strategies += len;
                    self.longest = self.longest.max(len);
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

    /// Entries: the root, then every index from `low` to `high`.
    fn entries(&self) -> usize {
        (self.high - self.low) as usize + 2
    }

    /// Value rows of the terminals: the showdowns' and the folds', each kind in whole lane
    /// groups (at most `LANES - 1` spare rows among the folds).
    fn rows(&self) -> usize {
        self.showdown_rows() + self.folds + LANES - 1
    }

    /// Value rows of the showdowns, rounded up to whole lane groups.
    fn showdown_rows(&self) -> usize {
        self.showdowns.div_ceil(LANES) * LANES
    }
}

/// What the bottom-up pass of a river subtree reads: per node its entry (the opponent's reach
/// at the node, and a terminal's row of values or an opponent decision's strategy).
pub(super) struct RiverBatch<'a> {
    pub(super) root: u32,
    pub(super) low: u32,
    /// Per node: the index of its opponent reach, and a terminal's value row or an opponent
    /// decision's strategy offset ([`NONE`] where unused).
    pub(super) index: &'a [[u32; 2]],
    pub(super) reaches: &'a [f32],
    pub(super) strategies: &'a [f32],
    pub(super) values: &'a [f32],
    pub(super) n: usize,
    pub(super) m: usize,
}

impl<'a> RiverBatch<'a> {
    fn entry(&self, node: NodeRef) -> Option<[u32; 2]> {
        let id = node.id();
        let at = if id == self.root {
            0
        } else {
            id.checked_sub(self.low)? as usize + 1
        };
        self.index.get(at).copied().filter(|e| e[0] != NONE)
    }

    /// A terminal's values, if the batch holds them.
    pub fn values(&self, node: NodeRef) -> Option<&'a [f32]> {
        if !matches!(
            node.kind(),
            NodeKind::Fold { .. } | NodeKind::Showdown { .. }
        ) {
            return None;
        }
        let [_, row] = self.entry(node)?;
        let at = row as usize * self.n;
        self.values.get(at..at + self.n)
    }

    /// The opponent's reach at `node`.
    pub fn reach(&self, node: NodeRef) -> Option<&'a [f32]> {
        let [reach, _] = self.entry(node)?;
        let at = reach as usize * self.m;
        self.reaches.get(at..at + self.m)
    }

    /// The opponent's current strategy at its decision `node` (`len` = actions × its combos).
    pub fn strategy(&self, node: NodeRef, len: usize) -> Option<&'a [f32]> {
        let [_, at] = self.entry(node)?;
        if at == NONE {
            return None;
        }
        let at = at as usize;
        self.strategies.get(at..at + len)
    }
}

/// The top-down pass's state: the buffers it fills and where it is in each.
struct Down<'b, 'p, P> {
    play: &'p P,
    trav: usize,
    m: usize,
    showdown_rows: usize,
    root: u32,
    low: u32,
    index: &'b mut [[u32; 2]],
    /// Per showdown: its node and its reach.
    showdowns: &'b mut [[u32; 2]],
    /// Per fold: its node, its reach, and the showdown whose compatible reach it takes.
    folds: &'b mut [[u32; 3]],
    reaches: &'b mut [f32],
    strategies: &'b mut [f32],
    decoded: &'b mut [f32],
    total: &'b mut [f32],
    next_reach: usize,
    next_strategy: usize,
    next_showdown: usize,
    next_fold: usize,
}

impl<P: OpponentPlay> Down<'_, '_, P> {
    fn at(&self, node: NodeRef) -> usize {
        self.at_id(node.id())
    }

    fn at_id(&self, id: u32) -> usize {
        if id == self.root {
            0
        } else {
            (id - self.low) as usize + 1
        }
    }

    /// Fills the entries of `node`'s subtree; `reach` is the index of the opponent's reach at
    /// `node`.
    fn visit(&mut self, node: NodeRef, ctx: &Ctx, reach: usize) {
        let at = self.at(node);
        match node.kind() {
            NodeKind::Showdown { .. } => {
                let s = self.next_showdown;
                self.next_showdown += 1;
                self.index[at] = [reach as u32, s as u32];
                self.showdowns[s] = [node.id(), reach as u32];
            }
            NodeKind::Fold { .. } => {
                let f = self.next_fold;
                self.next_fold += 1;
                self.index[at] = [reach as u32, (self.showdown_rows + f) as u32];
                self.folds[f] = [node.id(), reach as u32, NONE];
            }
            NodeKind::Decision(d) if d.player.index() == self.trav => {
                self.index[at] = [reach as u32, NONE];
                for child in node.children() {
                    self.visit(child, ctx, reach);
                }
                if P::FOLDS_FROM_SHOWDOWNS {
                    self.fold_beside_showdown(node, ctx);
                }
            }
            NodeKind::Decision(d) => {
                let (m, len) = (self.m, d.actions.len() * self.m);
                let offset = self.next_strategy;
                self.next_strategy += len;
                let strategy = &mut self.strategies[offset..offset + len];
                self.play
                    .strategy_into(&d, strategy, &mut self.decoded[..len], self.total);
                self.index[at] = [reach as u32, offset as u32];
                for (a, child) in node.children().enumerate() {
                    let r = self.next_reach;
                    self.next_reach += 1;
                    let (before, after) = self.reaches.split_at_mut(r * m);
                    let row = &self.strategies[offset + a * m..offset + (a + 1) * m];
                    product_into(&mut after[..m], &before[reach * m..(reach + 1) * m], row);
                    self.visit(child, ctx, r);
                }
            }
            NodeKind::Chance { .. } => {}
        }
    }

    /// Puts the folds that need a pass of their own first, in order of their nodes, then
    /// those that take a showdown's compatible reach, and gives each its row ([`fold_row`]):
    /// how many of the first kind.
    fn place_folds(&mut self) -> usize {
        self.folds
            .sort_unstable_by_key(|&[id, _, showdown]| (showdown != NONE, id));
        let own = self.folds.iter().take_while(|f| f[2] == NONE).count();
        for i in 0..self.folds.len() {
            let at = self.at_id(self.folds[i][0]);
            self.index[at][1] = (self.showdown_rows + fold_row(i, own)) as u32;
        }
        own
    }

    /// Under the traverser's decision `node`, a fold beside a showdown on the same board sees
    /// the same opponent reach: its values come from the showdown's compatible reach.
    fn fold_beside_showdown(&mut self, node: NodeRef, ctx: &Ctx) {
        let (mut fold, mut showdown) = (None, None);
        for child in node.children() {
            match child.kind() {
                NodeKind::Fold { .. } => fold = Some(child),
                NodeKind::Showdown { ranking } => showdown = Some((child, ranking)),
                _ => {}
            }
        }
        let (Some(fold), Some((showdown, ranking))) = (fold, showdown) else {
            return;
        };
        if ctx
            .rankings
            .get(ranking as usize)
            .is_none_or(|r| r.board != fold.board())
        {
            return;
        }
        let [_, fold_row] = self.index[self.at(fold)];
        let [_, showdown_row] = self.index[self.at(showdown)];
        let f = fold_row as usize - self.showdown_rows;
        self.folds[f][2] = showdown_row;
    }
}

/// A [`train`](super::train) pass of the river subtree of `node` (of shape `shape`) with its
/// terminals valued in batches.
#[allow(clippy::too_many_arguments)]
pub(super) fn train_batched(
    shape: Shape,
    node: NodeRef,
    ctx: &Ctx,
    trav: usize,
    reach_self: &[f32],
    reach_opp: &[f32],
    d: Discounts,
    sums: SumsMut,
    out: &mut [f32],
) {
    // (Without a ranking of the game, never for a tree built with its rankings: unbatched.)
    with_batch(shape, node, ctx, trav, reach_opp, sums, |batch, sums| {
        train_in(node, ctx, trav, reach_self, reach_opp, d, sums, batch, out);
    });
}

/// Values the terminals of `node`'s river subtree (of shape `shape`) in batches, the opponent
/// playing as `play` says, then runs `walk` with what they hold (`None` if the subtree's
/// ranking is not the game's) and `play` back. The buffers are this thread's scratch.
pub(super) fn with_batch<P: OpponentPlay, R>(
    shape: Shape,
    node: NodeRef,
    ctx: &Ctx,
    trav: usize,
    reach_opp: &[f32],
    play: P,
    walk: impl FnOnce(Option<&RiverBatch>, P) -> R,
) -> R {
    let Some(ranking) = ctx.rankings.get(shape.ranking as usize) else {
        return walk(None, play);
    };
    let (n, m) = (ctx.hands.len(trav), reach_opp.len());
    let entries = shape.entries();
    let rows = shape.rows();
    let ints = 2 * entries + 2 * shape.showdowns + 3 * shape.folds + n;
    let floats = shape.reaches * m + shape.strategies + shape.longest + m + rows * n;
    scratch::with_u32(ints, |ints| {
        let (index, ints) = ints.split_at_mut(2 * entries);
        let index = index.as_chunks_mut::<2>().0;
        index.fill([NONE, NONE]);
        let (showdowns, ints) = ints.split_at_mut(2 * shape.showdowns);
        let showdowns = showdowns.as_chunks_mut::<2>().0;
        let (folds, blocked) = ints.split_at_mut(3 * shape.folds);
        let folds = folds.as_chunks_mut::<3>().0;
        scratch::with_f32(floats, |floats| {
            let (reaches, floats) = floats.split_at_mut(shape.reaches * m);
            let (strategies, floats) = floats.split_at_mut(shape.strategies);
            let (decoded, floats) = floats.split_at_mut(shape.longest);
            let (total, values) = floats.split_at_mut(m);
            reaches[..m].copy_from_slice(reach_opp);
            let mut down = Down {
                play: &play,
                trav,
                m,
                showdown_rows: shape.showdown_rows(),
                root: node.id(),
                low: shape.low,
                index,
                showdowns,
                folds,
                reaches,
                strategies,
                decoded,
                total,
                next_reach: 1,
                next_strategy: 0,
                next_showdown: 0,
                next_fold: 0,
            };
            down.visit(node, ctx, 0);
            let own_folds = down.place_folds();
            let Down {
                index,
                showdowns,
                folds,
                reaches,
                strategies,
                ..
            } = down;
            scratch::with_f64(shape.showdown_rows() * n, |compat| {
                let count = blocked_combos(ctx.hands, trav, ranking.board.0, blocked);
                let terminals = Terminals {
                    ranking,
                    blocked: &blocked[..count],
                    showdowns,
                    folds,
                    reaches,
                    own_folds,
                };
                terminals.values(node, ctx, trav, values, compat);
            });
            let batch = RiverBatch {
                root: node.id(),
                low: shape.low,
                index,
                reaches,
                strategies,
                values,
                n,
                m,
            };
            walk(Some(&batch), play)
        })
    })
}

/// A river subtree's terminals, found by the top-down pass.
struct Terminals<'b> {
    /// The showdowns' ranking.
    ranking: &'b Ranking,
    /// The traverser's combos its board blocks.
    blocked: &'b [u32],
    /// Per showdown: its node and its reach.
    showdowns: &'b [[u32; 2]],
    /// Per fold: its node, its reach, and the showdown whose compatible reach it takes.
    folds: &'b [[u32; 3]],
    /// The opponent's reaches.
    reaches: &'b [f32],
    /// How many folds (the first ones) need a pass of their own.
    own_folds: usize,
}

/// Where the `i`th fold's values are among the folds' rows, `own` of them needing a pass of
/// their own: those first, side by side in whole lane groups, then the others.
fn fold_row(i: usize, own: usize) -> usize {
    if i < own {
        i
    } else {
        own.div_ceil(LANES) * LANES + i - own
    }
}

impl Terminals<'_> {
    /// Every showdown's and fold's values into its row of `values`: the showdowns [`LANES`] at a
    /// time, the folds from their reach or from a showdown's compatible reach (`compat`, a row per
    /// showdown).
    fn values(
        &self,
        node: NodeRef,
        ctx: &Ctx,
        trav: usize,
        values: &mut [f32],
        compat: &mut [f64],
    ) {
        let Terminals {
            ranking,
            blocked,
            showdowns,
            folds,
            reaches,
            ..
        } = *self;
        let n = ctx.hands.len(trav);
        let m = ctx.hands.len(1 - trav);
        let reach = |r: u32| &reaches[r as usize * m..(r as usize + 1) * m];
        for (group, lanes) in showdowns.chunks(LANES).enumerate() {
            let rows = group * LANES * n..(group + 1) * LANES * n;
            let (values, compat) = (&mut values[rows.clone()], &mut compat[rows]);
            let pays = |l: usize| showdown_pays(node.at(lanes[l][0]), ctx.pot);
            if let [[_, r]] = lanes {
                showdown_values_and_compat(
                    ctx.hands,
                    ranking,
                    trav,
                    reach(*r),
                    pays(0),
                    &mut values[..n],
                    &mut compat[..n],
                );
            } else {
                // A last group of fewer showdowns repeats its last one in the spare lanes.
                let lane = |l: usize| l.min(lanes.len() - 1);
                showdown_lanes(
                    ctx.hands,
                    ranking,
                    trav,
                    std::array::from_fn(|l| reach(lanes[lane(l)][1])),
                    std::array::from_fn(|l| pays(lane(l))),
                    blocked,
                    values,
                    compat,
                );
            }
        }
        let first_fold = showdowns.len().div_ceil(LANES) * LANES;
        let pay = |id: u32| {
            let fold = node.at(id);
            match fold.kind() {
                NodeKind::Fold { folder } => fold_pay(fold, folder, trav, ctx.pot),
                _ => 0.0,
            }
        };
        // The folds with a pass of their own, LANES at a time (the same board: no card is
        // dealt below the root).
        for (group, lanes) in folds[..self.own_folds].chunks(LANES).enumerate() {
            let at = first_fold + group * LANES;
            let rows = &mut values[at * n..(at + LANES) * n];
            let board = node.at(lanes[0][0]).board();
            if let [[id, r, _]] = lanes {
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
        for (f, &[id, _, showdown]) in folds.iter().enumerate().skip(self.own_folds) {
            let at = first_fold + fold_row(f, self.own_folds);
            let row = &mut values[at * n..(at + 1) * n];
            let (pay, at) = (pay(id), showdown as usize * n);
            for (slot, &c) in row.iter_mut().zip(&compat[at..at + n]) {
                *slot = (c * pay) as f32;
            }
        }
    }
}
