//! `pokerlab outs`: the unseen cards that improve a hand on the next card.

use std::io::Write;

use clap::Args;
use serde::Serialize;
use serde::ser::SerializeMap;

use super::checks::{self, shown};
use super::{CliError, write_json_line};
use pokerlab::cards::{CardSet, parse_exact};
use pokerlab::equity::outs::{Outs, OutsError, cards_high_first, outs};
use pokerlab::eval::Category;

/// Arguments of `pokerlab outs`.
#[derive(Debug, Args)]
pub struct OutsArgs {
    /// The board: a flop (3 cards) or a turn (4).
    #[arg(long, value_name = "CARDS")]
    pub board: String,
    /// An opponent's known hand (two cards); repeat for several opponents.
    #[arg(long = "vs", value_name = "HAND")]
    pub vs: Vec<String>,
    /// Cards out of play.
    #[arg(long, default_value = "", value_name = "CARDS")]
    pub dead: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// The hand: two cards, like `AsAc`.
    #[arg(value_name = "HAND")]
    pub hand: String,
}

/// Cards as strings, highest first.
fn names(cards: CardSet) -> Vec<String> {
    cards_high_first(cards)
        .iter()
        .map(|c| c.to_string())
        .collect()
}

/// The outs by category, weakest category first, only categories that have outs.
struct ByCategory([CardSet; 9]);

impl Serialize for ByCategory {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        for category in Category::ALL {
            let cards = self.0[category.index()];
            if !cards.is_empty() {
                map.serialize_entry(category.key(), &names(cards))?;
            }
        }
        map.end()
    }
}

/// The JSON answer: docs/CLI.md's fields, then each rule's set and context.
#[derive(Serialize)]
struct OutsJson {
    outs: Vec<String>,
    count: usize,
    by_category: ByCategory,
    hand: String,
    board: String,
    opponents: Vec<String>,
    dead: String,
    current: &'static str,
    description: String,
    unseen: usize,
    next_card: f64,
    improving: Vec<String>,
    beating_board: Vec<String>,
    beating_opponents: Option<Vec<String>>,
}

/// Runs `pokerlab outs`.
pub fn run(args: &OutsArgs) -> Result<(), CliError> {
    let hand: CardSet = parse_exact(&args.hand, 2)
        .map_err(|e| CliError::BadInput(format!("hand `{}`: {e}", shown(&args.hand))))?
        .into_iter()
        .collect();
    let board = checks::cards_option("--board", &args.board)?;
    let dead = checks::cards_option("--dead", &args.dead)?;
    let opponents = args
        .vs
        .iter()
        .map(|text| {
            parse_exact(text, 2)
                .map(|cards| cards.into_iter().collect::<CardSet>())
                .map_err(|e| CliError::BadInput(format!("--vs `{}`: {e}", shown(text))))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let result = outs(hand, board, &opponents, dead).map_err(|e| {
        CliError::BadInput(match e {
            OutsError::BoardSize { .. } => format!("--board `{}`: {e}", shown(&args.board)),
            _ => e.to_string(),
        })
    })?;

    let mut out = super::out::stdout(args.json);
    if args.json {
        write_json_line(
            &mut out,
            &OutsJson {
                outs: names(result.outs()),
                count: result.count(),
                by_category: ByCategory(result.by_category()),
                hand: hand.to_string(),
                board: board.to_string(),
                opponents: opponents.iter().map(|o| o.to_string()).collect(),
                dead: dead.to_string(),
                current: result.current.category().key(),
                description: result.current.description(),
                unseen: result.unseen.len(),
                next_card: result.next_card_probability(),
                improving: names(result.improving),
                beating_board: names(result.beating_board),
                beating_opponents: result.beating_opponents.map(names),
            },
        )?;
    } else {
        write_text(&mut out, hand, board, &opponents, &result)?;
    }
    out.flush()?;
    Ok(())
}

fn write_text(
    out: &mut impl Write,
    hand: CardSet,
    board: CardSet,
    opponents: &[CardSet],
    result: &Outs,
) -> Result<(), CliError> {
    writeln!(out, "{hand} on {board}: {}", result.current.description())?;
    if !opponents.is_empty() {
        let list: Vec<String> = opponents.iter().map(|o| o.to_string()).collect();
        writeln!(out, "against {}", list.join(", "))?;
    }
    let word = if result.count() == 1 { "out" } else { "outs" };
    writeln!(
        out,
        "{} {word} of {} unseen cards ({} on the next card)",
        result.count(),
        result.unseen.len(),
        pokerlab::format::percent_places(result.next_card_probability(), 1)
    )?;
    let groups = result.by_category();
    for category in Category::ALL.iter().rev() {
        let cards = groups[category.index()];
        if !cards.is_empty() {
            writeln!(out, "  {:<16} {}", category.name(), names(cards).join(" "))?;
        }
    }
    let not_above_board = result.improving - result.beating_board;
    if !not_above_board.is_empty() {
        writeln!(
            out,
            "Not counted, the board improves as much: {}",
            names(not_above_board).join(" ")
        )?;
    }
    if let Some(ahead) = result.beating_opponents {
        let behind = result.beating_board - ahead;
        if !behind.is_empty() {
            writeln!(
                out,
                "Not counted, an opponent stays ahead: {}",
                names(behind).join(" ")
            )?;
        }
    }
    Ok(())
}
