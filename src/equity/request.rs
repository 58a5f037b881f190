//! What an equity computation is asked: the players, the board, the dead cards and how to
//! count (exactly, by sampling, or whichever is affordable). Validation lives here too, so the
//! engines only ever see requests that make sense and every front end reports the same errors.

use std::fmt;
use std::time::Duration;

use thiserror::Error;

use super::live_combos::LiveCombos;
use super::player::{PlayerError, PlayerSpec};
use crate::cards::{Card, CardSet};

/// The fewest players an equity request may have.
pub const MIN_PLAYERS: usize = 2;
/// The most players an equity request may have.
pub const MAX_PLAYERS: usize = 10;

/// How to count outcomes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Method {
    /// Exact enumeration when it is affordable, Monte Carlo otherwise; the result says which.
    #[default]
    Auto,
    /// Every outcome, exactly, however long it takes (within [`EXACT_COST_LIMIT`]).
    Exact,
    /// Random trials until one of the [`MonteCarloLimits`] is reached.
    MonteCarlo,
}

/// The most work (player evaluations, estimated) an exact enumeration may be asked for:
/// beyond this (several minutes of work) the request is refused rather than started. A
/// Monte Carlo sample count is bounded by the same work ([`max_monte_carlo_samples`]).
pub const EXACT_COST_LIMIT: f64 = 2e10;

/// The longest Monte Carlo time budget accepted: five minutes.
pub const MAX_MONTE_CARLO_TIME: Duration = Duration::from_secs(300);

/// The most Monte Carlo samples that may be asked for with `players` hands to evaluate per
/// sample (the hero and the opponents): the work of [`EXACT_COST_LIMIT`], a sample costing
/// one evaluation per hand. The one bound on sampled work, for equity and for the average
/// opponent alike.
///
/// ```
/// use pokerlab::equity::max_monte_carlo_samples;
/// assert_eq!(max_monte_carlo_samples(2), 10_000_000_000);
/// assert_eq!(max_monte_carlo_samples(10), 2_000_000_000);
/// ```
pub fn max_monte_carlo_samples(players: usize) -> u64 {
    (EXACT_COST_LIMIT / players.max(1) as f64) as u64
}

/// When Monte Carlo sampling stops: at the first limit reached. A request with no limit at all
/// uses [`MonteCarloLimits::DEFAULT`].
///
/// Stopping at a sample count is reproducible: the same seed gives the same result whatever
/// the number of threads. A time budget or a standard-error target stops after a number of
/// trials that depends on the machine (every trial is still reproducible from the seed).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MonteCarloLimits {
    /// Stop after this many trials.
    pub samples: Option<u64>,
    /// Stop once this much time has passed.
    pub time: Option<Duration>,
    /// Stop once every player's equity has at most this standard error (a fraction: 0.001 is
    /// a tenth of a percentage point).
    pub std_error: Option<f64>,
}

impl MonteCarloLimits {
    /// The limits used when none are given: a standard error of 0.0002 (0.02 percentage
    /// points) or five seconds, whichever comes first.
    pub const DEFAULT: MonteCarloLimits = MonteCarloLimits {
        samples: None,
        time: Some(Duration::from_secs(5)),
        std_error: Some(0.0002),
    };

    /// Exactly `n` trials.
    pub const fn samples(n: u64) -> MonteCarloLimits {
        MonteCarloLimits {
            samples: Some(n),
            time: None,
            std_error: None,
        }
    }

    /// As many trials as fit in `time`.
    pub const fn time(time: Duration) -> MonteCarloLimits {
        MonteCarloLimits {
            samples: None,
            time: Some(time),
            std_error: None,
        }
    }

    /// Whether no limit is set.
    pub const fn is_unbounded(&self) -> bool {
        self.samples.is_none() && self.time.is_none() && self.std_error.is_none()
    }
}

impl Default for MonteCarloLimits {
    fn default() -> Self {
        MonteCarloLimits::DEFAULT
    }
}

/// Where a card of a request was given, for error messages.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CardPlace {
    /// The hole cards of player `n` (counted from 1).
    Player(usize),
    /// The board.
    Board,
    /// The dead cards.
    Dead,
}

impl fmt::Display for CardPlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardPlace::Player(n) => write!(f, "player {n}"),
            CardPlace::Board => f.write_str("the board"),
            CardPlace::Dead => f.write_str("the dead cards"),
        }
    }
}

/// Why a request cannot be computed. Every message names what to fix.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum RequestError {
    /// Fewer than 2 or more than 10 players.
    #[error("need {MIN_PLAYERS} to {MAX_PLAYERS} players, got {0}")]
    PlayerCount(usize),
    /// A board of more than 5 cards.
    #[error("the board has at most 5 cards, got {0}")]
    BoardSize(usize),
    /// The same card in two places.
    #[error("card {card} is given twice: in {first} and in {second}")]
    DuplicateCard {
        /// The repeated card.
        card: Card,
        /// Where it was seen first.
        first: CardPlace,
        /// Where it was seen again.
        second: CardPlace,
    },
    /// Not enough cards left in the deck to deal the random players and the board.
    #[error("not enough cards left: {needed} are needed to deal, only {left} remain")]
    TooFewCards {
        /// Cards that must be dealt.
        needed: usize,
        /// Cards left in the deck.
        left: usize,
    },
    /// A Monte Carlo limit that can never be met (no samples, no time, a target of zero), or
    /// one that would run for more than [`MAX_MONTE_CARLO_TIME`].
    #[error("invalid Monte Carlo limit: {0}")]
    BadLimit(String),
    /// More Monte Carlo samples than could be drawn in a few minutes (and no time limit).
    #[error(
        "{} Monte Carlo samples of {players} hands would take too long: ask for at most {} \
         (or set a time limit)",
        crate::format::group_digits(*samples),
        crate::format::group_digits(max_monte_carlo_samples(*players))
    )]
    TooManySamples {
        /// The samples asked for.
        samples: u64,
        /// The hands evaluated per sample.
        players: usize,
    },
    /// Every combo of a player's range collides with the board, the dead cards or another
    /// player's known cards.
    #[error("no hand of player {0}'s range is possible with the cards already out")]
    EmptyRange(usize),
    /// Some players' ranges cannot all be dealt at once: every choice of combos shares a card.
    #[error(
        "{} cannot be dealt together: {}",
        crate::format::seat_list(seats),
        if *cards < 2 * seats.len() {
            format!(
                "their ranges hold only {cards} different cards with those already out, and \
                 {} players need {}",
                seats.len(),
                2 * seats.len()
            )
        } else {
            "every choice of their hands shares a card".to_owned()
        }
    )]
    NoMatchup {
        /// A smallest group of players (1-based seats, in order) that cannot be dealt: each
        /// of them is needed for the conflict.
        seats: Vec<usize>,
        /// The different cards those players' live combos use between them.
        cards: usize,
    },
    /// Monte Carlo cannot sample these ranges: random deals of them almost never share no card.
    #[error(
        "these ranges almost never fit together: only {fits} of {} random deals of them share \
         no card, too few for Monte Carlo to sample; widen the ranges (or count exactly, where \
         that is affordable)",
        crate::format::group_digits(*draws)
    )]
    RangesRarelyFit {
        /// Deals that fit in the pilot.
        fits: u64,
        /// Deals the pilot drew.
        draws: u64,
    },
    /// A Monte Carlo sample count over ranges that fit together so rarely that drawing it
    /// would take too long.
    #[error(
        "{} Monte Carlo samples would take too long: these ranges fit together in only about 1 \
         of {one_in:.0} random deals; ask for at most {} (or set a time limit)",
        crate::format::group_digits(*samples),
        crate::format::group_digits(*most)
    )]
    RangeDealsTooMany {
        /// The samples asked for (or needed for a standard-error target).
        samples: u64,
        /// Random deals drawn per deal that fits.
        one_in: f64,
        /// The most samples allowed for these ranges.
        most: u64,
    },
    /// Exact counts of these weighted ranges would not fit 64-bit counters (fine weights on a
    /// large spot).
    #[error(
        "exact counts of these weighted ranges would overflow; use Monte Carlo or coarser weights"
    )]
    CountsTooLarge,
    /// Exact enumeration was demanded but would take far too long.
    #[error(
        "exact enumeration of this spot would take too long (about {0:.1e} evaluations); use Monte Carlo"
    )]
    TooExpensive(f64),
}

/// An equity question: who is in the hand, what is known, and how to count.
///
/// ```
/// use pokerlab::equity::{EquityRequest, Method, PlayerSpec};
/// let request = EquityRequest::new(vec![
///     PlayerSpec::parse("As Ks").unwrap(),
///     PlayerSpec::parse("Jd Jc").unwrap(),
/// ])
/// .with_dead("2h 8s".parse().unwrap())
/// .with_method(Method::Exact);
/// assert!(request.validate().is_ok());
/// let bad = request.clone().with_board("Jd 7c 2c".parse().unwrap());
/// assert_eq!(
///     bad.validate().unwrap_err().to_string(),
///     "card Jd is given twice: in player 2 and in the board"
/// );
/// ```
#[derive(Clone, PartialEq, Debug)]
pub struct EquityRequest {
    /// The players, 2 to 10.
    pub players: Vec<PlayerSpec>,
    /// The known board: 0 to 5 cards (a flop being dealt may be 1 or 2 cards so far).
    pub board: CardSet,
    /// Cards known to be out of play.
    pub dead: CardSet,
    /// Exact, Monte Carlo, or whichever is affordable.
    pub method: Method,
    /// When Monte Carlo stops (if Monte Carlo is used).
    pub limits: MonteCarloLimits,
    /// The Monte Carlo seed: the same seed and sample count give the same result.
    pub seed: u64,
}

/// The Monte Carlo seed of every equity engine when none is given: [`EquityRequest::new`],
/// [`VsRandomWork::auto`](super::vs_random::VsRandomWork::auto) (the Odds Grid, `pokerlab
/// grid`) and `pokerlab odds`. Chunk `i` of a job seeded with it samples from
/// [`chunk_seed`](crate::jobs::chunk_seed)`(DEFAULT_SEED, i)`.
pub const DEFAULT_SEED: u64 = 0x5eed_0f0d_d5e5;

impl EquityRequest {
    /// A request for these players, no board, no dead cards, [`Method::Auto`], the default
    /// limits and seed.
    pub fn new(players: Vec<PlayerSpec>) -> EquityRequest {
        EquityRequest {
            players,
            board: CardSet::EMPTY,
            dead: CardSet::EMPTY,
            method: Method::Auto,
            limits: MonteCarloLimits::DEFAULT,
            seed: DEFAULT_SEED,
        }
    }

    /// Parses players as typed ([`PlayerSpec::parse`]) into a request.
    ///
    /// ```
    /// use pokerlab::equity::EquityRequest;
    /// let request = EquityRequest::parse(&["AhAd", "random"]).unwrap();
    /// assert_eq!(request.players.len(), 2);
    /// ```
    pub fn parse<S: AsRef<str>>(players: &[S]) -> Result<EquityRequest, PlayerError> {
        let players = players
            .iter()
            .map(|p| PlayerSpec::parse(p.as_ref()))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(EquityRequest::new(players))
    }

    /// The same request with this board.
    #[must_use]
    pub fn with_board(mut self, board: CardSet) -> EquityRequest {
        self.board = board;
        self
    }

    /// The same request with these dead cards.
    #[must_use]
    pub fn with_dead(mut self, dead: CardSet) -> EquityRequest {
        self.dead = dead;
        self
    }

    /// The same request counted by `method`.
    #[must_use]
    pub fn with_method(mut self, method: Method) -> EquityRequest {
        self.method = method;
        self
    }

    /// The same request with these Monte Carlo limits.
    #[must_use]
    pub fn with_limits(mut self, limits: MonteCarloLimits) -> EquityRequest {
        self.limits = limits;
        self
    }

    /// The same request with this Monte Carlo seed.
    #[must_use]
    pub fn with_seed(mut self, seed: u64) -> EquityRequest {
        self.seed = seed;
        self
    }

    /// Every card known to be out of the deck: hole cards, board and dead cards.
    pub fn known_cards(&self) -> CardSet {
        self.players
            .iter()
            .fold(self.board | self.dead, |set, p| set | p.known_cards())
    }

    /// How many players are dealt at random.
    pub fn random_players(&self) -> usize {
        self.players.iter().filter(|p| p.is_random()).count()
    }

    /// How many players hold a range.
    pub fn range_players(&self) -> usize {
        self.players.iter().filter(|p| p.range().is_some()).count()
    }

    /// What an exact count of weighted ranges counts one outcome as: the product of every
    /// player's weight denominator ([`LiveCombos::denominator`]); 1 without weights. An exact
    /// result's `samples` divided by this is its weighted number of outcomes.
    pub fn weight_denominator(&self) -> u64 {
        (0..self.players.len())
            .filter(|&p| self.players[p].range().is_some())
            .map(|p| u64::from(self.live_combos(p).denominator))
            .product()
    }

    /// The combos player `player` may hold, with their weights: its hand, every two cards of
    /// the deck, or its range's combos that collide with no board, dead or other player's
    /// known card.
    pub fn live_combos(&self, player: usize) -> LiveCombos {
        let Some(spec) = self.players.get(player) else {
            return LiveCombos::default();
        };
        let out = self.known_cards() - spec.known_cards();
        LiveCombos::new(spec, out)
    }

    /// The cards still in the deck.
    pub fn deck(&self) -> CardSet {
        CardSet::FULL - self.known_cards()
    }

    /// How many board cards are still to come.
    pub fn board_to_come(&self) -> usize {
        5usize.saturating_sub(self.board.len())
    }

    /// Checks the request: 2 to 10 players, a board of at most 5 cards, no card in two
    /// places, enough cards left to deal, and Monte Carlo limits that can be met.
    pub fn validate(&self) -> Result<(), RequestError> {
        let n = self.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(RequestError::PlayerCount(n));
        }
        if self.board.len() > 5 {
            return Err(RequestError::BoardSize(self.board.len()));
        }
        // Walk the places in order, remembering where each card was first seen.
        let mut seen: Vec<(CardSet, CardPlace)> = Vec::with_capacity(n + 2);
        let places = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.known_cards(), CardPlace::Player(i + 1)))
            .chain([(self.board, CardPlace::Board), (self.dead, CardPlace::Dead)]);
        for (cards, place) in places {
            for &(earlier, first) in &seen {
                if let Some(card) = (earlier & cards).first() {
                    return Err(RequestError::DuplicateCard {
                        card,
                        first,
                        second: place,
                    });
                }
            }
            seen.push((cards, place));
        }
        for (i, p) in self.players.iter().enumerate() {
            if p.range().is_some() && self.live_combos(i).is_empty() {
                return Err(RequestError::EmptyRange(i + 1));
            }
        }
        let needed = 2 * (self.random_players() + self.range_players()) + self.board_to_come();
        let left = self.deck().len();
        if needed > left {
            return Err(RequestError::TooFewCards { needed, left });
        }
        if self.range_players() >= 2 {
            self.check_matchup()?;
        }
        let limits = &self.limits;
        if limits.samples == Some(0) {
            return Err(RequestError::BadLimit("a sample count of 0".to_owned()));
        }
        if limits.time.is_some_and(|t| t.is_zero()) {
            return Err(RequestError::BadLimit("a time budget of 0".to_owned()));
        }
        if let Some(se) = limits.std_error
            && !(se.is_finite() && se > 0.0)
        {
            return Err(RequestError::BadLimit(format!(
                "a standard-error target of {se} (it must be above 0)"
            )));
        }
        self.check_monte_carlo_work()
    }

    /// Refuses Monte Carlo limits that would run for more than a few minutes: a time budget
    /// over [`MAX_MONTE_CARLO_TIME`], or (without a time budget) more samples than
    /// [`max_monte_carlo_samples`], or a standard-error target that would need as many.
    fn check_monte_carlo_work(&self) -> Result<(), RequestError> {
        let limits = &self.limits;
        let players = self.players.len();
        if let Some(time) = limits.time {
            if time > MAX_MONTE_CARLO_TIME {
                return Err(RequestError::BadLimit(format!(
                    "a time budget of {} s (at most {} s)",
                    time.as_secs(),
                    MAX_MONTE_CARLO_TIME.as_secs()
                )));
            }
            return Ok(());
        }
        let max = max_monte_carlo_samples(players);
        match (limits.samples, limits.std_error) {
            (Some(samples), _) if samples > max => {
                Err(RequestError::TooManySamples { samples, players })
            }
            (Some(_), _) => Ok(()),
            (None, Some(se)) if 0.25 / (se * se) > max as f64 => {
                Err(RequestError::BadLimit(format!(
                    "a standard-error target of {se} would need more samples than a few minutes allow"
                )))
            }
            _ => Ok(()),
        }
    }

    /// Checks exactly that the range players can be dealt combos that share no card
    /// ([`matchup::check`](super::matchup::check)); the error names a smallest group of seats
    /// (1-based) that cannot.
    fn check_matchup(&self) -> Result<(), RequestError> {
        let players: Vec<(usize, Vec<CardSet>)> = (0..self.players.len())
            .filter(|&i| self.players[i].range().is_some())
            .map(|i| {
                let combos = self
                    .live_combos(i)
                    .combos
                    .iter()
                    .map(|c| c.cards())
                    .collect();
                (i + 1, combos)
            })
            .collect();
        super::matchup::check(&players).map_err(|conflict| RequestError::NoMatchup {
            seats: conflict.seats,
            cards: conflict.cards,
        })
    }
}
