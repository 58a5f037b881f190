//! Ordering the patterns: the search that turns the exact analysis into a chart.
//!
//! A chart plays a deal by its first line that fits some hold. Its return is a sum over deals,
//! and moving one pattern changes only the deals that have it: if pattern `p` is taken out of
//! the order, each deal `d` with `p` falls to its first other pattern `f(d)`; put back just
//! before position `j`, `p` wins exactly the deals with `f(d)` at or after `j`, each gaining
//! `weight × (EV(p) − EV(f(d)))`. One pass over `p`'s deals gives the return of every place
//! `p` could go, and the best one is taken (an exact coordinate step). Starting from the
//! patterns sorted by their average EV, steps repeat over all patterns until none gains.
//!
//! Where the chart has a single-deal bound ([`super::bound`]), the value searched for is the
//! return less a price on every deal whose hold gives up more than the bound: [`BOUND_COST`]
//! per coin of weight, plus [`BOUND_SLOPE`] times the excess. The price is far above anything
//! an order gains elsewhere, so the search settles on an order with no deal over the bound
//! wherever the patterns allow one (and then the return is maximised among such orders).

use super::deals::DealTable;

/// An order of the candidate patterns (by index into [`DealTable::patterns`]).
#[derive(Clone, Debug)]
pub(crate) struct Order {
    /// Patterns, first line first.
    pub(crate) order: Vec<u16>,
    /// The position of each pattern in `order`.
    pub(crate) pos: Vec<u32>,
}

/// "No position": for deals whose only pattern is the one being moved.
const NOWHERE: u32 = u32::MAX;

impl Order {
    fn from_order(order: Vec<u16>, patterns: usize) -> Order {
        let mut pos = vec![NOWHERE; patterns];
        for (i, &p) in order.iter().enumerate() {
            if let Some(slot) = pos.get_mut(p as usize) {
                *slot = i as u32;
            }
        }
        Order { order, pos }
    }

    fn reindex(&mut self) {
        for (i, &p) in self.order.iter().enumerate() {
            if let Some(slot) = self.pos.get_mut(p as usize) {
                *slot = i as u32;
            }
        }
    }

    /// The position of pattern `p`.
    #[inline]
    pub(crate) fn position(&self, p: u16) -> u32 {
        self.pos.get(p as usize).copied().unwrap_or(NOWHERE)
    }
}

/// Deals by pattern: which deals have each pattern, and where its entry is.
struct Index {
    /// `(deal, entry index)` of pattern `p`: `items[starts[p]..starts[p + 1]]`.
    starts: Vec<usize>,
    items: Vec<(u32, u32)>,
}

impl Index {
    fn new(table: &DealTable) -> Index {
        let n = table.patterns.len();
        let mut counts = vec![0usize; n + 1];
        for e in &table.entries {
            counts[e.pattern as usize + 1] += 1;
        }
        for i in 0..n {
            counts[i + 1] += counts[i];
        }
        let starts = counts.clone();
        let mut fill = counts;
        let mut items = vec![(0u32, 0u32); table.entries.len()];
        for d in 0..table.len() {
            let from = table.offsets[d] as usize;
            for (k, e) in table.entries(d).iter().enumerate() {
                let slot = &mut fill[e.pattern as usize];
                items[*slot] = (d as u32, (from + k) as u32);
                *slot += 1;
            }
        }
        Index { starts, items }
    }

    fn of(&self, p: u16) -> &[(u32, u32)] {
        let p = p as usize;
        &self.items[self.starts[p]..self.starts[p + 1]]
    }
}

/// The price of a deal over the single-deal bound, per unit of its weight, in coins.
const BOUND_COST: f64 = 100.0;
/// The price of each coin a deal gives up beyond the bound, per unit of its weight.
const BOUND_SLOPE: f64 = 10_000.0;

/// The search's state: the table, the index, weights as floats.
pub(crate) struct Search<'a> {
    table: &'a DealTable,
    index: Index,
    /// EV per entry in coins, times the deal's weight, less the price of giving up more than
    /// the single-deal bound.
    value: Vec<f64>,
}

impl<'a> Search<'a> {
    /// Prepares the search over `table`, for the return alone (no single-deal bound).
    pub(crate) fn new(table: &'a DealTable) -> Search<'a> {
        let mut search = Search {
            table,
            index: Index::new(table),
            value: Vec::new(),
        };
        search.set_bound(None);
        search
    }

    /// Prices, from now on, every deal whose hold gives up more than `bound` per coin against
    /// its best hold (`None`: no bound, the return alone).
    pub(crate) fn set_bound(&mut self, bound: Option<f64>) {
        let den = crate::video_poker::Ev::DENOMINATOR as f64;
        let table = self.table;
        self.value.clear();
        self.value.reserve(table.entries.len());
        for d in 0..table.len() {
            let w = table.weight(d) as f64;
            let best = table.best.get(d).copied().unwrap_or(0);
            self.value.extend(table.entries(d).iter().map(|e| {
                let ev = e.num as f64 / den;
                let loss = best.saturating_sub(e.num) as f64 / den;
                let price = match bound {
                    Some(b) if loss > b => BOUND_COST + BOUND_SLOPE * (loss - b),
                    _ => 0.0,
                };
                (ev - price) * w
            }));
        }
    }

    /// The patterns sorted by their average EV where they appear, best first.
    pub(crate) fn initial(&self) -> Order {
        let n = self.table.patterns.len();
        let mut mean = vec![(0.0f64, 0.0f64); n];
        for d in 0..self.table.len() {
            let w = self.table.weight(d) as f64;
            let from = self.table.offsets[d] as usize;
            for (k, e) in self.table.entries(d).iter().enumerate() {
                let m = &mut mean[e.pattern as usize];
                m.0 += self.value[from + k];
                m.1 += w;
            }
        }
        let mut order: Vec<u16> = (0..n as u16).collect();
        order.sort_by(|&a, &b| {
            let (ma, mb) = (mean[a as usize], mean[b as usize]);
            (mb.0 / mb.1.max(1.0)).total_cmp(&(ma.0 / ma.1.max(1.0)))
        });
        Order::from_order(order, n)
    }

    /// The first entry (index into the table's entries) of deal `d` under `order`, skipping
    /// pattern `skip`.
    #[inline]
    fn first_other(&self, order: &Order, d: usize, skip: u16) -> Option<(u32, usize)> {
        let from = self.table.offsets[d] as usize;
        let mut best: Option<(u32, usize)> = None;
        for (k, e) in self.table.entries(d).iter().enumerate() {
            if e.pattern == skip {
                continue;
            }
            let pos = order.position(e.pattern);
            if best.is_none_or(|(b, _)| pos < b) {
                best = Some((pos, from + k));
            }
        }
        best
    }

    /// Moves pattern `p` to its best place; returns the gain (in weighted coins).
    fn step(&self, order: &mut Order, p: u16, buckets: &mut Vec<f64>) -> f64 {
        let n = order.order.len();
        buckets.clear();
        buckets.resize(n + 1, 0.0);
        for &(d, entry) in self.index.of(p) {
            let v = self.value[entry as usize];
            match self.first_other(order, d as usize, p) {
                Some((pos, other)) => buckets[pos as usize] += v - self.value[other],
                // Only `p` fits this deal: it must stay before the end.
                None => buckets[n] += v + 1e12,
            }
        }
        // gain(j) = Σ buckets[j..]: p placed just before the pattern now at j.
        let current = order.position(p) as usize;
        let mut suffix = 0.0;
        let mut best = (f64::NEG_INFINITY, current);
        let mut gain_at_current = 0.0;
        for j in (0..=n).rev() {
            suffix += buckets[j];
            if j == current {
                gain_at_current = suffix;
            }
            if suffix > best.0 {
                best = (suffix, j);
            }
        }
        let improvement = best.0 - gain_at_current;
        if improvement <= 1e-9 {
            return 0.0;
        }
        let target = if best.1 > current { best.1 - 1 } else { best.1 };
        order.order.remove(current);
        order.order.insert(target.min(order.order.len()), p);
        order.reindex();
        improvement
    }

    /// Coordinate steps over every pattern until a pass gains (almost) nothing.
    pub(crate) fn improve(&self, order: &mut Order, max_passes: usize) {
        let mut buckets = Vec::new();
        let total_weight = 2_598_960.0;
        for _ in 0..max_passes {
            let mut gained = 0.0;
            for i in 0..order.order.len() {
                let Some(&p) = order.order.get(i) else { break };
                gained += self.step(order, p, &mut buckets);
            }
            if gained / total_weight < 1e-9 {
                break;
            }
        }
    }

    /// The weighted EV of an entry (0 for none).
    #[inline]
    pub(crate) fn value_of(&self, entry: Option<usize>) -> f64 {
        entry
            .and_then(|e| self.value.get(e))
            .copied()
            .unwrap_or(0.0)
    }

    /// The change in weighted EV from line map `before` to `after`, which differ only in
    /// where `moved` patterns are: only deals with one of them can change. `seen` is scratch
    /// space (one stamp per deal) and `round` a stamp used by no earlier call.
    pub(crate) fn delta(
        &self,
        before: &[u32],
        after: &[u32],
        moved: &[u16],
        seen: &mut Vec<u32>,
        round: u32,
    ) -> f64 {
        seen.resize(self.table.len(), u32::MAX);
        let mut change = 0.0;
        for &p in moved {
            for &(d, _) in self.index.of(p) {
                let d = d as usize;
                if seen[d] == round {
                    continue;
                }
                seen[d] = round;
                change += self.value_of(self.pick(after, d)) - self.value_of(self.pick(before, d));
            }
        }
        change
    }

    /// The entry that plays deal `d` under `lines`.
    #[inline]
    pub(crate) fn pick(&self, lines: &[u32], d: usize) -> Option<usize> {
        pick(self.table, lines, d)
    }
}

/// The entry (index into the table's entries) that plays deal `d` when pattern `p` is on line
/// `lines[p]` (`u32::MAX`: not on the chart): the first line wins, and within a line the
/// higher cards, then the higher EV.
#[inline]
pub(crate) fn pick(table: &DealTable, lines: &[u32], d: usize) -> Option<usize> {
    let from = table.offsets[d] as usize;
    let mut best: Option<(u32, u32, u64, usize)> = None;
    for (k, e) in table.entries(d).iter().enumerate() {
        let line = lines.get(e.pattern as usize).copied().unwrap_or(u32::MAX);
        if line == u32::MAX {
            continue;
        }
        let better = match best {
            None => true,
            Some((l, r, num, _)) => line < l || (line == l && (e.reading, e.num) > (r, num)),
        };
        if better {
            best = Some((line, e.reading, e.num, from + k));
        }
    }
    best.map(|b| b.3)
}
