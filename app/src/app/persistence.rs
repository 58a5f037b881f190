//! When the state is saved: read once at start-up, then written shortly after every change
//! (at most once per [`CHECK_EVERY`], in the background, only when the state differs from
//! what was last written) and once more on exit. A crash loses at most the last second.
//!
//! Writing happens on a thread of its own ([`pokerlab::jobs::spawn_dedicated`]), so a slow disk
//! never stalls a frame; a failure is reported once (and again only if the reason changes),
//! retried after [`RETRY_AFTER`], and its notice is withdrawn once a save succeeds.

use std::time::{Duration, Instant};

use super::saved_state::SavedState;
use super::state_file::{Loaded, StateFile};
use pokerlab::jobs::{JobHandle, Waker, spawn_dedicated};

/// How often the state is compared with what was last written.
pub const CHECK_EVERY: Duration = Duration::from_secs(1);

/// How long to wait before trying again after a save failed.
pub const RETRY_AFTER: Duration = Duration::from_secs(30);

/// What the user should be told about saving.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveEvent {
    /// A save failed, for this reason.
    Failed(String),
    /// A save worked after failures.
    Recovered,
}

/// The outcome of one background save: `None` while running.
type Outcome = Option<Result<(), String>>;

/// Saving the app's state to its file.
#[derive(Debug)]
pub struct Persistence {
    /// The file, or `None` to keep nothing (tests, or no place for a file).
    file: Option<StateFile>,
    /// Whether the file may be written (not when something else is in its place).
    may_save: bool,
    /// The JSON last written (or read back unchanged).
    written: Option<String>,
    /// The save running, with the JSON it writes.
    saving: Option<(String, JobHandle<Outcome>)>,
    /// When the state is next compared with what was written.
    next_check: Option<Instant>,
    /// No save before this (after a failure).
    retry_at: Option<Instant>,
    /// The reason of the last failure reported.
    failure: Option<String>,
}

impl Persistence {
    /// Saving to `file`, as `loaded` (what was read from it) allows.
    pub fn new(file: StateFile, loaded: &Loaded) -> Persistence {
        Persistence {
            file: Some(file),
            may_save: loaded.may_save,
            written: loaded.text.clone(),
            saving: None,
            next_check: None,
            retry_at: None,
            failure: None,
        }
    }

    /// Keeping nothing.
    pub fn none() -> Persistence {
        Persistence {
            file: None,
            may_save: false,
            written: None,
            saving: None,
            next_check: None,
            retry_at: None,
            failure: None,
        }
    }

    /// The file saved to, if any.
    pub fn file(&self) -> Option<&StateFile> {
        self.file.as_ref()
    }

    /// Whether a save is running.
    pub fn is_saving(&self) -> bool {
        self.saving.is_some()
    }

    /// Called every frame: takes in a finished save, and starts one if the state (built by
    /// `state`, at most once per [`CHECK_EVERY`]) differs from what was last written.
    /// `waker` is called when a save finishes. Returns what to tell the user, if anything,
    /// and when to be called again even without input (`None`: not needed).
    pub fn tick(
        &mut self,
        now: Instant,
        state: impl FnOnce() -> SavedState,
        waker: impl Into<Waker>,
    ) -> (Option<SaveEvent>, Option<Duration>) {
        if self.file.is_none() || !self.may_save {
            return (None, None);
        }
        let event = self.take_finished(now);
        if self.saving.is_some() {
            return (event, Some(CHECK_EVERY));
        }
        let due = self
            .next_check
            .unwrap_or(now)
            .max(self.retry_at.unwrap_or(now));
        if now < due {
            return (event, Some(due - now));
        }
        self.next_check = Some(now + CHECK_EVERY);
        let json = state().to_json();
        if self.written.as_deref() == Some(json.as_str()) {
            // Unchanged: nothing to do until something happens.
            return (event, None);
        }
        if let Some(file) = self.file.clone() {
            let text = json.clone();
            let job = spawn_dedicated("save", waker, move |control| {
                let outcome = file.save(&text).map_err(|e| e.to_string());
                control.update(|slot: &mut Outcome| *slot = Some(outcome));
            });
            self.saving = Some((json, job));
        }
        (event, Some(CHECK_EVERY))
    }

    /// Takes in the running save if it is finished.
    fn take_finished(&mut self, now: Instant) -> Option<SaveEvent> {
        let finished = self.saving.as_ref().is_some_and(|(_, job)| job.is_done());
        if !finished {
            return None;
        }
        let (json, job) = self.saving.take()?;
        let outcome = job
            .wait()
            .value
            .unwrap_or_else(|| Err("the save stopped unexpectedly".to_owned()));
        self.record(json, outcome, now)
    }

    /// Notes the outcome of writing `json`.
    fn record(
        &mut self,
        json: String,
        outcome: Result<(), String>,
        now: Instant,
    ) -> Option<SaveEvent> {
        match outcome {
            Ok(()) => {
                self.written = Some(json);
                self.retry_at = None;
                self.failure.take().map(|_| SaveEvent::Recovered)
            }
            Err(reason) => {
                log::error!("{reason}");
                self.retry_at = Some(now + RETRY_AFTER);
                let new = self.failure.as_deref() != Some(reason.as_str());
                self.failure = Some(reason.clone());
                new.then_some(SaveEvent::Failed(reason))
            }
        }
    }

    /// Saves `state` now, on this thread, after any save still running (on exit). Returns
    /// the failure, if any.
    pub fn save_now(&mut self, state: &SavedState) -> Result<(), String> {
        if let Some((json, job)) = self.saving.take() {
            job.block_until_done();
            let outcome = job
                .wait()
                .value
                .unwrap_or_else(|| Err("the save stopped unexpectedly".to_owned()));
            let _ = self.record(json, outcome, Instant::now());
        }
        let (Some(file), true) = (&self.file, self.may_save) else {
            return Ok(());
        };
        let json = state.to_json();
        if self.written.as_deref() == Some(json.as_str()) {
            return Ok(());
        }
        let outcome = file.save(&json).map_err(|e| e.to_string());
        let failed = outcome.clone().err();
        let _ = self.record(json, outcome, Instant::now());
        failed.map_or(Ok(()), Err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Tab;

    /// Waits for the save started at `at` to finish and returns what it reports (ticking at
    /// `at`, when no new check is due, so that nothing new starts).
    fn finish(p: &mut Persistence, at: Instant) -> Option<SaveEvent> {
        let start = Instant::now();
        loop {
            let (event, _) = p.tick(at, || unreachable!("no check is due"), || {});
            if event.is_some() || !p.is_saving() {
                return event;
            }
            assert!(start.elapsed() < Duration::from_secs(20));
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    #[test]
    fn saves_changes_once_and_not_an_unchanged_state() {
        let dir = tempfile::tempdir().unwrap();
        let file = StateFile::new(dir.path().join("state.json"));
        let loaded = file.load();
        let mut p = Persistence::new(file.clone(), &loaded);
        let state = SavedState {
            tab: Tab::VideoPoker,
            ..SavedState::default()
        };
        let now = Instant::now();
        let (event, again) = p.tick(now, || state.clone(), || {});
        assert_eq!(event, None);
        assert!(p.is_saving());
        assert_eq!(again, Some(CHECK_EVERY));
        assert_eq!(finish(&mut p, now), None);
        assert_eq!(file.load().state, state);
        // Unchanged: no save, and no need to be called back.
        let (_, again) = p.tick(now + Duration::from_secs(7200), || state.clone(), || {});
        assert!(!p.is_saving());
        assert_eq!(again, None);
        // Not due yet: the state is not even built.
        let mut p = Persistence::new(file.clone(), &file.load());
        let _ = p.tick(now, || state.clone(), || {});
        let (_, again) = p.tick(now + Duration::from_millis(300), || unreachable!(), || {});
        assert_eq!(again, Some(Duration::from_millis(700)));
    }

    #[test]
    fn a_failure_is_reported_once_and_its_recovery_too() {
        let dir = tempfile::tempdir().unwrap();
        let blocked = dir.path().join("blocked");
        // A file where the folder should be: the folder cannot be created.
        std::fs::write(&blocked, "").unwrap();
        let file = StateFile::new(blocked.join("state.json"));
        let mut p = Persistence::new(file.clone(), &file.load());
        let state = SavedState::default();
        let t0 = Instant::now();
        let _ = p.tick(t0, || state.clone(), || {});
        let event = finish(&mut p, t0);
        assert!(
            matches!(&event, Some(SaveEvent::Failed(r)) if r.contains("cannot create the folder")),
            "{event:?}"
        );
        // Not retried at once.
        let (_, again) = p.tick(t0 + CHECK_EVERY * 2, || unreachable!(), || {});
        assert!(!p.is_saving());
        assert_eq!(again, Some(RETRY_AFTER - CHECK_EVERY * 2));
        // The same failure again is not reported again.
        let t1 = t0 + RETRY_AFTER * 2;
        let _ = p.tick(t1, || state.clone(), || {});
        assert!(p.is_saving());
        assert_eq!(finish(&mut p, t1), None);
        std::fs::remove_file(&blocked).unwrap();
        let t2 = t1 + RETRY_AFTER * 2;
        let _ = p.tick(t2, || state.clone(), || {});
        assert_eq!(finish(&mut p, t2), Some(SaveEvent::Recovered));
        assert_eq!(file.load().state, state);
    }

    #[test]
    fn save_now_writes_at_once_and_nothing_is_written_where_it_may_not_be() {
        let dir = tempfile::tempdir().unwrap();
        let file = StateFile::new(dir.path().join("state.json"));
        let mut p = Persistence::new(file.clone(), &file.load());
        let state = SavedState {
            tab: Tab::Benchmark,
            ..SavedState::default()
        };
        p.save_now(&state).unwrap();
        assert_eq!(file.load().state, state);

        std::fs::remove_file(file.path()).unwrap();
        std::fs::create_dir(file.path()).unwrap();
        let loaded = file.load();
        let mut p = Persistence::new(file.clone(), &loaded);
        assert_eq!(
            p.tick(Instant::now(), || unreachable!(), || {}),
            (None, None)
        );
        assert_eq!(p.save_now(&state), Ok(()));
        assert!(file.path().is_dir());
    }
}
