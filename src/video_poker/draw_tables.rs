//! Tallies that make every hold's expected value a handful of lookups.
//!
//! For every set X of up to five cards the tables hold how many of the five-card hands
//! containing X (of 2,598,960; 2,869,685 with a joker) end in each pay class. Every five-card hand is classified exactly
//! once; the four-card tallies gather those classes, the three-card tallies gather the
//! four-card ones, and so on down to the empty set (each hand is counted once per extra card,
//! so a division by `5 - k` undoes the overcount).
//!
//! For dealt cards D and a hold H ⊆ D, the draws are the final hands that contain H and no card
//! of D \ H. By inclusion–exclusion their tally is `Σ_{H ⊆ X ⊆ D} (-1)^{|X \ H|} T(X)`: a Möbius
//! transform over the 32 subsets of D, which gives all 32 holds at once from 32 lookups.
//!
//! Memory: about 2.6 MB of classes, 8.7 MB of four-card tallies, about 1.5 MB for the rest
//! (a tenth more with the joker).
//!
//! The joker is card 52, the highest index: the hands holding it are the last block of the
//! colex order, the four-card sets of the 52 ordinary cards with the joker on top.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rayon::prelude::*;

use super::classify::{Classifier, MAX_SLOTS};
use super::colex::{BINOM, ColexSubsets, subsets};
use super::{GameKind, PayTable};
use crate::cards::{Card, CardSet, Rank};
use crate::eval::Hand;

mod shared;

/// Per-class counts of one card subset.
pub(crate) type Counts<T> = [T; MAX_SLOTS];

/// Progress reporting and cancellation for long builds.
pub(crate) struct Control<'a> {
    /// Called with the fraction done so far, 0 to 1, of the whole job.
    pub(crate) progress: &'a (dyn Fn(f64) + Sync),
    /// Set to stop early.
    pub(crate) cancel: &'a AtomicBool,
    /// The fraction of the whole job done before this step starts.
    pub(crate) start: f64,
    /// The fraction of the whole job this step accounts for.
    pub(crate) span: f64,
}

impl Control<'_> {
    pub(crate) fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    pub(crate) fn report(&self, done: usize, total: usize) {
        let fraction = if total == 0 {
            1.0
        } else {
            done as f64 / total as f64
        };
        (self.progress)(self.start + self.span * fraction);
    }

    /// The same control for a sub-step covering `[from, to)` of this step.
    pub(crate) fn part(&self, from: f64, to: f64) -> Control<'_> {
        Control {
            progress: self.progress,
            cancel: self.cancel,
            start: self.start + self.span * from,
            span: self.span * (to - from),
        }
    }
}

/// The draw tallies of one kind of game: for every set of up to five cards, how many
/// five-card hands containing it end in each class. Independent of the pay table but for its
/// minimum paying pair, so one build serves every table (and bet) of its kind with that
/// minimum; [`DrawTables::shared`] and [`DrawTables::shared_for`] keep one per kind and minimum.
///
/// ```
/// use pokerlab::video_poker::{DrawTables, GameKind, PayClass};
/// let tables = DrawTables::shared(GameKind::STANDARD);
/// // Of all 2,598,960 hands, 4 are royal flushes and 36 other straight flushes.
/// assert_eq!(tables.hands_of_class(PayClass::RoyalFlush), 4);
/// assert_eq!(tables.hands_of_class(PayClass::StraightFlush), 36);
/// ```
pub struct DrawTables {
    kind: GameKind,
    min_pair: Rank,
    class5: Vec<u8>,
    c4: Vec<Counts<u8>>,
    c3: Vec<Counts<u16>>,
    c2: Vec<Counts<u32>>,
    c1: Vec<Counts<u32>>,
    c0: Counts<u32>,
}

impl std::fmt::Debug for DrawTables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DrawTables")
            .field("kind", &self.kind)
            .field("min_pair", &self.min_pair)
            .finish_non_exhaustive()
    }
}

/// The 52 cards by index.
fn deck() -> [Card; 52] {
    let mut cards = [Card::new(crate::cards::Rank::Two, crate::cards::Suit::Clubs); 52];
    for (slot, card) in cards.iter_mut().zip(Card::all()) {
        *slot = card;
    }
    cards
}

/// Splits `data` into the blocks of k-sets of an `n`-card deck by top card (tops `k-1..n`),
/// biggest first.
fn blocks_by_top<T>(data: &mut [T], k: usize, n: usize) -> Vec<(u8, &mut [T])> {
    let mut blocks = Vec::with_capacity(n);
    let mut rest = data;
    for (top, row) in BINOM.iter().enumerate().take(n).skip(k - 1) {
        let (head, tail) = rest.split_at_mut(row[k - 1] as usize);
        blocks.push((top as u8, head));
        rest = tail;
    }
    blocks.reverse();
    blocks
}

/// For each k-set X (k ≥ 1) of an `n`-card deck, folds the (k+1)-level entries of X ∪ {y} for
/// every card y ∉ X into `out[rank(X)]`, in parallel by X's top card.
fn gather<S, D>(
    k: usize,
    n: usize,
    src: &[S],
    out: &mut [D],
    add: impl Fn(&mut D, &S) + Sync,
    ctl: &Control<'_>,
) -> Option<()>
where
    S: Sync,
    D: Send,
{
    let blocks = blocks_by_top(out, k, n);
    let total = blocks.len();
    let finished = AtomicUsize::new(0);
    blocks.into_par_iter().for_each(|(top, block)| {
        if ctl.cancelled() {
            return;
        }
        for (slot, lower) in block.iter_mut().zip(ColexSubsets::new(top, k - 1)) {
            let mut x = lower;
            x[k - 1] = top;
            // For y between x[j-1] and x[j], X ∪ {y} has y at position j: the cards below keep
            // their weights C(x_i, i+1), the ones above move up to C(x_i, i+2).
            let mut low = [0usize; 6];
            let mut high = [0usize; 6];
            for i in 0..k {
                low[i + 1] = low[i] + BINOM[x[i] as usize][i + 1] as usize;
            }
            for i in (0..k).rev() {
                high[i] = high[i + 1] + BINOM[x[i] as usize][i + 2] as usize;
            }
            let mut from = 0usize;
            for j in 0..=k {
                let to = if j < k { x[j] as usize } else { n };
                let base = low[j] + high[j];
                for row in &BINOM[from..to] {
                    if let Some(entry) = src.get(base + row[j + 1] as usize) {
                        add(slot, entry);
                    }
                }
                from = to + 1;
            }
        }
        let done = finished.fetch_add(1, Ordering::Relaxed) + 1;
        ctl.report(done, total);
    });
    (!ctl.cancelled()).then_some(())
}

/// Classifies the hands that hold the joker (four ordinary cards `a < b < c < d` and card 52,
/// in colex order) and counts each in the three 4-card subsets that keep the joker.
fn joker_block(
    classifier: &Classifier,
    cards: &[Card; 52],
    out5: &mut [u8],
    out4: &mut [Counts<u8>],
) {
    let mut slots = out5.iter_mut();
    for d in 3..52usize {
        let s3 = CardSet::EMPTY.with(cards[d]);
        let rd3 = BINOM[d][3] as usize;
        for c in 2..d {
            let s2 = s3.with(cards[c]);
            let (rc2, rc3) = (BINOM[c][2] as usize, BINOM[c][3] as usize);
            for b in 1..c {
                let s1 = s2.with(cards[b]);
                let rb2 = BINOM[b][2] as usize;
                let bcd = b + rc2 + rd3;
                for (a, &card) in cards[..b].iter().enumerate() {
                    let s = classifier.slot_with_joker(s1.with(card));
                    if let Some(slot) = slots.next() {
                        *slot = s;
                    }
                    let s = s as usize;
                    // The 4-card subsets {b,c,d,J}, {a,c,d,J}, {a,b,d,J}, {a,b,c,J}: the joker
                    // block of the 4-card tallies starts at C(52, 4); within it a 3-set ranks as
                    // its own colex rank.
                    out4[bcd][s] += 1;
                    out4[a + rc2 + rd3][s] += 1;
                    out4[a + rb2 + rd3][s] += 1;
                    out4[a + rb2 + rc3][s] += 1;
                }
            }
        }
    }
}

impl DrawTables {
    /// Builds the tables for `kind` with its default minimum paying pair (tens of
    /// milliseconds on two cores; uses the current rayon pool).
    pub fn build(kind: GameKind) -> DrawTables {
        DrawTables::build_with_min_pair(kind, kind.default_min_pair())
    }

    /// Builds the tables for `kind` where pairs pay from `min_pair` up.
    pub fn build_with_min_pair(kind: GameKind, min_pair: Rank) -> DrawTables {
        let never = AtomicBool::new(false);
        let ctl = Control {
            progress: &|_| {},
            cancel: &never,
            start: 0.0,
            span: 1.0,
        };
        // Nothing sets `never`, so the build always completes.
        Self::build_with(kind, min_pair, &ctl).unwrap_or_else(|| DrawTables::empty(kind))
    }

    /// Whether these tables serve `table` (same kind and minimum paying pair).
    pub fn serves(&self, table: &PayTable) -> bool {
        self.kind == table.kind() && self.min_pair == table.min_pair()
    }

    fn empty(kind: GameKind) -> DrawTables {
        DrawTables {
            kind,
            min_pair: kind.default_min_pair(),
            class5: Vec::new(),
            c4: Vec::new(),
            c3: Vec::new(),
            c2: Vec::new(),
            c1: Vec::new(),
            c0: [0; MAX_SLOTS],
        }
    }

    /// Builds with progress reports and cancellation; `None` if cancelled.
    pub(crate) fn build_with(
        kind: GameKind,
        min_pair: Rank,
        ctl: &Control<'_>,
    ) -> Option<DrawTables> {
        let n = kind.deck_size();
        let (class5, c4) = Self::classify_all(kind, min_pair, &ctl.part(0.0, 0.9))?;

        let quiet = ctl.part(0.9, 1.0);
        let mut c3 = vec![[0u16; MAX_SLOTS]; subsets(n, 3)];
        gather(
            3,
            n,
            &c4,
            &mut c3,
            |acc: &mut Counts<u16>, e: &Counts<u8>| {
                acc.iter_mut().zip(e).for_each(|(a, &x)| *a += x as u16)
            },
            &quiet.part(0.0, 0.7),
        )?;
        c3.par_iter_mut()
            .for_each(|v| v.iter_mut().for_each(|n| *n /= 2));

        let mut c2 = vec![[0u32; MAX_SLOTS]; subsets(n, 2)];
        gather(
            2,
            n,
            &c3,
            &mut c2,
            |acc: &mut Counts<u32>, e: &Counts<u16>| {
                acc.iter_mut().zip(e).for_each(|(a, &x)| *a += x as u32)
            },
            &quiet.part(0.7, 0.9),
        )?;
        c2.iter_mut()
            .for_each(|v| v.iter_mut().for_each(|n| *n /= 3));

        let mut c1 = vec![[0u32; MAX_SLOTS]; subsets(n, 1)];
        for (y, slot) in c1.iter_mut().enumerate() {
            for x in 0..n {
                if x != y {
                    let (lo, hi) = (x.min(y), x.max(y));
                    let rank = BINOM[lo][1] as usize + BINOM[hi][2] as usize;
                    if let Some(entry) = c2.get(rank) {
                        for (a, &e) in slot.iter_mut().zip(entry) {
                            *a += e;
                        }
                    }
                }
            }
            slot.iter_mut().for_each(|n| *n /= 4);
        }
        let mut c0 = [0u32; MAX_SLOTS];
        for entry in &c1 {
            for (a, &e) in c0.iter_mut().zip(entry) {
                *a += e;
            }
        }
        c0.iter_mut().for_each(|n| *n /= 5);
        quiet.report(1, 1);

        Some(DrawTables {
            kind,
            min_pair,
            class5,
            c4,
            c3,
            c2,
            c1,
            c0,
        })
    }

    /// The slot of every five-card hand, by colex rank, and the four-card tallies.
    ///
    /// Pass 1, in parallel by top card `e`: classify the hands whose top card is `e` and count
    /// each in the four 4-card subsets that keep `e` — all in `e`'s own block of the 4-card
    /// tallies (at most 333 KB, so the scattered increments stay in cache). Pass 2, in
    /// parallel over stretches of the 4-card tallies: count each hand in the subset without
    /// its top card; hand `X ∪ {e}` has rank `C(e, 5) + rank(X)`, so this streams through both
    /// arrays in order.
    fn classify_all(
        kind: GameKind,
        min_pair: Rank,
        ctl: &Control<'_>,
    ) -> Option<(Vec<u8>, Vec<Counts<u8>>)> {
        let classifier = Classifier::new(kind, min_pair);
        let cards = deck();
        let n = kind.deck_size();
        let mut class5 = vec![0u8; subsets(n, 5)];
        let mut c4 = vec![[0u8; MAX_SLOTS]; subsets(n, 4)];
        {
            let blocks5 = blocks_by_top(&mut class5, 5, n);
            // 4-card blocks with top 3 get no hand that keeps their top; skip that one.
            let blocks4 = blocks_by_top(&mut c4, 4, n)
                .into_iter()
                .filter(|b| b.0 >= 4);
            let work: Vec<_> = blocks5.into_iter().zip(blocks4).collect();
            let total = work.len();
            let finished = AtomicUsize::new(0);
            work.into_par_iter().for_each(|((top, out5), (_, out4))| {
                if ctl.cancelled() {
                    return;
                }
                let e = top as usize;
                if e == 52 {
                    joker_block(&classifier, &cards, out5, out4);
                    let done = finished.fetch_add(1, Ordering::Relaxed) + 1;
                    ctl.part(0.0, 0.8).report(done, total);
                    return;
                }
                let h4 = Hand::EMPTY.add(cards[e]);
                let mut slots = out5.iter_mut();
                // Colex order within the block: d outermost, a innermost.
                for d in 3..e {
                    let h3 = h4.add(cards[d]);
                    let rd3 = BINOM[d][3] as usize;
                    for c in 2..d {
                        let h2 = h3.add(cards[c]);
                        let (rc2, rc3) = (BINOM[c][2] as usize, BINOM[c][3] as usize);
                        for b in 1..c {
                            let h1 = h2.add(cards[b]);
                            let rb2 = BINOM[b][2] as usize;
                            let bcd = b + rc2 + rd3;
                            for (a, &card) in cards[..b].iter().enumerate() {
                                let s = classifier.slot(h1.add(card));
                                if let Some(slot) = slots.next() {
                                    *slot = s;
                                }
                                let s = s as usize;
                                out4[bcd][s] += 1;
                                out4[a + rc2 + rd3][s] += 1;
                                out4[a + rb2 + rd3][s] += 1;
                                out4[a + rb2 + rc3][s] += 1;
                            }
                        }
                    }
                }
                let done = finished.fetch_add(1, Ordering::Relaxed) + 1;
                ctl.part(0.0, 0.8).report(done, total);
            });
        }
        if ctl.cancelled() {
            return None;
        }
        const STRETCH: usize = 8192;
        let total = c4.len().div_ceil(STRETCH);
        let finished = AtomicUsize::new(0);
        c4.par_chunks_mut(STRETCH)
            .enumerate()
            .for_each(|(chunk, out)| {
                let first = chunk * STRETCH;
                for e in 4..n {
                    let below = (BINOM[e][4] as usize).saturating_sub(first).min(out.len());
                    if below == 0 {
                        continue;
                    }
                    let hands = &class5[BINOM[e][5] as usize + first..][..below];
                    for (tally, &s) in out[..below].iter_mut().zip(hands) {
                        tally[s as usize] += 1;
                    }
                }
                let done = finished.fetch_add(1, Ordering::Relaxed) + 1;
                ctl.part(0.8, 1.0).report(done, total);
            });
        (!ctl.cancelled()).then_some((class5, c4))
    }

    /// The kind of game these tables are for.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The lowest paying pair these tables tell apart (classes [`HighPair`](super::PayClass::HighPair)
    /// and [`LowPair`](super::PayClass::LowPair)).
    pub fn min_pair(&self) -> Rank {
        self.min_pair
    }

    /// How many of the five-card hands of the deck (2,598,960, or 2,869,685 with a joker) are of
    /// `class` (0 if the class is not of this kind of game).
    pub fn hands_of_class(&self, class: super::PayClass) -> u64 {
        self.kind
            .slot_of(class)
            .and_then(|s| self.c0.get(s))
            .map_or(0, |&n| n as u64)
    }

    /// The four-card tallies, by colex rank.
    pub(crate) fn c4(&self) -> &[Counts<u8>] {
        &self.c4
    }

    /// The three-card tallies, by colex rank.
    pub(crate) fn c3(&self) -> &[Counts<u16>] {
        &self.c3
    }

    /// The slot of the five-card hand with this colex rank.
    #[inline]
    pub(crate) fn slot_of_rank(&self, rank: usize) -> u8 {
        self.class5.get(rank).copied().unwrap_or(0)
    }

    /// The class counts of all five-card hands containing the subset with colex rank `rank`
    /// and `size` cards.
    #[inline]
    pub(crate) fn counts(&self, size: usize, rank: usize) -> Counts<u32> {
        let mut out = [0u32; MAX_SLOTS];
        fn widen<T: Copy + Into<u32>>(out: &mut Counts<u32>, v: Option<&Counts<T>>) {
            if let Some(v) = v {
                for (o, &x) in out.iter_mut().zip(v) {
                    *o = x.into();
                }
            }
        }
        match size {
            0 => out = self.c0,
            1 => widen(&mut out, self.c1.get(rank)),
            2 => widen(&mut out, self.c2.get(rank)),
            3 => widen(&mut out, self.c3.get(rank)),
            4 => widen(&mut out, self.c4.get(rank)),
            _ => {
                if let Some(n) = out.get_mut(self.slot_of_rank(rank) as usize) {
                    *n = 1;
                }
            }
        }
        out
    }

    /// For five cards given as sorted indices and a hold over the sorted positions: how many
    /// of the hold's draws end in each class.
    pub(crate) fn hold_counts(&self, sorted: &[u8; 5], hold: usize) -> Counts<i64> {
        let ranks = subset_ranks(sorted);
        let mut out = [0i64; MAX_SLOTS];
        for superset in 0..32usize {
            if superset & hold != hold {
                continue;
            }
            let sign = if MASK_SIZE[superset ^ hold].is_multiple_of(2) {
                1
            } else {
                -1
            };
            let counts = self.counts(MASK_SIZE[superset] as usize, ranks[superset] as usize);
            for (o, &c) in out.iter_mut().zip(&counts) {
                *o += sign * c as i64;
            }
        }
        out
    }
}

/// The number of cards in each of the 32 position masks (a table: without a POPCNT target
/// feature, `count_ones` is a dozen instructions).
pub(crate) const MASK_SIZE: [u8; 32] = {
    let mut t = [0u8; 32];
    let mut m = 0;
    while m < 32 {
        t[m] = (m as u32).count_ones() as u8;
        m += 1;
    }
    t
};

/// The colex ranks of the 32 subsets of five sorted cards, by position mask.
///
/// A set's rank is its rank without its highest card plus `C(highest, size)`; taking the
/// positions in order, every mask with top position `t` extends a mask below `2^t`. The loops
/// have constant bounds, so this unrolls into 31 additions.
#[inline]
pub(crate) fn subset_ranks(sorted: &[u8; 5]) -> [u32; 32] {
    let mut ranks = [0u32; 32];
    for (top, &card) in sorted.iter().enumerate() {
        let row = BINOM.get(card as usize).unwrap_or(&BINOM[0]);
        for lower in 0..1usize << top {
            ranks[lower | 1 << top] = ranks[lower] + row[MASK_SIZE[lower] as usize + 1];
        }
    }
    ranks
}

/// Turns tallies over supersets into tallies over exact holds: afterwards `t[H]` is
/// `Σ_{X ⊇ H} (-1)^{|X \ H|} t_before[X]`.
#[inline]
pub(crate) fn mobius_supersets(t: &mut [i64; 32]) {
    // One pass per position, the highest first (the passes commute): in each block of
    // `2 × half` masks the lower half lacks the position and the upper half has it, so every
    // pass is whole-slice subtractions the compiler turns into vector code.
    for half in [16, 8, 4, 2, 1] {
        for block in t.chunks_exact_mut(2 * half) {
            let (without, with) = block.split_at_mut(half);
            for (a, &b) in without.iter_mut().zip(with.iter()) {
                *a -= b;
            }
        }
    }
}
