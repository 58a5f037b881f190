//! The bankroll view of the Video Poker tab: for the current table and bet under perfect play,
//! the distribution of the net result after N hands — both as play goes on past a lost
//! bankroll and as it stops there — and the chance of losing a bankroll of B coins within them:
//! the library's exact figures ([`HandResults::net_after`],
//! [`HandResults::net_after_stopping`], [`HandResults::ruin_probability`], as `pokerlab
//! vp-risk` prints them), computed on the
//! [pool](pokerlab::jobs::Pool::global) once the table's whole-game analysis is known (10,000
//! hands take a second or two), and dropped (cancelled) when the table, the bet or an input
//! changes. The inputs are typed text, read and bounded as the command line bounds them.

use pokerlab::format::group_digits;
use pokerlab::jobs::{JobHandle, Pool, Waker};
use pokerlab::video_poker::{Bet, HandResults, MAX_HANDS, NetAfter, TableId};

use super::trainer::{Trainer, WholeGame};

/// The bankroll and hands the view starts with (those of `pokerlab vp-risk`).
pub const DEFAULT_BANKROLL: u64 = 1000;
/// The hands the view starts with.
pub const DEFAULT_HANDS: u32 = 1000;

/// A change typed in the bankroll view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BankrollEdit {
    /// The bankroll, in coins, as typed.
    Bankroll(String),
    /// The hands played, as typed.
    Hands(String),
}

/// Why an input of the view cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BankrollError {
    /// The bankroll is not a whole number of coins of at least one.
    #[error("bankroll `{0}`: give a whole number of coins, at least 1")]
    Bankroll(String),
    /// The hands are not a whole number from 1 to the limit.
    #[error("hands `{0}`: give a whole number of hands from 1 to {max}", max = group_digits(MAX_HANDS))]
    Hands(String),
}

/// What the figures are computed for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BankrollQuestion {
    /// The pay table.
    pub table: TableId,
    /// The bet (coins a hand).
    pub bet: Bet,
    /// The bankroll, in coins.
    pub bankroll: u64,
    /// The hands played.
    pub hands: u32,
}

/// One distribution of the net result after the hands, in coins: either play goes on past a
/// lost bankroll, or it stops there.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NetFigures {
    /// What the distribution assumes of a lost bankroll, in words ([`NetAfter::assumes`]).
    pub assumes: &'static str,
    /// (net result after the hands in coins, probability), lowest first, up to the mean plus
    /// eight standard deviations.
    pub points: Vec<(f64, f64)>,
    /// The chance of a net result above the last point.
    pub above: f64,
    /// The mean net result, in coins.
    pub mean: f64,
    /// Its standard deviation, in coins.
    pub std_dev: f64,
    /// The chance of being ahead (a net result above zero) after the hands.
    pub ahead: f64,
}

impl NetFigures {
    /// The figures of `after`, a distribution in bets of `coins` coins.
    fn of(after: &NetAfter, coins: f64) -> NetFigures {
        NetFigures {
            assumes: after.assumes(),
            points: after.points().map(|(r, p)| (r * coins, p)).collect(),
            above: after.above_ceiling(),
            mean: after.mean() * coins,
            std_dev: after.std_dev() * coins,
            ahead: 1.0 - after.at_most(0.0),
        }
    }
}

/// The exact figures for one question, in coins: the chance of ruin and both distributions of
/// the net result, as `pokerlab vp-risk` gives them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BankrollFigures {
    /// Play goes on after the bankroll is lost ([`HandResults::net_after`]).
    pub played_on: NetFigures,
    /// Play stops at ruin ([`HandResults::net_after_stopping`]).
    pub stopped: NetFigures,
    /// The chance of losing the bankroll (too little left for the next bet) within the hands.
    pub ruin: f64,
}

/// The library's figures for `question`, from the table's per-hand results at its bet.
pub fn bankroll_figures(results: &HandResults, question: &BankrollQuestion) -> BankrollFigures {
    let coins = f64::from(question.bet.coins());
    let bets = question.bankroll as f64 / coins;
    BankrollFigures {
        played_on: NetFigures::of(&results.net_after(question.hands), coins),
        stopped: NetFigures::of(&results.net_after_stopping(bets, question.hands), coins),
        ruin: results.ruin_probability(bets, question.hands),
    }
}

/// What the view shows now.
#[derive(Clone, Debug, PartialEq)]
pub enum BankrollView {
    /// An input cannot be read.
    Refused(String),
    /// Waiting for the table's analysis, or counting.
    Counting(BankrollQuestion),
    /// The figures.
    Ready(BankrollQuestion, BankrollFigures),
    /// The table's analysis failed.
    Failed,
}

/// The view's inputs, its job and its last figures.
pub struct Bankroll {
    bankroll: String,
    hands: String,
    job: Option<(BankrollQuestion, JobHandle<Option<BankrollFigures>>)>,
    done: Option<(BankrollQuestion, BankrollFigures)>,
    analysis_failed: bool,
}

impl std::fmt::Debug for Bankroll {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Bankroll")
            .field("bankroll", &self.bankroll)
            .field("hands", &self.hands)
            .finish_non_exhaustive()
    }
}

impl Default for Bankroll {
    fn default() -> Self {
        Bankroll {
            bankroll: DEFAULT_BANKROLL.to_string(),
            hands: DEFAULT_HANDS.to_string(),
            job: None,
            done: None,
            analysis_failed: false,
        }
    }
}

impl Bankroll {
    /// The bankroll as typed.
    pub fn bankroll_text(&self) -> &str {
        &self.bankroll
    }

    /// The hands as typed.
    pub fn hands_text(&self) -> &str {
        &self.hands
    }

    /// Takes in what was typed.
    pub fn edit(&mut self, edit: BankrollEdit) {
        match edit {
            BankrollEdit::Bankroll(text) => self.bankroll = text,
            BankrollEdit::Hands(text) => self.hands = text,
        }
    }

    /// The inputs read: bankroll in coins and hands, or why not.
    pub fn inputs(&self) -> Result<(u64, u32), BankrollError> {
        let bankroll = self
            .bankroll
            .trim()
            .replace(',', "")
            .parse::<u64>()
            .ok()
            .filter(|&b| b >= 1)
            .ok_or_else(|| BankrollError::Bankroll(self.bankroll.trim().to_owned()))?;
        let hands = self
            .hands
            .trim()
            .replace(',', "")
            .parse::<u32>()
            .ok()
            .filter(|h| (1..=MAX_HANDS).contains(h))
            .ok_or_else(|| BankrollError::Hands(self.hands.trim().to_owned()))?;
        Ok((bankroll, hands))
    }

    /// The question for the trainer's table and bet, if the inputs read.
    fn question(&self, trainer: &Trainer) -> Result<BankrollQuestion, BankrollError> {
        let (bankroll, hands) = self.inputs()?;
        Ok(BankrollQuestion {
            table: trainer.table_id(),
            bet: trainer.game().bet(),
            bankroll,
            hands,
        })
    }

    /// Once a frame: takes in finished figures, and starts the job for the current question
    /// once the table's analysis is known (dropping one for another question).
    pub fn poll(&mut self, trainer: &Trainer, waker: &Waker) {
        if let Some((q, handle)) = &self.job
            && let Some(Some(figures)) = handle.take_finished()
        {
            self.done = Some((*q, figures));
            self.job = None;
        }
        let Ok(question) = self.question(trainer) else {
            self.job = None;
            return;
        };
        if self.done.as_ref().is_some_and(|(q, _)| *q == question) {
            self.job = None;
            return;
        }
        if self.job.as_ref().is_some_and(|(q, _)| *q == question) {
            return;
        }
        self.job = None;
        self.analysis_failed = false;
        let analysis = match trainer.whole_game() {
            WholeGame::Ready(analysis) => analysis,
            WholeGame::Failed => {
                self.analysis_failed = true;
                return;
            }
            WholeGame::Running(_) => return,
        };
        let results = HandResults::of(analysis);
        let handle = Pool::global().spawn_task(waker.clone(), move |ctl| {
            let figures = bankroll_figures(&results, &question);
            if !ctl.is_cancelled() {
                ctl.update(|out| *out = Some(figures));
            }
        });
        self.job = Some((question, handle));
    }

    /// What the view shows for the trainer's table and bet.
    pub fn view(&self, trainer: &Trainer) -> BankrollView {
        let question = match self.question(trainer) {
            Ok(q) => q,
            Err(e) => return BankrollView::Refused(e.to_string()),
        };
        match &self.done {
            Some((q, figures)) if *q == question => BankrollView::Ready(question, figures.clone()),
            _ if self.analysis_failed => BankrollView::Failed,
            _ => BankrollView::Counting(question),
        }
    }

    /// Whether the figures for the current question are in (or cannot be computed).
    pub fn is_settled(&self, trainer: &Trainer) -> bool {
        !matches!(self.view(trainer), BankrollView::Counting(_))
    }
}
