//! The combos each player can hold on the spot's board, numbered `0..n` per player, and the
//! tables the showdown sweep reads: each combo's cards, the other player's combo of the same
//! two cards, and for every final board each player's combos sorted by hand strength.

use crate::cards::CardSet;
use crate::eval::evaluate;
use crate::range::Combo;

use super::spot::{Player, Spot};

/// Marks "the other player has no combo of these two cards".
pub(crate) const NO_COMBO: u32 = u32::MAX;

/// Each player's live combos on the spot's board, with their range weights.
#[derive(Clone, Debug)]
pub(crate) struct Hands {
    /// The combos, by player and index.
    pub combos: [Vec<Combo>; 2],
    /// The range weight of each combo.
    pub weights: [Vec<f32>; 2],
    /// Each combo's two card indices.
    pub cards: [Vec<[u8; 2]>; 2],
    /// Each combo's cards as a bit set.
    pub bits: [Vec<u64>; 2],
    /// For each combo, the index of the other player's combo of the same cards, or [`NO_COMBO`].
    pub same: [Vec<u32>; 2],
}

impl Hands {
    /// The combos of both ranges that the board leaves live (weight above 0).
    pub fn new(spot: &Spot) -> Hands {
        let lists = Player::BOTH.map(|p| spot.range(p).live_combos(spot.board));
        let combos = [0, 1].map(|p| lists[p].iter().map(|&(c, _, _)| c).collect::<Vec<_>>());
        let weights = [0, 1].map(|p| lists[p].iter().map(|&(_, _, w)| w).collect::<Vec<_>>());
        let cards = [0, 1].map(|p| {
            combos[p]
                .iter()
                .map(|c| {
                    let (a, b) = c.pair();
                    [a.index() as u8, b.index() as u8]
                })
                .collect::<Vec<_>>()
        });
        let bits = [0, 1].map(|p| combos[p].iter().map(|c| c.cards().0).collect::<Vec<_>>());
        let same = [0, 1].map(|p| {
            let other = &combos[1 - p];
            combos[p]
                .iter()
                .map(|c| other.binary_search(c).map_or(NO_COMBO, |i| i as u32))
                .collect::<Vec<_>>()
        });
        Hands {
            combos,
            weights,
            cards,
            bits,
            same,
        }
    }

    /// How many combos `player` has.
    pub fn len(&self, player: usize) -> usize {
        self.combos[player].len()
    }
}

/// One combo in a [`Ranking`]'s sorted list: what the showdown sweep reads, side by side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ranked {
    /// The combo's index.
    pub combo: u16,
    /// Its two card indices.
    pub cards: [u8; 2],
    /// The other player's combo of the same two cards, or [`NO_SAME`].
    pub same: u16,
    /// How many of the other player's ranked combos are strictly weaker.
    pub weaker: u16,
    /// How many of the other player's ranked combos are not stronger (weaker or tied).
    pub not_stronger: u16,
}

/// Marks "the other player has no combo of these two cards" in [`Ranked::same`].
pub(crate) const NO_SAME: u16 = u16::MAX;

/// One final board's combos of each player, weakest first, with the combos the board blocks
/// left out. Each entry carries what the showdown sweep needs (its cards, the other player's
/// combo of the same cards, and where it falls among the other player's combos), so that the
/// sweep reads the list in order and compares no strengths.
#[derive(Clone, Debug)]
pub(crate) struct Ranking {
    /// The five board cards.
    pub board: CardSet,
    /// Per player, its ranked combos in ascending order of hand value.
    pub order: [Vec<Ranked>; 2],
}

impl Ranking {
    /// Evaluates every live combo of both players on `board` (five cards) and sorts them.
    pub fn new(hands: &Hands, board: CardSet) -> Ranking {
        let sorted = [0, 1].map(|p| {
            let mut list: Vec<(u16, u16)> = hands.combos[p]
                .iter()
                .enumerate()
                .filter(|(_, c)| !c.collides(board))
                .map(|(i, c)| (evaluate(board | c.cards()).get(), i as u16))
                .collect();
            list.sort_unstable();
            list
        });
        let order = [0, 1].map(|p| {
            let theirs = &sorted[1 - p];
            sorted[p]
                .iter()
                .map(|&(strength, h)| {
                    let same = hands.same[p][h as usize];
                    Ranked {
                        combo: h,
                        cards: hands.cards[p][h as usize],
                        same: if same == NO_COMBO {
                            NO_SAME
                        } else {
                            same as u16
                        },
                        weaker: theirs.partition_point(|&(s, _)| s < strength) as u16,
                        not_stronger: theirs.partition_point(|&(s, _)| s <= strength) as u16,
                    }
                })
                .collect()
        });
        Ranking { board, order }
    }
}
