//! The state file against anything a disk can hold (issue 12): random bytes, every kind of
//! truncation of a real file, and well-formed files with extreme values. Whatever the file,
//! the app's model loads (defaults, or values clamped into range), nothing panics, and a file
//! that could not be read in full is kept, byte for byte, under the name the notice gives.

// Test helpers may panic: a panic is a test failure.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use pokerlab::equity::Engine;
use pokerlab_app::app::AppState;
use pokerlab_app::app::saved_state::SavedState;
use pokerlab_app::app::state_file::{Loaded, StateFile};
use pokerlab_app::app::window::{MAX_SIDE, MAX_ZOOM, MIN_SIZE, MIN_ZOOM};
use proptest::prelude::*;
use serde_json::json;

/// The files in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Writes `bytes` as a state file, loads it and builds the app's model from it; checks what
/// must hold whatever the bytes, and returns what was loaded.
fn load(bytes: &[u8]) -> Loaded {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    std::fs::write(&path, bytes).unwrap();
    let loaded = StateFile::new(&path).load();
    assert!(loaded.may_save);
    let model = AppState::from_saved(loaded.state.clone(), Engine::new());
    check_ranges(&model);

    let files = names(dir.path());
    match &loaded.notice {
        None => {
            // Read in full: the file is where it was, untouched.
            assert_eq!(files, ["state.json"]);
            assert_eq!(std::fs::read(&path).unwrap(), bytes);
        }
        Some(notice) => {
            // Not read in full: kept aside, byte for byte, under the name the notice gives.
            assert_eq!(files.len(), 1, "{files:?}");
            assert!(files[0].starts_with("state.json.unreadable-"), "{files:?}");
            let backup = dir.path().join(&files[0]);
            assert!(notice.contains(&backup.display().to_string()), "{notice}");
            assert_eq!(std::fs::read(&backup).unwrap(), bytes);
        }
    }

    // What the model saves reads back to the same model.
    let saved = model.saved();
    let again = SavedState::parse(&saved.to_json()).unwrap();
    assert!(again.unreadable.is_empty());
    let model2 = AppState::from_saved(again.state, Engine::new());
    assert_eq!(model2.saved(), saved);
    loaded
}

/// Every value the model holds is within what the app can show and compute.
fn check_ranges(model: &AppState) {
    let window = model.window();
    assert!((MIN_ZOOM..=MAX_ZOOM).contains(&window.zoom), "{window:?}");
    if let Some([w, h]) = window.size {
        assert!((MIN_SIZE[0]..=MAX_SIDE).contains(&w), "{window:?}");
        assert!((MIN_SIZE[1]..=MAX_SIDE).contains(&h), "{window:?}");
    }
    let seats = model.hand_odds().table().seats().len();
    assert!((2..=10).contains(&seats), "{seats} seats");
    let opponents = model.odds_grid().inputs().opponents();
    assert!((1..=9).contains(&opponents), "{opponents} opponents");
    let game = model.video_poker().trainer().game();
    assert!(
        game.credits() <= 1_000_000_000_000,
        "{} credits",
        game.credits()
    );
    assert!((1..=5).contains(&game.bet().coins()));
}

/// A real state file, as the app writes it, with some of everything in it.
fn real_file() -> Vec<u8> {
    json!({
        "version": 1,
        "settings": {"theme": "Light", "four_color_deck": true, "show_frame_time": false},
        "tab": "VideoPoker",
        "hand_odds": {
            "seats": ["AsKs", "QQ+,AKs", "random", "-7h"],
            "board": "Qh7h2c--",
            "dead": "2d",
            "counting": "Auto"
        },
        "odds_grid": {"hand": "AhKh", "board": "", "dead": "", "opponents": 3},
        "video_poker": {"table": "jacks-or-better-9-6", "credits": 1234, "bet": 3, "hint": true},
        "benchmark": {"length": "Quick"},
        "window": {"size": [1200.0, 800.0], "maximized": false, "zoom": 1.25}
    })
    .to_string()
    .into_bytes()
}

#[test]
fn a_real_file_reads_back_without_a_word() {
    let loaded = load(&real_file());
    assert_eq!(loaded.notice, None);
    assert_eq!(loaded.state.tabs.video_poker.credits, 1234);
    assert_eq!(loaded.state.window.zoom, 1.25);
}

#[test]
fn eframes_crash_loop_file_starts_fresh_and_is_kept() {
    // The file that made every start panic: egui's memory with a zoom of 0, in eframe's RON.
    for zoom in ["0.0", "1e9"] {
        let text = format!("{{\n \"egui\": \"(options:(zoom_factor:{zoom}))\",\n}}\n");
        let loaded = load(text.as_bytes());
        assert!(loaded.notice.unwrap().contains("pokerlab started fresh"));
        assert_eq!(loaded.state, SavedState::default());
    }
}

/// Values far out of range, in well-formed files.
fn extreme_value() -> impl Strategy<Value = serde_json::Value> {
    prop_oneof![
        Just(json!(0)),
        Just(json!(-1)),
        Just(json!(1e300)),
        Just(json!(-1e300)),
        Just(json!(u64::MAX)),
        Just(json!(i64::MIN)),
        Just(json!(0.5)),
        Just(json!(1e9)),
        Just(json!(null)),
        Just(json!("")),
        Just(json!("AsAsAsAs")),
        Just(json!("\u{202e}\u{0}")),
        Just(json!([])),
        Just(json!({})),
        Just(json!(true)),
        "[ -~]{0,40}".prop_map(|s| json!(s)),
    ]
}

/// A well-formed state file whose every value may be extreme.
fn extreme_file() -> impl Strategy<Value = Vec<u8>> {
    (
        prop::collection::vec(extreme_value(), 12),
        prop::collection::vec("[AKQJT2-9shdcx+,%:! ]{0,12}", 0..40),
        0usize..200,
    )
        .prop_map(|(v, seats, long)| {
            let mut seats: Vec<serde_json::Value> = seats.into_iter().map(|s| json!(s)).collect();
            // A long seat text (a range of thousands of parts) must not stall the start.
            seats.push(json!("AA,KK,".repeat(long * 50)));
            json!({
                "version": v[0],
                "settings": {"theme": v[1], "four_color_deck": v[2]},
                "tab": v[3],
                "hand_odds": {"seats": seats, "board": v[4], "counting": v[5]},
                "odds_grid": {"hand": v[6], "opponents": v[7]},
                "video_poker": {"table": v[8], "credits": v[9], "bet": v[10]},
                "window": {"size": [v[11], v[0]], "zoom": v[11], "maximized": v[2]},
            })
            .to_string()
            .into_bytes()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_bytes_load_as_defaults_and_are_kept(bytes in prop::collection::vec(any::<u8>(), 0..2048)) {
        let loaded = load(&bytes);
        // Random bytes are never a state file (the odd `{}` would be, and says nothing).
        if loaded.notice.is_some() {
            prop_assert_eq!(loaded.state, SavedState::default());
        }
    }

    #[test]
    fn every_truncation_of_a_real_file_is_kept_and_starts_fresh(cut in 0usize..10_000) {
        let full = real_file();
        let cut = cut % full.len();
        let loaded = load(&full[..cut]);
        prop_assert!(loaded.notice.is_some());
        prop_assert_eq!(loaded.state, SavedState::default());
    }

    #[test]
    fn extreme_values_are_clamped_or_defaulted(bytes in extreme_file()) {
        let _ = load(&bytes);
    }

    #[test]
    fn flipped_bytes_in_a_real_file_never_panic(at in 0usize..10_000, byte in any::<u8>()) {
        let mut file = real_file();
        let at = at % file.len();
        file[at] = byte;
        let _ = load(&file);
    }
}
