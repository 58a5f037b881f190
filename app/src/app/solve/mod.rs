//! The Solve tab's state: a heads-up postflop spot as typed ([`SpotText`]), the tree built
//! for it in the background (its memory figure shown before solving, a tree too big refused
//! with the figure), a solve running as a job on the pool with its progress, and the node of
//! the solved tree being looked at ([`NodeSummary`]). Stop keeps the solve reached so far:
//! the job stops at its next iteration, measures the exploitability and hands the game over,
//! walkable like a finished one ("stopped at N iterations, exploitability X% of the pot").
//! A node's EVs and equities are computed in a job of their own, dropped if the node changes
//! first. Any change to the spot cancels the build and the solve and forgets the result, so a
//! stale result is never shown. Clicks reach it as [`Action`]s; work asked for starts in the
//! next logic step ([`TabModel::tick`]).
//!
//! ```
//! use pokerlab_app::app::solve::{Action, Field, Solve};
//! let mut tab = Solve::default();
//! tab.apply(Action::SetText(Field::Pot, "120".to_owned()));
//! assert_eq!(tab.text().pot, "120");
//! tab.apply(Action::Solve);
//! assert!(tab.is_solving()); // asked for: starts at the next tick
//! tab.apply(Action::Stop);
//! assert!(!tab.is_solving());
//! ```

mod editor;
mod files;
mod inputs;
mod node;
mod status;
pub mod study;

pub use files::FileOutcome;
pub use inputs::{
    ALL_IN_THRESHOLD, Field, InputError, MAX_MEMORY_MIB, MAX_SECONDS, RAISE_CAP, SpotText,
};
pub use node::{ClassCell, ComboRow, NodeKind, NodeSummary, NodeValues, action_name};
pub use status::progress_text;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::app::hand_odds::library::RangeLibrary;
use crate::app::hand_odds::range_editor::{RangeEdit, RangeEditor};
use crate::app::tab_model::{TabModel, TickContext};
use pokerlab::cards::Card;
use pokerlab::jobs::{JobHandle, Pool, Waker};
use pokerlab::range::HandClass;
use pokerlab::solver::{
    Game, GameOptions, Player, SolveProgress, SolveSettings, SolveState, Spot, Step,
    spawn_stoppable_solve,
};
use study::{NextCards, Sort, SortKey};

/// What the Solve tab keeps between runs: the spot as typed and the solve file's path.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedSolve {
    /// The spot's fields.
    pub spot: SpotText,
    /// The path typed for saving and loading solves.
    pub path: String,
}

/// What the strategy grid shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GridView {
    /// The acting player's strategy.
    #[default]
    Strategy,
    /// A player's reach-weighted range here.
    Range(Player),
}

/// What a click asks of the Solve tab.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A field of the spot typed (the result and any work on the old spot are dropped).
    SetText(Field, String),
    /// Ranges and board from another tab (OOP, IP, board).
    SetSpot {
        /// OOP's range text.
        oop: String,
        /// IP's range text.
        ip: String,
        /// The board's text.
        board: String,
    },
    /// Solve the spot (at the next logic step).
    Solve,
    /// Stop solving, keeping the strategy reached so far (it is shown once the job has
    /// measured its exploitability, at the end of the iteration under way).
    Stop,
    /// Go down the tree by this action or card.
    Down(Step),
    /// Go back up to the node `depth` steps from the root.
    Up(usize),
    /// Keep the solver's sums in 16 bits (or not).
    SetCompress(bool),
    /// Show the strategy or a player's range on the grid.
    ShowGrid(GridView),
    /// Show only this class's combos in the combo table (`None`: all).
    SelectClass(Option<HandClass>),
    /// Sort the combo table by this column (again: the other way round).
    SortCombos(SortKey),
    /// Sort the next-card report by this column (again: the other way round).
    SortCards(SortKey),
    /// The solve file's path typed.
    SetPath(String),
    /// Save the solve to the file at the path.
    SaveFile,
    /// Load the solve in the file at the path.
    LoadFile,
    /// Open the range editor on a player's range field.
    EditRange(Player, RangeLibrary),
    /// Something done in the range editor.
    Range(RangeEdit),
}

/// The tree being built for the current spot, with its memory figure.
#[derive(Debug, Default)]
pub struct Built {
    /// The tree's memory in bytes, or why it cannot be built.
    pub memory: Option<Result<u64, String>>,
    /// The tree, ready to solve.
    pub game: Option<Game>,
}

/// The Solve tab's state.
#[derive(Debug, Default)]
pub struct Solve {
    text: SpotText,
    /// Why the typed spot cannot be solved, if it cannot.
    input_error: Option<String>,
    /// The spot read from the text.
    spot: Option<(Spot, SolveSettings, GameOptions)>,
    /// Building the tree of `spot`.
    build: Option<JobHandle<Built>>,
    /// The tree's memory, or why it cannot be built.
    memory: Option<Result<u64, String>>,
    /// A built tree not yet solved.
    ready: Option<Game>,
    /// Solve asked for and not started.
    requested: bool,
    /// The solve in progress or done.
    solve: Option<JobHandle<SolveState>>,
    /// Set to ask the running solve to stop and hand over what it has.
    stop: Arc<AtomicBool>,
    /// The solved game.
    game: Option<Arc<Game>>,
    /// The last progress seen.
    progress: Option<SolveProgress>,
    /// The line from the root to the node shown.
    line: Vec<Step>,
    /// The node shown.
    node: Option<NodeSummary>,
    /// Computing the shown node's EVs and equities (a job; replaced, so cancelled, when the
    /// node changes).
    values: Option<JobHandle<Option<NodeValues>>>,
    /// The spot changed: read it and build its tree at the next tick.
    dirty: bool,
    /// When the solve under way started (the live elapsed time before its first report).
    started: Option<Instant>,
    /// When Stop was pressed, while the solve has not handed its game over.
    stopped: Option<Instant>,
    /// What the grid shows.
    grid: GridView,
    /// The class whose combos the combo table shows (all if `None`).
    selected: Option<HandClass>,
    /// The combo table's order.
    combo_sort: Sort,
    /// The next-card report's order.
    card_sort: Sort,
    /// The report over the next card at the chance node shown.
    next_cards: Option<NextCards>,
    /// Computing it.
    next_job: Option<JobHandle<Option<NextCards>>>,
    /// The solve file's path as typed.
    path: String,
    /// A save (`true`) or load asked for, to start at the next tick.
    file_asked: Option<bool>,
    /// A save or load under way.
    file_job: Option<JobHandle<FileOutcome>>,
    /// What the last save or load did: words, and whether it failed.
    file_message: Option<(String, bool)>,
    /// The path of the solve shown, if it was loaded.
    loaded: bool,
    /// The range editor, on a player's range field.
    editor: Option<editor::FieldEditor>,
}

impl TabModel for Solve {
    const TITLE: &'static str = "Solve";
    type Saved = SavedSolve;

    fn from_saved(saved: &SavedSolve) -> Solve {
        Solve {
            text: saved.spot.clone(),
            path: saved.path.clone(),
            dirty: true,
            ..Solve::default()
        }
    }

    fn saved(&self) -> SavedSolve {
        SavedSolve {
            spot: self.text.clone(),
            path: self.path.clone(),
        }
    }

    fn tick(&mut self, cx: &TickContext<'_>) {
        self.step(cx.engine.pool(), cx.waker);
    }

    fn status_line(&self) -> String {
        Solve::status_line(self)
    }
}

impl Solve {
    /// The spot as typed.
    pub fn text(&self) -> &SpotText {
        &self.text
    }

    /// Why the typed spot cannot be solved.
    pub fn input_error(&self) -> Option<&str> {
        self.input_error.as_deref()
    }

    /// The memory the spot's tree needs (bytes), or why it cannot be built; `None` while it
    /// is being built.
    pub fn memory(&self) -> Option<&Result<u64, String>> {
        self.memory.as_ref()
    }

    /// Whether a solve is asked for or running (a stopped one until it has handed over).
    pub fn is_solving(&self) -> bool {
        self.requested || (self.game.is_none() && self.solve.as_ref().is_some_and(|s| !s.is_done()))
    }

    /// Whether Stop was pressed and the solve has not yet handed its game over.
    pub fn is_stopping(&self) -> bool {
        self.stopped.is_some() && self.is_solving()
    }

    /// Whether a stopped solve's game is in and its exploitability is being measured.
    pub fn is_measuring(&self) -> bool {
        self.game.is_some() && self.solve.as_ref().is_some_and(|s| !s.is_done())
    }

    /// Whether the tree of the spot is being built.
    pub fn is_building(&self) -> bool {
        self.build.is_some()
    }

    /// How long the solve under way has run, by the tab's clock (live between reports).
    pub fn running_for(&self) -> Option<Duration> {
        self.started.map(|t| t.elapsed())
    }

    /// What the grid shows.
    pub fn grid(&self) -> GridView {
        self.grid
    }

    /// The class whose combos the combo table shows.
    pub fn selected_class(&self) -> Option<HandClass> {
        self.selected
    }

    /// The combo table's order.
    pub fn combo_sort(&self) -> Sort {
        self.combo_sort
    }

    /// The next-card report's order.
    pub fn card_sort(&self) -> Sort {
        self.card_sort
    }

    /// The report over the next card, at a chance node, once computed.
    pub fn next_cards(&self) -> Option<&NextCards> {
        self.next_cards.as_ref()
    }

    /// Whether the next-card report is being computed.
    pub fn next_cards_pending(&self) -> bool {
        self.next_job.is_some()
    }

    /// The board of the node shown by street (flop, turn, river as far as dealt), the
    /// spot's cards in the order typed, then the cards dealt on the way.
    pub fn streets(&self) -> Vec<String> {
        let typed: Vec<Card> = self
            .text
            .board
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
            .filter_map(|t| t.parse().ok())
            .collect();
        let board: Vec<Card> = match (&self.game, typed) {
            (Some(game), typed)
                if typed.len() != game.spot().board.len()
                    || typed.iter().any(|c| !game.spot().board.contains(*c)) =>
            {
                game.spot().board.iter().collect()
            }
            (_, typed) => typed,
        };
        let dealt = self.line.iter().filter_map(|s| match s {
            Step::Card(c) => Some(*c),
            Step::Action(_) => None,
        });
        let all: Vec<Card> = board.into_iter().chain(dealt).collect();
        let text = |cards: &[Card]| {
            cards
                .iter()
                .map(Card::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut streets = vec![text(&all[..all.len().min(3)])];
        streets.extend(all.iter().skip(3).take(2).map(Card::to_string));
        streets
    }

    /// The solve file's path as typed.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Whether a save or load is under way.
    pub fn file_busy(&self) -> bool {
        self.file_job.is_some()
    }

    /// What the last save or load did, and whether it failed.
    pub fn file_message(&self) -> Option<(&str, bool)> {
        self.file_message.as_ref().map(|(m, e)| (m.as_str(), *e))
    }

    /// Whether the solve shown was loaded from a file.
    pub fn is_loaded(&self) -> bool {
        self.loaded
    }

    /// The range editor and the player whose range it edits, if open.
    pub fn range_editor(&self) -> Option<(Player, &RangeEditor, &RangeLibrary)> {
        self.editor
            .as_ref()
            .map(|e| (e.player, &e.editor, &e.library))
    }

    /// What the range editor's last named-range action did.
    pub fn range_editor_message(&self) -> Option<&str> {
        self.editor.as_ref().and_then(|e| e.message.as_deref())
    }

    /// Takes the named ranges changed in the range editor, to share with Hand Odds.
    pub fn take_library_change(&mut self) -> Option<RangeLibrary> {
        let editor = self.editor.as_mut()?;
        std::mem::take(&mut editor.library_changed).then(|| editor.library.clone())
    }

    /// The progress of the last solve of this spot (live while it runs).
    pub fn progress(&self) -> Option<SolveProgress> {
        self.progress
    }

    /// The solved game of the current spot, once solving stopped.
    pub fn game(&self) -> Option<&Arc<Game>> {
        self.game.as_ref()
    }

    /// The line from the root to the node shown.
    pub fn line(&self) -> &[Step] {
        &self.line
    }

    /// The node shown, once solved.
    pub fn node(&self) -> Option<&NodeSummary> {
        self.node.as_ref()
    }

    /// Does what `action` asks.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::SetText(field, text) => {
                if self.text.get(field) != text {
                    self.text.set(field, text);
                    self.forget();
                }
            }
            Action::SetSpot { oop, ip, board } => {
                self.text.oop = oop;
                self.text.ip = ip;
                self.text.board = board;
                self.forget();
            }
            Action::Solve => {
                self.requested = self.dirty
                    || (self.input_error.is_none() && !matches!(self.memory, Some(Err(_))));
            }
            Action::Stop => {
                self.requested = false;
                if self.game.is_none() && self.solve.as_ref().is_some_and(|s| !s.is_done()) {
                    self.stop.store(true, Ordering::Relaxed);
                    self.stopped = Some(Instant::now());
                }
            }
            Action::Down(step) => {
                let mut line = self.line.clone();
                line.push(step);
                self.go(line);
            }
            Action::Up(depth) => {
                let line = self.line[..depth.min(self.line.len())].to_vec();
                self.go(line);
            }
            Action::SetCompress(on) => {
                if self.text.compress != on {
                    self.text.compress = on;
                    self.forget();
                }
            }
            Action::ShowGrid(view) => self.grid = view,
            Action::SelectClass(class) => self.selected = class,
            Action::SortCombos(key) => self.combo_sort = self.combo_sort.clicked(key),
            Action::SortCards(key) => self.card_sort = self.card_sort.clicked(key),
            Action::SetPath(path) => self.path = path,
            Action::SaveFile => self.file_asked = Some(true),
            Action::LoadFile => self.file_asked = Some(false),
            Action::EditRange(player, library) => {
                self.editor = Some(editor::FieldEditor::open(
                    player,
                    self.text.get(field_of(player)),
                    library,
                ));
            }
            Action::Range(edit) => {
                let Some(editor) = &mut self.editor else {
                    return;
                };
                let (text, close) = editor.edit(edit);
                let player = editor.player;
                if close {
                    self.editor = None;
                }
                if let Some(text) = text {
                    self.apply(Action::SetText(field_of(player), text));
                }
            }
        }
    }

    /// Goes to the node at the end of `line`, if there is one.
    fn go(&mut self, line: Vec<Step>) {
        let Some(game) = &self.game else { return };
        if let Some(node) = NodeSummary::of(game, &line) {
            self.line = line;
            self.node = Some(node);
            // Stale values are dropped with their job; the next step starts the new one.
            self.values = None;
            self.next_cards = None;
            self.next_job = None;
            self.selected = None;
        }
    }

    /// Drops everything about the old spot: its tree, its solve, its result.
    fn forget(&mut self) {
        self.build = None;
        self.solve = None;
        self.ready = None;
        self.memory = None;
        self.game = None;
        self.progress = None;
        self.node = None;
        self.values = None;
        self.next_cards = None;
        self.next_job = None;
        self.line.clear();
        self.requested = false;
        self.started = None;
        self.stopped = None;
        self.loaded = false;
        self.dirty = true;
    }

    /// The logic step: reads a changed spot and starts building its tree, collects the
    /// build and the solve, and starts a solve asked for.
    pub fn step(&mut self, pool: &Pool, waker: &Waker) {
        if self.dirty {
            self.dirty = false;
            match self.text.read_all() {
                Ok(spot) => {
                    self.input_error = None;
                    self.spot = Some(spot);
                    self.start_build(pool, waker);
                }
                Err(e) => {
                    self.input_error = Some(e.to_string());
                    self.spot = None;
                    self.requested = false;
                }
            }
        }
        if let Some(built) = self.build.as_ref().and_then(JobHandle::take_finished) {
            self.build = None;
            self.memory = built.memory;
            self.ready = built.game;
            if matches!(self.memory, Some(Err(_))) {
                self.requested = false;
            }
        }
        if self.requested && self.build.is_none() {
            match (self.ready.take(), &self.spot) {
                (Some(game), Some((_, settings, _))) => {
                    self.requested = false;
                    self.game = None;
                    self.node = None;
                    self.line.clear();
                    self.loaded = false;
                    self.progress = Some(SolveProgress::default());
                    self.started = Some(Instant::now());
                    self.stopped = None;
                    self.stop = Arc::new(AtomicBool::new(false));
                    self.solve = Some(spawn_stoppable_solve(
                        pool,
                        game,
                        *settings,
                        Arc::clone(&self.stop),
                        waker.clone(),
                    ));
                }
                // Solved before: build the tree again, then solve.
                (None, Some(_)) if !matches!(self.memory, Some(Err(_))) => {
                    self.start_build(pool, waker)
                }
                _ => self.requested = false,
            }
        }
        if let Some(solve) = &self.solve {
            let (progress, game) = solve.read(|s| (s.progress, s.game.clone()));
            let done = solve.is_done();
            self.progress = Some(progress);
            if let Some(game) = game
                && self.game.is_none()
            {
                self.game = Some(game);
                self.started = None;
                self.stopped = None;
                self.go(Vec::new());
            }
            if done && self.game.is_some() {
                self.solve = None;
            }
        }
        self.step_files(pool, waker);
        self.step_values(pool, waker);
        self.step_next_cards(pool, waker);
    }

    /// Starts computing the shown node's EVs and equities, and fills them in once they come
    /// (if they are still for the node shown).
    fn step_values(&mut self, pool: &Pool, waker: &Waker) {
        let Some(node) = &mut self.node else { return };
        if !node.values_pending {
            return;
        }
        match &self.values {
            None => {
                let Some(game) = &self.game else { return };
                let game = Arc::clone(game);
                let line = self.line.clone();
                self.values = Some(pool.spawn_task(waker.clone(), move |ctl| {
                    let values = NodeValues::of(&game, &line);
                    ctl.update(|v: &mut Option<NodeValues>| *v = values);
                }));
            }
            Some(job) if job.is_done() => {
                let values = job.take_finished().flatten();
                self.values = None;
                match values {
                    Some(values) if values.line == self.line => node.fill(&values),
                    // Not a decision node after all, or the job failed: nothing to wait for.
                    _ => node.values_pending = false,
                }
            }
            Some(_) => {}
        }
    }

    /// Whether the shown node's EVs and equities are being computed.
    pub fn values_pending(&self) -> bool {
        self.node.as_ref().is_some_and(|n| n.values_pending)
    }

    fn start_build(&mut self, pool: &Pool, waker: &Waker) {
        let Some((spot, _, options)) = &self.spot else {
            return;
        };
        let (spot, options) = (spot.clone(), *options);
        self.memory = None;
        self.ready = None;
        self.build = Some(pool.spawn_task(waker.clone(), move |ctl| {
            let built = match Game::with_options(spot, options) {
                Ok(game) => Built {
                    memory: Some(Ok(game.memory_bytes())),
                    game: Some(game),
                },
                Err(e) => Built {
                    memory: Some(Err(status::refusal(&e, &options))),
                    game: None,
                },
            };
            ctl.update(|b: &mut Built| *b = built);
        }));
    }
}

/// The text field of `player`'s range.
fn field_of(player: Player) -> Field {
    match player {
        Player::Oop => Field::Oop,
        Player::Ip => Field::Ip,
    }
}
