//! `pokerlab vp-strategy`: the strategy chart of a video poker pay table, derived from the
//! exact analysis, with each line's share of deals and the chart's return beside perfect play.

use std::io::Write;

use clap::Args;
use pokerlab::format::escape_controls;
use serde::Serialize;

use super::{CliError, write_json_line};
use pokerlab::video_poker::{Bet, PayTable};

/// Arguments of `pokerlab vp-strategy`.
#[derive(Debug, Args)]
pub struct VpStrategyArgs {
    /// Pay table: a built-in name or short name (`JoB 9/6`, `DDB 9/6`, `NSUD`; see `pokerlab
    /// paytables`) or a TOML/JSON file.
    #[arg(long, value_name = "NAME", default_value = "jacks-or-better-9-6")]
    pub paytable: String,
    /// Coins bet, 1 to 5: the chart of this bet (below five coins the royal usually pays less).
    #[arg(long, value_name = "COINS", default_value_t = 5,
          value_parser = clap::value_parser!(u8).range(1..=5))]
    pub bet: u8,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Also show an example deal and its hold for each line.
    #[arg(long)]
    pub examples: bool,
    #[command(flatten)]
    pub threads: super::threads::ThreadsArg,
    /// `--max-seconds S`: stop a run that has not finished after S seconds.
    #[command(flatten)]
    pub budget: super::progress::BudgetArg,
}

#[derive(Serialize)]
struct LineJson {
    line: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    group: Option<String>,
    /// The number of wild cards of the deals the group is for.
    #[serde(skip_serializing_if = "Option::is_none")]
    group_wilds: Option<u8>,
    rule: String,
    share: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    example: Option<ExampleJson>,
    /// The exceptions under the line (deals it would play more than 0.01 per coin below the
    /// best hold), each in words and as one deal with its hold.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    footnotes: Vec<FootnoteJson>,
}

#[derive(Serialize)]
struct FootnoteJson {
    words: String,
    cards: String,
    hold: String,
}

#[derive(Serialize)]
struct ExampleJson {
    cards: String,
    hold: String,
    best: bool,
}

#[derive(Serialize)]
struct GlossaryJson {
    term: String,
    meaning: String,
    example: String,
}

#[derive(Serialize)]
struct StrategyJson {
    paytable: String,
    title: String,
    bet: u8,
    optimal_return: f64,
    chart_return: f64,
    loss_points: f64,
    elapsed_ms: f64,
    lines: Vec<LineJson>,
    glossary: Vec<GlossaryJson>,
}

fn cards_text(cards: &[pokerlab::video_poker::DeckCard]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Runs `pokerlab vp-strategy`.
pub fn run(args: &VpStrategyArgs) -> Result<(), CliError> {
    let table = PayTable::resolve(&args.paytable).map_err(|e| CliError::BadInput(e.to_string()))?;
    let bet = Bet::new(args.bet)
        .ok_or_else(|| CliError::BadInput(format!("bet must be 1 to 5 coins, not {}", args.bet)))?;
    let budget = args.budget.budget()?;
    let pool = args.threads.pool()?;
    // Stored for the built-in tables; derived on the pool for a table of one's own.
    let chart = super::vp::chart_watched(Some(&pool), &args.paytable, &table, bet, budget)?;

    let mut out = super::out::stdout(args.json);
    if args.json {
        let json = StrategyJson {
            paytable: table.name().to_owned(),
            title: table.title().to_owned(),
            bet: bet.coins(),
            optimal_return: chart.optimal_return(),
            chart_return: chart.chart_return(),
            loss_points: chart.loss_points(),
            elapsed_ms: chart.elapsed().as_secs_f64() * 1e3,
            lines: chart
                .lines()
                .iter()
                .map(|l| LineJson {
                    line: l.id().number(),
                    group: l.group().map(str::to_owned),
                    group_wilds: l.group_wilds(),
                    rule: l.rule().to_owned(),
                    share: l.share(),
                    example: l.example().filter(|_| args.examples).map(|(cards, hold)| {
                        ExampleJson {
                            cards: cards_text(&cards),
                            hold: hold.to_string(),
                            best: l.example_is_best(),
                        }
                    }),
                    footnotes: l
                        .footnotes()
                        .iter()
                        .map(|n| {
                            let (cards, hold) = n.deal();
                            FootnoteJson {
                                words: n.words().to_owned(),
                                cards: cards_text(&cards),
                                hold: hold.to_string(),
                            }
                        })
                        .collect(),
                })
                .collect(),
            glossary: chart
                .glossary()
                .into_iter()
                .map(|g| GlossaryJson {
                    term: g.term.to_owned(),
                    meaning: g.meaning,
                    example: g.example,
                })
                .collect(),
        };
        write_json_line(&mut out, &json)?;
    } else {
        writeln!(
            out,
            "{} ({}): strategy chart, {bet}{}",
            escape_controls(table.title()),
            escape_controls(table.name()),
            if bet.is_max() {
                " (the maximum bet)"
            } else {
                ""
            }
        )?;
        writeln!(
            out,
            "Play each deal by the first line that fits; where a line fits two holds, keep the higher cards."
        )?;
        if chart.lines().iter().any(|l| !l.footnotes().is_empty()) {
            writeln!(
                out,
                "\"except\" under a line: a deal the line would play more than 0.01 per coin below the best hold, with its hold\n(the same deal with its suits relabelled, and a deuce or wild three of any suit, too)."
            )?;
        }
        writeln!(out)?;
        let width = chart
            .lines()
            .iter()
            .map(|l| l.rule().chars().count())
            .max()
            .unwrap_or(10)
            .max(10);
        writeln!(out, "{:>4}  {:<width$}  {:>9}", "Line", "Rule", "Deals")?;
        let mut heading = None;
        for line in chart.lines() {
            if line.group().is_some() && line.group() != heading {
                heading = line.group();
                writeln!(out, "{}:", heading.unwrap_or_default())?;
            }
            write!(
                out,
                "{:>4}  {:<width$}  {:>9}",
                line.id().number(),
                line.rule(),
                pokerlab::format::percent_places(line.share(), 4)
            )?;
            if args.examples
                && let Some((cards, hold)) = line.example()
            {
                write!(out, "  e.g. {}  hold {hold}", cards_text(&cards))?;
                if !line.example_is_best() {
                    write!(out, " (not a best hold: the line plays no deal best)")?;
                }
            }
            writeln!(out)?;
            for note in line.footnotes() {
                writeln!(out, "{:>4}    except {}", "", note.words())?;
            }
        }
        writeln!(out)?;
        writeln!(out, "Glossary")?;
        for g in chart.glossary() {
            writeln!(out, "  {}: {}", g.term, g.meaning)?;
            writeln!(out, "    e.g. {}", g.example)?;
        }
        writeln!(out)?;
        writeln!(
            out,
            "Chart return:   {}",
            pokerlab::format::percent_places(chart.chart_return(), 6)
        )?;
        writeln!(
            out,
            "Perfect play:   {}",
            pokerlab::format::percent_places(chart.optimal_return(), 6)
        )?;
        let derived = if chart.elapsed().is_zero() {
            "derived ahead (stored)".to_owned()
        } else {
            format!("derived in {:.0} ms", chart.elapsed().as_secs_f64() * 1e3)
        };
        writeln!(
            out,
            "The chart gives up {:.4} percentage points; {derived}",
            chart.loss_points(),
        )?;
    }
    out.flush()?;
    Ok(())
}
