//! Range benchmarks: parsing range text, printing it back, and card removal — the work done
//! once per player before an equity calculation, and on every keystroke in the range editor —
//! and `range_holdings_flop`, what a 1,000-combo range holds on a flop.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pokerlab::CardSet;
use pokerlab::range::{Range, top_percent};

fn ranges(c: &mut Criterion) {
    let typical = "22+,A2s+,KTs+,AJo+";
    let long = "(Group1-Group5 ! QQ), QQ:0.5, 15% & Axs, AsKd, 7h6h, KQo-K9o:0.25, random ! Ax";
    c.bench_function("range_parse_typical", |b| {
        b.iter(|| black_box(typical).parse::<Range>())
    });
    c.bench_function("range_parse_long", |b| {
        b.iter(|| black_box(long).parse::<Range>())
    });
    let range: Range = long.parse().unwrap_or_default();
    c.bench_function("range_to_text", |b| {
        b.iter(|| black_box(&range).to_string())
    });
    c.bench_function("range_top_percent", |b| {
        b.iter(|| top_percent(black_box(15.0)))
    });
    let board: CardSet = "Qh 7h 2c".parse().unwrap_or_default();
    let typical_range: Range = typical.parse().unwrap_or_default();
    c.bench_function("range_live_combos", |b| {
        b.iter(|| black_box(&typical_range).live_combos(black_box(board)))
    });
    // The holdings breakdown of `pokerlab bench`'s `range_holdings_flop` (goal: 2 ms).
    if let Some(request) = pokerlab::equity::timing_spots::timing_request("range_holdings_flop") {
        c.bench_function("range_holdings_flop", |b| {
            b.iter(|| black_box(&request).holdings(0))
        });
    }
}

criterion_group!(benches, ranges);
criterion_main!(benches);
