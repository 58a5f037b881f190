//! The figures of an all-flops report: each flop's row (each seat's equity and holdings on it)
//! and the summary over every flop, each flop counted with its weight.

use super::classes::FlopWeight;
use super::texture::FlopTexture;
use crate::cards::CardSet;
use crate::eval::{DRAWS, Draw, MADE_HANDS, MadeHand};

/// A seat's exact equity on one flop, over every runout and every matchup of the seats.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FlopEquity {
    /// Pot shares won, in the tally's units (see [`crate::equity::SHARE_UNITS`]).
    pub won: u128,
    /// Pot shares played: the same units, one pot per counted outcome.
    pub played: u128,
    /// The counted outcomes with every seat's weights applied (outcomes over the product of
    /// the weight denominators): how much this flop weighs in an average over flops.
    pub outcomes: f64,
}

impl FlopEquity {
    /// The equity as a fraction, 0 to 1.
    pub fn fraction(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            self.won as f64 / self.played as f64
        }
    }
}

/// A seat's combos on one flop by what they hold, in weighted combos.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct HoldingCounts {
    /// The weighted number of the seat's live combos.
    pub combos: f64,
    /// Weighted combos by made hand, in the order of [`MadeHand::ALL`].
    pub made: [f64; MADE_HANDS],
    /// Weighted combos by draw, in the order of [`Draw::ALL`] (a combo may have several).
    pub draws: [f64; DRAWS],
}

impl HoldingCounts {
    /// The share of the seat's combos whose made hand is `made` (0 with no combos).
    pub fn made_share(&self, made: MadeHand) -> f64 {
        share(self.made[made.index()], self.combos)
    }

    /// The share of the seat's combos with `draw`.
    pub fn draw_share(&self, draw: Draw) -> f64 {
        share(self.draws[draw.index()], self.combos)
    }

    /// The made hand most of the combos hold (the better one on a tie); `None` with no combos.
    pub fn main_made(&self) -> Option<MadeHand> {
        if self.combos <= 0.0 {
            return None;
        }
        MadeHand::ALL
            .into_iter()
            .rev()
            .max_by(|a, b| self.made[a.index()].total_cmp(&self.made[b.index()]))
    }

    /// Adds `other` scaled by `times`.
    fn add_scaled(&mut self, other: &HoldingCounts, times: f64) {
        self.combos += other.combos * times;
        for (sum, x) in self.made.iter_mut().zip(other.made) {
            *sum += x * times;
        }
        for (sum, x) in self.draws.iter_mut().zip(other.draws) {
            *sum += x * times;
        }
    }
}

fn share(part: f64, whole: f64) -> f64 {
    if whole > 0.0 { part / whole } else { 0.0 }
}

/// One seat on one flop.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatOnFlop {
    /// The exact equity, if equities were asked for and the seats can be dealt on this flop.
    pub equity: Option<FlopEquity>,
    /// What the seat's combos hold.
    pub holdings: HoldingCounts,
}

/// One flop of the report.
#[derive(Clone, Debug, PartialEq)]
pub struct FlopRow {
    /// The flop (one of its class).
    pub board: CardSet,
    /// How many flops of the deck it stands for.
    pub weight: FlopWeight,
    /// Its texture.
    pub texture: FlopTexture,
    /// Each seat, in order.
    pub seats: Vec<SeatOnFlop>,
}

impl FlopRow {
    /// The board as one word, highest card first: `Qh7h2c`.
    pub fn board_text(&self) -> String {
        self.board.to_string().replace(' ', "")
    }
}

/// One seat over every flop: its average equity and how often each holding comes up.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatSummary {
    /// The equity over every flop and matchup (equal to the seat's equity before the flop);
    /// `None` without equities.
    pub equity: Option<f64>,
    /// The share of (flop, combo) pairs with each made hand, weighted by flop and combo, in
    /// the order of [`MadeHand::ALL`]; they sum to 1.
    pub made: [f64; MADE_HANDS],
    /// The share of (flop, combo) pairs with each draw, in the order of [`Draw::ALL`].
    pub draws: [f64; DRAWS],
}

impl SeatSummary {
    /// The share of (flop, combo) pairs whose made hand is `made`.
    pub fn made_share(&self, made: MadeHand) -> f64 {
        self.made[made.index()]
    }

    /// The share of (flop, combo) pairs with `draw`.
    pub fn draw_share(&self, draw: Draw) -> f64 {
        self.draws[draw.index()]
    }
}

/// Every flop's row, and the summary over them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FlopsReport {
    /// The flops counted so far (all of them when the report is done), highest ranks first.
    pub rows: Vec<FlopRow>,
    /// How many seats each row has.
    pub seats: usize,
}

impl FlopsReport {
    /// The sum of the rows' weights.
    pub fn total_weight(&self) -> u64 {
        self.rows.iter().map(|r| u64::from(r.weight.get())).sum()
    }

    /// Each seat over every row, each row counted with its weight: equities weighted by the
    /// row's weighted outcomes, holdings by its weighted combos.
    pub fn summary(&self) -> Vec<SeatSummary> {
        self.summary_where(|_| true)
    }

    /// Each seat over the rows `keep` keeps, weighted as [`summary`](Self::summary) weighs
    /// every row.
    pub fn summary_where(&self, keep: impl Fn(&FlopRow) -> bool) -> Vec<SeatSummary> {
        (0..self.seats)
            .map(|seat| self.seat_summary(seat, &keep))
            .collect()
    }

    fn seat_summary(&self, seat: usize, keep: &impl Fn(&FlopRow) -> bool) -> SeatSummary {
        let mut counts = HoldingCounts::default();
        let (mut won, mut outcomes, mut any_equity) = (0.0, 0.0, false);
        for row in self.rows.iter().filter(|r| keep(r)) {
            let Some(on_flop) = row.seats.get(seat) else {
                continue;
            };
            let times = f64::from(row.weight.get());
            counts.add_scaled(&on_flop.holdings, times);
            if let Some(equity) = on_flop.equity {
                any_equity = true;
                won += times * equity.outcomes * equity.fraction();
                outcomes += times * equity.outcomes;
            }
        }
        SeatSummary {
            equity: any_equity.then(|| share(won, outcomes)),
            made: std::array::from_fn(|i| share(counts.made[i], counts.combos)),
            draws: std::array::from_fn(|i| share(counts.draws[i], counts.combos)),
        }
    }
}
