//! HoldemHand's `Hand.WinOdds` (from Keith Rule's blog, 2006): the chance a hand wins against several random opponents,
//! by Monte Carlo (splits shared), with the preflop table's figure beside it.
//!
//! ```text
//! cargo run --release --example win_odds
//! ```

use pokerlab::CardSet;
use pokerlab::equity::preflop_table;
use pokerlab::equity::vs_random::{VsRandomSpot, VsRandomWork};
use pokerlab::range::HandClass;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pocket: CardSet = "As Ks".parse()?;
    // Five random opponents, no board: a million deals, reproducible from the seed.
    let spot = VsRandomSpot::new(pocket, CardSet::EMPTY, CardSet::EMPTY, 5)?;
    let odds = VsRandomWork::monte_carlo(spot, 1_000_000, 2006)?.run();
    println!(
        "{pocket} against five random hands: win {:.2}% (± {:.2}%), {} deals",
        100.0 * odds.equity(),
        100.0 * odds.std_error().unwrap_or(f64::NAN),
        odds.samples()
    );
    // The table holds AKs against 1 to 9 opponents.
    if let Some(class) = HandClass::from_cards(pocket) {
        for n in 1..=9 {
            if let Some(equity) = preflop_table::equity(class, n) {
                println!("  {class} against {n}: {:.2}%", 100.0 * equity);
            }
        }
    }
    Ok(())
}
