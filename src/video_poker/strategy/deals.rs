//! The exact analysis a chart is derived from: for each of the 134,459 deals that differ by
//! more than a relabelling of suits (150,891 with a joker), the exact EV of the hold each pattern would pick.
//!
//! Only *candidate* patterns are kept: those that pick a best hold of at least one deal (a
//! pattern that never does cannot improve any chart), plus "discard everything", which every
//! deal has, so a chart ending with it always gives a hold.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rayon::prelude::*;

use super::pattern::{Pattern, Vocabulary};
use crate::cards::CardSet;
use crate::video_poker::canonical::{CanonicalDeal, canonical_deals_for};
use crate::video_poker::{DeckCard, HoldEvaluator, HoldMask};

/// One candidate pattern's hold in one deal.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    /// The pattern, as an index into [`DealTable::patterns`].
    pub(crate) pattern: u16,
    /// The hold (over the deal's cards in index order).
    pub(crate) mask: u8,
    /// The held ranks, highest first, four bits each (rank + 1): larger reads higher.
    pub(crate) reading: u32,
    /// The hold's EV numerator over [`Ev::DENOMINATOR`](crate::video_poker::Ev::DENOMINATOR).
    pub(crate) num: u64,
}

/// Every canonical deal with its candidate patterns' holds.
#[derive(Debug)]
pub(crate) struct DealTable {
    /// The candidate patterns, sorted.
    pub(crate) patterns: Vec<Pattern>,
    /// The deals (cards by index, increasing, and weight).
    pub(crate) deals: &'static [CanonicalDeal],
    /// Entries of deal `d`: `entries[offsets[d]..offsets[d + 1]]`.
    pub(crate) offsets: Vec<u32>,
    /// All entries, deal by deal.
    pub(crate) entries: Vec<Entry>,
    /// The best hold's EV numerator, by deal.
    pub(crate) best: Vec<u64>,
}

/// The held ranks of `held` (deck bits; a joker reads lowest), highest first, as a number
/// that compares like the list.
pub(crate) fn reading(held: u64) -> u32 {
    let mut ranks = [0u32; 5];
    for (slot, card) in ranks.iter_mut().zip(CardSet::from_bits(held).iter()) {
        *slot = card.rank() as u32 + 1;
    }
    ranks.sort_unstable_by(|a, b| b.cmp(a));
    ranks.iter().fold(0, |acc, &r| acc << 4 | r)
}

/// The 32 holds of a deal as deck bits (card index; the joker bit 52), by mask.
#[inline]
pub(crate) fn held_sets(cards: &[DeckCard; 5]) -> [u64; 32] {
    let mut sets = [0u64; 32];
    for mask in 1..32usize {
        let low = mask.trailing_zeros() as usize;
        sets[mask] = sets[mask & (mask - 1)] | 1u64 << cards[low].index();
    }
    sets
}

/// The EV numerators of the 32 holds of a deal, by mask.
fn hold_nums(cards: &[DeckCard; 5], evaluator: &HoldEvaluator) -> [u64; 32] {
    let mut nums = [0u64; 32];
    if let Ok(analysis) = evaluator.analyze(cards) {
        for (slot, mask) in nums.iter_mut().zip(HoldMask::all()) {
            *slot = analysis.ev(mask).numerator();
        }
    }
    nums
}

/// The 32 holds of one deal as (pattern, reading, EV numerator, mask), one per pattern: where
/// a pattern fits several holds, the one with the higher cards (then the higher EV).
pub(crate) fn deal_holds(
    cards: &[DeckCard; 5],
    nums: &[u64; 32],
    vocabulary: &Vocabulary,
) -> Vec<(Pattern, u32, u64, u8)> {
    let sets = held_sets(cards);
    let mut holds: Vec<(Pattern, u32, u64, u8)> = (0..32usize)
        .map(|mask| {
            (
                vocabulary.pattern_of(sets[mask], sets[31] & !sets[mask]),
                reading(sets[mask]),
                nums[mask],
                mask as u8,
            )
        })
        .collect();
    // By pattern; within one, the preferred hold first.
    holds.sort_unstable_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)).then(b.2.cmp(&a.2)));
    holds.dedup_by(|later, kept| later.0 == kept.0);
    holds
}

/// The cards of a canonical deal.
pub(crate) fn deal_cards(deal: &CanonicalDeal) -> [DeckCard; 5] {
    deal.cards
        .map(|i| DeckCard::from_index(i as usize).unwrap_or(DeckCard::JOKER))
}

impl DealTable {
    /// Analyses every deal; `None` if `cancel` is set. `progress` gets the fraction done.
    pub(crate) fn build(
        evaluator: &HoldEvaluator,
        vocabulary: &Vocabulary,
        progress: &(dyn Fn(f64) + Sync),
        cancel: &AtomicBool,
    ) -> Option<DealTable> {
        let deals = canonical_deals_for(vocabulary.kind());
        let chunks: Vec<&[CanonicalDeal]> = deals.chunks(2048).collect();
        let total = 2 * chunks.len();
        let done = AtomicUsize::new(0);
        let tick = || {
            let n = done.fetch_add(1, Ordering::Relaxed) + 1;
            progress(n as f64 / total as f64);
        };

        // Pass 1: every hold's EV, and the patterns of the best holds (a superset of the
        // patterns whose own hold is best somewhere).
        let pass1: Vec<(Vec<[u64; 32]>, Vec<Pattern>)> = chunks
            .par_iter()
            .map(|chunk| {
                let mut nums = Vec::with_capacity(chunk.len());
                let mut found = Vec::new();
                if cancel.load(Ordering::Relaxed) {
                    return (nums, found);
                }
                for deal in chunk.iter() {
                    let cards = deal_cards(deal);
                    let evs = hold_nums(&cards, evaluator);
                    let best = evs.iter().copied().max().unwrap_or(0);
                    let sets = held_sets(&cards);
                    for (mask, &num) in evs.iter().enumerate() {
                        if num == best {
                            found.push(vocabulary.pattern_of(sets[mask], sets[31] & !sets[mask]));
                        }
                    }
                    nums.push(evs);
                }
                found.sort_unstable();
                found.dedup();
                tick();
                (nums, found)
            })
            .collect();
        let mut patterns: Vec<Pattern> = pass1.iter().flat_map(|p| p.1.iter().copied()).collect();
        patterns.push(Pattern::DISCARD);
        patterns.sort_unstable();
        patterns.dedup();
        if cancel.load(Ordering::Relaxed) {
            return None;
        }

        // Pass 2: every deal's candidate holds.
        let parts: Vec<(Vec<u32>, Vec<Entry>, Vec<u64>)> = chunks
            .par_iter()
            .zip(pass1.par_iter())
            .map(|(chunk, (nums, _))| {
                let mut counts = Vec::with_capacity(chunk.len());
                let mut entries = Vec::with_capacity(chunk.len() * 8);
                let mut best = Vec::with_capacity(chunk.len());
                if cancel.load(Ordering::Relaxed) {
                    return (counts, entries, best);
                }
                for (deal, evs) in chunk.iter().zip(nums) {
                    let holds = deal_holds(&deal_cards(deal), evs, vocabulary);
                    best.push(evs.iter().copied().max().unwrap_or(0));
                    let before = entries.len();
                    for &(pattern, reading, num, mask) in &holds {
                        if let Ok(index) = patterns.binary_search(&pattern) {
                            entries.push(Entry {
                                pattern: index as u16,
                                mask,
                                reading,
                                num,
                            });
                        }
                    }
                    counts.push((entries.len() - before) as u32);
                }
                tick();
                (counts, entries, best)
            })
            .collect();
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let mut offsets = Vec::with_capacity(deals.len() + 1);
        offsets.push(0u32);
        let mut entries = Vec::with_capacity(parts.iter().map(|p| p.1.len()).sum());
        let mut best = Vec::with_capacity(deals.len());
        for (counts, part, part_best) in parts {
            for c in counts {
                let last = offsets.last().copied().unwrap_or(0);
                offsets.push(last + c);
            }
            entries.extend(part);
            best.extend(part_best);
        }
        Some(DealTable {
            patterns,
            deals,
            offsets,
            entries,
            best,
        })
    }

    /// The number of deals.
    pub(crate) fn len(&self) -> usize {
        self.deals.len()
    }

    /// The entries of deal `d`.
    #[inline]
    pub(crate) fn entries(&self, d: usize) -> &[Entry] {
        let from = self.offsets.get(d).copied().unwrap_or(0) as usize;
        let to = self.offsets.get(d + 1).copied().unwrap_or(0) as usize;
        self.entries.get(from..to).unwrap_or(&[])
    }

    /// How many deals there are in all: 2,598,960, or 2,869,685 with a joker.
    pub(crate) fn total_weight(&self) -> u64 {
        self.deals.iter().map(|deal| deal.weight as u64).sum()
    }

    /// The weight of deal `d` (how many of all deals it stands for).
    #[inline]
    pub(crate) fn weight(&self, d: usize) -> u64 {
        self.deals.get(d).map_or(0, |deal| deal.weight as u64)
    }
}
