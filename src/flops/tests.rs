//! The report's job against the calling-thread count, and its refusals.

use super::*;
use crate::cards::CardSet;
use crate::equity::{PlayerSpec, RequestError};
use crate::jobs::Pool;

fn request(players: &[&str]) -> FlopsRequest {
    FlopsRequest::new(
        players
            .iter()
            .map(|p| PlayerSpec::parse(p).unwrap())
            .collect(),
    )
}

#[test]
fn the_job_on_two_threads_gives_the_rows_of_the_calling_thread() {
    let request = request(&["AsKs", "QQ"]).with_dead("2c".parse().unwrap());
    let pool = Pool::with_threads(2).unwrap();
    let job = FlopsJob::spawn(&pool, &request.clone().holdings_only(), || {}).unwrap();
    let done = job.wait();
    assert!(done.done && done.error.is_none());
    assert_eq!(done.progress, 1.0);
    let direct = flop_report(&request.holdings_only()).unwrap();
    assert_eq!(done.report, direct);
    assert_eq!(direct.total_weight(), crate::enumerate::choose(49, 3));
}

#[test]
fn bad_requests_are_refused_before_counting() {
    assert_eq!(
        flop_report(&FlopsRequest::new(Vec::new())),
        Err(FlopsError::SeatCount(0))
    );
    assert_eq!(
        flop_report(&request(&["AA", "KK", "QQ", "JJ"])),
        Err(FlopsError::SeatCount(4))
    );
    assert!(matches!(
        flop_report(&request(&["AsKs", "AsQd"])),
        Err(FlopsError::Request(RequestError::DuplicateCard { .. }))
    ));
    assert!(matches!(
        flop_report(&request(&["AsKs"]).with_dead("Ks".parse().unwrap())),
        Err(FlopsError::Request(_))
    ));
}

#[test]
fn a_dropped_job_stops() {
    let pool = Pool::with_threads(1).unwrap();
    let job = FlopsJob::spawn(&pool, &request(&["random", "random", "random"]), || {}).unwrap();
    job.cancel();
    let snapshot = job.wait();
    assert!(snapshot.report.rows.len() < job.flop_count());
    let _ = CardSet::EMPTY;
}
