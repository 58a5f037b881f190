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
//! * where the board holds exactly three cards of the flush suit (a third of the boards), a
//!   flush needs both hole cards of it: the random hand is counted by its 91 rank pairs (all
//!   suits) plus, for each pair of flush cards whose flush beats its ranks, a move from its
//!   rank value to its flush (one off at the first, one on at the second). The same formula
//!   holds with a flush card's lane of `S` holding its rank's sum less its moved pairs; the
//!   rank pairs sorted come from a table of every board's ranks made once ([`RankOrders`]);
//! * each range's live combos are grouped by type pair (one value each), and every pair of
//!   groups is one query: its joint weight (disjoint combos only; for groups sharing a type
//!   with all combos live, from a table made once) times the random hand's counts below and
//!   at the higher of the two values;
//! * the random hand's final hands by category (all, and won alone) are summed by type pair
//!   from the queries' card removals, gathered in order of value.

mod orders;
mod random;
#[cfg(test)]
mod tests;

use super::super::MatchupCounts;
use super::super::combos::{Entry, PreparedCombos};
use super::ThreeState;
use crate::equity::tally::{CATEGORY_OF, SHARE_UNITS};
use crate::eval::Hand;
use crate::range::COMBO_COUNT;
use orders::RankOrders;
use random::{NO_FLUSH, RandomByTypes, Removals, TYPES, type_of, value_of};

/// One range's combos of one type pair.
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
    /// The combos of group `g`.
    fn members_of(&self, g: &Group) -> &[(u64, u64)] {
        self.members
            .get(g.start as usize..g.end as usize)
            .unwrap_or(&[])
    }

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
    /// The random hand's rank pairs sorted, by the board's ranks (one table a process).
    orders: &'static RankOrders,
    /// `groups[flush suit or NO_FLUSH][first or second]`.
    groups: [[SeatGroups; 2]; 5],
    /// `whole_joints[flush suit or NO_FLUSH][i · (second's groups) + j]`: the joint weight
    /// of the first range's group `i` and the second's `j`, all their combos live, where
    /// they share a card type (0 elsewhere: not read).
    whole_joints: [Vec<u64>; 5],
}

impl ByTypes {
    /// The plan for three players when exactly one of them is a random hand: it holds, at
    /// one weight, every combo off a set of cards that the other two hold in every matchup
    /// (none, or a known hand's cards), so that on each board its combos are those off the
    /// board and off the other two's combos. `None` otherwise.
    pub(crate) fn choose(seats: &[PreparedCombos]) -> Option<ByTypes> {
        if seats.len() != 3 {
            return None;
        }
        let mask = |e: &Entry| {
            let (a, b) = e.cards();
            1u64 << a | 1u64 << b
        };
        // The cards in every combo of a seat.
        let always = |s: &PreparedCombos| s.entries.iter().fold(u64::MAX, |m, e| m & mask(e));
        let full = |p: usize| {
            let s = &seats[p];
            let held = s.entries.iter().fold(0, |m, e| m | mask(e));
            let missing = !held & ((1u64 << 52) - 1);
            let left = 52 - missing.count_ones() as usize;
            let (q, r) = ThreeState::<f32>::others(p);
            s.len() == left * left.saturating_sub(1) / 2
                && missing & !(always(&seats[q]) | always(&seats[r])) == 0
                && s.entries
                    .first()
                    .is_some_and(|f| s.entries.iter().all(|e| e.units() == f.units()))
        };
        let mut randoms = (0..3).filter(|&p| full(p));
        let random = randoms.next()?;
        if randoms.next().is_some() {
            return None;
        }
        let (first, second) = match random {
            0 => (1, 2),
            1 => (0, 2),
            _ => (0, 1),
        };
        let groups: [[SeatGroups; 2]; 5] = std::array::from_fn(|flush| {
            [
                SeatGroups::new(&seats[first], flush),
                SeatGroups::new(&seats[second], flush),
            ]
        });
        let whole_joints = std::array::from_fn(|flush| {
            let [a, b] = &groups[flush];
            let mut joints = Vec::with_capacity(a.groups.len() * b.groups.len());
            for ga in &a.groups {
                for gb in &b.groups {
                    let (t1, t2) = ga.types;
                    let (t3, t4) = gb.types;
                    let shared = t1 == t3 || t1 == t4 || t2 == t3 || t2 == t4;
                    joints.push(if shared {
                        disjoint_weight(a.members_of(ga), b.members_of(gb))
                    } else {
                        0
                    });
                }
            }
            joints
        });
        Some(ByTypes {
            random,
            first,
            second,
            random_units: seats[random].entries.first()?.units(),
            orders: RankOrders::shared(),
            groups,
            whole_joints,
        })
    }
}

impl ByTypes {
    /// The work of one board in the units of [`estimate_cost`](crate::equity::estimate_cost)
    /// (about an evaluation each; measured): the random hand's type pairs (91, or 351 on
    /// the 37% of boards with a flush suit) and a query per pair of the two ranges' groups.
    pub(crate) fn board_cost(&self) -> f64 {
        let pairs =
            |f: usize| (self.groups[f][0].groups.len() * self.groups[f][1].groups.len()) as f64;
        let flush = (0..4).map(pairs).sum::<f64>() / 4.0;
        0.63 * (500.0 + 12.0 * pairs(NO_FLUSH)) + 0.37 * (2000.0 + 12.0 * flush)
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
    /// The values of its two types each with itself (the self terms of its removals).
    tt: u16,
    uu: u16,
    category: u8,
    /// The random hand's prefix rows below its value and up to it.
    lt: u16,
    le: u16,
    /// Its live combos in [`TypeScratch::live`].
    start: u32,
    end: u32,
    /// Its place among its range's groups ([`SeatGroups::groups`]), and whether all its
    /// combos are live.
    index: u16,
    whole: bool,
}

/// Working memory of the count by types, one per thread.
pub(crate) struct TypeScratch {
    random: RandomByTypes,
    /// The two ranges' live combos (cards, units), and their groups by value.
    live: Vec<(u64, u64)>,
    groups: [Vec<LiveGroup>; 2],
    /// The card removals of the queries so far.
    removals: Removals,
}

impl TypeScratch {
    /// Fresh working memory.
    pub(crate) fn new() -> Box<TypeScratch> {
        Box::new(TypeScratch {
            random: RandomByTypes::new(),
            live: Vec::with_capacity(COMBO_COUNT),
            groups: [Vec::new(), Vec::new()],
            removals: Removals::new(),
        })
    }
}

/// The sums of one board, by the two ranges' seats (0, 1) and the random hand (2).
#[derive(Default)]
struct Sums {
    total: u64,
    wins: [u64; 3],
    /// Splits: the first range with the random hand, the second with it, the two ranges,
    /// all three.
    with_first: u64,
    with_second: u64,
    ranges: u64,
    three: u64,
    categories: [[u64; 9]; 3],
    category_wins: [[u64; 9]; 3],
    category_ties: [[u64; 9]; 3],
}

impl ByTypes {
    /// Counts every matchup on the complete board `board` into `counts` (once).
    pub(crate) fn count(&self, board: Hand, s: &mut TypeScratch, counts: &mut MatchupCounts) {
        let bits = board.cards().bits();
        let flush = RandomByTypes::flush_suit(bits);
        s.random.build(board, flush, self.orders);
        self.live_groups(bits, flush, s);
        s.removals.clear();
        let mut sums = Sums::default();
        let TypeScratch {
            random: r,
            live,
            groups: [first, second],
            removals,
        } = s;
        // Up the random hand's type pairs: the queries whose higher value is below each (the
        // pairs of groups with that value on top), then the type pair's combos that win.
        let f = flush.min(NO_FLUSH);
        let joints = (
            self.whole_joints[f].as_slice(),
            self.groups[f][1].groups.len(),
        );
        let (mut i_first, mut i_second) = (0, 0);
        let (mut up_to, mut below) = (0, 0);
        for i in 0..r.rows() {
            while let Some(top) = first.get(i_first).filter(|g| usize::from(g.le) == i) {
                while second.get(up_to).is_some_and(|g| g.value <= top.value) {
                    up_to += 1;
                }
                self.tops(
                    r,
                    live,
                    top,
                    &second[..up_to],
                    true,
                    joints,
                    removals,
                    &mut sums,
                );
                i_first += 1;
            }
            while let Some(top) = second.get(i_second).filter(|g| usize::from(g.le) == i) {
                while first.get(below).is_some_and(|g| g.value < top.value) {
                    below += 1;
                }
                self.tops(
                    r,
                    live,
                    top,
                    &first[..below],
                    false,
                    joints,
                    removals,
                    &mut sums,
                );
                i_second += 1;
            }
            if let Some(&key) = r.order.get(i) {
                let wins = &mut sums.category_wins[2][category(value_of(key))];
                *wins = wins.wrapping_add(r.key_left(key, removals));
            }
        }
        for &key in &r.order {
            let all = &mut sums.categories[2][category(value_of(key))];
            *all = all.wrapping_add(r.key_left(key, removals));
        }
        // Into the seats.
        let seats = [self.first, self.second, self.random];
        let pairs = [
            sums.with_first + sums.ranges,
            sums.with_second + sums.ranges,
            sums.with_first + sums.with_second,
        ];
        counts.total += sums.total;
        for (i, &p) in seats.iter().enumerate() {
            counts.wins[p] += sums.wins[i];
            counts.ties[p] += pairs[i] + sums.three;
            counts.shares[p] += pairs[i] * (SHARE_UNITS / 2) + sums.three * (SHARE_UNITS / 3);
            for k in 0..9 {
                counts.categories[p][k] += sums.categories[i][k];
                counts.category_wins[p][k] += sums.category_wins[i][k];
                counts.category_ties[p][k] += sums.category_ties[i][k];
            }
        }
    }

    /// The two ranges' groups with live combos on the board (cards `bits`), by value.
    #[inline(never)]
    fn live_groups(&self, bits: u64, flush: usize, s: &mut TypeScratch) {
        let r = &s.random;
        s.live.clear();
        for (k, seat) in self.groups[flush.min(NO_FLUSH)].iter().enumerate() {
            let out = &mut s.groups[k];
            out.clear();
            for (index, g) in seat.groups.iter().enumerate() {
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
                let value = r.value[t][u];
                out.push(LiveGroup {
                    t: g.types.0,
                    u: g.types.1,
                    weight,
                    value,
                    tt: r.value[t][t],
                    uu: r.value[u][u],
                    category: category(value) as u8,
                    lt,
                    le,
                    start,
                    end: s.live.len() as u32,
                    index: index as u16,
                    whole: s.live.len() as u32 - start == g.end - g.start,
                });
            }
            out.sort_unstable_by_key(|g| g.value);
        }
    }

    /// The queries of group `top` (of the first range if `top_first`) with each group of
    /// `others` (of the other range, values at most `top`'s; below it when `top` is the
    /// second range's): the random hand's combos below, at and above `top`'s value with the
    /// four cards out, weighted by the two groups' disjoint combos.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn tops(
        &self,
        r: &RandomByTypes,
        live: &[(u64, u64)],
        top: &LiveGroup,
        others: &[LiveGroup],
        top_first: bool,
        (joints, stride): (&[u64], usize),
        removals: &mut Removals,
        sums: &mut Sums,
    ) {
        let live_of = |g: &LiveGroup| live.get(g.start as usize..g.end as usize).unwrap_or(&[]);
        let m = top.value;
        let (t1, t2) = (usize::from(top.t), usize::from(top.u));
        let (base_lt, lt_row) = r.row(usize::from(top.lt));
        let (base_le, le_row) = r.row(usize::from(top.le));
        let under = |t: usize, u: usize| i64::from(r.value[t][u] < m);
        let at_most = |t: usize, u: usize| i64::from(r.value[t][u] <= m);
        let (lt_sum, le_sum) = (
            |t: usize| i64::from(lt_row[t]),
            |t: usize| i64::from(le_row[t]),
        );
        // The top's own cards: its two removals and its corrections (small whole numbers:
        // signed, the sums below are at most the 1,081 combos of a board).
        let top_lt = base_lt as i64 - lt_sum(t1) - lt_sum(t2)
            + under(t1, t2)
            + under(t1, t1)
            + under(t2, t2);
        let top_le = base_le as i64 - le_sum(t1) - le_sum(t2)
            + at_most(t1, t2)
            + at_most(t1, t1)
            + at_most(t2, t2);
        let all = r.all_but_four();
        let units = self.random_units;
        let (me, other) = if top_first { (0, 1) } else { (1, 0) };
        // One straight loop: each other group's values against `m` (its own pair is below
        // `m`, or equal to it; at most `m` either way), sums split by that.
        let (row1, row2) = (&r.value[t1], &r.value[t2]);
        let (mut weight, mut won, mut split) = (0u64, 0u64, 0u64);
        let (mut lt_equal, mut le_equal, mut le_all) = (0u64, 0u64, 0u64);
        let mut cats = [0u64; 9];
        for g in others {
            let (t3, t4) = (usize::from(g.t), usize::from(g.u));
            let shared = t1 == t3 || t1 == t4 || t2 == t3 || t2 == t4;
            let joint = if shared {
                let (i, j) = if top_first {
                    (top.index, g.index)
                } else {
                    (g.index, top.index)
                };
                match joints.get(usize::from(i) * stride + usize::from(j)) {
                    Some(&joint) if top.whole && g.whole => joint,
                    _ => disjoint_weight(live_of(top), live_of(g)),
                }
            } else {
                top.weight * g.weight
            };
            let x = joint * units;
            let (a3, a4) = (row1[t3.min(TYPES - 1)], row1[t4.min(TYPES - 1)]);
            let (b3, b4) = (row2[t3.min(TYPES - 1)], row2[t4.min(TYPES - 1)]);
            let below = g.value < m;
            let lt = (top_lt - lt_sum(t3) - lt_sum(t4)
                + i64::from(below)
                + i64::from(g.tt < m)
                + i64::from(g.uu < m)
                + i64::from(a3 < m)
                + i64::from(a4 < m)
                + i64::from(b3 < m)
                + i64::from(b4 < m)) as u64;
            let le = (top_le - le_sum(t3) - le_sum(t4)
                + 1
                + i64::from(g.tt <= m)
                + i64::from(g.uu <= m)
                + i64::from(a3 <= m)
                + i64::from(a4 <= m)
                + i64::from(b3 <= m)
                + i64::from(b4 <= m)) as u64;
            let (x_lt, x_le) = (x.wrapping_mul(lt), x.wrapping_mul(le));
            let mask = u64::from(below).wrapping_neg();
            weight += x;
            won = won.wrapping_add(x_lt & mask);
            split = split.wrapping_add(x_le.wrapping_sub(x_lt) & mask);
            lt_equal = lt_equal.wrapping_add(x_lt & !mask);
            le_equal = le_equal.wrapping_add(x_le & !mask);
            le_all = le_all.wrapping_add(x_le);
            cats[usize::from(g.category).min(8)] += x;
            removals.add_combo(x, t3, t4);
            removals.add_cross(x, t1, t3);
            removals.add_cross(x, t1, t4);
            removals.add_cross(x, t2, t3);
            removals.add_cross(x, t2, t4);
        }
        let c = usize::from(top.category);
        for (k, &x) in cats.iter().enumerate() {
            sums.categories[other][k] += x * all;
        }
        // Equal values (the top is the first range's): the ranges split below it, all
        // three at it.
        sums.ranges += lt_equal;
        sums.three += le_equal - lt_equal;
        sums.category_ties[me][c] += le_equal;
        sums.category_ties[other][c] += le_equal;
        sums.category_ties[2][c] += split + le_equal - lt_equal;
        sums.wins[2] += weight * all - le_all;
        if weight == 0 {
            return;
        }
        removals.weight += weight;
        removals.add_combo(weight, t1, t2);
        sums.total += weight * all;
        sums.categories[me][c] += weight * all;
        sums.wins[me] += won;
        sums.category_wins[me][c] += won;
        sums.category_ties[me][c] += split;
        if top_first {
            sums.with_first += split;
        } else {
            sums.with_second += split;
        }
    }
}

/// The joint weight of two groups' combos (cards, units) that share no card, pair by pair.
#[inline(never)]
fn disjoint_weight(a: &[(u64, u64)], b: &[(u64, u64)]) -> u64 {
    let mut sum = 0;
    for &(ma, wa) in a {
        let mut with_a = 0;
        for &(mb, wb) in b {
            with_a += wb * u64::from(ma & mb == 0);
        }
        sum += wa * with_a;
    }
    sum
}

/// The category index of a value.
#[inline(always)]
fn category(value: u16) -> usize {
    usize::from(CATEGORY_OF[usize::from(value) & 8191])
}
