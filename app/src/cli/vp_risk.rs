//! `pokerlab vp-risk`: the risk a video-poker player takes under perfect play — the spread of
//! the net result after a number of hands and the chance of losing a bankroll before then,
//! computed exactly from the per-hand result distribution ([`HandResults`]).

use std::io::Write;

use clap::Args;
use serde::Serialize;

use super::{CliError, write_json_line};
use pokerlab::format::{escape_controls, group_digits, percent};
use pokerlab::video_poker::{HandResults, MAX_HANDS, NetAfter};

/// Arguments of `pokerlab vp-risk`.
#[derive(Debug, Args)]
pub struct VpRiskArgs {
    #[command(flatten)]
    pub game: super::paytables::TableAndBet,
    /// The bankroll, in coins.
    #[arg(long, value_name = "COINS", default_value_t = 1000)]
    pub bankroll: u64,
    /// Hands played, 1 to 10,000.
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub hands: u32,
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
struct RiskJson {
    paytable: String,
    bet: u8,
    hands: u32,
    bankroll: u64,
    #[serde(rename = "return")]
    return_rate: f64,
    variance: f64,
    std_dev: f64,
    /// Net result after `hands` hands, in coins.
    net_mean: f64,
    net_std_dev: f64,
    chance_ahead: f64,
    ruin: f64,
    /// What `net_mean` … `above_distribution` assume: play goes on past ruin.
    assumes: &'static str,
    /// Net results in coins at the 5th, 25th, 50th, 75th and 95th percentiles.
    percentiles: Vec<(f64, Option<f64>)>,
    /// (net result in coins, probability), up to the mean plus eight standard deviations.
    distribution: Vec<(f64, f64)>,
    above_distribution: f64,
    /// The same figures for a player who stops when the bankroll is lost.
    stopping_at_ruin: StoppedJson,
}

/// The result's figures for a player who stops at ruin.
#[derive(Serialize)]
struct StoppedJson {
    assumes: &'static str,
    net_mean: f64,
    net_std_dev: f64,
    chance_ahead: f64,
    percentiles: Vec<(f64, Option<f64>)>,
    distribution: Vec<(f64, f64)>,
    above_distribution: f64,
}

/// The percentiles the output gives, in coins.
fn percentiles_of(after: &NetAfter, coins: f64) -> Vec<(f64, Option<f64>)> {
    [0.05, 0.25, 0.5, 0.75, 0.95]
        .into_iter()
        .map(|q| (q, after.quantile(q).map(|r| r * coins)))
        .collect()
}

/// The mean, spread, chance of ending ahead and percentiles of one distribution, as text.
fn write_spread(
    out: &mut impl Write,
    after: &NetAfter,
    coins: f64,
    percentiles: &[(f64, Option<f64>)],
) -> std::io::Result<()> {
    writeln!(
        out,
        "  net result    {:+.1} coins on average, standard deviation {:.1} coins",
        after.mean() * coins,
        after.std_dev() * coins
    )?;
    writeln!(out, "  ahead         {}", percent(1.0 - after.at_most(0.0)))?;
    for (q, r) in percentiles {
        let value = r.map_or_else(|| "above the range".to_owned(), |r| format!("{r:+.0}"));
        writeln!(out, "  {:>3.0}% end at or below {value} coins", 100.0 * q)?;
    }
    Ok(())
}

/// About how long the risk over `hands` hands takes, in seconds (measured on one core of a
/// shared machine: 0.3 s for 1,000 hands, 0.8 s for 3,000, 4.6 s for 10,000).
fn expected_seconds(hands: u32) -> f64 {
    let thousands = f64::from(hands) / 1000.0;
    0.1 * thousands + 0.045 * thousands * thousands
}

/// Runs `pokerlab vp-risk`.
pub fn run(args: &VpRiskArgs) -> Result<(), CliError> {
    let (table, bet) = args.game.resolve()?;
    if !(1..=MAX_HANDS).contains(&args.hands) {
        return Err(CliError::BadInput(format!(
            "--hands {}: give 1 to {} hands",
            args.hands,
            group_digits(MAX_HANDS)
        )));
    }
    if args.bankroll == 0 {
        return Err(CliError::BadInput(
            "--bankroll 0: give a bankroll of at least one coin".to_owned(),
        ));
    }
    let budget = args.budget.budget()?;
    let pool = args.threads.pool()?;
    let analysis = super::vp_analyze::analyze_watched(&pool, &table, bet, budget)?;
    super::checks::sane_return(&table, analysis.return_rate())?;
    let results = HandResults::of(&analysis);
    let coins = f64::from(bet.coins());
    let bets = args.bankroll as f64 / coins;
    let hands = args.hands;
    // Three convolutions over the hands, each about as long as the others.
    let (after, ruin, stopped) =
        super::progress::run_watched("the risk over the hands", budget, move |ticker| {
            ticker.expect(expected_seconds(hands));
            let after = results.net_after(hands);
            ticker.set(1.0 / 3.0);
            let ruin = results.ruin_probability(bets, hands);
            ticker.set(2.0 / 3.0);
            let stopped = results.net_after_stopping(bets, hands);
            (after, ruin, stopped)
        })?;
    let ahead = 1.0 - after.at_most(0.0);
    let percentiles = percentiles_of(&after, coins);
    let stopped_percentiles = percentiles_of(&stopped, coins);

    let mut out = super::out::stdout(args.json);
    if args.json {
        let json = RiskJson {
            paytable: table.name().to_owned(),
            bet: bet.coins(),
            hands: args.hands,
            bankroll: args.bankroll,
            return_rate: analysis.return_rate(),
            variance: analysis.variance(),
            std_dev: analysis.std_dev(),
            net_mean: after.mean() * coins,
            net_std_dev: after.std_dev() * coins,
            chance_ahead: ahead,
            ruin,
            assumes: after.assumes(),
            percentiles,
            distribution: after.points().map(|(r, p)| (r * coins, p)).collect(),
            above_distribution: after.above_ceiling(),
            stopping_at_ruin: StoppedJson {
                assumes: stopped.assumes(),
                net_mean: stopped.mean() * coins,
                net_std_dev: stopped.std_dev() * coins,
                chance_ahead: 1.0 - stopped.at_most(0.0),
                percentiles: stopped_percentiles,
                distribution: stopped.points().map(|(r, p)| (r * coins, p)).collect(),
                above_distribution: stopped.above_ceiling(),
            },
        };
        write_json_line(&mut out, &json)?;
    } else {
        writeln!(
            out,
            "{} ({}), perfect play at {bet}",
            escape_controls(table.title()),
            escape_controls(table.name())
        )?;
        writeln!(
            out,
            "Return {}, variance {:.4} and standard deviation {:.4} per coin bet",
            pokerlab::format::percent_places(analysis.return_rate(), 4),
            analysis.variance(),
            analysis.std_dev()
        )?;
        writeln!(out)?;
        writeln!(
            out,
            "After {} hands, if {}:",
            group_digits(args.hands),
            after.assumes()
        )?;
        write_spread(&mut out, &after, coins, &percentiles)?;
        writeln!(out)?;
        writeln!(
            out,
            "After {} hands, if {} ({} coins):",
            group_digits(args.hands),
            stopped.assumes(),
            group_digits(args.bankroll)
        )?;
        write_spread(&mut out, &stopped, coins, &stopped_percentiles)?;
        writeln!(out)?;
        writeln!(
            out,
            "Chance of losing a bankroll of {} coins ({:.0} bets) within {} hands: {}",
            group_digits(args.bankroll),
            bets.floor(),
            group_digits(args.hands),
            percent(ruin)
        )?;
    }
    out.flush()?;
    Ok(())
}
