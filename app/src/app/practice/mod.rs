//! The Practice tab's state: a drill picked in a form ([`DrillText`]), hands dealt from it
//! and played against the solver's strategy ([`pokerlab::practice`]), every decision graded
//! at once, and the session — its figures, its hands for review, its export.
//!
//! Solves never hold up the window: each hand's spot is solved as a job ([`Solves`]), cached
//! by its key, and the next hand's spot is dealt and solved in the background as soon as a
//! hand starts, while the player plays and reads the grades. Only the first spot of a drill
//! (or a flop board never solved before) is waited for, with its progress shown; flop solves
//! are kept on disk ([`DiskCache`]). Clicks and keys reach the model as [`Action`]s; work
//! starts in the next logic step ([`TabModel::tick`]).
//!
//! ```
//! use pokerlab_app::app::practice::{Action, Practice};
//! let mut tab = Practice::default();
//! tab.apply(Action::Start);
//! assert!(tab.is_waiting()); // the first spot is solved at the next tick
//! ```

mod disk;
mod form;
mod play;
mod review;
mod solves;

pub use disk::{DEFAULT_MAX_BYTES, DiskCache};
pub use form::{DrillText, Field, FormError, Raiser, ReadDrill, SeatChoice, StreetChoice};
pub use play::{InPlay, LastGrade};
pub use review::{Review, SolverView};
pub use solves::{MEMORY_GAMES, Phase, Solved, Solves, SpotSolve};

use std::path::PathBuf;
use std::time::SystemTime;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde::{Deserialize, Serialize};

use crate::app::tab_model::{TabModel, TickContext};
use pokerlab::format;
use pokerlab::jobs::{Pool, Waker};
use pokerlab::practice::{Session, SpotKey, Thresholds, Turn};

/// The most hands a session keeps (and saves): the oldest go first. Export a session to keep
/// all of it.
pub const MAX_HANDS: usize = 200;

/// Boards dealt in a row on which the ranges cannot be dealt before the drill gives up.
const MAX_DEAL_TRIES: u32 = 50;

/// What the Practice tab keeps between runs: the drill as typed and the session.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedPractice {
    /// The drill picker's fields.
    pub drill: DrillText,
    /// The hands played, graded.
    pub session: Session,
}

/// What a click or a key asks of the Practice tab.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A field of the drill typed.
    SetText(Field, String),
    /// The street a board filter deals.
    SetStreet(StreetChoice),
    /// The player's seat.
    SetSeat(SeatChoice),
    /// Who raised before the spot.
    SetRaiser(Raiser),
    /// Start the drill as typed (the current hand, if any, is dropped).
    Start,
    /// Stop the drill.
    Stop,
    /// A drill from another tab's spot (the Solve tab's "Practise this"): its fields, then
    /// Start.
    Practise(Box<DrillText>),
    /// Take the player's action by its index at the node (a button, or keys 1–9).
    Act(usize),
    /// Deal the next hand (once this one is over).
    NextHand,
    /// Open the review of hand `n` (from 0) at its first decision, or close it.
    Review(Option<usize>),
    /// Show decision `n` (from 0) of the hand in review.
    ReviewDecision(usize),
    /// Write the session as CSV to the data folder.
    ExportCsv,
    /// Write the session as JSON to the data folder.
    ExportJson,
    /// Forget the session's hands.
    ClearSession,
}

/// The Practice tab's state.
#[derive(Debug)]
pub struct Practice {
    text: DrillText,
    form_error: Option<String>,
    /// The thresholds typed, when they read (applied to the next decisions).
    thresholds: Thresholds,
    drill: Option<ReadDrill>,
    solves: Solves,
    rng: SmallRng,
    /// The next hand's spot (its key and dealt board), solving or solved.
    next: Option<SpotKey>,
    /// Deal failures in a row (a board on which the ranges cannot be dealt).
    deal_failures: u32,
    /// The player asked for the next hand and it waits for its solve.
    waiting: bool,
    hand: Option<InPlay>,
    session: Session,
    review: Option<Review>,
    /// The last export's or failure's words.
    message: Option<String>,
    /// Where exports go (the data folder).
    export_dir: Option<PathBuf>,
}

impl Default for Practice {
    fn default() -> Practice {
        Practice::from_saved(&SavedPractice::default())
    }
}

impl TabModel for Practice {
    const TITLE: &'static str = "Practice";
    type Saved = SavedPractice;

    fn from_saved(saved: &SavedPractice) -> Practice {
        let mut session = saved.session.clone();
        trim_session(&mut session);
        let text = saved.drill.clone();
        let thresholds = text.read_thresholds().unwrap_or_default();
        Practice {
            text,
            form_error: None,
            thresholds,
            drill: None,
            solves: Solves::default(),
            rng: rand::make_rng(),
            next: None,
            deal_failures: 0,
            waiting: false,
            hand: None,
            session,
            review: None,
            message: None,
            export_dir: None,
        }
    }

    fn saved(&self) -> SavedPractice {
        SavedPractice {
            drill: self.text.clone(),
            session: self.session.clone(),
        }
    }

    fn tick(&mut self, cx: &TickContext<'_>) {
        self.step(cx.engine.pool(), cx.waker);
    }

    fn status_line(&self) -> String {
        Practice::status_line(self)
    }
}

/// Keeps the last [`MAX_HANDS`] hands.
fn trim_session(session: &mut Session) {
    let extra = session.hands.len().saturating_sub(MAX_HANDS);
    session.hands.drain(..extra);
}

impl Practice {
    /// The drill as typed.
    pub fn text(&self) -> &DrillText {
        &self.text
    }

    /// Why the typed drill cannot be played.
    pub fn form_error(&self) -> Option<&str> {
        self.form_error.as_deref()
    }

    /// The thresholds decisions are graded by now.
    pub fn thresholds(&self) -> &Thresholds {
        &self.thresholds
    }

    /// The drill being played.
    pub fn drill(&self) -> Option<&ReadDrill> {
        self.drill.as_ref()
    }

    /// The hand in play, or the one just finished.
    pub fn hand(&self) -> Option<&InPlay> {
        self.hand.as_ref()
    }

    /// Whether the next hand waits for its spot's solve.
    pub fn is_waiting(&self) -> bool {
        self.waiting
    }

    /// The next hand's spot, if dealt.
    pub fn next_key(&self) -> Option<SpotKey> {
        self.next
    }

    /// The solves.
    pub fn solves(&self) -> &Solves {
        &self.solves
    }

    /// The session.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The review open, if any.
    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// The last export's words, or what went wrong.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Seeds the dealing and the opponent's choices (tests, screenshots).
    pub fn seed(&mut self, seed: u64) {
        self.rng = SmallRng::seed_from_u64(seed);
    }

    /// Keeps flop solves in `practice-solves` of the app's data folder `dir` (bounded by
    /// [`DEFAULT_MAX_BYTES`]) and writes exports there; `None`: solves in memory only, no
    /// export.
    pub fn set_data_dir(&mut self, dir: Option<PathBuf>) {
        self.solves = Solves::with_disk(
            dir.as_ref()
                .map(|d| DiskCache::new(d.join("practice-solves"), DEFAULT_MAX_BYTES)),
        );
        self.export_dir = dir;
    }

    /// Keeps flop solves in `disk` (or nowhere) and exports beside it (tests).
    pub fn set_disk(&mut self, disk: Option<DiskCache>) {
        self.export_dir = disk
            .as_ref()
            .and_then(|d| d.dir().parent().map(PathBuf::from));
        self.solves = Solves::with_disk(disk);
    }

    /// Whether the player is to act in the hand in play.
    pub fn player_to_act(&self) -> bool {
        self.hand
            .as_ref()
            .is_some_and(|h| h.hand.turn(&h.game) == Turn::Player)
    }

    /// The number of actions the player can take now (0 when it is not the player's turn).
    pub fn action_count(&self) -> usize {
        self.hand
            .as_ref()
            .filter(|_| self.player_to_act())
            .map_or(0, |h| h.hand.actions(&h.game).len())
    }

    /// Whether the hand in play is over (and another can be dealt).
    pub fn hand_over(&self) -> bool {
        self.hand
            .as_ref()
            .is_some_and(|h| h.hand.outcome().is_some())
    }

    /// Does what `action` asks.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::SetText(field, text) => {
                self.text.set(field, text);
                if Field::THRESHOLDS.contains(&field) {
                    match self.text.read_thresholds() {
                        Ok(t) => {
                            self.thresholds = t;
                            self.form_error = None;
                        }
                        Err(e) => self.form_error = Some(e.to_string()),
                    }
                }
            }
            Action::SetStreet(street) => self.text.street = street,
            Action::SetSeat(seat) => self.text.seat = seat,
            Action::SetRaiser(raiser) => self.text.raiser = raiser,
            Action::Start => self.start(),
            Action::Stop => {
                self.drill = None;
                self.next = None;
                self.waiting = false;
                self.hand = None;
            }
            Action::Practise(text) => {
                self.text = *text;
                self.start();
            }
            Action::Act(index) => self.act(index),
            Action::NextHand => {
                if self.drill.is_some() && (self.hand.is_none() || self.hand_over()) {
                    self.waiting = true;
                }
            }
            Action::Review(None) => self.review = None,
            Action::Review(Some(n)) => {
                if n < self.session.hands.len() {
                    self.review = Some(Review::new(n));
                }
            }
            Action::ReviewDecision(d) => {
                if let Some(review) = &mut self.review {
                    let count = self
                        .session
                        .hands
                        .get(review.hand)
                        .map_or(0, |h| h.decisions.len());
                    if d < count {
                        review.show(d);
                    }
                }
            }
            Action::ExportCsv => self.export(false),
            Action::ExportJson => self.export(true),
            Action::ClearSession => {
                self.session = Session::default();
                self.review = None;
            }
        }
    }

    /// Reads the form and starts the drill: the first hand waits for its solve.
    fn start(&mut self) {
        match self.text.read() {
            Ok(read) => {
                self.form_error = None;
                self.thresholds = read.thresholds;
                self.drill = Some(read);
                self.next = None;
                self.hand = None;
                self.deal_failures = 0;
                self.waiting = true;
                self.message = None;
            }
            Err(e) => self.form_error = Some(e.to_string()),
        }
    }

    /// The player takes action `index`: graded, then the hand plays on to the player's next
    /// decision or its end (recorded in the session).
    fn act(&mut self, index: usize) {
        let Some(play) = &mut self.hand else { return };
        match play.act(index, &self.thresholds, &mut self.rng) {
            Ok(Some(record)) => {
                self.session.push(record);
                trim_session(&mut self.session);
                // The review's hand index moves with a trimmed session: close it.
                if self.session.hands.len() == MAX_HANDS {
                    self.review = None;
                }
            }
            Ok(None) => {}
            Err(e) => self.message = Some(format!("That action cannot be taken: {e}")),
        }
    }

    /// The logic step: collects solves, deals and solves the next spot in the background,
    /// starts the next hand once asked for and solved, and fills the review's solver view.
    pub fn step(&mut self, pool: &Pool, waker: &Waker) {
        let mut keep: Vec<SpotKey> = self.next.into_iter().collect();
        keep.extend(self.hand.as_ref().map(|h| h.key));
        keep.extend(self.review.as_ref().and_then(|r| r.key(&self.session)));
        self.solves.step(&keep);
        let Some(read) = &self.drill else {
            self.step_review(pool, waker);
            return;
        };
        if self.next.is_none() {
            match read.drill.deal_board(&mut self.rng) {
                Ok(board) => match read.drill.spot_on(board) {
                    Ok(spot) => {
                        self.next = Some(self.solves.request(&spot, read.settings, pool, waker));
                    }
                    Err(e) => self.fail(format!("The drill cannot be played: {e}")),
                },
                Err(e) => self.fail(format!("The drill cannot be played: {e}")),
            }
        }
        if let Some(key) = self.next
            && let Some(e) = self.solves.error(key)
        {
            let e = e.to_owned();
            self.fail(format!("The spot cannot be solved: {e}"));
        }
        if self.waiting
            && let (Some(key), Some(read)) = (self.next, &self.drill)
            && let Some(solved) = self.solves.get(key)
        {
            let game = solved.game.clone();
            let player = read.drill.seat.pick(&mut self.rng);
            match InPlay::deal(key, game, player, read.drill.initiative, &mut self.rng) {
                Ok(play) => {
                    self.deal_failures = 0;
                    self.hand = Some(play);
                    self.waiting = false;
                    self.next = None;
                    // The following hand's spot: dealt and solved while this one is played.
                    self.step(pool, waker);
                    return;
                }
                Err(e) => {
                    self.deal_failures += 1;
                    self.next = None;
                    if self.deal_failures >= MAX_DEAL_TRIES {
                        self.fail(format!("No hand can be dealt: {e}"));
                    }
                }
            }
        }
        self.step_review(pool, waker);
    }

    /// Stops the drill with a reason shown by the form.
    fn fail(&mut self, why: String) {
        self.form_error = Some(why);
        self.drill = None;
        self.next = None;
        self.waiting = false;
    }

    /// Fills the review's solver view once its game is in memory, asking for it again if it
    /// is known.
    fn step_review(&mut self, pool: &Pool, waker: &Waker) {
        let Some(review) = &mut self.review else {
            return;
        };
        review.step(&self.session, &mut self.solves, pool, waker);
    }

    /// Writes the session as CSV or JSON beside the state file.
    fn export(&mut self, json: bool) {
        let Some(dir) = &self.export_dir else {
            self.message = Some("There is no data folder to write the session to.".to_owned());
            return;
        };
        let (text, ext) = if json {
            match serde_json::to_string_pretty(&self.session) {
                Ok(text) => (text, "json"),
                Err(e) => {
                    self.message = Some(format!("The session cannot be written as JSON: {e}"));
                    return;
                }
            }
        } else {
            (self.session.to_csv(), "csv")
        };
        // Seconds since 1970: a name that sorts by time and never repeats within a run.
        let stamp = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let path = dir.join(format!("practice-session-{stamp}.{ext}"));
        let written = std::fs::create_dir_all(dir)
            .map_err(|e| e.to_string())
            .and_then(|()| {
                pokerlab::files::write_atomically(&path, text.as_bytes()).map_err(|e| e.to_string())
            });
        self.message = Some(match written {
            Ok(()) => format!(
                "{} hands written to {}",
                format::group_digits(self.session.hands.len() as u64),
                path.display()
            ),
            Err(e) => format!(
                "The session could not be written to {}: {e}",
                path.display()
            ),
        });
    }

    /// The session as CSV (for the clipboard).
    pub fn session_csv(&self) -> String {
        self.session.to_csv()
    }

    /// What the tab shows while the next hand's spot is solved: the phase, and how far.
    pub fn waiting_progress(&self) -> Option<(Phase, pokerlab::solver::SolveProgress, f64)> {
        self.next.and_then(|k| self.solves.progress(k))
    }

    /// The status bar's line.
    pub fn status_line(&self) -> String {
        if let Some(e) = &self.form_error {
            return format!("Practice: {e}");
        }
        if self.waiting {
            return match self.waiting_progress() {
                Some((Phase::Solving, p, _)) => format!(
                    "Practice: solving the spot, {} iterations in {}",
                    format::group_digits(p.iterations),
                    format::duration(p.elapsed)
                ),
                Some((phase, _, _)) => format!("Practice: {}…", phase.words()),
                None => "Practice: dealing…".to_owned(),
            };
        }
        let stats = self.session.stats();
        if stats.all.decisions == 0 {
            return "Practice: pick a drill and press Start.".to_owned();
        }
        format!(
            "Practice: {} hands, {} decisions, {} chips given up ({} of the pot a decision)",
            format::group_digits(stats.hands),
            format::group_digits(stats.all.decisions),
            format::coins(stats.all.loss),
            format::percent_places(stats.all.mean_loss_pot(), 1),
        )
    }
}
