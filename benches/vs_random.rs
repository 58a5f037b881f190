//! The average-opponent engine: AhKh against a random hand preflop, computed exactly (no
//! table) on one and two threads, and the precomputed table's lookup.
//!
//! Run: `cargo bench --bench vs_random`. Goals on the project's 2-core machine: ≤ 0.86 s on
//! one thread (OMPEval's time there), ≤ 0.5 s on two, lookup ≤ 1 µs.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use pokerlab::CardSet;
use pokerlab::equity::preflop_table;
use pokerlab::equity::vs_random::{VsRandomSpot, VsRandomWork};
use pokerlab::jobs::Pool;

fn preflop(c: &mut Criterion) {
    let hero: CardSet = "Ah Kh".parse().unwrap_or_default();
    let Ok(spot) = VsRandomSpot::preflop(hero) else {
        return;
    };
    let Ok(work) = VsRandomWork::exact(spot) else {
        return;
    };
    let mut group = c.benchmark_group("vs_random");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    for (name, threads) in [("vs_random_preflop", 1), ("vs_random_preflop_2t", 2)] {
        let Ok(pool) = Pool::with_threads(threads) else {
            continue;
        };
        group.bench_function(name, |b| b.iter(|| pool.install(|| black_box(&work).run())));
    }
    group.finish();
}

fn lookup(c: &mut Criterion) {
    // From hole cards to the full result (counts by category), through the 169-hand table.
    let hands: Vec<CardSet> = ["Ah Kh", "7c 2d", "Qs Qd", "9h 8h"]
        .iter()
        .filter_map(|h| h.parse().ok())
        .collect();
    c.bench_function("vs_random_preflop_table_lookup", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % hands.len();
            preflop_table::lookup_cards(black_box(hands[i])).map(|odds| odds.equity())
        })
    });
}

criterion_group!(benches, preflop, lookup);
criterion_main!(benches);
