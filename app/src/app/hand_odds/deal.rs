//! The equity question the Hand Odds table asks ([`Deal`]): the seats in the hand, their
//! players, the board and the dead cards, and the ranges narrowed street by street.

use crate::app::card_slots::Street;
use pokerlab::cards::{Card, CardSet};
use pokerlab::equity::PlayerSpec;

/// What an equity computation of the table needs: the seats in the hand, in order, and what
/// is known.
#[derive(Clone, Debug, PartialEq)]
pub struct Deal {
    /// Indices of the seats in the hand (ready seats; empty or half-filled ones wait).
    pub seats: Vec<usize>,
    /// Their players, in the same order.
    pub players: Vec<PlayerSpec>,
    /// The board cards that count: 0 to 5, in order (one or two: a flop being dealt).
    pub board: Vec<Card>,
    /// How far the board has come.
    pub street: Street,
    /// The dead cards.
    pub dead: CardSet,
    /// Ranges narrowed on a street ("continue with"), for the streets after it, in the
    /// order made (see [`Deal::players_on`]).
    pub narrowed: Vec<Narrowing>,
}

/// A player's range narrowed on one street, for the streets from `from` on.
#[derive(Clone, Debug, PartialEq)]
pub struct Narrowing {
    /// The player's index in [`Deal::players`].
    pub player: usize,
    /// The first street it holds this range on (the turn or the river).
    pub from: Street,
    /// The narrowed range.
    pub spec: PlayerSpec,
}

impl Deal {
    /// The players as they stand on `street`: each range narrowed on the streets before it.
    pub fn players_on(&self, street: Street) -> Vec<PlayerSpec> {
        let mut players = self.players.clone();
        for n in self.narrowed.iter().filter(|n| n.from <= street) {
            if let Some(p) = players.get_mut(n.player) {
                *p = n.spec.clone();
            }
        }
        players
    }
}
