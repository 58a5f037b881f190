//! The hand evaluator: five to seven cards in, one comparable integer out.
//!
//! It belongs to the family of SKPokerEval and OMPEval. A [`Hand`] carries an additive key —
//! one multiplier per card's rank, chosen so that every multiset of up to seven ranks has its
//! own sum, plus a four-bit counter per suit — and the set of its cards. Evaluation tests the
//! suit counters for a flush (then looks up the flush suit's 13 rank bits in a 16 KB table) and
//! otherwise looks the rank key up in a row-displaced perfect-hash table of about 165 KB. All
//! tables are generated at build time by our own code (`table_gen.rs`), about 243 KB in all:
//! nothing is computed at start-up.
//!
//! The value is the hand's place among the 7,462 distinct five-card hands, so values compare
//! as integers and also name the hand ([`HandValue::description`]).
//!
//! On a flop or turn, [`classify_holding`] says what two hole cards hold in the words of range
//! tools: a [`MadeHand`] class (top pair, set, …) and the [`Draw`]s.

mod category;
mod hand;
mod hand_value;
pub mod holding;
mod partial;
mod rank_key;
pub(crate) mod table_gen;
mod tables;

pub use category::Category;
pub use hand::{Hand, evaluate};
pub use hand_value::HandValue;
pub use holding::{
    DRAW_GROUPS, DRAWS, Draw, Draws, Holding, MADE_GROUPS, MADE_HANDS, MadeGroup, MadeHand,
    classify_holding,
};
pub use partial::describe_partial;
pub(crate) use rank_key::{
    RANK_SLOTS, evaluate_flush_ranks, evaluate_rank_key, rank_key, rank_multiplier, rank_slot,
    ranks_key,
};

#[cfg(test)]
mod tests;
