//! `pokerlab solve` (issue 22, the command line): a river spot solved to its target, its JSON
//! consistent (frequencies summing to 1, EVs summing to the pot), a saved solve walked again
//! with `--line`, and bad input refused with exit status 2 and nothing on stdout.

use crate::cli::{json, pokerlab, refused};

const OOP: &str = "22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+";
const IP: &str = "55+,A5s+,KTs+,QJs,T9s,98s,AJo+,KQo";
const BOARD: &str = "Qh 8d 5c 2s 2h";

fn spot_args<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "solve",
        "--oop",
        OOP,
        "--ip",
        IP,
        "--board",
        BOARD,
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
    ];
    args.extend_from_slice(extra);
    args
}

fn frequencies(node: &serde_json::Value) -> Vec<f64> {
    node["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["frequency"].as_f64().unwrap())
        .collect()
}

#[test]
fn a_river_spot_is_solved_to_its_target_and_reads_back_from_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("river.solve");
    let file = file.to_str().unwrap();
    let v = json(&spot_args(&["--target", "0.3", "--json", "--save", file]));
    assert_eq!(v["stop"], "target");
    let exploitability = v["exploitability_percent"].as_f64().unwrap();
    assert!(exploitability <= 0.3, "{v}");
    assert!(v["iterations"].as_u64().unwrap() > 0);
    let ev = v["ev"]["oop"].as_f64().unwrap() + v["ev"]["ip"].as_f64().unwrap();
    assert!((ev - 100.0).abs() < 0.05, "EVs add up to the pot: {ev}");
    assert!(v["memory_estimate_bytes"].as_u64().unwrap() > 0);
    // Where the time went: set-up, iterations and checks, each a part of the whole.
    let secs = |v: &serde_json::Value, k: &str| v[k].as_f64().unwrap();
    let parts = ["setup_seconds", "iterate_seconds", "check_seconds"].map(|k| secs(&v, k));
    assert!(parts.iter().all(|&s| s >= 0.0), "{v}");
    assert!(parts[1] > 0.0 && parts[2] > 0.0, "{v}");
    assert!(parts.iter().sum::<f64>() <= secs(&v, "seconds"), "{v}");
    let root = &v["node"];
    assert_eq!(root["kind"], "decision");
    assert_eq!(root["player"], "oop");
    let tokens: Vec<&str> = root["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["token"].as_str().unwrap())
        .collect();
    assert_eq!(tokens, ["x", "b50", "b100", "a"]);
    let total: f64 = frequencies(root).iter().sum();
    assert!((total - 1.0).abs() < 1e-6);
    // Every class's frequencies sum to 1, and the classes' weights make the overall ones.
    let mut weighted = vec![0.0; tokens.len()];
    let mut weight = 0.0;
    for class in root["classes"].as_array().unwrap() {
        let f: Vec<f64> = class["frequencies"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap())
            .collect();
        assert!((f.iter().sum::<f64>() - 1.0).abs() < 1e-5, "{class}");
        let w = class["weight"].as_f64().unwrap();
        weight += w;
        for (slot, x) in weighted.iter_mut().zip(&f) {
            *slot += w * x;
        }
    }
    for (a, b) in weighted.iter().zip(frequencies(root)) {
        assert!((a / weight - b).abs() < 1e-5);
    }
    // The file reads back: the same figures, and a line walks it.
    let back = json(&["solve", "--load", file, "--json"]);
    assert_eq!(back["iterations"], v["iterations"]);
    assert_eq!(back["iterate_seconds"], 0.0);
    assert!(secs(&back, "setup_seconds") + secs(&back, "check_seconds") <= secs(&back, "seconds"));
    assert!((back["exploitability_percent"].as_f64().unwrap() - exploitability).abs() < 1e-9);
    assert_eq!(frequencies(&back["node"]), frequencies(root));
    let node = json(&["solve", "--load", file, "--line", "x b50", "--json"]);
    assert_eq!(node["node"]["player"], "oop");
    assert_eq!(node["node"]["pot"], 150.0);
    let facing: Vec<&str> = node["node"]["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["token"].as_str().unwrap())
        .collect();
    // A raise of 100% would leave 50 behind, less than 10% of the pot after the call: all-in.
    assert_eq!(facing, ["f", "c", "a"]);
    let over = json(&["solve", "--load", file, "--line", "x b50 f", "--json"]);
    assert_eq!(over["node"]["kind"], "fold");
    // Text output names the node and its actions.
    let out = pokerlab(&["solve", "--load", file, "--line", "x"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Node      x: IP to act"), "{text}");
    assert!(text.contains("exploitability"), "{text}");
}

#[test]
fn bad_input_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.solve");
    std::fs::write(&junk, b"POKERLAB-SOLVE\n\x01\0\0\0garbage").unwrap();
    let junk = junk.to_str().unwrap();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (spot_args(&["--line", "x q"]), "`q` is not an action"),
        (spot_args(&["--target", "0"]), "--target"),
        (spot_args(&["--seconds", "0"]), "--seconds"),
        (spot_args(&["--max-memory", "0"]), "--max-memory"),
        (spot_args(&["--allin-threshold", "2"]), "all-in threshold"),
        (spot_args(&["--raise-cap", "9"]), "raise cap"),
        (
            vec![
                "solve", "--oop", "AZs", "--ip", IP, "--board", BOARD, "--pot", "100", "--stack",
                "100", "--bets", "50",
            ],
            "--oop",
        ),
        (
            vec![
                "solve", "--oop", OOP, "--ip", IP, "--board", "Qh 8d", "--pot", "100", "--stack",
                "100", "--bets", "50",
            ],
            "the board has 2 cards",
        ),
        (
            vec![
                "solve", "--oop", OOP, "--ip", IP, "--board", BOARD, "--pot", "0", "--stack",
                "100", "--bets", "50",
            ],
            "pot",
        ),
        (
            vec![
                "solve", "--oop", OOP, "--ip", IP, "--board", BOARD, "--pot", "100", "--stack",
                "100", "--bets", "50,xl",
            ],
            "--bets",
        ),
        (
            vec![
                "solve", "--oop", OOP, "--ip", IP, "--board", BOARD, "--pot", "100", "--stack",
                "100",
            ],
            "--bets is needed",
        ),
        (
            vec![
                "solve",
                "--oop",
                "QhQd",
                "--ip",
                IP,
                "--board",
                "Qh 8d 5c 2s 2h",
                "--pot",
                "100",
                "--stack",
                "100",
                "--bets",
                "50",
            ],
            "no combo",
        ),
        (
            vec![
                "solve",
                "--oop",
                OOP,
                "--ip",
                IP,
                "--board",
                "Qh 8d 5c",
                "--pot",
                "100",
                "--stack",
                "1000",
                "--bets",
                "33,66,100,a",
                "--raises",
                "50,100,a",
                "--raise-cap",
                "4",
                "--max-memory",
                "64",
            ],
            "MiB, more than the limit",
        ),
        (vec!["solve", "--load", junk], "damaged"),
        (vec!["solve", "--load", "/nonexistent/file.solve"], "--load"),
        (
            vec!["solve", "--load", junk, "--oop", "AA"],
            "cannot be given with --load",
        ),
        (
            vec!["solve", "--load", junk, "--no-isomorphism"],
            "--no-isomorphism cannot be given with --load",
        ),
    ];
    for (args, token) in cases {
        refused(&args, token);
    }
}

#[test]
fn a_two_tone_turn_solves_alike_with_and_without_isomorphism_and_walks_every_river() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("turn.solve");
    let file = file.to_str().unwrap();
    let args = |extra: &[&str]| -> Vec<String> {
        let mut args = vec![
            "solve",
            "--oop",
            "QQ+,AK,KQs,T9s",
            "--ip",
            "JJ+,AQs,KJs,87s",
            "--board",
            "Ks 9s 5h 2h",
            "--pot",
            "100",
            "--stack",
            "150",
            "--bets",
            "50",
            "--raises",
            "a",
            "--target",
            "0.5",
            "--threads",
            "1",
            "--json",
        ];
        args.extend_from_slice(extra);
        args.into_iter().map(str::to_owned).collect()
    };
    let (with, without) = (args(&["--save", file]), args(&["--no-isomorphism"]));
    let iso = json(&with.iter().map(String::as_str).collect::<Vec<_>>());
    let plain = json(&without.iter().map(String::as_str).collect::<Vec<_>>());
    for v in [&iso, &plain] {
        assert_eq!(v["stop"], "target", "{v}");
    }
    assert!(iso["memory_estimate_bytes"].as_u64() < plain["memory_estimate_bytes"].as_u64());
    // Two solves to 0.5% of the pot: each EV within about that of the equilibrium's.
    for seat in ["oop", "ip"] {
        let (a, b) = (
            iso["ev"][seat].as_f64().unwrap(),
            plain["ev"][seat].as_f64().unwrap(),
        );
        assert!((a - b).abs() < 1.0, "{seat}: {a} vs {b}");
    }
    // Diamonds and clubs mirror each other: both rivers read back from the file.
    for river in ["7d", "7c"] {
        let line = format!("x x {river}");
        let node = json(&["solve", "--load", file, "--line", &line, "--json"]);
        assert_eq!(node["node"]["player"], "oop", "{node}");
        assert!(
            node["node"]["board"].as_str().unwrap().contains(river),
            "{node}"
        );
    }
}
