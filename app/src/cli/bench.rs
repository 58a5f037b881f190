//! `pokerlab bench`: evaluator throughput and the standard engine timings, HoldemHand's
//! benchmark application on the command line.

use std::io::Write;

use clap::Args;
use serde::Serialize;

use super::{CliError, write_json_line};
use pokerlab::bench::{self, EvalBenchConfig, EvalFigure, Order, Timing};

/// Arguments of `pokerlab bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Shorter runs (fewer repetitions, 2 M random hands instead of 10 M).
    #[arg(long)]
    pub quick: bool,
    /// Run only these engine timings (ids as printed, comma-separated or the option repeated);
    /// the evaluator's throughput is always measured.
    #[arg(long, value_name = "ID", value_delimiter = ',')]
    pub only: Vec<String>,
}

/// The JSON report.
#[derive(Debug, Serialize)]
struct Report {
    first_eval_us: f64,
    evaluator: Vec<EvalFigure>,
    timings: Vec<Timing>,
}

/// The timing ids `--only` names (all of them when it is not given), or which one is unknown.
fn timing_ids_asked(only: &[String]) -> Result<Vec<&'static str>, CliError> {
    let all = bench::timing_ids();
    if only.is_empty() {
        return Ok(all);
    }
    only.iter()
        .map(|asked| {
            let asked = asked.trim();
            all.iter().copied().find(|id| *id == asked).ok_or_else(|| {
                CliError::BadInput(format!(
                    "--only: `{}` is not a timing id; the ids are {}",
                    pokerlab::format::escape_controls(asked),
                    all.join(", ")
                ))
            })
        })
        .collect()
}

/// Runs `pokerlab bench`.
pub fn run(args: &BenchArgs) -> Result<(), CliError> {
    let ids = timing_ids_asked(&args.only)?;
    let first_eval_us = bench::first_evaluation_time().as_secs_f64() * 1e6;
    let config = if args.quick {
        EvalBenchConfig::QUICK
    } else {
        EvalBenchConfig::FULL
    };
    let mut err = std::io::stderr();
    let evaluator = bench::run_evaluator(config, |done, figure| {
        if !args.json {
            let _ = writeln!(
                err,
                "  [{:>4}] {}-card {:?}: {:.1} M evals/s",
                pokerlab::format::percent_places(f64::from(done), 0),
                figure.cards,
                figure.order,
                figure.mevals_per_s
            );
        }
        true
    });
    let timings = bench::run_timings_of(args.quick, &ids, |done, timing| {
        if !args.json {
            let _ = writeln!(
                err,
                "  [{:>4}] {}",
                pokerlab::format::percent_places(f64::from(done), 0),
                timing.id
            );
        }
        true
    });
    let report = Report {
        first_eval_us,
        evaluator,
        timings,
    };
    let mut out = super::out::stdout(args.json);
    if args.json {
        return write_json_line(&mut out, &report);
    }
    writeln!(
        out,
        "Evaluator (single thread, M evaluations per CPU-second, median of runs)"
    )?;
    writeln!(
        out,
        "  {:<6} {:>12} {:>12}",
        "cards", "sequential", "random"
    )?;
    for cards in [7, 6, 5] {
        let rate = |order: Order| {
            report
                .evaluator
                .iter()
                .find(|f| f.cards == cards && f.order == order)
                .map_or("-".to_owned(), |f| format!("{:.1}", f.mevals_per_s))
        };
        writeln!(
            out,
            "  {:<6} {:>12} {:>12}",
            cards,
            rate(Order::Sequential),
            rate(Order::Random)
        )?;
    }
    writeln!(
        out,
        "  first evaluation in the process: {:.1} µs (tables are built at compile time)",
        report.first_eval_us
    )?;
    if !report.timings.is_empty() {
        writeln!(out, "\nEngine timings")?;
        for t in &report.timings {
            let figure = match (t.ms, t.mhands_per_cpu_s) {
                (Some(ms), _) if ms < 0.1 => format!("{:.1} µs", ms * 1e3),
                (Some(ms), _) => format!("{ms:.2} ms"),
                (None, Some(rate)) => format!("{rate:.1} M hands/CPU-s"),
                (None, None) => "-".to_owned(),
            };
            writeln!(out, "  {:<22} {:>16}  {}", t.id, figure, t.what)?;
        }
    }
    Ok(())
}
