//! The equity of every hand in the edited range: while the range editor shows its heat map,
//! the engine's per-class job ([`ClassesJob`]) runs for the table's current question on the
//! pool — a quick sampled estimate, then the exact count where affordable — and is dropped
//! (cancelled) as soon as the question changes or the heat map is put away. Each frame the
//! job is read once; the editor's seat gets a figure per class of the 169 and a list sorted by
//! equity. Beside it a second small job counts each combo of the range alone against the
//! other seats, for the equity distribution drawn combo by combo (two combos of a class differ
//! on a board); until it is done, or where it would take too long, the curve has a point per
//! class.

use super::HandOdds;
use pokerlab::equity::{
    ClassEquities, ClassEquity, ClassesJob, Engine, EquityRequest, Method, MethodUsed,
    combo_distribution, combo_equities, combo_equities_cost,
};
use pokerlab::jobs::{JobHandle, Merge, Waker};
use pokerlab::range::HandClass;

/// The most work (evaluations, estimated) one player's combo-by-combo curve may take in the
/// app (a fraction of a second); beyond it the curve stays one point per class.
const COMBO_CURVE_BUDGET: f64 = 2e8;

/// Each player's equity distribution combo by combo: what the curve job computes.
#[derive(Clone, Debug, Default)]
pub(super) struct ComboCurves {
    /// Per player of the request: its curve, where affordable.
    curves: Vec<Option<Vec<[f64; 2]>>>,
    /// Whether it was computed.
    ready: bool,
}

impl Merge for ComboCurves {
    fn merge(&mut self, other: ComboCurves) {
        if other.ready {
            *self = other;
        }
    }
}

/// The combo-by-combo curves of `request`'s range and random players (on the pool).
fn combo_curves(request: &EquityRequest) -> ComboCurves {
    let curves = request
        .players
        .iter()
        .enumerate()
        .map(|(k, player)| {
            (!player.is_hand()
                && request.method != Method::MonteCarlo
                && combo_equities_cost(request, k) <= COMBO_CURVE_BUDGET)
                .then(|| combo_equities(request, k).ok())
                .flatten()
                .map(|combos| combo_distribution(&combos))
        })
        .collect();
    ComboCurves {
        curves,
        ready: true,
    }
}

/// The per-class job and what it showed last.
pub(super) struct LiveClasses {
    request: EquityRequest,
    job: Option<ClassesJob>,
    /// The combo-by-combo curves' job, and what it found.
    curves: JobHandle<ComboCurves>,
    result: Option<ClassEquities>,
    estimate: bool,
    done: bool,
    progress: f64,
    error: Option<String>,
}

impl LiveClasses {
    /// Starts the job for `request`.
    fn start(request: EquityRequest, engine: &Engine, waker: &Waker) -> LiveClasses {
        let (job, error) = match engine.submit_classes(request.clone(), waker.clone()) {
            Ok(job) => (Some(job), None),
            Err(e) => (None, Some(e.to_string())),
        };
        let curve_request = request.clone();
        let curves = engine.spawn_chunked(1, move |_| combo_curves(&curve_request), waker.clone());
        LiveClasses {
            done: job.is_none(),
            request,
            job,
            curves,
            result: None,
            estimate: false,
            progress: 0.0,
            error,
        }
    }

    /// Reads the job (once a frame); lets its handle go once it is done.
    fn refresh(&mut self) {
        let Some(job) = &self.job else { return };
        let snapshot = job.snapshot();
        if snapshot.result.is_some() {
            self.result = snapshot.result;
        }
        self.estimate = snapshot.estimate;
        self.done = snapshot.done;
        self.progress = snapshot.progress;
        self.error = snapshot.error.map(|e| e.to_string());
        if self.done {
            self.job = None;
        }
    }

    /// Whether it is finished (the curves too).
    pub(super) fn is_done(&self) -> bool {
        self.done && self.curves.snapshot().done
    }

    /// Player `k`'s curve combo by combo, once counted (and affordable).
    fn combo_curve(&self, k: usize) -> Option<Vec<[f64; 2]>> {
        let snapshot = self.curves.snapshot();
        snapshot.value.curves.get(k).cloned().flatten()
    }
}

/// The heat map and list of the editor's seat.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatClasses {
    /// The seat, from 0.
    pub seat: usize,
    /// Per class (by index): its equity against the other seats, `None` for a class the seat
    /// holds no live combo of (or with no figure yet).
    pub values: Vec<Option<f32>>,
    /// The classes with a figure, highest equity first.
    pub sorted: Vec<ClassEquity>,
    /// How the figures were made: "exact", "estimate", "sampled" and so on.
    pub status: String,
    /// Whether the figures are sampled (each then has a standard error).
    pub sampled: bool,
    /// Why there are no figures, if there are none.
    pub note: Option<String>,
    /// The equity distribution: `[share of the range, equity]` strongest first, a point per
    /// combo once each is counted alone ([`combo_distribution`]), a point per class before
    /// that or where it would take too long ([`ClassEquities::distribution`]).
    pub distribution: Vec<[f64; 2]>,
    /// Whether `distribution` has a point per combo (else per class).
    pub distribution_by_combo: bool,
}

impl SeatClasses {
    /// Class `class`'s figures, if it has any.
    pub fn class(&self, class: HandClass) -> Option<&ClassEquity> {
        self.sorted.iter().find(|c| c.class == class)
    }
}

/// Brings the per-class job in `slot` in line with `request` (`None`: none wanted): a job for
/// another question is dropped (cancelled) and replaced; the same one is read.
pub(super) fn sync_classes(
    slot: &mut Option<LiveClasses>,
    request: Option<&EquityRequest>,
    engine: &Engine,
    waker: &Waker,
) {
    let Some(request) = request else {
        *slot = None;
        return;
    };
    match slot {
        Some(live) if live.request == *request => live.refresh(),
        _ => {
            let mut live = LiveClasses::start(request.clone(), engine, waker);
            live.refresh();
            *slot = Some(live);
        }
    }
}

impl HandOdds {
    /// Keeps the per-class job in step with the table while the heat map is shown; drops it
    /// otherwise.
    pub(super) fn update_classes(&mut self, engine: &Engine, waker: &Waker) {
        let shown = self.editor.as_ref().is_some_and(|e| e.shows_equity());
        let request = self.live.current_request().filter(|_| shown);
        sync_classes(&mut self.classes, request, engine, waker);
    }

    /// The heat map of the range editor's seat: each class's equity against the other seats
    /// on the current board, and the classes sorted by equity. `None` unless the editor is
    /// open and shows it.
    pub fn editor_classes(&self) -> Option<SeatClasses> {
        let editor = self.editor.as_ref().filter(|e| e.shows_equity())?;
        let seat = editor.seat();
        let mut view = SeatClasses {
            seat,
            values: vec![None; HandClass::COUNT],
            ..SeatClasses::default()
        };
        let deal = self.deal();
        let Some(k) = deal
            .as_ref()
            .and_then(|d| d.seats.iter().position(|&s| s == seat))
        else {
            view.note = Some(format!(
                "Player {} is not in the hand yet: give two players cards or ranges.",
                seat + 1
            ));
            return Some(view);
        };
        let Some(live) = &self.classes else {
            view.note = Some("Counting…".to_owned());
            return Some(view);
        };
        if let Some(error) = &live.error {
            view.note = Some(self.error_text(error));
            return Some(view);
        }
        let Some(result) = &live.result else {
            view.note = Some("Counting…".to_owned());
            return Some(view);
        };
        view.sorted = result
            .by_equity(k)
            .into_iter()
            .filter(|c| c.counts.outcomes > 0)
            .collect();
        for c in &view.sorted {
            if let Some(v) = view.values.get_mut(c.class.index()) {
                *v = Some(c.equity as f32);
            }
        }
        match live.combo_curve(k) {
            Some(curve) => {
                view.distribution = curve;
                view.distribution_by_combo = true;
            }
            None => view.distribution = result.distribution(k),
        }
        view.sampled = result.method == MethodUsed::MonteCarlo;
        view.status = match (live.done, live.estimate, result.method) {
            (true, _, MethodUsed::Exact) => "Exact: every outcome counted".to_owned(),
            (true, _, MethodUsed::MonteCarlo) => {
                "Sampled: each figure ± its standard error (on hover)".to_owned()
            }
            (false, true, _) => {
                format!(
                    "Estimate — exact count {} done",
                    pokerlab::format::percent_places(live.progress, 0)
                )
            }
            (false, false, _) => format!(
                "Sampling… {}",
                pokerlab::format::percent_places(live.progress, 0)
            ),
        };
        Some(view)
    }
}
