//! HoldemHand's Odds Grid: a hand against every possible opponent hand, on a flop.
//!
//! ```text
//! cargo run --release --example odds_grid
//! ```
//!
//! As Ks on Ts Qs 2d, as in the article: for each category, how often the player ends with it
//! and wins with it, and how often the opponent beats the player with it.

use pokerlab::equity::vs_random::{VsRandomError, VsRandomSpot, VsRandomWork};
use pokerlab::{CardSet, Category};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pocket: CardSet = "As Ks".parse()?;
    let board: CardSet = "Ts Qs 2d".parse()?;
    let spot = VsRandomSpot::new(pocket, board, CardSet::EMPTY, 1)?;
    let odds = VsRandomWork::exact(spot)?.run();

    println!("{pocket} on {board}: {} matchups", odds.samples());
    println!("{:<16} {:>10} {:>10}", "", "Player", "Opponent");
    for category in Category::ALL {
        // HoldemHand's figure: wins with the category, ties counted half.
        let player = odds.player(category);
        let opponent = odds.opponent(category);
        println!(
            "{:<16} {:>9.1}% {:>9.1}%",
            category.name(),
            100.0 * (player.win + player.tie / 2.0),
            100.0 * (opponent.win + opponent.tie / 2.0)
        );
    }
    println!(
        "Win {:.2}%  Tie {:.2}%  Lose {:.2}%  Equity {:.2}%",
        100.0 * odds.win(),
        100.0 * odds.tie(),
        100.0 * odds.lose(),
        100.0 * odds.equity()
    );

    // The same question with too short a board is refused, never guessed.
    let bad = VsRandomSpot::new(pocket, "Ts Qs".parse()?, CardSet::EMPTY, 1);
    assert_eq!(bad, Err(VsRandomError::BoardSize { found: 2 }));
    Ok(())
}
