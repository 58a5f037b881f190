//! The unit tests of `files.rs`: staged writes, regular-file checks and the size guards.

use super::*;

fn dir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

#[test]
fn reads_small_regular_files_only() {
    let dir = dir();
    let path = dir.path().join("a.toml");
    std::fs::write(&path, "x = 1").unwrap();
    assert_eq!(read_small_file(&path, 5).unwrap(), b"x = 1");
    assert!(matches!(
        read_small_file(&path, 4),
        Err(FileError::TooLarge { limit: 4 })
    ));
    assert!(matches!(
        read_small_file(dir.path(), MIB),
        Err(FileError::NotRegular {
            kind: "a directory"
        })
    ));
    assert!(matches!(
        read_small_file(&dir.path().join("missing"), MIB),
        Err(FileError::NotFound)
    ));
    std::fs::write(&path, b"ok\xff").unwrap();
    assert!(matches!(
        read_small_text(&path, MIB),
        Err(FileError::NotText { offset: 2 })
    ));
}

#[cfg(unix)]
#[test]
fn devices_and_fifos_are_refused_at_once() {
    let error = read_small_file(Path::new("/dev/zero"), MIB).unwrap_err();
    assert_eq!(
        error.to_string(),
        "it is a device, not a regular file",
        "{error:?}"
    );
    let dir = dir();
    let fifo = dir.path().join("fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        // No writer: a blocking open would never return.
        let error = read_small_file(&fifo, MIB).unwrap_err();
        assert_eq!(
            error.to_string(),
            "it is a FIFO (named pipe), not a regular file"
        );
    }
}

#[test]
fn atomic_writes_replace_the_file_and_leave_no_temporary() {
    let dir = dir();
    let path = dir.path().join("state.json");
    write_atomically(&path, b"one").unwrap();
    write_atomically(&path, b"two").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"two");
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["state.json"]);
}

#[test]
fn a_crash_between_write_and_rename_leaves_the_old_file() {
    let dir = dir();
    let path = dir.path().join("state.json");
    write_atomically(&path, b"old and good").unwrap();
    let staged = StagedFile::write(&path, b"new").unwrap();
    let temp = staged.temp_path().to_owned();
    assert_eq!(std::fs::read(&temp).unwrap(), b"new");
    // The process dies here: nothing runs after the write, not even the drop.
    std::mem::forget(staged);
    assert_eq!(std::fs::read(&path).unwrap(), b"old and good");
    let _ = std::fs::remove_file(temp);
    // An abandoned write (dropped, not committed) leaves no temporary behind either.
    let staged = StagedFile::write(&path, b"abandoned").unwrap();
    let temp = staged.temp_path().to_owned();
    drop(staged);
    assert!(!temp.exists());
    assert_eq!(std::fs::read(&path).unwrap(), b"old and good");
}

#[test]
fn a_failed_rename_puts_back_every_file_already_replaced() {
    let d = dir();
    let names = ["a", "b", "c", "d"];
    for name in &names[..3] {
        std::fs::write(d.path().join(name), format!("old {name}")).unwrap();
    }
    let staged: Vec<StagedFile> = names
        .iter()
        .map(|name| StagedFile::write(&d.path().join(name), b"new").unwrap())
        .collect();
    // The third rename fails: a and b were replaced and must come back.
    let mut calls = 0;
    let result = commit_all_with(staged, &mut |from, to| {
        calls += 1;
        if calls == 3 {
            Err(io::Error::other("disk says no"))
        } else {
            std::fs::rename(from, to)
        }
    });
    assert!(result.is_err());
    for name in &names[..3] {
        let text = std::fs::read_to_string(d.path().join(name)).unwrap();
        assert_eq!(text, format!("old {name}"));
    }
    assert!(!d.path().join("d").exists());
    // Nothing else is left in the directory: no temporary file, no kept copy.
    assert_eq!(std::fs::read_dir(d.path()).unwrap().count(), 3);
}

#[test]
fn never_replaces_a_directory() {
    let dir = dir();
    let path = dir.path().join("state.json");
    std::fs::create_dir(&path).unwrap();
    let error = write_atomically(&path, b"x").unwrap_err();
    assert_eq!(error.to_string(), "a directory is in the way");
    assert!(path.is_dir());
}

#[test]
fn sizes_read_well() {
    assert_eq!(bytes(MIB), "1 MiB");
    assert_eq!(bytes(64 * 1024), "64 KiB");
    assert_eq!(bytes(300), "300 bytes");
}
