//! `pokerlab flops`: the all-flops report — one to three players on every flop that differs up
//! to suits, each flop weighted by how many of the deck's flops it stands for: each player's
//! exact equity and holdings per flop, and the summary (equity, and how often each made hand
//! and draw comes up).

use std::collections::BTreeMap;
use std::io::Write;

use clap::Args;
use serde::Serialize;

use super::checks::shown;
use super::odds::parse_player;
use super::{CliError, write_json_line};
use pokerlab::cards::CardSet;
use pokerlab::eval::{Draw, MadeGroup, MadeHand};
use pokerlab::flops::{
    FlopFilter, FlopRow, FlopsJob, FlopsRequest, HoldingCounts, MAX_SEATS, SeatSummary,
};
use pokerlab::format::{duration, group_digits, percent};

/// How many flops the text output lists at each end.
const TOP_FLOPS: usize = 8;

/// Arguments of `pokerlab flops`.
#[derive(Debug, Args)]
pub struct FlopsArgs {
    /// One to three players: two cards (`AsKs`), `random`, or a range (`QQ+,AKs`, `15%`). A
    /// lone player's equity is against one random hand.
    #[arg(required = true, value_name = "PLAYER")]
    pub players: Vec<String>,
    /// Cards known to be out of play.
    #[arg(long, value_name = "CARDS", default_value = "")]
    pub dead: String,
    /// Holdings (hit rates) only, no equities: much faster.
    #[arg(long, alias = "hit-rates-only")]
    pub no_equity: bool,
    /// Only the flops of these textures, e.g. `"A-high two-tone"`, `"paired rainbow"`:
    /// rainbow, two-tone, monotone, unpaired, paired, trips, connected, unconnected, X-high.
    /// The summary is then over those flops.
    #[arg(long, value_name = "WORDS", default_value = "")]
    pub filter: String,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub threads: super::threads::ThreadsArg,
    /// `--max-seconds S`: stop a run that has not finished after S seconds.
    #[command(flatten)]
    pub budget: super::progress::BudgetArg,
}

#[derive(Serialize)]
struct HoldingsJson {
    made: BTreeMap<&'static str, f64>,
    draws: BTreeMap<&'static str, f64>,
}

#[derive(Serialize)]
struct PlayerJson {
    equity: Option<f64>,
    holdings: HoldingsJson,
}

#[derive(Serialize)]
struct FlopJson {
    board: String,
    weight: u32,
    players: Vec<PlayerJson>,
}

#[derive(Serialize)]
struct SummaryJson {
    players: Vec<PlayerJson>,
}

#[derive(Serialize)]
struct ReportJson {
    flops: Vec<FlopJson>,
    summary: SummaryJson,
}

/// Reads and checks every argument, then counts and prints the report.
pub fn run(args: &FlopsArgs) -> Result<(), CliError> {
    if args.players.len() > MAX_SEATS {
        return Err(CliError::BadInput(format!(
            "give 1 to {MAX_SEATS} players, not {}",
            args.players.len()
        )));
    }
    let players = args
        .players
        .iter()
        .map(|p| parse_player(p))
        .collect::<Result<Vec<_>, _>>()?;
    let dead: CardSet = args
        .dead
        .parse()
        .map_err(|e| CliError::BadInput(format!("--dead `{}`: {e}", shown(&args.dead))))?;
    let filter: FlopFilter = args
        .filter
        .parse()
        .map_err(|e| CliError::BadInput(format!("--filter `{}`: {e}", shown(&args.filter))))?;
    let mut request = FlopsRequest::new(players).with_dead(dead);
    if args.no_equity {
        request = request.holdings_only();
    }
    let budget = args.budget.budget()?;
    let pool = args.threads.pool()?;
    let job =
        FlopsJob::spawn(&pool, &request, || {}).map_err(|e| CliError::BadInput(e.to_string()))?;
    super::progress::watch(
        "the all-flops report",
        budget,
        || {
            let (progress, done) = job.progress();
            super::progress::Pace {
                progress,
                done,
                expected: None,
            }
        },
        || job.cancel(),
    )?;
    let done = job.wait();
    if let Some(error) = done.error {
        return Err(CliError::Failed(error.to_string()));
    }
    let mut report = done.report;
    report.rows.retain(|row| filter.keeps_row(row));
    let summary = report.summary();
    let mut out = super::out::stdout(args.json);
    if args.json {
        let json = ReportJson {
            flops: report
                .rows
                .iter()
                .map(|row| FlopJson {
                    board: row.board_text(),
                    weight: row.weight.get(),
                    players: row
                        .seats
                        .iter()
                        .map(|s| PlayerJson {
                            equity: s.equity.map(|e| e.fraction()),
                            holdings: flop_holdings(&s.holdings),
                        })
                        .collect(),
                })
                .collect(),
            summary: SummaryJson {
                players: summary
                    .iter()
                    .map(|s| PlayerJson {
                        equity: s.equity,
                        holdings: summary_holdings(s),
                    })
                    .collect(),
            },
        };
        write_json_line(&mut out, &json)?;
    } else {
        write_text(&mut out, args, &report.rows, &summary, done.elapsed)?;
    }
    out.flush()?;
    Ok(())
}

/// A flop's shares, the classes no combo holds left out.
fn flop_holdings(counts: &HoldingCounts) -> HoldingsJson {
    HoldingsJson {
        made: MadeHand::ALL
            .into_iter()
            .map(|m| (m.key(), counts.made_share(m)))
            .filter(|&(_, share)| share > 0.0)
            .collect(),
        draws: Draw::ALL
            .into_iter()
            .map(|d| (d.key(), counts.draw_share(d)))
            .filter(|&(_, share)| share > 0.0)
            .collect(),
    }
}

/// The summary's shares, every class listed.
fn summary_holdings(summary: &SeatSummary) -> HoldingsJson {
    HoldingsJson {
        made: MadeHand::ALL
            .into_iter()
            .map(|m| (m.key(), summary.made_share(m)))
            .collect(),
        draws: Draw::ALL
            .into_iter()
            .map(|d| (d.key(), summary.draw_share(d)))
            .collect(),
    }
}

/// The summary per player, then the flops best and worst for the first player.
fn write_text(
    out: &mut impl Write,
    args: &FlopsArgs,
    rows: &[FlopRow],
    summary: &[SeatSummary],
    elapsed: std::time::Duration,
) -> Result<(), CliError> {
    let weight: u64 = rows.iter().map(|r| u64::from(r.weight.get())).sum();
    let which = if args.filter.trim().is_empty() {
        String::new()
    } else {
        format!(" ({})", args.filter.trim())
    };
    writeln!(
        out,
        "{} distinct flops{which} standing for {} flops{}, counted in {}",
        group_digits(rows.len() as u64),
        group_digits(weight),
        if args.no_equity {
            " (holdings only)"
        } else {
            " (exact equities)"
        },
        duration(elapsed)
    )?;
    for (seat, (text, s)) in args.players.iter().zip(summary).enumerate() {
        writeln!(out)?;
        match s.equity {
            Some(e) => writeln!(out, "Player {} {text}: equity {}", seat + 1, percent(e))?,
            None => writeln!(out, "Player {} {text}", seat + 1)?,
        }
        // The table's groups, one line each; names hold commas, so `;` between them.
        for (group, title) in [
            (MadeGroup::Made, "made:   "),
            (MadeGroup::Pairs, "pairs:  "),
            (MadeGroup::Unpaired, "no pair:"),
        ] {
            let made: Vec<String> = MadeHand::ALL
                .into_iter()
                .filter(|&m| m.group() == group && s.made_share(m) > 0.0)
                .map(|m| format!("{} {}", m.name(), percent(s.made_share(m))))
                .collect();
            if !made.is_empty() {
                writeln!(out, "  {title} {}", made.join("; "))?;
            }
        }
        let draws: Vec<String> = Draw::ALL
            .into_iter()
            .filter(|&d| s.draw_share(d) > 0.0)
            .map(|d| format!("{} {}", d.name(), percent(s.draw_share(d))))
            .collect();
        writeln!(out, "  draws:   {}", draws.join("; "))?;
    }
    if args.no_equity {
        return Ok(());
    }
    let mut ranked: Vec<&FlopRow> = rows
        .iter()
        .filter(|r| r.seats.first().is_some_and(|s| s.equity.is_some()))
        .collect();
    ranked.sort_by(|a, b| equity_of(b).total_cmp(&equity_of(a)));
    let n = TOP_FLOPS.min(ranked.len());
    writeln!(out, "\nBest flops for player 1:")?;
    for row in &ranked[..n] {
        write_row(out, row)?;
    }
    writeln!(out, "\nWorst flops for player 1:")?;
    for row in ranked[ranked.len() - n..].iter().rev() {
        write_row(out, row)?;
    }
    Ok(())
}

fn equity_of(row: &FlopRow) -> f64 {
    row.seats
        .first()
        .and_then(|s| s.equity)
        .map_or(0.0, |e| e.fraction())
}

fn write_row(out: &mut impl Write, row: &FlopRow) -> Result<(), CliError> {
    let equities: Vec<String> = row
        .seats
        .iter()
        .map(|s| s.equity.map_or("-".into(), |e| percent(e.fraction())))
        .collect();
    let main = row
        .seats
        .first()
        .and_then(|s| s.holdings.main_made())
        .map_or("", MadeHand::name);
    writeln!(
        out,
        "  {:<8} ×{:<2} {:<32} {}  (mostly {main})",
        row.board_text(),
        row.weight.get(),
        row.texture.to_string(),
        equities.join(" / ")
    )?;
    Ok(())
}
