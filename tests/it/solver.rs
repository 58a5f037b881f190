//! The postflop solver (issue 22) against games whose answer is known: the river game of a
//! polarised bettor against bluff-catchers (closed form), exploitability that falls below its
//! target, and a saved solve that reads back to the same strategies.

use std::sync::atomic::AtomicBool;

use pokerlab::CardSet;
use pokerlab::solver::{
    Game, Line, Player, SolveSettings, Spot, Step, StopReason, load, save, solve,
};

/// The river game: IP holds the nuts (99, a set) and air (QJ), OOP only bluff-catchers (AK,
/// top pair) and cannot bet; IP may bet `bet` into `pot` once, OOP calls or folds. This is the
/// "clairvoyance game" whose equilibrium Chen and Ankenman publish in closed form (The
/// Mathematics of Poker, ConJelCo 2006): b/(P+b) bluffs per value bet, so b/(P+2b) of the
/// bets, and calls P/(P+b) of the time.
fn toy_game(pot: f64, bet_percent: f64) -> Game {
    let spot = Spot {
        oop: "AK".parse().unwrap(),
        ip: "99,QJ".parse().unwrap(),
        board: "Ks 9h 5d 3c 2h".parse().unwrap(),
        pot,
        stack: 10.0 * pot,
        bets: format!("{bet_percent}; river.oop=-").parse().unwrap(),
        raises: "".parse().unwrap(),
        raise_cap: 0,
        all_in_threshold: 0.0,
    };
    Game::new(spot, 1 << 30).unwrap()
}

#[test]
fn the_polarised_river_game_meets_its_closed_form() {
    for (pot, bet_percent) in [(100.0, 100.0), (60.0, 50.0), (10.0, 200.0)] {
        let b = pot * bet_percent / 100.0;
        let mut game = toy_game(pot, bet_percent);
        let settings = SolveSettings {
            target_percent: 0.02,
            max_iterations: 20_000,
            ..SolveSettings::default()
        };
        let done = solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
        assert_eq!(done.stop, Some(StopReason::Target), "{done:?}");
        let root = game.root();
        assert_eq!(root.player(), Some(Player::Oop));
        assert_eq!(root.actions().len(), 1, "OOP can only check");
        let ip = root.child(Step::Action(0)).unwrap();
        assert_eq!(ip.player(), Some(Player::Ip));
        let bet = ip.actions().iter().position(|a| a.to == b).unwrap();
        // The share of bluffs in IP's betting range: b / (P + 2b).
        let strategy = ip.strategy().unwrap();
        let n = ip.combos(Player::Ip).len();
        let (mut bluffs, mut bets) = (0.0f64, 0.0f64);
        for (h, combo) in ip.combos(Player::Ip).iter().enumerate() {
            let w = f64::from(ip.reach(Player::Ip)[h]) * f64::from(strategy[bet * n + h]);
            bets += w;
            if combo.class().to_string().starts_with("QJ") {
                bluffs += w;
            }
        }
        let bluff_share = bluffs / bets;
        let expected_bluffs = b / (pot + 2.0 * b);
        assert!(
            (bluff_share - expected_bluffs).abs() < 0.005,
            "bluffs {bluff_share} vs {expected_bluffs}"
        );
        // OOP calls P / (P + b) of the time.
        let facing = ip.child(Step::Action(bet)).unwrap();
        let call = facing
            .actions()
            .iter()
            .position(|a| a.token() == "c")
            .unwrap();
        let calls = facing.action_frequencies().unwrap()[call];
        let expected_calls = pot / (pot + b);
        assert!(
            (calls - expected_calls).abs() < 0.005,
            "calls {calls} vs {expected_calls}"
        );
        // EVs: IP wins the pot, plus the bet when called, with its nuts (3 of 19 combos, no
        // card removal between the ranges); bluffs and checks of air are worth 0.
        let figures = game.figures();
        let value_share = 3.0 / 19.0;
        let ip_ev = value_share * (pot + b * expected_calls);
        assert!((figures.ev[1] - ip_ev).abs() < 0.005 * pot, "{figures:?}");
        assert!(
            (figures.ev[0] - (pot - ip_ev)).abs() < 0.005 * pot,
            "{figures:?}"
        );
    }
}

fn river_spot() -> Spot {
    Spot {
        oop: "22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+".parse().unwrap(),
        ip: "55+,A5s+,KTs+,QJs,T9s,98s,AJo+,KQo".parse().unwrap(),
        board: "Qh 8d 5c 2s 2h".parse().unwrap(),
        pot: 100.0,
        stack: 300.0,
        bets: "50,100,a".parse().unwrap(),
        raises: "100".parse().unwrap(),
        raise_cap: 1,
        all_in_threshold: 0.1,
    }
}

#[test]
fn exploitability_falls_below_the_target() {
    let mut game = Game::new(river_spot(), 1 << 30).unwrap();
    for _ in 0..20 {
        game.iterate();
    }
    let early = game.exploitability_percent();
    let settings = SolveSettings {
        target_percent: 0.3,
        max_iterations: 5_000,
        ..SolveSettings::default()
    };
    let done = solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
    let late = done.exploitability_percent.unwrap();
    assert_eq!(done.stop, Some(StopReason::Target));
    assert!(late <= 0.3 && late < early, "{early} then {late}");
    let figures = game.figures();
    assert!((figures.exploitability_percent - late).abs() < 1e-9);
    assert!((figures.ev[0] + figures.ev[1] - 100.0).abs() < 0.05);
    for p in 0..2 {
        assert!(figures.best_response[p] >= figures.ev[p] - 1e-3);
    }
}

#[test]
fn a_turn_spot_deals_rivers_with_card_removal() {
    let spot = Spot {
        oop: "TT+,AQs+,KQs,AKo".parse().unwrap(),
        ip: "99+,AJs+,KQs,QJs,AQo+".parse().unwrap(),
        board: "Kh 7d 4c 2s".parse().unwrap(),
        pot: 100.0,
        stack: 100.0,
        bets: "75,a".parse().unwrap(),
        raises: "a".parse().unwrap(),
        raise_cap: 1,
        all_in_threshold: 0.1,
    };
    let board: CardSet = spot.board;
    let mut game = Game::new(spot, 1 << 30).unwrap();
    let settings = SolveSettings {
        target_percent: 0.5,
        max_iterations: 2_000,
        ..SolveSettings::default()
    };
    let done = solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
    assert!(done.exploitability_percent.unwrap() <= 0.5, "{done:?}");
    let line = game.parse_line("x x").unwrap();
    let chance = game.node(&line).unwrap();
    let dealt = chance.dealt();
    assert_eq!(dealt.len(), 48);
    for (card, node) in dealt {
        assert!(!board.contains(card));
        assert_eq!(node.board(), board.with(card));
        // Combos holding the dealt card cannot reach the river.
        for p in [Player::Oop, Player::Ip] {
            for (combo, &r) in node.combos(p).iter().zip(node.reach(p)) {
                if combo.cards().contains(card) {
                    assert_eq!(r, 0.0);
                }
            }
        }
    }
    // A river node's equities are fractions, EVs within the pot and stacks.
    let river = game.node(&game.parse_line("x x 3h").unwrap()).unwrap();
    for p in [Player::Oop, Player::Ip] {
        for e in river.equity(p).into_iter().flatten() {
            assert!((-1e-5..=1.0 + 1e-5).contains(&e), "{e}");
        }
        for ev in river.ev(p).into_iter().flatten() {
            assert!((-100.0 - 1e-3..=300.0 + 1e-3).contains(&ev), "{ev}");
        }
    }
}

#[test]
fn a_saved_solve_reads_back_and_a_damaged_one_is_refused() {
    let mut game = Game::new(river_spot(), 1 << 30).unwrap();
    for _ in 0..30 {
        game.iterate();
    }
    let mut bytes = Vec::new();
    save(&game, &mut bytes).unwrap();
    let back = load(bytes.as_slice(), 1 << 30).unwrap();
    assert_eq!(back.iterations(), 30);
    assert_eq!(back.spot(), game.spot());
    let line = Line(vec![Step::Action(0)]);
    let (a, b) = (game.node(&line).unwrap(), back.node(&line).unwrap());
    assert_eq!(a.strategy(), b.strategy());
    assert_eq!(back.figures(), game.figures());
    // One byte changed, the end cut off, another file: each a clear error.
    let mut damaged = bytes.clone();
    let middle = damaged.len() / 2;
    damaged[middle] ^= 1;
    let e = load(damaged.as_slice(), 1 << 30).unwrap_err().to_string();
    assert!(e.contains("damaged"), "{e}");
    let e = load(&bytes[..bytes.len() - 3], 1 << 30)
        .unwrap_err()
        .to_string();
    assert!(e.contains("damaged"), "{e}");
    let e = load(&b"hello"[..], 1 << 30).unwrap_err().to_string();
    assert!(e.contains("not a pokerlab solve file"), "{e}");
}

#[test]
fn a_tree_over_the_memory_limit_is_refused_with_its_size() {
    let e = Game::new(river_spot(), 10_000).unwrap_err().to_string();
    assert!(e.contains("MiB, more than the limit"), "{e}");
}

#[test]
fn a_solve_job_reports_progress_stops_at_its_budget_and_cancels() {
    use pokerlab::jobs::Pool;
    use pokerlab::solver::spawn_solve;
    use std::time::Duration;
    let pool = Pool::with_threads(2).unwrap();
    // To the target: the finished game is published with the figures of its last check.
    let settings = SolveSettings {
        target_percent: 0.5,
        ..SolveSettings::default()
    };
    let game = Game::new(river_spot(), 1 << 30).unwrap();
    let done = spawn_solve(&pool, game, settings, || {}).wait();
    assert!(done.done && done.error.is_none() && done.progress == 1.0);
    let state = done.value;
    assert_eq!(state.progress.stop, Some(StopReason::Target));
    let game = state.game.unwrap();
    assert_eq!(game.iterations(), state.progress.iterations);
    let e = state.progress.exploitability_percent.unwrap();
    assert!((game.exploitability_percent() - e).abs() < 1e-9 && e <= 0.5);
    // A time budget stops a target that cannot be reached.
    let settings = SolveSettings {
        target_percent: 1e-9,
        max_iterations: u32::MAX,
        time_limit: Some(Duration::from_millis(200)),
        check_every: 5,
    };
    let game = Game::new(river_spot(), 1 << 30).unwrap();
    let state = spawn_solve(&pool, game, settings, || {}).wait().value;
    assert_eq!(state.progress.stop, Some(StopReason::Time));
    assert!(state.progress.elapsed >= Duration::from_millis(200));
    // Cancelled: it stops, and claims nothing.
    let settings = SolveSettings {
        time_limit: None,
        ..settings
    };
    let game = Game::new(river_spot(), 1 << 30).unwrap();
    let job = spawn_solve(&pool, game, settings, || {});
    std::thread::sleep(Duration::from_millis(50));
    job.cancel();
    let done = job.wait();
    assert!(done.done && done.cancelled && done.value.game.is_none());
}

#[test]
fn a_stopped_solve_hands_its_game_over_then_measures_it() {
    use pokerlab::jobs::Pool;
    use pokerlab::solver::spawn_stoppable_solve;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::{Duration, Instant};
    let pool = Pool::with_threads(2).unwrap();
    let settings = SolveSettings {
        target_percent: 1e-9,
        max_iterations: u32::MAX,
        time_limit: None,
        check_every: 1_000_000,
    };
    let game = Game::new(river_spot(), 1 << 30).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let job = spawn_stoppable_solve(&pool, game, settings, Arc::clone(&stop), || {});
    // Progress between checks: iterations counted before any exploitability is measured.
    let start = Instant::now();
    while job.read(|s| s.progress.iterations) < 3 {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no progress published"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(job.read(|s| s.progress.exploitability_percent).is_none());
    stop.store(true, Ordering::Relaxed);
    let state = job.wait().value;
    assert_eq!(state.progress.stop, Some(StopReason::Cancelled));
    let game = state.game.unwrap();
    assert_eq!(game.iterations(), state.progress.iterations);
    // Measured after the game was handed over, before the job ended.
    let e = state.progress.exploitability_percent.unwrap();
    assert!((game.exploitability_percent() - e).abs() < 1e-9);
}
