//! What the command-line tests share: running the built `pokerlab` binary, reading its one JSON
//! object, and checking that bad input is refused as docs/CLI.md says (exit status 2, nothing on
//! stdout, a message naming the fault on stderr).

// Each test binary uses its own part of this module; a failed expectation is a failed test.
#![allow(dead_code, clippy::expect_used, clippy::unwrap_used)]

use std::process::{Command, Output};

use serde_json::Value;

/// The JSON names of the hand categories, weakest first (docs/CLI.md).
pub const CATEGORIES: [&str; 9] = [
    "high_card",
    "one_pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
];

/// Runs `pokerlab` with these arguments.
pub fn pokerlab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pokerlab"))
        .args(args)
        .output()
        .expect("the pokerlab binary runs")
}

/// Runs a command that must succeed and print one JSON object; returns it.
pub fn json(args: &[&str]) -> Value {
    let out = pokerlab(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// Runs a command that must be refused: exit 2, nothing on stdout, stderr mentioning `token`.
pub fn refused(args: &[&str], token: &str) {
    let out = pokerlab(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    assert!(
        stderr.contains(token),
        "{args:?}: `{stderr}` lacks `{token}`"
    );
}
