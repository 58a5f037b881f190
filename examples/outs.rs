//! Keith Rule's outs ("Poker for programmers", 2006): unseen cards that improve a hand by category, beyond what the board
//! alone makes, and (given opponents' hands) past every opponent.
//!
//! ```text
//! cargo run --release --example outs
//! ```

use pokerlab::equity::outs::{cards_high_first, outs};
use pokerlab::{CardSet, Category};

fn show(
    title: &str,
    pocket: &str,
    board: &str,
    opponents: &[&str],
) -> Result<(), Box<dyn std::error::Error>> {
    let opponents: Vec<CardSet> = opponents
        .iter()
        .map(|o| o.parse())
        .collect::<Result<_, _>>()?;
    let o = outs(pocket.parse()?, board.parse()?, &opponents, CardSet::EMPTY)?;
    println!("{title}: [{pocket}] {board} : Outs Count {}", o.count());
    let groups = o.by_category();
    for category in Category::ALL.iter().rev() {
        let cards = groups[category.index()];
        if !cards.is_empty() {
            let names: Vec<String> = cards_high_first(cards)
                .iter()
                .map(|c| c.to_string())
                .collect();
            println!("  {:<16} {}", category.name(), names.join(" "));
        }
    }
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The blog's example: two pair and trips outs, but no kicker cards.
    show("Aces on K-8-9", "As Ac", "Kd 8h 9c", &[])?;
    // Textbook draws against a made hand.
    show("Flush draw", "8h 7h", "Kh 9h 2c", &["Kc Qd"])?;
    show("Open-ended straight draw", "8c 7d", "9h 6s 2c", &["Ah 9d"])?;
    show("Gutshot", "8c 7d", "Th 6s 2c", &["Ah Tc"])?;
    show("Two overcards", "Ac Kd", "8c 5h 2s", &["8h Qd"])?;
    Ok(())
}
