//! The range grammar's tokens: runs of hand text and the operator and bracket characters,
//! each with its byte position for error messages.

use crate::range::RangeError;

/// One lexical token.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Tok<'a> {
    /// A run of hand text: `AKs`, `22+`, `Group3`, `15%`, `0.5`, `As`.
    Item(&'a str),
    Comma,
    Amp,
    Bang,
    Open,
    Close,
    Colon,
    Dash,
    /// `[`: opens a bracket weight (`[50]AA,KK[/50]`) or its closing tag.
    OpenBracket,
    /// `]`.
    CloseBracket,
    /// `/`, in a closing tag `[/50]`.
    Slash,
    End,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub(super) tok: Tok<'a>,
    pub(super) pos: usize,
}

impl Token<'_> {
    /// The token's text, for error messages.
    pub(super) fn text(&self) -> &str {
        match self.tok {
            Tok::Item(s) => s,
            Tok::Comma => ",",
            Tok::Amp => "&",
            Tok::Bang => "!",
            Tok::Open => "(",
            Tok::Close => ")",
            Tok::Colon => ":",
            Tok::Dash => "-",
            Tok::OpenBracket => "[",
            Tok::CloseBracket => "]",
            Tok::Slash => "/",
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

/// The tokens of `input`, ending with [`Tok::End`].
pub(super) fn lex(input: &str) -> Result<Vec<Token<'_>>, RangeError> {
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
            '[' => Tok::OpenBracket,
            ']' => Tok::CloseBracket,
            '/' => Tok::Slash,
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
