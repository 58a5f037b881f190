//! Discounted CFR (Brown & Sandholm, "Solving Imperfect-Information Games via Discounted
//! Regret Minimization", AAAI 2019) over whole ranges at once: one pass of the tree computes,
//! for every combo of the traversing player, the counterfactual value of every node, given
//! the opponent's reach of each of its combos.
//!
//! Iteration `t` updates OOP, then IP (alternating updates). Before the regrets of iteration
//! `t` are added, the accumulated positive regrets are multiplied by `(t-1)^α / ((t-1)^α + 1)`
//! and the negative ones by `(t-1)^β / ((t-1)^β + 1)`; the strategy sum is multiplied by
//! `((t-1)/t)^γ`, with α = 1.5, β = 0, γ = 2 (the paper's choice). The current strategy is
//! regret matching; the answer is the average strategy.
//!
//! At a chance node only the cards with a subtree of their own are walked; the values of a
//! card that mirrors one of them under a suit permutation are that card's values with the
//! combo indices permuted (`symmetry.rs`). That is exact: the spot is unchanged by the
//! permutation, so the reach of both players at the chance node is too.
//!
//! The same walk, with the traverser's choice replaced by the best action or the average
//! strategy, gives a best response and expected values (`evaluate`).

use rayon::prelude::*;

use super::combo_tables::{Hands, Ranking};
use super::spot::Player;
use super::symmetry::Symmetries;
use super::terminal::{Pays, fold_values, showdown_values};
use super::tree::{Decision, Mirror, Node, NodeKind};

/// What the solver's passes read: the combos, the showdown boards, the suit permutations and
/// the starting pot.
pub(crate) struct Ctx<'a> {
    pub hands: &'a Hands,
    pub rankings: &'a [Ranking],
    pub symmetries: &'a Symmetries,
    pub pot: f64,
}

/// The sum over every card a chance node deals of `trav`'s values, from the values of the
/// children (one per card with a subtree of its own), times `scale`.
fn chance_total(
    ctx: &Ctx,
    trav: usize,
    children: &[Vec<f32>],
    mirrors: &[Mirror],
    scale: f32,
    out: &mut [f32],
) {
    out.fill(0.0);
    for values in children {
        for (slot, v) in out.iter_mut().zip(values) {
            *slot += v;
        }
    }
    for mirror in mirrors {
        let map = &ctx.symmetries.list[mirror.symmetry as usize].combos[trav];
        let values = &children[mirror.child as usize];
        for (&to, &v) in map.iter().zip(values) {
            out[to as usize] += v;
        }
    }
    for slot in out.iter_mut() {
        *slot *= scale;
    }
}

/// The discount factors of one iteration.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Discounts {
    pub positive: f32,
    pub negative: f32,
    pub strategy: f32,
}

impl Discounts {
    /// DCFR's factors for iteration `t` (1-based), applied to the sums of iterations before it.
    pub fn dcfr(t: u32) -> Discounts {
        let prev = f64::from(t.saturating_sub(1));
        let a = prev.powf(1.5);
        let positive = a / (a + 1.0);
        let negative = if prev > 0.0 { 0.5 } else { 0.0 };
        let strategy = if t > 0 {
            (prev / f64::from(t)).powi(2)
        } else {
            0.0
        };
        Discounts {
            positive: positive as f32,
            negative: negative as f32,
            strategy: strategy as f32,
        }
    }
}

/// Regret matching: each action's share of the positive regret, uniform if none is positive.
pub(crate) fn current_strategy(node: &Decision, n: usize) -> Vec<f32> {
    normalise(&node.regrets, node.actions.len(), n, true)
}

/// The average strategy: the strategy sums normalised, uniform where they are all 0.
pub(crate) fn average_strategy(node: &Decision, n: usize) -> Vec<f32> {
    normalise(&node.strategy_sum, node.actions.len(), n, false)
}

fn normalise(values: &[f32], actions: usize, n: usize, positive_part: bool) -> Vec<f32> {
    let mut out = vec![0.0f32; actions * n];
    let mut total = vec![0.0f32; n];
    for a in 0..actions {
        for h in 0..n {
            let v = values[a * n + h];
            let v = if positive_part { v.max(0.0) } else { v };
            out[a * n + h] = v;
            total[h] += v;
        }
    }
    let uniform = 1.0 / actions as f32;
    for a in 0..actions {
        for h in 0..n {
            out[a * n + h] = if total[h] > 0.0 {
                out[a * n + h] / total[h]
            } else {
                uniform
            };
        }
    }
    out
}

/// The payoffs to `trav` at a showdown node.
fn showdown_pays(node: &Node, pot: f64) -> Pays {
    let committed = node.commit[0];
    Pays {
        win: pot + committed,
        lose: -committed,
        tie: pot / 2.0,
    }
}

/// The payoff to `trav` at a fold node.
fn fold_pay(node: &Node, folder: Player, trav: usize, pot: f64) -> f64 {
    if folder.index() == trav {
        -node.commit[trav]
    } else {
        pot + node.commit[folder.index()]
    }
}

/// `reach` with the combos holding `card` zeroed.
fn without_card(hands: &Hands, player: usize, reach: &[f32], card: u64) -> Vec<f32> {
    reach
        .iter()
        .zip(&hands.bits[player])
        .map(|(&r, &bits)| if bits & card != 0 { 0.0 } else { r })
        .collect()
}

/// How many cards a chance node deals from, given both players' hands: the unseen cards
/// less the four in the players' hands.
pub(crate) fn deal_count(node: &Node) -> f32 {
    deal_count_of(node.board.len())
}

/// Terminal values; `true` if `node` was a terminal.
fn terminal(node: &Node, ctx: &Ctx, trav: usize, reach_opp: &[f32], out: &mut [f32]) -> bool {
    match node.kind {
        NodeKind::Fold { folder } => {
            let pay = fold_pay(node, folder, trav, ctx.pot);
            fold_values(ctx.hands, trav, reach_opp, node.board, pay, out);
            true
        }
        NodeKind::Showdown { ranking } => {
            let pays = showdown_pays(node, ctx.pot);
            let ranking = &ctx.rankings[ranking as usize];
            showdown_values(ctx.hands, ranking, trav, reach_opp, pays, out);
            true
        }
        _ => false,
    }
}

/// One CFR pass for `trav`: fills `out` with its counterfactual values and updates its
/// regrets and strategy sums.
pub(crate) fn train(
    node: &mut Node,
    ctx: &Ctx,
    trav: usize,
    reach_self: &[f32],
    reach_opp: &[f32],
    d: Discounts,
    out: &mut [f32],
) {
    if terminal(node, ctx, trav, reach_opp, out) {
        return;
    }
    let n = out.len();
    let opp = 1 - trav;
    match &mut node.kind {
        NodeKind::Chance { cards, mirrors } => {
            let scale = 1.0 / deal_count_of(node.board.len());
            let cards = cards.clone();
            let mirrors = mirrors.clone();
            let values: Vec<Vec<f32>> = node
                .children
                .par_iter_mut()
                .zip(cards.par_iter())
                .map(|(child, card)| {
                    let bit = card.bit();
                    let me = without_card(ctx.hands, trav, reach_self, bit);
                    let them = without_card(ctx.hands, opp, reach_opp, bit);
                    let mut values = vec![0.0f32; n];
                    train(child, ctx, trav, &me, &them, d, &mut values);
                    values
                })
                .collect();
            chance_total(ctx, trav, &values, &mirrors, scale, out);
        }
        NodeKind::Decision(decision) if decision.player.index() == trav => {
            let actions = decision.actions.len();
            let strategy = current_strategy(decision, n);
            let mut values = vec![0.0f32; actions * n];
            for (a, (child, slot)) in node
                .children
                .iter_mut()
                .zip(values.chunks_mut(n))
                .enumerate()
            {
                let reach: Vec<f32> = reach_self
                    .iter()
                    .zip(&strategy[a * n..(a + 1) * n])
                    .map(|(r, s)| r * s)
                    .collect();
                train(child, ctx, trav, &reach, reach_opp, d, slot);
            }
            out.fill(0.0);
            for a in 0..actions {
                for h in 0..n {
                    out[h] += strategy[a * n + h] * values[a * n + h];
                }
            }
            for a in 0..actions {
                for h in 0..n {
                    let i = a * n + h;
                    let r = decision.regrets[i];
                    let kept = if r > 0.0 {
                        r * d.positive
                    } else {
                        r * d.negative
                    };
                    decision.regrets[i] = kept + values[i] - out[h];
                    decision.strategy_sum[i] =
                        decision.strategy_sum[i] * d.strategy + reach_self[h] * strategy[i];
                }
            }
        }
        NodeKind::Decision(decision) => {
            let m = ctx.hands.len(opp);
            let strategy = current_strategy(decision, m);
            out.fill(0.0);
            let mut values = vec![0.0f32; n];
            for (a, child) in node.children.iter_mut().enumerate() {
                let reach: Vec<f32> = reach_opp
                    .iter()
                    .zip(&strategy[a * m..(a + 1) * m])
                    .map(|(r, s)| r * s)
                    .collect();
                train(child, ctx, trav, reach_self, &reach, d, &mut values);
                for (slot, v) in out.iter_mut().zip(&values) {
                    *slot += v;
                }
            }
        }
        _ => {}
    }
}

fn deal_count_of(board_len: usize) -> f32 {
    52.0 - board_len as f32 - 4.0
}

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
    node: &Node,
    ctx: &Ctx,
    trav: usize,
    reach_opp: &[f32],
    play: Play,
    out: &mut [f32],
) {
    if terminal(node, ctx, trav, reach_opp, out) {
        return;
    }
    let n = out.len();
    let opp = 1 - trav;
    match &node.kind {
        NodeKind::Chance { cards, mirrors } => {
            let scale = 1.0 / deal_count(node);
            let values: Vec<Vec<f32>> = node
                .children
                .par_iter()
                .zip(cards.par_iter())
                .map(|(child, card)| {
                    let them = without_card(ctx.hands, opp, reach_opp, card.bit());
                    let mut values = vec![0.0f32; n];
                    evaluate(child, ctx, trav, &them, play, &mut values);
                    for (v, &bits) in values.iter_mut().zip(&ctx.hands.bits[trav]) {
                        if bits & card.bit() != 0 {
                            *v = 0.0;
                        }
                    }
                    values
                })
                .collect();
            chance_total(ctx, trav, &values, mirrors, scale, out);
        }
        NodeKind::Decision(decision) if decision.player.index() == trav => {
            let strategy = average_strategy(decision, n);
            let mut values = vec![0.0f32; n];
            for (a, child) in node.children.iter().enumerate() {
                evaluate(child, ctx, trav, reach_opp, play, &mut values);
                for h in 0..n {
                    out[h] = match (play, a) {
                        (Play::Best, 0) => values[h],
                        (Play::Best, _) => out[h].max(values[h]),
                        (Play::Average, 0) => strategy[h] * values[h],
                        (Play::Average, _) => out[h] + strategy[a * n + h] * values[h],
                    };
                }
            }
        }
        NodeKind::Decision(decision) => {
            let m = ctx.hands.len(opp);
            let strategy = average_strategy(decision, m);
            out.fill(0.0);
            let mut values = vec![0.0f32; n];
            for (a, child) in node.children.iter().enumerate() {
                let reach: Vec<f32> = reach_opp
                    .iter()
                    .zip(&strategy[a * m..(a + 1) * m])
                    .map(|(r, s)| r * s)
                    .collect();
                evaluate(child, ctx, trav, &reach, play, &mut values);
                for (slot, v) in out.iter_mut().zip(&values) {
                    *slot += v;
                }
            }
        }
        _ => {}
    }
}
