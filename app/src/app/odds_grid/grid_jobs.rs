//! The Odds Grid's numbers as engine jobs: one hand against random opponents, kept in step
//! with the inputs.
//!
//! The job is kept with the spot it was made for; when the inputs name another spot the job is
//! dropped (which cancels it) and replaced, so only ever the snapshot of the job for the
//! current spot is shown. How the answer is made:
//! - one opponent, no board, no dead cards: the precomputed exact table, at once;
//! - one opponent otherwise: exact enumeration, preceded (preflop, where it takes a tenth of a
//!   second) by a quick Monte Carlo estimate shown until the exact count replaces it;
//! - two or more opponents: Monte Carlo with the engine's default samples and seed (the same
//!   answer as `pokerlab grid`), shown as it refines.
//!
//! The chart's figures (one per starting hand, for the chosen number of opponents) come from
//! the precomputed preflop table through [`class_equity`].

use pokerlab::equity::preflop_table;
use pokerlab::equity::vs_random::{
    VsRandom, VsRandomMethod, VsRandomSpot, VsRandomTally, VsRandomWork,
};
use pokerlab::equity::{DEFAULT_SEED, Engine};
use pokerlab::jobs::{ChunkContext, ChunkedWork, JobHandle, Merge, Waker};
use pokerlab::range::HandClass;

/// Monte Carlo trials of the quick estimate shown while an exact preflop count runs.
const ESTIMATE_SAMPLES: u64 = 100_000;

/// Pre-flop equity of a starting-hand class against `opponents` random hands (1 to 9), from
/// the precomputed table.
pub fn class_equity(class: HandClass, opponents: usize) -> Option<f64> {
    preflop_table::equity(class, opponents)
}

/// A tally that merges (the engine's jobs add chunk outputs together).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct GridTally(pub VsRandomTally);

impl Merge for GridTally {
    fn merge(&mut self, other: GridTally) {
        self.0.merge(&other.0);
    }
}

/// A [`VsRandomWork`] as a chunked job.
struct GridWork(VsRandomWork);

impl ChunkedWork for GridWork {
    type Output = GridTally;

    fn chunk_count(&self) -> Option<usize> {
        Some(self.0.chunk_count())
    }

    fn run_chunk(&self, index: usize, context: &ChunkContext<'_>) -> GridTally {
        let cancel = std::sync::atomic::AtomicBool::new(context.is_cancelled());
        GridTally(self.0.run_chunk(index, &cancel).unwrap_or_default())
    }
}

/// A running computation with the work it runs (to turn its tally into a result).
struct Running {
    work: VsRandomWork,
    handle: JobHandle<GridTally>,
}

impl Running {
    fn start(engine: &Engine, work: VsRandomWork, waker: &Waker) -> Running {
        let handle = engine.spawn(GridWork(work.clone()), waker.clone());
        Running { work, handle }
    }
}

/// What the view shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GridView {
    /// The best answer so far (final once `done`).
    pub result: Option<VsRandom>,
    /// Whether `result` is a quick estimate standing in for an exact count still running.
    pub estimate: bool,
    /// How far along the final answer is, 0 to 1.
    pub progress: f64,
    /// Whether the answer is final.
    pub done: bool,
    /// Whether it came from the precomputed table.
    pub from_table: bool,
    /// Milliseconds the final answer took (0 from the table).
    pub elapsed_ms: f64,
    /// Why there is no answer.
    pub error: Option<String>,
}

/// The live computation of the Odds Grid.
#[derive(Default)]
pub struct LiveGrid {
    spot: Option<VsRandomSpot>,
    table: Option<VsRandom>,
    estimate: Option<Running>,
    main: Option<Running>,
    finished: Option<GridView>,
}

impl LiveGrid {
    /// Brings the job in line with `spot` (`None`: nothing to compute). Returns at once.
    pub fn update(&mut self, spot: Option<VsRandomSpot>, engine: &Engine, waker: &Waker) {
        if spot == self.spot {
            return;
        }
        *self = LiveGrid {
            spot,
            ..LiveGrid::default()
        };
        let Some(spot) = spot else { return };
        let preflop_clean = spot.board().is_empty() && spot.dead().is_empty();
        if spot.opponents() == 1 && preflop_clean {
            self.table = preflop_table::lookup_cards(spot.hero());
            if self.table.is_some() {
                return;
            }
        }
        let work = VsRandomWork::auto(spot);
        if work.method() == VsRandomMethod::Exact && spot.board().is_empty() {
            // Preflop enumeration takes a tenth of a second: sample a little first (the pool
            // runs jobs in order, so the estimate is ready within a few milliseconds).
            if let Ok(quick) = VsRandomWork::monte_carlo(spot, ESTIMATE_SAMPLES, DEFAULT_SEED) {
                self.estimate = Some(Running::start(engine, quick, waker));
            }
        }
        self.main = Some(Running::start(engine, work, waker));
    }

    /// The spot being computed.
    pub fn spot(&self) -> Option<VsRandomSpot> {
        self.spot
    }

    /// What to show now.
    pub fn view(&mut self) -> GridView {
        if let Some(view) = &self.finished {
            return view.clone();
        }
        if let Some(result) = self.table {
            return GridView {
                result: Some(result),
                progress: 1.0,
                done: true,
                from_table: true,
                ..GridView::default()
            };
        }
        let Some(main) = &self.main else {
            return GridView::default();
        };
        let snapshot = main.handle.snapshot();
        let error = snapshot.error.map(|e| e.to_string());
        let result_of = |running: &Running, tally: VsRandomTally| {
            (tally.samples() > 0).then(|| running.work.finish(tally))
        };
        if snapshot.done && !snapshot.cancelled {
            let view = GridView {
                result: if error.is_none() {
                    result_of(main, snapshot.value.0)
                } else {
                    None
                },
                progress: 1.0,
                done: true,
                elapsed_ms: snapshot.elapsed.as_secs_f64() * 1000.0,
                error,
                ..GridView::default()
            };
            // Done: the estimate has nothing left to add and the handles can go.
            self.estimate = None;
            self.main = None;
            self.finished = Some(view.clone());
            return view;
        }
        let (result, estimate) = match (main.work.method(), &self.estimate) {
            (VsRandomMethod::Exact, Some(quick)) => {
                (result_of(quick, quick.handle.snapshot().value.0), true)
            }
            (VsRandomMethod::Exact, None) => (None, true),
            (VsRandomMethod::MonteCarlo, _) => (result_of(main, snapshot.value.0), false),
        };
        GridView {
            result,
            estimate,
            progress: snapshot.progress,
            done: false,
            from_table: false,
            elapsed_ms: snapshot.elapsed.as_secs_f64() * 1000.0,
            error,
        }
    }

    /// Whether the answer for the current spot is final (or there is nothing to compute).
    pub fn is_settled(&self) -> bool {
        self.finished.is_some()
            || self.table.is_some()
            || self.main.as_ref().is_none_or(|m| m.handle.is_done())
    }
}

impl std::fmt::Debug for LiveGrid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LiveGrid")
            .field("spot", &self.spot)
            .field("settled", &self.is_settled())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pokerlab::CardSet;

    fn settle(live: &mut LiveGrid) -> GridView {
        for _ in 0..20_000 {
            let view = live.view();
            if view.done {
                return view;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        panic!("not settled");
    }

    fn spot(hand: &str, board: &str, dead: &str, opponents: usize) -> VsRandomSpot {
        VsRandomSpot::new(
            hand.parse().unwrap(),
            board.parse().unwrap(),
            dead.parse::<CardSet>().unwrap(),
            opponents,
        )
        .unwrap()
    }

    #[test]
    fn every_path_gives_the_engines_own_answer() {
        let engine = Engine::with_threads(2).unwrap();
        let waker = Waker::none();
        for (s, from_table) in [
            (spot("As Ks", "", "", 1), true),
            (spot("As Ks", "Ts Qs 2d", "", 1), false),
            (spot("7h 6h", "", "2c", 1), false),
            (spot("Ah Kh", "Qh 7h 2c", "", 3), false),
        ] {
            let mut live = LiveGrid::default();
            live.update(Some(s), &engine, &waker);
            let view = settle(&mut live);
            assert_eq!(view.from_table, from_table);
            let expected = VsRandomWork::auto(s).run();
            assert_eq!(view.result, Some(expected), "{s:?}");
            assert!(live.is_settled());
        }
    }

    #[test]
    fn a_new_spot_replaces_the_old_answer_at_once() {
        let engine = Engine::with_threads(2).unwrap();
        let waker = Waker::none();
        let mut live = LiveGrid::default();
        live.update(Some(spot("As Ks", "", "", 1)), &engine, &waker);
        assert!(live.view().done);
        let next = spot("As Ks", "", "", 5);
        live.update(Some(next), &engine, &waker);
        // Never the old spot's figures: nothing, or the new job's samples.
        let view = live.view();
        if let Some(result) = view.result {
            assert_eq!(result.opponents, 5);
        }
        live.update(None, &engine, &waker);
        assert_eq!(live.view(), GridView::default());
    }

    #[test]
    fn the_chart_reads_the_table_for_every_class() {
        for class in HandClass::all() {
            for n in 1..=9 {
                let e = class_equity(class, n).unwrap();
                assert!(e > 0.0 && e < 1.0, "{class} vs {n}");
            }
        }
        let aa = class_equity(HandClass::AA, 1).unwrap();
        let aks = class_equity("AKs".parse().unwrap(), 1).unwrap();
        assert!((aks - 0.670446323092352).abs() < 1e-12);
        assert!(aa > aks);
        assert_eq!(class_equity(HandClass::AA, 0), None);
    }
}
