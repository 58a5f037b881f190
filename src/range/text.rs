//! The compact text a range prints as (`22+,A2s+,KTo+`, `AA:0.5`), which parses back to the
//! same range: [`to_text`] and [`Range`]'s `Display`. (Reading text is `parse.rs`.)

use std::fmt::{self, Write as _};

use super::{Combo, HandClass, Range, Shape};
use crate::cards::Rank;

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
        let weights: Vec<(Combo, f32)> = class.combos().map(|c| (c, range.weight(c))).collect();
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

impl fmt::Display for Range {
    /// The compact text form (`22+,A2s+,KTo+,AA:0.5`), which parses back to the same range;
    /// see [`to_text`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&to_text(self))
    }
}

impl fmt::Debug for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Range[{self}]")
    }
}
