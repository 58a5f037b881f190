//! From an order of patterns to the chart's lines: cut at "discard everything", drop lines no
//! deal reaches, merge neighbours of one family into one line where that changes no play, and
//! score the result exactly.

use super::deals::{DealTable, deal_cards};
use super::order::{Order, Search, pick};
use super::pattern::Pattern;
use super::raw_line::RawLine;
use super::words::family;
use crate::video_poker::{GameKind, HoldMask};

/// The chart found, with its exact return.
#[derive(Clone, Debug)]
pub(crate) struct RawChart {
    /// The lines, first first.
    pub(crate) lines: Vec<RawLine>,
    /// Σ over deals of weight × the chart's hold's EV numerator.
    pub(crate) chart_numerator: u128,
    /// Σ over deals of weight × the best hold's EV numerator.
    pub(crate) optimal_numerator: u128,
}

/// Line of each pattern (`u32::MAX`: not on the chart) for `lines`.
fn line_map(lines: &[Vec<u16>], patterns: usize) -> Vec<u32> {
    let mut map = vec![u32::MAX; patterns];
    for (i, line) in lines.iter().enumerate() {
        for &p in line {
            if let Some(slot) = map.get_mut(p as usize) {
                *slot = i as u32;
            }
        }
    }
    map
}

/// Turns the searched order into lines and scores them exactly.
pub(crate) fn lines_from_order(
    search: &Search<'_>,
    table: &DealTable,
    order: &Order,
    kind: GameKind,
) -> RawChart {
    let discard = table
        .patterns
        .binary_search(&Pattern::DISCARD)
        .map_or(u16::MAX, |i| i as u16);
    // Everything after "discard everything" is never reached.
    let cut = order
        .order
        .iter()
        .position(|&p| p == discard)
        .map_or(order.order.len(), |i| i + 1);
    let mut lines: Vec<Vec<u16>> = order.order[..cut].iter().map(|&p| vec![p]).collect();

    // Drop patterns no deal reaches.
    let used = usage(table, &lines);
    lines.retain(|line| line.iter().any(|&p| used[p as usize] > 0 || p == discard));

    // Penalty cards only where they pay: put a pattern's penalty variants on one line
    // wherever that gives up less than a ten-thousandth of a percentage point.
    let n = table.patterns.len();
    merge_variants(search, table, &mut lines);

    // Merge neighbours of one family where that changes no deal's EV.
    let mut map = line_map(&lines, n);
    let mut seen = Vec::new();
    let mut round = 0u32;
    let mut i = 1;
    while i < lines.len() {
        let same = match (lines[i - 1].last(), lines[i].first()) {
            (Some(&a), Some(&b)) => {
                family(&table.patterns[a as usize]) == family(&table.patterns[b as usize])
            }
            _ => false,
        };
        if same {
            let mut after = map.clone();
            for &p in &lines[i] {
                after[p as usize] = (i - 1) as u32;
            }
            round += 1;
            if search.delta(&map, &after, &lines[i], &mut seen, round) >= -1e-7 {
                let moved = lines.remove(i);
                lines[i - 1].extend(moved);
                map = line_map(&lines, n);
                continue;
            }
        }
        i += 1;
    }
    if !kind.has_wild_cards() {
        return score(table, lines, |_| None);
    }
    if group_by_wilds(search, table, &mut lines, kind) {
        let kept: Vec<u8> = lines
            .iter()
            .map(|line| {
                line.first()
                    .map_or(0, |&p| table.patterns[p as usize].wilds)
            })
            .collect();
        return score(table, lines, |line| kept.get(line).copied());
    }
    copies_by_dealt(table, lines, kind)
}

/// How many wild cards deal `d` has.
fn wilds_dealt(table: &DealTable, d: usize, kind: GameKind) -> u8 {
    table.deals.get(d).map_or(0, |deal| {
        deal_cards(deal)
            .iter()
            .filter(|&&c| kind.is_wild(c))
            .count() as u8
    })
}

/// The chart grouped by the number of wild cards dealt where no one order of the lines groups
/// it (some deal is best played dropping a wild card): group k lists, in the searched order,
/// every line that plays some deal with k wild cards, so a line may be in several groups. A
/// deal with k wild cards is played by the first line of group k that fits it, which is the
/// line the searched order plays it by (the lines left out of group k play no such deal, so
/// leaving them out changes no first fit): the chart's play and return are the searched ones.
fn copies_by_dealt(table: &DealTable, lines: Vec<Vec<u16>>, kind: GameKind) -> RawChart {
    let map = line_map(&lines, table.patterns.len());
    let most = kind.wild_bits().count_ones() as usize;
    // plays[k][line]: whether the line plays some deal with k wild cards.
    let mut plays = vec![vec![false; lines.len()]; most + 1];
    for d in 0..table.len() {
        let k = wilds_dealt(table, d, kind) as usize;
        if let Some(e) = pick(table, &map, d)
            && let Some(entry) = table.entries.get(e)
            && let Some(slot) = plays
                .get_mut(k)
                .and_then(|p| p.get_mut(map[entry.pattern as usize] as usize))
        {
            *slot = true;
        }
    }
    // (line, k) of each copy, most wild cards first; the copy of each (line, k).
    let mut copies: Vec<(usize, u8)> = Vec::new();
    for k in (0..=most).rev() {
        for (line, _) in plays[k].iter().enumerate().filter(|(_, p)| **p) {
            copies.push((line, k as u8));
        }
    }
    let mut raw = score(table, lines.clone(), |_| None);
    let mut by_copy: Vec<RawLine> = copies
        .iter()
        .map(|&(line, k)| RawLine {
            patterns: lines[line].clone(),
            deals: 0,
            example: None,
            example_best: false,
            dealt: Some(k),
        })
        .collect();
    let slot = |line: usize, k: u8| copies.iter().position(|&c| c == (line, k));
    let mut best_key = vec![None::<(std::cmp::Reverse<u64>, u64)>; copies.len()];
    for d in 0..table.len() {
        let w = table.weight(d);
        let Some(entry) = pick(table, &map, d).and_then(|e| table.entries.get(e)) else {
            continue;
        };
        let k = wilds_dealt(table, d, kind);
        let Some(c) = slot(map[entry.pattern as usize] as usize, k) else {
            continue;
        };
        let best = table.best.get(d).copied().unwrap_or(0);
        note(&mut by_copy[c], &mut best_key[c], table, d, w, entry, best);
    }
    raw.lines = by_copy;
    raw
}

/// Groups the lines of a wild-card game by the number of wild cards they keep, most first
/// (a stable sort, so each group keeps the searched order), where every line keeps one number
/// of them and, so grouped, every deal with k wild cards is played by a line that keeps all k:
/// then a player reads only the lines of the deal's group. Where the searched order already
/// plays every deal so, the sort changes no deal's play (a line keeping more wild cards than
/// a deal has cannot fit it); otherwise it is taken only if it gives up less than
/// [`SPLIT_WORTH`] (in the search's values, so never a deal over a single-deal bound).
/// Returns whether the lines were grouped.
fn group_by_wilds(
    search: &Search<'_>,
    table: &DealTable,
    lines: &mut [Vec<u16>],
    kind: GameKind,
) -> bool {
    if !kind.has_wild_cards() {
        return false;
    }
    let wilds = |p: u16| table.patterns.get(p as usize).map_or(0, |p| p.wilds);
    let single = lines.iter().all(|line| {
        line.iter()
            .all(|&p| Some(wilds(p)) == line.first().map(|&f| wilds(f)))
    });
    if !single {
        return false;
    }
    let mut sorted = lines.to_vec();
    sorted.sort_by_key(|line| std::cmp::Reverse(line.first().map_or(0, |&p| wilds(p))));
    let before = line_map(lines, table.patterns.len());
    let after = line_map(&sorted, table.patterns.len());
    let mut worth = 0.0f64;
    for d in 0..table.len() {
        let dealt = table.deals.get(d).map_or(0, |deal| {
            deal_cards(deal)
                .iter()
                .filter(|&&c| kind.is_wild(c))
                .count()
        });
        let now = pick(table, &after, d);
        let Some(entry) = now.and_then(|e| table.entries.get(e)) else {
            return false;
        };
        if wilds(entry.pattern) as usize != dealt {
            return false;
        }
        // In the search's values: a deal the sort pushes over a single-deal bound is priced.
        worth += search.value_of(pick(table, &before, d)) - search.value_of(now);
    }
    if worth > SPLIT_WORTH {
        return false;
    }
    lines.clone_from_slice(&sorted);
    true
}

/// The most a penalty split may be worth and still be dropped, in weighted coins: a
/// ten-thousandth of a percentage point of the return.
const SPLIT_WORTH: f64 = 1e-6 * 2_598_960.0;

/// Joins lines that hold penalty variants of one pattern (a later line into an earlier one,
/// or else the earlier into the later) wherever the join loses at most [`SPLIT_WORTH`];
/// passes repeat until none joins.
fn merge_variants(search: &Search<'_>, table: &DealTable, lines: &mut Vec<Vec<u16>>) {
    let n = table.patterns.len();
    let base = |p: u16| table.patterns[p as usize].base();
    let shares_base =
        |a: &[u16], b: &[u16]| a.iter().any(|&x| b.iter().any(|&y| base(x) == base(y)));
    let mut seen = Vec::new();
    let mut round = 0u32;
    let mut changed = true;
    while changed {
        changed = false;
        let mut j = 0;
        while j < lines.len() {
            let map = line_map(lines, n);
            let mut joined = false;
            for i in (0..lines.len()).filter(|&i| i != j) {
                if !shares_base(&lines[i], &lines[j]) {
                    continue;
                }
                // Line j's patterns onto line i.
                let mut after = map.clone();
                for &p in &lines[j] {
                    after[p as usize] = i as u32;
                }
                round += 1;
                if -search.delta(&map, &after, &lines[j], &mut seen, round) <= SPLIT_WORTH {
                    let moved = std::mem::take(&mut lines[j]);
                    lines[i].extend(moved);
                    lines.remove(j);
                    joined = true;
                    break;
                }
            }
            if joined {
                changed = true;
            } else {
                j += 1;
            }
        }
    }
}

/// How many deals (weighted) each pattern plays under `lines`.
fn usage(table: &DealTable, lines: &[Vec<u16>]) -> Vec<u64> {
    let map = line_map(lines, table.patterns.len());
    let mut used = vec![0u64; table.patterns.len()];
    for d in 0..table.len() {
        if let Some(e) = pick(table, &map, d)
            && let Some(entry) = table.entries.get(e)
        {
            used[entry.pattern as usize] += table.weight(d);
        }
    }
    used
}

/// Counts deal `d` (weight `w`, played by `entry`, best EV numerator `best`) for `line`, and
/// takes it as the line's example if its hold gives up less (or as little and it is more
/// common) than the example so far (`key`).
fn note(
    line: &mut RawLine,
    key: &mut Option<(std::cmp::Reverse<u64>, u64)>,
    table: &DealTable,
    d: usize,
    w: u64,
    entry: &super::deals::Entry,
    best: u64,
) {
    line.deals += w;
    let here = (std::cmp::Reverse(best.saturating_sub(entry.num)), w);
    if key.is_none_or(|k| here > k) {
        *key = Some(here);
        if let Some(deal) = table.deals.get(d) {
            line.example = Some((deal_cards(deal), HoldMask::from_bits(entry.mask)));
            line.example_best = entry.num >= best;
        }
    }
}

/// The exact return of `lines`, each line's share and an example; `dealt` gives the group of
/// a line (by index) in a grouped chart.
fn score(table: &DealTable, lines: Vec<Vec<u16>>, dealt: impl Fn(usize) -> Option<u8>) -> RawChart {
    let map = line_map(&lines, table.patterns.len());
    let mut raw: Vec<RawLine> = lines
        .into_iter()
        .enumerate()
        .map(|(i, patterns)| RawLine {
            patterns,
            deals: 0,
            example: None,
            example_best: false,
            dealt: dealt(i),
        })
        .collect();
    // Per line, the example's (least loss, highest weight) as a key to maximise.
    let mut best_key = vec![None::<(std::cmp::Reverse<u64>, u64)>; raw.len()];
    let mut chart_numerator = 0u128;
    let mut optimal_numerator = 0u128;
    for d in 0..table.len() {
        let w = table.weight(d);
        optimal_numerator += w as u128 * table.best.get(d).copied().unwrap_or(0) as u128;
        let Some(e) = pick(table, &map, d) else {
            continue;
        };
        let Some(entry) = table.entries.get(e) else {
            continue;
        };
        chart_numerator += w as u128 * entry.num as u128;
        let line = map[entry.pattern as usize] as usize;
        let best = table.best.get(d).copied().unwrap_or(0);
        if let (Some(l), Some(key)) = (raw.get_mut(line), best_key.get_mut(line)) {
            note(l, key, table, d, w, entry, best);
        }
    }
    RawChart {
        lines: raw,
        chart_numerator,
        optimal_numerator,
    }
}
