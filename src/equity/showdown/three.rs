//! Three players on one board, counted by inclusion–exclusion over per-card sums.
//!
//! For a combo `x` of player P and the two others Q and R, the matchups P wins alone are the
//! pairs (`y` of Q below `x`, `z` of R below `x`) with `x`, `y`, `z` pairwise disjoint. With
//! `Sq`, `Sr` the combos of Q and R below `x` that miss `x`'s cards, `q[c]`, `r[c]` their
//! weights holding card `c`, and `Wq`, `Wr` their total weights, inclusion–exclusion over the
//! shared cards gives
//!
//! ```text
//! pairs(Sq, Sr) = Wq·Wr − Σ_c q[c]·r[c] + Σ_{y in Sq ∩ Sr} wq(y)·wr(y)
//! ```
//!
//! (a pair sharing one card is counted once by the sum over cards; a pair `y = z` twice, and
//! is added back once). The same formula with "at most `x`'s value" sets gives the ties:
//! with `<` and `≤` for Q and R, `A = pairs(<,<)`, `B1 = pairs(≤,<)`, `B2 = pairs(<,≤)`,
//! `C = pairs(≤,≤)`: P wins alone `A`, splits with Q only `B1 − A`, with R only `B2 − A`,
//! three ways `C − B1 − B2 + A`. `q[c]` comes from running per-card sums and a 52 × 52 table of
//! the combos in each set (`q[c] = L[c] − M[x1][c] − M[x2][c]`), so each combo costs one pass
//! over 52 lanes. Players with identical combos and weights have identical counts, so one of
//! them is computed and copied.
//!
//! When one player has at least as many combos as the other two together (a random hand
//! against two ranges), that player is not walked over lanes: its combos are counted from the
//! pair sums of the other two ([`PairSums`]: the weight of their disjoint pairs that miss any two
//! cards is a few lookups), which the other two's combos keep up to date as they enter the
//! sets, one pass over 52 lanes each. Who it splits with is counted from the other two's side.
//!
//! Where that player is a whole random hand (every combo off the cards the other two always
//! hold: before the flop, no dead cards), `three/types.rs` counts the board instead: by card
//! types, a query per pair of the two ranges' groups of combos, no random combo visited.

mod pairs;
mod types;

use std::ops::{Add, Mul, Sub};

use super::combos::{Entry, PreparedCombos};
use super::{MatchupCounts, Showdown};
use crate::equity::tally::SHARE_UNITS;
use pairs::PairSums;
pub(super) use pairs::Roles;
pub(crate) use types::AlikeBoard;
pub(super) use types::{ByTypes, TypeScratch};

impl Showdown {
    /// The one walk of three players on one board (used for the totals by
    /// [`count_three`](Self::count_three) and per hand class by `by_class.rs`): up the values
    /// of all three, each computed player's combo `e` of player `p` is shown to
    /// `visit(p, e, Met::Outcomes(..))`; then, once all are in, to `visit(p, e, Met::Pairs(..))`.
    /// Leaves `state` cleared for the next board.
    ///
    /// On a processor with AVX2 the walk is compiled for it (the 52-lane sums, eight lanes at
    /// a time instead of four), chosen when it runs.
    pub(super) fn walk_three<T: Lane>(
        &self,
        keys: &[Vec<Entry>; 3],
        state: &mut ThreeState<T>,
        fast: Option<Roles>,
        visit: impl FnMut(usize, Entry, Met),
    ) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the processor has AVX2, the one feature `walk_three_avx2` is compiled for.
            unsafe { self.walk_three_avx2(keys, state, fast, visit) };
            return;
        }
        self.walk_three_here(keys, state, fast, visit);
    }

    /// [`walk_three`](Self::walk_three) compiled for AVX2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn walk_three_avx2<T: Lane>(
        &self,
        keys: &[Vec<Entry>; 3],
        state: &mut ThreeState<T>,
        fast: Option<Roles>,
        visit: impl FnMut(usize, Entry, Met),
    ) {
        self.walk_three_here(keys, state, fast, visit);
    }

    /// The body of [`walk_three`](Self::walk_three), inlined into each of its versions.
    #[inline(always)]
    fn walk_three_here<T: Lane>(
        &self,
        keys: &[Vec<Entry>; 3],
        state: &mut ThreeState<T>,
        fast: Option<Roles>,
        mut visit: impl FnMut(usize, Entry, Met),
    ) {
        let quick = |p: usize| fast.is_some_and(|roles| roles.fast == p);
        let seats = &self.seats;
        let computed = |p: usize| self.copy_of[p] == p;
        let mut pos = [0usize; 3];
        let value_at = |p: usize, i: usize| keys[p].get(i).map(|e| e.value());
        while let Some(v) = (0..3).filter_map(|p| value_at(p, pos[p])).min() {
            // The run of each player's combos at this value.
            let ends: [usize; 3] = std::array::from_fn(|p| {
                let mut e = pos[p];
                while value_at(p, e) == Some(v) {
                    e += 1;
                }
                e
            });
            for p in 0..3 {
                for &e in &keys[p][pos[p]..ends[p]] {
                    state.insert(seats, p, e, LE);
                    if let Some(roles) = fast {
                        state.pairs_insert(roles, p, e, LE);
                    }
                }
            }
            for p in (0..3).filter(|&p| computed(p)) {
                for &e in &keys[p][pos[p]..ends[p]] {
                    let met = match fast {
                        Some(roles) if roles.fast == p => {
                            Met::Beside(state.pairs_beside(roles, e, LT))
                        }
                        _ => Met::Outcomes(state.outcomes(seats, p, e)),
                    };
                    visit(p, e, met);
                }
            }
            for p in 0..3 {
                for &e in &keys[p][pos[p]..ends[p]] {
                    state.insert(seats, p, e, LT);
                    if let Some(roles) = fast {
                        state.pairs_insert(roles, p, e, LT);
                    }
                }
            }
            pos = ends;
        }
        // Every combo against every pair of the others' combos. Against two short lists, the
        // pairs are counted one by one.
        for p in (0..3).filter(|&p| computed(p)) {
            let (q, r) = ThreeState::<T>::others(p);
            let direct = keys[q].len() * keys[r].len() <= DIRECT_PAIRS;
            for &e in &keys[p] {
                let pairs = if let Some(roles) = fast.filter(|_| quick(p)) {
                    state.pairs_beside(roles, e, LT)
                } else if direct {
                    pairs_direct(&keys[q], &keys[r], e)
                } else {
                    state.pairs_all(seats, p, e)
                };
                visit(p, e, Met::Pairs(pairs));
            }
        }
        // The fast player's tables hold most combos: cleared whole, the others combo by combo.
        for (p, keys) in keys.iter().enumerate() {
            if quick(p) {
                state.clear_sets(p);
            } else {
                for &e in keys {
                    state.remove(p, e);
                }
            }
        }
        state.both = [[(0, [0; 52]); 2]; 3];
        if fast.is_some() {
            state.pairs.clear();
        }
    }

    /// Three players: the totals of [`walk_three`](Self::walk_three), by who wins and by each
    /// player's final hand.
    pub(super) fn count_three<T: Lane>(
        &self,
        keys: &[Vec<Entry>; 3],
        state: &mut ThreeState<T>,
        counts: &mut MatchupCounts,
    ) {
        let computed = |p: usize| self.copy_of[p] == p;
        // Outcomes by who wins: each computed player alone, each two of them, all three.
        let mut alone = [0u64; 3];
        let mut two = [[0u64; 3]; 3];
        let mut all_three = [0u64; 3];
        let mut category_wins = [[0u64; 9]; 3];
        let mut category_ties = [[0u64; 9]; 3];
        let mut categories = [[0u64; 9]; 3];
        let counter = (0..3).find(|&p| computed(p)).unwrap_or(0);
        let mut total = 0u64;
        let fast = self.fast;
        self.walk_three(
            keys,
            state,
            fast,
            #[inline(always)]
            |p, e, met| match met {
                Met::Outcomes([a, b, c, d]) => {
                    let (q, r) = ThreeState::<T>::others(p);
                    let w = e.units();
                    let (with_q, with_r, three) = (b - a, c - a, d - b - c + a);
                    category_wins[p][e.category()] += w * a;
                    category_ties[p][e.category()] += w * (with_q + with_r + three);
                    alone[p] += w * a;
                    two[p][q] += w * with_q;
                    two[p][r] += w * with_r;
                    all_three[p] += w * three;
                    if let Some(roles) = fast {
                        // The fast player's shares are in this combo's category: with it alone,
                        // and (counted from the first player's side) among all three. A second
                        // player that copies the first has the first's shares with the fast one.
                        let with_fast = if q == roles.fast { with_q } else { with_r };
                        let copied = p == roles.first && self.copy_of[roles.second] == p;
                        let times = if copied { 2 } else { 1 };
                        let mut shared = times * with_fast;
                        if p == roles.first {
                            shared += three;
                        }
                        category_ties[roles.fast][e.category()] += w * shared;
                    }
                }
                Met::Beside(below) => {
                    // The fast player's combo: the pairs below it (it wins alone); whom it shares
                    // with, and in which category, is counted by the others' combos.
                    let w = e.units();
                    category_wins[p][e.category()] += w * below;
                    alone[p] += w * below;
                }
                Met::Pairs(pairs) => {
                    let w = e.units() * pairs;
                    categories[p][e.category()] += w;
                    if p == counter {
                        total += w;
                    }
                }
            },
        );
        counts.total += total;
        if let Some(roles) = fast {
            // A split between two players, or among all three, is one event, counted from
            // the side of the players walked with their lanes.
            let (f, a, b) = (roles.fast, roles.first, roles.second);
            // A player that copies another has that player's splits with the fast one.
            two[f][a] = two[self.copy_of[a]][f];
            two[f][b] = two[self.copy_of[b]][f];
            all_three[f] = all_three[a];
        }
        for p in (0..3).filter(|&p| computed(p)) {
            let (q, r) = ThreeState::<T>::others(p);
            let split = two[p][q] + two[p][r];
            counts.wins[p] = alone[p];
            counts.ties[p] = split + all_three[p];
            counts.shares[p] = split * (SHARE_UNITS / 2) + all_three[p] * (SHARE_UNITS / 3);
            for k in 0..9 {
                counts.categories[p][k] += categories[p][k];
                counts.category_wins[p][k] += category_wins[p][k];
                counts.category_ties[p][k] += category_ties[p][k];
            }
        }
        for p in 1..3 {
            let q = self.copy_of[p];
            if q != p {
                counts.wins[p] = counts.wins[q];
                counts.ties[p] = counts.ties[q];
                counts.shares[p] = counts.shares[q];
                counts.categories[p] = counts.categories[q];
                counts.category_wins[p] = counts.category_wins[q];
                counts.category_ties[p] = counts.category_ties[q];
            }
        }
    }
}

/// What the three-player walk reports of one combo `x` of a player.
pub(super) enum Met {
    /// Mid-walk: the pairs of the others' combos (disjoint from each other and from `x`) that
    /// are (<,<), (≤,<), (<,≤) and (≤,≤) its value — see [`ThreeState::outcomes`].
    Outcomes([u64; 4]),
    /// After the walk: every such pair, whatever its values.
    Pairs(u64),
    /// Mid-walk, for the player counted from the pair sums ([`Roles::fast`]): the pairs
    /// below its value (<,<); its shares are counted from the other two's side.
    Beside(u64),
}

/// Pairs of the two other players' combos up to which they are counted one by one.
pub(super) const DIRECT_PAIRS: usize = 64;

/// The weight of the pairs (`y` of `qs`, `z` of `rs`) with `x`, `y` and `z` pairwise
/// disjoint, counted pair by pair.
#[inline(always)]
pub(super) fn pairs_direct(qs: &[Entry], rs: &[Entry], x: Entry) -> u64 {
    let bits = |e: Entry| {
        let (a, b) = e.cards();
        1u64 << a | 1u64 << b
    };
    let mx = bits(x);
    let mut sum = 0;
    for &y in qs.iter().filter(|&&y| bits(y) & mx == 0) {
        let my = bits(y) | mx;
        for &z in rs.iter().filter(|&&z| bits(z) & my == 0) {
            sum += y.units() * z.units();
        }
    }
    sum
}

/// A number type for the 52-lane sums: exact for the integers the sums reach.
pub(super) trait Lane:
    Copy + Default + Add<Output = Self> + Sub<Output = Self> + Mul<Output = Self> + 'static
{
    /// The lane value of a whole number of units.
    fn from_units(u: u32) -> Self;
    /// The whole number a lane sum holds.
    fn to_u64(self) -> u64;
    /// The whole number a lane value holds, which may be negative (a difference of sums).
    fn to_i64(self) -> i64;
    /// The same number as an `f64` (exact).
    fn to_f64(self) -> f64;
}

impl Lane for f32 {
    #[inline(always)]
    fn from_units(u: u32) -> f32 {
        u as f32
    }
    #[inline(always)]
    fn to_u64(self) -> u64 {
        // Through `i64`: one conversion instruction (`as u64` needs several without
        // AVX-512); the same for the whole numbers ≥ 0 the sums hold.
        self as i64 as u64
    }
    #[inline(always)]
    fn to_i64(self) -> i64 {
        self as i64
    }
    #[inline(always)]
    fn to_f64(self) -> f64 {
        f64::from(self)
    }
}

impl Lane for f64 {
    #[inline(always)]
    fn from_units(u: u32) -> f64 {
        f64::from(u)
    }
    #[inline(always)]
    fn to_u64(self) -> u64 {
        // Through `i64`: one conversion instruction (`as u64` needs several without
        // AVX-512); the same for the whole numbers ≥ 0 the sums hold.
        self as i64 as u64
    }
    #[inline(always)]
    fn to_i64(self) -> i64 {
        self as i64
    }
    #[inline(always)]
    fn to_f64(self) -> f64 {
        self
    }
}

/// The sets of a walk: combos below the current value, and at most the current value.
pub(super) const LT: usize = 0;
pub(super) const LE: usize = 1;

/// Lanes per row: 52 cards, padded.
pub(super) const LANES: usize = 56;

/// One player's combos in one set, by card: `m[a][c]` the weight of combo `{a, c}` if in the
/// set, `l[c]` the weight of the set's combos holding `c`, `w` the set's weight.
#[derive(Clone)]
pub(super) struct CardTable<T> {
    pub(super) m: [[T; LANES]; 52],
    pub(super) l: [T; LANES],
    pub(super) w: u64,
}

impl<T: Lane> CardTable<T> {
    /// The weight of the set's combos that miss both cards `a` and `b` (`a ≠ b`): the
    /// lanes' part summed first (whole numbers, exact), then converted once.
    #[inline(always)]
    pub(super) fn missing(&self, a: usize, b: usize) -> u64 {
        (self.w as i64 + (self.m[a][b] - self.l[a] - self.l[b]).to_i64()) as u64
    }
}

/// The running sets of the three-player walk.
pub(super) struct ThreeState<T> {
    /// `sets[player][LT or LE]`.
    pub(super) sets: [[CardTable<T>; 2]; 3],
    /// For each pair of players (index `3 - p` for the pair without `p`), the combos in both
    /// players' sets: the weight products, in all and by card, per set kind.
    pub(super) both: [[(u64, [u64; 52]); 2]; 3],
    /// The pair sums of the two players beside the fast one, when the walk has [`Roles`].
    pairs: PairSums<T>,
}

impl<T: Lane> ThreeState<T> {
    pub(super) fn boxed() -> Box<ThreeState<T>> {
        let table = CardTable {
            m: [[T::default(); LANES]; 52],
            l: [T::default(); LANES],
            w: 0,
        };
        Box::new(ThreeState {
            sets: std::array::from_fn(|_| [table.clone(), table.clone()]),
            both: [[(0, [0; 52]); 2]; 3],
            pairs: PairSums::new(),
        })
    }

    /// Adds combo `e` of player `p` to its set `kind`.
    #[inline(always)]
    pub(super) fn insert(&mut self, seats: &[PreparedCombos], p: usize, e: Entry, kind: usize) {
        let u = e.units();
        let (a, b) = e.cards();
        let (a, b) = (a.min(51), b.min(51));
        let table = &mut self.sets[p][kind];
        let lane = T::from_units(u as u32);
        table.m[a][b] = lane;
        table.m[b][a] = lane;
        table.l[a] = table.l[a] + lane;
        table.l[b] = table.l[b] + lane;
        table.w += u;
        // Combos held by a later player too enter that pair's products once.
        for (q, seat) in seats.iter().enumerate().skip(p + 1) {
            let other = seat.units_of(e.combo());
            if other > 0 {
                let (total, by_card) = &mut self.both[3 - p - q][kind];
                let product = u * other;
                *total += product;
                by_card[a] += product;
                by_card[b] += product;
            }
        }
    }

    /// Clears player `p`'s sets whole (after a board).
    pub(super) fn clear_sets(&mut self, p: usize) {
        for table in &mut self.sets[p] {
            table.m = [[T::default(); LANES]; 52];
            table.l = [T::default(); LANES];
            table.w = 0;
        }
    }

    /// Clears combo `e` of player `p` from both sets (after a board; the pairs' products
    /// in `both` are cleared whole).
    #[inline(always)]
    pub(super) fn remove(&mut self, p: usize, e: Entry) {
        let (a, b) = e.cards();
        let (a, b) = (a.min(51), b.min(51));
        for table in &mut self.sets[p] {
            table.m[a][b] = T::default();
            table.m[b][a] = T::default();
            table.l[a] = T::default();
            table.l[b] = T::default();
            table.w = 0;
        }
    }

    /// The other two players of `p`, in order.
    #[inline(always)]
    pub(super) fn others(p: usize) -> (usize, usize) {
        match p {
            0 => (1, 2),
            1 => (0, 2),
            _ => (0, 1),
        }
    }

    /// The weight of the sets' shared combos missing `x = {a, b}` (plus `x`'s own product if
    /// `x` is in both sets).
    #[inline(always)]
    fn shared(&self, pair: usize, kind: usize, a: usize, b: usize, itself: u64) -> u64 {
        let (total, by_card) = &self.both[pair][kind];
        total + itself - by_card[a] - by_card[b]
    }

    /// For combo `k` of player `p` at the current value: the pairs of the others' combos
    /// (disjoint from each other and from it) that are (<,<), (≤,<), (<,≤) and (≤,≤) its value.
    #[inline(always)]
    pub(super) fn outcomes(&self, seats: &[PreparedCombos], p: usize, e: Entry) -> [u64; 4] {
        let (q, r) = Self::others(p);
        let (a, b) = e.cards();
        let (a, b) = (a.min(51), b.min(51));
        let [qlt, qle] = &self.sets[q];
        let [rlt, rle] = &self.sets[r];
        let lanes = |t: &CardTable<T>, c: usize| t.l[c] - t.m[a][c] - t.m[b][c];
        let mut acc = [[T::default(); 8]; 4];
        for chunk in 0..LANES / 8 {
            let [ll, el, le, ee] = &mut acc;
            for (i, (((ll, el), le), ee)) in ll
                .iter_mut()
                .zip(el.iter_mut())
                .zip(le.iter_mut())
                .zip(ee.iter_mut())
                .enumerate()
            {
                let c = chunk * 8 + i;
                let (ql, qe) = (lanes(qlt, c), lanes(qle, c));
                let (rl, re) = (lanes(rlt, c), lanes(rle, c));
                *ll = *ll + ql * rl;
                *el = *el + qe * rl;
                *le = *le + ql * re;
                *ee = *ee + qe * re;
            }
        }
        // The lanes of x's own cards hold no pair: take them out again.
        let mut cross = [0u64; 4];
        for (sum, lanes8) in cross.iter_mut().zip(&acc) {
            *sum = lanes8.iter().fold(T::default(), |s, &x| s + x).to_u64();
        }
        for c in [a, b] {
            let (ql, qe) = (lanes(qlt, c), lanes(qle, c));
            let (rl, re) = (lanes(rlt, c), lanes(rle, c));
            cross[0] -= (ql * rl).to_u64();
            cross[1] -= (qe * rl).to_u64();
            cross[2] -= (ql * re).to_u64();
            cross[3] -= (qe * re).to_u64();
        }
        let weight = |t: &CardTable<T>| t.missing(a, b);
        let (wql, wqe, wrl, wre) = (weight(qlt), weight(qle), weight(rlt), weight(rle));
        let pair = 3 - q - r;
        let itself = seats[q].units_of(e.combo()) * seats[r].units_of(e.combo());
        let shared_lt = self.shared(pair, LT, a, b, 0);
        let shared_le = self.shared(pair, LE, a, b, itself);
        [
            wql * wrl + shared_lt - cross[0],
            wqe * wrl + shared_lt - cross[1],
            wql * wre + shared_lt - cross[2],
            wqe * wre + shared_le - cross[3],
        ]
    }

    /// For combo `k` of player `p`, once every combo is in the sets: all pairs of the others'
    /// combos disjoint from each other and from it.
    #[inline(always)]
    pub(super) fn pairs_all(&self, seats: &[PreparedCombos], p: usize, e: Entry) -> u64 {
        let (q, r) = Self::others(p);
        let (a, b) = e.cards();
        let (a, b) = (a.min(51), b.min(51));
        let (qt, rt) = (&self.sets[q][LT], &self.sets[r][LT]);
        let lanes = |t: &CardTable<T>, c: usize| t.l[c] - t.m[a][c] - t.m[b][c];
        let mut acc = [T::default(); 8];
        for chunk in 0..LANES / 8 {
            for (i, slot) in acc.iter_mut().enumerate() {
                let c = chunk * 8 + i;
                *slot = *slot + lanes(qt, c) * lanes(rt, c);
            }
        }
        let mut cross = acc.iter().fold(T::default(), |s, &x| s + x).to_u64();
        for c in [a, b] {
            cross -= (lanes(qt, c) * lanes(rt, c)).to_u64();
        }
        let weight = |t: &CardTable<T>| t.missing(a, b);
        let itself = seats[q].units_of(e.combo()) * seats[r].units_of(e.combo());
        weight(qt) * weight(rt) + self.shared(3 - q - r, LT, a, b, itself) - cross
    }
}
