//! A spot as a person types it — ranges, board, pot, stack and bet sizes as text — read into a
//! checked [`Spot`]. The command line (`pokerlab solve`) and the app's Solve tab both read
//! their spots here, so a spot is parsed and validated in one place and both say the same
//! thing about the same mistake; each names the field its own way (`--pot`, "Pot").
//!
//! ```
//! use pokerlab::solver::{BetsText, SpotField, SpotFields};
//! let fields = SpotFields {
//!     oop: "QQ+,AK",
//!     ip: "JJ-99,AQs",
//!     board: "Qs Jh 7d 4c 2s",
//!     pot: "100",
//!     stack: "200",
//!     bets: BetsText::Spec("75,a"),
//!     raises: "a",
//!     raise_cap: 2,
//!     all_in_threshold: 0.1,
//! };
//! assert_eq!(fields.read()?.pot, 100.0);
//! let tiny = SpotFields { pot: "1e-12", ..fields };
//! let error = tiny.read().unwrap_err();
//! assert_eq!(error.field, SpotField::Pot);
//! assert!(error.to_string().contains("one chip-cent"));
//! # Ok::<(), pokerlab::solver::SpotFieldError>(())
//! ```

use thiserror::Error;

use super::spot::{BetSizes, Player, Sizes, Spot, SpotError, Street};
use crate::cards::CardSet;
use crate::range::Range;

/// How the bet sizes are typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BetsText<'a> {
    /// One [`BetSizes`] spec for every street and player (`"33,75,a"`,
    /// `"flop=33;river.ip=75,a"`).
    Spec(&'a str),
    /// One [`Sizes`] list per street (flop, turn, river), for both players.
    PerStreet([&'a str; 3]),
}

/// A spot's fields as text, with the two settings that are numbers already.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SpotFields<'a> {
    /// The out-of-position player's range.
    pub oop: &'a str,
    /// The in-position player's range.
    pub ip: &'a str,
    /// The board: 3 to 5 cards.
    pub board: &'a str,
    /// The pot, in chips.
    pub pot: &'a str,
    /// The effective stack, in chips.
    pub stack: &'a str,
    /// The bet sizes.
    pub bets: BetsText<'a>,
    /// The raise sizes, a [`BetSizes`] spec (empty: no raises).
    pub raises: &'a str,
    /// The most raises per street.
    pub raise_cap: u8,
    /// The all-in threshold (a fraction of the pot).
    pub all_in_threshold: f64,
}

/// Which part of a spot is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpotField {
    /// The OOP range.
    Oop,
    /// The IP range.
    Ip,
    /// The board.
    Board,
    /// The pot.
    Pot,
    /// The stack.
    Stack,
    /// The bet sizes (of one street when typed per street).
    Bets(Option<Street>),
    /// The raise sizes.
    Raises,
    /// The raise cap.
    RaiseCap,
    /// The all-in threshold.
    Threshold,
    /// The spot as a whole (the ranges against each other and the board, the tree).
    Spot,
}

/// A spot that cannot be solved, and the field to change.
#[derive(Clone, Debug, PartialEq, Error)]
#[error("{error}")]
pub struct SpotFieldError {
    /// The field at fault.
    pub field: SpotField,
    /// What is wrong (the message does not name the field).
    pub error: SpotError,
}

impl SpotField {
    /// The field a [`Spot::check`] error is about.
    fn of(error: &SpotError) -> SpotField {
        match error {
            SpotError::Board(_) => SpotField::Board,
            SpotError::Pot(_) => SpotField::Pot,
            SpotError::Stack(_) | SpotError::StackToPot { .. } => SpotField::Stack,
            SpotError::Threshold(_) => SpotField::Threshold,
            SpotError::RaiseCap(_) => SpotField::RaiseCap,
            SpotError::Sizes(_) => SpotField::Bets(None),
            _ => SpotField::Spot,
        }
    }
}

fn at(field: SpotField) -> impl Fn(SpotError) -> SpotFieldError {
    move |error| SpotFieldError { field, error }
}

/// A number of chips as typed.
fn chips(text: &str, error: fn(f64) -> SpotError) -> Result<f64, SpotError> {
    let text = text.trim();
    let value: f64 = text
        .parse()
        .map_err(|_| SpotError::Text(format!("`{text}` is not a positive number")))?;
    // The bounds are checked with the rest of the spot; a non-number is refused here.
    if value.is_finite() {
        Ok(value)
    } else {
        Err(error(value))
    }
}

impl SpotFields<'_> {
    /// Reads and checks the spot ([`Spot::check`]), or says which field is wrong and why.
    pub fn read(&self) -> Result<Spot, SpotFieldError> {
        let range = |text: &str, field: SpotField| -> Result<Range, SpotFieldError> {
            text.parse::<Range>()
                .map_err(|e| at(field)(SpotError::Text(e.to_string())))
        };
        let oop = range(self.oop, SpotField::Oop)?;
        let ip = range(self.ip, SpotField::Ip)?;
        let board: CardSet = self.board.parse().map_err(|e: crate::cards::CardError| {
            at(SpotField::Board)(SpotError::Text(e.to_string()))
        })?;
        if Street::of_board(board.len()).is_none() {
            return Err(at(SpotField::Board)(SpotError::Board(board.len())));
        }
        let pot = chips(self.pot, SpotError::Pot).map_err(at(SpotField::Pot))?;
        let stack = chips(self.stack, SpotError::Stack).map_err(at(SpotField::Stack))?;
        let bets = match self.bets {
            BetsText::Spec(text) => text.parse().map_err(at(SpotField::Bets(None)))?,
            BetsText::PerStreet(texts) => {
                let mut bets = BetSizes::default();
                for (street, text) in Street::ALL.into_iter().zip(texts) {
                    let sizes: Sizes = text.parse().map_err(at(SpotField::Bets(Some(street))))?;
                    for player in Player::BOTH {
                        bets.set(street, player, sizes.clone());
                    }
                }
                bets
            }
        };
        let raises: BetSizes = self.raises.parse().map_err(at(SpotField::Raises))?;
        let spot = Spot {
            oop,
            ip,
            board,
            pot,
            stack,
            bets,
            raises,
            raise_cap: self.raise_cap,
            all_in_threshold: self.all_in_threshold,
        };
        spot.check().map_err(|error| SpotFieldError {
            field: SpotField::of(&error),
            error,
        })?;
        Ok(spot)
    }
}
