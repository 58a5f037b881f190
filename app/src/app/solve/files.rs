//! Saving and loading solves from the Solve tab, in the files `pokerlab solve --save` writes
//! and `--load` reads ([`SaveFile`], [`load_file`]): each a job on the pool, so the window
//! never waits on the disk; what happened comes back as a [`FileOutcome`] for the tab to show.

use std::path::PathBuf;
use std::sync::Arc;

use super::Solve;
use pokerlab::format;
use pokerlab::jobs::{JobHandle, Pool, Waker};
use pokerlab::solver::{Game, SaveFile, SolveProgress, load_file, saved_len};

/// What a save or a load did.
#[derive(Debug, Default)]
pub enum FileOutcome {
    /// Not finished.
    #[default]
    Pending,
    /// Saved: the words to show.
    Saved(String),
    /// Loaded: the game and its exploitability (% of the pot), measured in the job.
    Loaded(Box<Game>, f64),
    /// Refused or failed: why.
    Failed(String),
}

/// The path as typed, or why it is no path.
fn path_of(text: &str) -> Result<PathBuf, String> {
    let text = text.trim();
    if text.is_empty() {
        Err("Type the path of the solve file first.".to_owned())
    } else {
        Ok(PathBuf::from(text))
    }
}

/// Saves `game` to the file at `path` (written beside it and renamed when complete and
/// checked, so an old file survives any failure).
pub fn spawn_save(
    pool: &Pool,
    waker: &Waker,
    game: Arc<Game>,
    path: &str,
) -> JobHandle<FileOutcome> {
    let path = path_of(path);
    pool.spawn_task(waker.clone(), move |ctl| {
        let outcome = match path {
            Err(e) => FileOutcome::Failed(e),
            Ok(path) => match SaveFile::create(&path).and_then(|file| file.write(&game)) {
                Ok(()) => FileOutcome::Saved(format!(
                    "Saved {} iterations to {} ({}).",
                    format::group_digits(game.iterations()),
                    path.display(),
                    format::memory(saved_len(&game))
                )),
                Err(e) => FileOutcome::Failed(format!("Not saved to {}: {e}", path.display())),
            },
        };
        ctl.update(|o: &mut FileOutcome| *o = outcome);
    })
}

/// Loads the solve in the file at `path` (a tree of at most `max_memory` bytes) and measures
/// its exploitability.
pub fn spawn_load(
    pool: &Pool,
    waker: &Waker,
    path: &str,
    max_memory: u64,
) -> JobHandle<FileOutcome> {
    let path = path_of(path);
    pool.spawn_task(waker.clone(), move |ctl| {
        let outcome = match path {
            Err(e) => FileOutcome::Failed(e),
            Ok(path) => match load_file(&path, max_memory) {
                Ok(game) => {
                    let exploitability = game.exploitability_percent();
                    FileOutcome::Loaded(Box::new(game), exploitability)
                }
                Err(e) => FileOutcome::Failed(format!("Not loaded from {}: {e}", path.display())),
            },
        };
        ctl.update(|o: &mut FileOutcome| *o = outcome);
    })
}

impl Solve {
    /// Starts a save or load asked for, and takes in the one that finished.
    pub(super) fn step_files(&mut self, pool: &Pool, waker: &Waker) {
        if let Some(save) = self.file_asked.take() {
            if save {
                match &self.game {
                    Some(game) if !self.is_solving() && !self.is_measuring() => {
                        self.file_job = Some(spawn_save(pool, waker, Arc::clone(game), &self.path));
                    }
                    _ => {
                        self.file_message = Some((
                            "Solve the spot first: there is nothing to save.".to_owned(),
                            true,
                        ));
                    }
                }
            } else {
                let max_memory = self
                    .text
                    .options()
                    .map_or(pokerlab::solver::DEFAULT_MAX_MEMORY, |o| o.max_memory);
                self.file_job = Some(spawn_load(pool, waker, &self.path, max_memory));
            }
            self.file_message = self.file_message.take().filter(|_| self.file_job.is_none());
        }
        let Some(outcome) = self.file_job.as_ref().and_then(JobHandle::take_finished) else {
            return;
        };
        self.file_job = None;
        match outcome {
            FileOutcome::Pending => {}
            FileOutcome::Saved(words) => self.file_message = Some((words, false)),
            FileOutcome::Failed(words) => self.file_message = Some((words, true)),
            FileOutcome::Loaded(game, exploitability) => {
                let text = self.text.of_spot(game.spot(), game.compressed());
                self.file_message = Some((format!("Loaded {}.", self.path.trim()), false));
                self.forget();
                self.dirty = false;
                self.text = text;
                match self.text.read_all() {
                    Ok(spot) => {
                        self.spot = Some(spot);
                        self.input_error = None;
                    }
                    Err(e) => {
                        self.spot = None;
                        self.input_error = Some(e.to_string());
                    }
                }
                self.memory = Some(Ok(game.memory_bytes()));
                self.progress = Some(SolveProgress {
                    iterations: game.iterations(),
                    exploitability_percent: Some(exploitability),
                    ..SolveProgress::default()
                });
                self.loaded = true;
                self.game = Some(Arc::from(game));
                self.go(Vec::new());
            }
        }
    }
}
