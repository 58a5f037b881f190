//! `pokerlab paytables`: the built-in video poker pay tables and what each hand pays.

use std::io::Write;

use clap::Args;
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

use super::{CliError, write_json_line};
use pokerlab::Rank;
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

/// A pay in coins: a whole number prints as an integer (`800`), a fraction as a decimal (`1.2`).
#[derive(Clone, Copy)]
pub(super) struct Coins(pub(super) f64);

impl Coins {
    /// A pay in `table`'s units, as the table publishes it (per coin of five).
    pub(super) fn of(table: &PayTable, units: u32) -> Coins {
        Coins((table.published_pay(units) * 10.0).round() / 10.0)
    }
}

impl Serialize for Coins {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0.fract() == 0.0 && self.0.abs() < 1e15 {
            serializer.serialize_i64(self.0 as i64)
        } else {
            serializer.serialize_f64(self.0)
        }
    }
}

#[derive(Serialize)]
struct LineJson {
    hand: &'static str,
    label: &'static str,
    pays: Coins,
}

#[derive(Serialize)]
struct TableJson {
    name: String,
    title: String,
    /// The other names `--paytable` takes for this table (short names, case- and
    /// space-insensitive).
    aliases: Vec<&'static str>,
    game: &'static str,
    deck: usize,
    default: bool,
    /// Pay per coin at the maximum bet (per coin of five, as published), by hand.
    pays: OrderedMap<Coins>,
    royal_below_max_bet: Coins,
    max_bet_coins: u8,
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
        aliases: other_names(table),
        game: table.kind().key(),
        deck: table.kind().deck_size(),
        default,
        pays: OrderedMap(
            table
                .lines()
                .iter()
                .map(|l| (l.key, Coins::of(table, l.pay)))
                .collect(),
        ),
        royal_below_max_bet: Coins::of(table, table.royal_below_max_bet()),
        max_bet_coins: table.max_bet_coins(),
        lines: table
            .lines()
            .iter()
            .map(|l| LineJson {
                hand: l.key,
                label: l.label,
                pays: Coins::of(table, l.pay),
            })
            .collect(),
    }
}

/// The names `--paytable` takes for a built-in table besides its canonical name and title.
fn other_names(table: &PayTable) -> Vec<&'static str> {
    let names = table.builtin_id().map(|id| id.names()).unwrap_or_default();
    names
        .into_iter()
        .filter(|n| *n != table.name() && *n != table.title())
        .collect()
}

/// Runs `pokerlab paytables`.
pub fn run(args: &PaytablesArgs) -> Result<(), CliError> {
    let tables = PayTable::builtins();
    let default = PayTable::default();
    let mut out = super::out::stdout(args.json);
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
            let aliases = other_names(table);
            if !aliases.is_empty() {
                writeln!(out, "  also: {}", aliases.join(", "))?;
            }
            if table.kind().deck_size() > 52 {
                let wild = match table.kind().wild_cards().rank {
                    Some(Rank::Two) => "and the deuces are".to_owned(),
                    Some(rank) => format!("and the {} are", rank.plural().to_ascii_lowercase()),
                    None => "is".to_owned(),
                };
                writeln!(out, "  (53 cards: the joker, typed Jk, {wild} wild)")?;
            }
            if table.max_bet_coins() > 5 {
                writeln!(
                    out,
                    "  (a {}-coin game: pays per coin of five, as published)",
                    table.max_bet_coins()
                )?;
            }
            for line in table.lines() {
                let below = if line.key == table.kind().royal_line() {
                    format!(
                        "  ({} per coin at 1-4 coins)",
                        table.format_pay(table.royal_below_max_bet())
                    )
                } else {
                    String::new()
                };
                let pay = table.format_pay(line.pay);
                writeln!(out, "  {:<36}{:>7}{below}", line.label, pay)?;
            }
        }
        writeln!(
            out,
            "\nPays are per coin at 5 coins. --paytable takes any name above (in any case, with or without\nspaces: `JoB 9/6`, `9/6 job`), or a TOML or JSON file with the same hands."
        )?;
    }
    out.flush()?;
    Ok(())
}

/// A pay table and a bet, as `vp-analyze` and `vp-risk` take them: the table resolved (a
/// built-in name or a file) and the bet checked.
#[derive(Debug, clap::Args)]
pub struct TableAndBet {
    /// Pay table: a built-in name or short name (`JoB 9/6`, `DDB 9/6`, `NSUD`; see `pokerlab
    /// paytables`) or a TOML/JSON file.
    #[arg(long, value_name = "NAME", default_value = "jacks-or-better-9-6")]
    pub paytable: String,
    /// Coins bet, 1 to 5 (the published returns are for 5).
    #[arg(long, value_name = "COINS", default_value_t = 5,
          value_parser = clap::value_parser!(u8).range(1..=5))]
    pub bet: u8,
}

impl TableAndBet {
    /// The pay table and the bet, or the message that says what is wrong.
    pub fn resolve(&self) -> Result<(PayTable, pokerlab::video_poker::Bet), CliError> {
        let table =
            PayTable::resolve(&self.paytable).map_err(|e| CliError::BadInput(e.to_string()))?;
        let bet = pokerlab::video_poker::Bet::new(self.bet).ok_or_else(|| {
            CliError::BadInput(format!("bet must be 1 to 5 coins, not {}", self.bet))
        })?;
        Ok((table, bet))
    }
}
