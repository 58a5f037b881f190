//! The app's own state file: where it lives, how it is read back whatever is in it, and how
//! it is written so that no crash can empty it.
//!
//! * **Where**: `POKERLAB_STATE_FILE` if set, else `state.json` in the platform's data folder
//!   (`~/.local/share/pokerlab/` on Linux, the folder eframe used before).
//! * **Reading** never fails: the file is read only if it is a regular file under
//!   [`MAX_BYTES`] ([`pokerlab::files::read_small_text`]); a file that is not UTF-8 JSON, or has
//!   parts that cannot be read, is moved aside as `NAME.unreadable-YYYYMMDD-HHMMSS` (UTC) —
//!   never deleted, never overwritten — and the app starts fresh with a [`Loaded::notice`]
//!   naming the copy. A directory or a device in the file's place is left alone and reported,
//!   and nothing is saved over it. Everything read is validated afterwards by each part's
//!   `from_saved`.
//! * **Earlier versions** kept the state inside eframe's RON file (`app.ron`, with egui's
//!   memory beside it — where a zoom of 0 crashed every start). Such a file is read for the
//!   app's part only (egui's part is dropped unread), then kept as `NAME.old-format-…` when it
//!   is the state file itself; an `app.ron` beside a missing `state.json` is read and left
//!   in place.
//! * **Writing** is atomic ([`pokerlab::files::write_atomically`]): temporary file, sync, rename.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use thiserror::Error;

use super::STATE_FILE_ENV;
use super::saved_state::{ParseError, STORAGE_KEY, SavedState};
use pokerlab::files::{FileError, MIB, WriteError, read_small_text, temp_prefix, write_atomically};

/// The state file's name in the data folder.
pub const FILE_NAME: &str = "state.json";

/// The file eframe kept the state in before pokerlab owned its own.
pub const LEGACY_FILE_NAME: &str = "app.ron";

/// The largest state file read: 1 MiB (a real one is a few kilobytes).
pub const MAX_BYTES: u64 = MIB;

/// Temporary files of an interrupted save older than this are removed when the state is read.
const STALE_TEMP_AGE: Duration = Duration::from_secs(60);

/// Why the state could not be saved.
#[derive(Debug, Error)]
pub enum StateFileError {
    /// The folder for the file could not be created.
    #[error("cannot create the folder {path}: {source}")]
    CreateDir {
        /// The folder.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The file could not be written.
    #[error("cannot save the state to {path}: {source}")]
    Write {
        /// The file.
        path: String,
        /// Why.
        source: WriteError,
    },
}

/// The app's state file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateFile {
    path: PathBuf,
    /// eframe's file of earlier versions, read if `path` does not exist yet.
    legacy: Option<PathBuf>,
}

/// The state as read at start-up.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Loaded {
    /// The state (defaults where nothing could be read; not yet validated: `from_saved`
    /// does that).
    pub state: SavedState,
    /// What to tell the user, once: a file moved aside (and its new name), a file that is
    /// not a file, an old format carried over.
    pub notice: Option<String>,
    /// The text read, when it is exactly the state as it would be written again (so an
    /// unchanged state is not rewritten).
    pub text: Option<String>,
    /// `false` when the file must not be written: something other than a file is in its
    /// place, or an unreadable file could not be moved aside.
    pub may_save: bool,
}

impl Loaded {
    fn fresh(notice: Option<String>, may_save: bool) -> Loaded {
        Loaded {
            state: SavedState::default(),
            notice,
            text: None,
            may_save,
        }
    }
}

/// The platform's data folder for pokerlab (as eframe chose it for `app.ron`):
/// `$XDG_DATA_HOME/pokerlab` or `~/.local/share/pokerlab` on Linux and other Unixes,
/// `~/Library/Application Support/pokerlab` on macOS, `%APPDATA%\pokerlab\data` on Windows.
pub fn data_dir() -> Option<PathBuf> {
    data_dir_in(&Places::from_env()).map(|(_, dir)| dir)
}

/// Where the state file's folder can go: the environment, read once.
#[derive(Clone, Debug, Default)]
pub struct Places {
    /// `POKERLAB_STATE_FILE`, if set and not empty.
    pub state_file: Option<PathBuf>,
    /// The home folder, if known.
    pub home: Option<PathBuf>,
    /// `XDG_DATA_HOME` (Unix) or `APPDATA` (Windows), if set.
    pub data_home: Option<PathBuf>,
}

impl Places {
    /// The places the environment names.
    pub fn from_env() -> Places {
        let data_home = if cfg!(windows) {
            std::env::var_os("APPDATA")
        } else {
            std::env::var_os("XDG_DATA_HOME")
        };
        Places {
            state_file: std::env::var_os(STATE_FILE_ENV)
                .filter(|p| !p.is_empty())
                .map(PathBuf::from),
            home: std::env::home_dir(),
            data_home: data_home.map(PathBuf::from),
        }
    }
}

/// The folder the data folder is made in (it must already exist) and the data folder.
fn data_dir_in(places: &Places) -> Option<(PathBuf, PathBuf)> {
    let home = places.home.clone();
    if cfg!(target_os = "macos") {
        return home.map(|h| (h.clone(), h.join("Library/Application Support/pokerlab")));
    }
    if cfg!(windows) {
        return places
            .data_home
            .clone()
            .map(|p| (p.clone(), p.join("pokerlab").join("data")));
    }
    match places.data_home.clone().filter(|p| p.is_absolute()) {
        Some(data) => Some((data.clone(), data.join("pokerlab"))),
        None => home.map(|h| (h.clone(), h.join(".local").join("share").join("pokerlab"))),
    }
}

/// Why the app has no state file: its changes are not saved, and it runs all the same.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NoStateFile {
    /// Neither a home folder nor `POKERLAB_STATE_FILE`.
    #[error(
        "No place to keep the state (no home folder, and POKERLAB_STATE_FILE is not set): \
         changes will not be saved."
    )]
    NoHome,
    /// The home (or data) folder is not an existing folder the app may write in; nothing is
    /// created above it.
    #[error(
        "The folder {path} {why}: changes will not be saved (set HOME, or POKERLAB_STATE_FILE \
         to a file to keep them in)."
    )]
    Unusable {
        /// The folder.
        path: String,
        /// What is wrong with it.
        why: &'static str,
    },
}

impl StateFile {
    /// The state file at `path` (no earlier version's file is looked for).
    pub fn new(path: impl Into<PathBuf>) -> StateFile {
        StateFile {
            path: path.into(),
            legacy: None,
        }
    }

    /// The file named by `POKERLAB_STATE_FILE`, or `state.json` in [`data_dir`] (with
    /// eframe's `app.ron` beside it read when `state.json` does not exist yet); an error when
    /// neither is known (no home folder), or when the home folder (or `XDG_DATA_HOME`) is not an
    /// existing folder the app may write in: the data folder is only ever made inside one.
    pub fn locate() -> Result<StateFile, NoStateFile> {
        StateFile::locate_in(&Places::from_env())
    }

    /// [`locate`](Self::locate) in the places given.
    pub fn locate_in(places: &Places) -> Result<StateFile, NoStateFile> {
        if let Some(path) = &places.state_file {
            return Ok(StateFile::new(path));
        }
        let (root, dir) = data_dir_in(places).ok_or(NoStateFile::NoHome)?;
        let unusable = |why| NoStateFile::Unusable {
            path: root.display().to_string(),
            why,
        };
        // The data folder itself may already be there (and writable) whatever is above it.
        if !dir.is_dir() {
            match std::fs::metadata(&root) {
                Err(_) => return Err(unusable("does not exist")),
                Ok(meta) if !meta.is_dir() => return Err(unusable("is not a folder")),
                Ok(meta) if meta.permissions().readonly() => {
                    return Err(unusable("cannot be written in"));
                }
                Ok(_) => {}
            }
        }
        Ok(StateFile {
            path: dir.join(FILE_NAME),
            legacy: Some(dir.join(LEGACY_FILE_NAME)),
        })
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the state, whatever the file holds (see the module's documentation).
    pub fn load(&self) -> Loaded {
        self.load_at(SystemTime::now())
    }

    /// [`load`](Self::load), naming any copy it keeps after the time `now`.
    pub fn load_at(&self, now: SystemTime) -> Loaded {
        remove_stale_temps(&self.path, now);
        let shown = self.path.display();
        let text = match read_small_text(&self.path, MAX_BYTES) {
            Ok(text) => text,
            Err(FileError::NotFound) => return self.load_legacy_beside(),
            Err(FileError::NotRegular { kind }) => {
                log::error!("state file {shown} is {kind}");
                return Loaded::fresh(
                    Some(format!(
                        "The state file {shown} is {kind}, not a file: pokerlab started fresh and \
                         cannot save until it is moved away (or {STATE_FILE_ENV} names another file)."
                    )),
                    false,
                );
            }
            Err(e) => return self.set_aside(&e.to_string(), "pokerlab started fresh", now),
        };
        match SavedState::parse(&text) {
            Ok(parsed) if parsed.unreadable.is_empty() => {
                let same = parsed.state.to_json() == text;
                Loaded {
                    state: parsed.state,
                    notice: None,
                    text: same.then_some(text),
                    may_save: true,
                }
            }
            Ok(parsed) => {
                // The rest was read: keep it, and say what starts fresh.
                let parts: Vec<&str> = parsed.unreadable.iter().map(|p| part_name(p)).collect();
                let parts = parts.join(", ");
                let why = format!("part of it could not be read: {parts}");
                let mut loaded = self.set_aside(&why, &format!("{parts} started fresh"), now);
                loaded.state = parsed.state;
                loaded
            }
            Err(error) => match legacy_state(&text) {
                Some(state) => self.carry_over(state, now),
                None => self.set_aside(&describe(&error), "pokerlab started fresh", now),
            },
        }
    }

    /// Moves the unreadable file aside and starts fresh, saying why (`why`), what starts
    /// fresh (`fresh`) and where the file went.
    fn set_aside(&self, why: &str, fresh: &str, now: SystemTime) -> Loaded {
        let shown = self.path.display();
        match move_aside(&self.path, "unreadable", now) {
            Ok(backup) => {
                log::error!(
                    "state file {shown} cannot be read: {why}; kept as {} ({fresh})",
                    backup.display()
                );
                Loaded::fresh(
                    Some(format!(
                        "The saved state could not be read ({why}): {fresh}. The file is kept as {}.",
                        backup.display()
                    )),
                    true,
                )
            }
            Err(e) => {
                log::error!(
                    "state file {shown} cannot be read: {why}, nor moved aside: {e} ({fresh}; \
                     it will not be saved over)"
                );
                Loaded::fresh(
                    Some(format!(
                        "The saved state in {shown} could not be read ({why}) nor moved aside ({e}): \
                     {fresh}, and pokerlab will not save over the file."
                    )),
                    false,
                )
            }
        }
    }

    /// Takes an earlier version's state found in the state file itself, keeping the old file.
    fn carry_over(&self, state: SavedState, now: SystemTime) -> Loaded {
        match move_aside(&self.path, "old-format", now) {
            Ok(backup) => Loaded {
                state,
                notice: Some(format!(
                    "The state was carried over from an earlier version's file, kept as {}.",
                    backup.display()
                )),
                text: None,
                may_save: true,
            },
            Err(e) => Loaded {
                state,
                notice: Some(format!(
                    "The state was carried over from an earlier version's file, which could not \
                     be moved aside ({e}): pokerlab will not save over it."
                )),
                text: None,
                may_save: false,
            },
        }
    }

    /// No state file yet: an earlier version's `app.ron` beside it, if any, is read (and left
    /// where it is).
    fn load_legacy_beside(&self) -> Loaded {
        let state = self
            .legacy
            .as_deref()
            .and_then(|legacy| read_small_text(legacy, MAX_BYTES).ok())
            .and_then(|text| legacy_state(&text));
        match state {
            Some(state) => Loaded {
                state,
                notice: None,
                text: None,
                may_save: true,
            },
            None => Loaded::fresh(None, true),
        }
    }

    /// Writes `json` atomically, creating the folder if needed.
    pub fn save(&self, json: &str) -> Result<(), StateFileError> {
        if let Some(dir) = self.path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| StateFileError::CreateDir {
                path: dir.display().to_string(),
                source,
            })?;
        }
        write_atomically(&self.path, json.as_bytes()).map_err(|source| StateFileError::Write {
            path: self.path.display().to_string(),
            source,
        })
    }
}

/// A part of the saved state in words.
fn part_name(key: &str) -> &str {
    match key {
        "settings" => "the settings",
        "tab" => "the open tab",
        "hand_odds" => "the Hand Odds table",
        "odds_grid" => "the Odds Grid",
        "video_poker" => "Video Poker",
        "flops" => "the Flops tab",
        "benchmark" => "the Benchmark",
        "window" => "the window's size and zoom",
        other => other,
    }
}

/// A parse error in words for the notice.
fn describe(error: &ParseError) -> String {
    match error {
        ParseError::NotJson(e) if e.is_eof() => "it is empty or cut short".to_owned(),
        ParseError::NotJson(e) => format!("it is not JSON: {e}"),
        ParseError::NotObject => "it is JSON but not a saved state".to_owned(),
    }
}

/// The app's state inside eframe's RON file of earlier versions (egui's own part is not
/// read), if `text` is one and holds it.
fn legacy_state(text: &str) -> Option<SavedState> {
    let map: std::collections::HashMap<String, String> = ron::from_str(text).ok()?;
    let json = map.get(STORAGE_KEY)?;
    SavedState::parse(json).ok().map(|parsed| parsed.state)
}

/// Renames `path` to `NAME.{what}-YYYYMMDD-HHMMSS` (with `-2`, `-3`, … if taken) beside it
/// and returns the new name.
fn move_aside(path: &Path, what: &str, now: SystemTime) -> std::io::Result<PathBuf> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "state".to_owned());
    let stamp = timestamp(now);
    for n in 1..1000 {
        let suffix = if n == 1 {
            String::new()
        } else {
            format!("-{n}")
        };
        let backup = path.with_file_name(format!("{name}.{what}-{stamp}{suffix}"));
        // A rename would replace an existing copy: look first.
        if std::fs::symlink_metadata(&backup).is_err() {
            std::fs::rename(path, &backup)?;
            return Ok(backup);
        }
    }
    Err(std::io::Error::other("too many copies of the same second"))
}

/// `now` in UTC as `YYYYMMDD-HHMMSS`, by the civil-from-days algorithm (H. Hinnant), so as to
/// need no date crate for one file name.
pub fn timestamp(now: SystemTime) -> String {
    let secs = now
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}{month:02}{day:02}-{:02}{:02}{:02}",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

/// Removes temporary files of saves interrupted more than a minute ago (a crash between
/// writing and renaming leaves one; a save running now is younger).
fn remove_stale_temps(path: &Path, now: SystemTime) {
    let (Some(prefix), Some(dir)) = (temp_prefix(path), path.parent()) else {
        return;
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let stale = entry.file_name().to_string_lossy().starts_with(&prefix)
            && entry
                .metadata()
                .ok()
                .filter(std::fs::Metadata::is_file)
                .and_then(|m| m.modified().ok())
                .and_then(|t| now.duration_since(t).ok())
                .is_some_and(|age| age > STALE_TEMP_AGE);
        if stale {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests;
