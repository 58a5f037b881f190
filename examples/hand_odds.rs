//! HoldemHand's Hand Odds example: two hands, two dead cards, every board counted.
//!
//! `cargo run --release --example hand_odds`

use pokerlab::CardSet;
use pokerlab::equity::{EquityRequest, calculate};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let players = ["As Ks", "Jd Jc"];
    let dead: CardSet = "2h 8s".parse()?;
    let request = EquityRequest::parse(&players)?.with_dead(dead);
    let result = calculate(&request)?;
    println!(
        "{} boards ({}), dead {dead}, {:.1} ms",
        result.samples(),
        result.method,
        result.elapsed.as_secs_f64() * 1e3
    );
    for (i, hand) in players.iter().enumerate() {
        println!(
            "{hand}: win {:6.2}%  tie {:5.2}%  equity {:6.2}%",
            100.0 * result.win(i),
            100.0 * result.tie(i),
            100.0 * result.equity(i)
        );
    }
    Ok(())
}
