//! Pairs, trips and quads in a player's words: "High Pair", "Low Pair", "Three Aces",
//! "Four Aces (drop the kicker)", "Four of a Kind (two deuces and a pair, drop the kicker)",
//! "Three Aces with a 2, 3 or 4 kicker".

use super::pattern::{Pattern, Shape, rank_of};
use super::phrases::{deuces, or_list, plural_ranks};
use crate::video_poker::WildNames;

/// Pairs, trips and quads: "High Pair", "Low Pair", "Three Aces", "Four of a Kind", "Three
/// Aces with a 2, 3 or 4".
pub(super) fn kind_rule(
    patterns: &[Pattern],
    count: u8,
    w: u8,
    with_kicker: bool,
    high: Option<u8>,
    joker: WildNames,
) -> String {
    let mut ranks: Vec<u8> = Vec::new();
    let mut kickers: Vec<u8> = Vec::new();
    for p in patterns {
        if let Shape::Kind { rank, kicker, .. } = p.shape {
            if let Some(r) = rank
                && !ranks.contains(&r)
            {
                ranks.push(r);
            }
            if let Some(k) = kicker
                && !kickers.contains(&k)
            {
                kickers.push(k);
            }
        }
    }
    let total = count + w;
    let generic = match total {
        2 => "Pair",
        3 => "Three of a Kind",
        4 => "Four of a Kind",
        _ => "Five of a Kind",
    };
    let base = if ranks.is_empty() || ranks.len() == 13 {
        generic.to_owned()
    } else if total == 2 && w == 0 {
        let mut sorted = ranks.clone();
        sorted.sort_unstable();
        match high {
            Some(h) if sorted == (h..13).collect::<Vec<u8>>() => "High Pair".to_owned(),
            Some(h) if sorted == (0..h).collect::<Vec<u8>>() => "Low Pair".to_owned(),
            _ => format!("Pair of {}", plural_ranks(&sorted)),
        }
    } else {
        let word = match total {
            3 => "Three",
            4 => "Four",
            _ => "Five",
        };
        format!("{word} {}", plural_ranks(&ranks))
    };
    // Quads say whether the fifth card goes: "Four Aces (drop the kicker)", as a made hand
    // kept whole says "(all five cards)".
    let drop = if total == 4 && !with_kicker {
        "drop the kicker"
    } else {
        ""
    };
    let base = match (w, drop) {
        (0, "") => base,
        (0, drop) => format!("{base} ({drop})"),
        (w, "") => format!("{base} ({} and {})", deuces(w, joker), natural_kind(count)),
        (w, drop) => format!(
            "{base} ({} and {}, {drop})",
            deuces(w, joker),
            natural_kind(count)
        ),
    };
    if !with_kicker {
        return base;
    }
    if patterns.len() != ranks.len().max(1) * kickers.len().max(1) {
        // Not every rank with every kicker: name each pattern.
        let names: Vec<String> = patterns
            .iter()
            .map(|p| kind_rule(std::slice::from_ref(p), count, w, with_kicker, high, joker))
            .collect();
        return names.join("; ");
    }
    if kickers.is_empty() {
        format!("{base} with a kicker")
    } else {
        kickers.sort_unstable();
        let names: Vec<String> = kickers
            .iter()
            .map(|&k| rank_of(k).to_char().to_string())
            .collect();
        format!("{base} with a {} kicker", or_list(&names))
    }
}

fn natural_kind(count: u8) -> &'static str {
    match count {
        2 => "a pair",
        3 => "three of a kind",
        _ => "four of a kind",
    }
}
