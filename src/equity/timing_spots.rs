//! The standard equity timings (the ids of `pokerlab bench` and of `benches/equity.rs`), as
//! requests, so every benchmark times the same spots.

use super::player::PlayerSpec;
use super::request::{EquityRequest, Method, MonteCarloLimits};

/// The timing ids this module knows, in `pokerlab bench` order.
pub const TIMING_IDS: [&str; 11] = [
    "hu_preflop",
    "three_way_preflop",
    "ten_way_preflop",
    "mc_hu",
    "rvr_flop",
    "rvr_flop_classes",
    "rvr_preflop_exact",
    "rvr_preflop_classes",
    "range_holdings_flop",
    "rvr3_flop_2t",
    "rvr3_preflop_2t",
];

/// The range of `range_holdings_flop`: the strongest 75% of hands, about 1,000 combos (891 live on
/// Qh 7h 2c).
pub const HOLDINGS_RANGE: &str = "75%";

/// The two ranges of `rvr_preflop_exact` and `rvr_preflop_classes`: the strongest 15% of hands
/// against the strongest 30% (200 and 402 combos), before the flop.
pub const PREFLOP_RANGES: [&str; 2] = ["15%", "30%"];

/// The threads a timing id runs on: 2 for the `_2t` ids (run those on
/// [`Engine::with_threads`](super::Engine::with_threads)`(2)` and
/// [`Engine::run`](super::Engine::run)), 1 for the others (run with
/// [`calculate`](super::calculate)).
pub fn timing_threads(id: &str) -> usize {
    if id.ends_with("_2t") { 2 } else { 1 }
}

/// Trials in one `mc_hu` computation.
pub const MC_HU_SAMPLES: u64 = 4_000_000;

/// The request a timing id measures, to be run and timed on [`timing_threads`] threads.
/// `mc_hu` is Monte Carlo AhKh against a random hand for [`MC_HU_SAMPLES`] trials: report
/// `MC_HU_SAMPLES / cpu_seconds` hands per CPU-second. `rvr_flop` is `QQ+,AKs` against
/// `22+,A2s+,KTs+,AJo+` on Qh 7h 2c, exact; `rvr_flop_classes` the same spot's equity of
/// every hand class of both seats ([`class_equities`](super::class_equities));
/// `rvr_preflop_exact` is [`PREFLOP_RANGES`] before the flop, exact (from the matchup table),
/// and `rvr_preflop_classes` that spot's equity of every hand class of both seats;
/// `range_holdings_flop` the holdings breakdown ([`EquityRequest::holdings`] of player 0) of
/// [`HOLDINGS_RANGE`] on Qh 7h 2c; `rvr3_flop_2t` is `QQ+,AKs` against two random hands on
/// Qh 7h 2c, exact, on two threads; `rvr3_preflop_2t` is `QQ+,AKs` against
/// `22+,A2s+,KTs+,AJo+` against a random hand before the flop, exact, on two threads.
///
/// ```
/// use pokerlab::equity::{timing_spots::timing_request, calculate, Engine};
/// let request = timing_request("three_way_preflop").unwrap();
/// let result = calculate(&request).unwrap();
/// assert_eq!(result.samples(), 1_370_754);
/// assert!(timing_request("nonsense").is_none());
/// let rvr = calculate(&timing_request("rvr_flop").unwrap()).unwrap();
/// assert!((rvr.equity(0) - 0.70).abs() < 0.1);
/// let holdings = timing_request("range_holdings_flop").unwrap().holdings(0).unwrap();
/// assert_eq!(holdings.combos.len(), 891);
/// let preflop = calculate(&timing_request("rvr_preflop_exact").unwrap()).unwrap();
/// assert_eq!(preflop.samples(), 118_162_674_432);
/// let engine = Engine::with_threads(2).unwrap();
/// let rvr3 = engine.run(&timing_request("rvr3_flop_2t").unwrap()).unwrap();
/// assert!(rvr3.equity(0) > 0.5);
/// ```
pub fn timing_request(id: &str) -> Option<EquityRequest> {
    if matches!(id, "rvr_preflop_exact" | "rvr_preflop_classes") {
        return Some(
            EquityRequest::parse(&PREFLOP_RANGES)
                .ok()?
                .with_method(Method::Exact),
        );
    }
    if let Some(players) = match id {
        "rvr_flop" | "rvr_flop_classes" => Some(["QQ+,AKs", "22+,A2s+,KTs+,AJo+"].as_slice()),
        "range_holdings_flop" => Some([HOLDINGS_RANGE, "random"].as_slice()),
        "rvr3_flop_2t" => Some(["QQ+,AKs", "random", "random"].as_slice()),
        "rvr3_preflop_2t" => Some(["QQ+,AKs", "22+,A2s+,KTs+,AJo+", "random"].as_slice()),
        _ => None,
    } {
        let board = if id == "rvr3_preflop_2t" {
            crate::cards::CardSet::EMPTY
        } else {
            "Qh 7h 2c".parse().ok()?
        };
        return Some(
            EquityRequest::parse(players)
                .ok()?
                .with_board(board)
                .with_method(Method::Exact),
        );
    }
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
        debug_assert!(request.players.iter().all(PlayerSpec::is_hand));
        request.with_method(Method::Exact)
    })
}
