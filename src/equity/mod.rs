//! Equity engines: how often a hand wins, ties or loses, exactly or by sampling.
//!
//! This part holds the average-opponent engine behind the Odds Grid ([`vs_random`]), its
//! precomputed preflop table over the 169 starting hands ([`preflop_table`],
//! [`starting_hand`]) and outs ([`outs`]).

pub mod outs;
pub mod preflop_table;
pub mod starting_hand;
pub mod vs_random;
