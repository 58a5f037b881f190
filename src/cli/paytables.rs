//! `pokerlab paytables`: the built-in video poker pay tables and what each hand pays.

use std::io::{BufWriter, Write};

use clap::Args;
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

use super::{CliError, write_json_line};
use pokerlab::video_poker::PayTable;

/// Arguments of `pokerlab paytables`.
#[derive(Debug, Args)]
pub struct PaytablesArgs {
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// A JSON object whose keys keep the order given.
pub(super) struct OrderedMap<V>(pub(super) Vec<(&'static str, V)>);

impl<V: Serialize> Serialize for OrderedMap<V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

#[derive(Serialize)]
struct LineJson {
    hand: &'static str,
    label: &'static str,
    pays: u32,
}

#[derive(Serialize)]
struct TableJson {
    name: String,
    title: String,
    game: &'static str,
    default: bool,
    /// Pay per coin at the maximum bet, by hand.
    pays: OrderedMap<u32>,
    royal_below_max_bet: u32,
    lines: Vec<LineJson>,
}

#[derive(Serialize)]
struct PaytablesJson {
    default: String,
    paytables: Vec<TableJson>,
}

/// The JSON form of one table.
fn table_json(table: &PayTable, default: bool) -> TableJson {
    TableJson {
        name: table.name().to_owned(),
        title: table.title().to_owned(),
        game: table.kind().key(),
        default,
        pays: OrderedMap(table.lines().iter().map(|l| (l.key, l.pay)).collect()),
        royal_below_max_bet: table.royal_below_max_bet(),
        lines: table
            .lines()
            .iter()
            .map(|l| LineJson {
                hand: l.key,
                label: l.label,
                pays: l.pay,
            })
            .collect(),
    }
}

/// Runs `pokerlab paytables`.
pub fn run(args: &PaytablesArgs) -> Result<(), CliError> {
    let tables = PayTable::builtins();
    let default = PayTable::default();
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if args.json {
        let json = PaytablesJson {
            default: default.name().to_owned(),
            paytables: tables
                .iter()
                .map(|t| table_json(t, t.name() == default.name()))
                .collect(),
        };
        write_json_line(&mut out, &json)?;
    } else {
        for (i, table) in tables.iter().enumerate() {
            if i > 0 {
                writeln!(out)?;
            }
            let mark = if table.name() == default.name() {
                "  (default)"
            } else {
                ""
            };
            writeln!(out, "{}  {}{mark}", table.name(), table.title())?;
            for line in table.lines() {
                let below = if line.key == table.kind().royal_line() {
                    format!("  ({} per coin at 1-4 coins)", table.royal_below_max_bet())
                } else {
                    String::new()
                };
                writeln!(out, "  {:<26}{:>5}{below}", line.label, line.pay)?;
            }
        }
        writeln!(
            out,
            "\nPays are per coin at 5 coins. --paytable also takes a TOML or JSON file with the same hands."
        )?;
    }
    out.flush()?;
    Ok(())
}
