//! Dealing a hand's hole cards: both players' combos drawn together, each pair of combos as
//! likely as the product of their range weights, pairs that share a card never — the
//! distribution the solver's equilibrium is computed against.

use rand::{Rng, RngExt};
use thiserror::Error;

use crate::cards::CardSet;
use crate::range::{Combo, Range};

/// Why a hand cannot be dealt.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DealError {
    /// No board of the street matches the filter (the filter's text).
    #[error("no board matches the filter `{0}`")]
    NoBoard(String),
    /// The two ranges have no pair of combos that fit beside each other on the board.
    #[error("the ranges have no two combos that fit together on the board {0}")]
    NoCombos(String),
    /// A combo given for a hand is not in its player's range on the board.
    #[error("{combo} is not in the {player} range on the board {board}")]
    NotInRange {
        /// The combo.
        combo: String,
        /// `oop` or `ip`.
        player: &'static str,
        /// The board.
        board: String,
    },
    /// The two combos given share a card.
    #[error("{0} and {1} share a card")]
    Collide(String, String),
}

/// Deals `[oop, ip]` combos on `board`: each pair of combos that share no card with each other
/// or with the board is drawn with probability proportional to the product of the two range
/// weights.
///
/// The OOP combo is drawn first by its weight times the IP weight it leaves live, then the IP
/// combo by its weight among those that fit; that is the same joint distribution. (Drawing
/// each by its own weight alone would not be: a combo that blocks much of the other range
/// would come too often.)
///
/// ```
/// use pokerlab::practice::deal_combos;
/// use rand::{SeedableRng, rngs::SmallRng};
/// let mut rng = SmallRng::seed_from_u64(3);
/// let [oop, ip] = deal_combos(&"AA,KK".parse()?, &"AK".parse()?, "2c 3d 4h".parse()?, &mut rng)?;
/// assert!(!oop.cards().intersects(ip.cards()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn deal_combos(
    oop: &Range,
    ip: &Range,
    board: CardSet,
    rng: &mut impl Rng,
) -> Result<[Combo; 2], DealError> {
    let no_combos = || DealError::NoCombos(board.to_string());
    let first = oop.live_combos(board);
    let second = ip.live_combos(board);
    // The IP weight on each card, and in all: a combo blocks what holds either of its cards.
    let mut on_card = [0.0f64; 52];
    let mut total = 0.0f64;
    for &(_, cards, w) in &second {
        total += f64::from(w);
        for card in cards.iter() {
            on_card[card.index()] += f64::from(w);
        }
    }
    let marginal: Vec<f64> = first
        .iter()
        .map(|&(combo, cards, w)| {
            let (a, b) = combo.pair();
            let blocked = on_card[a.index()] + on_card[b.index()] - f64::from(ip.weight(combo));
            let live = if cards.intersects(board) {
                0.0
            } else {
                (total - blocked).max(0.0)
            };
            f64::from(w) * live
        })
        .collect();
    let i = pick(&marginal, rng).ok_or_else(no_combos)?;
    let (oop_combo, oop_cards, _) = first[i];
    let weights: Vec<f64> = second
        .iter()
        .map(|&(_, cards, w)| {
            if cards.intersects(oop_cards) {
                0.0
            } else {
                f64::from(w)
            }
        })
        .collect();
    let j = pick(&weights, rng).ok_or_else(no_combos)?;
    Ok([oop_combo, second[j].0])
}

/// An index drawn with probability proportional to `weights`; `None` if they sum to 0.
pub(super) fn pick(weights: &[f64], rng: &mut impl Rng) -> Option<usize> {
    let total: f64 = weights.iter().sum();
    if total.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) || !total.is_finite() {
        return None;
    }
    let mut x = rng.random::<f64>() * total;
    let mut last = None;
    for (i, &w) in weights.iter().enumerate() {
        if w <= 0.0 {
            continue;
        }
        if x < w {
            return Some(i);
        }
        x -= w;
        last = Some(i);
    }
    // Rounding left `x` a hair above the last weight.
    last
}
