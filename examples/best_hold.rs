//! HoldemHand's "best cards to hold" program on pokerlab's engine.
//!
//! The original tried all 32 hold masks, and for each one summed the pay of every possible
//! draw (2.6 million hand evaluations in all), keeping the best average. Here the same
//! question is answered exactly — and for all 32 holds at once — from the shared draw tallies.
//!
//! ```text
//! cargo run --release --example best_hold                      # the article's hand
//! cargo run --release --example best_hold -- "Jh Td 9c 8s 2h"  # any five cards
//! ```

use pokerlab::parse_exact;
use pokerlab::video_poker::{Bet, HoldEvaluator, PayTable};

fn main() {
    // The article's hand: As Ks Kh 4s 4d, at five coins on a 9/6 Jacks or Better machine.
    let text = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "as ks kh 4s 4d".to_owned());
    let cards = match parse_exact(&text, 5) {
        Ok(cards) => cards,
        Err(e) => {
            eprintln!("best_hold: {e}");
            std::process::exit(2);
        }
    };
    let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
    let analysis = match evaluator.analyze(&cards) {
        Ok(analysis) => analysis,
        Err(e) => {
            eprintln!("best_hold: {e}");
            std::process::exit(2);
        }
    };

    let best = analysis.best();
    println!("Best EV: {:.4}", best.ev.to_f64());
    for (i, card) in cards.iter().enumerate() {
        if best.mask.is_held(i) {
            println!("{card}\t Hold");
        } else {
            println!("{card}");
        }
    }
}
