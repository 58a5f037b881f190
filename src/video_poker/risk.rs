//! The risk a video-poker player takes: the spread of the net result after a number of hands,
//! and the chance of losing a bankroll before then, under perfect play — computed exactly from
//! the per-hand result distribution ([`GameAnalysis::frequencies`]), not simulated.
//!
//! One hand's net result, in bets, is `pay − 1` for the final hand it ends in. Results are
//! counted in steps of one unit of pay (a whole bet for most tables, a tenth of one for tables
//! that pay in tenths), so every sum is a whole number of steps.
//!
//! * [`NetAfter`]: the distribution of the net result after `n` hands, by dynamic programming
//!   over hands (a convolution a hand at a time). Results above a ceiling `top` are kept
//!   as one exact lump: a sum that passes `top + hands left` can no longer come back under
//!   `top`, so it is lumped there and every figure at or below `top` stays exact.
//! * [`ruin_probability`]: the chance that the bankroll falls below one bet (so the next hand
//!   cannot be played) within `hands` hands — a Markov chain over the bankroll, absorbing at
//!   ruin, and at "safe" once the bankroll exceeds one bet per hand left.
//!
//! ```
//! use pokerlab::video_poker::{analyze, PayTable, HandResults};
//! let results = HandResults::of(&analyze(&PayTable::default()));
//! // 9/6 Jacks or Better: a 16.3% chance of losing 100 bets within 1,000 hands, 0.1% for 200.
//! assert!((results.ruin_probability(100.0, 1000) - 0.1629).abs() < 1e-4);
//! assert!((results.ruin_probability(200.0, 1000) - 0.0010).abs() < 1e-4);
//! let after = results.net_after(1000);
//! assert!((after.mean() - 1000.0 * (0.995439 - 1.0)).abs() < 0.01);
//! ```

use super::GameAnalysis;

/// The most hands [`HandResults::net_after`] and [`HandResults::ruin_probability`] take (the
/// work grows as the square of the hands: 10,000 take a second or two).
pub const MAX_HANDS: u32 = 10_000;

/// One hand's net result under perfect play: each outcome in steps of `1 / units` of a bet,
/// and its probability.
#[derive(Clone, Debug)]
pub struct HandResults {
    /// (net result in steps, probability), the losing hand (−units) first.
    outcomes: Vec<(i64, f64)>,
    /// Steps per bet.
    units: i64,
}

impl HandResults {
    /// The per-hand results of a game under perfect play, from its analysis.
    pub fn of(analysis: &GameAnalysis) -> HandResults {
        let units = i64::from(analysis.paytable().units_per_coin().max(1));
        let mut outcomes: Vec<(i64, f64)> = Vec::new();
        for line in analysis.frequencies() {
            let net = i64::from(line.pay) - units;
            match outcomes.iter_mut().find(|(n, _)| *n == net) {
                Some((_, p)) => *p += line.probability,
                None => outcomes.push((net, line.probability)),
            }
        }
        outcomes.retain(|&(_, p)| p > 0.0);
        outcomes.sort_by_key(|&(n, _)| n);
        HandResults { outcomes, units }
    }

    /// Each outcome as (net result in bets, probability), lowest first.
    pub fn outcomes(&self) -> impl Iterator<Item = (f64, f64)> + '_ {
        self.outcomes
            .iter()
            .map(|&(n, p)| (n as f64 / self.units as f64, p))
    }

    /// The mean net result of one hand, in bets (the return less one).
    pub fn mean(&self) -> f64 {
        self.outcomes().map(|(x, p)| x * p).sum()
    }

    /// The variance of one hand's result, in bets squared.
    pub fn variance(&self) -> f64 {
        let mean = self.mean();
        self.outcomes().map(|(x, p)| p * (x - mean).powi(2)).sum()
    }

    /// The largest loss of a hand, in steps (one bet).
    fn loss(&self) -> i64 {
        -self.outcomes.first().map_or(-self.units, |&(n, _)| n)
    }

    /// The distribution of the net result after `hands` hands (at most [`MAX_HANDS`]), exact
    /// up to a ceiling of the mean plus eight standard deviations (the rest is one lump). Play
    /// goes on whatever the result: it assumes a bankroll that is never lost (the lowest
    /// result is every hand lost). [`net_after_stopping`](Self::net_after_stopping) stops at
    /// ruin.
    pub fn net_after(&self, hands: u32) -> NetAfter {
        self.net_after_from(hands, None)
    }

    /// The distribution of the net result after `hands` hands (at most [`MAX_HANDS`]) for a
    /// player who starts with `bankroll` bets and stops when less than one bet is left (ruin):
    /// a ruined player's result stays where ruin left it. Exact up to the same ceiling as
    /// [`net_after`](Self::net_after); its mass below `1 − bankroll` bets is
    /// [`ruin_probability`](Self::ruin_probability).
    pub fn net_after_stopping(&self, bankroll: f64, hands: u32) -> NetAfter {
        let start = (bankroll.max(0.0) * self.units as f64).floor() as i64;
        self.net_after_from(hands, Some(start))
    }

    /// [`net_after`](Self::net_after), stopping at ruin for a bankroll of `stop` steps if
    /// given.
    fn net_after_from(&self, hands: u32, stop: Option<i64>) -> NetAfter {
        let hands = hands.min(MAX_HANDS);
        let n = f64::from(hands);
        let units = self.units as f64;
        let loss = self.loss();
        let spread = (n * self.variance()).sqrt();
        let top = ((n * self.mean() + 8.0 * spread + 1.0) * units).ceil() as i64;
        let bottom = -loss * i64::from(hands);
        let top = top.max(bottom);
        // A result at or below `ruined` has lost the bankroll: with a stop, it plays no more.
        let ruined = stop.map_or(i64::MIN, |start| loss - start - 1);
        // Index i stands for the result bottom + i; the last index is the lump.
        let size = |left: i64| (top + left * loss - bottom + 1) as usize;
        let mut probs = vec![0.0f64; size(i64::from(hands)) + 1];
        let mut lump = 0.0;
        let zero = (-bottom) as usize;
        probs[zero] = 1.0;
        let mut low = zero;
        let mut high = zero;
        // The lump's first two moments (in steps): mass there plays every hand left (it is far
        // above any ruin), so they follow exactly without its points.
        let (mut lump_m1, mut lump_m2) = (0.0f64, 0.0f64);
        let (mu_s, sq_s) = self.outcomes.iter().fold((0.0, 0.0), |(m, q2), &(x, q)| {
            (m + q * x as f64, q2 + q * (x * x) as f64)
        });
        for hand in 0..hands {
            let left = i64::from(hands - hand - 1);
            let ceiling = top + left * loss;
            let width = size(left);
            let mut next = vec![0.0f64; width + 1];
            let mut next_low = usize::MAX;
            let mut next_high = 0;
            // The lump plays this hand: (S + X)² = S² + 2SX + X².
            lump_m2 += 2.0 * mu_s * lump_m1 + lump * sq_s;
            lump_m1 += lump * mu_s;
            for (i, &p) in probs.iter().enumerate().take(high + 1).skip(low) {
                if p == 0.0 {
                    continue;
                }
                let at = bottom + i as i64;
                if at <= ruined {
                    match next.get_mut(i) {
                        Some(slot) if at <= ceiling => *slot += p,
                        _ => {
                            lump += p;
                            lump_m1 += p * at as f64;
                            lump_m2 += p * (at * at) as f64;
                        }
                    }
                    next_low = next_low.min(i);
                    next_high = next_high.max(i);
                    continue;
                }
                for &(step, q) in &self.outcomes {
                    let to = at + step;
                    if to > ceiling {
                        lump += p * q;
                        lump_m1 += p * q * to as f64;
                        lump_m2 += p * q * (to * to) as f64;
                    } else {
                        let j = (to - bottom) as usize;
                        next[j] += p * q;
                        next_low = next_low.min(j);
                        next_high = next_high.max(j);
                    }
                }
            }
            probs = next;
            low = next_low.min(next_high);
            high = next_high;
        }
        probs.truncate(size(0));
        // Going on regardless: n·μ and n·σ². Stopping: the moments of the points and the lump.
        let (mean, std_dev) = if stop.is_none() {
            (n * self.mean(), spread)
        } else {
            let (m1, m2) = probs
                .iter()
                .enumerate()
                .fold((lump_m1, lump_m2), |(a, b), (i, &p)| {
                    let x = (bottom + i as i64) as f64;
                    (a + p * x, b + p * x * x)
                });
            let (m1, m2) = (m1 / units, m2 / (units * units));
            (m1, (m2 - m1 * m1).max(0.0).sqrt())
        };
        NetAfter {
            hands,
            bottom,
            units: self.units,
            probs,
            above: lump,
            mean,
            std_dev,
            stopped_at: stop.map(|start| start as f64 / units),
        }
    }

    /// The chance, under perfect play, of losing a bankroll of `bankroll` bets — of having
    /// less than one bet left to play with — within `hands` hands (at most [`MAX_HANDS`]).
    pub fn ruin_probability(&self, bankroll: f64, hands: u32) -> f64 {
        let hands = hands.min(MAX_HANDS);
        let loss = self.loss();
        let start = (bankroll.max(0.0) * self.units as f64).floor() as i64;
        if start < loss {
            return 1.0;
        }
        // After a hand with `left` hands to come, a bankroll of at least one bet more than all
        // of them can lose cannot be lost any more: "safe".
        let safe_at = |left: i64| (left + 1) * loss;
        let top = safe_at(i64::from(hands));
        if start >= top {
            return 0.0;
        }
        let mut alive = vec![0.0f64; top as usize];
        alive[start as usize] = 1.0;
        let mut ruined = 0.0;
        for hand in 0..hands {
            let left = i64::from(hands - hand - 1);
            let safe = safe_at(left);
            let mut next = vec![0.0f64; top as usize];
            for (b, &p) in alive.iter().enumerate() {
                if p == 0.0 {
                    continue;
                }
                for &(step, q) in &self.outcomes {
                    let to = b as i64 + step;
                    if to < loss {
                        ruined += p * q;
                    } else if to < safe {
                        next[to as usize] += p * q;
                    }
                }
            }
            alive = next;
        }
        ruined.clamp(0.0, 1.0)
    }
}

/// The distribution of the net result after a number of hands.
#[derive(Clone, Debug)]
pub struct NetAfter {
    hands: u32,
    /// The lowest result, in steps (every hand lost).
    bottom: i64,
    units: i64,
    /// Probability of each result from `bottom` up, in steps.
    probs: Vec<f64>,
    /// Probability of a result above the last one kept.
    above: f64,
    mean: f64,
    std_dev: f64,
    /// The bankroll, in bets, at whose loss play stopped; `None` if play went on regardless.
    stopped_at: Option<f64>,
}

impl NetAfter {
    /// Hands played.
    pub fn hands(&self) -> u32 {
        self.hands
    }

    /// The bankroll (in bets) whose loss stopped play, or `None` where play went on past any
    /// loss ([`HandResults::net_after`]).
    pub fn stopped_at_ruin_of(&self) -> Option<f64> {
        self.stopped_at
    }

    /// What the distribution assumes of a lost bankroll, in words: "play goes on after the
    /// bankroll is lost (as if it were never short)" ([`HandResults::net_after`]) or "play
    /// stops when less than one bet of the bankroll is left"
    /// ([`HandResults::net_after_stopping`]). The command line and the app label the two
    /// distributions with these words.
    pub fn assumes(&self) -> &'static str {
        match self.stopped_at {
            None => "play goes on after the bankroll is lost (as if it were never short)",
            Some(_) => "play stops when less than one bet of the bankroll is left",
        }
    }

    /// The mean net result, in bets.
    pub fn mean(&self) -> f64 {
        self.mean
    }

    /// The standard deviation of the net result, in bets.
    pub fn std_dev(&self) -> f64 {
        self.std_dev
    }

    /// Each result (in bets) with its probability, lowest first, up to the ceiling; results
    /// that never happen are left out.
    pub fn points(&self) -> impl Iterator<Item = (f64, f64)> + '_ {
        self.probs
            .iter()
            .enumerate()
            .filter(|&(_, &p)| p > 0.0)
            .map(|(i, &p)| ((self.bottom + i as i64) as f64 / self.units as f64, p))
    }

    /// The probability of a result above the highest of [`points`](Self::points).
    pub fn above_ceiling(&self) -> f64 {
        self.above
    }

    /// The probability of a net result of at most `x` bets (exact up to the ceiling).
    pub fn at_most(&self, x: f64) -> f64 {
        self.points()
            .take_while(|&(r, _)| r <= x + 1e-9)
            .map(|(_, p)| p)
            .sum()
    }

    /// The smallest result `r` (in bets) with a chance of at least `q` of ending at or below
    /// it; `None` above the ceiling.
    pub fn quantile(&self, q: f64) -> Option<f64> {
        let mut sum = 0.0;
        for (r, p) in self.points() {
            sum += p;
            if sum >= q - 1e-12 {
                return Some(r);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A coin flip paying even money, and a losing game that pays 3 for 1 a quarter of the
    /// time (net +2 or −1).
    fn game(outcomes: &[(i64, f64)]) -> HandResults {
        HandResults {
            outcomes: outcomes.to_vec(),
            units: 1,
        }
    }

    #[test]
    fn a_coin_flip_is_a_binomial() {
        let flip = game(&[(-1, 0.5), (1, 0.5)]);
        let after = flip.net_after(4);
        let points: Vec<(f64, f64)> = after.points().collect();
        assert_eq!(
            points,
            vec![
                (-4.0, 1.0 / 16.0),
                (-2.0, 0.25),
                (0.0, 0.375),
                (2.0, 0.25),
                (4.0, 1.0 / 16.0)
            ]
        );
        assert_eq!(after.above_ceiling(), 0.0);
        // Ruin of 2 bets within 4 hands: lose the first two, or win one of them and lose the
        // next three: 1/4 + 2 · 1/16 (−1 +1 −1 −1, +1 −1 −1 −1).
        assert!((flip.ruin_probability(2.0, 4) - (0.25 + 2.0 / 16.0)).abs() < 1e-15);
        assert_eq!(flip.ruin_probability(4.0, 4), 1.0 / 16.0);
        assert_eq!(flip.ruin_probability(5.0, 4), 0.0);
        assert_eq!(flip.ruin_probability(0.5, 4), 1.0);
    }

    #[test]
    fn the_lump_is_exact_mass_above_the_ceiling() {
        let skewed = game(&[(-1, 0.99), (500, 0.01)]);
        let after = skewed.net_after(300);
        let total: f64 = after.points().map(|(_, p)| p).sum::<f64>() + after.above_ceiling();
        assert!((total - 1.0).abs() < 1e-12);
        // No jackpot in 300 hands: exactly 0.99^300 at −300.
        assert!((after.at_most(-300.0) - 0.99f64.powi(300)).abs() < 1e-15);
    }
}
