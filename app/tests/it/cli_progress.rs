//! Progress of the long command-line runs beyond `odds` and `flops` (issue 31, item 4): `vp`,
//! `vp-analyze`, `vp-strategy`, `vp-risk`, `solve`, `narrow`, `grid` and `odds --breakdown` each
//! announce a long run on stderr with an estimate, and stop at `--max-seconds` with exit status
//! 1, its message and nothing on stdout. The threshold of a long run is forced small with
//! `POKERLAB_ANNOUNCE_AFTER`, so each run here lasts well under a second before it stops.

// Helpers outside `#[test]` functions: a failed expectation is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;
use std::process::Command;

/// The announcement threshold the tests force, in seconds.
const ANNOUNCE_AFTER: &str = "0.01";

/// Runs `args` with the small threshold; returns (exit status, stdout, stderr).
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pokerlab"))
        .args(args)
        .env("POKERLAB_ANNOUNCE_AFTER", ANNOUNCE_AFTER)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `args` (with `--max-seconds` given as `budget`) announces a long run and stops at the
/// budget, in `what` or (on a loaded machine, where the steps before it are slow) in one of
/// the `earlier` steps; `estimate` says whether the step it stops in must give a length
/// (`about …`) when it was announced before the budget ran out.
fn stops_at_budget(args: &[&str], budget: &str, what: &str, earlier: &[&str], estimate: bool) {
    let mut all = args.to_vec();
    all.extend(["--max-seconds", budget]);
    let (status, stdout, stderr) = run(&all);
    assert_eq!(status, Some(1), "{args:?}: {stderr}");
    assert!(stdout.is_empty(), "{args:?}: {stderr}");
    let step = std::iter::once(&what)
        .chain(earlier)
        .find(|step| stderr.contains(&format!("{step} stopped at --max-seconds {budget} with ")))
        .unwrap_or_else(|| panic!("{args:?}: {stderr}"));
    let said = format!("pokerlab: {step} will take ");
    assert!(stderr.contains(&said), "{args:?}: {stderr}");
    if estimate && step == &what {
        // Announced with its length, or, when the budget ran out before any progress, at once.
        assert!(
            stderr.contains(&format!("{said}about ")) || stderr.contains("no estimate yet"),
            "{args:?}: {stderr}"
        );
    }
    // stderr is not a terminal: no bar.
    assert!(!stderr.contains(" left"), "{args:?}: {stderr}");
}

/// A pay table of one's own (no stored chart: it is derived, about a second).
fn own_table() -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("pokerlab-progress-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("mine.toml");
    std::fs::write(
        &path,
        "name = \"mine\"\n[pays]\nroyal_flush = 800\nstraight_flush = 49\nfour_of_a_kind = 25\n\
         full_house = 9\nflush = 6\nstraight = 4\nthree_of_a_kind = 3\ntwo_pair = 2\n\
         jacks_or_better = 1\n",
    )
    .unwrap();
    let text = path.to_string_lossy().into_owned();
    (dir, text)
}

#[test]
fn video_poker_runs_announce_and_stop_at_their_budget() {
    let (dir, table) = own_table();
    let chart = "the strategy chart";
    stops_at_budget(
        &["vp", "--paytable", &table, "Ks Qs Js 7d 7c"],
        "0.1",
        chart,
        &[],
        true,
    );
    stops_at_budget(
        &["vp-strategy", "--paytable", &table, "--threads", "1"],
        "0.1",
        chart,
        &[],
        true,
    );
    std::fs::remove_dir_all(&dir).ok();
    stops_at_budget(
        &[
            "vp-analyze",
            "--paytable",
            "deuces-and-joker-wild",
            "--threads",
            "1",
        ],
        "0.03",
        "the whole-game analysis",
        &[],
        false,
    );
    // The analysis is a fraction of a second; the risk over 10,000 hands, seconds.
    stops_at_budget(
        &["vp-risk", "--hands", "10000", "--threads", "1"],
        "0.5",
        "the risk over the hands",
        &["the whole-game analysis"],
        true,
    );
}

#[test]
fn poker_runs_announce_and_stop_at_their_budget() {
    stops_at_budget(
        &[
            "solve", "--oop", "QQ+,AKs", "--ip", "22+,A2s+", "--board", "Qh7h2c", "--pot", "10",
            "--stack", "100", "--bets", "50",
        ],
        "0.3",
        "the solve",
        &[],
        false,
    );
    stops_at_budget(
        &[
            "narrow",
            "22+,A2s+",
            "--board",
            "Qh7h2c",
            "--min-equity",
            "0.4",
            "--vs",
            "random",
        ],
        "0.1",
        "the equities of --min-equity",
        &[],
        true,
    );
    stops_at_budget(
        &["grid", "AhKh", "--opponents", "3", "--samples", "100000000"],
        "0.1",
        "Monte Carlo",
        &[],
        true,
    );
    stops_at_budget(
        &[
            "odds",
            "QQ+,AKs",
            "random",
            "random",
            "--board",
            "Qh7h2c",
            "--breakdown",
            "--exact",
        ],
        "0.15",
        "the breakdown by hand class",
        &["the exact count"],
        true,
    );
}

#[test]
fn a_short_run_says_nothing_and_a_budget_must_be_positive() {
    // Without the forced threshold, a run of a fraction of a second is not announced.
    let out = Command::new(env!("CARGO_BIN_EXE_pokerlab"))
        .args(["vp-analyze", "--max-seconds", "600"])
        .env_remove("POKERLAB_ANNOUNCE_AFTER")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for args in [
        ["vp-analyze", "--max-seconds", "0"],
        ["vp-risk", "--max-seconds", "-1"],
        ["grid", "AhKh", "--max-seconds"],
    ] {
        let (status, _, stderr) = run(&args);
        assert_eq!(status, Some(2), "{args:?}: {stderr}");
    }
}
