//! Builds the evaluator's lookup tables. Compiled twice: by `build.rs`, which writes the
//! tables as Rust arrays at build time, and by the library's tests, which check them.
//!
//! Nothing here is fast or clever; it only has to be obviously right. A hand's strength is
//! first computed as a *score* (category, then the ranks that break ties, in order), the 7,462
//! distinct scores of five-card poker are sorted, and a hand's value is its score's place in
//! that order (1 = 7-5-4-3-2 offsuit … 7,462 = royal flush).
//!
//! Non-flush hands are looked up by a *rank key*: the sum of one multiplier per card's rank.
//! The multipliers were found by a greedy search so that every multiset of up to seven ranks
//! (at most four of each) has its own sum; the search is `greedy_multipliers` below, and a test
//! re-checks the uniqueness. The sparse keys (up to 18.4 M) are packed into a small table by
//! row displacement: a key's low `ROW_SHIFT` bits pick a row, its high bits a column, and each
//! row gets an offset so that no two used keys land on the same slot.

#![allow(dead_code)]

/// One multiplier per rank (deuce first): every multiset of at most seven ranks, at most four
/// of each, has a distinct sum. The result of [`greedy_multipliers`].
pub const RANK_MULTIPLIERS: [u32; 13] = [
    1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453, 1526359, 3453520,
];

/// The largest rank key of a real hand: four aces and three kings.
pub const MAX_RANK_KEY: u32 = 4 * RANK_MULTIPLIERS[12] + 3 * RANK_MULTIPLIERS[11];

/// Bits of a rank key: every key of up to seven cards is below `1 << KEY_BITS`, and the
/// evaluator masks keys to this width, so every masked key indexes inside the table.
pub const KEY_BITS: u32 = 25;
const _: () = assert!(MAX_RANK_KEY < 1 << KEY_BITS);

/// How many low bits of the rank key choose its row; the bits above choose its column.
pub const ROW_SHIFT: u32 = 13;

/// Category numbers as used in scores (and in `Category`'s discriminants).
pub const HIGH_CARD: u32 = 0;
/// One pair.
pub const ONE_PAIR: u32 = 1;
/// Two pair.
pub const TWO_PAIR: u32 = 2;
/// Three of a kind.
pub const THREE_OF_A_KIND: u32 = 3;
/// Straight.
pub const STRAIGHT: u32 = 4;
/// Flush.
pub const FLUSH: u32 = 5;
/// Full house.
pub const FULL_HOUSE: u32 = 6;
/// Four of a kind.
pub const FOUR_OF_A_KIND: u32 = 7;
/// Straight flush.
pub const STRAIGHT_FLUSH: u32 = 8;

/// A score: category in bits 20.., then up to five ranks (0 = deuce … 12 = ace), four bits
/// each, most significant first. Scores compare like hands.
pub fn score(category: u32, ranks: &[u32]) -> u32 {
    let mut s = category << 20;
    for (i, &r) in ranks.iter().enumerate() {
        s |= r << (16 - 4 * i);
    }
    s
}

/// The category of a score.
pub fn score_category(score: u32) -> u32 {
    score >> 20
}

/// The ranks of a score, most significant first (unused places are 0).
pub fn score_ranks(score: u32) -> [u32; 5] {
    let mut ranks = [0; 5];
    for (i, r) in ranks.iter_mut().enumerate() {
        *r = (score >> (16 - 4 * i)) & 0xf;
    }
    ranks
}

/// The high card of the best straight in a 13-bit rank mask (3 = five-high wheel), if any.
pub fn straight_high(mask: u32) -> Option<u32> {
    for high in (4..13).rev() {
        let run = 0x1f << (high - 4);
        if mask & run == run {
            return Some(high);
        }
    }
    // A-2-3-4-5: the ace plays low.
    let wheel = (1 << 12) | 0xf;
    (mask & wheel == wheel).then_some(3)
}

/// The `n` highest ranks set in `mask`, highest first.
fn top_ranks(mask: u32, n: usize) -> Vec<u32> {
    (0..13)
        .rev()
        .filter(|r| mask >> r & 1 == 1)
        .take(n)
        .collect()
}

/// Score of the best five-card flush (or straight flush) among the ranks of one suit.
/// `mask` must have at least five bits set.
pub fn flush_score(mask: u32) -> u32 {
    match straight_high(mask) {
        Some(high) => score(STRAIGHT_FLUSH, &[high]),
        None => score(FLUSH, &top_ranks(mask, 5)),
    }
}

/// Score of the best five cards among these rank counts, ignoring flushes. The counts must
/// total five to seven, each at most four.
pub fn rank_score(counts: &[u32; 13]) -> u32 {
    let with = |min: u32| -> u32 {
        (0..13)
            .filter(|&r| counts[r as usize] >= min)
            .fold(0, |m, r| m | 1 << r)
    };
    let present = with(1);
    let below = |r: u32| present & !(1 << r);
    // The highest rank in `mask`.
    let high = |mask: u32| 31 - mask.leading_zeros();

    let quads = with(4);
    if quads != 0 {
        let q = high(quads);
        return score(FOUR_OF_A_KIND, &[q, high(below(q))]);
    }
    let trips = with(3);
    if trips != 0 {
        let t = high(trips);
        let pairs = with(2) & !(1 << t);
        if pairs != 0 {
            return score(FULL_HOUSE, &[t, high(pairs)]);
        }
    }
    if let Some(h) = straight_high(present) {
        return score(STRAIGHT, &[h]);
    }
    if trips != 0 {
        let t = high(trips);
        let kickers = top_ranks(below(t), 2);
        return score(THREE_OF_A_KIND, &[t, kickers[0], kickers[1]]);
    }
    let pairs = with(2);
    if pairs.count_ones() >= 2 {
        let p1 = high(pairs);
        let p2 = high(pairs & !(1 << p1));
        let k = high(present & !(1 << p1) & !(1 << p2));
        return score(TWO_PAIR, &[p1, p2, k]);
    }
    if pairs != 0 {
        let p = high(pairs);
        let k = top_ranks(below(p), 3);
        return score(ONE_PAIR, &[p, k[0], k[1], k[2]]);
    }
    score(HIGH_CARD, &top_ranks(present, 5))
}

/// Every distinct five-card score, weakest first: 7,462 of them.
pub fn all_scores() -> Vec<u32> {
    let mut scores = Vec::new();
    // Five distinct ranks: high card, straight, flush, straight flush.
    for mask in 0u32..(1 << 13) {
        if mask.count_ones() == 5 {
            scores.push(flush_score(mask));
            let mut counts = [0u32; 13];
            for (r, c) in counts.iter_mut().enumerate() {
                *c = mask >> r & 1;
            }
            scores.push(rank_score(&counts));
        }
    }
    // Paired hands: every count vector of five cards with some rank at least twice.
    for_each_counts(5, |counts| {
        if counts.iter().any(|&c| c >= 2) {
            scores.push(rank_score(counts));
        }
    });
    scores.sort_unstable();
    scores.dedup();
    scores
}

/// Calls `f` with every vector of rank counts (each 0..=4) summing to exactly `total`.
pub fn for_each_counts(total: u32, mut f: impl FnMut(&[u32; 13])) {
    fn rec(i: usize, left: u32, counts: &mut [u32; 13], f: &mut dyn FnMut(&[u32; 13])) {
        if i == 13 {
            if left == 0 {
                f(counts);
            }
            return;
        }
        for c in 0..=left.min(4) {
            counts[i] = c;
            rec(i + 1, left - c, counts, f);
        }
        counts[i] = 0;
    }
    rec(0, total, &mut [0; 13], &mut f);
}

/// The rank key of a vector of counts.
pub fn rank_key_of_counts(counts: &[u32; 13]) -> u32 {
    counts
        .iter()
        .zip(RANK_MULTIPLIERS)
        .map(|(&c, m)| c * m)
        .sum()
}

/// The value (1..=7462) of a score: its place among [`all_scores`].
pub fn value_of(scores: &[u32], s: u32) -> u16 {
    match scores.binary_search(&s) {
        Ok(i) => (i + 1) as u16,
        Err(_) => panic!("score {s:#x} is not a five-card score"),
    }
}

/// The flush table: for every 13-bit rank mask of one suit with five or more ranks, the value
/// of its best flush or straight flush; 0 elsewhere.
pub fn flush_table(scores: &[u32]) -> Vec<u16> {
    (0u32..(1 << 13))
        .map(|mask| {
            if mask.count_ones() >= 5 {
                value_of(scores, flush_score(mask))
            } else {
                0
            }
        })
        .collect()
}

/// The packed rank table and its row offsets.
pub struct RankTable {
    /// Values, indexed by `(key >> ROW_SHIFT) + offsets[key & ROW_MASK]`.
    pub values: Vec<u16>,
    /// One offset per row (per value of the key's low `ROW_SHIFT` bits).
    pub offsets: Vec<u32>,
}

/// Mask of the key bits that choose a row.
pub const ROW_MASK: u32 = (1 << ROW_SHIFT) - 1;

/// Reads 64 bits of `bits` starting at bit `pos` (bits past the end read as 0).
fn window(bits: &[u64], pos: usize) -> u64 {
    let (w, b) = (pos / 64, pos % 64);
    let lo = bits.get(w).copied().unwrap_or(0) >> b;
    let hi = if b == 0 {
        0
    } else {
        bits.get(w + 1).copied().unwrap_or(0) << (64 - b)
    };
    lo | hi
}

/// Builds the packed rank table for every multiset of five to seven ranks.
///
/// Rows are the keys' low bits, columns the high bits: the low bits of a sum of these
/// multipliers scatter keys across rows much like a hash, so rows are sparse and irregular and
/// pack tightly (about 90% of slots used). Rows are placed fullest first, each at the lowest
/// offset where none of its columns hits a used slot; 64 candidate offsets are tested at once
/// with bit windows.
pub fn rank_table(scores: &[u32]) -> RankTable {
    let rows = 1usize << ROW_SHIFT;
    let mut by_row: Vec<Vec<(u32, u16)>> = vec![Vec::new(); rows];
    for total in 5..=7 {
        for_each_counts(total, |counts| {
            let key = rank_key_of_counts(counts);
            let value = value_of(scores, rank_score(counts));
            by_row[(key & ROW_MASK) as usize].push((key >> ROW_SHIFT, value));
        });
    }
    let mut order: Vec<usize> = (0..rows).collect();
    order.sort_by_key(|&r| (std::cmp::Reverse(by_row[r].len()), r));
    let mut used: Vec<u64> = Vec::new();
    let mut offsets = vec![0u32; rows];
    let mut first_free = 0usize;
    for &r in &order {
        let row = &by_row[r];
        if row.is_empty() {
            continue;
        }
        let mut base = first_free.saturating_sub(row[0].0 as usize);
        let found = loop {
            // Bit i of `free` says whether offset `base + i` fits the whole row.
            let free = row.iter().fold(!0u64, |free, &(c, _)| {
                free & !window(&used, base + c as usize)
            });
            if free != 0 {
                break base + free.trailing_zeros() as usize;
            }
            base += 64;
        };
        for &(c, _) in row {
            let slot = found + c as usize;
            if used.len() <= slot / 64 {
                used.resize(slot / 64 + 1, 0);
            }
            used[slot / 64] |= 1 << (slot % 64);
        }
        offsets[r] = found as u32;
        while used
            .get(first_free / 64)
            .is_some_and(|w| w >> (first_free % 64) & 1 == 1)
        {
            first_free += 1;
        }
    }
    // Any key below 1 << KEY_BITS must index inside the table, whatever its row.
    let len =
        offsets.iter().map(|&o| o as usize).max().unwrap_or(0) + (1 << (KEY_BITS - ROW_SHIFT));
    let mut values = vec![0u16; len];
    for (r, row) in by_row.iter().enumerate() {
        for &(c, v) in row {
            values[offsets[r] as usize + c as usize] = v;
        }
    }
    RankTable { values, offsets }
}

/// The greedy search that produced [`RANK_MULTIPLIERS`]: each rank, in turn, takes the
/// smallest multiplier above the previous one that keeps all sums distinct. Takes minutes;
/// run by `cargo test --release -- --ignored multipliers`.
pub fn greedy_multipliers() -> Vec<u32> {
    let mut sums: Vec<(u64, u32)> = vec![(0, 0)];
    let mut mults = Vec::new();
    let mut v: u64 = 1;
    let mut bits = vec![0u64; 1 << 22];
    let mut touched: Vec<u64> = Vec::new();
    for _ in 0..13 {
        'candidate: loop {
            for &t in &touched {
                bits[(t >> 6) as usize] = 0;
            }
            touched.clear();
            for &(s, n) in &sums {
                for j in 0..=4u32.min(7 - n) {
                    let x = s + j as u64 * v;
                    let (w, b) = ((x >> 6) as usize, x & 63);
                    if bits[w] >> b & 1 == 1 {
                        v += 1;
                        continue 'candidate;
                    }
                    bits[w] |= 1 << b;
                    touched.push(x);
                }
            }
            break;
        }
        mults.push(v as u32);
        let mut next = Vec::with_capacity(sums.len() * 3);
        for &(s, n) in &sums {
            for j in 0..=4u32.min(7 - n) {
                next.push((s + j as u64 * v, n + j));
            }
        }
        sums = next;
        v += 1;
    }
    mults
}
