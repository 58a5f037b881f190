//! The walk that reads the average strategies: each combo's value with the traverser playing
//! its average strategy (expected values) or its best action (a best response), against the
//! opponent's average strategy. The opponent's reach does not depend on how the traverser
//! plays, so one walk answers several ways of playing at once ([`evaluate_plays`]): the
//! terminals are valued once for all of them, and each way's values are made of the same
//! operations as a walk of its own (the same figures, bit for bit). Its buffers come from the
//! threads' scratch.

use rayon::prelude::*;

use super::super::scratch;
use super::super::sums::Sums;
use super::super::tree::{NodeKind, NodeRef};
use super::kernels::normalise_into;
use super::river::{RiverBatch as Batch, Shape, with_batch};
use super::{Ctx, chance_total, deal_count, terminal, without_card_into};

/// How `evaluate` plays the traverser's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Play {
    /// The best action for each combo: a best response.
    Best,
    /// The average strategy.
    Average,
}

/// The counterfactual values of `trav`'s combos at `node` against the opponent's average
/// strategy, `trav` playing as `play` says.
pub(crate) fn evaluate(
    node: NodeRef,
    ctx: &Ctx,
    sums: &Sums,
    trav: usize,
    reach_opp: &[f32],
    play: Play,
    out: &mut [f32],
) {
    evaluate_plays(node, ctx, sums, trav, reach_opp, &[play], out);
}

/// [`evaluate`] for each of `plays` in one walk: `out` holds a row of `trav`'s combos per
/// play, in order. A river subtree's terminals are valued in batches first (`river.rs`).
pub(crate) fn evaluate_plays(
    node: NodeRef,
    ctx: &Ctx,
    sums: &Sums,
    trav: usize,
    reach_opp: &[f32],
    plays: &[Play],
    out: &mut [f32],
) {
    match Shape::of(node, trav, reach_opp.len()) {
        Some(shape) => with_batch(shape, node, ctx, trav, reach_opp, sums, |batch, _| {
            evaluate_in(node, ctx, sums, trav, reach_opp, plays, batch, out);
        }),
        None => evaluate_in(node, ctx, sums, trav, reach_opp, plays, None, out),
    }
}

/// [`evaluate_plays`] of `node`, whose terminals and opponent decisions read `batch` where
/// it holds them.
#[allow(clippy::too_many_arguments)]
fn evaluate_in(
    node: NodeRef,
    ctx: &Ctx,
    sums: &Sums,
    trav: usize,
    reach_opp: &[f32],
    plays: &[Play],
    batch: Option<&Batch>,
    out: &mut [f32],
) {
    let k = plays.len();
    let n = out.len() / k.max(1);
    if let Some(values) = batch.and_then(|b| b.values(node)) {
        for row in out.chunks_exact_mut(n) {
            row.copy_from_slice(values);
        }
        return;
    }
    {
        let (first, rest) = out.split_at_mut(n);
        if terminal(node, ctx, trav, reach_opp, first) {
            for row in rest.chunks_exact_mut(n) {
                row.copy_from_slice(first);
            }
            return;
        }
    }
    let opp = 1 - trav;
    match node.kind() {
        NodeKind::Chance { cards, mirrors, .. } => {
            let scale = 1.0 / deal_count(node);
            let m = reach_opp.len();
            // Not the threads' scratch: a buffer this size would stay with them after the
            // check (the walks of the iterations need none as large).
            let mut values = vec![0.0f32; cards.len() * k * n];
            {
                values
                    .par_chunks_mut(k * n)
                    .enumerate()
                    .for_each(|(i, slot)| {
                        let bit = cards[i].bit();
                        scratch::with_f32(m, |them| {
                            without_card_into(ctx.hands, opp, reach_opp, bit, them);
                            evaluate_plays(node.child(i), ctx, sums, trav, them, plays, slot);
                        });
                        for row in slot.chunks_exact_mut(n) {
                            for (v, &bits) in row.iter_mut().zip(&ctx.hands.bits[trav]) {
                                if bits & bit != 0 {
                                    *v = 0.0;
                                }
                            }
                        }
                    });
                for (j, row) in out.chunks_exact_mut(n).enumerate() {
                    chance_total(ctx, trav, &values, (k, j), mirrors, scale, row);
                }
            }
        }
        NodeKind::Decision(decision) if decision.player.index() == trav => {
            let actions = decision.actions.len();
            let stored = sums.strategy(&decision);
            scratch::with_f32(actions * n + n + k * n, |buffer| {
                let (strategy, buffer) = buffer.split_at_mut(actions * n);
                let (total, values) = buffer.split_at_mut(n);
                if plays.contains(&Play::Average) {
                    normalise_into(&stored, actions, false, strategy, total);
                }
                for (a, child) in node.children().enumerate() {
                    evaluate_in(child, ctx, sums, trav, reach_opp, plays, batch, values);
                    let rows = out.chunks_exact_mut(n).zip(values.chunks_exact(n));
                    for ((row, values), &play) in rows.zip(plays) {
                        for h in 0..n {
                            row[h] = match (play, a) {
                                (Play::Best, 0) => values[h],
                                (Play::Best, _) => row[h].max(values[h]),
                                (Play::Average, 0) => strategy[h] * values[h],
                                (Play::Average, _) => row[h] + strategy[a * n + h] * values[h],
                            };
                        }
                    }
                }
            });
        }
        NodeKind::Decision(decision) => {
            let m = ctx.hands.len(opp);
            let actions = decision.actions.len();
            // The children's values added in order, each child's from its reach.
            let sum_children =
                |values: &mut [f32],
                 out: &mut [f32],
                 reach_of: &mut dyn FnMut(usize, NodeRef, &mut [f32])| {
                    out.fill(0.0);
                    for (a, child) in node.children().enumerate() {
                        reach_of(a, child, values);
                        for (slot, v) in out.iter_mut().zip(values.iter()) {
                            *slot += v;
                        }
                    }
                };
            if let Some(batch) = batch.filter(|b| b.strategy(node, actions * m).is_some()) {
                // The batch holds the reach of each child.
                scratch::with_f32(k * n, |values| {
                    sum_children(values, out, &mut |_, child, values| {
                        let reach = batch.reach(child).unwrap_or(&[]);
                        evaluate_in(child, ctx, sums, trav, reach, plays, Some(batch), values);
                    });
                });
                return;
            }
            let stored = sums.strategy(&decision);
            scratch::with_f32(actions * m + 2 * m + k * n, |buffer| {
                let (strategy, buffer) = buffer.split_at_mut(actions * m);
                let (total, buffer) = buffer.split_at_mut(m);
                let (reach, values) = buffer.split_at_mut(m);
                normalise_into(&stored, actions, false, strategy, total);
                sum_children(values, out, &mut |a, child, values| {
                    let own = &strategy[a * m..(a + 1) * m];
                    for ((slot, &r), &s) in reach.iter_mut().zip(reach_opp).zip(own) {
                        *slot = r * s;
                    }
                    evaluate_in(child, ctx, sums, trav, reach, plays, batch, values);
                });
            });
        }
        _ => {}
    }
}

/// [`evaluate`] without batches anywhere below `node` if it is on the river (the walk as it
/// was before them), for the tests.
#[cfg(test)]
pub(crate) fn evaluate_unbatched(
    node: NodeRef,
    ctx: &Ctx,
    sums: &Sums,
    trav: usize,
    reach_opp: &[f32],
    play: Play,
    out: &mut [f32],
) {
    evaluate_in(node, ctx, sums, trav, reach_opp, &[play], None, out);
}
