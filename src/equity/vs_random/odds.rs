//! The answer: counts of outcomes by result and final category, mergeable in any order, and
//! the odds read from them.

use super::{LOSE, SHARE_UNIT, TIE, WIN};
use crate::eval::Category;

/// How a result was computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VsRandomMethod {
    /// Every outcome counted once.
    Exact,
    /// Random deals.
    MonteCarlo,
}

impl VsRandomMethod {
    /// The name used in JSON: `exact` or `monte_carlo`.
    pub fn key(self) -> &'static str {
        match self {
            VsRandomMethod::Exact => "exact",
            VsRandomMethod::MonteCarlo => "monte_carlo",
        }
    }
}

/// Counts of outcomes, mergeable in any order: the partial answer of some chunks.
///
/// `hero[o][c]` counts outcomes `o` (0 win, 1 tie, 2 lose, from the hero's side) in which the
/// hero ends with category `c`; `opponent[o][c]` the same outcomes by the category of the
/// opponent's hand (with several opponents, the best of them). Every outcome is counted once
/// in each array.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct VsRandomTally {
    /// Outcomes by result and the hero's final category.
    pub hero: [[u64; 9]; 3],
    /// Outcomes by result and the (best) opponent's final category.
    pub opponent: [[u64; 9]; 3],
    /// The hero's pot shares summed, in units of 1/[`SHARE_UNIT`] pot.
    pub share: u64,
    /// The squares of the shares summed (units of 1/`SHARE_UNIT`²), for the standard error.
    pub share_sq: u128,
}

impl VsRandomTally {
    /// Adds another tally's counts to this one.
    pub fn merge(&mut self, other: &VsRandomTally) {
        for o in 0..3 {
            for c in 0..9 {
                self.hero[o][c] += other.hero[o][c];
                self.opponent[o][c] += other.opponent[o][c];
            }
        }
        self.share += other.share;
        self.share_sq += other.share_sq;
    }

    /// Outcomes counted.
    pub fn samples(&self) -> u64 {
        self.hero.iter().flatten().sum()
    }

    /// Outcomes the hero wins alone.
    pub fn wins(&self) -> u64 {
        self.hero[WIN].iter().sum()
    }

    /// Outcomes the hero shares with one or more opponents.
    pub fn ties(&self) -> u64 {
        self.hero[TIE].iter().sum()
    }

    /// Outcomes the hero loses.
    pub fn losses(&self) -> u64 {
        self.hero[LOSE].iter().sum()
    }
}

/// The odds of one category, as fractions of all outcomes.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CategoryOdds {
    /// How often this side ends with the category.
    pub made: f64,
    /// How often this side wins with it (for the opponent: beats the hero with it).
    pub win: f64,
    /// How often this side ties with it.
    pub tie: f64,
}

/// The answer: a hand against the average opponent(s).
///
/// ```
/// use pokerlab::equity::vs_random::{VsRandomSpot, VsRandomWork};
/// use pokerlab::Category;
/// let spot = VsRandomSpot::new("As Ks".parse()?, "Ts Qs 2d".parse()?, Default::default(), 1)?;
/// let odds = VsRandomWork::exact(spot)?.run();
/// assert_eq!(odds.samples(), 1_070_190);
/// assert_eq!(odds.tally.wins() + odds.tally.ties() + odds.tally.losses(), 1_070_190);
/// assert!(odds.equity() > 0.7);
/// assert!(odds.player(Category::Flush).made > 0.3); // the nut flush draw comes in often
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct VsRandom {
    /// Exact or Monte Carlo.
    pub method: VsRandomMethod,
    /// How many opponents.
    pub opponents: usize,
    /// The counts everything else derives from.
    pub tally: VsRandomTally,
}

impl VsRandom {
    /// Outcomes counted: matchups (exact) or trials (Monte Carlo).
    pub fn samples(&self) -> u64 {
        self.tally.samples()
    }

    fn fraction(&self, count: u64) -> f64 {
        let n = self.samples();
        if n == 0 { 0.0 } else { count as f64 / n as f64 }
    }

    /// Fraction of outcomes the hero wins alone.
    pub fn win(&self) -> f64 {
        self.fraction(self.tally.wins())
    }

    /// Fraction of outcomes the hero shares the pot.
    pub fn tie(&self) -> f64 {
        self.fraction(self.tally.ties())
    }

    /// Fraction of outcomes the hero loses.
    pub fn lose(&self) -> f64 {
        self.fraction(self.tally.losses())
    }

    /// Expected share of the pot: wins count 1, a k-way split 1/k (a tie with one opponent
    /// counts half, as in HoldemHand's `WinOdds`).
    pub fn equity(&self) -> f64 {
        let n = self.samples();
        if n == 0 {
            0.0
        } else {
            self.tally.share as f64 / (n as f64 * SHARE_UNIT as f64)
        }
    }

    /// The standard error of [`equity`](Self::equity) for Monte Carlo; `None` when exact.
    pub fn std_error(&self) -> Option<f64> {
        if self.method == VsRandomMethod::Exact {
            return None;
        }
        let n = self.samples() as f64;
        if n < 2.0 {
            return Some(f64::NAN);
        }
        let unit = SHARE_UNIT as f64;
        let mean = self.tally.share as f64 / unit / n;
        let mean_sq = self.tally.share_sq as f64 / (unit * unit) / n;
        let variance = (mean_sq - mean * mean).max(0.0) * n / (n - 1.0);
        Some((variance / n).sqrt())
    }

    /// How often the hero ends with `category`, and wins or ties with it.
    pub fn player(&self, category: Category) -> CategoryOdds {
        self.odds(&self.tally.hero, category, WIN)
    }

    /// How often the opponent (the best of them) ends with `category`, and beats or ties the
    /// hero with it.
    pub fn opponent(&self, category: Category) -> CategoryOdds {
        self.odds(&self.tally.opponent, category, LOSE)
    }

    fn odds(&self, counts: &[[u64; 9]; 3], category: Category, win: usize) -> CategoryOdds {
        let c = category.index();
        CategoryOdds {
            made: self.fraction(counts[WIN][c] + counts[TIE][c] + counts[LOSE][c]),
            win: self.fraction(counts[win][c]),
            tie: self.fraction(counts[TIE][c]),
        }
    }
}
