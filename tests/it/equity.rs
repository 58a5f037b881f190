//! The equity engine end to end: published figures, the fast enumeration against brute force,
//! symmetry, Monte Carlo against exact counts and reproducibility (the job machinery is in
//! `equity_jobs.rs`).

#![allow(clippy::unwrap_used)] // unwrap is fine in tests, helpers included

use std::time::{Duration, Instant};

use pokerlab::equity::{
    CardPlace, Engine, EquityRequest, EquityResult, EquityTally, Method, MethodUsed,
    MonteCarloLimits, PlayerSpec, RequestError, SHARE_UNITS, brute_force, calculate,
};
use pokerlab::{Card, CardSet, Category};
use proptest::prelude::*;

fn request(players: &[&str]) -> EquityRequest {
    EquityRequest::parse(players).unwrap()
}

fn cards(text: &str) -> CardSet {
    text.parse().unwrap()
}

fn pct(x: f64) -> String {
    format!("{:.2}", 100.0 * x)
}

/// Every player's share units add up to one pot per outcome, exactly.
fn assert_shares_sum_to_one(tally: &EquityTally) {
    let units: u128 = tally.players.iter().map(|p| p.share_units()).sum();
    assert_eq!(units, tally.total as u128 * SHARE_UNITS as u128);
    for p in &tally.players {
        assert_eq!(p.categories.iter().sum::<u64>(), tally.total);
    }
}

// ---------------------------------------------------------------------------------------------
// Published figures (../shared/REFERENCE.md)

#[test]
fn as_ks_against_5h_tc_on_qs_ts_5c() {
    let r = request(&["As Ks", "5h Tc"]).with_board(cards("Qs Ts 5c"));
    let result = calculate(&r).unwrap();
    assert_eq!(result.method, MethodUsed::Exact);
    assert_eq!(result.samples(), 990);
    assert_eq!(pct(result.equity(0)), "42.63");
}

#[test]
fn ad_3d_against_js_8c_preflop() {
    let result = calculate(&request(&["Ad 3d", "Js 8c"])).unwrap();
    assert_eq!(result.samples(), 1_712_304);
    assert_eq!(pct(result.win(0)), "59.46");
    assert_eq!(pct(result.lose(0)), "40.11");
    assert_eq!(pct(result.tie(0)), "0.42");
    assert_eq!(result.win(1), result.lose(0));
}

#[test]
fn as_ks_against_jd_jc_with_dead_cards() {
    let r = request(&["As Ks", "Jd Jc"]).with_dead(cards("2h 8s"));
    let result = calculate(&r).unwrap();
    assert_eq!(result.samples(), 1_370_754); // C(46, 5)
    assert!(
        (result.equity(0) - 0.46).abs() < 0.005,
        "{}",
        result.equity(0)
    );
}

// ---------------------------------------------------------------------------------------------
// Exact enumeration against brute force

/// The fast enumeration must give exactly the brute force's counts.
fn check_against_brute_force(r: &EquityRequest) {
    let fast = calculate(&r.clone().with_method(Method::Exact)).unwrap();
    let slow = brute_force(r).unwrap();
    assert_eq!(fast.tally, slow, "{r:?}");
    assert_shares_sum_to_one(&fast.tally);
}

#[test]
fn preflop_spots_match_brute_force() {
    // Suit patterns that exercise every path: both hands of one suit, shared and disjoint
    // suits, pairs, three and four players with flush draws in several suits, dead cards.
    for (players, dead) in [
        (&["As Ks", "Qs Js"][..], ""),
        (&["Ah Kh", "Qd Jd"], ""),
        (&["7c 2d", "8h 8s"], ""),
        (&["As Ks", "Jd Jc"], "2h 8s"),
        (&["Ah Ad", "Ks Kc", "Qh Qd"], ""),
        (&["Ts 9s", "8s 7s", "6s 5s"], "As Ks"),
        (&["Ac Kd", "Qh Jh", "Ts 9s", "2c 2d"], "3c 4c 5c"),
    ] {
        check_against_brute_force(&request(players).with_dead(cards(dead)));
    }
}

#[test]
fn spots_with_a_random_player_match_brute_force() {
    for (players, board) in [
        (&["As Ks", "random"][..], "Qs Ts 5c 2d"),
        (&["random", "7h 7d"], "7s 8s 9s Kd 2c"),
        (&["Ah Kh", "random", "Qc Qd"], "2h 5h Ts Jc"),
        (&["random", "random"], "As Ks Qs Js 2d"),
    ] {
        check_against_brute_force(&request(players).with_board(cards(board)));
    }
}

#[test]
fn partial_flops_match_brute_force() {
    // One or two cards of the flop dealt: known hands, ranges and a random player.
    for (players, board, dead) in [
        (&["As Ks", "Qd Qc"][..], "2c", ""),
        (&["Ah Kh", "7c 7d", "Ts 9s"], "2h 3h", ""),
        (&["8s 7s", "Ac Ad"], "6s", "5s"),
        (&["QQ+,AKs", "JJ-99,AQs"], "Kh 2c", ""),
        (&["AA:0.5,KK", "AKs, 76s"], "7h", "6h 6d"),
        (
            &["As Ks", "random"],
            "2c 3c",
            "4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ad 4h 5h 6h 7h 8h 9h",
        ),
    ] {
        check_against_brute_force(
            &request(players)
                .with_board(cards(board))
                .with_dead(cards(dead)),
        );
    }
}

/// OMPEval's own test 2 (`test.cpp`): AK against a random hand on 2c 3c, with its published
/// counts of outcomes by winner (`winsByPlayerMask`: AK alone, random alone, both).
#[test]
fn ak_against_random_on_two_clubs_is_ompevals_figure() {
    let r = request(&["AK", "random"]).with_board(cards("2c 3c"));
    let result = calculate(&r.with_method(Method::Exact)).unwrap();
    let t = &result.tally;
    assert_eq!(t.total, 159_167_583 + 108_567_320 + 6_233_737);
    assert_eq!(t.players[0].wins, 159_167_583);
    assert_eq!(t.players[1].wins, 108_567_320);
    assert_eq!(t.players[0].ties, 6_233_737);
    assert_shares_sum_to_one(t);
}

/// OMPEval's test 3: random, AA and 33 on 2c 3c 8h with 6h dead, counts by the set of winners.
#[test]
fn random_aa_33_on_a_flop_is_ompevals_figure() {
    let r = request(&["random", "AA", "33"])
        .with_board(cards("2c 3c 8h"))
        .with_dead(cards("6h"));
    let t = calculate(&r.with_method(Method::Exact)).unwrap().tally;
    // winsByPlayerMask: {1: 808395, 2: 1681125, 3: 20076, 4: 12151512}, the rest 0.
    assert_eq!(t.total, 808_395 + 1_681_125 + 20_076 + 12_151_512);
    assert_eq!(t.players[0].wins, 808_395);
    assert_eq!(t.players[1].wins, 1_681_125);
    assert_eq!(t.players[2].wins, 12_151_512);
    assert_eq!(
        (t.players[0].ties, t.players[1].ties, t.players[2].ties),
        (20_076, 20_076, 0)
    );
}

/// A random spot: `players` hands, a board of `board` cards and `dead` dead cards, dealt from
/// a deck shuffled by `seed`; player 0 is random if `random_first`.
fn spot(seed: u64, players: usize, board: usize, dead: usize, random_first: bool) -> EquityRequest {
    use rand::seq::SliceRandom;
    use rand::{SeedableRng, rngs::SmallRng};
    let mut deck: Vec<Card> = Card::all().collect();
    deck.shuffle(&mut SmallRng::seed_from_u64(seed));
    let mut deal = deck.into_iter();
    let mut take = |n: usize| -> CardSet { (&mut deal).take(n).collect() };
    let specs = (0..players)
        .map(|i| {
            let hole = take(2).to_vec();
            if i == 0 && random_first {
                PlayerSpec::Random
            } else {
                PlayerSpec::parse(&format!("{}{}", hole[0], hole[1])).unwrap()
            }
        })
        .collect();
    EquityRequest::new(specs)
        .with_board(take(board))
        .with_dead(take(dead))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn flop_turn_river_spots_match_brute_force(
        seed in any::<u64>(),
        players in 2usize..=6,
        board in prop::sample::select(vec![1usize, 2, 3, 4, 5]),
        dead in 0usize..=4,
        random_first in any::<bool>(),
    ) {
        // A random player multiplies the work by about a thousand: keep it to short spots.
        let random_first = random_first && board >= 4;
        check_against_brute_force(&spot(seed, players, board, dead, random_first));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn preflop_random_spots_match_brute_force(
        seed in any::<u64>(),
        players in 2usize..=4,
        dead in 0usize..=3,
    ) {
        check_against_brute_force(&spot(seed, players, 0, dead, false));
    }
}

// ---------------------------------------------------------------------------------------------
// Symmetry and exactness

#[test]
fn aces_against_aces_split_evenly() {
    let result = calculate(&request(&["Ah Ad", "As Ac"])).unwrap();
    let (a, d) = result.equity_ratio(0);
    let (b, _) = result.equity_ratio(1);
    assert_eq!(a, b);
    assert_eq!(2 * a, d);
    assert_eq!(result.tally.players[0].wins, result.tally.players[1].wins);
    assert_eq!(result.equity(0), 0.5);
}

#[test]
fn equities_sum_to_one_exactly() {
    for players in [
        &["Ah Kh", "Qs Qd", "Jc Tc"][..],
        &[
            "AhKh", "QsQd", "JcTc", "9h9s", "8d7d", "6c6s", "AsQc", "KdJd", "5h4h", "2c2d",
        ],
    ] {
        let result = calculate(&request(players)).unwrap();
        assert_shares_sum_to_one(&result.tally);
        let sum: f64 = (0..players.len()).map(|p| result.equity(p)).sum();
        assert!((sum - 1.0).abs() < 1e-12);
    }
}

#[test]
fn ten_players_preflop_is_exact_and_fast_enough_to_be_chosen() {
    let r = request(&[
        "AhKh", "QsQd", "JcTc", "9h9s", "8d7d", "6c6s", "AsQc", "KdJd", "5h4h", "2c2d",
    ]);
    let result = calculate(&r).unwrap();
    assert_eq!(result.method, MethodUsed::Exact);
    assert_eq!(result.samples(), 201_376); // C(32, 5)
    // A flush needs three suited board cards here: count them on their own.
    let flushes: u64 = (0..10)
        .map(|p| result.tally.category_count(p, Category::Flush))
        .sum();
    assert!(flushes > 0);
}

// ---------------------------------------------------------------------------------------------
// Monte Carlo

fn monte_carlo(r: &EquityRequest, samples: u64, seed: u64) -> EquityResult {
    let r = r
        .clone()
        .with_method(Method::MonteCarlo)
        .with_limits(MonteCarloLimits::samples(samples))
        .with_seed(seed);
    calculate(&r).unwrap()
}

#[test]
fn monte_carlo_is_within_four_standard_errors_of_exact() {
    for (players, board) in [
        (&["As Ks", "Jd Jc"][..], ""),
        (&["Ah Ad", "Ks Kc", "Qh Qd"], ""),
        (&["Ah Kh", "random"], "2h 7h Tc"),
        (&["random", "Qs Qd", "7c 6c"], "8c 9d 2s Kh"),
        (&["Td 9d", "As Kc", "random", "4h 4s"], ""),
    ] {
        let r = request(players).with_board(cards(board));
        let exact = calculate(&r.clone().with_method(Method::Exact)).unwrap();
        let mc = monte_carlo(&r, 300_000, 7);
        assert_eq!(mc.method, MethodUsed::MonteCarlo);
        assert_eq!(mc.samples(), 300_000);
        assert_shares_sum_to_one(&mc.tally);
        for p in 0..players.len() {
            let se = mc.player_std_error(p).unwrap();
            assert!(se > 0.0 && se < 0.002, "{se}");
            let diff = (mc.equity(p) - exact.equity(p)).abs();
            assert!(
                diff <= 4.0 * se,
                "{players:?} player {p}: {diff} > 4 × {se}"
            );
            for c in Category::ALL {
                let (m, e) = (mc.category(p, c), exact.category(p, c));
                let se_c = (e * (1.0 - e) / 300_000.0).sqrt();
                assert!(
                    (m - e).abs() <= 4.0 * se_c + 1e-9,
                    "{players:?} {c}: {m} vs {e}"
                );
            }
        }
        assert!(mc.std_error().unwrap() >= mc.player_std_error(0).unwrap());
    }
}

#[test]
fn monte_carlo_is_reproducible_whatever_the_threads() {
    let r = request(&["Ah Kh", "random", "random"])
        .with_method(Method::MonteCarlo)
        .with_limits(MonteCarloLimits::samples(250_001))
        .with_seed(42);
    let single = calculate(&r).unwrap();
    assert_eq!(single.samples(), 250_001);
    for threads in [1, 2, 3] {
        let engine = Engine::with_threads(threads).unwrap();
        let pooled = engine.run(&r).unwrap();
        assert_eq!(pooled.tally, single.tally, "{threads} threads");
    }
    let other_seed = calculate(&r.clone().with_seed(43)).unwrap();
    assert_ne!(other_seed.tally, single.tally);
}

#[test]
fn monte_carlo_stops_at_a_standard_error_target_or_a_time_budget() {
    let r = request(&["As Ks", "random"]).with_method(Method::MonteCarlo);
    let limits = MonteCarloLimits {
        samples: None,
        time: Some(Duration::from_secs(30)),
        std_error: Some(0.002),
    };
    let result = calculate(&r.clone().with_limits(limits)).unwrap();
    let se = result.std_error().unwrap();
    assert!(se <= 0.002, "{se}");
    // 0.25 / n ≈ se² for a fair coin, and a chunk more at most.
    assert!(result.samples() < 200_000, "{}", result.samples());

    let start = Instant::now();
    let timed =
        calculate(&r.with_limits(MonteCarloLimits::time(Duration::from_millis(50)))).unwrap();
    assert!(timed.samples() > 0);
    assert!(start.elapsed() < Duration::from_secs(2));
}

#[test]
fn auto_picks_exact_when_affordable() {
    let hu = calculate(&request(&["As Ks", "Jd Jc"])).unwrap();
    assert_eq!(hu.method, MethodUsed::Exact);
    assert_eq!(hu.std_error(), None);
    let crowd = request(&["As Ks", "random", "random", "random"])
        .with_limits(MonteCarloLimits::samples(10_000));
    let result = calculate(&crowd).unwrap();
    assert_eq!(result.method, MethodUsed::MonteCarlo);
    assert!(result.std_error().is_some());
}

// ---------------------------------------------------------------------------------------------
// Validation

#[test]
fn bad_requests_are_refused_with_clear_errors() {
    let duplicate = request(&["As Ks", "As Qd"]).validate().unwrap_err();
    assert_eq!(
        duplicate,
        RequestError::DuplicateCard {
            card: "As".parse().unwrap(),
            first: CardPlace::Player(1),
            second: CardPlace::Player(2),
        }
    );
    assert!(duplicate.to_string().contains("As"));
    let on_board = request(&["As Ks", "Qd Qc"]).with_board(cards("2c 3c Qd"));
    assert!(on_board.validate().unwrap_err().to_string().contains("Qd"));
    let dead = request(&["As Ks", "Qd Qc"]).with_dead(cards("Ks"));
    assert!(matches!(
        dead.validate(),
        Err(RequestError::DuplicateCard {
            second: CardPlace::Dead,
            ..
        })
    ));
    assert_eq!(
        request(&["As Ks"]).validate(),
        Err(RequestError::PlayerCount(1))
    );
    let eleven = vec!["random"; 11];
    assert_eq!(
        request(&eleven).validate(),
        Err(RequestError::PlayerCount(11))
    );
    assert_eq!(
        request(&["As Ks", "Qd Qc"])
            .with_board(cards("2c 3c 4c 5c 6c 7c"))
            .validate(),
        Err(RequestError::BoardSize(6))
    );
    let crowded = request(&["random"; 10]).with_dead(cards(
        "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ad 2h 3h",
    ));
    assert!(matches!(
        crowded.validate(),
        Err(RequestError::TooFewCards { .. })
    ));
    assert!(
        request(&["As Ks", "random"])
            .with_limits(MonteCarloLimits::samples(0))
            .validate()
            .is_err()
    );
    let huge = request(&["random"; 6]).with_method(Method::Exact);
    assert!(matches!(
        calculate(&huge),
        Err(RequestError::TooExpensive(_))
    ));
}
