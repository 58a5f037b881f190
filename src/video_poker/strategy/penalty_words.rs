//! Which penalty cards a chart line is for, in words: "(no penalty card)", "(with a flush
//! penalty)", and, where a line needs more than the flush and straight penalties say (a lone
//! ace with two of its suit discarded; Deuces Wild's A-K with a deuce and two suited discards),
//! the conditions it takes, joined: "(at least two flush penalty cards)", "(no penalty card
//! and the other cards suited)".

use super::pattern::{
    FLUSH_PENALTIES, FLUSH_PENALTY, Pattern, STRAIGHT_PENALTY, SUITED_DISCARDS, penalty_kinds,
};

/// Which penalty cards a line is for, given the penalty bits it takes for one pattern (`base`:
/// the pattern without them); `None` if it takes them all.
pub(super) fn penalty_words(base: &Pattern, penalties: &[u8]) -> Option<String> {
    let kinds = penalty_kinds(&base.shape, base.wilds);
    // Every variant the pattern can have: FLUSH_PENALTIES only with FLUSH_PENALTY.
    let possible: Vec<u8> = (0..16u8)
        .filter(|v| v & !kinds == 0 && (v & FLUSH_PENALTIES == 0 || v & FLUSH_PENALTY != 0))
        .collect();
    let taken: Vec<u8> = possible
        .iter()
        .copied()
        .filter(|v| penalties.contains(v))
        .collect();
    if taken.len() == possible.len() || taken.is_empty() {
        return None;
    }
    // Whether the line takes a variant exactly when it takes the variant with `bits` flipped
    // (where that is a variant too): then those bits do not matter to it.
    let closed = |bits: u8| {
        taken.iter().all(|&v| {
            let other = v ^ bits;
            !possible.contains(&other) || taken.contains(&other)
        })
    };
    let count_free = kinds & FLUSH_PENALTIES == 0 || closed(FLUSH_PENALTIES);
    let suited_free = kinds & SUITED_DISCARDS == 0 || closed(SUITED_DISCARDS);
    if count_free && suited_free {
        return flags_words(kinds, &taken).map(str::to_owned);
    }
    // What matters to the line: each variant as its value on each dimension that matters.
    let flush_free = closed(FLUSH_PENALTY) && closed(FLUSH_PENALTY | FLUSH_PENALTIES);
    let straight_free = kinds & STRAIGHT_PENALTY == 0 || closed(STRAIGHT_PENALTY);
    let flush_of = |v: u8| match (v & FLUSH_PENALTY != 0, v & FLUSH_PENALTIES != 0) {
        (false, _) => 0u8,
        (true, two) => 1 + u8::from(two && !count_free),
    };
    let mut dims: Vec<Dim> = Vec::new();
    if kinds & FLUSH_PENALTY != 0 && !flush_free {
        dims.push(Dim::Flush {
            counted: !count_free,
        });
    }
    if !straight_free {
        dims.push(Dim::Straight);
    }
    if !suited_free {
        dims.push(Dim::Suited);
    }
    let value = |d: &Dim, v: u8| match d {
        Dim::Flush { .. } => flush_of(v),
        Dim::Straight => u8::from(v & STRAIGHT_PENALTY != 0),
        Dim::Suited => u8::from(v & SUITED_DISCARDS != 0),
    };
    let project = |v: u8| dims.iter().map(|d| value(d, v)).collect::<Vec<u8>>();
    let mut chosen: Vec<Vec<u8>> = taken.iter().map(|&v| project(v)).collect();
    chosen.sort_unstable();
    chosen.dedup();
    let mut all: Vec<Vec<u8>> = possible.iter().map(|&v| project(v)).collect();
    all.sort_unstable();
    all.dedup();
    // Each dimension's values the line takes; if the line takes every combination of them,
    // one condition per dimension.
    let sets: Vec<Vec<u8>> = (0..dims.len())
        .map(|i| {
            let mut s: Vec<u8> = chosen.iter().map(|c| c[i]).collect();
            s.sort_unstable();
            s.dedup();
            s
        })
        .collect();
    let product = all
        .iter()
        .filter(|c| c.iter().zip(&sets).all(|(x, s)| s.contains(x)))
        .count()
        == chosen.len();
    if product {
        let words: Vec<&str> = dims
            .iter()
            .zip(&sets)
            .filter_map(|(d, s)| d.words(s))
            .collect();
        return Some(words.join(" and "));
    }
    let conj = |c: &Vec<u8>| {
        dims.iter()
            .zip(c)
            .filter_map(|(d, &x)| d.words(&[x]))
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let missing: Vec<&Vec<u8>> = all.iter().filter(|c| !chosen.contains(c)).collect();
    if let [one] = missing.as_slice() {
        return Some(format!("except with {}", conj(one)));
    }
    Some(chosen.iter().map(conj).collect::<Vec<_>>().join(" or "))
}

/// [`penalty_words`] for a line that only the variants `reached` (bit `v`: variant `v`) of
/// `base` get to: a variant no deal reaching the line holds may be read either way, so the
/// words are the shorter of those for the variants taken and those for the variants taken
/// and the unreached ones ("Ace only" where every lone ace that gets there has a straight
/// penalty, rather than "Ace only (with a straight penalty)").
pub(super) fn penalty_words_reached(base: &Pattern, taken: &[u8], reached: u16) -> Option<String> {
    let exact = penalty_words(base, taken);
    let mut loose: Vec<u8> = taken.to_vec();
    loose.extend((0..16u8).filter(|&v| reached & (1 << v) == 0 && !taken.contains(&v)));
    let free = penalty_words(base, &loose);
    match (&exact, &free) {
        (Some(e), Some(f)) if f.len() < e.len() => free,
        (Some(_), None) => None,
        _ => exact,
    }
}

/// A dimension of the penalty variants that matters to a line.
enum Dim {
    /// Flush penalties: 0 none, 1 one (or some, where not `counted`), 2 two or more.
    Flush { counted: bool },
    /// A straight penalty: 0 none, 1 some.
    Straight,
    /// The other cards suited: 0 no, 1 yes.
    Suited,
}

impl Dim {
    /// The condition that the dimension's value is one of `values` (`None`: any).
    fn words(&self, values: &[u8]) -> Option<&'static str> {
        Some(match (self, values) {
            (Dim::Flush { .. }, [0]) => "no flush penalty",
            (Dim::Flush { counted: false }, [1]) => "a flush penalty",
            (Dim::Flush { counted: true }, [1]) => "exactly one flush penalty card",
            (Dim::Flush { counted: true }, [2]) => "at least two flush penalty cards",
            (Dim::Flush { counted: true }, [1, 2]) => "a flush penalty",
            (Dim::Flush { counted: true }, [0, 1]) => "at most one flush penalty card",
            (Dim::Flush { counted: true }, [0, 2]) => "not exactly one flush penalty card",
            (Dim::Straight, [0]) => "no straight penalty",
            (Dim::Straight, [1]) => "a straight penalty",
            (Dim::Suited, [0]) => "the other cards unsuited",
            (Dim::Suited, [1]) => "the other cards suited",
            _ => return None,
        })
    }
}

/// The words for the flush and straight penalties a line takes (`taken`: variants, of which
/// only those bits count), as charts have always said them.
fn flags_words(kinds: u8, taken: &[u8]) -> Option<&'static str> {
    let has = |p: u8| {
        taken
            .iter()
            .any(|&v| v & (FLUSH_PENALTY | STRAIGHT_PENALTY) == p)
    };
    let (f, s, both) = (
        FLUSH_PENALTY,
        STRAIGHT_PENALTY,
        FLUSH_PENALTY | STRAIGHT_PENALTY,
    );
    let flush = kinds & FLUSH_PENALTY != 0;
    let straight = kinds & STRAIGHT_PENALTY != 0;
    Some(match (flush, straight) {
        (true, true) => match (has(0), has(f), has(s), has(both)) {
            (true, true, true, true) | (false, false, false, false) => return None,
            (true, false, false, false) => "no penalty card",
            (true, true, false, false) => "no straight penalty",
            (true, false, true, false) => "no flush penalty",
            (true, true, true, false) => "not both penalties",
            (false, true, true, true) => "with a penalty card",
            (false, false, false, true) => "with a flush and a straight penalty",
            (false, true, false, false) => "with a flush penalty only",
            (false, false, true, false) => "with a straight penalty only",
            (false, true, false, true) => "with a flush penalty",
            (false, false, true, true) => "with a straight penalty",
            (true, false, false, true) => "both penalties or none",
            (false, true, true, false) => "one penalty card",
            (true, true, false, true) => "not a straight penalty alone",
            (true, false, true, true) => "not a flush penalty alone",
        },
        (true, false) => match (has(0), has(f)) {
            (true, false) => "no flush penalty",
            (false, true) => "with a flush penalty",
            _ => return None,
        },
        (false, true) => match (has(0), has(s)) {
            (true, false) => "no straight penalty",
            (false, true) => "with a straight penalty",
            _ => return None,
        },
        (false, false) => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::video_poker::strategy::pattern::Shape;

    #[test]
    fn counted_flush_penalties_and_suited_discards_in_words() {
        let ace = Pattern {
            wilds: 0,
            shape: Shape::Honors { ranks: 1 << 12 },
            penalty: 0,
        };
        let f = FLUSH_PENALTY;
        let two = FLUSH_PENALTY | FLUSH_PENALTIES;
        let s = STRAIGHT_PENALTY;
        // Whether one or two flush penalty cards does not matter: the words as ever.
        assert_eq!(
            penalty_words(&ace, &[f, two, f | s, two | s]).as_deref(),
            Some("with a flush penalty")
        );
        assert_eq!(
            penalty_words(&ace, &[two, two | s]).as_deref(),
            Some("at least two flush penalty cards")
        );
        assert_eq!(
            penalty_words(&ace, &[0, s, f, f | s]).as_deref(),
            Some("at most one flush penalty card")
        );
        assert_eq!(
            penalty_words(&ace, &[s, f | s]).as_deref(),
            Some("at most one flush penalty card and a straight penalty")
        );
        let ak = Pattern {
            wilds: 1,
            shape: Shape::Royal {
                n: 2,
                ranks: Some(0x1800),
            },
            penalty: 0,
        };
        assert_eq!(
            penalty_words(&ak, &[0]).as_deref(),
            Some("no flush penalty and no straight penalty and the other cards unsuited")
        );
        assert_eq!(
            penalty_words(&ak, &[0, SUITED_DISCARDS]).as_deref(),
            Some("no penalty card")
        );
        let sd = SUITED_DISCARDS;
        assert_eq!(
            penalty_words(&ak, &[0, s, f, f | s, sd, s | sd]).as_deref(),
            Some("except with a flush penalty and the other cards suited")
        );
    }
}
