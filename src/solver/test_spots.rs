//! Random boards, random weighted ranges and small spots for the solver's tests, in a module of
//! their own so that tests beside any part of the solver (the terminal lanes, the memory
//! figures, the oracles of `tests`) share them without depending on one another.

use rand::{RngExt, rngs::SmallRng};

use super::combo_tables::{Hands, Ranking};
use super::spot::Spot;
use crate::cards::{Card, CardSet};
use crate::range::{Combo, Range};

/// A board of `cards` distinct random cards.
pub(super) fn random_board(rng: &mut SmallRng, cards: usize) -> CardSet {
    let mut board = CardSet::EMPTY;
    while board.len() < cards {
        board.insert(Card::from_index(rng.random_range(0..52)).unwrap_or_else(|| unreachable!()));
    }
    board
}

/// A range holding each combo with probability `share`, half at weight 1, the rest anywhere in (0, 1].
pub(super) fn random_range(rng: &mut SmallRng, share: f64) -> Range {
    let mut range = Range::empty();
    for combo in Combo::all() {
        if rng.random_bool(share) {
            // Some weights of 1, the rest anywhere in (0, 1].
            let w = if rng.random_bool(0.5) {
                1.0
            } else {
                rng.random_range(0.05..1.0f32)
            };
            range.set(combo, w);
        }
    }
    range
}

/// A spot of pot 100 and stacks 150 on `board`, with these bets, raises and raise cap.
pub(super) fn spot(
    oop: Range,
    ip: Range,
    board: CardSet,
    bets: &str,
    raises: &str,
    cap: u8,
) -> Spot {
    Spot {
        oop,
        ip,
        board,
        pot: 100.0,
        stack: 150.0,
        bets: bets.parse().unwrap_or_default(),
        raises: raises.parse().unwrap_or_default(),
        raise_cap: cap,
        all_in_threshold: 0.1,
    }
}

/// A river spot of two random ranges (sparse, medium or dense by `round`) on a random board,
/// with its combo tables and ranking; `None` where the ranges cannot be dealt together.
pub(super) fn random_river(rng: &mut SmallRng, round: usize) -> Option<(Hands, Ranking)> {
    let board = random_board(rng, 5);
    let share = [0.05, 0.3, 0.9][round % 3];
    let s = spot(
        random_range(rng, share),
        random_range(rng, share),
        board,
        "",
        "",
        0,
    );
    s.check().ok()?;
    let hands = Hands::new(&s);
    let ranking = Ranking::new(&hands, board);
    Some((hands, ranking))
}

/// `lanes` random opponent reaches of `m` combos each, about one in five zero (the terminal
/// lanes' tests).
pub(super) fn random_reaches(rng: &mut SmallRng, lanes: usize, m: usize) -> Vec<Vec<f32>> {
    (0..lanes)
        .map(|_| {
            (0..m)
                .map(|_| {
                    if rng.random_bool(0.2) {
                        0.0
                    } else {
                        rng.random_range(0.0..1.0f32)
                    }
                })
                .collect()
        })
        .collect()
}
