//! Parse a seven-card hand, evaluate it, and show what the value means — HoldemHand's
//! `Hand.Evaluate(mask, 7)` snippet, on pokerlab.
//!
//! `cargo run --release --example evaluate_hand -- "Ac As 4d 5d 6c 7c 8d"`

use pokerlab::{CardSet, Hand};

fn main() {
    let text = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "Ac As 4d 5d 6c 7c 8d".to_owned());
    let cards: CardSet = match text.parse() {
        Ok(cards) => cards,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    if !(5..=7).contains(&cards.len()) {
        eprintln!("give 5 to 7 cards, not {}", cards.len());
        std::process::exit(2);
    }
    let value = Hand::from_cards(cards).evaluate();
    println!("cards:       {cards}");
    println!("value:       {} (of 7462; higher is better)", value.get());
    println!("category:    {}", value.category());
    println!("description: {}", value.description_with_kickers());
}
