//! The trainer (issue 32, `pokerlab::practice`) against answers found another way: the closed
//! form of the analytic river game for its grades, the solver's own strategy for the opponent's
//! sampled actions (χ²), and enumerations of every pair of combos and every board for the
//! dealing (χ²).

mod dealing;
mod grading;
mod hand_play;
mod sampling;

use std::sync::atomic::AtomicBool;

use pokerlab::solver::{Game, SolveSettings, Spot, StopReason, solve};

/// The analytic river game: OOP holds only queens and can only check; IP holds aces (the
/// nuts) or T4 (air) and may bet the pot once; OOP then calls or folds. At equilibrium
/// (Chen and Ankenman's clairvoyance game, as in `tests/it/solver.rs`) IP bluffs b/(P+b) per
/// value bet and OOP calls P/(P+b). No card of one range blocks the other.
pub(super) fn analytic_game() -> Game {
    let spot = Spot {
        oop: "QQ".parse().unwrap(),
        ip: "AA,T4".parse().unwrap(),
        board: "Kh 9c 6d 3s 2h".parse().unwrap(),
        pot: POT,
        stack: 10.0 * POT,
        bets: "100; river.oop=-".parse().unwrap(),
        raises: "".parse().unwrap(),
        raise_cap: 0,
        all_in_threshold: 0.0,
    };
    let mut game = Game::new(spot, 1 << 30).unwrap();
    let settings = SolveSettings {
        target_percent: 0.02,
        max_iterations: 20_000,
        ..SolveSettings::default()
    };
    let done = solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
    assert_eq!(done.stop, Some(StopReason::Target), "{done:?}");
    game
}

/// The analytic game's pot (and bet).
pub(super) const POT: f64 = 100.0;

/// The χ² statistic of `observed` counts against `expected` counts.
pub(super) fn chi_square(observed: &[u64], expected: &[f64]) -> f64 {
    observed
        .iter()
        .zip(expected)
        .filter(|(_, e)| **e > 0.0)
        .map(|(&o, &e)| (o as f64 - e).powi(2) / e)
        .sum()
}

/// The χ² value a statistic of `df` degrees of freedom exceeds with probability 0.001
/// (Wilson and Hilferty's approximation; z = 3.09).
pub(super) fn chi_square_limit(df: usize) -> f64 {
    let df = df as f64;
    let a = 2.0 / (9.0 * df);
    df * (1.0 - a + 3.09 * a.sqrt()).powi(3)
}
