//! The children of a node in a [`train`](super::train) pass, and how they are split among the
//! threads: a chance node's cards in halves under `rayon::join_context` while its split budget
//! lasts; a decision's actions above the river (where each child has a subtree of thousands of
//! nodes) in halves under `rayon::join`, on the river one after the other. Each child gets the
//! sums of its own subtree and the scratch of the thread it runs on. And a fold beside a
//! showdown under the traverser's decision, whose values both come from the showdown's sweeps.

use super::super::combo_tables::Ranking;
use super::super::scratch;
use super::super::spot::Street;
use super::super::sums::SumsMut;
use super::super::terminal::{Pays, showdown_values_and_compat};
use super::super::tree::{Bound, NodeKind, NodeRef};
use super::river::RiverBatch;
use super::{Ctx, Discounts, fold_pay, showdown_pays, train, train_in, without_card_into};

/// A chance node's children in a [`train`](super::train) pass: walked in parallel by halves, each half with
/// the sums of its children's subtrees.
pub(super) struct Walk<'a> {
    /// The node whose children are walked.
    pub node: NodeRef<'a>,
    /// The combos, rankings and symmetries.
    pub ctx: &'a Ctx<'a>,
    /// The traverser's index.
    pub trav: usize,
    /// The traverser's reach at the node.
    pub reach_self: &'a [f32],
    /// The opponent's reach at the node.
    pub reach_opp: &'a [f32],
    /// This iteration's discounts.
    pub d: Discounts,
    /// The cards dealt, one per child.
    pub cards: &'a [crate::cards::Card],
    /// Where each child's subtree's sums start, and where the last ends.
    pub bounds: &'a [Bound],
}

impl Walk<'_> {
    /// Children `from..to`, their sums starting at bound `from`, their values in `values`:
    /// split in halves run in parallel while `splits` lasts (halved at each split, renewed when
    /// a half is stolen by another thread, as rayon's own adaptive splitting does), then one
    /// after the other, so that small subtrees are not scattered over the threads.
    pub fn children(
        &self,
        from: usize,
        to: usize,
        splits: usize,
        sums: SumsMut,
        values: &mut [f32],
    ) {
        let n = self.reach_self.len();
        if splits == 0 || to - from == 1 {
            let mut sums = sums;
            for (i, slot) in (from..to).zip(values.chunks_exact_mut(n)) {
                let (own, rest) = sums.split(self.bounds[i + 1]);
                self.child(i, own, slot);
                sums = rest;
            }
            return;
        }
        let mid = from + (to - from) / 2;
        let (left, right) = sums.split(self.bounds[mid]);
        let (lv, rv) = values.split_at_mut((mid - from) * n);
        let renew = |context: rayon::FnContext, splits: usize| {
            if context.migrated() {
                rayon::current_num_threads()
            } else {
                splits
            }
        };
        rayon::join_context(
            |c| self.children(from, mid, renew(c, splits / 2), left, lv),
            |c| self.children(mid, to, renew(c, splits / 2), right, rv),
        );
    }

    /// Child `i`, with the reach of both players less the combos its card blocks (a
    /// terminal's values read only the opponent's: the traverser's is not made for it, as on
    /// an all-in runout's 48 showdowns).
    fn child(&self, i: usize, sums: SumsMut, values: &mut [f32]) {
        let n = self.reach_self.len();
        let bit = self.cards[i].bit();
        let (ctx, trav) = (self.ctx, self.trav);
        let child = self.node.child(i);
        let terminal = matches!(
            child.kind(),
            NodeKind::Showdown { .. } | NodeKind::Fold { .. }
        );
        let own = if terminal { 0 } else { n };
        scratch::with_f32(own + self.reach_opp.len(), |reach| {
            let (me, them) = reach.split_at_mut(own);
            without_card_into(ctx.hands, 1 - trav, self.reach_opp, bit, them);
            let me: &[f32] = if terminal {
                self.reach_self
            } else {
                without_card_into(ctx.hands, trav, self.reach_self, bit, me);
                me
            };
            train(child, ctx, trav, me, them, self.d, sums, values);
        });
    }
}

/// A decision's children, walked by [`Actions::children`].
pub(super) struct Actions<'a> {
    /// The decision.
    pub node: NodeRef<'a>,
    /// The combos, rankings and symmetries.
    pub ctx: &'a Ctx<'a>,
    /// The traverser's index.
    pub trav: usize,
    /// The traverser's reach at the node.
    pub reach_self: &'a [f32],
    /// The opponent's reach at the node.
    pub reach_opp: &'a [f32],
    /// This iteration's discounts.
    pub d: Discounts,
    /// The current strategy of the player who acts (a row of its combos per action).
    pub strategy: &'a [f32],
    /// Whether the traverser acts (its reach is split by the strategy) or the opponent.
    pub traverser_acts: bool,
    /// A fold and a showdown whose values are already in their rows.
    pub skip: Option<FoldBesideShowdown<'a>>,
    /// The river subtree's batch the node is in, if any.
    pub batch: Option<&'a RiverBatch<'a>>,
}

/// Where the sums of `child`'s subtree start, if it has any (a terminal has none).
fn first_bound(child: NodeRef) -> Option<Bound> {
    match child.kind() {
        NodeKind::Decision(d) => Some(Bound {
            offset: d.offset,
            decision: d.index,
        }),
        NodeKind::Chance { bounds, .. } => bounds.first().copied(),
        NodeKind::Fold { .. } | NodeKind::Showdown { .. } => None,
    }
}

impl Actions<'_> {
    /// Whether to walk the children in parallel: above the river (their subtrees deal cards
    /// and are big), with more than one thread.
    pub fn in_parallel(&self) -> bool {
        self.node.street() != Street::River
            && self.node.child_count() > 1
            && rayon::current_num_threads() > 1
    }

    /// Children `from..to`, with `sums` from the start of child `from`'s subtree on, their
    /// values in `rows` (one row of the traverser's combos per child, from `from`): split in
    /// halves run in parallel down to single children.
    pub fn children(&self, from: usize, to: usize, sums: SumsMut, rows: &mut [f32]) {
        let n = self.reach_self.len();
        let mid = from + (to - from) / 2;
        // The right half's sums start at its first child that has any; if none has, the
        // right half is terminals, cheap: walked here one after the other.
        let split = (mid..to).find_map(|i| first_bound(self.node.child(i)));
        match split {
            Some(at) if to - from > 1 => {
                let (left, right) = sums.split(at);
                let (lv, rv) = rows.split_at_mut((mid - from) * n);
                rayon::join(
                    || self.children(from, mid, left, lv),
                    || self.children(mid, to, right, rv),
                );
            }
            _ => {
                let mut sums = sums;
                for (a, row) in (from..to).zip(rows.chunks_exact_mut(n)) {
                    self.child(a, sums.reborrow(), row);
                }
            }
        }
    }

    /// All the children one after the other, in order, their values in `rows`: what
    /// [`Actions::children`] does on one thread.
    pub fn in_order(&self, mut sums: SumsMut, rows: &mut [f32]) {
        let n = self.reach_self.len();
        for (a, row) in rows.chunks_exact_mut(n).enumerate() {
            self.child(a, sums.reborrow(), row);
        }
    }

    /// The opponent's decision's values: each child's in a row of its own, added in order
    /// afterwards (the same sums however the children were walked).
    pub fn opponent_values(&self, sums: SumsMut, out: &mut [f32]) {
        let n = out.len();
        let actions = self.node.child_count();
        scratch::with_f32(actions * n, |rows| {
            if self.in_parallel() {
                self.children(0, actions, sums, rows);
            } else {
                self.in_order(sums, rows);
            }
            out.fill(0.0);
            for row in rows.chunks_exact(n) {
                for (slot, v) in out.iter_mut().zip(row) {
                    *slot += v;
                }
            }
        });
    }

    /// Child `a`, with the reach of the player who acts times its strategy for `a`.
    fn child(&self, a: usize, sums: SumsMut, row: &mut [f32]) {
        if self.skip.is_some_and(|p| p.covers(a)) {
            return;
        }
        let acting = if self.traverser_acts {
            self.reach_self
        } else {
            self.reach_opp
        };
        let len = acting.len();
        let strategy = &self.strategy[a * len..(a + 1) * len];
        let child = self.node.child(a);
        let (ctx, trav, d, batch) = (self.ctx, self.trav, self.d, self.batch);
        // In a river batch the opponent's reach at each node is already there.
        let held = match self.traverser_acts {
            true => None,
            false => batch.and_then(|b| b.reach(child)),
        };
        if let Some(them) = held {
            train_in(child, ctx, trav, self.reach_self, them, d, sums, batch, row);
            return;
        }
        scratch::with_f32(len, |reach| {
            for ((r, &own), &s) in reach.iter_mut().zip(acting).zip(strategy) {
                *r = own * s;
            }
            let (me, them) = if self.traverser_acts {
                (&*reach, self.reach_opp)
            } else {
                (self.reach_self, &*reach)
            };
            train_in(child, ctx, trav, me, them, d, sums, batch, row);
        });
    }
}

/// A fold and a showdown under the same decision, on the same board: when the decision is the
/// traverser's, both see the same opponent reach, so the fold's values (its pay times each
/// combo's compatible opponent reach) come from the showdown's sweeps, with no pass of their
/// own.
#[derive(Clone, Copy, Debug)]
pub(super) struct FoldBesideShowdown<'a> {
    fold: usize,
    showdown: usize,
    fold_pay: f64,
    pays: Pays,
    ranking: &'a Ranking,
}

/// The fold and showdown among `node`'s children, with their pays to the player who acts at
/// `node` (who is the one folding), if it has both, on the same board.
pub(super) fn fold_beside_showdown<'a>(
    node: NodeRef<'a>,
    ctx: &'a Ctx,
) -> Option<FoldBesideShowdown<'a>> {
    let mut fold = None;
    let mut showdown = None;
    for (a, child) in node.children().enumerate() {
        match child.kind() {
            NodeKind::Fold { folder } => fold = Some((a, child, folder)),
            NodeKind::Showdown { ranking } => showdown = Some((a, child, ranking)),
            _ => {}
        }
    }
    let ((fold, fold_node, folder), (showdown, showdown_node, ranking)) = (fold?, showdown?);
    let ranking = ctx.rankings.get(ranking as usize)?;
    if ranking.board != fold_node.board() {
        return None;
    }
    let trav = folder.index();
    Some(FoldBesideShowdown {
        fold,
        showdown,
        fold_pay: fold_pay(fold_node, folder, trav, ctx.pot),
        pays: showdown_pays(showdown_node, ctx.pot),
        ranking,
    })
}

impl FoldBesideShowdown<'_> {
    /// Whether child `a` is one of the two.
    pub fn covers(&self, a: usize) -> bool {
        a == self.fold || a == self.showdown
    }

    /// Both children's values for `trav` (the folder) into their rows of `values` (one row of
    /// `n` per child).
    pub fn values(&self, ctx: &Ctx, trav: usize, reach_opp: &[f32], values: &mut [f32]) {
        let n = ctx.hands.len(trav);
        let (low, high) = (self.fold.min(self.showdown), self.fold.max(self.showdown));
        let (head, tail) = values.split_at_mut(high * n);
        let (first, second) = (&mut head[low * n..(low + 1) * n], &mut tail[..n]);
        let (fold, showdown) = if self.fold < self.showdown {
            (first, second)
        } else {
            (second, first)
        };
        scratch::with_f64(n, |compat| {
            showdown_values_and_compat(
                ctx.hands,
                self.ranking,
                trav,
                reach_opp,
                self.pays,
                showdown,
                compat,
            );
            for (slot, &c) in fold.iter_mut().zip(compat.iter()) {
                *slot = (c * self.fold_pay) as f32;
            }
        });
    }
}
