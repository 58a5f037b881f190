//! Words = play: for every deal of every built-in game (each class of suit relabellings once:
//! 134,459 deals, 150,891 with the joker), a player who reads the chart's printed lines with
//! the reader of `vp_chart_reader.rs` — the first line whose words fit, and of its holds the
//! higher cards — plays the line and the hold the chart plays. And every example deal the
//! chart prints is played by a best hold. In the same pass over the deals: on the four tables
//! of issue 20's item 2 ([`BOUNDED`]), no deal's chart hold gives up more than [`BOUND`] per
//! coin against the best hold.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use rayon::prelude::*;

use crate::vp_chart_reader::{Facts, Game, Line, by_size, parse_line};
use crate::vp_strategy::charts;
use pokerlab::video_poker::{Bet, HoldEvaluator, HoldMask, StrategyChart, deal_classes};

/// The tables whose charts give up at most [`BOUND`] per coin on any single deal (issue 20,
/// item 2: Jacks or Better 9/6, Bonus Poker 8/5, Double Double Bonus 9/6, full-pay Deuces
/// Wild).
const BOUNDED: [&str; 4] = [
    "jacks-or-better-9-6",
    "bonus-poker-8-5",
    "double-double-bonus-9-6",
    "deuces-wild",
];

/// The most a bounded table's chart may give up on one deal, per coin bet.
const BOUND: f64 = 0.01;

/// How one chart's words and play compare over all deals.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct Differences {
    /// Deals whose first fitting line is not the line the chart plays.
    lines: u64,
    /// Deals played by the right line but not with a hold the words describe.
    holds: u64,
    /// Deals where the words describe several holds with different EVs.
    ambiguous: u64,
}

/// The most the chart's hold gives up on one deal, per coin, and that deal.
#[derive(Debug, Default, Clone, PartialEq)]
struct WorstDeal {
    loss: f64,
    deal: String,
}

fn parse_chart(chart: &StrategyChart) -> Result<(Game, Vec<Line>), Vec<String>> {
    let game = Game::new(chart.paytable());
    let mut lines = Vec::new();
    let mut unread = Vec::new();
    for l in chart.lines() {
        match parse_line(&game, l.rule(), l.group()) {
            Some(line) => lines.push(line),
            None => unread.push(format!(
                "{}: line {} {:?}",
                chart.paytable().name(),
                l.id(),
                l.rule()
            )),
        }
    }
    if unread.is_empty() {
        Ok((game, lines))
    } else {
        Err(unread)
    }
}

/// Compares the reader's play with the chart's over every deal class; also returns a few
/// deals that differ, for the failure message.
fn compare(chart: &StrategyChart) -> (Differences, Vec<String>, WorstDeal) {
    let (game, lines) = parse_chart(chart).unwrap_or_else(|e| panic!("unread: {e:?}"));
    let kind = chart.paytable().kind();
    let evaluator = HoldEvaluator::new(chart.paytable(), Bet::MAX);
    let deals = deal_classes(kind);
    deals
        .par_chunks(512)
        .map(|chunk| {
            let mut diff = Differences::default();
            let mut examples = Vec::new();
            let mut worst = WorstDeal::default();
            for (dealt, _) in chunk {
                let play = chart.play(dealt).unwrap();
                let analysis = evaluator.analyze(dealt).unwrap();
                let loss = analysis.loss(play.hold).to_f64();
                if loss > worst.loss {
                    let cards: Vec<String> = dealt.iter().map(|c| c.to_string()).collect();
                    worst = WorstDeal {
                        loss,
                        deal: format!(
                            "{} (chart {}, best {})",
                            cards.join(" "),
                            play.hold,
                            analysis.best().mask
                        ),
                    };
                }
                let wilds = dealt.iter().filter(|&&c| kind.is_wild(c)).count() as u8;
                let facts: Vec<Facts> = (0..32u8).map(|m| Facts::new(&game, dealt, m)).collect();
                let sizes = by_size(&facts);
                let mut read = None;
                let mut fitting = Vec::new();
                for (i, line) in lines.iter().enumerate() {
                    line.fitting(&game, &facts, &sizes, wilds, &mut fitting);
                    if let Some(top) = fitting.iter().map(|&m| facts[m as usize].reading).max() {
                        let best: Vec<u8> = fitting
                            .iter()
                            .copied()
                            .filter(|&m| facts[m as usize].reading == top)
                            .collect();
                        read = Some((i, best));
                        break;
                    }
                }
                let Some((line, holds)) = read else {
                    diff.lines += 1;
                    continue;
                };
                let text = || {
                    let cards: Vec<String> = dealt.iter().map(|c| c.to_string()).collect();
                    format!(
                        "{}: words line {} holds {:?}, chart line {} hold {}",
                        cards.join(" "),
                        line + 1,
                        holds
                            .iter()
                            .map(|&m| HoldMask::from_bits(m).to_string())
                            .collect::<Vec<_>>(),
                        play.line,
                        play.hold
                    )
                };
                if line != play.line.index() {
                    diff.lines += 1;
                    if examples.len() < 3 {
                        examples.push(text());
                    }
                } else if !holds.contains(&play.hold.bits()) {
                    diff.holds += 1;
                    if examples.len() < 3 {
                        examples.push(text());
                    }
                } else if holds
                    .iter()
                    .any(|&m| analysis.ev(HoldMask::from_bits(m)) != play.ev)
                {
                    diff.ambiguous += 1;
                    if examples.len() < 3 {
                        examples.push(format!("ambiguous: {}", text()));
                    }
                }
            }
            (diff, examples, worst)
        })
        .reduce(
            || (Differences::default(), Vec::new(), WorstDeal::default()),
            |(a, mut ea, wa), (b, eb, wb)| {
                ea.extend(eb);
                ea.truncate(3);
                (
                    Differences {
                        lines: a.lines + b.lines,
                        holds: a.holds + b.holds,
                        ambiguous: a.ambiguous + b.ambiguous,
                    },
                    ea,
                    if wb.loss > wa.loss { wb } else { wa },
                )
            },
        )
}

#[test]
fn every_deal_of_every_game_is_played_as_the_chart_words_say() {
    let unread: Vec<String> = charts()
        .iter()
        .filter_map(|c| parse_chart(c).err())
        .flatten()
        .collect();
    assert!(
        unread.is_empty(),
        "lines the reader does not understand:\n{}",
        unread.join("\n")
    );
    let mut report = Vec::new();
    let mut over = Vec::new();
    // The worst single deal of each chart, for BENCHMARKS.md (run with --nocapture).
    println!("| Table | Chart return | Gives up (points) | Worst single deal (per coin) | Deal |");
    println!("|---|---|---|---|---|");
    for chart in charts() {
        let (diff, examples, worst) = compare(chart);
        println!(
            "| {} | {:.4}% | {:.4} | {:.4} | {} |",
            chart.paytable().name(),
            chart.chart_return() * 100.0,
            chart.loss_points(),
            worst.loss,
            worst.deal
        );
        if BOUNDED.contains(&chart.paytable().name()) && worst.loss > BOUND {
            over.push(format!(
                "{}: {:.4} per coin on {}",
                chart.paytable().name(),
                worst.loss,
                worst.deal
            ));
        }
        if diff != Differences::default() {
            report.push(format!(
                "{}: {diff:?}\n    {}",
                chart.paytable().name(),
                examples.join("\n    ")
            ));
        }
    }
    assert!(
        report.is_empty(),
        "words and play part:\n{}",
        report.join("\n")
    );
    assert_eq!(
        BOUNDED
            .iter()
            .filter(|&&name| charts().iter().any(|c| c.paytable().name() == name))
            .count(),
        BOUNDED.len(),
        "a bounded table is missing"
    );
    assert!(
        over.is_empty(),
        "single deals over {BOUND} per coin:\n{}",
        over.join("\n")
    );
}

#[test]
fn every_printed_example_is_a_best_hold() {
    for chart in charts() {
        let evaluator = HoldEvaluator::new(chart.paytable(), Bet::MAX);
        for line in chart.lines() {
            let (dealt, hold) = line.example().unwrap();
            let analysis = evaluator.analyze(&dealt).unwrap();
            let loss = analysis.loss(hold).to_f64();
            assert!(
                loss <= 0.001 && (loss == 0.0) == line.example_is_best(),
                "{} line {} {:?}: the example gives up {loss:.5} per coin",
                chart.paytable().name(),
                line.id(),
                line.rule()
            );
        }
    }
}
