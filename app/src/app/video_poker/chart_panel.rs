//! What the Strategy panel shows: the chart of the selected table, line by line in a player's
//! words with each line's share of deals; the line that plays the deal in hand (or the last
//! one) lit, and after a mistake the line the player's hold followed; a wild-card chart's
//! groups; the glossary of its words; the session's mistakes by the rule missed; and the
//! tutor's question.

use super::{ChartState, VideoPoker};
use pokerlab::video_poker::RoundEv;

/// Rules listed under "missed most".
const MISSED_SHOWN: usize = 3;

/// One line of the chart.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartRow {
    /// Its number, from 1.
    pub number: usize,
    /// The rule in a player's words: "4 to a Royal Flush".
    pub rule: String,
    /// The share of all deals it plays.
    pub share: f64,
    /// The line that plays the deal in hand (or, between hands, the last deal): the chart's
    /// hold, the best hold but for the rare deal the chart plays a little worse.
    pub lit: bool,
    /// After a mistake, the line the player's hold followed.
    pub yours: bool,
    /// The heading of its group ("Three deuces", "The joker"), in a chart grouped by the
    /// number of wild cards dealt.
    pub group: Option<String>,
    /// The footnotes under it, in words: deals it would play more than 0.01 per coin below
    /// the best hold, with the hold to play ("T♣ A♣ 2♦ 3♦ 4♦: hold 2♦ 3♦ 4♦").
    pub footnotes: Vec<String>,
}

/// One term of the chart's glossary: what it means in this game, and an example deal.
#[derive(Clone, Debug, PartialEq)]
pub struct GlossaryRow {
    /// "Ways", "High cards", "Penalty cards", …
    pub term: String,
    /// Its meaning in this game.
    pub meaning: String,
    /// An example deal and what the term says of it.
    pub example: String,
}

/// The Strategy panel.
#[derive(Clone, Debug, PartialEq)]
pub enum ChartPanel {
    /// The chart is being worked out; how far along (0 to 1).
    Running(f32),
    /// It could not be.
    Failed,
    /// The chart.
    Ready {
        /// The lines, first first.
        rows: Vec<ChartRow>,
        /// The return of playing every deal by the chart, per coin at the bet in play.
        chart_return: f64,
        /// The return under perfect play.
        optimal_return: f64,
        /// The words the lines use, explained for this game.
        glossary: Vec<GlossaryRow>,
    },
}

/// The tutor's question before a draw that gives up EV.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TutorQuestion {
    /// EV per coin the hold gives up (on the round, with multi-play: per coin bet on each
    /// hand, summed over the hands).
    pub loss: RoundEv,
    /// The same in coins at this bet, on all the hands played.
    pub coins: f64,
}

impl VideoPoker {
    /// The Strategy panel: the chart of the selected table, the lines of the deal lit.
    pub fn chart_panel(&self) -> ChartPanel {
        let t = self.trainer();
        let table = t.game().paytable();
        let chart = match t.chart_state() {
            ChartState::Running(progress) => return ChartPanel::Running(progress),
            ChartState::Failed => return ChartPanel::Failed,
            ChartState::Ready(chart) => chart,
        };
        let (lit, yours) = match (t.game().hand(), t.last()) {
            (Some(_), _) => (
                t.analysis()
                    .and_then(|analysis| t.coach().line_of_deal(table, analysis)),
                None,
            ),
            (None, Some(last)) => match &last.chart {
                Some(v) if Some(v.table) == table.builtin_id() => {
                    let yours = v.yours.filter(|_| !last.decision.is_correct());
                    (Some(v.should), yours.filter(|&y| y != v.should))
                }
                _ => (None, None),
            },
            (None, None) => (None, None),
        };
        ChartPanel::Ready {
            rows: chart
                .lines()
                .iter()
                .map(|line| ChartRow {
                    number: line.id().number(),
                    rule: line.rule().to_owned(),
                    share: line.share(),
                    lit: lit == Some(line.id()),
                    yours: yours == Some(line.id()),
                    group: line.group().map(str::to_owned),
                    footnotes: line
                        .footnotes()
                        .iter()
                        .map(|n| n.words().to_owned())
                        .collect(),
                })
                .collect(),
            chart_return: chart.chart_return(),
            optimal_return: chart.optimal_return(),
            glossary: chart
                .glossary()
                .into_iter()
                .map(|g| GlossaryRow {
                    term: g.term.to_owned(),
                    meaning: g.meaning,
                    example: g.example,
                })
                .collect(),
        }
    }

    /// The rules the player missed most this session (the line a mistaken hold should have
    /// followed), with how often; at most three.
    pub fn missed_rules(&self) -> Vec<(String, u64)> {
        let mut missed = self.trainer().coach().missed();
        missed.truncate(MISSED_SHOWN);
        missed
    }

    /// The tutor's question, while it waits for an answer.
    pub fn tutor_question(&self) -> Option<TutorQuestion> {
        let loss = self.question()?;
        let game = self.trainer().game();
        let coins = loss.to_f64() * f64::from(game.bet().coins());
        Some(TutorQuestion { loss, coins })
    }
}
