//! The benchmark suite behind `pokerlab bench` and the app's Benchmark tab: HoldemHand's
//! benchmark application, done with OMPEval's methods so figures compare across evaluators.
//!
//! - *sequential*: every 5-, 6- or 7-card hand in nested loops, the hand built incrementally
//!   with the [`Hand`] accumulator (one card added per loop level);
//! - *random*: pre-generated random hands stored as card indices; each evaluation builds the
//!   hand from its indices, then evaluates it.
//!
//! Throughput is measured on the calling thread's CPU time, so a busy machine slows the wall
//! clock but not the figure (much).

use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng, rngs::SmallRng};

use crate::eval::Hand;
use crate::jobs::Pool;

/// The clock throughput figures are timed with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Clock {
    /// The calling thread's CPU time: a busy machine slows the wall clock, not the figure.
    ThreadCpu,
    /// Wall time, where the platform has no per-thread CPU clock.
    Wall,
}

impl Clock {
    /// The clock this platform gives: [`Clock::ThreadCpu`] where the thread's CPU time can be
    /// read (Linux, macOS, Windows and most Unixes), else [`Clock::Wall`].
    pub fn available() -> Clock {
        if cpu_time::ThreadTime::try_now().is_ok() {
            Clock::ThreadCpu
        } else {
            Clock::Wall
        }
    }

    /// The unit of a throughput figure timed with this clock: "CPU-second" or "second".
    pub const fn per(self) -> &'static str {
        match self {
            Clock::ThreadCpu => "CPU-second",
            Clock::Wall => "second (wall clock)",
        }
    }
}

/// CPU time consumed so far by the calling thread, or the time since the first call where
/// the platform has no per-thread clock ([`Clock::available`] says which).
pub fn thread_cpu_time() -> Duration {
    if let Ok(time) = cpu_time::ThreadTime::try_now() {
        return time.as_duration();
    }
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

/// The order in which hands are visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Order {
    /// Nested loops over every hand, one card added per level.
    Sequential,
    /// Pre-generated random hands, each built from its card indices.
    Random,
}

/// One evaluator figure.
#[derive(Clone, Copy, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct EvalFigure {
    /// Cards per hand: 5, 6 or 7.
    pub cards: usize,
    /// How hands were visited.
    pub order: Order,
    /// Millions of evaluations per CPU-second: the median of the runs.
    pub mevals_per_s: f64,
    /// Evaluations in one run.
    pub evals: u64,
}

/// Card index `i` as a byte; loops here only go up to 51.
#[inline(always)]
fn idx(i: usize) -> u8 {
    i as u8
}

/// Evaluates every `cards`-card hand (5, 6 or 7) in nested loops with the accumulator.
/// Returns how many hands were evaluated and the sum of their values (a checksum that also
/// keeps the work from being optimised away). Other sizes evaluate nothing.
pub fn sequential(cards: usize) -> (u64, u64) {
    match cards {
        5 => sequential_from(Hand::EMPTY, 0, 0),
        6 => sequential_from(Hand::EMPTY, 0, 1),
        7 => sequential_from(Hand::EMPTY, 0, 2),
        _ => (0, 0),
    }
}

/// Adds four cards in nested loops, then `extra` (0 to 2) more, evaluating at the end.
fn sequential_from(h: Hand, from: usize, extra: usize) -> (u64, u64) {
    let (mut count, mut sum) = (0u64, 0u64);
    for a in from..52 {
        let ha = h.add_index(idx(a));
        for b in a + 1..52 {
            let hb = ha.add_index(idx(b));
            for c in b + 1..52 {
                let hc = hb.add_index(idx(c));
                for d in c + 1..52 {
                    let hd = hc.add_index(idx(d));
                    let (n, s) = match extra {
                        0 => innermost(hd, d + 1),
                        1 => innermost_two(hd, d + 1, 0),
                        _ => innermost_two(hd, d + 1, 1),
                    };
                    count += n;
                    sum += s;
                }
            }
        }
    }
    (count, sum)
}

/// The last card: one add and one evaluation per hand, accumulated in registers. (Counting
/// down leaves the loop one induction variable instead of two.)
#[inline(always)]
fn innermost(h: Hand, from: usize) -> (u64, u64) {
    let mut sum = 0u64;
    for g in (from..52).rev() {
        sum += h.add_index(idx(g)).evaluate().get() as u64;
    }
    ((52 - from) as u64, sum)
}

/// One more card (`levels` = 0) or two more (`levels` = 1) before the last.
#[inline(always)]
fn innermost_two(h: Hand, from: usize, levels: usize) -> (u64, u64) {
    let (mut count, mut sum) = (0u64, 0u64);
    for e in from..52 {
        let he = h.add_index(idx(e));
        let (n, s) = if levels == 0 {
            innermost(he, e + 1)
        } else {
            let (mut n, mut s) = (0, 0);
            for f in e + 1..52 {
                let (n2, s2) = innermost(he.add_index(idx(f)), f + 1);
                n += n2;
                s += s2;
            }
            (n, s)
        };
        count += n;
        sum += s;
    }
    (count, sum)
}

/// Pre-generated random hands of one size, stored as card indices.
#[derive(Clone, Debug)]
pub struct RandomHandSet {
    cards: usize,
    indices: Vec<u8>,
}

impl RandomHandSet {
    /// `count` uniform random hands of `cards` distinct cards, from a fixed seed.
    pub fn new(count: usize, cards: usize, seed: u64) -> RandomHandSet {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut deck: Vec<u8> = (0..52).collect();
        let cards = cards.min(52);
        let mut indices = Vec::with_capacity(count * cards);
        for _ in 0..count {
            for j in 0..cards {
                let k = rng.random_range(j..52);
                deck.swap(j, k);
            }
            indices.extend_from_slice(&deck[..cards]);
        }
        RandomHandSet { cards, indices }
    }

    /// The hands' card indices (`suit * 13 + rank`), `cards` bytes per hand.
    pub fn indices(&self) -> &[u8] {
        &self.indices
    }

    /// Cards per hand.
    pub fn cards_per_hand(&self) -> usize {
        self.cards
    }

    /// How many hands the set holds.
    pub fn len(&self) -> usize {
        self.indices.len().checked_div(self.cards).unwrap_or(0)
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.indices.is_empty()
    }

    /// Evaluates every hand (building each from its indices); returns the sum of the values.
    pub fn evaluate_all(&self) -> u64 {
        match self.cards {
            5 => self.run::<5>(),
            6 => self.run::<6>(),
            7 => self.run::<7>(),
            _ => 0,
        }
    }

    #[inline(always)]
    fn run<const N: usize>(&self) -> u64 {
        let mut sum = 0u64;
        let (hands, _) = self.indices.as_chunks::<N>();
        for hand in hands {
            sum += Hand::from_indices(hand).evaluate().get() as u64;
        }
        sum
    }
}

/// Runs `f` (which returns how many evaluations it made) `runs` times on this thread and
/// returns the median rate in millions of evaluations per CPU-second.
pub fn median_rate(runs: usize, mut f: impl FnMut() -> u64) -> f64 {
    let mut rates: Vec<f64> = (0..runs.max(1))
        .map(|_| {
            let start = thread_cpu_time();
            let evals = f();
            let secs = (thread_cpu_time() - start).as_secs_f64().max(1e-9);
            evals as f64 / secs / 1e6
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    rates[rates.len() / 2]
}

/// Settings of an evaluator benchmark run.
#[derive(Clone, Copy, Debug)]
pub struct EvalBenchConfig {
    /// Runs per figure (the median is reported).
    pub runs: usize,
    /// Random hands per random-order run.
    pub random_hands: usize,
    /// Skip the 133.8 M-hand 7-card sequential run (for quick checks).
    pub skip_seven_sequential: bool,
}

impl EvalBenchConfig {
    /// The full benchmark: 5 runs, 10 M random hands.
    pub const FULL: EvalBenchConfig = EvalBenchConfig {
        runs: 5,
        random_hands: 10_000_000,
        skip_seven_sequential: false,
    };
    /// A quick one: 3 runs, 2 M random hands.
    pub const QUICK: EvalBenchConfig = EvalBenchConfig {
        runs: 3,
        random_hands: 2_000_000,
        skip_seven_sequential: false,
    };
}

/// Every evaluator figure, in the order 7/6/5 cards, sequential then random. `progress` is
/// called with a fraction done and the figure just measured; returning `false` stops early.
pub fn run_evaluator(
    config: EvalBenchConfig,
    mut progress: impl FnMut(f32, &EvalFigure) -> bool,
) -> Vec<EvalFigure> {
    let mut figures = Vec::new();
    let plan: Vec<(usize, Order)> = [7, 6, 5]
        .into_iter()
        .flat_map(|c| [(c, Order::Sequential), (c, Order::Random)])
        .filter(|&(c, o)| !(config.skip_seven_sequential && c == 7 && o == Order::Sequential))
        .collect();
    for (i, &(cards, order)) in plan.iter().enumerate() {
        let figure = match order {
            Order::Sequential => {
                // Small sizes are repeated so each run lasts long enough to time.
                let repeats = match cards {
                    5 => 40,
                    6 => 5,
                    _ => 1,
                };
                let mut evals = 0;
                let rate = median_rate(config.runs, || {
                    let mut n = 0;
                    for _ in 0..repeats {
                        let (count, sum) = sequential(cards);
                        std::hint::black_box(sum);
                        n += count;
                    }
                    evals = n;
                    n
                });
                EvalFigure {
                    cards,
                    order,
                    mevals_per_s: rate,
                    evals,
                }
            }
            Order::Random => {
                let set = RandomHandSet::new(config.random_hands, cards, 0xbe0c + cards as u64);
                let rate = median_rate(config.runs, || {
                    std::hint::black_box(set.evaluate_all());
                    set.len() as u64
                });
                EvalFigure {
                    cards,
                    order,
                    mevals_per_s: rate,
                    evals: set.len() as u64,
                }
            }
        };
        figures.push(figure);
        if !progress((i + 1) as f32 / plan.len() as f32, &figure) {
            break;
        }
    }
    figures
}

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

/// Median wall time of `runs` calls of `f`, in milliseconds.
pub fn median_ms(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs.max(1))
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// The standard engine timings, under the ids of the CLI contract, in order. `quick` takes
/// fewer repetitions. `progress` is called with the fraction done and each timing as it
/// completes; returning `false` stops early.
///
/// Each timing runs inside a pool of exactly the threads it claims ([`on_threads`]): one for
/// the plain ids, two for the `_2t` ones.
pub fn run_timings(quick: bool, mut progress: impl FnMut(f32, &Timing) -> bool) -> Vec<Timing> {
    let plan = timing_plan();
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

/// Runs `f` inside a pool of its own of `threads` threads and returns its result, so that a
/// figure uses no more threads than it claims: an engine's parallel loops run on the pool they
/// are called from, and outside any pool on the program's whole pool. `None` if the threads
/// cannot be started.
pub fn on_threads<R: Send>(threads: usize, f: impl FnOnce() -> R + Send) -> Option<R> {
    Some(Pool::with_threads(threads).ok()?.install(f))
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
            "rvr3_flop_2t",
            "QQ+,AKs vs random vs random on Qh 7h 2c, exact, 2 threads",
            2,
            |runs| exact_equity_2t("rvr3_flop_2t", runs.min(5)),
        ),
        step(
            "vp_holds",
            "all 32 holds of one dealt hand, 9/6 Jacks or Better (median over hands)",
            1,
            |runs| {
                let median = crate::video_poker::bench::holds(runs * 200, 7);
                Some((Some(median.as_secs_f64() * 1e3), None))
            },
        ),
        step(
            "vp_analyze_2t",
            "whole-game analysis of 9/6 Jacks or Better, 2 threads",
            2,
            |runs| {
                let median = crate::video_poker::bench::analysis(2, runs.min(5));
                Some((Some(median.as_secs_f64() * 1e3), None))
            },
        ),
    ]
}

/// An exact equity timing on the calling thread ([`calculate`](crate::equity::calculate)).
fn exact_equity(id: &str, runs: usize) -> Option<(Option<f64>, Option<f64>)> {
    let request = crate::equity::bench::timing_request(id)?;
    crate::equity::calculate(&request).ok()?;
    let ms = median_ms(runs, || {
        std::hint::black_box(crate::equity::calculate(&request).ok());
    });
    Some((Some(ms), None))
}

/// An exact equity timing on an engine of two threads.
fn exact_equity_2t(id: &str, runs: usize) -> Option<(Option<f64>, Option<f64>)> {
    let request = crate::equity::bench::timing_request(id)?;
    let engine = crate::equity::Engine::with_threads(2).ok()?;
    engine.run(&request).ok()?;
    let ms = median_ms(runs, || {
        std::hint::black_box(engine.run(&request).ok());
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
    let request = crate::equity::bench::timing_request("mc_hu")?;
    let samples = crate::equity::bench::MC_HU_SAMPLES;
    let rate = median_rate(runs, || {
        std::hint::black_box(crate::equity::calculate(&request).ok());
        samples
    });
    Some((None, Some(rate)))
}

/// How long the first evaluation in this process takes, tables included (they are static, so
/// this is the cost of touching their pages). Meaningful only on the first call.
pub fn first_evaluation_time() -> Duration {
    let start = Instant::now();
    let value = Hand::from_cards(crate::CardSet(0b1_1111)).evaluate();
    std::hint::black_box(value);
    start.elapsed()
}

#[cfg(test)]
mod tests {
    use super::*;

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
                crate::equity::bench::timing_request(step.id)
                    .map(|_| crate::equity::bench::timing_threads(step.id)),
                crate::equity::bench::TIMING_IDS
                    .contains(&step.id)
                    .then_some(claimed),
                "{}",
                step.id
            );
        }
    }

    #[test]
    fn sequential_counts_every_hand() {
        assert_eq!(sequential(5).0, 2_598_960);
        assert_eq!(sequential(3), (0, 0));
    }

    #[test]
    fn random_hands_are_distinct_cards() {
        let set = RandomHandSet::new(1000, 7, 1);
        assert_eq!(set.len(), 1000);
        for hand in set.indices.chunks_exact(7) {
            let mut seen = 0u64;
            for &i in hand {
                assert!(i < 52);
                assert_eq!(seen & 1 << i, 0);
                seen |= 1 << i;
            }
        }
        assert!(set.evaluate_all() > 1000);
    }
}
