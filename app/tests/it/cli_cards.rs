//! `pokerlab cards` end to end: the files it writes and the errors it reports.

// Test helpers may panic: a panic is a test failure.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cli::{pokerlab, refused};

use std::path::{Path, PathBuf};

/// A fresh, empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pokerlab-cards-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(path: &Path) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{}", path.display());
    let be = |i: usize| u32::from_be_bytes(bytes[i..i + 4].try_into().unwrap());
    (be(16), be(20))
}

#[test]
fn writes_every_face_and_back_at_the_height_asked_for() {
    for four_color in [false, true] {
        let dir = scratch(if four_color { "four" } else { "two" });
        let dir_arg = dir.to_str().unwrap();
        let mut args = vec!["cards", "--out", dir_arg, "--height", "70"];
        if four_color {
            args.push("--four-color");
        }
        let out = pokerlab(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(stdout.starts_with("wrote 55 cards (50×70 px"), "{stdout}");
        let names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(names.len(), 55);
        for name in [
            "As.png",
            "Td.png",
            "2c.png",
            "back.png",
            "back-blue.png",
            "joker.png",
        ] {
            assert!(names.iter().any(|n| n == name), "{name} missing");
            assert_eq!(png_size(&dir.join(name)), (50, 70));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn the_four_colour_deck_differs_only_in_diamonds_and_clubs() {
    let (two, four) = (scratch("cmp-two"), scratch("cmp-four"));
    for (dir, extra) in [(&two, None), (&four, Some("--four-color"))] {
        let mut args = vec!["cards", "--out", dir.to_str().unwrap(), "--height", "40"];
        args.extend(extra);
        assert!(pokerlab(&args).status.success());
    }
    for (name, differ) in [
        ("Ad.png", true),
        ("7c.png", true),
        ("Ah.png", false),
        ("7s.png", false),
        ("back.png", false),
    ] {
        let a = std::fs::read(two.join(name)).unwrap();
        let b = std::fs::read(four.join(name)).unwrap();
        assert_eq!(a != b, differ, "{name}");
    }
    let _ = std::fs::remove_dir_all(&two);
    let _ = std::fs::remove_dir_all(&four);
}

#[test]
fn bad_input_exits_2_and_names_it() {
    let dir = scratch("bad");
    let d = dir.to_str().unwrap();
    refused(&["cards", "--out", d, "--height", "0"], "--height 0");
    refused(
        &["cards", "--out", d, "--height", "100000"],
        "--height 100000",
    );
    refused(&["cards", "--out", d, "--height", "-5"], "--height");
    refused(&["cards", "--out", d, "--height", "tall"], "tall");
    refused(&["cards", "--out", d], "--height");
    assert!(!dir.exists(), "nothing is created for bad arguments");

    // A file where the directory should be, and a directory under a file.
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("a-file");
    std::fs::write(&file, "x").unwrap();
    let f = file.to_str().unwrap();
    refused(&["cards", "--out", f, "--height", "60"], "not a directory");
    let under = file.join("cards");
    let u = under.to_str().unwrap();
    refused(&["cards", "--out", u, "--height", "60"], "cannot create");
    let _ = std::fs::remove_dir_all(&dir);
}
