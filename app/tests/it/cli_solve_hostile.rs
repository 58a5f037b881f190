//! `pokerlab solve` against hostile input (issue 30, the eight findings), each with the exit
//! status, the message and, where a save is involved, the old file checked byte for byte:
//! tiny bets and pots refused (they made an endless tree), ranges never dealt together
//! refused, the memory need said as "at least" the figure counted, `--save` never emptying or
//! cutting an old file (refused input, SIGINT and SIGTERM in the solve and around the save),
//! `--load` refusing FIFOs, devices, pipes, padded and crafted files, `--save` streaming and
//! refusing `/dev/full` before the solve.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::cli::{json, pokerlab, refused};

const OOP: &str = "22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+";
const IP: &str = "55+,A5s+,KTs+,QJs,T9s,98s,AJo+,KQo";
const RIVER: &str = "Qh 8d 5c 2s 2h";
const TURN: &str = "Qh 8d 5c 2s";

/// A river spot with these pot, stack and bets, and `extra`.
fn river<'a>(pot: &'a str, stack: &'a str, bets: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "solve",
        "--oop",
        OOP,
        "--ip",
        IP,
        "--board",
        RIVER,
        "--pot",
        pot,
        "--stack",
        stack,
        "--bets",
        bets,
        "--threads",
        "1",
    ];
    args.extend_from_slice(extra);
    args
}

/// A turn spot that takes a while to solve and writes a file of a few MB.
fn turn<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "solve",
        "--oop",
        OOP,
        "--ip",
        IP,
        "--board",
        TURN,
        "--pot",
        "100",
        "--stack",
        "300",
        "--bets",
        "33,75,a",
        "--raises",
        "a",
        "--raise-cap",
        "1",
        "--threads",
        "1",
    ];
    args.extend_from_slice(extra);
    args
}

/// A folder with a file `old.solve` holding a real saved solve; returns the folder, the
/// path and the bytes.
fn old_save() -> (tempfile::TempDir, PathBuf, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.solve");
    let file = path.to_str().unwrap();
    json(&river(
        "100",
        "300",
        "50,a",
        &["--iterations", "20", "--json", "--save", file],
    ));
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() > 100);
    (dir, path, bytes)
}

/// The names in `dir`.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The old file is byte for byte as it was and nothing else is in its folder.
fn untouched(dir: &Path, path: &Path, bytes: &[u8], what: &str) {
    assert_eq!(
        std::fs::read(path).unwrap(),
        bytes,
        "{what}: the old file changed"
    );
    assert_eq!(names(dir), ["old.solve"], "{what}: a file was left behind");
}

#[test]
fn tiny_bets_and_pots_are_refused_and_the_old_save_kept() {
    // Findings 1 and 2: they made an endless tree (a stack overflow), a wrong game, or
    // seconds and gigabytes before a refusal.
    let (dir, path, bytes) = old_save();
    let file = path.to_str().unwrap();
    let cases: [(&str, &str, &str, &str); 7] = [
        (
            "100",
            "300",
            "1e-10",
            "a size is from 0.1% to 10000% of the pot",
        ),
        (
            "5e-324",
            "300",
            "50",
            "the pot must be from 0.01 chips (one chip-cent)",
        ),
        ("1e-12", "300", "50,a", "the pot must be from 0.01 chips"),
        ("1e-20", "1", "50", "not 1e-20"),
        (
            "100",
            "1e-9",
            "50",
            "the effective stack must be from 0.01 chips",
        ),
        ("0.01", "300", "50", "more than 10000 times the pot"),
        ("nan", "300", "50", "--pot `nan`"),
    ];
    for (pot, stack, bets, token) in cases {
        refused(&river(pot, stack, bets, &["--save", file]), token);
        untouched(dir.path(), &path, &bytes, pot);
    }
}

#[test]
fn a_pot_of_a_few_cents_plays_the_same_game_as_a_big_one() {
    // Finding 2's wrong game: after a bet IP could check, as if no bet had been made.
    let tokens = |pot: &str, stack: &str| -> (Vec<String>, u64) {
        let extra = [
            "--raises",
            "a",
            "--iterations",
            "5",
            "--line",
            "b50",
            "--json",
        ];
        let v = json(&river(pot, stack, "50,a", &extra));
        let tokens = v["node"]["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["token"].as_str().unwrap().to_owned())
            .collect();
        (tokens, v["memory_estimate_bytes"].as_u64().unwrap())
    };
    let (small, small_memory) = tokens("0.01", "0.03");
    let (big, big_memory) = tokens("100", "300");
    assert_eq!(small, ["f", "c", "a"]);
    assert_eq!(small, big);
    assert_eq!(small_memory, big_memory, "the same tree");
}

#[test]
fn ranges_never_dealt_together_are_refused_like_odds() {
    // Finding 4: it solved to EV 0/0 and a negative exploitability.
    let (dir, path, bytes) = old_save();
    let file = path.to_str().unwrap();
    let args = [
        "solve", "--oop", "AsKs", "--ip", "AsQs", "--board", "2c 3d 4h", "--pot", "10", "--stack",
        "10", "--bets", "50", "--save", file,
    ];
    refused(&args, "the OOP and IP ranges cannot be dealt together");
    untouched(dir.path(), &path, &bytes, "never dealt together");
    let args = [
        "solve",
        "--oop",
        "AsKs,AsQs",
        "--ip",
        "AsJs,AsTs",
        "--board",
        "2c 3d 4h",
        "--pot",
        "10",
        "--stack",
        "10",
        "--bets",
        "50",
    ];
    refused(&args, "every choice of their hands shares a card");
}

#[test]
fn the_memory_need_is_said_as_at_least_what_was_counted() {
    // Finding 6: "needs about 1 MiB" for a tree of hundreds.
    let need =
        json(&turn(&["--iterations", "1", "--json", "--no-isomorphism"]))["memory_estimate_bytes"]
            .as_u64()
            .unwrap() as f64
            / f64::from(1u32 << 20);
    let out = pokerlab(&turn(&["--max-memory", "1", "--no-isomorphism"]));
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let said: f64 = stderr
        .split("at least ")
        .nth(1)
        .and_then(|rest| rest.split(" MiB").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no figure in `{stderr}`"));
    assert!(
        said <= need + 0.5 && said >= 0.8 * need,
        "said {said} MiB, needs {need} MiB"
    );
}

#[test]
fn a_refused_run_leaves_the_old_save_as_it_was() {
    // Finding 3: a refused `--threads 0` left 0 bytes.
    let (dir, path, bytes) = old_save();
    let file = path.to_str().unwrap();
    let mut args = river("100", "300", "50,a", &["--save", file]);
    args.retain(|a| *a != "--threads" && *a != "1");
    args.extend_from_slice(&["--threads", "0"]);
    refused(&args, "--threads");
    untouched(dir.path(), &path, &bytes, "--threads 0");
    refused(
        &river("100", "300", "50,a", &["--save", file, "--line", "q"]),
        "--line",
    );
    untouched(dir.path(), &path, &bytes, "--line q");
}

/// Starts a turn solve saving to `file` that runs until killed.
fn long_solve(file: &str) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_pokerlab"))
        .args(turn(&[
            "--save",
            file,
            "--target",
            "0.0001",
            "--seconds",
            "120",
            "--json",
        ]))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

#[cfg(unix)]
fn kill(child: &std::process::Child, signal: libc::c_int) {
    let pid = libc::pid_t::try_from(child.id()).unwrap();
    // SAFETY: sending a signal to our own child process.
    assert_eq!(unsafe { libc::kill(pid, signal) }, 0);
}

#[cfg(unix)]
#[test]
fn sigint_and_sigterm_during_the_solve_leave_the_old_save() {
    use std::os::unix::process::ExitStatusExt;
    for signal in [libc::SIGINT, libc::SIGTERM] {
        let (dir, path, bytes) = old_save();
        let mut child = long_solve(path.to_str().unwrap());
        // Wait for the temporary file: the solve has started once it exists.
        let start = Instant::now();
        while names(dir.path()).len() < 2 && start.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(
            names(dir.path()).len(),
            2,
            "the temporary file beside the target"
        );
        std::thread::sleep(Duration::from_millis(300));
        kill(&child, signal);
        let status = child.wait().unwrap();
        assert_eq!(status.signal(), Some(signal), "{status:?}");
        untouched(dir.path(), &path, &bytes, &format!("signal {signal}"));
    }
}

#[cfg(unix)]
#[test]
fn a_kill_at_any_moment_leaves_the_old_save_or_the_whole_new_one() {
    // Finding 3: SIGINT during the save left a fragment. The run is timed once, then killed
    // at moments across its end, where the save is written: each time the file is the old
    // one byte for byte or a whole new solve that loads, and no temporary file is left.
    let (dir, path, bytes) = old_save();
    let file = path.to_str().unwrap();
    let args = turn(&["--save", file, "--iterations", "3", "--json"]);
    let start = Instant::now();
    json(&args);
    let run = start.elapsed();
    let new_bytes = std::fs::read(&path).unwrap();
    assert_ne!(new_bytes, bytes);
    let mut outcomes = [0usize; 2];
    for step in 0..12u32 {
        std::fs::write(&path, &bytes).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_pokerlab"))
            .args(&args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(run.mul_f64(0.6 + 0.05 * f64::from(step)));
        let signal = if step % 2 == 0 {
            libc::SIGINT
        } else {
            libc::SIGTERM
        };
        kill(&child, signal);
        child.wait().unwrap();
        let now = std::fs::read(&path).unwrap();
        if now == bytes {
            outcomes[0] += 1;
        } else {
            assert_eq!(now.len(), new_bytes.len(), "step {step}: a cut file");
            json(&["solve", "--load", file, "--json"]);
            outcomes[1] += 1;
        }
        assert_eq!(
            names(dir.path()),
            ["old.solve"],
            "step {step}: a file left behind"
        );
    }
    assert_eq!(outcomes.iter().sum::<usize>(), 12);
}

#[cfg(unix)]
#[test]
fn load_refuses_fifos_devices_pipes_and_padded_files_at_once() {
    // Finding 5: a FIFO hung, endless stdin was read to 2 GB, a 3 GiB file was read whole.
    let (dir, path, bytes) = old_save();
    let fifo = dir.path().join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        refused(
            &["solve", "--load", fifo.to_str().unwrap()],
            "it is a FIFO (named pipe), not a regular file",
        );
        // Saving over a FIFO is refused too, before the solve: it never hangs.
        let out = pokerlab(&river(
            "100",
            "300",
            "50,a",
            &["--save", fifo.to_str().unwrap()],
        ));
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("a FIFO (named pipe) is in the way"),
            "{stderr}"
        );
        assert!(
            !stderr.contains("solving:"),
            "refused before the solve: {stderr}"
        );
        std::fs::remove_file(&fifo).unwrap();
    }
    refused(
        &["solve", "--load", "/dev/zero"],
        "it is a device, not a regular file",
    );
    refused(
        &["solve", "--load", dir.path().to_str().unwrap()],
        "a directory",
    );
    // An endless pipe on stdin: refused without reading.
    let mut child = Command::new(env!("CARGO_BIN_EXE_pokerlab"))
        .args(["solve", "--load", "/dev/stdin"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdin = child.stdin.take();
    let out = child.wait_with_output().unwrap();
    drop(stdin);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a regular file"));
    // A real solve padded to 3 GiB (sparse): refused by its length, before reading on.
    let padded = dir.path().join("padded.solve");
    std::fs::write(&padded, &bytes).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&padded)
        .unwrap()
        .set_len(3 << 30)
        .unwrap();
    refused(
        &["solve", "--load", padded.to_str().unwrap()],
        &format!(
            "it is {} bytes, but a solve of its spot takes {}",
            3u64 << 30,
            bytes.len()
        ),
    );
    // Cut short by one byte.
    std::fs::write(&padded, &bytes[..bytes.len() - 1]).unwrap();
    refused(
        &["solve", "--load", padded.to_str().unwrap()],
        "but a solve of its spot takes",
    );
    // The file itself still loads.
    json(&["solve", "--load", path.to_str().unwrap(), "--json"]);
}

/// FNV-1a, 64 bits: the checksum of the solve format, written again here as an oracle.
fn fnv(bytes: &[u8]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for &b in bytes {
        h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

#[test]
fn a_crafted_file_with_non_finite_sums_and_a_valid_checksum_is_refused() {
    // Finding 7: it loaded and printed `NaN%`.
    let (dir, _path, bytes) = old_save();
    // The header: magic (15), version (4), spot length (4), spot, flag (1), iterations (4);
    // then the count (8) and the sums.
    let text_len = u32::from_le_bytes(bytes[19..23].try_into().unwrap()) as usize;
    let first_sum = 15 + 4 + 4 + text_len + 1 + 4 + 8;
    for (value, shown) in [(f32::INFINITY, "inf"), (f32::NAN, "NaN"), (-1.0, "-1")] {
        let mut crafted = bytes.clone();
        let at = first_sum + 4 * 3;
        crafted[at..at + 4].copy_from_slice(&value.to_le_bytes());
        let body = crafted.len() - 8;
        let sum = fnv(&crafted[..body]);
        crafted[body..].copy_from_slice(&sum.to_le_bytes());
        let file = dir.path().join("crafted.solve");
        std::fs::write(&file, &crafted).unwrap();
        refused(
            &["solve", "--load", file.to_str().unwrap()],
            &format!("strategy sum 3 is {shown}, not a finite number of at least 0"),
        );
    }
    // The same edit without fixing the checksum is caught by the checksum.
    let mut changed = bytes.clone();
    changed[first_sum] ^= 1;
    let file = dir.path().join("changed.solve");
    std::fs::write(&file, &changed).unwrap();
    refused(
        &["solve", "--load", file.to_str().unwrap()],
        "checksum does not match",
    );
}

#[cfg(target_os = "linux")]
#[test]
fn save_streams_and_dev_full_fails_before_the_solve() {
    // Finding 8: the whole file was held in memory, and /dev/full failed after the solve.
    let (dir, path, bytes) = old_save();
    let out = pokerlab(&river("100", "300", "50,a", &["--save", "/dev/full"]));
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--save `/dev/full`: a device is in the way"),
        "{stderr}"
    );
    assert!(
        !stderr.contains("solving:"),
        "refused before the solve: {stderr}"
    );
    untouched(dir.path(), &path, &bytes, "/dev/full");
    // A file of a few MB: the process's peak grows by much less than the file.
    let peak = |extra: &[&str]| -> u64 {
        let mut args = turn(&["--iterations", "2", "--json", "--no-isomorphism"]);
        args.extend_from_slice(extra);
        json(&args)["peak_memory_bytes"].as_u64().unwrap()
    };
    let file = dir.path().join("new.solve");
    let saved = peak(&["--save", file.to_str().unwrap()]);
    let unsaved = peak(&[]);
    let len = std::fs::metadata(&file).unwrap().len();
    assert!(len > 4 << 20, "a file of {len} bytes");
    assert!(
        saved < unsaved + len / 4,
        "peak {saved} with the save, {unsaved} without, for a file of {len} bytes"
    );
}
