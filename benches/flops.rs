//! The all-flops report: the `flops_hit_rates` and `flops_equity_2t` timings of `pokerlab
//! bench`.
//!
//! `cargo bench --bench flops` — goals (issue 21): `flops_hit_rates` (the made hands and draws
//! of a 1,000-combo range, 75%, on all 1,755 flops, one thread) ≤ 0.5 s; `flops_equity_2t`
//! (`QQ+,AKs` vs `22+,A2s+,KTs+,AJo+` on every flop, exact equities, two threads) ≤ 5 s.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use pokerlab::flops::timing_spots::{run_on, timing_request};
use pokerlab::jobs::Pool;

fn flops(c: &mut Criterion) {
    let mut group = c.benchmark_group("flops");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    for (id, threads) in [("flops_hit_rates", 1), ("flops_equity_2t", 2)] {
        let (Some(request), Ok(pool)) = (timing_request(id), Pool::with_threads(threads)) else {
            continue;
        };
        group.bench_function(id, |b| b.iter(|| run_on(&pool, black_box(&request))));
    }
    group.finish();
}

criterion_group!(benches, flops);
criterion_main!(benches);
