//! One hand against the average opponent: every hand an opponent could hold, equally likely —
//! the Odds Grid of HoldemHand (Keith Rule's C# evaluator, 2005) and his blog's `Hand.WinOdds`.
//!
//! Against one opponent the answer is exact on every street, preflop included (2,097,572,400
//! matchups for a hand with no board). Three levers make that fast:
//! - **board-major**: each board is evaluated once for the hero, and the opponents on it are
//!   counted against that one value;
//! - **rank grouping**: on a board where no suit has three cards, no opponent can make a flush,
//!   so an opponent's value depends only on the ranks of the hole cards — 91 evaluations stand
//!   for up to 1,081 hands, each weighted by how many hands share its ranks. Where a flush is
//!   possible, only the hands holding enough cards of the flush suit are evaluated one by one
//!   (and hands with one flush card are grouped by the rank of the other);
//! - **suit isomorphism**: suits that the known cards (hand, board, dead) use identically are
//!   interchangeable, so only one board of each class is visited, weighted by the class size
//!   (up to 3! = 6 times less work preflop with a suited hand);
//! - **board classes** (preflop): a board's counts depend only on its rank multiset when no
//!   suit has three cards, and otherwise on its flush suit, that suit's ranks and the other
//!   ranks; so 60,000 to 100,000 classes, weighted by how many boards each holds, stand for
//!   the 2,118,760 boards (see `board_classes.rs`).
//!
//! Against 2 to 9 opponents the answer is Monte Carlo: each chunk of trials has its own
//! generator, seeded from the spot's seed and the chunk's number
//! ([`chunk_seed`](crate::jobs::chunk_seed), as every Monte Carlo job), so the result depends
//! on the seed and sample count, never on thread timing.
//!
//! Work is cut into chunks ([`VsRandomWork::chunk_count`], [`VsRandomWork::run_chunk`]) whose
//! tallies merge in any order ([`VsRandomTally::merge`]), so a job runner can run them on a
//! pool, report progress and cancel between chunks; [`VsRandomWork::run`] simply runs them all
//! on the pool it is called from ([`Pool::install`](crate::jobs::Pool::install)).
//!
//! The parts: `spot.rs` checks the question, `work.rs` plans and runs it (exact or Monte
//! Carlo, in chunks), `board_count.rs` counts every opponent hand on one board,
//! `board_classes.rs` groups preflop boards, and `odds.rs` holds the answer.

mod board_classes;
mod board_count;
mod odds;
mod spot;
mod work;

pub use odds::{CategoryOdds, VsRandom, VsRandomMethod, VsRandomTally};
pub use spot::{VsRandomError, VsRandomSpot};
pub use work::{ExactStrategy, VsRandomWork};

use super::tally::{CATEGORY_OF, SHARE_UNITS};
use crate::cards::CardSet;

/// The most opponents a spot may have (ten players in all).
pub const MAX_OPPONENTS: usize = 9;

/// Pot shares are counted in units of 1/2520 of a pot: 2520 is divisible by every split size
/// from 1 to 10, so k-way splits stay exact integers (the engine's [`SHARE_UNITS`]).
pub const SHARE_UNIT: u64 = SHARE_UNITS;

/// Monte Carlo trials used by [`VsRandomWork::auto`] for 2 or more opponents: a standard error
/// of at most 0.05% of a pot.
pub const DEFAULT_SAMPLES: u64 = 1_000_000;

/// Index of each outcome, from the hero's side, in the tally's arrays.
const WIN: usize = 0;
const TIE: usize = 1;
const LOSE: usize = 2;

/// The category index (0 = high card … 8 = straight flush) of a hand value.
#[inline(always)]
fn category_index(value: u16) -> usize {
    CATEGORY_OF[value as usize & 8191] as usize
}

/// Outcome index for the hero holding `hero` against a best opposing value `other`.
#[inline(always)]
fn outcome(hero: u16, other: u16) -> usize {
    (other > hero) as usize + (other >= hero) as usize
}

/// One hand against `opponents` random opponents: exact for one, Monte Carlo (with
/// [`DEFAULT_SAMPLES`]) for more, on the current rayon pool.
///
/// ```
/// use pokerlab::equity::vs_random::{vs_random, VsRandomMethod};
/// let odds = vs_random("As Ks".parse()?, "Ts Qs 2d".parse()?, Default::default(), 1)?;
/// assert_eq!(odds.method, VsRandomMethod::Exact);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn vs_random(
    hero: CardSet,
    board: CardSet,
    dead: CardSet,
    opponents: usize,
) -> Result<VsRandom, VsRandomError> {
    let spot = VsRandomSpot::new(hero, board, dead, opponents)?;
    Ok(VsRandomWork::auto(spot).run())
}

#[cfg(test)]
mod tests;
