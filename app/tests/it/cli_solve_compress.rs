//! `pokerlab solve --compress` (issue 30, item 2): the same river spot solved with compressed
//! sums (16-bit regrets, 8-bit strategy sums) and with f32 sums for the same iterations — the
//! compressed tree's memory figure smaller, its exploitability within 0.1% of the pot of the
//! plain one's, its EVs within 0.25 chips — and `--compress` refused with `--load` (the sums
//! come from the file).

use crate::cli::{json, refused};

fn args(extra: &[&'static str]) -> Vec<&'static str> {
    let mut args = vec![
        "solve",
        "--oop",
        "22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+",
        "--ip",
        "55+,A5s+,KTs+,QJs,T9s,98s,AJo+,KQo",
        "--board",
        "Qh 8d 5c 2s 2h",
        "--pot",
        "100",
        "--stack",
        "300",
        "--bets",
        "50,100,a",
        "--raises",
        "100",
        "--threads",
        "1",
        "--iterations",
        "200",
        "--target",
        "0.0001",
        "--json",
    ];
    args.extend_from_slice(extra);
    args
}

#[test]
fn a_compressed_solve_takes_less_memory_and_stays_near_the_plain_one() {
    let plain = json(&args(&[]));
    let compact = json(&args(&["--compress"]));
    let memory = |v: &serde_json::Value| v["memory_estimate_bytes"].as_u64().unwrap();
    assert!(memory(&compact) < memory(&plain), "{compact} vs {plain}");
    let exploitability = |v: &serde_json::Value| v["exploitability_percent"].as_f64().unwrap();
    assert!(
        (exploitability(&compact) - exploitability(&plain)).abs() <= 0.1,
        "{compact} vs {plain}"
    );
    for player in ["oop", "ip"] {
        let ev = |v: &serde_json::Value| v["ev"][player].as_f64().unwrap();
        assert!((ev(&compact) - ev(&plain)).abs() <= 0.25, "{player}");
    }
    assert_eq!(plain["iterations"], compact["iterations"]);
}

#[test]
fn compress_is_refused_with_load() {
    refused(
        &["solve", "--load", "whatever.solve", "--compress"],
        "--compress",
    );
}
