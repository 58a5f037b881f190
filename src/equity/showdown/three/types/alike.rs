//! Boards *alike* for the count by card types (the same ranks, and the same ranks of a flush
//! suit where there is one) are counted in one pass: this sums the two ranges' joint weights
//! over them, board by board, by the type pairs of their groups.
//!
//! On each board a pair of groups' joint weight is the product of their live weights, but
//! where the two share a card type: there it is the weight of their disjoint combos, from a
//! table made once when all their combos are live, or counted pair by pair.

use super::random::{NO_FLUSH, RandomByTypes};
use super::{ByTypes, disjoint_weight};
use crate::eval::Hand;

/// A complete board to count, with its key among the boards of its ranks
/// ([`ByTypes::alike_key`]) and its weight (the size of its class of suit relabellings).
#[derive(Clone, Copy, Debug)]
pub(crate) struct AlikeBoard {
    /// Boards of the same ranks with the same key are alike.
    pub(crate) key: u16,
    /// The board.
    pub(crate) board: Hand,
    /// How many boards it stands for.
    pub(crate) weight: u64,
}

/// One range's group with live combos on one board.
#[derive(Clone, Copy, Debug)]
struct BoardGroup {
    /// Its place among its range's groups, and its type pair's among the range's kinds
    /// ([`ByTypes::kinds`]).
    index: u16,
    slot: u16,
    /// The live combos' units.
    weight: u64,
    /// Its live combos: in its range's [`SeatGroups::members`](super::SeatGroups) if all
    /// are live (`whole`), else in [`Joints::live`].
    start: u32,
    end: u32,
    whole: bool,
}

/// The two ranges' joint weights of a set of alike boards, summed by type pair, and the
/// working memory of one board's.
pub(super) struct Joints {
    /// `sums[a · stride + b]`: the first range's kind `a` with the second's kind `b`, each
    /// board's joint weight times the board's weight.
    pub(super) sums: Vec<u64>,
    pub(super) stride: usize,
    /// Each range's kinds live on some board of the set, and which are.
    pub(super) seen: [Vec<u16>; 2],
    marked: [Vec<bool>; 2],
    /// One board's live combos (cards, units) and its live groups.
    live: Vec<(u64, u64)>,
    groups: [Vec<BoardGroup>; 2],
}

impl Joints {
    /// Empty sums for `plan`'s two ranges.
    pub(super) fn new(plan: &ByTypes) -> Joints {
        let [a, b] = [plan.kinds[0].len(), plan.kinds[1].len()];
        Joints {
            sums: vec![0; a * b],
            stride: b,
            seen: [Vec::with_capacity(a), Vec::with_capacity(b)],
            marked: [vec![false; a], vec![false; b]],
            live: Vec::new(),
            groups: [Vec::new(), Vec::new()],
        }
    }

    /// Back to no board (the pairs of kinds seen zeroed).
    pub(super) fn clear(&mut self) {
        let [first, second] = &self.seen;
        for &a in first {
            let row = usize::from(a) * self.stride;
            for &b in second {
                if let Some(x) = self.sums.get_mut(row + usize::from(b)) {
                    *x = 0;
                }
            }
        }
        for (seen, marked) in self.seen.iter_mut().zip(&mut self.marked) {
            for &k in seen.iter() {
                if let Some(m) = marked.get_mut(usize::from(k)) {
                    *m = false;
                }
            }
            seen.clear();
        }
    }
}

impl ByTypes {
    /// The key of a complete board among the boards of its ranks: the ranks of its flush
    /// suit (a suit of three cards or more), 0 for none. Boards of the same ranks and key
    /// are alike: the random hand's type pairs, their values and the groups' values agree.
    pub(crate) fn alike_key(board: Hand) -> u16 {
        let bits = board.cards().bits();
        match RandomByTypes::flush_suit(bits) {
            NO_FLUSH => 0,
            flush => (bits >> (13 * flush)) as u16 & 0x1fff,
        }
    }

    /// Adds the ranges' joint weights on `board`, times `weight`, to `j`'s sums.
    #[inline(never)]
    pub(super) fn add_board(&self, board: Hand, weight: u64, j: &mut Joints) {
        let bits = board.cards().bits();
        let flush = RandomByTypes::flush_suit(bits).min(NO_FLUSH);
        j.live.clear();
        for k in 0..2 {
            let seat = &self.groups[flush][k];
            let slots = &self.slots[flush][k];
            let out = &mut j.groups[k];
            out.clear();
            for (index, g) in seat.groups.iter().enumerate() {
                // A whole group's combos are read where they are; a cut one's live ones are
                // copied out.
                let (whole, start, end, live_weight) = if g.cards & bits == 0 {
                    (true, g.start, g.end, g.weight)
                } else {
                    let start = j.live.len() as u32;
                    let mut live_weight = 0;
                    for &(mask, units) in seat.members_of(g) {
                        if mask & bits == 0 {
                            j.live.push((mask, units));
                            live_weight += units;
                        }
                    }
                    (false, start, j.live.len() as u32, live_weight)
                };
                if live_weight == 0 {
                    continue;
                }
                let slot = slots.get(index).copied().unwrap_or(0);
                out.push(BoardGroup {
                    index: index as u16,
                    slot,
                    weight: live_weight,
                    start,
                    end,
                    whole,
                });
                if let Some(marked) = j.marked[k].get_mut(usize::from(slot))
                    && !*marked
                {
                    *marked = true;
                    j.seen[k].push(slot);
                }
            }
        }
        // Every pair's joint weight: the product of their weights, but where the two share
        // a card type, the weight of their disjoint combos (from the table when both are
        // whole).
        let members = [
            self.groups[flush][0].members.as_slice(),
            self.groups[flush][1].members.as_slice(),
        ];
        let live_of = |k: usize, g: &BoardGroup| {
            let combos = if g.whole { members[k] } else { &j.live };
            combos.get(g.start as usize..g.end as usize).unwrap_or(&[])
        };
        let stride = self.groups[flush][1].groups.len();
        let (whole_joints, shares_type) = (&self.whole_joints[flush], &self.shares_type[flush]);
        let [first, second] = &j.groups;
        for ga in first {
            let start = usize::from(ga.slot) * j.stride;
            let Some(row) = j.sums.get_mut(start..start + j.stride) else {
                continue;
            };
            let at = usize::from(ga.index) * stride;
            let (Some(wholes), Some(shares)) = (
                whole_joints.get(at..at + stride),
                shares_type.get(at..at + stride),
            ) else {
                continue;
            };
            for gb in second {
                let jb = usize::from(gb.index);
                let joint = if ga.whole && gb.whole {
                    wholes.get(jb).copied().unwrap_or(0)
                } else if shares.get(jb).copied().unwrap_or(false) {
                    disjoint_weight(live_of(0, ga), live_of(1, gb))
                } else {
                    ga.weight * gb.weight
                };
                if let Some(x) = row.get_mut(usize::from(gb.slot)) {
                    *x += weight * joint;
                }
            }
        }
    }
}
