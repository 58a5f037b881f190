//! One item of hand text (`AKs`, `22+`, `Ax`, `Group3`, `15%`, `AsKs`, `As`) and the range it
//! names, alone or as the ends of a dash (`99-22`, `AKs-A2s`).

use crate::cards::{CardError, Rank, parse_cards};
use crate::range::class::split_rank;
use crate::range::{Combo, HandClass, Range, RangeError, Shape, groups, ranking};

/// What one item of hand text names, before `+` or a dash turns it into a set.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Atom {
    /// `random`, `any`, `XX`.
    Any,
    /// `77`.
    Pair(Rank),
    /// `AKs`, `AKo`, or `AK` (`shape` None: both).
    Hand {
        high: Rank,
        low: Rank,
        shape: Option<Shape>,
    },
    /// `Ax`, `Axs`, `Axo`.
    Partial { rank: Rank, shape: Option<Shape> },
    /// `Group3`.
    Group(u8),
    /// `15%`.
    Percent(f64),
    /// `AsKs`.
    Combo(Combo),
    /// `As`: half a combo, joined with the next item if that is a card too.
    Card(crate::cards::Card),
}

/// An atom with the text it came from.
#[derive(Clone, Copy, Debug)]
pub(super) struct Item<'a> {
    pub(super) atom: Atom,
    plus: bool,
    text: &'a str,
    pos: usize,
}

/// Reads one item of hand text.
pub(super) fn read_item(text: &str, pos: usize) -> Result<Item<'_>, RangeError> {
    let item = |atom, plus| Item {
        atom,
        plus,
        text,
        pos,
    };
    let lower = text.to_ascii_lowercase();
    if matches!(lower.as_str(), "random" | "any" | "xx") {
        return Ok(item(Atom::Any, false));
    }
    let (body, plus) = match text.strip_suffix('+') {
        Some(body) => (body, true),
        None => (text, false),
    };
    let lower_body = body.to_ascii_lowercase();
    if let Some(number) = lower_body.strip_prefix("group") {
        return match number.parse::<u8>() {
            Ok(n @ 1..=8) => Ok(item(Atom::Group(n), plus)),
            _ => Err(RangeError::syntax(
                pos,
                text,
                format!("no Sklansky group `{text}`: the groups are Group1 to Group8"),
            )),
        };
    }
    if let Some(number) = text.strip_suffix('%') {
        return match number.parse::<f64>() {
            Ok(p) if p > 0.0 && p <= 100.0 => Ok(item(Atom::Percent(p), false)),
            _ => Err(RangeError::syntax(
                pos,
                text,
                format!("a top percentage is above 0% and at most 100%, not `{text}`"),
            )),
        };
    }
    match parse_cards(body) {
        Ok(cards) => {
            let atom = match cards.as_slice() {
                [card] => Atom::Card(*card),
                [a, b] => Atom::Combo(Combo::new(*a, *b).ok_or_else(|| unknown(text, pos))?),
                _ => {
                    return Err(RangeError::syntax(
                        pos,
                        text,
                        format!("a hand is two cards, not {} as in `{text}`", cards.len()),
                    ));
                }
            };
            if plus {
                return Err(RangeError::syntax(
                    pos,
                    text,
                    format!(
                        "`+` follows a pair, a hand class or a group, not cards as in `{text}`"
                    ),
                ));
            }
            return Ok(item(atom, false));
        }
        Err(CardError::Duplicate { card }) => {
            return Err(RangeError::syntax(
                pos,
                text,
                format!("card {card} appears twice in `{text}`"),
            ));
        }
        Err(_) => {}
    }
    let (first, rest) = split_rank(body).ok_or_else(|| unknown(text, pos))?;
    let shape_of = |suffix: &str| match suffix.to_ascii_lowercase().as_str() {
        "" => Some(None),
        "s" => Some(Some(Shape::Suited)),
        "o" => Some(Some(Shape::Offsuit)),
        _ => None,
    };
    if let Some(suffix) = rest.strip_prefix(['x', 'X']) {
        let shape = shape_of(suffix).ok_or_else(|| unknown(text, pos))?;
        if plus {
            return Err(RangeError::syntax(
                pos,
                text,
                format!("`+` does not apply to a partial hand like `{text}`"),
            ));
        }
        return Ok(item(Atom::Partial { rank: first, shape }, false));
    }
    let (second, suffix) = split_rank(rest).ok_or_else(|| unknown(text, pos))?;
    let shape = shape_of(suffix).ok_or_else(|| unknown(text, pos))?;
    if first == second {
        if shape.is_some() {
            return Err(RangeError::syntax(
                pos,
                text,
                format!("a pair is neither suited nor offsuit: `{text}`"),
            ));
        }
        return Ok(item(Atom::Pair(first), plus));
    }
    let (high, low) = if first > second {
        (first, second)
    } else {
        (second, first)
    };
    Ok(item(Atom::Hand { high, low, shape }, plus))
}

fn unknown(text: &str, pos: usize) -> RangeError {
    RangeError::syntax(pos, text, format!("unknown hand `{text}`"))
}

/// The classes of a non-pair hand with the given ranks and shape (both shapes when `None`).
fn hand_classes(high: Rank, low: Rank, shape: Option<Shape>) -> Vec<HandClass> {
    let mut classes = Vec::with_capacity(2);
    if shape != Some(Shape::Offsuit) {
        classes.extend(HandClass::suited(high, low));
    }
    if shape != Some(Shape::Suited) {
        classes.extend(HandClass::offsuit(high, low));
    }
    classes
}

/// The ranks from `a` to `b` inclusive, in either order.
fn ranks_between(a: Rank, b: Rank) -> impl Iterator<Item = Rank> {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    Rank::ALL.into_iter().filter(move |r| *r >= lo && *r <= hi)
}

/// The range an item names on its own (with its `+`, if any).
pub(super) fn item_range(item: &Item<'_>) -> Result<Range, RangeError> {
    let no_plus = |what: &str| {
        RangeError::syntax(
            item.pos,
            item.text,
            format!("`+` does not apply to {what} as in `{}`", item.text),
        )
    };
    Ok(match item.atom {
        Atom::Any => Range::full(),
        Atom::Pair(rank) if item.plus => {
            Range::from_classes(ranks_between(rank, Rank::Ace).map(HandClass::pair))
        }
        Atom::Pair(rank) => Range::from_classes([HandClass::pair(rank)]),
        Atom::Hand { high, low, shape } => {
            let top_kicker = Rank::from_index(high.index() - 1).unwrap_or(low);
            let kickers: Vec<Rank> = if item.plus {
                ranks_between(low, top_kicker).collect()
            } else {
                vec![low]
            };
            Range::from_classes(
                kickers
                    .into_iter()
                    .flat_map(|k| hand_classes(high, k, shape)),
            )
        }
        Atom::Partial { rank, shape } => {
            let mut classes: Vec<HandClass> = Rank::ALL
                .into_iter()
                .filter(|&other| other != rank)
                .flat_map(|other| hand_classes(rank, other, shape))
                .collect();
            if shape.is_none() {
                classes.push(HandClass::pair(rank));
            }
            Range::from_classes(classes)
        }
        Atom::Group(n) => {
            let first = if item.plus { 1 } else { n };
            Range::from_classes((first..=n).flat_map(groups::sklansky_group))
        }
        Atom::Percent(p) => ranking::top_percent(p),
        Atom::Combo(combo) => Range::from_combos([combo]),
        Atom::Card(_) => return Err(no_plus("a single card")),
    })
}

/// The range of a dash `first-last`.
pub(super) fn span_range(
    first: &Item<'_>,
    last: &Item<'_>,
    text: &str,
) -> Result<Range, RangeError> {
    let pos = first.pos;
    let err = |msg: String| RangeError::syntax(pos, text, msg);
    if first.plus || last.plus {
        return Err(err(format!("a dash and `+` do not mix: `{text}`")));
    }
    Ok(match (first.atom, last.atom) {
        (Atom::Pair(a), Atom::Pair(b)) => {
            Range::from_classes(ranks_between(a, b).map(HandClass::pair))
        }
        (
            Atom::Hand {
                high: h1,
                low: l1,
                shape: s1,
            },
            Atom::Hand {
                high: h2,
                low: l2,
                shape: s2,
            },
        ) => {
            if h1 != h2 {
                return Err(err(format!(
                    "both ends of `{text}` need the same top card, as in AKs-A2s"
                )));
            }
            if s1 != s2 {
                return Err(err(format!(
                    "both ends of `{text}` need the same suffix (s, o or none)"
                )));
            }
            Range::from_classes(ranks_between(l1, l2).flat_map(|k| hand_classes(h1, k, s1)))
        }
        (Atom::Group(a), Atom::Group(b)) => {
            Range::from_classes((a.min(b)..=a.max(b)).flat_map(groups::sklansky_group))
        }
        (Atom::Percent(a), Atom::Percent(b)) => {
            ranking::top_percent(a.max(b)).minus(&ranking::top_percent(a.min(b)))
        }
        _ => {
            return Err(err(format!(
                "`{text}` is not a span: a dash joins two pairs (99-22), two hands with the \
                 same top card (AKs-A2s), two groups (Group3-Group5) or two percentages; \
                 `!` excludes hands"
            )));
        }
    })
}
