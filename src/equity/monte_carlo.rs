//! Monte Carlo equity: random boards (and random hole cards for random players), counted.
//!
//! Work comes in chunks of a fixed number of trials; chunk `i` seeds its own generator from
//! `(seed, i)` ([`chunk_seed`], the seeding of every Monte Carlo job), and tallies are integer sums, so the result of a given set of chunks does not
//! depend on which thread ran which chunk or in what order they finished. Stopping at a sample
//! count always runs the same chunks, so it is reproducible whatever the number of threads;
//! the single-threaded [`calculate`](super::calculate) gives exactly what the engine's pool gives.

use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, RngExt, SeedableRng};

use super::request::{EquityRequest, MonteCarloLimits};
use super::result::{EquityResult, MethodUsed, max_std_error};
use super::tally::{EquityTally, OutcomeCounter};
use crate::cards::{Card, Rank, Suit};
use crate::eval::Hand;
use crate::jobs::chunk_seed;

/// Trials in a Monte Carlo chunk: about a millisecond of work whatever the number of players.
pub(crate) fn chunk_trials(players: usize) -> u64 {
    (64 * 1024 / players.max(1) as u64).max(2048)
}

/// Trials dealt before their hands are evaluated together.
const BATCH: usize = 64;

/// Fewest trials before a standard-error target may stop sampling (so that a lucky start
/// cannot end it).
const MIN_TRIALS_FOR_TARGET: u64 = 20_000;

/// A range player's combos, drawn with probability proportional to their weights (the Monte
/// Carlo engine and the per-class sampler draw ranges the same way).
#[derive(Clone, Debug)]
pub(crate) struct RangeDraw {
    /// The player's seat.
    pub(crate) player: usize,
    /// Running sums of the units: combo `i` is drawn for a number in
    /// `cumulative[i - 1]..cumulative[i]`.
    cumulative: Vec<u64>,
    /// Each combo's hole cards, card bits and hand-class index.
    hands: Vec<(Hand, u64, usize)>,
}

impl RangeDraw {
    /// One draw per range player of `request`, over its live combos.
    pub(crate) fn for_request(request: &EquityRequest) -> Vec<RangeDraw> {
        (0..request.players.len())
            .filter(|&i| request.players[i].range().is_some())
            .map(|i| {
                let live = request.live_combos(i);
                let mut sum = 0u64;
                RangeDraw {
                    player: i,
                    cumulative: live
                        .units
                        .iter()
                        .map(|&u| {
                            sum += u64::from(u);
                            sum
                        })
                        .collect(),
                    hands: live
                        .combos
                        .iter()
                        .map(|c| {
                            (
                                Hand::from_cards(c.cards()),
                                c.cards().bits(),
                                c.class().index(),
                            )
                        })
                        .collect(),
                }
            })
            .collect()
    }

    /// A combo drawn by weight: its hole cards, card bits and class index (`None` only for a
    /// range with no live combo, which a valid request does not have).
    #[inline]
    pub(crate) fn draw(&self, rng: &mut SmallRng) -> Option<(Hand, u64, usize)> {
        let total = self.cumulative.last().copied().unwrap_or(0);
        let x = rng.random_range(0..total.max(1));
        let i = self.cumulative.partition_point(|&c| c <= x);
        self.hands.get(i).copied()
    }
}

/// The request's live deck in the first slots of a fixed array (the rest filler), and its
/// length: the shape both samplers shuffle.
pub(crate) fn deck_array(request: &EquityRequest) -> ([Card; 64], usize) {
    let mut deck = [Card::new(Rank::Two, Suit::Clubs); 64];
    let cards = request.deck();
    for (slot, card) in deck.iter_mut().zip(cards.iter()) {
        *slot = card;
    }
    (deck, cards.len())
}

/// Random deals of the range players drawn at most to learn how often they fit together.
const PILOT_MAX_DRAWS: u64 = 200_000;

/// Fitting deals after which the pilot has seen enough (wide ranges stop at once).
const PILOT_ENOUGH_FITS: u64 = 2_000;

/// Fewest fitting deals the pilot must see for Monte Carlo to sample the ranges: fewer, and the
/// ranges almost never fit together (fewer than 1 deal in 20,000).
pub const MIN_PILOT_FITS: u64 = 10;

/// The most deals of range players one Monte Carlo request may draw (rejected ones included):
/// a few minutes of work at the slowest.
pub const MAX_RANGE_DRAWS: u64 = 2_000_000_000;

/// How often random deals of a request's range players fit together (share no card), as seen
/// by a pilot run with a fixed seed (the same request always sees the same figures).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FitRate {
    /// Deals that fit.
    pub fits: u64,
    /// Deals drawn.
    pub draws: u64,
}

impl FitRate {
    /// Deals drawn per deal that fits (at least 1); `None` if none fit.
    pub fn draws_per_fit(&self) -> Option<f64> {
        (self.fits > 0).then(|| self.draws as f64 / self.fits as f64)
    }

    /// Whether Monte Carlo can sample these ranges at all.
    pub fn is_enough(&self) -> bool {
        self.fits >= MIN_PILOT_FITS
    }

    /// The most trials that fit in [`MAX_RANGE_DRAWS`] deals.
    pub fn max_trials(&self) -> u64 {
        match self.draws_per_fit() {
            Some(per) => (MAX_RANGE_DRAWS as f64 / per) as u64,
            None => 0,
        }
    }
}

/// Draws random deals of `request`'s range players (each a combo by weight) and counts those
/// that share no card: up to 200,000 deals, stopping after 2,000 fits. With fewer than two
/// range players every deal fits.
pub fn fit_rate(request: &EquityRequest) -> FitRate {
    pilot(&RangeDraw::for_request(request), request.seed)
}

/// [`fit_rate`] of prepared draws, with the request's seed.
fn pilot(ranges: &[RangeDraw], seed: u64) -> FitRate {
    if ranges.len() < 2 {
        return FitRate { fits: 1, draws: 1 };
    }
    let mut rng = SmallRng::seed_from_u64(chunk_seed(seed, usize::MAX));
    let (mut fits, mut draws) = (0, 0);
    while draws < PILOT_MAX_DRAWS && fits < PILOT_ENOUGH_FITS {
        draws += 1;
        let mut used = 0u64;
        let fit = ranges.iter().all(|range| match range.draw(&mut rng) {
            Some((_, bits, _)) if bits & used == 0 => {
                used |= bits;
                true
            }
            _ => false,
        });
        fits += u64::from(fit);
    }
    FitRate { fits, draws }
}

/// Everything a trial needs, prepared once per request.
///
/// Range players are dealt first, each a combo drawn with probability proportional to its
/// weight among its live combos; if two of them share a card, the whole deal is rejected and
/// drawn again. Accepted deals are then exactly distributed as the product of the weights over
/// the sets of pairwise disjoint combos, as in exact enumeration (re-drawing only the
/// colliding player would favour combos that collide less). Random players and the board are
/// then dealt uniformly from the cards left, whose number does not depend on the combos drawn.
#[derive(Clone, Debug)]
pub(crate) struct Sampler {
    players: usize,
    /// Hole cards of the known players (empty for the others).
    holes: [Hand; 10],
    /// Which players are dealt at random.
    random: Vec<usize>,
    /// The range players.
    ranges: Vec<RangeDraw>,
    /// The known board.
    board: Hand,
    /// Board cards still to come.
    to_come: usize,
    /// The cards that can be dealt.
    deck: [Card; 64],
    deck_len: u32,
    /// The request's seed (for the pilot).
    seed: u64,
    /// Deals of the range players a chunk may draw per trial asked before it gives up: 20
    /// times what the pilot saw (so a chunk all but never falls short). Found by the first
    /// chunk, on a worker thread, not where the job is made.
    draws_per_trial: std::sync::OnceLock<u64>,
}

impl Sampler {
    /// Prepares sampling of a valid request.
    pub(crate) fn new(request: &EquityRequest) -> Sampler {
        let mut holes = [Hand::EMPTY; 10];
        for (hand, p) in holes.iter_mut().zip(&request.players) {
            *hand = Hand::from_cards(p.known_cards());
        }
        let (deck, deck_len) = deck_array(request);
        let ranges = RangeDraw::for_request(request);
        Sampler {
            players: request.players.len().min(10),
            holes,
            random: (0..request.players.len())
                .filter(|&i| request.players[i].is_random())
                .collect(),
            ranges,
            board: Hand::from_cards(request.board),
            to_come: request.board_to_come(),
            deck,
            deck_len: deck_len as u32,
            seed: request.seed,
            draws_per_trial: std::sync::OnceLock::new(),
        }
    }

    /// See the field: from the pilot, run once.
    fn draws_per_trial(&self) -> u64 {
        *self.draws_per_trial.get_or_init(|| {
            let rate = pilot(&self.ranges, self.seed);
            (20.0 * rate.draws_per_fit().unwrap_or(PILOT_MAX_DRAWS as f64)).ceil() as u64
        })
    }

    /// Runs `trials` trials with a generator seeded `seed`, stopping early (with a partial
    /// tally) if `stop` says so; it is asked every 4,096 trials.
    pub(crate) fn run(&self, seed: u64, trials: u64, stop: impl Fn() -> bool) -> EquityTally {
        let counter = match self.players {
            2 => self.run_n::<2>(seed, trials, stop),
            3 => self.run_n::<3>(seed, trials, stop),
            4 => self.run_n::<4>(seed, trials, stop),
            5 => self.run_n::<5>(seed, trials, stop),
            6 => self.run_n::<6>(seed, trials, stop),
            7 => self.run_n::<7>(seed, trials, stop),
            8 => self.run_n::<8>(seed, trials, stop),
            9 => self.run_n::<9>(seed, trials, stop),
            _ => self.run_n::<10>(seed, trials, stop),
        };
        counter.to_tally(true)
    }

    /// [`run`](Self::run) for exactly `N` players, so the per-player loops unroll.
    fn run_n<const N: usize>(
        &self,
        seed: u64,
        trials: u64,
        stop: impl Fn() -> bool,
    ) -> OutcomeCounter {
        if !self.ranges.is_empty() {
            return self.run_ranges_n::<N>(seed, trials, stop);
        }
        let mut counter = OutcomeCounter::new(N);
        let mut rng = SmallRng::seed_from_u64(seed);
        let shuffler = Shuffler::new(self.deck_len as usize, 2 * self.random.len() + self.to_come);
        let mut deck = self.deck;
        let mut holes = [Hand::EMPTY; N];
        holes.copy_from_slice(&self.holes[..N]);
        let random = self.random.as_slice();
        let board_from = 2 * random.len();
        let board_to = board_from + self.to_come;
        let mut hands = [[Hand::EMPTY; N]; BATCH];
        let mut values = [[0u16; N]; BATCH];
        let mut done = 0;
        while done < trials {
            let batch = (trials - done).min(4096);
            let mut k = 0;
            while k < batch {
                let b = (batch - k).min(BATCH as u64) as usize;
                for trial in hands.iter_mut().take(b) {
                    shuffler.shuffle(&mut deck, &mut rng);
                    for (i, &p) in random.iter().enumerate() {
                        if let Some(hole) = holes.get_mut(p) {
                            *hole = Hand::EMPTY
                                .add(deck[(2 * i) & 63])
                                .add(deck[(2 * i + 1) & 63]);
                        }
                    }
                    let mut board = self.board;
                    for &card in &deck[board_from..board_to] {
                        board = board.add(card);
                    }
                    *trial = std::array::from_fn(|p| board.combine(holes[p]));
                }
                for (v, h) in values.iter_mut().zip(&hands).take(b) {
                    *v = std::array::from_fn(|p| h[p].evaluate().get());
                }
                for v in values.iter().take(b) {
                    counter.record_n(v, 1);
                }
                k += b as u64;
            }
            done += batch;
            if stop() {
                break;
            }
        }
        counter
    }
}

impl Sampler {
    /// [`run_n`](Self::run_n) with range players: the combos drawn by weight (see the type's
    /// docs), the rest dealt from what they leave.
    fn run_ranges_n<const N: usize>(
        &self,
        seed: u64,
        trials: u64,
        stop: impl Fn() -> bool,
    ) -> OutcomeCounter {
        let mut counter = OutcomeCounter::new(N);
        let mut rng = SmallRng::seed_from_u64(seed);
        let left = self.deck_len as usize - 2 * self.ranges.len();
        let shuffler = Shuffler::new(left, 2 * self.random.len() + self.to_come);
        let mut deck = self.deck;
        let mut holes = [Hand::EMPTY; N];
        holes.copy_from_slice(&self.holes[..N]);
        let board_from = 2 * self.random.len();
        let board_to = board_from + self.to_come;
        let max_draws = trials.saturating_mul(self.draws_per_trial());
        let (mut done, mut draws) = (0u64, 0u64);
        while done < trials && draws < max_draws {
            draws += 1;
            if draws % 4096 == 0 && stop() {
                break;
            }
            let mut used = 0u64;
            let mut fits = true;
            for range in &self.ranges {
                let Some((hand, bits, _)) = range.draw(&mut rng) else {
                    fits = false;
                    break;
                };
                if bits & used != 0 {
                    fits = false;
                    break;
                }
                used |= bits;
                if let Some(hole) = holes.get_mut(range.player) {
                    *hole = hand;
                }
            }
            if !fits {
                continue;
            }
            let mut n = 0;
            for &card in &self.deck[..self.deck_len as usize] {
                if card.bit() & used == 0 {
                    deck[n & 63] = card;
                    n += 1;
                }
            }
            shuffler.shuffle(&mut deck, &mut rng);
            for (i, &p) in self.random.iter().enumerate() {
                if let Some(hole) = holes.get_mut(p) {
                    *hole = Hand::EMPTY
                        .add(deck[(2 * i) & 63])
                        .add(deck[(2 * i + 1) & 63]);
                }
            }
            let mut board = self.board;
            for &card in &deck[board_from..board_to] {
                board = board.add(card);
            }
            let values: [u16; N] =
                std::array::from_fn(|p| board.combine(holes[p]).evaluate().get());
            counter.record_n(&values, 1);
            done += 1;
        }
        counter
    }
}

/// One group of the partial Fisher–Yates shuffle that deals a trial's cards: the draws of
/// positions `start..end`, whose ranges multiply to `product`, all taken from one 64-bit
/// random number.
#[derive(Clone, Copy, Debug)]
struct DrawGroup {
    start: usize,
    end: usize,
    /// `2^64 mod p`, `p` being the product of the ranges `deck_len - i` for `i` in
    /// `start..end`: a leftover below this means the draw was biased and is redone.
    threshold: u64,
}

/// Deals the first `count` places of a partial Fisher–Yates shuffle of `len` cards, using as
/// few random numbers as possible.
///
/// Several uniform draws come from one 64-bit random number `x` (Lemire's batched dice): the
/// high word of `x * n1` is a draw in `0..n1` and its low word is used again for `n2`, and so
/// on. The draws together are the mixed-radix digits of `x * (n1 n2 …) >> 64`, so they are
/// exactly uniform once the final low word is checked against `2^64 mod (n1 n2 …)`, as in
/// Lemire's method for one range (a rare redraw).
#[derive(Clone, Debug)]
pub(crate) struct Shuffler {
    groups: Vec<DrawGroup>,
    len: usize,
}

impl Shuffler {
    pub(crate) fn new(len: usize, count: usize) -> Shuffler {
        let count = count.min(len);
        let mut groups = Vec::new();
        let mut start = 0;
        while start < count {
            let mut product: u64 = 1;
            let mut end = start;
            // At most 16 draws per group (the digits buffer of `shuffle`).
            while end < count && end - start < 16 {
                match product.checked_mul((len - end) as u64) {
                    Some(p) => {
                        product = p;
                        end += 1;
                    }
                    None => break,
                }
            }
            groups.push(DrawGroup {
                start,
                end,
                threshold: product.wrapping_neg() % product,
            });
            start = end;
        }
        Shuffler { groups, len }
    }

    /// Moves `count` uniformly chosen cards of `deck[..len]` to its front, in random order.
    #[inline(always)]
    pub(crate) fn shuffle(&self, deck: &mut [Card; 64], rng: &mut SmallRng) {
        for group in &self.groups {
            // Swapping as the digits come is safe even if the draw is then rejected: the
            // swaps only reorder the cards not yet dealt, and the redraw is uniform over them
            // whatever their order.
            loop {
                let mut left = rng.next_u64();
                for i in group.start..group.end {
                    let wide = left as u128 * (self.len - i) as u128;
                    let j = i + (wide >> 64) as usize;
                    deck.swap(i & 63, j & 63);
                    left = wide as u64;
                }
                if left >= group.threshold {
                    break;
                }
            }
        }
    }
}

/// The limits actually applied: the request's, or the defaults if it sets none.
pub(crate) fn effective_limits(limits: &MonteCarloLimits) -> MonteCarloLimits {
    if limits.is_unbounded() {
        MonteCarloLimits::DEFAULT
    } else {
        *limits
    }
}

/// How many chunks a sample count takes, if it is bounded.
pub(crate) fn chunk_count(limits: &MonteCarloLimits, chunk: u64) -> Option<usize> {
    limits.samples.map(|s| s.div_ceil(chunk) as usize)
}

/// Trials in chunk `index`: a full chunk, or what is left of the sample count.
pub(crate) fn trials_in_chunk(limits: &MonteCarloLimits, chunk: u64, index: usize) -> u64 {
    match limits.samples {
        Some(s) => s.saturating_sub(index as u64 * chunk).min(chunk),
        None => chunk,
    }
}

/// Whether sampling may stop, given what has been merged so far.
pub(crate) fn limits_reached(
    limits: &MonteCarloLimits,
    tally: &EquityTally,
    elapsed: Duration,
) -> bool {
    limits.samples.is_some_and(|s| tally.total >= s)
        || limits.time.is_some_and(|t| elapsed >= t)
        || limits.std_error.is_some_and(|target| {
            tally.total >= MIN_TRIALS_FOR_TARGET
                && max_std_error(tally).is_some_and(|se| se <= target)
        })
}

/// How far along sampling is, 0 to 1: the nearest of the limits.
pub(crate) fn limits_progress(
    limits: &MonteCarloLimits,
    tally: &EquityTally,
    elapsed: Duration,
) -> f64 {
    let by_samples = limits.samples.map(|s| tally.total as f64 / s as f64);
    let by_time = limits
        .time
        .map(|t| elapsed.as_secs_f64() / t.as_secs_f64().max(1e-9));
    // Standard error falls as 1/sqrt(n): (target / se)^2 is the fraction of trials done.
    let by_error = limits.std_error.and_then(|target| {
        max_std_error(tally).map(|se| if se > 0.0 { (target / se).powi(2) } else { 1.0 })
    });
    [by_samples, by_time, by_error]
        .into_iter()
        .flatten()
        .fold(0.0, f64::max)
        .clamp(0.0, 1.0)
}

/// Monte Carlo on the calling thread, chunk after chunk, until a limit is reached: exactly
/// the chunks (and so the result) the engine's pool would produce for a sample-count limit.
pub(crate) fn run(request: &EquityRequest) -> EquityResult {
    let start = Instant::now();
    let sampler = Sampler::new(request);
    let limits = effective_limits(&request.limits);
    let chunk = chunk_trials(request.players.len());
    let mut tally = EquityTally::new(request.players.len());
    let mut index = 0usize;
    loop {
        let trials = trials_in_chunk(&limits, chunk, index);
        if trials == 0 {
            break;
        }
        let past_time = || limits.time.is_some_and(|t| start.elapsed() >= t);
        let part = sampler.run(chunk_seed(request.seed, index), trials, past_time);
        tally.merge(&part);
        index += 1;
        if limits_reached(&limits, &tally, start.elapsed()) {
            break;
        }
    }
    EquityResult {
        tally,
        method: MethodUsed::MonteCarlo,
        elapsed: start.elapsed(),
    }
}
