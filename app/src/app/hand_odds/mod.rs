//! The Hand Odds tab's state: everything the tab knows and decides, apart from drawing it.
//!
//! [`HandOdds`] owns the [`Table`] (seats, board, dead cards, the selected
//! slot), how equities are counted, the live equity jobs of every street
//! ([`LiveEquity`]), the open range editor's model, the seats' hands in
//! words, and the message of the last refused action. The UI draws it, turns clicks into
//! [`Action`]s and hands them to [`HandOdds::apply`]; once a frame it calls
//! [`HandOdds::update`] with the engine and a waker, which keeps the jobs in step with the
//! table. What the tab shows in words — who leads, which cards are outs, the status line — is
//! decided here too (see [`summary`]).

pub mod breakdown;
pub mod classes;
mod continue_with;
pub mod deal;
mod from_solve;
pub mod library;
pub mod range_editor;
pub mod seat;
pub mod step;
pub mod street_jobs;
pub mod streets;
pub mod summary;
pub mod table;
mod threshold;

use rand::SeedableRng;
use rand::rngs::SmallRng;

use self::breakdown::{Highlight, HoldingLine, HoldingsJob, compute_holdings};
use self::continue_with::Ticked;
use self::library::RangeLibrary;
use self::range_editor::{EditorEvent, LibraryEdit, RangeEdit, RangeEditor};
use self::street_jobs::{LiveEquity, StreetView};
use self::streets::Continuing;
use self::table::{Counting, PlaceError, SavedTable, Seat, Slot, Table};
use crate::app::tab_model::{TabModel, TickContext};
use pokerlab::cards::{Card, CardSet};
use pokerlab::equity::{Engine, EquityResult};
use pokerlab::eval::{HandValue, describe_partial, evaluate};
use pokerlab::jobs::Waker;

/// A change the user asks of the Hand Odds tab.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A click on a card slot: takes its card off and selects it.
    ClickSlot(Slot),
    /// A card picked from the deck: it goes in the selected slot.
    Pick(Card),
    /// "Add player".
    AddSeat,
    /// Remove seat `usize` (from 0).
    RemoveSeat(usize),
    /// Make a seat random (any two cards) or not.
    SetRandom(usize, bool),
    /// "Random cards": fill the selected seat or street at random.
    DealRandom,
    /// "Clear seat" / "Clear board" / "Clear dead cards": empty the place the selection is in.
    ClearSelected,
    /// "Clear all".
    ClearAll,
    /// How equities are counted.
    SetCounting(Counting),
    /// Open the range editor for a seat (close it if it is open for that seat).
    EditRange(usize),
    /// Text typed for a seat: cards, `random` or a range.
    SeatText(usize, String),
    /// Cards typed for the board.
    BoardText(String),
    /// Cards typed as dead.
    DeadText(String),
    /// Something done in the open range editor.
    Range(RangeEdit),
    /// Show seat `usize` (from 0) in the "What each seat holds" panel.
    ShowBreakdown(usize),
    /// Click on a holdings line of the panel's seat: highlights its combos on the seat's range
    /// grid (opening it), or clears the highlight if the line was highlighted.
    HighlightLine(HoldingLine),
    /// Tick or untick a holdings line of the panel's seat as one it continues with.
    TickLine(HoldingLine),
    /// The equity threshold typed in the panel ("40" for 40 %; empty: none).
    ThresholdText(String),
    /// The panel's seat continues with the ticked lines and the threshold: its range on the
    /// next streets is narrowed to the combos either keeps.
    ContinueWith,
    /// Take back seat `usize`'s last "continue with" step.
    UndoContinue(usize),
    /// Put the table back as it was before the last "Send to Hand Odds" (Ctrl+Z).
    UndoSend,
}

/// A seat's hand in words, remembered while its cards stay the same.
#[derive(Clone, Debug, Default)]
struct Description {
    cards: CardSet,
    text: Option<String>,
    /// The hand's value, once it has five cards or more.
    value: Option<HandValue>,
}

/// The Hand Odds tab.
pub struct HandOdds {
    table: Table,
    counting: Counting,
    live: LiveEquity,
    descriptions: Vec<Description>,
    message: Option<String>,
    rng: SmallRng,
    editor: Option<RangeEditor>,
    /// The seat chosen in the "What each seat holds" panel.
    breakdown_seat: Option<usize>,
    /// The holdings line highlighted on a range grid.
    highlight: Option<Highlight>,
    /// The holdings of the current flop or turn, classified on the pool.
    holdings: Option<HoldingsJob>,
    /// The named ranges and the brush.
    library: RangeLibrary,
    /// What the last named-range action did, or why it was refused.
    library_message: Option<String>,
    /// The equity of every class of the edited range, while its heat map is shown.
    classes: Option<classes::LiveClasses>,
    /// What range seats continue with on the flop and the turn.
    continuing: Continuing,
    /// The lines ticked in the panel.
    ticked: Ticked,
    /// The table before the last "Send to Hand Odds", until it is changed by hand.
    before_send: Option<SavedTable>,
}

impl std::fmt::Debug for HandOdds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HandOdds")
            .field("table", &self.table)
            .field("counting", &self.counting)
            .finish_non_exhaustive()
    }
}

impl Default for HandOdds {
    fn default() -> Self {
        HandOdds::from_saved(&SavedTable::default())
    }
}

impl TabModel for HandOdds {
    const TITLE: &'static str = "Hand Odds";
    type Saved = SavedTable;

    fn from_saved(saved: &SavedTable) -> HandOdds {
        HandOdds::from_saved(saved)
    }

    fn saved(&self) -> SavedTable {
        HandOdds::saved(self)
    }

    fn tick(&mut self, cx: &TickContext<'_>) {
        self.update(cx.engine, cx.waker);
    }

    fn status_line(&self) -> String {
        HandOdds::status_line(self)
    }
}

impl HandOdds {
    /// The tab as saved: the table read back leniently (see [`Table::from_saved`]).
    pub fn from_saved(saved: &SavedTable) -> HandOdds {
        HandOdds {
            table: Table::from_saved(saved),
            counting: saved.counting,
            live: LiveEquity::default(),
            descriptions: Vec::new(),
            message: None,
            rng: rand::make_rng(),
            editor: None,
            breakdown_seat: None,
            highlight: None,
            holdings: None,
            library: RangeLibrary::from_saved(&saved.ranges),
            library_message: None,
            classes: None,
            continuing: Continuing::from_saved(&saved.continuing),
            ticked: Ticked::default(),
            before_send: None,
        }
    }

    /// The tab as saved.
    pub fn saved(&self) -> SavedTable {
        SavedTable {
            counting: self.counting,
            ranges: self.library.saved(),
            continuing: self.continuing.saved(),
            ..self.table.saved()
        }
    }

    /// The table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The table, to change directly (tests, scripts).
    pub fn table_mut(&mut self) -> &mut Table {
        &mut self.table
    }

    /// How equities are counted.
    pub fn counting(&self) -> Counting {
        self.counting
    }

    /// Sets how equities are counted.
    pub fn set_counting(&mut self, counting: Counting) {
        self.counting = counting;
    }

    /// Uses a seeded random generator for the "Random cards" button (tests).
    pub fn seed_random(&mut self, seed: u64) {
        self.rng = SmallRng::seed_from_u64(seed);
    }

    /// Opens the range editor for seat `seat` (from 0), as the seat's "range" button does.
    pub fn open_range_editor(&mut self, seat: usize) {
        if let Some(current) = self.table.seats().get(seat) {
            let mut editor = RangeEditor::open(seat, current);
            editor.set_brush(self.library.brush());
            self.editor = Some(editor);
            self.library_message = None;
        }
    }

    /// The named ranges and the brush.
    pub fn library(&self) -> &RangeLibrary {
        &self.library
    }

    /// Takes the named ranges as changed elsewhere (the Solve tab's range editor).
    pub fn set_library(&mut self, library: RangeLibrary) {
        self.library = library;
    }

    /// What the last named-range action did, or why it was refused.
    pub fn library_message(&self) -> Option<&str> {
        self.library_message.as_deref()
    }

    /// The range editor, if open.
    pub fn range_editor(&self) -> Option<&RangeEditor> {
        self.editor.as_ref()
    }

    /// The message of the last refused pick or button ("Ks is already used (…)").
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Whether every computation for the current table is finished.
    pub fn is_settled(&self) -> bool {
        self.live.is_settled()
            && self
                .holdings
                .as_ref()
                .is_none_or(|j| j.handle.snapshot().done)
            && self.classes.as_ref().is_none_or(|c| c.is_done())
            && !self.continuing.is_counting()
    }

    /// The computation of the street reached last (the one the bars show), if any.
    pub fn current(&self) -> Option<&StreetView> {
        self.live.current()
    }

    /// The result shown for the current street, if any.
    pub fn current_result(&self) -> Option<&EquityResult> {
        self.live.current().and_then(|v| v.result.as_ref())
    }

    /// Once a frame: brings the equity jobs in line with the table (cancelling those whose
    /// question changed) and the words in line with the cards. `waker` is called when a job
    /// has news.
    pub fn update(&mut self, engine: &Engine, waker: &Waker) {
        self.update_continuing(engine, waker);
        let deal = self.deal();
        // The per-class job, if the heat map is shown, goes on the pool right after the
        // current street's (before earlier streets', which may be long counts).
        let shown = self.editor.as_ref().is_some_and(|e| e.shows_equity());
        let classes = &mut self.classes;
        let mut after_current = |request: &pokerlab::equity::EquityRequest| {
            classes::sync_classes(classes, shown.then_some(request), engine, waker);
        };
        self.live.update_with(
            deal.as_ref(),
            self.counting,
            engine,
            waker.clone(),
            &mut after_current,
        );
        self.update_holdings(engine, waker);
        self.update_classes(engine, waker);
        self.update_descriptions();
        self.follow_editor();
    }

    /// Applies what the user asked. Returns why typed text was refused, for its field to
    /// show (the text stays as typed); a refused pick or button is kept as the tab's
    /// [`message`](Self::message) instead.
    pub fn apply(&mut self, action: Action) -> Result<(), PlaceError> {
        self.message = None;
        if !matches!(
            action,
            Action::UndoSend | Action::ShowBreakdown(_) | Action::HighlightLine(_)
        ) {
            // Changed by hand: what came from Solve is the user's now.
            self.before_send = None;
        }
        let typed = match action {
            Action::ClickSlot(slot) => {
                self.table.click_slot(slot);
                Ok(())
            }
            Action::Pick(card) => {
                if let Err(e) = self.table.place(card) {
                    self.message = Some(e.to_string());
                }
                Ok(())
            }
            Action::AddSeat => {
                self.table.add_seat();
                Ok(())
            }
            Action::RemoveSeat(seat) => {
                self.remove_seat(seat);
                Ok(())
            }
            Action::EditRange(seat) => {
                if self.editor.as_ref().is_some_and(|e| e.seat() == seat) {
                    self.editor = None;
                } else {
                    self.open_range_editor(seat);
                }
                Ok(())
            }
            Action::SetRandom(seat, random) => {
                self.table.set_random(seat, random);
                Ok(())
            }
            Action::DealRandom => {
                self.table.deal_random(&mut self.rng);
                Ok(())
            }
            Action::ClearSelected => {
                self.clear_selected();
                Ok(())
            }
            Action::ClearAll => {
                self.table.clear_all();
                Ok(())
            }
            Action::SetCounting(counting) => {
                self.counting = counting;
                Ok(())
            }
            Action::SeatText(seat, text) => self.table.set_seat_text(seat, &text),
            Action::BoardText(text) => self.table.set_board_text(&text),
            Action::DeadText(text) => self.table.set_dead_text(&text),
            Action::ShowBreakdown(seat) => {
                self.breakdown_seat = Some(seat);
                Ok(())
            }
            Action::HighlightLine(line) => {
                self.highlight_line(line);
                Ok(())
            }
            Action::TickLine(line) => {
                self.tick_line(line);
                Ok(())
            }
            Action::ThresholdText(text) => {
                self.ticked.threshold = text;
                Ok(())
            }
            Action::ContinueWith => {
                if let Err(e) = self.continue_with() {
                    self.message = Some(e.to_string());
                }
                Ok(())
            }
            Action::UndoContinue(seat) => {
                self.continuing.undo(seat);
                Ok(())
            }
            Action::UndoSend => {
                self.undo_send();
                Ok(())
            }
            Action::Range(edit) => {
                let events = match (&mut self.editor, edit) {
                    (editor, RangeEdit::Brush(percent)) => {
                        self.library.set_brush(percent);
                        if let Some(editor) = editor {
                            editor.set_brush(self.library.brush());
                        }
                        Vec::new()
                    }
                    (Some(_), RangeEdit::Library(edit)) => self.library_edit(edit),
                    (Some(editor), edit) => editor.edit(edit),
                    (None, _) => Vec::new(),
                };
                self.apply_editor_events(events);
                Ok(())
            }
        };
        self.follow_editor();
        typed
    }

    /// Does a named-range action for the open editor; what happened becomes the library's
    /// message.
    fn library_edit(&mut self, edit: LibraryEdit) -> Vec<EditorEvent> {
        let Some(editor) = &mut self.editor else {
            return Vec::new();
        };
        let (outcome, events) = match edit {
            LibraryEdit::Load(name) => match self.library.get(&name) {
                Some(range) => (Ok(format!("Loaded “{name}”")), vec![editor.load(range)]),
                None => (Err(format!("No range is named “{name}”")), Vec::new()),
            },
            LibraryEdit::Save(name) => {
                let saved = self.library.save(&name, editor.range());
                (
                    saved
                        .map(|()| format!("Saved “{}”", name.trim()))
                        .map_err(|e| e.to_string()),
                    Vec::new(),
                )
            }
            LibraryEdit::Rename(from, to) => (
                self.library
                    .rename(&from, &to)
                    .map(|()| format!("Renamed “{from}” to “{}”", to.trim()))
                    .map_err(|e| e.to_string()),
                Vec::new(),
            ),
            LibraryEdit::Delete(name) => (
                self.library
                    .delete(&name)
                    .map(|()| format!("Deleted “{name}”"))
                    .map_err(|e| e.to_string()),
                Vec::new(),
            ),
        };
        self.library_message = Some(outcome.unwrap_or_else(|e| e));
        events
    }

    /// Highlights `line` of the panel's seat on its range grid (opening the grid), or clears
    /// the highlight if it was that line.
    fn highlight_line(&mut self, line: HoldingLine) {
        let Some(seat) = self.breakdown_seat() else {
            return;
        };
        let new = Highlight { seat, line };
        if self.highlight == Some(new) {
            self.highlight = None;
            return;
        }
        self.highlight = Some(new);
        if self.editor.as_ref().is_none_or(|e| e.seat() != seat) {
            self.open_range_editor(seat);
        }
    }

    /// Classifies the holdings of the current flop or turn on the pool when the request
    /// changed; drops them (and the highlight) off those streets.
    fn update_holdings(&mut self, engine: &Engine, waker: &Waker) {
        let request = self
            .live
            .current_request()
            .filter(|r| (3..=4).contains(&r.board.len()));
        let Some(request) = request else {
            self.holdings = None;
            self.highlight = None;
            return;
        };
        if self
            .holdings
            .as_ref()
            .is_some_and(|j| j.request == *request)
        {
            return;
        }
        let job_request = request.clone();
        let handle =
            engine.spawn_chunked(1, move |_| compute_holdings(&job_request), waker.clone());
        self.holdings = Some(HoldingsJob {
            request: request.clone(),
            handle,
        });
    }

    /// Removes a seat; the range editor follows its seat's new number, or closes with it.
    fn remove_seat(&mut self, seat: usize) {
        if !self.table.remove_seat(seat) {
            return;
        }
        self.continuing.remove_seat(seat);
        self.highlight = None;
        self.breakdown_seat = None;
        match self.editor.as_ref().map(RangeEditor::seat) {
            Some(s) if s == seat => self.editor = None,
            Some(s) if s > seat => {
                if let Some(e) = &mut self.editor {
                    e.set_seat(s - 1);
                }
            }
            _ => {}
        }
    }

    /// Empties the place the selection is in: its seat, the board or the dead cards.
    fn clear_selected(&mut self) {
        match self.table.selected() {
            Some(Slot::Hole { seat, .. }) => self.table.clear_seat(seat),
            Some(Slot::Board(_)) => self.table.clear_board(),
            Some(Slot::Dead(_)) => {
                // Empty text always reads.
                let _ = self.table.set_dead_text("");
            }
            None => {}
        }
    }

    /// Does what the range editor asks: sets its seat (a refusal becomes the message) or
    /// closes it.
    fn apply_editor_events(&mut self, events: Vec<EditorEvent>) {
        for event in events {
            match event {
                EditorEvent::Set(seat) => {
                    let Some(index) = self.editor.as_ref().map(RangeEditor::seat) else {
                        continue;
                    };
                    if let Err(e) = self.table.set_seat(index, seat) {
                        self.message = Some(e.to_string());
                    }
                }
                EditorEvent::Close => self.editor = None,
            }
        }
    }

    /// The range editor takes in changes to its seat made elsewhere, and closes if its seat
    /// is gone.
    fn follow_editor(&mut self) {
        let Some(editor) = &mut self.editor else {
            return;
        };
        match self.table.seats().get(editor.seat()) {
            Some(seat) => editor.follow(seat),
            None => self.editor = None,
        }
    }

    /// Recomputes the words for seats whose cards changed (one short evaluation each).
    fn update_descriptions(&mut self) {
        let board: CardSet = self.table.board().iter().flatten().copied().collect();
        let seats = self.table.seats();
        self.descriptions
            .resize_with(seats.len(), Description::default);
        for (seat, description) in seats.iter().zip(&mut self.descriptions) {
            let cards = match seat {
                Seat::Random | Seat::Range(_) => CardSet::EMPTY,
                Seat::Cards(_) => seat.cards() | board,
            };
            let key = if seat.cards().is_empty() {
                CardSet::EMPTY
            } else {
                cards
            };
            if description.cards != key || (key.is_empty() && description.text.is_some()) {
                description.cards = key;
                description.text = if seat.cards().is_empty() {
                    None
                } else {
                    describe_partial(cards).map(|(_, words)| words)
                };
                description.value =
                    (seat.cards().len() == 2 && cards.len() >= 5).then(|| evaluate(cards));
            }
        }
    }

    /// Seat `seat`'s hand in words with the board ("Pair of Queens"), once it has a card.
    pub fn description(&self, seat: usize) -> Option<&str> {
        self.descriptions.get(seat)?.text.as_deref()
    }

    /// The value of seat `seat`'s hand, once it has two cards and the board three or more.
    fn hand_value(&self, seat: usize) -> Option<HandValue> {
        self.descriptions.get(seat)?.value
    }
}
