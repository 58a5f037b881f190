//! A player's possible hole cards once the known cards are out, with integer weights: what
//! every engine deals from, so exact enumeration, Monte Carlo and the brute force agree on
//! card removal and on weights.
//!
//! # Weights as integers
//! A range's weights are fractions in `[0, 1]`; the engines count with integers. Each
//! player's weights become whole *units* over a denominator `d`: the smallest `d` up to
//! [`MAX_DENOMINATOR`] for which every weight is a whole number of `1/d` (to within the
//! precision of an `f32`): `d = 1` for an unweighted range, `2` for `AA:0.5`, `4` for
//! `0.25` and `0.75`, `10` for `0.1`, `100` for `0.15`, `3` for a third. A matchup's weight is
//! the product of its players' units, so counts are exact integers and every fraction of the
//! result is an exact ratio — for these weights exactly, and for weights that are no fraction
//! with a denominator up to 1000 (say `0.4371`), for the weights rounded to thousandths (a
//! positive weight never rounds to 0). The common factor `d` of each player cancels in every
//! fraction; `samples` then counts outcomes in units of `1/d` per weighted player.

use crate::cards::CardSet;
use crate::range::{COMBO_COUNT, Combo};

use super::player::PlayerSpec;

/// The largest denominator weights are counted over (see the module docs).
pub const MAX_DENOMINATOR: u32 = 1000;

/// A player's possible combos, each with a weight in whole units of `1 / denominator`.
///
/// ```
/// use pokerlab::equity::{EquityRequest, PlayerSpec};
/// let request = EquityRequest::parse(&["AA:0.5, KK", "random"])?
///     .with_board("Ah 7c 2d".parse()?);
/// let hero = request.live_combos(0);
/// assert_eq!(hero.len(), 3 + 6); // three aces left, all six kings
/// assert_eq!(hero.denominator, 2);
/// assert_eq!(hero.total_units(), 3 * 1 + 6 * 2);
/// // A random player is dealt from the cards no one is known to hold: C(49, 2).
/// assert_eq!(request.live_combos(1).len(), 1176);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LiveCombos {
    /// The combos, in combo index order.
    pub combos: Vec<Combo>,
    /// Each combo's weight in units of `1 / denominator`, at least 1.
    pub units: Vec<u32>,
    /// The units of weight 1.
    pub denominator: u32,
}

impl LiveCombos {
    /// The combos `spec` may hold with the cards `out` (board, dead cards, other players'
    /// known cards) out of the deck.
    pub fn new(spec: &PlayerSpec, out: CardSet) -> LiveCombos {
        match spec {
            PlayerSpec::Hand(hole) => {
                let combo = hole.combo();
                let combos = if combo.collides(out) {
                    Vec::new()
                } else {
                    vec![combo]
                };
                LiveCombos::unweighted(combos)
            }
            PlayerSpec::Random => {
                LiveCombos::unweighted(Combo::all().filter(|c| !c.collides(out)).collect())
            }
            PlayerSpec::Range(range) => {
                let live: Vec<(Combo, f32)> = range.live(out).collect();
                let denominator = denominator_of(live.iter().map(|&(_, w)| w));
                let units = live
                    .iter()
                    .map(|&(_, w)| units_of(w, denominator))
                    .collect();
                LiveCombos {
                    combos: live.into_iter().map(|(c, _)| c).collect(),
                    units,
                    denominator,
                }
            }
        }
    }

    /// `combos`, each at weight 1.
    fn unweighted(combos: Vec<Combo>) -> LiveCombos {
        LiveCombos {
            units: vec![1; combos.len()],
            combos,
            denominator: 1,
        }
    }

    /// How many combos.
    pub fn len(&self) -> usize {
        self.combos.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.combos.is_empty()
    }

    /// The sum of the units.
    pub fn total_units(&self) -> u64 {
        self.units.iter().map(|&u| u64::from(u)).sum()
    }

    /// The largest weight in units.
    pub fn max_units(&self) -> u32 {
        self.units.iter().copied().max().unwrap_or(0)
    }

    /// The combos with their units.
    pub fn iter(&self) -> impl Iterator<Item = (Combo, u32)> + '_ {
        self.combos.iter().copied().zip(self.units.iter().copied())
    }

    /// Each combo's units by combo index (0 for combos not held).
    pub fn units_by_combo(&self) -> Box<[u32; COMBO_COUNT]> {
        let mut table = Box::new([0u32; COMBO_COUNT]);
        for (combo, units) in self.iter() {
            table[combo.index()] = units;
        }
        table
    }
}

/// Whether `w × d` is a whole number to within the precision of an `f32` weight.
fn is_whole(w: f32, d: u32) -> bool {
    let x = f64::from(w) * f64::from(d);
    (x - x.round()).abs() <= f64::from(d) * f64::from(f32::EPSILON)
}

/// The smallest denominator (up to [`MAX_DENOMINATOR`]) that makes every weight a whole
/// number of units; [`MAX_DENOMINATOR`] if none does.
fn denominator_of(weights: impl Iterator<Item = f32>) -> u32 {
    let mut distinct: Vec<f32> = weights.collect();
    distinct.sort_by(f32::total_cmp);
    distinct.dedup();
    (1..=MAX_DENOMINATOR)
        .find(|&d| distinct.iter().all(|&w| is_whole(w, d)))
        .unwrap_or(MAX_DENOMINATOR)
}

/// A positive weight in whole units of `1 / d`, at least 1.
fn units_of(w: f32, d: u32) -> u32 {
    ((f64::from(w) * f64::from(d)).round() as u32).clamp(1, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn denominators_are_the_smallest_that_fit() {
        let d = |ws: &[f32]| denominator_of(ws.iter().copied());
        assert_eq!(d(&[1.0, 1.0]), 1);
        assert_eq!(d(&[]), 1);
        assert_eq!(d(&[0.5, 1.0]), 2);
        assert_eq!(d(&[0.25, 0.75]), 4);
        assert_eq!(d(&[0.1, 0.3]), 10);
        assert_eq!(d(&[0.15]), 20);
        assert_eq!(d(&[0.33]), 100);
        assert_eq!(d(&[1.0 / 3.0]), 3);
        assert_eq!(d(&[0.5 * 0.2]), 10);
        assert_eq!(d(&[0.4371]), MAX_DENOMINATOR);
        assert_eq!(units_of(0.4371, 1000), 437);
        assert_eq!(units_of(0.0001, 1000), 1);
        assert_eq!(units_of(1.0 / 3.0, 3), 1);
        assert_eq!(units_of(0.1, 10), 1);
        assert_eq!(units_of(1.0, 10), 10);
    }
}
