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
    let single = |combo: Combo| {
        let mut players = request.players.clone();
        let (a, b) = combo.pair();
        if let Some(hole) = HoleCards::new(a, b) {
            players[seat] = PlayerSpec::Hand(hole);
        }
        EquityRequest {
            players,
            method: Method::Exact,
            ..request.clone()
        }
    };
    // The total work, estimated from one combo (they differ only by card removal).
    if let Some(&first) = live.combos.first() {
        let total = estimate_cost(&single(first)) * live.len() as f64;
        if total > EXACT_COST_LIMIT {
            return Err(RequestError::TooExpensive(total));
        }
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
