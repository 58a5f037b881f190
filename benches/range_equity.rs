//! Range-against-range equity: the `rvr_flop`, `rvr_flop_classes` and `rvr3_flop_2t` timings
//! of `pokerlab bench`.
//!
//! `cargo bench --bench range_equity` — goals on the project's 2-core machine (OMPEval
//! measured there: 2.8 ms and 32 s): `rvr_flop` (`QQ+,AKs` vs `22+,A2s+,KTs+,AJo+` on
//! Qh 7h 2c, exact, one thread) ≤ 2.8 ms; `rvr3_flop_2t` (`QQ+,AKs` vs random vs random on
//! Qh 7h 2c, exact, two threads) ≤ 1 s; `rvr_flop_classes` (the equity of every hand class
//! of both seats of `rvr_flop`, exact, one thread) ≤ 10 ms. `rvr3_flop_1t` is the same on one thread, and
//! `rvr_preflop` the first spot before the flop (now from the matchup table).
//! `rvr_preflop_exact` and `rvr_preflop_classes` (`15%` vs `30%` before the flop, seat
//! equities and every class, one thread): goal ≤ 20 ms for any two ranges, so
//! `rvr_preflop_full` and `rvr_preflop_full_classes` time the largest, `100%` vs `100%`.
//! `rvr3_preflop_2t` (`QQ+,AKs` vs `22+,A2s+,KTs+,AJo+` vs random before the flop, exact, two
//! threads): goal ≤ 0.5 s (issue 31), not met — see BENCHMARKS.md.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use pokerlab::CardSet;
use pokerlab::equity::{Engine, calculate, class_equities, timing_spots::timing_request};

fn range_equity(c: &mut Criterion) {
    let mut group = c.benchmark_group("range_equity");
    group.measurement_time(Duration::from_secs(5));
    if let Some(request) = timing_request("rvr_flop") {
        group.bench_function("rvr_flop", |b| b.iter(|| calculate(black_box(&request))));
        group.bench_function("rvr_flop_classes", |b| {
            b.iter(|| class_equities(black_box(&request)))
        });
        let preflop = request.clone().with_board(CardSet::EMPTY);
        group.sample_size(10);
        group.bench_function("rvr_preflop", |b| b.iter(|| calculate(black_box(&preflop))));
    }
    if let Some(request) = timing_request("rvr_preflop_exact") {
        group.sample_size(50);
        group.bench_function("rvr_preflop_exact", |b| {
            b.iter(|| calculate(black_box(&request)))
        });
        group.bench_function("rvr_preflop_classes", |b| {
            b.iter(|| class_equities(black_box(&request)))
        });
        // The largest spot: every hand against every hand.
        if let Ok(full) = pokerlab::equity::EquityRequest::parse(&["100%", "100%"]) {
            group.bench_function("rvr_preflop_full", |b| {
                b.iter(|| calculate(black_box(&full)))
            });
            group.bench_function("rvr_preflop_full_classes", |b| {
                b.iter(|| class_equities(black_box(&full)))
            });
        }
    }
    if let Some(request) = timing_request("rvr3_flop_2t") {
        group.sample_size(10);
        group.bench_function("rvr3_flop_1t", |b| {
            b.iter(|| calculate(black_box(&request)))
        });
        if let Ok(engine) = Engine::with_threads(2) {
            group.bench_function("rvr3_flop_2t", |b| {
                b.iter(|| engine.run(black_box(&request)))
            });
        }
    }
    group.finish();
}

/// `rvr3_preflop_2t`: `QQ+,AKs` vs `22+,A2s+,KTs+,AJo+` vs random before the flop, exact, two
/// threads (issue 31: goal ≤ 0.5 s). Seconds a run: ten samples, no warm-up to speak of.
fn three_ranges_preflop(c: &mut Criterion) {
    let mut group = c.benchmark_group("range_equity");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(1));
    group.measurement_time(Duration::from_secs(1));
    if let (Some(request), Ok(engine)) =
        (timing_request("rvr3_preflop_2t"), Engine::with_threads(2))
    {
        group.bench_function("rvr3_preflop_2t", |b| {
            b.iter(|| engine.run(black_box(&request)))
        });
    }
    group.finish();
}

criterion_group!(benches, range_equity, three_ranges_preflop);
criterion_main!(benches);
