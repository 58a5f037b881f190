//! Words = play: for every deal of every built-in game (each class of suit relabellings once:
//! 134,459 deals, 150,891 with the joker), a player who reads the chart's printed lines with
//! the reader of `vp_chart_reader/` — the first line whose words fit, and of its holds the
//! higher cards — plays the line and the hold the chart plays: no line's words fit a deal
//! that the chart plays by a later line. Every penalty qualifier a line prints tells apart
//! some deal that reaches the line (none is there for nothing), and every example deal the
//! chart prints is played by a best hold. In the same pass over the deals: on every built-in
//! table (issue 20 bounded four, issue 34 all), no deal's chart hold gives up more than
//! [`BOUND`] per coin against the best hold, the footnotes under the lines counted: the
//! reader plays a deal a footnote of its line names by the footnote's hold, every deal a
//! footnote names is over the bound by its line's words alone (none is there for nothing),
//! and every footnote names some deal.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use rayon::prelude::*;

use crate::vp_chart_reader::{Facts, Game, Line, Note, by_size, parse_line, parse_note};
use crate::vp_strategy::charts;
use pokerlab::video_poker::{Bet, HoldEvaluator, HoldMask, StrategyChart, deal_classes};

/// The most any chart may give up on one deal, per coin bet (issue 20 for four tables, issue
/// 34 for every built-in one).
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
    /// Deals a footnote names that its line's words alone play within the bound.
    needless_notes: u64,
}

/// The most the chart's hold gives up on one deal, per coin, and that deal.
#[derive(Debug, Default, Clone, PartialEq)]
struct WorstDeal {
    loss: f64,
    deal: String,
}

/// A chart as the reader reads it: its game, its lines, and the footnotes under each line.
type Read = (Game, Vec<Line>, Vec<Vec<Note>>);

fn parse_chart(chart: &StrategyChart) -> Result<Read, Vec<String>> {
    let game = Game::new(chart.paytable());
    let mut lines = Vec::new();
    let mut notes = Vec::new();
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
        let mut under = Vec::new();
        for note in l.footnotes() {
            match parse_note(&game, note.words()) {
                Some(n) => under.push(n),
                None => unread.push(format!(
                    "{}: line {} footnote {:?}",
                    chart.paytable().name(),
                    l.id(),
                    note.words()
                )),
            }
        }
        notes.push(under);
    }
    if unread.is_empty() {
        Ok((game, lines, notes))
    } else {
        Err(unread)
    }
}

/// What [`compare`] finds in one chart.
type Found = (
    Differences,
    Vec<String>,
    WorstDeal,
    Vec<(usize, usize)>,
    Vec<(usize, usize)>,
);

/// Each penalty qualifier of a chart: (line index, clause), and the line without it.
fn qualifiers(lines: &[Line]) -> Vec<(usize, usize, Line)> {
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        for c in 0..line.clause_count() {
            if let Some(bare) = line.without_penalty(c) {
                out.push((i, c, bare));
            }
        }
    }
    out
}

/// Compares the reader's play with the chart's over every deal class; also returns a few
/// deals that differ, for the failure message, the worst deal, and the penalty qualifiers
/// (line, clause) that tell some deal reaching their line apart (the others say nothing),
/// and the footnotes (line, index) that name some deal.
fn compare(chart: &StrategyChart) -> Found {
    let (game, lines, notes) = parse_chart(chart).unwrap_or_else(|e| panic!("unread: {e:?}"));
    let qualified = qualifiers(&lines);
    let kind = chart.paytable().kind();
    let evaluator = HoldEvaluator::new(chart.paytable(), Bet::MAX);
    let deals = deal_classes(kind);
    deals
        .par_chunks(512)
        .map(|chunk| {
            let mut diff = Differences::default();
            let mut examples = Vec::new();
            let mut worst = WorstDeal::default();
            let mut matters: Vec<(usize, usize)> = Vec::new();
            let mut named: Vec<(usize, usize)> = Vec::new();
            let mut bare_fit = Vec::new();
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
                let Some((line, mut holds)) = read else {
                    diff.lines += 1;
                    continue;
                };
                // A footnote under the line that names the deal gives its hold instead, and
                // must be needed: the line's words alone give up more than the bound.
                let note = notes[line]
                    .iter()
                    .enumerate()
                    .map(|(k, n)| (k, n.holds(&game, dealt)))
                    .find(|(_, h)| !h.is_empty());
                if let Some((k, note_holds)) = note {
                    if !named.contains(&(line, k)) {
                        named.push((line, k));
                    }
                    let within = holds
                        .iter()
                        .any(|&m| analysis.loss(HoldMask::from_bits(m)).to_f64() <= BOUND);
                    if within {
                        diff.needless_notes += 1;
                        if examples.len() < 3 {
                            let cards: Vec<String> = dealt.iter().map(|c| c.to_string()).collect();
                            examples.push(format!(
                                "needless footnote {} of line {}: {}",
                                k + 1,
                                line + 1,
                                cards.join(" ")
                            ));
                        }
                    }
                    holds = note_holds;
                }
                // A qualifier matters where, on this deal, its line without it fits other
                // holds: a line before the one that plays the deal fits none.
                for (i, c, bare) in &qualified {
                    if *i > line || matters.contains(&(*i, *c)) {
                        continue;
                    }
                    bare.fitting(&game, &facts, &sizes, wilds, &mut bare_fit);
                    let with: Vec<u8> = if *i == line {
                        let mut f = Vec::new();
                        lines[line].fitting(&game, &facts, &sizes, wilds, &mut f);
                        f
                    } else {
                        Vec::new()
                    };
                    if bare_fit != with {
                        matters.push((*i, *c));
                    }
                }
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
            (diff, examples, worst, matters, named)
        })
        .reduce(
            || {
                (
                    Differences::default(),
                    Vec::new(),
                    WorstDeal::default(),
                    Vec::new(),
                    Vec::new(),
                )
            },
            |(a, mut ea, wa, mut ma, mut na), (b, eb, wb, mb, nb)| {
                ea.extend(eb);
                ea.truncate(3);
                for m in mb {
                    if !ma.contains(&m) {
                        ma.push(m);
                    }
                }
                for n in nb {
                    if !na.contains(&n) {
                        na.push(n);
                    }
                }
                (
                    Differences {
                        lines: a.lines + b.lines,
                        holds: a.holds + b.holds,
                        ambiguous: a.ambiguous + b.ambiguous,
                        needless_notes: a.needless_notes + b.needless_notes,
                    },
                    ea,
                    if wb.loss > wa.loss { wb } else { wa },
                    ma,
                    na,
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
    let mut empty = Vec::new();
    // The worst single deal of each chart, for BENCHMARKS.md (run with --nocapture).
    println!(
        "| Table | Chart return | Gives up (points) | Footnotes | Worst single deal (per coin) | Deal |"
    );
    println!("|---|---|---|---|---|---|");
    let mut unnamed = Vec::new();
    for chart in charts() {
        let (diff, examples, worst, matters, named) = compare(chart);
        let (_, lines, notes) = parse_chart(chart).unwrap_or_else(|e| panic!("unread: {e:?}"));
        for (i, under) in notes.iter().enumerate() {
            for k in (0..under.len()).filter(|&k| !named.contains(&(i, k))) {
                unnamed.push(format!(
                    "{}: line {} footnote {:?}",
                    chart.paytable().name(),
                    i + 1,
                    chart.lines()[i].footnotes()[k].words()
                ));
            }
        }
        for (i, c, _) in qualifiers(&lines) {
            if !matters.contains(&(i, c)) {
                empty.push(format!(
                    "{}: line {} {:?}, clause {}",
                    chart.paytable().name(),
                    i + 1,
                    chart.lines()[i].rule(),
                    c + 1
                ));
            }
        }
        println!(
            "| {} | {:.4}% | {:.4} | {} | {:.4} | {} |",
            chart.paytable().name(),
            chart.chart_return() * 100.0,
            chart.loss_points(),
            notes.iter().map(Vec::len).sum::<usize>(),
            worst.loss,
            worst.deal
        );
        if worst.loss > BOUND {
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
    assert!(
        empty.is_empty(),
        "penalty qualifiers that tell no deal apart at their line:\n{}",
        empty.join("\n")
    );
    assert!(
        over.is_empty(),
        "single deals over {BOUND} per coin, footnotes counted:\n{}",
        over.join("\n")
    );
    assert!(
        unnamed.is_empty(),
        "footnotes that name no deal their line plays:\n{}",
        unnamed.join("\n")
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
