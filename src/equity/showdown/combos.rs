//! A player's combos as the counting sees them: each packed in one 64-bit entry that sorts
//! by value on a board, with what evaluating it needs (hole cards, rank pair, card mask) beside
//! it, and a radix sort by value (or, for a player such as a random hand whose combos share
//! rank pairs, a sort of its rank pairs where no flush is possible).

use crate::equity::live_combos::LiveCombos;
use crate::equity::tally::CATEGORY_OF;
use crate::eval::Hand;
use crate::range::COMBO_COUNT;

/// A combo on one board, packed in 64 bits so that sorting by value moves everything the
/// counting needs: the value in bits 48–63, two flags in bits 46–47 (see [`REUSE`] and
/// [`SHARE`]), the units in 32–45, the combo index in 16–31 and the two card indices in 8–15
/// and 0–7.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) struct Entry(pub(super) u64);

/// Entry flag: an earlier player holds the combo too, and has evaluated it on this board.
pub(super) const REUSE: u64 = 1 << 46;
/// Entry flag: a later player holds the combo too, so its value is kept for that player.
pub(super) const SHARE: u64 = 1 << 47;

impl Entry {
    /// A combo without its value yet.
    pub(super) fn new(combo: u16, units: u32, cards: [u8; 2]) -> Entry {
        Entry(
            u64::from(units.min(0x3fff)) << 32
                | u64::from(combo) << 16
                | u64::from(cards[0]) << 8
                | u64::from(cards[1]),
        )
    }

    /// The same combo with its value on a board.
    #[inline(always)]
    pub(super) fn with_value(self, value: u16) -> Entry {
        Entry(self.0 | u64::from(value) << 48)
    }

    #[inline(always)]
    pub(super) fn value(self) -> u32 {
        (self.0 >> 48) as u32
    }

    #[inline(always)]
    pub(super) fn units(self) -> u64 {
        (self.0 >> 32) & 0x3fff
    }

    #[inline(always)]
    pub(super) fn combo(self) -> usize {
        (self.0 >> 16) as u16 as usize
    }

    /// The card indices, below 64.
    #[inline(always)]
    pub(super) fn cards(self) -> (usize, usize) {
        ((self.0 >> 8) as usize & 63, self.0 as usize & 63)
    }

    /// The final hand's category index.
    #[inline(always)]
    pub(super) fn category(self) -> usize {
        CATEGORY_OF[self.value() as usize & 8191] as usize
    }
}

/// Entries of a table of values by two ranks (`13 × high + low`).
pub(super) const RANK_PAIRS: usize = 169;

/// One player's combos, prepared for counting.
#[derive(Clone, Debug)]
pub(super) struct PreparedCombos {
    /// Each combo's entry, without a value.
    pub(super) entries: Vec<Entry>,
    /// Each combo's hole cards, for the evaluator.
    holes: Vec<Hand>,
    /// Each combo's two ranks, as an index `13 × high + low` into a table of values by ranks.
    pub(super) rank_pairs: Vec<u8>,
    /// Each combo's cards as a bit set.
    masks: Vec<u64>,
    /// Units by combo index (0 if the player cannot hold it).
    pub(super) units_by_combo: Box<[u32; COMBO_COUNT]>,
    /// The entries' indices grouped by rank pair, and each group's rank pair and range in
    /// it: where no one can make a flush, a group shares one value (see
    /// [`deal_by_ranks`](Self::deal_by_ranks)).
    by_pair: Vec<u32>,
    pair_groups: Vec<(u8, u32, u32)>,
}

impl PreparedCombos {
    pub(super) fn new(live: &LiveCombos) -> PreparedCombos {
        let entries = live
            .iter()
            .map(|(combo, units)| {
                let (a, b) = combo.pair();
                Entry::new(
                    combo.index() as u16,
                    units,
                    [a.index() as u8, b.index() as u8],
                )
            })
            .collect();
        let rank_pairs: Vec<u8> = live
            .combos
            .iter()
            .map(|c| {
                let (a, b) = c.pair();
                (13 * a.rank().index() + b.rank().index()) as u8
            })
            .collect();
        let mut by_pair: Vec<u32> = (0..rank_pairs.len() as u32).collect();
        by_pair.sort_by_key(|&i| rank_pairs.get(i as usize).copied());
        let mut pair_groups: Vec<(u8, u32, u32)> = Vec::new();
        for (at, &i) in by_pair.iter().enumerate() {
            let pair = rank_pairs.get(i as usize).copied().unwrap_or(0);
            match pair_groups.last_mut() {
                Some((last, _, end)) if *last == pair => *end = at as u32 + 1,
                _ => pair_groups.push((pair, at as u32, at as u32 + 1)),
            }
        }
        PreparedCombos {
            entries,
            by_pair,
            pair_groups,
            rank_pairs,
            holes: live
                .combos
                .iter()
                .map(|c| Hand::from_cards(c.cards()))
                .collect(),
            masks: live.combos.iter().map(|c| c.cards().bits()).collect(),
            units_by_combo: live.units_by_combo(),
        }
    }

    /// Whether [`deal_by_ranks`](Self::deal_by_ranks) pays for this player: its combos
    /// share rank pairs four or more to a pair on average (a random hand: 1,326 in 91).
    pub(super) fn grouped(&self) -> bool {
        self.pair_groups.len() * 4 <= self.entries.len()
    }

    /// On a board where no one can make a flush (`table`: values by rank pair), calls `visit`
    /// with each live combo and its value in order of value (equal values in any order)
    /// without sorting the combos: the rank pairs are sorted by value (at most 91), and each
    /// pair's combos share its value. `order` is scratch space.
    #[inline(always)]
    pub(super) fn deal_by_ranks(
        &self,
        out: u64,
        table: &[u16; RANK_PAIRS],
        order: &mut Vec<u32>,
        mut visit: impl FnMut(Entry),
    ) {
        order.clear();
        for (g, &(pair, _, _)) in self.pair_groups.iter().enumerate() {
            order.push(u32::from(table[usize::from(pair) % RANK_PAIRS]) << 16 | g as u32);
        }
        order.sort_unstable();
        for &key in order.iter() {
            let value = (key >> 16) as u16;
            let Some(&(_, start, end)) = self.pair_groups.get(key as usize & 0xffff) else {
                continue;
            };
            for &i in self
                .by_pair
                .get(start as usize..end as usize)
                .unwrap_or(&[])
            {
                let i = i as usize;
                if let (Some(&e), Some(&mask)) = (self.entries.get(i), self.masks.get(i))
                    && mask & out == 0
                {
                    visit(e.with_value(value));
                }
            }
        }
    }

    /// How many combos.
    pub(super) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether two seats hold the same combos with the same weights.
    pub(super) fn same_as(&self, other: &PreparedCombos) -> bool {
        let plain = |e: &Entry| e.0 & !(REUSE | SHARE);
        self.entries.len() == other.entries.len()
            && self
                .entries
                .iter()
                .map(plain)
                .eq(other.entries.iter().map(plain))
    }

    /// Calls `visit` with each live combo on a board (known cards plus `out`) and its value:
    /// from `by_ranks` on a board where no one can make a flush (values by the two ranks),
    /// otherwise evaluated here, or read from `values` if an earlier player holds the combo too
    /// (and written there if a later one does).
    #[inline(always)]
    pub(super) fn deal(
        &self,
        board: Hand,
        out: u64,
        by_ranks: Option<&[u16; RANK_PAIRS]>,
        values: &mut [u16; COMBO_COUNT],
        mut visit: impl FnMut(Entry),
    ) {
        if let Some(table) = by_ranks {
            for ((&e, &mask), &pair) in self.entries.iter().zip(&self.masks).zip(&self.rank_pairs) {
                if mask & out == 0 {
                    visit(e.with_value(table[usize::from(pair) % RANK_PAIRS]));
                }
            }
            return;
        }
        for ((&e, &mask), &hole) in self.entries.iter().zip(&self.masks).zip(&self.holes) {
            if mask & out != 0 {
                continue;
            }
            let slot = &mut values[e.combo() % COMBO_COUNT];
            let value = if e.0 & REUSE != 0 {
                *slot
            } else {
                let v = board.combine(hole).evaluate().get();
                if e.0 & SHARE != 0 {
                    *slot = v;
                }
                v
            };
            visit(e.with_value(value));
        }
    }

    /// The units of `combo` (0 if the player cannot hold it).
    #[inline(always)]
    pub(super) fn units_of(&self, combo: usize) -> u64 {
        u64::from(self.units_by_combo.get(combo).copied().unwrap_or(0))
    }
}

/// Sorts entries by value: two passes of a radix sort on the value's 13 bits (insertion sort
/// for a few entries). `spare` is scratch space.
pub(super) fn sort_by_value(entries: &mut [Entry], spare: &mut Vec<Entry>) {
    let n = entries.len();
    if n <= 24 {
        for i in 1..n {
            let x = entries[i];
            let mut j = i;
            while j > 0 && entries[j - 1].value() > x.value() {
                entries[j] = entries[j - 1];
                j -= 1;
            }
            entries[j] = x;
        }
        return;
    }
    spare.clear();
    spare.resize(n, Entry(0));
    let mut low = [0u32; 128];
    let mut high = [0u32; 64];
    for e in entries.iter() {
        low[e.value() as usize & 127] += 1;
        high[(e.value() >> 7) as usize & 63] += 1;
    }
    let mut sum = 0;
    for c in low.iter_mut() {
        (*c, sum) = (sum, sum + *c);
    }
    sum = 0;
    for c in high.iter_mut() {
        (*c, sum) = (sum, sum + *c);
    }
    for &e in entries.iter() {
        let slot = &mut low[e.value() as usize & 127];
        if let Some(place) = spare.get_mut(*slot as usize) {
            *place = e;
        }
        *slot += 1;
    }
    for &e in spare.iter() {
        let slot = &mut high[(e.value() >> 7) as usize & 63];
        if let Some(place) = entries.get_mut(*slot as usize) {
            *place = e;
        }
        *slot += 1;
    }
}
