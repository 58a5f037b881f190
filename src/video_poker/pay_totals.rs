//! One pay table's view of the draw tallies: for every set of up to four cards, the total pay
//! of all five-card hands containing it. With these, a hold's EV needs 32 scalar lookups.

use rayon::prelude::*;

use super::DrawTables;
use super::classify::MAX_SLOTS;
use super::colex::SUBSETS;
use super::draw_tables::{MASK_SIZE, mobius_supersets, subset_ranks};

/// Pay totals by subset for one pay table at one bet (about 1.2 MB; built in a millisecond or
/// two from the [`DrawTables`]).
#[derive(Clone, Debug)]
pub(crate) struct PayTotals {
    pays: [u32; MAX_SLOTS],
    p4: Vec<u32>,
    p3: Vec<u64>,
    p2: Vec<u64>,
    p1: Vec<u64>,
    p0: u64,
}

fn dot<T: Copy + Into<u64>>(counts: &[T; MAX_SLOTS], pays: &[u32; MAX_SLOTS]) -> u64 {
    counts
        .iter()
        .zip(pays)
        .map(|(&c, &p)| c.into() * p as u64)
        .sum()
}

impl PayTotals {
    /// The totals for per-coin `pays` by slot (at most 1,000,000 each, so four-card totals fit
    /// in 32 bits).
    pub(crate) fn new(tables: &DrawTables, pays: [u32; MAX_SLOTS]) -> PayTotals {
        let level = |k: usize| -> Vec<u64> {
            (0..SUBSETS[k])
                .map(|rank| dot(&tables.counts(k, rank), &pays))
                .collect()
        };
        let p4 = tables
            .c4()
            .par_iter()
            .with_min_len(4096)
            .map(|counts| dot(counts, &pays).min(u32::MAX as u64) as u32)
            .collect();
        PayTotals {
            pays,
            p4,
            p3: level(3),
            p2: level(2),
            p1: level(1),
            p0: dot(&tables.counts(0, 0), &pays),
        }
    }

    /// For five cards given as sorted indices: the total per-coin pay over all the draws of
    /// each hold, indexed by hold mask over the sorted positions.
    #[inline]
    pub(crate) fn hold_totals(&self, tables: &DrawTables, sorted: &[u8; 5]) -> [i64; 32] {
        self.hold_totals_from_ranks(tables, &subset_ranks(sorted))
    }

    /// [`hold_totals`](Self::hold_totals) given the subsets' colex ranks.
    #[inline]
    pub(crate) fn hold_totals_from_ranks(
        &self,
        tables: &DrawTables,
        ranks: &[u32; 32],
    ) -> [i64; 32] {
        let mut t = [0i64; 32];
        for (mask, slot) in t.iter_mut().enumerate() {
            let rank = ranks[mask] as usize;
            *slot = match MASK_SIZE[mask] {
                0 => self.p0,
                1 => self.p1.get(rank).copied().unwrap_or(0),
                2 => self.p2.get(rank).copied().unwrap_or(0),
                3 => self.p3.get(rank).copied().unwrap_or(0),
                4 => self.p4.get(rank).copied().unwrap_or(0) as u64,
                _ => self
                    .pays
                    .get(tables.slot_of_rank(rank) as usize)
                    .copied()
                    .unwrap_or(0) as u64,
            } as i64;
        }
        mobius_supersets(&mut t);
        t
    }
}
