//! `pokerlab odds` end to end: the JSON contract of CLI.md, text output, and bad input
//! (exit status 2, a message naming the problem, nothing on stdout).

#![allow(clippy::unwrap_used)] // unwrap is fine in tests, helpers included

use std::process::{Command, Output};

use serde_json::Value;

fn odds(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pokerlab"))
        .arg("odds")
        .args(args)
        .output()
        .unwrap()
}

fn json(args: &[&str]) -> Value {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    let out = odds(&all);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

const CATEGORIES: [&str; 9] = [
    "high_card",
    "one_pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
];

#[test]
fn json_follows_the_contract() {
    let v = json(&["--board", "Qs Ts 5c", "As Ks", "5hTc"]);
    assert_eq!(v["method"], "exact");
    assert_eq!(v["samples"], 990);
    assert!(v["std_error"].is_null());
    assert!(v["elapsed_ms"].as_f64().unwrap() >= 0.0);
    let players = v["players"].as_array().unwrap();
    assert_eq!(players.len(), 2);
    assert_eq!(players[0]["spec"], "AsKs");
    assert_eq!(players[1]["spec"], "5hTc");
    let equity = players[0]["equity"].as_f64().unwrap();
    assert_eq!(format!("{:.2}", 100.0 * equity), "42.63");
    let sum: f64 = players.iter().map(|p| p["equity"].as_f64().unwrap()).sum();
    assert!((sum - 1.0).abs() < 1e-12);
    for p in players {
        let categories = p["categories"].as_object().unwrap();
        let keys: Vec<&str> = categories.keys().map(|k| k.as_str()).collect();
        let mut expected = CATEGORIES.to_vec();
        expected.sort_unstable();
        let mut sorted = keys.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, expected);
        let total: f64 = categories.values().map(|c| c.as_f64().unwrap()).sum();
        assert!((total - 1.0).abs() < 1e-9);
        let (win, tie) = (p["win"].as_f64().unwrap(), p["tie"].as_f64().unwrap());
        assert!(win + tie <= 1.0 && win >= 0.0 && tie >= 0.0);
    }
}

#[test]
fn dead_cards_and_heads_up_preflop_are_exact() {
    let v = json(&["--dead", "2h 8s", "AsKs", "JdJc"]);
    assert_eq!(v["method"], "exact");
    assert_eq!(v["samples"], 1_370_754);
    let e = v["players"][0]["equity"].as_f64().unwrap();
    assert!((e - 0.46).abs() < 0.005);
}

#[test]
fn monte_carlo_with_a_seed_is_reproducible() {
    let args = [
        "--samples",
        "200000",
        "--seed",
        "11",
        "AhKh",
        "random",
        "random",
    ];
    let a = json(&args);
    let b = json(&args);
    assert_eq!(a["method"], "monte_carlo");
    assert_eq!(a["samples"], 200_000);
    let se = a["std_error"].as_f64().unwrap();
    assert!(se > 0.0 && se < 0.01);
    assert_eq!(a["players"], b["players"]);
    assert_eq!(a["players"][1]["spec"], "random");
}

#[test]
fn exact_can_be_forced_and_auto_says_what_it_chose() {
    let forced = json(&["--exact", "--board", "2h 7h Tc 9d", "AhKh", "random"]);
    assert_eq!(forced["method"], "exact");
    assert_eq!(forced["samples"], 1035 * 44); // C(46, 2) hands × 44 rivers
    let auto = json(&["--seconds", "0.05", "AhKh", "random", "random", "random"]);
    assert_eq!(auto["method"], "monte_carlo");
}

#[test]
fn text_output_is_a_table() {
    let out = odds(&["As Ks", "Jd Jc", "--dead", "2h8s"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Exact enumeration: 1,370,754 outcomes"),
        "{text}"
    );
    assert!(text.contains("AsKs"));
    assert!(text.contains("46.12%"), "{text}");
    assert!(text.contains("Straight Flush"));
}

/// Bad input: exit status 2, nothing on stdout, a message containing `needle`.
fn refused(args: &[&str], needle: &str) {
    let out = odds(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(needle), "{args:?}: {err}");
}

#[test]
fn bad_input_exits_2_with_a_clear_message() {
    refused(&["AsKs", "AsQd"], "As");
    refused(&["AsKs", "QdQc", "--board", "2c 3c Qd"], "Qd");
    refused(&["AsKs", "QdQc", "--dead", "Ks"], "Ks");
    refused(&["AsKs", "QdQc", "--board", "2c 3c"], "0, 3, 4 or 5");
    refused(&["AsKs"], "got 1");
    let eleven = vec!["random"; 11];
    refused(&eleven, "got 11");
    refused(&["AsK", "QdQc"], "AsK");
    refused(&["AsKsQs", "QdQc"], "AsKsQs");
    refused(&["AsKs", "QdQx"], "Qx");
    refused(&["AsKs", "QdQc", "--board", "2c 3c 4z"], "4z");
    refused(&["AsKs", "QdQc", "--samples", "0"], "--samples");
    refused(&["AsKs", "QdQc", "--seconds=-1"], "--seconds");
    refused(&["AsKs", "QdQc", "--seconds", "0"], "--seconds");
    refused(&["--exact", "--samples", "10", "AsKs", "QdQc"], "--samples");
}
