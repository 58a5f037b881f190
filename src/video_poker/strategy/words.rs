//! Patterns in a player's words, and which patterns may share a line of the chart.
//!
//! A chart line is one pattern or several neighbouring patterns of one family (pairs of
//! different ranks, suited high cards of different ranks, …); its rule names them all:
//! "Low Pair", "Suited KQ, KJ or QJ", "3 to a Straight Flush: 2 ways, 1 high card".

use super::kind_words::kind_rule;
use super::made_words::made_rule;
use super::pattern::{Pattern, Shape, rank_of};
use super::penalty_words::penalty_words_reached;
use super::phrases::{deuces, or_list, plural_ranks};
use super::reach::Reach;
use crate::video_poker::PayTable;

/// Which patterns may be merged into one line: patterns that differ only in ranks, kickers,
/// high-card counts or (for straight flushes) ways.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Family {
    /// Made hands kept whole, by wild cards kept.
    Pat(u8),
    /// n of a kind (with or without a kicker), by count, wilds and whether a kicker is kept.
    Kind(u8, u8, bool),
    /// Two pair.
    TwoPair(u8),
    /// n to a royal, by cards kept and wilds.
    Royal(u8, u8),
    /// n to a straight flush, by cards kept and wilds.
    StraightFlush(u8, u8),
    /// n to a flush, by cards kept and wilds.
    Flush(u8, u8),
    /// n to a straight, by cards kept, ways and wilds.
    Straight(u8, u8, u8),
    /// Unsuited high cards, by number.
    Honors(u8),
    /// One card alone.
    Single,
    /// Anything else, by cards kept and wilds.
    Other(u8, u8),
    /// Wild cards alone (or nothing).
    Discard(u8),
}

/// The family of a pattern.
pub(crate) fn family(p: &Pattern) -> Family {
    let w = p.wilds;
    match p.shape {
        Shape::Pat(_) | Shape::Fives { .. } => Family::Pat(w),
        Shape::Kind {
            count, with_kicker, ..
        } => Family::Kind(count, w, with_kicker),
        Shape::TwoPair { .. } => Family::TwoPair(w),
        Shape::Royal { n, .. } => Family::Royal(n, w),
        Shape::StraightFlush { n, .. } => Family::StraightFlush(n, w),
        Shape::Flush { n, .. } => Family::Flush(n, w),
        Shape::Straight { n, ways, .. } => Family::Straight(n, ways, w),
        Shape::Honors { ranks } if ranks.count_ones() == 1 && w == 0 => Family::Single,
        Shape::Honors { ranks } if ranks.count_ones() == 1 => Family::Other(1, w),
        Shape::Honors { ranks } => Family::Honors(ranks.count_ones() as u8 + 10 * w),
        Shape::Single { .. } if w == 0 => Family::Single,
        Shape::Single { .. } => Family::Other(1, w),
        Shape::Other { n } => Family::Other(n, w),
        Shape::Discard => Family::Discard(w),
    }
}

/// Rank letters, highest first: "KQJ".
fn letters(ranks: u16) -> String {
    (0..13u8)
        .rev()
        .filter(|&r| ranks & (1 << r) != 0)
        .map(|r| rank_of(r).to_char())
        .collect()
}

/// How a table names its hands: what a line's words need besides the patterns.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Naming<'a> {
    /// The lowest rank whose pair pays, if pairs pay.
    pub(crate) high: Option<u8>,
    /// The pay table, for the names of made hands.
    pub(crate) table: &'a PayTable,
}

/// The words of a line made of `patterns` (one family), with the penalty cards it is for
/// wherever it does not take every penalty variant of a pattern (a variant left out is played
/// by a later line, so the words must say which ones this line takes).
///
/// `reach`: what reaches the line at its place (`None`: unknown, so every hold may): penalty
/// variants that no deal reaching the line holds need not be told apart, and the words take
/// the shorter qualifier that fits; a straight line that unsuited high cards of its shape
/// reach says "a card below Ten".
pub(crate) fn line_rule(
    patterns: &[Pattern],
    naming: Naming<'_>,
    reach: Option<(&Reach, usize)>,
) -> String {
    // The patterns by base, with the penalties this line takes for each.
    let mut bases: Vec<(Pattern, Vec<u8>)> = Vec::new();
    for p in patterns {
        match bases.iter_mut().find(|(b, _)| *b == p.base()) {
            Some((_, penalties)) => penalties.push(p.penalty),
            None => bases.push((p.base(), vec![p.penalty])),
        }
    }
    // Bases with the same qualifier share words.
    let mut groups: Vec<(Option<String>, Vec<Pattern>)> = Vec::new();
    for (base, penalties) in &bases {
        let reached = reach.map_or(u16::MAX, |(r, line)| r.variants(line, base));
        let qualifier = penalty_words_reached(base, penalties, reached);
        match groups.iter_mut().find(|(q, _)| *q == qualifier) {
            Some((_, members)) => members.push(*base),
            None => groups.push((qualifier, vec![*base])),
        }
    }
    groups
        .iter()
        .map(|(qualifier, members)| {
            let honors = reach.is_none_or(|(r, line)| r.honors(line));
            let text = bases_rule(members, naming, honors);
            match qualifier {
                Some(q) => format!("{text} ({q})"),
                None => text,
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The words of a line of patterns without penalties; `honors`: whether unsuited high cards
/// that a straight's words would fit reach the line (then the words exclude them).
fn bases_rule(patterns: &[Pattern], naming: Naming<'_>, honors: bool) -> String {
    let Some(first) = patterns.first() else {
        return String::new();
    };
    let high = naming.high;
    let joker = naming.table.kind().wild_names();
    let w = first.wilds;
    // "4 to a Royal Flush" → "4 to a Royal Flush with one deuce".
    let with_wilds = |text: String| {
        if w == 0 {
            text
        } else {
            format!("{text} with {}", deuces(w, joker))
        }
    };
    match first.shape {
        Shape::Pat(_) | Shape::Fives { .. } => made_rule(patterns, naming.table),
        Shape::Discard => match w {
            0 => "Discard everything".to_owned(),
            _ => {
                let mut text = deuces(w, joker);
                if let Some(c) = text.get_mut(0..1) {
                    c.make_ascii_uppercase();
                }
                format!("{text} alone")
            }
        },
        Shape::Kind {
            count, with_kicker, ..
        } => kind_rule(patterns, count, w, with_kicker, high, joker),
        Shape::TwoPair { .. } => {
            let tops: Vec<u8> = patterns
                .iter()
                .filter_map(|p| match p.shape {
                    Shape::TwoPair { high } => high,
                    _ => None,
                })
                .collect();
            let aces = tops.contains(&12);
            if tops.is_empty() || tops.len() >= 12 {
                with_wilds("Two Pair".to_owned())
            } else if !aces && tops.len() == 11 {
                "Two Pair without aces".to_owned()
            } else {
                format!("Two Pair, {} up", plural_ranks(&tops))
            }
        }
        Shape::Royal { n, .. } => {
            let mut combos: Vec<u16> = patterns
                .iter()
                .filter_map(|p| match p.shape {
                    Shape::Royal { ranks, .. } => ranks,
                    _ => None,
                })
                .collect();
            combos.sort_unstable_by(|a, b| b.cmp(a));
            let names: Vec<String> = combos.iter().map(|&r| letters(r)).collect();
            // Every way to hold n royal cards: 5, 10, 10, 5 for n = 1..4.
            let all = [1, 5, 10, 10, 5, 1].get(n as usize).copied().unwrap_or(1);
            let total = n + w;
            if combos.is_empty() || combos.len() >= all {
                with_wilds(format!("{total} to a Royal Flush"))
            } else if n == 2 && w == 0 {
                format!("Suited {}", or_list(&names))
            } else {
                format!(
                    "{}: {}",
                    with_wilds(format!("{total} to a Royal Flush")),
                    or_list(&names)
                )
            }
        }
        Shape::StraightFlush { n, .. } => {
            // (ways, high cards, spread) of each pattern.
            let mut variants: Vec<(u8, u8, u8)> = patterns
                .iter()
                .filter_map(|p| match p.shape {
                    Shape::StraightFlush {
                        ways, high, spread, ..
                    } => Some((ways, high, spread)),
                    _ => None,
                })
                .collect();
            variants.sort_unstable_by(|a, b| b.cmp(a));
            let text = with_wilds(format!("{} to a Straight Flush", n + w));
            let spread = variants.iter().any(|v| v.2 > 0);
            let details = if high.is_some() || spread {
                // By ways, most first, each with its high cards (where they count) or spreads
                // (where a rank is wild): "2 ways, 0–2 high cards; or 1 way, 3 high cards",
                // "1 way, spread 3; or 2 ways, spread 3–4".
                let mut parts = Vec::new();
                let mut ways: Vec<u8> = variants.iter().map(|v| v.0).collect();
                ways.dedup();
                for way in ways {
                    let of_way = variants.iter().filter(|v| v.0 == way);
                    let detail = if spread {
                        spreads_text(&of_way.map(|v| v.2).collect::<Vec<_>>())
                    } else {
                        counts(&of_way.map(|v| v.1).collect::<Vec<_>>(), "high card")
                    };
                    parts.push(format!("{}, {detail}", ways_text(way)));
                }
                // The parts have commas of their own: separate them with semicolons.
                match parts.as_slice() {
                    [init @ .., last] if !init.is_empty() => {
                        format!("{}; or {last}", init.join("; "))
                    }
                    _ => parts.join(""),
                }
            } else {
                ways_list(&variants.iter().map(|v| v.0).collect::<Vec<_>>())
            };
            format!("{text}: {details}")
        }
        Shape::Flush { n, .. } => {
            let highs: Vec<u8> = patterns
                .iter()
                .filter_map(|p| match p.shape {
                    Shape::Flush { high, .. } => Some(high),
                    _ => None,
                })
                .collect();
            let text = with_wilds(format!("{} to a Flush", n + w));
            match high {
                Some(_) if highs.len() <= n as usize => {
                    format!("{text}, {}", counts(&highs, "high card"))
                }
                _ => text,
            }
        }
        Shape::Straight { n, ways, .. } => {
            let highs: Vec<u8> = patterns
                .iter()
                .filter_map(|p| match p.shape {
                    Shape::Straight { high, .. } => Some(high),
                    _ => None,
                })
                .collect();
            let total = n + w;
            let text = with_wilds(match (total, ways) {
                (4, 2) => "4 to an outside straight".to_owned(),
                (4, 1) => "4 to an inside straight".to_owned(),
                _ => format!("{total} to a straight"),
            });
            let text = if total == 4 && (1..=2).contains(&ways) {
                text
            } else {
                format!("{text}: {}", ways_text(ways))
            };
            let text = match high {
                Some(_) if highs.len() <= n as usize => {
                    format!("{text}, {}", counts(&highs, "high card"))
                }
                _ => text,
            };
            // Unsuited cards all ten or higher are a line of their own ("Unsuited AQJT"): where
            // such cards fit these words and get this far, the words leave them out.
            match high {
                Some(h) if honors => {
                    format!("{text}, a card below {}", rank_of(h.min(8)).name())
                }
                _ => text,
            }
        }
        Shape::Honors { .. } | Shape::Single { .. } if first_is_single(first) => {
            let mut ranks: Vec<u8> = patterns
                .iter()
                .filter_map(|p| match p.shape {
                    Shape::Honors { ranks } => Some(top(ranks)),
                    Shape::Single { rank } => Some(rank),
                    _ => None,
                })
                .collect();
            ranks.sort_unstable_by(|a, b| b.cmp(a));
            let names: Vec<String> = ranks
                .iter()
                .map(|&r| rank_of(r).name().to_owned())
                .collect();
            if w == 0 {
                format!("{} only", or_list(&names))
            } else {
                // "The joker and a Seven", "One deuce and an Ace or King".
                let mut text = deuces(w, joker);
                if let Some(c) = text.get_mut(0..1) {
                    c.make_ascii_uppercase();
                }
                let article = if ranks.first() == Some(&12) || ranks.first() == Some(&6) {
                    "an"
                } else {
                    "a"
                };
                format!("{text} and {article} {}", or_list(&names))
            }
        }
        Shape::Honors { .. } => {
            let mut combos: Vec<u16> = patterns
                .iter()
                .filter_map(|p| match p.shape {
                    Shape::Honors { ranks } => Some(ranks),
                    _ => None,
                })
                .collect();
            combos.sort_unstable_by(|a, b| b.cmp(a));
            let names: Vec<String> = combos.iter().map(|&r| letters(r)).collect();
            with_wilds(format!("Unsuited {}", or_list(&names)))
        }
        Shape::Single { rank } => format!("{} alone", rank_of(rank).name()),
        Shape::Other { n } => {
            with_wilds(format!("{n} odd {}", if n == 1 { "card" } else { "cards" }))
        }
    }
}

/// "2 ways", "1 way", "ace-low" (fits only windows that need a wild rank).
fn ways_text(ways: u8) -> String {
    match ways {
        0 => "ace-low".to_owned(),
        1 => "1 way".to_owned(),
        n => format!("{n} ways"),
    }
}

/// "3 or 2 ways", "1 way or ace-low".
fn ways_list(ways: &[u8]) -> String {
    let mut v = ways.to_vec();
    v.sort_unstable_by(|a, b| b.cmp(a));
    v.dedup();
    let (some, none): (Vec<u8>, Vec<u8>) = v.iter().partition(|&&x| x > 0);
    let mut parts = Vec::new();
    match some.as_slice() {
        [] => {}
        [one] => parts.push(ways_text(*one)),
        many => parts.push(format!(
            "{} ways",
            or_list(&many.iter().map(|x| x.to_string()).collect::<Vec<_>>())
        )),
    }
    if !none.is_empty() {
        parts.push(ways_text(0));
    }
    or_list(&parts)
}

fn first_is_single(p: &Pattern) -> bool {
    matches!(p.shape, Shape::Single { .. })
        || matches!(p.shape, Shape::Honors { ranks } if ranks.count_ones() == 1)
}

fn top(ranks: u16) -> u8 {
    15u8.saturating_sub(ranks.leading_zeros() as u8)
}

fn plural(n: u8, word: &str) -> String {
    if n == 1 {
        word.to_owned()
    } else {
        format!("{word}s")
    }
}

/// "spread 3", "spread 3–5", "spread 3 or 5".
fn spreads_text(values: &[u8]) -> String {
    let mut v = values.to_vec();
    v.sort_unstable();
    v.dedup();
    let run = v.windows(2).all(|w| w[1] == w[0] + 1);
    match v.as_slice() {
        [one] => format!("spread {one}"),
        [lo, .., hi] if run => format!("spread {lo}–{hi}"),
        _ => format!(
            "spread {}",
            or_list(&v.iter().map(|x| x.to_string()).collect::<Vec<_>>())
        ),
    }
}

/// "0–2 high cards", "1 high card", "0 or 3 high cards".
fn counts(values: &[u8], word: &str) -> String {
    let mut v = values.to_vec();
    v.sort_unstable();
    v.dedup();
    let run = v.windows(2).all(|w| w[1] == w[0] + 1);
    match v.as_slice() {
        [one] => format!("{one} {}", plural(*one, word)),
        [lo, .., hi] if run => format!("{lo}–{hi} {word}s"),
        _ => format!(
            "{} {word}s",
            or_list(&v.iter().map(|x| x.to_string()).collect::<Vec<_>>())
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::video_poker::PayClass;

    fn pair(rank: u8) -> Pattern {
        Pattern {
            wilds: 0,
            shape: Shape::Kind {
                count: 2,
                rank: Some(rank),
                kicker: None,
                with_kicker: false,
            },
            penalty: 0,
        }
    }

    fn rule(patterns: &[Pattern]) -> String {
        rule_in(&PayTable::default(), patterns)
    }

    fn rule_in(table: &PayTable, patterns: &[Pattern]) -> String {
        line_rule(
            patterns,
            Naming {
                high: Some(9),
                table,
            },
            None,
        )
    }

    #[test]
    fn pairs_by_rank_read_as_a_player_says_them() {
        let high: Vec<Pattern> = (9..13).map(pair).collect();
        assert_eq!(rule(&high), "High Pair");
        let low: Vec<Pattern> = (0..9).map(pair).collect();
        assert_eq!(rule(&low), "Low Pair");
        assert_eq!(rule(&[pair(8)]), "Pair of Tens");
        assert_eq!(
            rule(&[pair(0), pair(1), pair(2)]),
            "Pair of Twos through Fours"
        );
        assert_eq!(rule(&[pair(12), pair(10)]), "Pair of Aces or Queens");
    }

    #[test]
    fn draws_and_high_cards() {
        let suited = |ranks: u16| Pattern {
            wilds: 0,
            shape: Shape::Royal {
                n: 2,
                ranks: Some(ranks),
            },
            penalty: 0,
        };
        // Every penalty variant of each pattern: the line takes them all.
        let variants = |patterns: &[Pattern]| -> Vec<Pattern> {
            patterns
                .iter()
                .flat_map(|&p| (0..4).map(move |penalty| Pattern { penalty, ..p }))
                .collect()
        };
        // Q-J and K-Q suited, higher first.
        let kq_qj = [suited(0x600), suited(0xc00)];
        assert_eq!(rule(&variants(&kq_qj)), "Suited KQ or QJ");
        // A line that takes only the variants without penalty cards says so.
        assert_eq!(rule(&kq_qj), "Suited KQ or QJ (no penalty card)");
        let sf = |ways, high| Pattern {
            wilds: 0,
            shape: Shape::StraightFlush {
                n: 3,
                ways,
                high,
                spread: 0,
            },
            penalty: 0,
        };
        assert_eq!(
            rule(&variants(&[sf(3, 1), sf(2, 2)])),
            "3 to a Straight Flush: 3 ways, 1 high card; or 2 ways, 2 high cards"
        );
        let single = |rank| Pattern {
            wilds: 0,
            shape: Shape::Honors {
                ranks: 1u16 << rank,
            },
            penalty: 0,
        };
        // A high card alone takes penalty cards, its flush penalty cards counted (bit 4).
        assert_eq!(
            rule(&[single(11), single(12)]),
            "Ace or King only (no penalty card)"
        );
        let every: Vec<Pattern> = [single(11), single(12)]
            .iter()
            .flat_map(|&p| [0, 1, 2, 3, 5, 7].map(|penalty| Pattern { penalty, ..p }))
            .collect();
        assert_eq!(rule(&every), "Ace or King only");
        let deuces = Pattern {
            wilds: 2,
            shape: Shape::Discard,
            penalty: 0,
        };
        let deuces_wild = PayTable::builtin("deuces-wild").unwrap();
        assert_eq!(rule_in(&deuces_wild, &[deuces]), "Two deuces alone");
        // The wild cards by the game's own names for them.
        let five_wild = PayTable::builtin("deuces-and-joker-wild").unwrap();
        assert_eq!(rule_in(&five_wild, &[deuces]), "Two wild cards alone");
        assert_eq!(rule(&[Pattern::DISCARD]), "Discard everything");
        let pat = |c| Pattern {
            wilds: 0,
            shape: Shape::Pat(c),
            penalty: 0,
        };
        // Every hand the table pays as "Four of a Kind": the pay line's name.
        let job = PayTable::default();
        let mut made = vec![pat(PayClass::RoyalFlush)];
        made.extend(
            job.kind()
                .classes()
                .iter()
                .filter(|&&c| job.line_for(c).is_some_and(|l| l.label == "Four of a Kind"))
                .map(|&c| pat(c)),
        );
        assert_eq!(
            rule(&made),
            "Royal Flush or Four of a Kind (all five cards)"
        );
        // Only some of them: each by its own name.
        let some = [
            PayClass::RoyalFlush,
            PayClass::FourAces,
            PayClass::FourMiddle,
        ]
        .map(pat);
        assert_eq!(
            rule(&some),
            "Royal Flush, Four Aces or Four 5s through 10s (all five cards)"
        );
    }
}
