//! Two players on one board, counted with card-removal arithmetic.
//!
//! For a combo `a = {a1, a2}` of player A (weight `wa`), the weight of B's combos below it
//! that share no card with it is
//!
//! ```text
//! less(a) = L − L[a1] − L[a2]
//! ```
//!
//! where `L` is the weight of B's combos below `a`'s value and `L[c]` that of those holding
//! card `c` (no combo below holds both `a1` and `a2`: only `a` does, and it is not below
//! itself). Equal values the same way, adding back B's weight of the combo `a` itself
//! (subtracted twice): `eq(a) = E − E[a1] − E[a2] + wB(a)`; all of B's combos:
//! `tot(a) = T − T[a1] − T[a2] + wB(a)`. A wins `wa·less(a)` matchups, ties `wa·eq(a)`, loses
//! the rest. This is the counting the range ranking's table was first computed with, for any
//! two ranges.
//!
//! The player with fewer combos (S) is sorted by value; the other's (L) combos need only be
//! placed in *buckets* between and at S's distinct values (a table from value to bucket makes
//! that one load). Walking up the buckets keeps `L` and the 52 `L[c]` as running sums. When S's
//! combos hold at most 16 cards (`QQ+,AKs` on a flop holds 11), L's combos are not even
//! stored: their weights are summed per bucket, in all and by each of S's cards, the only
//! cards the counts ask about. On a board with at most two cards of each suit no one can make
//! a flush, so a combo's value depends on its two ranks only: each pair of ranks is evaluated
//! once (from the rank table) instead of each combo.

use super::combos::{Entry, RANK_PAIRS, sort_by_value};
use super::{MatchupCounts, Scratch, Showdown};
use crate::equity::tally::SHARE_UNITS;
use crate::eval::{Hand, HandValue};
use crate::range::COMBO_COUNT;

/// The most cards the smaller range may hold for [`Showdown::count_two_few_cards`].
const FEW_CARDS: usize = 16;
/// The most buckets (twice the smaller range's distinct values, plus one) for it.
const FEW_BUCKETS: usize = 40;

/// What [`Showdown::count_two_few_cards`] takes over from `count_two`: S's sorted combos, its
/// totals, its cards, and the number of buckets.
struct FewCards<'a> {
    ks: &'a [Entry],
    ts: u64,
    ts_card: &'a [u64; 64],
    small_cards: u64,
    buckets: usize,
}

/// Entries of the table of buckets by value: every hand value is below this.
pub(super) const BUCKET_TABLE: usize = 8192;

/// The bits of a bucket in an L entry's value field (the category is above them).
const BUCKET_MASK: u16 = 0xfff;

impl Showdown {
    /// Two players. The one with fewer combos (S) is sorted by value; the other's (L) are put
    /// in buckets by S's distinct values `u[0] < u[1] < …`: bucket `2i` holds the values
    /// between `u[i - 1]` and `u[i]`, bucket `2i + 1` those equal to `u[i]`. One walk up the
    /// buckets then gives each of S's combos the weight of L's combos below and equal to it.
    pub(super) fn count_two(
        &self,
        board: Hand,
        out: u64,
        by_ranks: Option<&[u16; RANK_PAIRS]>,
        scratch: &mut Scratch,
        counts: &mut MatchupCounts,
    ) {
        let (s, l) = (self.order[0], self.order[1]);
        let (small, large) = (&self.seats[s], &self.seats[l]);
        let Scratch {
            values,
            keys,
            spare,
            thresholds,
            outcomes,
            starts,
            bucket_table,
            ..
        } = scratch;
        let [ks, kl, _] = keys;
        // S's totals by card: "every combo of S", for L's final hands.
        let (mut ts, mut ts_card) = (0u64, [0u64; 64]);
        let mut small_cards = 0u64;
        ks.clear();
        small.deal(board, out, by_ranks, values, |e| {
            let (c1, c2) = e.cards();
            ts_card[c1] += e.units();
            ts_card[c2] += e.units();
            ts += e.units();
            small_cards |= 1 << c1 | 1 << c2;
            ks.push(e);
        });
        sort_by_value(ks, spare);
        thresholds.clear();
        for e in ks.iter() {
            if thresholds.last() != Some(&(e.value() as u16)) {
                thresholds.push(e.value() as u16);
            }
        }
        // Up to 127 thresholds: a table of every value's bucket (a few memsets); more: binary
        // search.
        // The table starts at the lowest threshold: values below it are in bucket 0.
        let buckets = 2 * thresholds.len() + 1;
        let table = buckets <= 255;
        let lowest = thresholds.first().copied().unwrap_or(0);
        if table {
            let mut from = 0usize;
            for (i, &t) in thresholds.iter().enumerate() {
                let t = usize::from(t - lowest).min(BUCKET_TABLE - 1);
                bucket_table[from..t].fill(2 * i as u8);
                bucket_table[t] = 2 * i as u8 + 1;
                from = t + 1;
            }
            let end = (usize::from(HandValue::BEST.get() - lowest) + 1).clamp(from, BUCKET_TABLE);
            bucket_table[from.min(end)..end].fill((buckets - 1) as u8);
        }
        let bucket_of = |v: u16| -> usize {
            if v < lowest {
                0
            } else if table {
                usize::from(bucket_table[usize::from(v - lowest) & (BUCKET_TABLE - 1)])
            } else {
                let k = thresholds.partition_point(|&t| t < v);
                2 * k + usize::from(thresholds.get(k) == Some(&v))
            }
        };
        if small_cards.count_ones() <= FEW_CARDS as u32 && buckets <= FEW_BUCKETS {
            let few = FewCards {
                ks,
                ts,
                ts_card: &ts_card,
                small_cards,
                buckets,
            };
            self.count_two_few_cards(few, (board, out, by_ranks), values, &bucket_of, counts);
            return;
        }
        starts.clear();
        starts.resize(buckets + 1, 0);
        // Four sets of category counts, used in turn, so that runs of one category do not
        // wait on each other's additions.
        let mut by_category = [[0u64; 16]; 4];
        let mut turn = 0usize;
        kl.clear();
        large.deal(board, out, by_ranks, values, |e| {
            let (c1, c2) = e.cards();
            let tot = ts + small.units_of(e.combo()) - ts_card[c1] - ts_card[c2];
            by_category[turn & 3][e.category() & 15] += e.units() * tot;
            turn += 1;
            kl.push(e);
        });
        for part in &by_category {
            for (sum, &n) in counts.categories[l].iter_mut().zip(part) {
                *sum += n;
            }
        }
        // L's combos in bucket order (a counting sort; the bucket, below 4,096 since S has at
        // most 1,326 values, replaces the value, with the category in the top four bits).
        for e in kl.iter_mut() {
            let bucket = bucket_of(e.value() as u16);
            let category = e.category() as u16;
            *e = Entry(e.0 & ((1 << 48) - 1))
                .with_value(bucket as u16 & BUCKET_MASK | category << 12);
            if let Some(n) = starts.get_mut(bucket + 1) {
                *n += 1;
            }
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        spare.clear();
        spare.resize(kl.len(), Entry(0));
        for &e in kl.iter() {
            let slot = &mut starts[(e.value() & u32::from(BUCKET_MASK)) as usize];
            if let Some(place) = spare.get_mut(*slot as usize) {
                *place = e;
            }
            *slot += 1;
        }
        // After the scatter, `starts[b]` is where bucket `b + 1` starts.
        let mut below = 0u64;
        let mut below_card = [0u64; 64];
        let mut equal_card = [0u64; 64];
        // S's combos below the current value, in all and by card: L's combos there beat them.
        let mut small_below = 0u64;
        let mut small_below_card = [0u64; 64];
        let mut wins_l_by_category = [0u64; 16];
        let mut l_wins = |e: Entry, small_below: u64, small_below_card: &[u64; 64]| {
            let (c1, c2) = e.cards();
            let less = small_below - small_below_card[c1] - small_below_card[c2];
            wins_l_by_category[(e.value() >> 12) as usize & 15] += e.units() * less;
        };
        outcomes.clear();
        let mut from = 0usize;
        let mut next_small = 0usize;
        for (i, &u) in thresholds.iter().enumerate() {
            let between = starts[2 * i] as usize;
            for &e in spare.get(from..between).unwrap_or(&[]) {
                let (c1, c2) = e.cards();
                below += e.units();
                below_card[c1] += e.units();
                below_card[c2] += e.units();
                l_wins(e, small_below, &small_below_card);
            }
            let equal_end = starts[2 * i + 1] as usize;
            let equals = spare.get(between..equal_end).unwrap_or(&[]);
            let mut equal = 0u64;
            for &e in equals {
                let (c1, c2) = e.cards();
                equal += e.units();
                equal_card[c1] += e.units();
                equal_card[c2] += e.units();
                l_wins(e, small_below, &small_below_card);
            }
            while let Some(&e) = ks.get(next_small).filter(|e| e.value() == u32::from(u)) {
                let (c1, c2) = e.cards();
                let itself = large.units_of(e.combo());
                let less = below - below_card[c1] - below_card[c2];
                let eq = equal + itself - equal_card[c1] - equal_card[c2];
                outcomes.push((less, eq));
                next_small += 1;
                small_below += e.units();
                small_below_card[c1] += e.units();
                small_below_card[c2] += e.units();
            }
            // The equal bucket joins the combos below the next value.
            for &e in equals {
                let (c1, c2) = e.cards();
                below += e.units();
                below_card[c1] += e.units();
                below_card[c2] += e.units();
                equal_card[c1] = 0;
                equal_card[c2] = 0;
            }
            from = equal_end;
        }
        // The combos above every value of S complete L's totals by card.
        for &e in spare.get(from..).unwrap_or(&[]) {
            let (c1, c2) = e.cards();
            below += e.units();
            below_card[c1] += e.units();
            below_card[c2] += e.units();
            l_wins(e, small_below, &small_below_card);
        }
        for (sum, &n) in counts.category_wins[l].iter_mut().zip(&wins_l_by_category) {
            *sum += n;
        }
        let (tl, tl_card) = (below, &below_card);
        let (mut wins_s, mut wins_l, mut ties, mut total) = (0u64, 0u64, 0u64, 0u64);
        let [categories_s, wins_s_by, ties_s_by] = counts.finals_mut(s);
        let mut ties_by = [0u64; 9];
        for (&e, &(less, eq)) in ks.iter().zip(outcomes.iter()) {
            let (c1, c2) = e.cards();
            let tot = tl + large.units_of(e.combo()) - tl_card[c1] - tl_card[c2];
            let w = e.units();
            total += w * tot;
            wins_s += w * less;
            wins_l += w * (tot - less - eq);
            ties += w * eq;
            categories_s[e.category()] += w * tot;
            wins_s_by[e.category()] += w * less;
            ties_by[e.category()] += w * eq;
        }
        for (a, b) in ties_s_by.iter_mut().zip(&ties_by) {
            *a += b;
        }
        for (a, b) in counts.category_ties[l].iter_mut().zip(&ties_by) {
            *a += b;
        }
        counts.total += total;
        counts.wins[s] += wins_s;
        counts.wins[l] += wins_l;
        for p in [s, l] {
            counts.ties[p] += ties;
            counts.shares[p] += ties * (SHARE_UNITS / 2);
        }
    }

    /// [`count_two`](Self::count_two) when S's combos hold at most [`FEW_CARDS`] cards: L's
    /// combos are neither stored nor sorted, only summed by bucket, in all and by each of S's
    /// cards (the only cards the counting asks about).
    fn count_two_few_cards(
        &self,
        few: FewCards<'_>,
        (board, out, by_ranks): (Hand, u64, Option<&[u16; RANK_PAIRS]>),
        values: &mut [u16; COMBO_COUNT],
        bucket_of: &dyn Fn(u16) -> usize,
        counts: &mut MatchupCounts,
    ) {
        let (s, l) = (self.order[0], self.order[1]);
        let (small, large) = (&self.seats[s], &self.seats[l]);
        let FewCards {
            ks,
            ts,
            ts_card,
            small_cards,
            buckets,
        } = few;
        // S's cards get places 0..16 in the sums; every other card goes to the spare place.
        let mut place = [FEW_CARDS as u8; 64];
        let mut rest = small_cards;
        let mut n = 0u8;
        while rest != 0 {
            place[rest.trailing_zeros() as usize & 63] = n;
            n += 1;
            rest &= rest - 1;
        }
        // Per bucket: the weight by place (the spare place last), and in all. The totals and
        // the category counts are kept in four sets used in turn, so that runs of one bucket
        // or category do not wait on each other's additions.
        let mut sums = [[0u64; FEW_CARDS + 2]; FEW_BUCKETS];
        let mut bucket_sums = [[0u64; FEW_BUCKETS]; 4];
        let mut by_category = [[0u64; 16]; 4];
        // L's weight by category, in all and by S's cards: what L's wins by category are
        // counted from, S's combo by S's combo, at the end.
        let mut by_category_weight = [[0u64; 16]; 4];
        let mut by_category_card = [[0u64; FEW_CARDS + 2]; 9];
        let mut turn = 0usize;
        large.deal(board, out, by_ranks, values, |e| {
            let (c1, c2) = e.cards();
            let w = e.units();
            let tot = ts + small.units_of(e.combo()) - ts_card[c1] - ts_card[c2];
            by_category[turn & 3][e.category() & 15] += w * tot;
            by_category_weight[turn & 3][e.category() & 15] += w;
            let bucket = bucket_of(e.value() as u16) % FEW_BUCKETS;
            bucket_sums[turn & 3][bucket] += w;
            // Most of L's combos miss S's cards: the test saves the additions.
            if (1 << c1 | 1 << c2) & small_cards != 0 {
                let (p1, p2) = (usize::from(place[c1]), usize::from(place[c2]));
                let row = &mut sums[bucket];
                row[p1] += w;
                row[p2] += w;
                let by_card = &mut by_category_card[e.category() % 9];
                by_card[p1] += w;
                by_card[p2] += w;
            }
            turn += 1;
        });
        for part in &by_category {
            for (sum, &n) in counts.categories[l].iter_mut().zip(part) {
                *sum += n;
            }
        }
        let mut category_weight = [0u64; 9];
        for part in &by_category_weight {
            for (sum, &n) in category_weight.iter_mut().zip(part) {
                *sum += n;
            }
        }
        for part in &bucket_sums {
            for (row, &n) in sums.iter_mut().zip(part) {
                row[FEW_CARDS + 1] += n;
            }
        }
        // L's totals, in all and by S's cards.
        let mut all = [0u64; FEW_CARDS + 2];
        for row in sums.iter().take(buckets) {
            for (x, &y) in all.iter_mut().zip(row) {
                *x += y;
            }
        }
        // Up the buckets: `below` holds buckets 0..2i, below S's i-th value.
        let mut below = [0u64; FEW_CARDS + 2];
        let (mut wins_s, mut wins_l, mut ties, mut total) = (0u64, 0u64, 0u64, 0u64);
        let [categories_s, wins_s_by, ties_s_by] = counts.finals_mut(s);
        let mut ties_by = [0u64; 9];
        let mut wins_l_by = [0u64; 9];
        let mut i = 0usize;
        let mut bucket = 0usize;
        while let Some(&first) = ks.get(i) {
            // The bucket of values equal to this one, and those below it.
            let equal_bucket = bucket_of(first.value() as u16);
            while bucket < equal_bucket {
                for (x, &y) in below.iter_mut().zip(&sums[bucket % FEW_BUCKETS]) {
                    *x += y;
                }
                bucket += 1;
            }
            let equal = &sums[equal_bucket % FEW_BUCKETS];
            while let Some(&e) = ks.get(i).filter(|e| e.value() == first.value()) {
                let (c1, c2) = e.cards();
                let (p1, p2) = (usize::from(place[c1]), usize::from(place[c2]));
                let itself = large.units_of(e.combo());
                let less = below[FEW_CARDS + 1] - below[p1] - below[p2];
                let eq = equal[FEW_CARDS + 1] + itself - equal[p1] - equal[p2];
                let tot = all[FEW_CARDS + 1] + itself - all[p1] - all[p2];
                let w = e.units();
                total += w * tot;
                wins_s += w * less;
                wins_l += w * (tot - less - eq);
                ties += w * eq;
                categories_s[e.category()] += w * tot;
                wins_s_by[e.category()] += w * less;
                ties_by[e.category()] += w * eq;
                // L's combos that beat this one, by category: those of higher categories
                // (missing its cards), and those of its own category above its value (L's
                // combos of at most its category, less those at most its value).
                let own = e.category().min(8);
                let mut at_most = itself;
                for (c, (&weight, by_card)) in
                    category_weight.iter().zip(&by_category_card).enumerate()
                {
                    let disjoint = weight - by_card[p1] - by_card[p2];
                    if c <= own {
                        at_most += disjoint;
                    } else {
                        wins_l_by[c] += w * disjoint;
                    }
                }
                wins_l_by[own] += w * (at_most - less - eq);
                i += 1;
            }
        }
        for (a, b) in ties_s_by.iter_mut().zip(&ties_by) {
            *a += b;
        }
        for (a, b) in counts.category_wins[l].iter_mut().zip(&wins_l_by) {
            *a += b;
        }
        for (a, b) in counts.category_ties[l].iter_mut().zip(&ties_by) {
            *a += b;
        }
        counts.total += total;
        counts.wins[s] += wins_s;
        counts.wins[l] += wins_l;
        for p in [s, l] {
            counts.ties[p] += ties;
            counts.shares[p] += ties * (SHARE_UNITS / 2);
        }
    }
}
