//! The pair sums of a three-player walk: when one player (a random hand, say) has many more
//! combos than the other two, its combos are counted from sums over the other two's pairs
//! instead of passes over 52 lanes each (see [`PairSums`]); [`Roles`] says who is who.

use super::super::combos::Entry;
use super::{LANES, Lane, ThreeState};

/// The roles of a three-player walk that counts one player (`fast`, the one with the most
/// combos) from the pair sums of the other two (see [`PairSums`]): its combos cost a few
/// operations each instead of passes over 52 lanes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Roles {
    /// The player counted from the pair sums.
    pub(crate) fast: usize,
    /// The other two, in order; pairs are (a combo of `first`, a combo of `second`).
    pub(crate) first: usize,
    pub(crate) second: usize,
}

impl Roles {
    /// The roles for players `sizes` (combo counts; `copy_of[p]` the player whose counts `p`
    /// copies): the player with the most combos is counted from the pair sums of the other
    /// two, when it has at least as many combos as they have together and no player copies
    /// it. `None` when that does not pay.
    pub(crate) fn choose(sizes: [usize; 3], copy_of: [usize; 3]) -> Option<Roles> {
        let fast = (0..3).max_by_key(|&p| (sizes[p], usize::MAX - p))?;
        let (first, second) = ThreeState::<f32>::others(fast);
        let copied = (0..3).any(|p| p != fast && copy_of[p] == fast);
        (copy_of[fast] == fast && !copied && sizes[fast] >= sizes[first] + sizes[second]).then_some(
            Roles {
                fast,
                first,
                second,
            },
        )
    }
}

/// The pairs (`x` of the first player, `y` of the second, disjoint) in each set kind's sets so
/// far, summed so that the weight of those missing any two cards `{a, b}` is a few lookups:
/// with `F0` all pairs, `F1[c]` those holding card `c`, and `F2[a][b]` those holding both,
///
/// ```text
/// pairs missing {a, b} = F0 − F1[a] − F1[b] + F2[a][b]
/// ```
///
/// A pair holds both `a` and `b` when `x = {a, b}` (or `y = {a, b}`), read from the players'
/// card tables, or when `a` is in `x` and `b` in `y` (or the other way round): `cross`
/// (pairs entered when their `x` came in, `x`'s card first) and `cross_t` (entered when their
/// `y` came in, `y`'s card first). Entering a combo adds its pairs with the other player's set
/// in one pass over 52 lanes.
#[derive(Clone)]
pub(super) struct PairSums<T> {
    /// `F0` per set kind.
    f0: [u64; 2],
    /// `F1` per set kind, by card (`f64` lanes: exact up to 2^53).
    f1: [[f64; LANES]; 2],
    /// Per set kind, `cross[a][b]`: the pairs with `a` in `x` and `b` in `y`, entered with `x`.
    cross: [[[T; LANES]; 52]; 2],
    /// Per set kind, `cross_t[b][a]`: the pairs with `b` in `y` and `a` in `x`, entered with `y`.
    cross_t: [[[T; LANES]; 52]; 2],
    /// The rows of `cross` and `cross_t` written since the last clear (bit = card).
    touched: [u64; 2],
}

impl<T: Lane> PairSums<T> {
    /// No pairs.
    pub(super) fn new() -> PairSums<T> {
        PairSums {
            f0: [0; 2],
            f1: [[0.0; LANES]; 2],
            cross: [[[T::default(); LANES]; 52]; 2],
            cross_t: [[[T::default(); LANES]; 52]; 2],
            touched: [0; 2],
        }
    }

    /// Back to no pairs (after a board).
    pub(super) fn clear(&mut self) {
        self.f0 = [0; 2];
        self.f1 = [[0.0; LANES]; 2];
        for (rows, touched) in [
            (&mut self.cross, self.touched[0]),
            (&mut self.cross_t, self.touched[1]),
        ] {
            let mut bits = touched;
            while bits != 0 {
                let c = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                for kind in rows.iter_mut() {
                    if let Some(row) = kind.get_mut(c) {
                        *row = [T::default(); LANES];
                    }
                }
            }
        }
        self.touched = [0; 2];
    }
}

impl<T: Lane> ThreeState<T> {
    /// After combo `e` of player `p` entered its set `kind`: if `p` is one of the two players
    /// beside the fast one, adds its pairs with the other one's set `kind` to the pair sums.
    #[inline(always)]
    pub(super) fn pairs_insert(&mut self, roles: Roles, p: usize, e: Entry, kind: usize) {
        let (other, transposed) = if p == roles.first {
            (roles.second, false)
        } else if p == roles.second {
            (roles.first, true)
        } else {
            return;
        };
        let (s, t) = e.cards();
        let (s, t) = (s.min(51), t.min(51));
        let w = e.units();
        let table = &self.sets[other][kind];
        // The other player's weight on each card, of its combos missing s and t.
        let lanes = |c: usize| table.l[c] - table.m[s][c] - table.m[t][c];
        let missing = table.missing(s, t);
        let sums = &mut self.pairs;
        sums.f0[kind] += w * missing;
        let wide = w as f64;
        let lane_w = T::from_units(w as u32);
        let rows = if transposed {
            &mut sums.cross_t[kind]
        } else {
            &mut sums.cross[kind]
        };
        let f1 = &mut sums.f1[kind];
        let Ok([row_s, row_t]) = rows.get_disjoint_mut([s, t]) else {
            return; // A combo's two cards differ: never.
        };
        for c in 0..LANES {
            let v = lanes(c);
            f1[c] += wide * v.to_f64();
            row_s[c] = row_s[c] + lane_w * v;
            row_t[c] = row_t[c] + lane_w * v;
        }
        // The lanes of s and t themselves hold no pair: take them out again, and count the
        // pairs at s and t.
        for c in [s, t] {
            let v = lanes(c);
            f1[c] += wide * (missing as f64 - v.to_f64());
            row_s[c] = row_s[c] - lane_w * v;
            row_t[c] = row_t[c] - lane_w * v;
        }
        sums.touched[usize::from(transposed)] |= 1u64 << s | 1u64 << t;
    }

    /// The weight of the pairs of the fast player's two others in their sets `kind` that
    /// miss the cards of `e` (a combo of the fast player).
    #[inline(always)]
    pub(super) fn pairs_beside(&self, roles: Roles, e: Entry, kind: usize) -> u64 {
        let (a, b) = e.cards();
        let (a, b) = (a.min(51), b.min(51));
        let (x, y) = (
            &self.sets[roles.first][kind],
            &self.sets[roles.second][kind],
        );
        // Pairs whose x or y is {a, b} itself.
        let own = x.m[a][b].to_u64() * y.missing(a, b) + y.m[a][b].to_u64() * x.missing(a, b);
        let sums = &self.pairs;
        // Four entries of at most (51 combos × units)² each: exact in the lanes' type.
        let cross = (sums.cross[kind][a][b]
            + sums.cross[kind][b][a]
            + sums.cross_t[kind][a][b]
            + sums.cross_t[kind][b][a])
            .to_u64();
        let f1 = &sums.f1[kind];
        (sums.f0[kind] + own + cross) - (f1[a] + f1[b]) as i64 as u64
    }
}
