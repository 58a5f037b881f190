//! `pokerlab narrow`: a range carried to the next street — the combos it continues with on a
//! flop or a turn (made hands, draws), at their weights, printed as range text that every range
//! field reads back.

use std::io::Write;

use clap::Args;
use serde::Serialize;

use super::checks::shown;
use super::{CliError, write_json_line};
use pokerlab::cards::CardSet;
use pokerlab::range::{Keep, Range, narrow};

/// Arguments of `pokerlab narrow`.
#[derive(Debug, Args)]
pub struct NarrowArgs {
    /// The range to narrow (`"QQ+,AKs,AQs:0.5"`, `15%`, …; see the README).
    #[arg(value_name = "RANGE")]
    pub range: String,
    /// The board: a flop (3 cards) or a turn (4).
    #[arg(long, value_name = "CARDS")]
    pub board: String,
    /// What the player continues with: made hands and draws, comma-separated; `KEY+` is that
    /// made hand or better (`top_pair+,flush_draw,open_ended`).
    #[arg(long, value_name = "CLASSES")]
    pub keep: String,
    /// Cards known to be out of play.
    #[arg(long, value_name = "CARDS", default_value = "")]
    pub dead: String,
    /// Print one JSON object instead of the range alone.
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct NarrowJson {
    range: String,
    board: String,
    combos_before: usize,
    combos_after: usize,
    weight_before: f64,
    weight_after: f64,
}

/// Runs `pokerlab narrow`.
pub fn run(args: &NarrowArgs) -> Result<(), CliError> {
    let range: Range = args
        .range
        .parse()
        .map_err(|e| CliError::BadInput(format!("range `{}`: {e}", shown(&args.range))))?;
    let board: CardSet = args
        .board
        .parse()
        .map_err(|e| CliError::BadInput(format!("--board `{}`: {e}", shown(&args.board))))?;
    if !(3..=4).contains(&board.len()) {
        return Err(CliError::BadInput(format!(
            "--board `{}`: give a flop (3 cards) or a turn (4), not {} cards",
            shown(&args.board),
            board.len()
        )));
    }
    let dead: CardSet = args
        .dead
        .parse()
        .map_err(|e| CliError::BadInput(format!("--dead `{}`: {e}", shown(&args.dead))))?;
    if let Some(card) = (board & dead).first() {
        return Err(CliError::BadInput(format!(
            "card {card} is given twice: on the board and dead"
        )));
    }
    let keep: Keep = args
        .keep
        .parse()
        .map_err(|e| CliError::BadInput(format!("--keep `{}`: {e}", shown(&args.keep))))?;
    let out_of_play = board | dead;
    let live = range.without(out_of_play);
    let kept = narrow(&range, board, dead, &keep);
    if kept.is_empty() {
        return Err(CliError::BadInput(format!(
            "no combo of `{}` keeps {} on {board}: the narrowed range would be empty",
            shown(&args.range),
            shown(&args.keep)
        )));
    }
    let mut out = super::out::stdout(args.json);
    if args.json {
        let json = NarrowJson {
            range: kept.to_string(),
            board: board.to_string(),
            combos_before: live.count(),
            combos_after: kept.count(),
            weight_before: live.total_weight(),
            weight_after: kept.total_weight(),
        };
        write_json_line(&mut out, &json)?;
    } else {
        writeln!(out, "{kept}")?;
        // How much was kept, for people; stdout stays the range alone, for scripts.
        let _ = writeln!(
            std::io::stderr(),
            "{} of {} combos kept on {board}",
            kept.count(),
            live.count()
        );
    }
    out.flush()?;
    Ok(())
}
