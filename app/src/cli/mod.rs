//! The command line: every engine reachable from a shell, with text for people and `--json`
//! for scripts (the contract is `docs/CLI.md`, mirrored in README.md).
//!
//! Each subcommand lives in its own file and returns `Result<(), CliError>`. Bad input is
//! reported on stderr with exit status 2 and nothing on stdout, so every subcommand checks all
//! of its input before printing anything. Input quoted back in a message has its control
//! characters escaped (`checks`), and every message is printed through
//! `checks::printable`.

mod bench;
mod cards;
mod checks;
mod eval;
mod flops;
mod grid;
mod narrow;
pub mod odds;
mod odds_breakdown;
mod out;
mod outs;
mod paytables;
mod practice;
mod practice_out;
mod progress;
mod signals;
mod solve;
mod solve_out;
mod threads;
mod vp;
mod vp_analyze;
mod vp_risk;
mod vp_strategy;

use std::io::Write;

use clap::{Parser, Subcommand};
use thiserror::Error;

/// What can end a command early.
#[derive(Debug, Error)]
pub enum CliError {
    /// The user's input is wrong; the message says what to fix. Exit status 2.
    #[error("{0}")]
    BadInput(String),
    /// Reading input or writing output failed. Exit status 1.
    #[error("i/o error: {0}")]
    Io(#[from] std::io::Error),
    /// Anything else that stopped the command. Exit status 1.
    #[error("{0}")]
    Failed(String),
    /// SIGINT or SIGTERM stopped the command cleanly; the message says what was left as it
    /// was. Exit status 130, as a shell reports an interrupted command.
    #[error("interrupted: {0}")]
    Interrupted(String),
}

impl CliError {
    /// The process exit status for this error.
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::BadInput(_) => 2,
            CliError::Io(_) | CliError::Failed(_) => 1,
            CliError::Interrupted(_) => 130,
        }
    }
}

impl From<pokerlab::cards::CardError> for CliError {
    fn from(e: pokerlab::cards::CardError) -> Self {
        CliError::BadInput(e.to_string())
    }
}

/// pokerlab: poker odds, a fast hand evaluator and a video poker trainer.
///
/// Run with no command to open the desktop app.
#[derive(Debug, Parser)]
#[command(name = "pokerlab", version, about, long_about = None)]
pub struct Cli {
    /// What to do; without one, the desktop app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Open the desktop app (the same as giving no command).
    Gui,
    /// Evaluate 5-, 6- or 7-card hands (their best five); `-` reads one hand per line from stdin.
    Eval(eval::EvalArgs),
    /// Measure evaluator throughput and the standard engine timings.
    Bench(bench::BenchArgs),
    /// Write a PNG of every card face and back into a directory.
    Cards(cards::CardsArgs),
    /// Video poker: the exact expected value of all 32 holds of five dealt cards.
    Vp(vp::VpArgs),
    /// Video poker: the exact return of a pay table under perfect play, hand by hand.
    VpAnalyze(vp_analyze::VpAnalyzeArgs),
    /// Video poker: a strategy chart for a pay table, derived from the exact analysis.
    VpStrategy(vp_strategy::VpStrategyArgs),
    /// Video poker: the spread of the net result after N hands and the chance of losing a
    /// bankroll, under perfect play (exact, not simulated).
    VpRisk(vp_risk::VpRiskArgs),
    /// List the video poker pay tables and what each hand pays.
    Paytables(paytables::PaytablesArgs),
    /// One hand against the average opponent (every possible hand): the Odds Grid.
    Grid(grid::GridArgs),
    /// The unseen cards that improve a hand on the next card.
    Outs(outs::OutsArgs),
    /// Equity of 2 to 10 players: exact enumeration or Monte Carlo.
    Odds(odds::OddsArgs),
    /// A range on the next street: the combos it continues with on a flop or turn.
    Narrow(narrow::NarrowArgs),
    /// A heads-up postflop spot solved (Discounted CFR) to a target exploitability.
    Solve(solve::SolveArgs),
    /// One to three players on every flop: equity and holdings per flop, weighted to the
    /// 22,100 flops, and the summary.
    Flops(flops::FlopsArgs),
    /// Practise a spot against the solver: each decision read from stdin and graded by the
    /// EV it gives up.
    Practice(practice::PracticeArgs),
}

/// Parses the process arguments and runs the command; returns the exit status.
pub fn run() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version print to stdout and succeed.
            let _ = e.print();
            return e.exit_code();
        }
        Err(e) => {
            // Usage errors exit 2; they quote the argument, so they are escaped like ours.
            let message = checks::printable(&e.render().to_string());
            let _ = write!(std::io::stderr(), "{message}");
            return e.exit_code();
        }
    };
    let result = match cli.command {
        None | Some(Command::Gui) => {
            crate::ui::run_app().map_err(|e| CliError::Failed(e.to_string()))
        }
        Some(Command::Eval(args)) => eval::run(&args),
        Some(Command::Bench(args)) => bench::run(&args),
        Some(Command::Cards(args)) => cards::run(&args),
        Some(Command::Vp(args)) => vp::run(&args),
        Some(Command::VpAnalyze(args)) => vp_analyze::run(&args),
        Some(Command::VpStrategy(args)) => vp_strategy::run(&args),
        Some(Command::VpRisk(args)) => vp_risk::run(&args),
        Some(Command::Paytables(args)) => paytables::run(&args),
        Some(Command::Grid(args)) => grid::run(&args),
        Some(Command::Outs(args)) => outs::run(&args),
        Some(Command::Odds(args)) => odds::run(&args),
        Some(Command::Narrow(args)) => narrow::run(&args),
        Some(Command::Solve(args)) => solve::run(&args),
        Some(Command::Flops(args)) => flops::run(&args),
        Some(Command::Practice(args)) => practice::run(&args),
    };
    match result {
        Ok(()) => 0,
        Err(CliError::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            let message = checks::printable(&e.to_string());
            let _ = writeln!(std::io::stderr(), "pokerlab: {message}");
            e.exit_code()
        }
    }
}

/// Writes one JSON value as a line.
pub(crate) fn write_json_line(
    out: &mut impl Write,
    value: &impl serde::Serialize,
) -> Result<(), CliError> {
    serde_json::to_writer(&mut *out, value).map_err(json_error)?;
    writeln!(out)?;
    Ok(())
}

/// A JSON writer's error: an i/o error (a closed pipe above all) stays one, so that it ends the
/// command as any other write does; anything else is a failure.
fn json_error(e: serde_json::Error) -> CliError {
    match e.io_error_kind() {
        Some(kind) => CliError::Io(std::io::Error::new(kind, e)),
        None => CliError::Failed(e.to_string()),
    }
}
