//! The video poker trainer as plain logic, apart from any drawing: a machine ([`Machine`],
//! any built-in table, one hand or several from one hold), the exact EV of every hold of the hand in play, the verdict on each draw,
//! the session's scorecard, and the chosen table's whole-game return.
//!
//! The numbers need the draw tables of the game's kind (built once per process, tens of
//! milliseconds) and pay totals per table and bet (a few milliseconds): both are built on a
//! background job on the [pool](pokerlab::jobs::Pool::global) as soon as a table and bet are chosen, and the whole-game analysis runs
//! on another, cancelled when the table or bet changes. Once the tables are ready, the 32 hold
//! EVs of a deal are table look-ups (a microsecond or two), so they are computed on the spot.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::coach::{ChartState, ChartVerdict, Coach};
use pokerlab::jobs::{JobHandle, Pool, Waker};
use pokerlab::video_poker::{
    Bet, Decision, Deck, DeckCard, DrawTables, ExtraDeck, GameAnalysis, GameError, GameState,
    Hands, HoldEvaluator, HoldMask, HoldsAnalysis, Machine, PayTable, RoundAnalysis, RoundResult,
    SessionStats, TableId, analyze_with,
};

/// Credits a new player starts with, and what a refill adds.
pub const STARTING_CREDITS: u64 = 1000;

/// The most credits a saved state may claim (anything above is read as the default).
const MAX_SAVED_CREDITS: u64 = 1_000_000_000_000;

/// Hold calculators kept for tables and bets used before (each holds a few megabytes).
const MAX_EVALUATORS: usize = 4;

/// A table and bet: what hold EVs and the whole-game return depend on (a copy, no text).
type Key = (TableId, Bet);

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
    /// The deal, the hold, the final hand and the pay (of the first hand, with multi-play).
    pub result: RoundResult,
    /// With multi-play, the other hands drawn from the same hold, in order.
    pub others: Vec<RoundResult>,
    /// The hold against the best one of the round (of the single hand, on one hand).
    pub decision: Decision,
    /// Every hold of the deal, for explaining the verdict.
    pub analysis: HoldsAnalysis,
    /// Every hold scored for the round as played (each extra hand at its own EV; on one
    /// hand, the same order as the analysis).
    pub round: RoundAnalysis,
    /// The hold against the strategy chart, if the chart was built by then.
    pub chart: Option<ChartVerdict>,
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
    /// Hands played from one hold: 1, 3, 5 or 10 (anything else is read as 1).
    pub hands: u8,
    /// Whether the tutor asks before drawing a hold that gives up EV.
    pub tutor: bool,
    /// The deck the extra hands of multi-play draw from (`undealt` or `less-held`; anything
    /// else is read as `undealt`).
    pub extra_deck: String,
}

impl Default for SavedTrainer {
    fn default() -> Self {
        SavedTrainer {
            table: PayTable::default().name().to_owned(),
            credits: STARTING_CREDITS,
            bet: Bet::MAX.coins(),
            hint: false,
            hands: Hands::ONE.count(),
            tutor: false,
            extra_deck: ExtraDeck::default().key().to_owned(),
        }
    }
}

impl LastRound {
    /// Every hand of the round, the first first.
    pub fn hands(&self) -> impl Iterator<Item = &RoundResult> {
        std::iter::once(&self.result).chain(&self.others)
    }

    /// What the round paid on all its hands, in coins.
    pub fn payout(&self) -> u64 {
        self.hands()
            .fold(0u64, |sum, hand| sum.saturating_add(hand.payout))
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
/// use pokerlab::parse_cards;
/// use pokerlab_app::app::video_poker::trainer::{SavedTrainer, Trainer};
/// use pokerlab::video_poker::Deck;
/// let mut trainer = Trainer::from_saved(&SavedTrainer::default());
/// let waker = pokerlab::jobs::Waker::none();
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
    tutor: bool,
    /// The scorecard of the game on the machine.
    stats: SessionStats,
    /// The scorecards of the other games played this session, by pay table name: switching
    /// games keeps each game's own.
    other_stats: std::collections::HashMap<String, SessionStats>,
    analysis: Option<HoldsAnalysis>,
    last: Option<LastRound>,
    jobs: Jobs,
    coach: Coach,
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
    /// a bad bet is five coins, a number of hands no machine offers is one.
    pub fn from_saved(saved: &SavedTrainer) -> Trainer {
        let table = TableId::of(&saved.table)
            .unwrap_or(TableId::DEFAULT)
            .table();
        let credits = if saved.credits > MAX_SAVED_CREDITS {
            STARTING_CREDITS
        } else {
            saved.credits
        };
        let mut game = Machine::new(table, credits);
        let _ = game.set_bet(Bet::new(saved.bet).unwrap_or(Bet::MAX));
        let _ = game.set_hands(Hands::new(saved.hands).unwrap_or(Hands::ONE));
        let _ = game.set_extra_deck(ExtraDeck::from_key(&saved.extra_deck).unwrap_or_default());
        Trainer {
            game,
            tables: PayTable::builtins(),
            hint: saved.hint,
            tutor: saved.tutor,
            stats: SessionStats::default(),
            other_stats: std::collections::HashMap::new(),
            analysis: None,
            last: None,
            jobs: Jobs::default(),
            coach: Coach::default(),
        }
    }

    /// The state to save. A hand in play is not saved: its bet is given back.
    pub fn saved(&self) -> SavedTrainer {
        let in_play = self.game.hand().map_or(0, |h| h.stake());
        SavedTrainer {
            table: self.game.paytable().name().to_owned(),
            credits: self.game.credits().saturating_add(in_play),
            bet: self.game.bet().coins(),
            hint: self.hint,
            hands: self.game.hands().count(),
            tutor: self.tutor,
            extra_deck: self.game.extra_deck().key().to_owned(),
        }
    }

    /// Shuffles from `seed` from the next deal on (tests and replays); ignored while a hand
    /// is in play.
    pub fn seed(&mut self, seed: u64) {
        let mut game = Machine::with_seed(self.game.paytable().clone(), self.game.credits(), seed);
        let _ = game.set_bet(self.game.bet());
        let _ = game.set_hands(self.game.hands());
        let _ = game.set_extra_deck(self.game.extra_deck());
        if self.game.hand().is_none() {
            self.game = game;
        }
    }

    /// The machine.
    pub fn game(&self) -> &Machine {
        &self.game
    }

    /// The built-in pay tables, the default first (every game, the joker's included).
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

    /// Whether the tutor asks before drawing a hold that gives up EV.
    pub fn tutor(&self) -> bool {
        self.tutor
    }

    /// Turns the tutor on or off.
    pub fn set_tutor(&mut self, tutor: bool) {
        self.tutor = tutor;
    }

    /// The session's scorecard for the game on the machine (each game keeps its own).
    pub fn stats(&self) -> &SessionStats {
        &self.stats
    }

    /// The EVs of every hold of the hand in play, once known.
    pub fn analysis(&self) -> Option<&HoldsAnalysis> {
        self.analysis.as_ref()
    }

    /// The holds of the hand in play scored for the round it is played on (each extra hand
    /// at its own EV), once its EVs are known.
    pub fn round(&self) -> Option<RoundAnalysis> {
        let hands = self.game.hand().map_or(self.game.hands(), |h| h.hands());
        let deck = self.game.extra_deck();
        self.analysis.as_ref().map(|a| a.round(hands, deck))
    }

    /// How the last round went.
    pub fn last(&self) -> Option<&LastRound> {
        self.last.as_ref()
    }

    /// The strategy chart's state and the mistakes counted by chart line.
    pub fn coach(&self) -> &Coach {
        &self.coach
    }

    /// The strategy chart of the current table and bet, as far as it is known.
    pub fn chart_state(&self) -> ChartState<'_> {
        self.coach.state(self.game.paytable(), self.game.bet())
    }

    /// Blocks until the strategy chart of the current table is built (tests and scripts).
    pub fn wait_for_chart(&mut self, waker: &Waker) {
        let table = self.game.paytable().clone();
        self.coach.wait_for(&table, self.game.bet(), waker);
    }

    fn key(&self) -> Key {
        (self.table_id(), self.game.bet())
    }

    /// The handle of the table in play (the trainer plays built-in tables only).
    pub fn table_id(&self) -> TableId {
        self.game
            .paytable()
            .builtin_id()
            .unwrap_or(TableId::DEFAULT)
    }

    /// Keeps the background work in step with the table and bet, takes in what is finished,
    /// and analyses the hand in play once it can. Call every frame; `waker` is called when
    /// background work has news.
    pub fn poll(&mut self, waker: &Waker) {
        let key = self.key();
        // The strategy chart of the current table and bet (stored for the built-in tables; a
        // build for another one is cancelled).
        self.coach.poll(self.game.paytable(), key.1, waker);
        let jobs = &mut self.jobs;
        // Hold EVs for the current table and bet.
        if let Some((k, task)) = &jobs.building
            && let Some(Some(evaluator)) = task.take_finished()
        {
            // Each evaluator holds a few megabytes of pay totals: keep a handful.
            if jobs.evaluators.len() >= MAX_EVALUATORS {
                jobs.evaluators.clear();
            }
            jobs.evaluators.insert(*k, evaluator);
            jobs.building = None;
        }
        let wanted = !jobs.evaluators.contains_key(&key);
        if wanted && jobs.building.as_ref().is_none_or(|(k, _)| *k != key) {
            let (table, bet) = (self.game.paytable().clone(), key.1);
            let task = Pool::global().spawn_task(waker.clone(), move |ctl| {
                let evaluator = HoldEvaluator::new(&table, bet);
                ctl.update(|v| *v = Some(evaluator));
            });
            jobs.building = Some((key, task));
        }
        // The whole-game return: one analysis at a time, for the current table and bet only.
        if let Some((k, task)) = &jobs.analysing
            && let Some(Some(analysis)) = task.take_finished()
        {
            jobs.returns.insert(*k, analysis);
            jobs.analysing = None;
        }
        if !jobs.returns.contains_key(&key)
            && jobs.analysing.as_ref().is_none_or(|(k, _)| *k != key)
        {
            let (table, bet) = (self.game.paytable().clone(), key.1);
            let task = Pool::global().spawn_task(waker.clone(), move |ctl| {
                let tables = DrawTables::shared_for(&table);
                let progress = |f: f64| ctl.progress(f);
                if let Ok(analysis) =
                    analyze_with(&table, bet, Some(&tables), &progress, ctl.cancel_flag())
                {
                    ctl.update(|v| *v = Some(analysis));
                }
            });
            // Dropping the previous task cancels it.
            jobs.analysing = Some((key, task));
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
        let mut polled_after_done = false;
        loop {
            self.poll(waker);
            if self.is_ready() {
                return;
            }
            match &self.jobs.building {
                Some((_, job)) if !job.is_done() => job.block_until_done(),
                // It finished between the poll and here: one more poll takes it in.
                Some(_) if !polled_after_done => polled_after_done = true,
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

    /// Whether the credits cover the stake (the bet on each hand).
    pub fn can_deal(&self) -> bool {
        !self.in_play() && self.game.credits() >= self.game.stake()
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

    /// Draws: replaces the cards not held (on every hand, with multi-play), pays, and scores
    /// the hold against the best.
    pub fn draw(&mut self) -> Result<&LastRound, TrainerError> {
        if !self.in_play() {
            return Err(GameError::NotDealt.into());
        }
        let analysis = self.analysis.take().ok_or(TrainerError::NotReady)?;
        let held = self.held();
        let hands = self.game.hand().map_or(Hands::ONE, |h| h.hands());
        let mut results = match self.game.draw_hands() {
            Ok(results) => results,
            Err(e) => {
                self.analysis = Some(analysis);
                return Err(e.into());
            }
        };
        let others = results.split_off(1.min(results.len()));
        let Some(result) = results.pop() else {
            return Err(GameError::NotDealt.into());
        };
        // The rule cannot change while a hand is in play: it is the one the round was drawn by.
        let round = analysis.round(hands, self.game.extra_deck());
        let decision = self.stats.record_round(&round, held);
        let chart = self
            .coach
            .record(self.game.paytable(), &analysis, held, decision.is_correct());
        let last = LastRound {
            result,
            others,
            decision,
            analysis,
            round,
            chart,
        };
        self.stats.record_payout(last.payout());
        Ok(self.last.insert(last))
    }

    /// Sets the bet (between hands).
    pub fn set_bet(&mut self, bet: Bet) -> Result<(), TrainerError> {
        Ok(self.game.set_bet(bet)?)
    }

    /// Sets how many hands are played from one hold (between hands).
    pub fn set_hands(&mut self, hands: Hands) -> Result<(), TrainerError> {
        Ok(self.game.set_hands(hands)?)
    }

    /// Sets the deck the extra hands of multi-play draw from (between hands).
    pub fn set_extra_deck(&mut self, deck: ExtraDeck) -> Result<(), TrainerError> {
        Ok(self.game.set_extra_deck(deck)?)
    }

    /// One coin more, from five back to one (between hands).
    pub fn bet_one(&mut self) -> Result<(), TrainerError> {
        self.set_bet(self.game.bet().next())
    }

    /// Switches to the built-in table `id` (between hands).
    pub fn set_table(&mut self, id: TableId) -> Result<(), TrainerError> {
        let table = self
            .tables
            .iter()
            .find(|t| t.builtin_id() == Some(id))
            .cloned()
            .ok_or_else(|| TrainerError::UnknownTable(id.name().to_owned()))?;
        let from = self.game.paytable().name().to_owned();
        let to = table.name().to_owned();
        self.game.set_paytable(table)?;
        self.last = None;
        if from != to {
            let theirs = self.other_stats.remove(&to).unwrap_or_default();
            let ours = std::mem::replace(&mut self.stats, theirs);
            self.other_stats.insert(from, ours);
        }
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
#[path = "trainer_tests.rs"]
mod tests;
