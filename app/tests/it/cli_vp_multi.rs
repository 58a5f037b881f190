//! `pokerlab vp --hands N [--extra-deck RULE]`: multi-play end to end — the round's best hold,
//! each hold's extra EV and round value in the JSON of docs/CLI.md, the text's note when the
//! round plays differently from one hand, IGT's rule by default, and bad input refused.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use crate::cli::{json, pokerlab, refused};

#[test]
fn vp_hands_json_ranks_the_round_and_gives_each_extra_ev() {
    let v = json(&[
        "vp",
        "--json",
        "--hands",
        "10",
        "--extra-deck",
        "less-held",
        "Ks Ts 3c 6s 8h",
    ]);
    assert_eq!(v["hands"], 10);
    assert_eq!(v["extra_deck"], "less-held");
    // One hand keeps the suited king and ten; ten hands keep the king alone.
    assert_eq!(v["best_mask"], "11000");
    assert_eq!(v["round_best_mask"], "10000");
    assert_eq!(v["round_best_masks"], serde_json::json!(["10000"]));
    let holds = v["holds"].as_array().unwrap();
    assert_eq!(holds.len(), 32);
    for h in holds {
        let (ev, extra) = (h["ev"].as_f64().unwrap(), h["extra_ev"].as_f64().unwrap());
        let value = h["round_value"].as_f64().unwrap();
        assert!((value - (ev + 9.0 * extra)).abs() < 1e-9, "{h}");
        let total = h["extra_total"].as_f64().unwrap();
        let draws = h["extra_draws"].as_f64().unwrap();
        assert!((extra - total / draws).abs() < 1e-12, "{h}");
        let best = v["round_best_value"].as_f64().unwrap();
        assert!((h["round_loss"].as_f64().unwrap() - (best - value)).abs() < 1e-9);
    }
    let king = holds.iter().find(|h| h["mask"] == "10000").unwrap();
    // An extra hand holding one card draws four from the other 51: C(51, 4).
    assert_eq!(king["extra_draws"], 249_900);
    assert_eq!(king["round_loss"].as_f64(), Some(0.0));
    let single = holds.iter().find(|h| h["mask"] == "11000").unwrap();
    assert!(single["round_loss"].as_f64().unwrap() > 0.0);
}

#[test]
fn vp_one_hand_is_the_default_and_the_round_is_the_hand() {
    let v = json(&["vp", "--json", "Jh Jd 7c 4s 2d"]);
    assert_eq!(v["hands"], 1);
    assert_eq!(v["round_best_mask"], v["best_mask"]);
    for h in v["holds"].as_array().unwrap() {
        assert!((h["round_value"].as_f64().unwrap() - h["ev"].as_f64().unwrap()).abs() < 1e-12);
    }
}

#[test]
fn vp_hands_text_names_the_round_best_and_says_it_is_not_one_hands() {
    let out = pokerlab(&[
        "vp",
        "--hands",
        "10",
        "--extra-deck=less-held",
        "Ks Ts 3c 6s 8h",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Best hold: Ks Ts"), "{text}");
    assert!(
        text.contains("Best hold for 10 hands: Ks  (mask 10000"),
        "{text}"
    );
    assert!(text.contains("not the single-hand best"), "{text}");
    // Three hands of a pair of jacks: the pair is best either way, and no note.
    let out = pokerlab(&[
        "vp",
        "--hands",
        "3",
        "--extra-deck",
        "less-held",
        "Jh Jd 7c 4s 2d",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Best hold for 3 hands: Jh Jd"), "{text}");
    assert!(!text.contains("not the single-hand best"), "{text}");
}

#[test]
fn vp_hands_by_default_draw_the_extra_hands_from_the_cards_not_dealt() {
    // IGT's rule: every hand is the first, so ten hands play as one, at ten times the value.
    let v = json(&["vp", "--json", "--hands", "10", "Ks Ts 3c 6s 8h"]);
    assert_eq!(v["extra_deck"], "undealt");
    assert_eq!(v["round_best_mask"], "11000");
    for h in v["holds"].as_array().unwrap() {
        let ev = h["ev"].as_f64().unwrap();
        assert!((h["extra_ev"].as_f64().unwrap() - ev).abs() < 1e-12, "{h}");
        assert!(
            (h["round_value"].as_f64().unwrap() - 10.0 * ev).abs() < 1e-9,
            "{h}"
        );
    }
    let text =
        String::from_utf8_lossy(&pokerlab(&["vp", "--hands", "10", "Ks Ts 3c 6s 8h"]).stdout)
            .into_owned();
    assert!(text.contains("Best hold for 10 hands: Ks Ts"), "{text}");
    assert!(text.contains("cards not dealt"), "{text}");
}

#[test]
fn vp_bad_hand_counts_and_rules_are_refused() {
    for bad in ["0", "101", "1000000", "-3", "ten", ""] {
        let arg = format!("--hands={bad}");
        refused(&["vp", &arg, "Ks Ts 3c 6s 8h"], "--hands");
    }
    for bad in ["shuffled", "", "UNDEALT"] {
        let arg = format!("--extra-deck={bad}");
        refused(
            &["vp", "--hands", "3", &arg, "Ks Ts 3c 6s 8h"],
            "--extra-deck",
        );
    }
}
