//! Video poker speed: all 32 holds of one deal (`vp_holds`, target ≤ 2 ms), the whole-game
//! analysis of 9/6 Jacks or Better on two threads on its kind's shared tallies (`vp_analyze_2t`,
//! target ≤ 20 ms; also of the wild-card games and the 53-card decks), the one-off table build, the strategy chart of 9/6
//! Jacks or Better on two threads (`vp_strategy_2t`, target ≤ 2 s), and HoldemHand's method
//! (every draw of every hold evaluated) for a ratio.
//!
//! `cargo bench --bench video_poker`

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pokerlab::enumerate::{RandomHands, for_each_combination};
use pokerlab::jobs::Pool;
use pokerlab::video_poker::{
    Bet, DrawTables, GameKind, HoldEvaluator, HoldMask, PayTable, StrategyChart, analyze,
};
use pokerlab::{Card, CardSet};
use rand::{SeedableRng, rngs::SmallRng};

fn deals(n: usize) -> Vec<Vec<Card>> {
    RandomHands::new(CardSet::EMPTY, 5, SmallRng::seed_from_u64(5))
        .take(n)
        .map(|h| h.to_vec())
        .collect()
}

fn holds(c: &mut Criterion) {
    let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
    let deals = deals(4096);
    let mut i = 0;
    c.bench_function("vp_holds", |b| {
        b.iter(|| {
            i = (i + 1) % deals.len();
            black_box(evaluator.analyze(&deals[i]).ok())
        })
    });
}

/// HoldemHand's way: for each of the 32 holds, evaluate every draw.
fn every_draw(table: &PayTable, dealt: &[Card]) -> f64 {
    let dealt_set: CardSet = dealt.iter().copied().collect();
    let mut best = 0.0f64;
    for mask in HoldMask::all() {
        let held: CardSet = (0..5)
            .filter(|&i| mask.is_held(i))
            .map(|i| dealt[i])
            .collect();
        let (mut total, mut count) = (0u64, 0u64);
        for_each_combination(CardSet::FULL - dealt_set, 5 - mask.count(), |draw| {
            let class = table.kind().classify(held | draw);
            total += class.map_or(0, |c| table.pay_per_coin(c, Bet::MAX)) as u64;
            count += 1;
        });
        best = best.max(total as f64 / count as f64);
    }
    best
}

fn holds_every_draw(c: &mut Criterion) {
    let table = PayTable::default();
    let deals = deals(16);
    let mut i = 0;
    let mut group = c.benchmark_group("vp_holds_every_draw");
    group.sample_size(10);
    group.bench_function("vp_holds_every_draw", |b| {
        b.iter(|| {
            i = (i + 1) % deals.len();
            black_box(every_draw(&table, &deals[i]))
        })
    });
    group.finish();
}

fn whole_game(c: &mut Criterion) {
    let pool = Pool::with_threads(2).expect("pool");
    let table = PayTable::default();
    let mut group = c.benchmark_group("vp_analyze");
    group.sample_size(10);
    // On the kind's shared tallies (built here, untimed; `vp_tables_build_2t` below), as
    // `analyze` runs.
    DrawTables::shared_for(&table);
    group.bench_function("vp_analyze_2t", |b| {
        b.iter(|| pool.install(|| black_box(analyze(&table).return_rate())))
    });
    // The wild-card games: Deuces Wild, Threes Wild, and the 53-card decks (150,891 deals).
    for name in [
        "deuces-wild",
        "threes-wild",
        "joker-poker-kings",
        "deuces-and-joker-wild",
    ] {
        let wild = PayTable::builtin(name).expect("built-in");
        DrawTables::shared_for(&wild);
        group.bench_function(format!("vp_analyze_2t/{name}"), |b| {
            b.iter(|| pool.install(|| black_box(analyze(&wild).return_rate())))
        });
    }
    group.bench_function("vp_tables_build_2t", |b| {
        b.iter(|| pool.install(|| black_box(DrawTables::build(GameKind::STANDARD).kind())))
    });
    group.bench_function("vp_evaluator_new_warm", |b| {
        DrawTables::shared(GameKind::STANDARD);
        b.iter(|| black_box(HoldEvaluator::new(&table, Bet::MAX)))
    });
    group.finish();
}

fn strategy(c: &mut Criterion) {
    let pool = Pool::with_threads(2).expect("pool");
    let table = PayTable::default();
    DrawTables::shared(GameKind::STANDARD);
    let mut group = c.benchmark_group("vp_strategy");
    group.sample_size(10);
    group.bench_function("vp_strategy_2t", |b| {
        b.iter(|| pool.install(|| black_box(StrategyChart::build(&table).chart_return())))
    });
    // The slowest tables: Joker Poker's 53-card deck, and a Deuces Wild variant.
    for name in ["joker-poker-two-pair", "deuces-wild-nsu"] {
        let other = PayTable::builtin(name).expect("built-in");
        DrawTables::shared_for(&other);
        group.bench_function(format!("vp_strategy_2t/{name}"), |b| {
            b.iter(|| pool.install(|| black_box(StrategyChart::build(&other).chart_return())))
        });
    }
    group.finish();
}

criterion_group!(benches, holds, holds_every_draw, whole_game, strategy);
criterion_main!(benches);
