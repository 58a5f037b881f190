//! The equity engine: who wins how often, exactly or by sampling, as background jobs.
//!
//! * [`EquityRequest`] says what to compute: 2 to 10 players ([`PlayerSpec`]: known hole
//!   cards, a random hand, or a [range](crate::range) of hands with weights), a board of 0, 3,
//!   4 or 5 cards, dead cards, and a [`Method`]. Every engine deals a player's combos from the
//!   same [`LiveCombos`]: card removal and weights are the same whichever counts.
//! * Exact counts of two or three players with ranges or random hands enumerate the boards
//!   and count every matchup on each with card-removal arithmetic (`runouts.rs`,
//!   `showdown.rs`): `QQ+,AKs` against `22+,A2s+,KTs+,AJo+` on a flop in about 2 ms, against
//!   two random hands in about a tenth of a second.
//! * [`calculate`] answers on the calling thread; an [`Engine`] answers on its own thread pool
//!   as a cancellable, progressive [`EquityJob`] (a quick Monte Carlo estimate first, then the
//!   exact count).
//! * Answers are [`EquityResult`]s over an [`EquityTally`] of exact integer counts: wins, ties,
//!   split shares (in 1/2520ths of a pot) and final hand categories per player.
//! * Two players before the flop with no dead cards are summed from a checked-in table of
//!   every heads-up matchup ([`preflop_matchups`]): a few milliseconds for any two ranges.
//! * [`vs_random`] is the average opponent behind the Odds Grid, with a precomputed preflop
//!   table ([`preflop_table`]); [`outs`] finds the cards that improve a hand.
//! * Jobs run on the program's one pool of [`crate::jobs`]; an [`Engine`] is a handle to it.
//!
//! ```
//! use pokerlab::equity::{calculate, EquityRequest};
//! use pokerlab::format::percent;
//! // The example of Keith Rule's HoldemHand article: As Ks against Jd Jc, with the 2h and 8s known to be dead.
//! let request = EquityRequest::parse(&["As Ks", "Jd Jc"])?.with_dead("2h 8s".parse()?);
//! let result = calculate(&request).unwrap();
//! println!("AsKs {}  JdJc {}", percent(result.equity(0)), percent(result.equity(1)));
//! assert!((result.equity(0) - 0.46).abs() < 0.01);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod classes;
mod combos;
pub mod timing_spots;
pub use combos::{ComboEquity, combo_distribution, combo_equities, combo_equities_cost};
mod deals;
mod engine;
mod enumeration;
mod holdings;
mod live_combos;
pub mod matchup;
pub mod monte_carlo;
mod oracle;
pub mod outs;
pub mod player;
pub mod preflop_matchups;
pub mod preflop_table;
mod progressive;
pub use progressive::ProgressSnapshot;
pub mod request;
pub mod result;
mod runouts;
mod showdown;
pub(crate) mod symmetry;
pub mod tally;
pub mod vs_random;

pub use classes::{
    ClassCounts, ClassEquities, ClassEquity, ClassTally, ClassesJob, ClassesSnapshot,
    choose_classes_method, class_equities,
};
pub use engine::{
    AUTO_EXACT_COST, Engine, EngineError, EquityError, EquityJob, EquitySnapshot, calculate,
    check_request, choose_method,
};
pub use enumeration::estimate_cost;
pub use holdings::Holdings;
pub use live_combos::{LiveCombos, MAX_DENOMINATOR};
pub use oracle::brute_force;
pub use player::{HoleCards, PlayerError, PlayerSpec};
pub use request::{
    CardPlace, DEFAULT_SEED, EXACT_COST_LIMIT, EquityRequest, MAX_MONTE_CARLO_TIME, MAX_PLAYERS,
    MIN_PLAYERS, Method, MonteCarloLimits, RequestError, max_monte_carlo_samples,
};
pub use result::{EquityResult, MethodUsed};
pub use tally::{EquityTally, PlayerTally, SHARE_UNITS};

#[cfg(test)]
mod tests;
