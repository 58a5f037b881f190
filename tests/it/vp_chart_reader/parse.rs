//! The reading of a chart line's words into the tests a hold must pass (the grammar of the
//! chart's printed rules, one function per kind of phrase).

use super::*;
use pokerlab::cards::Rank;

fn rank_from_plural(word: &str) -> Option<u8> {
    (0..13u8).find(|&r| Rank::from_index(r as usize).map(|x| x.plural()) == Some(word))
}

fn rank_from_name(word: &str) -> Option<u8> {
    (0..13u8).find(|&r| Rank::from_index(r as usize).map(|x| x.name()) == Some(word))
}

fn rank_from_letter(c: char) -> Option<u8> {
    Rank::from_char(c).map(|r| r.index() as u8)
}

/// "A, B or C" → [A, B, C].
fn or_items(text: &str) -> Vec<&str> {
    let (init, last) = match text.rsplit_once(" or ") {
        Some((init, last)) => (init, Some(last)),
        None => (text, None),
    };
    let mut items: Vec<&str> = init.split(", ").collect();
    items.extend(last);
    items
}

/// "Jacks through Aces", "Kings or Queens", "Tens".
fn plural_ranks(text: &str) -> Option<Vec<u8>> {
    if let Some((lo, hi)) = text.split_once(" through ") {
        let (lo, hi) = (rank_from_plural(lo)?, rank_from_plural(hi)?);
        return Some((lo..=hi).collect());
    }
    or_items(text).into_iter().map(rank_from_plural).collect()
}

/// "KQ or QJ" → rank sets.
fn combos(text: &str) -> Option<Vec<u16>> {
    or_items(text)
        .into_iter()
        .map(|item| {
            item.chars()
                .map(|c| rank_from_letter(c).map(|r| 1u16 << r))
                .sum::<Option<u16>>()
        })
        .collect()
}

/// "0–2 high cards", "1 high card", "0 or 3 high cards".
fn high_counts(text: &str) -> Option<Vec<u8>> {
    let text = text
        .strip_suffix(" high cards")
        .or_else(|| text.strip_suffix(" high card"))?;
    if let Some((lo, hi)) = text.split_once('–') {
        return Some((lo.parse().ok()?..=hi.parse().ok()?).collect());
    }
    or_items(text).into_iter().map(|x| x.parse().ok()).collect()
}

/// "spread 3", "spread 3–5", "spread 3 or 5".
fn spreads(text: &str) -> Option<Vec<u8>> {
    let text = text.strip_prefix("spread ")?;
    if let Some((lo, hi)) = text.split_once('–') {
        return Some((lo.parse().ok()?..=hi.parse().ok()?).collect());
    }
    or_items(text).into_iter().map(|x| x.parse().ok()).collect()
}

/// "3 or 2 ways", "1 way or ace-low", "ace-low".
fn ways(text: &str) -> Option<Vec<u8>> {
    let text = text
        .strip_suffix(" or ace-low")
        .map(|t| (t, true))
        .unwrap_or((text, false));
    let (text, low) = text;
    let mut out: Vec<u8> = Vec::new();
    if text == "ace-low" {
        out.push(0);
    } else {
        let text = text
            .strip_suffix(" ways")
            .or_else(|| text.strip_suffix(" way"))?;
        for item in or_items(text) {
            out.push(item.parse().ok()?);
        }
    }
    if low {
        out.push(0);
    }
    Some(out)
}

/// "one deuce", "two deuces", "the joker", "one wild card", "no deuce", "two wild threes".
fn wild_count(text: &str) -> Option<u8> {
    let (first, rest) = text.split_once(' ')?;
    let n = match first.to_ascii_lowercase().as_str() {
        "no" => 0,
        "one" | "the" => 1,
        "two" => 2,
        "three" => 3,
        "four" => 4,
        "five" => 5,
        _ => return None,
    };
    matches!(
        rest,
        "deuce" | "deuces" | "joker" | "wild card" | "wild cards" | "wild three" | "wild threes"
    )
    .then_some(n)
}

/// A penalty qualifier as the variants it allows: the words of flush and straight penalties
/// ("no penalty card", "not a flush penalty alone", …), or conditions joined by "and" and "or"
/// ("at most one flush penalty card and a straight penalty"), or "except with" conditions.
fn penalty(text: &str) -> Option<Penalty> {
    let flags: Option<Cond> = Some(match text {
        "no penalty card" => |p| p.flush == 0 && !p.straight,
        "not both penalties" => |p| !(p.flush > 0 && p.straight),
        "with a penalty card" => |p| p.flush > 0 || p.straight,
        "with a flush and a straight penalty" => |p| p.flush > 0 && p.straight,
        "with a flush penalty only" => |p| p.flush > 0 && !p.straight,
        "with a straight penalty only" => |p| p.straight && p.flush == 0,
        "with a flush penalty" => |p| p.flush > 0,
        "with a straight penalty" => |p| p.straight,
        "both penalties or none" => |p| (p.flush > 0) == p.straight,
        "one penalty card" => |p| (p.flush > 0) != p.straight,
        "not a straight penalty alone" => |p| p.flush > 0 || !p.straight,
        "not a flush penalty alone" => |p| p.straight || p.flush == 0,
        _ => return conditions(text),
    });
    flags.map(|c| Penalty::Any(vec![vec![c]]))
}

/// One condition on the discards.
fn condition(text: &str) -> Option<Cond> {
    Some(match text {
        "no flush penalty" => |p| p.flush == 0,
        "a flush penalty" => |p| p.flush > 0,
        "exactly one flush penalty card" => |p| p.flush == 1,
        "at least two flush penalty cards" => |p| p.flush >= 2,
        "at most one flush penalty card" => |p| p.flush <= 1,
        "not exactly one flush penalty card" => |p| p.flush != 1,
        "no straight penalty" => |p| !p.straight,
        "a straight penalty" => |p| p.straight,
        "the other cards suited" => |p| p.suited,
        "the other cards unsuited" => |p| !p.suited,
        _ => return None,
    })
}

/// "A and B or C", "except with A and B".
fn conditions(text: &str) -> Option<Penalty> {
    let all = |t: &str| -> Option<Vec<Cond>> { t.split(" and ").map(condition).collect() };
    if let Some(rest) = text.strip_prefix("except with ") {
        return Some(Penalty::Except(all(rest)?));
    }
    Some(Penalty::Any(
        text.split(" or ").map(all).collect::<Option<Vec<_>>>()?,
    ))
}

/// Splits "text (inner)" into ("text", Some("inner")).
fn trailing_brackets(text: &str) -> (&str, Option<&str>) {
    match text.strip_suffix(')').and_then(|t| t.rsplit_once(" (")) {
        Some((head, inner)) => (head, Some(inner)),
        None => (text, None),
    }
}

/// "X with one deuce" → ("X", 1).
fn with_wilds(text: &str) -> (&str, u8) {
    if let Some((head, tail)) = text.rsplit_once(" with ")
        && let Some(w) = wild_count(tail)
    {
        return (head, w);
    }
    (text, 0)
}

/// Parses the words of a line; `None` where the reader does not understand them.
pub fn parse_line(game: &Game, rule: &str, heading: Option<&str>) -> Option<Line> {
    let mut wilds_dealt = match heading {
        Some(h) => Some(vec![wild_count(&h.to_ascii_lowercase())?]),
        None => None,
    };
    // "(no deuce)", "(one deuce or two deuces)": which wild cards the line keeps.
    let mut wilds_kept = None;
    let mut rule = rule;
    let (head, inner) = trailing_brackets(rule);
    if let Some(inner) = inner
        && let Some(list) = or_items(inner)
            .into_iter()
            .map(wild_count)
            .collect::<Option<Vec<u8>>>()
    {
        rule = head;
        // Under a group heading, the words say how many wild cards the line keeps (a line may
        // be in several groups: "Four Kings (no deuce)" under "One deuce"); in a chart without
        // groups, they say how many the deal has (the line keeps them all).
        if heading.is_some() {
            wilds_kept = Some(list);
        } else {
            wilds_dealt = Some(list);
        }
    }
    // Clauses are separated by "; ", but a straight flush's details continue after one.
    let mut parts: Vec<String> = Vec::new();
    for part in rule.split("; ") {
        let detail = part.strip_prefix("or ").unwrap_or(part);
        let continues = detail.starts_with("ace-low")
            || detail
                .split_once(' ')
                .is_some_and(|(n, rest)| n.parse::<u8>().is_ok() && rest.starts_with("way"));
        match parts.last_mut() {
            Some(last) if continues => {
                last.push_str("; ");
                last.push_str(part);
            }
            _ => parts.push(part.to_owned()),
        }
    }
    let clauses = parts
        .iter()
        .map(|p| parse_clause(game, p))
        .collect::<Option<Vec<Clause>>>()?;
    Some(Line {
        clauses,
        wilds_dealt,
        wilds_kept,
    })
}

fn parse_clause(game: &Game, text: &str) -> Option<Clause> {
    let (body, inner) = trailing_brackets(text);
    let (body, penalty) = match inner.and_then(penalty) {
        Some(p) => (body, Some(p)),
        None => (text, None),
    };
    let clause = |naturals: Option<u8>, wilds: u8, draw: Draw| Clause {
        naturals,
        wilds,
        draw,
        penalty: penalty.clone(),
    };
    if let Some(c) = parse_kind(game, body) {
        return Some(Clause {
            penalty: penalty.clone(),
            ..c
        });
    }
    if let Some(made) = body.strip_suffix(" (all five cards)") {
        return Some(clause(None, 0, Draw::Made(made_names(game, made)?)));
    }
    if body == "Discard everything" {
        return Some(clause(Some(0), 0, Draw::Alone));
    }
    if let Some(w) = body.strip_suffix(" alone").and_then(wild_count) {
        return Some(clause(Some(0), w, Draw::Alone));
    }
    if let Some(rest) = body.strip_prefix("Two Pair") {
        let tops = if rest.is_empty() {
            None
        } else if rest == " without aces" {
            Some((0..12).collect())
        } else {
            Some(plural_ranks(rest.strip_prefix(", ")?.strip_suffix(" up")?)?)
        };
        return Some(clause(Some(4), 0, Draw::TwoPair(tops)));
    }
    if let Some(list) = body.strip_prefix("Suited ") {
        return Some(clause(Some(2), 0, Draw::Royal(Some(combos(list)?))));
    }
    if let Some(rest) = body.strip_prefix("Unsuited ") {
        let (list, w) = with_wilds(rest);
        return Some(clause(None, w, Draw::Unsuited(combos(list)?)));
    }
    if let Some(names) = body.strip_suffix(" only") {
        let ranks = or_items(names)
            .into_iter()
            .map(rank_from_name)
            .collect::<Option<Vec<u8>>>()?;
        return Some(clause(Some(1), 0, Draw::Single(ranks)));
    }
    if let Some((wilds, names)) = body
        .split_once(" and an ")
        .or_else(|| body.split_once(" and a "))
        && let Some(w) = wild_count(wilds)
        && let Some(ranks) = or_items(names)
            .into_iter()
            .map(rank_from_name)
            .collect::<Option<Vec<u8>>>()
    {
        return Some(clause(Some(1), w, Draw::Single(ranks)));
    }
    if let Some((n, rest)) = body.split_once(" to a")
        && let Ok(total) = n.parse::<u8>()
    {
        return parse_draw(game, total, rest, penalty.clone());
    }
    if let Some((head, w)) = Some(with_wilds(body))
        && let Some(n) = head
            .strip_suffix(" odd cards")
            .or_else(|| head.strip_suffix(" odd card"))
            .and_then(|n| n.parse::<u8>().ok())
    {
        return Some(clause(Some(n), w, Draw::Odd));
    }
    // Made hands kept whole: a name that reads as n of a kind ("Four of a Kind", "Three
    // Aces") may keep n cards or five, so it is read only with "(all five cards)" above.
    let names = made_names(game, body)?;
    let like_kind = |n: &String| {
        ["Pair", "Two Pair", "Three ", "Four ", "Five "]
            .iter()
            .any(|p| n.starts_with(p))
    };
    if names.iter().any(like_kind) {
        return None;
    }
    Some(clause(None, 0, Draw::Made(names)))
}

/// "n to a Royal Flush…", "n to a Straight Flush…", "n to a Flush…", "n to an outside
/// straight…" after the number.
fn parse_draw(game: &Game, total: u8, rest: &str, penalty: Option<Penalty>) -> Option<Clause> {
    let clause = |wilds: u8, draw: Draw| Clause {
        naturals: Some(total - wilds),
        wilds,
        draw,
        penalty: penalty.clone(),
    };
    // "…, a card below Ten": a straight not all ten or higher.
    let (rest, below) = match rest.rsplit_once(", a card below ") {
        Some((r, name)) if rank_from_name(name).is_some() => (r, true),
        _ => (rest, false),
    };
    let (head, details) = match rest.split_once(": ") {
        Some((h, d)) => (h, Some(d)),
        None => (rest, None),
    };
    // "Flush, 1 high card" / "n outside straight, 2 high cards": counts after a comma.
    let (head, highs) = match head.split_once(", ") {
        Some((h, c)) => (h, Some(high_counts(c)?)),
        None => (head, None),
    };
    let (head, w) = with_wilds(head);
    match head {
        " Royal Flush" => {
            let sets = match details {
                Some(d) => Some(combos(d)?),
                None => None,
            };
            Some(clause(w, Draw::Royal(sets)))
        }
        " Flush" => Some(clause(w, Draw::Flush(highs))),
        "n outside straight" | "n inside straight" => {
            let way = if head.contains("outside") { 2 } else { 1 };
            let highs = match details {
                Some(d) => Some(high_counts(d)?),
                None => highs,
            };
            Some(clause(w, Draw::Straight(vec![way], highs, below)))
        }
        " straight" => {
            let d = details?;
            let (way_text, highs) = match d.split_once(", ") {
                Some((wt, c)) => (wt, Some(high_counts(c)?)),
                None => (d, None),
            };
            Some(clause(w, Draw::Straight(ways(way_text)?, highs, below)))
        }
        " Straight Flush" => {
            let mut options = Vec::new();
            for part in details?.split("; ") {
                let part = part.strip_prefix("or ").unwrap_or(part);
                match part.split_once(", ") {
                    // "1 way, spread 3–4": the natural cards' spread (Deuces Wild).
                    Some((wt, c)) if c.starts_with("spread ") => {
                        for way in ways(wt)? {
                            options.push((way, None, Some(spreads(c)?)));
                        }
                    }
                    Some((wt, c)) if game.high.is_some() => {
                        for way in ways(wt)? {
                            options.push((way, Some(high_counts(c)?), None));
                        }
                    }
                    _ => {
                        for way in ways(part)? {
                            options.push((way, None, None));
                        }
                    }
                }
            }
            Some(clause(w, Draw::StraightFlush(options)))
        }
        _ => None,
    }
}

/// Pairs, trips, quads and fives: "High Pair", "Three Aces with a 2, 3 or 4 kicker",
/// "Four of a Kind (two deuces and a pair)".
fn parse_kind(game: &Game, text: &str) -> Option<Clause> {
    let (text, kicker) = if let Some(t) = text.strip_suffix(" with a kicker") {
        (t, Kicker::Any)
    } else if let Some((t, k)) = text
        .strip_suffix(" kicker")
        .and_then(|t| t.rsplit_once(" with a "))
    {
        let ranks = or_items(k)
            .into_iter()
            .map(|x| x.chars().next().and_then(rank_from_letter))
            .collect::<Option<Vec<u8>>>()?;
        (t, Kicker::Of(ranks))
    } else {
        (text, Kicker::None)
    };
    // "(drop the kicker)", "(two deuces and a pair, drop the kicker)": four of a kind kept
    // without the fifth card, said; four of a kind that does not say it is not read.
    let (text, dropped) = match text.strip_suffix(" (drop the kicker)") {
        Some(t) => (t, true),
        None => (text, false),
    };
    let inner_drop = trailing_brackets(text)
        .1
        .is_some_and(|i| i.ends_with(", drop the kicker"));
    let dropped = dropped || inner_drop;
    // "(two deuces and a pair)": wild cards, and how many natural cards of the rank.
    let (text, wilds, natural) = match trailing_brackets(text) {
        (head, Some(inner)) => {
            let inner = inner.strip_suffix(", drop the kicker").unwrap_or(inner);
            let (w, natural) = inner.split_once(" and ")?;
            let count = match natural {
                "a pair" => 2,
                "three of a kind" => 3,
                "four of a kind" => 4,
                _ => return None,
            };
            (head, wild_count(w)?, Some(count))
        }
        (head, None) => (head, 0, None),
    };
    let (total, ranks): (u8, Option<Vec<u8>>) = match text {
        "Pair" => (2, None),
        "Three of a Kind" => (3, None),
        "Four of a Kind" => (4, None),
        "Five of a Kind" => (5, None),
        "High Pair" => (2, Some((game.high?..13).collect())),
        "Low Pair" => (2, Some((0..game.high?).collect())),
        _ => {
            if let Some(rest) = text.strip_prefix("Pair of ") {
                (2, Some(plural_ranks(rest)?))
            } else {
                let (word, rest) = text.split_once(' ')?;
                let total = match word {
                    "Three" => 3,
                    "Four" => 4,
                    "Five" => 5,
                    _ => return None,
                };
                (total, Some(plural_ranks(rest)?))
            }
        }
    };
    let count = total.checked_sub(wilds)?;
    if natural.is_some_and(|n| n != count) || count == 0 {
        return None;
    }
    // Quads without a kicker must say the fifth card goes; only quads may say so.
    if (total == 4 && matches!(kicker, Kicker::None)) != dropped {
        return None;
    }
    Some(Clause {
        naturals: Some(count + u8::from(!matches!(kicker, Kicker::None))),
        wilds,
        draw: Draw::Kind {
            count,
            ranks,
            kicker,
        },
        penalty: None,
    })
}

/// The made hands of `text`, an "or" list of the pay table's names for them (names may hold
/// commas: "Four 2s, 3s, 4s"); `None` unless the names cover the text exactly.
fn made_names(game: &Game, text: &str) -> Option<Vec<String>> {
    let mut names: Vec<String> = game
        .table
        .lines()
        .iter()
        .filter(|l| l.pay > 0)
        .map(|l| l.label.to_owned())
        .collect();
    for class in game.kind.classes() {
        names.push(class.name().to_owned());
        names.push(format!("{} (any other)", class.name()));
        names.push(format!("All five cards ({})", class.name()));
    }
    // Five of a kind by the natural cards' rank, where the game has wild cards: "Five Tens",
    // "Five Tens through Aces".
    if game.kind.has_wild_cards() {
        for lo in 0..13u8 {
            for hi in lo..13u8 {
                let (l, h) = (super::plural(lo), super::plural(hi));
                names.push(if lo == hi {
                    format!("Five {h}")
                } else {
                    format!("Five {l} through {h}")
                });
            }
        }
    }
    // Longest names first, so "Four Aces with 2, 3, 4" is read before "Four Aces".
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    let mut found = Vec::new();
    let mut rest = text;
    loop {
        let name = names.iter().find(|n| {
            rest.strip_prefix(n.as_str()).is_some_and(|after| {
                after.is_empty() || after.starts_with(", ") || after.starts_with(" or ")
            })
        })?;
        found.push(name.clone());
        rest = &rest[name.len()..];
        if rest.is_empty() {
            return Some(found);
        }
        rest = rest
            .strip_prefix(", ")
            .or_else(|| rest.strip_prefix(" or "))?;
    }
}
