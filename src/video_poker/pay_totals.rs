//! One pay table's view of the draw tallies: for every set of up to four cards, the total pay
//! of all five-card hands containing it. With these, a hold's EV needs 32 scalar lookups.

use rayon::prelude::*;

use super::DrawTables;
use super::classify::MAX_SLOTS;
use super::colex::subsets;
use super::draw_tables::{mobius_supersets, subset_ranks};

/// Pay totals by subset for one pay table at one bet (about 1.2 MB; built in a few
/// milliseconds from the [`DrawTables`]).
#[derive(Clone, Debug)]
pub(crate) struct PayTotals {
    pays: [u32; MAX_SLOTS],
    p4: Vec<u32>,
    p3: Vec<u64>,
    p2: Vec<u64>,
    p1: Vec<u64>,
    p0: u64,
}

/// The position masks with one, two, three and four cards (checked by a test).
const ONES: [u8; 5] = [1, 2, 4, 8, 16];
const TWOS: [u8; 10] = [3, 5, 6, 9, 10, 12, 17, 18, 20, 24];
const THREES: [u8; 10] = [7, 11, 13, 14, 19, 21, 22, 25, 26, 28];
const FOURS: [u8; 5] = [15, 23, 27, 29, 30];

/// Σ count × pay over the slots given.
fn dot<T: Copy + Into<u64>>(counts: &[T], pays: &[u32]) -> u64 {
    counts
        .iter()
        .zip(pays)
        .map(|(&c, &p)| c.into() * p as u64)
        .sum()
}

impl PayTotals {
    /// The totals for per-coin `pays` in pay units by slot (at most 12,000,000 each, so
    /// four-card totals fit in 32 bits).
    pub(crate) fn new(tables: &DrawTables, pays: [u32; MAX_SLOTS]) -> PayTotals {
        let level = |k: usize| -> Vec<u64> {
            (0..subsets(tables.kind().deck_size(), k))
                .map(|rank| dot(&tables.counts(k, rank), &pays))
                .collect()
        };
        // The kind's slots come first; the rest are zero in every tally.
        let used = tables.kind().classes().len().min(MAX_SLOTS);
        let used_pays = &pays[..used];
        let p4 = tables
            .c4()
            .par_iter()
            .with_min_len(4096)
            .map(|counts| dot(&counts[..used], used_pays).min(u64::from(u32::MAX)) as u32)
            .collect();
        let p3 = tables
            .c3()
            .par_iter()
            .with_min_len(4096)
            .map(|counts| dot(&counts[..used], used_pays))
            .collect();
        PayTotals {
            pays,
            p4,
            p3,
            p2: level(2),
            p1: level(1),
            p0: dot(&tables.counts(0, 0), &pays),
        }
    }

    /// For five cards given as sorted indices: for each subset Y of them (indexed by mask
    /// over the sorted positions), the total per-coin pay of all five-card hands of the deck
    /// containing Y. That is what an extra hand of multi-play holding Y draws to (its deck is
    /// the whole deck less Y); the Möbius transform of it gives the first hand's totals.
    #[inline]
    pub(crate) fn superset_totals(&self, tables: &DrawTables, sorted: &[u8; 5]) -> [i64; 32] {
        self.superset_totals_from_ranks(tables, &subset_ranks(sorted))
    }

    /// For five cards given as the subsets' colex ranks: the total per-coin pay over all the
    /// draws of each hold, indexed by hold mask over the sorted positions.
    #[inline]
    pub(crate) fn hold_totals_from_ranks(
        &self,
        tables: &DrawTables,
        ranks: &[u32; 32],
    ) -> [i64; 32] {
        let mut t = self.superset_totals_from_ranks(tables, ranks);
        mobius_supersets(&mut t);
        t
    }

    /// [`superset_totals`](Self::superset_totals) given the subsets' colex ranks (which are in
    /// range for every set of distinct cards, so the indexing below cannot fail).
    #[inline]
    pub(crate) fn superset_totals_from_ranks(
        &self,
        tables: &DrawTables,
        ranks: &[u32; 32],
    ) -> [i64; 32] {
        let mut t = [0i64; 32];
        t[0] = self.p0 as i64;
        for &m in &ONES {
            t[m as usize] = self.p1[ranks[m as usize] as usize] as i64;
        }
        for &m in &TWOS {
            t[m as usize] = self.p2[ranks[m as usize] as usize] as i64;
        }
        for &m in &THREES {
            t[m as usize] = self.p3[ranks[m as usize] as usize] as i64;
        }
        for &m in &FOURS {
            t[m as usize] = self.p4[ranks[m as usize] as usize] as i64;
        }
        t[31] =
            self.pays[tables.slot_of_rank(ranks[31] as usize) as usize & (MAX_SLOTS - 1)] as i64;
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mask_lists_hold_every_mask_of_their_size_once() {
        let lists: [&[u8]; 4] = [&ONES, &TWOS, &THREES, &FOURS];
        let mut seen = [0u8; 32];
        for (k, list) in lists.iter().enumerate() {
            for &m in *list {
                assert_eq!(m.count_ones() as usize, k + 1);
                seen[m as usize] += 1;
            }
        }
        assert!(seen[1..31].iter().all(|&n| n == 1));
        assert_eq!((seen[0], seen[31]), (0, 0));
    }
}
