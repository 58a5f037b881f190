//! The **matchups on one board**: every matchup of two or three players' weighted combos on
//! one complete board, counted without dealing the matchups: each player's combos are
//! evaluated once, then the matchups are counted with card-removal arithmetic. Not an
//! equity on its own (one board, no runouts): the counting step of `runouts.rs`, which calls
//! it once per runout, in total ([`Showdown`]) or per combo by class ([`ClassSums`]).
//!
//! The counting is in three parts: [`combos`] prepares each player's combos as packed entries
//! that sort by value; [`two`] counts two players with one walk up the smaller range's values;
//! [`three`] counts three players by inclusion–exclusion over 52 lanes of per-card sums, or,
//! where one of them is a random hand beside two ranges before the flop, by card types
//! (`three/types.rs`: the random hand by its type pairs, the ranges by groups of them).
//!
//! Every count is an exact integer (weights are whole units, see
//! [`LiveCombos`](super::LiveCombos)); the three-player sums run in `f32` lanes when their
//! largest possible value is below 2^24 (unweighted ranges) and `f64` lanes otherwise, exact in
//! both cases.
//!
//! **Which exact counter to use.** Seat equities: [`estimate_cost`](crate::equity::estimate_cost)
//! and the enumeration in `equity/enumeration.rs` (what [`calculate`](crate::equity::calculate)
//! and the [`Engine`](crate::equity::Engine) run), never one method directly; per hand class:
//! `equity/classes/enumeration.rs` (what [`class_equities`](crate::equity::class_equities)
//! runs). The others are the methods those two choose between: `deals.rs` (every deal, any
//! number of players), `runouts.rs` (every board, two or three players) with `showdown/`
//! counting the matchups on each board, and [`vs_random`](crate::equity::vs_random) (a hand
//! against one random hand). All give identical counts; `oracle.rs` is the brute force the
//! tests compare them with. The table in docs/ARCHITECTURE.md says the same.

mod by_class;
mod combos;
mod three;
mod two;

pub(crate) use by_class::ClassSums;

use combos::{Entry, PreparedCombos, RANK_PAIRS, REUSE, SHARE, sort_by_value};
use three::Roles;
use three::ThreeState;
use three::{ByTypes, TypeScratch};

pub(crate) use three::AlikeBoard;
use two::BUCKET_TABLE;

use super::live_combos::LiveCombos;
use super::tally::EquityTally;
use crate::cards::CardSet;
use crate::eval::{Hand, evaluate_rank_key, rank_key, rank_multiplier};
use crate::range::{COMBO_COUNT, Combo};

/// MatchupCounts of one chunk of boards for two or three players.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct MatchupCounts {
    total: u64,
    wins: [u64; 3],
    ties: [u64; 3],
    shares: [u64; 3],
    categories: [[u64; 9]; 3],
    category_wins: [[u64; 9]; 3],
    category_ties: [[u64; 9]; 3],
}

impl MatchupCounts {
    /// Adds `other` counted `weight` times.
    fn add_scaled(&mut self, other: &MatchupCounts, weight: u64) {
        self.total += other.total * weight;
        for p in 0..3 {
            self.wins[p] += other.wins[p] * weight;
            self.ties[p] += other.ties[p] * weight;
            self.shares[p] += other.shares[p] * weight;
            for c in 0..9 {
                self.categories[p][c] += other.categories[p][c] * weight;
                self.category_wins[p][c] += other.category_wins[p][c] * weight;
                self.category_ties[p][c] += other.category_ties[p][c] * weight;
            }
        }
    }

    /// Player `p`'s final hands by category: made, won alone, shared.
    fn finals_mut(&mut self, p: usize) -> [&mut [u64; 9]; 3] {
        let p = p.min(2);
        [
            &mut self.categories[p],
            &mut self.category_wins[p],
            &mut self.category_ties[p],
        ]
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
            player.category_wins = self.category_wins[p];
            player.category_ties = self.category_ties[p];
        }
        tally
    }
}

/// The players of a request whose every player is counted on each board.
#[derive(Clone, Debug)]
pub(crate) struct Showdown {
    seats: Vec<PreparedCombos>,
    /// Every pair of ranks some player's combo has: its index in a table of values by ranks
    /// and its rank key.
    rank_pairs: Vec<(u8, u32)>,
    /// The order the seats are dealt in on each board.
    order: [usize; 3],
    /// For each seat, the seat whose counts it copies (itself when it is computed).
    copy_of: [usize; 3],
    /// Whether the three-player sums need `f64` lanes to stay exact.
    wide: bool,
    /// The hand class (index) of every combo (by index), for the counts by class.
    class_of: Box<[u8; COMBO_COUNT]>,
    /// Three players: the one counted from the other two's pair sums, if that pays.
    fast: Option<Roles>,
    /// Three players, one a random hand: the count by card types (`three/types.rs`).
    by_types: Option<Box<ByTypes>>,
}

/// Working memory for one thread.
pub(crate) struct Scratch {
    values: Box<[u16; COMBO_COUNT]>,
    keys: [Vec<Entry>; 3],
    spare: Vec<Entry>,
    /// Rank pairs by value, for [`PreparedCombos::deal_by_ranks`].
    order: Vec<u32>,
    /// Two players: the smaller range's distinct values, its combos' counts, where each
    /// bucket starts, and each value's bucket.
    thresholds: Vec<u16>,
    outcomes: Vec<(u64, u64)>,
    starts: Vec<u32>,
    bucket_table: Box<[u8; BUCKET_TABLE]>,
    three32: Option<Box<ThreeState<f32>>>,
    three64: Option<Box<ThreeState<f64>>>,
    types: Option<Box<TypeScratch>>,
}

impl Showdown {
    /// Prepares the counting for 2 or 3 players' live combos.
    pub(crate) fn new(players: &[LiveCombos]) -> Showdown {
        let mut seats: Vec<PreparedCombos> = players.iter().map(PreparedCombos::new).collect();
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
        // The largest three-player lane sum: 52 lanes of (51 combos × units)².
        let max_units =
            |s: &PreparedCombos| s.entries.iter().map(|e| e.units()).max().unwrap_or(0) as f64;
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
        let mut class_of = Box::new([0u8; COMBO_COUNT]);
        for (i, class) in class_of.iter_mut().enumerate() {
            *class = Combo::from_index(i).map_or(0, |c| c.class().index() as u8);
        }
        let by_types = ByTypes::choose(&seats).map(Box::new);
        let fast = (seats.len() == 3)
            .then(|| Roles::choose(std::array::from_fn(|p| seats[p].len()), copy_of))
            .flatten();
        Showdown {
            seats,
            rank_pairs,
            order,
            copy_of,
            wide,
            class_of,
            fast,
            by_types,
        }
    }

    /// The same counting without the count by card types (the tests' other path).
    #[cfg(test)]
    pub(crate) fn without_types(mut self) -> Showdown {
        self.by_types = None;
        self
    }

    /// Whether the count by card types runs: then boards alike for it are best counted
    /// together ([`Showdown::count_alike`]).
    pub(crate) fn counts_by_types(&self) -> bool {
        self.by_types.is_some()
    }

    /// The key under which boards of the same ranks are alike for the count by card types
    /// (see [`Showdown::count_alike`]).
    pub(crate) fn alike_key(board: Hand) -> u16 {
        ByTypes::alike_key(board)
    }

    /// Counts every matchup on each of `boards`, times its weight, into `counts`: in one
    /// pass where the count by card types runs (the boards must then be alike: the same
    /// ranks and [`alike_key`](Showdown::alike_key)), board by board otherwise.
    pub(crate) fn count_alike(
        &self,
        boards: &[AlikeBoard],
        scratch: &mut Scratch,
        counts: &mut MatchupCounts,
    ) {
        if let (Some(plan), Some(types)) = (&self.by_types, &mut scratch.types) {
            plan.count_alike(boards, types, counts);
            return;
        }
        for b in boards {
            self.count(b.board, b.board.cards(), b.weight, scratch, counts);
        }
    }

    /// The work of one board in the units of [`estimate_cost`](crate::equity::estimate_cost)
    /// when the count by card types runs, or `None`.
    pub(crate) fn board_cost_by_types(&self) -> Option<f64> {
        self.by_types.as_deref().map(ByTypes::board_cost)
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
                Vec::with_capacity(self.seats.get(p).map_or(0, PreparedCombos::len))
            }),
            spare: Vec::new(),
            order: Vec::new(),
            thresholds: Vec::new(),
            outcomes: Vec::new(),
            starts: Vec::new(),
            bucket_table: Box::new([0; BUCKET_TABLE]),
            three32: (three && !self.wide).then(ThreeState::boxed),
            three64: (three && self.wide).then(ThreeState::boxed),
            types: self.by_types.as_deref().map(TypeScratch::new),
        }
    }

    /// MatchupCounts every matchup on the complete board `board` (known cards plus the runout
    /// `runout`), `weight` times, into `counts`, combo by combo (the count by card types
    /// runs through [`Showdown::count_alike`]).
    pub(crate) fn count(
        &self,
        board: Hand,
        runout: CardSet,
        weight: u64,
        scratch: &mut Scratch,
        counts: &mut MatchupCounts,
    ) {
        let mut here = MatchupCounts::default();
        let out = runout.bits();
        let mut table = [0u16; RANK_PAIRS];
        let by_ranks = self.values_by_ranks(board, &mut table).then_some(&table);
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

    /// With at most two cards of each suit on the board, no one can make a flush: a combo's
    /// value depends on its ranks only, so each pair of ranks is evaluated once, into `table`.
    /// Whether that is so.
    fn values_by_ranks(&self, board: Hand, table: &mut [u16; RANK_PAIRS]) -> bool {
        let cards = board.cards().bits();
        let no_flush = (0..4).all(|s| (cards >> (13 * s) & 0x1fff).count_ones() <= 2);
        if no_flush {
            let key = rank_key(board.cards());
            for &(pair, pair_key) in &self.rank_pairs {
                table[usize::from(pair) % RANK_PAIRS] = evaluate_rank_key(key + pair_key).get();
            }
        }
        no_flush
    }

    /// Every player's live combos on the board, with values, sorted (dealt in the order the
    /// combos' shared values are kept for).
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
            order,
            ..
        } = scratch;
        for &p in &self.order[..self.seats.len().min(3)] {
            let (Some(seat), Some(keys)) = (self.seats.get(p), keys.get_mut(p)) else {
                continue;
            };
            keys.clear();
            match by_ranks {
                Some(table) if seat.grouped() => {
                    seat.deal_by_ranks(out, table, order, |e| keys.push(e));
                }
                _ => {
                    seat.deal(board, out, by_ranks, values, |e| keys.push(e));
                    sort_by_value(keys, spare);
                }
            }
        }
    }
}
