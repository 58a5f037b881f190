//! The order of the 169 starting hands that top-percent ranges (`15%`) follow: each class's
//! exact all-in equity against one random hand, preflop.
//!
//! # Which ranking, and why
//! The figures are computed by our own code, exactly: for every combo of a class, every
//! opponent hand and every five-card board (1,225 × 1,712,304 = 2,097,572,400 matchups per
//! combo; ties count as half a win). This is the ranking that PokerStove-era tools print as
//! "equity vs a random hand"; its best-known figure, AKs at 67.0446%, is checked by a test.
//! It is a heads-up ranking: against several opponents small pairs and offsuit high cards
//! would rank lower and suited connectors higher. Ties between classes (none occur) would be
//! broken by grid index.
//!
//! # How the table is made
//! `examples/gen_ranking.rs` runs [`compute_vs_random`] and writes `ranking_table.rs`,
//! which is checked in; a test recomputes the whole table and compares. The computation
//! walks the 134,459 five-card boards that are distinct up to a change of suits, each
//! weighted by how many boards it stands for. On each board it evaluates the 1,081 hole-card
//! pairs once, sorts them by value, and counts for every pair how many opponent pairs it
//! beats, ties and loses to with card-removal arithmetic: the pairs below it, minus those
//! below it that share either of its cards (kept as running per-card counts). That is about
//! 146 million evaluations instead of 354 billion matchups, a few seconds on two cores.

use std::sync::LazyLock;

use rayon::prelude::*;

use super::ranking_table::VS_RANDOM;
use super::{COMBO_COUNT, Combo, HandClass, Range};
use crate::cards::CardSet;
use crate::enumerate::{choose, for_each_combination};
use crate::eval::Hand;

/// A class's exact record against one random hand, preflop, counted per combo of the class
/// over all 2,097,572,400 (opponent hand, board) pairs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct VsRandom {
    /// Matchups the class's combo wins outright.
    pub wins: u64,
    /// Matchups it splits.
    pub ties: u64,
    /// Matchups it loses.
    pub losses: u64,
}

impl VsRandom {
    /// Every matchup counted: 1,225 opponent hands × 1,712,304 boards for each combo.
    pub const MATCHUPS: u64 = 2_097_572_400;

    /// The number of matchups counted.
    pub const fn total(self) -> u64 {
        self.wins + self.ties + self.losses
    }

    /// The share of the pot won on average, ties counting half.
    pub fn equity(self) -> f64 {
        (self.wins as f64 + self.ties as f64 / 2.0) / self.total() as f64
    }

    /// Twice the equity's numerator (`2 × wins + ties`): an exact integer to sort by.
    const fn score(self) -> u64 {
        2 * self.wins + self.ties
    }
}

/// A class's exact record against a random hand, from the checked-in table.
///
/// ```
/// use pokerlab::range::{vs_random, HandClass};
/// let aks: HandClass = "AKs".parse().unwrap();
/// assert!((vs_random(aks).equity() - 0.670446323092352).abs() < 1e-12);
/// ```
pub fn vs_random(class: HandClass) -> VsRandom {
    let [wins, ties, losses] = VS_RANDOM[class.index()];
    VsRandom { wins, ties, losses }
}

/// The 169 classes ordered strongest first by equity against a random hand.
static RANKED: LazyLock<[HandClass; HandClass::COUNT]> = LazyLock::new(|| {
    let mut classes = [HandClass::AA; HandClass::COUNT];
    for (slot, class) in classes.iter_mut().zip(HandClass::all()) {
        *slot = class;
    }
    classes.sort_by_key(|&c| (std::cmp::Reverse(vs_random(c).score()), c.index()));
    classes
});

/// The 169 classes ordered strongest first (`AA`, `KK`, `QQ`, …): the ranking behind
/// top-percent ranges, and the order for an Odds Grid legend.
///
/// ```
/// use pokerlab::range::ranked_classes;
/// let names: Vec<String> = ranked_classes()[..3].iter().map(|c| c.to_string()).collect();
/// assert_eq!(names, ["AA", "KK", "QQ"]);
/// assert_eq!(ranked_classes()[168].to_string(), "32o");
/// ```
pub fn ranked_classes() -> &'static [HandClass; HandClass::COUNT] {
    &RANKED
}

/// The place of `class` in [`ranked_classes`]: 0 for the strongest.
pub fn rank_of(class: HandClass) -> usize {
    ranked_classes()
        .iter()
        .position(|&c| c == class)
        .unwrap_or(HandClass::COUNT)
}

/// The strongest `percent` of all 1326 combos, whole classes in ranking order: the shortest
/// prefix of [`ranked_classes`] whose combo count is nearest to `percent`% of 1326 (at least
/// the first class for any positive percentage; nothing for 0 or less).
///
/// ```
/// use pokerlab::range::top_percent;
/// assert_eq!(top_percent(100.0).count(), 1326);
/// assert_eq!(top_percent(0.1).to_string(), "AA"); // at least one class
/// let top = top_percent(10.0).count() as f64;
/// assert!((top - 132.6).abs() <= 6.0);
/// ```
pub fn top_percent(percent: f64) -> Range {
    let mut range = Range::empty();
    if percent.is_nan() || percent <= 0.0 {
        return range;
    }
    let target = percent.min(100.0) / 100.0 * COMBO_COUNT as f64;
    let mut count = 0.0;
    for (i, &class) in ranked_classes().iter().enumerate() {
        let n = class.combo_count() as f64;
        if i > 0 && count + n / 2.0 > target {
            break;
        }
        range.set_class(class, 1.0);
        count += n;
    }
    range
}

/// The 24 ways to relabel four suits.
const SUIT_PERMUTATIONS: [[u32; 4]; 24] = {
    let mut perms = [[0u32; 4]; 24];
    let mut n = 0;
    let mut a = 0;
    while a < 4 {
        let mut b = 0;
        while b < 4 {
            let mut c = 0;
            while c < 4 {
                if a != b && a != c && b != c {
                    perms[n] = [a, b, c, 6 - a - b - c];
                    n += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    perms
};

/// `cards` with suit `s` relabelled `perm[s]`.
fn permute_suits(cards: u64, perm: [u32; 4]) -> u64 {
    (0..4).fold(0, |acc, s| {
        acc | (((cards >> (13 * s)) & 0x1fff) << (13 * perm[s as usize]))
    })
}

/// The five-card boards that are smallest (as bit sets) among their relabellings of suits,
/// each with the number of distinct boards it stands for. The counts sum to C(52, 5).
pub fn canonical_boards() -> Vec<(CardSet, u64)> {
    let mut boards = Vec::new();
    for_each_combination(CardSet::FULL, 5, |board| {
        let bits = board.0;
        if SUIT_PERMUTATIONS
            .iter()
            .all(|&p| permute_suits(bits, p) >= bits)
        {
            let mut images: Vec<u64> = SUIT_PERMUTATIONS
                .iter()
                .map(|&p| permute_suits(bits, p))
                .collect();
            images.sort_unstable();
            images.dedup();
            boards.push((board, images.len() as u64));
        }
    });
    boards
}

/// The evaluator's partial hand for each combo, by combo index.
fn hole_hands() -> Vec<Hand> {
    Combo::all().map(|c| Hand::from_cards(c.cards())).collect()
}

/// On one five-card board, calls `f(combo, wins, ties, losses)` for every combo that misses
/// the board, counting its results against every opponent combo that misses both.
///
/// `keys` is scratch space, reused between calls.
fn tally_board(
    board: CardSet,
    holes: &[Hand],
    keys: &mut Vec<u32>,
    mut f: impl FnMut(Combo, u32, u32, u32),
) {
    let board_hand = Hand::from_cards(board);
    keys.clear();
    for combo in Combo::all() {
        if !combo.collides(board) {
            let hand = board_hand.combine(holes[combo.index()]);
            keys.push((u32::from(hand.evaluate().get()) << 16) | combo.index() as u32);
        }
    }
    keys.sort_unstable();
    // Opponents of one combo: pairs from the cards off the board and out of its hand.
    let opponents = choose(52 - board.len() as u64 - 2, 2) as u32;
    let mut below_by_card = [0u32; 52];
    let mut group_by_card = [0u32; 52];
    let mut below = 0u32;
    let combo_at = |key: u32| Combo::from_index((key & 0xffff) as usize);
    let card_indices = |combo: Combo| {
        let (a, b) = combo.pair();
        (a.index(), b.index())
    };
    let mut start = 0;
    while start < keys.len() {
        let value = keys[start] >> 16;
        let end = start
            + keys[start..]
                .iter()
                .take_while(|&&k| k >> 16 == value)
                .count();
        let group = &keys[start..end];
        for combo in group.iter().filter_map(|&k| combo_at(k)) {
            let (a, b) = card_indices(combo);
            group_by_card[a] += 1;
            group_by_card[b] += 1;
        }
        let size = group.len() as u32;
        for combo in group.iter().filter_map(|&k| combo_at(k)) {
            let (a, b) = card_indices(combo);
            // Inclusion–exclusion: no other pair holds both a and b, and this combo holds
            // both, so it is subtracted twice from the equal group and added back once.
            let wins = below - below_by_card[a] - below_by_card[b];
            let ties = size + 1 - group_by_card[a] - group_by_card[b];
            f(combo, wins, ties, opponents - wins - ties);
        }
        for combo in group.iter().filter_map(|&k| combo_at(k)) {
            let (a, b) = card_indices(combo);
            below_by_card[a] += 1;
            below_by_card[b] += 1;
            group_by_card[a] = 0;
            group_by_card[b] = 0;
        }
        below += size;
        start = end;
    }
}

/// Computes every class's exact record against a random hand (the table behind
/// [`vs_random`]) from scratch with the evaluator, on the global rayon pool. Takes seconds.
pub fn compute_vs_random() -> [VsRandom; HandClass::COUNT] {
    let holes = hole_hands();
    let boards = canonical_boards();
    type Totals = Vec<[u64; 3]>;
    let zero = || vec![[0u64; 3]; HandClass::COUNT];
    let totals: Totals = boards
        .par_chunks(512)
        .map(|chunk| {
            let mut totals = zero();
            let mut keys = Vec::with_capacity(COMBO_COUNT);
            for &(board, weight) in chunk {
                tally_board(board, &holes, &mut keys, |combo, w, t, l| {
                    let slot = &mut totals[combo.class().index()];
                    slot[0] += u64::from(w) * weight;
                    slot[1] += u64::from(t) * weight;
                    slot[2] += u64::from(l) * weight;
                });
            }
            totals
        })
        .reduce(zero, |mut a, b| {
            for (x, y) in a.iter_mut().zip(&b) {
                for i in 0..3 {
                    x[i] += y[i];
                }
            }
            a
        });
    let mut out = [VsRandom::default(); HandClass::COUNT];
    for (class, slot) in HandClass::all().zip(out.iter_mut()) {
        // Summed over all boards, every combo of a class has the same record (relabelling
        // suits maps the class onto itself), so the class total splits evenly.
        let n = class.combo_count() as u64;
        let [w, t, l] = totals[class.index()];
        *slot = VsRandom {
            wins: w / n,
            ties: t / n,
            losses: l / n,
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::evaluate;
    use rand::{RngExt, SeedableRng, rngs::SmallRng};

    #[test]
    fn canonical_boards_cover_every_board_once() {
        let boards = canonical_boards();
        assert_eq!(boards.len(), 134_459);
        let total: u64 = boards.iter().map(|&(_, w)| w).sum();
        assert_eq!(total, choose(52, 5));
    }

    #[test]
    fn board_tally_matches_brute_force() {
        let holes = hole_hands();
        let mut rng = SmallRng::seed_from_u64(11);
        let mut keys = Vec::new();
        for _ in 0..3 {
            let mut board = CardSet::EMPTY;
            while board.len() < 5 {
                board.insert(crate::cards::Card::from_index(rng.random_range(0..52)).unwrap());
            }
            let mut seen = 0;
            tally_board(board, &holes, &mut keys, |combo, w, t, l| {
                seen += 1;
                let mine = evaluate(board | combo.cards());
                let (mut bw, mut bt, mut bl) = (0, 0, 0);
                for other in Combo::all() {
                    if other.collides(board | combo.cards()) {
                        continue;
                    }
                    let theirs = evaluate(board | other.cards());
                    match mine.cmp(&theirs) {
                        std::cmp::Ordering::Greater => bw += 1,
                        std::cmp::Ordering::Equal => bt += 1,
                        std::cmp::Ordering::Less => bl += 1,
                    }
                }
                assert_eq!((w, t, l), (bw, bt, bl), "{combo} on {board}");
            });
            assert_eq!(seen, 1081);
        }
    }

    #[test]
    fn table_matches_published_figures() {
        for class in HandClass::all() {
            assert_eq!(vs_random(class).total(), VsRandom::MATCHUPS, "{class}");
        }
        // REFERENCE.md: As Ks vs a random hand, exact, 67.0446323092352%.
        let aks = vs_random("AKs".parse().unwrap());
        assert!((aks.equity() * 100.0 - 67.0446323092352).abs() < 1e-10);
        let ranked = ranked_classes();
        assert_eq!(ranked[0].to_string(), "AA");
        // Every class appears once.
        let mut seen = [false; HandClass::COUNT];
        for c in ranked {
            assert!(!seen[c.index()]);
            seen[c.index()] = true;
        }
        // Widely published equities vs a random hand (PokerStove): AA 85.20%, KK 82.40%,
        // 72o 34.58%, 32o 32.30%.
        for (name, pct) in [("AA", 85.20), ("KK", 82.40), ("72o", 34.58), ("32o", 32.30)] {
            let e = vs_random(name.parse().unwrap()).equity() * 100.0;
            assert!((e - pct).abs() < 0.006, "{name}: {e}");
        }
    }

    #[test]
    #[cfg_attr(
        debug_assertions,
        ignore = "recomputing 146 million evaluations takes minutes unoptimised; run with --release"
    )]
    fn table_recomputes_exactly() {
        let fresh = compute_vs_random();
        for class in HandClass::all() {
            assert_eq!(fresh[class.index()], vs_random(class), "{class}");
        }
    }
}
