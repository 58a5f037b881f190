//! The all-flops report as a job on the [pool](crate::jobs): flops are counted in chunks on
//! every thread, cancelled when the handle is dropped, with progress and the rows counted so
//! far readable at any time.

use super::compute::{FlopsError, FlopsRequest, Prepared};
use super::report::{FlopRow, FlopsReport};
use crate::jobs::{ChunkContext, ChunkedWork, JobError, JobHandle, Merge, Pool, Waker};
use std::time::Duration;

/// Flops per chunk when equities are counted (a few milliseconds each).
const EQUITY_FLOPS_PER_CHUNK: usize = 1;

/// Flops per chunk for holdings alone (about 0.1 ms each).
const HOLDINGS_FLOPS_PER_CHUNK: usize = 24;

/// The rows counted so far, each with its place in the list of flops.
#[derive(Clone, Debug, Default)]
pub struct FlopRows(Vec<(usize, FlopRow)>);

impl Merge for FlopRows {
    fn merge(&mut self, other: FlopRows) {
        self.0.extend(other.0);
    }
}

impl FlopRows {
    /// The rows in the order of the flops (the order chunks finished in does not matter).
    fn into_report(mut self, seats: usize) -> FlopsReport {
        self.0.sort_by_key(|(i, _)| *i);
        FlopsReport {
            rows: self.0.into_iter().map(|(_, row)| row).collect(),
            seats,
        }
    }
}

/// The report split into chunks of flops.
struct FlopsWork {
    prepared: Prepared,
    per_chunk: usize,
}

impl ChunkedWork for FlopsWork {
    type Output = FlopRows;

    fn chunk_count(&self) -> Option<usize> {
        Some(self.prepared.flops.len().div_ceil(self.per_chunk))
    }

    fn run_chunk(&self, index: usize, context: &ChunkContext<'_>) -> FlopRows {
        let start = index * self.per_chunk;
        let end = (start + self.per_chunk).min(self.prepared.flops.len());
        let mut rows = Vec::with_capacity(end.saturating_sub(start));
        for i in start..end {
            if context.is_cancelled() {
                break;
            }
            if let Some(row) = self.prepared.row(i) {
                rows.push((i, row));
            }
        }
        FlopRows(rows)
    }
}

/// A running all-flops report. Dropping it cancels the work.
#[derive(Debug)]
pub struct FlopsJob {
    handle: JobHandle<FlopRows>,
    seats: usize,
    flops: usize,
}

/// A report job's state at one moment.
#[derive(Clone, Debug)]
pub struct FlopsSnapshot {
    /// The rows counted so far, in order (every row once done).
    pub report: FlopsReport,
    /// How far along, 0 to 1.
    pub progress: f64,
    /// Whether the job has stopped.
    pub done: bool,
    /// Why it stopped early, if it failed.
    pub error: Option<JobError>,
    /// Time since it started, or its run time once done.
    pub elapsed: Duration,
}

impl FlopsJob {
    /// Checks `request` and starts counting it on `pool`; `waker` is called as chunks finish.
    pub fn spawn(
        pool: &Pool,
        request: &FlopsRequest,
        waker: impl Into<Waker>,
    ) -> Result<FlopsJob, FlopsError> {
        let prepared = Prepared::new(request)?;
        let per_chunk = if request.equity {
            EQUITY_FLOPS_PER_CHUNK
        } else {
            HOLDINGS_FLOPS_PER_CHUNK
        };
        let (seats, flops) = (prepared.seats(), prepared.flops.len());
        let handle = pool.spawn(
            FlopsWork {
                prepared,
                per_chunk,
            },
            waker,
        );
        Ok(FlopsJob {
            handle,
            seats,
            flops,
        })
    }

    /// How many flops the report counts.
    pub fn flop_count(&self) -> usize {
        self.flops
    }

    /// The report so far, with progress.
    pub fn snapshot(&self) -> FlopsSnapshot {
        let snapshot = self.handle.snapshot();
        FlopsSnapshot {
            report: snapshot.value.into_report(self.seats),
            progress: snapshot.progress,
            done: snapshot.done,
            error: snapshot.error,
            elapsed: snapshot.elapsed,
        }
    }

    /// How far along (0 to 1) and whether the job has stopped, without copying the rows.
    pub fn progress(&self) -> (f64, bool) {
        let snapshot = self.handle.read_snapshot(|_| ());
        (snapshot.progress, snapshot.done)
    }

    /// Whether the job has stopped.
    pub fn is_done(&self) -> bool {
        self.handle.is_done()
    }

    /// Waits for the end and returns the final snapshot.
    pub fn wait(&self) -> FlopsSnapshot {
        self.handle.block_until_done();
        self.snapshot()
    }

    /// Stops the work (as dropping the job does).
    pub fn cancel(&self) {
        self.handle.cancel();
    }
}

/// Counts the report of `request` on the calling thread: every flop, in order.
pub fn flop_report(request: &FlopsRequest) -> Result<FlopsReport, FlopsError> {
    let prepared = Prepared::new(request)?;
    let rows = (0..prepared.flops.len())
        .filter_map(|i| prepared.row(i))
        .collect();
    Ok(FlopsReport {
        rows,
        seats: prepared.seats(),
    })
}
