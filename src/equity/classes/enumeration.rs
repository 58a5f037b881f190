//! **The exact counts by hand class — use this one for a breakdown.** Every seat's outcomes
//! split by the hand class (`AA`, `AKs`, …) of the combo it holds, for any request the counts
//! fit: the runout enumeration (two or three players) with each player's combos counted one by
//! one on every board, or every deal with the deal's outcomes credited to the class each
//! player holds in it, whichever is estimated cheaper; two players before the flop with no
//! dead cards are summed from the matchup table
//! ([`preflop_matchups`](crate::equity::preflop_matchups)). What
//! [`class_equities`](crate::equity::class_equities) and
//! [`Engine::submit_classes`](crate::equity::Engine::submit_classes) run when exact.
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

use super::{ClassCounts, ClassTally};
use crate::cards::CardSet;
use crate::equity::deals::{BoardPlan, DealWork, deal_cost};
use crate::equity::preflop_matchups::{self, ClassSums, MatchupWork};
use crate::equity::request::EquityRequest;
use crate::equity::runouts::{self, RunoutWork};
use crate::equity::tally::OutcomeCounter;
use crate::equity::tally::SHARE_UNITS;
use crate::range::{Combo, HandClass};

/// The runout enumeration by class costs about this much more than the plain one (both
/// players' combos counted one by one, both sorted).
const RUNOUT_OVERHEAD: f64 = 2.5;

/// The estimated work of the exact counts by class, in the units of
/// [`estimate_cost`](crate::equity::estimate_cost).
pub(super) fn classes_cost(request: &EquityRequest) -> f64 {
    if preflop_matchups::applies(request) {
        return preflop_matchups::matchup_cost(request);
    }
    let deals = deal_cost(request);
    match runouts::runout_cost(request) {
        Some(cost) if request.players.iter().any(|p| !p.is_hand()) => {
            deals.min(cost * RUNOUT_OVERHEAD)
        }
        _ => deals,
    }
}

/// The exact counts by class of a request, ready to run in chunks.
#[derive(Debug)]
pub(super) enum ClassesWork {
    /// Every runout, every player's combos counted on it.
    Runouts(RunoutWork),
    /// Every deal, every board of it.
    Deals(DealWork, usize),
    /// Two players before the flop, summed from the matchup table.
    Matchups(MatchupWork),
}

impl ClassesWork {
    /// Plans the counts of a valid request by the cheaper enumeration.
    pub(super) fn new(request: &EquityRequest) -> ClassesWork {
        if preflop_matchups::applies(request) {
            return ClassesWork::Matchups(MatchupWork::new(request));
        }
        let deals = deal_cost(request);
        match runouts::runout_cost(request) {
            Some(cost)
                if request.players.iter().any(|p| !p.is_hand())
                    && cost * RUNOUT_OVERHEAD < deals =>
            {
                ClassesWork::Runouts(RunoutWork::new(request))
            }
            _ => ClassesWork::Deals(DealWork::new(request), request.players.len()),
        }
    }

    /// How many units the work splits into.
    fn units(&self) -> usize {
        match self {
            ClassesWork::Runouts(work) => work.units(),
            ClassesWork::Deals(work, _) => work.deal_units(),
            ClassesWork::Matchups(_) => 1,
        }
    }

    /// Chunk `index` of `chunks` equal slices of the units, counted; `cancelled` is asked
    /// between units of work.
    pub(super) fn run_chunk(
        &self,
        index: usize,
        chunks: usize,
        cancelled: &dyn Fn() -> bool,
    ) -> ClassTally {
        let units = self.units();
        let chunks = chunks.max(1);
        let range = units * index / chunks..units * (index + 1) / chunks;
        match self {
            ClassesWork::Runouts(work) => from_sums(work, range, cancelled),
            ClassesWork::Deals(work, players) => by_deal(work, *players, range, cancelled),
            ClassesWork::Matchups(work) if range.contains(&0) => {
                from_matchups(&work.run_by_class())
            }
            ClassesWork::Matchups(_) => ClassTally::new(2),
        }
    }
}

/// The runouts of units `range`, by class.
fn from_sums(work: &RunoutWork, range: Range<usize>, cancelled: &dyn Fn() -> bool) -> ClassTally {
    let sums = work.run_by_class(range, cancelled);
    let mut tally = ClassTally::new(work.players());
    for (seat, rows) in tally.seats.iter_mut().zip(sums.iter()) {
        for (counts, row) in seat.iter_mut().zip(rows) {
            *counts = ClassCounts {
                outcomes: row[0],
                wins: row[1],
                ties: row[2],
                tie_shares: row[3],
                share_squares: 0,
            };
        }
    }
    tally
}

/// The matchup table's sums by class as counts (2,520 share units a pot, half to each of two
/// seats in a split).
fn from_matchups(sums: &ClassSums) -> ClassTally {
    let mut tally = ClassTally::new(2);
    for (seat, by_class) in tally.seats.iter_mut().zip(sums.iter()) {
        for (counts, &[weight, wins, ties]) in seat.iter_mut().zip(by_class) {
            *counts = ClassCounts {
                outcomes: weight * preflop_matchups::BOARDS,
                wins,
                ties,
                tie_shares: ties * (SHARE_UNITS / 2),
                share_squares: 0,
            };
        }
    }
    tally
}

/// Every deal of units `range`: its boards counted, each player's counts credited to the class
/// of the hand it holds in the deal.
fn by_deal(
    work: &DealWork,
    players: usize,
    range: Range<usize>,
    cancelled: &dyn Fn() -> bool,
) -> ClassTally {
    let (board, dead) = work.board_and_dead();
    let mut tally = ClassTally::new(players);
    let mut counter = OutcomeCounter::new(players);
    work.for_each_deal(
        range,
        cancelled,
        &mut |holes: &[CardSet], multiplier: u64| {
            counter.clear();
            BoardPlan::new(holes, board, dead).run_all(&mut counter, multiplier);
            let deal = counter.to_tally(false);
            for (seat, (&hole, player)) in holes.iter().zip(&deal.players).enumerate() {
                let class = Combo::from_set(hole).map_or(0, |c| c.class().index());
                let counts = ClassCounts {
                    outcomes: deal.total,
                    wins: player.wins,
                    ties: player.ties,
                    tie_shares: player.tie_shares,
                    share_squares: 0,
                };
                tally.add(seat, class.min(HandClass::COUNT - 1), &counts);
            }
        },
    );
    tally
}
