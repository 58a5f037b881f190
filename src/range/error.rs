//! What can go wrong reading a range: every error points at the offending text.

use thiserror::Error;

/// Whether a range text is malformed or well formed but selects nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RangeErrorKind {
    /// The text does not follow the grammar (or names something that does not exist).
    Syntax,
    /// The text is well formed but no hand is left: `AA ! AA`, or `AA` with three aces on the
    /// board. Callers that can work with an empty range may treat this case as such.
    Empty,
}

/// An error reading a range, with the byte position (0-based) and the text at fault.
///
/// ```
/// use pokerlab::range::{Range, RangeErrorKind};
/// let err = "AA, AZs".parse::<Range>().unwrap_err();
/// assert_eq!(err.pos, 4);
/// assert_eq!(err.token, "AZs");
/// assert_eq!(err.to_string(), "unknown hand `AZs` at 4");
/// let empty = "AA ! AA".parse::<Range>().unwrap_err();
/// assert_eq!(empty.kind, RangeErrorKind::Empty);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{msg} at {pos}")]
pub struct RangeError {
    /// Byte offset in the input where the offending text starts.
    pub pos: usize,
    /// The offending text (empty at the end of the input).
    pub token: String,
    /// What is wrong, naming the text.
    pub msg: String,
    /// Malformed text, or a range with no hands.
    pub kind: RangeErrorKind,
}

impl RangeError {
    /// A grammar error at `pos`.
    pub(crate) fn syntax(pos: usize, token: &str, msg: impl Into<String>) -> RangeError {
        RangeError {
            pos,
            token: token.to_owned(),
            msg: msg.into(),
            kind: RangeErrorKind::Syntax,
        }
    }

    /// A well-formed range with nothing in it.
    pub fn empty(pos: usize, token: &str, msg: impl Into<String>) -> RangeError {
        RangeError {
            pos,
            token: token.to_owned(),
            msg: msg.into(),
            kind: RangeErrorKind::Empty,
        }
    }

    /// Whether this is the "no hands left" case rather than bad syntax.
    pub fn is_empty_range(&self) -> bool {
        self.kind == RangeErrorKind::Empty
    }
}
