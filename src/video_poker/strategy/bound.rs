//! The bound on what one deal may give up: a chart is read by a person, who accepts giving up
//! a little over the long run (a line that merges patterns, an order that is simple to learn)
//! but not a single deal where the chart's hold is plainly worse than another. For the tables
//! players learn most (issue 20: Jacks or Better 9/6, Bonus Poker 8/5, Double Double Bonus 9/6
//! and full-pay Deuces Wild) the derivation prices every deal whose chart hold gives up more
//! than [`DEAL_LOSS_BOUND`] per coin bet, so that the order search ([`super::order`]) and the
//! merging of lines ([`super::build`]) keep every deal within it.

use crate::video_poker::PayTable;

/// The most the chart's hold may give up against the best hold on one deal of a bounded table,
/// per coin bet.
pub(crate) const DEAL_LOSS_BOUND: f64 = 0.01;

/// The built-in tables whose charts keep every deal within [`DEAL_LOSS_BOUND`].
pub(crate) const BOUNDED_TABLES: [&str; 4] = [
    "jacks-or-better-9-6",
    "bonus-poker-8-5",
    "double-double-bonus-9-6",
    "deuces-wild",
];

/// The single-deal bound of `table`'s chart: [`DEAL_LOSS_BOUND`] where `table` pays exactly as
/// one of the [`BOUNDED_TABLES`] (whatever its name: the stored charts are keyed by what a
/// table pays, never by its name), else none.
pub(crate) fn deal_loss_bound(table: &PayTable) -> Option<f64> {
    let same = |other: &PayTable| {
        other.kind() == table.kind()
            && other.min_pair() == table.min_pair()
            && other.units_per_coin() == table.units_per_coin()
            && other.royal_below_max_bet() == table.royal_below_max_bet()
            && other.max_bet_coins() == table.max_bet_coins()
            && other.lines() == table.lines()
    };
    BOUNDED_TABLES
        .iter()
        .filter_map(|name| PayTable::builtin(name))
        .any(|other| same(&other))
        .then_some(DEAL_LOSS_BOUND)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_four_tables_are_bounded_and_others_are_not() {
        for name in BOUNDED_TABLES {
            let table = PayTable::builtin(name).unwrap_or_default();
            assert_eq!(deal_loss_bound(&table), Some(DEAL_LOSS_BOUND), "{name}");
        }
        for name in ["jacks-or-better-8-5", "double-bonus-10-7", "loose-deuces"] {
            let table = PayTable::builtin(name).unwrap_or_default();
            assert_eq!(deal_loss_bound(&table), None, "{name}");
        }
    }
}
