//! The discount schedule measured (issue 30): iterations to 1 %, 0.5 % and 0.3 % of the pot
//! with the exploitability checked after every iteration, per spot and schedule. A measuring
//! driver, not a test: `cargo test --release -p pokerlab --lib schedule_tests -- --ignored
//! --nocapture` (`SPOTS=river,turn,...`, `SCHEDULES=...`, `COMPRESS=1`, `CURVES=file`, `UNTIL=0.2`: go on to
//! that exploitability).

use std::io::Write;

use super::cfr::{Discounts, Schedule};
use super::game::{Game, GameOptions};
use super::spot::Spot;
use super::timing_spots::{BENCH_IP, BENCH_OOP, bench_spot};

const TARGETS: [f64; 3] = [1.0, 0.5, 0.3];

fn spot_named(name: &str) -> Option<Spot> {
    let turn = |board: &str| {
        Spot {
            oop: "AA,66,44,AK,KQ,K9s,QJs,JTs,T8s,87s,75s,A5s,A4s"
                .parse()
                .ok()?,
            ip: "KK,99,QQ,JJ,TT,AK,KQ,KJs,KTs,QTs,98s,87s,A5s,65s"
                .parse()
                .ok()?,
            board: board.parse().ok()?,
            pot: 100.0,
            stack: 400.0,
            bets: "50; river=75,a".parse().ok()?,
            raises: "100".parse().ok()?,
            raise_cap: 1,
            all_in_threshold: 0.0,
        }
        .into()
    };
    match name {
        "river" => bench_spot("solve_river").map(|s| s.0),
        "benchturn" => bench_spot("solve_turn").map(|s| s.0),
        "flop" => bench_spot("solve_flop").map(|s| s.0),
        "turn" => turn("Ks 9d 6h 4c"),
        "turn2" => turn("Ks 9s 6h 4h"),
        "flopsmall" => {
            let (mut spot, _) = bench_spot("solve_flop_small")?;
            spot.oop = BENCH_OOP.parse().ok()?;
            spot.ip = BENCH_IP.parse().ok()?;
            Some(spot)
        }
        _ => None,
    }
}

/// A schedule by name: `classic` (main's), `pfs` (postflop-solver's: `g3+restart+lag+noreach`),
/// or `+`-joined changes to the classic one: `gN` (γ = N), `restart`, `lag`, `noreach`.
fn schedule_named(name: &str) -> Option<Schedule> {
    let name = if name == "pfs" {
        "g3+restart+lag+noreach"
    } else {
        name
    };
    let mut s = Schedule::CLASSIC;
    for part in name.split('+') {
        match part {
            "classic" => {}
            "restart" => s.restart = true,
            "lag" => s.alpha_lag = true,
            "noreach" => s.by_reach = false,
            g => s.strategy_power = g.strip_prefix('g')?.parse().ok()?,
        }
    }
    Some(s)
}

#[test]
#[ignore = "a measurement: minutes"]
fn iterations_to_targets() {
    let var = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_owned());
    let spots = var("SPOTS", "river,turn,turn2,benchturn");
    let schedules = var("SCHEDULES", "classic,pfs");
    let compress = var("COMPRESS", "0") == "1";
    let max: u32 = var("MAX", "1500").parse().unwrap_or(1500);
    let until: f64 = var("UNTIL", "0.3").parse().unwrap_or(0.3);
    let mut curves = std::env::var("CURVES")
        .ok()
        .and_then(|p| std::fs::File::create(p).ok());
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap_or_else(|e| panic!("{e}"));
    for spot_name in spots.split(',') {
        for schedule_name in schedules.split(',') {
            let spot = spot_named(spot_name).unwrap_or_else(|| panic!("spot {spot_name}"));
            let schedule =
                schedule_named(schedule_name).unwrap_or_else(|| panic!("{schedule_name}"));
            let options = GameOptions {
                compress,
                ..GameOptions::default()
            };
            let mut game = Game::with_options(spot, options).unwrap_or_else(|e| panic!("{e}"));
            let mut reached = [None; TARGETS.len()];
            let mut curve = Vec::new();
            let start = std::time::Instant::now();
            pool.install(|| {
                let mut e = f64::INFINITY;
                while game.iterations() < max && e > until {
                    game.iterate_with(schedule);
                    // Every 5 iterations while far from the first target, then every one.
                    if e > 1.5 * TARGETS[0] && !game.iterations().is_multiple_of(5) {
                        continue;
                    }
                    e = game.exploitability_percent();
                    curve.push((game.iterations(), e));
                    for (slot, &target) in reached.iter_mut().zip(&TARGETS) {
                        if slot.is_none() && e <= target {
                            *slot = Some(game.iterations());
                        }
                    }
                }
            });
            println!(
                "SCHEDULE {spot_name} {schedule_name} compress={compress} to 1/0.5/0.3 %: {reached:?} ({:.1} s)",
                start.elapsed().as_secs_f64()
            );
            if let Some(f) = curves.as_mut() {
                let points: Vec<String> =
                    curve.iter().map(|(t, e)| format!("{t}:{e:.4}")).collect();
                let _ = writeln!(f, "{spot_name} {schedule_name} {}", points.join(" "));
            }
        }
    }
}

/// Each schedule's factors against the formulas written out for every iteration.
#[test]
fn the_schedules_discount_as_their_formulas_say() {
    let close = |a: f32, b: f64| (f64::from(a) - b).abs() <= 1e-6 * b.max(1.0);
    // α = 1.5 on `k` earlier iterations: k^1.5 / (k^1.5 + 1).
    let alpha = |k: f64| k.powf(1.5) / (k.powf(1.5) + 1.0);
    let pfs = schedule_named("pfs").unwrap_or_else(|| unreachable!());
    for t in 1..=1100u32 {
        let tf = f64::from(t);
        let classic = Discounts::of(Schedule::CLASSIC, t);
        assert!(close(classic.positive, alpha(tf - 1.0)), "{t}");
        assert!(close(classic.strategy, ((tf - 1.0) / tf).powi(2)), "{t}");
        assert!(close(classic.negative, if t == 1 { 0.0 } else { 0.5 }));
        assert!(classic.by_reach);
        let new = Discounts::of(Schedule::DEFAULT, t);
        assert!(close(new.positive, alpha((tf - 2.0).max(0.0))), "{t}");
        assert!(close(new.strategy, ((tf - 1.0) / tf).powi(4)), "{t}");
        assert!(close(new.negative, if t == 1 { 0.0 } else { 0.5 }));
        assert!(new.by_reach);
        // postflop-solver's clock: restarted at iterations 1, 2, 5, 17, 65, 257, 1025.
        let restart = [1u32, 2, 5, 17, 65, 257, 1025]
            .into_iter()
            .filter(|&r| r <= t)
            .max()
            .unwrap_or(1);
        let c = f64::from(t - restart);
        let d = Discounts::of(pfs, t);
        assert!(close(d.strategy, (c / (c + 1.0)).powi(3)), "{t}");
        assert!(close(d.positive, alpha((tf - 2.0).max(0.0))), "{t}");
        assert!(!d.by_reach);
    }
}
