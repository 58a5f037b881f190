//! The random hand's rank pairs sorted by value for every board's ranks: where no flush is
//! possible, or where the count goes by ranks (three board cards of the flush suit), a board's
//! rank pairs, their values and their order depend on its ranks alone, so they are sorted once
//! for all 6,175 rank sets of five cards instead of on each board.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::eval::{evaluate_rank_key, rank_multiplier};

/// The random hand's rank pairs sorted by value for every five board cards' ranks (by rank
/// key): they depend on the board's ranks alone, every suit counted (6,175 rank sets), and
/// serve the boards without a flush suit and those counted by ranks.
#[derive(Clone)]
pub(crate) struct RankOrders {
    pub(super) by_key: HashMap<u32, Box<[u32]>>,
}

impl RankOrders {
    /// The table, made on first use and kept for the process (about 2.5 MB).
    pub(super) fn shared() -> &'static RankOrders {
        static ORDERS: OnceLock<RankOrders> = OnceLock::new();
        ORDERS.get_or_init(RankOrders::new)
    }

    /// Every rank set of five cards, sorted.
    pub(super) fn new() -> RankOrders {
        let mut by_key = HashMap::with_capacity(6175);
        let mut counts = [0u64; 13];
        fill_rank_sets(&mut counts, 0, 5, &mut by_key);
        RankOrders { by_key }
    }
}

impl std::fmt::Debug for RankOrders {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RankOrders({} rank sets)", self.by_key.len())
    }
}

/// The rank sets of `left` more cards from rank `from` up, beside `counts`.
fn fill_rank_sets(
    counts: &mut [u64; 13],
    from: usize,
    left: u64,
    by_key: &mut HashMap<u32, Box<[u32]>>,
) {
    if left == 0 {
        let key = (0..13).fold(0, |k, r| k + counts[r] as u32 * rank_multiplier(r));
        let n = counts.map(|c| 4 - c);
        by_key.insert(key, sorted_rank_pairs(key, &n));
        return;
    }
    for r in from..13 {
        if counts[r] < 4 {
            counts[r] += 1;
            fill_rank_sets(counts, r, left - 1, by_key);
            counts[r] -= 1;
        }
    }
}

/// The keys of the rank pairs with combos on a board of rank key `key` (ranks `r < 13` of
/// every suit, `n[r]` cards of each off the board), sorted by value.
pub(super) fn sorted_rank_pairs(key: u32, n: &[u64]) -> Box<[u32]> {
    let mut keys = Vec::with_capacity(91);
    let count = |r: usize| n.get(r).copied().unwrap_or(0);
    for rt in 0..13 {
        for ru in rt..13 {
            let combos = if rt == ru {
                count(rt) * count(rt).saturating_sub(1) / 2
            } else {
                count(rt) * count(ru)
            };
            if combos > 0 {
                let v = evaluate_rank_key(key + rank_multiplier(rt) + rank_multiplier(ru)).get();
                keys.push(u32::from(v) << 16 | (rt as u32) << 8 | ru as u32);
            }
        }
    }
    // By value (bits 16–28).
    keys.sort_unstable_by_key(|&k| (k >> 16) & 0x1fff);
    keys.into_boxed_slice()
}
