//! **The exact equity of a request — use this one.** Counts every outcome (wins, ties, split
//! shares, final categories per seat) of any request the tally's counters fit (2 to 10 seats,
//! hands, ranges or random hands, any board and dead cards): chooses the cheapest of three
//! ways of counting, by the cost each is estimated at, and runs it in chunks.
//!
//! * **deals** (`deals.rs`): every deal to the random and range players, every board of the
//!   deal in rank and flush classes — any number of players;
//! * **runouts** (`runouts.rs`): every board, every matchup of two or three players counted on
//!   it with card-removal arithmetic;
//! * **hand against a random hand**: two players, one known hand and one random, counted by
//!   the average-opponent engine ([`vs_random`](super::vs_random)) — from the precomputed
//!   [preflop table](super::preflop_table) before the flop with no dead cards, otherwise
//!   computed with suit isomorphism and board classes. `pokerlab odds AhKh random` takes a few
//!   milliseconds this way instead of a quarter of a second.
//!
//! * **the matchup table** ([`preflop_matchups`](super::preflop_matchups)): two players
//!   before the flop with no dead cards (any hands, ranges or random hands), each pair of
//!   combos looked up in the checked-in counts of every heads-up matchup — a few
//!   milliseconds for any two ranges.
//!
//! All of them give identical counts (the tests compare them with each other and with the
//! brute force).
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

use std::sync::atomic::AtomicBool;

use super::deals::{DealWork, deal_cost};
use super::preflop_matchups::{self, MatchupWork};
use super::preflop_table;
use super::request::EquityRequest;
use super::runouts::{self, RunoutWork};
use super::tally::{EquityTally, SHARE_UNITS};
use super::vs_random::{VsRandom, VsRandomSpot, VsRandomTally, VsRandomWork};
use crate::enumerate::choose;
use crate::range::HandClass;

/// Cost units (see [`estimate_cost`]) of counting one board against every opponent hand in the
/// average-opponent engine (measured: about 0.5 µs a board).
const VS_RANDOM_BOARD_COST: f64 = 50.0;

/// Cost units of the average-opponent engine before the flop (board classes, about 60 ms on
/// one core).
const VS_RANDOM_PREFLOP_COST: f64 = 6e6;

/// The estimated work of an exact enumeration of `request`, in player evaluations (one unit is
/// a few nanoseconds): the cheapest of dealing every hand and enumerating the boards of each
/// deal, (for two or three players) enumerating the boards and counting every matchup on
/// each (`runouts.rs`), and (for a hand against a random hand) the average-opponent engine.
/// Used to choose the method and to split the work into chunks.
///
/// ```
/// use pokerlab::equity::{estimate_cost, EquityRequest};
/// let table = EquityRequest::parse(&["AhKh", "random"]).unwrap();
/// let dead = table.clone().with_dead("2c".parse().unwrap());
/// assert!(estimate_cost(&table) < estimate_cost(&dead));
/// ```
pub fn estimate_cost(request: &EquityRequest) -> f64 {
    let deals = deal_cost(request);
    let runouts = match runouts::runout_cost(request) {
        Some(runouts) if request.players.iter().any(|p| !p.is_hand()) => runouts,
        _ => f64::INFINITY,
    };
    let vs_random =
        hand_vs_random(request).map_or(f64::INFINITY, |(_, spot)| vs_random_cost(&spot));
    let table = if preflop_matchups::applies(request) {
        preflop_matchups::matchup_cost(request)
    } else {
        f64::INFINITY
    };
    deals.min(runouts).min(vs_random).min(table)
}

/// Whether an exact count of `request` fits the tally's 64-bit counters: the weighted
/// outcomes (at most the boards times every player's total weight) times the largest split
/// share. Only weighted ranges on large spots can fail this.
pub(crate) fn counts_fit(request: &EquityRequest) -> bool {
    let boards = choose(request.deck().len() as u64, request.board_to_come() as u64) as f64;
    let weights: f64 = (0..request.players.len())
        .map(|p| request.live_combos(p).total_units() as f64)
        .product();
    boards * weights * (SHARE_UNITS / 2) as f64 <= u64::MAX as f64
}

/// A request of exactly two players, one with known cards and one random: the known player's
/// index and the spot as the average-opponent engine sees it.
fn hand_vs_random(request: &EquityRequest) -> Option<(usize, VsRandomSpot)> {
    let [a, b] = request.players.as_slice() else {
        return None;
    };
    let hero = match (a.is_hand(), b.is_random(), a.is_random(), b.is_hand()) {
        (true, true, _, _) => 0,
        (_, _, true, true) => 1,
        _ => return None,
    };
    let hole = request.players[hero].known_cards();
    let spot = VsRandomSpot::new(hole, request.board, request.dead, 1).ok()?;
    Some((hero, spot))
}

/// Whether the precomputed table answers `spot` (before the flop, no dead cards).
fn from_table(spot: &VsRandomSpot) -> bool {
    spot.board().is_empty() && spot.dead().is_empty()
}

/// The cost of the average-opponent engine on `spot`.
fn vs_random_cost(spot: &VsRandomSpot) -> f64 {
    if from_table(spot) {
        1.0
    } else if spot.to_deal() == 5 {
        VS_RANDOM_PREFLOP_COST
    } else {
        choose(spot.unseen().len() as u64, spot.to_deal() as u64) as f64 * VS_RANDOM_BOARD_COST
    }
}

/// The exact counts of the average-opponent engine as an equity tally of the request's two
/// players, `hero` being the known hand's index.
fn to_equity_tally(odds: &VsRandomTally, hero: usize) -> EquityTally {
    const WIN: usize = 0;
    const TIE: usize = 1;
    const LOSE: usize = 2;
    let mut tally = EquityTally::new(2);
    tally.total = odds.samples();
    let (h, o) = (hero.min(1), 1 - hero.min(1));
    for c in 0..9 {
        let hero_made: u64 = odds.hero.iter().map(|by| by[c]).sum();
        let opponent_made: u64 = odds.opponent.iter().map(|by| by[c]).sum();
        let p = &mut tally.players[h];
        p.categories[c] = hero_made;
        p.category_wins[c] = odds.hero[WIN][c];
        p.category_ties[c] = odds.hero[TIE][c];
        let q = &mut tally.players[o];
        q.categories[c] = opponent_made;
        // One opponent: it wins alone exactly when the hero loses.
        q.category_wins[c] = odds.opponent[LOSE][c];
        q.category_ties[c] = odds.opponent[TIE][c];
    }
    let ties = odds.ties();
    for (p, wins) in [(h, odds.wins()), (o, odds.losses())] {
        let player = &mut tally.players[p];
        player.wins = wins;
        player.ties = ties;
        player.tie_shares = ties * (SHARE_UNITS / 2);
    }
    tally
}

/// A hand against a random hand, counted by the average-opponent engine.
#[derive(Debug)]
pub(crate) enum VsRandomPath {
    /// The answer, read from the preflop table.
    Table(Box<VsRandom>),
    /// The engine's work, in its own chunks.
    Computed(VsRandomWork),
}

/// An exact enumeration, by whichever of the three methods is cheapest for the request.
#[derive(Debug)]
pub(crate) enum Enumeration {
    /// Every deal to the unknown players, then every board class of the deal.
    Deals(DealWork),
    /// Every runout, every matchup counted on it.
    Runouts(RunoutWork),
    /// A known hand against a random hand (the known hand's index, and the work).
    VsRandom(usize, VsRandomPath),
    /// Two players before the flop, summed from the matchup table.
    Matchups(MatchupWork),
}

impl Enumeration {
    /// Plans the enumeration of a valid request.
    pub(crate) fn new(request: &EquityRequest) -> Enumeration {
        let deals = deal_cost(request);
        if let Some((hero, spot)) = hand_vs_random(request)
            && vs_random_cost(&spot) < deals
        {
            let path = if from_table(&spot) {
                HandClass::from_cards(spot.hero())
                    .map(|class| VsRandomPath::Table(Box::new(preflop_table::lookup(class))))
            } else {
                VsRandomWork::exact(spot).ok().map(VsRandomPath::Computed)
            };
            if let Some(path) = path {
                return Enumeration::VsRandom(hero, path);
            }
        }
        if preflop_matchups::applies(request) {
            return Enumeration::Matchups(MatchupWork::new(request));
        }
        match runouts::runout_cost(request) {
            Some(cost) if request.players.iter().any(|p| !p.is_hand()) && cost < deals => {
                Enumeration::Runouts(RunoutWork::new(request))
            }
            _ => Enumeration::Deals(DealWork::new(request)),
        }
    }

    /// Chunk `index` of `chunks`, tallied; `cancelled` is asked between units of work.
    pub(crate) fn run_chunk(
        &self,
        index: usize,
        chunks: usize,
        cancelled: &dyn Fn() -> bool,
    ) -> EquityTally {
        match self {
            Enumeration::Deals(work) => work.run_chunk(index, chunks, cancelled),
            Enumeration::Runouts(work) => work.run_chunk(index, chunks, cancelled),
            Enumeration::Matchups(work) => {
                if index == 0 {
                    work.run()
                } else {
                    EquityTally::new(2)
                }
            }
            Enumeration::VsRandom(hero, VsRandomPath::Table(odds)) => {
                if index == 0 {
                    to_equity_tally(&odds.tally, *hero)
                } else {
                    EquityTally::new(2)
                }
            }
            Enumeration::VsRandom(hero, VsRandomPath::Computed(work)) => {
                let units = work.chunk_count();
                let chunks = chunks.max(1);
                let never = AtomicBool::new(false);
                let mut sum = VsRandomTally::default();
                for unit in units * index / chunks..units * (index + 1) / chunks {
                    if cancelled() {
                        break;
                    }
                    if let Some(part) = work.run_chunk(unit, &never) {
                        sum.merge(&part);
                    }
                }
                to_equity_tally(&sum, *hero)
            }
        }
    }
}

/// Counts every outcome of a valid request exactly, on the calling thread.
pub(crate) fn enumerate(request: &EquityRequest) -> EquityTally {
    Enumeration::new(request).run_chunk(0, 1, &|| false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equity::deals::DealWork;

    /// The average-opponent path gives exactly the counts of dealing every hand.
    #[test]
    fn a_hand_against_a_random_hand_counts_as_the_deals_do() {
        for (players, board, dead) in [
            (["As Ks", "random"], "Qs Ts 5c", ""),
            (["random", "7h 7d"], "7s 8s 9s Kd", "2c"),
            (["Ah Kh", "random"], "2c 3c", ""),
            (["random", "Jd Tc"], "", "2h 3d"),
        ] {
            let request = EquityRequest::parse(&players)
                .unwrap()
                .with_board(board.parse().unwrap())
                .with_dead(dead.parse().unwrap());
            let fast = Enumeration::new(&request);
            assert!(
                matches!(fast, Enumeration::VsRandom(..)),
                "{players:?} {board}"
            );
            let deals = DealWork::new(&request).run_chunk(0, 1, &|| false);
            assert_eq!(
                fast.run_chunk(0, 1, &|| false),
                deals,
                "{players:?} {board}"
            );
            // In chunks, as a job runs it.
            let mut merged = EquityTally::new(2);
            for i in 0..7 {
                merged.merge(&fast.run_chunk(i, 7, &|| false));
            }
            assert_eq!(merged, deals);
        }
    }

    /// Two players before the flop with no dead cards are summed from the matchup table, with
    /// the runouts' counts; a dead card, a board or a third player go back to the enumerations.
    #[test]
    #[cfg_attr(
        debug_assertions,
        ignore = "runout enumerations of ranges: release mode"
    )]
    fn two_players_preflop_come_from_the_matchup_table() {
        let request = EquityRequest::parse(&["QQ+:0.5,AKs,T9s", "JJ-99,AQo:0.25,KhQh"]).unwrap();
        let table = Enumeration::new(&request);
        assert!(matches!(table, Enumeration::Matchups(_)));
        let runouts = RunoutWork::new(&request);
        let old = runouts.run(0..runouts.units(), &|| false);
        let mut merged = EquityTally::new(2);
        for i in 0..3 {
            merged.merge(&table.run_chunk(i, 3, &|| false));
        }
        assert_eq!(merged, old);
        assert_eq!(enumerate(&request), old);
        assert!(estimate_cost(&request) < 1e6);
        for other in [
            request.clone().with_dead("2c".parse().unwrap()),
            request.clone().with_board("2c 3d 4h".parse().unwrap()),
            EquityRequest::parse(&["QQ+", "AK", "random"]).unwrap(),
        ] {
            assert!(!matches!(
                Enumeration::new(&other),
                Enumeration::Matchups(_)
            ));
        }
    }

    #[test]
    fn preflop_without_dead_cards_comes_from_the_table() {
        let request = EquityRequest::parse(&["random", "Qh Qd"]).unwrap();
        let table = Enumeration::new(&request);
        assert!(matches!(
            table,
            Enumeration::VsRandom(1, VsRandomPath::Table(_))
        ));
        let computed =
            VsRandomWork::exact(VsRandomSpot::preflop("Qh Qd".parse().unwrap()).unwrap())
                .unwrap()
                .run();
        assert_eq!(
            table.run_chunk(0, 1, &|| false),
            to_equity_tally(&computed.tally, 1)
        );
    }
}
