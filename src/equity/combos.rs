//! Each combo of one seat's range, alone, against the other seats: the equity of every hand a
//! range may hold, exactly. What narrowing a range by equity needs ("continue with every hand
//! that has 40 % or more against that range"), and the sorted curve of a range's equities.
//!
//! Each combo is its own exact request (the seat given that hand, the others as they are),
//! counted by the same enumeration as [`calculate`](super::calculate) and spread over the
//! global thread pool; the combos are the parallel part, each count runs on one thread. Unlike
//! the counts by hand class, two combos of one class (`AhKh` and `AsKs` on `Qh 7h 2c`) get
//! their own figures.
//!
//! ```
//! use pokerlab::equity::{EquityRequest, combo_equities};
//! let request = EquityRequest::parse(&["AKs,QQ", "JJ+"])?.with_board("Qh 7h 2c".parse()?);
//! let combos = combo_equities(&request, 0)?;
//! assert_eq!(combos.len(), 4 + 3); // AhKh is live (the board has no A or K), QQ has 3 left
//! let set = combos.iter().find(|c| c.combo.to_string() == "QsQd").unwrap();
//! assert!(set.equity > 0.9);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use rayon::prelude::*;

use super::engine::check_request;
use super::request::{EquityRequest, Method, RequestError};
use super::{HoleCards, PlayerSpec, calculate, estimate_cost};
use crate::equity::request::EXACT_COST_LIMIT;
use crate::range::Combo;

/// One combo's equity against the other seats.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ComboEquity {
    /// The combo.
    pub combo: Combo,
    /// Its weight in the seat's range (1 for a random seat).
    pub weight: f32,
    /// Its equity, a fraction (ties shared).
    pub equity: f64,
}

/// The estimated work of [`combo_equities`] in the units of [`estimate_cost`] (about an
/// evaluation each): one combo's count times the number of live combos (they differ only by
/// card removal).
pub fn combo_equities_cost(request: &EquityRequest, seat: usize) -> f64 {
    let live = request.live_combos(seat);
    let Some(&first) = live.combos.first() else {
        return 0.0;
    };
    estimate_cost(&single_combo(request, seat, first)) * live.len() as f64
}

/// `request` with seat `seat` given `combo`, counted exactly.
fn single_combo(request: &EquityRequest, seat: usize, combo: Combo) -> EquityRequest {
    let mut players = request.players.clone();
    let (a, b) = combo.pair();
    if let (Some(hole), Some(p)) = (HoleCards::new(a, b), players.get_mut(seat)) {
        *p = PlayerSpec::Hand(hole);
    }
    EquityRequest {
        players,
        method: Method::Exact,
        ..request.clone()
    }
}

/// The equity distribution of `combos`: sorted from the highest equity down, each combo a
/// point `[x, equity]` where `x` is the share of the weight of the combos up to it. The curve
/// Equilab and solvers draw: the range's strongest `x` holds combos of at least that equity.
///
/// ```
/// use pokerlab::equity::{EquityRequest, combo_equities, combo_distribution};
/// let request = EquityRequest::parse(&["AhKh,AsKd", "QQ"])?.with_board("Qh 7h 2c".parse()?);
/// let curve = combo_distribution(&combo_equities(&request, 0)?);
/// assert_eq!(curve.len(), 2);
/// assert_eq!(curve[0][0], 0.5); // the flush draw first
/// assert!(curve[0][1] > curve[1][1]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn combo_distribution(combos: &[ComboEquity]) -> Vec<[f64; 2]> {
    let mut sorted: Vec<&ComboEquity> = combos.iter().filter(|c| c.weight > 0.0).collect();
    sorted.sort_by(|a, b| b.equity.total_cmp(&a.equity));
    let total: f64 = sorted.iter().map(|c| f64::from(c.weight)).sum();
    let mut through = 0.0;
    sorted
        .iter()
        .map(|c| {
            through += f64::from(c.weight);
            [through / total, c.equity]
        })
        .collect()
}

/// Every live combo of seat `seat`'s range (or random hand) in `request`, with its exact
/// equity against the other seats, in combo order. A seat holding known cards gives its one
/// hand. Refused like [`calculate`] when the request is invalid, and when the counts together
/// would exceed the exact-work limit.
pub fn combo_equities(
    request: &EquityRequest,
    seat: usize,
) -> Result<Vec<ComboEquity>, RequestError> {
    check_request(request)?;
    let live = request.live_combos(seat);
    let weights: Vec<f32> = match request.players.get(seat) {
        Some(PlayerSpec::Range(range)) => live.combos.iter().map(|&c| range.weight(c)).collect(),
        _ => vec![1.0; live.len()],
    };
    let single = |combo: Combo| single_combo(request, seat, combo);
    let total = combo_equities_cost(request, seat);
    if total > EXACT_COST_LIMIT {
        return Err(RequestError::TooExpensive(total));
    }
    live.combos
        .par_iter()
        .zip(weights.par_iter())
        .map(|(&combo, &weight)| {
            let result = calculate(&single(combo))?;
            Ok(ComboEquity {
                combo,
                weight,
                equity: result.equity(seat),
            })
        })
        .collect()
}
