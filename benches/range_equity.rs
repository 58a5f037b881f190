//! Range-against-range equity: the `rvr_flop`, `rvr_flop_classes` and `rvr3_flop_2t` timings
//! of `pokerlab bench`.
//!
//! `cargo bench --bench range_equity` — goals on the project's 2-core machine (OMPEval
//! measured there: 2.8 ms and 32 s): `rvr_flop` (`QQ+,AKs` vs `22+,A2s+,KTs+,AJo+` on
//! Qh 7h 2c, exact, one thread) ≤ 2.8 ms; `rvr3_flop_2t` (`QQ+,AKs` vs random vs random on
//! Qh 7h 2c, exact, two threads) ≤ 1 s; `rvr_flop_classes` (the equity of every hand class
//! of both seats of `rvr_flop`, exact, one thread) ≤ 10 ms. `rvr3_flop_1t` is the same on one thread, and
//! `rvr_preflop` the first spot before the flop (suit symmetry: 24 times fewer boards).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use pokerlab::CardSet;
use pokerlab::equity::{Engine, bench::timing_request, calculate, class_equities};

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

criterion_group!(benches, range_equity);
criterion_main!(benches);
