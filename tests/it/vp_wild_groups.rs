//! The charts of the wild-card games grouped by the number of wild cards dealt, including the
//! two where some deals are best played dropping a wild card (Deuces Wild Double Double Bonus,
//! Deuces and Joker Wild): there a line may be in several groups, and a deal is played by the
//! first line of its own group — with exactly the chart's scored return, recomputed here deal
//! by deal from the play.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use crate::vp_strategy::charts;
use pokerlab::video_poker::{Bet, HoldEvaluator, StrategyChart, deal_classes, parse_deal};

fn chart(name: &str) -> &'static StrategyChart {
    charts()
        .iter()
        .find(|c| c.paytable().name() == name)
        .unwrap()
}

#[test]
fn every_wild_card_chart_is_grouped_most_wild_cards_first() {
    let mut wild = 0;
    for chart in charts() {
        let kind = chart.paytable().kind();
        if !kind.has_wild_cards() {
            assert!(chart.lines().iter().all(|l| l.group().is_none()));
            continue;
        }
        wild += 1;
        let name = chart.paytable().name();
        let mut last = u8::MAX;
        for line in chart.lines() {
            let k = line
                .group_wilds()
                .unwrap_or_else(|| panic!("{name}: no group"));
            assert!(k <= last, "{name}: group {k} after {last}");
            assert!(line.group().is_some(), "{name}: no heading");
            last = k;
        }
        assert_eq!(last, 0, "{name}: no group without wild cards");
    }
    assert!(wild >= 8, "{wild} wild-card games");
}

#[test]
fn dropping_a_wild_card_is_read_in_the_deals_group() {
    let dwddb = chart("deuces-wild-double-double-bonus");
    let kind = dwddb.paytable().kind();
    // Natural four kings with a deuce: the deuce is thrown for the four kings' pay.
    let dealt = parse_deal("2c Kc Kd Kh Ks", kind).unwrap();
    let play = dwddb.play(&dealt).unwrap();
    let line = dwddb.line(play.line).unwrap();
    assert_eq!(line.group(), Some("One deuce"), "{}", line.rule());
    assert_eq!(play.hold.to_string(), "01111");
    // A line in two groups: the same rule under two headings, numbered apart.
    let twice = dwddb.lines().iter().any(|a| {
        dwddb
            .lines()
            .iter()
            .any(|b| a.id() != b.id() && a.rule() == b.rule() && a.group() != b.group())
    });
    assert!(twice, "no line in two groups");
    let djw = chart("deuces-and-joker-wild");
    let dealt = parse_deal("Jc Qc Kc Ac 2d", djw.paytable().kind()).unwrap();
    let play = djw.play(&dealt).unwrap();
    assert_eq!(play.hold.to_string(), "11110");
    assert_eq!(djw.line(play.line).unwrap().group_wilds(), Some(1));
}

/// Over every deal class, the line that plays it is in the deal's group and the return of the
/// play is the chart's scored return.
fn check_play(name: &str) {
    let chart = chart(name);
    let kind = chart.paytable().kind();
    let evaluator = HoldEvaluator::new(chart.paytable(), Bet::MAX);
    let (mut sum, mut deals) = (0.0f64, 0u64);
    for (dealt, weight) in deal_classes(kind) {
        let analysis = evaluator.analyze(&dealt).unwrap();
        let play = chart.play_analyzed(&analysis);
        let wilds = dealt.iter().filter(|&&c| kind.is_wild(c)).count() as u8;
        let line = chart.line(play.line).unwrap();
        assert_eq!(line.group_wilds(), Some(wilds), "{name}: {dealt:?}");
        sum += f64::from(weight) * analysis.ev(play.hold).to_f64();
        deals += u64::from(weight);
    }
    let recomputed = sum / deals as f64;
    assert!(
        (recomputed - chart.chart_return()).abs() < 1e-11,
        "{name}: recomputed {recomputed}, chart says {}",
        chart.chart_return()
    );
}

#[test]
fn deuces_wild_double_double_bonus_plays_its_groups_at_its_return() {
    check_play("deuces-wild-double-double-bonus");
}

#[test]
fn deuces_and_joker_wild_plays_its_groups_at_its_return() {
    check_play("deuces-and-joker-wild");
}

#[test]
fn deuces_wild_plays_its_groups_at_its_return() {
    check_play("deuces-wild");
}
