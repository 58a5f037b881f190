//! The all-flops timings of `pokerlab bench` and `benches/flops.rs`, as requests, so both time
//! the same reports.

use super::compute::FlopsRequest;
use super::job::FlopsJob;
use super::report::FlopsReport;
use crate::equity::PlayerSpec;
use crate::jobs::Pool;

/// The timing ids this module knows.
pub const TIMING_IDS: [&str; 2] = ["flops_hit_rates", "flops_equity_2t"];

/// The report a timing id measures: `flops_hit_rates` is the holdings of a 1,000-combo range
/// (the strongest 75% of hands) on every flop, one thread; `flops_equity_2t` is `QQ+,AKs`
/// against `22+,A2s+,KTs+,AJo+` on every flop, exact equities and holdings, two threads.
///
/// ```
/// use pokerlab::flops::{timing_spots::timing_request, flop_report};
/// let request = timing_request("flops_hit_rates").unwrap();
/// assert!(!request.equity);
/// assert_eq!(flop_report(&request).unwrap().rows.len(), 1_755);
/// assert!(timing_request("nonsense").is_none());
/// ```
pub fn timing_request(id: &str) -> Option<FlopsRequest> {
    let players: &[&str] = match id {
        "flops_hit_rates" => &["75%"],
        "flops_equity_2t" => &["QQ+,AKs", "22+,A2s+,KTs+,AJo+"],
        _ => return None,
    };
    let players = players
        .iter()
        .map(|p| PlayerSpec::parse(p).ok())
        .collect::<Option<Vec<_>>>()?;
    let request = FlopsRequest::new(players);
    Some(if id == "flops_hit_rates" {
        request.holdings_only()
    } else {
        request
    })
}

/// Counts `request` as a job on `pool` and waits for it.
pub fn run_on(pool: &Pool, request: &FlopsRequest) -> Option<FlopsReport> {
    let job = FlopsJob::spawn(pool, request, || {}).ok()?;
    let done = job.wait();
    done.error.is_none().then_some(done.report)
}
