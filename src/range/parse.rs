//! Reading range text: a small lexer and a recursive-descent parser for the grammar documented
//! on the [`range`](super) module.

use super::{Combo, HandClass, Range, RangeError, Shape, groups, ranking};
use crate::cards::{CardError, Rank, parse_cards};

/// How deeply parentheses (and prefix `!`) may nest before the parser refuses, so no input
/// can exhaust the stack.
const MAX_DEPTH: usize = 64;

/// One lexical token.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Tok<'a> {
    /// A run of hand text: `AKs`, `22+`, `Group3`, `15%`, `0.5`, `As`.
    Item(&'a str),
    Comma,
    Amp,
    Bang,
    Open,
    Close,
    Colon,
    Dash,
    End,
}

#[derive(Clone, Copy, Debug)]
struct Token<'a> {
    tok: Tok<'a>,
    pos: usize,
}

impl Token<'_> {
    /// The token's text, for error messages.
    fn text(&self) -> &str {
        match self.tok {
            Tok::Item(s) => s,
            Tok::Comma => ",",
            Tok::Amp => "&",
            Tok::Bang => "!",
            Tok::Open => "(",
            Tok::Close => ")",
            Tok::Colon => ":",
            Tok::Dash => "-",
            Tok::End => "",
        }
    }
}

/// Characters that make up hand text.
fn is_item_char(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(
            c,
            '+' | '%' | '.' | '♣' | '♦' | '♥' | '♠' | '♧' | '♢' | '♡' | '♤'
        )
}

fn lex(input: &str) -> Result<Vec<Token<'_>>, RangeError> {
    let mut tokens = Vec::new();
    let mut chars = input.char_indices().peekable();
    while let Some(&(pos, c)) = chars.peek() {
        let tok = match c {
            c if c.is_whitespace() => {
                chars.next();
                continue;
            }
            ',' => Tok::Comma,
            '&' => Tok::Amp,
            '!' => Tok::Bang,
            '(' => Tok::Open,
            ')' => Tok::Close,
            ':' => Tok::Colon,
            '-' => Tok::Dash,
            c if is_item_char(c) => {
                let mut end = pos;
                while let Some(&(i, c)) = chars.peek() {
                    if !is_item_char(c) {
                        break;
                    }
                    end = i + c.len_utf8();
                    chars.next();
                }
                tokens.push(Token {
                    tok: Tok::Item(&input[pos..end]),
                    pos,
                });
                continue;
            }
            other => {
                let text = other.to_string();
                return Err(RangeError::syntax(
                    pos,
                    &text,
                    format!("unexpected character `{text}`"),
                ));
            }
        };
        chars.next();
        tokens.push(Token { tok, pos });
    }
    tokens.push(Token {
        tok: Tok::End,
        pos: input.len(),
    });
    Ok(tokens)
}

/// Splits a leading rank (`2`–`9`, `T` or `10`, `J`, `Q`, `K`, `A`, any case) off `s`.
pub(crate) fn split_rank(s: &str) -> Option<(Rank, &str)> {
    if let Some(rest) = s.strip_prefix("10") {
        return Some((Rank::Ten, rest));
    }
    let c = s.chars().next()?;
    Rank::from_char(c).map(|rank| (rank, &s[c.len_utf8()..]))
}

/// What one item of hand text names, before `+` or a dash turns it into a set.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Atom {
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
struct Item<'a> {
    atom: Atom,
    plus: bool,
    text: &'a str,
    pos: usize,
}

/// Reads one item of hand text.
fn read_item(text: &str, pos: usize) -> Result<Item<'_>, RangeError> {
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
fn item_range(item: &Item<'_>) -> Result<Range, RangeError> {
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
fn span_range(first: &Item<'_>, last: &Item<'_>, text: &str) -> Result<Range, RangeError> {
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

struct Parser<'a> {
    input: &'a str,
    tokens: Vec<Token<'a>>,
    at: usize,
    depth: usize,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Token<'a> {
        self.tokens.get(self.at).copied().unwrap_or(Token {
            tok: Tok::End,
            pos: self.input.len(),
        })
    }

    fn bump(&mut self) -> Token<'a> {
        let token = self.peek();
        if self.at < self.tokens.len() {
            self.at += 1;
        }
        token
    }

    /// An error for a token that cannot start (or continue) what is expected.
    fn unexpected(&self, token: Token<'_>, expected: &str) -> RangeError {
        match token.tok {
            Tok::End => RangeError::syntax(token.pos, "", format!("{expected} is missing")),
            _ => RangeError::syntax(
                token.pos,
                token.text(),
                format!("expected {expected}, found `{}`", token.text()),
            ),
        }
    }

    /// `expr := union ('!' union)*`
    fn expr(&mut self) -> Result<Range, RangeError> {
        let mut range = self.union()?;
        while self.peek().tok == Tok::Bang {
            self.bump();
            let excluded = self.union()?;
            range = range.minus(&excluded);
        }
        Ok(range)
    }

    /// `union := inter (',' inter)*`
    fn union(&mut self) -> Result<Range, RangeError> {
        let mut range = self.inter()?;
        while self.peek().tok == Tok::Comma {
            self.bump();
            range = range.union(&self.inter()?);
        }
        Ok(range)
    }

    /// `inter := unary ('&' unary)*`
    fn inter(&mut self) -> Result<Range, RangeError> {
        let mut range = self.unary()?;
        while self.peek().tok == Tok::Amp {
            self.bump();
            range = range.intersection(&self.unary()?);
        }
        Ok(range)
    }

    /// `unary := '!' unary | weighted`
    fn unary(&mut self) -> Result<Range, RangeError> {
        if self.peek().tok == Tok::Bang {
            let bang = self.bump();
            self.enter(bang)?;
            let inner = self.unary();
            self.depth -= 1;
            return Ok(inner?.complement());
        }
        self.weighted()
    }

    fn enter(&mut self, token: Token<'_>) -> Result<(), RangeError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(RangeError::syntax(
                token.pos,
                token.text(),
                format!("more than {MAX_DEPTH} nested `(` or `!`"),
            ));
        }
        Ok(())
    }

    /// `weighted := primary (':' WEIGHT)?`
    fn weighted(&mut self) -> Result<Range, RangeError> {
        let range = self.primary()?;
        if self.peek().tok != Tok::Colon {
            return Ok(range);
        }
        self.bump();
        let token = self.bump();
        let Tok::Item(text) = token.tok else {
            return Err(self.unexpected(token, "a weight after `:`"));
        };
        let value = match text.strip_suffix('%') {
            Some(number) => number.parse::<f32>().map(|p| p / 100.0),
            None => text.parse::<f32>(),
        };
        match value {
            Ok(w) if (0.0..=1.0).contains(&w) => Ok(range.scaled(w)),
            _ => Err(RangeError::syntax(
                token.pos,
                text,
                format!("a weight is a number from 0 to 1 (or 0% to 100%), not `{text}`"),
            )),
        }
    }

    /// `primary := '(' expr ')' | ITEM ('-' ITEM)? | CARD CARD`
    fn primary(&mut self) -> Result<Range, RangeError> {
        let token = self.bump();
        match token.tok {
            Tok::Open => {
                self.enter(token)?;
                let inner = self.expr();
                self.depth -= 1;
                let inner = inner?;
                let close = self.bump();
                if close.tok != Tok::Close {
                    return Err(match close.tok {
                        Tok::End => RangeError::syntax(
                            token.pos,
                            "(",
                            "this `(` is never closed".to_owned(),
                        ),
                        _ => self.unexpected(close, "`)`"),
                    });
                }
                Ok(inner)
            }
            Tok::Item(text) => {
                let first = read_item(text, token.pos)?;
                if let Atom::Card(a) = first.atom {
                    return self.second_card(a, token);
                }
                if self.peek().tok != Tok::Dash {
                    return item_range(&first);
                }
                self.bump();
                let end_token = self.bump();
                let Tok::Item(end_text) = end_token.tok else {
                    return Err(self.unexpected(end_token, "a hand after `-`"));
                };
                let last = read_item(end_text, end_token.pos)?;
                let span_text = &self.input[token.pos..end_token.pos + end_text.len()];
                span_range(&first, &last, span_text)
            }
            _ => Err(self.unexpected(token, "a hand")),
        }
    }

    /// A lone card must be followed by another: `As Ks` is the combo `AsKs`.
    fn second_card(
        &mut self,
        first: crate::cards::Card,
        token: Token<'a>,
    ) -> Result<Range, RangeError> {
        let next = self.peek();
        let lone = || {
            RangeError::syntax(
                token.pos,
                token.text(),
                format!(
                    "a single card `{}` is not a hand: write two cards like AsKs",
                    token.text()
                ),
            )
        };
        let Tok::Item(text) = next.tok else {
            return Err(lone());
        };
        let Ok(second) = read_item(text, next.pos) else {
            return Err(lone());
        };
        let Atom::Card(b) = second.atom else {
            return Err(lone());
        };
        self.bump();
        let span = &self.input[token.pos..next.pos + text.len()];
        match Combo::new(first, b) {
            Some(combo) => Ok(Range::from_combos([combo])),
            None => Err(RangeError::syntax(
                token.pos,
                span,
                format!("card {first} appears twice in `{span}`"),
            )),
        }
    }
}

/// Parses range text into a range, which may be empty (the [`FromStr`](std::str::FromStr)
/// impl of [`Range`] turns an empty result into an error).
pub(crate) fn parse(input: &str) -> Result<Range, RangeError> {
    let tokens = lex(input)?;
    let mut parser = Parser {
        input,
        tokens,
        at: 0,
        depth: 0,
    };
    if parser.peek().tok == Tok::End {
        return Err(RangeError::empty(
            input.len(),
            "",
            "the range is empty: write hands like `QQ+,AKs`",
        ));
    }
    let range = parser.expr()?;
    let next = parser.peek();
    match next.tok {
        Tok::End => Ok(range),
        Tok::Item(text) => Err(RangeError::syntax(
            next.pos,
            text,
            format!("missing `,` before `{text}`"),
        )),
        Tok::Close => Err(RangeError::syntax(
            next.pos,
            ")",
            "`)` without a matching `(`".to_owned(),
        )),
        _ => Err(parser.unexpected(next, "`,`, `&`, `!` or the end")),
    }
}
