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
//! Above the river a decision's children are walked in parallel too, as a chance node's are
//! (`walk.rs`); each child's values are computed alone and added in a fixed order, so the
//! sums do not depend on the number of threads.
//!
//! At the first decision after the river card, the river subtree's terminals are valued first,
//! in batches (`river.rs`): the opponent's reach at each of them is known top-down (its
//! strategy does not change during the traverser's pass), so its showdowns share the sweeps of
//! their ranking four at a time (`terminal/lanes.rs`); the recursion then reads their values.
//! The decision nodes' loops over the combos are compiled for AVX2 too (`kernels.rs`). Every
//! sum is made of the same operations as without them: the results are the same, bit for bit.
//!
//! An all-in called before the river is valued as one product of a count matrix with the
//! opponent's reach (`runouts.rs`), not walked through its chance nodes down to a showdown on
//! each river board: the same values up to the order of the sums, so the iterates are no
//! longer the same bit for bit as the walk's (`runout_tests.rs` checks the values).
//!
//! The same walk, with the traverser's choice replaced by the best action or the average
//! strategy, gives a best response and expected values (`evaluate.rs`: both in one walk, the
//! terminals valued once for the two), a river subtree's terminals valued in batches there too
//! (`river.rs`, the opponent playing its average strategy).

mod evaluate;
mod kernels;
mod river;
mod walk;

#[cfg(test)]
pub(crate) use evaluate::evaluate_unbatched;
pub(crate) use evaluate::{Play, evaluate, evaluate_plays};
use kernels::{normalise_into, update_sums};

use river::{RiverBatch, Shape};
use walk::{Actions, Walk, fold_beside_showdown};

use super::combo_tables::{Hands, Ranking};
use super::runouts::{Runouts, is_runout};
use super::scratch;
use super::spot::{Player, Street};
use super::sums::{NodeSums, Sums, SumsMut};
use super::symmetry::Symmetries;
use super::terminal::{Pays, fold_values, showdown_values};
use super::tree::{Decision, Mirror, NodeKind, NodeRef};

/// What the solver's passes read: the combos, the showdown boards, the suit permutations and
/// the starting pot.
pub(crate) struct Ctx<'a> {
    pub hands: &'a Hands,
    pub rankings: &'a [Ranking],
    pub symmetries: &'a Symmetries,
    pub pot: f64,
    /// The all-in runouts' tables (`runouts.rs`): a runout chance node with a table is valued
    /// as one product, not walked.
    pub runouts: &'a Runouts,
}

/// The sum over every card a chance node deals of `trav`'s values, from the values of the
/// children (one per card with a subtree of its own), times `scale`. `children` holds
/// `rows.0` rows of `trav`'s combos per child; the sum is of row `rows.1` of each.
fn chance_total(
    ctx: &Ctx,
    trav: usize,
    children: &[f32],
    rows: (usize, usize),
    mirrors: &[Mirror],
    scale: f32,
    out: &mut [f32],
) {
    let n = out.len();
    let (stride, row) = rows;
    out.fill(0.0);
    for values in children.chunks_exact(stride * n) {
        let values = &values[row * n..(row + 1) * n];
        for (slot, v) in out.iter_mut().zip(values) {
            *slot += v;
        }
    }
    for mirror in mirrors {
        let map = &ctx.symmetries.list[mirror.symmetry as usize].combos[trav];
        let at = (mirror.child as usize * stride + row) * n;
        let values = &children[at..at + n];
        for (&to, &v) in map.iter().zip(values) {
            out[to as usize] += v;
        }
    }
    for slot in out.iter_mut() {
        *slot *= scale;
    }
}

/// Asks the processor to bring `values` into its cache ahead of their use: a hint, which
/// reads nothing and cannot fault.
#[inline(always)]
fn prefetch(values: &[f32]) {
    #[cfg(target_arch = "x86_64")]
    for line in values.chunks(16) {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: SSE is part of every x86-64 target, and a prefetch only hints at an address
        // (here one inside `values`): it never faults and changes no memory.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(line.as_ptr().cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = values;
}

/// The discount factors of one iteration.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Discounts {
    pub positive: f32,
    pub negative: f32,
    pub strategy: f32,
    /// Whether an iteration's strategy is added to the sums weighted by the combo's own reach.
    pub by_reach: bool,
}

/// A discount schedule: how Discounted CFR weighs earlier iterations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Schedule {
    /// The strategy sums are discounted by `(c / (c + 1))^power`, `c` the iterations since
    /// the clock last restarted.
    pub strategy_power: i32,
    /// The strategy sums' clock restarts at every power of 4 (iterations 2, 5, 17, 65, 257…):
    /// the average forgets the early iterations.
    pub restart: bool,
    /// The positive regrets' discount one iteration later.
    pub alpha_lag: bool,
    /// Strategy sums weighted by the combo's own reach.
    pub by_reach: bool,
}

impl Schedule {
    /// The schedule of pokerlab's first solver: α = 1.5, β = 0.5, γ = 2 (measured against).
    #[cfg(test)]
    pub const CLASSIC: Schedule = Schedule {
        strategy_power: 2,
        restart: false,
        alpha_lag: false,
        by_reach: true,
    };

    /// The schedule [`Game::iterate`](super::Game::iterate) runs (issue 30): the positive
    /// regrets discounted by α = 1.5 one iteration later (those of the first iteration, played
    /// against uniform strategies, are forgotten), γ = 4. It reaches 0.3 % of the pot in
    /// fewer iterations than main's earlier one (α = 1.5, β = 0.5, γ = 2) on every spot measured (BENCHMARKS.md,
    /// "Iterations to 0.3 %: the discount schedule").
    pub const DEFAULT: Schedule = Schedule {
        strategy_power: 4,
        restart: false,
        alpha_lag: true,
        by_reach: true,
    };
}

impl Discounts {
    /// DCFR's factors for iteration `t` (1-based) under [`Schedule::DEFAULT`], applied to the
    /// sums of iterations before it.
    #[cfg(test)]
    pub fn dcfr(t: u32) -> Discounts {
        Discounts::of(Schedule::DEFAULT, t)
    }

    /// `schedule`'s factors for iteration `t` (1-based).
    pub fn of(schedule: Schedule, t: u32) -> Discounts {
        let lag = u32::from(schedule.alpha_lag);
        let prev = f64::from(t.saturating_sub(1 + lag));
        let a = prev.powf(1.5);
        let positive = a / (a + 1.0);
        let negative = if t > 1 { 0.5 } else { 0.0 };
        // Iterations counted from 0, as the clock that restarts at powers of 4 counts them.
        let zero_based = t.saturating_sub(1);
        let start = if schedule.restart && zero_based > 0 {
            1u32 << ((31 - zero_based.leading_zeros()) & !1)
        } else {
            0
        };
        let c = f64::from(zero_based - start);
        let strategy = if t > 0 {
            (c / (c + 1.0)).powi(schedule.strategy_power)
        } else {
            0.0
        };
        Discounts {
            positive: positive as f32,
            negative: negative as f32,
            strategy: strategy as f32,
            by_reach: schedule.by_reach,
        }
    }
}

/// The average strategy: the strategy sums normalised, uniform where they are all 0.
pub(crate) fn average_strategy(sums: &Sums, node: &Decision, n: usize) -> Vec<f32> {
    normalise(&sums.strategy(node), node.actions.len(), n, false)
}

fn normalise(values: &[f32], actions: usize, n: usize, positive_part: bool) -> Vec<f32> {
    let mut out = vec![0.0f32; actions * n];
    let mut total = vec![0.0f32; n];
    normalise_into(values, actions, positive_part, &mut out, &mut total);
    out
}

/// The payoffs to `trav` at a showdown node.
pub(super) fn showdown_pays(node: NodeRef, pot: f64) -> Pays {
    let committed = node.commit()[0];
    Pays {
        win: pot + committed,
        lose: -committed,
        tie: pot / 2.0,
    }
}

/// The payoff to `trav` at a fold node.
pub(super) fn fold_pay(node: NodeRef, folder: Player, trav: usize, pot: f64) -> f64 {
    let commit = node.commit();
    if folder.index() == trav {
        -commit[trav]
    } else {
        pot + commit[folder.index()]
    }
}

/// `reach` with `player`'s combos holding `card` zeroed, into `out`.
pub(super) fn without_card_into(
    hands: &Hands,
    player: usize,
    reach: &[f32],
    card: u64,
    out: &mut [f32],
) {
    for ((slot, &r), &bits) in out.iter_mut().zip(reach).zip(&hands.bits[player]) {
        *slot = if bits & card != 0 { 0.0 } else { r };
    }
}

/// How many cards a chance node deals from, given both players' hands: the unseen cards
/// less the four in the players' hands.
pub(crate) fn deal_count(node: NodeRef) -> f32 {
    deal_count_of(node.board().len())
}

/// Terminal values; `true` if `node` was a terminal (or an all-in's runout with a table).
fn terminal(node: NodeRef, ctx: &Ctx, trav: usize, reach_opp: &[f32], out: &mut [f32]) -> bool {
    match node.kind() {
        NodeKind::Chance { .. } if is_runout(node) => ctx
            .runouts
            .values(node, ctx.hands, ctx.pot, trav, reach_opp, out),
        NodeKind::Fold { folder } => {
            let pay = fold_pay(node, folder, trav, ctx.pot);
            fold_values(ctx.hands, trav, reach_opp, node.board(), pay, out);
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
/// regrets and strategy sums (`sums`: those of the node's subtree, or more). Every buffer it
/// needs comes from the thread's scratch ([`scratch`]), so after the first iteration it
/// allocates nothing; chance children run in parallel on the current rayon pool, each with the
/// sums of its own subtree and the scratch of the thread it runs on.
///
/// At the first decision after the river card the river subtree's terminals are valued in
/// batches first (`river.rs`).
#[allow(clippy::too_many_arguments)]
pub(crate) fn train(
    node: NodeRef,
    ctx: &Ctx,
    trav: usize,
    reach_self: &[f32],
    reach_opp: &[f32],
    d: Discounts,
    sums: SumsMut,
    out: &mut [f32],
) {
    if node.street() == Street::River
        && let Some(shape) = Shape::of(node, trav, reach_opp.len())
    {
        river::train_batched(shape, node, ctx, trav, reach_self, reach_opp, d, sums, out);
        return;
    }
    train_in(node, ctx, trav, reach_self, reach_opp, d, sums, None, out);
}

/// [`train`] of `node`, whose terminals and opponent decisions read `batch` where it holds
/// them.
#[allow(clippy::too_many_arguments)]
fn train_in(
    node: NodeRef,
    ctx: &Ctx,
    trav: usize,
    reach_self: &[f32],
    reach_opp: &[f32],
    d: Discounts,
    sums: SumsMut,
    batch: Option<&RiverBatch>,
    out: &mut [f32],
) {
    if let Some(values) = batch.and_then(|b| b.values(node)) {
        out.copy_from_slice(values);
        return;
    }
    if terminal(node, ctx, trav, reach_opp, out) {
        return;
    }
    let n = out.len();
    let m = reach_opp.len();
    match node.kind() {
        NodeKind::Chance {
            cards,
            mirrors,
            bounds,
        } => {
            let scale = 1.0 / deal_count_of(node.board().len());
            let (_, sums) = sums.split(bounds[0]);
            scratch::with_f32(cards.len() * n, |values| {
                let walk = Walk {
                    node,
                    ctx,
                    trav,
                    reach_self,
                    reach_opp,
                    d,
                    cards,
                    bounds,
                };
                walk.children(0, cards.len(), rayon::current_num_threads(), sums, values);
                chance_total(ctx, trav, values, (1, 0), mirrors, scale, out);
            });
        }
        NodeKind::Decision(decision) if decision.player.index() == trav => {
            let actions = decision.actions.len();
            let len = actions * n;
            let (own, rest) = sums.take(&decision);
            let packed = if matches!(own, NodeSums::Packed { .. }) {
                2 * len
            } else {
                0
            };
            scratch::with_f32(2 * len + n + packed, |buffer| {
                let (strategy, buffer) = buffer.split_at_mut(len);
                let (values, buffer) = buffer.split_at_mut(len);
                let (reach, buffer) = buffer.split_at_mut(n);
                let (regrets, sums, codes): (&mut [f32], &mut [f32], _) = match own {
                    NodeSums::Packed {
                        regrets: regret_codes,
                        strategy: strategy_codes,
                        scales,
                    } => {
                        let (r, s) = buffer.split_at_mut(len);
                        super::compact::decode_regrets(regret_codes, scales[0], r);
                        super::compact::decode_strategy(strategy_codes, scales[1], s);
                        (r, s, Some((regret_codes, strategy_codes, scales)))
                    }
                    NodeSums::Plain {
                        regrets: r,
                        strategy: s,
                    } => {
                        // Read only after the children: fetched while they run.
                        prefetch(&s[..len]);
                        (&mut r[..len], &mut s[..len], None)
                    }
                };
                normalise_into(regrets, actions, true, strategy, reach);
                let pair = match batch {
                    Some(_) => None,
                    None => fold_beside_showdown(node, ctx),
                };
                if let Some(pair) = pair {
                    pair.values(ctx, trav, reach_opp, values);
                }
                let walk = Actions {
                    node,
                    ctx,
                    trav,
                    reach_self,
                    reach_opp,
                    d,
                    strategy,
                    traverser_acts: true,
                    skip: pair,
                    batch,
                };
                if walk.in_parallel() {
                    walk.children(0, actions, rest, values);
                } else {
                    walk.in_order(rest, values);
                }
                out.fill(0.0);
                for (row, s) in values.chunks_exact(n).zip(strategy.chunks_exact(n)) {
                    for ((o, &v), &p) in out.iter_mut().zip(row).zip(s) {
                        *o += p * v;
                    }
                }
                update_sums(regrets, sums, values, strategy, out, reach_self, d);
                if let Some((r, s, scales)) = codes {
                    scales[0] = super::compact::encode_regrets(r, regrets);
                    scales[1] = super::compact::encode_strategy(s, sums, d.strategy);
                }
            });
        }
        NodeKind::Decision(decision) => {
            let actions = decision.actions.len();
            let len = actions * m;
            let (own, rest) = sums.take(&decision);
            // The children under `strategy`: the batch's kept one, or one matched from the
            // regrets here.
            let opponent_values = |strategy: &[f32]| {
                let walk = Actions {
                    node,
                    ctx,
                    trav,
                    reach_self,
                    reach_opp,
                    d,
                    strategy,
                    traverser_acts: false,
                    skip: None,
                    batch,
                };
                walk.opponent_values(rest, out);
            };
            if let Some(strategy) = batch.and_then(|b| b.strategy(node, len)) {
                opponent_values(strategy);
                return;
            }
            let packed = if matches!(own, NodeSums::Packed { .. }) {
                len
            } else {
                0
            };
            scratch::with_f32(len + m + packed, |buffer| {
                let (strategy, buffer) = buffer.split_at_mut(len);
                let (reach, buffer) = buffer.split_at_mut(m);
                let regrets: &[f32] = match own {
                    NodeSums::Packed {
                        regrets, scales, ..
                    } => {
                        super::compact::decode_regrets(regrets, scales[0], &mut buffer[..len]);
                        &buffer[..len]
                    }
                    NodeSums::Plain { regrets, .. } => &regrets[..len],
                };
                normalise_into(regrets, actions, true, strategy, reach);
                opponent_values(strategy);
            });
        }
        _ => {}
    }
}

fn deal_count_of(board_len: usize) -> f32 {
    52.0 - board_len as f32 - 4.0
}
