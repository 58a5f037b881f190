//! Count the seven-card hands that share a partial hand, by category — HoldemHand's
//! `Hand.Hands(shared, dead, 7)` snippets (iterator and inlined loop), on pokerlab.
//!
//! `cargo run --release --example count_hands`

use pokerlab::enumerate::{for_each_combination, hands};
use pokerlab::{CardError, CardSet, Category, Hand, evaluate};

fn main() -> Result<(), CardError> {
    let partial: CardSet = "Ac As 4d 5d 6c".parse()?;
    let dead = CardSet::EMPTY;

    // The iterator: every 7-card hand holding the partial hand.
    let mut counts = [0u64; 9];
    for hand in hands(partial, dead, 7) {
        counts[evaluate(hand).category().index()] += 1;
    }
    println!("Total hands to check: {}", counts.iter().sum::<u64>());
    for category in Category::ALL.iter().rev() {
        println!("{:>16}: {}", category.name(), counts[category.index()]);
    }

    // The inlined loop: the partial hand's accumulator is built once, and each completion
    // adds two cards to it instead of evaluating seven cards from scratch.
    let base = Hand::from_cards(partial);
    let mut again = [0u64; 9];
    for_each_combination(CardSet::FULL - partial - dead, 2, |two| {
        again[base.add_all(two).evaluate().category().index()] += 1;
    });
    assert_eq!(counts, again, "both ways visit the same hands");
    Ok(())
}
