//! The equity of every hand in a range: for each seat, its outcomes split by the hand class of
//! the combo it holds (the 169 classes `AA`, `AKs`, `72o`, …), as exact integer counts that
//! add up to the seat's own counts — what a heat map on the seat's range grid and `pokerlab
//! odds --breakdown` show.
//!
//! * Exact where affordable, from the same enumerations as the seat's equity: for two or three
//!   players the runouts (every matchup on each board counted per combo with card-removal
//!   arithmetic, then summed by class), otherwise every deal. `QQ+,AKs` against
//!   `22+,A2s+,KTs+,AJo+` on a flop takes a few milliseconds for both seats.
//! * Otherwise sampled, each class with its standard error.
//! * [`class_equities`] answers on the calling thread; [`Engine::submit_classes`](super::Engine::submit_classes) runs a
//!   progressive job (a quick sampled estimate, then the exact count), like
//!   [`Engine::submit`](super::Engine::submit).
//!
//! A class's *share* is its part of the seat's outcomes once every other seat's cards are
//! dealt (shares sum to 1; a combo that many of the opponents' combos block gets fewer
//! matchups); its *equity*, *win* and *tie* are over those outcomes, so the share-weighted mean
//! of the equities is the seat's equity.
//!
//! ```
//! use pokerlab::equity::{class_equities, EquityRequest};
//! use pokerlab::range::HandClass;
//! let request = EquityRequest::parse(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"])?
//!     .with_board("Qh 7h 2c".parse()?);
//! let classes = class_equities(&request)?;
//! let queens = classes.class(0, "QQ".parse()?).unwrap();
//! assert_eq!(queens.combos, 3.0); // the Qh is on the board
//! assert!(queens.equity > 0.9);
//! let hero: f64 = classes.classes(0).iter().map(|c| c.share * c.equity).sum();
//! assert!((hero - pokerlab::equity::calculate(&request)?.equity(0)).abs() < 1e-12);
//! let best = &classes.by_equity(1)[0]; // the villain's best hand here: QQ, top set
//! assert_eq!(best.class.to_string(), "QQ");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod enumeration;
mod job;
mod sample;

use std::time::{Duration, Instant};

pub use job::{ClassesJob, ClassesSnapshot};

use super::engine::{AUTO_EXACT_COST, prepare_checked};
use super::request::{EquityRequest, Method, RequestError};
use super::result::MethodUsed;
use super::tally::SHARE_UNITS;
use crate::jobs::Merge;
use crate::range::HandClass;

/// One seat's counts over the outcomes in which it holds a combo of one class: exact integers
/// (in the request's weight units), which add up over the classes to the seat's own counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassCounts {
    /// Outcomes in which the seat holds a combo of the class.
    pub outcomes: u64,
    /// Of those, the outcomes it wins alone.
    pub wins: u64,
    /// Of those, the outcomes it shares the best hand in.
    pub ties: u64,
    /// Share units won in those split pots (2,520 to a pot).
    pub tie_shares: u64,
    /// The sum of the squared share units won (sampled counts only; 0 when exact).
    pub share_squares: u128,
}

impl ClassCounts {
    /// Adds another count.
    pub fn merge(&mut self, other: &ClassCounts) {
        self.outcomes += other.outcomes;
        self.wins += other.wins;
        self.ties += other.ties;
        self.tie_shares += other.tie_shares;
        self.share_squares += other.share_squares;
    }

    /// Share units won in all: 2,520 a win plus the split shares.
    pub fn share_units(&self) -> u128 {
        u128::from(self.wins) * u128::from(SHARE_UNITS) + u128::from(self.tie_shares)
    }

    /// The expected share of the pot over these outcomes (0 with none).
    pub fn equity(&self) -> f64 {
        match self.outcomes {
            0 => 0.0,
            n => self.share_units() as f64 / (n as f64 * SHARE_UNITS as f64),
        }
    }
}

/// Every seat's counts by hand class: `seats[p][c]` for seat `p` and the class of index `c`.
/// Merges by addition in any order, like [`EquityTally`](super::EquityTally).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassTally {
    /// Per seat, the 169 classes' counts (by [`HandClass::index`]).
    pub seats: Vec<Vec<ClassCounts>>,
}

impl ClassTally {
    /// An empty tally for `players` seats.
    pub fn new(players: usize) -> ClassTally {
        ClassTally {
            seats: vec![vec![ClassCounts::default(); HandClass::COUNT]; players],
        }
    }

    /// Adds another tally (an empty default tally adopts the other's number of seats).
    pub fn merge(&mut self, other: &ClassTally) {
        if self.seats.len() < other.seats.len() {
            self.seats.resize(
                other.seats.len(),
                vec![ClassCounts::default(); HandClass::COUNT],
            );
        }
        for (mine, theirs) in self.seats.iter_mut().zip(&other.seats) {
            for (a, b) in mine.iter_mut().zip(theirs) {
                a.merge(b);
            }
        }
    }

    /// Seat `seat`'s counts summed over its classes: its own outcomes, wins, ties and shares.
    pub fn seat_total(&self, seat: usize) -> ClassCounts {
        let mut sum = ClassCounts::default();
        for counts in self.seats.get(seat).into_iter().flatten() {
            sum.merge(counts);
        }
        sum
    }

    /// Adds `counts` to seat `seat`'s class `class`.
    fn add(&mut self, seat: usize, class: usize, counts: &ClassCounts) {
        if let Some(slot) = self.seats.get_mut(seat).and_then(|s| s.get_mut(class)) {
            slot.merge(counts);
        }
    }
}

impl Merge for ClassTally {
    fn merge(&mut self, other: ClassTally) {
        ClassTally::merge(self, &other);
    }
}

/// One class of one seat, as people read it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClassEquity {
    /// The hand class.
    pub class: HandClass,
    /// The seat's combos of the class left live by the board, the dead cards and the other
    /// players' known hands, weighted by the range's weights.
    pub combos: f64,
    /// The class's share of the seat's outcomes once every other seat's cards are dealt; the
    /// shares of a seat's classes sum to 1.
    pub share: f64,
    /// The expected share of the pot over those outcomes.
    pub equity: f64,
    /// How often the seat wins alone over those outcomes.
    pub win: f64,
    /// How often it shares the best hand over those outcomes.
    pub tie: f64,
    /// The standard error of `equity` (sampled answers with two or more outcomes).
    pub std_error: Option<f64>,
    /// The exact counts behind the figures.
    pub counts: ClassCounts,
}

/// A seat's live combos by class, in weight units.
#[derive(Clone, Debug, PartialEq)]
struct LiveByClass {
    units: Vec<u64>,
    denominator: u32,
}

impl LiveByClass {
    fn of(request: &EquityRequest, seat: usize) -> LiveByClass {
        let live = request.live_combos(seat);
        let mut units = vec![0u64; HandClass::COUNT];
        for (combo, u) in live.iter() {
            if let Some(slot) = units.get_mut(combo.class().index()) {
                *slot += u64::from(u);
            }
        }
        LiveByClass {
            units,
            denominator: live.denominator.max(1),
        }
    }
}

/// Every seat's equity by hand class: the answer of [`class_equities`] and of a
/// [`ClassesJob`].
#[derive(Clone, Debug, PartialEq)]
pub struct ClassEquities {
    /// The counts.
    pub tally: ClassTally,
    /// Exact, or sampled (each class then has a standard error).
    pub method: MethodUsed,
    /// Wall time spent.
    pub elapsed: Duration,
    live: Vec<LiveByClass>,
}

/// Every seat's live combos by class.
fn live_by_class(request: &EquityRequest) -> Vec<LiveByClass> {
    (0..request.players.len())
        .map(|p| LiveByClass::of(request, p))
        .collect()
}

impl ClassEquities {
    fn new(
        tally: ClassTally,
        method: MethodUsed,
        elapsed: Duration,
        live: Vec<LiveByClass>,
    ) -> Self {
        ClassEquities {
            tally,
            method,
            elapsed,
            live,
        }
    }

    /// How many seats.
    pub fn players(&self) -> usize {
        self.tally.seats.len()
    }

    /// Class `class` of seat `seat`; `None` if the seat holds no live combo of it.
    pub fn class(&self, seat: usize, class: HandClass) -> Option<ClassEquity> {
        let live = self.live.get(seat)?;
        let units = *live.units.get(class.index())?;
        if units == 0 {
            return None;
        }
        let counts = *self.tally.seats.get(seat)?.get(class.index())?;
        let total = self.tally.seat_total(seat).outcomes;
        let fraction = |n: u64| {
            if counts.outcomes == 0 {
                0.0
            } else {
                n as f64 / counts.outcomes as f64
            }
        };
        Some(ClassEquity {
            class,
            combos: units as f64 / f64::from(live.denominator),
            share: if total == 0 {
                0.0
            } else {
                counts.outcomes as f64 / total as f64
            },
            equity: counts.equity(),
            win: fraction(counts.wins),
            tie: fraction(counts.ties),
            std_error: (self.method == MethodUsed::MonteCarlo)
                .then(|| std_error(&counts))
                .flatten(),
            counts,
        })
    }

    /// Every class seat `seat` holds live combos of, in grid order (`AA`, `AKs`, …, `22`).
    pub fn classes(&self, seat: usize) -> Vec<ClassEquity> {
        HandClass::all()
            .filter_map(|c| self.class(seat, c))
            .collect()
    }

    /// [`classes`](Self::classes) from the highest equity down (classes the other seats' cards
    /// leave no outcome last).
    pub fn by_equity(&self, seat: usize) -> Vec<ClassEquity> {
        let mut rows = self.classes(seat);
        rows.sort_by(|a, b| {
            (b.counts.outcomes > 0)
                .cmp(&(a.counts.outcomes > 0))
                .then(b.equity.total_cmp(&a.equity))
        });
        rows
    }

    /// Seat `seat`'s equity distribution: its classes from the highest equity down, each as a
    /// point `[x, equity]` where `x` is the share of the seat's live combos (by weight) in
    /// this class and the ones above it. The curve is a staircase: the range's strongest
    /// `x` holds combos of at least the point's equity. Each class's combos stand at the
    /// class's equity; classes left no outcome by the other seats' cards are left out.
    ///
    /// ```
    /// use pokerlab::equity::{class_equities, EquityRequest};
    /// let request = EquityRequest::parse(&["AA,KK,72o", "QQ"])?;
    /// let curve = class_equities(&request)?.distribution(0);
    /// // AA and KK (6 combos each) then 72o (12): a quarter, a half, the whole range.
    /// let shares: Vec<f64> = curve.iter().map(|p| p[0]).collect();
    /// assert_eq!(shares, [0.25, 0.5, 1.0]);
    /// assert!(curve[0][1] > curve[1][1] && curve[1][1] > curve[2][1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn distribution(&self, seat: usize) -> Vec<[f64; 2]> {
        let rows: Vec<ClassEquity> = self
            .by_equity(seat)
            .into_iter()
            .filter(|c| c.counts.outcomes > 0)
            .collect();
        let total: f64 = rows.iter().map(|c| c.combos).sum();
        let mut through = 0.0;
        rows.iter()
            .map(|c| {
                through += c.combos;
                [through / total, c.equity]
            })
            .collect()
    }

    /// Seat `seat`'s own counts: its classes summed.
    pub fn seat_counts(&self, seat: usize) -> ClassCounts {
        self.tally.seat_total(seat)
    }

    /// Seat `seat`'s equity (the share-weighted mean of its classes' equities).
    pub fn equity(&self, seat: usize) -> f64 {
        self.seat_counts(seat).equity()
    }
}

/// The standard error of a sampled class's equity.
fn std_error(counts: &ClassCounts) -> Option<f64> {
    if counts.outcomes < 2 {
        return None;
    }
    let n = counts.outcomes as f64;
    let unit = SHARE_UNITS as f64;
    let mean = counts.share_units() as f64 / unit / n;
    let mean_sq = counts.share_squares as f64 / (unit * unit) / n;
    let variance = (mean_sq - mean * mean).max(0.0) * n / (n - 1.0);
    Some((variance / n).sqrt())
}

/// The method [`class_equities`] uses for `request`: exact when [`Method::Exact`] is asked
/// or the exact count is affordable, sampled otherwise.
pub fn choose_classes_method(request: &EquityRequest) -> MethodUsed {
    match request.method {
        Method::Exact => MethodUsed::Exact,
        Method::MonteCarlo => MethodUsed::MonteCarlo,
        Method::Auto if enumeration::classes_cost(request) <= AUTO_EXACT_COST => MethodUsed::Exact,
        Method::Auto => MethodUsed::MonteCarlo,
    }
}

/// Computes every seat's equity by hand class on the calling thread: exact or sampled as
/// [`choose_classes_method`] says (sampling stops at the request's Monte Carlo limits).
pub fn class_equities(request: &EquityRequest) -> Result<ClassEquities, RequestError> {
    let method = choose_classes_method(request);
    prepare_checked(request, method, enumeration::classes_cost(request))?;
    let start = Instant::now();
    let tally = match method {
        MethodUsed::Exact => enumeration::ClassesWork::new(request).run_chunk(0, 1, &|| false),
        MethodUsed::MonteCarlo => sample::run(request),
    };
    Ok(ClassEquities::new(
        tally,
        method,
        start.elapsed(),
        live_by_class(request),
    ))
}

#[cfg(test)]
mod tests;
