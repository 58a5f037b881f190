//! The solver's benchmark spots, shared by `pokerlab bench` (ids `solve_river`,
//! `solve_turn_2t`, `solve_flop_2t`) and the criterion bench `benches/solver.rs`, so both
//! time the same work.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use super::game::Game;
use super::job::{SolveSettings, solve};
use super::spot::Spot;

/// The out-of-position range of every bench spot: 236 combos on the river board.
pub const BENCH_OOP: &str = "22+,A2s+,K9s+,Q9s+,J9s+,T8s+,97s+,86s+,76s,65s,ATo+,KJo+,QJo";
/// The in-position range of every bench spot: 158 combos on the river board.
pub const BENCH_IP: &str = "33+,A8s+,KTs+,QTs+,J9s+,T9s,98s,87s,AJo+,KQo";

/// The out-of-position range of the small flop spot.
pub const SMALL_OOP: &str = "TT+,AQs+,AKo";
/// The in-position range of the small flop spot.
pub const SMALL_IP: &str = "JJ+,AJs+,KQs";

/// A bench spot and its stopping rule, by id: `solve_river` (two bet sizes and all-in, one
/// raise size, to 0.3 % of the pot), `solve_turn` (two turn sizes, one river size and all-in,
/// one raise, to 0.3 %), `solve_flop` (one size per street and all-in, to 0.5 %),
/// `solve_flop_small` (the flop board with narrow ranges, [`SMALL_OOP`] and [`SMALL_IP`], one
/// 66 % bet a street, an all-in raise, 20 iterations: small enough for `pokerlab bench`).
pub fn bench_spot(id: &str) -> Option<(Spot, SolveSettings)> {
    let (board, bets, raises, target) = match id {
        "solve_river" => ("Ks 9d 6h 4c 2s", "50,100,a", "100", 0.3),
        "solve_turn" => ("Ks 9d 6h 4c", "50,100; river=75,a", "100", 0.3),
        "solve_flop" => ("Ks 9d 6h", "66,a", "a", 0.5),
        "solve_flop_small" => ("Ks 9d 6h", "66", "a", 0.0001),
        _ => return None,
    };
    let (oop, ip) = match id {
        "solve_flop_small" => (SMALL_OOP, SMALL_IP),
        _ => (BENCH_OOP, BENCH_IP),
    };
    let spot = Spot {
        oop: oop.parse().ok()?,
        ip: ip.parse().ok()?,
        board: board.parse().ok()?,
        pot: 100.0,
        stack: 400.0,
        bets: bets.parse().ok()?,
        raises: raises.parse().ok()?,
        raise_cap: 1,
        all_in_threshold: 0.1,
    };
    let settings = SolveSettings {
        target_percent: target,
        max_iterations: if id == "solve_flop_small" { 20 } else { 5_000 },
        time_limit: Some(Duration::from_secs(600)),
        check_every: 10,
    };
    Some((spot, settings))
}

/// What one bench solve took and reached.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BenchSolve {
    /// Wall time, tree building included.
    pub time: Duration,
    /// Iterations run.
    pub iterations: u32,
    /// The exploitability reached, in % of the pot.
    pub exploitability_percent: f64,
    /// The tree's estimated memory, in bytes.
    pub memory_bytes: u64,
}

/// Builds and solves the bench spot `id` on the current rayon pool.
pub fn bench_solve(id: &str) -> Option<BenchSolve> {
    let (spot, settings) = bench_spot(id)?;
    let start = Instant::now();
    let mut game = Game::new(spot, 8 << 30).ok()?;
    let done = solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
    Some(BenchSolve {
        time: start.elapsed(),
        iterations: done.iterations,
        exploitability_percent: done.exploitability_percent.unwrap_or(f64::NAN),
        memory_bytes: game.memory_bytes(),
    })
}
