//! The chart itself: its lines in a player's words, how often each is used, its exact return
//! beside perfect play, and the answers a trainer needs ("which line plays this deal?",
//! "which line did this hold follow?").

use std::fmt;
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use thiserror::Error;

mod play;

use super::bound::deal_loss_bound;
use super::build::lines_from_order;
use super::deals::DealTable;
use super::footnotes::{Footnote, NoteIndex, derive};
use super::groups::{GroupedLine, LineOf, group_heading, tell_apart};
use super::order::Search;
use super::pattern::{Pattern, Vocabulary};
use super::reach::reach;
use super::words::{Naming, line_rule};
use crate::video_poker::{Bet, DeckCard, Ev, HoldEvaluator, HoldMask, HoldsAnalysis, PayTable};

/// The chart's construction was cancelled before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("the strategy chart was cancelled")]
pub struct StrategyCancelled;

/// A line of a chart, by position: line 0 is the first (shown as "1").
///
/// ```
/// use pokerlab::video_poker::LineId;
/// let line = LineId::new(0);
/// assert_eq!(line.index(), 0);
/// assert_eq!(line.number(), 1);
/// assert_eq!(line.to_string(), "1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LineId(usize);

impl LineId {
    /// The line at `index` (0 = first).
    pub const fn new(index: usize) -> LineId {
        LineId(index)
    }

    /// The position, from 0.
    pub const fn index(self) -> usize {
        self.0
    }

    /// The number a player reads, from 1.
    pub const fn number(self) -> usize {
        self.0 + 1
    }
}

impl fmt::Display for LineId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// One line of a chart.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartLine {
    id: LineId,
    rule: String,
    patterns: Vec<Pattern>,
    deals: u64,
    total: u64,
    example: Option<([DeckCard; 5], HoldMask)>,
    example_best: bool,
    group: Option<String>,
    dealt: Option<u8>,
    footnotes: Vec<Footnote>,
}

impl ChartLine {
    /// The line's position.
    pub fn id(&self) -> LineId {
        self.id
    }

    /// The rule in a player's words: "4 to a Royal Flush", "Low Pair", "Suited QJ".
    pub fn rule(&self) -> &str {
        &self.rule
    }

    /// The share of all deals this line plays (the first line that fits them): the shares of
    /// a chart's lines sum to 1.
    pub fn share(&self) -> f64 {
        self.deals as f64 / self.total.max(1) as f64
    }

    /// How many of all the deals (2,598,960, or 2,869,685 with a joker) this line plays.
    pub fn deals(&self) -> u64 {
        self.deals
    }

    /// A deal this line plays and the hold it gives: a deal where that hold is a best hold
    /// wherever the line has one (see [`example_is_best`](Self::example_is_best)), of those
    /// one of the most common (up to suits); `None` for a line no deal reaches.
    pub fn example(&self) -> Option<([DeckCard; 5], HoldMask)> {
        self.example
    }

    /// Whether the [`example`](Self::example)'s hold is a best hold of its deal (if not, the
    /// line plays no deal best, and the example gives up the least a deal of the line does).
    pub fn example_is_best(&self) -> bool {
        self.example_best
    }

    /// The heading of the group this line is in, where a wild-card game's chart is grouped by
    /// the number of wild cards dealt ("Three deuces", "The joker", "No joker"): the line is
    /// for deals with exactly that many wild cards. `None` for a chart without groups.
    pub fn group(&self) -> Option<&str> {
        self.group.as_deref()
    }

    /// The number of wild cards of the deals this line's [`group`](Self::group) is for; `None`
    /// for a chart without groups. Where some deals are best played dropping a wild card, a
    /// line may be in several groups (a copy in each, with its own number and share).
    pub fn group_wilds(&self) -> Option<u8> {
        self.dealt
    }

    /// The exceptions printed under the line: deals it fits that its hold would play more
    /// than 0.01 per coin below their best hold, each named with the hold to play instead
    /// (most lines have none). [`StrategyChart::play`] plays them so.
    pub fn footnotes(&self) -> &[Footnote] {
        &self.footnotes
    }
}

impl GroupedLine for ChartLine {
    fn line_rule(&self) -> &str {
        &self.rule
    }

    fn set_line_rule(&mut self, rule: String) {
        self.rule = rule;
    }

    fn line_patterns(&self) -> &[Pattern] {
        &self.patterns
    }

    fn line_dealt(&self) -> Option<u8> {
        self.dealt
    }
}

/// A deal and the hold a line gives it.
pub(crate) type Example = ([DeckCard; 5], HoldMask);

/// A line as stored ([`super::stored`]): everything of a [`ChartLine`] but its place.
pub(crate) struct StoredLine {
    /// The printed rule.
    pub(crate) rule: String,
    /// The heading of its group, in a grouped chart.
    pub(crate) group: Option<String>,
    /// The number of wild cards its group is for, in a grouped chart.
    pub(crate) dealt: Option<u8>,
    /// The patterns it plays.
    pub(crate) patterns: Vec<Pattern>,
    /// How many deals (weighted) it plays.
    pub(crate) deals: u64,
    /// Its example deal and hold.
    pub(crate) example: Option<Example>,
    /// Whether the example's hold is a best hold of its deal.
    pub(crate) example_best: bool,
    /// The footnotes under it.
    pub(crate) footnotes: Vec<Footnote>,
}

/// A chart's parts as stored ([`super::stored`]): its lines (rule, patterns, deals played,
/// example) and its exact scores.
pub(crate) struct ChartParts {
    /// The lines, first first.
    pub(crate) lines: Vec<StoredLine>,
    /// Σ weight × the chart's hold's EV numerator.
    pub(crate) chart_numerator: u128,
    /// Σ weight × the best hold's EV numerator.
    pub(crate) optimal_numerator: u128,
    /// How many deals there are.
    pub(crate) total: u64,
}

/// What the chart does with one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChartPlay {
    /// The first line that fits the deal.
    pub line: LineId,
    /// The hold that line gives (over the cards in the order given).
    pub hold: HoldMask,
    /// That hold's exact EV.
    pub ev: Ev,
    /// The footnote under the line that names the deal (its index in the line's
    /// [`footnotes`](ChartLine::footnotes)), where one does: the hold is the footnote's.
    pub footnote: Option<usize>,
}

/// A strategy chart for one pay table, derived from the exact analysis of every deal.
///
/// Play a deal by its first line that fits some hold; where a line fits several holds, keep
/// the one with the higher cards (then the better one). [`play`](Self::play) does exactly
/// that, and the chart's [`chart_return`](Self::chart_return) is the exact return of playing
/// every deal so.
///
/// ```
/// use pokerlab::video_poker::{PayTable, StrategyChart};
/// let chart = StrategyChart::build(&PayTable::default());
/// assert!(chart.optimal_return() - chart.chart_return() < 0.0002);
/// // The lines, first first, with the share of all deals each one plays.
/// let first = &chart.lines()[0];
/// assert_eq!(
///     first.rule(),
///     "Royal Flush, Straight Flush or Four of a Kind (all five cards)"
/// );
/// let total: f64 = chart.lines().iter().map(|line| line.share()).sum();
/// assert!((total - 1.0).abs() < 1e-12);
/// assert_eq!(chart.lines().last().unwrap().rule(), "Discard everything");
/// let dealt = pokerlab::parse_exact("Ks Qs Js 7d 7c", 5).unwrap();
/// let play = chart.play(&dealt).unwrap();
/// let line = &chart.lines()[play.line.index()];
/// assert!(line.rule().starts_with("3 to a Royal Flush"));
/// assert_eq!(play.hold.to_string(), "11100");
/// // The player who kept the sevens followed another line, further down.
/// let sevens = chart.line_of_hold(&dealt, "00011".parse().unwrap()).unwrap();
/// assert!(sevens.unwrap() > play.line);
/// ```
#[derive(Clone, Debug)]
pub struct StrategyChart {
    table: PayTable,
    bet: Bet,
    /// Made on first use: a stored chart needs no draw tables until a deal is played by it.
    evaluator: OnceLock<HoldEvaluator>,
    vocabulary: Vocabulary,
    lines: Vec<ChartLine>,
    line_of: LineOf,
    notes: NoteIndex,
    chart_numerator: u128,
    optimal_numerator: u128,
    /// How many deals there are: 2,598,960, or 2,869,685 with a joker.
    total: u64,
    elapsed: Duration,
}

impl StrategyChart {
    /// The chart of `table` at the maximum bet, on the current rayon pool (about a second on
    /// two cores).
    pub fn build(table: &PayTable) -> StrategyChart {
        StrategyChart::build_for(table, Bet::MAX)
    }

    /// The chart of `table` at `bet` (below five coins the royal usually pays less, and the
    /// best play differs a little), derived on the current rayon pool.
    pub fn build_for(table: &PayTable, bet: Bet) -> StrategyChart {
        let never = AtomicBool::new(false);
        // Nothing sets `never`, so the build completes.
        match StrategyChart::build_for_with(table, bet, &|_| {}, &never) {
            Ok(chart) => chart,
            Err(StrategyCancelled) => StrategyChart::empty(table, bet),
        }
    }

    /// [`build`](Self::build) with progress (the fraction done, 0 to 1, called from worker
    /// threads) and cancellation (setting `cancel` stops the work within milliseconds).
    pub fn build_with(
        table: &PayTable,
        progress: &(dyn Fn(f64) + Sync),
        cancel: &AtomicBool,
    ) -> Result<StrategyChart, StrategyCancelled> {
        StrategyChart::build_for_with(table, Bet::MAX, progress, cancel)
    }

    /// [`build_for`](Self::build_for) with progress and cancellation, as
    /// [`build_with`](Self::build_with).
    pub fn build_for_with(
        table: &PayTable,
        bet: Bet,
        progress: &(dyn Fn(f64) + Sync),
        cancel: &AtomicBool,
    ) -> Result<StrategyChart, StrategyCancelled> {
        let start = Instant::now();
        let evaluator = HoldEvaluator::new(table, bet);
        let vocabulary = Vocabulary::new(table);
        let deals = DealTable::build(&evaluator, &vocabulary, &|f| progress(0.8 * f), cancel)
            .ok_or(StrategyCancelled)?;
        let mut search = Search::new(&deals);
        let mut order = search.initial();
        search.improve(&mut order, 40);
        // A bounded table: from the best order for the return, the deals over the bound are
        // priced and the search goes on (from scratch, it would stop far from the optimum).
        if let Some(bound) = deal_loss_bound(table) {
            search.set_bound(Some(bound));
            search.improve(&mut order, 40);
        }
        if cancel.load(std::sync::atomic::Ordering::Relaxed) {
            return Err(StrategyCancelled);
        }
        progress(0.9);
        let raw = lines_from_order(&search, &deals, &order, table.kind());
        let naming = Naming {
            high: vocabulary.high_rank(),
            table,
        };
        let total = deals.total_weight();
        let reached = reach(&deals, &vocabulary, &raw.lines);
        let mut lines: Vec<ChartLine> = raw
            .lines
            .into_iter()
            .enumerate()
            .map(|(i, line)| {
                let patterns: Vec<Pattern> = line
                    .patterns
                    .iter()
                    .filter_map(|&p| deals.patterns.get(p as usize).copied())
                    .collect();
                let group = line.dealt.map(|k| group_heading(k, table.kind()));
                ChartLine {
                    id: LineId(i),
                    rule: line_rule(&patterns, naming, Some((&reached, i))),
                    group,
                    patterns,
                    deals: line.deals,
                    total,
                    example: line.example,
                    example_best: line.example_best,
                    dealt: line.dealt,
                    footnotes: Vec::new(),
                }
            })
            .collect();
        tell_apart(&mut lines, table.kind());
        let line_of = LineOf::new(&lines);
        let mut chart = StrategyChart {
            table: table.clone(),
            bet,
            evaluator: OnceLock::new(),
            vocabulary,
            lines,
            line_of,
            notes: NoteIndex::default(),
            chart_numerator: raw.chart_numerator,
            optimal_numerator: raw.optimal_numerator,
            total,
            elapsed: Duration::ZERO,
        };
        // The deals still over the bound, named under their lines.
        if let Some(bound) = deal_loss_bound(table) {
            let play = |analysis: &HoldsAnalysis| {
                let play = chart.play_analyzed(analysis);
                (play.line.index(), play.hold)
            };
            let (notes, gain) = derive(
                chart.table.kind(),
                chart.lines.len(),
                play,
                &deals,
                &chart.line_of,
                &evaluator,
                bound,
            );
            for (line, note) in notes {
                if let Some(l) = chart.lines.get_mut(line) {
                    l.footnotes.push(note);
                }
            }
            chart.index_notes();
            chart.chart_numerator = chart.chart_numerator.saturating_add_signed(gain);
        }
        chart.evaluator = OnceLock::from(evaluator);
        progress(1.0);
        chart.elapsed = start.elapsed();
        Ok(chart)
    }

    /// Indexes the lines' footnotes for [`play`](Self::play).
    fn index_notes(&mut self) {
        self.notes = NoteIndex::new(
            self.lines.iter().map(|l| l.footnotes.as_slice()),
            self.table.kind(),
        );
    }

    fn empty(table: &PayTable, bet: Bet) -> StrategyChart {
        StrategyChart::from_parts(
            table,
            bet,
            ChartParts {
                lines: Vec::new(),
                chart_numerator: 0,
                optimal_numerator: 0,
                total: 0,
            },
        )
    }

    /// A chart from stored parts (no derivation: the caller has checked that they were
    /// derived for this table and bet by this code).
    pub(crate) fn from_parts(table: &PayTable, bet: Bet, parts: ChartParts) -> StrategyChart {
        let total = parts.total;
        let lines: Vec<ChartLine> = parts
            .lines
            .into_iter()
            .enumerate()
            .map(|(i, line)| {
                let StoredLine {
                    rule,
                    group,
                    dealt,
                    patterns,
                    deals,
                    example,
                    example_best,
                    footnotes,
                } = line;
                ChartLine {
                    id: LineId(i),
                    rule,
                    group,
                    patterns,
                    deals,
                    total,
                    example,
                    example_best,
                    dealt,
                    footnotes,
                }
            })
            .collect();
        let line_of = LineOf::new(&lines);
        let mut chart = StrategyChart {
            table: table.clone(),
            bet,
            evaluator: OnceLock::new(),
            vocabulary: Vocabulary::new(table),
            lines,
            line_of,
            notes: NoteIndex::default(),
            chart_numerator: parts.chart_numerator,
            optimal_numerator: parts.optimal_numerator,
            total,
            elapsed: Duration::ZERO,
        };
        chart.index_notes();
        chart
    }

    /// The words the chart uses, explained for its game, each with an example deal.
    pub fn glossary(&self) -> Vec<super::GlossaryEntry> {
        let grouped = self.lines.iter().any(|l| l.group.is_some());
        super::glossary(&self.table, grouped)
    }

    /// The chart's parts, for storing it.
    pub(crate) fn parts(&self) -> ChartParts {
        ChartParts {
            lines: self
                .lines
                .iter()
                .map(|l| StoredLine {
                    rule: l.rule.clone(),
                    group: l.group.clone(),
                    dealt: l.dealt,
                    patterns: l.patterns.clone(),
                    deals: l.deals,
                    example: l.example,
                    example_best: l.example_best,
                    footnotes: l.footnotes.clone(),
                })
                .collect(),
            chart_numerator: self.chart_numerator,
            optimal_numerator: self.optimal_numerator,
            total: self.total,
        }
    }

    /// The bet the chart is for (EVs and returns are per coin at this bet).
    pub fn bet(&self) -> Bet {
        self.bet
    }

    fn evaluator(&self) -> &HoldEvaluator {
        self.evaluator
            .get_or_init(|| HoldEvaluator::new(&self.table, self.bet))
    }

    /// The pay table.
    pub fn paytable(&self) -> &PayTable {
        &self.table
    }

    /// The lines, first first.
    pub fn lines(&self) -> &[ChartLine] {
        &self.lines
    }

    /// The line `id`, if the chart has it.
    pub fn line(&self, id: LineId) -> Option<&ChartLine> {
        self.lines.get(id.0)
    }

    /// The long-run return per coin bet (at the chart's [`bet`](Self::bet)) of playing every
    /// deal by the chart.
    pub fn chart_return(&self) -> f64 {
        self.chart_numerator as f64 / (Ev::DENOMINATOR as u128 * self.total.max(1) as u128) as f64
    }

    /// The return under perfect play (the same as [`analyze`](crate::video_poker::analyze)'s).
    pub fn optimal_return(&self) -> f64 {
        self.optimal_numerator as f64 / (Ev::DENOMINATOR as u128 * self.total.max(1) as u128) as f64
    }

    /// What the chart gives up against perfect play, in percentage points of the return.
    pub fn loss_points(&self) -> f64 {
        (self.optimal_numerator.saturating_sub(self.chart_numerator)) as f64
            / (Ev::DENOMINATOR as u128 * self.total.max(1) as u128) as f64
            * 100.0
    }

    /// Wall time of the construction (zero for a chart that was stored, not derived).
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }
}

impl fmt::Display for StrategyChart {
    /// The chart as numbered lines with their shares, under their groups' headings.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut heading = None;
        for line in &self.lines {
            if line.group.is_some() && line.group != heading {
                heading = line.group.clone();
                writeln!(f, "{}:", line.group.as_deref().unwrap_or_default())?;
            }
            writeln!(
                f,
                "{:>3}. {:<60} {:>9}",
                line.id.number(),
                line.rule,
                crate::format::percent_places(line.share(), 4)
            )?;
            for note in &line.footnotes {
                writeln!(f, "       except {}", note.words())?;
            }
        }
        Ok(())
    }
}
