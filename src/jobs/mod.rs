//! Background work: one thread pool for the whole program, and one kind of handle for every
//! long computation on it — equity counts, the average opponent, the Odds Grid, video-poker
//! analysis, the benchmark, card pictures.
//!
//! Work comes in two shapes:
//! * **chunked** ([`ChunkedWork`]): many small chunks whose outputs [`Merge`]; the pool's
//!   workers take chunk indices in order, and the running total is readable at any time
//!   ([`Pool::spawn`], [`Pool::spawn_chunked`]);
//! * **a task** ([`Pool::spawn_task`]): one closure that publishes partial results and
//!   progress through a [`TaskControl`] as it goes. [`spawn_dedicated`] runs one on a thread
//!   of its own, for work that must own a thread (the benchmark's single-thread figures).
//!
//! Either way the caller holds a [`JobHandle`]: [`snapshot`](JobHandle::snapshot) reads the
//! value so far, its progress and any error; dropping the handle cancels the job (nothing is
//! merged or published after [`cancel`](JobHandle::cancel) returns); a panic inside the work
//! is caught and reported as a [`JobError`]; [`wait`](JobHandle::wait) blocks on a condition
//! variable, never by polling. A [`Waker`] — a plain closure, such as a UI's "repaint" — is
//! called after every change, so nothing here knows any UI toolkit.
//!
//! Monte Carlo work seeds chunk `i` from `(job seed, i)` with [`chunk_seed`], the one
//! seeding of every sampling engine, so its results are reproducible whatever the threads.
//!
//! [`Pool::global`] is rayon's global pool, sized once from `RAYON_NUM_THREADS` or the number
//! of cores ([`Pool::init_global`] sets another size before first use, as the command line's
//! `--threads` does), so the engines' own parallel loops run on the same threads as the jobs.
//!
//! ```
//! use pokerlab::jobs::{Merge, Pool};
//! #[derive(Clone, Default)]
//! struct Sum(u64);
//! impl Merge for Sum {
//!     fn merge(&mut self, other: Sum) { self.0 += other.0 }
//! }
//! let pool = Pool::with_threads(2)?;
//! let job = pool.spawn_chunked(100, |i| Sum(i as u64), || {});
//! assert_eq!(job.wait().value.0, 4950);
//!
//! let task = pool.spawn_task(|| {}, |control| {
//!     for i in 1..=10u64 {
//!         control.update(|sum: &mut u64| *sum += i);
//!         control.progress(i as f64 / 10.0);
//!     }
//! });
//! let done = task.wait();
//! assert_eq!((done.value, done.progress, done.done), (55, 1.0, true));
//! # Ok::<(), pokerlab::jobs::PoolError>(())
//! ```

mod chunked;
mod handle;
mod pool;
mod seed;
mod task;
#[cfg(test)]
mod tests;

pub use chunked::{ChunkContext, ChunkedWork, Merge};
pub use handle::{JobError, JobHandle, Snapshot, Waker};
pub use pool::{MAX_THREADS, Pool, PoolError, THREADS_ENV, ThreadsEnvError, env_threads};
pub use seed::chunk_seed;
pub use task::{TaskControl, spawn_dedicated};
