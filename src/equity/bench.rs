//! The standard equity timings (the ids of `pokerlab bench` and of `benches/equity.rs`), as
//! requests, so every benchmark times the same spots.

use super::request::{EquityRequest, Method, MonteCarloLimits, PlayerSpec};

/// The timing ids this module knows, in `pokerlab bench` order.
pub const TIMING_IDS: [&str; 4] = [
    "hu_preflop",
    "three_way_preflop",
    "ten_way_preflop",
    "mc_hu",
];

/// Trials in one `mc_hu` computation.
pub const MC_HU_SAMPLES: u64 = 4_000_000;

/// The request a timing id measures, to be run with [`calculate`](super::calculate) (one
/// thread) and timed. `mc_hu` is Monte Carlo AhKh against a random hand for
/// [`MC_HU_SAMPLES`] trials: report `MC_HU_SAMPLES / cpu_seconds` hands per CPU-second.
///
/// ```
/// use pokerlab::equity::{bench::timing_request, calculate};
/// let request = timing_request("three_way_preflop").unwrap();
/// let result = calculate(&request).unwrap();
/// assert_eq!(result.samples(), 1_370_754);
/// assert!(timing_request("nonsense").is_none());
/// ```
pub fn timing_request(id: &str) -> Option<EquityRequest> {
    let hands: &[&str] = match id {
        "hu_preflop" => &["AsKs", "JdJc"],
        "three_way_preflop" => &["AhAd", "KsKc", "QhQd"],
        "ten_way_preflop" => &[
            "AhKh", "QsQd", "JcTc", "9h9s", "8d7d", "6c6s", "AsQc", "KdJd", "5h4h", "2c2d",
        ],
        "mc_hu" => &["AhKh", "random"],
        _ => return None,
    };
    let request = EquityRequest::parse(hands).ok()?;
    Some(if id == "mc_hu" {
        request
            .with_method(Method::MonteCarlo)
            .with_limits(MonteCarloLimits::samples(MC_HU_SAMPLES))
    } else {
        debug_assert!(request.players.iter().all(|p| *p != PlayerSpec::Random));
        request.with_method(Method::Exact)
    })
}
