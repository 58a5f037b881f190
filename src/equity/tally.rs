//! Exact integer counts of outcomes, which merge by addition in any order.
//!
//! Every engine (exact enumeration, Monte Carlo, each chunk of a job) fills an [`EquityTally`];
//! tallies add up, so chunks can finish in any order on any thread and the sum is the same.
//! Split pots are kept exact: a k-way split gives each winner `2520 / k` *share units*, 2,520
//! being the least common multiple of 1 to 10, so equity is an exact integer ratio.

use crate::eval::{Category, HandValue};

/// Share units in a whole pot: the least common multiple of 1 to 10, so any split among up to
/// ten players is a whole number of units.
pub const SHARE_UNITS: u64 = 2520;

/// Each winner's share units in a `k`-way split (index `k`, 1 to 10).
pub(crate) const SPLIT_SHARE: [u64; 11] = {
    let mut share = [0u64; 11];
    let mut k = 1;
    while k <= 10 {
        share[k] = SHARE_UNITS / k as u64;
        k += 1;
    }
    share
};

/// The category index (0 = high card … 8 = straight flush) of every hand value, so tallying a
/// category is one load (8,192 entries so that any 13-bit index is in bounds).
pub(crate) static CATEGORY_OF: [u8; 8192] = {
    let mut table = [0u8; 8192];
    let mut v = 0;
    while v < 7463 {
        table[v] = HandValue(v as u16).category() as u8;
        v += 1;
    }
    table
};

/// One player's counts over the outcomes of a tally.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PlayerTally {
    /// Outcomes in which this player alone holds the best hand.
    pub wins: u64,
    /// Outcomes in which this player shares the best hand with others.
    pub ties: u64,
    /// Share units won in split pots: `2520 / k` for each `k`-way split this player is in.
    pub tie_shares: u64,
    /// Outcomes in which the player's final hand is of each category (index = `Category`).
    pub categories: [u64; 9],
    /// Outcomes in which the player wins alone with a final hand of each category: the part of
    /// `categories` that won (summed over the categories, `wins`).
    pub category_wins: [u64; 9],
    /// Outcomes in which the player shares the best hand, by its category (summed, `ties`).
    pub category_ties: [u64; 9],
    /// Sum over outcomes of the square of the share units won (Monte Carlo only; 0 for exact
    /// counts): what the standard error of the equity is computed from.
    pub share_squares: u128,
}

impl PlayerTally {
    /// Share units won in all: `2520` per outright win plus the split shares.
    #[inline]
    pub fn share_units(&self) -> u128 {
        self.wins as u128 * SHARE_UNITS as u128 + self.tie_shares as u128
    }

    /// Adds another tally of the same player.
    pub fn merge(&mut self, other: &PlayerTally) {
        self.wins += other.wins;
        self.ties += other.ties;
        self.tie_shares += other.tie_shares;
        for (a, b) in self.categories.iter_mut().zip(other.categories) {
            *a += b;
        }
        for (a, b) in self.category_wins.iter_mut().zip(other.category_wins) {
            *a += b;
        }
        for (a, b) in self.category_ties.iter_mut().zip(other.category_ties) {
            *a += b;
        }
        self.share_squares += other.share_squares;
    }
}

/// The counts of a set of outcomes for every player: how often each wins, ties, and ends with
/// each category. Integer counts, exact for enumeration; a Monte Carlo tally counts trials.
///
/// ```
/// use pokerlab::equity::{EquityTally, SHARE_UNITS};
/// let mut a = EquityTally::new(2);
/// let mut b = EquityTally::new(2);
/// a.players[0].wins = 3; a.total = 4; a.players[0].ties = 1; a.players[1].ties = 1;
/// a.players[0].tie_shares = SHARE_UNITS / 2; a.players[1].tie_shares = SHARE_UNITS / 2;
/// b.players[1].wins = 2; b.total = 2;
/// a.merge(&b);
/// assert_eq!(a.total, 6);
/// // Shares always add up to one pot per outcome.
/// let units: u128 = a.players.iter().map(|p| p.share_units()).sum();
/// assert_eq!(units, 6 * SHARE_UNITS as u128);
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct EquityTally {
    /// Outcomes counted (boards, weighted board classes, or Monte Carlo trials).
    pub total: u64,
    /// One entry per player, in the request's order.
    pub players: Vec<PlayerTally>,
}

impl EquityTally {
    /// An empty tally for `players` players.
    pub fn new(players: usize) -> EquityTally {
        EquityTally {
            total: 0,
            players: vec![PlayerTally::default(); players],
        }
    }

    /// Adds `other` (an empty default tally adopts the other's number of players).
    pub fn merge(&mut self, other: &EquityTally) {
        if self.players.len() < other.players.len() {
            self.players
                .resize(other.players.len(), PlayerTally::default());
        }
        self.total += other.total;
        for (a, b) in self.players.iter_mut().zip(&other.players) {
            a.merge(b);
        }
    }

    /// The category a player's hand ended as, counted over the outcomes.
    pub fn category_count(&self, player: usize, category: Category) -> u64 {
        self.players
            .get(player)
            .map_or(0, |p| p.categories[category.index()])
    }
}

/// A fast accumulator for the engines' inner loops: per outcome it notes only *which* players
/// hold the best hand (a bit mask, one counter per mask) and each player's category and result
/// (alone, shared, beaten), and turns that into an [`EquityTally`] at the end. Recording is
/// branch-free.
#[derive(Clone, Debug)]
pub(crate) struct OutcomeCounter {
    players: usize,
    /// Outcomes counted per set of winners (bit `p` = player `p` holds the best hand).
    by_winners: Box<[u64; 1024]>,
    /// Outcomes counted per player, final category and result: index `3 × category + r`, `r`
    /// 0 for a win alone, 1 for a shared pot, 2 for a loss.
    finals: [[u64; 27]; 10],
}

/// The index in [`OutcomeCounter`]'s `finals` of a player holding `value` when the best hand
/// is `best`, held by `at_best` players.
#[inline(always)]
fn final_slot(value: u16, best: u16, at_best: u32) -> usize {
    let result = if value == best {
        usize::from(at_best > 1)
    } else {
        2
    };
    3 * CATEGORY_OF[value as usize & 8191] as usize + result
}

impl OutcomeCounter {
    /// An empty counter for `players` players (at most 10).
    pub(crate) fn new(players: usize) -> OutcomeCounter {
        let players = players.min(10);
        OutcomeCounter {
            players,
            by_winners: Box::new([0; 1024]),
            finals: [[0; 27]; 10],
        }
    }

    /// Forgets every count (the number of players stays).
    pub(crate) fn clear(&mut self) {
        self.by_winners.fill(0);
        self.finals = [[0; 27]; 10];
    }

    /// Records one outcome seen `weight` times, in which player `p` ends with `values[p]`
    /// (the general form of [`record_n`](Self::record_n), which the engines use).
    #[cfg(test)]
    pub(crate) fn record(&mut self, values: &[u16], weight: u64) {
        let best = values.iter().copied().fold(0, u16::max);
        let mut winners = 0usize;
        for (p, &v) in values.iter().enumerate() {
            winners |= usize::from(v == best) << p;
        }
        let at_best = winners.count_ones();
        for (&v, finals) in values.iter().zip(&mut self.finals) {
            finals[final_slot(v, best, at_best) % 27] += weight;
        }
        self.by_winners[winners & 1023] += weight;
    }

    /// [`record`](Self::record) for exactly `N` players (`N` at most 10), unrolled.
    #[inline(always)]
    pub(crate) fn record_n<const N: usize>(&mut self, values: &[u16; N], weight: u64) {
        let mut best = 0;
        for &v in values {
            best = best.max(v);
        }
        let mut winners = 0usize;
        for (p, &v) in values.iter().enumerate() {
            winners |= usize::from(v == best) << p;
        }
        let at_best = winners.count_ones();
        for (&v, finals) in values.iter().zip(&mut self.finals) {
            finals[final_slot(v, best, at_best) % 27] += weight;
        }
        self.by_winners[winners & 1023] += weight;
    }

    /// Adds the counts to `tally` (which must be for the same players). With `squares`, the
    /// squared shares are summed too (for a Monte Carlo standard error).
    pub(crate) fn add_to(&self, tally: &mut EquityTally, squares: bool) {
        if tally.players.len() < self.players {
            tally.players.resize(self.players, PlayerTally::default());
        }
        for (mask, &count) in self.by_winners.iter().enumerate() {
            if count == 0 {
                continue;
            }
            tally.total += count;
            let k = mask.count_ones() as usize;
            let share = SPLIT_SHARE[k.min(10)];
            for (p, player) in tally.players.iter_mut().enumerate().take(self.players) {
                if mask >> p & 1 == 0 {
                    continue;
                }
                if k == 1 {
                    player.wins += count;
                } else {
                    player.ties += count;
                    player.tie_shares += count * share;
                }
                if squares {
                    player.share_squares += count as u128 * (share * share) as u128;
                }
            }
        }
        for (player, finals) in tally.players.iter_mut().zip(&self.finals) {
            for (c, results) in finals.chunks_exact(3).enumerate().take(9) {
                player.categories[c] += results.iter().sum::<u64>();
                player.category_wins[c] += results[0];
                player.category_ties[c] += results[1];
            }
        }
    }

    /// The counts as a tally.
    pub(crate) fn to_tally(&self, squares: bool) -> EquityTally {
        let mut tally = EquityTally::new(self.players);
        self.add_to(&mut tally, squares);
        tally
    }
}
