//! The counts by class against the seat's own exact counts, against a brute force of each
//! class alone, between the two exact enumerations, and sampled against exact.

use super::enumeration::ClassesWork;
use super::*;
use crate::equity::deals::DealWork;
use crate::equity::runouts::RunoutWork;
use crate::equity::{Engine, MonteCarloLimits, PlayerSpec, brute_force, calculate};
use crate::range::Range;

fn request(players: &[&str], board: &str, dead: &str) -> EquityRequest {
    EquityRequest::parse(players)
        .map(|r| r.with_board(board.parse().unwrap_or_default()))
        .map(|r| r.with_dead(dead.parse().unwrap_or_default()))
        .unwrap_or_else(|e| panic!("{players:?}: {e}"))
}

fn exact_classes(r: &EquityRequest) -> ClassEquities {
    class_equities(&r.clone().with_method(Method::Exact)).unwrap_or_else(|e| panic!("{e}"))
}

/// Every seat's classes add up, as integers, to its exact counts from the equity engine.
fn assert_classes_sum_to_the_seats(r: &EquityRequest) {
    let classes = exact_classes(r);
    let seats = calculate(&r.clone().with_method(Method::Exact)).unwrap_or_else(|e| panic!("{e}"));
    for (p, player) in seats.tally.players.iter().enumerate() {
        let sum = classes.seat_counts(p);
        assert_eq!(
            (sum.outcomes, sum.wins, sum.ties, sum.tie_shares),
            (
                seats.tally.total,
                player.wins,
                player.ties,
                player.tie_shares
            ),
            "seat {p} of {r:?}"
        );
        let mean: f64 = classes.classes(p).iter().map(|c| c.share * c.equity).sum();
        assert!(
            (mean - seats.equity(p)).abs() < 1e-12,
            "seat {p}: {mean} vs {}",
            seats.equity(p)
        );
        let shares: f64 = classes.classes(p).iter().map(|c| c.share).sum();
        assert!((shares - 1.0).abs() < 1e-12);
    }
}

#[test]
fn classes_add_up_to_each_seats_exact_counts() {
    for (players, board, dead) in [
        // Two ranges on a flop and a turn (runouts), weighted, a partial flop.
        (&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"][..], "Qh 7h 2c", ""),
        (&["QQ+:0.5,AKs,AhQh", "TT-88,KQs:0.25"], "Kh 9h 2c 3d", "4s"),
        (&["AA,KK,AKs", "random"], "2c 3c", ""),
        // Three players (runouts, with and without identical seats).
        (&["QQ+,AKs", "random", "random"], "Qh 7h 2c 5d", ""),
        (&["QQ+", "TT-88,AK", "76s,65s,A5s"], "Ah 7h 2c 5d", ""),
        // Known hands and four players (deals).
        (&["AsKs", "QQ,JJ", "Th9h", "random"], "Qs Js 2d 3c", ""),
        (&["AhAd", "KsKc"], "", "2c 3d"),
    ] {
        assert_classes_sum_to_the_seats(&request(players, board, dead));
    }
}

/// A seat holding only one class, counted by brute force: exactly that class's counts.
#[test]
fn each_class_is_the_brute_force_of_the_seat_holding_only_it() {
    for (players, board) in [
        (&["QQ+,AKs,T9s", "JJ-88,KQ,Ah7c"][..], "Qh 7h 2c 5d"),
        (&["A2s+,KK", "random"], "Ah Kd 7s 2s 9c"),
        (&["AK,QQ", "JJ+,AQs", "KQs,TT"], "Kh Jh 4c 2d"),
    ] {
        let r = request(players, board, "");
        let classes = exact_classes(&r);
        for seat in 0..r.players.len() {
            let live = r.live_combos(seat);
            for class in HandClass::all() {
                let combos: Vec<_> = live
                    .combos
                    .iter()
                    .filter(|c| c.class() == class)
                    .copied()
                    .collect();
                if combos.is_empty() {
                    assert!(classes.class(seat, class).is_none());
                    continue;
                }
                let mut alone = r.clone();
                alone.players[seat] = PlayerSpec::Range(Range::from_combos(combos));
                let got = classes
                    .class(seat, class)
                    .map(|c| c.counts)
                    .unwrap_or_default();
                match brute_force(&alone) {
                    Ok(slow) => {
                        let p = &slow.players[seat];
                        assert_eq!(
                            (got.outcomes, got.wins, got.ties, got.tie_shares),
                            (slow.total, p.wins, p.ties, p.tie_shares),
                            "seat {seat} class {class} of {players:?}"
                        );
                    }
                    // The other seats' ranges leave this class no deal.
                    Err(_) => assert_eq!(got.outcomes, 0, "seat {seat} class {class}"),
                }
            }
        }
    }
}

#[test]
fn runouts_and_deals_count_the_same() {
    for (players, board) in [
        (&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"][..], "Qh 7h 2c 8d"),
        (&["QQ+:0.5,AKs", "random", "JJ,TT"], "Qh 7h 2c 8d"),
        (&["AhKh", "random"], "Qh 7h 2c 8d"),
    ] {
        let r = request(players, board, "");
        let runouts = ClassesWork::Runouts(RunoutWork::new(&r)).run_chunk(0, 1, &|| false);
        let deals =
            ClassesWork::Deals(DealWork::new(&r), r.players.len()).run_chunk(0, 1, &|| false);
        assert_eq!(runouts, deals, "{players:?}");
        // In chunks too.
        let work = ClassesWork::Runouts(RunoutWork::new(&r));
        let mut merged = ClassTally::new(r.players.len());
        for i in 0..5 {
            merged.merge(&work.run_chunk(i, 5, &|| false));
        }
        assert_eq!(merged, runouts);
    }
}

#[test]
fn sampled_classes_are_within_five_standard_errors_of_exact() {
    let r = request(&["QQ+,AKs,JTs", "22+,A2s+,KTs+,AJo+"], "Qh 7h 2c", "");
    let exact = exact_classes(&r);
    let sampled = class_equities(
        &r.clone()
            .with_method(Method::MonteCarlo)
            .with_limits(MonteCarloLimits::samples(400_000))
            .with_seed(3),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(sampled.method, MethodUsed::MonteCarlo);
    assert_eq!(sampled.seat_counts(0).outcomes, 400_000);
    for seat in 0..2 {
        for row in sampled.classes(seat) {
            let truth = exact.class(seat, row.class).map_or(0.0, |c| c.equity);
            let Some(se) = row.std_error else { continue };
            if row.counts.outcomes < 2_000 {
                continue;
            }
            assert!(
                (row.equity - truth).abs() <= 5.0 * se + 1e-9,
                "{}: {} vs {truth} ± {se}",
                row.class,
                row.equity
            );
        }
    }
    assert!(exact.classes(0).iter().all(|c| c.std_error.is_none()));
}

#[test]
fn the_job_gives_an_estimate_then_the_exact_answer() {
    let engine = Engine::with_threads(2).unwrap_or_else(|e| panic!("{e}"));
    let r = request(&["QQ+,AKs", "random", "random"], "Qh 7h 2c", "");
    let job = engine
        .submit_classes(r.clone(), || {})
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(job.method(), MethodUsed::Exact);
    let done = job.wait();
    assert!(done.done && !done.estimate && done.error.is_none());
    let result = done.result.unwrap_or_else(|| panic!("no answer"));
    assert_eq!(result.tally, exact_classes(&r).tally);
    // Impossible requests are refused before anything starts.
    let bad = request(&["AA", "AsAh"], "Ad Ac 2c", "");
    assert!(engine.submit_classes(bad, || {}).is_err());
}

/// Two players before the flop come from the matchup table: the same counts by class as the
/// runout enumeration, on ranges with weights, and against a random hand.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "runout enumerations of ranges: release mode"
)]
fn preflop_classes_from_the_table_equal_the_runouts() {
    for players in [
        ["QQ+:0.5,AKs,AhQh,76s", "TT-88,KQs:0.25,AJo"],
        ["AA,KK,AKs,72o", "random"],
        ["JJ-99,AQs+", "AsKd"],
    ] {
        let r = request(&players, "", "");
        let table = ClassesWork::new(&r);
        assert!(matches!(table, ClassesWork::Matchups(_)), "{players:?}");
        let runouts = ClassesWork::Runouts(RunoutWork::new(&r)).run_chunk(0, 1, &|| false);
        let mut merged = ClassTally::default();
        for i in 0..5 {
            merged.merge(&table.run_chunk(i, 5, &|| false));
        }
        assert_eq!(merged, runouts, "{players:?}");
        assert_classes_sum_to_the_seats(&r);
    }
}
