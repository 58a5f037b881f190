//! `pokerlab odds --breakdown --json`'s `distribution` (issue 21, item 4) against an
//! independent computation: each combo of the range on its own against the other seat through
//! the seat-equity engine, weighted as the range weighs it, sorted and summed here.

#![allow(clippy::unwrap_used)] // unwrap is fine in tests, helpers included

use crate::cli;

use pokerlab::CardSet;
use pokerlab::equity::{EquityRequest, HoleCards, Method, PlayerSpec, calculate};
use serde_json::Value;

/// The curve of seat `seat` as `[share, equity]` points, computed combo by combo: each live
/// combo alone (a known hand) against the other seats through the seat-equity engine, sorted
/// (stably, so equal equities keep combo order) and summed here.
fn independent_curve(players: &[&str], board: &str, seat: usize) -> Vec<(f64, f64)> {
    let board: CardSet = board.parse().unwrap();
    let request = EquityRequest::parse(players).unwrap();
    let range = request.players[seat].range().unwrap().clone();
    let mut rows: Vec<(f64, f64)> = Vec::new();
    for (combo, weight) in range.live(board) {
        let (a, b) = combo.pair();
        let mut specs = request.players.clone();
        specs[seat] = PlayerSpec::Hand(HoleCards::new(a, b).unwrap());
        let alone = EquityRequest::new(specs)
            .with_board(board)
            .with_method(Method::Exact);
        rows.push((f64::from(weight), calculate(&alone).unwrap().equity(seat)));
    }
    rows.sort_by(|a, b| b.1.total_cmp(&a.1));
    let total: f64 = rows.iter().map(|r| r.0).sum();
    let mut through = 0.0;
    rows.iter()
        .map(|&(combos, equity)| {
            through += combos;
            (through / total, equity)
        })
        .collect()
}

fn curve_of(json: &Value, seat: usize) -> Vec<(f64, f64)> {
    json["players"][seat]["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p[0].as_f64().unwrap(), p[1].as_f64().unwrap()))
        .collect()
}

fn assert_same_curve(players: &[&str], board: &str) {
    let mut args = vec!["odds", "--json", "--breakdown", "--exact"];
    args.extend_from_slice(players);
    if !board.is_empty() {
        args.extend(["--board", board]);
    }
    let json = cli::json(&args);
    for seat in 0..players.len() {
        let printed = curve_of(&json, seat);
        assert_eq!(json["players"][seat]["distribution_points"], "combo");
        let expected = independent_curve(players, board, seat);
        assert_eq!(printed.len(), expected.len(), "{players:?} seat {seat}");
        for (p, e) in printed.iter().zip(&expected) {
            assert!(
                (p.0 - e.0).abs() < 1e-9 && (p.1 - e.1).abs() < 1e-9,
                "{players:?} {board} seat {seat}: {p:?} vs {e:?}"
            );
        }
        // Rising to the whole range, equity falling.
        assert!((printed.last().unwrap().0 - 1.0).abs() < 1e-12);
        for w in printed.windows(2) {
            assert!(w[0].0 < w[1].0 && w[0].1 >= w[1].1, "{w:?}");
        }
        // Two combos of one class can differ (suits): the curve has a point per combo.
        let live = EquityRequest::parse(players).unwrap().players[seat]
            .range()
            .unwrap()
            .count_live(board.parse().unwrap());
        assert_eq!(printed.len(), live);
    }
}

#[test]
fn the_distribution_is_each_combo_alone_sorted_and_summed() {
    // Before the flop (the matchup table), on a flop with weights, on a turn.
    assert_same_curve(&["QQ+,AKs,A5s,76s:0.5", "TT+,AQ+,KQs"], "");
    assert_same_curve(&["QQ+,AKs,T9s,A5s:0.25", "22+,AJo+,KTs+"], "Qh 7h 2c");
    assert_same_curve(&["JJ+,AK,QJs", "88-55,A2s+"], "Kd 9h 4c 2s");
}

#[test]
fn a_known_hand_has_one_point() {
    let json = cli::json(&["odds", "--json", "--breakdown", "AhKh", "QQ"]);
    let curve = curve_of(&json, 0);
    assert_eq!(curve.len(), 1);
    assert_eq!(curve[0].0, 1.0);
    let equity = json["players"][0]["equity"].as_f64().unwrap();
    assert!((curve[0].1 - equity).abs() < 1e-12);
}
