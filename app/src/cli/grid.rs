//! `pokerlab grid`: the Odds Grid — one hand against the average opponent, by category.

use std::io::Write;
use std::time::Instant;

use clap::Args;
use serde::Serialize;
use serde::ser::SerializeMap;

use super::checks::{self, shown};
use super::{CliError, write_json_line};
use pokerlab::cards::{CardSet, parse_exact};
use pokerlab::equity::vs_random::{
    CategoryOdds, DEFAULT_SAMPLES, VsRandom, VsRandomMethod, VsRandomSpot, VsRandomTally,
    VsRandomWork,
};
use pokerlab::equity::{DEFAULT_SEED, preflop_table};
use pokerlab::eval::Category;
use pokerlab::format::{group_digits, percent};

/// Arguments of `pokerlab grid`.
#[derive(Debug, Args)]
pub struct GridArgs {
    /// Board cards so far: 0 to 5 (`Qh7h2c`, `2c3c`); the figures are for the full board.
    #[arg(long, default_value = "", value_name = "CARDS")]
    pub board: String,
    /// Cards out of play (seen folded, burned, ...).
    #[arg(long, default_value = "", value_name = "CARDS")]
    pub dead: String,
    /// Random opponents, 1 to 9. One is exact; more are Monte Carlo.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub opponents: usize,
    /// Monte Carlo trials (with 2 or more opponents).
    #[arg(long, default_value_t = DEFAULT_SAMPLES, value_name = "N")]
    pub samples: u64,
    /// Monte Carlo seed: the same seed and samples give the same answer.
    #[arg(long, default_value_t = DEFAULT_SEED, value_name = "K")]
    pub seed: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub threads: super::threads::ThreadsArg,
    /// `--max-seconds S`: stop a run that has not finished after S seconds.
    #[command(flatten)]
    pub budget: super::progress::BudgetArg,
    /// The hand: two cards, like `AhKh`.
    #[arg(value_name = "HAND")]
    pub hand: String,
}

/// The nine categories in order, as a JSON object keyed by category.
struct ByCategory<'a> {
    odds: &'a VsRandom,
    opponent: bool,
}

impl Serialize for ByCategory<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(9))?;
        for category in Category::ALL {
            let odds: CategoryOdds = if self.opponent {
                self.odds.opponent(category)
            } else {
                self.odds.player(category)
            };
            map.serialize_entry(category.key(), &odds)?;
        }
        map.end()
    }
}

/// Exact integer counts of outcomes.
#[derive(Serialize)]
struct Counts {
    win: u64,
    tie: u64,
    lose: u64,
}

/// The JSON answer (docs/CLI.md fields, plus context and exact counts).
#[derive(Serialize)]
struct GridJson<'a> {
    hand: String,
    board: String,
    dead: String,
    opponents: usize,
    method: &'static str,
    /// `table` (precomputed preflop table) or `computed`.
    source: &'static str,
    samples: u64,
    std_error: Option<f64>,
    elapsed_ms: f64,
    win: f64,
    tie: f64,
    lose: f64,
    equity: f64,
    counts: Counts,
    player: ByCategory<'a>,
    opponent: ByCategory<'a>,
}

/// Runs every chunk of `work` on the current pool, telling `ticker` the share done; `None` if
/// its cancel flag was set before the end.
fn run_ticked(work: &VsRandomWork, ticker: &super::progress::Ticker) -> Option<VsRandom> {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let chunks = work.chunk_count();
    let finished = AtomicUsize::new(0);
    let tally = (0..chunks)
        .into_par_iter()
        .map(|i| {
            let part = work.run_chunk(i, ticker.cancel_flag());
            let done = finished.fetch_add(1, Ordering::Relaxed) + 1;
            ticker.set(done as f64 / chunks.max(1) as f64);
            part
        })
        .try_reduce(VsRandomTally::default, |mut a, b| {
            a.merge(&b);
            Some(a)
        })?;
    Some(work.finish(tally))
}

/// Runs `pokerlab grid`.
pub fn run(args: &GridArgs) -> Result<(), CliError> {
    let hand: CardSet = parse_exact(&args.hand, 2)
        .map_err(|e| CliError::BadInput(format!("hand `{}`: {e}", shown(&args.hand))))?
        .into_iter()
        .collect();
    let board = checks::cards_option("--board", &args.board)?;
    let dead = checks::cards_option("--dead", &args.dead)?;
    let spot = VsRandomSpot::new(hand, board, dead, args.opponents).map_err(|e| {
        use pokerlab::equity::vs_random::VsRandomError as E;
        CliError::BadInput(match e {
            E::BoardSize { .. } => format!("--board `{}`: {e}", shown(&args.board)),
            E::Opponents { .. } => format!("--opponents {}: {e}", args.opponents),
            _ => e.to_string(),
        })
    })?;

    let budget = args.budget.budget()?;
    let pool = args.threads.pool()?;
    let start = Instant::now();
    let table = (board.is_empty() && dead.is_empty() && args.opponents == 1)
        .then(|| preflop_table::lookup_cards(hand))
        .flatten();
    let (odds, source) = match table {
        Some(odds) => (odds, "table"),
        None => {
            let work = if args.opponents == 1 {
                VsRandomWork::auto(spot)
            } else {
                let samples = checks::samples(args.samples)?;
                VsRandomWork::monte_carlo(spot, samples, args.seed)
                    .map_err(|e| CliError::BadInput(format!("--samples {}: {e}", args.samples)))?
            };
            let what = match work.method() {
                VsRandomMethod::Exact => "the exact count",
                VsRandomMethod::MonteCarlo => "Monte Carlo",
            };
            let odds = super::progress::run_watched(what, budget, move |ticker| {
                pool.install(|| run_ticked(&work, ticker))
            })?
            .ok_or_else(|| CliError::Failed(format!("{what} was stopped")))?;
            (odds, "computed")
        }
    };
    let elapsed_ms = start.elapsed().as_secs_f64() * 1000.0;

    let mut out = super::out::stdout(args.json);
    if args.json {
        write_json_line(
            &mut out,
            &GridJson {
                hand: hand.to_string(),
                board: board.to_string(),
                dead: dead.to_string(),
                opponents: args.opponents,
                method: odds.method.key(),
                source,
                samples: odds.samples(),
                std_error: odds.std_error(),
                elapsed_ms,
                win: odds.win(),
                tie: odds.tie(),
                lose: odds.lose(),
                equity: odds.equity(),
                counts: Counts {
                    win: odds.tally.wins(),
                    tie: odds.tally.ties(),
                    lose: odds.tally.losses(),
                },
                player: ByCategory {
                    odds: &odds,
                    opponent: false,
                },
                opponent: ByCategory {
                    odds: &odds,
                    opponent: true,
                },
            },
        )?;
    } else {
        write_text(&mut out, &spot, &odds, source, elapsed_ms)?;
    }
    out.flush()?;
    Ok(())
}

/// HoldemHand's grid for people: one row per category.
fn write_text(
    out: &mut impl Write,
    spot: &VsRandomSpot,
    odds: &VsRandom,
    source: &str,
    elapsed_ms: f64,
) -> Result<(), CliError> {
    let opponents = match spot.opponents() {
        1 => "1 random opponent".to_owned(),
        n => format!("{n} random opponents"),
    };
    let board = if spot.board().is_empty() {
        "no board".to_owned()
    } else {
        format!("board {}", spot.board())
    };
    let dead = if spot.dead().is_empty() {
        String::new()
    } else {
        format!(", dead {}", spot.dead())
    };
    writeln!(out, "{} against {opponents}, {board}{dead}", spot.hero())?;
    let how = match odds.std_error() {
        None => format!(
            "exact over {} matchups{}",
            group_digits(odds.samples()),
            if source == "table" {
                " (precomputed table)"
            } else {
                ""
            }
        ),
        Some(_) => format!("Monte Carlo, {} deals", group_digits(odds.samples())),
    };
    writeln!(out, "{how}, {elapsed_ms:.1} ms")?;
    writeln!(out)?;
    let them = if spot.opponents() == 1 {
        "Opponent"
    } else {
        "Best opponent"
    };
    writeln!(
        out,
        "{:<16} {:>26}   {:>26}",
        "",
        "You",
        format!("{them} (of all deals)")
    )?;
    writeln!(
        out,
        "{:<16} {:>8} {:>8} {:>8}   {:>13} {:>12}",
        "Category", "make", "win", "tie", "makes", "beats you"
    )?;
    let mut totals = [0.0f64; 5];
    for category in Category::ALL.iter().rev() {
        let (p, o) = (odds.player(*category), odds.opponent(*category));
        let row = [p.made, p.win, p.tie, o.made, o.win];
        for (t, x) in totals.iter_mut().zip(row) {
            *t += x;
        }
        writeln!(
            out,
            "{:<16} {:>8} {:>8} {:>8}   {:>13} {:>12}",
            category.name(),
            percent(row[0]),
            percent(row[1]),
            percent(row[2]),
            percent(row[3]),
            percent(row[4])
        )?;
    }
    writeln!(
        out,
        "{:<16} {:>8} {:>8} {:>8}   {:>13} {:>12}",
        "Total",
        percent(totals[0]),
        percent(totals[1]),
        percent(totals[2]),
        percent(totals[3]),
        percent(totals[4])
    )?;
    writeln!(out)?;
    let error = match odds.std_error() {
        Some(se) => format!(" ± {}", percent(se)),
        None => String::new(),
    };
    writeln!(
        out,
        "Win {}   Tie {}   Lose {}   Equity {}{error}",
        percent(odds.win()),
        percent(odds.tie()),
        percent(odds.lose()),
        percent(odds.equity())
    )?;
    Ok(())
}
