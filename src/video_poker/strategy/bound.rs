//! The bound on what one deal may give up: a chart is read by a person, who accepts giving up
//! a little over the long run (a line that merges patterns, an order that is simple to learn)
//! but not a single deal where the chart's hold is plainly worse than another. For every table
//! (issue 20 bounded four: Jacks or Better 9/6, Bonus Poker 8/5, Double Double Bonus 9/6 and
//! full-pay Deuces Wild; issue 34 all of them) the derivation prices every deal whose chart
//! hold gives up more than [`DEAL_LOSS_BOUND`] per coin bet, so that the order search
//! ([`super::order`]) and the merging of lines ([`super::build`]) keep every deal within it.

use crate::video_poker::PayTable;

/// The most the chart's hold may give up against the best hold on one deal, per coin bet.
pub(crate) const DEAL_LOSS_BOUND: f64 = 0.01;

/// The single-deal bound of `table`'s chart: [`DEAL_LOSS_BOUND`], on every table (the stored
/// charts are keyed by what a table pays, so a table read from a file gets it too).
pub(crate) fn deal_loss_bound(_table: &PayTable) -> Option<f64> {
    Some(DEAL_LOSS_BOUND)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_is_bounded() {
        for name in [
            "jacks-or-better-9-6",
            "jacks-or-better-8-5",
            "double-bonus-10-7",
            "loose-deuces",
            "joker-poker-kings",
        ] {
            let table = PayTable::builtin(name).unwrap_or_default();
            assert_eq!(deal_loss_bound(&table), Some(DEAL_LOSS_BOUND), "{name}");
        }
    }
}
