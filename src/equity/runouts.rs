//! Exact counts by **runouts**: the exact equity of two or three players holding ranges (or
//! random hands, or known hands), board by board: for every way the board can be completed (each *runout*: on a flop, the
//! C(47, 2) = 1,081 turn and river pairs) every player's combos are evaluated once and every
//! matchup is counted with card-removal arithmetic ([`Showdown`]), instead of dealing the
//! matchups one by one.
//!
//! Runouts are visited once per class of suit relabellings that leave the board, the dead
//! cards, the known hands and every player's weighted combos unchanged (for `QQ+,AKs` against
//! `22+,A2s+,KTs+,AJo+` on Qh 7h 2c, diamonds and spades are interchangeable: 673 classes
//! instead of 1,081 runouts), each counted with the size of its class.
//!
//! A matchup is counted when all its combos are pairwise disjoint and miss the board, the
//! runout and the dead cards; its weight is the product of the players' combo weights (see
//! [`LiveCombos`]). Not called on its own: `enumeration.rs` runs it for two or three
//! players with a range or a random hand where it is cheaper than the deals. Work splits into units by the runout's lowest card (or two lowest, before
//! the flop), so a job can run them on any thread in any order and cancel between them;
//! where three players are counted by card types (two ranges and a random hand before the
//! flop), by the runout's ranks instead, so that the boards that count alike (the same
//! ranks, the same ranks of a flush suit) meet in one unit and are counted in one pass.
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

use super::live_combos::LiveCombos;
use super::request::EquityRequest;
use super::showdown::{AlikeBoard, ClassSums, MatchupCounts, Showdown};
use super::symmetry::{SuitPerm, SuitSymmetry, perms_fixing};
use super::tally::EquityTally;
use crate::cards::{Card, CardSet, Rank};
use crate::enumerate::{choose, for_each_combination};
use crate::eval::Hand;
use crate::range::{Combo, HandClass};

/// The most players the runout enumeration counts.
pub(crate) const MAX_RUNOUT_PLAYERS: usize = 3;

/// The runout enumeration of a request, ready to run in units.
#[derive(Debug)]
pub(crate) struct RunoutWork {
    showdown: Showdown,
    /// The known board.
    board: Hand,
    /// The cards runouts are dealt from.
    deck: u64,
    /// Cards per runout.
    to_come: usize,
    /// The units the runouts split into.
    units: Units,
    /// The runouts of the units before each unit (and of all, last): chunks split the
    /// runouts evenly, so that their progress is the share of the work done.
    runouts_before: Vec<u64>,
    symmetry: SuitSymmetry,
}

/// How the runouts split into units.
#[derive(Debug)]
enum Units {
    /// By their lowest cards: each unit's runouts start with these cards.
    Prefixes(Vec<u64>),
    /// By their ranks (where the count by card types runs): each unit holds the runouts of
    /// one multiset of ranks (4 bits a rank, rank `r` at bit `4r`), so that the boards alike
    /// for that count meet in one unit.
    RankSets(Vec<u64>),
}

/// How many cards of each rank `deck` holds.
fn rank_counts(deck: u64) -> [u8; 13] {
    Rank::ALL.map(|rank| CardSet(deck).count_rank(rank) as u8)
}

/// Every multiset of `k` ranks, each at most as often as `counts` has it, packed 4 bits a
/// rank, with the runouts it has: the product over its ranks of `C(counts[r], m_r)`.
fn rank_sets(counts: &[u8; 13], k: usize) -> Vec<(u64, u64)> {
    fn fill(
        counts: &[u8; 13],
        from: usize,
        left: usize,
        set: u64,
        runouts: u64,
        out: &mut Vec<(u64, u64)>,
    ) {
        if left == 0 {
            out.push((set, runouts));
            return;
        }
        for r in from..13 {
            let have = u64::from(counts[r]);
            for m in 1..=have.min(left as u64) {
                fill(
                    counts,
                    r + 1,
                    left - m as usize,
                    set | m << (4 * r),
                    runouts * choose(have, m),
                    out,
                );
            }
        }
    }
    let mut out = Vec::new();
    fill(counts, 0, k, 0, 1, &mut out);
    out
}

/// Calls `visit` with every runout from `deck` whose ranks are the multiset `set`.
fn for_each_runout_of_ranks(deck: u64, set: u64, visit: &mut impl FnMut(u64)) {
    fn place(deck: u64, set: u64, r: usize, runout: u64, visit: &mut impl FnMut(u64)) {
        let Some(rank) = Rank::ALL.get(r..).and_then(|rest| {
            rest.iter()
                .copied()
                .find(|&rank| set >> (4 * rank as u32) & 15 != 0)
        }) else {
            visit(runout);
            return;
        };
        let m = (set >> (4 * rank as u32) & 15) as usize;
        // Every m of the deck's cards of this rank.
        for_each_combination(CardSet(deck).rank_cards(rank), m, |cards| {
            place(deck, set, rank as usize + 1, runout | cards.bits(), visit);
        });
    }
    place(deck, set, 0, 0, visit);
}

/// The relabelling of one combo.
fn permute_combo(combo: Combo, perm: &SuitPerm) -> Option<Combo> {
    let (a, b) = combo.pair();
    let move_card = |c: Card| Card::from_index(perm[c.index() / 13] as usize * 13 + c.index() % 13);
    Combo::new(move_card(a)?, move_card(b)?)
}

/// The suit relabellings that leave everything known about `request` in place.
fn symmetry_of(request: &EquityRequest, live: &[LiveCombos]) -> SuitSymmetry {
    let mut groups = vec![request.board.bits(), request.dead.bits()];
    groups.extend(
        request
            .players
            .iter()
            .map(|p| p.known_cards().bits())
            .filter(|&bits| bits != 0),
    );
    let mut perms = perms_fixing(&groups);
    let tables: Vec<_> = live.iter().map(LiveCombos::units_by_combo).collect();
    perms.retain(|perm| {
        live.iter().zip(&tables).all(|(combos, table)| {
            combos.iter().all(|(combo, units)| {
                permute_combo(combo, perm).is_some_and(|image| table[image.index()] == units)
            })
        })
    });
    SuitSymmetry::new(perms)
}

impl RunoutWork {
    /// Prepares the enumeration of a valid request of 2 or 3 players.
    pub(crate) fn new(request: &EquityRequest) -> RunoutWork {
        let live: Vec<LiveCombos> = (0..request.players.len())
            .map(|p| request.live_combos(p))
            .collect();
        let symmetry = symmetry_of(request, &live);
        let known_hands = request
            .players
            .iter()
            .fold(CardSet::EMPTY, |set, p| set | p.known_cards());
        let deck = (CardSet::FULL - request.board - request.dead - known_hands).bits();
        let to_come = request.board_to_come();
        let showdown = Showdown::new(&live);
        let mut runouts_before = vec![0u64];
        let mut sum = 0u64;
        let units = if showdown.counts_by_types() {
            let sets = rank_sets(&rank_counts(deck), to_come);
            for &(_, runouts) in &sets {
                sum += runouts;
                runouts_before.push(sum);
            }
            Units::RankSets(sets.into_iter().map(|(set, _)| set).collect())
        } else {
            let prefix_len = match to_come {
                5 | 4 => 2,
                0 => 0,
                _ => 1,
            };
            let mut prefixes = Vec::new();
            for_each_combination(CardSet(deck), prefix_len, |p| prefixes.push(p.bits()));
            for &prefix in &prefixes {
                let above = RunoutWork::above(deck, prefix).count_ones();
                sum += choose(
                    u64::from(above),
                    (to_come - prefix.count_ones() as usize) as u64,
                );
                runouts_before.push(sum);
            }
            Units::Prefixes(prefixes)
        };
        RunoutWork {
            showdown,
            board: Hand::from_cards(request.board),
            deck,
            to_come,
            units,
            runouts_before,
            symmetry,
        }
    }

    /// The cards of `deck` above the highest card of `prefix` (all of them for none).
    fn above(deck: u64, prefix: u64) -> u64 {
        if prefix == 0 {
            deck
        } else {
            let top = 63 - prefix.leading_zeros();
            deck & !((2u64 << top) - 1)
        }
    }

    /// The same work counted without the count by card types (the tests' other path).
    #[cfg(test)]
    pub(crate) fn without_types(mut self) -> RunoutWork {
        self.showdown = self.showdown.without_types();
        self
    }

    /// Whether the count by card types runs (the tests ask).
    #[cfg(test)]
    pub(crate) fn counts_by_types(&self) -> bool {
        self.showdown.counts_by_types()
    }

    /// How many units the work splits into.
    pub(crate) fn units(&self) -> usize {
        match &self.units {
            Units::Prefixes(prefixes) => prefixes.len(),
            Units::RankSets(sets) => sets.len(),
        }
    }

    /// Counts the runouts of units `range`; `cancelled` is asked before each unit, and the
    /// run stops early if it says so. Units by ranks count each unit's alike boards together.
    pub(crate) fn run(&self, range: Range<usize>, cancelled: &dyn Fn() -> bool) -> EquityTally {
        let mut scratch = self.showdown.scratch();
        let mut counts = MatchupCounts::default();
        if let Units::RankSets(sets) = &self.units {
            let mut boards = Vec::new();
            for &set in sets.get(range).unwrap_or(&[]) {
                if cancelled() {
                    break;
                }
                boards.clear();
                self.for_each_runout_of_set(set, |board, _, weight| {
                    boards.push(AlikeBoard {
                        key: Showdown::alike_key(board),
                        board,
                        weight,
                    });
                });
                boards.sort_unstable_by_key(|b| b.key);
                for alike in boards.chunk_by(|a, b| a.key == b.key) {
                    self.showdown.count_alike(alike, &mut scratch, &mut counts);
                }
            }
        } else {
            self.for_each_runout(range, cancelled, |board, runout, weight| {
                self.showdown
                    .count(board, runout, weight, &mut scratch, &mut counts);
            });
        }
        counts.to_tally(self.showdown.players())
    }

    /// Calls `visit(board, runout, weight)` for each runout of ranks `set` that stands for
    /// its class under the request's suit symmetry (see [`RunoutWork::for_each_runout`]).
    #[inline(always)]
    fn for_each_runout_of_set(&self, set: u64, mut visit: impl FnMut(Hand, CardSet, u64)) {
        for_each_runout_of_ranks(self.deck, set, &mut |runout| {
            if let Some(weight) = self.symmetry.class_size(runout) {
                visit(
                    self.board.add_all(CardSet(runout)),
                    CardSet(runout),
                    u64::from(weight),
                );
            }
        });
    }

    /// Calls `visit(board, runout, weight)` for each runout of units `range` that stands for
    /// its class under the request's suit symmetry (`board`: the known board with the runout,
    /// `weight`: the class's size); `cancelled` is asked before each unit.
    #[inline(always)]
    fn for_each_runout(
        &self,
        range: Range<usize>,
        cancelled: &dyn Fn() -> bool,
        mut visit: impl FnMut(Hand, CardSet, u64),
    ) {
        let prefixes = match &self.units {
            Units::Prefixes(prefixes) => prefixes.get(range).unwrap_or(&[]),
            Units::RankSets(sets) => {
                for &set in sets.get(range).unwrap_or(&[]) {
                    if cancelled() {
                        break;
                    }
                    self.for_each_runout_of_set(set, &mut visit);
                }
                return;
            }
        };
        for &prefix in prefixes {
            if cancelled() {
                break;
            }
            // The rest of the runout comes from the cards above the prefix.
            let above = RunoutWork::above(self.deck, prefix);
            let base = self.board.add_all(CardSet(prefix));
            let rest = self.to_come - prefix.count_ones() as usize;
            for_each_combination(CardSet(above), rest, |rest| {
                let runout = prefix | rest.bits();
                if let Some(weight) = self.symmetry.class_size(runout) {
                    visit(base.add_all(rest), CardSet(runout), u64::from(weight));
                }
            });
        }
    }

    /// The runouts of units `range` counted per player by the hand class of its combo (see
    /// [`Showdown::count_by_class`]); a player that copies another gets that player's sums.
    pub(crate) fn run_by_class(
        &self,
        range: Range<usize>,
        cancelled: &dyn Fn() -> bool,
    ) -> Box<ClassSums> {
        let mut scratch = self.showdown.scratch();
        let mut sums: Box<ClassSums> = Box::new([[[0; 4]; HandClass::COUNT]; 3]);
        self.for_each_runout(range, cancelled, |board, runout, weight| {
            self.showdown
                .count_by_class(board, runout, weight, &mut scratch, &mut sums);
        });
        for p in 1..self.showdown.players().min(3) {
            let q = self.showdown.copy_of(p);
            if q != p {
                sums[p] = sums[q.min(2)];
            }
        }
        sums
    }

    /// How many players.
    pub(crate) fn players(&self) -> usize {
        self.showdown.players()
    }

    /// Chunk `index` of `chunks` slices of the units with about as many runouts each (units
    /// differ in runouts: by lowest cards, the first have the most), counted.
    pub(crate) fn run_chunk(
        &self,
        index: usize,
        chunks: usize,
        cancelled: &dyn Fn() -> bool,
    ) -> EquityTally {
        let chunks = chunks.max(1) as u128;
        let total = u128::from(self.runouts_before.last().copied().unwrap_or(0));
        // The first unit whose runouts start at or after a share of all runouts.
        let start = |i: u128| {
            let at = (total * i / chunks) as u64;
            self.runouts_before[..self.units()].partition_point(|&before| before < at)
        };
        let (lo, hi) = if index as u128 + 1 >= chunks {
            (start(index as u128), self.units())
        } else {
            (start(index as u128), start(index as u128 + 1))
        };
        self.run(lo..hi.max(lo), cancelled)
    }
}

/// The estimated work of the runout enumeration of `request` in the units of
/// [`estimate_cost`](super::estimate_cost) (about an evaluation each), or `None` if it does
/// not apply (more than three players).
pub(crate) fn runout_cost(request: &EquityRequest) -> Option<f64> {
    let players = request.players.len();
    if players > MAX_RUNOUT_PLAYERS {
        return None;
    }
    let deck = request.deck().len() as u64;
    let live: Vec<LiveCombos> = (0..players).map(|p| request.live_combos(p)).collect();
    // About one runout in |G| is visited (fewer boards are their class's smallest when the
    // group is small).
    let order = symmetry_of(request, &live).order() as f64;
    let runouts = choose(deck, request.board_to_come() as u64) as f64 / order;
    if players == 3
        && let Some(per_board) = Showdown::new(&live).board_cost_by_types()
    {
        return Some(runouts * per_board);
    }
    let evaluations: f64 = live.iter().map(|l| l.len() as f64).sum();
    // Two players: a bucket and a walk per combo; three: passes over 52 lanes per combo.
    let per_combo = if players == 3 { 12.0 } else { 2.0 };
    Some(runouts * evaluations * per_combo)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn rank_sets_hold_every_runout_once() {
        // A full deck, and one with cards out (ranks with fewer than four cards, one none).
        let gone = ["As", "Ad", "Ah", "Ac", "Kd", "7h", "7c", "2s"];
        let short = gone.iter().fold(CardSet::FULL.bits(), |deck, c| {
            deck & !c.parse::<Card>().unwrap().bit()
        });
        for (deck, k) in [
            (CardSet::FULL.bits(), 2),
            (short, 3),
            (short & 0xf_ffff_ffff, 5),
        ] {
            let sets = rank_sets(&rank_counts(deck), k);
            let mut seen = HashSet::new();
            let mut total = 0;
            for &(set, runouts) in &sets {
                let mut here = 0;
                for_each_runout_of_ranks(deck, set, &mut |runout| {
                    assert_eq!(runout & !deck, 0);
                    assert_eq!(runout.count_ones() as usize, k);
                    let ranks = (0..52)
                        .filter(|c| runout >> c & 1 == 1)
                        .fold(0u64, |s, c| s + (1 << (4 * (c % 13))));
                    assert_eq!(ranks, set);
                    assert!(seen.insert(runout));
                    here += 1;
                });
                assert_eq!(here, runouts);
                total += runouts;
            }
            assert_eq!(total, choose(u64::from(deck.count_ones()), k as u64));
            assert_eq!(seen.len() as u64, total);
        }
    }

    /// Alike boards counted in one pass (by card types) give the sum of their counts one by
    /// one, where their flush suits differ too (no symmetry: every board of the ranks).
    #[test]
    fn alike_boards_count_together_as_one_by_one() {
        let request =
            EquityRequest::parse(&["AhKh,QQ,T9s:0.5", "JJ+,AKs,T9s,A5o", "random"]).unwrap();
        let live: Vec<LiveCombos> = (0..3).map(|p| request.live_combos(p)).collect();
        let showdown = Showdown::new(&live);
        assert!(showdown.counts_by_types());
        let mut scratch = showdown.scratch();
        let mut suits_mixed = 0;
        // Ranks (2 is 0, A is 12): A K 9 5 2, A A T 9 5, Q Q 7 7 2.
        let ranks = |rs: &[u64]| rs.iter().map(|r| 1u64 << (4 * r)).sum::<u64>();
        for set in [
            ranks(&[12, 11, 7, 3, 0]),
            ranks(&[12, 12, 8, 7, 3]),
            ranks(&[10, 10, 5, 5, 0]),
        ] {
            let mut boards = Vec::new();
            for_each_runout_of_ranks(CardSet::FULL.bits(), set, &mut |bits| {
                let board = Hand::from_cards(CardSet(bits));
                boards.push(AlikeBoard {
                    key: Showdown::alike_key(board),
                    board,
                    weight: 1 + bits % 3,
                });
            });
            boards.sort_unstable_by_key(|b| b.key);
            for alike in boards.chunk_by(|a, b| a.key == b.key) {
                let mut together = MatchupCounts::default();
                showdown.count_alike(alike, &mut scratch, &mut together);
                let mut apart = MatchupCounts::default();
                for b in alike {
                    showdown.count_alike(std::slice::from_ref(b), &mut scratch, &mut apart);
                }
                assert_eq!(together.to_tally(3), apart.to_tally(3), "{set:x}");
                let flush_suits: HashSet<usize> = alike
                    .iter()
                    .filter(|b| b.key != 0)
                    .filter_map(|b| {
                        let bits = b.board.cards().bits();
                        (0..4).find(|s| (bits >> (13 * s) & 0x1fff).count_ones() >= 3)
                    })
                    .collect();
                suits_mixed += usize::from(flush_suits.len() > 1);
            }
        }
        assert!(suits_mixed >= 10, "{suits_mixed}");
    }

    #[test]
    fn symmetric_ranges_preflop_have_every_relabelling() {
        let request = EquityRequest::parse(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"]).unwrap();
        let live: Vec<LiveCombos> = (0..2).map(|p| request.live_combos(p)).collect();
        assert_eq!(symmetry_of(&request, &live).order(), 24);
        let flop = request.clone().with_board("Qh 7h 2c".parse().unwrap());
        let live: Vec<LiveCombos> = (0..2).map(|p| flop.live_combos(p)).collect();
        assert_eq!(symmetry_of(&flop, &live).order(), 2);
        let known = EquityRequest::parse(&["AsKs", "random"]).unwrap();
        let live: Vec<LiveCombos> = (0..2).map(|p| known.live_combos(p)).collect();
        assert_eq!(symmetry_of(&known, &live).order(), 6);
    }
}
