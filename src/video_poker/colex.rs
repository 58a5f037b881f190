//! Colexicographic ranks of card subsets: a perfect, dense index for every set of up to five
//! cards, so per-subset tallies are plain arrays (no hashing).
//!
//! The rank of cards `c0 < c1 < … < c(k-1)` (card indices 0..53, the joker being 52) is `Σ C(c_i, i + 1)`; the
//! k-card sets take ranks `0..C(52, k)`, and those whose top card is `t` take the contiguous
//! block `C(t, k)..C(t + 1, k)`, which is what lets table builds split work by top card.

/// `BINOM[n][k]` = C(n, k) for n ≤ 53, k ≤ 5.
pub(crate) static BINOM: [[u32; 6]; 54] = {
    let mut t = [[0u32; 6]; 54];
    let mut n = 0;
    while n <= 53 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= 5 {
            t[n][k] = if n == 0 {
                0
            } else {
                t[n - 1][k - 1] + t[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    t
};

/// How many k-card sets of a 52-card deck there are, k = 0..=5.
#[cfg(test)]
pub(crate) const SUBSETS: [usize; 6] = [1, 52, 1_326, 22_100, 270_725, 2_598_960];

/// How many k-card sets of an `n`-card deck there are (n ≤ 53, k ≤ 5).
pub(crate) fn subsets(n: usize, k: usize) -> usize {
    BINOM
        .get(n)
        .and_then(|row| row.get(k))
        .map_or(0, |&c| c as usize)
}

/// The colex rank of a sorted (strictly increasing) list of card indices.
pub(crate) fn rank_sorted(cards: &[u8]) -> usize {
    cards
        .iter()
        .enumerate()
        .map(|(i, &c)| BINOM[c as usize][i + 1] as usize)
        .sum()
}

/// Steps through the k-subsets of `0..n` in colex order (which is rank order), as sorted arrays
/// in the first `k` places of a 5-array.
pub(crate) struct ColexSubsets {
    current: [u8; 5],
    k: usize,
    n: u8,
    done: bool,
}

impl ColexSubsets {
    /// All k-subsets of `0..n` (k ≤ 5).
    pub(crate) fn new(n: u8, k: usize) -> ColexSubsets {
        let k = k.min(5);
        let mut current = [0u8; 5];
        for (i, c) in current.iter_mut().enumerate().take(k) {
            *c = i as u8;
        }
        ColexSubsets {
            current,
            k,
            n,
            done: k > n as usize,
        }
    }
}

impl Iterator for ColexSubsets {
    type Item = [u8; 5];

    #[inline]
    fn next(&mut self) -> Option<[u8; 5]> {
        if self.done {
            return None;
        }
        let out = self.current;
        // Bump the lowest element that can move up without hitting the next one (or n at the
        // top), and reset the ones below it to 0, 1, 2, ….
        let k = self.k;
        let mut i = 0;
        loop {
            if i == k {
                self.done = true;
                break;
            }
            let limit = if i + 1 < k {
                self.current[i + 1]
            } else {
                self.n
            };
            if self.current[i] + 1 < limit {
                self.current[i] += 1;
                for j in 0..i {
                    self.current[j] = j as u8;
                }
                break;
            }
            i += 1;
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colex_order_is_rank_order() {
        for k in 0..=4 {
            let mut count = 0;
            for (expected, subset) in ColexSubsets::new(20, k).enumerate() {
                assert_eq!(rank_sorted(&subset[..k]), expected);
                count += 1;
            }
            assert_eq!(count, BINOM[20][k] as usize);
        }
        for k in 0..=5 {
            assert_eq!(BINOM[52][k] as usize, SUBSETS[k]);
        }
        assert_eq!(ColexSubsets::new(52, 5).count(), 2_598_960);
    }
}
