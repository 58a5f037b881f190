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

mod inputs;
mod node;

pub use inputs::{ALL_IN_THRESHOLD, Field, InputError, MAX_SECONDS, RAISE_CAP, SpotText};
pub use node::{ClassCell, ComboRow, NodeKind, NodeSummary, NodeValues, action_name};

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use serde::{Deserialize, Serialize};

use crate::app::tab_model::{TabModel, TickContext};
use pokerlab::format;
use pokerlab::jobs::{JobHandle, Pool, Waker};
use pokerlab::solver::{
    DEFAULT_MAX_MEMORY, Game, SolveProgress, SolveSettings, SolveState, Spot, Step, StopReason,
    spawn_stoppable_solve,
};

/// What the Solve tab keeps between runs: the spot as typed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedSolve {
    /// The spot's fields.
    pub spot: SpotText,
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
    spot: Option<(Spot, SolveSettings)>,
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
}

impl TabModel for Solve {
    const TITLE: &'static str = "Solve";
    type Saved = SavedSolve;

    fn from_saved(saved: &SavedSolve) -> Solve {
        Solve {
            text: saved.spot.clone(),
            dirty: true,
            ..Solve::default()
        }
    }

    fn saved(&self) -> SavedSolve {
        SavedSolve {
            spot: self.text.clone(),
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
        self.requested || self.solve.as_ref().is_some_and(|s| !s.is_done())
    }

    /// Whether Stop was pressed and the solve has not yet handed its game over.
    pub fn is_stopping(&self) -> bool {
        self.stop.load(Ordering::Relaxed) && self.solve.as_ref().is_some_and(|s| !s.is_done())
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
                if self.solve.as_ref().is_some_and(|s| !s.is_done()) {
                    self.stop.store(true, Ordering::Relaxed);
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
        self.line.clear();
        self.requested = false;
        self.dirty = true;
    }

    /// The logic step: reads a changed spot and starts building its tree, collects the
    /// build and the solve, and starts a solve asked for.
    pub fn step(&mut self, pool: &Pool, waker: &Waker) {
        if self.dirty {
            self.dirty = false;
            match self.text.read() {
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
                (Some(game), Some((_, settings))) => {
                    self.requested = false;
                    self.game = None;
                    self.node = None;
                    self.line.clear();
                    self.progress = Some(SolveProgress::default());
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
            if progress.iterations > 0 || progress.stop.is_some() {
                self.progress = Some(progress);
            }
            if let Some(game) = game
                && self.game.is_none()
            {
                self.game = Some(game);
                self.go(Vec::new());
            }
        }
        self.step_values(pool, waker);
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
        let Some((spot, _)) = &self.spot else { return };
        let spot = spot.clone();
        self.memory = None;
        self.ready = None;
        self.build = Some(pool.spawn_task(waker.clone(), move |ctl| {
            let built = match Game::new(spot, DEFAULT_MAX_MEMORY) {
                Ok(game) => Built {
                    memory: Some(Ok(game.memory_bytes())),
                    game: Some(game),
                },
                Err(e) => Built {
                    memory: Some(Err(e.to_string())),
                    game: None,
                },
            };
            ctl.update(|b: &mut Built| *b = built);
        }));
    }

    /// The status bar's line.
    pub fn status_line(&self) -> String {
        if let Some(e) = &self.input_error {
            return format!("Solve: {e}");
        }
        match (&self.progress, self.is_solving()) {
            (Some(_), true) if self.is_stopping() => {
                "Stopping: measuring the exploitability of the solve so far…".to_owned()
            }
            (Some(p), true) => format!("Solving: {}", progress_text(p)),
            (Some(p), false) => format!("Solved: {}", progress_text(p)),
            (None, _) => "Set the spot and press Solve.".to_owned(),
        }
    }
}

/// "120 iterations in 1.2 s, exploitability 0.42% of the pot (target reached)", or for a
/// solve stopped on request or by its time budget "stopped at 120 iterations in 1.2 s,
/// exploitability 0.42% of the pot".
pub fn progress_text(p: &SolveProgress) -> String {
    let exploitability = p.exploitability_percent.map_or_else(
        || "exploitability not yet measured".to_owned(),
        |e| {
            format!(
                "exploitability {} of the pot",
                format::percent_places(e / 100.0, 2)
            )
        },
    );
    let stop = match p.stop {
        None => "",
        Some(StopReason::Target) => " (target reached)",
        Some(StopReason::Iterations) => " (iteration budget spent)",
        Some(StopReason::Time) => " (time budget spent)",
        Some(StopReason::Cancelled) => "",
    };
    let stopped = if matches!(p.stop, Some(StopReason::Cancelled | StopReason::Time)) {
        "stopped at "
    } else {
        ""
    };
    format!(
        "{stopped}{} iterations in {}, {}{stop}",
        format::group_digits(p.iterations),
        format::duration(p.elapsed),
        exploitability,
    )
}
