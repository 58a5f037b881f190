//! A heads-up postflop solver: the equilibrium strategies of both players from a flop, turn or
//! river, with the exploitability of the answer always known.
//!
//! A [`Spot`] says who holds what (two [`Range`](crate::range::Range)s), the board, the pot,
//! the effective stack and the bets allowed ([`BetSizes`], a raise cap, an all-in threshold).
//! [`Game::new`] builds its tree — refusing one that would not fit in the memory allowed — and
//! [`Game::iterate`] runs Discounted CFR (Brown & Sandholm 2019) over whole ranges at once, in
//! f32, with showdowns in time linear in the combos and card removal throughout
//! (`terminal.rs`; a river subtree's showdowns several at a time, `terminal/lanes.rs`). Turn and river cards are chance nodes, walked in parallel on the current
//! rayon pool (and so are a decision's actions above the river); where a permutation of the suits leaves the spot unchanged (a monotone or
//! two-tone board), cards that it maps onto each other share one subtree (`symmetry.rs`).
//!
//! [`Game::figures`] computes each player's exact best response to the other's average
//! strategy; the **exploitability** is the mean of the two best-response gains, in % of the
//! starting pot. [`solve`] iterates until a target exploitability, an iteration or time budget,
//! or a cancel flag; [`spawn_solve`] runs it as a job of [`crate::jobs`] with progress.
//!
//! Once solved, [`Game::node`] walks the tree by a [`Line`] of actions and dealt cards, and a
//! [`NodeView`] answers what a study tool asks: who acts, the actions, each combo's strategy,
//! the overall action frequencies, each combo's EV and equity, the reach-weighted ranges.
//! [`save`] and [`load`] keep a solve in a file; [`SaveFile`] and [`load_file`] do it safely
//! (a temporary file renamed when checked; only regular files read, their length checked first).

mod build;
mod cfr;
mod combo_tables;
mod compact;
mod game;
mod job;
mod query;
mod runouts;
mod save;
mod scratch;
mod spot;
mod spot_fields;
mod sums;
mod symmetry;
mod terminal;
pub mod timing_spots;
mod tree;

pub use build::MAX_TREE_DEPTH;
pub use game::{DEFAULT_MAX_MEMORY, Figures, Game, GameOptions, MemoryUse};
pub use job::{
    PUBLISH_EVERY, SolveProgress, SolveSettings, SolveState, StopReason, solve, spawn_solve,
    spawn_stoppable_solve,
};
pub use query::{Line, LineError, NodeInfo, NodeView, Step};
pub use save::{LoadError, SaveError, SaveFile, load, load_file, save, saved_len};
pub use spot::{
    BetSizes, MAX_CHIPS, MAX_PERCENT, MAX_RAISE_CAP, MAX_SIZES, MAX_STACK_TO_POT, MIN_CHIPS,
    MIN_PERCENT, Player, Sizes, Spot, SpotError, Street,
};
pub use spot_fields::{BetsText, SpotField, SpotFieldError, SpotFields};
pub use tree::{Action, ActionKind};

#[cfg(test)]
mod eval_tests;
#[cfg(test)]
mod iso_tests;
#[cfg(test)]
mod memory_tests;
#[cfg(test)]
mod old_engine_tests;
#[cfg(test)]
mod runout_tests;
#[cfg(test)]
mod schedule_tests;
#[cfg(test)]
mod test_spots;
#[cfg(test)]
mod tests;
