//! The two loops of a decision node over all its combos — the current strategy from the
//! regrets (regret matching) and the update of the regrets and strategy sums — and the product
//! of a reach and an action's probability, each in two versions: for the baseline processor
//! and for AVX2 (chosen when they run, where the processor has it). The AVX2 versions of
//! regret matching (eight combos through all the actions at a time) and of the update (the
//! compiler's own code for it picked each regret's discount one lane at a time) are written in
//! intrinsics; the product's is the same code compiled for AVX2. Both versions do the same
//! operations on each element in the same order (no fused multiply-add), so their results are
//! the same, bit for bit.

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

/// [`normalise_into`] in AVX2 intrinsics, eight combos at a time through all the actions:
/// each combo's total is added up in a register in the order of the actions (as the portable
/// version adds the rows), then each action's part divided by it, so the results are the same
/// bit for bit with one pass over the values less and no store of the positive parts.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn normalise_avx2(
    values: &[f32],
    actions: usize,
    positive_part: bool,
    out: &mut [f32],
    total: &mut [f32],
) {
    use std::arch::x86_64::{
        _CMP_LT_OQ, _mm256_add_ps, _mm256_blendv_ps, _mm256_cmp_ps, _mm256_div_ps, _mm256_loadu_ps,
        _mm256_max_ps, _mm256_set1_ps, _mm256_setzero_ps, _mm256_storeu_ps,
    };
    let n = total.len();
    let Some(values) = values.get(..actions * n) else {
        return;
    };
    let Some(out) = out.get_mut(..actions * n) else {
        return;
    };
    let uniform = 1.0 / actions as f32;
    let zero = _mm256_setzero_ps();
    let wide = _mm256_set1_ps(uniform);
    let part = |v| {
        if positive_part {
            _mm256_max_ps(v, zero)
        } else {
            v
        }
    };
    let full = n / 8 * 8;
    let (from, to) = (values.as_ptr(), out.as_mut_ptr());
    // Eight combos from column `c` on, through `A` actions, their parts held in registers.
    let columns = |c: usize, parts: &mut [std::arch::x86_64::__m256; 8], actions: usize| {
        let mut t = zero;
        for (a, slot) in parts.iter_mut().enumerate().take(actions) {
            // SAFETY: `a < actions` and `c + 8 <= n`, so the eight f32 at `a * n + c` lie
            // inside `values` (`actions * n` long).
            *slot = part(unsafe { _mm256_loadu_ps(from.add(a * n + c)) });
            t = _mm256_add_ps(t, *slot);
        }
        let some = _mm256_cmp_ps::<_CMP_LT_OQ>(zero, t);
        for (a, &v) in parts.iter().enumerate().take(actions) {
            let share = _mm256_blendv_ps(wide, _mm256_div_ps(v, t), some);
            // SAFETY: as above, inside `out` (`actions * n` long too).
            unsafe { _mm256_storeu_ps(to.add(a * n + c), share) };
        }
    };
    let mut parts = [zero; 8];
    match actions {
        // The usual counts with the loops over the actions unrolled.
        2 => (0..full).step_by(8).for_each(|c| columns(c, &mut parts, 2)),
        3 => (0..full).step_by(8).for_each(|c| columns(c, &mut parts, 3)),
        4 => (0..full).step_by(8).for_each(|c| columns(c, &mut parts, 4)),
        _ => {
            for c in (0..full).step_by(8) {
                let mut t = zero;
                for a in 0..actions {
                    // SAFETY: as in `columns`.
                    t = _mm256_add_ps(t, part(unsafe { _mm256_loadu_ps(from.add(a * n + c)) }));
                }
                let some = _mm256_cmp_ps::<_CMP_LT_OQ>(zero, t);
                for a in 0..actions {
                    // SAFETY: as in `columns`.
                    unsafe {
                        let v = part(_mm256_loadu_ps(from.add(a * n + c)));
                        let share = _mm256_blendv_ps(wide, _mm256_div_ps(v, t), some);
                        _mm256_storeu_ps(to.add(a * n + c), share);
                    }
                }
            }
        }
    }
    // The combos past the last group of eight, one by one, by the same operations.
    for c in full..n {
        let mut t = 0.0f32;
        for row in values.chunks_exact(n) {
            let v = if positive_part {
                row[c].max(0.0)
            } else {
                row[c]
            };
            t += v;
        }
        for (row, slots) in values.chunks_exact(n).zip(out.chunks_exact_mut(n)) {
            let v = if positive_part {
                row[c].max(0.0)
            } else {
                row[c]
            };
            slots[c] = if t > 0.0 { v / t } else { uniform };
        }
    }
}

/// The body of [`normalise_into`] on any processor.
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

/// [`update_sums`] in AVX2 intrinsics, eight combos at a time: the same products, sums and
/// differences as [`update_one`], in the same order (no fused multiply-add), so the same
/// results bit for bit; the factor of each regret is chosen by a blend (the compiler's own
/// vectorisation of the choice looked both factors up one lane at a time).
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
    use std::arch::x86_64::{
        _CMP_GT_OQ, _mm256_add_ps, _mm256_blendv_ps, _mm256_cmp_ps, _mm256_loadu_ps, _mm256_mul_ps,
        _mm256_set1_ps, _mm256_setzero_ps, _mm256_storeu_ps, _mm256_sub_ps,
    };
    let n = node_values.len();
    let reach_self = &reach_self[..n];
    let positive = _mm256_set1_ps(d.positive);
    let negative = _mm256_set1_ps(d.negative);
    let discount = _mm256_set1_ps(d.strategy);
    let one = _mm256_set1_ps(1.0);
    let zero = _mm256_setzero_ps();
    let (node8, node_rest) = node_values.as_chunks::<8>();
    let (own8, own_rest) = reach_self.as_chunks::<8>();
    for (((regrets, sums), values), strategy) in regrets
        .chunks_exact_mut(n)
        .zip(sums.chunks_exact_mut(n))
        .zip(values.chunks_exact(n))
        .zip(strategy.chunks_exact(n))
    {
        let (r8, r_rest) = regrets.as_chunks_mut::<8>();
        let (s8, s_rest) = sums.as_chunks_mut::<8>();
        let (v8, v_rest) = values.as_chunks::<8>();
        let (p8, p_rest) = strategy.as_chunks::<8>();
        for (((((r, s), v), p), node), own) in r8
            .iter_mut()
            .zip(s8.iter_mut())
            .zip(v8)
            .zip(p8)
            .zip(node8)
            .zip(own8)
        {
            // SAFETY: each pointer is to eight f32 in a row (a `[f32; 8]`), what the unaligned
            // loads read and the stores write.
            unsafe {
                let old = _mm256_loadu_ps(r.as_ptr());
                let factor =
                    _mm256_blendv_ps(negative, positive, _mm256_cmp_ps::<_CMP_GT_OQ>(old, zero));
                let kept = _mm256_mul_ps(old, factor);
                let regret = _mm256_sub_ps(
                    _mm256_add_ps(kept, _mm256_loadu_ps(v.as_ptr())),
                    _mm256_loadu_ps(node.as_ptr()),
                );
                _mm256_storeu_ps(r.as_mut_ptr(), regret);
                let weight = if d.by_reach {
                    _mm256_loadu_ps(own.as_ptr())
                } else {
                    one
                };
                let sum = _mm256_add_ps(
                    _mm256_mul_ps(_mm256_loadu_ps(s.as_ptr()), discount),
                    _mm256_mul_ps(weight, _mm256_loadu_ps(p.as_ptr())),
                );
                _mm256_storeu_ps(s.as_mut_ptr(), sum);
            }
        }
        for (((((r, s), &v), &p), &node), &own) in r_rest
            .iter_mut()
            .zip(s_rest.iter_mut())
            .zip(v_rest)
            .zip(p_rest)
            .zip(node_rest)
            .zip(own_rest)
        {
            update_one(r, s, v, p, node, own, d);
        }
    }
}

/// One combo's regret and strategy sum for one action: what every version does per element.
#[inline(always)]
fn update_one(r: &mut f32, s: &mut f32, v: f32, p: f32, node: f32, own: f32, d: Discounts) {
    let kept = if *r > 0.0 {
        *r * d.positive
    } else {
        *r * d.negative
    };
    *r = kept + v - node;
    let weight = if d.by_reach { own } else { 1.0 };
    *s = *s * d.strategy + weight * p;
}

/// The body of [`update_sums`] on any processor.
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
            update_one(r, s, v, p, node, own, d);
        }
    }
}

/// `out[i] = a[i] · b[i]` (a reach times an action's probability), compiled for AVX2 where the
/// processor has it: the same products either way.
pub(super) fn product_into(out: &mut [f32], a: &[f32], b: &[f32]) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, the one feature `product_avx2` is compiled for.
        unsafe { product_avx2(out, a, b) };
        return;
    }
    product_here(out, a, b);
}

/// [`product_into`] compiled for AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn product_avx2(out: &mut [f32], a: &[f32], b: &[f32]) {
    product_here(out, a, b);
}

/// The body of [`product_into`], inlined into each of its versions.
#[inline(always)]
fn product_here(out: &mut [f32], a: &[f32], b: &[f32]) {
    for ((slot, &x), &y) in out.iter_mut().zip(a).zip(b) {
        *slot = x * y;
    }
}

#[cfg(test)]
mod tests {
    use rand::{RngExt, SeedableRng, rngs::SmallRng};

    use super::{Discounts, normalise_here, update_here};

    /// The AVX2 update equals the portable one bit for bit, and the portable one equals the
    /// formula written here (regrets of both signs and 0, combo counts that leave a remainder
    /// past the last group of eight, strategy sums weighted by reach or not).
    #[test]
    fn the_update_is_the_same_in_every_version() {
        let mut rng = SmallRng::seed_from_u64(30);
        for round in 0..40u32 {
            let (actions, n) = (rng.random_range(1..5), rng.random_range(1..40));
            let len = actions * n;
            let mut draw = |len: usize, lo: f32| -> Vec<f32> {
                (0..len)
                    .map(|_| match rng.random_range(0..5) {
                        0 => 0.0,
                        _ => rng.random_range(lo..1.0f32) * 100.0,
                    })
                    .collect()
            };
            let regrets = draw(len, -1.0);
            let sums = draw(len, 0.0);
            let values = draw(len, -1.0);
            let strategy = draw(len, 0.0);
            let node = draw(n, -1.0);
            let reach = draw(n, 0.0);
            let mut d = Discounts::dcfr(round % 7 + 1);
            d.by_reach = round % 2 == 0;
            let (mut r1, mut s1) = (regrets.clone(), sums.clone());
            update_here(&mut r1, &mut s1, &values, &strategy, &node, &reach, d);
            for i in 0..len {
                let h = i % n;
                let r = regrets[i];
                let kept = if r > 0.0 {
                    r * d.positive
                } else {
                    r * d.negative
                };
                assert_eq!(r1[i].to_bits(), (kept + values[i] - node[h]).to_bits());
                let weight = if d.by_reach { reach[h] } else { 1.0 };
                let s = sums[i] * d.strategy + weight * strategy[i];
                assert_eq!(s1[i].to_bits(), s.to_bits());
            }
            #[cfg(target_arch = "x86_64")]
            if std::arch::is_x86_feature_detected!("avx2") {
                let (mut r2, mut s2) = (regrets.clone(), sums.clone());
                // SAFETY: the processor has AVX2.
                unsafe {
                    super::update_avx2(&mut r2, &mut s2, &values, &strategy, &node, &reach, d)
                };
                let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits(&r1), bits(&r2), "regrets, round {round}");
                assert_eq!(bits(&s1), bits(&s2), "sums, round {round}");
            }
        }
    }

    /// Regret matching's AVX2 version equals the portable one bit for bit, and both the
    /// formula written here (positive parts or not, rows summing to 0, -0.0, combo counts
    /// that leave a remainder past the last group of eight).
    #[test]
    fn regret_matching_is_the_same_in_every_version() {
        let mut rng = SmallRng::seed_from_u64(31);
        for round in 0..60u32 {
            let (actions, n) = (rng.random_range(1..6), rng.random_range(1..40));
            let values: Vec<f32> = (0..actions * n)
                .map(|_| match rng.random_range(0..6) {
                    0 => 0.0,
                    1 => -0.0,
                    _ => rng.random_range(-1.0..1.0f32) * 50.0,
                })
                .collect();
            let positive_part = round % 3 != 0;
            let mut portable = vec![-1.0f32; actions * n];
            let mut total = vec![0.0f32; n];
            normalise_here(&values, actions, positive_part, &mut portable, &mut total);
            for h in 0..n {
                let part = |a: usize| {
                    let v = values[a * n + h];
                    if positive_part { v.max(0.0) } else { v }
                };
                let t = (0..actions).fold(0.0f32, |t, a| t + part(a));
                for a in 0..actions {
                    let want = if t > 0.0 {
                        part(a) / t
                    } else {
                        1.0 / actions as f32
                    };
                    assert_eq!(
                        portable[a * n + h].to_bits(),
                        want.to_bits(),
                        "round {round}"
                    );
                }
            }
            #[cfg(target_arch = "x86_64")]
            if std::arch::is_x86_feature_detected!("avx2") {
                let mut wide = vec![-1.0f32; actions * n];
                // SAFETY: the processor has AVX2.
                unsafe {
                    super::normalise_avx2(&values, actions, positive_part, &mut wide, &mut total)
                };
                let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits(&portable), bits(&wide), "round {round}");
            }
        }
    }
}
