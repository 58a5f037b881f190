//! `pokerlab narrow` (issue 21, item 2, the command line): the narrowed range is printed as text
//! that reads back to the same combos and weights, each kept combo is one the classifier says
//! was asked for, and bad input is refused.

use pokerlab::CardSet;
use pokerlab::eval::{Draw, MadeHand, classify_holding};
use pokerlab::range::Range;

use crate::cli::{json, pokerlab, refused};

#[test]
fn the_narrowed_range_reads_back_and_holds_what_was_asked() {
    let range_text = "22+:0.5,A2s+,KTo+,QJs,T9s,76s,65s";
    let board: CardSet = "Qh 7h 2c".parse().unwrap();
    let out = pokerlab(&[
        "narrow",
        range_text,
        "--board",
        "Qh7h2c",
        "--keep",
        "top_pair+,flush_draw,open_ended",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "stdout is the range alone: {text}");
    let kept: Range = text.trim().parse().unwrap();
    let range: Range = range_text.parse().unwrap();
    // Every combo of the range: kept at its weight exactly when it holds what was asked.
    for (combo, weight) in range.live(board) {
        let holding = classify_holding(combo.cards(), board).unwrap();
        // `top_pair+` down to the weakest kicker; `flush_draw` is nut or not.
        let asked = holding.made <= MadeHand::TopPairWeakKicker
            || holding.draws.contains(Draw::NutFlushDraw)
            || holding.draws.contains(Draw::NonNutFlushDraw)
            || holding.draws.contains(Draw::OpenEnded);
        let expected = if asked { weight } else { 0.0 };
        assert_eq!(kept.weight(combo), expected, "{combo}");
    }
    // A combo on the board is never kept.
    assert!(kept.combos().all(|(c, _)| !c.cards().intersects(board)));
    // The printed text is a range every field reads: `odds` takes it as it is.
    let v = json(&["odds", text.trim(), "random", "--board", "Qh7h2c", "--json"]);
    assert_eq!(v["method"], "exact");
    // JSON says how much was kept, before and after, in combos and weight.
    let j = json(&[
        "narrow",
        range_text,
        "--board",
        "Qh7h2c",
        "--keep",
        "top_pair+,flush_draw,open_ended",
        "--json",
    ]);
    assert_eq!(j["range"], text.trim());
    assert_eq!(j["combos_after"], kept.count());
    assert_eq!(j["combos_before"], range.count_live(board));
    assert!((j["weight_after"].as_f64().unwrap() - kept.total_weight()).abs() < 1e-9);
}

#[test]
fn the_earlier_keys_read_as_their_new_classes() {
    // Saved steps and scripts of the earlier classes keep working: each earlier key keeps
    // what its new classes keep, and the new keys split them.
    let narrowed = |keep: &str| {
        let out = pokerlab(&[
            "narrow",
            "22+,A2s+,K9s+,Q9s+,J9s+,T8s+,97s+,86s+,75s+,64s+,53s+,A9o+,KTo+,QTo+",
            "--board",
            "Kh9h4s",
            "--keep",
            keep,
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout)
            .unwrap()
            .trim()
            .parse::<Range>()
            .unwrap()
    };
    for (old, new) in [
        ("weaker_pair", "third_pair,low_pocket_pair"),
        (
            "top_pair",
            "top_pair_top_kicker,top_pair_good_kicker,top_pair_weak_kicker",
        ),
        ("two_pair", "two_pair_hole_cards,two_pair_board_pair"),
        ("flush_draw", "nut_flush_draw,non_nut_flush_draw"),
        (
            "top_pair+",
            "straight_flush,quads,full_house,flush,straight,set,trips,two_pair,overpair,top_pair",
        ),
    ] {
        assert_eq!(narrowed(old), narrowed(new), "{old} against {new}");
    }
    assert!(!narrowed("weaker_pair").is_empty());
    // Each kept combo of a new class is of that class.
    let board: CardSet = "Kh9h4s".parse().unwrap();
    for (key, class) in [
        ("underpair", MadeHand::Underpair),
        ("low_pocket_pair", MadeHand::LowPocketPair),
        ("top_pair_good_kicker", MadeHand::TopPairGoodKicker),
    ] {
        let kept = narrowed(key);
        assert!(!kept.is_empty(), "{key}");
        for (combo, _) in kept.combos() {
            assert_eq!(classify_holding(combo.cards(), board).unwrap().made, class);
        }
    }
}

#[test]
fn a_range_narrows_street_after_street() {
    let flop = pokerlab(&[
        "narrow",
        "QQ+,AK,AQs,KQs,JTs,98s",
        "--board",
        "Qh7h2c",
        "--keep",
        "top_pair+,flush_draw",
    ]);
    let flop = String::from_utf8(flop.stdout).unwrap();
    let turn = pokerlab(&[
        "narrow",
        flop.trim(),
        "--board",
        "Qh7h2c9h",
        "--keep",
        "flush+",
    ]);
    assert!(
        turn.status.success(),
        "{}",
        String::from_utf8_lossy(&turn.stderr)
    );
    let turn: Range = String::from_utf8(turn.stdout)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    let flop: Range = flop.trim().parse().unwrap();
    assert!(turn.count() < flop.count());
    // Only made flushes (and better) are left: each has two hearts.
    let hearts: CardSet = "Ah Kh Jh Th 8h".parse().unwrap();
    assert!(
        turn.combos()
            .all(|(c, _)| (c.cards() & hearts).len() == 2 || c.cards().is_empty())
    );
}

#[test]
fn bad_narrowing_is_refused() {
    refused(
        &["narrow", "AA", "--board", "Qh7h", "--keep", "set"],
        "give a flop",
    );
    refused(
        &["narrow", "AA", "--board", "Qh7h2c", "--keep", "tp"],
        "unknown hand or draw `tp`",
    );
    refused(
        &["narrow", "AZs", "--board", "Qh7h2c", "--keep", "set"],
        "range `AZs`",
    );
    refused(
        &["narrow", "AA", "--board", "Qh7h2c", "--keep", "set"],
        "would be empty",
    );
    refused(
        &[
            "narrow", "AA", "--board", "Qh7h2c", "--keep", "set", "--dead", "Qh",
        ],
        "given twice",
    );
}

/// A combo's equity against a range on a turn board, by brute force: every river card, every
/// opponent combo that shares no card, weighted, ties split.
fn brute_equity(hand: CardSet, vs: &Range, board: CardSet) -> f64 {
    use pokerlab::eval::evaluate;
    let (mut won, mut total) = (0.0f64, 0.0f64);
    for river in CardSet::FULL - board - hand {
        let full = board | CardSet::from(river);
        for (combo, weight) in vs.live(full | hand) {
            let ours = evaluate(hand | full);
            let theirs = evaluate(combo.cards() | full);
            let w = f64::from(weight);
            total += w;
            won += w * match ours.cmp(&theirs) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Less => 0.0,
            };
        }
    }
    won / total
}

#[test]
fn min_equity_keeps_the_combos_at_or_above_it_against_the_other_range() {
    let range_text = "TT+,AQs+,KQs,JTs:0.5,98s,AKo";
    let vs_text = "QQ+,AKs,JhTh";
    let board: CardSet = "Qh 7h 2c 9s".parse().unwrap();
    let out = pokerlab(&[
        "narrow",
        range_text,
        "--board",
        "Qh7h2c9s",
        "--min-equity",
        "45%",
        "--vs",
        vs_text,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let kept: Range = String::from_utf8(out.stdout)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    let range: Range = range_text.parse().unwrap();
    let vs: Range = vs_text.parse().unwrap();
    let mut some_in = false;
    let mut some_out = false;
    for (combo, weight) in range.live(board) {
        let equity = brute_equity(combo.cards(), &vs, board);
        let expected = if equity >= 0.45 { weight } else { 0.0 };
        assert_eq!(kept.weight(combo), expected, "{combo}: {equity}");
        some_in |= expected > 0.0;
        some_out |= expected == 0.0;
    }
    assert!(some_in && some_out, "the threshold splits the range");
    // With --keep: either keeps a combo.
    let out = pokerlab(&[
        "narrow",
        range_text,
        "--board",
        "Qh7h2c9s",
        "--min-equity",
        "0.45",
        "--vs",
        vs_text,
        "--keep",
        "gutshot",
    ]);
    let both: Range = String::from_utf8(out.stdout)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    for (combo, weight) in range.live(board) {
        let holding = classify_holding(combo.cards(), board).unwrap();
        let expected = if kept.weight(combo) > 0.0 || holding.draws.contains(Draw::Gutshot) {
            weight
        } else {
            0.0
        };
        assert_eq!(both.weight(combo), expected, "{combo}");
    }
    // Bad thresholds and a missing --vs are refused.
    for (bad, token) in [
        (
            &[
                "narrow",
                "AA",
                "--board",
                "Qh7h2c",
                "--min-equity",
                "1.5",
                "--vs",
                "KK",
            ][..],
            "40%",
        ),
        (
            &[
                "narrow",
                "AA",
                "--board",
                "Qh7h2c",
                "--min-equity",
                "abc%",
                "--vs",
                "KK",
            ],
            "--min-equity",
        ),
        (
            &["narrow", "AA", "--board", "Qh7h2c", "--min-equity", "0.5"],
            "--vs",
        ),
        (
            &[
                "narrow",
                "AA",
                "--board",
                "Qh7h2c",
                "--min-equity",
                "0.5",
                "--vs",
                "KK+x",
            ],
            "--vs",
        ),
    ] {
        refused(bad, token);
    }
}
