//! One hand against the average opponent: every hand an opponent could hold, equally likely —
//! the Odds Grid of HoldemHand (Keith Rule's C# evaluator, 2005) and his blog's `Hand.WinOdds`.
//!
//! Against one opponent the answer is exact on every street, preflop included (2,097,572,400
//! matchups for a hand with no board). Three levers make that fast:
//! - **board-major**: each board is evaluated once for the hero, and the opponents on it are
//!   counted against that one value;
//! - **rank grouping**: on a board where no suit has three cards, no opponent can make a flush,
//!   so an opponent's value depends only on the ranks of the hole cards — 91 evaluations stand
//!   for up to 1,081 hands, each weighted by how many hands share its ranks. Where a flush is
//!   possible, only the hands holding enough cards of the flush suit are evaluated one by one
//!   (and hands with one flush card are grouped by the rank of the other);
//! - **suit isomorphism**: suits that the known cards (hand, board, dead) use identically are
//!   interchangeable, so only one board of each class is visited, weighted by the class size
//!   (up to 3! = 6 times less work preflop with a suited hand);
//! - **board classes** (preflop): a board's counts depend only on its rank multiset when no
//!   suit has three cards, and otherwise on its flush suit, that suit's ranks and the other
//!   ranks; so 60,000 to 100,000 classes, weighted by how many boards each holds, stand for
//!   the 2,118,760 boards (see `board_classes.rs`).
//!
//! Against 2 to 9 opponents the answer is Monte Carlo: each chunk of trials has its own seeded
//! generator, so the result depends on the seed and sample count, never on thread timing.
//!
//! Work is cut into chunks ([`VsRandomWork::chunk_count`], [`VsRandomWork::run_chunk`]) whose
//! tallies merge in any order ([`VsRandomTally::merge`]), so a job runner can run them on a
//! pool, report progress and cancel between chunks; [`VsRandomWork::run`] simply runs them all
//! on rayon.

use std::sync::atomic::{AtomicBool, Ordering};

use rand::{RngExt, SeedableRng, rngs::SmallRng};
use rayon::prelude::*;
use thiserror::Error;

use super::symmetry::{perms_fixing, permute};
use super::tally::{CATEGORY_OF, SHARE_UNITS};
use crate::cards::{Card, CardError, CardSet};
use crate::enumerate::{choose, for_each_combination};
use crate::eval::{Category, Hand};

/// The most opponents a spot may have (ten players in all).
pub const MAX_OPPONENTS: usize = 9;

/// Pot shares are counted in units of 1/2520 of a pot: 2520 is divisible by every split size
/// from 1 to 10, so k-way splits stay exact integers (the engine's [`SHARE_UNITS`]).
pub const SHARE_UNIT: u64 = SHARE_UNITS;

/// Monte Carlo trials used by [`VsRandomWork::auto`] for 2 or more opponents: a standard error
/// of at most 0.05% of a pot.
pub const DEFAULT_SAMPLES: u64 = 1_000_000;

/// The seed used by [`VsRandomWork::auto`].
pub const DEFAULT_SEED: u64 = 0x5EED_0DD5;

/// Trials per Monte Carlo chunk (about 1–5 ms of work). Fixed, so that a seed and a sample
/// count always give the same answer.
const MC_CHUNK: u64 = 16_384;

/// Index of each outcome, from the hero's side, in the tally's arrays.
const WIN: usize = 0;
const TIE: usize = 1;
const LOSE: usize = 2;

/// One bit per suit at the same rank: shifted by a rank, it masks that rank's four cards.
const RANK_SPREAD: u64 = 1 | (1 << 13) | (1 << 26) | (1 << 39);

#[inline(always)]
fn category_index(value: u16) -> usize {
    CATEGORY_OF[value as usize & 8191] as usize
}

/// Outcome index for the hero holding `hero` against a best opposing value `other`.
#[inline(always)]
fn outcome(hero: u16, other: u16) -> usize {
    (other > hero) as usize + (other >= hero) as usize
}

/// The lowest card of a non-empty bit set (the two of clubs for an empty one, never used).
#[inline(always)]
fn lowest(bits: u64) -> Card {
    match Card::from_index(bits.trailing_zeros() as usize) {
        Some(card) => card,
        None => Card::new(crate::cards::Rank::Two, crate::cards::Suit::Clubs),
    }
}

/// What is wrong with a spot or a method.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum VsRandomError {
    /// A card is given twice (across hand, board and dead cards), or could not be read.
    #[error(transparent)]
    Cards(#[from] CardError),
    /// The hand is not two cards.
    #[error("a hand is 2 cards, found {found}")]
    HandSize {
        /// How many cards were given.
        found: usize,
    },
    /// The board is not 0, 3, 4 or 5 cards.
    #[error("a board has 0, 3, 4 or 5 cards, found {found}")]
    BoardSize {
        /// How many cards were given.
        found: usize,
    },
    /// Fewer than 1 or more than 9 opponents.
    #[error("the number of opponents must be 1 to 9, found {found}")]
    Opponents {
        /// The number asked for.
        found: usize,
    },
    /// The dead cards leave too few cards to deal the board and the opponents' hands.
    #[error(
        "{needed} cards are needed for the board and the opponents, but only {available} remain"
    )]
    NotEnoughCards {
        /// Cards to deal per outcome.
        needed: usize,
        /// Cards left in the deck.
        available: usize,
    },
    /// Exact enumeration was asked for with more than one opponent.
    #[error("exact enumeration is for one opponent; {opponents} opponents need Monte Carlo")]
    ExactNeedsOneOpponent {
        /// The number of opponents.
        opponents: usize,
    },
    /// Monte Carlo was asked for with zero samples.
    #[error("Monte Carlo needs at least one sample")]
    NoSamples,
}

/// A checked spot: the hero's two cards, a board of 0, 3, 4 or 5 cards, dead cards and the
/// number of random opponents, with no card given twice.
///
/// ```
/// use pokerlab::equity::vs_random::VsRandomSpot;
/// let spot = VsRandomSpot::new("As Ks".parse()?, "Ts Qs 2d".parse()?, Default::default(), 1)?;
/// assert_eq!(spot.unseen().len(), 47);
/// assert_eq!(spot.outcomes(), 1_070_190); // C(47,2) boards × C(45,2) opponent hands
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VsRandomSpot {
    hero: CardSet,
    board: CardSet,
    dead: CardSet,
    opponents: usize,
}

impl VsRandomSpot {
    /// Checks and builds a spot.
    pub fn new(
        hero: CardSet,
        board: CardSet,
        dead: CardSet,
        opponents: usize,
    ) -> Result<VsRandomSpot, VsRandomError> {
        if hero.len() != 2 {
            return Err(VsRandomError::HandSize { found: hero.len() });
        }
        if !matches!(board.len(), 0 | 3 | 4 | 5) {
            return Err(VsRandomError::BoardSize { found: board.len() });
        }
        if !(1..=MAX_OPPONENTS).contains(&opponents) {
            return Err(VsRandomError::Opponents { found: opponents });
        }
        let mut known = hero;
        known.try_union(board)?;
        known.try_union(dead)?;
        let spot = VsRandomSpot {
            hero,
            board,
            dead,
            opponents,
        };
        let needed = spot.to_deal() + 2 * opponents;
        let available = spot.unseen().len();
        if needed > available {
            return Err(VsRandomError::NotEnoughCards { needed, available });
        }
        Ok(spot)
    }

    /// A hand against one opponent before the flop, with no dead cards.
    pub fn preflop(hero: CardSet) -> Result<VsRandomSpot, VsRandomError> {
        VsRandomSpot::new(hero, CardSet::EMPTY, CardSet::EMPTY, 1)
    }

    /// The hero's hole cards.
    pub fn hero(&self) -> CardSet {
        self.hero
    }

    /// The board so far.
    pub fn board(&self) -> CardSet {
        self.board
    }

    /// Cards known to be out of play.
    pub fn dead(&self) -> CardSet {
        self.dead
    }

    /// How many random opponents.
    pub fn opponents(&self) -> usize {
        self.opponents
    }

    /// The cards that may still be dealt, to the board or to opponents.
    pub fn unseen(&self) -> CardSet {
        CardSet::FULL - self.hero - self.board - self.dead
    }

    /// The known cards by the part they play: hand, board, dead.
    fn card_groups(&self) -> [u64; 3] {
        [self.hero.bits(), self.board.bits(), self.dead.bits()]
    }

    /// Board cards still to come.
    pub fn to_deal(&self) -> usize {
        5 - self.board.len()
    }

    /// The number of equally likely outcomes for one opponent (boards × opponent hands), which
    /// exact enumeration counts. For more opponents, the number of (board, hands) deals.
    pub fn outcomes(&self) -> u64 {
        let mut left = self.unseen().len() as u64;
        let mut total = choose(left, self.to_deal() as u64);
        left -= self.to_deal() as u64;
        for _ in 0..self.opponents {
            total = total.saturating_mul(choose(left, 2));
            left = left.saturating_sub(2);
        }
        total
    }
}

/// How a result was computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VsRandomMethod {
    /// Every outcome counted once.
    Exact,
    /// Random deals.
    MonteCarlo,
}

impl VsRandomMethod {
    /// The name used in JSON: `exact` or `monte_carlo`.
    pub fn key(self) -> &'static str {
        match self {
            VsRandomMethod::Exact => "exact",
            VsRandomMethod::MonteCarlo => "monte_carlo",
        }
    }
}

/// Counts of outcomes, mergeable in any order: the partial answer of some chunks.
///
/// `hero[o][c]` counts outcomes `o` (0 win, 1 tie, 2 lose, from the hero's side) in which the
/// hero ends with category `c`; `opponent[o][c]` the same outcomes by the category of the
/// opponent's hand (with several opponents, the best of them). Every outcome is counted once
/// in each array.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct VsRandomTally {
    /// Outcomes by result and the hero's final category.
    pub hero: [[u64; 9]; 3],
    /// Outcomes by result and the (best) opponent's final category.
    pub opponent: [[u64; 9]; 3],
    /// The hero's pot shares summed, in units of 1/[`SHARE_UNIT`] pot.
    pub share: u64,
    /// The squares of the shares summed (units of 1/`SHARE_UNIT`²), for the standard error.
    pub share_sq: u128,
}

impl VsRandomTally {
    /// Adds another tally's counts to this one.
    pub fn merge(&mut self, other: &VsRandomTally) {
        for o in 0..3 {
            for c in 0..9 {
                self.hero[o][c] += other.hero[o][c];
                self.opponent[o][c] += other.opponent[o][c];
            }
        }
        self.share += other.share;
        self.share_sq += other.share_sq;
    }

    /// Outcomes counted.
    pub fn samples(&self) -> u64 {
        self.hero.iter().flatten().sum()
    }

    /// Outcomes the hero wins alone.
    pub fn wins(&self) -> u64 {
        self.hero[WIN].iter().sum()
    }

    /// Outcomes the hero shares with one or more opponents.
    pub fn ties(&self) -> u64 {
        self.hero[TIE].iter().sum()
    }

    /// Outcomes the hero loses.
    pub fn losses(&self) -> u64 {
        self.hero[LOSE].iter().sum()
    }
}

/// The odds of one category, as fractions of all outcomes.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CategoryOdds {
    /// How often this side ends with the category.
    pub made: f64,
    /// How often this side wins with it (for the opponent: beats the hero with it).
    pub win: f64,
    /// How often this side ties with it.
    pub tie: f64,
}

/// The answer: a hand against the average opponent(s).
///
/// ```
/// use pokerlab::equity::vs_random::{VsRandomSpot, VsRandomWork};
/// use pokerlab::Category;
/// let spot = VsRandomSpot::new("As Ks".parse()?, "Ts Qs 2d".parse()?, Default::default(), 1)?;
/// let odds = VsRandomWork::exact(spot)?.run();
/// assert_eq!(odds.samples(), 1_070_190);
/// assert_eq!(odds.tally.wins() + odds.tally.ties() + odds.tally.losses(), 1_070_190);
/// assert!(odds.equity() > 0.7);
/// assert!(odds.player(Category::Flush).made > 0.3); // the nut flush draw comes in often
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct VsRandom {
    /// Exact or Monte Carlo.
    pub method: VsRandomMethod,
    /// How many opponents.
    pub opponents: usize,
    /// The counts everything else derives from.
    pub tally: VsRandomTally,
}

impl VsRandom {
    /// Outcomes counted: matchups (exact) or trials (Monte Carlo).
    pub fn samples(&self) -> u64 {
        self.tally.samples()
    }

    fn fraction(&self, count: u64) -> f64 {
        let n = self.samples();
        if n == 0 { 0.0 } else { count as f64 / n as f64 }
    }

    /// Fraction of outcomes the hero wins alone.
    pub fn win(&self) -> f64 {
        self.fraction(self.tally.wins())
    }

    /// Fraction of outcomes the hero shares the pot.
    pub fn tie(&self) -> f64 {
        self.fraction(self.tally.ties())
    }

    /// Fraction of outcomes the hero loses.
    pub fn lose(&self) -> f64 {
        self.fraction(self.tally.losses())
    }

    /// Expected share of the pot: wins count 1, a k-way split 1/k (a tie with one opponent
    /// counts half, as in HoldemHand's `WinOdds`).
    pub fn equity(&self) -> f64 {
        let n = self.samples();
        if n == 0 {
            0.0
        } else {
            self.tally.share as f64 / (n as f64 * SHARE_UNIT as f64)
        }
    }

    /// The standard error of [`equity`](Self::equity) for Monte Carlo; `None` when exact.
    pub fn std_error(&self) -> Option<f64> {
        if self.method == VsRandomMethod::Exact {
            return None;
        }
        let n = self.samples() as f64;
        if n < 2.0 {
            return Some(f64::NAN);
        }
        let unit = SHARE_UNIT as f64;
        let mean = self.tally.share as f64 / unit / n;
        let mean_sq = self.tally.share_sq as f64 / (unit * unit) / n;
        let variance = (mean_sq - mean * mean).max(0.0) * n / (n - 1.0);
        Some((variance / n).sqrt())
    }

    /// How often the hero ends with `category`, and wins or ties with it.
    pub fn player(&self, category: Category) -> CategoryOdds {
        self.odds(&self.tally.hero, category, WIN)
    }

    /// How often the opponent (the best of them) ends with `category`, and beats or ties the
    /// hero with it.
    pub fn opponent(&self, category: Category) -> CategoryOdds {
        self.odds(&self.tally.opponent, category, LOSE)
    }

    fn odds(&self, counts: &[[u64; 9]; 3], category: Category, win: usize) -> CategoryOdds {
        let c = category.index();
        CategoryOdds {
            made: self.fraction(counts[WIN][c] + counts[TIE][c] + counts[LOSE][c]),
            win: self.fraction(counts[win][c]),
            tie: self.fraction(counts[TIE][c]),
        }
    }
}

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
    classes: Option<board_classes::BoardClasses>,
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
        // Two cards of prefix preflop (1,225 chunks of up to ~2 ms), one on the flop.
        let prefix_len = match to_deal {
            5 => 2,
            2 => 1,
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

    /// Monte Carlo: `samples` random deals, reproducible from `seed`.
    pub fn monte_carlo(
        spot: VsRandomSpot,
        samples: u64,
        seed: u64,
    ) -> Result<VsRandomWork, VsRandomError> {
        if samples == 0 {
            return Err(VsRandomError::NoSamples);
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
            plan.classes =
                (strategy == ExactStrategy::BoardClasses && plan.to_deal == 5).then(|| {
                    board_classes::BoardClasses::new(plan.hero, plan.unseen, &plan.symmetries)
                });
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
                    self.run_trials(trials, chunk_seed(seed, index as u64), &mut tally);
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

    /// Runs every chunk on the current rayon pool and returns the result, or `None` if
    /// `cancel` was set before the end.
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

    /// Runs every chunk on the current rayon pool (use `ThreadPool::install` to choose the
    /// threads) and returns the result.
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

/// The generator seed of Monte Carlo chunk `index`: a SplitMix64 step of (seed, index), so
/// chunks get unrelated streams.
fn chunk_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        .wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The suit permutations (other than the identity) that map each group of known cards (the
/// hand, the board, the dead cards: they play different parts) onto itself: those that only
/// exchange suits holding the same ranks in every group.
fn suit_symmetries(groups: &[u64]) -> Vec<[u32; 4]> {
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

/// Counts every opponent hand (two cards of `avail`) against the hole cards on one complete board,
/// `weight` times.
#[inline]
fn count_board(hole: [Card; 2], board: Hand, avail: u64, weight: u64, tally: &mut VsRandomTally) {
    let hero = board.add(hole[0]).add(hole[1]).evaluate().get();
    // cells[outcome][opponent category], for this board.
    let mut cells = [[0u32; 9]; 3];
    let mut record = |hand: Hand, n: u32| {
        let v = hand.evaluate().get();
        cells[outcome(hero, v)][category_index(v)] += n;
    };

    let board_bits = board.cards().bits();
    let mut flush_suit = None;
    for s in 0..4 {
        let n = ((board_bits >> (13 * s)) & 0x1fff).count_ones();
        if n >= 3 {
            flush_suit = Some((s, n));
        }
    }
    let mut by_rank = [0u64; 13];
    for (r, bits) in by_rank.iter_mut().enumerate() {
        *bits = avail & (RANK_SPREAD << r);
    }

    match flush_suit {
        None => {
            // No suit has three board cards: no opponent can make a flush, so only the
            // ranks of the hole cards matter.
            group_by_ranks(board, &by_rank, u64::MAX, &mut record);
        }
        Some((suit, 3)) => {
            // A flush needs both hole cards of the suit. Every other hand is grouped by
            // ranks; a representative holds at most one card of the suit.
            let fmask = 0x1fffu64 << (13 * suit);
            let flush_cards = avail & fmask;
            for r1 in 0..13 {
                let bits1 = by_rank[r1];
                if bits1 == 0 {
                    continue;
                }
                let a1 = bits1.count_ones();
                let plain1 = bits1 & !fmask;
                let c1 = lowest(if plain1 != 0 { plain1 } else { bits1 });
                let h1 = board.add(c1);
                if a1 >= 2 {
                    record(h1.add(lowest(bits1 & !c1.bit())), a1 * (a1 - 1) / 2);
                }
                let c1_flush = c1.bit() & fmask != 0;
                for &bits2 in &by_rank[r1 + 1..] {
                    if bits2 == 0 {
                        continue;
                    }
                    let both_flush = (bits1 & fmask != 0) && (bits2 & fmask != 0);
                    let n = a1 * bits2.count_ones() - both_flush as u32;
                    if n == 0 {
                        continue;
                    }
                    let c2 = if c1_flush {
                        lowest(bits2 & !fmask)
                    } else {
                        lowest(bits2)
                    };
                    record(h1.add(c2), n);
                }
            }
            each_pair(flush_cards, |x, y| record(board.add(x).add(y), 1));
        }
        Some((suit, _)) => {
            // Four or five board cards of a suit: every card of it may count. Hands with
            // none are grouped by ranks, hands with one by the rank of the other card,
            // and hands with two are evaluated one by one.
            let fmask = 0x1fffu64 << (13 * suit);
            let flush_cards = avail & fmask;
            group_by_ranks(board, &by_rank, !fmask, &mut record);
            let mut rest = flush_cards;
            while rest != 0 {
                let x = lowest(rest);
                rest &= rest - 1;
                let hx = board.add(x);
                for &bits in &by_rank {
                    let plain = bits & !fmask;
                    if plain != 0 {
                        record(hx.add(lowest(plain)), plain.count_ones());
                    }
                }
            }
            each_pair(flush_cards, |x, y| record(board.add(x).add(y), 1));
        }
    }

    debug_assert_eq!(
        cells.iter().flatten().map(|&n| n as u64).sum::<u64>(),
        choose(avail.count_ones() as u64, 2)
    );
    let hero_category = category_index(hero);
    let mut totals = [0u64; 3];
    for (o, row) in cells.iter().enumerate() {
        for (c, &n) in row.iter().enumerate() {
            let n = n as u64 * weight;
            tally.opponent[o][c] += n;
            totals[o] += n;
        }
        tally.hero[o][hero_category] += totals[o];
    }
    let half = SHARE_UNIT / 2;
    tally.share += SHARE_UNIT * totals[WIN] + half * totals[TIE];
    tally.share_sq += (SHARE_UNIT * SHARE_UNIT) as u128 * totals[WIN] as u128
        + (half * half) as u128 * totals[TIE] as u128;
}

/// Records every pair of cards from `by_rank & allowed` grouped by their two ranks: one
/// evaluation per rank pair, weighted by how many hands have those ranks. Only correct where
/// the suits of these cards cannot matter.
#[inline(always)]
fn group_by_ranks(
    board: Hand,
    by_rank: &[u64; 13],
    allowed: u64,
    record: &mut impl FnMut(Hand, u32),
) {
    for r1 in 0..13 {
        let bits1 = by_rank[r1] & allowed;
        if bits1 == 0 {
            continue;
        }
        let a1 = bits1.count_ones();
        let h1 = board.add(lowest(bits1));
        if a1 >= 2 {
            record(h1.add(lowest(bits1 & (bits1 - 1))), a1 * (a1 - 1) / 2);
        }
        for &bits2 in &by_rank[r1 + 1..] {
            let bits2 = bits2 & allowed;
            if bits2 != 0 {
                record(h1.add(lowest(bits2)), a1 * bits2.count_ones());
            }
        }
    }
}

/// Calls `f` with every pair of distinct cards of `bits`.
#[inline(always)]
fn each_pair(bits: u64, mut f: impl FnMut(Card, Card)) {
    let mut rest = bits;
    while rest != 0 {
        let x = lowest(rest);
        rest &= rest - 1;
        let mut others = rest;
        while others != 0 {
            f(x, lowest(others));
            others &= others - 1;
        }
    }
}

/// One hand against `opponents` random opponents: exact for one, Monte Carlo (with
/// [`DEFAULT_SAMPLES`]) for more, on the current rayon pool.
///
/// ```
/// use pokerlab::equity::vs_random::{vs_random, VsRandomMethod};
/// let odds = vs_random("As Ks".parse()?, "Ts Qs 2d".parse()?, Default::default(), 1)?;
/// assert_eq!(odds.method, VsRandomMethod::Exact);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn vs_random(
    hero: CardSet,
    board: CardSet,
    dead: CardSet,
    opponents: usize,
) -> Result<VsRandom, VsRandomError> {
    let spot = VsRandomSpot::new(hero, board, dead, opponents)?;
    Ok(VsRandomWork::auto(spot).run())
}

mod board_classes;

#[cfg(test)]
mod tests;
