//! A river spot solved to within 0.3% of the pot: top pairs and overpairs against a range with
//! draws that missed, a 75%-pot bet or all-in allowed. Prints how far the solve went, each
//! player's expected value, and what the first player does with its range at the root.
//!
//! ```text
//! cargo run --release --example solve_river
//! ```
//!
//! Solving is deterministic on the river (no cards to deal): `tests/outside-crate` runs it and
//! compares its output with a pinned copy.

use std::sync::atomic::AtomicBool;

use pokerlab::solver::{DEFAULT_MAX_MEMORY, Game, SolveSettings, Spot, solve};

fn main() {
    if let Err(e) = run() {
        eprintln!("solve_river: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let spot = Spot {
        oop: "AA,KK,QQ,JJ,AT,KT".parse()?,
        ip: "AK,AQ,KQ,JJ,98s,87s,Q9s".parse()?,
        board: "2c 7d Th Ts 3s".parse()?,
        pot: 100.0,
        stack: 200.0,
        bets: "75,a".parse()?,
        raises: "a".parse()?,
        raise_cap: 1,
        all_in_threshold: 0.1,
    };
    let mut game = Game::new(spot, DEFAULT_MAX_MEMORY)?;
    let settings = SolveSettings {
        target_percent: 0.3,
        ..SolveSettings::default()
    };
    let progress = solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
    let figures = game.figures();
    println!(
        "{} iterations, exploitability {:.3}% of the pot",
        progress.iterations, figures.exploitability_percent
    );
    println!(
        "EV: out of position {:.2}, in position {:.2} (pot 100)",
        figures.ev[0], figures.ev[1]
    );
    let root = game.root();
    if let Some(frequencies) = root.action_frequencies() {
        for (action, share) in root.actions().iter().zip(frequencies) {
            println!(
                "root: {action} {}",
                pokerlab::format::percent_places(share, 1)
            );
        }
    }
    Ok(())
}
