//! `pokerlab odds`: the equity of 2 to 10 players, exact or by Monte Carlo.

use std::io::Write;

use clap::Args;
use serde::Serialize;

use super::checks::{self, shown};
use super::odds_breakdown::{self, Breakdown, PlayerBreakdownJson};
use super::{CliError, write_json_line};
use pokerlab::cards::CardSet;
use pokerlab::equity::{
    Engine, EquityError, EquityRequest, EquityResult, Method, MethodUsed, MonteCarloLimits,
    PlayerError, PlayerSpec, RequestError,
};
use pokerlab::eval::Category;
use pokerlab::format::{escape_controls, group_digits, percent};

/// Arguments of `pokerlab odds`.
#[derive(Debug, Args)]
pub struct OddsArgs {
    /// The board: 0 to 5 cards (`"Qs Ts 5c"`, `QsTs5c`, `2c3c`).
    #[arg(long, value_name = "CARDS")]
    pub board: Option<String>,
    /// Cards known to be out of play.
    #[arg(long, value_name = "CARDS")]
    pub dead: Option<String>,
    /// Count every outcome exactly, even where Monte Carlo would be chosen (refused only if it
    /// would take many minutes).
    #[arg(long, conflicts_with_all = ["samples", "seconds"])]
    pub exact: bool,
    /// Monte Carlo: stop after N trials.
    #[arg(long, value_name = "N")]
    pub samples: Option<u64>,
    /// Monte Carlo: stop after S seconds.
    #[arg(long, value_name = "S")]
    pub seconds: Option<f64>,
    /// Monte Carlo seed: the same seed and sample count give the same result.
    #[arg(long, value_name = "K")]
    pub seed: Option<u64>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Also show what each player holds: the final hands it makes and wins with, on the flop
    /// and turn its combos by made hand and draw, and the equity of every hand class in its
    /// range (exact where affordable, else sampled with standard errors). JSON adds
    /// `final_hands`, `classes_method`, `classes` and `holdings` to each player.
    #[arg(long)]
    pub breakdown: bool,
    /// How many threads the engines use (`--threads N`).
    #[command(flatten)]
    pub threads: super::threads::ThreadsArg,
    /// `--max-seconds S`: stop a run that has not finished after S seconds.
    #[command(flatten)]
    pub budget: super::progress::BudgetArg,
    /// The players, 2 to 10: two cards each (`AsKs`, `"As Ks"`), `random`, or a range
    /// (`"QQ+,AKs"`, `"AA:0.5,KK"`, `15%`, `"{ 66+, AJs+, AQo+ }"`; see the README for the
    /// syntax).
    #[arg(required = true, value_name = "PLAYER")]
    pub players: Vec<String>,
}

/// Reads one PLAYER argument. Every kind of player the command accepts is parsed here. A
/// range error shows the text with a caret under the fault.
pub fn parse_player(text: &str) -> Result<PlayerSpec, CliError> {
    PlayerSpec::parse(text).map_err(|e| {
        let hint = "a player is two cards like AsKs, `random`, or a range like QQ+,AKs";
        CliError::BadInput(match &e {
            PlayerError::Range(range) => {
                // The caret goes under the fault as the text is shown (escapes and all).
                let shown_text = escape_controls(text);
                let column = text
                    .get(..range.pos)
                    .map_or(0, |s| escape_controls(s).chars().count());
                let width = escape_controls(&range.token).chars().count().max(1);
                format!(
                    "player `{}`: {e} ({hint})\n  {shown_text}\n  {}{}",
                    shown(text),
                    " ".repeat(column),
                    "^".repeat(width)
                )
            }
            PlayerError::Cards(_) => format!("player `{}`: {e} ({hint})", shown(text)),
        })
    })
}

/// Reads a card list option (`--board`, `--dead`).
fn parse_cards_option(name: &str, text: &str) -> Result<CardSet, CliError> {
    text.parse()
        .map_err(|e| CliError::BadInput(format!("--{name} `{}`: {e}", shown(text))))
}

/// Builds the request the arguments describe, checking all of it.
pub fn request(args: &OddsArgs) -> Result<EquityRequest, CliError> {
    let players = args
        .players
        .iter()
        .map(|p| parse_player(p))
        .collect::<Result<Vec<_>, _>>()?;
    let mut request = EquityRequest::new(players)
        .with_board(parse_cards_option(
            "board",
            args.board.as_deref().unwrap_or(""),
        )?)
        .with_dead(parse_cards_option(
            "dead",
            args.dead.as_deref().unwrap_or(""),
        )?);
    if args.exact {
        request = request.with_method(Method::Exact);
    }
    if args.samples.is_some() || args.seconds.is_some() {
        let time = args.seconds.map(checks::seconds).transpose()?;
        let samples = args.samples.map(checks::samples).transpose()?;
        request = request
            .with_method(Method::MonteCarlo)
            .with_limits(MonteCarloLimits {
                samples,
                time,
                std_error: None,
            });
    }
    if let Some(seed) = args.seed {
        request = request.with_seed(seed);
    }
    request.validate().map_err(|e| {
        CliError::BadInput(match e {
            RequestError::TooManySamples { samples, .. } => format!("--samples {samples}: {e}"),
            e => e.to_string(),
        })
    })?;
    Ok(request)
}

/// The JSON of one player.
#[derive(Debug, Serialize)]
struct PlayerJson {
    spec: String,
    win: f64,
    tie: f64,
    lose: f64,
    equity: f64,
    std_error: Option<f64>,
    categories: CategoriesJson,
    #[serde(flatten)]
    breakdown: Option<PlayerBreakdownJson>,
}

/// Fraction of outcomes ending in each category, in strength order.
#[derive(Debug, Serialize)]
struct CategoriesJson {
    high_card: f64,
    one_pair: f64,
    two_pair: f64,
    three_of_a_kind: f64,
    straight: f64,
    flush: f64,
    full_house: f64,
    four_of_a_kind: f64,
    straight_flush: f64,
}

/// Outcomes counted, always a JSON float: trials, boards, or for weighted ranges counted exactly
/// the sum of the outcomes' weights (not always whole).
fn samples(request: &EquityRequest, result: &EquityResult) -> f64 {
    let scale = request.weight_denominator();
    if result.method == MethodUsed::Exact && scale > 1 {
        result.samples() as f64 / scale as f64
    } else {
        result.samples() as f64
    }
}

/// The JSON of the whole answer (docs/CLI.md's contract, plus the board and dead cards).
#[derive(Debug, Serialize)]
struct OddsJson {
    method: &'static str,
    samples: f64,
    std_error: Option<f64>,
    elapsed_ms: f64,
    board: String,
    dead: String,
    players: Vec<PlayerJson>,
}

fn to_json(
    request: &EquityRequest,
    result: &EquityResult,
    breakdown: Option<&Breakdown>,
) -> OddsJson {
    let players = request
        .players
        .iter()
        .enumerate()
        .map(|(i, spec)| {
            let c = |category| result.category(i, category);
            PlayerJson {
                spec: spec.to_string(),
                win: result.win(i),
                tie: result.tie(i),
                lose: result.lose(i),
                equity: result.equity(i),
                std_error: result.player_std_error(i),
                categories: CategoriesJson {
                    high_card: c(Category::HighCard),
                    one_pair: c(Category::OnePair),
                    two_pair: c(Category::TwoPair),
                    three_of_a_kind: c(Category::ThreeOfAKind),
                    straight: c(Category::Straight),
                    flush: c(Category::Flush),
                    full_house: c(Category::FullHouse),
                    four_of_a_kind: c(Category::FourOfAKind),
                    straight_flush: c(Category::StraightFlush),
                },
                breakdown: breakdown.map(|b| b.json(result, i)),
            }
        })
        .collect();
    OddsJson {
        method: result.method.key(),
        samples: samples(request, result),
        std_error: result.std_error(),
        elapsed_ms: result.elapsed.as_secs_f64() * 1e3,
        board: request.board.to_string(),
        dead: request.dead.to_string(),
        players,
    }
}

/// The table for people.
fn write_text(
    out: &mut impl Write,
    request: &EquityRequest,
    result: &EquityResult,
) -> Result<(), CliError> {
    let ms = result.elapsed.as_secs_f64() * 1e3;
    match result.method {
        MethodUsed::Exact if request.weight_denominator() > 1 => {
            // Whole units, then the fraction of one, if any.
            let n = samples(request, result);
            let fraction = format!("{:.3}", n.fract());
            let fraction = fraction.trim_start_matches('0').trim_end_matches('0');
            let fraction = if fraction == "." { "" } else { fraction };
            writeln!(
                out,
                "Exact enumeration: {}{fraction} weighted outcomes in {ms:.1} ms",
                group_digits(n.trunc() as u64)
            )?
        }
        MethodUsed::Exact => writeln!(
            out,
            "Exact enumeration: {} outcomes in {ms:.1} ms",
            group_digits(result.samples())
        )?,
        MethodUsed::MonteCarlo => writeln!(
            out,
            "Monte Carlo: {} trials in {ms:.1} ms, standard error ±{}",
            group_digits(result.samples()),
            pokerlab::format::percent_places(result.std_error().unwrap_or(0.0), 3)
        )?,
    }
    let or_none = |cards: CardSet| {
        if cards.is_empty() {
            "-".to_owned()
        } else {
            cards.to_string()
        }
    };
    writeln!(
        out,
        "Board: {}   Dead: {}",
        or_none(request.board),
        or_none(request.dead)
    )?;
    writeln!(out)?;
    let names: Vec<String> = request.players.iter().map(|p| p.to_string()).collect();
    let width = names.iter().map(|n| n.len()).max().unwrap_or(0).max(6);
    writeln!(
        out,
        "{:<width$}  {:>8}  {:>8}  {:>8}  {:>8}",
        "Player", "Win", "Tie", "Lose", "Equity"
    )?;
    for (i, name) in names.iter().enumerate() {
        write!(
            out,
            "{name:<width$}  {:>8}  {:>8}  {:>8}  {:>8}",
            percent(result.win(i)),
            percent(result.tie(i)),
            percent(result.lose(i)),
            percent(result.equity(i))
        )?;
        if let Some(se) = result.player_std_error(i) {
            write!(out, "  ±{}", pokerlab::format::percent(se))?;
        }
        writeln!(out)?;
    }
    writeln!(out)?;
    writeln!(out, "Final hands (share of outcomes)")?;
    let column = width.max(8);
    write!(out, "{:<16}", "")?;
    for name in &names {
        write!(out, "  {name:>column$}")?;
    }
    writeln!(out)?;
    for category in Category::ALL.iter().rev() {
        write!(out, "{:<16}", category.name())?;
        for i in 0..names.len() {
            write!(out, "  {:>column$}", percent(result.category(i, *category)))?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Why Monte Carlo counted fewer trials than `--samples` asked, if it did: the time limit came
/// first, or (very rarely) the ranges fit together too seldom for a chunk to fill.
fn shortfall(request: &EquityRequest, result: &EquityResult) -> Option<String> {
    let asked = request.limits.samples?;
    let got = result.samples();
    if result.method != MethodUsed::MonteCarlo || got >= asked {
        return None;
    }
    let why = match request.limits.time {
        Some(time) if result.elapsed >= time => {
            format!(
                "the time limit of {} came first",
                pokerlab::format::duration(time)
            )
        }
        _ => "random deals of these ranges fit together too seldom to fill every chunk".to_owned(),
    };
    Some(format!(
        "Monte Carlo counted {} of the {} trials asked: {why}",
        group_digits(got),
        group_digits(asked)
    ))
}

/// Computes `request`, announcing a long run on stderr with its progress, and stopping it at
/// `budget`.
fn run_watched(
    engine: &Engine,
    request: &EquityRequest,
    budget: Option<std::time::Duration>,
) -> Result<EquityResult, CliError> {
    let job = engine
        .submit(request.clone(), || {})
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    let what = match job.method() {
        MethodUsed::MonteCarlo => "Monte Carlo",
        _ => "the exact count",
    };
    super::progress::watch(
        what,
        budget,
        || {
            let snapshot = job.snapshot();
            super::progress::Pace {
                progress: snapshot.progress,
                done: snapshot.done,
                expected: None,
            }
        },
        || job.cancel(),
    )?;
    let snapshot = job.wait();
    if let Some(error) = snapshot.error {
        return Err(CliError::Failed(EquityError::Job(error).to_string()));
    }
    snapshot
        .result
        .ok_or_else(|| CliError::Failed("the computation gave no answer".to_owned()))
}

/// Runs `pokerlab odds`.
pub fn run(args: &OddsArgs) -> Result<(), CliError> {
    let request = request(args)?;
    // Every check, the method's included, before any thread starts.
    pokerlab::equity::check_request(&request).map_err(|e| CliError::BadInput(e.to_string()))?;
    let budget = args.budget.budget()?;
    let pool = args.threads.pool()?;
    let engine = Engine::on(pool);
    let result = run_watched(&engine, &request, budget)?;
    if let Some(note) = shortfall(&request, &result) {
        let _ = writeln!(std::io::stderr(), "pokerlab: {note}");
    }
    let breakdown = if args.breakdown {
        Some(odds_breakdown::compute(&engine, &request, budget)?)
    } else {
        None
    };
    let mut out = super::out::stdout(args.json);
    if args.json {
        write_json_line(&mut out, &to_json(&request, &result, breakdown.as_ref()))?;
    } else {
        write_text(&mut out, &request, &result)?;
        if let Some(breakdown) = &breakdown {
            breakdown.write_text(&mut out, &request, &result)?;
        }
    }
    out.flush()?;
    Ok(())
}
