//! Video poker: exact hold EVs, whole-game analysis, and a machine to play.
//!
//! The engine behind the trainer and `pokerlab vp`, `vp-analyze` and `paytables`. Where
//! HoldemHand's trainer summed the pay of every draw for every hold (2.6 million evaluations
//! per deal), this module scores each of the 2,598,960 five-card hands (2,869,685 with Joker
//! Poker's joker) once per kind of game, tallies the classes of all hands containing each set
//! of up to five cards ([`DrawTables`]), and recovers any hold's exact EV by
//! inclusion–exclusion over the dealt cards: all 32 holds of a deal in a microsecond or two. A
//! whole-game analysis solves the 134,459 deals that differ by more than a relabelling of
//! suits (150,891 with the joker, which has no suit).
//!
//! - [`PayTable`]: built-in games (Jacks or Better, Tens or Better, the bonus games, Deuces
//!   Wild and its variants, Joker Poker) and TOML/JSON files.
//! - [`GameKind`], [`PayClass`]: the final hands each family of games tells apart and pays.
//! - [`DeckCard`]: a card of a video poker deck, the joker (`Jk`) included.
//! - [`HoldEvaluator`] → [`HoldsAnalysis`]: the 32 holds of a deal, exact [`Ev`]s, ties, losses.
//! - [`HoldsAnalysis::round`] → [`RoundAnalysis`]: the holds of a multi-play round, each extra
//!   hand at its own EV ([`RoundEv`]) by the rule of its deck ([`ExtraDeck`]).
//! - [`analyze`], [`analyze_with`] → [`GameAnalysis`]: return under perfect play, frequencies.
//! - [`Machine`]: credits, bet, deal, hold, draw, pay, on one hand or several ([`Hands`]);
//!   [`Deck`] for shuffled or stacked decks.
//! - [`SessionStats`]: a trainer's count of hands, mistakes and EV given up.
//!
//! ```
//! use pokerlab::video_poker::{Bet, HoldEvaluator, PayTable};
//! let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
//! let dealt = pokerlab::parse_exact("Ah Kd Qc 7s 2s", 5).unwrap();
//! let analysis = evaluator.analyze(&dealt).unwrap();
//! // Unsuited A-K-Q: keep K-Q, not all three.
//! assert_eq!(analysis.best().mask.describe(analysis.dealt()), "Kd Qc");
//! ```

mod analysis;
mod bet;
mod builtins;
mod canonical;
mod classify;
mod colex;
mod deck;
mod deck_card;
mod description;
mod draw_tables;
mod error;
mod ev;
mod game;
mod game_kind;
mod games;
mod hold_evaluator;
mod hold_mask;
mod holds;
mod multi_play;
mod pay_class;
mod pay_totals;
mod paytable;
#[cfg(feature = "paytable-files")]
mod paytable_file;
mod risk;
mod round;
mod round_ev;
mod session;
mod single_deal;
mod strategy;
mod table_id;
mod table_names;
pub mod timing_spots;

pub use analysis::{AnalysisCancelled, GameAnalysis, LineFrequency, analyze, analyze_with};
pub use bet::Bet;
pub use canonical::deal_classes;
pub use deck::Deck;
pub use deck_card::{DeckCard, JOKER_TEXT, parse_deal, parse_deck_cards};
pub use description::{GameDescription, MenuFamily, WildCards, WildNames};
pub use draw_tables::DrawTables;
pub use error::{BadHoldMask, DeckCardError, GameError, PayTableError};
pub use ev::Ev;
pub use game::{DealtHand, GameState, Machine, RoundResult};
pub use game_kind::GameKind;
pub use game_kind::UnknownGameKind;
pub use hold_evaluator::HoldEvaluator;
pub use hold_mask::HoldMask;
pub use holds::{HoldEv, HoldsAnalysis};
pub use multi_play::{ExtraDeck, Hands};
pub use pay_class::{MIN_PAIR_KEYS, PayClass};
pub use paytable::{PayLine, PayTable, tables_by_family};
pub use risk::{HandResults, MAX_HANDS, NetAfter};
pub use round::{RoundAnalysis, RoundHold};
pub use round_ev::RoundEv;
pub use session::{Decision, SessionStats};
pub use single_deal::{STORED_TALLIES, generate_tallies};
pub use strategy::stored as stored_charts;
pub use strategy::{
    ChartLine, ChartPlay, Footnote, GlossaryEntry, LineId, StrategyCancelled, StrategyChart,
    glossary,
};
pub use table_id::TableId;

#[cfg(test)]
mod tests;
