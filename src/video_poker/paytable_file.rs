//! Pay tables read from TOML or JSON files (feature `paytable-files`), checked into a
//! [`PayTable`]. A file looks like this (JSON takes the same fields):
//! ```toml
//! name = "my-jacks"            # optional; defaults to the file's stem
//! title = "Jacks or Better 9/5" # optional
//! game = "standard"            # "standard", "deuces-wild" or "joker-poker"; "standard" by default
//! royal_below_max_bet = 250    # optional: the royal's pay per coin at 1-4 coins
//! max_bet_coins = 5            # optional: 6 for machines whose sixth coin buys higher pays
//! [pays]                       # pays per coin at the maximum bet (tenths allowed: 1.2)
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
//! Keys are the lines of [`GameKind::line_keys`]; a hand is paid by the best line it
//! qualifies for (four aces by `four_aces` if present, else `four_of_a_kind`). One
//! `…_or_better` line (`tens_or_better`, `kings_or_better`, `aces_or_better`, …) sets the
//! lowest paying pair. A six-coin table gives its pays per coin of five, as published (the
//! sixth coin's pays divided by five); its return is per coin of all six.
//!
//! ```
//! use pokerlab::video_poker::{Bet, PayClass, PayTable};
//! let custom = PayTable::from_toml_str(
//!     "name = 'tight'\n[pays]\nroyal_flush = 800\nflush = 5\njacks_or_better = 1",
//! ).unwrap();
//! assert_eq!(custom.pay_per_coin(PayClass::Flush, Bet::MAX), 5);
//! assert!(PayTable::from_toml_str("[pays]\nflush = -1").is_err());
//! // Tens or Better, and a pay in tenths of a coin.
//! let tens = PayTable::from_toml_str(
//!     "[pays]\nroyal_flush = 800\nthree_of_a_kind = 2.5\ntens_or_better = 1",
//! ).unwrap();
//! assert_eq!(tens.min_pair(), pokerlab::Rank::Ten);
//! assert_eq!(tens.pay_in_coins(PayClass::ThreeOfAKind, Bet::MAX), 2.5);
//! // A hand paid twice is refused, in JSON as in TOML.
//! let twice = r#"{"pays": {"royal_flush": 800, "flush": 5, "flush": 6}}"#;
//! assert!(PayTable::from_json_str(twice).unwrap_err().to_string().contains("given twice"));
//! // A wild line in a game without wild cards is an error that says so.
//! assert!(PayTable::from_toml_str("[pays]\nfive_of_a_kind = 50").is_err());
//! ```

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use super::paytable::PaysGiven;
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
    max_bet_coins: Option<i64>,
    #[serde(deserialize_with = "pays_once_each")]
    pays: BTreeMap<String, f64>,
}

/// Reads the `pays` table refusing a line given twice (JSON would otherwise keep the last one
/// silently; TOML refuses on its own, and now both say the same).
fn pays_once_each<'de, D>(deserializer: D) -> Result<BTreeMap<String, f64>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    struct Pays;
    impl<'de> serde::de::Visitor<'de> for Pays {
        type Value = BTreeMap<String, f64>;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a table of pays, each hand once (royal_flush = 800, …)")
        }

        fn visit_map<A>(self, mut map: A) -> Result<Self::Value, A::Error>
        where
            A: serde::de::MapAccess<'de>,
        {
            let mut pays = BTreeMap::new();
            while let Some((key, pay)) = map.next_entry::<String, f64>()? {
                if pays.contains_key(&key) {
                    return Err(serde::de::Error::custom(format!(
                        "the pay of `{}` is given twice",
                        crate::format::escape_controls(&key)
                    )));
                }
                pays.insert(key, pay);
            }
            Ok(pays)
        }
    }
    deserializer.deserialize_map(Pays)
}

impl PayTable {
    /// Reads a table from a `.toml` or `.json` file (other names: JSON if the text starts with
    /// `{`, else TOML). The name defaults to the file's stem. The file must be a regular file
    /// of at most 1 MiB (checked before reading: a FIFO or `/dev/zero` is refused
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
            None => GameKind::STANDARD,
            Some(game) => game
                .parse::<GameKind>()
                .map_err(|_| PayTableError::UnknownGame {
                    table: name.clone(),
                    game: game.clone(),
                })?,
        };
        let pays: Vec<(&str, f64)> = file.pays.iter().map(|(k, &v)| (k.as_str(), v)).collect();
        let max_coins = match file.max_bet_coins {
            None => 5,
            Some(n @ 5..=6) => n as u8,
            Some(n) => {
                return Err(PayTableError::BadMaxBet {
                    table: name,
                    value: n.to_string(),
                });
            }
        };
        PayTable::from_given(&PaysGiven {
            name: &name,
            title: file.title.as_deref().unwrap_or(""),
            kind,
            pays: &pays,
            royal_below_max_bet: file.royal_below_max_bet,
            max_coins,
        })
    }
}
