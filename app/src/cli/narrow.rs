//! `pokerlab narrow`: a range carried to the next street — the combos it continues with on a
//! flop or a turn (made hands, draws, or every hand with at least some equity against another
//! range), at their weights, printed as range text that every range field reads back.

use std::io::Write;

use clap::Args;
use serde::Serialize;

use super::checks::shown;
use super::{CliError, write_json_line};
use pokerlab::cards::CardSet;
use pokerlab::equity::{EquityRequest, Method, PlayerSpec, combo_equities, combo_equities_cost};
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
    #[arg(long, value_name = "CLASSES", required_unless_present = "min_equity")]
    pub keep: Option<String>,
    /// Also keep every combo whose equity against `--vs` on this board is at least this
    /// (`0.4` or `40%`); with `--keep`, a combo is kept if either keeps it.
    #[arg(long, value_name = "EQUITY", requires = "vs")]
    pub min_equity: Option<String>,
    /// The range the equities of `--min-equity` are counted against (exactly, every runout).
    #[arg(long, value_name = "RANGE", requires = "min_equity")]
    pub vs: Option<String>,
    /// Cards known to be out of play.
    #[arg(long, value_name = "CARDS", default_value = "")]
    pub dead: String,
    /// Print one JSON object instead of the range alone.
    #[arg(long)]
    pub json: bool,
    /// `--max-seconds S`: stop a run that has not finished after S seconds (the equities of
    /// `--min-equity` on a flop can take seconds).
    #[command(flatten)]
    pub budget: super::progress::BudgetArg,
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
    let keep: Option<Keep> = match &args.keep {
        Some(text) => Some(
            text.parse()
                .map_err(|e| CliError::BadInput(format!("--keep `{}`: {e}", shown(text))))?,
        ),
        None => None,
    };
    let threshold = match &args.min_equity {
        Some(text) => Some(parse_equity(text)?),
        None => None,
    };
    let vs: Option<Range> = match &args.vs {
        Some(text) => Some(
            text.parse()
                .map_err(|e| CliError::BadInput(format!("--vs `{}`: {e}", shown(text))))?,
        ),
        None => None,
    };
    let budget = args.budget.budget()?;
    let out_of_play = board | dead;
    let live = range.without(out_of_play);
    let mut kept = match &keep {
        Some(keep) => narrow(&range, board, dead, keep),
        None => Range::empty(),
    };
    if let (Some(threshold), Some(vs)) = (threshold, vs) {
        let request = EquityRequest::new(vec![
            PlayerSpec::Range(range.clone()),
            PlayerSpec::Range(vs),
        ])
        .with_board(board)
        .with_dead(dead)
        .with_method(Method::Exact);
        let combos =
            super::progress::run_watched("the equities of --min-equity", budget, move |ticker| {
                ticker.expect(combo_equities_cost(&request, 0) / super::progress::UNITS_PER_SECOND);
                combo_equities(&request, 0)
            })?
            .map_err(|e| CliError::BadInput(format!("--min-equity against --vs: {e}")))?;
        for c in combos.iter().filter(|c| c.equity >= threshold) {
            kept.set(c.combo, c.weight);
        }
    }
    let what = match (&args.keep, &args.min_equity) {
        (Some(k), Some(e)) => format!("{} or {} equity", shown(k), shown(e)),
        (Some(k), None) => shown(k).to_string(),
        (None, Some(e)) => format!("{} equity", shown(e)),
        (None, None) => String::new(),
    };
    if kept.is_empty() {
        return Err(CliError::BadInput(format!(
            "no combo of `{}` keeps {what} on {board}: the narrowed range would be empty",
            shown(&args.range),
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

/// An equity threshold as typed: a fraction (`0.4`) or a percentage (`40%`).
fn parse_equity(text: &str) -> Result<f64, CliError> {
    let bad = || {
        CliError::BadInput(format!(
            "--min-equity `{}`: give an equity from 0 to 1 (`0.4`) or a percentage (`40%`)",
            shown(text)
        ))
    };
    let trimmed = text.trim();
    let value = match trimmed.strip_suffix('%') {
        Some(percent) => percent.trim().parse::<f64>().map_err(|_| bad())? / 100.0,
        None => trimmed.parse::<f64>().map_err(|_| bad())?,
    };
    if value.is_finite() && (0.0..=1.0).contains(&value) {
        Ok(value)
    } else {
        Err(bad())
    }
}
