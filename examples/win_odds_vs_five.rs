//! The seed blog's "win odds against several opponents": how often a hand wins against five
//! random opponents, by Monte Carlo, on the engine's thread pool.
//!
//! `cargo run --release --example win_odds_vs_five [HAND] [BOARD]`

use std::time::Duration;

use pokerlab::CardSet;
use pokerlab::equity::{Engine, EquityRequest, Method, MonteCarloLimits, PlayerSpec};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let hand = args.next().unwrap_or_else(|| "As Ks".to_owned());
    let board: CardSet = args.next().unwrap_or_default().parse()?;
    let mut players = vec![PlayerSpec::parse(&hand)?];
    players.extend(std::iter::repeat_n(PlayerSpec::Random, 5));
    let request = EquityRequest::new(players)
        .with_board(board)
        .with_method(Method::MonteCarlo)
        .with_limits(MonteCarloLimits {
            samples: Some(5_000_000),
            time: Some(Duration::from_secs(10)),
            std_error: Some(0.0005),
        });
    let engine = Engine::new()?;
    let result = engine.run(&request)?;
    println!(
        "{hand} against five random hands{}: wins {:.2}%, ties {:.2}%, equity {:.2}% ± {:.2}%",
        if board.is_empty() {
            String::new()
        } else {
            format!(" on {board}")
        },
        100.0 * result.win(0),
        100.0 * result.tie(0),
        100.0 * result.equity(0),
        100.0 * result.player_std_error(0).unwrap_or(0.0),
    );
    println!(
        "{} trials on {} threads in {:.0} ms",
        result.samples(),
        engine.threads(),
        result.elapsed.as_secs_f64() * 1e3
    );
    Ok(())
}
