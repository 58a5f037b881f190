//! `pokerlab grid` and `pokerlab outs` end to end: the JSON contract of docs/CLI.md, text output,
//! and bad input (exit status 2, a message naming the token, nothing on stdout).

// Helpers outside `#[test]` functions: a failed expectation is a failed test.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use crate::cli::{CATEGORIES, json, pokerlab, refused};

use serde_json::Value;

fn f(v: &Value) -> f64 {
    v.as_f64().expect("a number")
}

#[test]
fn grid_preflop_is_exact_and_has_the_contracts_fields() {
    let v = json(&["grid", "--json", "As Ks"]);
    assert_eq!(v["method"], "exact");
    assert_eq!(v["samples"], 2_097_572_400u64);
    assert!((f(&v["equity"]) * 100.0 - 67.044_632_309_235_2).abs() < 1e-10);
    assert!((f(&v["win"]) + f(&v["tie"]) + f(&v["lose"]) - 1.0).abs() < 1e-12);
    for side in ["player", "opponent"] {
        let mut made = 0.0;
        for c in CATEGORIES {
            let cell = &v[side][c];
            made += f(&cell["made"]);
            assert!(f(&cell["win"]) <= f(&cell["made"]) && f(&cell["tie"]) >= 0.0);
        }
        assert!((made - 1.0).abs() < 1e-12, "{side}");
    }
    let won: f64 = CATEGORIES.iter().map(|c| f(&v["player"][c]["win"])).sum();
    let beaten: f64 = CATEGORIES.iter().map(|c| f(&v["opponent"][c]["win"])).sum();
    assert!((won - f(&v["win"])).abs() < 1e-12);
    assert!((beaten - f(&v["lose"])).abs() < 1e-12);
}

#[test]
fn grid_on_a_flop_counts_every_matchup() {
    // The example of Keith Rule's HoldemHand article: As Ks on Ts Qs 2d, 1,070,190 matchups.
    let v = json(&["grid", "--json", "--board", "Ts Qs 2d", "AsKs"]);
    assert_eq!(v["samples"], 1_070_190);
    assert_eq!(v["std_error"], Value::Null);
    let counts = &v["counts"];
    let total = counts["win"].as_u64().unwrap()
        + counts["tie"].as_u64().unwrap()
        + counts["lose"].as_u64().unwrap();
    assert_eq!(total, 1_070_190);
    // A royal flush draw: the hero makes a straight flush with the Js.
    assert!((f(&v["player"]["straight_flush"]["made"]) - 2.0 / 47.0).abs() < 1e-12);
    // Dead cards shrink the deck.
    let dead = json(&[
        "grid", "--json", "--board", "Ts Qs 2d", "--dead", "Js", "AsKs",
    ]);
    assert_eq!(dead["samples"], 46 * 45 / 2 * (44 * 43 / 2));
    assert_eq!(dead["player"]["straight_flush"]["made"], 0.0);
}

#[test]
fn grid_against_several_opponents_is_monte_carlo_and_reproducible() {
    let args = [
        "grid",
        "--json",
        "--opponents",
        "4",
        "--samples",
        "40000",
        "--seed",
        "9",
        "Qh Qd",
    ];
    let a = json(&args);
    assert_eq!(a["method"], "monte_carlo");
    assert_eq!(a["samples"], 40_000);
    let se = f(&a["std_error"]);
    assert!(se > 0.0 && se < 0.01);
    let b = json(&args);
    assert_eq!(a["equity"], b["equity"]);
    assert_eq!(a["player"], b["player"]);
    // QQ against four random hands: about 40% of the pots.
    assert!((0.35..0.45).contains(&f(&a["equity"])), "{}", a["equity"]);
}

#[test]
fn grid_text_is_the_seeds_table() {
    let out = pokerlab(&["grid", "--board", "Qh 7h 2c", "Ah Kh"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for word in [
        "Straight Flush",
        "High Card",
        "Total",
        "Equity",
        "beats you",
        "exact",
    ] {
        assert!(text.contains(word), "{text}");
    }
    assert_eq!(text.lines().filter(|l| l.ends_with('%')).count(), 11);
}

#[test]
fn grid_refuses_bad_input() {
    refused(&["grid", "AsKx"], "Kx");
    refused(&["grid", "As"], "As");
    refused(&["grid", "AsKsQs"], "AsKsQs");
    refused(
        &["grid", "--board", "2c 3c 4d 5h 6s 7c", "AsKs"],
        "at most 5",
    );
    refused(&["grid", "--board", "Ks 2c 3c", "AsKs"], "Ks");
    refused(
        &["grid", "--dead", "Qs", "--board", "Qs 2c 3c", "AsKs"],
        "Qs",
    );
    refused(&["grid", "--dead", "Zz", "AsKs"], "Zz");
    refused(&["grid", "--opponents", "10", "AsKs"], "10");
    refused(&["grid", "--opponents", "0", "AsKs"], "0");
    refused(&["grid", "--opponents", "three", "AsKs"], "three");
    refused(
        &["grid", "--opponents", "2", "--samples", "0", "AsKs"],
        "samples",
    );
}

#[test]
fn outs_follow_the_blogs_rules() {
    let v = json(&["outs", "--json", "--board", "Kd 8h 9c", "As Ac"]);
    assert_eq!(v["count"], 11);
    assert_eq!(v["outs"].as_array().unwrap().len(), 11);
    assert_eq!(
        v["by_category"]["three_of_a_kind"],
        serde_json::json!(["Ah", "Ad"])
    );
    assert_eq!(v["by_category"]["two_pair"].as_array().unwrap().len(), 9);
    assert_eq!(v["current"], "one_pair");
    assert_eq!(v["beating_opponents"], Value::Null);

    let v = json(&[
        "outs", "--json", "--board", "Kh9h2c", "8h7h", "--vs", "KcQd",
    ]);
    assert_eq!(v["count"], 9);
    assert_eq!(v["by_category"]["flush"].as_array().unwrap().len(), 9);
    assert_eq!(v["by_category"].as_object().unwrap().len(), 1);
    assert_eq!(v["beating_opponents"], v["outs"]);

    let v = json(&[
        "outs", "--json", "--board", "9h 6s 2c", "8c 7d", "--vs", "Ah 9d",
    ]);
    assert_eq!(v["count"], 8);
    let v = json(&[
        "outs", "--json", "--board", "Th 6s 2c", "8c 7d", "--vs", "Ah Tc",
    ]);
    assert_eq!(v["outs"], serde_json::json!(["9s", "9h", "9d", "9c"]));
    // Two opponents: every out must beat both.
    let v = json(&[
        "outs", "--json", "--board", "8c 5h 2s", "Ac Kd", "--vs", "8h Qd", "--vs", "Ah 5d",
    ]);
    assert_eq!(v["outs"], serde_json::json!(["Ks", "Kh", "Kc"]));
}

#[test]
fn outs_text_lists_outs_by_category() {
    let out = pokerlab(&["outs", "--board", "Qh 7h 7c", "As Kd"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("6 outs of 47 unseen cards"), "{text}");
    assert!(text.contains("Two Pair"), "{text}");
    assert!(text.contains("the board improves as much"), "{text}");
}

#[test]
fn outs_refuses_bad_input() {
    refused(&["outs", "--board", "2c 3c", "AsKs"], "2c 3c");
    refused(
        &["outs", "--board", "2c 3c 4c 5c 6c", "AsKs"],
        "2c 3c 4c 5c 6c",
    );
    refused(&["outs", "--board", "2c 3c 4c", "AsKs", "--vs", "Qd"], "Qd");
    refused(
        &["outs", "--board", "2c 3c 4c", "AsKs", "--vs", "Qd 4c"],
        "4c",
    );
    refused(&["outs", "--board", "2c 3c 4c", "AsK"], "AsK");
    refused(&["outs", "--board", "2c 3c 4x", "AsKs"], "4x");
    refused(&["outs", "AsKs"], "--board");
}
