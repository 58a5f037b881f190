//! The text form of a stored chart: one line per chart line, readable in a diff.
//!
//! ```text
//! chart 1f3a…c0 jacks-or-better-9-6 5
//! score <chart numerator> <optimal numerator> <deals>
//! line <deals> <example cards,…/mask or -> <example best: 1 or 0> <pattern> … | <wild cards dealt:group heading, or -> | <rule>
//! note <deal cards,…/hold mask> | <words>
//! end
//! ```
//!
//! A pattern is `wilds.penalty.shape`, the shape a letter and its fields: `D` discard, `P<class>`
//! a made hand (index into [`PayClass::ALL`]), `V<class>,<rank>` five of a kind with wild cards
//! (by the natural cards' rank), `K<count>,<rank>,<kicker>,<with kicker>`,
//! A `note` row is a footnote under the `line` row before it. `T<high>`, `R<n>,<ranks>`, `S<n>,<ways>,<high>,<spread>`, `F<n>,<high>`, `G<n>,<ways>,<high>`
//! (straight), `H<ranks>`, `1<rank>`, `O<n>`; `-` for a field that does not matter.

use std::fmt::Write;

use super::chart::{ChartParts, StoredLine};
use super::footnotes::Footnote;
use super::pattern::{Pattern, Shape};
use crate::video_poker::{DeckCard, GameKind, HoldMask, PayClass};

fn opt(v: Option<impl std::fmt::Display>) -> String {
    v.map_or_else(|| "-".to_owned(), |v| v.to_string())
}

fn shape_text(shape: Shape) -> String {
    match shape {
        Shape::Discard => "D".to_owned(),
        Shape::Pat(class) => format!(
            "P{}",
            PayClass::ALL.iter().position(|&c| c == class).unwrap_or(0)
        ),
        Shape::Fives { class, rank } => format!(
            "V{},{rank}",
            PayClass::ALL.iter().position(|&c| c == class).unwrap_or(0)
        ),
        Shape::Kind {
            count,
            rank,
            kicker,
            with_kicker,
        } => format!(
            "K{count},{},{},{}",
            opt(rank),
            opt(kicker),
            u8::from(with_kicker)
        ),
        Shape::TwoPair { high } => format!("T{}", opt(high)),
        Shape::Royal { n, ranks } => format!("R{n},{}", opt(ranks)),
        Shape::StraightFlush {
            n,
            ways,
            high,
            spread,
        } => format!("S{n},{ways},{high},{spread}"),
        Shape::Flush { n, high } => format!("F{n},{high}"),
        Shape::Straight { n, ways, high } => format!("G{n},{ways},{high}"),
        Shape::Honors { ranks } => format!("H{ranks}"),
        Shape::Single { rank } => format!("1{rank}"),
        Shape::Other { n } => format!("O{n}"),
    }
}

/// A pattern as one token without spaces.
pub(crate) fn pattern_text(p: &Pattern) -> String {
    format!("{}.{}.{}", p.wilds, p.penalty, shape_text(p.shape))
}

fn field<T: std::str::FromStr>(s: &str) -> Option<Option<T>> {
    if s == "-" {
        Some(None)
    } else {
        s.parse().ok().map(Some)
    }
}

fn fields<const N: usize>(s: &str) -> Option<[&str; N]> {
    let parts: Vec<&str> = s.split(',').collect();
    parts.try_into().ok()
}

fn parse_shape(s: &str) -> Option<Shape> {
    let (tag, rest) = s.split_at_checked(1)?;
    Some(match tag {
        "D" => Shape::Discard,
        "P" => Shape::Pat(*PayClass::ALL.get(rest.parse::<usize>().ok()?)?),
        "V" => {
            let [class, rank] = fields(rest)?;
            Shape::Fives {
                class: *PayClass::ALL.get(class.parse::<usize>().ok()?)?,
                rank: rank.parse().ok()?,
            }
        }
        "K" => {
            let [count, rank, kicker, with] = fields(rest)?;
            Shape::Kind {
                count: count.parse().ok()?,
                rank: field(rank)?,
                kicker: field(kicker)?,
                with_kicker: with == "1",
            }
        }
        "T" => Shape::TwoPair { high: field(rest)? },
        "R" => {
            let [n, ranks] = fields(rest)?;
            Shape::Royal {
                n: n.parse().ok()?,
                ranks: field(ranks)?,
            }
        }
        "S" => {
            let [n, ways, high, spread] = fields(rest)?;
            Shape::StraightFlush {
                n: n.parse().ok()?,
                ways: ways.parse().ok()?,
                high: high.parse().ok()?,
                spread: spread.parse().ok()?,
            }
        }
        "G" => {
            let [n, ways, high] = fields(rest)?;
            Shape::Straight {
                n: n.parse().ok()?,
                ways: ways.parse().ok()?,
                high: high.parse().ok()?,
            }
        }
        "F" => {
            let [n, high] = fields(rest)?;
            Shape::Flush {
                n: n.parse().ok()?,
                high: high.parse().ok()?,
            }
        }
        "H" => Shape::Honors {
            ranks: rest.parse().ok()?,
        },
        "1" => Shape::Single {
            rank: rest.parse().ok()?,
        },
        "O" => Shape::Other {
            n: rest.parse().ok()?,
        },
        _ => return None,
    })
}

/// The pattern of a token written by [`pattern_text`].
pub(crate) fn parse_pattern(s: &str) -> Option<Pattern> {
    let mut it = s.splitn(3, '.');
    let wilds = it.next()?.parse().ok()?;
    let penalty = it.next()?.parse().ok()?;
    let shape = parse_shape(it.next()?)?;
    Some(Pattern {
        wilds,
        shape,
        penalty,
    })
}

/// The body of a stored chart (its `score` and `line` rows, without the header or `end`).
pub(crate) fn chart_text(parts: &ChartParts) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "score {} {} {}",
        parts.chart_numerator, parts.optimal_numerator, parts.total
    );
    for line in &parts.lines {
        let StoredLine {
            rule,
            group,
            dealt,
            patterns,
            deals,
            example,
            example_best,
            footnotes,
        } = line;
        let example = example.map_or_else(|| "-".to_owned(), |e| example_text(&e));
        let best = u8::from(*example_best);
        let patterns: Vec<String> = patterns.iter().map(pattern_text).collect();
        // A rule and a heading are one line of text each; a heading holds no ` | `.
        let rule = rule.replace(['\n', '\r'], " ");
        let group = match (dealt, group.as_deref()) {
            (Some(k), Some(g)) => {
                format!("{k}:{}", g.replace(['\n', '\r'], " ").replace(" | ", " / "))
            }
            _ => "-".to_owned(),
        };
        let _ = writeln!(
            out,
            "line {deals} {example} {best} {} | {group} | {rule}",
            patterns.join(" ")
        );
        for note in footnotes {
            let words = note.words().replace(['\n', '\r'], " ");
            let _ = writeln!(out, "note {} | {words}", example_text(&note.deal()));
        }
    }
    out
}

/// A deal and a hold: `cards,…/mask`.
fn example_text((cards, mask): &([DeckCard; 5], HoldMask)) -> String {
    let cards: Vec<String> = cards.iter().map(|c| c.index().to_string()).collect();
    format!("{}/{}", cards.join(","), mask.bits())
}

fn parse_example(s: &str) -> Option<Option<([DeckCard; 5], HoldMask)>> {
    if s == "-" {
        return Some(None);
    }
    let (cards, mask) = s.split_once('/')?;
    let cards: Vec<DeckCard> = cards
        .split(',')
        .map(|c| c.parse().ok().and_then(DeckCard::from_index))
        .collect::<Option<_>>()?;
    Some(Some((
        cards.try_into().ok()?,
        HoldMask::from_bits(mask.parse().ok()?),
    )))
}

/// The chart parts of a body written by [`chart_text`] for a game of `kind`; `None` if any
/// row does not read.
pub(crate) fn parse_chart<'a>(
    rows: impl Iterator<Item = &'a str>,
    kind: GameKind,
) -> Option<ChartParts> {
    let mut parts = ChartParts {
        lines: Vec::new(),
        chart_numerator: 0,
        optimal_numerator: 0,
        total: 0,
    };
    let mut scored = false;
    for row in rows {
        if let Some(score) = row.strip_prefix("score ") {
            let [c, o, t] = <[&str; 3]>::try_from(score.split(' ').collect::<Vec<_>>()).ok()?;
            parts.chart_numerator = c.parse().ok()?;
            parts.optimal_numerator = o.parse().ok()?;
            parts.total = t.parse().ok()?;
            scored = true;
        } else if let Some(line) = row.strip_prefix("line ") {
            let (head, rest) = line.split_once(" | ")?;
            let (group, rule) = rest.split_once(" | ")?;
            let mut words = head.split(' ');
            let deals = words.next()?.parse().ok()?;
            let example = parse_example(words.next()?)?;
            let example_best = match words.next()? {
                "1" => true,
                "0" => false,
                _ => return None,
            };
            let patterns = words.map(parse_pattern).collect::<Option<Vec<_>>>()?;
            let (dealt, group) = match group {
                "-" => (None, None),
                _ => {
                    let (k, heading) = group.split_once(':')?;
                    (Some(k.parse().ok()?), Some(heading.to_owned()))
                }
            };
            parts.lines.push(StoredLine {
                rule: rule.to_owned(),
                group,
                dealt,
                patterns,
                deals,
                example,
                example_best,
                footnotes: Vec::new(),
            });
        } else if let Some(note) = row.strip_prefix("note ") {
            let (deal, words) = note.split_once(" | ")?;
            let (cards, hold) = parse_example(deal)??;
            let footnote = Footnote::new(cards, hold, kind);
            // The words are made again from the deal: they must be the ones stored.
            if footnote.words() != words {
                return None;
            }
            parts.lines.last_mut()?.footnotes.push(footnote);
        } else {
            return None;
        }
    }
    scored.then_some(parts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_reads_back() {
        let shapes = [
            Shape::Discard,
            Shape::Pat(PayClass::FullHouse),
            Shape::Fives {
                class: PayClass::FiveOfAKind,
                rank: 8,
            },
            Shape::Kind {
                count: 2,
                rank: Some(12),
                kicker: None,
                with_kicker: true,
            },
            Shape::Kind {
                count: 3,
                rank: None,
                kicker: Some(3),
                with_kicker: false,
            },
            Shape::TwoPair { high: Some(9) },
            Shape::TwoPair { high: None },
            Shape::Royal {
                n: 3,
                ranks: Some(0x1c00),
            },
            Shape::StraightFlush {
                n: 3,
                ways: 2,
                high: 1,
                spread: 4,
            },
            Shape::Flush { n: 4, high: 0 },
            Shape::Straight {
                n: 4,
                ways: 1,
                high: 2,
            },
            Shape::Honors { ranks: 0x1800 },
            Shape::Single { rank: 11 },
            Shape::Other { n: 2 },
        ];
        for shape in shapes {
            let p = Pattern {
                wilds: 2,
                shape,
                penalty: 3,
            };
            assert_eq!(parse_pattern(&pattern_text(&p)), Some(p));
        }
        assert_eq!(parse_pattern("0.0.X1"), None);
        assert_eq!(parse_pattern("0.0.K2,1"), None);
    }
}
