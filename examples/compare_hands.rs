//! Compare two hands on a board and print their descriptions — HoldemHand's first
//! snippet, on pokerlab.
//!
//! `cargo run --release --example compare_hands`

use std::cmp::Ordering;

use pokerlab::{CardError, CardSet, evaluate};

fn main() -> Result<(), CardError> {
    let board: CardSet = "4d 5d 6c 3c 2d".parse()?;
    let player1: CardSet = "Ac As".parse()?;
    let player2: CardSet = "Ad Ks".parse()?;
    // A card shared by a hand and the board is a mistake worth catching.
    let mut all = board;
    all.try_union(player1)?;
    all.try_union(player2)?;

    let value1 = evaluate(player1 | board);
    let value2 = evaluate(player2 | board);
    // Both hands play the board's straight, six high.
    println!("Player 1: {value1}");
    println!("Player 2: {value2}");
    match value1.cmp(&value2) {
        Ordering::Greater => println!("Player 1's hand is stronger"),
        Ordering::Less => println!("Player 2's hand is stronger"),
        Ordering::Equal => println!("The hands tie"),
    }
    Ok(())
}
