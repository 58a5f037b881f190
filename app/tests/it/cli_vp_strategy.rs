//! `pokerlab vp-strategy` and the chart in `pokerlab vp --json` end to end: the JSON fields of
//! docs/CLI.md, the text, and bad input refused (exit 2, nothing on stdout).

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use crate::cli::{json, pokerlab, refused};

#[test]
fn vp_strategy_json_has_the_chart_and_both_returns() {
    let v = json(&["vp-strategy", "--json", "--threads", "2"]);
    assert_eq!(v["paytable"], "jacks-or-better-9-6");
    let optimal = v["optimal_return"].as_f64().unwrap();
    let chart = v["chart_return"].as_f64().unwrap();
    assert!((optimal - 0.995439).abs() < 5e-7, "{optimal}");
    assert!(
        chart <= optimal && (optimal - chart) * 100.0 <= 0.02,
        "{chart}"
    );
    let lines = v["lines"].as_array().unwrap();
    assert!(lines.len() >= 10);
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line["line"].as_u64(), Some(i as u64 + 1));
        assert!(!line["rule"].as_str().unwrap().is_empty());
        assert!(line["share"].as_f64().unwrap() > 0.0);
    }
    let total: f64 = lines.iter().map(|l| l["share"].as_f64().unwrap()).sum();
    assert!((total - 1.0).abs() < 1e-9);
    assert_eq!(lines.last().unwrap()["rule"], "Discard everything");
    // No groups without wild cards; a glossary of the words, each with an example deal.
    assert!(lines.iter().all(|l| l.get("group").is_none()));
    let glossary = v["glossary"].as_array().unwrap();
    let terms: Vec<&str> = glossary
        .iter()
        .map(|g| g["term"].as_str().unwrap())
        .collect();
    for term in [
        "Ways",
        "High cards",
        "Penalty cards",
        "Inside and outside straights",
    ] {
        assert!(terms.contains(&term), "{terms:?}");
    }
    assert!(
        glossary
            .iter()
            .all(|g| !g["example"].as_str().unwrap().is_empty())
    );
    let high = glossary.iter().find(|g| g["term"] == "High cards").unwrap();
    assert!(
        high["meaning"]
            .as_str()
            .unwrap()
            .starts_with("Jacks, Queens, Kings and Aces")
    );
}

#[test]
fn vp_strategy_text_shows_lines_and_returns() {
    let out = pokerlab(&["vp-strategy", "--paytable", "deuces-wild", "--examples"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Deuces Wild"), "{text}");
    assert!(text.contains("Four deuces"), "{text}");
    assert!(text.contains("Chart return:"), "{text}");
    assert!(text.contains("Perfect play:   100.76196"), "{text}");
    assert!(text.contains("e.g. "), "{text}");
    // Grouped by the deuces dealt, most first, and the glossary: no high cards in this game.
    let heads: Vec<usize> = [
        "Four deuces:",
        "Three deuces:",
        "Two deuces:",
        "One deuce:",
        "No deuces:",
    ]
    .iter()
    .map(|h| {
        text.find(&format!("\n{h}\n"))
            .unwrap_or_else(|| panic!("no {h}: {text}"))
    })
    .collect();
    assert!(heads.windows(2).all(|w| w[0] < w[1]), "{heads:?}");
    assert!(text.contains("Glossary"), "{text}");
    assert!(text.contains("  High cards: None in this game"), "{text}");
}

#[test]
fn vp_json_gives_the_charts_line_and_hold() {
    let v = json(&["vp", "--json", "Ks Qs Js 7d 7c"]);
    assert_eq!(v["chart"]["hold"], "11100");
    let rule = v["chart"]["rule"].as_str().unwrap();
    assert!(rule.starts_with("3 to a Royal Flush"), "{rule}");
    // The joker is typed Jk in Joker Poker.
    let v = json(&[
        "vp",
        "--json",
        "--paytable",
        "joker-poker-kings",
        "Jk Ks Qs Js 4h",
    ]);
    assert_eq!(v["chart"]["hold"], "11110");
    let rule = v["chart"]["rule"].as_str().unwrap();
    assert!(rule.contains("with the joker"), "{rule}");
    assert!(v["chart"]["line"].as_u64().unwrap() >= 1);
    // The hold follows the order the cards were given.
    let v = json(&["vp", "--json", "7d", "Ks", "7c", "Qs", "Js"]);
    assert_eq!(v["chart"]["hold"], "01011");
}

#[test]
fn vp_strategy_refuses_bad_input() {
    refused(
        &["vp-strategy", "--paytable", "no-such-table"],
        "no-such-table",
    );
    refused(&["vp-strategy", "--threads", "0"], "threads");
    refused(&["vp-strategy", "--bogus"], "--bogus");
}

#[test]
fn vp_strategy_prints_the_footnotes_under_their_lines() {
    use pokerlab::video_poker::{Bet, HoldEvaluator, PayTable, StrategyChart, parse_deal};
    let name = "deuces-wild-nsu";
    let table = PayTable::builtin(name).unwrap();
    let chart = StrategyChart::for_table(&table, Bet::MAX);
    let evaluator = HoldEvaluator::new(&table, Bet::MAX);
    let v = json(&["vp-strategy", "--json", "--paytable", name]);
    // Each footnote's deal is played by the chart by its footnote, under its line, with a best
    // hold; the words are the library's.
    let mut words = Vec::new();
    for line in v["lines"].as_array().unwrap() {
        let Some(notes) = line.get("footnotes") else {
            continue;
        };
        let number = line["line"].as_u64().unwrap();
        for n in notes.as_array().unwrap() {
            let dealt = parse_deal(n["cards"].as_str().unwrap(), table.kind()).unwrap();
            let play = chart.play(&dealt).unwrap();
            assert_eq!(play.line.number() as u64, number, "{n}");
            assert_eq!(play.hold.to_string(), n["hold"].as_str().unwrap(), "{n}");
            let note = &chart.lines()[play.line.index()].footnotes()[play.footnote.unwrap()];
            assert_eq!(note.words(), n["words"].as_str().unwrap());
            let analysis = evaluator.analyze(&dealt).unwrap();
            assert_eq!(analysis.loss(play.hold).numerator(), 0, "{n}");
            words.push((number, note.words().to_owned()));
        }
    }
    let in_chart: usize = chart.lines().iter().map(|l| l.footnotes().len()).sum();
    assert!(in_chart > 0);
    assert_eq!(words.len(), in_chart);
    // In the text, each under its line (the last numbered line above it).
    let out = pokerlab(&["vp-strategy", "--paytable", name]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let mut under = Vec::new();
    let mut number = 0u64;
    for row in text.lines() {
        let trimmed = row.trim_start();
        if let Some(words) = trimmed.strip_prefix("except ") {
            under.push((number, words.to_owned()));
        } else if let Some(n) = trimmed.split(' ').next().and_then(|w| w.parse().ok()) {
            number = n;
        }
    }
    assert_eq!(under, words, "{text}");
}
