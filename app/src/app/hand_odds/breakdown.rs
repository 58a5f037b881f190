//! The "What each seat holds" panel, decided apart from drawing: for the seat chosen, its
//! final hands (how often it ends with each category, and wins or ties with it: the engine's
//! per-category tally of the current street) and, on the flop and the turn for a range or
//! random seat, its live combos now split into made hands and draws
//! ([`Holdings`]), each with weighted combos and its share.
//!
//! The holdings are classified on the pool (a small job per table, like the outs), never on the
//! UI thread. Clicking a line highlights its combos on the seat's range grid: the
//! [`Highlight`] is kept here, and the grid asks [`HandOdds::highlight_fractions`] how much of
//! each cell to mark.

use std::sync::Arc;

use super::HandOdds;
use super::step::EquityThreshold;
use super::streets::StreetSize;
use super::table::Street;
use pokerlab::equity::{EquityRequest, Holdings};
use pokerlab::eval::{Category, Draw, MadeHand};
use pokerlab::jobs::{JobHandle, Merge};
use pokerlab::range::HandClass;

/// One line of the holdings: a made-hand class or a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HoldingLine {
    /// A made hand (one per combo).
    Made(MadeHand),
    /// A draw (a combo may hold several).
    Draw(Draw),
}

impl HoldingLine {
    /// The line's name: "Top pair, top kicker", "Nut flush draw".
    pub fn name(self) -> &'static str {
        match self {
            HoldingLine::Made(m) => m.name(),
            HoldingLine::Draw(d) => d.name(),
        }
    }

    /// The class's example, hole cards on a board: "A♠K♦ on K♥ 7♣ 2♠".
    pub fn example(self) -> &'static str {
        match self {
            HoldingLine::Made(m) => m.example(),
            HoldingLine::Draw(d) => d.example(),
        }
    }
}

/// A line highlighted on a seat's range grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Highlight {
    /// The seat, from 0.
    pub seat: usize,
    /// What is highlighted.
    pub line: HoldingLine,
}

/// How often a seat ends with a category, over the current street's outcomes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FinalHandRow {
    /// The category.
    pub category: Category,
    /// The share of outcomes the seat ends with it (0 to 1; the rows sum to 1).
    pub share: f64,
    /// The share of outcomes it wins alone with it (summed over the rows: the seat's win).
    pub win: f64,
    /// The share of outcomes it ties for the pot with it.
    pub tie: f64,
}

/// One holdings line as shown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HoldingRow {
    /// The made hand or draw.
    pub line: HoldingLine,
    /// Its weighted combos.
    pub combos: f64,
    /// Its share of the seat's weighted live combos (0 to 1).
    pub share: f64,
    /// Whether it is highlighted on the range grid.
    pub highlighted: bool,
    /// Whether it is ticked as a line the seat continues with.
    pub ticked: bool,
}

/// The panel for one seat.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatBreakdown {
    /// The seat shown, from 0 (`None`: no seat in the hand).
    pub seat: Option<usize>,
    /// The seats that can be chosen (those in the hand), from 0.
    pub seats: Vec<usize>,
    /// Its final hands, strongest first, the categories it never reaches left out (empty
    /// until there is a result).
    pub final_hands: Vec<FinalHandRow>,
    /// Whether the final hands are a sample (the figures then carry a sampling error).
    pub sampled: bool,
    /// Its weighted live combos on this flop or turn (`None`: no holdings to show).
    pub combos: Option<f64>,
    /// Its made hands, strongest first, the empty ones left out.
    pub made: Vec<HoldingRow>,
    /// Its draws, the empty ones left out.
    pub draws: Vec<HoldingRow>,
    /// Why there are no holdings to show, or what they are.
    pub note: Option<&'static str>,
    /// The street a range seat on the flop or the turn continues to with ticked lines
    /// (`None`: it cannot here).
    pub continue_to: Option<Street>,
    /// Whether it has a "continue with" step to take back.
    pub can_undo: bool,
    /// Its range's size on each street so far, once it has a step.
    pub streets: Vec<StreetSize>,
    /// Once it continued on this street: its range on the next street, shown at once (before
    /// the next card is dealt).
    pub next_range: Option<NextRange>,
    /// The equity threshold typed for "continue with" (percent; empty: none).
    pub threshold: String,
    /// Whether a threshold's equities are being counted, or why they cannot be.
    pub threshold_status: Option<String>,
    /// Why the threshold as typed cannot be read, if it cannot.
    pub threshold_error: Option<String>,
}

/// A seat's range on the street after the one it continued on, as the panel shows it before
/// the next card: its size and, per hand class, the share of the class's combos it keeps (at
/// their weights).
#[derive(Clone, Debug, PartialEq)]
pub struct NextRange {
    /// The next street (the turn or the river).
    pub street: Street,
    /// Its weighted live combos there, counted as "Range by street" counts them.
    pub combos: f64,
    /// Per hand class (by [`HandClass::index`]): the weighted share of the class's combos in
    /// the range.
    pub classes: [f32; HandClass::COUNT],
}

/// Every seat's holdings for one request: what the job computes.
#[derive(Clone, Debug, Default)]
pub struct HoldingsList {
    /// Per player of the request: the holdings of a range or random seat on a flop or turn.
    pub seats: Vec<Option<Arc<Holdings>>>,
    /// Whether it was computed.
    pub ready: bool,
}

impl Merge for HoldingsList {
    fn merge(&mut self, other: HoldingsList) {
        if other.ready {
            *self = other;
        }
    }
}

/// The holdings of every range or random player of `request` (known hands have none).
pub fn compute_holdings(request: &EquityRequest) -> HoldingsList {
    let seats = request
        .players
        .iter()
        .enumerate()
        .map(|(k, p)| {
            (p.is_random() || p.range().is_some())
                .then(|| request.holdings(k).map(Arc::new))
                .flatten()
        })
        .collect();
    HoldingsList { seats, ready: true }
}

/// The holdings job of the current request.
pub(super) struct HoldingsJob {
    pub(super) request: EquityRequest,
    pub(super) handle: JobHandle<HoldingsList>,
}

impl HandOdds {
    /// The seat the panel shows, from 0: the one chosen if it is in the hand, else the first
    /// range or random seat in the hand, else the first seat in the hand.
    pub fn breakdown_seat(&self) -> Option<usize> {
        let deal = self.deal()?;
        if let Some(seat) = self.breakdown_seat.filter(|s| deal.seats.contains(s)) {
            return Some(seat);
        }
        deal.seats
            .iter()
            .zip(&deal.players)
            .find(|(_, p)| p.is_random() || p.range().is_some())
            .map(|(s, _)| *s)
            .or_else(|| deal.seats.first().copied())
    }

    /// The holdings of every player of the current request, once classified.
    fn holdings_list(&self) -> Option<HoldingsList> {
        let job = self.holdings.as_ref()?;
        let snapshot = job.handle.snapshot();
        snapshot.value.ready.then_some(snapshot.value)
    }

    /// The holdings of seat `seat` (from 0) on the current flop or turn, once classified.
    pub fn holdings(&self, seat: usize) -> Option<Arc<Holdings>> {
        let deal = self.deal()?;
        let k = deal.seats.iter().position(|&s| s == seat)?;
        self.holdings_list()?.seats.get(k)?.clone()
    }

    /// The panel for the seat chosen.
    pub fn seat_breakdown(&self) -> SeatBreakdown {
        let Some(deal) = self.deal() else {
            return SeatBreakdown {
                note: Some("Give two players cards, a range or any hand."),
                ..SeatBreakdown::default()
            };
        };
        let Some(seat) = self.breakdown_seat() else {
            return SeatBreakdown::default();
        };
        let k = deal.seats.iter().position(|&s| s == seat);
        let mut panel = SeatBreakdown {
            seat: Some(seat),
            seats: deal.seats.clone(),
            ..SeatBreakdown::default()
        };
        if let (Some(k), Some(result)) = (k, self.current_result())
            && let Some(player) = result.tally.players.get(k)
        {
            let total: u64 = player.categories.iter().sum();
            if total > 0 {
                let of = |n: u64| n as f64 / total as f64;
                panel.final_hands = Category::ALL
                    .iter()
                    .rev()
                    .filter(|c| player.categories[c.index()] > 0)
                    .map(|&c| FinalHandRow {
                        category: c,
                        share: of(player.categories[c.index()]),
                        win: of(player.category_wins[c.index()]),
                        tie: of(player.category_ties[c.index()]),
                    })
                    .collect();
                panel.sampled = result.method == pokerlab::equity::MethodUsed::MonteCarlo
                    || self.current().is_some_and(|v| v.estimate);
            }
        }
        let holds_range = k
            .and_then(|k| deal.players.get(k))
            .is_some_and(|p| p.is_random() || p.range().is_some());
        if !(3..=4).contains(&deal.board.len()) {
            panel.note = Some("On the flop and the turn: a range's combos by made hand and draw.");
            return panel;
        }
        if !holds_range {
            panel.note = Some("Known cards: the holdings are shown for a range or random seat.");
            return panel;
        }
        let Some(holdings) = self.holdings(seat) else {
            panel.note = Some("Classifying the combos…");
            return panel;
        };
        let lit = |line| {
            self.highlight
                .is_some_and(|h| h.seat == seat && h.line == line)
        };
        let ticked = self.ticked(seat);
        let ticked = |line| ticked.contains(&line);
        let range_seat = self
            .table
            .seats()
            .get(seat)
            .and_then(|s| s.range())
            .is_some();
        panel.continue_to = range_seat.then_some(if deal.board.len() == 3 {
            Street::Turn
        } else {
            Street::River
        });
        panel.can_undo = self.continuing.steps(seat).is_some();
        panel.streets = self.continuing.sizes(&deal, seat);
        panel.next_range = k.and_then(|k| next_range(&deal, k, &panel.streets));
        panel.threshold = self.threshold_text().to_owned();
        let typed = panel.threshold.trim();
        panel.threshold_error = (!typed.is_empty())
            .then(|| typed.parse::<EquityThreshold>().err())
            .flatten()
            .map(|e| e.to_string());
        panel.threshold_status = match self.continuing.counting_error() {
            Some(why) => Some(format!("The equity threshold cannot be counted: {why}")),
            None => self
                .continuing
                .is_counting()
                .then(|| "Counting each hand's equity for the threshold…".to_owned()),
        };
        panel.combos = Some(holdings.total());
        panel.made = MadeHand::ALL
            .iter()
            .filter(|&&m| holdings.made_units(m) > 0)
            .map(|&m| HoldingRow {
                line: HoldingLine::Made(m),
                combos: holdings.made(m),
                share: holdings.made_share(m),
                highlighted: lit(HoldingLine::Made(m)),
                ticked: ticked(HoldingLine::Made(m)),
            })
            .collect();
        panel.draws = Draw::ALL
            .iter()
            .filter(|&&d| holdings.draw_units(d) > 0)
            .map(|&d| HoldingRow {
                line: HoldingLine::Draw(d),
                combos: holdings.draw(d),
                share: holdings.draw_share(d),
                highlighted: lit(HoldingLine::Draw(d)),
                ticked: ticked(HoldingLine::Draw(d)),
            })
            .collect();
        if holdings.total_units() == 0 {
            panel.note = Some("No combo of this seat is live on this board.");
        }
        panel
    }

    /// The line highlighted on a range grid, if any (and still shown).
    pub fn highlight(&self) -> Option<Highlight> {
        self.highlight
    }

    /// For seat `seat`'s range grid: per class (by index), the share of its combos the
    /// highlighted line holds (weights counted), or `None` with nothing highlighted for it.
    pub fn highlight_fractions(&self, seat: usize) -> Option<[f32; HandClass::COUNT]> {
        let highlight = self.highlight.filter(|h| h.seat == seat)?;
        let holdings = self.holdings(seat)?;
        let mut lit = [0.0f32; HandClass::COUNT];
        let denominator = holdings.denominator.max(1) as f32;
        for &(combo, units, holding) in &holdings.combos {
            let on = match highlight.line {
                HoldingLine::Made(m) => holding.made == m,
                HoldingLine::Draw(d) => holding.draws.contains(d),
            };
            if on {
                let class = combo.class();
                lit[class.index()] += units as f32 / denominator / class.combo_count() as f32;
            }
        }
        Some(lit)
    }
}

/// Player `k`'s range on the street after the deal's, if a step on this street narrowed it.
fn next_range(deal: &super::deal::Deal, k: usize, streets: &[StreetSize]) -> Option<NextRange> {
    let street = match deal.street {
        Street::Flop => Street::Turn,
        Street::Turn => Street::River,
        Street::PreFlop | Street::River => return None,
    };
    deal.narrowed
        .iter()
        .any(|n| n.player == k && n.from == street)
        .then_some(())?;
    let players = deal.players_on(street);
    let range = players.get(k)?.range()?;
    let combos = streets.iter().find(|s| s.street == street)?.combos;
    let mut classes = [0.0; HandClass::COUNT];
    for class in HandClass::all() {
        classes[class.index()] = range.class_fraction(class);
    }
    Some(NextRange {
        street,
        combos,
        classes,
    })
}
