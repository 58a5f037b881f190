//! Reading range text: a small lexer and a recursive-descent parser for the grammar documented
//! on the [`range`](super) module, behind [`Range`]'s `FromStr` and [`Range::parse_live`].
//! (Printing a range is `text.rs`.)
//!
//! `lex.rs` cuts the text into tokens; `item.rs` reads one item of hand text (`AKs`, `22+`,
//! `Group3`, `15%`, `AsKs`) and the range it or a dash span names; here the parser puts
//! items together with the operators, by the grammar's precedence.

mod item;
mod lex;

use std::str::FromStr;

use item::{Atom, item_range, read_item, span_range};
use lex::{Tok, Token, lex};

use super::{Combo, Range, RangeError};
use crate::cards::CardSet;

/// How deeply parentheses (and prefix `!`) may nest before the parser refuses, so no input
/// can exhaust the stack.
const MAX_DEPTH: usize = 64;

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

    /// The token `ahead` places after the next one.
    fn peek_at(&self, ahead: usize) -> Token<'a> {
        self.tokens.get(self.at + ahead).copied().unwrap_or(Token {
            tok: Tok::End,
            pos: self.input.len(),
        })
    }

    /// Whether the next token starts another item of a list written without commas
    /// (`ATo+ KTo+`): a hand, a `(` or a bracket weight's `[` (not a closing `[/`).
    fn starts_item(&self) -> bool {
        match self.peek().tok {
            Tok::Item(_) | Tok::Open => true,
            Tok::OpenBracket => self.peek_at(1).tok != Tok::Slash,
            _ => false,
        }
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

    /// `union := inter (','? inter)*`: items separated by commas or only by spaces.
    fn union(&mut self) -> Result<Range, RangeError> {
        let mut range = self.inter()?;
        loop {
            if self.peek().tok == Tok::Comma {
                self.bump();
            } else if !self.starts_item() {
                return Ok(range);
            }
            range = range.union(&self.inter()?);
        }
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
            _ => {
                // Quote the weight as typed: the lexer splits `1e-9` at its `-`.
                let typed = self.input.get(token.pos..).map_or(text, |rest| {
                    let end = rest
                        .find(|c: char| c == ',' || c.is_whitespace())
                        .unwrap_or(rest.len());
                    &rest[..end]
                });
                let typed = if typed.is_empty() { text } else { typed };
                Err(RangeError::syntax(
                    token.pos,
                    typed,
                    format!(
                        "a weight is a number from 0 to 1 in digits (0.25) or a percentage \
                         (25%), not `{typed}`"
                    ),
                ))
            }
        }
    }

    /// `primary := '(' expr ')' | '[' PERCENT ']' expr '[/' PERCENT ']' | ITEM ('-' ITEM)? |
    /// CARD CARD`
    fn primary(&mut self) -> Result<Range, RangeError> {
        let token = self.bump();
        match token.tok {
            Tok::OpenBracket => {
                self.enter(token)?;
                let inner = self.bracket(token);
                self.depth -= 1;
                inner
            }
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

    /// The weight of a bracket tag, a percentage from 0 to 100 (`50`, `37.5`, `50%`), with
    /// its token.
    fn bracket_weight(&mut self, after: &str) -> Result<(f32, Token<'a>), RangeError> {
        let token = self.bump();
        let Tok::Item(text) = token.tok else {
            return Err(self.unexpected(token, &format!("a percentage after `{after}`")));
        };
        match text.strip_suffix('%').unwrap_or(text).parse::<f32>() {
            Ok(p) if (0.0..=100.0).contains(&p) => Ok((p, token)),
            _ => Err(RangeError::syntax(
                token.pos,
                text,
                format!("a bracket weight is a percentage from 0 to 100, not `{text}`"),
            )),
        }
    }

    /// The rest of a bracket weight after its `[`: `50]AA,KK[/50]` (PokerStove and Equilab
    /// export weights so, in percent). The closing tag must carry the same number.
    fn bracket(&mut self, open: Token<'a>) -> Result<Range, RangeError> {
        let (weight, number) = self.bracket_weight("[")?;
        let close = self.bump();
        if close.tok != Tok::CloseBracket {
            return Err(self.unexpected(close, "`]` after the weight"));
        }
        let tag = &self.input[open.pos..close.pos + 1];
        let inner = self.expr()?;
        let end = self.bump();
        if end.tok != Tok::OpenBracket || self.peek().tok != Tok::Slash {
            return Err(match end.tok {
                Tok::End => RangeError::syntax(
                    open.pos,
                    tag,
                    format!(
                        "`{tag}` is never closed: end its hands with `[/{}]`",
                        number.text()
                    ),
                ),
                _ => self.unexpected(end, &format!("`[/{}]`", number.text())),
            });
        }
        self.bump();
        let (end_weight, end_number) = self.bracket_weight("[/")?;
        if end_weight != weight {
            return Err(RangeError::syntax(
                end_number.pos,
                end_number.text(),
                format!(
                    "`[/{}]` closes `{tag}`: the numbers must match",
                    end_number.text()
                ),
            ));
        }
        let last = self.bump();
        if last.tok != Tok::CloseBracket {
            return Err(self.unexpected(last, "`]`"));
        }
        Ok(inner.scaled(weight / 100.0))
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
    // PokerStove and Flopzilla write ranges in braces (`{ 66+, AJs+, AQo+ }`): the braces go,
    // each replaced by a space so that positions in messages stay those of the text given.
    let unbraced = without_braces(input);
    let input = unbraced.as_deref().unwrap_or(input);
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
        Tok::CloseBracket => Err(RangeError::syntax(
            next.pos,
            "]",
            "`]` without a matching `[`".to_owned(),
        )),
        Tok::OpenBracket => Err(RangeError::syntax(
            next.pos,
            "[",
            "a closing tag `[/…]` without its opening `[…]`".to_owned(),
        )),
        _ => Err(parser.unexpected(next, "`,`, `&`, `!` or the end")),
    }
}

/// `text` with one pair of braces around the whole of it made spaces, if it has them.
fn without_braces(text: &str) -> Option<String> {
    let trimmed = text.trim();
    let inner = trimmed.strip_prefix('{')?.strip_suffix('}')?;
    let start = text.len() - text.trim_start().len();
    let mut out = String::with_capacity(text.len());
    out.push_str(&text[..start]);
    out.push(' ');
    out.push_str(inner);
    out.push(' ');
    out.push_str(&text[start + trimmed.len()..]);
    Some(out)
}

impl FromStr for Range {
    type Err = RangeError;

    /// Parses range text; see [the grammar](super#grammar). A well-formed text that selects no
    /// combo is an error of kind [`Empty`](super::RangeErrorKind::Empty).
    fn from_str(s: &str) -> Result<Range, RangeError> {
        let range = parse(s)?;
        if range.is_empty() {
            let start = s.len() - s.trim_start().len();
            let token = s.trim();
            return Err(RangeError::empty(
                start,
                token,
                format!("the range `{token}` holds no hands"),
            ));
        }
        Ok(range)
    }
}

impl Range {
    /// Parses range text (see [the grammar](super#grammar)) and removes the combos that hold a
    /// `dead` card (board, dead cards, other players' known cards). Fails with
    /// [`RangeErrorKind::Empty`](super::RangeErrorKind::Empty) if no combo is left.
    ///
    /// ```
    /// use pokerlab::range::Range;
    /// let board = "As Ah Ad".parse().unwrap();
    /// assert!(Range::parse_live("AA", board).unwrap_err().is_empty_range());
    /// assert_eq!(Range::parse_live("AA,KK", board).unwrap().count(), 6);
    /// ```
    pub fn parse_live(text: &str, dead: CardSet) -> Result<Range, RangeError> {
        let range = text.parse::<Range>()?.without(dead);
        if range.is_empty() {
            let start = text.len() - text.trim_start().len();
            let token = text.trim();
            return Err(RangeError::empty(
                start,
                token,
                format!("no hand of `{token}` is possible with cards {dead} out"),
            ));
        }
        Ok(range)
    }
}

#[cfg(test)]
mod tests;
