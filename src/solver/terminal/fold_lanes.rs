//! Several folds on one board valued in one pair of passes: the folds of a river subtree that
//! need a pass of their own (those not beside a showdown under the traverser's decision) differ
//! only in the opponent's reach and the pay, so [`LANES`] of them share the combos' cards and
//! the card slots, their running sums `[f64; LANES]` wide (one AVX2 vector where the processor
//! has it, chosen when it runs). Each lane does exactly the additions of
//! [`super::fold_values`] in the same order, so its values are the same, bit for bit.

use super::super::combo_tables::Hands;
use super::super::scratch;
use super::card_slot;
use super::lanes::{LANES, PerCardLanes, add, interleave};

/// The values of [`LANES`] folds on `board`, lane `l` paying `pays[l]` per unit of compatible
/// opponent reach against `reaches[l]`, into row `l` of `out`: row `l` is what
/// [`super::fold_values`] gives for lane `l` alone, bit for bit (the same sums in the same
/// order), from one pass over the opponent's combos and one over the traverser's. In AVX2
/// intrinsics where the processor has it (a lane group is one 256-bit vector; the compiler's
/// own AVX2 code for the portable version has an instruction valgrind cannot decode), else the
/// portable version.
pub(crate) fn fold_lanes(
    hands: &Hands,
    trav: usize,
    reaches: [&[f32]; LANES],
    board: u64,
    pays: [f64; LANES],
    out: &mut [f32],
) {
    #[cfg(target_arch = "x86_64")]
    let avx2 = std::arch::is_x86_feature_detected!("avx2");
    #[cfg(not(target_arch = "x86_64"))]
    let avx2 = false;
    fold_lanes_with(avx2, hands, trav, reaches, board, pays, out);
}

/// [`fold_lanes`], with AVX2 or not (`avx2` only where the processor has it).
fn fold_lanes_with(
    avx2: bool,
    hands: &Hands,
    trav: usize,
    reaches: [&[f32]; LANES],
    board: u64,
    pays: [f64; LANES],
    out: &mut [f32],
) {
    #[cfg(target_arch = "x86_64")]
    if avx2 {
        let len = (hands.len(1 - trav) + 1) * LANES;
        scratch::with_f64(len, |buffer| {
            // SAFETY: `avx2` is true only where the processor has AVX2, the one feature
            // `fold_lanes_avx2` is compiled for.
            unsafe { fold_lanes_avx2(hands, trav, reaches, board, pays, out, buffer) };
        });
        return;
    }
    fold_lanes_portable(hands, trav, reaches, board, pays, out);
}

/// [`fold_lanes`] in AVX2 intrinsics: the same additions, subtractions and products as the
/// portable version, lane by lane, in the same order. `buffer` holds the reaches side by side
/// (a lane group per opponent combo, and one of 0).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn fold_lanes_avx2(
    hands: &Hands,
    trav: usize,
    reaches: [&[f32]; LANES],
    board: u64,
    pays: [f64; LANES],
    out: &mut [f32],
    buffer: &mut [f64],
) {
    use std::arch::x86_64::{
        __m256d, _mm_storeu_ps, _mm256_add_pd, _mm256_cvtpd_ps, _mm256_loadu_pd, _mm256_mul_pd,
        _mm256_setzero_pd, _mm256_sub_pd,
    };
    macro_rules! load {
        ($x:expr) => {{
            let x: &[f64; LANES] = $x;
            // SAFETY: `x` is LANES (4) f64 in a row, what the unaligned load reads.
            unsafe { _mm256_loadu_pd(x.as_ptr()) }
        }};
    }
    let opp = 1 - trav;
    let n = hands.len(trav);
    let by_combo = interleave(reaches, buffer.as_chunks_mut::<LANES>().0);
    let Some(last) = by_combo.len().checked_sub(1) else {
        return;
    };
    let mut total = _mm256_setzero_pd();
    let mut per_card: [__m256d; 64] = [_mm256_setzero_pd(); 64];
    for ((r, &bits), &cards) in by_combo[..last]
        .iter()
        .zip(&hands.bits[opp])
        .zip(&hands.cards[opp])
    {
        let r = if bits & board == 0 {
            load!(r)
        } else {
            _mm256_setzero_pd()
        };
        let (a, b) = (card_slot(cards[0]), card_slot(cards[1]));
        total = _mm256_add_pd(total, r);
        per_card[a] = _mm256_add_pd(per_card[a], r);
        per_card[b] = _mm256_add_pd(per_card[b], r);
    }
    let pays = load!(&pays);
    let Some(out) = out.get_mut(..LANES * n) else {
        return;
    };
    let (o01, o23) = out.split_at_mut(2 * n);
    let ((o0, o1), (o2, o3)) = (o01.split_at_mut(n), o23.split_at_mut(n));
    let rows = o0.iter_mut().zip(o1).zip(o2).zip(o3);
    let combos = hands.bits[trav]
        .iter()
        .zip(&hands.cards[trav])
        .zip(&hands.same[trav]);
    for ((((v0, v1), v2), v3), ((&bits, &[a, b]), &same)) in rows.zip(combos) {
        let mut values = [0.0f32; LANES];
        if bits & board == 0 {
            let (a, b) = (card_slot(a), card_slot(b));
            // NO_COMBO is past the end of the reaches: clamped to the entry of 0.
            // SAFETY: the index is clamped to `last`, below `by_combo`'s length.
            let back = load!(unsafe { by_combo.get_unchecked((same as usize).min(last)) });
            let compat = _mm256_sub_pd(_mm256_sub_pd(total, per_card[a]), per_card[b]);
            let compat = _mm256_add_pd(compat, back);
            // SAFETY: `values` is 4 f32 in a row, what the unaligned store writes.
            unsafe {
                _mm_storeu_ps(
                    values.as_mut_ptr(),
                    _mm256_cvtpd_ps(_mm256_mul_pd(compat, pays)),
                )
            };
        }
        [*v0, *v1, *v2, *v3] = values;
    }
}

/// [`fold_lanes`] on any processor (the sums in 128-bit vectors of two lanes).
fn fold_lanes_portable(
    hands: &Hands,
    trav: usize,
    reaches: [&[f32]; LANES],
    board: u64,
    pays: [f64; LANES],
    out: &mut [f32],
) {
    let opp = 1 - trav;
    let n = hands.len(trav);
    let mut total = [0.0f64; LANES];
    let mut per_card: PerCardLanes = [[0.0f64; LANES]; 64];
    let [r0, r1, r2, r3] = reaches;
    let lanes = r0.iter().zip(r1).zip(r2).zip(r3);
    for ((((&r0, &r1), &r2), &r3), (&bits, &cards)) in
        lanes.zip(hands.bits[opp].iter().zip(&hands.cards[opp]))
    {
        let r = if bits & board == 0 {
            [r0, r1, r2, r3].map(f64::from)
        } else {
            [0.0; LANES]
        };
        add(&mut total, &mut per_card, cards, &r);
    }
    let (o0, rest) = out.split_at_mut(n.min(out.len()));
    let (o1, rest) = rest.split_at_mut(n.min(rest.len()));
    let (o2, o3) = rest.split_at_mut(n.min(rest.len()));
    let rows = o0.iter_mut().zip(o1).zip(o2).zip(o3);
    let combos = hands.bits[trav]
        .iter()
        .zip(&hands.cards[trav])
        .zip(&hands.same[trav]);
    for ((((v0, v1), v2), v3), ((&bits, &[a, b]), &same)) in rows.zip(combos) {
        let (a, b) = (card_slot(a), card_slot(b));
        let mut values = [0.0f32; LANES];
        if bits & board == 0 {
            for l in 0..LANES {
                let back = reaches[l]
                    .get(same as usize)
                    .copied()
                    .map_or(0.0, f64::from);
                let compat = total[l] - per_card[a][l] - per_card[b][l] + back;
                values[l] = (compat * pays[l]) as f32;
            }
        }
        [*v0, *v1, *v2, *v3] = values;
    }
}

#[cfg(test)]
mod tests {
    use rand::{RngExt, SeedableRng, rngs::SmallRng};

    use super::super::super::test_spots::{random_reaches, random_river};
    use super::super::fold_values;
    use super::{LANES, fold_lanes_with};

    /// Each fold lane equals the one-fold pass bit for bit (that pass is checked against a
    /// pairwise sum in `solver::tests`), with AVX2 and without.
    #[test]
    fn each_fold_lane_is_the_single_fold_bit_for_bit() {
        let mut rng = SmallRng::seed_from_u64(32);
        let mut checked = 0;
        for round in 0..24 {
            let Some((hands, ranking)) = random_river(&mut rng, round) else {
                continue;
            };
            let board = ranking.board;
            for trav in 0..2 {
                let (n, m) = (hands.len(trav), hands.len(1 - trav));
                let reaches = random_reaches(&mut rng, LANES, m);
                let pays: [f64; LANES] = std::array::from_fn(|_| rng.random_range(-150.0..250.0));
                let mut versions = vec![false];
                #[cfg(target_arch = "x86_64")]
                if std::arch::is_x86_feature_detected!("avx2") {
                    versions.push(true);
                }
                for &avx2 in &versions {
                    let mut folds = vec![-1.0f32; LANES * n];
                    fold_lanes_with(
                        avx2,
                        &hands,
                        trav,
                        std::array::from_fn(|l| reaches[l].as_slice()),
                        board.0,
                        pays,
                        &mut folds,
                    );
                    for l in 0..LANES {
                        let mut one = vec![0.0f32; n];
                        fold_values(&hands, trav, &reaches[l], board, pays[l], &mut one);
                        let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                        assert_eq!(
                            bits(&folds[l * n..(l + 1) * n]),
                            bits(&one),
                            "fold lane {l}, {avx2}"
                        );
                    }
                }
                checked += 1;
            }
        }
        assert!(checked > 20, "only {checked} spots checked");
    }
}
