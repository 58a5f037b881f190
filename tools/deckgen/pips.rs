//! Where the pips go on the number cards, in the traditional patterns: three columns, rows
//! from a fifth of the way down to a fifth from the bottom, and the pips below the middle
//! turned upside down.

use super::path::{Pt, p};
use pokerlab::cards::Rank;

/// One pip: where its centre is and whether it is upside down.
pub(crate) struct Pip {
    /// Centre, in card units.
    pub at: Pt,
    /// Upside down (below the card's middle).
    pub flipped: bool,
}

/// The left, middle and right columns.
const COLUMNS: [f64; 3] = [79.0, 125.0, 171.0];
/// The top and bottom rows.
const TOP: f64 = 70.0;
const BOTTOM: f64 = 280.0;

fn pip(column: usize, y: f64) -> Pip {
    Pip {
        at: p(COLUMNS[column], y),
        flipped: y > 175.5,
    }
}

/// The pips of a number card, two to ten; empty for courts and aces.
pub(crate) fn layout(rank: Rank) -> Vec<Pip> {
    let mid = (TOP + BOTTOM) / 2.0;
    let third = (BOTTOM - TOP) / 3.0;
    let (upper, lower) = (TOP + third, BOTTOM - third);
    let corners = || [pip(0, TOP), pip(2, TOP), pip(0, BOTTOM), pip(2, BOTTOM)];
    let mut pips = Vec::new();
    match rank {
        Rank::Two => pips.extend([pip(1, TOP), pip(1, BOTTOM)]),
        Rank::Three => pips.extend([pip(1, TOP), pip(1, mid), pip(1, BOTTOM)]),
        Rank::Four => pips.extend(corners()),
        Rank::Five => {
            pips.extend(corners());
            pips.push(pip(1, mid));
        }
        Rank::Six | Rank::Seven | Rank::Eight => {
            pips.extend(corners());
            pips.extend([pip(0, mid), pip(2, mid)]);
            if rank >= Rank::Seven {
                pips.push(pip(1, (TOP + mid) / 2.0));
            }
            if rank == Rank::Eight {
                pips.push(pip(1, (mid + BOTTOM) / 2.0));
            }
        }
        Rank::Nine | Rank::Ten => {
            pips.extend(corners());
            pips.extend([pip(0, upper), pip(2, upper), pip(0, lower), pip(2, lower)]);
            if rank == Rank::Nine {
                pips.push(pip(1, mid));
            } else {
                pips.extend([pip(1, (TOP + upper) / 2.0), pip(1, (lower + BOTTOM) / 2.0)]);
            }
        }
        _ => {}
    }
    pips
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_number_card_has_as_many_pips_as_its_rank() {
        for (i, rank) in Rank::ALL[..9].iter().enumerate() {
            assert_eq!(layout(*rank).len(), i + 2, "{rank:?}");
        }
        for rank in [Rank::Jack, Rank::Queen, Rank::King, Rank::Ace] {
            assert!(layout(rank).is_empty());
        }
    }

    #[test]
    fn layouts_read_the_same_either_way_up() {
        // All but the seven, whose seventh pip sits above the middle.
        for rank in Rank::ALL[..9].iter().filter(|r| **r != Rank::Seven) {
            let pips = layout(*rank);
            for a in &pips {
                let turned = p(250.0 - a.at.x, 350.0 - a.at.y);
                let b = pips
                    .iter()
                    .find(|b| (b.at.x - turned.x).abs() < 1e-9 && (b.at.y - turned.y).abs() < 1e-9)
                    .unwrap_or_else(|| panic!("{rank:?}: no pip opposite {:?}", a.at));
                // Pips on the middle line are upright; others turn with their half.
                if (a.at.y - 175.0).abs() > 1e-9 {
                    assert_ne!(a.flipped, b.flipped);
                } else {
                    assert!(!a.flipped);
                }
            }
        }
    }
}
