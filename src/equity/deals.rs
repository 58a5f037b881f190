//! Exact counts by **deals**: every deal of hole cards to the random and range players, and
//! for each deal every board, grouped into rank and flush classes. Counts a seat's outcomes
//! for any number of players (2 to 10), known hands, ranges or random hands. Not called on
//! its own: `enumeration.rs` runs it where it is the cheapest method (most often with four or
//! more players, or with known hands only), and the counts by class reuse it.
//!
//! Walking all 1,712,304 boards of a heads-up preflop spot and evaluating both hands on each
//! is millions of evaluations. Most boards need far less work, because of flushes:
//!
//! * A player can make a flush in suit `s` only if the board holds at least `5 - h` cards of
//!   `s`, where `h` is how many of the player's hole cards are of `s`. Call `t_s` that
//!   threshold for the player with the most cards of `s` (3, 4 or 5). A board below the
//!   threshold in every suit makes no flush for anyone, so it matters only through its
//!   *ranks*: such boards are grouped by their multiset of ranks (at most 6,175 for five
//!   cards), each evaluated once per player on the evaluator's rank table and counted with the
//!   number of concrete boards it stands for.
//! * A board at or above the threshold in a suit `s` (at most one suit can be) is enumerated
//!   with its cards of `s` concrete — each player's flush is then known — and its other cards,
//!   which cannot matter through their suits, again by rank multiset with a count.
//!
//! The rank-only count of a multiset is the number of ways to give its ranks suits from the
//! cards still available (a product of binomials), minus the boards of the same ranks that the
//! flush pass counts; the flush pass notes those as it goes. The result is identical to the
//! brute force over concrete boards ([`brute_force`](super::brute_force), which the tests compare against), with
//! about 40,000 evaluations instead of 3.4 million heads-up.
//!
//! Random and range players are enumerated concretely (every deal of their hole cards, a range
//! player's combos each with its weight), each deal then enumerated as above. For two or three
//! players with random hands or ranges, enumerating the boards and counting every matchup on
//! each (`runouts.rs`) is usually far cheaper; the enumeration picks whichever
//! of them [`estimate_cost`](super::estimate_cost) finds cheaper (`enumeration.rs`). Both give
//! identical counts.
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

use std::ops::Range;
use std::sync::OnceLock;

use super::request::EquityRequest;
use super::tally::{EquityTally, OutcomeCounter};
use crate::cards::{CardSet, Suit};
use crate::enumerate::choose;
use crate::eval::{
    RANK_SLOTS, evaluate_flush_ranks, evaluate_rank_key, rank_key, rank_multiplier, rank_slot,
    ranks_key,
};

/// A player's hole cards as the board classes see them: a rank key and the ranks per suit.
#[derive(Clone, Copy, Default, Debug)]
struct HoleRanks {
    key: u32,
    suits: [u16; 4],
}

impl HoleRanks {
    fn new(cards: CardSet) -> HoleRanks {
        HoleRanks {
            key: rank_key(cards),
            suits: Suit::ALL.map(|s| cards.suit_ranks(s)),
        }
    }
}

/// A multiset of ranks and the number of concrete card sets it stands for.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Multi {
    pub(crate) key: u32,
    pub(crate) weight: u32,
}

/// Boards whose cards of one suit are fixed (and make a flush possible), the rest of the
/// board given by rank multisets.
#[derive(Clone, Copy, Debug)]
struct FlushUnit {
    /// The suit whose cards are concrete.
    suit: u8,
    /// The board's ranks in that suit (known board cards included).
    suit_ranks: u16,
    /// The rank key of the board's cards so far (known cards and the concrete suit cards).
    key: u32,
    /// Which list of [`BoardPlan::others`] completes the board.
    others: u16,
}

/// Every board of one deal (fixed hole cards for every player), grouped into weighted classes
/// that each take one evaluation per player. Built once, then run in any number of pieces
/// (units) whose tallies add up to the whole.
#[derive(Debug)]
pub(crate) struct BoardPlan {
    seats: [HoleRanks; 10],
    players: usize,
    /// Boards that make no flush for anyone, by full-board rank key.
    rank_only: Vec<Multi>,
    /// Boards at or above a flush threshold.
    flush_units: Vec<FlushUnit>,
    /// Rank multisets completing a flush unit's board (each list: cards of the other suits).
    others: Vec<Vec<Multi>>,
}

/// Multisets of `m` ranks with at most `caps[r]` of rank `r`, each weighted by the number of
/// ways to pick the cards (`choose(caps[r], count)` per rank).
pub(crate) fn multisets(caps: &[u8; 13], m: usize, out: &mut Vec<Multi>) {
    const BINOM: [[u32; 5]; 5] = [
        [1, 0, 0, 0, 0],
        [1, 1, 0, 0, 0],
        [1, 2, 1, 0, 0],
        [1, 3, 3, 1, 0],
        [1, 4, 6, 4, 1],
    ];
    /// The ranks that have cards, and how many cards the ranks from each one on have.
    struct Ranks {
        len: usize,
        mult: [u32; 13],
        cap: [usize; 13],
        room: [usize; 14],
    }
    fn rec(i: usize, left: usize, key: u32, weight: u32, ranks: &Ranks, out: &mut Vec<Multi>) {
        if left == 0 {
            out.push(Multi { key, weight });
            return;
        }
        if ranks.room[i] < left {
            return;
        }
        let cap = ranks.cap[i];
        for (c, &ways) in BINOM[cap].iter().enumerate().take(left.min(cap) + 1) {
            let key = key + c as u32 * ranks.mult[i];
            rec(i + 1, left - c, key, weight * ways, ranks, out);
        }
    }
    let mut ranks = Ranks {
        len: 0,
        mult: [0; 13],
        cap: [0; 13],
        room: [0; 14],
    };
    for (r, &cap) in caps.iter().enumerate() {
        if cap > 0 {
            ranks.mult[ranks.len] = rank_multiplier(r);
            ranks.cap[ranks.len] = (cap as usize).min(4);
            ranks.len += 1;
        }
    }
    for i in (0..ranks.len).rev() {
        ranks.room[i] = ranks.room[i + 1] + ranks.cap[i];
    }
    rec(0, m, 0, 1, &ranks, out);
}

thread_local! {
    /// Scratch space for [`BoardPlan::new`]: per rank-table slot, boards the flush pass counts
    /// (at most 4^5 = 1,024 boards share a rank multiset, so 16 bits suffice). All zero between
    /// uses: the rank pass reads and clears every slot the flush pass wrote.
    static FLUSH_COUNTS: std::cell::RefCell<Vec<u16>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl BoardPlan {
    /// Plans every completion of `board` for players holding `holes` (at most 10, pairwise
    /// disjoint), with `dead` cards out of play.
    pub(crate) fn new(holes: &[CardSet], board: CardSet, dead: CardSet) -> BoardPlan {
        let mut seats = [HoleRanks::default(); 10];
        let mut used = board | dead;
        for (seat, &hole) in seats.iter_mut().zip(holes) {
            *seat = HoleRanks::new(hole);
            used |= hole;
        }
        let players = holes.len().min(10);
        let available = CardSet::FULL - used;
        let k = 5usize.saturating_sub(board.len());
        let known_key = rank_key(board);
        let known_suits = Suit::ALL.map(|s| board.suit_ranks(s));
        let avail_suits = Suit::ALL.map(|s| available.suit_ranks(s));
        let mut caps = [0u8; 13];
        for (r, cap) in caps.iter_mut().enumerate() {
            *cap = avail_suits.iter().map(|m| (m >> r & 1) as u8).sum();
        }
        // Board cards of suit s still to come from which some player could make a flush.
        let need: [i32; 4] = std::array::from_fn(|s| {
            let most = seats[..players]
                .iter()
                .map(|seat| seat.suits[s].count_ones())
                .max()
                .unwrap_or(0);
            5 - most as i32 - known_suits[s].count_ones() as i32
        });
        // If a suit is already at its threshold, every board is a flush unit of that suit.
        let rank_pass = need.iter().all(|&n| n > 0);

        let mut plan = BoardPlan {
            seats,
            players,
            rank_only: Vec::new(),
            flush_units: Vec::new(),
            others: Vec::new(),
        };
        FLUSH_COUNTS.with_borrow_mut(|flush_counts| {
            if rank_pass && flush_counts.len() != RANK_SLOTS {
                *flush_counts = vec![0; RANK_SLOTS];
            }
            for s in 0..4 {
                let lo = need[s].max(0) as usize;
                let hi = k.min(avail_suits[s].count_ones() as usize);
                if lo > hi {
                    continue;
                }
                // The other cards by rank multiset, one list per count of them.
                let mut caps_other = caps;
                for (r, cap) in caps_other.iter_mut().enumerate() {
                    *cap -= (avail_suits[s] >> r & 1) as u8;
                }
                let mut list_of = [usize::MAX; 6];
                for (j, slot) in list_of.iter_mut().enumerate().take(hi + 1).skip(lo) {
                    let mut list = Vec::new();
                    multisets(&caps_other, k - j, &mut list);
                    if !list.is_empty() {
                        *slot = plan.others.len();
                        plan.others.push(list);
                    }
                }
                // Every set of the suit's available cards of a size in lo..=hi.
                let suit_avail = avail_suits[s];
                let mut sub = suit_avail;
                loop {
                    let j = sub.count_ones() as usize;
                    if (lo..=hi).contains(&j) && list_of[j] != usize::MAX {
                        let unit = FlushUnit {
                            suit: s as u8,
                            suit_ranks: known_suits[s] | sub,
                            key: known_key + ranks_key(sub),
                            others: list_of[j] as u16,
                        };
                        if rank_pass {
                            for o in &plan.others[list_of[j]] {
                                let slot = rank_slot(unit.key + o.key);
                                if let Some(count) = flush_counts.get_mut(slot) {
                                    *count += o.weight as u16;
                                }
                            }
                        }
                        plan.flush_units.push(unit);
                    }
                    if sub == 0 {
                        break;
                    }
                    sub = (sub - 1) & suit_avail;
                }
            }
            if rank_pass {
                let mut all = Vec::new();
                multisets(&caps, k, &mut all);
                all.retain_mut(|m| {
                    m.key += known_key;
                    let flush = flush_counts
                        .get_mut(rank_slot(m.key))
                        .map_or(0, std::mem::take);
                    m.weight -= flush as u32;
                    m.weight > 0
                });
                plan.rank_only = all;
            }
        });
        plan
    }

    /// How many units the plan splits into (rank-only classes, then flush units).
    pub(crate) fn units(&self) -> usize {
        self.rank_only.len() + self.flush_units.len()
    }

    /// Tallies the boards of units `range`, each outcome counted `multiplier` times.
    pub(crate) fn run(&self, range: Range<usize>, tally: &mut OutcomeCounter, multiplier: u64) {
        match self.players {
            2 => self.run_n::<2>(range, tally, multiplier),
            3 => self.run_n::<3>(range, tally, multiplier),
            4 => self.run_n::<4>(range, tally, multiplier),
            5 => self.run_n::<5>(range, tally, multiplier),
            6 => self.run_n::<6>(range, tally, multiplier),
            7 => self.run_n::<7>(range, tally, multiplier),
            8 => self.run_n::<8>(range, tally, multiplier),
            9 => self.run_n::<9>(range, tally, multiplier),
            _ => self.run_n::<10>(range, tally, multiplier),
        }
    }

    /// [`run`](Self::run) for exactly `N` players, so the per-player loops unroll.
    fn run_n<const N: usize>(
        &self,
        range: Range<usize>,
        tally: &mut OutcomeCounter,
        multiplier: u64,
    ) {
        let mut seats = [HoleRanks::default(); N];
        seats.copy_from_slice(&self.seats[..N]);
        let split = self.rank_only.len();
        let ranks_end = range.end.min(split);
        for m in self.rank_only.get(range.start..ranks_end).unwrap_or(&[]) {
            let values: [u16; N] =
                std::array::from_fn(|p| evaluate_rank_key(seats[p].key + m.key).get());
            tally.record_n(&values, m.weight as u64 * multiplier);
        }
        let flush_range = range.start.max(split) - split..range.end.max(split) - split;
        for unit in self.flush_units.get(flush_range).unwrap_or(&[]) {
            let s = unit.suit as usize & 3;
            let flush: [u16; N] = std::array::from_fn(|p| {
                evaluate_flush_ranks(seats[p].suits[s] | unit.suit_ranks).get()
            });
            let others = self.others.get(unit.others as usize).map_or(&[][..], |o| o);
            for o in others {
                let key = unit.key + o.key;
                let values: [u16; N] = std::array::from_fn(|p| {
                    if flush[p] != 0 {
                        flush[p]
                    } else {
                        evaluate_rank_key(seats[p].key + key).get()
                    }
                });
                tally.record_n(&values, o.weight as u64 * multiplier);
            }
        }
    }

    /// Tallies every board of the plan.
    pub(crate) fn run_all(&self, tally: &mut OutcomeCounter, multiplier: u64) {
        self.run(0..self.units(), tally, multiplier);
    }
}

/// The estimated work of dealing every hand to the random and range players and enumerating
/// the boards of each deal ([`DealWork`]), in player evaluations.
pub(crate) fn deal_cost(request: &EquityRequest) -> f64 {
    let mut left = request.deck().len() as u64;
    let mut deals = 1.0;
    for (p, spec) in request.players.iter().enumerate() {
        if spec.is_random() {
            deals *= choose(left, 2) as f64;
            left = left.saturating_sub(2);
        } else if spec.range().is_some() {
            deals *= request.live_combos(p).len() as f64;
            left = left.saturating_sub(2);
        }
    }
    let boards = choose(left, request.board_to_come() as u64) as f64;
    // Boards beyond this many collapse into rank and flush classes (see the module docs).
    const CLASS_CAP: f64 = 40_000.0;
    deals * boards.min(CLASS_CAP) * request.players.len() as f64
}

/// A player dealt by enumeration: its index, and `None` for a random player (every two cards
/// left) or a range player's possible combos with their units.
type Dealt = (usize, Option<Vec<(CardSet, u64)>>);

/// An exact enumeration split into units that can run in any order: the board classes of one
/// plan when every hand is known, or the hands of the first player whose hand is not known
/// (each with every deal to the others and every board) otherwise.
///
/// Random players are dealt every two cards left; range players every combo of their range
/// that is still possible, the product of the combos' weights (in units, see
/// [`LiveCombos`](super::LiveCombos)) passed to [`BoardPlan::run_all`] as the multiplier of
/// the deal's outcomes.
#[derive(Debug)]
pub(crate) struct DealWork {
    holes: Vec<CardSet>,
    /// The players dealt by enumeration, in order.
    dealt: Vec<Dealt>,
    board: CardSet,
    dead: CardSet,
    /// The first dealt player's possible hands with their units (empty when every hand is
    /// known).
    firsts: Vec<(CardSet, u64)>,
    plan: OnceLock<BoardPlan>,
}

impl DealWork {
    /// Prepares the enumeration of a valid request (nothing expensive happens here).
    pub(crate) fn new(request: &EquityRequest) -> DealWork {
        let holes: Vec<CardSet> = request.players.iter().map(|p| p.known_cards()).collect();
        let dealt: Vec<Dealt> = request
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.is_hand())
            .map(|(i, p)| {
                let list = p.range().map(|_| {
                    request
                        .live_combos(i)
                        .iter()
                        .map(|(c, u)| (c.cards(), u64::from(u)))
                        .collect()
                });
                (i, list)
            })
            .collect();
        let firsts = match dealt.first() {
            None => Vec::new(),
            Some((_, Some(list))) => list.clone(),
            Some((_, None)) => crate::enumerate::combinations(request.deck(), 2)
                .map(|c| (c, 1))
                .collect(),
        };
        DealWork {
            holes,
            dealt,
            board: request.board,
            dead: request.dead,
            firsts,
            plan: OnceLock::new(),
        }
    }

    fn plan(&self) -> &BoardPlan {
        self.plan
            .get_or_init(|| BoardPlan::new(&self.holes, self.board, self.dead))
    }

    /// How many units the work splits into.
    pub(crate) fn units(&self) -> usize {
        if self.dealt.is_empty() {
            self.plan().units()
        } else {
            self.firsts.len()
        }
    }

    /// Units `range` of the work, tallied.
    /// With players to deal, `cancelled` is asked before each unit (one hand of the first
    /// dealt player, a millisecond or so of work) and the run stops early if it says so.
    pub(crate) fn run(
        &self,
        range: Range<usize>,
        tally: &mut OutcomeCounter,
        cancelled: &dyn Fn() -> bool,
    ) {
        let Some(&(first_player, _)) = self.dealt.first() else {
            self.plan().run(range, tally, 1);
            return;
        };
        let mut holes = self.holes.clone();
        let fixed = self
            .holes
            .iter()
            .fold(self.board | self.dead, |u, &h| u | h);
        for &(first, units) in self.firsts.get(range).unwrap_or(&[]) {
            if cancelled() {
                return;
            }
            holes[first_player] = first;
            self.deal_rest(1, fixed | first, units, &mut holes, tally, cancelled);
        }
    }

    /// Deals every hand to players `dealt[from..]` (each disjoint from `used`), then tallies
    /// every board of the full deal, `multiplier` times.
    fn deal_rest(
        &self,
        from: usize,
        used: CardSet,
        multiplier: u64,
        holes: &mut [CardSet],
        tally: &mut OutcomeCounter,
        cancelled: &dyn Fn() -> bool,
    ) {
        match self.dealt.get(from) {
            None => BoardPlan::new(holes, self.board, self.dead).run_all(tally, multiplier),
            Some((player, None)) => {
                for hole in crate::enumerate::combinations(CardSet::FULL - used, 2) {
                    if cancelled() {
                        return;
                    }
                    holes[*player] = hole;
                    self.deal_rest(from + 1, used | hole, multiplier, holes, tally, cancelled);
                }
            }
            Some((player, Some(list))) => {
                for &(hole, units) in list {
                    if hole.intersects(used) {
                        continue;
                    }
                    if cancelled() {
                        return;
                    }
                    holes[*player] = hole;
                    let weight = multiplier * units;
                    self.deal_rest(from + 1, used | hole, weight, holes, tally, cancelled);
                }
            }
        }
    }

    /// Calls `visit` with every full deal of units `range` (every player's hole cards) and its
    /// weight in units (the product of the dealt range combos' units). With no player to deal,
    /// unit 0 is the one deal of the known hands and the other units are empty. `cancelled` is
    /// asked before each deal.
    pub(crate) fn for_each_deal(
        &self,
        range: Range<usize>,
        cancelled: &dyn Fn() -> bool,
        visit: &mut dyn FnMut(&[CardSet], u64),
    ) {
        let Some(&(first_player, _)) = self.dealt.first() else {
            if range.contains(&0) {
                visit(&self.holes, 1);
            }
            return;
        };
        let mut holes = self.holes.clone();
        let fixed = self
            .holes
            .iter()
            .fold(self.board | self.dead, |u, &h| u | h);
        for &(first, units) in self.firsts.get(range).unwrap_or(&[]) {
            holes[first_player] = first;
            self.visit_rest(1, fixed | first, units, &mut holes, cancelled, visit);
        }
    }

    /// [`for_each_deal`](Self::for_each_deal) from dealt player `from` on.
    fn visit_rest(
        &self,
        from: usize,
        used: CardSet,
        multiplier: u64,
        holes: &mut [CardSet],
        cancelled: &dyn Fn() -> bool,
        visit: &mut dyn FnMut(&[CardSet], u64),
    ) {
        if cancelled() {
            return;
        }
        match self.dealt.get(from) {
            None => visit(holes, multiplier),
            Some((player, None)) => {
                for hole in crate::enumerate::combinations(CardSet::FULL - used, 2) {
                    holes[*player] = hole;
                    self.visit_rest(from + 1, used | hole, multiplier, holes, cancelled, visit);
                }
            }
            Some((player, Some(list))) => {
                for &(hole, units) in list {
                    if hole.intersects(used) {
                        continue;
                    }
                    holes[*player] = hole;
                    let weight = multiplier * units;
                    self.visit_rest(from + 1, used | hole, weight, holes, cancelled, visit);
                }
            }
        }
    }

    /// The known board and dead cards.
    pub(crate) fn board_and_dead(&self) -> (CardSet, CardSet) {
        (self.board, self.dead)
    }

    /// How many units [`for_each_deal`](Self::for_each_deal) splits into.
    pub(crate) fn deal_units(&self) -> usize {
        if self.dealt.is_empty() {
            1
        } else {
            self.firsts.len()
        }
    }

    /// Chunk `index` of `chunks` equal slices of the units, tallied.
    pub(crate) fn run_chunk(
        &self,
        index: usize,
        chunks: usize,
        cancelled: &dyn Fn() -> bool,
    ) -> EquityTally {
        let units = self.units();
        let chunks = chunks.max(1);
        let start = units * index / chunks;
        let end = units * (index + 1) / chunks;
        let mut counter = OutcomeCounter::new(self.holes.len());
        self.run(start..end, &mut counter, cancelled);
        counter.to_tally(false)
    }
}
