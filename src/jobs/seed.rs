//! One seeding for every Monte Carlo job: chunk `i` of a job seeded with `s` draws from a
//! generator seeded with [`chunk_seed`]`(s, i)`. With merges that are integer sums, a job's
//! result then depends on its seed and on how many chunks it ran, never on which thread ran
//! which chunk or in what order they finished.

/// SplitMix64's increment: the fractional part of the golden ratio, as 64 bits.
const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The seed of chunk `chunk` of a Monte Carlo job seeded with `seed`: output number
/// `chunk + 1` of a SplitMix64 generator started at `seed`. Nearby seeds and chunk numbers give
/// unrelated streams, and chunks of one job never share a seed.
///
/// ```
/// use pokerlab::jobs::chunk_seed;
/// assert_eq!(chunk_seed(7, 3), chunk_seed(7, 3));
/// assert_ne!(chunk_seed(7, 3), chunk_seed(7, 4));
/// assert_ne!(chunk_seed(7, 3), chunk_seed(8, 3));
/// // SplitMix64 from 0: its first output.
/// assert_eq!(chunk_seed(0, 0), 0xE220_A839_7B1D_CDAF);
/// ```
pub const fn chunk_seed(seed: u64, chunk: usize) -> u64 {
    let mut z = seed.wrapping_add((chunk as u64).wrapping_add(1).wrapping_mul(GOLDEN_GAMMA));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The formula the Odds Grid's Monte Carlo (and the preflop table's multiway entries,
    /// checked in) were computed with: `seed + index·γ + γ`, then SplitMix64's finaliser.
    fn as_first_written(seed: u64, index: u64) -> u64 {
        let mut z = seed
            .wrapping_add(index.wrapping_mul(GOLDEN_GAMMA))
            .wrapping_add(GOLDEN_GAMMA);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    #[test]
    fn chunk_seeds_are_splitmix64_outputs() {
        for seed in [0, 1, 42, u64::MAX, 0x5EED_0F0D_D5E5] {
            for index in [0usize, 1, 2, 1000, usize::MAX] {
                assert_eq!(
                    chunk_seed(seed, index),
                    as_first_written(seed, index as u64)
                );
            }
        }
        let seeds: std::collections::HashSet<u64> = (0..10_000).map(|i| chunk_seed(9, i)).collect();
        assert_eq!(seeds.len(), 10_000);
    }
}
