//! The postflop solver's bench spots (`pokerlab::solver::timing_spots`): a river spot and a turn spot
//! solved to 0.3 % of the pot on two threads. Before timing, each spot's iterations,
//! exploitability and memory are printed (the figures BENCHMARKS.md quotes).

use criterion::{Criterion, criterion_group, criterion_main};
use pokerlab::jobs::Pool;
use pokerlab::solver::timing_spots::bench_solve;

fn solver(c: &mut Criterion) {
    let Ok(pool) = Pool::with_threads(2) else {
        return;
    };
    let mut group = c.benchmark_group("solver");
    group.sample_size(10);
    for id in ["solve_river", "solve_turn"] {
        if let Some(figures) = pool.install(|| bench_solve(id)) {
            eprintln!(
                "{id}: {} iterations, exploitability {:.3}% of the pot, tree {:.1} MiB, {:.2} s",
                figures.iterations,
                figures.exploitability_percent,
                figures.memory_bytes as f64 / 1048576.0,
                figures.time.as_secs_f64()
            );
        }
        if id == "solve_turn" {
            group.measurement_time(std::time::Duration::from_secs(60));
        }
        group.bench_function(id, |b| b.iter(|| pool.install(|| bench_solve(id))));
    }
    group.finish();
}

criterion_group!(benches, solver);
criterion_main!(benches);
