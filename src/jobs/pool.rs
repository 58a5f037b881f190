//! The threads jobs run on: rayon's global pool, sized once for the whole program, or a
//! private pool of a chosen size (for figures that claim a number of threads, and tests).

use std::sync::{Arc, OnceLock};

use thiserror::Error;

use super::chunked::{self, ChunkedWork, ClosureWork, Merge};
use super::handle::{JobHandle, Shared, Waker};
use super::task::{self, TaskControl};

/// The environment variable that sizes the global pool (as rayon reads it).
pub const THREADS_ENV: &str = "RAYON_NUM_THREADS";

/// Why a pool could not be had.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PoolError {
    /// The threads could not be started.
    #[error("cannot start the worker threads: {0}")]
    Build(String),
    /// The global pool was already running with another size.
    #[error("the worker threads are already running ({running} of them, not {asked})")]
    AlreadySized {
        /// Threads the global pool has.
        running: usize,
        /// Threads asked for.
        asked: usize,
    },
}

#[derive(Clone)]
enum Threads {
    /// rayon's global pool.
    Global,
    /// A pool of its own.
    Own(Arc<rayon::ThreadPool>),
}

/// A pool of worker threads to run jobs on. Clones share the threads.
///
/// ```
/// use pokerlab::jobs::Pool;
/// let pool = Pool::with_threads(1)?;
/// assert_eq!(pool.threads(), 1);
/// assert_eq!(pool.install(rayon::current_num_threads), 1);
/// assert!(Pool::global().threads() >= 1);
/// # Ok::<(), pokerlab::jobs::PoolError>(())
/// ```
#[derive(Clone)]
pub struct Pool {
    threads: Threads,
    count: usize,
}

impl std::fmt::Debug for Pool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = match self.threads {
            Threads::Global => "global",
            Threads::Own(_) => "own",
        };
        f.debug_struct("Pool")
            .field("kind", &kind)
            .field("threads", &self.count)
            .finish()
    }
}

/// The global pool's size, fixed when it is first used.
static GLOBAL: OnceLock<usize> = OnceLock::new();

/// The most threads a pool may have: 16 per core, and never more than 1,024. Asking for more
/// only slows the machine (each thread has its own stack and the scheduler its load).
pub const MAX_THREADS: usize = 1024;

/// The machine's cores (1 if unknown).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// `RAYON_NUM_THREADS` set to something that is not a positive whole number (it is then
/// ignored: one thread per core).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{THREADS_ENV}=`{text}` is not a number of threads")]
pub struct ThreadsEnvError {
    /// The variable's text, as it was set.
    pub text: String,
}

/// The number of threads `RAYON_NUM_THREADS` asks for, if it is set: an error holding its
/// text if that is not a positive whole number (then it is ignored).
///
/// ```
/// // Unset here, as in most programs' tests.
/// if std::env::var_os(pokerlab::jobs::THREADS_ENV).is_none() {
///     assert_eq!(pokerlab::jobs::env_threads(), None);
/// }
/// ```
pub fn env_threads() -> Option<Result<usize, ThreadsEnvError>> {
    let text = std::env::var_os(THREADS_ENV)?;
    Some(parse_threads(&text.to_string_lossy()))
}

/// A thread count as `RAYON_NUM_THREADS` gives it: a positive whole number, spaces around
/// allowed.
fn parse_threads(text: &str) -> Result<usize, ThreadsEnvError> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| ThreadsEnvError {
            text: text.to_owned(),
        })
}

/// Threads by default: `RAYON_NUM_THREADS` if it is a positive number (at most
/// [`Pool::max_threads`], with a warning above it), else one per core.
fn default_threads() -> usize {
    match env_threads() {
        Some(Ok(n)) if n > Pool::max_threads() => {
            log::warn!(
                "{THREADS_ENV}={n} is more than {} threads (16 per core, at most \
                 {MAX_THREADS}): using {}",
                Pool::max_threads(),
                Pool::max_threads()
            );
            Pool::max_threads()
        }
        Some(Ok(n)) => n,
        Some(Err(_)) | None => cores(),
    }
}

/// Starts rayon's global pool with `threads` named threads; its size either way.
fn start_global(threads: usize) -> usize {
    let built = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("pokerlab-worker-{i}"))
        .build_global();
    match built {
        Ok(()) => threads,
        // Someone (a program using this library) started it first: use it as it is.
        Err(_) => rayon::current_num_threads(),
    }
}

impl Pool {
    /// The most threads a pool may have on this machine: 16 per core, at most
    /// [`MAX_THREADS`]. `--threads` above it is refused and `RAYON_NUM_THREADS` above it is
    /// lowered to it, before any thread starts.
    pub fn max_threads() -> usize {
        (16 * cores()).clamp(16, MAX_THREADS)
    }

    /// The program's one pool: rayon's global pool, started on first use with
    /// `RAYON_NUM_THREADS` threads or one per core.
    pub fn global() -> Pool {
        let count = *GLOBAL.get_or_init(|| start_global(default_threads()));
        Pool {
            threads: Threads::Global,
            count,
        }
    }

    /// Starts the global pool with `threads` threads (at least one), as `--threads` asks;
    /// refused if it is already running with another size.
    pub fn init_global(threads: usize) -> Result<Pool, PoolError> {
        let asked = threads.clamp(1, Pool::max_threads());
        let count = *GLOBAL.get_or_init(|| start_global(asked));
        if count != asked {
            return Err(PoolError::AlreadySized {
                running: count,
                asked,
            });
        }
        Ok(Pool::global())
    }

    /// A private pool of `threads` threads (at least one), apart from the global one: for
    /// figures that claim a number of threads, and tests.
    pub fn with_threads(threads: usize) -> Result<Pool, PoolError> {
        let count = threads.clamp(1, Pool::max_threads());
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(count)
            .thread_name(|i| format!("pokerlab-own-{i}"))
            .build()
            .map_err(|e| PoolError::Build(e.to_string()))?;
        Ok(Pool {
            threads: Threads::Own(Arc::new(pool)),
            count,
        })
    }

    /// How many threads the pool has.
    pub fn threads(&self) -> usize {
        self.count
    }

    /// Runs `f` inside the pool, so that rayon's parallel iterators in it use these threads;
    /// returns its result.
    pub fn install<R: Send>(&self, f: impl FnOnce() -> R + Send) -> R {
        match &self.threads {
            Threads::Global => f(),
            Threads::Own(pool) => pool.install(f),
        }
    }

    /// Runs `f` on one of the pool's threads, detached.
    fn spawn_raw(&self, f: impl FnOnce() + Send + 'static) {
        match &self.threads {
            Threads::Global => rayon::spawn(f),
            Threads::Own(pool) => pool.spawn(f),
        }
    }

    fn handle<T>(&self, shared: Arc<Shared<T>>) -> JobHandle<T> {
        JobHandle {
            shared,
            _pool: match &self.threads {
                Threads::Global => None,
                Threads::Own(pool) => Some(Arc::clone(pool)),
            },
        }
    }

    /// Starts `work` with one worker per thread (fewer if there are fewer chunks); `waker` is
    /// called after each chunk merges and when the job ends. Returns at once.
    pub fn spawn<W: ChunkedWork>(&self, work: W, waker: impl Into<Waker>) -> JobHandle<W::Output> {
        let workers = chunked::workers_for(&work, self.count);
        let shared = Shared::new(W::Output::default(), workers, waker.into());
        let work = Arc::new(work);
        for _ in 0..workers {
            let (work, shared) = (Arc::clone(&work), Arc::clone(&shared));
            self.spawn_raw(move || chunked::worker(&work, &shared));
        }
        self.handle(shared)
    }

    /// Starts a job of `chunks` chunks, chunk `i` computed by `chunk(i)`, their outputs merged.
    pub fn spawn_chunked<T, F>(
        &self,
        chunks: usize,
        chunk: F,
        waker: impl Into<Waker>,
    ) -> JobHandle<T>
    where
        T: Merge + Default,
        F: Fn(usize) -> T + Send + Sync + 'static,
    {
        self.spawn(ClosureWork { chunks, f: chunk }, waker)
    }

    /// Starts `work`, one closure, on one of the pool's threads (its parallel loops, if any,
    /// use the whole pool); `waker` is called after every update and at the end.
    pub fn spawn_task<T, F>(&self, waker: impl Into<Waker>, work: F) -> JobHandle<T>
    where
        T: Default + Send + 'static,
        F: FnOnce(&TaskControl<T>) + Send + 'static,
    {
        let (shared, run) = task::prepare(waker.into(), work);
        self.spawn_raw(run);
        self.handle(shared)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // test code: a panic is a failure report
mod tests {
    use super::*;

    #[test]
    fn thread_counts_parse_as_positive_whole_numbers() {
        assert_eq!(parse_threads(" 4 "), Ok(4));
        for bad in ["0", "-2", "two", "", "1.5"] {
            let err = parse_threads(bad).unwrap_err();
            assert_eq!(err.text, bad);
            assert_eq!(
                err.to_string(),
                format!("{THREADS_ENV}=`{bad}` is not a number of threads")
            );
        }
    }
}
