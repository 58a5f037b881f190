//! What can go wrong when reading cards, each case naming the offending text.

use thiserror::Error;

use super::Card;
use crate::format::escape_controls;

/// An error reading or combining cards. Every variant names the token at fault, so a message
/// shown to a user points at what to fix; control characters in it are shown escaped
/// ([`escape_controls`](crate::format::escape_controls)), so that the text quoted cannot
/// hide or rearrange the message.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CardError {
    /// The rank character is not one of `2`–`9`, `T`/`10`, `J`, `Q`, `K`, `A`.
    #[error("unknown rank in `{}`: ranks are 2-9, T (or 10), J, Q, K, A", escape_controls(.token))]
    UnknownRank {
        /// The text of the card that failed.
        token: String,
    },
    /// The suit character is not one of `c d h s` or `♣ ♦ ♥ ♠`.
    #[error("unknown suit in `{}`: suits are c, d, h, s (or ♣ ♦ ♥ ♠)", escape_controls(.token))]
    UnknownSuit {
        /// The text of the card that failed.
        token: String,
    },
    /// A rank with nothing after it.
    #[error(
        "`{}` has no suit: write a card as rank then suit, like As or Td",
        escape_controls(.token)
    )]
    MissingSuit {
        /// The lone rank.
        token: String,
    },
    /// The same card appears twice (in one list, or across hands, board and dead cards).
    #[error("card {card} is given twice")]
    Duplicate {
        /// The repeated card.
        card: Card,
    },
    /// A list has the wrong number of cards for its purpose.
    #[error("expected {expected} cards, found {found} in `{}`", escape_controls(.input))]
    WrongCount {
        /// How many were wanted, in words ("2", "5 to 7", "0, 3, 4 or 5").
        expected: String,
        /// How many were given.
        found: usize,
        /// The text as given.
        input: String,
    },
}
