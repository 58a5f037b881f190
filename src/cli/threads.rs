//! `--threads N`, shared by the commands that compute for long (`odds`, `grid`, `outs`,
//! `vp-analyze`): how many threads the program's one pool gets. Without it the pool has
//! `RAYON_NUM_THREADS` threads, or one per core.

use clap::Args;
use pokerlab::jobs::Pool;

use super::CliError;

/// The most threads one may ask for.
const MAX_THREADS: usize = 1024;

/// The thread-count option.
#[derive(Debug, Args)]
pub struct ThreadsArg {
    /// Worker threads to compute with (default: RAYON_NUM_THREADS, or one per core).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
}

impl ThreadsArg {
    /// Starts the pool with the threads asked for (or the default) and returns it.
    pub fn pool(&self) -> Result<Pool, CliError> {
        match self.threads {
            None => Ok(Pool::global()),
            Some(n) if (1..=MAX_THREADS).contains(&n) => {
                Pool::init_global(n).map_err(|e| CliError::Failed(e.to_string()))
            }
            Some(n) => Err(CliError::BadInput(format!(
                "--threads {n}: give a number of threads from 1 to {MAX_THREADS}"
            ))),
        }
    }
}
