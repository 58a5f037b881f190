//! `pokerlab flops` (issue 21, item 3, the command line): the JSON has the contract's shape, its
//! weights add up to every flop of the deck, its per-flop figures are those of `pokerlab odds`
//! on that board, its summary shares add up, and bad input is refused.

use crate::cli::{json, pokerlab, refused};

#[test]
fn the_json_report_matches_odds_on_its_flops_and_adds_up() {
    let report = json(&["flops", "QQ+,AKs", "JJ,AQs:0.5", "--dead", "2c", "--json"]);
    let flops = report["flops"].as_array().unwrap();
    let weights: u64 = flops.iter().map(|f| f["weight"].as_u64().unwrap()).sum();
    assert_eq!(weights, 20_825); // C(51, 3): the 2c is dead
    for flop in flops.iter().step_by(97) {
        let board = flop["board"].as_str().unwrap();
        let odds = json(&[
            "odds",
            "QQ+,AKs",
            "JJ,AQs:0.5",
            "--board",
            board,
            "--dead",
            "2c",
            "--exact",
            "--breakdown",
            "--json",
        ]);
        for seat in 0..2 {
            let ours = &flop["players"][seat];
            let theirs = &odds["players"][seat];
            let equity = ours["equity"].as_f64().unwrap();
            assert!(
                (equity - theirs["equity"].as_f64().unwrap()).abs() < 1e-9,
                "{board}"
            );
            let combos = theirs["holdings"]["combos"].as_f64().unwrap();
            for (name, share) in ours["holdings"]["made"].as_object().unwrap() {
                let n = theirs["holdings"]["made"][name].as_f64().unwrap();
                assert!(
                    (share.as_f64().unwrap() - n / combos).abs() < 1e-9,
                    "{board} {name}"
                );
            }
        }
    }
    let summary = &report["summary"]["players"];
    for seat in 0..2 {
        let made = summary[seat]["holdings"]["made"].as_object().unwrap();
        assert_eq!(made.len(), pokerlab::eval::MADE_HANDS);
        let total: f64 = made.values().map(|v| v.as_f64().unwrap()).sum();
        assert!((total - 1.0).abs() < 1e-9);
        assert_eq!(
            summary[seat]["holdings"]["draws"]
                .as_object()
                .unwrap()
                .len(),
            pokerlab::eval::DRAWS
        );
    }
    let e0 = summary[0]["equity"].as_f64().unwrap();
    let e1 = summary[1]["equity"].as_f64().unwrap();
    assert!((e0 + e1 - 1.0).abs() < 1e-9);
}

#[test]
fn hit_rates_alone_have_no_equity_and_text_reads_well() {
    let report = json(&["flops", "88", "--no-equity", "--json"]);
    assert_eq!(report["flops"].as_array().unwrap().len(), 1_755);
    assert!(report["summary"]["players"][0]["equity"].is_null());
    let set = report["summary"]["players"][0]["holdings"]["made"]["set"]
        .as_f64()
        .unwrap();
    // One of the two 8s left and two cards of different other ranks: 2 × (C(48, 2) − 72).
    assert!((set - 2_112.0 / 19_600.0).abs() < 1e-9, "{set}");
    let out = pokerlab(&["flops", "AKs", "QQ", "--hit-rates-only"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("1,755 distinct flops standing for 22,100 flops"),
        "{text}"
    );
    assert!(text.contains("Player 2 QQ"), "{text}");
}

#[test]
fn bad_input_is_refused() {
    refused(&["flops", "AA", "KK", "QQ", "JJ"], "1 to 3 players");
    refused(&["flops", "AsKs", "AsQd"], "As");
    refused(&["flops", "AA", "--dead", "Xx"], "--dead");
    refused(&["flops", "QQ+,,"], "player");
}

/// The texture words read off a board as text (`Ah7h2c`), by hand: the high card and the
/// number of suits.
fn high_and_suits(board: &str) -> (char, usize) {
    let cards: Vec<(char, char)> = board
        .as_bytes()
        .chunks(2)
        .map(|c| (c[0] as char, c[1] as char))
        .collect();
    let order = "23456789TJQKA";
    let high = cards
        .iter()
        .map(|c| c.0)
        .max_by_key(|&r| order.find(r).unwrap())
        .unwrap();
    let mut suits: Vec<char> = cards.iter().map(|c| c.1).collect();
    suits.sort_unstable();
    suits.dedup();
    (high, suits.len())
}

#[test]
fn a_filter_keeps_the_flops_of_its_textures_and_sums_over_them() {
    let every = json(&["flops", "AKs", "QQ", "--json"]);
    let kept = json(&[
        "flops",
        "AKs",
        "QQ",
        "--filter",
        "A-high two-tone",
        "--json",
    ]);
    let by_hand: Vec<&serde_json::Value> = every["flops"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| high_and_suits(f["board"].as_str().unwrap()) == ('A', 2))
        .collect();
    let ours: Vec<&serde_json::Value> = kept["flops"].as_array().unwrap().iter().collect();
    assert!(!ours.is_empty());
    assert_eq!(ours, by_hand);
    // One filter per high card (A to 8) and suit texture: with the flops 7-high or lower,
    // counted by hand, they cover every flop once.
    let mut total = 0;
    for high in [
        "A-high", "K-high", "Q-high", "J-high", "T-high", "9-high", "8-high",
    ] {
        for suits in ["rainbow", "two-tone", "monotone"] {
            let part = json(&[
                "flops",
                "AKs",
                "--no-equity",
                "--filter",
                &format!("{high} {suits}"),
                "--json",
            ]);
            total += part["flops"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f["weight"].as_u64().unwrap())
                .sum::<u64>();
        }
    }
    let low: u64 = json(&["flops", "AKs", "--no-equity", "--json"])["flops"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| "765432".contains(high_and_suits(f["board"].as_str().unwrap()).0))
        .map(|f| f["weight"].as_u64().unwrap())
        .sum();
    assert_eq!(total + low, 22_100);
    refused(&["flops", "AKs", "--filter", "wet"], "wet");
    refused(
        &["flops", "AKs", "--filter", "rainbow monotone"],
        "monotone",
    );
}
