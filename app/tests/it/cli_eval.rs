//! `pokerlab eval` end to end: output formats, streaming, and bad input.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn pokerlab(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pokerlab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("pokerlab runs");
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    } else {
        drop(child.stdin.take());
    }
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn json_matches_the_contract() {
    let o = pokerlab(
        &["eval", "--json", "AsKsQsJsTs", "Ah Ad Kc Ks 7h 2c 3d"],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["cards"], "AsKsQsJsTs");
    assert_eq!(lines[0]["value"], 7462);
    assert_eq!(lines[0]["category"], "straight_flush");
    assert_eq!(lines[0]["description"], "Royal Flush");
    assert_eq!(lines[1]["category"], "two_pair");
    assert_eq!(lines[1]["description"], "Two Pair, Aces and Kings");
}

#[test]
fn text_output_names_the_hand() {
    let o = pokerlab(&["eval", "2c 3d 4h 5s 6c"], None);
    assert!(o.status.success());
    assert!(stdout(&o).contains("Straight, Six high"), "{}", stdout(&o));
}

#[test]
fn stdin_streams_one_hand_per_line() {
    let input = "AsKsQsJsTs\n\n2c3d4h5s7c\n9h 9d 9c 9s 2d 3d 4d\n";
    let o = pokerlab(&["eval", "--json", "-"], Some(input));
    assert!(o.status.success(), "{}", stderr(&o));
    let values: Vec<u64> = stdout(&o)
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["value"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(values.len(), 3);
    assert_eq!(values[0], 7462);
    assert_eq!(values[1], 1);
}

#[test]
fn a_bad_line_in_the_stream_names_its_line() {
    let o = pokerlab(&["eval", "-"], Some("AsKsQsJsTs\nAsKsQsJsXx\n"));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("line 2"), "{}", stderr(&o));
}

#[test]
fn bad_input_exits_2_naming_the_token_with_nothing_on_stdout() {
    let cases: [(&[&str], &str); 6] = [
        (&["eval", "AsKsQsJsXs"], "`Xs`"),
        (&["eval", "AsKsQsJsTz"], "`Tz`"),
        (&["eval", "AsKsQsJsAs"], "As is given twice"),
        (&["eval", "AsKs"], "found 2"),
        (&["eval", "AsKsQsJsTs9s8s7s"], "found 8"),
        // A good hand first: still nothing printed, because all input is checked first.
        (&["eval", "AsKsQsJsTs", "AsKsQsJs1s"], "`1s`"),
    ];
    for (args, expected) in cases {
        let o = pokerlab(args, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?} printed {}", stdout(&o));
        assert!(stderr(&o).contains(expected), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn usage_errors_exit_2() {
    let o = pokerlab(&["eval"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    let o = pokerlab(&["no-such-command"], None);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "runs the evaluator benchmark: release mode only"
)]
fn bench_quick_json_reports_every_evaluator_figure() {
    // Only the shape is checked here; speed lives in benches/ and BENCHMARKS.md.
    // Every timing of the plan is run once by the library's own test
    // (`bench::timings::tests::every_timing_of_the_plan_gives_a_figure`); here two cheap ones.
    let o = pokerlab(
        &[
            "bench",
            "--quick",
            "--json",
            "--only",
            "hu_preflop,vp_holds",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let report: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    let figures = report["evaluator"].as_array().unwrap();
    assert_eq!(figures.len(), 6);
    for f in figures {
        assert!(f["mevals_per_s"].as_f64().unwrap() > 0.0);
        assert!(["sequential", "random"].contains(&f["order"].as_str().unwrap()));
    }
    let ids: Vec<&str> = report["timings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["hu_preflop", "vp_holds"]);
}

#[test]
fn bench_refuses_an_unknown_timing_id_and_names_the_known_ones() {
    let o = pokerlab(
        &["bench", "--quick", "--only", "hu_preflop,warp_speed"],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).is_empty());
    let message = stderr(&o);
    assert!(
        message.contains("`warp_speed` is not a timing id"),
        "{message}"
    );
    assert!(message.contains("rvr_flop"), "{message}");
}
