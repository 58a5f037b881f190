//! `pokerlab vp` and `pokerlab vp-strategy` with the stored charts: the chart of the bet in
//! play (`--bet`), the same chart the library stores, and a pay-table file of one's own still
//! getting a chart (derived).

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use crate::cli::{json, pokerlab};
use pokerlab::video_poker::{Bet, PayTable, StrategyChart};

#[test]
fn vp_strategy_bet_gives_that_bets_chart() {
    let table = PayTable::default();
    for coins in [1u8, 5] {
        let bet = Bet::new(coins).unwrap();
        let v = json(&["vp-strategy", "--json", "--bet", &coins.to_string()]);
        let chart = StrategyChart::stored(&table, bet).unwrap();
        assert_eq!(v["bet"].as_u64(), Some(coins as u64));
        // JSON floats read back to the last bit or so.
        let near = |field: &str, x: f64| (v[field].as_f64().unwrap() - x).abs() < 1e-12;
        assert!(near("chart_return", chart.chart_return()));
        assert!(near("optimal_return", chart.optimal_return()));
        assert_eq!(v["elapsed_ms"].as_f64(), Some(0.0));
        let rules: Vec<&str> = v["lines"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["rule"].as_str().unwrap())
            .collect();
        let expected: Vec<&str> = chart.lines().iter().map(|l| l.rule()).collect();
        assert_eq!(rules, expected);
    }
    let text = pokerlab(&["vp-strategy", "--bet", "2"]);
    assert!(text.status.success());
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("strategy chart, 2 coins"), "{text}");
    assert!(text.contains("derived ahead (stored)"), "{text}");
}

#[test]
fn vp_plays_the_deal_by_the_chart_of_the_bet() {
    let table = PayTable::default();
    for coins in 1..=5u8 {
        let bet = Bet::new(coins).unwrap();
        let dealt = "Ah Kh Th 5h Qc";
        let v = json(&["vp", "--json", "--bet", &coins.to_string(), dealt]);
        let cards = pokerlab::parse_exact(dealt, 5).unwrap();
        let play = StrategyChart::stored(&table, bet)
            .unwrap()
            .play(&cards)
            .unwrap();
        assert_eq!(v["chart"]["line"].as_u64(), Some(play.line.number() as u64));
        assert_eq!(v["chart"]["hold"], play.hold.to_string());
    }
}

#[test]
fn a_pay_table_file_of_ones_own_still_gets_a_chart() {
    let dir = std::env::temp_dir().join(format!("pokerlab-vp-stored-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("mine.toml");
    // No built-in table pays a straight flush 49: no stored chart, so it is derived.
    std::fs::write(
        &path,
        "name = \"mine\"\n[pays]\nroyal_flush = 800\nstraight_flush = 49\nfour_of_a_kind = 25\n\
         full_house = 9\nflush = 6\nstraight = 4\nthree_of_a_kind = 3\ntwo_pair = 2\n\
         jacks_or_better = 1\n",
    )
    .unwrap();
    let path = path.to_string_lossy().into_owned();
    let v = json(&["vp", "--json", "--paytable", &path, "Ks Qs Js 7d 7c"]);
    assert_eq!(v["chart"]["hold"], "11100");
    assert!(
        v["chart"]["rule"]
            .as_str()
            .unwrap()
            .starts_with("3 to a Royal Flush")
    );
    std::fs::remove_dir_all(&dir).ok();
}
