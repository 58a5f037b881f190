//! The flop drills' solves kept on disk: one file per solved spot, named by its
//! [`SpotKey`], in the `pokerlab solve --save` format ([`SaveFile`], read back with
//! [`load_file`], which checks it whole), in a folder of the app's data folder. The folder is
//! bounded in size: after each file written, the oldest files go first until the rest fit
//! (the newest file stays even if it alone is larger). A file that does not load, or holds
//! another spot, is removed and solved again.
//!
//! Runs inside the solve jobs, never on the UI thread.

use std::path::{Path, PathBuf};

use pokerlab::practice::SpotKey;
use pokerlab::solver::{DEFAULT_MAX_MEMORY, Game, SaveFile, load_file};

/// The extension of the cache's files.
pub const EXTENSION: &str = "plsolve";

/// The folder's default bound: 512 MiB.
pub const DEFAULT_MAX_BYTES: u64 = 512 << 20;

/// The folder of saved solves and its bound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiskCache {
    dir: PathBuf,
    max_bytes: u64,
}

impl DiskCache {
    /// The cache in `dir` (made when the first file is written), at most `max_bytes` in all.
    pub fn new(dir: impl Into<PathBuf>, max_bytes: u64) -> DiskCache {
        DiskCache {
            dir: dir.into(),
            max_bytes,
        }
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of `key`.
    pub fn path(&self, key: SpotKey) -> PathBuf {
        self.dir.join(format!("{key}.{EXTENSION}"))
    }

    /// The solve of `key`, if a file holds it; a file that does not load or holds another
    /// spot is removed.
    pub fn load(&self, key: SpotKey) -> Option<Game> {
        let path = self.path(key);
        if !path.is_file() {
            return None;
        }
        match load_file(&path, DEFAULT_MAX_MEMORY) {
            Ok(game) if SpotKey::of(game.spot()) == key => Some(game),
            Ok(_) | Err(_) => {
                let _ = std::fs::remove_file(&path);
                None
            }
        }
    }

    /// Writes `game` as the file of `key` (atomically: a temporary file renamed), then removes
    /// the oldest files beyond the bound.
    pub fn store(&self, key: SpotKey, game: &Game) -> Result<(), String> {
        std::fs::create_dir_all(&self.dir)
            .map_err(|e| format!("cannot create {}: {e}", self.dir.display()))?;
        let path = self.path(key);
        let mut file = SaveFile::create(&path).map_err(|e| e.to_string())?;
        file.reserve_for(game).map_err(|e| e.to_string())?;
        file.write(game).map_err(|e| e.to_string())?;
        self.prune(&path);
        Ok(())
    }

    /// The cache's files, oldest first, with their sizes.
    fn files(&self) -> Vec<(PathBuf, u64, std::time::SystemTime)> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut files: Vec<_> = entries
            .filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == EXTENSION))
            .filter_map(|e| {
                let meta = e.metadata().ok().filter(std::fs::Metadata::is_file)?;
                let time = meta.modified().ok()?;
                Some((e.path(), meta.len(), time))
            })
            .collect();
        files.sort_by_key(|f| (f.2, f.0.clone()));
        files
    }

    /// The bytes the cache's files take now.
    pub fn used_bytes(&self) -> u64 {
        self.files().iter().map(|f| f.1).sum()
    }

    /// The number of solves on disk.
    pub fn len(&self) -> usize {
        self.files().len()
    }

    /// Whether no solve is on disk.
    pub fn is_empty(&self) -> bool {
        self.files().is_empty()
    }

    /// Removes the oldest files until the rest fit the bound, keeping `newest`.
    fn prune(&self, newest: &Path) {
        let files = self.files();
        let mut total: u64 = files.iter().map(|f| f.1).sum();
        for (path, len, _) in files {
            if total <= self.max_bytes {
                break;
            }
            if path == newest {
                continue;
            }
            if std::fs::remove_file(&path).is_ok() {
                total = total.saturating_sub(len);
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // test code: a panic is a failure report
mod tests {
    use super::*;
    use pokerlab::solver::{SolveSettings, Spot, solve};
    use std::sync::atomic::AtomicBool;

    fn solved(board: &str) -> Game {
        let spot = Spot {
            oop: "QQ,JJ".parse().unwrap(),
            ip: "AA,T9s".parse().unwrap(),
            board: board.parse().unwrap(),
            pot: 100.0,
            stack: 100.0,
            bets: "100".parse().unwrap(),
            raises: "".parse().unwrap(),
            raise_cap: 0,
            all_in_threshold: 0.0,
        };
        let mut game = Game::new(spot, 1 << 30).unwrap();
        let settings = SolveSettings {
            target_percent: 1.0,
            ..SolveSettings::default()
        };
        solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
        game
    }

    #[test]
    fn solves_come_back_whole_and_the_oldest_go_first() {
        let dir = tempfile::tempdir().unwrap();
        let a = solved("Kh 7c 2d 3s 4h");
        let key_a = SpotKey::of(a.spot());
        let one = pokerlab::solver::saved_len(&a);
        // Room for one file and a half.
        let cache = DiskCache::new(dir.path().join("solves"), one + one / 2);
        assert!(cache.load(key_a).is_none());
        cache.store(key_a, &a).unwrap();
        let back = cache.load(key_a).unwrap();
        assert_eq!(SpotKey::of(back.spot()), key_a);
        let line = pokerlab::solver::Line::default();
        assert_eq!(
            back.node(&line).unwrap().strategy(),
            a.node(&line).unwrap().strategy()
        );
        assert_eq!(
            cache.used_bytes(),
            std::fs::metadata(cache.path(key_a)).unwrap().len()
        );
        // A second spot: the first goes.
        std::thread::sleep(std::time::Duration::from_millis(20));
        let b = solved("Kh 7c 2d 3s 5h");
        let key_b = SpotKey::of(b.spot());
        cache.store(key_b, &b).unwrap();
        assert_eq!(cache.len(), 1);
        assert!(cache.load(key_a).is_none());
        assert!(cache.load(key_b).is_some());
        // A file that holds another spot is not taken for this one, and is removed.
        std::fs::copy(cache.path(key_b), cache.path(key_a)).unwrap();
        assert!(cache.load(key_a).is_none());
        assert!(!cache.path(key_a).exists());
        // Nor is a broken file.
        std::fs::write(cache.path(key_a), b"not a solve").unwrap();
        assert!(cache.load(key_a).is_none());
        assert!(!cache.path(key_a).exists());
    }
}
