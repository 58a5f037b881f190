//! Equity benchmarks: the timing ids of `pokerlab bench` (CLI.md), single thread.
//!
//! `cargo bench --bench equity` — goals on the project's 2-core machine: `hu_preflop` ≤ 2.7 ms,
//! `three_way_preflop` ≤ 1.6 ms, `ten_way_preflop` ≤ 2 s, `mc_hu` ≥ 40 M hands per second.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pokerlab::equity::{MonteCarloLimits, bench::timing_request, calculate};

fn exact(c: &mut Criterion) {
    let mut group = c.benchmark_group("equity");
    group.measurement_time(Duration::from_secs(5));
    for id in ["hu_preflop", "three_way_preflop", "ten_way_preflop"] {
        let Some(request) = timing_request(id) else {
            continue;
        };
        group.bench_function(id, |b| b.iter(|| calculate(black_box(&request))));
    }
    group.finish();
}

fn monte_carlo(c: &mut Criterion) {
    let Some(request) = timing_request("mc_hu") else {
        return;
    };
    let samples = 1_000_000;
    let request = request.with_limits(MonteCarloLimits::samples(samples));
    let mut group = c.benchmark_group("equity");
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(8));
    group.throughput(Throughput::Elements(samples));
    group.bench_function("mc_hu", |b| b.iter(|| calculate(black_box(&request))));
    group.finish();
}

criterion_group!(benches, exact, monte_carlo);
criterion_main!(benches);
