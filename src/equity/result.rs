//! An answer to an equity request: the exact tally plus how it was obtained, and the fractions
//! people read (win, tie, equity, category shares) with exactly the meanings of the CLI
//! contract.

use std::fmt;
use std::time::Duration;

use super::tally::{EquityTally, SHARE_UNITS};
use crate::eval::Category;

/// How a result was counted.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MethodUsed {
    /// Every outcome, exactly.
    Exact,
    /// Random trials; fractions carry a standard error.
    MonteCarlo,
}

impl MethodUsed {
    /// The JSON name: `exact` or `monte_carlo`.
    pub const fn key(self) -> &'static str {
        match self {
            MethodUsed::Exact => "exact",
            MethodUsed::MonteCarlo => "monte_carlo",
        }
    }
}

impl fmt::Display for MethodUsed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MethodUsed::Exact => "exact enumeration",
            MethodUsed::MonteCarlo => "Monte Carlo",
        })
    }
}

/// The answer to an equity request (or a partial answer, while a job runs).
///
/// ```
/// use pokerlab::equity::{calculate, EquityRequest, MethodUsed};
/// let request = EquityRequest::parse(&["AsKs", "5hTc"])?
///     .with_board("Qs Ts 5c".parse()?);
/// let result = calculate(&request).unwrap();
/// assert_eq!(result.method, MethodUsed::Exact);
/// assert_eq!(result.samples(), 990); // C(45, 2) turns and rivers
/// assert_eq!(format!("{:.2}", 100.0 * result.equity(0)), "42.63");
/// assert_eq!(result.equity(0) + result.equity(1), 1.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Debug)]
pub struct EquityResult {
    /// The counts.
    pub tally: EquityTally,
    /// How they were counted.
    pub method: MethodUsed,
    /// Wall time spent.
    pub elapsed: Duration,
}

impl EquityResult {
    /// Outcomes counted: boards (exact), weighted outcomes (exact with random players), or
    /// trials (Monte Carlo).
    pub fn samples(&self) -> u64 {
        self.tally.total
    }

    /// How many players.
    pub fn players(&self) -> usize {
        self.tally.players.len()
    }

    fn fraction(&self, count: u64) -> f64 {
        if self.tally.total == 0 {
            0.0
        } else {
            count as f64 / self.tally.total as f64
        }
    }

    /// Fraction of outcomes in which `player` alone holds the best hand.
    pub fn win(&self, player: usize) -> f64 {
        self.fraction(self.tally.players.get(player).map_or(0, |p| p.wins))
    }

    /// Fraction of outcomes in which `player` shares the best hand with others.
    pub fn tie(&self, player: usize) -> f64 {
        self.fraction(self.tally.players.get(player).map_or(0, |p| p.ties))
    }

    /// Fraction of outcomes in which someone else has a better hand than `player`.
    pub fn lose(&self, player: usize) -> f64 {
        let p = self.tally.players.get(player);
        let not_lost = p.map_or(0, |p| p.wins + p.ties);
        self.fraction(self.tally.total.saturating_sub(not_lost))
    }

    /// The exact equity of `player` as a fraction `(numerator, denominator)`: share units won
    /// over share units played (2,520 per outcome).
    pub fn equity_ratio(&self, player: usize) -> (u128, u128) {
        let won = self
            .tally
            .players
            .get(player)
            .map_or(0, |p| p.share_units());
        (won, self.tally.total as u128 * SHARE_UNITS as u128)
    }

    /// Expected share of the pot of `player`, a k-way split counting 1/k. Equities sum to 1.
    pub fn equity(&self, player: usize) -> f64 {
        match self.equity_ratio(player) {
            (_, 0) => 0.0,
            (n, d) => n as f64 / d as f64,
        }
    }

    /// Fraction of outcomes in which `player`'s final hand is of `category`.
    pub fn category(&self, player: usize, category: Category) -> f64 {
        self.fraction(self.tally.category_count(player, category))
    }

    /// Fraction of outcomes in which `player` wins alone with a final hand of `category` (the
    /// part of [`category`](Self::category) that wins; summed over the categories, the win
    /// rate).
    ///
    /// ```
    /// use pokerlab::equity::{calculate, EquityRequest};
    /// use pokerlab::eval::Category;
    /// let result = calculate(&EquityRequest::parse(&["AsKs", "QdQc"])?.with_board("Qs Js 2c".parse()?))?;
    /// let wins: f64 = Category::ALL.iter().map(|&c| result.category_win(0, c)).sum();
    /// assert!((wins - result.win(0)).abs() < 1e-12);
    /// assert!(result.category_win(0, Category::Straight) > 0.0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn category_win(&self, player: usize, category: Category) -> f64 {
        self.fraction(
            self.tally
                .players
                .get(player)
                .map_or(0, |p| p.category_wins[category.index()]),
        )
    }

    /// Fraction of outcomes in which `player` shares the best hand with a final hand of
    /// `category` (summed over the categories, the tie rate).
    pub fn category_tie(&self, player: usize, category: Category) -> f64 {
        self.fraction(
            self.tally
                .players
                .get(player)
                .map_or(0, |p| p.category_ties[category.index()]),
        )
    }

    /// The standard error of `player`'s equity estimate (Monte Carlo); `None` for exact
    /// results and for Monte Carlo with fewer than two trials.
    pub fn player_std_error(&self, player: usize) -> Option<f64> {
        if self.method == MethodUsed::Exact {
            return None;
        }
        std_error(&self.tally, player)
    }

    /// The largest standard error among the players' equities (Monte Carlo); `None` for exact.
    pub fn std_error(&self) -> Option<f64> {
        if self.method == MethodUsed::Exact {
            return None;
        }
        max_std_error(&self.tally)
    }
}

/// The standard error of a Monte Carlo estimate of `player`'s equity from its tally.
pub(crate) fn std_error(tally: &EquityTally, player: usize) -> Option<f64> {
    let p = tally.players.get(player)?;
    let n = tally.total as f64;
    if tally.total < 2 {
        return None;
    }
    let unit = SHARE_UNITS as f64;
    let mean = p.share_units() as f64 / unit / n;
    let mean_sq = p.share_squares as f64 / (unit * unit) / n;
    let variance = (mean_sq - mean * mean).max(0.0) * n / (n - 1.0);
    Some((variance / n).sqrt())
}

/// The largest standard error among all players of a Monte Carlo tally.
pub(crate) fn max_std_error(tally: &EquityTally) -> Option<f64> {
    (0..tally.players.len())
        .filter_map(|p| std_error(tally, p))
        .reduce(f64::max)
}
