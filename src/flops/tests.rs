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

/// The summaries over the three suit textures, each weighted by its flops' share, add up to
/// the summary over every flop (the holdings by weighted combos, the equity by weighted
/// outcomes); a filter for one flop's exact texture and high card keeps the flops it names.
#[test]
fn filtered_summaries_recombine_to_the_whole() {
    let report = flop_report(&request(&["QQ+,AKs", "JJ-99"])).unwrap();
    let whole = report.summary();
    let mut made = [0.0; crate::eval::MadeHand::ALL.len()];
    for suits in ["rainbow", "two-tone", "monotone"] {
        let filter: FlopFilter = suits.parse().unwrap();
        let part = report.summary_of(&filter);
        // Player 1's weighted combos on each kept flop: its holdings' total, times the weight.
        let combos: f64 = report
            .rows
            .iter()
            .filter(|r| filter.keeps_row(r))
            .map(|r| r.seats[0].holdings.combos * f64::from(r.weight.get()))
            .sum();
        for (m, share) in made.iter_mut().zip(part[0].made) {
            *m += share * combos;
        }
    }
    let all_combos: f64 = report
        .rows
        .iter()
        .map(|r| r.seats[0].holdings.combos * f64::from(r.weight.get()))
        .sum();
    for (m, whole) in made.iter().zip(whole[0].made) {
        assert!((m / all_combos - whole).abs() < 1e-12);
    }
    // Equity: the kept rows' equities by hand.
    let filter: FlopFilter = "A-high two-tone".parse().unwrap();
    let (mut won, mut outcomes) = (0.0, 0.0);
    for row in &report.rows {
        let cards = row.board.to_vec();
        let high = cards.iter().map(|c| c.rank()).max().unwrap();
        let mut suits: Vec<_> = cards.iter().map(|c| c.suit()).collect();
        suits.sort_unstable_by_key(|s| s.index());
        suits.dedup();
        if high == crate::cards::Rank::Ace && suits.len() == 2 {
            let e = row.seats[1].equity.unwrap();
            won += f64::from(row.weight.get()) * e.outcomes * e.fraction();
            outcomes += f64::from(row.weight.get()) * e.outcomes;
        }
    }
    let part = report.summary_of(&filter);
    assert!((part[1].equity.unwrap() - won / outcomes).abs() < 1e-12);
    // Its weight: the deck's A-high two-tone flops, counted one by one.
    let mut flops = 0;
    crate::enumerate::for_each_combination(CardSet::FULL, 3, |board| {
        let cards = board.to_vec();
        let ace = cards.iter().any(|c| c.rank() == crate::cards::Rank::Ace);
        let mut suits: Vec<_> = cards.iter().map(|c| c.suit()).collect();
        suits.sort_unstable_by_key(|s| s.index());
        suits.dedup();
        flops += u64::from(ace && suits.len() == 2);
    });
    assert_eq!(report.weight_of(&filter), flops);
}
