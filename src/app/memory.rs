//! Giving freed memory back to the system during a long session.
//!
//! The app's work comes in bursts (a pay table's 14 MB of tallies, a benchmark's random
//! hands, the software renderer's buffers), freed on many threads. glibc's allocator keeps
//! what is freed in each thread's arena for reuse and rarely returns it, so resident memory
//! only ever went up: issue 12's soak grew by 100 MB and stayed there. [`Trimmer`] asks the
//! allocator to return its free pages (`malloc_trim`) every [`TRIM_EVERY`] while the app is
//! in use; elsewhere (another C library or system) it does nothing.

use std::time::{Duration, Instant};

/// How often free memory is handed back while frames are drawn.
pub const TRIM_EVERY: Duration = Duration::from_secs(15);

/// Hands free memory back to the system at most every [`TRIM_EVERY`].
#[derive(Debug, Default)]
pub struct Trimmer {
    last: Option<Instant>,
}

impl Trimmer {
    /// A trimmer that trims first [`TRIM_EVERY`] after its first tick.
    pub fn new() -> Trimmer {
        Trimmer::default()
    }

    /// Called every frame; trims when [`TRIM_EVERY`] has passed since the last trim (or the
    /// first tick). Returns whether it trimmed.
    pub fn tick(&mut self, now: Instant) -> bool {
        let Some(last) = self.last else {
            self.last = Some(now);
            return false;
        };
        if now.saturating_duration_since(last) < TRIM_EVERY {
            return false;
        }
        self.last = Some(now);
        release_free_memory();
        true
    }
}

/// Returns the allocator's free pages to the system (glibc's `malloc_trim`; a no-op
/// elsewhere).
pub fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim takes no pointers and may be called at any time from any thread.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trims_once_per_period() {
        let mut t = Trimmer::new();
        let t0 = Instant::now();
        assert!(!t.tick(t0));
        assert!(!t.tick(t0 + TRIM_EVERY / 2));
        assert!(t.tick(t0 + TRIM_EVERY));
        assert!(!t.tick(t0 + TRIM_EVERY + Duration::from_secs(1)));
        assert!(t.tick(t0 + TRIM_EVERY * 3));
    }
}
