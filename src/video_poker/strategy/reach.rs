//! What reaches each line of a chart at its place: the holds of the deals that no earlier line
//! plays. A player reads a line only for those deals, so its words need to tell apart only the
//! holds that reach it — and must tell apart every one of them:
//!
//! * a penalty variant of a line's pattern that no deal reaching the line holds (a lone ace
//!   with no straight penalty: its discards are 6-7-8-9, a straight draw an earlier line
//!   plays, or hold a pair) need not be named, so "(with a straight penalty)" is not printed
//!   where it fits every deal that gets there;
//! * unsuited high cards (all ten or higher) that also fit a straight line's words ("4 to an
//!   inside straight, 3 high cards" and unsuited A-Q-J-T) and reach that line make its words
//!   say "a card below Ten", the line being for the other straights only.
//!
//! Found by one pass over the deals, every hold classified by the chart's own vocabulary (not
//! only the candidate patterns the search kept).

use std::collections::HashMap;

use rayon::prelude::*;

use super::deals::{DealTable, deal_cards, held_sets};
use super::pattern::{Pattern, Shape, Vocabulary, windows_fitted};
use super::raw_line::RawLine;

/// What reaches each line, by line.
#[derive(Clone, Debug, Default)]
pub(crate) struct Reach {
    /// Per line, per base pattern of the line (in the order of [`bases`]): the penalty
    /// variants (bit `v` for variant `v`) held by some deal that reaches the line.
    variants: Vec<Vec<(Pattern, u16)>>,
    /// Per line: whether unsuited high cards that its straight words would fit reach it.
    honors: Vec<bool>,
}

impl Reach {
    /// The variants of `base` held by a deal that reaches line `line` (bit `v`: variant `v`);
    /// all of them where the line is not known.
    pub(crate) fn variants(&self, line: usize, base: &Pattern) -> u16 {
        self.variants
            .get(line)
            .and_then(|l| l.iter().find(|(b, _)| b == base))
            .map_or(u16::MAX, |&(_, bits)| bits)
    }

    /// Whether unsuited high cards that line `line`'s straight words would fit reach it.
    pub(crate) fn honors(&self, line: usize) -> bool {
        self.honors.get(line).copied().unwrap_or(true)
    }
}

/// The base patterns of a line, first seen first.
fn bases(patterns: &[Pattern]) -> Vec<Pattern> {
    let mut out: Vec<Pattern> = Vec::new();
    for p in patterns {
        if !out.contains(&p.base()) {
            out.push(p.base());
        }
    }
    out
}

/// The straight a line's words name: (natural cards, ways, wild cards, the high-card counts
/// it names — `None`: any).
type StraightWords = (u8, u8, u8, Option<Vec<u8>>);

/// The straight a line's words name, where it is a straight line.
fn straight_words(patterns: &[Pattern], high: Option<u8>) -> Option<StraightWords> {
    let first = patterns.first()?;
    let Shape::Straight { n, ways, .. } = first.shape else {
        return None;
    };
    let mut highs: Vec<u8> = patterns
        .iter()
        .filter_map(|p| match p.shape {
            Shape::Straight { high, .. } => Some(high),
            _ => None,
        })
        .collect();
    highs.sort_unstable();
    highs.dedup();
    // As the words print them: high cards only where they count and not every count is taken.
    let named = (high.is_some() && highs.len() <= n as usize).then_some(highs);
    Some((n, ways, first.wilds, named))
}

/// What reaches each of `lines` (patterns by index into `table.patterns`; a line with a group
/// plays only deals with that many wild cards).
pub(crate) fn reach(table: &DealTable, vocabulary: &Vocabulary, lines: &[RawLine]) -> Reach {
    let kind = vocabulary.kind();
    let n = table.patterns.len();
    // on[line][pattern]: whether the line holds the candidate pattern.
    let on: Vec<Vec<bool>> = lines
        .iter()
        .map(|line| {
            let mut v = vec![false; n];
            for &p in &line.patterns {
                if let Some(slot) = v.get_mut(p as usize) {
                    *slot = true;
                }
            }
            v
        })
        .collect();
    let line_patterns: Vec<Vec<Pattern>> = lines
        .iter()
        .map(|line| {
            line.patterns
                .iter()
                .filter_map(|&p| table.patterns.get(p as usize).copied())
                .collect()
        })
        .collect();
    let line_bases: Vec<Vec<Pattern>> = line_patterns.iter().map(|p| bases(p)).collect();
    let straights: Vec<Option<StraightWords>> = line_patterns
        .iter()
        .map(|p| straight_words(p, vocabulary.high_rank()))
        .collect();
    let high = vocabulary.high_rank();
    // Each base pattern's places: (line, its slot in the line's bases).
    let mut where_base: HashMap<Pattern, Vec<(usize, usize)>> = HashMap::new();
    for (i, b) in line_bases.iter().enumerate() {
        for (slot, base) in b.iter().enumerate() {
            where_base.entry(*base).or_default().push((i, slot));
        }
    }
    let wild_ranks = vocabulary.wild_ranks();
    let empty = || {
        (
            line_bases
                .iter()
                .map(|b| vec![0u16; b.len()])
                .collect::<Vec<_>>(),
            vec![false; lines.len()],
        )
    };
    let (variants, honors) = (0..table.len())
        .into_par_iter()
        .fold(empty, |(mut variants, mut honors), d| {
            let Some(deal) = table.deals.get(d) else {
                return (variants, honors);
            };
            let cards = deal_cards(deal);
            let dealt = cards.iter().filter(|&&c| kind.is_wild(c)).count() as u8;
            let eligible = |i: usize| lines[i].dealt.is_none_or(|k| k == dealt);
            let entries = table.entries(d);
            let played = (0..lines.len())
                .find(|&i| eligible(i) && entries.iter().any(|e| on[i][e.pattern as usize]))
                .unwrap_or(lines.len().saturating_sub(1));
            let sets = held_sets(&cards);
            for mask in 0..32usize {
                let p = vocabulary.pattern_of(sets[mask], sets[31] & !sets[mask]);
                if let Some(places) = where_base.get(&p.base()) {
                    for &(i, slot) in places.iter().filter(|&&(i, _)| i <= played) {
                        if eligible(i) {
                            variants[i][slot] |= 1 << p.penalty;
                        }
                    }
                }
                let Shape::Honors { ranks } = p.shape else {
                    continue;
                };
                let highs = high.map_or(0, |h| (ranks >> h).count_ones() as u8);
                let ways = windows_fitted(ranks, wild_ranks);
                for i in (0..=played).filter(|&i| eligible(i)) {
                    if let Some((n, w, wilds, named)) = &straights[i]
                        && ranks.count_ones() as u8 == *n
                        && p.wilds == *wilds
                        && ways == *w
                        && named.as_ref().is_none_or(|list| list.contains(&highs))
                    {
                        honors[i] = true;
                    }
                }
            }
            (variants, honors)
        })
        .reduce(empty, |(mut va, mut ha), (vb, hb)| {
            for (a, b) in va.iter_mut().zip(vb) {
                for (x, y) in a.iter_mut().zip(b) {
                    *x |= y;
                }
            }
            for (a, b) in ha.iter_mut().zip(hb) {
                *a |= b;
            }
            (va, ha)
        });
    Reach {
        variants: line_bases
            .into_iter()
            .zip(variants)
            .map(|(b, v)| b.into_iter().zip(v).collect())
            .collect(),
        honors,
    }
}
