//! A trainer for hold'em spots: play a hand against a solved [`Game`](crate::solver::Game) and
//! have every decision graded by the EV it gives away, as the video-poker trainer grades holds.
//!
//! The parts, in the order a hand uses them:
//!
//! - [`Drill`]: a spot template (two ranges, pot, stack, sizes: a [`Spot`](crate::solver::Spot)),
//!   a [`BoardChoice`] (one board, or a [`BoardFilter`] such as `"K-high dry"` or `"monotone"`
//!   from which each hand's board is dealt uniformly), and the player's [`Seat`].
//!   [`SpotKey`] names a dealt spot for a cache of solves (the app keeps the cache).
//! - [`deal_combos`]: both players' combos, dealt together by their range weights with card
//!   removal (the distribution the solver assumes).
//! - [`PracticeHand`]: one hand against the solver's strategy: the player's turns are graded
//!   ([`PracticeHand::act`]), the opponent samples its action from the solver's mix for its
//!   dealt combo ([`PracticeHand::opponent_act`]), turn and river cards come from the deck.
//! - [`Grade`]: each action's EV for the player's combo, the loss of the chosen action against
//!   the best and a [`Verdict`] by [`Thresholds`]; [`NodeKind`] (c-bet, facing a raise, river
//!   bluff-catch…) and [`ComboClass`] (top pair, flush draw…) say what kind of decision it was.
//! - [`Session`]: the hands played, each kept as a [`HandRecord`] (cards, line, grades) so that
//!   a hand can be replayed, with [`SessionStats`] (EV lost by node kind and hand class) and a
//!   CSV export; with the `serde` feature a session saves and loads as JSON.
//!
//! **Units.** Chips are the solver's: a combo's EV at a node is its share of the final pot less
//! all it put in since the spot began ([`NodeView::ev`](crate::solver::NodeView::ev)), so
//! folding at once is worth 0, not minus half the pot. The EV of an action for a combo is the
//! combo's EV at the child node that action leads to, both players then playing the solver's
//! average strategies. Losses and thresholds are also given as fractions of the pot at the
//! decision (a percentage only in output, through [`crate::format`]).
//!
//! ```
//! use pokerlab::practice::{PracticeHand, Thresholds, Turn, Verdict};
//! use pokerlab::solver::{Game, Player, SolveSettings, Spot, solve};
//! use rand::{SeedableRng, rngs::SmallRng};
//! use std::sync::atomic::AtomicBool;
//!
//! // A river: IP holds aces or air against queens, may bet the pot once; OOP can only check.
//! let spot = Spot {
//!     oop: "QQ".parse()?,
//!     ip: "AA,T4".parse()?,
//!     board: "Kh 9c 6d 3s 2h".parse()?,
//!     pot: 100.0,
//!     stack: 1000.0,
//!     bets: "100; river.oop=-".parse()?,
//!     raises: "".parse()?,
//!     raise_cap: 0,
//!     all_in_threshold: 0.0,
//! };
//! let mut game = Game::new(spot, 1 << 30)?;
//! let settings = SolveSettings { target_percent: 0.05, ..SolveSettings::default() };
//! solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
//!
//! let mut rng = SmallRng::seed_from_u64(1);
//! let combos = ["QdQc".parse()?, "AsAh".parse()?];
//! let mut hand = PracticeHand::with_combos(&game, Player::Ip, combos, None)?;
//! hand.advance(&game, &mut rng)?;                   // OOP checks
//! assert_eq!(hand.turn(&game), Turn::Player);
//! let check = hand.actions(&game).iter().position(|a| a.token() == "x").unwrap();
//! let grade = hand.act(&game, check, &Thresholds::default())?;
//! assert_eq!(grade.verdict, Verdict::Blunder);      // checking aces gives up half the pot
//! assert!((grade.loss - 50.0).abs() < 1.0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod deal;
mod drill;
mod filter;
mod grade;
mod hand;
mod node_kind;
#[cfg(feature = "serde")]
mod serde_text;
mod session;
mod session_csv;

pub use deal::{DealError, deal_combos};
pub use drill::{Drill, DrillError, Seat, SpotKey};
pub use filter::{BoardChoice, BoardFilter, BoardFilterError, SuitTexture};
pub use grade::{ActionEv, Grade, GradeError, Thresholds, ThresholdsError, Verdict, action_evs};
pub use hand::{Event, PlayError, PracticeHand, Turn};
pub use node_kind::{ComboClass, NodeKind};
pub use session::{DecisionRecord, End, HandRecord, Outcome, Session, SessionStats, Tally};
pub use session_csv::CSV_HEADER;
