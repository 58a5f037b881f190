//! `pokerlab vp`: the exact expected value of all 32 holds of a video poker deal.

use std::io::Write;

use clap::Args;
use pokerlab::format::escape_controls;
use serde::Serialize;

use super::CliError;
use super::write_json_line;
use pokerlab::jobs::Pool;
use pokerlab::video_poker::{
    Bet, ExtraDeck, Hands, HoldEvaluator, PayTable, StrategyChart, parse_deal,
};

/// Arguments of `pokerlab vp`.
#[derive(Debug, Args)]
pub struct VpArgs {
    /// Pay table: a built-in name or short name (`JoB 9/6`, `DDB 9/6`, `NSUD`; see `pokerlab
    /// paytables`) or a TOML/JSON file.
    #[arg(long, value_name = "NAME", default_value = "jacks-or-better-9-6")]
    pub paytable: String,
    /// Coins bet, 1 to 5; EVs are per coin at this bet (the royal pays 800 per coin only at 5).
    #[arg(long, value_name = "COINS", default_value_t = 5,
          value_parser = clap::value_parser!(u8).range(1..=5))]
    pub bet: u8,
    /// Hands played from the hold (multi-play), 1 to 100; the holds are ranked by the
    /// round's value.
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u8).range(1..=100))]
    pub hands: u8,
    /// The deck each extra hand draws from: `undealt` (the cards not dealt, as IGT's Triple,
    /// Five and Ten Play: every hand plays as the first) or `less-held` (a full deck less the
    /// held cards: the discards can come back).
    #[arg(long, value_name = "RULE", default_value = "undealt", value_parser = parse_extra_deck)]
    pub extra_deck: ExtraDeck,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// `--max-seconds S`: stop a run that has not finished after S seconds (a pay table of
    /// one's own has its strategy chart derived, about a second).
    #[command(flatten)]
    pub budget: super::progress::BudgetArg,
    /// The five dealt cards (`AsKsQsJs9s`, `"As Ks Qs Js 9s"` or as separate arguments); in
    /// the games with a joker (Joker Poker, Deuces and Joker Wild) the joker is `Jk`.
    #[arg(required = true, value_name = "CARDS", num_args = 1..)]
    pub cards: Vec<String>,
}

#[derive(Serialize)]
struct HoldJson {
    mask: String,
    cards: String,
    ev: f64,
    loss: f64,
    total: u64,
    draws: u64,
    /// Each extra hand's EV under the round's rule (`extra_deck`).
    extra_ev: f64,
    /// The sum of pays and the count of draws from a full deck less the held cards (the
    /// `less-held` rule's extra EV is their quotient per coin).
    extra_total: u64,
    extra_draws: u64,
    /// first EV + (hands − 1) × extra EV, and what it gives up against the round's best.
    round_value: f64,
    round_loss: f64,
}

/// The strategy chart's play of the deal (the chart of the bet in play).
#[derive(Serialize)]
struct ChartJson {
    line: usize,
    rule: String,
    hold: String,
}

#[derive(Serialize)]
struct VpJson {
    paytable: String,
    bet: u8,
    dealt: String,
    best_mask: String,
    best_ev: f64,
    best_masks: Vec<String>,
    hands: u8,
    extra_deck: &'static str,
    round_best_mask: String,
    round_best_value: f64,
    round_best_masks: Vec<String>,
    holds: Vec<HoldJson>,
    chart: ChartJson,
}

/// The strategy chart of `table` at `bet` (`spec`: the table as given), after the check that
/// the table is sane: stored for the built-in tables, derived (on `pool`, if given) for a table
/// of one's own — announced on stderr with the time it takes, and stopped at `budget`.
pub(super) fn chart_watched(
    pool: Option<&Pool>,
    spec: &str,
    table: &PayTable,
    bet: Bet,
    budget: Option<std::time::Duration>,
) -> Result<StrategyChart, CliError> {
    let stored = StrategyChart::stored(table, bet).is_some();
    let (pool, spec, table) = (pool.cloned(), spec.to_owned(), table.clone());
    let derive = move || -> Result<StrategyChart, CliError> {
        super::checks::sane_table(&spec, &table)?;
        Ok(StrategyChart::for_table(&table, bet))
    };
    super::progress::run_watched("the strategy chart", budget, move |ticker| {
        if !stored {
            // A table of one's own: its analysis, then the chart derived (about a second).
            ticker.expect(CHART_SECONDS);
        }
        match pool {
            Some(pool) => pool.install(derive),
            None => derive(),
        }
    })?
}

/// About how long a strategy chart takes to derive, in seconds.
const CHART_SECONDS: f64 = 1.5;

/// Runs `pokerlab vp`.
pub fn run(args: &VpArgs) -> Result<(), CliError> {
    let table = PayTable::resolve(&args.paytable).map_err(|e| CliError::BadInput(e.to_string()))?;
    let text = args.cards.join(" ");
    let dealt = parse_deal(&text, table.kind()).map_err(|e| CliError::BadInput(e.to_string()))?;
    let bet = Bet::new(args.bet)
        .ok_or_else(|| CliError::BadInput(format!("bet must be 1 to 5 coins, not {}", args.bet)))?;
    let hands = Hands::any(args.hands).ok_or_else(|| {
        CliError::BadInput(format!(
            "hands must be 1 to {}, not {}",
            Hands::MAX_COUNT,
            args.hands
        ))
    })?;
    // One deal: no draw tables where the game's tallies are stored, and the bet's chart
    // stored for the built-in tables (derived for a table of one's own).
    let analysis = HoldEvaluator::analyze_once(&table, bet, &dealt)
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    let round = analysis.round(hands, args.extra_deck);
    let budget = args.budget.budget()?;
    let chart = chart_watched(None, &args.paytable, &table, bet, budget)?;
    let play = chart.play_analyzed(&analysis);
    let rule = chart
        .line(play.line)
        .map_or_else(String::new, |l| l.rule().to_owned());
    let dealt_text = dealt
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ");

    let mut out = super::out::stdout(args.json);
    let best = analysis.best();
    if args.json {
        let json = VpJson {
            paytable: table.name().to_owned(),
            bet: bet.coins(),
            dealt: dealt_text,
            best_mask: best.mask.to_string(),
            best_ev: best.ev.to_f64(),
            best_masks: analysis.best_holds().map(|h| h.mask.to_string()).collect(),
            hands: hands.count(),
            extra_deck: args.extra_deck.key(),
            round_best_mask: round.best().mask.to_string(),
            round_best_value: round.best().value.to_f64(),
            round_best_masks: round.best_holds().map(|h| h.mask.to_string()).collect(),
            holds: analysis
                .holds()
                .map(|h| HoldJson {
                    mask: h.mask.to_string(),
                    cards: h.mask.describe(analysis.dealt()),
                    ev: h.ev.to_f64(),
                    loss: analysis.loss(h.mask).to_f64(),
                    total: h.total,
                    draws: h.draws,
                    extra_ev: round.hold(h.mask).extra.to_f64(),
                    extra_total: h.extra_total,
                    extra_draws: h.extra_draws,
                    round_value: round.value(h.mask).to_f64(),
                    round_loss: round.loss(h.mask).to_f64(),
                })
                .collect(),
            chart: ChartJson {
                line: play.line.number(),
                rule: rule.clone(),
                hold: play.hold.to_string(),
            },
        };
        write_json_line(&mut out, &json)?;
    } else {
        writeln!(
            out,
            "{} ({}), {bet}: EV per coin bet",
            escape_controls(table.title()),
            escape_controls(table.name())
        )?;
        writeln!(out, "Dealt: {dealt_text}")?;
        let ties = analysis.best_holds().len();
        let describe = |held: String| {
            if held.is_empty() {
                "(draw five)".to_owned()
            } else {
                held
            }
        };
        writeln!(
            out,
            "Best hold: {}  (mask {}, EV {}){}",
            describe(best.mask.describe(analysis.dealt())),
            best.mask,
            best.ev,
            if ties > 1 {
                format!(", tied exactly with {} other hold(s)", ties - 1)
            } else {
                String::new()
            }
        )?;
        writeln!(
            out,
            "Strategy chart: line {} ({rule}): {}  (mask {})",
            play.line,
            describe(play.hold.describe(analysis.dealt())),
            play.hold
        )?;
        if hands.count() > 1 {
            let best = round.best();
            let ties = round.best_holds().len();
            writeln!(
                out,
                "Best hold for {hands}: {}  (mask {}, round value {} per coin bet on each \
                 hand: first hand {} + {} extra hands × {}){}",
                describe(best.mask.describe(analysis.dealt())),
                best.mask,
                best.value,
                best.first,
                hands.count() - 1,
                best.extra,
                if ties > 1 {
                    format!(", tied exactly with {} other hold(s)", ties - 1)
                } else {
                    String::new()
                }
            )?;
            if round.single_best_differs().is_some() {
                writeln!(
                    out,
                    "  (not the single-hand best: the extra hands draw from a fresh deck less \
                     the held cards, so the cards thrown away can come back)"
                )?;
            }
            writeln!(out, "  {}", args.extra_deck.explain())?;
            writeln!(out)?;
            writeln!(
                out,
                "mask   {:>11}  {:>11}  {:>11}  {:>11}  hold",
                "EV", "extra EV", "round", "round loss"
            )?;
            for h in round.holds() {
                writeln!(
                    out,
                    "{}  {:>11}  {:>11}  {:>11}  {:>11}  {}",
                    h.mask,
                    h.first.to_string(),
                    h.extra.to_string(),
                    h.value.to_string(),
                    round.loss(h.mask).to_string(),
                    describe(h.mask.describe(analysis.dealt()))
                )?;
            }
            out.flush()?;
            return Ok(());
        }
        writeln!(out)?;
        writeln!(out, "mask   {:>11}  {:>11}  hold", "EV", "loss")?;
        for h in analysis.holds() {
            writeln!(
                out,
                "{}  {:>11}  {:>11}  {}",
                h.mask,
                h.ev.to_string(),
                analysis.loss(h.mask).to_string(),
                describe(h.mask.describe(analysis.dealt()))
            )?;
        }
    }
    out.flush()?;
    Ok(())
}

/// `--extra-deck`: a rule by its key.
fn parse_extra_deck(text: &str) -> Result<ExtraDeck, String> {
    ExtraDeck::from_key(text).ok_or_else(|| {
        let keys: Vec<&str> = ExtraDeck::ALL.iter().map(|d| d.key()).collect();
        format!("unknown rule {text:?}: one of {}", keys.join(", "))
    })
}
