//! `--threads N`, shared by the commands that compute for long (`odds`, `grid`, `outs`,
//! `vp-analyze`, `vp-strategy`): how many threads the program's one pool gets. Without it the
//! pool has `RAYON_NUM_THREADS` threads, or one per core. Either way the count is bounded by
//! [`Pool::max_threads`] (16 per core, at most 1,024), checked before any thread starts; the
//! commands start the pool only once the rest of their input is checked.

use std::io::Write;

use clap::Args;
use pokerlab::format::escape_controls;
use pokerlab::jobs::{Pool, THREADS_ENV, env_threads};

use super::CliError;

/// The thread-count option.
#[derive(Debug, Args)]
pub struct ThreadsArg {
    /// Worker threads to compute with, 1 to 16 per core (default: RAYON_NUM_THREADS, or one
    /// per core).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
}

impl ThreadsArg {
    /// Starts the pool with the threads asked for (or the default) and returns it. `--threads`
    /// out of bounds is refused; `RAYON_NUM_THREADS` above the bound is lowered to it, with a
    /// warning, and one that is not a number is ignored, with a warning.
    pub fn pool(&self) -> Result<Pool, CliError> {
        let max = Pool::max_threads();
        let count = match self.threads {
            Some(n) if (1..=max).contains(&n) => n,
            Some(n) => {
                return Err(CliError::BadInput(format!(
                    "--threads {n}: give a number of threads from 1 to {max} (16 per core, at \
                     most {})",
                    pokerlab::jobs::MAX_THREADS
                )));
            }
            None => match env_threads() {
                None => return Ok(Pool::global()),
                Some(Ok(n)) if n <= max => n,
                Some(Ok(n)) => {
                    warn(&format!(
                        "{THREADS_ENV}={n} is more than {max} threads (16 per core): using {max}"
                    ));
                    max
                }
                Some(Err(e)) => {
                    warn(&format!(
                        "{THREADS_ENV}=`{}` is not a number of threads: using one per core",
                        escape_controls(&e.text)
                    ));
                    return Ok(Pool::global());
                }
            },
        };
        Pool::init_global(count).map_err(|e| CliError::Failed(e.to_string()))
    }
}

/// A warning on stderr (the command goes on).
fn warn(message: &str) {
    let _ = writeln!(std::io::stderr(), "pokerlab: warning: {message}");
}
