//! Counting every matchup of two or three players on one complete board without dealing the
//! matchups: each player's combos are evaluated once, then the matchups are counted with
//! card-removal arithmetic.
//!
//! # Two players
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
//!
//! # Three players
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
//! Every count is an exact integer (weights are whole units, see
//! [`LiveCombos`](super::LiveCombos)); the three-player sums run in `f32` lanes when their
//! largest possible value is below 2^24 (unweighted ranges) and `f64` lanes otherwise, exact in
//! both cases.

use std::ops::{Add, Mul, Sub};

use super::exact::rank_key;
use super::live::LiveCombos;
use super::tally::{CATEGORY_OF, EquityTally, SHARE_UNITS};
use crate::cards::CardSet;
use crate::eval::{Hand, evaluate_rank_key, rank_multiplier};
use crate::range::COMBO_COUNT;

/// A combo on one board, packed in 64 bits so that sorting by value moves everything the
/// counting needs: the value in bits 48–63, two flags in bits 46–47 (see [`REUSE`] and
/// [`SHARE`]), the units in 32–45, the combo index in 16–31 and the two card indices in 8–15
/// and 0–7.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Entry(u64);

/// Entry flag: an earlier player holds the combo too, and has evaluated it on this board.
const REUSE: u64 = 1 << 46;
/// Entry flag: a later player holds the combo too, so its value is kept for that player.
const SHARE: u64 = 1 << 47;

impl Entry {
    /// A combo without its value yet.
    fn new(combo: u16, units: u32, cards: [u8; 2]) -> Entry {
        Entry(
            u64::from(units.min(0x3fff)) << 32
                | u64::from(combo) << 16
                | u64::from(cards[0]) << 8
                | u64::from(cards[1]),
        )
    }

    /// The same combo with its value on a board.
    #[inline(always)]
    fn with_value(self, value: u16) -> Entry {
        Entry(self.0 | u64::from(value) << 48)
    }

    #[inline(always)]
    fn value(self) -> u32 {
        (self.0 >> 48) as u32
    }

    #[inline(always)]
    fn units(self) -> u64 {
        (self.0 >> 32) & 0x3fff
    }

    #[inline(always)]
    fn combo(self) -> usize {
        (self.0 >> 16) as u16 as usize
    }

    /// The card indices, below 64.
    #[inline(always)]
    fn cards(self) -> (usize, usize) {
        ((self.0 >> 8) as usize & 63, self.0 as usize & 63)
    }

    /// The final hand's category index.
    #[inline(always)]
    fn category(self) -> usize {
        CATEGORY_OF[self.value() as usize & 8191] as usize
    }
}

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

/// Entries of a table of values by two ranks (`13 × high + low`).
const RANK_PAIRS: usize = 169;

/// Entries of the table of buckets by value: every hand value is below this.
const BUCKET_TABLE: usize = 8192;

/// One player's combos, prepared for counting.
#[derive(Clone, Debug)]
pub(crate) struct Seat {
    /// Each combo's entry, without a value.
    entries: Vec<Entry>,
    /// Each combo's hole cards, for the evaluator.
    holes: Vec<Hand>,
    /// Each combo's two ranks, as an index `13 × high + low` into a table of values by ranks.
    rank_pairs: Vec<u8>,
    /// Each combo's cards as a bit set.
    masks: Vec<u64>,
    /// Units by combo index (0 if the player cannot hold it).
    units_by_combo: Box<[u32; COMBO_COUNT]>,
}

impl Seat {
    pub(crate) fn new(live: &LiveCombos) -> Seat {
        let entries = live
            .iter()
            .map(|(combo, units)| {
                let (a, b) = combo.pair();
                Entry::new(
                    combo.index() as u16,
                    units,
                    [a.index() as u8, b.index() as u8],
                )
            })
            .collect();
        let rank_pairs = live
            .combos
            .iter()
            .map(|c| {
                let (a, b) = c.pair();
                (13 * a.rank().index() + b.rank().index()) as u8
            })
            .collect();
        Seat {
            entries,
            rank_pairs,
            holes: live
                .combos
                .iter()
                .map(|c| Hand::from_cards(c.cards()))
                .collect(),
            masks: live.combos.iter().map(|c| c.cards().bits()).collect(),
            units_by_combo: live.units_by_combo(),
        }
    }

    /// How many combos.
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether two seats hold the same combos with the same weights.
    fn same_as(&self, other: &Seat) -> bool {
        let plain = |e: &Entry| e.0 & !(REUSE | SHARE);
        self.entries.len() == other.entries.len()
            && self
                .entries
                .iter()
                .map(plain)
                .eq(other.entries.iter().map(plain))
    }

    /// Calls `visit` with each live combo on a board (known cards plus `out`) and its value:
    /// from `by_ranks` on a board where no one can make a flush (values by the two ranks),
    /// otherwise evaluated here, or read from `values` if an earlier player holds the combo too
    /// (and written there if a later one does).
    #[inline(always)]
    fn deal(
        &self,
        board: Hand,
        out: u64,
        by_ranks: Option<&[u16; RANK_PAIRS]>,
        values: &mut [u16; COMBO_COUNT],
        mut visit: impl FnMut(Entry),
    ) {
        if let Some(table) = by_ranks {
            for ((&e, &mask), &pair) in self.entries.iter().zip(&self.masks).zip(&self.rank_pairs) {
                if mask & out == 0 {
                    visit(e.with_value(table[usize::from(pair) % RANK_PAIRS]));
                }
            }
            return;
        }
        for ((&e, &mask), &hole) in self.entries.iter().zip(&self.masks).zip(&self.holes) {
            if mask & out != 0 {
                continue;
            }
            let slot = &mut values[e.combo() % COMBO_COUNT];
            let value = if e.0 & REUSE != 0 {
                *slot
            } else {
                let v = board.combine(hole).evaluate().get();
                if e.0 & SHARE != 0 {
                    *slot = v;
                }
                v
            };
            visit(e.with_value(value));
        }
    }

    /// The units of `combo` (0 if the player cannot hold it).
    #[inline(always)]
    fn units_of(&self, combo: usize) -> u64 {
        u64::from(self.units_by_combo.get(combo).copied().unwrap_or(0))
    }
}

/// Sorts entries by value: two passes of a radix sort on the value's 13 bits (insertion sort
/// for a few entries). `spare` is scratch space.
fn sort_by_value(entries: &mut [Entry], spare: &mut Vec<Entry>) {
    let n = entries.len();
    if n <= 24 {
        for i in 1..n {
            let x = entries[i];
            let mut j = i;
            while j > 0 && entries[j - 1].value() > x.value() {
                entries[j] = entries[j - 1];
                j -= 1;
            }
            entries[j] = x;
        }
        return;
    }
    spare.clear();
    spare.resize(n, Entry(0));
    let mut low = [0u32; 128];
    let mut high = [0u32; 64];
    for e in entries.iter() {
        low[e.value() as usize & 127] += 1;
        high[(e.value() >> 7) as usize & 63] += 1;
    }
    let mut sum = 0;
    for c in low.iter_mut() {
        (*c, sum) = (sum, sum + *c);
    }
    sum = 0;
    for c in high.iter_mut() {
        (*c, sum) = (sum, sum + *c);
    }
    for &e in entries.iter() {
        let slot = &mut low[e.value() as usize & 127];
        if let Some(place) = spare.get_mut(*slot as usize) {
            *place = e;
        }
        *slot += 1;
    }
    for &e in spare.iter() {
        let slot = &mut high[(e.value() >> 7) as usize & 63];
        if let Some(place) = entries.get_mut(*slot as usize) {
            *place = e;
        }
        *slot += 1;
    }
}

/// Counts of one chunk of boards for two or three players.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Counts {
    total: u64,
    wins: [u64; 3],
    ties: [u64; 3],
    shares: [u64; 3],
    categories: [[u64; 9]; 3],
}

impl Counts {
    /// Adds `other` counted `weight` times.
    fn add_scaled(&mut self, other: &Counts, weight: u64) {
        self.total += other.total * weight;
        for p in 0..3 {
            self.wins[p] += other.wins[p] * weight;
            self.ties[p] += other.ties[p] * weight;
            self.shares[p] += other.shares[p] * weight;
            for c in 0..9 {
                self.categories[p][c] += other.categories[p][c] * weight;
            }
        }
    }

    /// The counts as a tally of `players` players.
    pub(crate) fn to_tally(self, players: usize) -> EquityTally {
        let mut tally = EquityTally::new(players);
        tally.total = self.total;
        for (p, player) in tally.players.iter_mut().enumerate().take(3) {
            player.wins = self.wins[p];
            player.ties = self.ties[p];
            player.tie_shares = self.shares[p];
            player.categories = self.categories[p];
        }
        tally
    }
}

/// The players of a request whose every player is counted on each board.
#[derive(Clone, Debug)]
pub(crate) struct Showdown {
    seats: Vec<Seat>,
    /// Every pair of ranks some player's combo has: its index in a table of values by ranks
    /// and its rank key.
    rank_pairs: Vec<(u8, u32)>,
    /// The order the seats are dealt in on each board.
    order: [usize; 3],
    /// For each seat, the seat whose counts it copies (itself when it is computed).
    copy_of: [usize; 3],
    /// Three different players: the one (with the most combos) whose wins and ties are what
    /// the other two leave, so that only its final hands are counted per combo.
    derived: Option<usize>,
    /// Whether the three-player sums need `f64` lanes to stay exact.
    wide: bool,
}

/// Working memory for one thread.
pub(crate) struct Scratch {
    values: Box<[u16; COMBO_COUNT]>,
    keys: [Vec<Entry>; 3],
    spare: Vec<Entry>,
    /// Two players: the smaller range's distinct values, its combos' counts, where each
    /// bucket starts, and each value's bucket.
    thresholds: Vec<u16>,
    outcomes: Vec<(u64, u64)>,
    starts: Vec<u32>,
    bucket_table: Box<[u8; BUCKET_TABLE]>,
    three32: Option<Box<ThreeState<f32>>>,
    three64: Option<Box<ThreeState<f64>>>,
}

impl Showdown {
    /// Prepares the counting for 2 or 3 players' live combos.
    pub(crate) fn new(players: &[LiveCombos]) -> Showdown {
        let mut seats: Vec<Seat> = players.iter().map(Seat::new).collect();
        // Two players are dealt the smaller range first (it is sorted, the other bucketed).
        let order = if seats.len() == 2 && seats[1].len() < seats[0].len() {
            [1, 0, 2]
        } else {
            [0, 1, 2]
        };
        // Each combo is evaluated by the first player dealt it; the others reuse its value.
        let tables: Vec<Box<[u32; COMBO_COUNT]>> =
            seats.iter().map(|s| s.units_by_combo.clone()).collect();
        let dealt = &order[..seats.len()];
        for (i, &p) in dealt.iter().enumerate() {
            let holds = |q: &usize, combo: usize| tables[*q].get(combo).is_some_and(|&u| u > 0);
            for e in &mut seats[p].entries {
                if dealt[..i].iter().any(|q| holds(q, e.combo())) {
                    e.0 |= REUSE;
                } else if dealt[i + 1..].iter().any(|q| holds(q, e.combo())) {
                    e.0 |= SHARE;
                }
            }
        }
        let mut copy_of = [0, 1, 2];
        if seats.len() == 3 {
            for p in 1..3 {
                if let Some(q) = (0..p).find(|&q| seats[q].same_as(&seats[p])) {
                    copy_of[p] = copy_of[q];
                }
            }
        }
        let derived = (seats.len() == 3 && copy_of == [0, 1, 2])
            .then(|| (0..3).max_by_key(|&p| seats[p].len()))
            .flatten();
        // The largest three-player lane sum: 52 lanes of (51 combos × units)².
        let max_units = |s: &Seat| s.entries.iter().map(|e| e.units()).max().unwrap_or(0) as f64;
        let widest = seats.iter().map(max_units).fold(0.0, f64::max);
        let wide = 52.0 * (51.0 * widest).powi(2) >= (1u64 << 24) as f64;
        let mut rank_pairs: Vec<(u8, u32)> = seats
            .iter()
            .flat_map(|seat| seat.rank_pairs.iter().copied())
            .map(|pair| {
                let (high, low) = (usize::from(pair) / 13, usize::from(pair) % 13);
                (pair, rank_multiplier(high) + rank_multiplier(low))
            })
            .collect();
        rank_pairs.sort_unstable();
        rank_pairs.dedup();
        Showdown {
            seats,
            rank_pairs,
            order,
            copy_of,
            derived,
            wide,
        }
    }

    /// How many players.
    pub(crate) fn players(&self) -> usize {
        self.seats.len()
    }

    /// Fresh working memory.
    pub(crate) fn scratch(&self) -> Scratch {
        let three = self.seats.len() == 3;
        Scratch {
            values: Box::new([0; COMBO_COUNT]),
            keys: std::array::from_fn(|p| {
                Vec::with_capacity(self.seats.get(p).map_or(0, Seat::len))
            }),
            spare: Vec::new(),
            thresholds: Vec::new(),
            outcomes: Vec::new(),
            starts: Vec::new(),
            bucket_table: Box::new([0; BUCKET_TABLE]),
            three32: (three && !self.wide).then(ThreeState::boxed),
            three64: (three && self.wide).then(ThreeState::boxed),
        }
    }

    /// Counts every matchup on the complete board `board` (known cards plus the runout
    /// `runout`), `weight` times, into `counts`.
    pub(crate) fn count(
        &self,
        board: Hand,
        runout: CardSet,
        weight: u64,
        scratch: &mut Scratch,
        counts: &mut Counts,
    ) {
        let out = runout.bits();
        // With at most two cards of each suit on the board, no one can make a flush: a combo's
        // value depends on its ranks only, so each pair of ranks is evaluated once.
        let cards = board.cards().bits();
        let no_flush = (0..4).all(|s| (cards >> (13 * s) & 0x1fff).count_ones() <= 2);
        let mut table = [0u16; RANK_PAIRS];
        let by_ranks = no_flush.then(|| {
            let key = rank_key(board.cards());
            for &(pair, pair_key) in &self.rank_pairs {
                table[usize::from(pair) % RANK_PAIRS] = evaluate_rank_key(key + pair_key).get();
            }
            &table
        });
        let mut here = Counts::default();
        if self.seats.len() == 3 {
            self.deal_all(board, out, by_ranks, scratch);
            match (&mut scratch.three32, &mut scratch.three64) {
                (Some(state), _) => self.count_three(&scratch.keys, state, &mut here),
                (None, Some(state)) => self.count_three(&scratch.keys, state, &mut here),
                (None, None) => {}
            }
        } else {
            self.count_two(board, out, by_ranks, scratch, &mut here);
        }
        counts.add_scaled(&here, weight);
    }

    /// Every player's live combos on the board, with values, sorted (in seat order).
    fn deal_all(
        &self,
        board: Hand,
        out: u64,
        by_ranks: Option<&[u16; RANK_PAIRS]>,
        scratch: &mut Scratch,
    ) {
        let Scratch {
            values,
            keys,
            spare,
            ..
        } = scratch;
        for (seat, keys) in self.seats.iter().zip(keys.iter_mut()) {
            keys.clear();
            seat.deal(board, out, by_ranks, values, |e| keys.push(e));
            sort_by_value(keys, spare);
        }
    }

    /// Two players. The one with fewer combos (S) is sorted by value; the other's (L) are put
    /// in buckets by S's distinct values `u[0] < u[1] < …`: bucket `2i` holds the values
    /// between `u[i - 1]` and `u[i]`, bucket `2i + 1` those equal to `u[i]`. One walk up the
    /// buckets then gives each of S's combos the weight of L's combos below and equal to it.
    fn count_two(
        &self,
        board: Hand,
        out: u64,
        by_ranks: Option<&[u16; RANK_PAIRS]>,
        scratch: &mut Scratch,
        counts: &mut Counts,
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
            let end = (usize::from(crate::eval::HandValue::BEST.get() - lowest) + 1)
                .clamp(from, BUCKET_TABLE);
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
        // L's combos in bucket order (a counting sort; the bucket replaces the value).
        for e in kl.iter_mut() {
            let bucket = bucket_of(e.value() as u16);
            *e = Entry(e.0 & ((1 << 48) - 1)).with_value(bucket as u16);
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
            let slot = &mut starts[e.value() as usize];
            if let Some(place) = spare.get_mut(*slot as usize) {
                *place = e;
            }
            *slot += 1;
        }
        // After the scatter, `starts[b]` is where bucket `b + 1` starts.
        let mut below = 0u64;
        let mut below_card = [0u64; 64];
        let mut equal_card = [0u64; 64];
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
            }
            let equal_end = starts[2 * i + 1] as usize;
            let equals = spare.get(between..equal_end).unwrap_or(&[]);
            let mut equal = 0u64;
            for &e in equals {
                let (c1, c2) = e.cards();
                equal += e.units();
                equal_card[c1] += e.units();
                equal_card[c2] += e.units();
            }
            while let Some(&e) = ks.get(next_small).filter(|e| e.value() == u32::from(u)) {
                let (c1, c2) = e.cards();
                let itself = large.units_of(e.combo());
                let less = below - below_card[c1] - below_card[c2];
                let eq = equal + itself - equal_card[c1] - equal_card[c2];
                outcomes.push((less, eq));
                next_small += 1;
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
        }
        let (tl, tl_card) = (below, &below_card);
        let (mut wins_s, mut wins_l, mut ties, mut total) = (0u64, 0u64, 0u64, 0u64);
        let categories_s = &mut counts.categories[s];
        for (&e, &(less, eq)) in ks.iter().zip(outcomes.iter()) {
            let (c1, c2) = e.cards();
            let tot = tl + large.units_of(e.combo()) - tl_card[c1] - tl_card[c2];
            let w = e.units();
            total += w * tot;
            wins_s += w * less;
            wins_l += w * (tot - less - eq);
            ties += w * eq;
            categories_s[e.category()] += w * tot;
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
        counts: &mut Counts,
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
        let mut turn = 0usize;
        large.deal(board, out, by_ranks, values, |e| {
            let (c1, c2) = e.cards();
            let w = e.units();
            let tot = ts + small.units_of(e.combo()) - ts_card[c1] - ts_card[c2];
            by_category[turn & 3][e.category() & 15] += w * tot;
            let bucket = bucket_of(e.value() as u16) % FEW_BUCKETS;
            bucket_sums[turn & 3][bucket] += w;
            // Most of L's combos miss S's cards: the test saves the additions.
            if (1 << c1 | 1 << c2) & small_cards != 0 {
                let row = &mut sums[bucket];
                row[usize::from(place[c1])] += w;
                row[usize::from(place[c2])] += w;
            }
            turn += 1;
        });
        for part in &by_category {
            for (sum, &n) in counts.categories[l].iter_mut().zip(part) {
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
        let categories_s = &mut counts.categories[s];
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
                i += 1;
            }
        }
        counts.total += total;
        counts.wins[s] += wins_s;
        counts.wins[l] += wins_l;
        for p in [s, l] {
            counts.ties[p] += ties;
            counts.shares[p] += ties * (SHARE_UNITS / 2);
        }
    }

    /// Three players: one walk up the values of all three, each computed player's combos
    /// counted against pairs of the others' combos.
    fn count_three<T: Lane>(
        &self,
        keys: &[Vec<Entry>; 3],
        state: &mut ThreeState<T>,
        counts: &mut Counts,
    ) {
        let seats = &self.seats;
        let computed = |p: usize| self.copy_of[p] == p;
        let queried = |p: usize| computed(p) && self.derived != Some(p);
        // Outcomes by who wins: each queried player alone, each two of them, all three.
        let mut alone = [0u64; 3];
        let mut two = [[0u64; 3]; 3];
        let mut all_three = [0u64; 3];
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
                }
            }
            for p in (0..3).filter(|&p| queried(p)) {
                let (q, r) = ThreeState::<T>::others(p);
                for &e in &keys[p][pos[p]..ends[p]] {
                    let [a, b, c, d] = state.outcomes(seats, p, e);
                    let w = e.units();
                    let (with_q, with_r, three) = (b - a, c - a, d - b - c + a);
                    alone[p] += w * a;
                    two[p][q] += w * with_q;
                    two[p][r] += w * with_r;
                    all_three[p] += w * three;
                }
            }
            for p in 0..3 {
                for &e in &keys[p][pos[p]..ends[p]] {
                    state.insert(seats, p, e, LT);
                }
            }
            pos = ends;
        }
        // Every combo against every pair of the others' combos: the final hands. Against two
        // short lists, the pairs are counted one by one.
        let counter = (0..3).find(|&p| queried(p)).unwrap_or(0);
        for p in (0..3).filter(|&p| computed(p)) {
            let (q, r) = ThreeState::<T>::others(p);
            let direct = keys[q].len() * keys[r].len() <= DIRECT_PAIRS;
            for &e in &keys[p] {
                let pairs = if direct {
                    pairs_direct(&keys[q], &keys[r], e)
                } else {
                    state.pairs_all(seats, p, e)
                };
                let w = e.units() * pairs;
                counts.categories[p][e.category()] += w;
                if p == counter {
                    counts.total += w;
                }
            }
        }
        for p in (0..3).filter(|&p| queried(p)) {
            let (q, r) = ThreeState::<T>::others(p);
            let split = two[p][q] + two[p][r];
            counts.wins[p] = alone[p];
            counts.ties[p] = split + all_three[p];
            counts.shares[p] = split * (SHARE_UNITS / 2) + all_three[p] * (SHARE_UNITS / 3);
        }
        if let Some(d) = self.derived {
            // The outcomes no one else wins or splits are the derived player's.
            let (p, q) = ThreeState::<T>::others(d);
            let three = all_three[p];
            let (with_p, with_q) = (two[p][d], two[q][d]);
            counts.wins[d] =
                counts.total - alone[p] - alone[q] - two[p][q] - with_p - with_q - three;
            counts.ties[d] = with_p + with_q + three;
            counts.shares[d] = (with_p + with_q) * (SHARE_UNITS / 2) + three * (SHARE_UNITS / 3);
        }
        for p in 1..3 {
            let q = self.copy_of[p];
            if q != p {
                counts.wins[p] = counts.wins[q];
                counts.ties[p] = counts.ties[q];
                counts.shares[p] = counts.shares[q];
                counts.categories[p] = counts.categories[q];
            }
        }
        for (p, keys) in keys.iter().enumerate() {
            for &e in keys {
                state.remove(p, e);
            }
        }
    }
}

/// Pairs of the two other players' combos up to which they are counted one by one.
const DIRECT_PAIRS: usize = 64;

/// The weight of the pairs (`y` of `qs`, `z` of `rs`) with `x`, `y` and `z` pairwise
/// disjoint, counted pair by pair.
fn pairs_direct(qs: &[Entry], rs: &[Entry], x: Entry) -> u64 {
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
pub(crate) trait Lane:
    Copy + Default + Add<Output = Self> + Sub<Output = Self> + Mul<Output = Self> + 'static
{
    /// The lane value of a whole number of units.
    fn from_units(u: u32) -> Self;
    /// The whole number a lane sum holds.
    fn to_u64(self) -> u64;
}

impl Lane for f32 {
    #[inline(always)]
    fn from_units(u: u32) -> f32 {
        u as f32
    }
    #[inline(always)]
    fn to_u64(self) -> u64 {
        self as u64
    }
}

impl Lane for f64 {
    #[inline(always)]
    fn from_units(u: u32) -> f64 {
        f64::from(u)
    }
    #[inline(always)]
    fn to_u64(self) -> u64 {
        self as u64
    }
}

/// The sets of a walk: combos below the current value, and at most the current value.
const LT: usize = 0;
const LE: usize = 1;

/// Lanes per row: 52 cards, padded.
const LANES: usize = 56;

/// One player's combos in one set, by card: `m[a][c]` the weight of combo `{a, c}` if in the
/// set, `l[c]` the weight of the set's combos holding `c`, `w` the set's weight.
#[derive(Clone)]
struct CardTable<T> {
    m: [[T; LANES]; 52],
    l: [T; LANES],
    w: u64,
}

/// The running sets of the three-player walk.
pub(crate) struct ThreeState<T> {
    /// `sets[player][LT or LE]`.
    sets: [[CardTable<T>; 2]; 3],
    /// For each pair of players (index `3 - p` for the pair without `p`), the combos in both
    /// players' sets: the weight products, in all and by card, per set kind.
    both: [[(u64, [u64; 52]); 2]; 3],
}

impl<T: Lane> ThreeState<T> {
    fn boxed() -> Box<ThreeState<T>> {
        let table = CardTable {
            m: [[T::default(); LANES]; 52],
            l: [T::default(); LANES],
            w: 0,
        };
        Box::new(ThreeState {
            sets: std::array::from_fn(|_| [table.clone(), table.clone()]),
            both: [[(0, [0; 52]); 2]; 3],
        })
    }

    /// Adds combo `e` of player `p` to its set `kind`.
    #[inline]
    fn insert(&mut self, seats: &[Seat], p: usize, e: Entry, kind: usize) {
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

    /// Clears combo `e` of player `p` from both sets (after a board).
    #[inline]
    fn remove(&mut self, p: usize, e: Entry) {
        let (a, b) = e.cards();
        let (a, b) = (a.min(51), b.min(51));
        for table in &mut self.sets[p] {
            table.m[a][b] = T::default();
            table.m[b][a] = T::default();
            table.l[a] = T::default();
            table.l[b] = T::default();
            table.w = 0;
        }
        for pair in &mut self.both {
            for (total, by_card) in pair.iter_mut() {
                *total = 0;
                by_card[a] = 0;
                by_card[b] = 0;
            }
        }
    }

    /// The other two players of `p`, in order.
    #[inline(always)]
    fn others(p: usize) -> (usize, usize) {
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
    #[inline]
    fn outcomes(&self, seats: &[Seat], p: usize, e: Entry) -> [u64; 4] {
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
        let weight =
            |t: &CardTable<T>| t.w + t.m[a][b].to_u64() - t.l[a].to_u64() - t.l[b].to_u64();
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
    #[inline]
    fn pairs_all(&self, seats: &[Seat], p: usize, e: Entry) -> u64 {
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
        let weight =
            |t: &CardTable<T>| t.w + t.m[a][b].to_u64() - t.l[a].to_u64() - t.l[b].to_u64();
        let itself = seats[q].units_of(e.combo()) * seats[r].units_of(e.combo());
        weight(qt) * weight(rt) + self.shared(3 - q - r, LT, a, b, itself) - cross
    }
}
