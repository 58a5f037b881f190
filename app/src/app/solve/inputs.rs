//! The Solve tab's spot as the user typed it ([`SpotText`]: one text per field, kept in the
//! state file as typed) and its reading into a solver [`Spot`] and [`SolveSettings`], with a
//! message naming the field for anything that does not read.
//!
//! ```
//! use pokerlab_app::app::solve::SpotText;
//! let text = SpotText::default();
//! let (spot, settings) = text.read().unwrap();
//! assert_eq!(spot.board.len(), 5);
//! assert_eq!(settings.target_percent, 0.5);
//! ```

use std::time::Duration;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use pokerlab::solver::{
    BetsText, DEFAULT_MAX_MEMORY, GameOptions, Player, SolveSettings, Spot, SpotField, SpotFields,
    Street,
};

/// The longest time budget, in seconds (one hour).
pub const MAX_SECONDS: f64 = 3600.0;

/// The largest memory limit the tab takes, in MiB (1 TiB).
pub const MAX_MEMORY_MIB: f64 = 1_048_576.0;

/// The raise cap of the tab's spots (raises per street).
pub const RAISE_CAP: u8 = 2;

/// The all-in threshold of the tab's spots (a fraction of the pot).
pub const ALL_IN_THRESHOLD: f64 = 0.1;

/// One text field of the spot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// The out-of-position player's range.
    Oop,
    /// The in-position player's range.
    Ip,
    /// The board, 3 to 5 cards.
    Board,
    /// The pot in chips.
    Pot,
    /// The effective stack in chips.
    Stack,
    /// Bet sizes on the flop (% of the pot, `a` for all-in).
    FlopBets,
    /// Bet sizes on the turn.
    TurnBets,
    /// Bet sizes on the river.
    RiverBets,
    /// Raise sizes, every street.
    Raises,
    /// The target exploitability, % of the pot.
    Target,
    /// The time budget in seconds (empty: none).
    Seconds,
    /// The most memory the tree may take, in MiB.
    MaxMemory,
}

impl Field {
    /// Every field, in the order of the form.
    pub const ALL: [Field; 12] = [
        Field::Oop,
        Field::Ip,
        Field::Board,
        Field::Pot,
        Field::Stack,
        Field::FlopBets,
        Field::TurnBets,
        Field::RiverBets,
        Field::Raises,
        Field::Target,
        Field::Seconds,
        Field::MaxMemory,
    ];

    /// The field's name on screen (and its accessibility label).
    pub const fn label(self) -> &'static str {
        match self {
            Field::Oop => "OOP range",
            Field::Ip => "IP range",
            Field::Board => "Board",
            Field::Pot => "Pot",
            Field::Stack => "Effective stack",
            Field::FlopBets => "Flop bets",
            Field::TurnBets => "Turn bets",
            Field::RiverBets => "River bets",
            Field::Raises => "Raises",
            Field::Target => "Target (% of pot)",
            Field::Seconds => "Time budget (s)",
            Field::MaxMemory => "Memory limit (MiB)",
        }
    }
}

/// The spot as typed: one text per [`Field`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SpotText {
    /// OOP's range.
    pub oop: String,
    /// IP's range.
    pub ip: String,
    /// The board.
    pub board: String,
    /// The pot.
    pub pot: String,
    /// The effective stack.
    pub stack: String,
    /// Bet sizes per street (flop, turn, river).
    pub bets: [String; 3],
    /// Raise sizes.
    pub raises: String,
    /// The target exploitability.
    pub target: String,
    /// The time budget.
    pub seconds: String,
    /// The memory limit, MiB.
    pub max_memory: String,
    /// Whether the solver keeps its sums in 16 bits ([`GameOptions::compress`]).
    pub compress: bool,
}

impl Default for SpotText {
    /// A river spot that solves in about a second.
    fn default() -> Self {
        SpotText {
            oop: "QQ-77,AJs,KQs,QJs,JTs,T9s".to_owned(),
            ip: "AA-88,AQs+,KJs+,QJs,JTs,65s".to_owned(),
            board: "Qs Jh 7d 4c 2s".to_owned(),
            pot: "100".to_owned(),
            stack: "200".to_owned(),
            bets: ["33,75".to_owned(), "75,a".to_owned(), "75,a".to_owned()],
            raises: "a".to_owned(),
            target: "0.5".to_owned(),
            seconds: "60".to_owned(),
            max_memory: (DEFAULT_MAX_MEMORY >> 20).to_string(),
            compress: false,
        }
    }
}

/// Why the typed spot cannot be solved.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum InputError {
    /// A field does not read.
    #[error("{field}: {message}")]
    Field {
        /// The field's label.
        field: &'static str,
        /// What is wrong.
        message: String,
    },
}

fn field_error(field: Field, message: impl ToString) -> InputError {
    InputError::Field {
        field: field.label(),
        message: message.to_string(),
    }
}

fn number(field: Field, text: &str) -> Result<f64, InputError> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && *x > 0.0)
        .ok_or_else(|| field_error(field, format!("`{}` is not a positive number", text.trim())))
}

impl SpotText {
    /// The text of `field`.
    pub fn get(&self, field: Field) -> &str {
        match field {
            Field::Oop => &self.oop,
            Field::Ip => &self.ip,
            Field::Board => &self.board,
            Field::Pot => &self.pot,
            Field::Stack => &self.stack,
            Field::FlopBets => &self.bets[0],
            Field::TurnBets => &self.bets[1],
            Field::RiverBets => &self.bets[2],
            Field::Raises => &self.raises,
            Field::Target => &self.target,
            Field::Seconds => &self.seconds,
            Field::MaxMemory => &self.max_memory,
        }
    }

    /// Sets the text of `field`.
    pub fn set(&mut self, field: Field, text: String) {
        let slot = match field {
            Field::Oop => &mut self.oop,
            Field::Ip => &mut self.ip,
            Field::Board => &mut self.board,
            Field::Pot => &mut self.pot,
            Field::Stack => &mut self.stack,
            Field::FlopBets => &mut self.bets[0],
            Field::TurnBets => &mut self.bets[1],
            Field::RiverBets => &mut self.bets[2],
            Field::Raises => &mut self.raises,
            Field::Target => &mut self.target,
            Field::Seconds => &mut self.seconds,
            Field::MaxMemory => &mut self.max_memory,
        };
        *slot = text;
    }

    /// The spot and when to stop solving it, or what is wrong with the text. The spot is read
    /// and checked by the library ([`SpotFields::read`], as `pokerlab solve` does), so both
    /// say the same thing about the same mistake.
    pub fn read(&self) -> Result<(Spot, SolveSettings), InputError> {
        let fields = SpotFields {
            oop: &self.oop,
            ip: &self.ip,
            board: &self.board,
            pot: &self.pot,
            stack: &self.stack,
            bets: BetsText::PerStreet([&self.bets[0], &self.bets[1], &self.bets[2]]),
            raises: &self.raises,
            raise_cap: RAISE_CAP,
            all_in_threshold: ALL_IN_THRESHOLD,
        };
        let spot = fields.read().map_err(|e| {
            let field = match e.field {
                SpotField::Oop => Field::Oop,
                SpotField::Ip => Field::Ip,
                SpotField::Board => Field::Board,
                SpotField::Pot => Field::Pot,
                SpotField::Stack => Field::Stack,
                SpotField::Bets(Some(Street::Turn)) => Field::TurnBets,
                SpotField::Bets(Some(Street::River)) => Field::RiverBets,
                SpotField::Bets(_) => Field::FlopBets,
                SpotField::Raises => Field::Raises,
                SpotField::RaiseCap | SpotField::Threshold | SpotField::Spot => {
                    return InputError::Field {
                        field: "Spot",
                        message: e.to_string(),
                    };
                }
            };
            field_error(field, e)
        })?;
        let target = number(Field::Target, &self.target)?;
        if target > 100.0 {
            return Err(field_error(
                Field::Target,
                "give at most 100 (% of the pot)".to_owned(),
            ));
        }
        let time_limit = if self.seconds.trim().is_empty() {
            None
        } else {
            let s = number(Field::Seconds, &self.seconds)?;
            if s > MAX_SECONDS {
                return Err(field_error(
                    Field::Seconds,
                    format!("at most {MAX_SECONDS} seconds"),
                ));
            }
            Some(Duration::from_secs_f64(s))
        };
        let settings = SolveSettings {
            target_percent: target,
            time_limit,
            ..SolveSettings::default()
        };
        Ok((spot, settings))
    }

    /// How to build the tree: the memory limit (MiB as typed) and the compressed storage (16-bit regrets, 8-bit strategy sums).
    pub fn options(&self) -> Result<GameOptions, InputError> {
        let mib = number(Field::MaxMemory, &self.max_memory)?;
        if mib > MAX_MEMORY_MIB {
            return Err(field_error(
                Field::MaxMemory,
                format!("at most {MAX_MEMORY_MIB} MiB"),
            ));
        }
        Ok(GameOptions {
            max_memory: (mib * f64::from(1u32 << 20)) as u64,
            compress: self.compress,
            ..GameOptions::default()
        })
    }

    /// [`SpotText::read`] and [`SpotText::options`] together.
    pub fn read_all(&self) -> Result<(Spot, SolveSettings, GameOptions), InputError> {
        let (spot, settings) = self.read()?;
        Ok((spot, settings, self.options()?))
    }

    /// The text of a spot read back (a loaded solve): its ranges, board, pot, stack and each
    /// street's sizes (OOP's, which the tab gives both players), keeping the target, the time
    /// budget and the memory limit of `self`.
    pub fn of_spot(&self, spot: &Spot, compress: bool) -> SpotText {
        let chips = |x: f64| format!("{}", (x * 100.0).round() / 100.0);
        SpotText {
            oop: spot.oop.to_string(),
            ip: spot.ip.to_string(),
            board: spot.board.to_string(),
            pot: chips(spot.pot),
            stack: chips(spot.stack),
            bets: [Street::Flop, Street::Turn, Street::River]
                .map(|street| spot.bets.get(street, Player::Oop).to_string()),
            raises: spot.raises.get(Street::River, Player::Oop).to_string(),
            compress,
            ..self.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_fields_are_named_in_the_message() {
        let mut text = SpotText::default();
        text.set(Field::Pot, "lots".to_owned());
        let message = text.read().err().map(|e| e.to_string()).unwrap_or_default();
        assert!(message.starts_with("Pot: `lots`"), "{message}");
        // The library's check, the same words as `pokerlab solve`.
        let mut text = SpotText::default();
        text.set(Field::Pot, "1e-12".to_owned());
        let message = text.read().err().map(|e| e.to_string()).unwrap_or_default();
        assert!(
            message.starts_with("Pot: the pot must be from 0.01"),
            "{message}"
        );
        let mut text = SpotText::default();
        text.set(Field::TurnBets, "1e-10".to_owned());
        let message = text.read().err().map(|e| e.to_string()).unwrap_or_default();
        assert!(
            message.starts_with("Turn bets: bet sizes `1e-10`"),
            "{message}"
        );
        let mut text = SpotText::default();
        text.set(Field::Oop, "AsKs".to_owned());
        text.set(Field::Ip, "AsQs".to_owned());
        text.set(Field::Board, "2c 3d 4h".to_owned());
        let message = text.read().err().map(|e| e.to_string()).unwrap_or_default();
        assert!(message.contains("cannot be dealt together"), "{message}");
        let mut text = SpotText::default();
        text.set(Field::RiverBets, "75,x".to_owned());
        let message = text.read().err().map(|e| e.to_string()).unwrap_or_default();
        assert!(message.starts_with("River bets:"), "{message}");
        let mut text = SpotText::default();
        text.set(Field::Board, "As Ks".to_owned());
        assert!(text.read().is_err());
    }

    #[test]
    fn the_memory_limit_and_compression_make_the_options() {
        let mut text = SpotText::default();
        text.set(Field::MaxMemory, "512".to_owned());
        text.compress = true;
        let options = text.options().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(options.max_memory, 512 << 20);
        assert!(options.compress);
        text.set(Field::MaxMemory, "none".to_owned());
        let message = text
            .read_all()
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            message.starts_with("Memory limit (MiB): `none`"),
            "{message}"
        );
    }

    #[test]
    fn a_spot_read_back_gives_the_same_spot() {
        let text = SpotText::default();
        let (spot, _) = text.read().unwrap_or_else(|e| panic!("{e}"));
        let again = text.of_spot(&spot, false);
        let (back, _) = again.read().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, spot);
    }

    #[test]
    fn per_street_bets_go_to_both_players() {
        let mut text = SpotText::default();
        text.set(Field::TurnBets, "50".to_owned());
        let (spot, _) = text.read().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(spot.bets.get(Street::Turn, Player::Oop).to_string(), "50");
        assert_eq!(spot.bets.get(Street::River, Player::Ip).to_string(), "75,a");
    }
}
