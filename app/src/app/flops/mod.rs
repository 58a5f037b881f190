//! The Flops tab's state: up to three seats (range text, as the Hand Odds range fields read it),
//! dead cards, and the all-flops report of them ([`pokerlab::flops`]) counted on the pool. The
//! first count is asked for with [`Action::Count`]; after it, every change of the inputs cancels
//! the running count and starts the new one at the next logic step, so the table always shows
//! the inputs on screen.
//!
//! ```
//! use pokerlab_app::app::flops::{Action, Flops};
//! let mut tab = Flops::default();
//! tab.apply(Action::SetSeat(0, "AKs".into()));
//! tab.apply(Action::SetSeat(1, "".into()));
//! tab.apply(Action::SetHitRatesOnly(true));
//! assert!(tab.request().is_ok());
//! tab.apply(Action::SetDead("Xx".into()));
//! assert!(tab.request().unwrap_err().contains("Dead cards"));
//! ```

mod table;

pub use table::{FlopsView, SortKey, TableGroup, grouped};

use serde::{Deserialize, Serialize};

use crate::app::tab_model::{TabModel, TickContext};
use pokerlab::cards::CardSet;
use pokerlab::equity::PlayerSpec;
use pokerlab::flops::{FlopFilter, FlopsJob, FlopsReport, FlopsRequest, MAX_SEATS, TextureGroup};

/// What the Flops tab keeps between runs: the seats' text, the dead cards, the choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedFlops {
    /// Each seat's text (empty: no player).
    pub seats: Vec<String>,
    /// The dead cards' text.
    pub dead: String,
    /// Holdings only, no equities.
    pub hit_rates_only: bool,
    /// The filter's words ("A-high two-tone"; empty: every flop).
    pub filter: String,
}

impl Default for SavedFlops {
    fn default() -> SavedFlops {
        SavedFlops {
            seats: vec!["QQ+,AKs".into(), "22+,A2s+,KTs+,AJo+".into(), String::new()],
            dead: String::new(),
            hit_rates_only: false,
            filter: String::new(),
        }
    }
}

/// A flop of the report as a spot to open in another tab (Hand Odds, Solve).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlopSpot {
    /// The players' range texts, in seat order (one to three).
    pub players: Vec<String>,
    /// The flop (`Qh 7h 2c`).
    pub board: String,
    /// The dead cards' text.
    pub dead: String,
}

/// What a click or a keystroke asks of the Flops tab.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A seat's text (0 to 2).
    SetSeat(usize, String),
    /// The dead cards' text.
    SetDead(String),
    /// Count holdings only (no equities), or both.
    SetHitRatesOnly(bool),
    /// Group the table by this texture.
    SetGroup(TextureGroup),
    /// Sort by this column (a second click on the same column reverses it).
    SortBy(SortKey),
    /// Keep only the flops of these textures (the table, the chart and the summary).
    SetFilter(FlopFilter),
    /// Count the report (and recount on every change from now on).
    Count,
}

/// The Flops tab's state.
#[derive(Debug)]
pub struct Flops {
    seats: Vec<String>,
    dead: String,
    hit_rates_only: bool,
    group: TextureGroup,
    sort: SortKey,
    descending: bool,
    filter: FlopFilter,
    /// What the table, the chart and the summary show of the report (filtered, grouped,
    /// sorted), made again when the report or a choice changes.
    view: Option<FlopsView>,
    /// Whether counts start by themselves (after the first Count).
    live: bool,
    /// The request being counted (or counted last) and its job, or why it could not start.
    running: Option<(FlopsRequest, Result<FlopsJob, String>)>,
    /// The last finished report, for the request of `running`.
    report: Option<FlopsReport>,
}

impl Default for Flops {
    fn default() -> Flops {
        Flops::from_saved(&SavedFlops::default())
    }
}

impl TabModel for Flops {
    const TITLE: &'static str = "Flops";
    type Saved = SavedFlops;

    fn from_saved(saved: &SavedFlops) -> Flops {
        Flops::from_saved(saved)
    }

    fn saved(&self) -> SavedFlops {
        SavedFlops {
            seats: self.seats.clone(),
            dead: self.dead.clone(),
            hit_rates_only: self.hit_rates_only,
            filter: if self.filter.is_any() {
                String::new()
            } else {
                self.filter.to_string()
            },
        }
    }

    fn tick(&mut self, cx: &TickContext<'_>) {
        if self.live {
            let wanted = self.request().ok();
            let current = self.running.as_ref().map(|(r, _)| r);
            if wanted.as_ref() != current {
                self.report = None;
                self.running = wanted.map(|request| {
                    let job = FlopsJob::spawn(cx.engine.pool(), &request, cx.waker.clone())
                        .map_err(|e| e.to_string());
                    (request, job)
                });
            }
        }
        if self.report.is_none()
            && let Some((_, Ok(job))) = &self.running
            && job.is_done()
        {
            let done = job.snapshot();
            if done.error.is_none() {
                self.report = Some(done.report);
            }
        }
        if self.report.is_none() {
            self.view = None;
        } else if self.view.is_none() {
            self.refresh_view();
        }
    }

    fn status_line(&self) -> String {
        match (&self.running, &self.report) {
            (Some((_, Err(error))), _) => error.clone(),
            (Some((_, Ok(job))), None) => {
                let s = job.snapshot();
                format!(
                    "Counting {} flops: {}",
                    pokerlab::format::group_digits(job.flop_count() as u64),
                    pokerlab::format::percent_places(s.progress, 0)
                )
            }
            (_, Some(report)) => format!(
                "{} distinct flops standing for {}",
                pokerlab::format::group_digits(report.rows.len() as u64),
                pokerlab::format::group_digits(report.total_weight())
            ),
            (None, None) => "Give one to three players and count every flop.".to_owned(),
        }
    }
}

impl Flops {
    /// The tab as saved (at most three seats; missing ones empty).
    pub fn from_saved(saved: &SavedFlops) -> Flops {
        let mut seats: Vec<String> = saved.seats.iter().take(MAX_SEATS).cloned().collect();
        seats.resize(MAX_SEATS, String::new());
        Flops {
            seats,
            dead: saved.dead.clone(),
            hit_rates_only: saved.hit_rates_only,
            group: TextureGroup::default(),
            sort: SortKey::default(),
            descending: true,
            // Words that no longer read (a file edited by hand) open the filter.
            filter: saved.filter.parse().unwrap_or_default(),
            view: None,
            live: false,
            running: None,
            report: None,
        }
    }

    /// Does what `action` asks.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::SetSeat(seat, text) => {
                if let Some(s) = self.seats.get_mut(seat) {
                    *s = text;
                }
            }
            Action::SetDead(text) => self.dead = text,
            Action::SetHitRatesOnly(on) => self.hit_rates_only = on,
            Action::SetGroup(group) => self.group = group,
            Action::SortBy(key) => {
                if self.sort == key {
                    self.descending = !self.descending;
                } else {
                    self.sort = key;
                    self.descending = true;
                }
            }
            Action::SetFilter(filter) => self.filter = filter,
            Action::Count => self.live = true,
        }
        self.refresh_view();
    }

    /// Makes the view of the report again (none without a report).
    fn refresh_view(&mut self) {
        self.view = self.report.as_ref().map(|report| {
            FlopsView::new(report, self.filter, self.group, self.sort, self.descending)
        });
    }

    /// The seats' text.
    pub fn seats(&self) -> &[String] {
        &self.seats
    }

    /// The dead cards' text.
    pub fn dead(&self) -> &str {
        &self.dead
    }

    /// Whether only holdings are counted.
    pub fn hit_rates_only(&self) -> bool {
        self.hit_rates_only
    }

    /// The grouping of the table.
    pub fn group(&self) -> TextureGroup {
        self.group
    }

    /// The sort column and whether it is descending.
    pub fn sort(&self) -> (SortKey, bool) {
        (self.sort, self.descending)
    }

    /// The request the inputs make, or what is wrong with them.
    pub fn request(&self) -> Result<FlopsRequest, String> {
        let mut players = Vec::new();
        for (i, text) in self.seats.iter().enumerate() {
            if text.trim().is_empty() {
                continue;
            }
            let player = PlayerSpec::parse(text).map_err(|e| format!("Player {}: {e}", i + 1))?;
            players.push(player);
        }
        if players.is_empty() {
            return Err("Give at least one player.".to_owned());
        }
        let dead: CardSet = self.dead.parse().map_err(|e| format!("Dead cards: {e}"))?;
        let mut request = FlopsRequest::new(players).with_dead(dead);
        if self.hit_rates_only {
            request = request.holdings_only();
        }
        Ok(request)
    }

    /// The labels of the seats counted, in order ("Player 1", …), for the seats given.
    pub fn seat_labels(&self) -> Vec<String> {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, t)| !t.trim().is_empty())
            .map(|(i, _)| format!("Player {}", i + 1))
            .collect()
    }

    /// Whether a count is running.
    pub fn is_counting(&self) -> bool {
        matches!(self.running, Some((_, Ok(_)))) && self.report.is_none()
    }

    /// What is wrong with the inputs, or why the count could not start.
    pub fn error(&self) -> Option<String> {
        match (self.request(), &self.running) {
            (Err(e), _) => Some(e),
            (Ok(_), Some((_, Err(e)))) => Some(e.clone()),
            _ => None,
        }
    }

    /// Whether the first count was asked for.
    pub fn is_live(&self) -> bool {
        self.live
    }

    /// How far the running count is, 0 to 1.
    pub fn progress(&self) -> Option<f64> {
        match (&self.running, &self.report) {
            (Some((_, Ok(job))), None) => Some(job.snapshot().progress),
            _ => None,
        }
    }

    /// The finished report of the inputs on screen.
    pub fn report(&self) -> Option<&FlopsReport> {
        self.report.as_ref()
    }

    /// The filter of the flops shown.
    pub fn filter(&self) -> FlopFilter {
        self.filter
    }

    /// What is shown of the finished report: the flops the filter keeps, grouped and sorted,
    /// and the summary over them.
    pub fn view(&self) -> Option<&FlopsView> {
        self.view.as_ref()
    }

    /// The table of the report: the kept flops, grouped and sorted as chosen.
    pub fn table(&self) -> Option<&[TableGroup]> {
        self.view.as_ref().map(|v| v.groups.as_slice())
    }

    /// The seats' texts that hold a player, in order.
    fn players(&self) -> Vec<String> {
        self.seats
            .iter()
            .filter(|t| !t.trim().is_empty())
            .map(|t| t.trim().to_owned())
            .collect()
    }

    /// The board of report row `row` as text (`Qh 7h 2c`).
    fn board_of(&self, row: usize) -> Option<String> {
        Some(self.report.as_ref()?.rows.get(row)?.board.to_string())
    }

    /// Report row `row`'s flop as a spot another tab can open: the players' ranges (in seat
    /// order), the flop, the dead cards.
    pub fn spot_of(&self, row: usize) -> Option<FlopSpot> {
        Some(FlopSpot {
            players: self.players(),
            board: self.board_of(row)?,
            dead: self.dead.trim().to_owned(),
        })
    }
}
