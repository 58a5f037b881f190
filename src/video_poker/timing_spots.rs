//! Timings for `pokerlab bench` (`vp_holds`, `vp_round_holds`, `vp_cli_deal`,
//! `vp_analyze_2t`, `vp_strategy_2t`), kept next to the engine so the bench command and the
//! criterion benches measure the same thing.

use std::time::{Duration, Instant};

use rand::{SeedableRng, rngs::SmallRng};

use super::{
    Bet, DrawTables, ExtraDeck, GameKind, Hands, HoldEvaluator, PayTable, StrategyChart, analyze,
    parse_deal,
};
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

/// `vp_round_holds`: like [`holds`], with the holds then scored for a round of ten hands
/// (each extra hand at its own EV, the round's best found): what the trainer computes for a
/// Ten Play deal.
pub fn round_holds(hands: usize, seed: u64) -> Duration {
    let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
    let ten = Hands::new(10).unwrap_or(Hands::ONE);
    let deals: Vec<Vec<crate::cards::Card>> =
        RandomHands::new(CardSet::EMPTY, 5, SmallRng::seed_from_u64(seed))
            .take(hands.max(1))
            .map(|h| h.to_vec())
            .collect();
    let samples = deals
        .iter()
        .map(|deal| {
            let start = Instant::now();
            let round = evaluator
                .analyze(deal)
                .map(|a| a.round(ten, ExtraDeck::LessHeld));
            let elapsed = start.elapsed();
            std::hint::black_box(round.ok());
            elapsed
        })
        .collect();
    median(samples)
}

/// `vp_cli_deal`: the median time of all the work of `pokerlab vp` for one deal, over `runs`
/// runs of the deals below in turn: the table found by name, the cards read, the 32 hold EVs
/// ([`HoldEvaluator::analyze_once`]: no draw tables), the bet's chart
/// ([`StrategyChart::for_table`]: stored) and its play, and the report's text. Nothing is
/// kept between runs but what the process keeps anyway (the classifier's 7,463-entry table).
pub fn cli_deal(runs: usize) -> Duration {
    const DEALS: [(&str, &str, u8); 3] = [
        ("jacks-or-better-9-6", "Ah Kh Th 5h Qc", 5),
        ("deuces-wild", "2c 2d 2h 9s 9d", 1),
        ("joker-poker-kings", "Qc Jd Th 7s Jk", 5),
    ];
    let samples = (0..runs.max(1))
        .map(|run| {
            let (name, cards, coins) = DEALS[run % DEALS.len()];
            let start = Instant::now();
            let report = cli_deal_once(name, cards, coins);
            let elapsed = start.elapsed();
            std::hint::black_box(report);
            elapsed
        })
        .collect();
    median(samples)
}

/// What `pokerlab vp` computes and writes for one deal (`None` on bad input).
fn cli_deal_once(name: &str, cards: &str, coins: u8) -> Option<String> {
    use std::fmt::Write;
    let table = PayTable::resolve(name).ok()?;
    let dealt = parse_deal(cards, table.kind()).ok()?;
    let bet = Bet::new(coins)?;
    let analysis = HoldEvaluator::analyze_once(&table, bet, &dealt).ok()?;
    let chart = StrategyChart::for_table(&table, bet);
    let play = chart.play_analyzed(&analysis);
    let mut out = String::new();
    let rule = chart.line(play.line).map_or("", |l| l.rule());
    let _ = writeln!(out, "{} line {} ({rule})", table.title(), play.line);
    for h in analysis.holds() {
        let _ = writeln!(
            out,
            "{} {} {} {}",
            h.mask,
            h.ev,
            analysis.loss(h.mask),
            h.mask.describe(analysis.dealt())
        );
    }
    Some(out)
}

/// The one-off cost of building a kind's draw tables, on a pool of `threads` threads (median
/// of `runs`).
pub fn tables_build(kind: GameKind, threads: usize, runs: usize) -> Duration {
    on_pool(threads, runs, || {
        std::hint::black_box(DrawTables::build(kind));
    })
}

/// `vp_analyze_2t` (with `threads` = 2): the whole-game analysis of every built-in table, each
/// timed as the median wall time of `runs` runs; the slowest table's median. The draw tallies
/// of each kind of game are shared by its tables and built first, untimed ([`tables_build`]
/// is that one-off cost), as [`analyze`] does.
pub fn analysis(threads: usize, runs: usize) -> Duration {
    PayTable::builtins()
        .iter()
        .map(|table| analysis_of(table, threads, runs))
        .max()
        .unwrap_or_default()
}

/// [`analysis`] of one pay table: the median of `runs` runs, its shared tallies built first.
pub fn analysis_of(table: &PayTable, threads: usize, runs: usize) -> Duration {
    DrawTables::shared_for(table);
    on_pool(threads, runs, || {
        std::hint::black_box(analyze(table));
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
