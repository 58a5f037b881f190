//! The engines' standard timings under the ids of the CLI contract (`hu_preflop`, `mc_hu`,
//! `vp_analyze_2t`, …), each run on exactly the threads it claims.

use super::{median_ms, median_rate, on_threads};

/// One standard timing of an engine, under the ids of the CLI contract.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Timing {
    /// The timing's id (`hu_preflop`, `vp_holds`, …).
    pub id: &'static str,
    /// What was timed, for people.
    pub what: &'static str,
    /// Median wall time of one computation, in milliseconds (absent for throughput figures).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub ms: Option<f64>,
    /// Millions of hands per CPU-second (Monte Carlo throughput figures only).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub mhands_per_cpu_s: Option<f64>,
}

/// The standard engine timings, under the ids of the CLI contract, in order. `quick` takes
/// fewer repetitions. `progress` is called with the fraction done and each timing as it
/// completes; returning `false` stops early.
///
/// Each timing runs inside a pool of exactly the threads it claims ([`on_threads`]): one for
/// the plain ids, two for the `_2t` ones.
pub fn run_timings(quick: bool, progress: impl FnMut(f32, &Timing) -> bool) -> Vec<Timing> {
    run_timings_of(quick, &timing_ids(), progress)
}

/// The ids of the standard engine timings, in the order [`run_timings`] runs them.
///
/// ```
/// let ids = pokerlab::bench::timing_ids();
/// assert_eq!(ids.first(), Some(&"hu_preflop"));
/// assert!(ids.contains(&"vp_holds"));
/// ```
pub fn timing_ids() -> Vec<&'static str> {
    timing_plan().iter().map(|step| step.id).collect()
}

/// Like [`run_timings`], for the timings whose ids are in `ids` only (in the standard order;
/// ids that are not standard ones are ignored: check them against [`timing_ids`] first).
pub fn run_timings_of(
    quick: bool,
    ids: &[&str],
    mut progress: impl FnMut(f32, &Timing) -> bool,
) -> Vec<Timing> {
    let plan: Vec<TimingStep> = timing_plan()
        .into_iter()
        .filter(|step| ids.contains(&step.id))
        .collect();
    let mut timings = Vec::new();
    for (i, step) in plan.iter().enumerate() {
        let runs = if quick { 3 } else { 9 };
        let measure = step.measure;
        let Some(timing) =
            on_threads(step.threads, || measure(runs))
                .flatten()
                .map(|(ms, rate)| Timing {
                    id: step.id,
                    what: step.what,
                    ms,
                    mhands_per_cpu_s: rate,
                })
        else {
            continue;
        };
        let keep_going = progress((i + 1) as f32 / plan.len() as f32, &timing);
        timings.push(timing);
        if !keep_going {
            break;
        }
    }
    timings
}

/// One timing's measurement, given the run count: `(median ms, M hands per CPU-second)`, or
/// `None` if the engine could not run it.
type TimingFn = fn(usize) -> Option<(Option<f64>, Option<f64>)>;

/// One step of the timing plan.
struct TimingStep {
    /// The id of the CLI contract.
    id: &'static str,
    /// What is timed, for people.
    what: &'static str,
    /// The threads the figure claims, and runs on.
    threads: usize,
    /// The measurement.
    measure: TimingFn,
}

fn timing_plan() -> Vec<TimingStep> {
    let step = |id, what, threads, measure: TimingFn| TimingStep {
        id,
        what,
        threads,
        measure,
    };
    vec![
        step("hu_preflop", "AsKs vs JdJc, no board, exact", 1, |runs| {
            exact_equity("hu_preflop", runs)
        }),
        step(
            "three_way_preflop",
            "AhAd vs KsKc vs QhQd, no board, exact",
            1,
            |runs| exact_equity("three_way_preflop", runs),
        ),
        step(
            "ten_way_preflop",
            "ten known hands, no board, exact",
            1,
            |runs| exact_equity("ten_way_preflop", runs),
        ),
        step(
            "vs_random_preflop",
            "AhKh vs a random hand, no board, exact, computed (no table), 1 thread",
            1,
            vs_random_preflop,
        ),
        step(
            "vs_random_preflop_2t",
            "AhKh vs a random hand, no board, exact, computed, 2 threads",
            2,
            vs_random_preflop,
        ),
        step(
            "mc_hu",
            "Monte Carlo AhKh vs a random hand, 1 thread",
            1,
            monte_carlo_hu,
        ),
        step(
            "rvr_flop",
            "QQ+,AKs vs 22+,A2s+,KTs+,AJo+ on Qh 7h 2c, exact",
            1,
            |runs| exact_equity("rvr_flop", runs),
        ),
        step(
            "rvr_flop_classes",
            "equity of every hand class of both seats of rvr_flop, exact",
            1,
            |runs| classes("rvr_flop_classes", runs),
        ),
        step(
            "rvr_preflop_exact",
            "15% vs 30% before the flop, exact (the matchup table)",
            1,
            |runs| exact_equity("rvr_preflop_exact", runs),
        ),
        step(
            "rvr_preflop_classes",
            "equity of every hand class of both seats of rvr_preflop_exact, exact",
            1,
            |runs| classes("rvr_preflop_classes", runs),
        ),
        step(
            "range_holdings_flop",
            "made hands and draws of a 1,000-combo range (75%) on Qh 7h 2c",
            1,
            range_holdings_flop,
        ),
        step(
            "rvr3_flop_2t",
            "QQ+,AKs vs random vs random on Qh 7h 2c, exact, 2 threads",
            2,
            |runs| exact_equity_2t("rvr3_flop_2t", runs.min(5)),
        ),
        step(
            "rvr3_preflop_2t",
            "QQ+,AKs vs 22+,A2s+,KTs+,AJo+ vs random, no board, exact, 2 threads",
            2,
            |runs| exact_equity_2t_long("rvr3_preflop_2t", runs.min(3)),
        ),
        step(
            "flops_hit_rates",
            "made hands and draws of a 1,000-combo range (75%) on all 1,755 flops, 1 thread",
            1,
            |runs| flops_timing("flops_hit_rates", 1, runs.min(5)),
        ),
        step(
            "flops_equity_2t",
            "QQ+,AKs vs 22+,A2s+,KTs+,AJo+ on all 1,755 flops, exact equities, 2 threads",
            2,
            |runs| flops_timing("flops_equity_2t", 2, runs.min(3)),
        ),
        step(
            "vp_holds",
            "all 32 holds of one dealt hand, 9/6 Jacks or Better (median over hands)",
            1,
            |runs| {
                let median = crate::video_poker::timing_spots::holds(runs * 200, 7);
                Some((Some(median.as_secs_f64() * 1e3), None))
            },
        ),
        step(
            "vp_round_holds",
            "all 32 holds of one dealt hand scored for a ten-play round, 9/6 Jacks or Better \
             (median over hands)",
            1,
            |runs| {
                let median = crate::video_poker::timing_spots::round_holds(runs * 200, 7);
                Some((Some(median.as_secs_f64() * 1e3), None))
            },
        ),
        step(
            "vp_cli_deal",
            "all of `pokerlab vp` for one deal: EVs, the bet's stored chart and its play (median)",
            1,
            |runs| {
                let median = crate::video_poker::timing_spots::cli_deal(runs * 10);
                Some((Some(median.as_secs_f64() * 1e3), None))
            },
        ),
        step(
            "vp_analyze_2t",
            "whole-game analysis, the slowest of every built-in table (each kind's tallies \
             shared, built before), 2 threads",
            2,
            |runs| {
                let median = crate::video_poker::timing_spots::analysis(2, runs.min(5));
                Some((Some(median.as_secs_f64() * 1e3), None))
            },
        ),
        step(
            "vp_strategy_2t",
            "strategy chart of 9/6 Jacks or Better derived from the exact analysis, 2 threads",
            2,
            |runs| {
                let median = crate::video_poker::timing_spots::strategy(2, runs.min(3));
                Some((Some(median.as_secs_f64() * 1e3), None))
            },
        ),
        step("solve_river", SOLVE_RIVER, 1, |runs| {
            solve_spot("solve_river", runs.min(5), true)
        }),
        step("solve_turn_2t", SOLVE_TURN, 2, |_| {
            solve_spot("solve_turn", 1, false)
        }),
        step("solve_flop_2t", SOLVE_FLOP, 2, |_| {
            solve_spot("solve_flop_small", 1, false)
        }),
    ]
}

/// An exact equity timing on the calling thread ([`calculate`](crate::equity::calculate)).
fn exact_equity(id: &str, runs: usize) -> Option<(Option<f64>, Option<f64>)> {
    let request = crate::equity::timing_spots::timing_request(id)?;
    crate::equity::calculate(&request).ok()?;
    let ms = median_ms(runs, || {
        std::hint::black_box(crate::equity::calculate(&request).ok());
    });
    Some((Some(ms), None))
}

/// An exact equity timing on an engine of two threads.
fn exact_equity_2t(id: &str, runs: usize) -> Option<(Option<f64>, Option<f64>)> {
    let request = crate::equity::timing_spots::timing_request(id)?;
    let engine = crate::equity::Engine::with_threads(2).ok()?;
    engine.run(&request).ok()?;
    let ms = median_ms(runs, || {
        std::hint::black_box(engine.run(&request).ok());
    });
    Some((Some(ms), None))
}

/// An exact equity timing on an engine of two threads, for work of seconds: no warm-up run.
fn exact_equity_2t_long(id: &str, runs: usize) -> Option<(Option<f64>, Option<f64>)> {
    let request = crate::equity::timing_spots::timing_request(id)?;
    let engine = crate::equity::Engine::with_threads(2).ok()?;
    let ms = median_ms(runs, || {
        std::hint::black_box(engine.run(&request).ok());
    });
    Some((Some(ms), None))
}

/// An all-flops report on a pool of `threads` threads.
fn flops_timing(id: &str, threads: usize, runs: usize) -> Option<(Option<f64>, Option<f64>)> {
    let request = crate::flops::timing_spots::timing_request(id)?;
    let pool = crate::jobs::Pool::with_threads(threads).ok()?;
    crate::flops::timing_spots::run_on(&pool, &request)?;
    let ms = median_ms(runs, || {
        std::hint::black_box(crate::flops::timing_spots::run_on(&pool, &request));
    });
    Some((Some(ms), None))
}

/// Every hand class's equity of both seats of timing `id`'s spot, on the calling thread.
fn classes(id: &str, runs: usize) -> Option<(Option<f64>, Option<f64>)> {
    let request = crate::equity::timing_spots::timing_request(id)?;
    crate::equity::class_equities(&request).ok()?;
    let ms = median_ms(runs, || {
        std::hint::black_box(crate::equity::class_equities(&request).ok());
    });
    Some((Some(ms), None))
}

/// The holdings breakdown of a 1,000-combo range on a flop (sub-millisecond: the median of
/// many runs).
fn range_holdings_flop(runs: usize) -> Option<(Option<f64>, Option<f64>)> {
    let request = crate::equity::timing_spots::timing_request("range_holdings_flop")?;
    request.holdings(0)?;
    let ms = median_ms(runs * 20, || {
        std::hint::black_box(request.holdings(0));
    });
    Some((Some(ms), None))
}

/// AhKh against a random hand, exact, computed: on the pool it is called in (one thread or
/// two, see [`run_timings`]).
fn vs_random_preflop(runs: usize) -> Option<(Option<f64>, Option<f64>)> {
    use crate::equity::vs_random::{VsRandomSpot, VsRandomWork};
    let hero: crate::CardSet = "Ah Kh".parse().ok()?;
    let work = VsRandomWork::exact(VsRandomSpot::preflop(hero).ok()?).ok()?;
    let ms = median_ms(runs.min(5), || {
        std::hint::black_box(work.run());
    });
    Some((Some(ms), None))
}

/// Monte Carlo heads-up throughput on the calling thread, per CPU-second.
fn monte_carlo_hu(runs: usize) -> Option<(Option<f64>, Option<f64>)> {
    let request = crate::equity::timing_spots::timing_request("mc_hu")?;
    let samples = crate::equity::timing_spots::MC_HU_SAMPLES;
    let rate = median_rate(runs, || {
        std::hint::black_box(crate::equity::calculate(&request).ok());
        samples
    });
    Some((None, Some(rate)))
}

/// What `solve_river` times.
const SOLVE_RIVER: &str =
    "postflop solver: river, 236 vs 158 combos, 2 bets + all-in, 1 raise, to 0.3% of the pot";
/// What `solve_turn_2t` times.
const SOLVE_TURN: &str = "postflop solver: turn, same ranges, 2 turn and 1 river sizes + all-in, 1 raise, to 0.3%, 2 threads";

/// What `solve_flop_2t` times.
const SOLVE_FLOP: &str = "postflop solver: flop Ks 9d 6h, TT+,AQs+,AKo vs JJ+,AJs+,KQs, 66% each street, all-in raise, 20 iterations, 2 threads";

/// A solver bench spot, built and solved on the calling pool ([`crate::solver::timing_spots`]),
/// after one untimed solve if `warm` (the turn spot takes seconds: timed once, cold).
fn solve_spot(id: &str, runs: usize, warm: bool) -> Option<(Option<f64>, Option<f64>)> {
    if warm {
        crate::solver::timing_spots::bench_solve(id)?;
    }
    let ms = median_ms(runs, || {
        std::hint::black_box(crate::solver::timing_spots::bench_solve(id));
    });
    Some((Some(ms), None))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every timing of the plan measures something (one run each, on its own threads): a
    /// timing whose engine refused its request would be left out of the report silently.
    #[test]
    #[cfg_attr(debug_assertions, ignore = "the engines' standard work: release mode")]
    fn every_timing_of_the_plan_gives_a_figure() {
        for step in timing_plan() {
            let measure = step.measure;
            let figure = on_threads(step.threads, || measure(1)).flatten();
            let Some((ms, rate)) = figure else {
                panic!("{} gave no figure", step.id)
            };
            assert!(
                ms.is_some_and(|ms| ms > 0.0) || rate.is_some_and(|r| r > 0.0),
                "{}: {ms:?} {rate:?}",
                step.id
            );
        }
    }

    #[test]
    fn timings_run_on_the_threads_they_claim() {
        use rayon::prelude::*;
        // A parallel loop inside one of the timings' pools runs on that pool's threads only.
        let threads = |n| {
            on_threads(n, || {
                (0..64)
                    .into_par_iter()
                    .map(|_| rayon::current_num_threads())
                    .max()
            })
        };
        assert_eq!(threads(1), Some(Some(1)));
        assert_eq!(threads(2), Some(Some(2)));
        for step in timing_plan() {
            let claimed = if step.id.ends_with("_2t") { 2 } else { 1 };
            assert_eq!(step.threads, claimed, "{}", step.id);
            assert_eq!(
                crate::equity::timing_spots::timing_request(step.id)
                    .map(|_| crate::equity::timing_spots::timing_threads(step.id)),
                crate::equity::timing_spots::TIMING_IDS
                    .contains(&step.id)
                    .then_some(claimed),
                "{}",
                step.id
            );
        }
    }
}
