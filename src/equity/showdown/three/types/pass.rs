//! The pass of the count by card types over a set of alike boards (`alike.rs`): up the
//! random hand's type pairs in order of value, each pair of the two ranges' groups is one
//! query weighted by their joint weight summed over the boards, and the random hand's final
//! hands are summed from the queries' card removals.

use super::super::super::MatchupCounts;
use super::alike::{AlikeBoard, Joints};
use super::orders::RankOrders;
use super::random::{RandomByTypes, Removals, TYPES, value_of};
use super::{ByTypes, category};
use crate::equity::tally::SHARE_UNITS;

/// A group of a range with combos live on some board of the set.
#[derive(Clone, Copy, Debug)]
struct LiveGroup {
    t: u8,
    u: u8,
    value: u16,
    /// The values of its two types each with itself (the self terms of its removals).
    tt: u16,
    uu: u16,
    category: u8,
    /// The random hand's prefix rows below its value and up to it.
    lt: u16,
    le: u16,
    /// Its type pair's place among its range's kinds (`ByTypes::kinds`).
    index: u16,
}

/// Working memory of the count by types, one per thread.
pub(crate) struct TypeScratch {
    random: RandomByTypes,
    /// The ranges' joint weights summed over the boards, and their groups by value.
    joints: Joints,
    groups: [Vec<LiveGroup>; 2],
    /// The card removals of the queries so far.
    removals: Removals,
}

impl TypeScratch {
    /// Fresh working memory for `plan`.
    pub(crate) fn new(plan: &ByTypes) -> Box<TypeScratch> {
        Box::new(TypeScratch {
            random: RandomByTypes::new(),
            joints: Joints::new(plan),
            groups: [Vec::new(), Vec::new()],
            removals: Removals::new(),
        })
    }
}

/// The sums of one set of boards, by the two ranges' seats (0, 1) and the random hand (2).
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
    /// Counts every matchup on each of `boards`, complete boards alike (the same ranks
    /// and the same [`alike_key`](ByTypes::alike_key)), times its weight, into `counts`.
    pub(crate) fn count_alike(
        &self,
        boards: &[AlikeBoard],
        s: &mut TypeScratch,
        counts: &mut MatchupCounts,
    ) {
        let Some(one) = boards.first() else {
            return;
        };
        for b in boards {
            self.add_board(b.board, b.weight, &mut s.joints);
        }
        let flush = RandomByTypes::flush_suit(one.board.cards().bits());
        // The rank orders' table is made on the first pass (on a worker, not where the plan
        // is made: the estimate and the job's set-up may run on the UI thread).
        s.random.build(one.board, flush, RankOrders::shared());
        self.pass_groups(s);
        s.removals.clear();
        let mut sums = Sums::default();
        let TypeScratch {
            random: r,
            joints,
            groups: [first, second],
            removals,
        } = s;
        // Up the random hand's type pairs: the queries whose higher value is below each (the
        // pairs of groups with that value on top), then the type pair's combos that win.
        let sums_by_kind = (joints.sums.as_slice(), joints.stride);
        let (mut i_first, mut i_second) = (0, 0);
        let (mut up_to, mut below) = (0, 0);
        for i in 0..r.rows() {
            while let Some(top) = first.get(i_first).filter(|g| usize::from(g.le) == i) {
                while second.get(up_to).is_some_and(|g| g.value <= top.value) {
                    up_to += 1;
                }
                self.tops(
                    r,
                    top,
                    &second[..up_to],
                    true,
                    sums_by_kind,
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
                    top,
                    &first[..below],
                    false,
                    sums_by_kind,
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
        // Every pair of groups is one query, with the random hand's combos off its four cards:
        // the matchups, by the two ranges' categories.
        let all = r.all_but_four().wrapping_mul(self.random_units);
        for a in first.iter() {
            let start = usize::from(a.index) * joints.stride;
            let Some(row) = joints.sums.get(start..start + joints.stride) else {
                continue;
            };
            let mut with_a = 0u64;
            for b in second.iter() {
                let x = row.get(usize::from(b.index)).copied().unwrap_or(0) * all;
                with_a += x;
                sums.categories[1][usize::from(b.category).min(8)] += x;
            }
            sums.categories[0][usize::from(a.category).min(8)] += with_a;
            sums.total += with_a;
        }
        joints.clear();
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

    /// The two ranges' groups live on some board of the set, by value.
    #[inline(never)]
    fn pass_groups(&self, s: &mut TypeScratch) {
        let r = &s.random;
        for (k, out) in s.groups.iter_mut().enumerate() {
            out.clear();
            for &index in &s.joints.seen[k] {
                let Some(&(t8, u8_)) = self.kinds[k].get(usize::from(index)) else {
                    continue;
                };
                let (t, u) = (
                    usize::from(t8).min(TYPES - 1),
                    usize::from(u8_).min(TYPES - 1),
                );
                let (lt, le) = r.run[t][u];
                let value = r.value[t][u];
                out.push(LiveGroup {
                    t: t8,
                    u: u8_,
                    value,
                    tt: r.value[t][t],
                    uu: r.value[u][u],
                    category: category(value) as u8,
                    lt,
                    le,
                    index,
                });
            }
            out.sort_unstable_by_key(|g| g.value);
        }
    }

    /// The queries of group `top` (of the first range if `top_first`) with each group of
    /// `others` (of the other range, values at most `top`'s; below it when `top` is the
    /// second range's): the random hand's combos below, at and above `top`'s value with the
    /// four cards out, weighted by the two groups' joint weight summed over the boards
    /// (`joints[first's kind · stride + second's kind]`).
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn tops(
        &self,
        r: &RandomByTypes,
        top: &LiveGroup,
        others: &[LiveGroup],
        top_first: bool,
        (joints, stride): (&[u64], usize),
        removals: &mut Removals,
        sums: &mut Sums,
    ) {
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
        for g in others {
            let (t3, t4) = (usize::from(g.t), usize::from(g.u));
            let (i, j) = if top_first {
                (top.index, g.index)
            } else {
                (g.index, top.index)
            };
            let joint = joints
                .get(usize::from(i) * stride + usize::from(j))
                .copied()
                .unwrap_or(0);
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
            removals.add_combo(x, t3, t4);
            removals.add_cross(x, t1, t3);
            removals.add_cross(x, t1, t4);
            removals.add_cross(x, t2, t3);
            removals.add_cross(x, t2, t4);
        }
        let c = usize::from(top.category);
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
