//! Two ranges and one random hand on a complete board, counted by **card types** instead of
//! combo by combo (the spot of issue 31: three players before the flop, one a random hand).
//!
//! On a board, a card matters only through its *type*: its rank, and where the board holds
//! three or more cards of one suit (the *flush suit*, at most one), whether it is of that suit
//! — 13 types, or 26. No other suit can make a flush, so a hole combo's value is a function of
//! its *type pair*. So:
//!
//! * the random hand is counted by its type pairs (at most 91, or 351): with `n_t` the cards of
//!   type `t` off the board, a type pair `(t, u)` stands for `n_t·n_u` combos (`n_t(n_t−1)/2`
//!   for `(t, t)`). When the two ranges' combos take `d_t` cards of type `t`, the count of
//!   random combos below a value `x` is, exactly,
//!
//!   ```text
//!   base(x) − Σ_t d_t·S_t(x) + Σ_{t<u} d_t·d_u·[v(t,u) < x] + Σ_t d_t(d_t+1)/2·[v(t,t) < x]
//!   ```
//!
//!   with `base(x)` the full count below `x` and `S_t(x) = Σ_{(t,u) below x, u≠t} n_u` (plus
//!   `n_t` for `(t, t)`): prefix sums over the type pairs sorted by value ([`RandomByTypes`]);
//! * each range's live combos are grouped by type pair (one value each), and every pair of
//!   groups is one query: its joint weight (disjoint combos only) times the random hand's
//!   counts below and at the higher of the two values;
//! * the random hand's final hands by category (all, and won alone) are summed by type pair
//!   from the queries' card removals, gathered in order of value.

use super::super::MatchupCounts;
use super::super::combos::PreparedCombos;
use crate::equity::tally::{CATEGORY_OF, SHARE_UNITS};
use crate::eval::{Hand, evaluate_flush_ranks, evaluate_rank_key, rank_key, rank_multiplier};
use crate::range::COMBO_COUNT;

/// The most card types on a board: 13 ranks, in and out of the flush suit.
const TYPES: usize = 26;
/// Lanes of a prefix-sum row (the types, padded).
const ROW: usize = 32;
/// The flush-suit index of a board without one.
const NO_FLUSH: usize = 4;
/// The value of a type pair that stands for no combo.
const ABSENT: u16 = u16::MAX;
/// No event in a bucket.
const NIL: u32 = u32::MAX;

/// The type of card `card` (`suit · 13 + rank`) on a board whose flush suit is `flush`
/// ([`NO_FLUSH`] for none).
#[inline(always)]
fn type_of(card: usize, flush: usize) -> usize {
    card % 13 + if card / 13 == flush { 13 } else { 0 }
}

/// The two players' combos of one type pair.
#[derive(Clone, Debug)]
struct Group {
    /// The type pair, lower type first.
    types: (u8, u8),
    /// Its combos in [`SeatGroups::members`].
    start: u32,
    end: u32,
}

/// One range's combos grouped by type pair for one flush suit.
#[derive(Clone, Debug, Default)]
struct SeatGroups {
    groups: Vec<Group>,
    /// Each combo's cards (bit set) and units.
    members: Vec<(u64, u64)>,
}

impl SeatGroups {
    fn new(seat: &PreparedCombos, flush: usize) -> SeatGroups {
        let mut keyed: Vec<((u8, u8), u64, u64)> = seat
            .entries
            .iter()
            .map(|e| {
                let (a, b) = e.cards();
                let (ta, tb) = (type_of(a, flush) as u8, type_of(b, flush) as u8);
                ((ta.min(tb), ta.max(tb)), 1u64 << a | 1u64 << b, e.units())
            })
            .collect();
        keyed.sort_unstable_by_key(|k| k.0);
        let mut out = SeatGroups::default();
        for (types, mask, units) in keyed {
            let at = out.members.len() as u32;
            match out.groups.last_mut() {
                Some(g) if g.types == types => g.end = at + 1,
                _ => out.groups.push(Group {
                    types,
                    start: at,
                    end: at + 1,
                }),
            }
            out.members.push((mask, units));
        }
        out
    }
}

/// The plan of a three-player count with one random hand: who is who, and the two ranges
/// grouped by type pair for each possible flush suit.
#[derive(Clone, Debug)]
pub(crate) struct ByTypes {
    /// The random hand's seat, and the two ranges' seats in order.
    random: usize,
    first: usize,
    second: usize,
    /// The units of each of the random hand's combos.
    random_units: u64,
    /// `groups[flush suit or NO_FLUSH][first or second]`.
    groups: [[SeatGroups; 2]; 5],
}

impl ByTypes {
    /// The plan for three players when exactly one of them holds every combo at one weight
    /// (a random hand with no card out of play); `None` otherwise.
    pub(crate) fn choose(seats: &[PreparedCombos]) -> Option<ByTypes> {
        if seats.len() != 3 {
            return None;
        }
        let full = |s: &PreparedCombos| {
            s.len() == COMBO_COUNT && s.entries.iter().all(|e| e.units() == s.entries[0].units())
        };
        let mut randoms = (0..3).filter(|&p| full(&seats[p]));
        let random = randoms.next()?;
        if randoms.next().is_some() {
            return None;
        }
        let (first, second) = match random {
            0 => (1, 2),
            1 => (0, 2),
            _ => (0, 1),
        };
        Some(ByTypes {
            random,
            first,
            second,
            random_units: seats[random].entries.first()?.units(),
            groups: std::array::from_fn(|flush| {
                [
                    SeatGroups::new(&seats[first], flush),
                    SeatGroups::new(&seats[second], flush),
                ]
            }),
        })
    }
}

/// A group of a range with combos live on the board.
#[derive(Clone, Copy, Debug)]
struct LiveGroup {
    t: u8,
    u: u8,
    /// The live combos' units.
    weight: u64,
    value: u16,
    /// The random hand's type pairs below its value, and at most its value (prefix rows).
    lt: u16,
    le: u16,
    /// Its live combos in [`TypeScratch::live`].
    start: u32,
    end: u32,
}

/// The random hand's type pairs on one board, sorted by value, with prefix sums
/// (see the module's formula).
pub(crate) struct RandomByTypes {
    /// Cards of each type off the board.
    n: [u64; TYPES],
    /// The value of each type pair ([`ABSENT`] when it stands for no combo), both ways round.
    value: [[u16; TYPES]; TYPES],
    /// The type pairs present, sorted: `value << 16 | t << 8 | u`.
    order: Vec<u32>,
    /// `prefix[i][t]`: `S_t` over the first `i` type pairs of `order`; `base[i]` their combos.
    prefix: Vec<[u32; ROW]>,
    base: Vec<u64>,
    /// Each type pair's first and past-last position among the type pairs of its value.
    run: [[(u16, u16); TYPES]; TYPES],
    /// Cards off the board.
    cards_left: u64,
}

impl RandomByTypes {
    fn new() -> RandomByTypes {
        RandomByTypes {
            n: [0; TYPES],
            value: [[ABSENT; TYPES]; TYPES],
            order: Vec::with_capacity(352),
            prefix: Vec::with_capacity(352),
            base: Vec::with_capacity(352),
            run: [[(0, 0); TYPES]; TYPES],
            cards_left: 0,
        }
    }

    /// The flush suit of a board (cards as a bit set), or [`NO_FLUSH`].
    fn flush_suit(bits: u64) -> usize {
        (0..4)
            .find(|&s| (bits >> (13 * s) & 0x1fff).count_ones() >= 3)
            .unwrap_or(NO_FLUSH)
    }

    /// The random hand on `board` (five cards, no other card out of play).
    fn build(&mut self, board: Hand, flush: usize) {
        let bits = board.cards().bits();
        let types = if flush == NO_FLUSH { 13 } else { TYPES };
        self.n = [0; TYPES];
        for card in 0..52 {
            if bits >> card & 1 == 0 {
                self.n[type_of(card, flush)] += 1;
            }
        }
        self.cards_left = u64::from(52 - bits.count_ones());
        let key = rank_key(board.cards());
        let flush_ranks = if flush == NO_FLUSH {
            0
        } else {
            (bits >> (13 * flush)) as u16 & 0x1fff
        };
        self.order.clear();
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
                    let (rt, ru) = (t % 13, u % 13);
                    let mut v =
                        evaluate_rank_key(key + rank_multiplier(rt) + rank_multiplier(ru)).get();
                    if flush != NO_FLUSH {
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
        self.order.sort_unstable();
        self.prefix.clear();
        self.base.clear();
        let mut row = [0u32; ROW];
        let mut base = 0u64;
        let mut run_start = 0;
        for (i, &key) in self.order.iter().enumerate() {
            self.prefix.push(row);
            self.base.push(base);
            let (t, u) = split_key(key);
            if t == u {
                row[t] += self.n[t] as u32;
                base += self.n[t] * (self.n[t] - 1) / 2;
            } else {
                row[t] += self.n[u] as u32;
                row[u] += self.n[t] as u32;
                base += self.n[t] * self.n[u];
            }
            if i > 0 && self.order[i - 1] >> 16 != key >> 16 {
                run_start = i;
            }
            self.run[t][u].0 = run_start as u16;
        }
        self.prefix.push(row);
        self.base.push(base);
        let mut run_end = self.order.len();
        for i in (0..self.order.len()).rev() {
            let key = self.order[i];
            if i + 1 < self.order.len() && self.order[i + 1] >> 16 != key >> 16 {
                run_end = i + 1;
            }
            let (t, u) = split_key(key);
            self.run[t][u].1 = run_end as u16;
        }
    }

    /// The random combos off the board and off the dead types `dead` (type, cards taken)
    /// whose value is below (`strict`) or at most `m`, from prefix row `row`.
    #[inline(always)]
    fn below(&self, row: usize, m: u16, strict: bool, dead: &[(usize, u64)]) -> u64 {
        let Some(sums) = self.prefix.get(row) else {
            return 0;
        };
        let mut count = self.base[row];
        let under = |v: u16| if strict { v < m } else { v <= m };
        for (k, &(t, d)) in dead.iter().enumerate() {
            count = count.wrapping_sub(d * u64::from(sums[t]));
            if under(self.value[t][t]) {
                count = count.wrapping_add(d * (d + 1) / 2);
            }
            for &(u, e) in &dead[k + 1..] {
                if under(self.value[t][u]) {
                    count = count.wrapping_add(d * e);
                }
            }
        }
        count
    }

    /// All random combos off the board and off four dead cards.
    fn all_but_four(&self) -> u64 {
        let left = self.cards_left.saturating_sub(4);
        left * left.saturating_sub(1) / 2
    }
}

/// Working memory of the count by types, one per thread.
pub(crate) struct TypeScratch {
    random: RandomByTypes,
    /// The two ranges' live combos (cards, units), and their groups.
    live: Vec<(u64, u64)>,
    groups: [Vec<LiveGroup>; 2],
    /// Gathered card removals: `events[i]` = (next, weight, dead types), bucketed by the prefix
    /// row past their value (`heads`).
    events: Vec<(u32, u64, [(usize, u64); 4], u8)>,
    heads: Vec<u32>,
    /// Running sums of the removals: per type, per pair of types, per type with itself.
    per_type: [u64; TYPES],
    per_pair: [[u64; TYPES]; TYPES],
    per_self: [u64; TYPES],
}

impl TypeScratch {
    /// Fresh working memory.
    pub(crate) fn new() -> Box<TypeScratch> {
        Box::new(TypeScratch {
            random: RandomByTypes::new(),
            live: Vec::with_capacity(COMBO_COUNT),
            groups: [Vec::new(), Vec::new()],
            events: Vec::new(),
            heads: Vec::new(),
            per_type: [0; TYPES],
            per_pair: [[0; TYPES]; TYPES],
            per_self: [0; TYPES],
        })
    }
}

/// The dead types of two combos' type pairs, with how many cards each loses.
#[inline(always)]
fn dead_types(types: [u8; 4]) -> ([(usize, u64); 4], usize) {
    let mut dead = [(0usize, 0u64); 4];
    let mut len = 0;
    for t in types {
        let t = usize::from(t);
        match dead[..len].iter_mut().find(|(u, _)| *u == t) {
            Some((_, d)) => *d += 1,
            None => {
                dead[len] = (t, 1);
                len += 1;
            }
        }
    }
    (dead, len)
}

impl ByTypes {
    /// Counts every matchup on the complete board `board` into `counts` (once).
    pub(crate) fn count(&self, board: Hand, s: &mut TypeScratch, counts: &mut MatchupCounts) {
        let bits = board.cards().bits();
        let flush = RandomByTypes::flush_suit(bits);
        s.random.build(board, flush);
        let r = &s.random;
        // The two ranges' live groups.
        s.live.clear();
        for (k, seat) in self.groups[flush.min(NO_FLUSH)].iter().enumerate() {
            let out = &mut s.groups[k];
            out.clear();
            for g in &seat.groups {
                let start = s.live.len() as u32;
                let mut weight = 0;
                for &(mask, units) in seat
                    .members
                    .get(g.start as usize..g.end as usize)
                    .unwrap_or(&[])
                {
                    if mask & bits == 0 {
                        s.live.push((mask, units));
                        weight += units;
                    }
                }
                if weight == 0 {
                    continue;
                }
                let (t, u) = (usize::from(g.types.0), usize::from(g.types.1));
                let (lt, le) = r.run[t][u];
                out.push(LiveGroup {
                    t: g.types.0,
                    u: g.types.1,
                    weight,
                    value: r.value[t][u],
                    lt,
                    le,
                    start,
                    end: s.live.len() as u32,
                });
            }
        }
        s.events.clear();
        s.heads.clear();
        s.heads.resize(r.order.len() + 1, NIL);
        let all = r.all_but_four();
        let units = self.random_units;
        let (mut wins, mut total) = ([0u64; 3], 0u64);
        // Splits: first and random, second and random, first and second, all three.
        let (mut with_first, mut with_second, mut ranges_split, mut three) = (0, 0, 0, 0);
        let mut categories = [[0u64; 9]; 3];
        let mut category_wins = [[0u64; 9]; 3];
        let mut category_ties = [[0u64; 9]; 3];
        let [first_groups, second_groups] = &s.groups;
        for ga in first_groups {
            for gb in second_groups {
                let shared = ga.t == gb.t || ga.t == gb.u || ga.u == gb.t || ga.u == gb.u;
                let joint = if shared {
                    disjoint_weight(&s.live, ga, gb)
                } else {
                    ga.weight * gb.weight
                };
                if joint == 0 {
                    continue;
                }
                let x = joint * units;
                let top = if ga.value >= gb.value { ga } else { gb };
                let (dead, len) = dead_types([ga.t, ga.u, gb.t, gb.u]);
                let dead_here = &dead[..len];
                let lt = r.below(usize::from(top.lt), top.value, true, dead_here);
                let le = r.below(usize::from(top.le), top.value, false, dead_here);
                let (eq, gt) = (le - lt, all - le);
                let (ca, cb) = (category(ga.value), category(gb.value));
                let cm = category(top.value);
                total += x * all;
                categories[0][ca] += x * all;
                categories[1][cb] += x * all;
                if ga.value > gb.value {
                    wins[0] += x * lt;
                    category_wins[0][ca] += x * lt;
                    with_first += x * eq;
                    category_ties[0][ca] += x * eq;
                } else if gb.value > ga.value {
                    wins[1] += x * lt;
                    category_wins[1][cb] += x * lt;
                    with_second += x * eq;
                    category_ties[1][cb] += x * eq;
                } else {
                    ranges_split += x * lt;
                    three += x * eq;
                    category_ties[0][ca] += x * le;
                    category_ties[1][cb] += x * le;
                }
                category_ties[2][cm] += x * eq;
                wins[2] += x * gt;
                let bucket = usize::from(top.le);
                if let Some(head) = s.heads.get_mut(bucket) {
                    s.events.push((*head, x, dead, len as u8));
                    *head = s.events.len() as u32 - 1;
                }
            }
        }
        self.random_categories(s, &mut categories[2], &mut category_wins[2]);
        // Into the seats.
        let seats = [self.first, self.second, self.random];
        let ties = [
            with_first + ranges_split + three,
            with_second + ranges_split + three,
            with_first + with_second + three,
        ];
        let pairs = [
            with_first + ranges_split,
            with_second + ranges_split,
            with_first + with_second,
        ];
        counts.total += total;
        for (i, &p) in seats.iter().enumerate() {
            counts.wins[p] += wins[i];
            counts.ties[p] += ties[i];
            counts.shares[p] += pairs[i] * (SHARE_UNITS / 2) + three * (SHARE_UNITS / 3);
            for k in 0..9 {
                counts.categories[p][k] += categories[i][k];
                counts.category_wins[p][k] += category_wins[i][k];
                counts.category_ties[p][k] += category_ties[i][k];
            }
        }
    }

    /// The random hand's final hands by category, all and won alone, from the gathered card
    /// removals: a type pair's combos, summed over the queries weighted `x` with removals
    /// `d`, are `Σ x·(n_t − d_t)(n_u − d_u)` (or `Σ x·C(n_t − d_t, 2)`), so running sums of
    /// `x`, `x·d_t`, `x·d_t·d_u` and `x·d_t(d_t+1)/2` give them; won alone when the type
    /// pair's value is above the query's, so the sums run up the values.
    fn random_categories(&self, s: &mut TypeScratch, all: &mut [u64; 9], won: &mut [u64; 9]) {
        let TypeScratch {
            random: r,
            events,
            heads,
            per_type,
            per_pair,
            per_self,
            ..
        } = s;
        *per_type = [0; TYPES];
        *per_self = [0; TYPES];
        *per_pair = [[0; TYPES]; TYPES];
        let mut weight = 0u64;
        for i in 0..=r.order.len() {
            // The queries whose value is below this type pair's.
            let mut at = heads.get(i).copied().unwrap_or(NIL);
            while let Some(&(next, x, dead, len)) = events.get(at as usize) {
                weight += x;
                let dead = &dead[..usize::from(len).min(4)];
                for (k, &(t, d)) in dead.iter().enumerate() {
                    per_type[t] += x * d;
                    per_self[t] += x * (d * (d + 1) / 2);
                    for &(u, e) in &dead[k + 1..] {
                        per_pair[t.min(u)][t.max(u)] += x * d * e;
                    }
                }
                at = next;
            }
            if let Some(&key) = r.order.get(i) {
                let (t, u) = split_key(key);
                won[category((key >> 16) as u16)] +=
                    r.combos_left(t, u, weight, per_type, per_pair, per_self);
            }
        }
        for &key in &r.order {
            let (t, u) = split_key(key);
            all[category((key >> 16) as u16)] +=
                r.combos_left(t, u, weight, per_type, per_pair, per_self);
        }
    }
}

/// The two types of a sorted type-pair key.
#[inline(always)]
fn split_key(key: u32) -> (usize, usize) {
    (
        ((key >> 8) & 0xff) as usize % TYPES,
        (key & 0xff) as usize % TYPES,
    )
}

impl RandomByTypes {
    /// The combos of type pair `(t, u)` summed over queries with total weight `weight` and
    /// removals summed in `per_type`, `per_pair`, `per_self` (see
    /// [`ByTypes::random_categories`]).
    #[inline(always)]
    fn combos_left(
        &self,
        t: usize,
        u: usize,
        weight: u64,
        per_type: &[u64; TYPES],
        per_pair: &[[u64; TYPES]; TYPES],
        per_self: &[u64; TYPES],
    ) -> u64 {
        let (nt, nu) = (self.n[t], self.n[u]);
        if t == u {
            (nt * nt.saturating_sub(1) / 2 * weight)
                .wrapping_sub(nt * per_type[t])
                .wrapping_add(per_self[t])
        } else {
            (nt * nu * weight)
                .wrapping_sub(nu * per_type[t])
                .wrapping_sub(nt * per_type[u])
                .wrapping_add(per_pair[t][u])
        }
    }
}

/// The joint weight of two groups' live combos that share no card, pair by pair.
#[inline(always)]
fn disjoint_weight(live: &[(u64, u64)], a: &LiveGroup, b: &LiveGroup) -> u64 {
    let side = |g: &LiveGroup| live.get(g.start as usize..g.end as usize).unwrap_or(&[]);
    let mut sum = 0;
    for &(ma, wa) in side(a) {
        for &(mb, wb) in side(b) {
            if ma & mb == 0 {
                sum += wa * wb;
            }
        }
    }
    sum
}

/// The category index of a value.
#[inline(always)]
fn category(value: u16) -> usize {
    usize::from(CATEGORY_OF[usize::from(value) & 8191])
}
