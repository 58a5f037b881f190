//! The evaluator's figures: every hand in nested loops (*sequential*) and pre-generated random
//! hands (*random*), in millions of evaluations per CPU-second, as OMPEval's benchmark measures
//! them.

use rand::{RngExt, SeedableRng, rngs::SmallRng};

use super::median_rate;
use crate::eval::Hand;

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

#[cfg(test)]
mod tests {
    use super::*;

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
