//! The question: a hand, a board, dead cards and a number of random opponents, checked once
//! so that the counting never meets a spot it cannot deal.

use thiserror::Error;

use super::MAX_OPPONENTS;
use crate::cards::{CardError, CardSet};
use crate::enumerate::choose;

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
    /// The board has more than 5 cards.
    #[error("a board has at most 5 cards, found {found}")]
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
    /// More Monte Carlo samples than could be drawn in a few minutes
    /// ([`max_monte_carlo_samples`](crate::equity::max_monte_carlo_samples)).
    #[error(
        "{} samples against {opponents} opponents would take too long: ask for at most {}",
        crate::format::group_digits(*samples),
        crate::format::group_digits(crate::equity::max_monte_carlo_samples(*opponents + 1))
    )]
    TooManySamples {
        /// The samples asked for.
        samples: u64,
        /// The number of opponents.
        opponents: usize,
    },
}

/// A checked spot: the hero's two cards, a board of 0 to 5 cards, dead cards and the
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
    pub(super) hero: CardSet,
    pub(super) board: CardSet,
    pub(super) dead: CardSet,
    pub(super) opponents: usize,
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
        if board.len() > 5 {
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
    pub(super) fn card_groups(&self) -> [u64; 3] {
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
