//! What a seat holds now, on the flop or the turn: its live combos (weighted) split into made
//! hands and draws ([`classify_holding`]), for the Hand Odds panel and `pokerlab odds
//! --breakdown`. Counts are exact integers in the seat's weight units
//! ([`LiveCombos`]), shown as weighted combos and shares.

use super::live_combos::LiveCombos;
use super::request::EquityRequest;
use crate::cards::CardSet;
use crate::eval::{DRAWS, Draw, Holding, MADE_HANDS, MadeHand, classify_holding};
use crate::range::Combo;

/// A seat's combos on the flop or turn by what they hold.
///
/// ```
/// use pokerlab::equity::EquityRequest;
/// use pokerlab::eval::{Draw, MadeHand};
/// let request = EquityRequest::parse(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"])?
///     .with_board("Qh 7h 2c".parse()?);
/// let hero = request.holdings(0).unwrap();
/// assert_eq!(hero.total(), 19.0); // 22 combos less the three holding the Qh
/// assert_eq!(hero.made(MadeHand::Set), 3.0); // QQ
/// assert_eq!(hero.made(MadeHand::Overpair), 12.0); // AA, KK
/// assert_eq!(hero.draw(Draw::NutFlushDraw), 1.0); // AhKh
/// assert_eq!(hero.made_combos(MadeHand::Set).count(), 3);
/// assert!((hero.made_share(MadeHand::Overpair) - 12.0 / 19.0).abs() < 1e-12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Holdings {
    /// The flop or turn the combos are classified on.
    pub board: CardSet,
    /// Each live combo with its weight (in units of `1 / denominator`) and holding, in combo
    /// order.
    pub combos: Vec<(Combo, u32, Holding)>,
    /// The units of weight 1 (see [`LiveCombos`]).
    pub denominator: u32,
    made_units: [u64; MADE_HANDS],
    draw_units: [u64; DRAWS],
    total_units: u64,
}

impl Holdings {
    /// Classifies `live` on `board`; `None` unless the board is a flop or a turn (3 or 4
    /// cards). Combos that share a card with the board are left out.
    pub fn new(live: &LiveCombos, board: CardSet) -> Option<Holdings> {
        if !(3..=4).contains(&board.len()) {
            return None;
        }
        let mut holdings = Holdings {
            board,
            combos: Vec::with_capacity(live.len()),
            denominator: live.denominator.max(1),
            made_units: [0; MADE_HANDS],
            draw_units: [0; DRAWS],
            total_units: 0,
        };
        for (combo, units) in live.iter() {
            let Some(holding) = classify_holding(combo.cards(), board) else {
                continue;
            };
            let u = u64::from(units);
            holdings.total_units += u;
            holdings.made_units[holding.made.index()] += u;
            for draw in holding.draws.iter() {
                holdings.draw_units[draw.index()] += u;
            }
            holdings.combos.push((combo, units, holding));
        }
        Some(holdings)
    }

    /// The weighted number of combos classified.
    pub fn total(&self) -> f64 {
        self.weighted(self.total_units)
    }

    /// The total in weight units (exact).
    pub fn total_units(&self) -> u64 {
        self.total_units
    }

    /// Weighted combos whose made hand is `made`.
    pub fn made(&self, made: MadeHand) -> f64 {
        self.weighted(self.made_units(made))
    }

    /// [`made`](Self::made) in weight units (exact).
    pub fn made_units(&self, made: MadeHand) -> u64 {
        self.made_units.get(made.index()).copied().unwrap_or(0)
    }

    /// The share of the seat's weighted combos whose made hand is `made`; the shares of the
    /// made hands sum to 1.
    pub fn made_share(&self, made: MadeHand) -> f64 {
        self.share(self.made_units(made))
    }

    /// Weighted combos with `draw` (a combo may have several draws).
    pub fn draw(&self, draw: Draw) -> f64 {
        self.weighted(self.draw_units(draw))
    }

    /// [`draw`](Self::draw) in weight units (exact).
    pub fn draw_units(&self, draw: Draw) -> u64 {
        self.draw_units.get(draw.index()).copied().unwrap_or(0)
    }

    /// The share of the seat's weighted combos with `draw`.
    pub fn draw_share(&self, draw: Draw) -> f64 {
        self.share(self.draw_units(draw))
    }

    /// The combos whose made hand is `made` (to highlight them on a range grid).
    pub fn made_combos(&self, made: MadeHand) -> impl Iterator<Item = Combo> + '_ {
        self.combos
            .iter()
            .filter(move |(_, _, h)| h.made == made)
            .map(|&(c, _, _)| c)
    }

    /// The combos with `draw`.
    pub fn draw_combos(&self, draw: Draw) -> impl Iterator<Item = Combo> + '_ {
        self.combos
            .iter()
            .filter(move |(_, _, h)| h.draws.contains(draw))
            .map(|&(c, _, _)| c)
    }

    fn weighted(&self, units: u64) -> f64 {
        units as f64 / f64::from(self.denominator)
    }

    fn share(&self, units: u64) -> f64 {
        if self.total_units == 0 {
            0.0
        } else {
            units as f64 / self.total_units as f64
        }
    }
}

impl EquityRequest {
    /// What player `seat` holds on the request's flop or turn: its live combos (after the
    /// board, the dead cards and the other players' known cards) by made hand and draw.
    /// `None` before the flop, on the river, or for a seat that does not exist.
    pub fn holdings(&self, seat: usize) -> Option<Holdings> {
        if seat >= self.players.len() {
            return None;
        }
        Holdings::new(&self.live_combos(seat), self.board)
    }
}
