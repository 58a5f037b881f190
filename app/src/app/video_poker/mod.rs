//! The Video Poker tab's state: a [`Trainer`] for every built-in game (the machine on one hand
//! or several, the hold EVs, the scorecard, the background work), the message the last move left, and what each key or
//! click means ([`Action`]). The [ui](crate::ui::tabs::video_poker) reads the keys and clicks,
//! turns them into actions and draws what [`figures`] decides; nothing here knows the UI toolkit.
//!
//! ```
//! use pokerlab_app::app::video_poker::{Action, SavedTrainer, VideoPoker};
//! use pokerlab::jobs::Waker;
//! let mut tab = VideoPoker::from_saved(&SavedTrainer::default());
//! let waker = Waker::none();
//! tab.trainer_mut().wait_until_ready(&waker);
//! tab.apply(Action::DealOrDraw); // deals
//! tab.poll(&waker);
//! assert!(tab.trainer().in_play() && tab.is_ready());
//! tab.apply(Action::Toggle(0)); // holds the first card
//! assert!(tab.trainer().held().is_held(0));
//! assert_eq!(tab.message(), None);
//! ```

pub mod bankroll;
pub mod chart_panel;
pub mod coach;
pub mod figures;
pub mod trainer;

pub use chart_panel::{ChartPanel, ChartRow, GlossaryRow, TutorQuestion};
pub use coach::{ChartState, ChartVerdict, Coach};
pub use figures::{
    Banner, CardOnScreen, HoldRow, LastHand, OtherHand, PayRow, ReturnFigure, Scorecard, ThisHand,
    Verdict, hold_words,
};
pub use trainer::{LastRound, STARTING_CREDITS, SavedTrainer, Trainer, TrainerError, WholeGame};

use crate::app::tab_model::{TabModel, TickContext};
use pokerlab::format::{ev_per_coin, percent_places};
use pokerlab::jobs::Waker;
use pokerlab::video_poker::{Bet, Deck, ExtraDeck, Hands, RoundEv, TableId};

/// What a key or a click asks of the trainer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Hold or release the card at this place (0 to 4) of the hand in play.
    Toggle(usize),
    /// Deal a hand, or draw the hand in play.
    DealOrDraw,
    /// One coin more, from five back to one.
    BetOne,
    /// Bet five coins.
    BetMax,
    /// Switch to this built-in pay table.
    SetTable(TableId),
    /// Mark the best hold while playing, or not.
    SetHint(bool),
    /// Play this many hands from one hold (1, 3, 5 or 10; between hands).
    SetHands(u8),
    /// Draw the extra hands of multi-play from this deck (between hands).
    SetExtraDeck(ExtraDeck),
    /// Ask before drawing a hold that gives up EV (tutor mode), or not.
    SetTutor(bool),
    /// Answer to the tutor's question: draw the hold as it stands.
    DrawAnyway,
    /// Answer to the tutor's question: go back to choosing the hold.
    ChangeHold,
    /// Add [`STARTING_CREDITS`] when the credits no longer cover a bet.
    Refill,
    /// Something typed in the bankroll view.
    Bankroll(bankroll::BankrollEdit),
}

/// The Video Poker tab's state. Saved between runs as a [`SavedTrainer`] (table, credits,
/// bet, hint, hands, tutor).
#[derive(Debug)]
pub struct VideoPoker {
    trainer: Trainer,
    /// Why the last move was refused, if it was.
    message: Option<String>,
    /// The tutor's question, while it waits for an answer: what the hold gives up per coin
    /// (on the round, with multi-play).
    question: Option<RoundEv>,
    /// The bankroll view's inputs and figures.
    bankroll: bankroll::Bankroll,
}

impl Default for VideoPoker {
    fn default() -> Self {
        VideoPoker::from_saved(&SavedTrainer::default())
    }
}

impl TabModel for VideoPoker {
    const TITLE: &'static str = "Video Poker";
    type Saved = SavedTrainer;

    fn from_saved(saved: &SavedTrainer) -> VideoPoker {
        VideoPoker::from_saved(saved)
    }

    fn saved(&self) -> SavedTrainer {
        VideoPoker::saved(self)
    }

    fn tick(&mut self, cx: &TickContext<'_>) {
        self.poll(cx.waker);
    }

    fn status_line(&self) -> String {
        VideoPoker::status_line(self)
    }
}

impl VideoPoker {
    /// The tab as saved (read leniently: see [`Trainer::from_saved`]).
    pub fn from_saved(saved: &SavedTrainer) -> VideoPoker {
        VideoPoker {
            trainer: Trainer::from_saved(saved),
            message: None,
            question: None,
            bankroll: bankroll::Bankroll::default(),
        }
    }

    /// The state to save (a hand in play is refunded).
    pub fn saved(&self) -> SavedTrainer {
        self.trainer.saved()
    }

    /// The trainer.
    pub fn trainer(&self) -> &Trainer {
        &self.trainer
    }

    /// The trainer, to change directly (tests, scripts).
    pub fn trainer_mut(&mut self) -> &mut Trainer {
        &mut self.trainer
    }

    /// Why the last move was refused, if it was.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// The tutor's question, while it waits for an answer ("Draw anyway?"): what the hold as
    /// it stands gives up per coin.
    pub fn question(&self) -> Option<RoundEv> {
        self.question
    }

    /// Shuffles from `seed` from now on (tests and replays).
    pub fn seed(&mut self, seed: u64) {
        self.trainer.seed(seed);
    }

    /// Deals the next hand from `deck` instead of a shuffle (tests and replays).
    pub fn deal_from(&mut self, deck: Deck) {
        self.message = self.trainer.deal_from(deck).err().map(|e| e.to_string());
    }

    /// Whether the hold EVs of the current table and bet are ready (and the hand in play, if
    /// any, analysed).
    pub fn is_ready(&self) -> bool {
        self.trainer.is_ready() && (!self.trainer.in_play() || self.trainer.analysis().is_some())
    }

    /// Keeps the background work in step and takes in what is finished (a hand just dealt is
    /// analysed here). The app calls it once a frame, from [`TabModel::tick`]; tests and
    /// scripts call it after their actions. `waker` is called when background work has news.
    pub fn poll(&mut self, waker: &Waker) {
        self.trainer.poll(waker);
        self.bankroll.poll(&self.trainer, waker);
    }

    /// The bankroll view: its inputs as typed and what it shows.
    pub fn bankroll(&self) -> (&bankroll::Bankroll, bankroll::BankrollView) {
        (&self.bankroll, self.bankroll.view(&self.trainer))
    }

    /// Does what `action` asks, if the machine allows it now: a key for a move that does not
    /// apply (a hold between hands, a draw before the odds are known) does nothing; a refused
    /// move leaves its reason in [`message`](Self::message). With the tutor on, a draw of a
    /// hold that gives up EV first asks ([`question`](Self::question)): [`Action::DrawAnyway`]
    /// draws, [`Action::ChangeHold`] (or any other move) takes the question back.
    pub fn apply(&mut self, action: Action) {
        let Self {
            trainer: t,
            message,
            question,
            bankroll,
        } = self;
        *message = None;
        // The question stands only until it is answered or the hold changes.
        let asked = question.take();
        let outcome = match action {
            Action::Toggle(i) => {
                if t.in_play() {
                    t.toggle_hold(i).map(|_| ())
                } else {
                    Ok(())
                }
            }
            Action::DealOrDraw => {
                if t.in_play() {
                    if let Some(loss) = asked {
                        // Asked already: only an answer goes on.
                        *question = Some(loss);
                        Ok(())
                    } else if let Some(loss) = tutor_asks(t) {
                        *question = Some(loss);
                        Ok(())
                    } else if t.can_draw() {
                        t.draw().map(|_| ())
                    } else {
                        Ok(())
                    }
                } else if t.can_deal() {
                    t.deal().map(|_| ())
                } else {
                    Ok(())
                }
            }
            Action::DrawAnyway => {
                if t.can_draw() {
                    t.draw().map(|_| ())
                } else {
                    Ok(())
                }
            }
            Action::ChangeHold => Ok(()),
            Action::BetOne => t.bet_one(),
            Action::BetMax => t.set_bet(Bet::MAX),
            Action::SetTable(id) => t.set_table(id),
            Action::SetHint(on) => {
                t.set_hint(on);
                Ok(())
            }
            Action::SetTutor(on) => {
                t.set_tutor(on);
                Ok(())
            }
            Action::SetHands(count) => match Hands::new(count) {
                Some(hands) => t.set_hands(hands),
                None => Ok(()),
            },
            Action::SetExtraDeck(deck) => t.set_extra_deck(deck),
            Action::Refill => {
                t.refill();
                Ok(())
            }
            Action::Bankroll(edit) => {
                bankroll.edit(edit);
                // The question in play stands.
                *question = asked;
                Ok(())
            }
        };
        if let Err(e) = outcome {
            *message = Some(e.to_string());
        }
    }

    /// One line for the status bar: the table and bet, the EVs of the hand in play, the
    /// table's return under perfect play.
    pub fn status_line(&self) -> String {
        let t = &self.trainer;
        let game = t.game();
        let head = match game.hands().count() {
            1 => format!("{} · bet {}", game.paytable().title(), game.bet()),
            _ => format!(
                "{} · bet {} × {}",
                game.paytable().title(),
                game.bet(),
                game.hands()
            ),
        };
        let whole = match t.whole_game() {
            WholeGame::Ready(a) => {
                format!(
                    "return with perfect play {}, variance {:.2}",
                    percent_places(a.return_rate(), 4),
                    a.variance()
                )
            }
            WholeGame::Running(p) => format!(
                "working out the return with perfect play ({})",
                percent_places(f64::from(p), 0)
            ),
            WholeGame::Failed => "the return could not be computed".to_owned(),
        };
        if !t.is_ready() {
            return format!("{head} · building the draw tables…");
        }
        match (t.round(), t.in_play()) {
            (Some(a), true) => format!(
                "{head} · your hold {} · best {} · {whole}",
                ev_per_coin(a.value(t.held()).to_f64()),
                ev_per_coin(a.best().value.to_f64())
            ),
            _ => format!("{head} · {whole}"),
        }
    }
}

/// What the hold in play gives up per coin (on the round, with multi-play), if the tutor is
/// on, the hold's EV is known and it is not a best hold: then the tutor asks before drawing.
fn tutor_asks(t: &Trainer) -> Option<RoundEv> {
    let round = t.round().filter(|_| t.tutor() && t.in_play())?;
    let loss = round.loss(t.held());
    (loss != RoundEv::ZERO).then_some(loss)
}

#[cfg(test)]
mod tests {

    use super::*;
    use pokerlab::parse_cards;

    fn ready() -> VideoPoker {
        let mut tab = VideoPoker::default();
        tab.trainer_mut().wait_until_ready(&Waker::none());
        tab
    }

    #[test]
    fn the_tab_saves_its_trainer() {
        let tab = VideoPoker::default();
        let json = serde_json::to_string(&tab.saved()).unwrap();
        let back = VideoPoker::from_saved(&serde_json::from_str(&json).unwrap());
        assert_eq!(back.saved(), tab.saved());
        let lenient = VideoPoker::from_saved(&serde_json::from_str(r#"{"credits": 12}"#).unwrap());
        assert_eq!(lenient.trainer().game().credits(), 12);
    }

    #[test]
    fn evs_read_with_four_decimals() {
        assert_eq!(
            ev_per_coin(pokerlab::video_poker::Ev::from_total(54, 47).to_f64()),
            "1.1489"
        );
    }

    #[test]
    fn keys_that_do_not_apply_do_nothing_and_refusals_leave_a_message() {
        let mut tab = ready();
        // A hold between hands, a draw with nothing dealt: nothing happens.
        tab.apply(Action::Toggle(2));
        assert!(!tab.trainer().in_play());
        assert_eq!(tab.message(), None);
        tab.deal_from(Deck::stacked(&parse_cards("Jh Jd 7c 4s 2d").unwrap()).unwrap());
        tab.poll(&Waker::none());
        // The table cannot change with a hand in play: said why.
        tab.apply(Action::SetTable(
            pokerlab::video_poker::TableId::of("jacks-or-better-8-5").unwrap(),
        ));
        assert!(tab.message().is_some());
        // The next move clears the message.
        tab.apply(Action::Toggle(0));
        assert_eq!(tab.message(), None);
        assert!(tab.trainer().held().is_held(0));
        tab.apply(Action::DealOrDraw);
        assert!(!tab.trainer().in_play());
        assert_eq!(tab.trainer().stats().hands(), 1);
    }

    #[test]
    fn the_status_line_names_the_table_and_the_hold() {
        let mut tab = ready();
        assert!(
            tab.status_line()
                .starts_with("Jacks or Better 9/6 (full pay) · bet 5")
        );
        tab.deal_from(Deck::stacked(&parse_cards("Jh Jd 7c 4s 2d").unwrap()).unwrap());
        tab.poll(&Waker::none());
        assert!(
            tab.status_line().contains("· your hold "),
            "{}",
            tab.status_line()
        );
    }
}
