//! Timings for `pokerlab bench` (`vp_holds`, `vp_analyze_2t`, `vp_strategy_2t`), kept next to
//! the engine so the
//! bench command and the criterion benches measure the same thing.

use std::time::{Duration, Instant};

use rand::{SeedableRng, rngs::SmallRng};

use super::{Bet, DrawTables, GameKind, HoldEvaluator, PayTable, StrategyChart, analyze};
use crate::cards::CardSet;
use crate::enumerate::RandomHands;
use crate::jobs::Pool;

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort_unstable();
    samples.get(samples.len() / 2).copied().unwrap_or_default()
}

/// `vp_holds`: the median time to compute all 32 holds of one dealt hand in 9/6 Jacks or
/// Better, over `hands` random deals (seeded), on the calling thread (the analysis of one hand
/// has no parallel loop). The shared draw tables are built first and not timed (see
/// [`tables_build`] for that one-off cost).
pub fn holds(hands: usize, seed: u64) -> Duration {
    let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
    let deals: Vec<Vec<crate::cards::Card>> =
        RandomHands::new(CardSet::EMPTY, 5, SmallRng::seed_from_u64(seed))
            .take(hands.max(1))
            .map(|h| h.to_vec())
            .collect();
    let samples = deals
        .iter()
        .map(|deal| {
            let start = Instant::now();
            let analysis = evaluator.analyze(deal);
            let elapsed = start.elapsed();
            std::hint::black_box(analysis.ok());
            elapsed
        })
        .collect();
    median(samples)
}

/// The one-off cost of building a kind's draw tables, on a pool of `threads` threads (median
/// of `runs`).
pub fn tables_build(kind: GameKind, threads: usize, runs: usize) -> Duration {
    on_pool(threads, runs, || {
        std::hint::black_box(DrawTables::build(kind));
    })
}

/// `vp_analyze_2t` (with `threads` = 2): the median wall time of a whole-game analysis of 9/6
/// Jacks or Better from nothing (its tables included), over `runs` runs.
pub fn analysis(threads: usize, runs: usize) -> Duration {
    let table = PayTable::default();
    on_pool(threads, runs, || {
        std::hint::black_box(analyze(&table));
    })
}

/// `vp_strategy_2t` (with `threads` = 2): the median wall time of deriving the strategy chart
/// of 9/6 Jacks or Better (every deal analysed, the lines ordered, named and scored), over
/// `runs` runs. The shared draw tables are built first and not timed ([`tables_build`]).
pub fn strategy(threads: usize, runs: usize) -> Duration {
    strategy_of(&PayTable::default(), threads, runs)
}

/// [`strategy`] for any pay table (the joker's 2,869,685 deals take a little longer).
pub fn strategy_of(table: &PayTable, threads: usize, runs: usize) -> Duration {
    DrawTables::shared_for(table);
    on_pool(threads, runs, || {
        std::hint::black_box(StrategyChart::build(table).chart_return());
    })
}

/// The median wall time of `runs` runs of `work` on a pool of its own of `threads` threads (on
/// the calling thread if the threads cannot be started).
fn on_pool(threads: usize, runs: usize, work: impl Fn() + Sync) -> Duration {
    let time = || {
        median(
            (0..runs.max(1))
                .map(|_| {
                    let start = Instant::now();
                    work();
                    start.elapsed()
                })
                .collect(),
        )
    };
    match Pool::with_threads(threads) {
        Ok(pool) => pool.install(time),
        Err(_) => time(),
    }
}
