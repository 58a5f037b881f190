//! The order of the 169 starting hands that top-percent ranges (`15%`) follow: each class's
//! exact all-in equity against one random hand, preflop.
//!
//! # Which ranking, and why
//! The figures are the preflop table's ([`preflop_table`]): for every class, the exact counts
//! of its wins, ties and losses against every opponent hand on every five-card board
//! (1,225 × 1,712,304 = 2,097,572,400 matchups per combo; ties count as half a win), computed
//! by our own engine and checked by tests that recompute entries. This is the ranking that
//! PokerStove-era tools print as "equity vs a random hand"; its best-known figure, AKs at
//! 67.0446%, is checked by a test. It is a heads-up ranking: against several opponents small
//! pairs and offsuit high cards would rank lower and suited connectors higher. Classes are
//! sorted by the exact integer `2 × wins + ties`; ties between classes (none occur) would be
//! broken by grid index.

use std::sync::LazyLock;

use super::{COMBO_COUNT, HandClass, Range};
use crate::equity::preflop_table;

/// Twice a class's exact equity numerator against a random hand (`2 × wins + ties`): an
/// integer to sort by.
fn score(class: HandClass) -> u64 {
    let tally = preflop_table::lookup(class).tally;
    2 * tally.wins() + tally.ties()
}

/// The 169 classes ordered strongest first by equity against a random hand.
static RANKED: LazyLock<[HandClass; HandClass::COUNT]> = LazyLock::new(|| {
    let mut classes = [HandClass::AA; HandClass::COUNT];
    for (slot, class) in classes.iter_mut().zip(HandClass::all()) {
        *slot = class;
    }
    classes.sort_by_key(|&c| (std::cmp::Reverse(score(c)), c.index()));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranking_follows_published_figures() {
        let equity = |name: &str| preflop_table::lookup(name.parse().unwrap()).equity() * 100.0;
        // REFERENCE.md: As Ks vs a random hand, exact, 67.0446323092352%.
        assert!((equity("AKs") - 67.0446323092352).abs() < 1e-10);
        // Widely published equities vs a random hand (PokerStove): AA 85.20%, KK 82.40%,
        // 72o 34.58%, 32o 32.30%.
        for (name, pct) in [("AA", 85.20), ("KK", 82.40), ("72o", 34.58), ("32o", 32.30)] {
            assert!(
                (equity(name) - pct).abs() < 0.006,
                "{name}: {}",
                equity(name)
            );
        }
        let ranked = ranked_classes();
        assert_eq!(ranked[0].to_string(), "AA");
        // Every class appears once, strongest first.
        let mut seen = [false; HandClass::COUNT];
        for c in ranked {
            assert!(!seen[c.index()]);
            seen[c.index()] = true;
        }
        for w in ranked.windows(2) {
            assert!(score(w[0]) > score(w[1]), "{} {}", w[0], w[1]);
        }
    }
}
