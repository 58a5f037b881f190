//! The risk figures of video poker (issue 20) against a slow simulation written here: sessions
//! of hands drawn from the per-hand result distribution, counted plainly. The exact figures
//! must lie within four standard errors of the simulated ones.

use pokerlab::video_poker::{HandResults, PayTable, analyze};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Simulates `sessions` sessions of `hands` hands: how many lost `bankroll` bets (had less
/// than one bet left at some point), and each session's final result.
fn simulate(results: &HandResults, bankroll: f64, hands: u32, sessions: u32) -> (u32, Vec<f64>) {
    let outcomes: Vec<(f64, f64)> = results.outcomes().collect();
    let mut rng = SmallRng::seed_from_u64(7);
    let mut ruined = 0;
    let mut finals = Vec::new();
    for _ in 0..sessions {
        let mut money = bankroll;
        let mut lost = false;
        let mut net = 0.0;
        for _ in 0..hands {
            let mut x: f64 = rng.random_range(0.0..1.0);
            let mut step = outcomes[outcomes.len() - 1].0;
            for &(value, p) in &outcomes {
                if x < p {
                    step = value;
                    break;
                }
                x -= p;
            }
            money += step;
            net += step;
            if money < 1.0 {
                lost = true;
            }
        }
        ruined += u32::from(lost);
        finals.push(net);
    }
    (ruined, finals)
}

#[test]
fn exact_risk_agrees_with_a_simulation() {
    for (name, bankroll, hands) in [
        ("jacks-or-better-9-6", 60.0, 600),
        ("deuces-wild", 80.0, 500),
        ("double-double-bonus-9-6", 100.0, 800),
    ] {
        let results = HandResults::of(&analyze(&PayTable::builtin(name).unwrap()));
        let sessions = 20_000;
        let (ruined, finals) = simulate(&results, bankroll, hands, sessions);
        let exact = results.ruin_probability(bankroll, hands);
        let simulated = f64::from(ruined) / f64::from(sessions);
        let se = (exact * (1.0 - exact) / f64::from(sessions)).sqrt();
        assert!(
            (simulated - exact).abs() <= 4.0 * se + 1e-4,
            "{name}: ruin exact {exact}, simulated {simulated} ± {se}"
        );
        let after = results.net_after(hands);
        for x in [-60.0, -20.0, 0.0, 20.0] {
            let exact = after.at_most(x);
            let simulated =
                finals.iter().filter(|&&r| r <= x + 1e-9).count() as f64 / f64::from(sessions);
            let se = (exact * (1.0 - exact) / f64::from(sessions)).sqrt();
            assert!(
                (simulated - exact).abs() <= 4.0 * se + 1e-4,
                "{name}: P(net ≤ {x}) exact {exact}, simulated {simulated} ± {se}"
            );
        }
    }
}

#[test]
fn the_distribution_has_the_mean_and_variance_of_its_hands() {
    let results = HandResults::of(&analyze(&PayTable::default()));
    let hands = 400;
    let after = results.net_after(hands);
    let total: f64 = after.points().map(|(_, p)| p).sum::<f64>() + after.above_ceiling();
    assert!((total - 1.0).abs() < 1e-9);
    // Below the ceiling the mean is exact; the lump above holds the rest of it.
    let mean_below: f64 = after.points().map(|(r, p)| r * p).sum();
    assert!(mean_below <= after.mean() + 1e-9);
    assert!((after.mean() - f64::from(hands) * (0.995_439_043_695 - 1.0)).abs() < 1e-6);
    assert!((after.std_dev().powi(2) - f64::from(hands) * results.variance()).abs() < 1e-6);
    assert!((results.variance() - 19.51468).abs() < 1e-5);
}

/// A plain dynamic program over (result → probability), in bets, written here: each hand,
/// every result whose bankroll still holds a bet plays (`stop`), the others stay put; without
/// `stop` every result plays. Exact, unbounded (no ceiling, no lump).
fn plain_dp(results: &HandResults, bankroll: f64, hands: u32, stop: bool) -> Vec<(i64, f64)> {
    use std::collections::BTreeMap;
    // Results in tenths of a bet, so tables paying tenths stay whole.
    let outcomes: Vec<(i64, f64)> = results
        .outcomes()
        .map(|(x, p)| ((x * 10.0).round() as i64, p))
        .collect();
    let start = (bankroll * 10.0).floor() as i64;
    let mut dist: BTreeMap<i64, f64> = BTreeMap::from([(0, 1.0)]);
    for _ in 0..hands {
        let mut next = BTreeMap::new();
        for (&net, &p) in &dist {
            if stop && start + net < 10 {
                *next.entry(net).or_insert(0.0) += p;
                continue;
            }
            for &(step, q) in &outcomes {
                *next.entry(net + step).or_insert(0.0) += p * q;
            }
        }
        dist = next;
    }
    dist.into_iter().collect()
}

#[test]
fn stopped_and_continued_distributions_match_a_plain_dp() {
    for (name, bankroll, hands) in [
        ("jacks-or-better-9-6", 12.0, 40),
        ("deuces-wild", 5.0, 30),
        ("double-double-bonus-9-6", 20.5, 35),
    ] {
        let results = HandResults::of(&analyze(&PayTable::builtin(name).unwrap()));
        for stop in [false, true] {
            let exact = if stop {
                results.net_after_stopping(bankroll, hands)
            } else {
                results.net_after(hands)
            };
            assert_eq!(exact.stopped_at_ruin_of().is_some(), stop);
            let plain = plain_dp(&results, bankroll, hands, stop);
            let top = exact.points().last().map_or(f64::MIN, |(r, _)| r);
            let mut kept = 0.0;
            for &(net, p) in &plain {
                let r = net as f64 / 10.0;
                if r > top + 1e-9 {
                    continue;
                }
                kept += p;
                let got: f64 = exact
                    .points()
                    .filter(|&(x, _)| (x - r).abs() < 1e-9)
                    .map(|(_, q)| q)
                    .sum();
                assert!(
                    (got - p).abs() < 1e-12,
                    "{name} stop={stop} at {r}: {got} vs {p}"
                );
            }
            assert!((exact.above_ceiling() - (1.0 - kept)).abs() < 1e-12);
            let mean: f64 = plain.iter().map(|&(n, p)| n as f64 / 10.0 * p).sum();
            let var: f64 = plain
                .iter()
                .map(|&(n, p)| p * (n as f64 / 10.0 - mean).powi(2))
                .sum();
            assert!(
                (exact.mean() - mean).abs() < 1e-9,
                "{name} stop={stop} mean"
            );
            assert!(
                (exact.std_dev() - var.sqrt()).abs() < 1e-9,
                "{name} stop={stop} sd"
            );
            if stop {
                // Its mass below one bet of bankroll is the chance of ruin.
                let ruin: f64 = exact
                    .points()
                    .filter(|&(r, _)| bankroll + r < 1.0 - 1e-9)
                    .map(|(_, p)| p)
                    .sum();
                let expected = results.ruin_probability(bankroll, hands);
                assert!(
                    (ruin - expected).abs() < 1e-12,
                    "{name}: {ruin} vs {expected}"
                );
                assert!(ruin > 0.0);
                // Stopping changes the distribution: no result below −bankroll − a bet's loss.
                assert!(exact.points().all(|(r, _)| r >= -bankroll - 1.0));
            } else {
                assert!(
                    exact
                        .points()
                        .next()
                        .is_some_and(|(r, _)| r == -f64::from(hands))
                );
            }
        }
    }
}
