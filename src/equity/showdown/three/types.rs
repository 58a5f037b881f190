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
//!   from the queries' card removals, gathered in order of value;
//! * boards *alike* — the same ranks and, where a suit holds three cards or more, the same
//!   ranks of it — give the random hand the same type pairs, values and order, and the ranges'
//!   groups the same values: only the ranges' live combos differ. Every query is linear in its
//!   joint weight, so alike boards are counted in one pass over their joint weights summed
//!   (each times its board's weight): `alike.rs` sums them board by board, `pass.rs` runs the
//!   queries. Before the flop, the 134,459 boards (by suit relabelling) are 42,783 alike
//!   sets; the 75,543 without a flush suit are 6,175.

mod alike;
mod orders;
mod pass;
mod random;
#[cfg(test)]
mod tests;

pub(crate) use alike::AlikeBoard;
pub(crate) use pass::TypeScratch;

use super::super::combos::{Entry, PreparedCombos};
use super::ThreeState;
use crate::equity::tally::CATEGORY_OF;
use random::{NO_FLUSH, type_of};

/// One range's combos of one type pair.
#[derive(Clone, Debug)]
struct Group {
    /// The type pair, lower type first.
    types: (u8, u8),
    /// Its combos in [`SeatGroups::members`].
    start: u32,
    end: u32,
    /// Its combos' cards together, and their units: a board missing all those cards leaves
    /// the group whole.
    cards: u64,
    weight: u64,
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
                Some(g) if g.types == types => {
                    g.end = at + 1;
                    g.cards |= mask;
                    g.weight += units;
                }
                _ => out.groups.push(Group {
                    types,
                    start: at,
                    end: at + 1,
                    cards: mask,
                    weight: units,
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
    /// For each flush suit or NO_FLUSH, per pair of groups (the first range's `i`, the
    /// second's `j`, at `i · (second's groups) + j`): their joint weight when all their combos
    /// are live (disjoint pairs only), and whether the two share a card type (a joint weight
    /// then not the product of their weights).
    whole_joints: [Vec<u64>; 5],
    shares_type: [Vec<bool>; 5],
    /// Each range's type pairs over all flush suits (and none), and `slots[flush][range][g]`,
    /// the place of group `g` among them: alike boards of different flush suits sum their
    /// joint weights by type pair.
    kinds: [Vec<(u8, u8)>; 2],
    slots: [[Vec<u16>; 2]; 5],
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
        let shares = |ga: &Group, gb: &Group| {
            let (t1, t2) = ga.types;
            let (t3, t4) = gb.types;
            t1 == t3 || t1 == t4 || t2 == t3 || t2 == t4
        };
        let whole_joints = std::array::from_fn(|flush| {
            let [a, b] = &groups[flush];
            let mut joints = Vec::with_capacity(a.groups.len() * b.groups.len());
            for ga in &a.groups {
                for gb in &b.groups {
                    joints.push(if shares(ga, gb) {
                        disjoint_weight(a.members_of(ga), b.members_of(gb))
                    } else {
                        ga.weight * gb.weight
                    });
                }
            }
            joints
        });
        let shares_type = std::array::from_fn(|flush| {
            let [a, b] = &groups[flush];
            a.groups
                .iter()
                .flat_map(|ga| b.groups.iter().map(|gb| shares(ga, gb)))
                .collect()
        });
        let kinds: [Vec<(u8, u8)>; 2] = std::array::from_fn(|k| {
            let mut kinds: Vec<(u8, u8)> = groups
                .iter()
                .flat_map(|by_flush| by_flush[k].groups.iter().map(|g| g.types))
                .collect();
            kinds.sort_unstable();
            kinds.dedup();
            kinds
        });
        let slots = std::array::from_fn(|flush| {
            std::array::from_fn(|k| {
                groups[flush][k]
                    .groups
                    .iter()
                    .map(|g| kinds[k].binary_search(&g.types).unwrap_or(0) as u16)
                    .collect()
            })
        });
        Some(ByTypes {
            random,
            first,
            second,
            random_units: seats[random].entries.first()?.units(),
            groups,
            whole_joints,
            shares_type,
            kinds,
            slots,
        })
    }
}

impl ByTypes {
    /// The work of one board in the units of [`estimate_cost`](crate::equity::estimate_cost)
    /// (about an evaluation each; fitted to measured runs): each board's joint weights (a
    /// product per pair of the two ranges' groups), and a share of a pass — the random
    /// hand's type pairs (91, or 351 with four or five cards of a suit) and a query per pair
    /// of groups — as many passes as sets of alike boards: before the flop about one in
    /// twelve of the 63% of boards without a flush suit, six in ten of the others.
    pub(crate) fn board_cost(&self) -> f64 {
        let pairs =
            |f: usize| (self.groups[f][0].groups.len() * self.groups[f][1].groups.len()) as f64;
        let flush = (0..4).map(pairs).sum::<f64>() / 4.0;
        let no_flush = pairs(NO_FLUSH);
        0.63 * (150.0 + 2.0 * no_flush + 0.1 * (500.0 + 6.0 * no_flush))
            + 0.37 * (150.0 + 2.0 * flush + 0.6 * (1500.0 + 6.0 * flush))
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
