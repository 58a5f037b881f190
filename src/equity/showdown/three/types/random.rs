//! The random hand of the count by card types on one board: its type pairs sorted by value,
//! with the prefix sums that count its combos below a value with any two other combos' cards
//! removed (the formula in `types.rs`), and the sums that give its combos by type pair over
//! many such removals.

use super::orders::{RankOrders, sorted_rank_pairs};
use crate::eval::{Hand, evaluate_flush_ranks, evaluate_rank_key, rank_key, rank_multiplier};

/// The most card types on a board: 13 ranks, in and out of the flush suit.
pub(super) const TYPES: usize = 26;
/// Lanes of a prefix-sum row (the types, padded).
const ROW: usize = 32;
/// `STEPS[n][t]`: a prefix row with `n` at type `t` (a type has at most four cards).
static STEPS: [[[u8; ROW]; TYPES]; 5] = {
    let mut steps = [[[0u8; ROW]; TYPES]; 5];
    let mut n = 0;
    while n < 5 {
        let mut t = 0;
        while t < TYPES {
            steps[n][t][t] = n as u8;
            t += 1;
        }
        n += 1;
    }
    steps
};
/// `RANK_STEPS[n][r]`: a prefix row with `n` at rank `r` and at its flush type `13 + r`.
static RANK_STEPS: [[[u8; ROW]; TYPES]; 5] = {
    let mut steps = [[[0u8; ROW]; TYPES]; 5];
    let mut n = 0;
    while n < 5 {
        let mut r = 0;
        while r < 13 {
            steps[n][r][r] = n as u8;
            steps[n][r][r + 13] = n as u8;
            r += 1;
        }
        n += 1;
    }
    steps
};
/// The mark of a key that takes a flush pair off its rank pair's value (counted by ranks).
pub(super) const MINUS: u32 = 1 << 31;
/// The flush-suit index of a board without one.
pub(super) const NO_FLUSH: usize = 4;
/// The value of a type pair that stands for no combo: above every value.
pub(super) const ABSENT: u16 = u16::MAX;

/// The type of card `card` (`suit · 13 + rank`) on a board whose flush suit is `flush`
/// ([`NO_FLUSH`] for none).
#[inline(always)]
pub(super) fn type_of(card: usize, flush: usize) -> usize {
    card % 13 + if card / 13 == flush { 13 } else { 0 }
}

/// The two types of a sorted type-pair key (`value << 16 | t << 8 | u`).
#[inline(always)]
pub(super) fn split_key(key: u32) -> (usize, usize) {
    (
        (((key >> 8) & 0xff) as usize).min(TYPES - 1),
        ((key & 0xff) as usize).min(TYPES - 1),
    )
}

/// The value of a key (bits 16–28).
#[inline(always)]
pub(super) fn value_of(key: u32) -> u16 {
    (key >> 16) as u16 & 0x1fff
}

/// Sorts type-pair keys by value (bits 16–28): two passes of a radix sort.
fn sort_keys(keys: &mut [u32], spare: &mut Vec<u32>) {
    spare.clear();
    spare.resize(keys.len(), 0);
    let mut low = [0u32; 128];
    let mut high = [0u32; 64];
    for &k in keys.iter() {
        low[(k >> 16) as usize & 127] += 1;
        high[(k >> 23) as usize & 63] += 1;
    }
    let (mut a, mut b) = (0, 0);
    for c in low.iter_mut() {
        (*c, a) = (a, a + *c);
    }
    for c in high.iter_mut() {
        (*c, b) = (b, b + *c);
    }
    for &k in keys.iter() {
        let slot = &mut low[(k >> 16) as usize & 127];
        if let Some(place) = spare.get_mut(*slot as usize) {
            *place = k;
        }
        *slot += 1;
    }
    for &k in spare.iter() {
        let slot = &mut high[(k >> 23) as usize & 63];
        if let Some(place) = keys.get_mut(*slot as usize) {
            *place = k;
        }
        *slot += 1;
    }
}

/// The random hand's type pairs on one board, sorted by value, with prefix sums.
pub(crate) struct RandomByTypes {
    /// Cards of each type off the board.
    pub(super) n: [u64; TYPES],
    /// The value of each type pair ([`ABSENT`] when it stands for no combo), both ways round.
    pub(super) value: [[u16; TYPES]; TYPES],
    /// The type pairs present, sorted: `value << 16 | t << 8 | u` with `t ≤ u`.
    pub(super) order: Vec<u32>,
    /// `prefix[i][t]`: `S_t` over the first `i` type pairs of `order` (at most 51 cards);
    /// `base[i]`: their combos.
    prefix: Vec<[u8; ROW]>,
    base: Vec<u64>,
    /// Each type pair's first and past-last position among the type pairs of its value: the
    /// prefix rows below its value and up to it.
    pub(super) run: [[(u16, u16); TYPES]; TYPES],
    /// Counted by ranks (exactly three board cards of the flush suit): `n[r]` for `r < 13`
    /// counts every suit, `n[13 + r]` the flush card of rank `r`, and `order` holds the rank
    /// pairs and the flush pairs' moves.
    pub(super) by_ranks: bool,
    /// Cards off the board.
    cards_left: u64,
    /// Scratch space for sorting `order` (and the flush pairs' moves).
    spare: Vec<u32>,
    sorted: Vec<u32>,
}

impl RandomByTypes {
    pub(super) fn new() -> RandomByTypes {
        RandomByTypes {
            n: [0; TYPES],
            value: [[ABSENT; TYPES]; TYPES],
            order: Vec::with_capacity(352),
            prefix: Vec::with_capacity(352),
            base: Vec::with_capacity(352),
            run: [[(0, 0); TYPES]; TYPES],
            by_ranks: false,
            cards_left: 0,
            spare: Vec::with_capacity(352),
            sorted: Vec::with_capacity(352),
        }
    }

    /// The flush suit of a board (cards as a bit set): the suit with three cards or more on
    /// it, or [`NO_FLUSH`].
    pub(super) fn flush_suit(bits: u64) -> usize {
        (0..4)
            .find(|&s| (bits >> (13 * s) & 0x1fff).count_ones() >= 3)
            .unwrap_or(NO_FLUSH)
    }

    /// The random hand on `board` (five cards, no other card out of play), whose flush suit
    /// is `flush`.
    #[inline(never)]
    pub(super) fn build(&mut self, board: Hand, flush: usize, orders: &RankOrders) {
        let bits = board.cards().bits();
        let flush_ranks = if flush == NO_FLUSH {
            0
        } else {
            (bits >> (13 * flush)) as u16 & 0x1fff
        };
        self.by_ranks = flush_ranks.count_ones() == 3;
        self.n = [0; TYPES];
        for card in 0..52 {
            if bits >> card & 1 == 0 {
                self.n[type_of(card, flush)] += 1;
                if self.by_ranks && card / 13 == flush {
                    // Counted by ranks: a rank type counts every suit (its flush card too).
                    self.n[card % 13] += 1;
                }
            }
        }
        self.cards_left = u64::from(52 - bits.count_ones());
        let key = rank_key(board.cards());
        self.order.clear();
        if flush == NO_FLUSH || self.by_ranks {
            // The rank pairs sorted depend on the board's ranks alone: sorted once.
            let computed;
            let ranked = match orders.by_key.get(&key) {
                Some(ranked) => ranked,
                None => {
                    computed = sorted_rank_pairs(key, &self.n);
                    &computed
                }
            };
            if self.by_ranks {
                self.order_by_ranks(ranked, flush_ranks);
            } else {
                self.order.extend_from_slice(ranked);
                let mut value = [[ABSENT; TYPES]; TYPES];
                for &k in ranked.iter() {
                    let (t, u) = split_key(k);
                    value[t][u] = value_of(k);
                    value[u][t] = value_of(k);
                }
                self.value = value;
            }
        } else {
            // The value by the two ranks (no flush), once per pair of ranks.
            let mut by_ranks = [0u16; 169];
            for rt in 0..13 {
                for ru in rt..13 {
                    by_ranks[rt * 13 + ru] =
                        evaluate_rank_key(key + rank_multiplier(rt) + rank_multiplier(ru)).get();
                }
            }
            self.order_by_types(&by_ranks, flush, flush_ranks);
            sort_keys(&mut self.order, &mut self.spare);
        }
        self.prefix_rows();
        if self.by_ranks {
            self.runs_by_ranks();
        }
    }

    /// The type pairs' values and keys (every type pair, up to 351).
    fn order_by_types(&mut self, by_ranks: &[u16; 169], flush: usize, flush_ranks: u16) {
        let types = if flush == NO_FLUSH { 13 } else { TYPES };
        for t in 0..types {
            for u in t..types {
                let combos = if t == u {
                    self.n[t] * self.n[t].saturating_sub(1) / 2
                } else {
                    self.n[t] * self.n[u]
                };
                let v = if combos == 0 {
                    ABSENT
                } else {
                    // No suit but the flush suit can make a flush: the ranks decide, and
                    // the flush suit's ranks where the hand holds five of it.
                    let (rt, ru) = (t % 13, u % 13);
                    let mut v = by_ranks[rt.min(ru) * 13 + rt.max(ru)];
                    if flush != NO_FLUSH {
                        // (The board itself may hold five.)
                        let ranks =
                            flush_ranks | u16::from(t >= 13) << rt | u16::from(u >= 13) << ru;
                        if ranks.count_ones() >= 5 {
                            v = v.max(evaluate_flush_ranks(ranks).get());
                        }
                    }
                    self.order
                        .push(u32::from(v) << 16 | (t as u32) << 8 | u as u32);
                    v
                };
                self.value[t][u] = v;
                self.value[u][t] = v;
            }
        }
    }

    /// Exactly three board cards of the flush suit: a flush needs both hole cards of it, so
    /// every combo but the two-flush-card ones takes its rank pair's value. The keys, sorted:
    /// the rank pairs (rank types `r < 13`, all suits: `ranked`, sorted),
    /// and for each pair of flush cards whose flush beats its ranks a move (`MINUS` at the
    /// rank value, plus at the flush). Every type pair's value is set, a flush type with
    /// itself at its rank's pair (the self term of the removal formula: the card stands in
    /// its rank's count).
    fn order_by_ranks(&mut self, ranked: &[u32], flush_ranks: u16) {
        let mut rank_value = [[ABSENT; 13]; 13];
        for &k in ranked.iter() {
            let (t, u) = split_key(k);
            let (t, u) = (t.min(12), u.min(12));
            rank_value[t][u] = value_of(k);
            rank_value[u][t] = value_of(k);
        }
        for (t, row) in self.value.iter_mut().enumerate() {
            let ranks = &rank_value[t % 13];
            row[..13].copy_from_slice(ranks);
            row[13..].copy_from_slice(ranks);
        }
        let moves = &mut self.spare;
        moves.clear();
        // The flush cards off the board, by rank.
        let live = |r: usize| self.n.get(13 + r).is_some_and(|&n| n > 0);
        for (a, values) in rank_value.iter().enumerate() {
            if !live(a) {
                continue;
            }
            for (b, &rv) in values.iter().enumerate().skip(a + 1) {
                if !live(b) {
                    continue;
                }
                let fv = evaluate_flush_ranks(flush_ranks | 1 << a | 1 << b).get();
                if fv > rv {
                    let types = (13 + a as u32) << 8 | (13 + b) as u32;
                    moves.push(MINUS | u32::from(rv) << 16 | types);
                    moves.push(u32::from(fv) << 16 | types);
                    self.value[13 + a][13 + b] = fv;
                    self.value[13 + b][13 + a] = fv;
                }
            }
        }
        sort_keys(moves, &mut self.sorted);
        // The two sorted lists merged.
        let (mut i, mut j) = (0, 0);
        while i < ranked.len() || j < moves.len() {
            let take_rank = match (ranked.get(i), moves.get(j)) {
                (Some(&r), Some(&m)) => value_of(r) <= value_of(m),
                (Some(_), None) => true,
                _ => false,
            };
            if take_rank {
                self.order.extend(ranked.get(i));
                i += 1;
            } else {
                self.order.extend(moves.get(j));
                j += 1;
            }
        }
    }

    /// The prefix rows of the sorted keys, and each type pair's run of rows.
    fn prefix_rows(&mut self) {
        self.prefix.clear();
        self.base.clear();
        // The row as bytes, one per type (at most 51), added to whole from a table of
        // steps (a whole-row add stays in registers; adding one byte in memory and copying
        // the row stalls every step). Where the random hand is counted by ranks, a rank's
        // step goes to its flush type's lane too, and a flush pair's move takes one off
        // (or puts one on) its two flush lanes.
        let mut row = [0u8; ROW];
        let add = |row: &mut [u8; ROW], step: &[u8; ROW]| {
            for (r, s) in row.iter_mut().zip(step) {
                *r = r.wrapping_add(*s);
            }
        };
        let sub = |row: &mut [u8; ROW], step: &[u8; ROW]| {
            for (r, s) in row.iter_mut().zip(step) {
                *r = r.wrapping_sub(*s);
            }
        };
        let steps = if self.by_ranks { &RANK_STEPS } else { &STEPS };
        let mut base = 0u64;
        let mut run_start = 0;
        for (i, &key) in self.order.iter().enumerate() {
            self.prefix.push(row);
            self.base.push(base);
            let (t, u) = split_key(key);
            if key & MINUS != 0 {
                sub(&mut row, &STEPS[1][t]);
                sub(&mut row, &STEPS[1][u]);
                base = base.wrapping_sub(1);
            } else if self.by_ranks && t >= 13 {
                add(&mut row, &STEPS[1][t]);
                add(&mut row, &STEPS[1][u]);
                base = base.wrapping_add(1);
            } else if t == u {
                add(&mut row, &steps[(self.n[t] as usize).min(4)][t]);
                base = base.wrapping_add(self.n[t] * (self.n[t] - 1) / 2);
            } else {
                add(&mut row, &steps[(self.n[u] as usize).min(4)][t]);
                add(&mut row, &steps[(self.n[t] as usize).min(4)][u]);
                base = base.wrapping_add(self.n[t] * self.n[u]);
            }
            if i > 0 && value_of(self.order[i - 1]) != value_of(key) {
                run_start = i;
            }
            if key & MINUS == 0 {
                self.run[t][u].0 = run_start as u16;
            }
        }
        self.prefix.push(row);
        self.base.push(base);
        let mut run_end = self.order.len();
        for i in (0..self.order.len()).rev() {
            let key = self.order[i];
            if self
                .order
                .get(i + 1)
                .is_some_and(|&next| value_of(next) != value_of(key))
            {
                run_end = i + 1;
            }
            if key & MINUS == 0 {
                let (t, u) = split_key(key);
                self.run[t][u].1 = run_end as u16;
            }
        }
    }

    /// Counted by ranks: every type pair's run is its rank pair's, but a moved flush pair's.
    fn runs_by_ranks(&mut self) {
        for t in 0..TYPES {
            for u in t.max(13)..TYPES {
                let (rt, ru) = (t % 13, u % 13);
                let (lo, hi) = (rt.min(ru), rt.max(ru));
                if t < 13 || u == t || self.value[t][u] == self.value[lo][hi] {
                    self.run[t][u] = self.run[lo][hi];
                }
            }
        }
    }

    /// How many prefix rows: one more than the type pairs.
    pub(super) fn rows(&self) -> usize {
        self.prefix.len()
    }

    /// The random combos off the board and off cards of types `cards` (four cards, taken by
    /// two other combos) whose value is below `m` (`strict`) or at most `m`; `row` is the
    /// prefix row of the type pairs below (or up to) `m`. (The count's own queries inline
    /// this with the top group's part shared: `ByTypes::tops`; the tests check this form.)
    #[cfg(test)]
    pub(super) fn below(&self, row: usize, m: u16, strict: bool, cards: [usize; 4]) -> u64 {
        let (Some(sums), Some(&base)) = (self.prefix.get(row), self.base.get(row)) else {
            return 0;
        };
        let under = |t: usize, u: usize| {
            let v = self.value[t][u];
            u64::from(if strict { v < m } else { v <= m })
        };
        let mut count = base;
        for (i, &t) in cards.iter().enumerate() {
            count = count.wrapping_sub(u64::from(sums[t])) + under(t, t);
            for &u in &cards[i + 1..] {
                count += under(t, u);
            }
        }
        count
    }

    /// The prefix row `row`'s base count and sums of types `t` and `u`.
    #[inline(always)]
    pub(super) fn row(&self, row: usize) -> (u64, &[u8; ROW]) {
        match (self.base.get(row), self.prefix.get(row)) {
            (Some(&base), Some(sums)) => (base, sums),
            _ => (0, &[0; ROW]),
        }
    }

    /// All random combos off the board and off four more cards.
    pub(super) fn all_but_four(&self) -> u64 {
        let left = self.cards_left.saturating_sub(4);
        left * left.saturating_sub(1) / 2
    }

    /// The combos of type pair `(t, u)` (`t ≤ u`) summed over removals gathered in `sums`.
    #[inline(always)]
    pub(super) fn combos_left(&self, t: usize, u: usize, sums: &Removals) -> u64 {
        let (nt, nu) = (self.n[t], self.n[u]);
        let full = if t == u {
            nt * nt.saturating_sub(1) / 2
        } else {
            nt * nu
        };
        // (A type with itself: its stored pairs lack the cards themselves, `cards[t]`.)
        let count = (full * sums.weight).wrapping_add(sums.pair_sum(t, u));
        if t == u {
            count.wrapping_sub(nt.wrapping_sub(1).wrapping_mul(sums.cards[t]))
        } else {
            count
                .wrapping_sub(nu * sums.cards[t])
                .wrapping_sub(nt * sums.cards[u])
        }
    }
}

impl RandomByTypes {
    /// The random combos of sorted key `key` summed over the removals gathered in `sums`
    /// (wrapping: a flush pair's move off its rank value counts them negative).
    #[inline(always)]
    pub(super) fn key_left(&self, key: u32, sums: &Removals) -> u64 {
        let (t, u) = split_key(key);
        if !self.by_ranks || t >= 13 {
            let left = self.combos_left(t, u, sums);
            return if key & MINUS != 0 {
                left.wrapping_neg()
            } else {
                left
            };
        }
        // A rank pair: its cards of both kinds (a flush type's lane is `13 + r`).
        let p = |a: usize, b: usize| sums.pair_sum(a, b);
        let cards = |r: usize| sums.cards[r.min(TYPES - 1)] + sums.cards[(r + 13).min(TYPES - 1)];
        let (nt, nu) = (self.n[t], self.n[u]);
        if t == u {
            let pairs = p(t, t) + p(t + 13, t + 13) + p(t, t + 13);
            (nt * nt.saturating_sub(1) / 2 * sums.weight + pairs)
                .wrapping_sub(nt.wrapping_sub(1).wrapping_mul(cards(t)))
        } else {
            let pairs = p(t, u) + p(t, u + 13) + p(t + 13, u) + p(t + 13, u + 13);
            (nt * nu * sums.weight + pairs)
                .wrapping_sub(nu * cards(t))
                .wrapping_sub(nt * cards(u))
        }
    }
}

/// Card removals gathered over many weighted queries, each removing four cards: with `x` a
/// query's weight and `d_t` the cards of type `t` it removes, `weight = Σ x`,
/// `cards[t] = Σ x·d_t`, `pairs[t][u] = Σ x·d_t·d_u` (`t < u`; kept both ways round, each
/// pair of cards entered in its order: [`Removals::pair_sum`] adds the two) and
/// `pairs[t][t] = Σ x·C(d_t, 2)` (the pairs of removed cards of one type), so that a type
/// pair's combos left, summed over the queries, are
///
/// ```text
/// Σ x·(n_t − d_t)(n_u − d_u) = n_t·n_u·weight − n_u·cards[t] − n_t·cards[u] + pairs[t][u]
/// Σ x·C(n_t − d_t, 2)        = C(n_t, 2)·weight − (n_t − 1)·cards[t] + pairs[t][t]
/// ```
///
/// (A combo adds to its cards and to its own pair only: three sums, where the pairs of a
/// card with itself, `d_t(d_t+1)/2`, took five.)
pub(crate) struct Removals {
    pub(super) weight: u64,
    pub(super) cards: [u64; TYPES],
    pub(super) pairs: [[u64; TYPES]; TYPES],
}

impl Removals {
    pub(super) fn new() -> Removals {
        Removals {
            weight: 0,
            cards: [0; TYPES],
            pairs: [[0; TYPES]; TYPES],
        }
    }

    /// Back to none.
    pub(super) fn clear(&mut self) {
        self.weight = 0;
        self.cards = [0; TYPES];
        self.pairs = [[0; TYPES]; TYPES];
    }

    /// Adds weight `x` on one combo's cards of types `t` and `u`: its cards and its own
    /// pair.
    #[inline(always)]
    pub(super) fn add_combo(&mut self, x: u64, t: usize, u: usize) {
        self.cards[t] += x;
        self.cards[u] += x;
        self.pairs[t][u] += x;
    }

    /// Adds weight `x` on the pairs of a card of type `t` and one of type `u`, taken by two
    /// different combos.
    #[inline(always)]
    pub(super) fn add_cross(&mut self, x: u64, t: usize, u: usize) {
        self.pairs[t][u] += x;
    }

    /// `pairs[t][u]` of the formula: the sums entered either way round.
    #[inline(always)]
    pub(super) fn pair_sum(&self, t: usize, u: usize) -> u64 {
        let (t, u) = (t.min(TYPES - 1), u.min(TYPES - 1));
        if t == u {
            self.pairs[t][t]
        } else {
            self.pairs[t][u].wrapping_add(self.pairs[u][t])
        }
    }
}
