//! The command line's last edges (issue 31): a reader that closes the pipe early ends any
//! command quietly with exit status 0 (JSON too); `cards` interrupted by SIGINT or SIGTERM
//! leaves no temporary file behind; a long run says so on stderr and stops at `--max-seconds`.

// Helpers outside `#[test]` functions: a failed expectation is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Read;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Starts `pokerlab` with `args`, its stdout piped to the test.
fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_pokerlab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Waits for `child` to end, killing it (and failing) after `limit`.
fn wait(child: &mut Child, what: &str, limit: Duration) -> std::process::ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("{what} did not end within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Runs `args`, reads the first few bytes of its stdout and closes the pipe, as `| head -c`
/// does; the command must end with exit status 0 and nothing on stderr.
fn closed_early(args: &[&str], stdin: &[u8]) {
    let mut child = spawn(args);
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let _ = input.write_all(&data);
    });
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 16];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let status = wait(&mut child, &format!("{args:?}"), Duration::from_secs(120));
    let _ = writer.join();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(status.code(), Some(0), "{args:?}: {stderr}");
    assert!(!stderr.contains("Broken pipe"), "{args:?}: {stderr}");
}

#[test]
fn a_closed_pipe_ends_json_output_quietly() {
    // Outputs far larger than a pipe's buffer, so that the writer meets the closed end.
    closed_early(&["flops", "AA", "--no-equity", "--json"], b"");
    let hands = "As Ks Qs Js Ts\n".repeat(20_000);
    closed_early(&["eval", "-", "--json"], hands.as_bytes());
    closed_early(&["eval", "-"], hands.as_bytes());
    closed_early(&["vp-risk", "--hands", "10000", "--json"], b"");
}

/// The directory's entries, sorted.
fn entries(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Starts `cards` at the largest size, waits for its first temporary file, sends `signal` and
/// checks that it ends with exit status 130 and leaves the directory empty.
#[cfg(unix)]
fn interrupted_cards(signal: libc::c_int) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().to_str().unwrap();
    let mut child = spawn(&["cards", "--out", out, "--height", "4096"]);
    let start = Instant::now();
    while entries(dir.path()).is_empty() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "no card was written"
        );
        assert!(child.try_wait().unwrap().is_none(), "cards ended too soon");
        std::thread::sleep(Duration::from_millis(5));
    }
    let pid = libc::pid_t::try_from(child.id()).unwrap();
    // SAFETY: kill(2) on the child this test started and has not yet waited for.
    let sent = unsafe { libc::kill(pid, signal) };
    assert_eq!(sent, 0);
    let status = wait(&mut child, "cards", Duration::from_secs(120));
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(status.code(), Some(130), "{stderr}");
    assert!(
        stderr.contains("interrupted") && stderr.contains("nothing was written"),
        "{stderr}"
    );
    assert_eq!(entries(dir.path()), Vec::<String>::new());
}

#[cfg(unix)]
#[test]
fn cards_interrupted_by_sigint_leaves_no_temporary_file() {
    interrupted_cards(libc::SIGINT);
}

#[cfg(unix)]
#[test]
fn cards_interrupted_by_sigterm_leaves_no_temporary_file() {
    interrupted_cards(libc::SIGTERM);
}

#[test]
fn a_long_run_is_announced_and_stops_at_its_budget() {
    // All flops for three random hands: minutes of work.
    let args = ["flops", "random", "random", "random", "--max-seconds", "1"];
    let mut child = spawn(&args);
    let status = wait(&mut child, "flops", Duration::from_secs(120));
    let mut stdout = Vec::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_end(&mut stdout)
        .unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(status.code(), Some(1), "{stderr}");
    assert!(stdout.is_empty());
    assert!(
        stderr.contains("the all-flops report will take"),
        "{stderr}"
    );
    assert!(stderr.contains("stopped at --max-seconds 1"), "{stderr}");
    // stderr is not a terminal here: no bar.
    assert!(
        !stderr.contains('%') || !stderr.contains("left"),
        "{stderr}"
    );
    // The exact count of `odds` the same way: three players before the flop with two dead
    // cards (about 18 s here; without dead cards a spot like it is counted by card types, in
    // under a second).
    let args = [
        "odds",
        "Ax",
        "KQ,JT",
        "random",
        "--dead",
        "2d,3d",
        "--exact",
        "--max-seconds",
        "1",
    ];
    let mut child = spawn(&args);
    let status = wait(&mut child, "odds", Duration::from_secs(120));
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("the exact count will take"), "{stderr}");
}

#[test]
fn a_bad_budget_is_refused() {
    let out = crate::cli::pokerlab(&["flops", "AA", "--max-seconds", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("positive number of seconds"));
}
