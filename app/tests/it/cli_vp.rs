//! `pokerlab vp`, `vp-analyze` and `paytables` end to end: exit codes, nothing on stdout for
//! bad input, and the JSON fields of docs/CLI.md.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use crate::cli::{json, pokerlab, refused};

#[test]
fn vp_json_has_32_holds_best_first() {
    let v = json(&["vp", "--json", "As Ks Qs Js 9s"]);
    assert_eq!(v["paytable"], "jacks-or-better-9-6");
    assert_eq!(v["best_mask"], "11110");
    let best = v["best_ev"].as_f64().unwrap();
    assert!((best - 866.0 / 47.0).abs() < 1e-12);
    let holds = v["holds"].as_array().unwrap();
    assert_eq!(holds.len(), 32);
    assert_eq!(holds[0]["mask"], "11110");
    assert_eq!(holds[0]["cards"], "As Ks Qs Js");
    assert_eq!(holds[0]["ev"].as_f64(), Some(best));
    let evs: Vec<f64> = holds.iter().map(|h| h["ev"].as_f64().unwrap()).collect();
    assert!(evs.windows(2).all(|w| w[0] >= w[1]));
    let flush = holds.iter().find(|h| h["mask"] == "11111").unwrap();
    assert_eq!(flush["ev"].as_f64(), Some(6.0));
    // Every mask once.
    let mut masks: Vec<&str> = holds.iter().map(|h| h["mask"].as_str().unwrap()).collect();
    masks.sort_unstable();
    masks.dedup();
    assert_eq!(masks.len(), 32);
}

#[test]
fn vp_mask_follows_the_order_given() {
    // The same hand in another order: the mask moves with the cards.
    let v = json(&["vp", "--json", "9s", "Js", "As", "Qs", "Ks"]);
    assert_eq!(v["best_mask"], "01111");
    assert_eq!(v["holds"][0]["cards"], "Js As Qs Ks");
}

#[test]
fn vp_reports_exact_ties() {
    let v = json(&["vp", "--json", "QcQdQhQs2c"]);
    assert_eq!(v["best_masks"], serde_json::json!(["11111", "11110"]));
}

#[test]
fn vp_text_names_the_best_hold() {
    let out = pokerlab(&["vp", "Ah Kd Qc 7s 3h"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Best hold: Kd Qc"), "{text}");
    assert_eq!(
        text.lines()
            .filter(|l| l.len() > 5 && l[..5].chars().all(|c| c == '0' || c == '1'))
            .count(),
        32
    );
}

#[test]
fn vp_other_tables_and_bets() {
    let v = json(&[
        "vp",
        "--json",
        "--paytable",
        "deuces-wild",
        "2c 2d 2h 2s 5c",
    ]);
    assert_eq!(v["paytable"], "deuces-wild");
    assert_eq!(v["best_ev"].as_f64(), Some(200.0));
    let v = json(&["vp", "--json", "--bet", "1", "As Ks Qs Js Ts"]);
    assert_eq!(v["best_ev"].as_f64(), Some(250.0));
}

#[test]
fn vp_bad_input_exits_2_naming_the_token() {
    refused(&["vp", "As Ks Qs Js"], "found 4");
    refused(&["vp", "As Ks Qs Js Xx"], "Xx");
    refused(&["vp", "As Ks Qs Js Ah 2c"], "found 6");
    refused(&["vp", "As Ks Qs Js As"], "As");
    refused(&["vp", "--paytable", "nope", "As Ks Qs Js Ts"], "nope");
    refused(&["vp", "--bet", "6", "As Ks Qs Js Ts"], "6");
    refused(
        &["vp-analyze", "--paytable", "missing.toml"],
        "missing.toml",
    );
}

#[test]
fn custom_pay_table_files() {
    let dir = std::env::temp_dir().join(format!("pokerlab-cli-vp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("nine-five.toml");
    std::fs::write(
        &good,
        "title = 'Jacks 9/5'\n[pays]\nroyal_flush = 800\nstraight_flush = 50\nfour_of_a_kind = 25\n\
         full_house = 9\nflush = 5\nstraight = 4\nthree_of_a_kind = 3\ntwo_pair = 2\njacks_or_better = 1\n",
    )
    .unwrap();
    let v = json(&[
        "vp",
        "--json",
        "--paytable",
        good.to_str().unwrap(),
        "As Ks Qs Js 9s",
    ]);
    assert_eq!(v["paytable"], "nine-five");
    let flush = v["holds"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h["mask"] == "11111")
        .unwrap()
        .clone();
    assert_eq!(flush["ev"].as_f64(), Some(5.0));

    let bad_key = dir.join("bad-key.json");
    std::fs::write(&bad_key, r#"{"pays": {"royal_flush": 800, "quads": 25}}"#).unwrap();
    refused(
        &[
            "vp",
            "--paytable",
            bad_key.to_str().unwrap(),
            "As Ks Qs Js 9s",
        ],
        "quads",
    );
    let bad_pay = dir.join("bad-pay.toml");
    std::fs::write(&bad_pay, "[pays]\nroyal_flush = 800\nflush = -6\n").unwrap();
    refused(
        &[
            "vp",
            "--paytable",
            bad_pay.to_str().unwrap(),
            "As Ks Qs Js 9s",
        ],
        "flush",
    );
    let bad_syntax = dir.join("bad-syntax.toml");
    std::fs::write(&bad_syntax, "[pays\nroyal_flush = 800\n").unwrap();
    refused(
        &["vp-analyze", "--paytable", bad_syntax.to_str().unwrap()],
        "bad-syntax.toml",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn vp_analyze_json_reproduces_the_9_6_return() {
    let v = json(&["vp-analyze", "--json"]);
    assert_eq!(v["paytable"], "jacks-or-better-9-6");
    let r = v["return"].as_f64().unwrap();
    assert!((r - 0.995439).abs() < 5e-7, "{r}");
    assert!(v["elapsed_ms"].as_f64().unwrap() > 0.0);
    let f = v["frequencies"].as_object().unwrap();
    for key in [
        "royal_flush",
        "straight_flush",
        "four_of_a_kind",
        "full_house",
        "flush",
        "straight",
        "three_of_a_kind",
        "two_pair",
        "jacks_or_better",
        "nothing",
    ] {
        assert!(f.contains_key(key), "{key}");
    }
    let total: f64 = f.values().map(|p| p.as_f64().unwrap()).sum();
    assert!((total - 1.0).abs() < 1e-12);
    let royal = f["royal_flush"].as_f64().unwrap();
    assert_eq!((1.0 / royal).round(), 40_391.0);
}

#[test]
fn paytables_lists_every_builtin_with_its_pays() {
    let v = json(&["paytables", "--json"]);
    assert_eq!(v["default"], "jacks-or-better-9-6");
    let tables = v["paytables"].as_array().unwrap();
    let names: Vec<&str> = tables.iter().map(|t| t["name"].as_str().unwrap()).collect();
    for name in [
        "jacks-or-better-9-6",
        "jacks-or-better-8-5",
        "jacks-or-better-7-5",
        "jacks-or-better-6-5",
        "bonus-poker-8-5",
        "double-bonus-10-7",
        "double-double-bonus-9-6",
        "deuces-wild",
    ] {
        assert!(names.contains(&name), "{name}");
    }
    let nine_six = &tables[0];
    assert_eq!(nine_six["pays"]["full_house"], 9);
    assert_eq!(nine_six["pays"]["royal_flush"], 800);
    assert_eq!(nine_six["royal_below_max_bet"], 250);
    let text = pokerlab(&["paytables"]);
    assert!(text.status.success());
    assert!(String::from_utf8_lossy(&text.stdout).contains("Double Double Bonus"));
}

#[test]
fn paytable_short_names_are_listed_and_taken() {
    let v = json(&["paytables", "--json"]);
    let nsu = v["paytables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "deuces-wild-nsu")
        .unwrap();
    assert!(
        nsu["aliases"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a == "NSUD"),
        "{nsu}"
    );
    let text = String::from_utf8(pokerlab(&["paytables"]).stdout).unwrap();
    assert!(text.contains("  also: JoB 9/6,"), "{text}");
    for (typed, name) in [
        ("JoB 9/6", "jacks-or-better-9-6"),
        ("9/6 JoB", "jacks-or-better-9-6"),
        ("ddb 9/6", "double-double-bonus-9-6"),
        ("NSUD", "deuces-wild-nsu"),
        ("DW Full Pay", "deuces-wild"),
    ] {
        let v = json(&["vp", "--json", "--paytable", typed, "As Ks Qs Js 9s"]);
        assert_eq!(v["paytable"], name, "{typed}");
    }
    refused(
        &["vp", "--paytable", "JoB 9/7", "As Ks Qs Js 9s"],
        "did you mean `JoB 9/6` (`jacks-or-better-9-6`)?",
    );
    refused(
        &["vp-analyze", "--paytable", "Jaks or Better 8/5"],
        "did you mean",
    );
}

#[test]
fn vp_analyze_gives_the_variance_and_standard_deviation() {
    let v = json(&["vp-analyze", "--json"]);
    let variance = v["variance"].as_f64().unwrap();
    assert!((variance - 19.51468).abs() < 1e-5, "{variance}");
    assert!((v["std_dev"].as_f64().unwrap() - variance.sqrt()).abs() < 1e-12);
    let text = String::from_utf8(pokerlab(&["vp-analyze"]).stdout).unwrap();
    assert!(
        text.contains("Variance: 19.51468 per coin bet (standard deviation 4.4175)"),
        "{text}"
    );
}

#[test]
fn vp_risk_gives_the_spread_and_the_risk_of_ruin() {
    let v = json(&["vp-risk", "--bankroll", "500", "--hands", "1000", "--json"]);
    assert!(
        (v["ruin"].as_f64().unwrap() - 0.1629).abs() < 1e-4,
        "{}",
        v["ruin"]
    );
    assert!((v["variance"].as_f64().unwrap() - 19.51468).abs() < 1e-5);
    assert!((v["net_mean"].as_f64().unwrap() - 5.0 * 1000.0 * (0.995439 - 1.0)).abs() < 0.01);
    let total: f64 = v["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|point| point[1].as_f64().unwrap())
        .sum::<f64>()
        + v["above_distribution"].as_f64().unwrap();
    assert!((total - 1.0).abs() < 1e-9);
    let text = String::from_utf8(pokerlab(&["vp-risk", "--bankroll", "500"]).stdout).unwrap();
    assert!(
        text.contains(
            "Chance of losing a bankroll of 500 coins (100 bets) within 1,000 hands: 16.29%"
        ),
        "{text}"
    );
    // Both distributions, each saying what it assumes; stopping leaves the ruined where ruin
    // left them, so its mass below one bet of the bankroll is the chance of ruin.
    assert!(v["assumes"].as_str().unwrap().contains("play goes on"));
    let stopped = &v["stopping_at_ruin"];
    assert!(stopped["assumes"].as_str().unwrap().contains("play stops"));
    let lost: f64 = stopped["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|point| point[0].as_f64().unwrap() < -495.0)
        .map(|point| point[1].as_f64().unwrap())
        .sum();
    assert!((lost - v["ruin"].as_f64().unwrap()).abs() < 1e-9, "{lost}");
    assert!(stopped["chance_ahead"].as_f64().unwrap() <= v["chance_ahead"].as_f64().unwrap());
    assert!(text.contains("After 1,000 hands, if play goes on after the bankroll is lost"));
    assert!(text.contains("After 1,000 hands, if play stops when less than one bet"));
    refused(
        &["vp-risk", "--hands", "0"],
        "--hands 0: give 1 to 10,000 hands",
    );
    refused(&["vp-risk", "--hands", "10001"], "--hands 10001");
    refused(&["vp-risk", "--bankroll", "0"], "--bankroll 0");
}
