//! Sampled counts by hand class, for spots too large to count exactly: random deals (range
//! players drawn by weight, the deal redrawn if two of them collide, as in the engine's Monte
//! Carlo), each player's outcome credited to the class it holds. Chunk `i` samples from
//! [`chunk_seed`]`(seed, i)`, so a seed and a sample count give the same answer on any threads.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::{ClassCounts, ClassTally};
use crate::cards::Card;
use crate::equity::monte_carlo::{
    RangeDraw, Shuffler, chunk_count, chunk_trials, deck_array, effective_limits, limits_progress,
    limits_reached, trials_in_chunk,
};
use crate::equity::request::{EquityRequest, MonteCarloLimits};
use crate::equity::tally::{EquityTally, SHARE_UNITS};
use crate::eval::Hand;
use crate::jobs::{ChunkContext, ChunkedWork, chunk_seed};
use crate::range::HandClass;

/// Deals redrawn (range players colliding) per trial before a chunk gives up.
const MAX_REJECTIONS_PER_TRIAL: u64 = 10_000;

/// Everything a trial needs, prepared once per request.
#[derive(Clone, Debug)]
pub(super) struct ClassSampler {
    players: usize,
    holes: Vec<Hand>,
    classes: Vec<usize>,
    random: Vec<usize>,
    ranges: Vec<RangeDraw>,
    board: Hand,
    to_come: usize,
    deck: [Card; 64],
    deck_len: usize,
}

impl ClassSampler {
    pub(super) fn new(request: &EquityRequest) -> ClassSampler {
        let holes = request
            .players
            .iter()
            .map(|p| Hand::from_cards(p.known_cards()))
            .collect();
        let classes = request
            .players
            .iter()
            .map(|p| p.hole_cards().map_or(0, |h| h.combo().class().index()))
            .collect();
        let (deck, deck_len) = deck_array(request);
        let ranges = RangeDraw::for_request(request);
        ClassSampler {
            players: request.players.len(),
            holes,
            classes,
            random: (0..request.players.len())
                .filter(|&p| request.players[p].is_random())
                .collect(),
            ranges,
            board: Hand::from_cards(request.board),
            to_come: request.board_to_come(),
            deck,
            deck_len,
        }
    }

    /// `trials` trials from a generator seeded `seed`; `stop` is asked every 4,096 trials.
    pub(super) fn run(&self, seed: u64, trials: u64, stop: &dyn Fn() -> bool) -> ClassTally {
        let mut tally = ClassTally::new(self.players);
        let mut rng = SmallRng::seed_from_u64(seed);
        let left = self.deck_len - 2 * self.ranges.len();
        let shuffler = Shuffler::new(left, 2 * self.random.len() + self.to_come);
        let mut deck = self.deck;
        let mut holes = self.holes.clone();
        let mut classes = self.classes.clone();
        let mut values = vec![0u16; self.players];
        let board_from = 2 * self.random.len();
        let max_draws = trials.saturating_mul(MAX_REJECTIONS_PER_TRIAL);
        let (mut done, mut draws) = (0u64, 0u64);
        while done < trials && draws < max_draws {
            draws += 1;
            let mut used = 0u64;
            let mut fits = true;
            for range in &self.ranges {
                match range.draw(&mut rng) {
                    Some((hand, bits, class)) if bits & used == 0 => {
                        used |= bits;
                        holes[range.player] = hand;
                        classes[range.player] = class;
                    }
                    _ => {
                        fits = false;
                        break;
                    }
                }
            }
            if !fits {
                continue;
            }
            let mut n = 0;
            for &card in &self.deck[..self.deck_len] {
                if card.bit() & used == 0 {
                    deck[n & 63] = card;
                    n += 1;
                }
            }
            shuffler.shuffle(&mut deck, &mut rng);
            for (i, &p) in self.random.iter().enumerate() {
                let (a, b) = (deck[(2 * i) & 63], deck[(2 * i + 1) & 63]);
                holes[p] = Hand::EMPTY.add(a).add(b);
                classes[p] = HandClass::of(a, b).index();
            }
            let mut board = self.board;
            for &card in &deck[board_from..board_from + self.to_come] {
                board = board.add(card);
            }
            for (v, hole) in values.iter_mut().zip(&holes) {
                *v = board.combine(*hole).evaluate().get();
            }
            let best = values.iter().copied().max().unwrap_or(0);
            let at_best = values.iter().filter(|&&v| v == best).count() as u64;
            for (p, &v) in values.iter().enumerate() {
                let share = if v == best { SHARE_UNITS / at_best } else { 0 };
                let counts = ClassCounts {
                    outcomes: 1,
                    wins: u64::from(v == best && at_best == 1),
                    ties: u64::from(v == best && at_best > 1),
                    tie_shares: if at_best > 1 { share } else { 0 },
                    share_squares: u128::from(share * share),
                };
                tally.add(p, classes[p], &counts);
            }
            done += 1;
            if done % 4096 == 0 && stop() {
                break;
            }
        }
        tally
    }
}

/// The seat totals of a class tally as an equity tally (for the sampling limits).
fn seat_totals(tally: &ClassTally) -> EquityTally {
    let mut totals = EquityTally::new(tally.seats.len());
    for (p, player) in totals.players.iter_mut().enumerate() {
        let sum = tally.seat_total(p);
        totals.total = totals.total.max(sum.outcomes);
        player.wins = sum.wins;
        player.ties = sum.ties;
        player.tie_shares = sum.tie_shares;
        player.share_squares = sum.share_squares;
    }
    totals
}

/// Sampling as a chunked job, stopping at the request's limits.
pub(super) struct SampleWork {
    sampler: ClassSampler,
    seed: u64,
    chunk: u64,
    limits: MonteCarloLimits,
}

impl SampleWork {
    pub(super) fn new(request: &EquityRequest, limits: MonteCarloLimits) -> SampleWork {
        SampleWork {
            sampler: ClassSampler::new(request),
            seed: request.seed,
            chunk: chunk_trials(request.players.len()),
            limits: effective_limits(&limits),
        }
    }
}

impl ChunkedWork for SampleWork {
    type Output = ClassTally;

    fn chunk_count(&self) -> Option<usize> {
        chunk_count(&self.limits, self.chunk)
    }

    fn run_chunk(&self, index: usize, context: &ChunkContext<'_>) -> ClassTally {
        let trials = trials_in_chunk(&self.limits, self.chunk, index);
        self.sampler.run(chunk_seed(self.seed, index), trials, &|| {
            context.is_cancelled()
        })
    }

    fn stop_after(&self, merged: &ClassTally, _chunks: usize, elapsed: Duration) -> bool {
        limits_reached(&self.limits, &seat_totals(merged), elapsed)
    }

    fn progress(&self, merged: &ClassTally, _chunks: usize, elapsed: Duration) -> f64 {
        limits_progress(&self.limits, &seat_totals(merged), elapsed)
    }
}

/// Samples on the calling thread, chunk after chunk, until the request's limits: the chunks
/// (and so the counts) a job of the same request would sample for a sample-count limit.
pub(super) fn run(request: &EquityRequest) -> ClassTally {
    let start = Instant::now();
    let work = SampleWork::new(request, request.limits);
    let mut tally = ClassTally::new(request.players.len());
    for index in 0.. {
        let trials = trials_in_chunk(&work.limits, work.chunk, index);
        if trials == 0 {
            break;
        }
        tally.merge(
            &work
                .sampler
                .run(chunk_seed(work.seed, index), trials, &|| false),
        );
        if limits_reached(&work.limits, &seat_totals(&tally), start.elapsed()) {
            break;
        }
    }
    tally
}
