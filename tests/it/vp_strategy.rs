//! Strategy charts derived from the exact analysis: how close to perfect play they come on
//! every built-in table, that every line is reached by some deal and plays it as the chart
//! says, and the lines a player knows for 9/6 Jacks or Better. (The chart's return recomputed
//! deal by deal, independently of the engine, is in `vp_strategy_slow.rs`.)

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use std::sync::OnceLock;

use pokerlab::video_poker::{
    Bet, GameKind, HoldMask, LineId, PayTable, StrategyChart, analyze, parse_deal,
};
use pokerlab::{Card, parse_exact};

fn cards(text: &str) -> Vec<Card> {
    parse_exact(text, 5).unwrap()
}

/// The 5-coin charts of every built-in table, read once for all tests: the stored ones, which
/// `vp_stored::stored_charts_are_every_chart_derived_again` derives again and compares byte for
/// byte (a stale one is derived here instead, and that test fails).
pub(crate) fn charts() -> &'static [StrategyChart] {
    static CHARTS: OnceLock<Vec<StrategyChart>> = OnceLock::new();
    CHARTS.get_or_init(|| {
        PayTable::builtins()
            .iter()
            .map(|table| StrategyChart::for_table(table, Bet::MAX))
            .collect()
    })
}

fn chart(name: &str) -> &'static StrategyChart {
    charts()
        .iter()
        .find(|c| c.paytable().name() == name)
        .unwrap()
}

#[test]
fn jacks_or_better_9_6_chart_is_within_0_02_points_of_perfect_play() {
    let chart = chart("jacks-or-better-9-6");
    assert!(chart.loss_points() <= 0.02, "{}", chart.loss_points());
    // Perfect play is the whole-game analysis' return, to the last bit.
    let optimal = analyze(&PayTable::default()).return_rate();
    assert!((chart.optimal_return() - optimal).abs() < 1e-15);
    assert!(chart.chart_return() <= chart.optimal_return());
}

#[test]
fn every_builtin_chart_is_within_0_05_points_of_perfect_play() {
    assert_eq!(charts().len(), PayTable::builtin_names().len());
    for chart in charts() {
        let optimal = analyze(chart.paytable()).return_rate();
        assert!(
            (chart.optimal_return() - optimal).abs() < 1e-15,
            "{}",
            chart.paytable().name()
        );
        assert!(
            chart.loss_points() <= 0.05,
            "{}: the chart gives up {:.4} points",
            chart.paytable().name(),
            chart.loss_points()
        );
        assert!(
            (chart.optimal_return() - chart.chart_return()) * 100.0 - chart.loss_points() < 1e-9
        );
    }
}

#[test]
fn every_line_plays_a_deal_of_its_own_and_shares_sum_to_one() {
    for chart in charts() {
        let name = chart.paytable().name();
        let lines = chart.lines();
        assert!(lines.len() >= 10, "{name}: {} lines", lines.len());
        assert_eq!(lines.last().unwrap().rule(), "Discard everything", "{name}");
        let total: f64 = lines.iter().map(|l| l.share()).sum();
        assert!((total - 1.0).abs() < 1e-12, "{name}: shares sum to {total}");
        let all = if chart.paytable().kind().deck_size() == 53 {
            2_869_685
        } else {
            2_598_960
        };
        assert_eq!(lines.iter().map(|l| l.deals()).sum::<u64>(), all, "{name}");
        let evaluator = pokerlab::video_poker::HoldEvaluator::new(chart.paytable(), Bet::MAX);
        for (i, line) in lines.iter().enumerate() {
            assert_eq!(line.id(), LineId::new(i));
            assert!(
                line.share() > 0.0,
                "{name}: line {} plays no deal",
                line.id()
            );
            assert!(!line.rule().is_empty());
            // The line's example: the first line that fits it is this one, with this hold.
            let (dealt, hold) = line.example().unwrap();
            let play = chart.play(&dealt).unwrap();
            assert_eq!(play.line, line.id(), "{name}: {} {:?}", line.rule(), dealt);
            assert_eq!(play.hold, hold, "{name}: {}", line.rule());
            assert_eq!(chart.line_of_hold(&dealt, hold).unwrap(), Some(line.id()));
            // The hold's EV is the engine's.
            assert_eq!(evaluator.ev(&dealt, hold).unwrap(), play.ev);
        }
        // Rules are not repeated within a group (a line may be in two groups of a wild-card
        // chart, where some deals are best played dropping a wild card).
        let mut rules: Vec<(Option<&str>, &str)> =
            lines.iter().map(|l| (l.group(), l.rule())).collect();
        rules.sort_unstable();
        let before = rules.len();
        rules.dedup();
        assert_eq!(rules.len(), before, "{name}: a rule appears twice");
    }
}

/// The rule of the line that plays `dealt` and the hold it gives.
fn plays(chart: &StrategyChart, dealt: &str) -> (String, String) {
    let play = chart.play(&cards(dealt)).unwrap();
    let rule = chart.line(play.line).unwrap().rule().to_owned();
    (rule, play.hold.to_string())
}

#[test]
fn jacks_or_better_lines_a_player_knows() {
    let chart = chart("jacks-or-better-9-6");
    let expect = [
        ("As Ks Qs Js Ts", "Royal Flush", "11111"),
        ("As Ks Qs Js 9s", "4 to a Royal Flush", "11110"),
        ("Kh Kd 7c 7s 2h", "Two Pair", "11110"),
        ("Jh Jd 7c 4s 2d", "High Pair", "11000"),
        ("Ks Qs Js 7d 7c", "3 to a Royal Flush", "11100"),
        ("5c 5d 6h 7s 8c", "Pair of Twos through Nines", "11000"),
        ("8d 4d Jd 2d Qc", "4 to a Flush", "11110"),
        ("8c 7d 4h 3s 2c", "Discard everything", "00000"),
        ("Qh Jh 4c 5d 8s", "Suited QJ", "11000"),
    ];
    for (dealt, rule, hold) in expect {
        let (got_rule, got_hold) = plays(chart, dealt);
        assert!(
            got_rule.starts_with(rule),
            "{dealt}: {got_rule}, expected {rule}"
        );
        assert_eq!(got_hold, hold, "{dealt}: {got_rule}");
    }
    // A-K-Q unsuited: keep K-Q (the chart names the two to keep).
    let (rule, hold) = plays(chart, "Ah Kd Qc 7s 2s");
    assert!(rule.contains("KQ"), "{rule}");
    assert_eq!(hold, "01100");
    // The order a player learns: 4 to a royal before a made flush, a high pair before 3 to a
    // royal, 3 to a royal before 4 to a flush, 4 to a flush before a low pair.
    let line = |rule: &str| {
        chart
            .lines()
            .iter()
            .find(|l| l.rule().starts_with(rule))
            .unwrap_or_else(|| panic!("no line {rule}"))
            .id()
    };
    assert!(line("4 to a Royal Flush") < line("Full House or Flush"));
    assert!(line("High Pair") < line("3 to a Royal Flush"));
    assert!(line("3 to a Royal Flush") < line("4 to a Flush"));
    assert!(line("4 to a Flush") < line("Pair of Twos through Nines"));
}

#[test]
fn the_line_of_a_mistaken_hold() {
    let chart = chart("jacks-or-better-9-6");
    let dealt = cards("Ks Qs Js 7d 7c");
    let play = chart.play(&dealt).unwrap();
    let sevens = chart
        .line_of_hold(&dealt, "00011".parse().unwrap())
        .unwrap()
        .unwrap();
    assert!(sevens > play.line);
    assert!(chart.line(sevens).unwrap().rule().starts_with("Pair of"));
    // Holding K-7 offsuit is no line of the chart.
    assert_eq!(
        chart
            .line_of_hold(&dealt, "10010".parse().unwrap())
            .unwrap(),
        None
    );
    // Discarding everything is always a line.
    assert!(
        chart
            .line_of_hold(&dealt, HoldMask::NONE)
            .unwrap()
            .is_some()
    );
    // Bad deals are refused.
    assert!(chart.play(&cards("Ks Qs Js 7d 7c")[..4]).is_err());
    let mut twice = cards("Ks Qs Js 7d 7c");
    twice[1] = twice[0];
    assert!(chart.play(&twice).is_err());
    assert!(chart.line_of_hold(&twice, HoldMask::ALL).is_err());
}

#[test]
fn deuces_wild_lines_count_the_deuces() {
    let chart = chart("deuces-wild");
    let (rule, hold) = plays(chart, "2c 2d 2h 2s 9c");
    assert!(rule.starts_with("Four deuces"), "{rule}");
    assert!(hold.starts_with("1111"), "{hold}");
    let (rule, hold) = plays(chart, "2c 7d Kh 9s 4c");
    assert_eq!(rule, "One deuce alone");
    assert_eq!(hold, "10000");
    let (rule, _) = plays(chart, "Ts Js Qs Ks 4c");
    assert_eq!(rule, "4 to a Royal Flush");
}

/// The rule and hold the chart gives a deal of a game with the joker (`Jk`).
fn plays_joker(chart: &StrategyChart, dealt: &str) -> (String, String) {
    let dealt = parse_deal(dealt, GameKind::JOKER).unwrap();
    let play = chart.play(&dealt).unwrap();
    assert_eq!(
        chart.line_of_hold(&dealt, play.hold).unwrap(),
        Some(play.line)
    );
    let rule = chart.line(play.line).unwrap().rule().to_owned();
    (rule, play.hold.to_string())
}

#[test]
fn joker_poker_lines_name_the_joker() {
    let chart = chart("joker-poker-kings");
    let (rule, hold) = plays_joker(chart, "Jk Ks Qs Js Ts");
    assert!(rule.contains("Wild Royal Flush"), "{rule}");
    assert_eq!(hold, "11111");
    let (rule, hold) = plays_joker(chart, "Jk 9s 9d 9h 2c");
    assert_eq!(
        rule,
        "Four of a Kind (the joker and three of a kind, drop the kicker)"
    );
    assert_eq!(hold, "11110");
    let (rule, hold) = plays_joker(chart, "Jk Kd 7c 4s 2h");
    assert!(rule.starts_with("The joker and"), "{rule}");
    assert_eq!(hold, "11000");
    let (rule, hold) = plays_joker(chart, "Jk Ks Qs Js 4h");
    assert!(
        rule.starts_with("4 to a Royal Flush with the joker"),
        "{rule}"
    );
    assert_eq!(hold, "11110");
    // Without the joker, the lines of a 52-card game.
    let (rule, hold) = plays_joker(chart, "9h 9d 5c 2s Kh");
    assert_eq!(rule, "Low Pair");
    assert_eq!(hold, "11000");
    // A joker in a 52-card game's chart is refused.
    let jacks = chart_of("jacks-or-better-9-6");
    let dealt = parse_deal("Jk Ks Qs Js 4h", GameKind::JOKER).unwrap();
    assert!(jacks.play(&dealt).is_err());
    assert!(jacks.line_of_hold(&dealt, HoldMask::ALL).is_err());
}

#[test]
fn tens_or_better_pairs_of_tens_are_high() {
    let chart = chart("tens-or-better-6-5");
    let (rule, hold) = plays(chart, "Th Td 7c 4s 2d");
    assert_eq!(rule, "High Pair");
    assert_eq!(hold, "11000");
}

fn chart_of(name: &str) -> &'static StrategyChart {
    chart(name)
}
