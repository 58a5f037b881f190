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
