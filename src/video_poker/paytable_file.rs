//! Pay tables read from TOML or JSON files (feature `paytable-files`), checked into a
//! [`PayTable`]. A file looks like this (JSON takes the same fields):
//! ```toml
//! name = "my-jacks"            # optional; defaults to the file's stem
//! title = "Jacks or Better 9/5" # optional
//! game = "standard"            # or "deuces-wild"; optional, "standard" by default
//! royal_below_max_bet = 250    # optional: the royal's pay per coin at 1-4 coins
//! [pays]                       # pays per coin at the maximum bet
//! royal_flush = 800
//! straight_flush = 50
//! four_of_a_kind = 25
//! full_house = 9
//! flush = 5
//! straight = 4
//! three_of_a_kind = 3
//! two_pair = 2
//! jacks_or_better = 1
//! ```
//! Keys are the lines of [`GameKind::line_keys`]; a hand with no line of its own is paid by
//! its more general line (four aces by `four_aces` if present, else `four_of_a_kind`).
//!
//! ```
//! use pokerlab::video_poker::{Bet, PayClass, PayTable};
//! let custom = PayTable::from_toml_str(
//!     "name = 'tight'\n[pays]\nroyal_flush = 800\nflush = 5\njacks_or_better = 1",
//! ).unwrap();
//! assert_eq!(custom.pay_per_coin(PayClass::Flush, Bet::MAX), 5);
//! assert!(PayTable::from_toml_str("[pays]\nflush = -1").is_err());
//! ```

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use super::paytable::MAX_PAY;
use super::{GameKind, PayTable, PayTableError};
use crate::files::{MIB, read_small_text};

/// The largest pay-table file read: 1 MiB (a real one is well under a kilobyte).
pub const MAX_FILE_BYTES: u64 = MIB;

/// A pay table file's fields, before checking.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PayTableFile {
    name: Option<String>,
    title: Option<String>,
    game: Option<String>,
    royal_below_max_bet: Option<f64>,
    pays: BTreeMap<String, f64>,
}

/// A pay read from a file as a whole number of coins, or an error naming the line.
fn whole_pay(table: &str, key: &str, value: f64) -> Result<u32, PayTableError> {
    if value.fract() == 0.0 && (0.0..=MAX_PAY as f64).contains(&value) {
        Ok(value as u32)
    } else {
        Err(PayTableError::BadPay {
            table: table.to_owned(),
            key: key.to_owned(),
            value: value.to_string(),
        })
    }
}

impl PayTable {
    /// Reads a table from a `.toml` or `.json` file (other names: JSON if the text starts with
    /// `{`, else TOML). The name defaults to the file's stem. The file must be a regular file
    /// of at most [`MAX_FILE_BYTES`] (checked before reading: a FIFO or `/dev/zero` is refused
    /// at once).
    pub fn load(path: &Path) -> Result<PayTable, PayTableError> {
        let shown = path.display().to_string();
        let text = read_small_text(path, MAX_FILE_BYTES).map_err(|e| PayTableError::Read {
            path: shown.clone(),
            message: e.to_string(),
        })?;
        let lower = shown.to_ascii_lowercase();
        let json = lower.ends_with(".json")
            || (!lower.ends_with(".toml") && text.trim_start().starts_with('{'));
        let file: PayTableFile = if json {
            serde_json::from_str(&text).map_err(|e| PayTableError::Syntax {
                path: shown.clone(),
                message: e.to_string(),
            })?
        } else {
            toml::from_str(&text).map_err(|e| PayTableError::Syntax {
                path: shown.clone(),
                message: e.to_string().trim_end().to_owned(),
            })?
        };
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        PayTable::from_file_fields(file, &stem)
    }

    /// Reads a table from TOML text (see the module docs for the fields).
    pub fn from_toml_str(text: &str) -> Result<PayTable, PayTableError> {
        let file: PayTableFile = toml::from_str(text).map_err(|e| PayTableError::Syntax {
            path: "<text>".to_owned(),
            message: e.to_string().trim_end().to_owned(),
        })?;
        PayTable::from_file_fields(file, "custom")
    }

    /// Reads a table from JSON text with the same fields as the TOML form.
    pub fn from_json_str(text: &str) -> Result<PayTable, PayTableError> {
        let file: PayTableFile = serde_json::from_str(text).map_err(|e| PayTableError::Syntax {
            path: "<text>".to_owned(),
            message: e.to_string(),
        })?;
        PayTable::from_file_fields(file, "custom")
    }

    fn from_file_fields(file: PayTableFile, default_name: &str) -> Result<PayTable, PayTableError> {
        let name = file.name.unwrap_or_else(|| default_name.to_owned());
        let kind = match &file.game {
            None => GameKind::Standard,
            Some(game) => game
                .parse::<GameKind>()
                .map_err(|_| PayTableError::UnknownGame {
                    table: name.clone(),
                    game: game.clone(),
                })?,
        };
        let pays = file
            .pays
            .iter()
            .map(|(key, &value)| whole_pay(&name, key, value).map(|pay| (key.as_str(), pay)))
            .collect::<Result<Vec<_>, _>>()?;
        let royal_below = file
            .royal_below_max_bet
            .map(|v| whole_pay(&name, "royal_below_max_bet", v))
            .transpose()?;
        PayTable::new(
            &name,
            file.title.as_deref().unwrap_or(""),
            kind,
            &pays,
            royal_below,
        )
    }
}
