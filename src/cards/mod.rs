//! Cards, ranks, suits and sets of cards: the vocabulary of every other module.
//!
//! A [`Card`] is one byte; a [`CardSet`] is 52 bits of a `u64`, so hands, boards and dead
//! cards combine with bit operations. Parsing accepts what people type (`AsKs`, `10h`, `Q♠`)
//! and rejects anything else with a [`CardError`] that names the bad text.

mod card;
mod card_set;
mod error;
mod parse;
mod rank;
mod suit;

pub use card::Card;
pub use card_set::{CardSet, CardSetIter};
pub use error::CardError;
pub use parse::{parse_cards, parse_exact};
pub use rank::Rank;
pub use suit::Suit;

#[cfg(test)]
mod tests;
