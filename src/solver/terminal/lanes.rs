//! Several showdowns on one board valued in one pair of sweeps: every showdown of a river
//! subtree ranks the combos the same way, and only the opponent's reach and the pays differ
//! between them. Each of the [`LANES`] lanes is one showdown; the ranking's entries, the
//! gather order, the card slots and the bookkeeping of the sweeps are read once for all of
//! them, and the running sums are `[f64; LANES]` wide (one AVX2 vector where the processor has
//! it, chosen when it runs). Each lane does exactly the additions of [`super::showdown_values`]
//! in the same order, so its values are the same, bit for bit.

use super::super::combo_tables::{Hands, NO_SAME, Ranking};
use super::super::scratch;
use super::{Pays, card_slot};

/// How many showdowns one pair of sweeps values.
pub(crate) const LANES: usize = 4;

/// Per-card sums, one lane per showdown.
pub(super) type PerCardLanes = [[f64; LANES]; 64];

/// The values of [`LANES`] showdowns on `ranking`'s board, lane `l` against the opponent reach
/// `reaches[l]` with pays `pays[l]`: its values in row `l` of `out` and its compatible
/// opponent reach in row `l` of `compat` (rows of the traverser's combo count). Row `l` is
/// what [`super::showdown_values_and_compat`] gives for lane `l` alone. `blocked` lists the
/// traverser's combos the board blocks (those the ranking leaves out): their values are 0.
#[allow(clippy::too_many_arguments)]
pub(crate) fn showdown_lanes(
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reaches: [&[f32]; LANES],
    pays: [Pays; LANES],
    blocked: &[u32],
    out: &mut [f32],
    compat: &mut [f64],
) {
    #[cfg(target_arch = "x86_64")]
    let avx2 = std::arch::is_x86_feature_detected!("avx2");
    #[cfg(not(target_arch = "x86_64"))]
    let avx2 = false;
    lanes_with(
        avx2, hands, ranking, trav, reaches, pays, blocked, out, compat,
    );
}

/// [`showdown_lanes`], with AVX2 or not (`avx2` only where the processor has it).
#[allow(clippy::too_many_arguments)]
fn lanes_with(
    avx2: bool,
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reaches: [&[f32]; LANES],
    pays: [Pays; LANES],
    blocked: &[u32],
    out: &mut [f32],
    compat: &mut [f64],
) {
    let n = hands.len(trav);
    let opp = 1 - trav;
    let len = (ranking.order[trav].len() + ranking.order[opp].len() + hands.len(opp) + 1) * LANES;
    // The buffer is taken here, outside the AVX2 version: a closure passed to another
    // function would be compiled without it.
    #[cfg(target_arch = "x86_64")]
    if avx2 {
        scratch::with_f64(len + 2 * n * LANES, |buffer| {
            // SAFETY: `avx2` is true only where the processor has AVX2, the one feature
            // `lanes_avx2` is compiled for.
            unsafe {
                lanes_avx2(
                    hands, ranking, trav, reaches, pays, blocked, out, compat, buffer,
                )
            };
        });
        return;
    }
    for &h in blocked {
        for l in 0..LANES {
            if let Some(slot) = out.get_mut(l * n + h as usize) {
                *slot = 0.0;
            }
            if let Some(slot) = compat.get_mut(l * n + h as usize) {
                *slot = 0.0;
            }
        }
    }
    scratch::with_f64(len, |buffer| {
        lanes_portable(hands, ranking, trav, reaches, pays, out, compat, buffer);
    });
}

/// The blocked combos of `trav` on `board` into `out` (at least its combo count long): how
/// many.
pub(crate) fn blocked_combos(hands: &Hands, trav: usize, board: u64, out: &mut [u32]) -> usize {
    let mut count = 0;
    for (h, &bits) in hands.bits[trav].iter().enumerate() {
        if bits & board != 0
            && let Some(slot) = out.get_mut(count)
        {
            *slot = h as u32;
            count += 1;
        }
    }
    count
}

/// The [`LANES`] reaches side by side in combo order into `out`, then one entry of 0 after the
/// shortest reach's end (`out` at least one entry longer than it): the entries written.
#[inline(always)]
pub(super) fn interleave<'o>(
    reaches: [&[f32]; LANES],
    out: &'o mut [[f64; LANES]],
) -> &'o [[f64; LANES]] {
    let [r0, r1, r2, r3] = reaches;
    let mut count = 0;
    for ((((slot, &a), &b), &c), &d) in out.iter_mut().zip(r0).zip(r1).zip(r2).zip(r3) {
        *slot = [a, b, c, d].map(f64::from);
        count += 1;
    }
    let count = count.min(out.len().saturating_sub(1));
    if let Some(slot) = out.get_mut(count) {
        *slot = [0.0; LANES];
    }
    &out[..(count + 1).min(out.len())]
}

/// [`showdown_lanes`] with AVX2: a lane group is one 256-bit vector. The same additions,
/// subtractions and products as the portable version, lane by lane, in the same order.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[allow(clippy::too_many_arguments)]
fn lanes_avx2(
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reaches: [&[f32]; LANES],
    pays: [Pays; LANES],
    blocked: &[u32],
    out: &mut [f32],
    compat_out: &mut [f64],
    buffer: &mut [f64],
) {
    use std::arch::x86_64::{
        __m256d, _mm_storeu_ps, _mm256_add_pd, _mm256_cvtpd_ps, _mm256_loadu_pd, _mm256_mul_pd,
        _mm256_permute2f128_pd, _mm256_setzero_pd, _mm256_storeu_pd, _mm256_sub_pd,
        _mm256_unpackhi_pd, _mm256_unpacklo_pd,
    };
    macro_rules! load {
        ($x:expr) => {{
            let x: &[f64; LANES] = $x;
            // SAFETY: `x` is LANES (4) f64 in a row, what the unaligned load reads.
            unsafe { _mm256_loadu_pd(x.as_ptr()) }
        }};
    }
    macro_rules! store {
        ($x:expr, $v:expr) => {{
            let x: &mut [f64; LANES] = $x;
            // SAFETY: `x` is LANES (4) f64 in a row, what the unaligned store writes.
            unsafe { _mm256_storeu_pd(x.as_mut_ptr(), $v) }
        }};
    }
    let opp = 1 - trav;
    let n = hands.len(trav);
    let mine = &ranking.order[trav];
    let theirs = &ranking.order[opp];
    let m = theirs.len();
    let win_weight = load!(&std::array::from_fn(|l| pays[l].win - pays[l].tie));
    let lose_weight = load!(&std::array::from_fn(|l| pays[l].lose - pays[l].tie));
    let tie = load!(&std::array::from_fn(|l| pays[l].tie));
    let (acc, rest) = buffer.as_chunks_mut::<LANES>().0.split_at_mut(mine.len());
    let (gathered, rest) = rest.split_at_mut(m);
    // Each traverser combo's four values and compatible reaches side by side, in combo order
    // (one store each in the sweep; turned into rows at the end).
    let (by_combo, rest) = rest.split_at_mut(rest.len().saturating_sub(2 * n));
    let (values4, compats4) = rest.split_at_mut(n);
    for &h in blocked {
        if let (Some(v), Some(c)) = (values4.get_mut(h as usize), compats4.get_mut(h as usize)) {
            (*v, *c) = ([0.0; LANES], [0.0; LANES]);
        }
    }
    // The four reaches side by side in combo order, then in the order of the ranking (a
    // combo past their end has no reach, as in `reach_of`).
    let by_combo = interleave(reaches, by_combo);
    // The entry past the reaches' end is 0: an index clamped to it reads no reach (as
    // `reach_of` past the end, and for NO_SAME), without a branch.
    let Some(last) = by_combo.len().checked_sub(1) else {
        return;
    };
    for (slot, other) in gathered.iter_mut().zip(theirs) {
        // SAFETY: the index is clamped to `last`, below `by_combo`'s length.
        *slot = *unsafe { by_combo.get_unchecked(usize::from(other.combo).min(last)) };
    }
    let gathered = &*gathered;
    // Upwards: the reach of strictly weaker opponent combos.
    let mut sum = _mm256_setzero_pd();
    let mut per_card: [__m256d; 64] = [_mm256_setzero_pd(); 64];
    let mut j = 0usize;
    for (slot, ranked) in acc.iter_mut().zip(mine) {
        let to = usize::from(ranked.weaker).min(m);
        if to > j {
            for (other, r) in theirs[j..to].iter().zip(&gathered[j..to]) {
                let r = load!(r);
                let (a, b) = (card_slot(other.cards[0]), card_slot(other.cards[1]));
                sum = _mm256_add_pd(sum, r);
                per_card[a] = _mm256_add_pd(per_card[a], r);
                per_card[b] = _mm256_add_pd(per_card[b], r);
            }
            j = to;
        }
        let (a, b) = (card_slot(ranked.cards[0]), card_slot(ranked.cards[1]));
        let weaker = _mm256_sub_pd(_mm256_sub_pd(sum, per_card[a]), per_card[b]);
        store!(slot, _mm256_mul_pd(weaker, win_weight));
    }
    for (other, r) in theirs[j..].iter().zip(&gathered[j..]) {
        let r = load!(r);
        let (a, b) = (card_slot(other.cards[0]), card_slot(other.cards[1]));
        sum = _mm256_add_pd(sum, r);
        per_card[a] = _mm256_add_pd(per_card[a], r);
        per_card[b] = _mm256_add_pd(per_card[b], r);
    }
    let (total, total_per_card) = (sum, per_card);
    // Downwards: the reach of strictly stronger opponent combos; the ties from the totals.
    let mut sum = _mm256_setzero_pd();
    let mut per_card: [__m256d; 64] = [_mm256_setzero_pd(); 64];
    let mut k = m;
    for (partial, ranked) in acc.iter().zip(mine).rev() {
        let to = usize::from(ranked.not_stronger).min(k);
        if to < k {
            for (other, r) in theirs[to..k].iter().zip(&gathered[to..k]).rev() {
                let r = load!(r);
                let (a, b) = (card_slot(other.cards[0]), card_slot(other.cards[1]));
                sum = _mm256_add_pd(sum, r);
                per_card[a] = _mm256_add_pd(per_card[a], r);
                per_card[b] = _mm256_add_pd(per_card[b], r);
            }
            k = to;
        }
        let (a, b) = (card_slot(ranked.cards[0]), card_slot(ranked.cards[1]));
        // NO_SAME is past the end of the reaches: clamped to the entry of 0.
        // SAFETY: the index is clamped to `last`, below `by_combo`'s length.
        let back = load!(unsafe { by_combo.get_unchecked(usize::from(ranked.same).min(last)) });
        let compat = _mm256_sub_pd(_mm256_sub_pd(total, total_per_card[a]), total_per_card[b]);
        let compat = _mm256_add_pd(compat, back);
        let lose = _mm256_sub_pd(_mm256_sub_pd(sum, per_card[a]), per_card[b]);
        let value = _mm256_add_pd(load!(partial), _mm256_mul_pd(compat, tie));
        let value = _mm256_add_pd(value, _mm256_mul_pd(lose, lose_weight));
        let h = usize::from(ranked.combo);
        if let (Some(v), Some(c)) = (values4.get_mut(h), compats4.get_mut(h)) {
            store!(v, value);
            store!(c, compat);
        }
    }
    // The rows: four combos at a time, their 4×4 values (and compatible reaches) transposed
    // in registers, then the combos left one by one; each value rounded to f32 as it is
    // stored, as in the one-showdown sweep.
    let Some(out) = out.get_mut(..LANES * n) else {
        return;
    };
    let (o01, o23) = out.split_at_mut(2 * n);
    let ((o0, o1), (o2, o3)) = (o01.split_at_mut(n), o23.split_at_mut(n));
    let Some(compat_out) = compat_out.get_mut(..LANES * n) else {
        return;
    };
    let (c01, c23) = compat_out.split_at_mut(2 * n);
    let ((c0, c1), (c2, c3)) = (c01.split_at_mut(n), c23.split_at_mut(n));
    let transpose = |x: [&[f64; LANES]; 4]| {
        let (x0, x1, x2, x3) = (load!(x[0]), load!(x[1]), load!(x[2]), load!(x[3]));
        let (t0, t1) = (_mm256_unpacklo_pd(x0, x1), _mm256_unpackhi_pd(x0, x1));
        let (t2, t3) = (_mm256_unpacklo_pd(x2, x3), _mm256_unpackhi_pd(x2, x3));
        [
            _mm256_permute2f128_pd::<0x20>(t0, t2),
            _mm256_permute2f128_pd::<0x20>(t1, t3),
            _mm256_permute2f128_pd::<0x31>(t0, t2),
            _mm256_permute2f128_pd::<0x31>(t1, t3),
        ]
    };
    let (v4, v_rest) = values4.as_chunks::<4>();
    let (k4, k_rest) = compats4.as_chunks::<4>();
    let rows = [o0, o1, o2, o3].map(|row| row.as_chunks_mut::<4>());
    let compat_rows = [c0, c1, c2, c3].map(|row| row.as_chunks_mut::<4>());
    let [(o0, r0), (o1, r1), (o2, r2), (o3, r3)] = rows;
    let [(c0, s0), (c1, s1), (c2, s2), (c3, s3)] = compat_rows;
    let chunks = o0
        .iter_mut()
        .zip(o1.iter_mut())
        .zip(o2.iter_mut())
        .zip(o3.iter_mut());
    let compat_chunks = c0
        .iter_mut()
        .zip(c1.iter_mut())
        .zip(c2.iter_mut())
        .zip(c3.iter_mut());
    for (((((o0, o1), o2), o3), (((c0, c1), c2), c3)), (v, k)) in
        chunks.zip(compat_chunks).zip(v4.iter().zip(k4))
    {
        let lanes = transpose([&v[0], &v[1], &v[2], &v[3]]);
        for (row, lane) in [o0, o1, o2, o3].into_iter().zip(lanes) {
            // SAFETY: `row` is 4 f32 in a row, what the unaligned store writes.
            unsafe { _mm_storeu_ps(row.as_mut_ptr(), _mm256_cvtpd_ps(lane)) };
        }
        let lanes = transpose([&k[0], &k[1], &k[2], &k[3]]);
        for (row, lane) in [c0, c1, c2, c3].into_iter().zip(lanes) {
            store!(row, lane);
        }
    }
    let rows = r0
        .iter_mut()
        .zip(r1.iter_mut())
        .zip(r2.iter_mut())
        .zip(r3.iter_mut());
    let compat_rows = s0
        .iter_mut()
        .zip(s1.iter_mut())
        .zip(s2.iter_mut())
        .zip(s3.iter_mut());
    for (((((o0, o1), o2), o3), (((c0, c1), c2), c3)), (v, k)) in
        rows.zip(compat_rows).zip(v_rest.iter().zip(k_rest))
    {
        [*o0, *o1, *o2, *o3] = v.map(|x| x as f32);
        [*c0, *c1, *c2, *c3] = *k;
    }
}

/// Adds lane by lane `r` to the running totals and to the sums of both cards.
#[inline(always)]
pub(super) fn add(
    sum: &mut [f64; LANES],
    per_card: &mut PerCardLanes,
    cards: [u8; 2],
    r: &[f64; LANES],
) {
    for (s, &r) in sum.iter_mut().zip(r) {
        *s += r;
    }
    for (s, &r) in per_card[card_slot(cards[0])].iter_mut().zip(r) {
        *s += r;
    }
    for (s, &r) in per_card[card_slot(cards[1])].iter_mut().zip(r) {
        *s += r;
    }
}

/// The reach of combo `o` in `reach` (0 past its end, where [`NO_SAME`] points).
#[inline(always)]
fn reach_of(reach: &[f32], o: u16) -> f64 {
    reach.get(usize::from(o)).copied().map_or(0.0, f64::from)
}

/// [`showdown_lanes`] on any processor, lane by lane; `buffer` holds the partial sums and the
/// gathered reach (a lane group per combo of both players).
#[allow(clippy::too_many_arguments)]
fn lanes_portable(
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reaches: [&[f32]; LANES],
    pays: [Pays; LANES],
    out: &mut [f32],
    compat_out: &mut [f64],
    buffer: &mut [f64],
) {
    let opp = 1 - trav;
    let n = hands.len(trav);
    let mine = &ranking.order[trav];
    let theirs = &ranking.order[opp];
    let win_weight: [f64; LANES] = std::array::from_fn(|l| pays[l].win - pays[l].tie);
    let lose_weight: [f64; LANES] = std::array::from_fn(|l| pays[l].lose - pays[l].tie);
    let tie: [f64; LANES] = std::array::from_fn(|l| pays[l].tie);
    let m = theirs.len();
    {
        let (acc, gathered) = buffer.as_chunks_mut::<LANES>().0.split_at_mut(mine.len());
        for (slot, other) in gathered.iter_mut().zip(theirs) {
            for (l, s) in slot.iter_mut().enumerate() {
                *s = reach_of(reaches[l], other.combo);
            }
        }
        let gathered = &*gathered;
        // Upwards: the reach of strictly weaker opponent combos.
        let mut sum = [0.0f64; LANES];
        let mut per_card: PerCardLanes = [[0.0f64; LANES]; 64];
        let mut j = 0usize;
        for (slot, ranked) in acc.iter_mut().zip(mine) {
            let to = usize::from(ranked.weaker).min(m);
            if to > j {
                for (other, r) in theirs[j..to].iter().zip(&gathered[j..to]) {
                    add(&mut sum, &mut per_card, other.cards, r);
                }
                j = to;
            }
            let (a, b) = (card_slot(ranked.cards[0]), card_slot(ranked.cards[1]));
            for l in 0..LANES {
                slot[l] = (sum[l] - per_card[a][l] - per_card[b][l]) * win_weight[l];
            }
        }
        for (other, r) in theirs[j..].iter().zip(&gathered[j..]) {
            add(&mut sum, &mut per_card, other.cards, r);
        }
        let (total, total_per_card) = (sum, per_card);
        // Downwards: the reach of strictly stronger opponent combos; the ties from the totals.
        let mut sum = [0.0f64; LANES];
        let mut per_card: PerCardLanes = [[0.0f64; LANES]; 64];
        let mut k = m;
        for (partial, ranked) in acc.iter().zip(mine).rev() {
            let to = usize::from(ranked.not_stronger).min(k);
            if to < k {
                for (other, r) in theirs[to..k].iter().zip(&gathered[to..k]).rev() {
                    add(&mut sum, &mut per_card, other.cards, r);
                }
                k = to;
            }
            let (a, b) = (card_slot(ranked.cards[0]), card_slot(ranked.cards[1]));
            let h = usize::from(ranked.combo);
            let mut back = [0.0f64; LANES];
            if ranked.same != NO_SAME {
                for (slot, reach) in back.iter_mut().zip(reaches) {
                    *slot = reach_of(reach, ranked.same);
                }
            }
            let mut compat = [0.0f64; LANES];
            let mut value = [0.0f64; LANES];
            for l in 0..LANES {
                compat[l] = total[l] - total_per_card[a][l] - total_per_card[b][l] + back[l];
                let lose = sum[l] - per_card[a][l] - per_card[b][l];
                value[l] = partial[l] + compat[l] * tie[l] + lose * lose_weight[l];
            }
            for l in 0..LANES {
                if let Some(slot) = out.get_mut(l * n + h) {
                    *slot = value[l] as f32;
                }
                if let Some(slot) = compat_out.get_mut(l * n + h) {
                    *slot = compat[l];
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::{RngExt, SeedableRng, rngs::SmallRng};

    use super::super::super::test_spots::{random_reaches, random_river};
    use super::super::{Pays, showdown_values_and_compat};
    use super::{LANES, blocked_combos, lanes_with};
    use crate::eval::evaluate;

    /// Each lane equals the one-showdown sweep bit for bit (that sweep is checked against a
    /// pairwise sum in `solver::tests`), with AVX2 and without, and lane 0 against a pairwise
    /// sum written here.
    #[test]
    fn each_lane_is_the_single_showdown_bit_for_bit() {
        let mut rng = SmallRng::seed_from_u64(30);
        let mut checked = 0;
        for round in 0..24 {
            let Some((hands, ranking)) = random_river(&mut rng, round) else {
                continue;
            };
            let board = ranking.board;
            for trav in 0..2 {
                let (n, m) = (hands.len(trav), hands.len(1 - trav));
                let reaches = random_reaches(&mut rng, LANES, m);
                let pays: [Pays; LANES] = std::array::from_fn(|_| {
                    let committed = rng.random_range(0.0..150.0);
                    Pays {
                        win: 100.0 + committed,
                        lose: -committed,
                        tie: 50.0,
                    }
                });
                let mut blocked = vec![0u32; n];
                let count = blocked_combos(&hands, trav, board.0, &mut blocked);
                let mut versions = vec![false];
                #[cfg(target_arch = "x86_64")]
                if std::arch::is_x86_feature_detected!("avx2") {
                    versions.push(true);
                }
                let mut out = vec![-1.0f32; LANES * n];
                for &avx2 in &versions {
                    out.fill(-1.0);
                    let mut compat = vec![-1.0f64; LANES * n];
                    lanes_with(
                        avx2,
                        &hands,
                        &ranking,
                        trav,
                        std::array::from_fn(|l| reaches[l].as_slice()),
                        pays,
                        &blocked[..count],
                        &mut out,
                        &mut compat,
                    );
                    for l in 0..LANES {
                        let mut one = vec![0.0f32; n];
                        let mut one_compat = vec![0.0f64; n];
                        showdown_values_and_compat(
                            &hands,
                            &ranking,
                            trav,
                            &reaches[l],
                            pays[l],
                            &mut one,
                            &mut one_compat,
                        );
                        let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                        let row = l * n..(l + 1) * n;
                        assert_eq!(bits(&out[row.clone()]), bits(&one), "lane {l}, {avx2}");
                        let bits64 = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                        assert_eq!(bits64(&compat[row]), bits64(&one_compat), "lane {l}");
                    }
                }
                for (h, &mine) in hands.combos[trav].iter().enumerate() {
                    let ours = evaluate(board | mine.cards());
                    let mut slow = 0.0f64;
                    for (o, &theirs) in hands.combos[1 - trav].iter().enumerate() {
                        if theirs.collides(mine.cards() | board) {
                            continue;
                        }
                        let other = evaluate(board | theirs.cards());
                        slow += f64::from(reaches[0][o])
                            * match ours.cmp(&other) {
                                std::cmp::Ordering::Greater => pays[0].win,
                                std::cmp::Ordering::Less => pays[0].lose,
                                std::cmp::Ordering::Equal => pays[0].tie,
                            };
                    }
                    assert!((f64::from(out[h]) - slow).abs() < 1e-3 * (1.0 + slow.abs()));
                }
                checked += 1;
            }
        }
        assert!(checked > 20, "only {checked} spots checked");
    }
}
