//! The solve of a whole-game analysis: every deal's best hold and the final hands its draws
//! reach, summed exactly over all deals.
//!
//! Per deal: the 31 pay-total lookups of its subsets, their Möbius transform (every hold's
//! total pay), the best hold, then the hold's draws by inclusion–exclusion over the supersets
//! X of the hold within the deal: `draws(H) = Σ_{H ⊆ X ⊆ D} (-1)^{|X \ H|} T(X)` where `T(X)`
//! counts the five-card hands containing X by class. The sign and the scale of a term depend
//! only on |X| and the hold's size k, so the sums are kept by (|X|, k):
//! - X the whole deal: one hand, so its class is counted (weight by deal) per k;
//! - X of four cards: the four-card tallies (the bulk of the tables, 8.7 MB) are added on the
//!   spot, weighted, into 32 counters per k, so no per-thread array over all four-card sets is
//!   zeroed, scattered into and merged;
//! - X of three cards or fewer (23,479 sets at most): each set's signed coefficient is noted and
//!   multiplied by its tallies once at the end.
//!
//! The deals are walked in colex order ([`canonical_deals_in_rank_order`]), so the tallies read
//! for consecutive deals lie close together.

use std::sync::atomic::{AtomicUsize, Ordering};

use rayon::prelude::*;

use super::super::canonical::{CanonicalDeal, canonical_deals_in_rank_order};
use super::super::classify::MAX_SLOTS;
use super::super::colex::{BINOM, subsets};
use super::super::draw_tables::{Control, MASK_SIZE, subset_ranks};
use super::super::pay_totals::PayTotals;
use super::super::{Bet, DrawTables, Ev, PayTable};

/// The exact sums of a whole-game analysis.
pub(super) struct Solved {
    /// Σ over deals of weight × the best hold's EV numerator (over [`Ev::DENOMINATOR`]).
    pub(super) ret: u128,
    /// By slot: Σ over deals of weight × the probability of ending in that class, as
    /// numerators over [`Ev::DENOMINATOR`].
    pub(super) slots: [i128; MAX_SLOTS],
    /// How many representative deals were solved.
    pub(super) deals: usize,
}

/// Deals per unit of work (and of progress).
const CHUNK: usize = 1024;

/// The hold masks of each size, each group in decreasing mask order.
const BY_SIZE: [&[u8]; 6] = [
    &[0],
    &[16, 8, 4, 2, 1],
    &[24, 20, 18, 17, 12, 10, 9, 6, 5, 3],
    &[28, 26, 25, 22, 21, 19, 14, 13, 11, 7],
    &[30, 29, 27, 23, 15],
    &[31],
];

/// Solves every deal of `table`'s game at `bet` on `tables` (which serve the table), on the
/// current rayon pool; `None` if cancelled.
pub(super) fn solve(
    table: &PayTable,
    bet: Bet,
    tables: &DrawTables,
    ctl: &Control<'_>,
) -> Option<Solved> {
    let pays = PayTotals::new(tables, table.slot_pays(bet));
    let n = table.kind().deck_size();
    let deals = canonical_deals_in_rank_order(table.kind());
    let units = table.units_per_coin() as u64;
    // EV numerators per unit of pay total, and probability numerators per draw.
    let scale: [u64; 6] =
        std::array::from_fn(|held| Ev::from_units(1, draws(n, held), units).numerator());
    let per_draw: [u64; 6] =
        std::array::from_fn(|held| Ev::from_total(1, draws(n, held)).numerator());

    let total_chunks = deals.len().div_ceil(CHUNK);
    let finished = AtomicUsize::new(0);
    let sums = deals
        .par_chunks(CHUNK)
        .fold(
            || Sums::new(n),
            |mut sums, chunk| {
                if ctl.cancelled() {
                    return sums;
                }
                for deal in chunk {
                    sums.add_deal(deal, tables, &pays, &scale, &per_draw);
                }
                let done = finished.fetch_add(1, Ordering::Relaxed) + 1;
                ctl.report(done, total_chunks);
                sums
            },
        )
        .reduce(|| Sums::new(n), Sums::merge);
    if ctl.cancelled() {
        return None;
    }
    let mut slots = weighted_tallies(tables, &sums.coefficients);
    for (held, (&draw, dealt)) in per_draw.iter().zip(&sums.dealt).enumerate() {
        let scale = i128::from(draw);
        // |X \ H| is 5 - k for the deal itself and 4 - k for a four-card set.
        let dealt_sign = if (5 - held).is_multiple_of(2) {
            scale
        } else {
            -scale
        };
        for (acc, &count) in slots.iter_mut().zip(dealt) {
            *acc += dealt_sign * i128::from(count);
        }
        if let Some(fours) = sums.fours.get(held) {
            let four_sign = if (4 - held).is_multiple_of(2) {
                scale
            } else {
                -scale
            };
            for (acc, &count) in slots.iter_mut().zip(fours) {
                *acc += four_sign * i128::from(count);
            }
        }
    }
    Some(Solved {
        ret: sums.ret,
        slots,
        deals: deals.len(),
    })
}

/// The best of the 32 holds by total pay: its mask and EV numerator. Among exact ties, the
/// highest mask ("hold all" first), as a walk from mask 31 down keeping strict improvements
/// finds. Within one size every hold has the same scale, so the totals are compared as they
/// are, each packed with its mask below it (`total × 32 + mask`: the largest key is the
/// largest total, ties to the highest mask; no branch to mispredict), and only each size's
/// best is scaled. A total is at most 1,533,939 draws × 12,000,000 units < 2^45, so the key
/// fits easily.
#[inline]
fn best_hold(totals: &[i64; 32], scale: &[u64; 6]) -> (usize, u64) {
    // Totals are sums of pays over draws, never negative (a negative one would count as 0).
    let key = |mask: u8| (totals[mask as usize] << 5) | i64::from(mask);
    let mut best = 31usize;
    let mut best_num = totals[31].max(0) as u64 * scale[5];
    for size in (0..5).rev() {
        let top = BY_SIZE[size]
            .iter()
            .map(|&m| key(m))
            .fold(i64::MIN, i64::max);
        let mask = (top & 31) as usize;
        let num = (top >> 5).max(0) as u64 * scale[size];
        let better = num > best_num || (num == best_num && mask > best);
        best_num = if better { num } else { best_num };
        best = if better { mask } else { best };
    }
    (best, best_num)
}

/// `acc += weight × rows`, lane by lane. The product is at most 24 × 5 × 49, so it is taken
/// in 16 bits, which vectorises without SSE4.1.
#[inline]
fn add_weighted(acc: &mut [u32; MAX_SLOTS], rows: &[u16; MAX_SLOTS], weight: u16) {
    for (a, &sum) in acc.iter_mut().zip(rows) {
        *a += u32::from(sum * weight);
    }
}

/// One worker's running sums.
struct Sums {
    /// Σ weight × best EV numerator.
    ret: u128,
    /// By size of the best hold: Σ weight of the deals, by the dealt hand's slot. At most
    /// 2,869,685 (every deal), so `u32` holds it.
    dealt: [[u32; MAX_SLOTS]; 6],
    /// By size of the best hold (0 to 4): Σ weight × the four-card tallies of the four-card
    /// sets between the hold and the deal. A deal adds at most 24 × 5 sets × 49 hands, and all
    /// deals' weights sum to 2,869,685: at most 7.1 × 10^8, so `u32` holds it.
    fours: [[u32; MAX_SLOTS]; 5],
    /// By subset size (0 to 3) and rank: the signed weight × per-draw numerator of that
    /// subset's tallies.
    coefficients: [Vec<i64>; 4],
}

impl Sums {
    fn new(n: usize) -> Sums {
        Sums {
            ret: 0,
            dealt: [[0; MAX_SLOTS]; 6],
            fours: [[0; MAX_SLOTS]; 5],
            coefficients: std::array::from_fn(|k| vec![0; subsets(n, k)]),
        }
    }

    /// Solves one deal and adds its best hold's return and final hands.
    #[inline]
    fn add_deal(
        &mut self,
        deal: &CanonicalDeal,
        tables: &DrawTables,
        pays: &PayTotals,
        scale: &[u64; 6],
        per_draw: &[u64; 6],
    ) {
        let ranks = subset_ranks(&deal.cards);
        let totals = pays.hold_totals_from_ranks(tables, &ranks);
        let (best, best_num) = best_hold(&totals, scale);
        let held = MASK_SIZE[best] as usize;
        let weight = u32::from(deal.weight);
        self.ret += u128::from(weight) * u128::from(best_num);
        let dealt_slot = tables.slot_of_rank(ranks[31] as usize) as usize;
        if let Some(acc) = self.dealt[held].get_mut(dealt_slot) {
            *acc += weight;
        }
        if held == 5 {
            return;
        }
        // The four-card sets between the hold and the deal: the deal less one discarded card.
        // Their tallies are summed first (at most 5 × 49 a lane), then weighted.
        let c4 = tables.c4();
        let mut rows = [0u16; MAX_SLOTS];
        for position in 0..5 {
            if best & (1 << position) == 0
                && let Some(row) = c4.get(ranks[31 ^ (1 << position)] as usize)
            {
                for (sum, &count) in rows.iter_mut().zip(row) {
                    *sum += u16::from(count);
                }
            }
        }
        add_weighted(&mut self.fours[held], &rows, u16::from(deal.weight));
        if held > 3 {
            return;
        }
        // The sets of three cards or fewer between the hold and the deal: the hold plus a
        // subset of the discards.
        let coefficient = i64::from(weight) * per_draw[held] as i64;
        let discards = 31 ^ best;
        let mut extra = discards;
        loop {
            let superset = best | extra;
            let size = MASK_SIZE[superset] as usize;
            if size <= 3 {
                let sign = if (size - held).is_multiple_of(2) {
                    coefficient
                } else {
                    -coefficient
                };
                if let Some(acc) = self.coefficients[size].get_mut(ranks[superset] as usize) {
                    *acc += sign;
                }
            }
            if extra == 0 {
                break;
            }
            extra = (extra - 1) & discards;
        }
    }

    fn merge(mut self, other: Sums) -> Sums {
        self.ret += other.ret;
        for (mine, theirs) in self.dealt.iter_mut().zip(&other.dealt) {
            for (a, &b) in mine.iter_mut().zip(theirs) {
                *a += b;
            }
        }
        for (mine, theirs) in self.fours.iter_mut().zip(&other.fours) {
            for (a, &b) in mine.iter_mut().zip(theirs) {
                *a += b;
            }
        }
        for (mine, theirs) in self.coefficients.iter_mut().zip(&other.coefficients) {
            for (a, &b) in mine.iter_mut().zip(theirs) {
                *a += b;
            }
        }
        self
    }
}

/// Σ over the sets X of up to three cards of `coefficients[|X|][rank(X)]` × the tallies of
/// X, by slot (23,479 sets at most, in `i128`).
fn weighted_tallies(tables: &DrawTables, coefficients: &[Vec<i64>; 4]) -> [i128; MAX_SLOTS] {
    let mut out = [0i128; MAX_SLOTS];
    for (size, level) in coefficients.iter().enumerate() {
        for (rank, &c) in level.iter().enumerate() {
            if c != 0 {
                for (acc, &n) in out.iter_mut().zip(&tables.counts(size, rank)) {
                    *acc += i128::from(c) * i128::from(n);
                }
            }
        }
    }
    out
}

/// C(n - 5, 5 - held): the number of draws for a hold of `held` cards from an `n`-card deck.
pub(super) fn draws(n: usize, held: usize) -> u64 {
    BINOM[n - 5][5 - held.min(5)] as u64
}
