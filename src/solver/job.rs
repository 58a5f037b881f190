//! Solving until good enough: iterations until the exploitability reaches a target, an
//! iteration or time budget runs out, or the caller cancels; as a blocking call ([`solve`]) or
//! as a job on the program's pool with its progress ([`spawn_solve`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::game::Game;
use crate::jobs::{JobHandle, Pool, Waker};

/// When to stop solving.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SolveSettings {
    /// Stop once the exploitability is at most this, in % of the starting pot.
    pub target_percent: f64,
    /// Stop after this many iterations.
    pub max_iterations: u32,
    /// Stop after this much time (checked after every iteration).
    pub time_limit: Option<Duration>,
    /// Compute the exploitability every this many iterations (it costs about one iteration).
    pub check_every: u32,
}

impl Default for SolveSettings {
    /// A target of 0.5 % of the pot, at most 10,000 iterations, no time limit, a check every
    /// 10 iterations.
    fn default() -> Self {
        SolveSettings {
            target_percent: 0.5,
            max_iterations: 10_000,
            time_limit: None,
            check_every: 10,
        }
    }
}

/// Why solving stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StopReason {
    /// The exploitability reached the target.
    Target,
    /// The iteration budget ran out.
    Iterations,
    /// The time budget ran out.
    Time,
    /// The caller asked to stop.
    Cancelled,
}

/// How far solving has come.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SolveProgress {
    /// Iterations run.
    pub iterations: u32,
    /// The exploitability at the last check, in % of the starting pot.
    pub exploitability_percent: Option<f64>,
    /// Time spent.
    pub elapsed: Duration,
    /// Why it stopped, once it has.
    pub stop: Option<StopReason>,
}

/// Runs iterations on `game` until `settings` or `cancel` says stop, calling `report` after
/// every exploitability check; the exploitability is always checked before returning.
pub fn solve(
    game: &mut Game,
    settings: &SolveSettings,
    cancel: &AtomicBool,
    report: impl FnMut(&SolveProgress),
) -> SolveProgress {
    let stop = || cancel.load(Ordering::Relaxed);
    solve_until(game, settings, stop, true, report, |_| {})
}

/// [`solve`] with the request to stop asked of `stop` before every iteration, `each` called
/// after every iteration (its progress carries the exploitability of the last check), and
/// the exploitability measured on a requested stop only if `measure_on_stop` (otherwise the
/// progress returned has none: the caller measures it when it likes).
fn solve_until(
    game: &mut Game,
    settings: &SolveSettings,
    stop: impl Fn() -> bool,
    measure_on_stop: bool,
    mut report: impl FnMut(&SolveProgress),
    mut each: impl FnMut(&SolveProgress),
) -> SolveProgress {
    let start = Instant::now();
    let mut progress = SolveProgress {
        iterations: game.iterations(),
        ..SolveProgress::default()
    };
    let every = settings.check_every.max(1);
    let mut since_check = 0;
    loop {
        let stop = if stop() {
            Some(StopReason::Cancelled)
        } else if progress
            .exploitability_percent
            .is_some_and(|e| e <= settings.target_percent)
        {
            Some(StopReason::Target)
        } else if game.iterations() >= settings.max_iterations {
            Some(StopReason::Iterations)
        } else if settings.time_limit.is_some_and(|t| start.elapsed() >= t) {
            Some(StopReason::Time)
        } else {
            None
        };
        if let Some(stop) = stop {
            if stop == StopReason::Cancelled && !measure_on_stop {
                progress.exploitability_percent = None;
            } else if since_check > 0 || progress.exploitability_percent.is_none() {
                progress.exploitability_percent = Some(game.exploitability_percent());
            }
            progress.iterations = game.iterations();
            progress.elapsed = start.elapsed();
            progress.stop = Some(stop);
            report(&progress);
            return progress;
        }
        game.iterate();
        since_check += 1;
        if since_check >= every {
            since_check = 0;
            progress.exploitability_percent = Some(game.exploitability_percent());
            progress.iterations = game.iterations();
            progress.elapsed = start.elapsed();
            report(&progress);
        } else {
            progress.iterations = game.iterations();
            progress.elapsed = start.elapsed();
        }
        each(&progress);
    }
}

/// How often at most a solve job publishes its progress between exploitability checks.
pub const PUBLISH_EVERY: Duration = Duration::from_millis(50);

/// What a solve job publishes: its progress, and the solved game once it is done.
#[derive(Clone, Debug, Default)]
pub struct SolveState {
    /// How far it has come.
    pub progress: SolveProgress,
    /// The game, once solving stopped.
    pub game: Option<Arc<Game>>,
}

/// Solves `game` as a job on `pool` (chance nodes, and decisions above the river, in
/// parallel on the pool's threads).
/// Dropping or cancelling the handle stops it at the next iteration, and nothing more is
/// published.
pub fn spawn_solve(
    pool: &Pool,
    game: Game,
    settings: SolveSettings,
    waker: impl Into<Waker>,
) -> JobHandle<SolveState> {
    spawn_stoppable_solve(
        pool,
        game,
        settings,
        Arc::new(AtomicBool::new(false)),
        waker,
    )
}

/// [`spawn_solve`] that also stops at the next iteration once `stop` is set, and then, unlike
/// a cancelled job, publishes the game as it stands ([`StopReason::Cancelled`], with its
/// iterations): the way to keep a partial solve. A stopped game is published at once, with no
/// exploitability; the job then measures it and publishes it before it ends, so the game can
/// be walked while it is measured. The progress is published from the start (0 iterations:
/// the first iteration under way) and after every iteration, at most every
/// [`PUBLISH_EVERY`].
pub fn spawn_stoppable_solve(
    pool: &Pool,
    mut game: Game,
    settings: SolveSettings,
    stop: Arc<AtomicBool>,
    waker: impl Into<Waker>,
) -> JobHandle<SolveState> {
    pool.spawn_task(waker, move |control| {
        let target = settings.target_percent.max(1e-9);
        let mut first = None::<f64>;
        control.update(|state: &mut SolveState| {
            state.progress = SolveProgress {
                iterations: game.iterations(),
                ..SolveProgress::default()
            };
        });
        let mut published = Instant::now();
        let each = |p: &SolveProgress| {
            if published.elapsed() >= PUBLISH_EVERY {
                published = Instant::now();
                control.update(|state: &mut SolveState| state.progress = *p);
            }
        };
        // The task runs on one of the pool's threads, so the solver's parallel loops use
        // the same pool.
        let asked = || control.is_cancelled() || stop.load(Ordering::Relaxed);
        let mut progress = solve_until(
            &mut game,
            &settings,
            asked,
            false,
            |p| {
                control.update(|state: &mut SolveState| state.progress = *p);
                let mut fraction = f64::from(p.iterations) / f64::from(settings.max_iterations);
                if let Some(limit) = settings.time_limit {
                    fraction = fraction.max(p.elapsed.as_secs_f64() / limit.as_secs_f64());
                }
                if let Some(e) = p.exploitability_percent {
                    let start = *first.get_or_insert(e.max(target));
                    if start > target && e > 0.0 {
                        let done = (start / e.max(target)).ln() / (start / target).ln();
                        fraction = fraction.max(done);
                    }
                }
                control.progress(fraction.min(0.99));
            },
            each,
        );
        let game = Arc::new(game);
        control.update(|state: &mut SolveState| {
            state.progress = progress;
            state.game = Some(Arc::clone(&game));
        });
        if progress.exploitability_percent.is_none() && !control.is_cancelled() {
            progress.exploitability_percent = Some(game.exploitability_percent());
            control.update(|state: &mut SolveState| state.progress = progress);
        }
        control.progress(1.0);
    })
}
