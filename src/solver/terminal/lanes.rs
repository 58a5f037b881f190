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
type PerCardLanes = [[f64; LANES]; 64];

/// The values of [`LANES`] showdowns on `ranking`'s board, lane `l` against the opponent reach
/// `reaches[l]` with pays `pays[l]`: its values in row `l` of `out` and its compatible
/// opponent reach in row `l` of `compat` (rows of the traverser's combo count). Row `l` is
/// what [`super::showdown_values_and_compat`] gives for lane `l` alone.
pub(crate) fn showdown_lanes(
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reaches: [&[f32]; LANES],
    pays: [Pays; LANES],
    out: &mut [f32],
    compat: &mut [f64],
) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, the one feature `lanes_avx2` is compiled for.
        unsafe { lanes_avx2(hands, ranking, trav, reaches, pays, out, compat) };
        return;
    }
    lanes_here(hands, ranking, trav, reaches, pays, out, compat);
}

/// [`showdown_lanes`] compiled for AVX2 (a lane group is one 256-bit vector).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn lanes_avx2(
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reaches: [&[f32]; LANES],
    pays: [Pays; LANES],
    out: &mut [f32],
    compat: &mut [f64],
) {
    lanes_here(hands, ranking, trav, reaches, pays, out, compat);
}

/// Adds lane by lane `r` to the running totals and to the sums of both cards.
#[inline(always)]
fn add(sum: &mut [f64; LANES], per_card: &mut PerCardLanes, cards: [u8; 2], r: &[f64; LANES]) {
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

/// The body of [`showdown_lanes`], inlined into each of its versions.
#[inline(always)]
fn lanes_here(
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reaches: [&[f32]; LANES],
    pays: [Pays; LANES],
    out: &mut [f32],
    compat_out: &mut [f64],
) {
    let opp = 1 - trav;
    let n = hands.len(trav);
    let mine = &ranking.order[trav];
    let theirs = &ranking.order[opp];
    out.fill(0.0);
    compat_out.fill(0.0);
    let win_weight: [f64; LANES] = std::array::from_fn(|l| pays[l].win - pays[l].tie);
    let lose_weight: [f64; LANES] = std::array::from_fn(|l| pays[l].lose - pays[l].tie);
    let tie: [f64; LANES] = std::array::from_fn(|l| pays[l].tie);
    let reach_of = |l: usize, o: u16| {
        reaches[l]
            .get(usize::from(o))
            .copied()
            .map_or(0.0, f64::from)
    };
    let m = theirs.len();
    scratch::with_f64((mine.len() + m) * LANES, |buffer| {
        let (acc, gathered) = buffer.as_chunks_mut::<LANES>().0.split_at_mut(mine.len());
        for (slot, other) in gathered.iter_mut().zip(theirs) {
            for (l, s) in slot.iter_mut().enumerate() {
                *s = reach_of(l, other.combo);
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
            for l in 0..LANES {
                let back = if ranked.same == NO_SAME {
                    0.0
                } else {
                    reach_of(l, ranked.same)
                };
                let compat = total[l] - total_per_card[a][l] - total_per_card[b][l] + back;
                let lose = sum[l] - per_card[a][l] - per_card[b][l];
                if let Some(slot) = out.get_mut(l * n + h) {
                    *slot = (partial[l] + compat * tie[l] + lose * lose_weight[l]) as f32;
                }
                if let Some(slot) = compat_out.get_mut(l * n + h) {
                    *slot = compat;
                }
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use rand::{RngExt, SeedableRng, rngs::SmallRng};

    use super::super::super::combo_tables::{Hands, Ranking};
    use super::super::super::tests::{random_board, random_range, spot};
    use super::super::{Pays, showdown_values_and_compat};
    use super::{LANES, showdown_lanes};
    use crate::eval::evaluate;

    /// Each lane equals the one-showdown sweep bit for bit (that sweep is checked against a
    /// pairwise sum in `solver::tests`), and lane 0 against a pairwise sum written here.
    #[test]
    fn each_lane_is_the_single_showdown_bit_for_bit() {
        let mut rng = SmallRng::seed_from_u64(30);
        let mut checked = 0;
        for round in 0..24 {
            let board = random_board(&mut rng, 5);
            let share = [0.05, 0.3, 0.9][round % 3];
            let s = spot(
                random_range(&mut rng, share),
                random_range(&mut rng, share),
                board,
                "",
                "",
                0,
            );
            if s.check().is_err() {
                continue;
            }
            let hands = Hands::new(&s);
            let ranking = Ranking::new(&hands, board);
            for trav in 0..2 {
                let (n, m) = (hands.len(trav), hands.len(1 - trav));
                let reaches: Vec<Vec<f32>> = (0..LANES)
                    .map(|_| {
                        (0..m)
                            .map(|_| {
                                if rng.random_bool(0.2) {
                                    0.0
                                } else {
                                    rng.random_range(0.0..1.0f32)
                                }
                            })
                            .collect()
                    })
                    .collect();
                let pays: [Pays; LANES] = std::array::from_fn(|_| {
                    let committed = rng.random_range(0.0..150.0);
                    Pays {
                        win: 100.0 + committed,
                        lose: -committed,
                        tie: 50.0,
                    }
                });
                let mut out = vec![-1.0f32; LANES * n];
                let mut compat = vec![-1.0f64; LANES * n];
                showdown_lanes(
                    &hands,
                    &ranking,
                    trav,
                    std::array::from_fn(|l| reaches[l].as_slice()),
                    pays,
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
                    assert_eq!(bits(&out[l * n..(l + 1) * n]), bits(&one), "lane {l}");
                    let bits64 = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                    assert_eq!(
                        bits64(&compat[l * n..(l + 1) * n]),
                        bits64(&one_compat),
                        "lane {l}"
                    );
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
