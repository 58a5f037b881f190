//! Naming hands of fewer than five cards, as a table shows them before the board is out.

use super::{Category, evaluate};
use crate::cards::{CardSet, Rank};

/// The category and words for any hand of up to seven cards. From five cards on this is the
/// evaluator's answer; below five only pairs, trips and quads can show ("Pair of Aces",
/// "King high"). `None` for an empty hand or one of more than seven cards.
///
/// ```
/// use pokerlab::{describe_partial, CardSet, Category};
/// let pocket: CardSet = "Ah Ad".parse().unwrap();
/// assert_eq!(describe_partial(pocket), Some((Category::OnePair, "Pair of Aces".to_owned())));
/// let flop: CardSet = "Ah Kd Qc 7s 2s".parse().unwrap();
/// assert_eq!(describe_partial(flop).unwrap().1, "Ace high");
/// ```
pub fn describe_partial(cards: CardSet) -> Option<(Category, String)> {
    match cards.len() {
        0 => None,
        5..=7 => {
            let value = evaluate(cards);
            Some((value.category(), value.description()))
        }
        1..=4 => {
            let with = |n: u32| -> Vec<Rank> {
                Rank::ALL
                    .iter()
                    .rev()
                    .copied()
                    .filter(|&r| cards.count_rank(r) == n)
                    .collect()
            };
            let (quads, trips, pairs, singles) = (with(4), with(3), with(2), with(1));
            Some(if let Some(r) = quads.first() {
                (Category::FourOfAKind, format!("Four {}", r.plural()))
            } else if let Some(r) = trips.first() {
                (
                    Category::ThreeOfAKind,
                    format!("Three of a Kind, {}", r.plural()),
                )
            } else if let [a, b, ..] = pairs.as_slice() {
                (
                    Category::TwoPair,
                    format!("Two Pair, {} and {}", a.plural(), b.plural()),
                )
            } else if let Some(r) = pairs.first() {
                (Category::OnePair, format!("Pair of {}", r.plural()))
            } else {
                let high = singles.first().copied().unwrap_or(Rank::Two);
                (Category::HighCard, format!("{} high", high.name()))
            })
        }
        _ => None,
    }
}
