use std::time::{Duration, SystemTime};

use super::*;
use crate::app::Tab;

/// 2026-03-04 05:06:07 UTC.
fn when() -> SystemTime {
    SystemTime::UNIX_EPOCH + Duration::from_secs(1_772_600_767)
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn timestamps_are_utc_calendar_times() {
    assert_eq!(timestamp(SystemTime::UNIX_EPOCH), "19700101-000000");
    assert_eq!(timestamp(when()), "20260304-050607");
    // A leap day, and the last second of a century year.
    let leap = SystemTime::UNIX_EPOCH + Duration::from_secs(951_782_400);
    assert_eq!(timestamp(leap), "20000229-000000");
    let end = SystemTime::UNIX_EPOCH + Duration::from_secs(4_102_444_799);
    assert_eq!(timestamp(end), "20991231-235959");
}

#[test]
fn a_missing_file_is_a_fresh_start_without_a_word() {
    let dir = tempfile::tempdir().unwrap();
    let file = StateFile::new(dir.path().join("state.json"));
    let loaded = file.load_at(when());
    assert_eq!(loaded, Loaded::fresh(None, true));
}

#[test]
fn a_saved_state_reads_back_and_an_unchanged_one_is_recognised() {
    let dir = tempfile::tempdir().unwrap();
    let file = StateFile::new(dir.path().join("sub/dir/state.json"));
    let state = SavedState {
        tab: Tab::VideoPoker,
        ..SavedState::default()
    };
    file.save(&state.to_json()).unwrap();
    let loaded = file.load_at(when());
    assert_eq!(loaded.state, state);
    assert_eq!(loaded.notice, None);
    assert_eq!(loaded.text, Some(state.to_json()));
    assert!(loaded.may_save);
    assert_eq!(names(&dir.path().join("sub/dir")), ["state.json"]);
}

#[test]
fn unreadable_files_are_moved_aside_and_named() {
    let cases: [(&str, &[u8], &str); 7] = [
        ("garbage", b"\x01\x02 not a state", "it is not JSON"),
        ("empty", b"", "it is empty or cut short"),
        ("truncated", b"{\"tab\": \"Vid", "it is empty or cut short"),
        ("array", b"[1, 2, 3]", "it is JSON but not a saved state"),
        ("not utf-8", b"{\"tab\": \"\xff\"}", "it is not UTF-8 text"),
        (
            "eframe's, without our part",
            b"{\n \"egui\": \"(options:(zoom_factor:0.0))\",\n}\n",
            "it is not JSON",
        ),
        ("ron", b"(tab: VideoPoker)", "it is not JSON"),
    ];
    for (what, bytes, why) in cases {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state.json");
        std::fs::write(&path, bytes).unwrap();
        let loaded = StateFile::new(&path).load_at(when());
        assert_eq!(loaded.state, SavedState::default(), "{what}");
        assert!(loaded.may_save, "{what}");
        let backup = dir.path().join("state.json.unreadable-20260304-050607");
        let notice = loaded.notice.unwrap();
        assert!(notice.contains(why), "{what}: {notice}");
        assert!(
            notice.contains(&backup.display().to_string()),
            "{what}: {notice}"
        );
        // Kept byte for byte, under the name the notice gives.
        assert_eq!(std::fs::read(&backup).unwrap(), bytes, "{what}");
        assert_eq!(names(dir.path()), ["state.json.unreadable-20260304-050607"]);
    }
}

#[test]
fn a_file_over_the_limit_is_moved_aside_unread() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let big = vec![b' '; (MAX_BYTES + 1) as usize];
    std::fs::write(&path, &big).unwrap();
    let loaded = StateFile::new(&path).load_at(when());
    assert!(
        loaded
            .notice
            .unwrap()
            .contains("larger than the limit of 1 MiB")
    );
    let backup = dir.path().join("state.json.unreadable-20260304-050607");
    assert_eq!(std::fs::metadata(backup).unwrap().len(), MAX_BYTES + 1);
}

#[test]
fn a_second_copy_in_the_same_second_gets_its_own_name() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    for n in 0..3 {
        std::fs::write(&path, format!("bad {n}")).unwrap();
        let _ = StateFile::new(&path).load_at(when());
    }
    assert_eq!(
        names(dir.path()),
        [
            "state.json.unreadable-20260304-050607",
            "state.json.unreadable-20260304-050607-2",
            "state.json.unreadable-20260304-050607-3",
        ]
    );
    let third = dir.path().join("state.json.unreadable-20260304-050607-3");
    assert_eq!(std::fs::read_to_string(third).unwrap(), "bad 2");
}

#[test]
fn unreadable_parts_start_fresh_and_the_rest_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let text = r#"{"tab": "OddsGrid", "video_poker": {"credits": "lots"}, "window": 3}"#;
    std::fs::write(&path, text).unwrap();
    let loaded = StateFile::new(&path).load_at(when());
    assert_eq!(loaded.state.tab, Tab::OddsGrid);
    assert_eq!(loaded.state.tabs.video_poker, Default::default());
    let notice = loaded.notice.unwrap();
    assert!(
        notice.contains("Video Poker, the window's size and zoom started fresh"),
        "{notice}"
    );
    let backup = dir.path().join("state.json.unreadable-20260304-050607");
    assert_eq!(std::fs::read_to_string(backup).unwrap(), text);
}

#[test]
fn a_directory_in_the_way_is_left_alone_and_never_saved_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    std::fs::create_dir(&path).unwrap();
    let file = StateFile::new(&path);
    let loaded = file.load_at(when());
    assert!(!loaded.may_save);
    assert!(
        loaded
            .notice
            .unwrap()
            .contains("is a directory, not a file")
    );
    let error = file.save("{}").unwrap_err();
    assert!(
        error.to_string().contains("a directory is in the way"),
        "{error}"
    );
    assert!(path.is_dir());
    assert_eq!(names(dir.path()), ["state.json"]);
}

#[cfg(unix)]
#[test]
fn a_device_as_the_state_file_is_never_replaced() {
    let file = StateFile::new("/dev/null");
    let loaded = file.load_at(when());
    assert!(!loaded.may_save);
    assert!(loaded.notice.unwrap().contains("is a device"));
    assert!(file.save("{}").is_err());
}

#[test]
fn an_earlier_versions_file_is_carried_over_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.ron");
    let ours = SavedState {
        tab: Tab::Benchmark,
        ..SavedState::default()
    };
    // eframe's RON map: egui's memory (here the zoom that crashed every start) and ours.
    let mut map = std::collections::HashMap::new();
    map.insert("egui".to_owned(), "(options:(zoom_factor:0.0))".to_owned());
    map.insert(
        STORAGE_KEY.to_owned(),
        serde_json::to_string(&ours).unwrap(),
    );
    let text = ron::ser::to_string_pretty(&map, ron::ser::PrettyConfig::default()).unwrap();
    std::fs::write(&path, &text).unwrap();
    let loaded = StateFile::new(&path).load_at(when());
    assert_eq!(loaded.state, ours);
    assert!(loaded.may_save);
    let backup = dir.path().join("s.ron.old-format-20260304-050607");
    assert!(
        loaded
            .notice
            .unwrap()
            .contains(&backup.display().to_string())
    );
    assert_eq!(std::fs::read_to_string(backup).unwrap(), text);

    // An app.ron beside a state.json not written yet is read and left in place.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(LEGACY_FILE_NAME), &text).unwrap();
    let file = StateFile {
        path: dir.path().join(FILE_NAME),
        legacy: Some(dir.path().join(LEGACY_FILE_NAME)),
    };
    let loaded = file.load_at(when());
    assert_eq!(loaded.state, ours);
    assert_eq!(loaded.notice, None);
    assert_eq!(names(dir.path()), [LEGACY_FILE_NAME]);
}

#[test]
fn stale_temporary_files_are_removed_and_fresh_ones_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let stale = dir.path().join(".state.json.tmp-1-0");
    let other = dir.path().join(".other.json.tmp-1-0");
    std::fs::write(&stale, "half").unwrap();
    std::fs::write(&other, "half").unwrap();
    // Right after the crash: kept (a save may be running).
    let _ = StateFile::new(&path).load_at(SystemTime::now());
    assert!(stale.exists());
    // Two minutes on: removed; another file's temporary is not ours to remove.
    let _ = StateFile::new(&path).load_at(SystemTime::now() + Duration::from_secs(120));
    assert!(!stale.exists());
    assert!(other.exists());
}

/// The places with a home folder `home` and nothing else set.
#[cfg(all(unix, not(target_os = "macos")))]
fn home_only(home: &Path) -> Places {
    Places {
        home: Some(home.to_path_buf()),
        ..Places::default()
    }
}

#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn a_missing_home_is_reported_and_nothing_is_created() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("gone").join("away");
    let why = StateFile::locate_in(&home_only(&home)).unwrap_err();
    assert!(matches!(
        why,
        NoStateFile::Unusable {
            why: "does not exist",
            ..
        }
    ));
    let message = why.to_string();
    assert!(
        message.contains("gone/away") && message.contains("not be saved"),
        "{message}"
    );
    assert!(names(dir.path()).is_empty());
    // A file where the home folder should be, and XDG_DATA_HOME missing: the same.
    std::fs::write(dir.path().join("file"), b"x").unwrap();
    let file_home = StateFile::locate_in(&home_only(&dir.path().join("file"))).unwrap_err();
    assert!(matches!(
        file_home,
        NoStateFile::Unusable {
            why: "is not a folder",
            ..
        }
    ));
    let xdg = Places {
        data_home: Some(dir.path().join("data")),
        ..home_only(dir.path())
    };
    assert!(StateFile::locate_in(&xdg).is_err());
    assert_eq!(names(dir.path()), ["file"]);
    // No home at all.
    assert_eq!(
        StateFile::locate_in(&Places::default()),
        Err(NoStateFile::NoHome)
    );
}

#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn an_existing_home_gets_the_data_folder_when_saving() {
    let dir = tempfile::tempdir().unwrap();
    let file = StateFile::locate_in(&home_only(dir.path())).unwrap();
    let expected = dir.path().join(".local/share/pokerlab/state.json");
    assert_eq!(file.path(), expected);
    file.save("{}").unwrap();
    assert_eq!(std::fs::read_to_string(&expected).unwrap(), "{}");
    // POKERLAB_STATE_FILE wins over everything.
    let named = Places {
        state_file: Some(dir.path().join("mine.json")),
        ..home_only(&dir.path().join("missing"))
    };
    assert_eq!(
        StateFile::locate_in(&named).unwrap().path(),
        dir.path().join("mine.json")
    );
}

#[cfg(unix)]
#[test]
fn a_read_only_home_is_reported() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).unwrap();
    let places = Places {
        home: Some(dir.path().to_path_buf()),
        data_home: Some(dir.path().to_path_buf()),
        ..Places::default()
    };
    let located = StateFile::locate_in(&places);
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    assert!(matches!(
        located,
        Err(NoStateFile::Unusable {
            why: "cannot be written in",
            ..
        })
    ));
}
