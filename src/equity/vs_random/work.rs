//! Planning and running a spot: exact enumeration of every board against one opponent (with
//! suit isomorphism and, preflop, board classes) or seeded Monte Carlo against several, cut
//! into chunks that run in any order on any thread.

use std::sync::atomic::{AtomicBool, Ordering};

use rand::{RngExt, SeedableRng, rngs::SmallRng};
use rayon::prelude::*;

use super::board_classes::BoardClasses;
use super::board_count::count_board;
use super::{
    DEFAULT_SAMPLES, SHARE_UNIT, TIE, VsRandom, VsRandomError, VsRandomMethod, VsRandomSpot,
    VsRandomTally, WIN, category_index, outcome,
};
use crate::cards::{Card, CardSet};
use crate::enumerate::for_each_combination;
use crate::equity::DEFAULT_SEED;
use crate::equity::symmetry::{perms_fixing, permute};
use crate::eval::Hand;
use crate::jobs::chunk_seed;

/// Trials per Monte Carlo chunk (about 1–5 ms of work). Fixed, so that a seed and a sample
/// count always give the same answer.
const MC_CHUNK: u64 = 16_384;

/// Which shortcuts exact enumeration takes. All give the same counts; the plainer ones exist to
/// check the others and to measure what each is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ExactStrategy {
    /// Every board, opponents grouped by ranks.
    Plain,
    /// One board per class of suit-isomorphic boards.
    SuitIsomorphism,
    /// Preflop: one board per class of boards with the same ranks and flush structure (other
    /// streets: as [`SuitIsomorphism`](Self::SuitIsomorphism)). The default.
    #[default]
    BoardClasses,
}

/// Everything exact enumeration needs, prepared once.
#[derive(Clone, Debug)]
struct ExactPlan {
    /// The known board.
    board: Hand,
    /// The hero's two cards.
    hero: [Card; 2],
    /// Cards that may be dealt.
    unseen: u64,
    /// Board cards to deal.
    to_deal: usize,
    /// Each chunk deals these cards first (the lowest cards of its completions).
    prefixes: Vec<u64>,
    /// Suit permutations other than the identity that leave the known cards unchanged, as the
    /// destination suit of each suit.
    symmetries: Vec<[u32; 4]>,
    /// Preflop board classes, when used; then chunks are theirs.
    classes: Option<BoardClasses>,
}

/// What the work does.
#[derive(Clone, Debug)]
enum Plan {
    Exact(ExactPlan),
    MonteCarlo { samples: u64, seed: u64 },
}

/// A planned computation, cut into chunks that can run in any order on any thread.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use pokerlab::equity::vs_random::{VsRandomSpot, VsRandomTally, VsRandomWork};
/// let spot = VsRandomSpot::new("Ah Kh".parse()?, "Qh 7h 2c".parse()?, Default::default(), 1)?;
/// let work = VsRandomWork::exact(spot)?;
/// let cancel = AtomicBool::new(false);
/// let mut tally = VsRandomTally::default();
/// for i in (0..work.chunk_count()).rev() {
///     tally.merge(&work.run_chunk(i, &cancel).unwrap());
/// }
/// assert_eq!(work.finish(tally), work.run());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct VsRandomWork {
    spot: VsRandomSpot,
    plan: Plan,
}

impl VsRandomWork {
    /// Exact enumeration against one opponent, using suit isomorphism.
    pub fn exact(spot: VsRandomSpot) -> Result<VsRandomWork, VsRandomError> {
        if spot.opponents != 1 {
            return Err(VsRandomError::ExactNeedsOneOpponent {
                opponents: spot.opponents,
            });
        }
        let mut hero = spot.hero.iter();
        let (Some(h0), Some(h1)) = (hero.next(), hero.next()) else {
            return Err(VsRandomError::HandSize {
                found: spot.hero.len(),
            });
        };
        let unseen = spot.unseen().bits();
        let to_deal = spot.to_deal();
        // Two cards of prefix preflop (1,225 chunks of up to ~2 ms) and with one board card,
        // one with two board cards and on the flop.
        let prefix_len = match to_deal {
            5 | 4 => 2,
            3 | 2 => 1,
            _ => 0,
        };
        let mut prefixes = Vec::new();
        for_each_combination(CardSet(unseen), prefix_len, |p| prefixes.push(p.bits()));
        let work = VsRandomWork {
            spot,
            plan: Plan::Exact(ExactPlan {
                board: Hand::from_cards(spot.board),
                hero: [h0, h1],
                unseen,
                to_deal,
                prefixes,
                symmetries: Vec::new(),
                classes: None,
            }),
        };
        Ok(work.with_strategy(ExactStrategy::default()))
    }

    /// Monte Carlo: `samples` random deals, reproducible from `seed`; refused beyond
    /// [`max_monte_carlo_samples`](crate::equity::max_monte_carlo_samples) (a few minutes).
    pub fn monte_carlo(
        spot: VsRandomSpot,
        samples: u64,
        seed: u64,
    ) -> Result<VsRandomWork, VsRandomError> {
        if samples == 0 {
            return Err(VsRandomError::NoSamples);
        }
        let opponents = spot.opponents();
        if samples > crate::equity::max_monte_carlo_samples(opponents + 1) {
            return Err(VsRandomError::TooManySamples { samples, opponents });
        }
        Ok(VsRandomWork {
            spot,
            plan: Plan::MonteCarlo { samples, seed },
        })
    }

    /// Exact for one opponent, otherwise Monte Carlo with [`DEFAULT_SAMPLES`] and
    /// [`DEFAULT_SEED`].
    pub fn auto(spot: VsRandomSpot) -> VsRandomWork {
        match VsRandomWork::exact(spot) {
            Ok(work) => work,
            Err(_) => VsRandomWork {
                spot,
                plan: Plan::MonteCarlo {
                    samples: DEFAULT_SAMPLES,
                    seed: DEFAULT_SEED,
                },
            },
        }
    }

    /// Chooses the shortcuts of exact enumeration (no effect on Monte Carlo). The counts are
    /// the same whatever the strategy; only the time differs.
    #[must_use]
    pub fn with_strategy(mut self, strategy: ExactStrategy) -> VsRandomWork {
        if let Plan::Exact(plan) = &mut self.plan {
            plan.symmetries = match strategy {
                ExactStrategy::Plain => Vec::new(),
                _ => suit_symmetries(&self.spot.card_groups()),
            };
            plan.classes = (strategy == ExactStrategy::BoardClasses && plan.to_deal == 5)
                .then(|| BoardClasses::new(plan.hero, plan.unseen, &plan.symmetries));
        }
        self
    }

    /// The spot being computed.
    pub fn spot(&self) -> &VsRandomSpot {
        &self.spot
    }

    /// Exact or Monte Carlo.
    pub fn method(&self) -> VsRandomMethod {
        match self.plan {
            Plan::Exact(_) => VsRandomMethod::Exact,
            Plan::MonteCarlo { .. } => VsRandomMethod::MonteCarlo,
        }
    }

    /// How many chunks the work is cut into.
    pub fn chunk_count(&self) -> usize {
        match &self.plan {
            Plan::Exact(plan) => match &plan.classes {
                Some(classes) => classes.chunk_count(),
                None => plan.prefixes.len(),
            },
            Plan::MonteCarlo { samples, .. } => samples.div_ceil(MC_CHUNK) as usize,
        }
    }

    /// Runs chunk `index` (an empty tally past the last chunk). Returns `None` without doing
    /// the work if `cancel` is already set.
    pub fn run_chunk(&self, index: usize, cancel: &AtomicBool) -> Option<VsRandomTally> {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let mut tally = VsRandomTally::default();
        match &self.plan {
            Plan::Exact(plan) => match &plan.classes {
                Some(classes) => classes.run_chunk(index, &mut tally),
                None => {
                    if let Some(&prefix) = plan.prefixes.get(index) {
                        plan.run_prefix(prefix, &mut tally);
                    }
                }
            },
            &Plan::MonteCarlo { samples, seed } => {
                let start = index as u64 * MC_CHUNK;
                if start < samples {
                    let trials = MC_CHUNK.min(samples - start);
                    self.run_trials(trials, chunk_seed(seed, index), &mut tally);
                }
            }
        }
        Some(tally)
    }

    /// The result of a tally holding every chunk.
    pub fn finish(&self, tally: VsRandomTally) -> VsRandom {
        VsRandom {
            method: self.method(),
            opponents: self.spot.opponents,
            tally,
        }
    }

    /// Runs every chunk on the pool it is called from (as [`run`](Self::run)) and returns the
    /// result, or `None` if `cancel` was set before the end.
    pub fn run_cancellable(&self, cancel: &AtomicBool) -> Option<VsRandom> {
        let tally = (0..self.chunk_count())
            .into_par_iter()
            .map(|i| self.run_chunk(i, cancel))
            .try_reduce(VsRandomTally::default, |mut a, b| {
                a.merge(&b);
                Some(a)
            })?;
        Some(self.finish(tally))
    }

    /// Runs every chunk on the pool it is called from (use
    /// [`Pool::install`](crate::jobs::Pool::install) to choose the threads; outside any pool,
    /// the program's one pool, [`Pool::global`](crate::jobs::Pool::global)) and returns the
    /// result.
    pub fn run(&self) -> VsRandom {
        let tally = (0..self.chunk_count())
            .into_par_iter()
            .map(|i| {
                self.run_chunk(i, &AtomicBool::new(false))
                    .unwrap_or_default()
            })
            .reduce(VsRandomTally::default, |mut a, b| {
                a.merge(&b);
                a
            });
        self.finish(tally)
    }

    /// Deals `trials` random outcomes.
    fn run_trials(&self, trials: u64, seed: u64, tally: &mut VsRandomTally) {
        let spot = &self.spot;
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut deck = spot.unseen().to_vec();
        let len = deck.len();
        let to_deal = spot.to_deal();
        let opponents = spot.opponents;
        let needed = to_deal + 2 * opponents;
        let known_board = Hand::from_cards(spot.board);
        let hero = Hand::from_cards(spot.hero);
        for _ in 0..trials {
            for i in 0..needed.min(len) {
                let j = rng.random_range(i..len);
                deck.swap(i, j);
            }
            let mut board = known_board;
            for &card in &deck[..to_deal] {
                board = board.add(card);
            }
            let hero_value = board.combine(hero).evaluate().get();
            let (mut best, mut at_best) = (0u16, 0u64);
            for pair in deck[to_deal..needed].chunks_exact(2) {
                let v = board.add(pair[0]).add(pair[1]).evaluate().get();
                if v > best {
                    best = v;
                    at_best = 1;
                } else if v == best {
                    at_best += 1;
                }
            }
            let o = outcome(hero_value, best);
            let share = match o {
                WIN => SHARE_UNIT,
                TIE => SHARE_UNIT / (at_best + 1),
                _ => 0,
            };
            tally.hero[o][category_index(hero_value)] += 1;
            tally.opponent[o][category_index(best)] += 1;
            tally.share += share;
            tally.share_sq += (share * share) as u128;
        }
    }
}

/// The suit permutations (other than the identity) that map each group of known cards (the
/// hand, the board, the dead cards: they play different parts) onto itself: those that only
/// exchange suits holding the same ranks in every group.
pub(super) fn suit_symmetries(groups: &[u64]) -> Vec<[u32; 4]> {
    let mut perms = perms_fixing(groups);
    perms.retain(|p| *p != [0, 1, 2, 3]);
    perms
}

impl ExactPlan {
    /// Every completion of the board whose lowest cards are `prefix`.
    fn run_prefix(&self, prefix: u64, tally: &mut VsRandomTally) {
        let prefix_len = prefix.count_ones() as usize;
        // The rest of the completion comes from the unseen cards above the prefix.
        let above = if prefix == 0 {
            self.unseen
        } else {
            let top = 63 - prefix.leading_zeros();
            self.unseen & !((2u64 << top) - 1)
        };
        let base = self.board.add_all(CardSet(prefix));
        let group = self.symmetries.len() as u64 + 1;
        for_each_combination(CardSet(above), self.to_deal - prefix_len, |rest| {
            let dealt = prefix | rest.bits();
            // Visit each class of boards once, through its smallest member.
            let mut stabilizer = 1;
            for perm in &self.symmetries {
                let image = permute(dealt, perm);
                if image < dealt {
                    return;
                }
                stabilizer += (image == dealt) as u64;
            }
            let board = base.add_all(rest);
            count_board(
                self.hero,
                board,
                self.unseen & !dealt,
                group / stabilizer,
                tally,
            );
        });
    }
}
