//! Whole-game analysis: the exact long-run return of a pay table under perfect play, and how
//! often each final hand ends a round.
//!
//! Every deal is played by its best hold (exact EVs from the [`DrawTables`]); the 2,598,960
//! deals are reduced by suit relabelling to 134,459 representatives (the 2,869,685 deals of
//! Joker Poker to 150,891), each weighted by how many deals it stands for. All sums are
//! integers: the return is an exact fraction.

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use thiserror::Error;

use super::classify::MAX_SLOTS;
use super::colex::BINOM;
use super::draw_tables::Control;
use super::{Bet, DrawTables, Ev, PayClass, PayTable};

mod solve;

/// The analysis was cancelled before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("the analysis was cancelled")]
pub struct AnalysisCancelled;

/// How often one pay-table line (or "nothing") ends a round under perfect play.
#[derive(Clone, Debug, PartialEq)]
pub struct LineFrequency {
    /// The line's key (`royal_flush`, …), or `nothing` for every hand that pays no line.
    pub key: &'static str,
    /// The line's label, or "Nothing".
    pub label: &'static str,
    /// Pay per coin at the analysed bet (0 for "nothing").
    pub pay: u32,
    /// The probability that a round ends in this line.
    pub probability: f64,
    /// This line's share of the return: probability × pay.
    pub contribution: f64,
}

/// The result of a whole-game analysis.
///
/// ```
/// use pokerlab::video_poker::{analyze, PayTable};
/// let analysis = analyze(&PayTable::default());
/// assert!((analysis.return_rate() - 0.995439).abs() < 5e-7);
/// let royal = analysis.line_probability("royal_flush").unwrap();
/// assert_eq!((1.0 / royal).round(), 40391.0);
/// ```
#[derive(Clone, Debug)]
pub struct GameAnalysis {
    table: PayTable,
    bet: Bet,
    /// Σ over deals of the best hold's EV numerator (over [`Ev::DENOMINATOR`]).
    return_numerator: u128,
    /// By slot: Σ over deals of the probability of ending in that class, as numerators over
    /// `Ev::DENOMINATOR × deals`.
    slot_numerators: [u128; MAX_SLOTS],
    /// The number of deals: C(52, 5), or C(53, 5) with a joker.
    deals: u128,
    representatives: usize,
    elapsed: Duration,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl GameAnalysis {
    /// The pay table analysed.
    pub fn paytable(&self) -> &PayTable {
        &self.table
    }

    /// The bet the analysis is for.
    pub fn bet(&self) -> Bet {
        self.bet
    }

    /// The long-run return per coin bet under perfect play (0.995439… for 9/6 Jacks or Better).
    pub fn return_rate(&self) -> f64 {
        self.return_numerator as f64 / (Ev::DENOMINATOR as u128 * self.deals.max(1)) as f64
    }

    /// The return as an exact fraction in lowest terms: (numerator, denominator).
    pub fn return_fraction(&self) -> (u128, u128) {
        let den = Ev::DENOMINATOR as u128 * self.deals.max(1);
        let g = gcd(self.return_numerator, den).max(1);
        (self.return_numerator / g, den / g)
    }

    /// The probability that a round ends in `class` (0 for a class of another game).
    pub fn class_probability(&self, class: PayClass) -> f64 {
        self.table
            .kind()
            .slot_of(class)
            .and_then(|s| self.slot_numerators.get(s))
            .map_or(0.0, |&n| {
                n as f64 / (Ev::DENOMINATOR as u128 * self.deals.max(1)) as f64
            })
    }

    /// The probability that a round ends in the line `key` (`nothing` for the losing hands);
    /// `None` if the table has no such line.
    pub fn line_probability(&self, key: &str) -> Option<f64> {
        self.frequencies()
            .into_iter()
            .find(|f| f.key == key)
            .map(|f| f.probability)
    }

    /// Every line of the table, best first, then "nothing": how often each ends a round and
    /// its share of the return. The probabilities sum to 1 and the contributions to the return.
    pub fn frequencies(&self) -> Vec<LineFrequency> {
        let den = (Ev::DENOMINATOR as u128 * self.deals.max(1)) as f64;
        let units = self.table.units_per_coin().max(1) as f64;
        let slot_lines = self.table.slot_lines();
        let lines = self.table.lines();
        let mut line_num = vec![0u128; lines.len()];
        let mut nothing = 0u128;
        for (slot, &n) in self.slot_numerators.iter().enumerate() {
            match slot_lines.get(slot).copied().flatten() {
                Some(i) => {
                    if let Some(acc) = line_num.get_mut(i) {
                        *acc += n;
                    }
                }
                None => nothing += n,
            }
        }
        let mut out: Vec<LineFrequency> = lines
            .iter()
            .zip(&line_num)
            .map(|(line, &n)| {
                let pay = self.table.line_pay(line, self.bet);
                let probability = n as f64 / den;
                LineFrequency {
                    key: line.key,
                    label: line.label,
                    pay,
                    probability,
                    contribution: probability * pay as f64 / units,
                }
            })
            .collect();
        out.push(LineFrequency {
            key: "nothing",
            label: "Nothing",
            pay: 0,
            probability: nothing as f64 / den,
            contribution: 0.0,
        });
        out
    }

    /// The variance of one round's result per coin bet under perfect play: Σ p·pay² −
    /// return², over the final hands ([`frequencies`](Self::frequencies)); the result net of
    /// the bet has the same. 19.51468 for 9/6 Jacks or Better, as the Wizard of Odds and
    /// videopokerinfo.com publish. Where two holds have the same EV the analysis keeps one of
    /// them, so a published figure may differ in the last places.
    ///
    /// ```
    /// use pokerlab::video_poker::{analyze, PayTable};
    /// let job = analyze(&PayTable::default());
    /// assert!((job.variance() - 19.51468).abs() < 1e-4);
    /// assert!((job.std_dev() - 4.4175).abs() < 1e-4);
    /// ```
    pub fn variance(&self) -> f64 {
        let units = self.table.units_per_coin().max(1) as f64;
        let second_moment: f64 = self
            .frequencies()
            .iter()
            .map(|f| {
                let pay = f64::from(f.pay) / units;
                f.probability * pay * pay
            })
            .sum();
        (second_moment - self.return_rate().powi(2)).max(0.0)
    }

    /// The standard deviation of one round's result per coin bet under perfect play (the
    /// square root of [`variance`](Self::variance)): 4.42 for 9/6 Jacks or Better.
    pub fn std_dev(&self) -> f64 {
        self.variance().sqrt()
    }

    /// By slot: Σ over deals of the probability of ending in that class, as numerators over
    /// `Ev::DENOMINATOR × deals` (for the tests).
    #[cfg(test)]
    pub(crate) fn slot_numerators(&self) -> &[u128; MAX_SLOTS] {
        &self.slot_numerators
    }

    /// How many representative deals were solved (one per suit-relabelling class: 134,459, or
    /// 150,891 with a joker).
    pub fn representatives(&self) -> usize {
        self.representatives
    }

    /// Wall time of the analysis, tables included.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }
}

impl fmt::Display for GameAnalysis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: return {} under perfect play",
            self.table.title(),
            crate::format::percent_places(self.return_rate(), 6)
        )
    }
}

/// The whole-game analysis of `table` at the maximum bet, on the current rayon pool, on the
/// process-wide draw tallies of its kind of game and minimum paying pair
/// ([`DrawTables::shared_for`]: built on first use, then kept, like the classifier's tables),
/// so a second table of the same kind costs the solve alone.
pub fn analyze(table: &PayTable) -> GameAnalysis {
    let never = AtomicBool::new(false);
    let tables = DrawTables::shared_for(table);
    // Nothing sets `never`, so this cannot be cancelled.
    analyze_with(table, Bet::MAX, Some(&tables), &|_| {}, &never).unwrap_or_else(|_| GameAnalysis {
        table: table.clone(),
        bet: Bet::MAX,
        return_numerator: 0,
        slot_numerators: [0; MAX_SLOTS],
        deals: 1,
        representatives: 0,
        elapsed: Duration::ZERO,
    })
}

/// The whole-game analysis of `table` at `bet`, with progress and cancellation.
///
/// `tables`: draw tallies to reuse (they must [serve](DrawTables::serves) the table, else fresh
/// ones are built); with `None` the analysis builds its own, which is the first half of the progress.
/// `progress` is called from worker threads with the fraction done (0 to 1), a few dozen
/// times in all. Setting `cancel` stops the work within a few milliseconds and returns
/// [`AnalysisCancelled`]. Runs on the current rayon pool (use `ThreadPool::install` to choose
/// the number of threads).
pub fn analyze_with(
    table: &PayTable,
    bet: Bet,
    tables: Option<&DrawTables>,
    progress: &(dyn Fn(f64) + Sync),
    cancel: &AtomicBool,
) -> Result<GameAnalysis, AnalysisCancelled> {
    let start = Instant::now();
    let ctl = Control {
        progress,
        cancel,
        start: 0.0,
        span: 1.0,
    };
    let built;
    let (tables, solving) = match tables {
        Some(t) if t.serves(table) => (t, ctl.part(0.0, 1.0)),
        _ => {
            built = DrawTables::build_with(table.kind(), table.min_pair(), &ctl.part(0.0, 0.5))
                .ok_or(AnalysisCancelled)?;
            (&built, ctl.part(0.5, 1.0))
        }
    };
    let solved = solve::solve(table, bet, tables, &solving).ok_or(AnalysisCancelled)?;
    let n = table.kind().deck_size();
    let return_numerator = solved.ret;
    let slot_numerators = solved.slots.map(|n| n.max(0) as u128);
    Ok(GameAnalysis {
        table: table.clone(),
        bet,
        return_numerator,
        slot_numerators,
        deals: BINOM[n][5] as u128,
        representatives: solved.deals,
        elapsed: start.elapsed(),
    })
}
