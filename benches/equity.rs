//! Equity benchmarks: the timing ids of `pokerlab bench` (docs/CLI.md), single thread.
//!
//! `cargo bench --bench equity` — goals on the project's 2-core machine: `hu_preflop` ≤ 2.7 ms,
//! `three_way_preflop` ≤ 1.6 ms, `ten_way_preflop` ≤ 2 s, `mc_hu` ≥ 40 M hands per second;
//! `first_estimate/*`: the first figures of a spot reach the UI within 20 ms — the time from
//! [`Engine::submit`] (what the Hand Odds tab calls when its inputs change) to the first
//! snapshot holding a result, on the engine's two-thread pool, for spots from the cheapest to
//! ones that can never be counted.

#![allow(clippy::unwrap_used)]

use std::hint::black_box;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pokerlab::CardSet;
use pokerlab::equity::{
    Engine, EquityRequest, Method, MonteCarloLimits, calculate, timing_spots::timing_request,
};

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

/// Time from submitting `request` to the first snapshot with a result (the job is then dropped,
/// which cancels it).
fn time_to_first_result(engine: &Engine, request: &EquityRequest) -> Duration {
    let (tx, rx) = mpsc::channel();
    let start = Instant::now();
    let job = engine
        .submit(request.clone(), move || {
            let _ = tx.send(());
        })
        .unwrap();
    loop {
        if job.snapshot().result.is_some() {
            return start.elapsed();
        }
        // A wake-up, or a timeout to look again.
        let _ = rx.recv_timeout(Duration::from_millis(1));
    }
}

fn first_estimate(c: &mut Criterion) {
    let engine = Engine::with_threads(2).unwrap();
    let spot = |players: &[&str], board: &str| {
        let board: CardSet = board.parse().unwrap();
        EquityRequest::parse(players)
            .unwrap()
            .with_board(board)
            .with_method(Method::Auto)
    };
    let spots = [
        ("hu_preflop", spot(&["AsKs", "JdJc"], "")),
        ("random_vs_random_preflop", spot(&["random", "random"], "")),
        (
            "ten_way_preflop",
            spot(
                &[
                    "AhKh", "QsQd", "JcTc", "9h9s", "8d7d", "6c6s", "AsQc", "KdJd", "5h4h", "2c2d",
                ],
                "",
            ),
        ),
        ("ten_random_preflop", spot(&["random"; 10], "")),
        (
            "range_vs_two_random_flop",
            spot(&["QQ+,AKs", "random", "random"], "Qh7h2c"),
        ),
        (
            "three_ranges_preflop",
            spot(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+", "15%"], ""),
        ),
    ];
    let mut group = c.benchmark_group("first_estimate");
    group.sample_size(30);
    group.measurement_time(Duration::from_secs(4));
    for (name, request) in &spots {
        group.bench_function(*name, |b| {
            b.iter_custom(|iters| {
                (0..iters)
                    .map(|_| time_to_first_result(&engine, request))
                    .sum()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, exact, monte_carlo, first_estimate);
criterion_main!(benches);
