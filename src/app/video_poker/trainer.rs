//! The Jacks-or-Better trainer as plain logic, apart from any drawing: a machine
//! ([`Machine`]), the exact EV of every hold of the hand in play, the verdict on each draw,
//! the session's scorecard, and the chosen table's whole-game return.
//!
//! The numbers need the draw tables of the game's kind (built once per process, tens of
//! milliseconds) and pay totals per table and bet (a few milliseconds): both are built on a
//! background job on the [pool](crate::jobs::Pool::global) as soon as a table and bet are chosen, and the whole-game analysis runs
//! on another, cancelled when the table or bet changes. Once the tables are ready, the 32 hold
//! EVs of a deal are table look-ups (a microsecond or two), so they are computed on the spot.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::jobs::{JobHandle, Pool, Waker};
use crate::video_poker::{
    Bet, Decision, Deck, DeckCard, DrawTables, GameAnalysis, GameError, GameState, HoldEvaluator,
    HoldMask, HoldsAnalysis, Machine, PayTable, RoundResult, SessionStats, analyze_with,
};

/// Credits a new player starts with, and what a refill adds.
pub const STARTING_CREDITS: u64 = 1000;

/// The most credits a saved state may claim (anything above is read as the default).
const MAX_SAVED_CREDITS: u64 = 1_000_000_000_000;

/// Hold calculators kept for tables and bets used before (each holds a few megabytes).
const MAX_EVALUATORS: usize = 4;

/// A table and bet: what hold EVs and the whole-game return depend on.
type Key = (String, Bet);

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TrainerError {
    /// The machine's rules forbid it now.
    #[error(transparent)]
    Game(#[from] GameError),
    /// The hold EVs are not ready yet (the tables are still being built).
    #[error("still working out the odds of this hand: a moment")]
    NotReady,
    /// No built-in table has this name.
    #[error("there is no pay table named `{0}`")]
    UnknownTable(String),
}

/// How the last round went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastRound {
    /// The deal, the hold, the final hand and the pay.
    pub result: RoundResult,
    /// The hold against the best one.
    pub decision: Decision,
    /// Every hold of the deal, for explaining the verdict.
    pub analysis: HoldsAnalysis,
}

/// The trainer's state as saved between runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedTrainer {
    /// The pay table's name (`jacks-or-better-9-6`).
    pub table: String,
    /// Credits on the machine (a hand in play is refunded: its bet is counted here).
    pub credits: u64,
    /// Coins bet per hand, 1 to 5.
    pub bet: u8,
    /// Whether the best hold is marked while playing.
    pub hint: bool,
}

impl Default for SavedTrainer {
    fn default() -> Self {
        SavedTrainer {
            table: PayTable::default().name().to_owned(),
            credits: STARTING_CREDITS,
            bet: Bet::MAX.coins(),
            hint: false,
        }
    }
}

/// The whole-game return of the current table and bet, as far as it is known.
#[derive(Clone, Copy, Debug)]
pub enum WholeGame<'a> {
    /// Being computed; how far along.
    Running(f32),
    /// Known.
    Ready(&'a GameAnalysis),
    /// The computation failed.
    Failed,
}

/// The background work and its results.
#[derive(Default)]
struct Jobs {
    evaluators: HashMap<Key, HoldEvaluator>,
    building: Option<(Key, JobHandle<Option<HoldEvaluator>>)>,
    returns: HashMap<Key, GameAnalysis>,
    analysing: Option<(Key, JobHandle<Option<GameAnalysis>>)>,
}

/// The trainer.
///
/// ```
/// use std::sync::Arc;
/// use pokerlab::parse_cards;
/// use pokerlab::app::video_poker::trainer::{SavedTrainer, Trainer};
/// use pokerlab::video_poker::Deck;
/// let mut trainer = Trainer::from_saved(&SavedTrainer::default());
/// let waker: pokerlab::jobs::Waker = Arc::new(|| {});
/// trainer.wait_until_ready(&waker);
/// // Four to a royal and a made flush: keep the four.
/// let deck = Deck::stacked(&parse_cards("As Ks Qs Js 9s Ts").unwrap()).unwrap();
/// trainer.deal_from(deck).unwrap();
/// assert_eq!(trainer.analysis().unwrap().best().mask.to_string(), "11110");
/// for card in 0..5 {
///     trainer.toggle_hold(card).unwrap(); // hold all five: the flush
/// }
/// let round = trainer.draw().unwrap();
/// assert_eq!(round.result.payout, 30); // 6 per coin, 5 coins
/// assert_eq!(trainer.stats().mistakes(), 1);
/// ```
pub struct Trainer {
    game: Machine,
    tables: Vec<PayTable>,
    hint: bool,
    stats: SessionStats,
    analysis: Option<HoldsAnalysis>,
    last: Option<LastRound>,
    jobs: Jobs,
}

impl std::fmt::Debug for Trainer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Trainer")
            .field("table", &self.game.paytable().name())
            .field("credits", &self.game.credits())
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}

impl Trainer {
    /// A trainer from a saved state, read leniently: an unknown table is 9/6 Jacks or Better,
    /// a bad bet is five coins.
    pub fn from_saved(saved: &SavedTrainer) -> Trainer {
        let table = PayTable::builtin(&saved.table).unwrap_or_default();
        let credits = if saved.credits > MAX_SAVED_CREDITS {
            STARTING_CREDITS
        } else {
            saved.credits
        };
        let mut game = Machine::new(table, credits);
        let _ = game.set_bet(Bet::new(saved.bet).unwrap_or(Bet::MAX));
        Trainer {
            game,
            // The 52-card games: the joker has no card art yet.
            tables: PayTable::builtins()
                .into_iter()
                .filter(|t| t.kind().deck_size() == 52)
                .collect(),
            hint: saved.hint,
            stats: SessionStats::default(),
            analysis: None,
            last: None,
            jobs: Jobs::default(),
        }
    }

    /// The state to save. A hand in play is not saved: its bet is given back.
    pub fn saved(&self) -> SavedTrainer {
        let in_play = self.game.hand().map_or(0, |h| u64::from(h.bet().coins()));
        SavedTrainer {
            table: self.game.paytable().name().to_owned(),
            credits: self.game.credits().saturating_add(in_play),
            bet: self.game.bet().coins(),
            hint: self.hint,
        }
    }

    /// Shuffles from `seed` from the next deal on (tests and replays); ignored while a hand
    /// is in play.
    pub fn seed(&mut self, seed: u64) {
        let mut game = Machine::with_seed(self.game.paytable().clone(), self.game.credits(), seed);
        let _ = game.set_bet(self.game.bet());
        if self.game.hand().is_none() {
            self.game = game;
        }
    }

    /// The machine.
    pub fn game(&self) -> &Machine {
        &self.game
    }

    /// The built-in pay tables, the default first.
    pub fn tables(&self) -> &[PayTable] {
        &self.tables
    }

    /// Whether the best hold is marked while playing.
    pub fn hint(&self) -> bool {
        self.hint
    }

    /// Turns the hint on or off.
    pub fn set_hint(&mut self, hint: bool) {
        self.hint = hint;
    }

    /// The session's scorecard.
    pub fn stats(&self) -> &SessionStats {
        &self.stats
    }

    /// The EVs of every hold of the hand in play, once known.
    pub fn analysis(&self) -> Option<&HoldsAnalysis> {
        self.analysis.as_ref()
    }

    /// How the last round went.
    pub fn last(&self) -> Option<&LastRound> {
        self.last.as_ref()
    }

    fn key(&self) -> Key {
        (self.game.paytable().name().to_owned(), self.game.bet())
    }

    /// Keeps the background work in step with the table and bet, takes in what is finished,
    /// and analyses the hand in play once it can. Call every frame; `waker` is called when
    /// background work has news.
    pub fn poll(&mut self, waker: &Waker) {
        let key = self.key();
        let jobs = &mut self.jobs;
        // Hold EVs for the current table and bet.
        if let Some((k, task)) = &jobs.building
            && let Some(Some(evaluator)) = task.take_finished()
        {
            // Each evaluator holds a few megabytes of pay totals: keep a handful.
            if jobs.evaluators.len() >= MAX_EVALUATORS {
                jobs.evaluators.clear();
            }
            jobs.evaluators.insert(k.clone(), evaluator);
            jobs.building = None;
        }
        let wanted = !jobs.evaluators.contains_key(&key);
        if wanted && jobs.building.as_ref().is_none_or(|(k, _)| *k != key) {
            let (table, bet) = (self.game.paytable().clone(), key.1);
            let waker = waker.clone();
            let task = Pool::global().spawn_task(
                move || waker(),
                move |ctl| {
                    let evaluator = HoldEvaluator::new(&table, bet);
                    ctl.update(|v| *v = Some(evaluator));
                },
            );
            jobs.building = Some((key.clone(), task));
        }
        // The whole-game return: one analysis at a time, for the current table and bet only.
        if let Some((k, task)) = &jobs.analysing
            && let Some(Some(analysis)) = task.take_finished()
        {
            jobs.returns.insert(k.clone(), analysis);
            jobs.analysing = None;
        }
        if !jobs.returns.contains_key(&key)
            && jobs.analysing.as_ref().is_none_or(|(k, _)| *k != key)
        {
            let (table, bet) = (self.game.paytable().clone(), key.1);
            let waker = waker.clone();
            let task = Pool::global().spawn_task(
                move || waker(),
                move |ctl| {
                    let tables = DrawTables::shared_for(&table);
                    let progress = |f: f64| ctl.progress(f);
                    if let Ok(analysis) =
                        analyze_with(&table, bet, Some(&tables), &progress, ctl.cancel_flag())
                    {
                        ctl.update(|v| *v = Some(analysis));
                    }
                },
            );
            // Dropping the previous task cancels it.
            jobs.analysing = Some((key.clone(), task));
        }
        // The hand in play.
        if self.analysis.is_none()
            && let Some(hand) = self.game.hand()
            && let Some(evaluator) = self.jobs.evaluators.get(&(key.0, hand.bet()))
        {
            self.analysis = evaluator.analyze(&hand.cards()).ok();
        }
    }

    /// Blocks until the hold EVs of the current table and bet are ready (tests and scripts).
    pub fn wait_until_ready(&mut self, waker: &Waker) {
        loop {
            self.poll(waker);
            if self.is_ready() {
                return;
            }
            match &self.jobs.building {
                Some((_, job)) if !job.is_done() => job.block_until_done(),
                // The build failed: nothing more to wait for.
                _ => return,
            }
        }
    }

    /// Whether hold EVs can be computed for the current table and bet.
    pub fn is_ready(&self) -> bool {
        self.jobs.evaluators.contains_key(&self.key())
    }

    /// The whole-game return of the current table and bet.
    pub fn whole_game(&self) -> WholeGame<'_> {
        let key = self.key();
        if let Some(analysis) = self.jobs.returns.get(&key) {
            return WholeGame::Ready(analysis);
        }
        match &self.jobs.analysing {
            Some((k, task)) if *k == key => {
                let s = task.read_snapshot(|_| ());
                match s.error {
                    Some(_) => WholeGame::Failed,
                    None => WholeGame::Running(s.progress as f32),
                }
            }
            _ => WholeGame::Running(0.0),
        }
    }

    /// Whether the whole-game analysis of the current table and bet is finished.
    pub fn whole_game_ready(&self) -> bool {
        matches!(self.whole_game(), WholeGame::Ready(_))
    }

    /// Whether a hand is in play.
    pub fn in_play(&self) -> bool {
        self.game.hand().is_some()
    }

    /// Whether the credits cover the bet.
    pub fn can_deal(&self) -> bool {
        !self.in_play() && self.game.credits() >= u64::from(self.game.bet().coins())
    }

    /// Whether the hand in play can be drawn (its EVs are known).
    pub fn can_draw(&self) -> bool {
        self.in_play() && self.analysis.is_some()
    }

    /// Deals a new hand from a shuffled deck.
    pub fn deal(&mut self) -> Result<[DeckCard; 5], TrainerError> {
        let cards = self.game.deal()?;
        self.after_deal();
        Ok(cards)
    }

    /// Deals from a given deck (tests, replays).
    pub fn deal_from(&mut self, deck: Deck) -> Result<[DeckCard; 5], TrainerError> {
        let cards = self.game.deal_from(deck)?;
        self.after_deal();
        Ok(cards)
    }

    fn after_deal(&mut self) {
        self.analysis = None;
        if let Some(hand) = self.game.hand()
            && let Some(evaluator) = self.jobs.evaluators.get(&self.key())
        {
            self.analysis = evaluator.analyze(&hand.cards()).ok();
        }
    }

    /// Holds or releases card `position` (0 to 4); returns whether it is held now.
    pub fn toggle_hold(&mut self, position: usize) -> Result<bool, TrainerError> {
        Ok(self.game.toggle_hold(position)?)
    }

    /// The cards held now (none without a hand in play).
    pub fn held(&self) -> HoldMask {
        self.game.hand().map_or(HoldMask::NONE, |h| h.held())
    }

    /// Draws: replaces the cards not held, pays, and scores the hold against the best.
    pub fn draw(&mut self) -> Result<&LastRound, TrainerError> {
        if !self.in_play() {
            return Err(GameError::NotDealt.into());
        }
        let analysis = self.analysis.take().ok_or(TrainerError::NotReady)?;
        let held = self.held();
        let result = match self.game.draw() {
            Ok(result) => result,
            Err(e) => {
                self.analysis = Some(analysis);
                return Err(e.into());
            }
        };
        let decision = self.stats.record(&analysis, held);
        self.stats.record_payout(result.payout);
        Ok(self.last.insert(LastRound {
            result,
            decision,
            analysis,
        }))
    }

    /// Sets the bet (between hands).
    pub fn set_bet(&mut self, bet: Bet) -> Result<(), TrainerError> {
        Ok(self.game.set_bet(bet)?)
    }

    /// One coin more, from five back to one (between hands).
    pub fn bet_one(&mut self) -> Result<(), TrainerError> {
        self.set_bet(self.game.bet().next())
    }

    /// Switches to the built-in table named `name` (between hands).
    pub fn set_table(&mut self, name: &str) -> Result<(), TrainerError> {
        let table = self
            .tables
            .iter()
            .find(|t| t.name() == name)
            .cloned()
            .ok_or_else(|| TrainerError::UnknownTable(name.to_owned()))?;
        self.game.set_paytable(table)?;
        self.last = None;
        Ok(())
    }

    /// Adds [`STARTING_CREDITS`] (between hands, when the credits no longer cover a bet).
    pub fn refill(&mut self) {
        if matches!(self.game.state(), GameState::Ready { .. }) {
            self.game.add_credits(STARTING_CREDITS);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::parse_cards;
    use crate::video_poker::PayClass;

    fn ready() -> Trainer {
        let mut trainer = Trainer::from_saved(&SavedTrainer::default());
        trainer.wait_until_ready(&(Arc::new(|| {}) as Waker));
        trainer
    }

    fn stacked(cards: &str) -> Deck {
        Deck::stacked(&parse_cards(cards).unwrap()).unwrap()
    }

    #[test]
    fn a_best_hold_is_no_mistake_and_pays_by_the_table() {
        let mut trainer = ready();
        trainer
            .deal_from(stacked("Jh Jd 7c 4s 2d Js 9c 3h"))
            .unwrap();
        assert_eq!(trainer.game().credits(), 995);
        trainer.toggle_hold(0).unwrap();
        trainer.toggle_hold(1).unwrap();
        let round = trainer.draw().unwrap().clone();
        assert!(round.decision.is_correct());
        // Three jacks: 3 per coin at 5 coins.
        assert_eq!(round.result.class, PayClass::ThreeOfAKind);
        assert_eq!(round.result.payout, 15);
        assert_eq!(trainer.game().credits(), 1010);
        assert_eq!(
            (trainer.stats().hands(), trainer.stats().mistakes()),
            (1, 0)
        );
    }

    #[test]
    fn no_draw_before_the_odds_and_no_deal_without_credits() {
        let mut trainer = Trainer::from_saved(&SavedTrainer {
            credits: 4,
            ..SavedTrainer::default()
        });
        assert!(!trainer.can_deal());
        assert!(matches!(
            trainer.deal(),
            Err(TrainerError::Game(GameError::NotEnoughCredits { .. }))
        ));
        trainer.refill();
        assert_eq!(trainer.game().credits(), 1004);
        trainer.deal().unwrap();
        // Right after the deal the tables may not be built yet: then drawing waits.
        if trainer.analysis().is_none() {
            assert_eq!(trainer.draw().err(), Some(TrainerError::NotReady));
            assert!(trainer.in_play());
        }
    }

    #[test]
    fn a_hand_in_play_is_refunded_when_saved_and_bad_saves_are_read_leniently() {
        let mut trainer = ready();
        trainer.deal().unwrap();
        assert_eq!(trainer.saved().credits, STARTING_CREDITS);
        let odd = SavedTrainer {
            table: "no-such-table".into(),
            credits: u64::MAX,
            bet: 9,
            hint: true,
        };
        let trainer = Trainer::from_saved(&odd);
        assert_eq!(trainer.game().paytable(), &PayTable::default());
        assert_eq!(trainer.game().credits(), STARTING_CREDITS);
        assert_eq!(trainer.game().bet(), Bet::MAX);
        assert!(trainer.hint());
    }

    #[test]
    fn the_whole_game_return_is_the_engines() {
        let mut trainer = ready();
        trainer.set_table("jacks-or-better-8-5").unwrap();
        let waker: Waker = Arc::new(|| {});
        while !trainer.whole_game_ready() {
            trainer.poll(&waker);
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        let WholeGame::Ready(analysis) = trainer.whole_game() else {
            unreachable!()
        };
        let expected = crate::video_poker::analyze(trainer.game().paytable());
        assert_eq!(analysis.return_fraction(), expected.return_fraction());
        // A bet below the maximum is a different game (the royal pays 250, not 800).
        trainer.set_bet(Bet::MIN).unwrap();
        assert!(!trainer.whole_game_ready());
    }
}
