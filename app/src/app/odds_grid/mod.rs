//! The Odds Grid tab's state: everything the tab knows and decides, apart from drawing it.
//!
//! [`OddsGrid`] owns the [`GridInputs`] (your hand, the board, the dead
//! cards, the opponents, the selected slot), the live answer against random opponents
//! ([`LiveGrid`]), the chart of starting hands
//! ([`StartingHands`]) and the message of the last refused action. The
//! UI draws it, turns clicks into [`Action`]s for [`OddsGrid::apply`], and calls
//! [`OddsGrid::update`] once a frame with the engine and a waker.

pub mod chart;
pub mod grid_jobs;
pub mod inputs;

use self::chart::{StartingHands, class_words};
use self::grid_jobs::{GridView, LiveGrid};
use self::inputs::{GridInputs, InputError, Place, SavedInputs, Slot};
use crate::app::card_slots::Street;
use crate::app::tab_model::{TabModel, TickContext};
use pokerlab::cards::{Card, CardSet};
use pokerlab::equity::Engine;
use pokerlab::equity::vs_random::{VsRandomMethod, VsRandomSpot};
use pokerlab::eval::describe_partial;
use pokerlab::format::{counted, duration_ms, percent_places, samples};
use pokerlab::jobs::Waker;
use pokerlab::range::HandClass;

/// A change the user asks of the Odds Grid.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A click on a card slot: takes its card off and selects it.
    ClickSlot(Slot),
    /// A card picked from the deck: it goes in the selected slot.
    Pick(Card),
    /// A starting hand clicked on the chart: study a hand of it.
    PickClass(HandClass),
    /// The number of random opponents.
    SetOpponents(usize),
    /// Cards typed for a place.
    SetText(Place, String),
    /// "Clear board": the board and the dead cards.
    ClearBoard,
    /// "Clear all".
    ClearAll,
}

/// "1 random opponent", "4 random opponents".
pub fn opponents_text(n: usize) -> String {
    if n == 1 {
        "1 random opponent".to_owned()
    } else {
        format!("{n} random opponents")
    }
}

/// The Odds Grid tab.
#[derive(Debug, Default)]
pub struct OddsGrid {
    inputs: GridInputs,
    live: LiveGrid,
    view: GridView,
    chart: StartingHands,
    message: Option<String>,
}

impl TabModel for OddsGrid {
    const TITLE: &'static str = "Odds Grid";
    type Saved = SavedInputs;

    fn from_saved(saved: &SavedInputs) -> OddsGrid {
        OddsGrid::from_saved(saved)
    }

    fn saved(&self) -> SavedInputs {
        OddsGrid::saved(self)
    }

    fn tick(&mut self, cx: &TickContext<'_>) {
        self.update(cx.engine, cx.waker);
    }

    fn status_line(&self) -> String {
        OddsGrid::status_line(self)
    }
}

impl OddsGrid {
    /// The tab as saved: the inputs read back leniently (see [`GridInputs::from_saved`]).
    pub fn from_saved(saved: &SavedInputs) -> OddsGrid {
        OddsGrid {
            inputs: GridInputs::from_saved(saved),
            ..OddsGrid::default()
        }
    }

    /// The tab as saved: its inputs, nothing computed.
    pub fn saved(&self) -> SavedInputs {
        self.inputs.saved()
    }

    /// The inputs.
    pub fn inputs(&self) -> &GridInputs {
        &self.inputs
    }

    /// The inputs, to change directly (tests, scripts).
    pub fn inputs_mut(&mut self) -> &mut GridInputs {
        &mut self.inputs
    }

    /// Whether the answer for the current inputs is final.
    pub fn is_settled(&self) -> bool {
        self.live.spot() == self.inputs.spot().and_then(Result::ok) && self.live.is_settled()
    }

    /// Once a frame: brings the job in line with the inputs, reads its answer, and refreshes
    /// the chart. `waker` is called when the job has news.
    pub fn update(&mut self, engine: &Engine, waker: &Waker) {
        let Self {
            inputs,
            live,
            view,
            chart,
            message: _,
        } = self;
        live.update(inputs.spot().and_then(Result::ok), engine, waker);
        *view = live.view();
        chart.refresh(inputs.opponents(), inputs.others());
    }

    /// Applies what the user asked. Returns why typed text was refused, for its field to
    /// show; a refused pick or chart click is kept as the tab's [`message`](Self::message).
    pub fn apply(&mut self, action: Action) -> Result<(), InputError> {
        self.message = None;
        let outcome = match action {
            Action::ClickSlot(slot) => {
                self.inputs.click_slot(slot);
                Ok(())
            }
            Action::Pick(card) => self.inputs.place(card),
            Action::PickClass(class) => self.inputs.set_class(class),
            Action::SetOpponents(n) => {
                self.inputs.set_opponents(n);
                Ok(())
            }
            Action::SetText(place, text) => return self.inputs.set_text(place, &text),
            Action::ClearBoard => {
                self.inputs.clear_board();
                Ok(())
            }
            Action::ClearAll => {
                self.inputs.clear_all();
                Ok(())
            }
        };
        if let Err(e) = outcome {
            self.message = Some(e.to_string());
        }
        Ok(())
    }

    /// The message of the last refused pick or chart click.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// The answer as of the last [`update`](Self::update).
    pub fn view(&self) -> &GridView {
        &self.view
    }

    /// The spot being computed (the last complete one the inputs named).
    pub fn spot(&self) -> Option<VsRandomSpot> {
        self.live.spot()
    }

    /// Why the inputs name no spot the engine takes, if they do not.
    pub fn spot_error(&self) -> Option<String> {
        match self.inputs.spot() {
            Some(Err(e)) => Some(e.to_string()),
            Some(Ok(_)) | None => None,
        }
    }

    /// The chart of starting hands, as of the last [`update`](Self::update).
    pub fn chart(&self) -> &StartingHands {
        &self.chart
    }

    /// The hand's class in words ("Ace-King suited · 4 combos"), once it has two cards.
    pub fn class_words(&self) -> Option<String> {
        self.inputs.class().map(class_words)
    }

    /// The hand with the board that counts, in words ("Pair of Queens"), once there is a
    /// board.
    pub fn made_hand(&self) -> Option<String> {
        let hand: CardSet = self.inputs.hand().iter().flatten().copied().collect();
        let board = self.inputs.street_board();
        if board.is_empty() {
            return None;
        }
        describe_partial(hand | board).map(|(_, words)| words)
    }

    /// The results' title: "AsKs against 1 random opponent · Flop".
    pub fn title(spot: &VsRandomSpot) -> String {
        format!(
            "{} against {} · {}",
            spot.hero(),
            opponents_text(spot.opponents()),
            Street::label(spot.board().len())
        )
    }

    /// The status bar's line: how the numbers were made, or what is missing.
    pub fn status_line(&self) -> String {
        let view = &self.view;
        if let Some(error) = self.spot_error().or_else(|| view.error.clone()) {
            return error;
        }
        let Some(spot) = self.live.spot() else {
            return "Pick two cards for your hand to see how it fares against random opponents."
                .to_owned();
        };
        let street = Street::label(spot.board().len());
        let who = format!("{} vs {}", spot.hero(), opponents_text(spot.opponents()));
        match (&view.result, view.done) {
            (Some(_), true) if view.from_table => {
                format!("{who}, {street}: exact, from the precomputed pre-flop table")
            }
            (Some(r), true) => match r.method {
                VsRandomMethod::Exact => format!(
                    "{who}, {street}: exact, {} enumerated in {}",
                    counted(r.samples(), "outcome", "outcomes"),
                    duration_ms(view.elapsed_ms)
                ),
                VsRandomMethod::MonteCarlo => format!(
                    "{who}, {street}: Monte Carlo, {} in {} (exact enumeration is for one opponent)",
                    samples(r.samples()),
                    duration_ms(view.elapsed_ms)
                ),
            },
            (Some(r), false) if view.estimate => format!(
                "{who}, {street}: estimate from {} — exact count {} done",
                samples(r.samples()),
                percent_places(view.progress, 0)
            ),
            (Some(r), false) => format!(
                "{who}, {street}: sampling, {} so far ({})",
                samples(r.samples()),
                percent_places(view.progress, 0)
            ),
            (None, _) => format!("{who}, {street}: computing…"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tab_saves_its_inputs_only() {
        let mut grid = OddsGrid::default();
        grid.inputs_mut().set_opponents(3);
        let json = serde_json::to_string(&grid.saved()).unwrap();
        let back = OddsGrid::from_saved(&serde_json::from_str(&json).unwrap());
        assert_eq!(back.inputs().saved(), grid.inputs().saved());
        assert_eq!(back.inputs(), grid.inputs());
    }

    #[test]
    fn refused_picks_become_the_message_and_typed_text_is_answered() {
        let mut grid = OddsGrid::default();
        grid.apply(Action::Pick("As".parse().unwrap())).unwrap();
        assert_eq!(grid.message(), Some("As is already used (Your first card)"));
        grid.apply(Action::ClearBoard).unwrap();
        assert_eq!(grid.message(), None);
        let refused = grid.apply(Action::SetText(Place::Board, "Ks 7h 2c".into()));
        assert_eq!(
            refused.unwrap_err().to_string(),
            "Ks is already used (Your second card)"
        );
        assert_eq!(
            OddsGrid::title(&grid.inputs().spot().unwrap().unwrap()),
            "As Ks against 1 random opponent · Pre-flop"
        );
    }
}
