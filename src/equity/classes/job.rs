//! The counts by class as a progressive job on the engine's pool: a quick sampled estimate
//! first when the exact count takes more than a few milliseconds, the exact count when done.

use super::enumeration::{ClassesWork, classes_cost};
use super::sample::SampleWork;
use super::{ClassEquities, ClassTally, LiveByClass, choose_classes_method, live_by_class};
use crate::equity::Engine;
use crate::equity::engine::prepare_checked;
use crate::equity::progressive::{ESTIMATE_TIME, ProgressSnapshot, Progressive, Sliced};
use crate::equity::request::{EquityRequest, MonteCarloLimits, RequestError};
use crate::equity::result::MethodUsed;
use crate::jobs::Waker;

impl Sliced for ClassesWork {
    type Output = ClassTally;

    fn run_slice(&self, index: usize, slices: usize, cancelled: &dyn Fn() -> bool) -> ClassTally {
        self.run_chunk(index, slices, cancelled)
    }
}

/// A running computation of every seat's equity by hand class. Read it with
/// [`snapshot`](Self::snapshot) (cheap: call it every frame); drop it to cancel.
///
/// ```
/// use pokerlab::equity::{Engine, EquityRequest};
/// let engine = Engine::with_threads(2).unwrap();
/// let request = EquityRequest::parse(&["QQ+,AKs", "random"])?.with_board("Qh 7h 2c".parse()?);
/// let job = engine.submit_classes(request, || {})?;
/// let done = job.wait();
/// let classes = done.result.unwrap();
/// assert!(done.done && !done.estimate);
/// assert_eq!(classes.classes(0).len(), 4); // AA, AKs, KK, QQ
/// assert_eq!(classes.classes(1).len(), 169); // a random hand holds every class
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct ClassesJob {
    request: EquityRequest,
    live: Vec<LiveByClass>,
    job: Progressive<ClassTally>,
}

/// A [`ClassesJob`]'s state at one moment: its best [`ClassEquities`] so far, whether that is
/// a quick estimate, the progress and any error.
pub type ClassesSnapshot = ProgressSnapshot<ClassEquities>;

impl Engine {
    /// Starts computing every seat's equity by hand class ([`ClassEquities`]) and returns at
    /// once: exact where affordable (a quick sampled estimate first if the exact count takes
    /// more than a few milliseconds), sampled to the request's limits otherwise. Dropping the
    /// job cancels it.
    pub fn submit_classes(
        &self,
        request: EquityRequest,
        waker: impl Into<Waker>,
    ) -> Result<ClassesJob, RequestError> {
        let method = choose_classes_method(&request);
        let cost = classes_cost(&request);
        prepare_checked(&request, method, cost)?;
        let job = Progressive::start(
            self.pool(),
            method,
            cost,
            waker,
            || ClassesWork::new(&request),
            || SampleWork::new(&request, MonteCarloLimits::time(ESTIMATE_TIME)),
            || SampleWork::new(&request, request.limits),
        );
        Ok(ClassesJob {
            live: live_by_class(&request),
            request,
            job,
        })
    }
}

impl ClassesJob {
    /// The method of the final answer.
    pub fn method(&self) -> MethodUsed {
        self.job.method()
    }

    /// The request being answered.
    pub fn request(&self) -> &EquityRequest {
        &self.request
    }

    /// The current answer and progress.
    pub fn snapshot(&self) -> ClassesSnapshot {
        self.job.snapshot(|tally: ClassTally, method, elapsed| {
            (tally.seat_total(0).outcomes > 0)
                .then(|| ClassEquities::new(tally, method, elapsed, self.live.clone()))
        })
    }

    /// Blocks until the computation is done, then snapshots.
    pub fn wait(&self) -> ClassesSnapshot {
        self.job.block_until_done();
        self.snapshot()
    }

    /// Stops the computation; nothing changes in later snapshots.
    pub fn cancel(&self) {
        self.job.cancel();
    }
}
