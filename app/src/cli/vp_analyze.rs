//! `pokerlab vp-analyze`: the exact return of a video poker pay table under perfect play, and
//! how often each paying hand ends a round.

use std::io::Write;

use clap::Args;
use serde::Serialize;

use super::paytables::{Coins, OrderedMap};
use super::{CliError, write_json_line};
use pokerlab::format::{escape_controls, group_digits};
use pokerlab::jobs::Pool;
use pokerlab::video_poker::{Bet, GameAnalysis, PayTable, analyze_with};

/// Arguments of `pokerlab vp-analyze`.
#[derive(Debug, Args)]
pub struct VpAnalyzeArgs {
    #[command(flatten)]
    pub game: super::paytables::TableAndBet,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub threads: super::threads::ThreadsArg,
    /// `--max-seconds S`: stop a run that has not finished after S seconds.
    #[command(flatten)]
    pub budget: super::progress::BudgetArg,
}

#[derive(Serialize)]
struct LineJson {
    hand: &'static str,
    label: &'static str,
    pays: Coins,
    probability: f64,
    contribution: f64,
}

#[derive(Serialize)]
struct AnalyzeJson {
    paytable: String,
    title: String,
    bet: u8,
    #[serde(rename = "return")]
    return_rate: f64,
    return_fraction: String,
    variance: f64,
    std_dev: f64,
    elapsed_ms: f64,
    deals_solved: usize,
    frequencies: OrderedMap<f64>,
    lines: Vec<LineJson>,
}

/// The whole-game analysis of `table` at `bet` on `pool`, announced on stderr with its progress
/// if it runs long and stopped at `budget` (also what `vp-risk` starts from).
pub(super) fn analyze_watched(
    pool: &Pool,
    table: &PayTable,
    bet: Bet,
    budget: Option<std::time::Duration>,
) -> Result<GameAnalysis, CliError> {
    let (pool, table) = (pool.clone(), table.clone());
    super::progress::run_watched("the whole-game analysis", budget, move |ticker| {
        pool.install(|| {
            analyze_with(
                &table,
                bet,
                None,
                &|done| ticker.set(done),
                ticker.cancel_flag(),
            )
        })
    })?
    .map_err(|e| CliError::Failed(e.to_string()))
}

/// Runs `pokerlab vp-analyze`.
pub fn run(args: &VpAnalyzeArgs) -> Result<(), CliError> {
    let (table, bet) = args.game.resolve()?;
    let budget = args.budget.budget()?;
    let pool = args.threads.pool()?;
    let analysis = analyze_watched(&pool, &table, bet, budget)?;
    if bet == Bet::MAX {
        super::checks::sane_return(&table, analysis.return_rate())?;
    } else {
        pool.install(|| super::checks::sane_table(&args.game.paytable, &table))?;
    }
    let frequencies = analysis.frequencies();
    let (num, den) = analysis.return_fraction();

    let mut out = super::out::stdout(args.json);
    if args.json {
        let json = AnalyzeJson {
            paytable: table.name().to_owned(),
            title: table.title().to_owned(),
            bet: bet.coins(),
            return_rate: analysis.return_rate(),
            return_fraction: format!("{num}/{den}"),
            variance: analysis.variance(),
            std_dev: analysis.std_dev(),
            elapsed_ms: analysis.elapsed().as_secs_f64() * 1e3,
            deals_solved: analysis.representatives(),
            frequencies: OrderedMap(frequencies.iter().map(|f| (f.key, f.probability)).collect()),
            lines: frequencies
                .iter()
                .map(|f| LineJson {
                    hand: f.key,
                    label: f.label,
                    pays: Coins::of(&table, f.pay),
                    probability: f.probability,
                    contribution: f.contribution,
                })
                .collect(),
        };
        write_json_line(&mut out, &json)?;
    } else {
        writeln!(
            out,
            "{} ({}), perfect play at {bet}",
            escape_controls(table.title()),
            escape_controls(table.name())
        )?;
        writeln!(out)?;
        writeln!(
            out,
            "{:<36}{:>7}  {:>12}  {:>12}  {:>9}",
            "Final hand", "Pays", "Probability", "One in", "Return"
        )?;
        for f in &frequencies {
            let one_in = if f.probability > 0.0 {
                format!("{:.1}", 1.0 / f.probability)
            } else {
                "never".to_owned()
            };
            writeln!(
                out,
                "{:<36}{:>7}  {:>12.8}  {:>12}  {:>9.6}",
                f.label,
                table.format_pay(f.pay),
                f.probability,
                one_in,
                f.contribution
            )?;
        }
        writeln!(out)?;
        writeln!(
            out,
            "Return: {}",
            pokerlab::format::percent_places(analysis.return_rate(), 6)
        )?;
        writeln!(out, "Exactly {} / {}", group_digits(num), group_digits(den))?;
        writeln!(
            out,
            "Variance: {:.5} per coin bet (standard deviation {:.4})",
            analysis.variance(),
            analysis.std_dev()
        )?;
        writeln!(
            out,
            "{} deals solved (all {} up to suits) in {:.0} ms",
            group_digits(analysis.representatives() as u128),
            if table.kind().deck_size() > 52 {
                "2,869,685"
            } else {
                "2,598,960"
            },
            analysis.elapsed().as_secs_f64() * 1e3
        )?;
    }
    out.flush()?;
    Ok(())
}
