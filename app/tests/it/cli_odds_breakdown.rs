//! `pokerlab odds --breakdown` end to end: each player's final hands with wins, holdings on
//! the flop and turn, and the equity of every hand class (issue 13's contract: shares sum to 1,
//! the share-weighted mean of the classes' equities is the player's equity).

#![allow(clippy::unwrap_used)] // unwrap is fine in tests, helpers included

use crate::cli;

use crate::cli::CATEGORIES;
use serde_json::Value;

/// `pokerlab odds --json --breakdown` with these arguments, which must succeed.
fn breakdown(args: &[&str]) -> Value {
    cli::json(&[&["odds", "--json", "--breakdown"], args].concat())
}

fn number(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("{v} is not a number"))
}

/// The invariants every player's breakdown keeps, exact or sampled (`tolerance` on the
/// share-weighted equity: 0 for exact counts).
fn check_player(p: &Value, tolerance: f64) {
    let classes = p["classes"].as_array().unwrap();
    assert!(!classes.is_empty());
    let shares: f64 = classes.iter().map(|c| number(&c["share"])).sum();
    assert!((shares - 1.0).abs() < 1e-9, "shares sum to {shares}");
    let mean: f64 = classes
        .iter()
        .map(|c| number(&c["share"]) * number(&c["equity"]))
        .sum();
    let equity = number(&p["equity"]);
    assert!(
        (mean - equity).abs() <= tolerance + 1e-12,
        "{}: classes give {mean}, the player {equity}",
        p["spec"]
    );
    for c in classes {
        let (win, tie, eq) = (number(&c["win"]), number(&c["tie"]), number(&c["equity"]));
        assert!(win <= eq + 1e-12 && eq <= win + tie + 1e-12, "{c}");
        assert!(number(&c["combos"]) > 0.0);
    }
    // Final hands: the categories' shares sum to 1, their wins to the win rate.
    let finals = p["final_hands"].as_object().unwrap();
    let mut keys: Vec<&str> = finals.keys().map(|k| k.as_str()).collect();
    let mut expected = CATEGORIES.to_vec();
    keys.sort_unstable();
    expected.sort_unstable();
    assert_eq!(keys, expected);
    let sum = |field: &str| -> f64 { finals.values().map(|f| number(&f[field])).sum() };
    assert!((sum("share") - 1.0).abs() < 1e-9);
    assert!((sum("win") - number(&p["win"])).abs() < 1e-9);
    assert!((sum("tie") - number(&p["tie"])).abs() < 1e-9);
    for f in finals.values() {
        assert!(number(&f["win"]) + number(&f["tie"]) <= number(&f["share"]) + 1e-12);
    }
}

#[test]
fn range_against_range_on_a_flop_breaks_down_exactly() {
    let v = breakdown(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+", "--board", "Qh7h2c"]);
    let players = v["players"].as_array().unwrap();
    for p in players {
        check_player(p, 0.0);
        assert_eq!(p["classes_method"], "exact");
        assert!(p["classes"][0].get("std_error").is_none());
    }
    let hero = &players[0];
    let classes: Vec<&str> = hero["classes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["class"].as_str().unwrap())
        .collect();
    assert_eq!(classes, ["AA", "AKs", "KK", "QQ"]);
    // QQ: three combos left by the Qh on the board; AA and KK six each; AKs four.
    let combos: Vec<f64> = hero["classes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| number(&c["combos"]))
        .collect();
    assert_eq!(combos, [6.0, 4.0, 6.0, 3.0]);
    let holdings = &hero["holdings"];
    assert_eq!(number(&holdings["combos"]), 19.0);
    assert_eq!(number(&holdings["made"]["set"]), 3.0);
    assert_eq!(number(&holdings["made"]["overpair"]), 12.0);
    assert_eq!(number(&holdings["made"]["ace_high"]), 4.0);
    assert_eq!(number(&holdings["draws"]["nut_flush_draw"]), 1.0); // AhKh
    assert_eq!(number(&holdings["draws"]["non_nut_flush_draw"]), 0.0);
    let made: f64 = holdings["made"]
        .as_object()
        .unwrap()
        .values()
        .map(number)
        .sum();
    assert_eq!(made, 19.0);
    // The villain's classes hold every live combo of its range.
    let villain = &players[1];
    let live: f64 = villain["classes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| number(&c["combos"]))
        .sum();
    assert_eq!(live, number(&villain["holdings"]["combos"]));
}

#[test]
fn partial_boards_known_hands_and_weights() {
    // Two board cards: no holdings, classes over every hand of the random player.
    let v = breakdown(&["AhKd", "random", "--board", "2c3c"]);
    for p in v["players"].as_array().unwrap() {
        check_player(p, 0.0);
        assert!(p.get("holdings").is_none());
    }
    let random = &v["players"][1]["classes"];
    assert_eq!(random.as_array().unwrap().len(), 169);
    let combos: f64 = random
        .as_array()
        .unwrap()
        .iter()
        .map(|c| number(&c["combos"]))
        .sum();
    assert_eq!(combos, 1128.0); // 48 cards left: C(48, 2)
    assert_eq!(v["players"][0]["classes"][0]["class"], "AKo");
    // Weighted ranges on a turn with dead cards; three players.
    let v = breakdown(&[
        "QQ+:0.5,AKs",
        "TT-88,KQs:0.25",
        "random",
        "--board",
        "Kh9h2c3d",
        "--dead",
        "4s",
    ]);
    for p in v["players"].as_array().unwrap() {
        check_player(p, 0.0);
    }
    let holdings = &v["players"][1]["holdings"];
    // TT-88: 18 combos less the three 99 holding the 9h; KQs less the Kh: 3 at a quarter.
    assert_eq!(number(&holdings["combos"]), 15.75);
}

#[test]
fn monte_carlo_breakdowns_carry_standard_errors() {
    let v = breakdown(&["QQ+,AKs", "random", "--samples", "200000", "--seed", "5"]);
    for p in v["players"].as_array().unwrap() {
        assert_eq!(p["classes_method"], "monte_carlo");
        // Sampled: the classes and the player's equity come from different trials.
        check_player(p, 0.01);
        let rows = p["classes"].as_array().unwrap();
        assert!(rows.iter().any(|c| c.get("std_error").is_some()));
    }
}

#[test]
fn text_breakdown_shows_every_part() {
    let out = cli::pokerlab(&[
        "odds",
        "--breakdown",
        "QQ+,AKs",
        "22+,A2s+,KTs+,AJo+",
        "--board",
        "Qh7h2c",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for needle in [
        "Player 1: QQ+,AKs",
        "Player 2: 22+,A2s+,KTs+,AJo+",
        "Final hand",
        "Holdings on Qh 7h 2c: 19 combos",
        "Overpair",
        "Backdoor flush draw",
        "Hands by equity (exact)",
    ] {
        assert!(text.contains(needle), "`{needle}` missing from\n{text}");
    }
    // Highest equity first: the hero's QQ (a set) leads.
    let first = text
        .lines()
        .skip_while(|l| !l.contains("Hands by equity"))
        .nth(2)
        .unwrap_or("");
    assert!(first.trim_start().starts_with("QQ"), "{first}");
    // Without --breakdown, none of it.
    let plain = cli::pokerlab(&["odds", "QQ+,AKs", "random", "--board", "Qh7h2c"]);
    assert!(!String::from_utf8_lossy(&plain.stdout).contains("Hands by equity"));
}
