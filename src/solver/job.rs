//! Solving until good enough: iterations until the exploitability reaches a target, an
//! iteration or time budget runs out, or the caller cancels; as a blocking call ([`solve`]) or
//! as a job on the program's pool with its progress ([`spawn_solve`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::game::{Figures, Game};
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
    /// Compute the exploitability about every this many iterations (it costs about one
    /// iteration): sooner where the trend of the last two checks says the target will be
    /// reached before the next, up to 3 times later while it says the target is far
    /// (`next_check` in `job.rs`).
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
    /// All the figures of that check (the exploitability is theirs), where the check made
    /// them: the EVs come with the best responses at little more cost.
    pub figures: Option<Figures>,
    /// Time spent.
    pub elapsed: Duration,
    /// Of [`SolveProgress::elapsed`], the time spent in the iterations alone.
    pub iterating: Duration,
    /// Of [`SolveProgress::elapsed`], the time spent in the exploitability checks.
    pub checking: Duration,
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
    // The last check (iterations, exploitability), and the iteration of the next.
    let mut last: Option<(u32, f64)> = None;
    let mut next_at = game.iterations().saturating_add(every);
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
            // Measured already if the last check was after the last iteration.
            let checked = last.is_some_and(|(t, _)| t == game.iterations());
            if stop == StopReason::Cancelled && !measure_on_stop {
                progress.exploitability_percent = None;
                progress.figures = None;
            } else if !checked || progress.exploitability_percent.is_none() {
                let began = Instant::now();
                let figures = game.figures();
                progress.checking += began.elapsed();
                progress.exploitability_percent = Some(figures.exploitability_percent);
                progress.figures = Some(figures);
            }
            progress.iterations = game.iterations();
            progress.elapsed = start.elapsed();
            progress.stop = Some(stop);
            report(&progress);
            return progress;
        }
        let began = Instant::now();
        game.iterate();
        progress.iterating += began.elapsed();
        if game.iterations() >= next_at {
            let began = Instant::now();
            let figures = game.figures();
            progress.checking += began.elapsed();
            let e = figures.exploitability_percent;
            progress.figures = Some(figures);
            let now = (game.iterations(), e);
            let gap = next_check(last, now, settings.target_percent, every);
            next_at = now.0.saturating_add(gap);
            last = Some(now);
            progress.exploitability_percent = Some(e);
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

/// How many iterations after a check at `now` (iterations, exploitability in %) to check
/// again, given the check before it (`before`), the target and the regular spacing `every`.
/// The exploitability of DCFR's average strategy falls about as a power of the iterations, so
/// the two checks' power law says when it will cross the target: a crossing within `every`
/// iterations is checked at the iteration predicted (at least the next), one further off
/// halfway there, but no sooner than `every` and no later than 3 × `every` (the early trend
/// is the flatter one, so a far prediction is late). Without a falling trend: `every`.
pub(crate) fn next_check(
    before: Option<(u32, f64)>,
    now: (u32, f64),
    target: f64,
    every: u32,
) -> u32 {
    let Some((t1, e1)) = before else {
        return every;
    };
    let (t2, e2) = now;
    if !(e2 < e1 && e2 > target && target > 0.0 && t2 > t1 && t1 > 0) {
        return every;
    }
    let slope = (e1 / e2).ln() / (f64::from(t2) / f64::from(t1)).ln();
    let crossing = f64::from(t2) * (e2 / target).powf(1.0 / slope);
    let gap = crossing - f64::from(t2);
    if !gap.is_finite() {
        return every.saturating_mul(3);
    }
    if gap <= f64::from(every) {
        (gap.ceil() as u32).max(1)
    } else {
        // `as` saturates a huge half-gap at u32::MAX; the clamp brings it back.
        ((gap / 2.0) as u32).clamp(every, every.saturating_mul(3))
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
            let began = Instant::now();
            let figures = game.figures();
            progress.checking += began.elapsed();
            progress.exploitability_percent = Some(figures.exploitability_percent);
            progress.figures = Some(figures);
            control.update(|state: &mut SolveState| state.progress = progress);
        }
        control.progress(1.0);
    })
}

#[cfg(test)]
mod tests {
    use super::next_check;

    /// Checks as `solve` makes them on an exploitability curve `e`, until the target: the
    /// iterations of every check.
    fn checks(e: impl Fn(u32) -> f64, target: f64, every: u32) -> Vec<u32> {
        let mut done = Vec::new();
        let (mut last, mut t) = (None, every);
        loop {
            done.push(t);
            let now = (t, e(t));
            if now.1 <= target {
                return done;
            }
            t += next_check(last, now, target, every);
            last = Some(now);
        }
    }

    #[test]
    fn on_a_power_law_the_check_lands_on_the_first_iteration_past_the_target() {
        for (scale, power, target) in [(2000.0, 1.8, 0.3), (500.0, 1.2, 0.5), (5000.0, 2.5, 0.05)] {
            let e = |t: u32| scale * f64::from(t).powf(-power);
            let first = (1..).find(|&t| e(t) <= target).unwrap_or(0);
            let done = checks(e, target, 10);
            assert_eq!(done.last(), Some(&first), "{done:?}");
            // Fewer checks than one every 10 iterations, never more than 30 apart.
            assert!(done.len() < first as usize / 10, "{done:?} for {first}");
            assert!(done.windows(2).all(|w| w[1] - w[0] <= 30), "{done:?}");
        }
    }

    #[test]
    fn without_a_falling_trend_it_checks_every_so_often() {
        assert_eq!(next_check(None, (10, 5.0), 0.3, 10), 10);
        assert_eq!(next_check(Some((10, 5.0)), (20, 5.0), 0.3, 10), 10);
        assert_eq!(next_check(Some((10, 4.0)), (20, 5.0), 0.3, 10), 10);
        // Past the target already, or a target of 0: the regular spacing.
        assert_eq!(next_check(Some((10, 4.0)), (20, 0.2), 0.3, 10), 10);
        assert_eq!(next_check(Some((10, 4.0)), (20, 2.0), 0.0, 10), 10);
        // A nearly flat trend: as late as allowed.
        assert_eq!(next_check(Some((10, 4.0)), (20, 3.999_999), 0.3, 10), 30);
        // Crossing right after the check: the next iteration.
        assert_eq!(next_check(Some((10, 4.0)), (20, 0.300_001), 0.3, 10), 1);
    }
}
