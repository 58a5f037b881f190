//! The command line's edges (issue 12): files that are not small regular files, input that is
//! not UTF-8, Monte Carlo limits that would never end or say nothing, `cards` writing all or
//! nothing, and control characters quoted back in messages. Each is refused with exit status
//! 2, nothing on stdout, and a message that says what to fix.

// Helpers outside `#[test]` functions: a failed expectation is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::cli::{pokerlab, refused};

/// Runs `pokerlab` with `args` and `stdin` as its input; fails the test if it has not ended
/// after `limit` (a hang, not a slow run: the limit is generous).
fn run(args: &[&str], stdin: &[u8], limit: Duration) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pokerlab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("{args:?} did not end within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let _ = writer.join();
    child.wait_with_output().unwrap()
}

/// Asserts a refusal: exit 2, nothing on stdout, every one of `tokens` on stderr.
fn assert_refused(args: &[&str], out: &Output, tokens: &[&str]) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    for token in tokens {
        assert!(
            stderr.contains(token),
            "{args:?}: `{stderr}` lacks `{token}`"
        );
    }
    stderr
}

const HANG: Duration = Duration::from_secs(30);

// ---------------------------------------------------------------------------------------------
// Files

#[cfg(unix)]
#[test]
fn a_device_as_a_pay_table_is_refused_at_once() {
    for command in ["vp", "vp-analyze"] {
        let mut args = vec![command, "--paytable", "/dev/zero"];
        if command == "vp" {
            args.push("AsKsQsJs9s");
        }
        let out = run(&args, b"", HANG);
        assert_refused(&args, &out, &["/dev/zero", "a device, not a regular file"]);
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_as_a_pay_table_is_refused_without_waiting_for_a_writer() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("table.toml");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let path = fifo.to_str().unwrap();
    let args = ["vp", "--paytable", path, "AsKsQsJs9s"];
    let out = run(&args, b"", HANG);
    assert_refused(&args, &out, &["FIFO (named pipe), not a regular file"]);
}

#[test]
fn a_directory_or_a_large_file_as_a_pay_table_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let sub = dir.path().join("tables.toml");
    std::fs::create_dir(&sub).unwrap();
    let args = ["vp", "--paytable", sub.to_str().unwrap(), "AsKsQsJs9s"];
    assert_refused(&args, &run(&args, b"", HANG), &["a directory"]);

    // Over 1 MiB, even if it starts like a pay table.
    let big = dir.path().join("big.toml");
    let mut text = b"[pays]\nroyal_flush = 800\n".to_vec();
    text.resize(2 << 20, b'\n');
    std::fs::write(&big, text).unwrap();
    let args = ["vp-analyze", "--paytable", big.to_str().unwrap()];
    assert_refused(
        &args,
        &run(&args, b"", HANG),
        &["big.toml", "larger than the limit of 1 MiB"],
    );
}

// ---------------------------------------------------------------------------------------------
// eval's stdin

#[test]
fn input_that_is_not_utf8_is_bad_input_with_its_line() {
    let args = ["eval", "-"];
    let out = run(&args, b"As Ks \xff\xfe Js Ts\n", HANG);
    assert_refused(&args, &out, &["line 1: not UTF-8 text", "column 7"]);

    // After good lines: they are printed (the stream is processed as it comes), then exit 2.
    let out = run(&args, b"AsKsQsJsTs\n2c3d4h5s7c\n\xc3(\n", HANG);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("line 3: not UTF-8 text"), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 2);
}

#[test]
fn a_line_without_end_is_refused_rather_than_read_forever() {
    let args = ["eval", "-"];
    let out = run(&args, &vec![b'A'; 100_000], HANG);
    assert_refused(&args, &out, &["line 1: longer than 4096 bytes"]);
}

// ---------------------------------------------------------------------------------------------
// Monte Carlo limits

#[test]
fn too_few_samples_are_refused_instead_of_an_error_of_nan() {
    refused(
        &["grid", "AsKs", "--opponents", "2", "--samples", "1"],
        "--samples 1: give at least 100 samples",
    );
    refused(
        &["odds", "AsKs", "QdQc", "--samples", "1"],
        "--samples 1: give at least 100 samples",
    );
    // The smallest count allowed has a real standard error.
    let out = pokerlab(&["grid", "AsKs", "--opponents", "2", "--samples", "100"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(!stdout.contains("NaN"), "{stdout}");
}

#[test]
fn seconds_out_of_range_say_what_is_allowed() {
    for s in ["1e308", "1e19", "301"] {
        refused(
            &["odds", "AsKs", "QdQc", "--seconds", s],
            "at most 300 seconds",
        );
    }
    refused(
        &["odds", "AsKs", "QdQc", "--seconds", "1e308"],
        "--seconds 1e308:",
    );
    refused(
        &["odds", "AsKs", "QdQc", "--seconds", "NaN"],
        "give a positive number of seconds",
    );
}

#[test]
fn monte_carlo_that_would_run_for_hours_is_refused_like_exact() {
    let out = run(
        &["odds", "AsKs", "QdQc", "--samples", "100000000000"],
        b"",
        HANG,
    );
    assert_refused(
        &["odds"],
        &out,
        &[
            "--samples 100000000000",
            "would take too long",
            "at most 10,000,000,000",
        ],
    );
    let out = run(
        &[
            "grid",
            "AsKs",
            "--opponents",
            "2",
            "--samples",
            "100000000000",
        ],
        b"",
        HANG,
    );
    assert_refused(
        &["grid"],
        &out,
        &[
            "--samples 100000000000",
            "would take too long",
            "at most 6,666,666,666",
        ],
    );
    // Ten players: the bound is per hand evaluated.
    let ten = vec!["random"; 10];
    let mut args = vec!["odds", "--samples", "3000000000"];
    args.extend(&ten);
    refused(&args, "at most 2,000,000,000");
}

// ---------------------------------------------------------------------------------------------
// cards

#[test]
fn cards_writes_nothing_when_one_target_is_a_directory() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("Qh.png")).unwrap();
    let out_dir = dir.path().to_str().unwrap();
    let args = ["cards", "--out", out_dir, "--height", "40"];
    let out = run(&args, b"", HANG);
    assert_refused(
        &args,
        &out,
        &["Qh.png is a directory", "nothing was written"],
    );
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["Qh.png"]);
}

#[cfg(unix)]
#[test]
fn cards_leaves_no_half_written_deck_when_it_cannot_write() {
    // A read-only directory (root may write anyway: then the deck is written in full: 52 faces,
    // the joker and two backs).
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).unwrap();
    let args = [
        "cards",
        "--out",
        dir.path().to_str().unwrap(),
        "--height",
        "40",
    ];
    let out = run(&args, b"", HANG);
    let count = std::fs::read_dir(dir.path()).unwrap().count();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    if out.status.success() {
        assert_eq!(count, 55);
    } else {
        assert_refused(&args, &out, &["nothing was written"]);
        assert_eq!(count, 0);
    }
}

// ---------------------------------------------------------------------------------------------
// Control characters

#[test]
fn control_characters_in_input_are_escaped_in_messages() {
    let rlo = "As\u{202e}Ks Qs Js Ts";
    let out = pokerlab(&["eval", rlo]);
    let stderr = assert_refused(&["eval"], &out, &["`\\u{202e}K`"]);
    assert!(!stderr.contains('\u{202e}'), "{stderr}");

    // A newline in an argument: quoted as \n, so the message stays one line.
    let out = pokerlab(&["grid", "As\nKs\nQs"]);
    let stderr = assert_refused(&["grid"], &out, &["hand `As\\nKs\\nQs`"]);
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");

    // NUL and escape characters from stdin.
    let out = run(&["eval", "-"], b"A\0 Ks Qs Js \x1b[31mTs\n", HANG);
    let stderr = assert_refused(&["eval", "-"], &out, &["line 1", "A\\0"]);
    assert!(
        !stderr.contains('\0') && !stderr.contains('\u{1b}'),
        "{stderr:?}"
    );

    // A range with a right-to-left override: the caret still lines up under the fault.
    let out = pokerlab(&["odds", "QQ+,\u{202e}AZs", "KK"]);
    let stderr = assert_refused(&["odds"], &out, &["\\u{202e}"]);
    assert!(!stderr.contains('\u{202e}'), "{stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    let text = lines.iter().find(|l| l.starts_with("  QQ+,")).unwrap();
    let caret = lines
        .iter()
        .find(|l| l.trim_start().starts_with('^'))
        .unwrap();
    let at = caret.find('^').unwrap();
    assert!(
        text[at..].starts_with("\\u{202e}AZs") || text[at..].starts_with("AZs"),
        "{stderr}"
    );

    // Clap's own errors quote the argument too.
    let out = pokerlab(&["odds", "--samples", "1\u{202e}0", "AsKs", "QdQc"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr.contains("1\\u{202e}0") && !stderr.contains('\u{202e}'),
        "{stderr}"
    );
}
