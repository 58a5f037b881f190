//! `pokerlab odds` end to end: the JSON contract of docs/CLI.md, text output, and bad input
//! (exit status 2, a message naming the problem, nothing on stdout).

#![allow(clippy::unwrap_used)] // unwrap is fine in tests, helpers included

use crate::cli;

use std::process::Output;

use crate::cli::CATEGORIES;
use serde_json::Value;

/// `pokerlab odds` with these arguments.
fn odds(args: &[&str]) -> Output {
    cli::pokerlab(&[&["odds"], args].concat())
}

/// `pokerlab odds --json` with these arguments, which must succeed.
fn json(args: &[&str]) -> Value {
    cli::json(&[&["odds", "--json"], args].concat())
}

/// `pokerlab odds` with these arguments, which must be refused naming `needle`.
fn refused(args: &[&str], needle: &str) {
    cli::refused(&[&["odds"], args].concat(), needle);
}

#[test]
fn json_follows_the_contract() {
    let v = json(&["--board", "Qs Ts 5c", "As Ks", "5hTc"]);
    assert_eq!(v["method"], "exact");
    assert_eq!(v["samples"], 990.0);
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
    assert_eq!(v["samples"], 1_370_754.0);
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
    assert_eq!(a["samples"], 200_000.0);
    let se = a["std_error"].as_f64().unwrap();
    assert!(se > 0.0 && se < 0.01);
    assert_eq!(a["players"], b["players"]);
    assert_eq!(a["players"][1]["spec"], "random");
}

#[test]
fn exact_can_be_forced_and_auto_says_what_it_chose() {
    let forced = json(&["--exact", "--board", "2h 7h Tc 9d", "AhKh", "random"]);
    assert_eq!(forced["method"], "exact");
    assert_eq!(forced["samples"], f64::from(1035 * 44)); // C(46, 2) hands × 44 rivers
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

#[test]
fn bad_input_exits_2_with_a_clear_message() {
    refused(&["AsKs", "AsQd"], "As");
    refused(&["AsKs", "QdQc", "--board", "2c 3c Qd"], "Qd");
    refused(&["AsKs", "QdQc", "--dead", "Ks"], "Ks");
    refused(
        &["AsKs", "QdQc", "--board", "2c 3c 4d 5h 6s 7c"],
        "at most 5",
    );
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

// ---------------------------------------------------------------------------------------------
// Ranges

#[test]
fn range_against_range_just_works() {
    let v = json(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+", "--board", "Qh7h2c"]);
    assert_eq!(v["method"], "exact");
    let players = v["players"].as_array().unwrap();
    assert_eq!(players[0]["spec"], "QQ+,AKs");
    assert_eq!(players[1]["spec"], "22+,A2s+,KTs+,AJo+");
    let sum: f64 = players.iter().map(|p| p["equity"].as_f64().unwrap()).sum();
    assert!((sum - 1.0).abs() < 1e-12);
    let hero = players[0]["equity"].as_f64().unwrap();
    assert!(hero > 0.7 && hero < 0.8, "{hero}");
    // Unweighted ranges count whole matchups on whole runouts; `samples` is one JSON type
    // (a float) whatever the weights.
    assert!(v["samples"].is_f64());
    assert_eq!(v["samples"].as_f64().unwrap().fract(), 0.0);
    // The text form too.
    let out = odds(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+", "--board", "Qh7h2c"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("Exact enumeration"), "{text}");
    assert!(text.contains("QQ+,AKs"));
}

#[test]
fn ranges_mix_with_hands_and_random_players() {
    let v = json(&["AhKh", "QQ+:0.5,AKs", "random", "--board", "Qh7h2c"]);
    assert_eq!(v["method"], "exact");
    // A range prints in its compact form, which reads back as the same range.
    assert_eq!(v["players"][1]["spec"], "AKs,QQ+:0.5");
    assert_eq!(v["players"][2]["spec"], "random");
    // Weighted ranges: samples are weighted outcomes (a number, not always whole).
    assert!(v["samples"].is_f64());
    assert!(v["samples"].as_f64().unwrap() > 0.0);
    let sum: f64 = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["equity"].as_f64().unwrap())
        .sum();
    assert!((sum - 1.0).abs() < 1e-12);
    // Monte Carlo with ranges, reproducible from the seed.
    let args = [
        "--samples",
        "100000",
        "--seed",
        "3",
        "QQ+,AKs",
        "random",
        "random",
    ];
    let (a, b) = (json(&args), json(&args));
    assert_eq!(a["method"], "monte_carlo");
    assert_eq!(a["samples"], 100_000.0);
    assert_eq!(a["players"], b["players"]);
}

#[test]
fn weighted_samples_are_weighted_outcomes() {
    // AA at weight 1/2 against KK on a flop: 36 matchups on 990 runouts, each counted half.
    let v = json(&["AA:0.5", "KK", "--board", "2c7d9h"]);
    assert_eq!(v["samples"].as_f64().unwrap(), 36.0 * 990.0 / 2.0);
}

#[test]
fn range_errors_exit_2_and_point_at_the_fault() {
    refused(&["AA, AZs", "KK"], "AZs");
    refused(&["AA, AZs", "KK"], "at 4");
    let out = odds(&["AA, AZs", "KK"]);
    let err = String::from_utf8_lossy(&out.stderr);
    // A caret under the bad hand.
    assert!(err.contains("AA, AZs\n      ^^^"), "{err}");
    refused(&["QQ+,(AKs", "KK"], "QQ+,(AKs");
    refused(&["AA", "KK", "--board", "As Ah Ad"], "no hand of player 1");
    refused(
        &["22", "22", "--board", "2s 7h 9c"],
        "cannot be dealt together",
    );
    refused(&["AA ! AA", "KK"], "AA ! AA");
}

#[test]
fn the_thread_count_changes_nothing_but_the_speed() {
    // Monte Carlo chunks are seeded by their index, so any number of threads (the option, or
    // RAYON_NUM_THREADS) gives the same figures.
    let args = [
        "--samples",
        "100000",
        "--seed",
        "5",
        "AhKh",
        "random",
        "random",
    ];
    let one = json(&[&["--threads", "1"], &args[..]].concat());
    let three = json(&[&["--threads", "3"], &args[..]].concat());
    assert_eq!(one["players"], three["players"]);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pokerlab"))
        .args([&["odds", "--json"], &args[..]].concat())
        .env("RAYON_NUM_THREADS", "2")
        .output()
        .unwrap();
    assert!(out.status.success());
    let by_env: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(one["players"], by_env["players"]);
    for bad in ["0", "100000", "two"] {
        let out = odds(&["--threads", bad, "AhKh", "random"]);
        assert_eq!(out.status.code(), Some(2), "--threads {bad}");
        assert!(out.stdout.is_empty());
    }
}
