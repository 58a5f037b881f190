//! The two loops of a decision node over all its combos — the current strategy from the
//! regrets (regret matching) and the update of the regrets and strategy sums — compiled twice:
//! for the baseline processor and for AVX2 (chosen when they run, where the processor has
//! it). Both versions do the same operations on each element (no fused multiply-add), so their
//! results are the same, bit for bit; AVX2 only handles eight f32 at a time instead of four.

use super::Discounts;

/// `values` (`actions × n`, a row per action) normalised per combo into `out`, their
/// positive parts if `positive_part`, uniform where a combo's sum is 0; `total` (`n`) is
/// scratch.
pub(super) fn normalise_into(
    values: &[f32],
    actions: usize,
    positive_part: bool,
    out: &mut [f32],
    total: &mut [f32],
) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, the one feature `normalise_avx2` is compiled for.
        unsafe { normalise_avx2(values, actions, positive_part, out, total) };
        return;
    }
    normalise_here(values, actions, positive_part, out, total);
}

/// [`normalise_into`] compiled for AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn normalise_avx2(
    values: &[f32],
    actions: usize,
    positive_part: bool,
    out: &mut [f32],
    total: &mut [f32],
) {
    normalise_here(values, actions, positive_part, out, total);
}

/// The body of [`normalise_into`], inlined into each of its versions.
#[inline(always)]
fn normalise_here(
    values: &[f32],
    actions: usize,
    positive_part: bool,
    out: &mut [f32],
    total: &mut [f32],
) {
    let n = total.len();
    total.fill(0.0);
    for (row, slots) in values.chunks_exact(n).zip(out.chunks_exact_mut(n)) {
        for ((slot, t), &v) in slots.iter_mut().zip(total.iter_mut()).zip(row) {
            let v = if positive_part { v.max(0.0) } else { v };
            *slot = v;
            *t += v;
        }
    }
    let uniform = 1.0 / actions as f32;
    for slots in out.chunks_exact_mut(n) {
        for (slot, &t) in slots.iter_mut().zip(total.iter()) {
            *slot = if t > 0.0 { *slot / t } else { uniform };
        }
    }
}

/// Discounts a decision node's sums and adds iteration's: each regret gains its action's value
/// less the node's value, each strategy sum the combo's reach (1 where the schedule weighs
/// no reach) times the action's probability.
/// Row by row over equal-length slices, so the compiler drops the bounds checks and
/// vectorises the loop.
pub(super) fn update_sums(
    regrets: &mut [f32],
    sums: &mut [f32],
    values: &[f32],
    strategy: &[f32],
    node_values: &[f32],
    reach_self: &[f32],
    d: Discounts,
) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, the one feature `update_avx2` is compiled for.
        unsafe { update_avx2(regrets, sums, values, strategy, node_values, reach_self, d) };
        return;
    }
    update_here(regrets, sums, values, strategy, node_values, reach_self, d);
}

/// [`update_sums`] compiled for AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn update_avx2(
    regrets: &mut [f32],
    sums: &mut [f32],
    values: &[f32],
    strategy: &[f32],
    node_values: &[f32],
    reach_self: &[f32],
    d: Discounts,
) {
    update_here(regrets, sums, values, strategy, node_values, reach_self, d);
}

/// The body of [`update_sums`], inlined into each of its versions.
#[inline(always)]
fn update_here(
    regrets: &mut [f32],
    sums: &mut [f32],
    values: &[f32],
    strategy: &[f32],
    node_values: &[f32],
    reach_self: &[f32],
    d: Discounts,
) {
    let n = node_values.len();
    let reach_self = &reach_self[..n];
    for (((regrets, sums), values), strategy) in regrets
        .chunks_exact_mut(n)
        .zip(sums.chunks_exact_mut(n))
        .zip(values.chunks_exact(n))
        .zip(strategy.chunks_exact(n))
    {
        for (((((r, s), &v), &p), &node), &own) in regrets
            .iter_mut()
            .zip(sums.iter_mut())
            .zip(values)
            .zip(strategy)
            .zip(node_values)
            .zip(reach_self)
        {
            let kept = if *r > 0.0 {
                *r * d.positive
            } else {
                *r * d.negative
            };
            *r = kept + v - node;
            let weight = if d.by_reach { own } else { 1.0 };
            *s = *s * d.strategy + weight * p;
        }
    }
}
