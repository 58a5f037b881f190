//! What an all-flops report is asked for, checked, and the counting of one flop: each seat's
//! holdings by the holdings classifier ([`Holdings`]) and its exact equity by the equity
//! enumeration ([`calculate`]), exactly as one `pokerlab odds` call on that flop would count
//! them.

use thiserror::Error;

use super::classes::{FlopClasses, WeightedFlop};
use super::report::{FlopEquity, FlopRow, HoldingCounts, SeatOnFlop};
use super::texture::FlopTexture;
use crate::cards::CardSet;
use crate::equity::{
    EquityRequest, Holdings, Method, PlayerSpec, RequestError, SHARE_UNITS, calculate,
    check_request,
};

/// The most seats a report counts.
pub const MAX_SEATS: usize = 3;

/// An all-flops report to count: one to three seats (hands, ranges or random hands) and dead
/// cards.
#[derive(Clone, Debug, PartialEq)]
pub struct FlopsRequest {
    /// The seats, 1 to [`MAX_SEATS`]. A lone seat's equity is against one random hand.
    pub players: Vec<PlayerSpec>,
    /// Cards out of play.
    pub dead: CardSet,
    /// Whether to count equities (exact, every runout of every flop) or holdings alone.
    pub equity: bool,
}

/// Why a report cannot be counted.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum FlopsError {
    /// No seat, or more than three.
    #[error("give 1 to {MAX_SEATS} players, not {0}")]
    SeatCount(usize),
    /// The seats and dead cards do not make a hand that can be dealt (a card twice, an empty
    /// range, ranges that never fit together), or a flop's exact count would take too long.
    #[error(transparent)]
    Request(#[from] RequestError),
}

impl FlopsRequest {
    /// A request for `players` with no dead cards, equities included.
    pub fn new(players: Vec<PlayerSpec>) -> FlopsRequest {
        FlopsRequest {
            players,
            dead: CardSet::EMPTY,
            equity: true,
        }
    }

    /// The same request with these dead cards.
    #[must_use]
    pub fn with_dead(mut self, dead: CardSet) -> FlopsRequest {
        self.dead = dead;
        self
    }

    /// The same request counting holdings only (no equities).
    #[must_use]
    pub fn holdings_only(mut self) -> FlopsRequest {
        self.equity = false;
        self
    }
}

/// A checked request, ready to count flop by flop.
#[derive(Clone, Debug)]
pub(crate) struct Prepared {
    /// The equity question before the flop: the seats, and a random hand against a lone one.
    base: EquityRequest,
    /// How many seats are reported.
    seats: usize,
    equity: bool,
    /// The flops, one of each class.
    pub(crate) flops: Vec<WeightedFlop>,
}

impl Prepared {
    /// Checks `request`: 1 to 3 seats, the seats and dead cards dealable, and (with
    /// equities) an exact count of a flop affordable.
    pub(crate) fn new(request: &FlopsRequest) -> Result<Prepared, FlopsError> {
        let seats = request.players.len();
        if !(1..=MAX_SEATS).contains(&seats) {
            return Err(FlopsError::SeatCount(seats));
        }
        let mut players = request.players.clone();
        if seats == 1 {
            players.push(PlayerSpec::Random);
        }
        let base = EquityRequest::new(players)
            .with_dead(request.dead)
            .with_method(Method::Exact);
        base.validate()?;
        let flops = FlopClasses::new(&request.players, request.dead)
            .flops()
            .to_vec();
        if request.equity
            && let Some(first) = flops.first()
        {
            match check_request(&base.clone().with_board(first.board)) {
                // A range emptied by this flop's cards says nothing about the others.
                Ok(_) | Err(RequestError::EmptyRange(_) | RequestError::NoMatchup { .. }) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(Prepared {
            base,
            seats,
            equity: request.equity,
            flops,
        })
    }

    /// How many seats are reported.
    pub(crate) fn seats(&self) -> usize {
        self.seats
    }

    /// Counts flop `index` of [`flops`](Self::flops).
    pub(crate) fn row(&self, index: usize) -> Option<FlopRow> {
        let flop = self.flops.get(index)?;
        let texture = FlopTexture::of(flop.board)?;
        Some(count_flop(
            &self.base,
            self.seats,
            self.equity,
            flop,
            texture,
        ))
    }
}

/// Each seat's holdings and (if asked) equity on one flop.
fn count_flop(
    base: &EquityRequest,
    seats: usize,
    equity: bool,
    flop: &WeightedFlop,
    texture: FlopTexture,
) -> FlopRow {
    let request = base.clone().with_board(flop.board);
    let live: Vec<_> = (0..request.players.len())
        .map(|p| request.live_combos(p))
        .collect();
    let result = if equity {
        calculate(&request).ok()
    } else {
        None
    };
    let denominators: f64 = request
        .players
        .iter()
        .zip(&live)
        .filter(|(p, _)| p.range().is_some())
        .map(|(_, l)| f64::from(l.denominator.max(1)))
        .product();
    let seats = (0..seats)
        .map(|seat| SeatOnFlop {
            equity: result.as_ref().map(|r| {
                let (won, played) = r.equity_ratio(seat);
                FlopEquity {
                    won,
                    played,
                    outcomes: played as f64 / SHARE_UNITS as f64 / denominators,
                }
            }),
            holdings: holding_counts(Holdings::new(&live[seat], flop.board)),
        })
        .collect();
    FlopRow {
        board: flop.board,
        weight: flop.weight,
        texture,
        seats,
    }
}

/// Weighted combos by class, from the classifier's exact counts.
fn holding_counts(holdings: Option<Holdings>) -> HoldingCounts {
    let Some(h) = holdings else {
        return HoldingCounts::default();
    };
    HoldingCounts {
        combos: h.total(),
        made: crate::eval::MadeHand::ALL.map(|m| h.made(m)),
        draws: crate::eval::Draw::ALL.map(|d| h.draw(d)),
    }
}
