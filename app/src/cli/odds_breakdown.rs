//! `pokerlab odds --breakdown`: what each player holds, beside its equity — the final hands it
//! ends with and wins with, on the flop and the turn its combos by made hand and draw, and the
//! equity of every hand class in its range (see README, "Breakdown").

use std::io::Write;

use serde::Serialize;
use serde::ser::SerializeMap;

use super::CliError;
use pokerlab::equity::{
    ClassEquities, ClassEquity, Engine, EquityRequest, EquityResult, Holdings, Method, MethodUsed,
    combo_distribution, combo_equities, combo_equities_cost,
};
use pokerlab::eval::{Category, Draw, MadeGroup, MadeHand};
use pokerlab::format::percent;

/// Everything `--breakdown` adds, computed once for all players.
#[derive(Debug)]
pub(super) struct Breakdown {
    /// Every player's equity by hand class.
    classes: ClassEquities,
    /// Per player, its holdings on the flop or turn (range and random players only).
    holdings: Vec<Option<Holdings>>,
    /// Per player, its equity distribution combo by combo, where affordable.
    combo_curves: Vec<Option<Vec<[f64; 2]>>>,
}

/// The most work (evaluations, estimated) the combo-by-combo distribution of one player may
/// take (about a second on two cores); beyond it the curve is drawn class by class.
const COMBO_CURVE_BUDGET: f64 = 5e8;

/// Computes the breakdown of `request` on `engine`'s pool: the classes exact where affordable
/// (sampled to the request's Monte Carlo limits otherwise), the holdings exactly. Each step is
/// announced on stderr if it runs long, and given up once the command has run for `budget`.
pub(super) fn compute(
    engine: &Engine,
    request: &EquityRequest,
    budget: Option<std::time::Duration>,
) -> Result<Breakdown, CliError> {
    let job = engine
        .submit_classes(request.clone(), || {})
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    super::progress::watch(
        "the breakdown by hand class",
        budget,
        || {
            let now = job.snapshot();
            super::progress::Pace {
                progress: now.progress,
                done: now.done,
                expected: None,
            }
        },
        || job.cancel(),
    )?;
    let done = job.wait();
    if let Some(error) = done.error {
        return Err(CliError::Failed(error.to_string()));
    }
    let classes = done
        .result
        .ok_or_else(|| CliError::Failed("the breakdown by hand class found no deal".to_owned()))?;
    let request = request.clone();
    let pool = engine.pool().clone();
    let (holdings, combo_curves) =
        super::progress::run_watched("the equity curves", budget, move |ticker| {
            let cost: f64 = (0..request.players.len())
                .map(|seat| combo_equities_cost(&request, seat))
                .filter(|&cost| cost <= COMBO_CURVE_BUDGET)
                .sum();
            ticker.expect(cost / super::progress::UNITS_PER_SECOND);
            pool.install(|| (holdings_of(&request), combo_curves_of(&request)))
        })?;
    Ok(Breakdown {
        classes,
        holdings,
        combo_curves,
    })
}

/// Each range or random player's holdings on the flop or turn.
fn holdings_of(request: &EquityRequest) -> Vec<Option<Holdings>> {
    request
        .players
        .iter()
        .enumerate()
        .map(|(seat, spec)| (!spec.is_hand()).then(|| request.holdings(seat)).flatten())
        .collect()
}

/// Each player's equity distribution, combo by combo against the others, exactly, unless
/// sampling was asked for or it would take too long.
fn combo_curves_of(request: &EquityRequest) -> Vec<Option<Vec<[f64; 2]>>> {
    (0..request.players.len())
        .map(|seat| {
            (request.method != Method::MonteCarlo
                && combo_equities_cost(request, seat) <= COMBO_CURVE_BUDGET)
                .then(|| combo_equities(request, seat).ok())
                .flatten()
                .map(|combos| combo_distribution(&combos))
        })
        .collect()
}

/// A JSON object whose keys keep the order given.
#[derive(Debug)]
struct Ordered<T>(Vec<(&'static str, T)>);

impl<T: Serialize> Serialize for Ordered<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, value) in &self.0 {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

/// One final-hand category of one player.
#[derive(Debug, Serialize)]
struct FinalJson {
    /// Share of outcomes ending in the category.
    share: f64,
    /// Share of outcomes won alone with it.
    win: f64,
    /// Share of outcomes split with it.
    tie: f64,
}

/// One hand class of one player (issue 13's contract).
#[derive(Debug, Serialize)]
struct ClassJson {
    class: String,
    combos: f64,
    share: f64,
    equity: f64,
    win: f64,
    tie: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    std_error: Option<f64>,
}

/// A player's holdings on the flop or turn, in weighted combos.
#[derive(Debug, Serialize)]
struct HoldingsJson {
    combos: f64,
    made: Ordered<f64>,
    draws: Ordered<f64>,
}

/// The keys `--breakdown` adds to a player's JSON object.
#[derive(Debug, Serialize)]
pub(super) struct PlayerBreakdownJson {
    final_hands: Ordered<FinalJson>,
    classes_method: &'static str,
    classes: Vec<ClassJson>,
    /// The equity distribution: `[share of the range, equity]` from the strongest combo (or
    /// class) down.
    distribution: Vec<[f64; 2]>,
    /// What one point of `distribution` is: `"combo"` or `"class"`.
    distribution_points: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    holdings: Option<HoldingsJson>,
}

fn class_json(row: &ClassEquity) -> ClassJson {
    ClassJson {
        class: row.class.to_string(),
        combos: row.combos,
        share: row.share,
        equity: row.equity,
        win: row.win,
        tie: row.tie,
        std_error: row.std_error,
    }
}

impl Breakdown {
    /// Player `seat`'s breakdown as JSON.
    pub(super) fn json(&self, result: &EquityResult, seat: usize) -> PlayerBreakdownJson {
        let final_hands = Category::ALL
            .iter()
            .map(|&c| {
                let figures = FinalJson {
                    share: result.category(seat, c),
                    win: result.category_win(seat, c),
                    tie: result.category_tie(seat, c),
                };
                (c.key(), figures)
            })
            .collect();
        let holdings = self
            .holdings
            .get(seat)
            .and_then(Option::as_ref)
            .map(|h| HoldingsJson {
                combos: h.total(),
                made: Ordered(
                    MadeHand::ALL
                        .iter()
                        .map(|&m| (m.key(), h.made(m)))
                        .collect(),
                ),
                draws: Ordered(Draw::ALL.iter().map(|&d| (d.key(), h.draw(d))).collect()),
            });
        PlayerBreakdownJson {
            final_hands: Ordered(final_hands),
            classes_method: self.classes.method.key(),
            classes: self.classes.classes(seat).iter().map(class_json).collect(),
            distribution: match self.combo_curves.get(seat).and_then(Option::as_ref) {
                Some(curve) => curve.clone(),
                None => self.classes.distribution(seat),
            },
            distribution_points: if self.combo_curves.get(seat).is_some_and(Option::is_some) {
                "combo"
            } else {
                "class"
            },
            holdings,
        }
    }

    /// Every player's breakdown as text, after the equity table.
    pub(super) fn write_text(
        &self,
        out: &mut impl Write,
        request: &EquityRequest,
        result: &EquityResult,
    ) -> Result<(), CliError> {
        for (seat, spec) in request.players.iter().enumerate() {
            writeln!(out)?;
            writeln!(out, "Player {}: {spec}", seat + 1)?;
            self.write_finals(out, result, seat)?;
            if let Some(holdings) = self.holdings.get(seat).and_then(Option::as_ref) {
                write_holdings(out, holdings)?;
            }
            self.write_classes(out, seat)?;
        }
        Ok(())
    }

    /// The final hands a player makes, wins and splits with.
    fn write_finals(
        &self,
        out: &mut impl Write,
        result: &EquityResult,
        seat: usize,
    ) -> Result<(), CliError> {
        writeln!(
            out,
            "  {:<20}{:>9}{:>9}{:>9}",
            "Final hand", "makes", "wins", "ties"
        )?;
        for &category in Category::ALL.iter().rev() {
            writeln!(
                out,
                "  {:<20}{:>9}{:>9}{:>9}",
                category.name(),
                percent(result.category(seat, category)),
                percent(result.category_win(seat, category)),
                percent(result.category_tie(seat, category))
            )?;
        }
        Ok(())
    }

    /// A player's hand classes, highest equity first.
    fn write_classes(&self, out: &mut impl Write, seat: usize) -> Result<(), CliError> {
        let sampled = self.classes.method == MethodUsed::MonteCarlo;
        let how = if sampled { "sampled" } else { "exact" };
        writeln!(out, "  Hands by equity ({how})")?;
        writeln!(
            out,
            "  {:<8}{:>9}{:>9}{:>9}{:>9}{:>9}",
            "Hand", "combos", "share", "equity", "win", "tie"
        )?;
        for row in self.classes.by_equity(seat) {
            write!(
                out,
                "  {:<8}{:>9}{:>9}{:>9}{:>9}{:>9}",
                row.class.to_string(),
                combos_text(row.combos),
                percent(row.share),
                percent(row.equity),
                percent(row.win),
                percent(row.tie)
            )?;
            if let Some(se) = row.std_error {
                write!(out, "  ±{}", pokerlab::format::percent(se))?;
            }
            writeln!(out)?;
        }
        Ok(())
    }
}

/// A player's made hands and draws on the flop or turn (classes it holds no combo of left out).
fn write_holdings(out: &mut impl Write, holdings: &Holdings) -> Result<(), CliError> {
    writeln!(
        out,
        "  Holdings on {}: {} combos",
        holdings.board,
        combos_text(holdings.total())
    )?;
    // The table's groups: made hands, pairs, no pair of the player's own.
    for group in [MadeGroup::Made, MadeGroup::Pairs, MadeGroup::Unpaired] {
        let rows: Vec<MadeHand> = MadeHand::ALL
            .into_iter()
            .filter(|&m| m.group() == group && holdings.made_units(m) > 0)
            .collect();
        if rows.is_empty() {
            continue;
        }
        writeln!(
            out,
            "  {:<NAME_WIDTH$}{:>9}{:>9}",
            group.name(),
            "combos",
            "share"
        )?;
        for made in rows {
            writeln!(
                out,
                "  {:<NAME_WIDTH$}{:>9}{:>9}",
                made.name(),
                combos_text(holdings.made(made)),
                percent(holdings.made_share(made))
            )?;
        }
    }
    writeln!(
        out,
        "  {:<NAME_WIDTH$}{:>9}{:>9}",
        "Draws", "combos", "share"
    )?;
    for &draw in Draw::ALL.iter().filter(|&&d| holdings.draw_units(d) > 0) {
        writeln!(
            out,
            "  {:<NAME_WIDTH$}{:>9}{:>9}",
            draw.name(),
            combos_text(holdings.draw(draw)),
            percent(holdings.draw_share(draw))
        )?;
    }
    Ok(())
}

/// The width of a holdings line's name (the longest class name, "Two pair, one card + board
/// pair", and a space).
const NAME_WIDTH: usize = 32;

/// Weighted combos: whole numbers as such, fractions to two places.
fn combos_text(combos: f64) -> String {
    if combos.fract() == 0.0 {
        format!("{combos:.0}")
    } else {
        format!("{combos:.2}")
    }
}
