//! The 13×13 starting-hand grid a range is painted on, and the compact text a range prints as
//! (`22+,A2s+,KTo+`), which parses back to the same range.

use std::fmt::Write as _;

use super::{HandClass, Range, Shape};
use crate::cards::{CardSet, Rank};

/// A range seen as the 13×13 starting-hand grid: for each cell, the weighted share of its
/// combos in the range (0 = none, 1 = all at full weight). Aces are row and column 0; suited
/// hands sit above the diagonal, offsuit below (see [`HandClass`]).
///
/// ```
/// use pokerlab::range::{Grid, HandClass, Range};
/// let range: Range = "AKs, AhKd, QQ:0.5".parse().unwrap();
/// let grid = Grid::from_range(&range);
/// assert_eq!(grid.get(0, 1), 1.0); // AKs
/// assert_eq!(grid.get(1, 0), 1.0 / 12.0); // one AKo of twelve
/// assert_eq!(grid.class("QQ".parse::<HandClass>().unwrap()), 0.5);
/// // Painting a grid back gives each class one weight.
/// assert_eq!(grid.to_range().to_string(), "AKs,QQ:0.5,AKo:0.083333336");
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    cells: [f32; HandClass::COUNT],
}

impl Default for Grid {
    fn default() -> Self {
        Grid {
            cells: [0.0; HandClass::COUNT],
        }
    }
}

impl Grid {
    /// Each cell's weighted share of its combos in `range`.
    pub fn from_range(range: &Range) -> Grid {
        let mut grid = Grid::default();
        for class in HandClass::all() {
            grid.cells[class.index()] = range.class_fraction(class);
        }
        grid
    }

    /// Each cell's share counted only over the combos that miss `dead` (board and known
    /// cards); a cell whose combos are all blocked shows 0.
    pub fn from_range_live(range: &Range, dead: CardSet) -> Grid {
        let mut grid = Grid::default();
        for class in HandClass::all() {
            grid.cells[class.index()] = range.class_fraction_live(class, dead).unwrap_or(0.0);
        }
        grid
    }

    /// The share in cell (`row`, `col`), 0 outside the grid.
    pub fn get(&self, row: usize, col: usize) -> f32 {
        HandClass::from_cell(row, col).map_or(0.0, |c| self.cells[c.index()])
    }

    /// The share of `class`.
    pub fn class(&self, class: HandClass) -> f32 {
        self.cells[class.index()]
    }

    /// Sets the share of `class` (clamped into `[0, 1]`; NaN counts as 0).
    pub fn set(&mut self, class: HandClass, share: f32) {
        self.cells[class.index()] = if share.is_nan() {
            0.0
        } else {
            share.clamp(0.0, 1.0)
        };
    }

    /// The shares by class index.
    pub fn cells(&self) -> &[f32; HandClass::COUNT] {
        &self.cells
    }

    /// The range with every combo of each class at that cell's share.
    pub fn to_range(&self) -> Range {
        let mut range = Range::empty();
        for class in HandClass::all() {
            range.set_class(class, self.cells[class.index()]);
        }
        range
    }
}

/// A run of consecutive ranks, highest first, for printing.
fn runs(ranks: &[Rank]) -> Vec<(Rank, Rank)> {
    let mut sorted = ranks.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let mut out: Vec<(Rank, Rank)> = Vec::new();
    for rank in sorted {
        match out.last_mut() {
            Some((_, bottom)) if bottom.index() == rank.index() + 1 => *bottom = rank,
            _ => out.push((rank, rank)),
        }
    }
    out
}

/// Pairs as `22+`, `99-66`, `77`.
fn pair_parts(ranks: &[Rank], out: &mut Vec<String>) {
    for (top, bottom) in runs(ranks) {
        let (t, b) = (top.to_char(), bottom.to_char());
        out.push(if top == bottom {
            format!("{t}{t}")
        } else if top == Rank::Ace {
            format!("{b}{b}+")
        } else {
            format!("{t}{t}-{b}{b}")
        });
    }
}

/// Hands with top card `high` and the given kickers as `A2s+`, `AJs-A8s`, `A5s`.
fn kicker_parts(high: Rank, kickers: &[Rank], suffix: &str) -> Vec<String> {
    let h = high.to_char();
    runs(kickers)
        .into_iter()
        .map(|(top, bottom)| {
            let (t, b) = (top.to_char(), bottom.to_char());
            if top == bottom {
                format!("{h}{t}{suffix}")
            } else if top.index() + 1 == high.index() {
                format!("{h}{b}{suffix}+")
            } else {
                format!("{h}{t}{suffix}-{h}{b}{suffix}")
            }
        })
        .collect()
}

/// The components for a set of whole classes: pairs, then suited (or both-shape) hands by top
/// card, then offsuit hands by top card.
fn class_parts(classes: &[HandClass]) -> Vec<String> {
    let has = |c: Option<HandClass>| c.is_some_and(|c| classes.contains(&c));
    let pairs: Vec<Rank> = classes
        .iter()
        .filter(|c| c.shape() == Shape::Pair)
        .map(|c| c.high())
        .collect();
    let mut parts = Vec::new();
    pair_parts(&pairs, &mut parts);
    let mut offsuit_parts = Vec::new();
    for high in Rank::ALL.into_iter().rev() {
        let below = Rank::ALL.into_iter().filter(|&k| k < high);
        let suited: Vec<Rank> = below
            .clone()
            .filter(|&k| has(HandClass::suited(high, k)))
            .collect();
        let offsuit: Vec<Rank> = below
            .filter(|&k| has(HandClass::offsuit(high, k)))
            .collect();
        // Either suited and offsuit separately, or the kickers both have without a suffix
        // and the rest with one: whichever prints shorter.
        let apart = (
            kicker_parts(high, &suited, "s"),
            kicker_parts(high, &offsuit, "o"),
        );
        let both: Vec<Rank> = suited
            .iter()
            .copied()
            .filter(|k| offsuit.contains(k))
            .collect();
        let only_s: Vec<Rank> = suited
            .iter()
            .copied()
            .filter(|k| !both.contains(k))
            .collect();
        let only_o: Vec<Rank> = offsuit
            .iter()
            .copied()
            .filter(|k| !both.contains(k))
            .collect();
        let mut merged_first = kicker_parts(high, &both, "");
        merged_first.extend(kicker_parts(high, &only_s, "s"));
        let merged = (merged_first, kicker_parts(high, &only_o, "o"));
        let length = |(a, b): &(Vec<String>, Vec<String>)| {
            a.iter().chain(b).map(|s| s.len() + 1).sum::<usize>()
        };
        let (first, second) = if length(&merged) < length(&apart) {
            merged
        } else {
            apart
        };
        parts.extend(first);
        offsuit_parts.extend(second);
    }
    parts.extend(offsuit_parts);
    parts
}

/// A weight as the grammar's suffix: empty for 1, `:0.5` otherwise (shortest text that reads
/// back as the same `f32`).
fn weight_suffix(w: f32) -> String {
    if w == 1.0 {
        String::new()
    } else {
        format!(":{w}")
    }
}

/// The compact text of a range: whole classes as `22+`, `A2s+`, `KTo+`, `AJs-A8s`, `AK`,
/// classes only partly in the range as single combos (`AsKs`), weights below 1 as `:w` on
/// each component (heaviest first), and the full deck as `random`. The text parses back to
/// exactly the same range; the empty range prints as an empty string.
///
/// ```
/// use pokerlab::range::{to_text, Range};
/// let range: Range = "TT-88, A9s, ATs, AJs+, AK, KQo, AsQd, 44:0.25".parse().unwrap();
/// assert_eq!(to_text(&range), "TT-88,A9s+,AKo,KQo,AsQd,44:0.25");
/// ```
pub fn to_text(range: &Range) -> String {
    // Each class is whole at one weight, or listed combo by combo.
    let mut whole: Vec<(f32, HandClass)> = Vec::new();
    let mut single: Vec<(f32, String)> = Vec::new();
    for class in HandClass::all() {
        let weights: Vec<(super::Combo, f32)> =
            class.combos().map(|c| (c, range.weight(c))).collect();
        let first = weights.first().map_or(0.0, |&(_, w)| w);
        if weights.iter().all(|&(_, w)| w == first) {
            if first > 0.0 {
                whole.push((first, class));
            }
        } else {
            single.extend(
                weights
                    .iter()
                    .filter(|&&(_, w)| w > 0.0)
                    .map(|&(c, w)| (w, c.to_string())),
            );
        }
    }
    if whole.len() == HandClass::COUNT && whole.iter().all(|&(w, _)| w == whole[0].0) {
        return format!("random{}", weight_suffix(whole[0].0));
    }
    let mut weights: Vec<f32> = whole
        .iter()
        .map(|&(w, _)| w)
        .chain(single.iter().map(|&(w, _)| w))
        .collect();
    weights.sort_unstable_by(|a, b| b.total_cmp(a));
    weights.dedup();
    let mut out = String::new();
    for w in weights {
        let classes: Vec<HandClass> = whole
            .iter()
            .filter(|&&(x, _)| x == w)
            .map(|&(_, c)| c)
            .collect();
        let combos = single
            .iter()
            .filter(|(x, _)| *x == w)
            .map(|(_, s)| s.clone());
        for part in class_parts(&classes).into_iter().chain(combos) {
            if !out.is_empty() {
                out.push(',');
            }
            let _ = write!(out, "{part}{}", weight_suffix(w));
        }
    }
    out
}
