//! The practice tab's solves: each spot solved once, as a job on the pool, and kept in memory
//! by its [`SpotKey`] (a few, the least recently asked for dropped first, never one in play);
//! flop spots are also kept on disk ([`DiskCache`]) and read back from there when asked for
//! again, in this run or a later one. The UI thread only asks and looks: it never builds,
//! solves, reads or writes a tree.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::time::{Duration, Instant};

use pokerlab::jobs::{JobHandle, Pool, Waker};
use pokerlab::practice::SpotKey;
use pokerlab::solver::{
    DEFAULT_MAX_MEMORY, Game, SolveProgress, SolveSettings, Spot, Street, solve,
};

use super::disk::DiskCache;

/// The most solved games kept in memory.
pub const MEMORY_GAMES: usize = 6;

/// What a spot's job is doing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    /// Waiting for a thread.
    #[default]
    Queued,
    /// Reading a saved solve from disk.
    Loading,
    /// Building the tree.
    Building,
    /// Solving.
    Solving,
    /// Writing the solve to disk.
    Saving,
}

impl Phase {
    /// In words, for the progress line.
    pub const fn words(self) -> &'static str {
        match self {
            Phase::Queued => "waiting for a thread",
            Phase::Loading => "reading the saved solve",
            Phase::Building => "building the tree",
            Phase::Solving => "solving",
            Phase::Saving => "saving the solve for next time",
        }
    }
}

/// What a spot's job publishes.
#[derive(Clone, Debug, Default)]
pub struct SpotSolve {
    /// What it is doing.
    pub phase: Phase,
    /// The solve's progress.
    pub progress: SolveProgress,
    /// The game, once solved or read.
    pub game: Option<Arc<Game>>,
    /// Why there is no game.
    pub error: Option<String>,
    /// Whether the game was read from disk.
    pub from_disk: bool,
    /// Why the solve could not be kept on disk (it is used all the same).
    pub save_error: Option<String>,
    /// From the job's start to its game.
    pub latency: Duration,
}

/// A solved spot.
#[derive(Clone, Debug)]
pub struct Solved {
    /// The game.
    pub game: Arc<Game>,
    /// From asking to having it.
    pub latency: Duration,
    /// Whether it came from disk.
    pub from_disk: bool,
    /// The solve's last progress (iterations, exploitability).
    pub progress: SolveProgress,
}

/// The solves asked for, running and done.
#[derive(Debug, Default)]
pub struct Solves {
    done: HashMap<SpotKey, Solved>,
    /// Keys of `done`, least recently asked for first.
    order: VecDeque<SpotKey>,
    running: HashMap<SpotKey, JobHandle<SpotSolve>>,
    failed: HashMap<SpotKey, String>,
    /// The spots asked for this run, to solve again (a review).
    spots: HashMap<SpotKey, (Spot, SolveSettings)>,
    disk: Option<DiskCache>,
    /// The last solve that could not be kept on disk, and why.
    save_error: Option<String>,
}

impl Solves {
    /// Solves kept on `disk` for flop spots (none: kept in memory only).
    pub fn with_disk(disk: Option<DiskCache>) -> Solves {
        Solves {
            disk,
            ..Solves::default()
        }
    }

    /// The disk cache, if any.
    pub fn disk(&self) -> Option<&DiskCache> {
        self.disk.as_ref()
    }

    /// Asks for `spot` solved to `settings` (nothing if it is done or running). Returns its
    /// key.
    pub fn request(
        &mut self,
        spot: &Spot,
        settings: SolveSettings,
        pool: &Pool,
        waker: &Waker,
    ) -> SpotKey {
        let key = SpotKey::of(spot);
        self.spots
            .entry(key)
            .or_insert_with(|| (spot.clone(), settings));
        if self.done.contains_key(&key) {
            self.touch(key);
            return key;
        }
        if self.running.contains_key(&key) {
            return key;
        }
        self.failed.remove(&key);
        let disk = self
            .disk
            .clone()
            .filter(|_| Street::of_board(spot.board.len()) == Some(Street::Flop));
        let spot = spot.clone();
        let job = pool.spawn_task(waker.clone(), move |ctl| {
            let start = Instant::now();
            let publish = |state: &mut SpotSolve, game: Game, from_disk: bool| {
                state.game = Some(Arc::new(game));
                state.from_disk = from_disk;
                state.latency = start.elapsed();
            };
            if let Some(disk) = &disk {
                ctl.update(|s: &mut SpotSolve| s.phase = Phase::Loading);
                if let Some(game) = disk.load(key) {
                    ctl.update(|s: &mut SpotSolve| publish(s, game, true));
                    return;
                }
            }
            ctl.update(|s: &mut SpotSolve| s.phase = Phase::Building);
            let mut game = match Game::new(spot, DEFAULT_MAX_MEMORY) {
                Ok(game) => game,
                Err(e) => {
                    ctl.update(|s: &mut SpotSolve| s.error = Some(e.to_string()));
                    return;
                }
            };
            ctl.update(|s: &mut SpotSolve| s.phase = Phase::Solving);
            let target = settings.target_percent.max(1e-9);
            let progress = solve(&mut game, &settings, ctl.cancel_flag(), |p| {
                ctl.update(|s: &mut SpotSolve| s.progress = *p);
                if let Some(e) = p.exploitability_percent {
                    ctl.progress((target / e.max(target)).min(0.99));
                }
            });
            if ctl.is_cancelled() {
                return;
            }
            ctl.update(|s: &mut SpotSolve| s.progress = progress);
            let mut save_error = None;
            if let Some(disk) = &disk {
                ctl.update(|s: &mut SpotSolve| s.phase = Phase::Saving);
                save_error = disk.store(key, &game).err();
            }
            ctl.update(|s: &mut SpotSolve| {
                s.save_error = save_error;
                publish(s, game, false);
            });
        });
        self.running.insert(key, job);
        key
    }

    /// The spot and settings of `key`, if it was asked for this run.
    pub fn spot(&self, key: SpotKey) -> Option<&(Spot, SolveSettings)> {
        self.spots.get(&key)
    }

    /// Collects finished jobs; keeps at most [`MEMORY_GAMES`] games, dropping the least
    /// recently asked for first but never one of `keep`.
    pub fn step(&mut self, keep: &[SpotKey]) {
        let finished: Vec<SpotKey> = self
            .running
            .iter()
            .filter(|(_, job)| job.is_done())
            .map(|(k, _)| *k)
            .collect();
        for key in finished {
            let Some(job) = self.running.remove(&key) else {
                continue;
            };
            let snapshot = job.snapshot();
            match (
                snapshot.value.game,
                snapshot.value.error,
                snapshot.error.map(|e| e.to_string()),
            ) {
                (Some(game), _, _) => {
                    if let Some(e) = snapshot.value.save_error {
                        self.save_error = Some(e);
                    }
                    self.done.insert(
                        key,
                        Solved {
                            game,
                            latency: snapshot.value.latency,
                            from_disk: snapshot.value.from_disk,
                            progress: snapshot.value.progress,
                        },
                    );
                    self.order.push_back(key);
                }
                (None, Some(e), _) | (None, None, Some(e)) => {
                    self.failed.insert(key, e.to_string());
                }
                (None, None, None) => {
                    self.failed
                        .insert(key, "the solve stopped before it finished".to_owned());
                }
            }
        }
        while self.done.len() > MEMORY_GAMES {
            let Some(i) = self.order.iter().position(|k| !keep.contains(k)) else {
                break;
            };
            if let Some(key) = self.order.remove(i) {
                self.done.remove(&key);
            }
        }
    }

    fn touch(&mut self, key: SpotKey) {
        if let Some(i) = self.order.iter().position(|k| *k == key) {
            self.order.remove(i);
            self.order.push_back(key);
        }
    }

    /// The solved spot of `key`, if it is in memory.
    pub fn get(&self, key: SpotKey) -> Option<&Solved> {
        self.done.get(&key)
    }

    /// Whether `key` is being solved (or read).
    pub fn is_running(&self, key: SpotKey) -> bool {
        self.running.contains_key(&key)
    }

    /// Whether any solve is running.
    pub fn any_running(&self) -> bool {
        !self.running.is_empty()
    }

    /// What the job of `key` is doing and how far it is, while it runs.
    pub fn progress(&self, key: SpotKey) -> Option<(Phase, SolveProgress, f64)> {
        let job = self.running.get(&key)?;
        let snap = job.read_snapshot(|s| (s.phase, s.progress));
        Some((snap.value.0, snap.value.1, snap.progress))
    }

    /// Why `key` could not be solved.
    pub fn error(&self, key: SpotKey) -> Option<&str> {
        self.failed.get(&key).map(String::as_str)
    }

    /// Why the last solve could not be kept on disk.
    pub fn save_error(&self) -> Option<&str> {
        self.save_error.as_deref()
    }

    /// Drops every solve in memory and every job (a new drill); the disk cache stays.
    pub fn clear(&mut self) {
        self.done.clear();
        self.order.clear();
        self.running.clear();
        self.failed.clear();
    }
}
