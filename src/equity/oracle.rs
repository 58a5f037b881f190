//! The plainest possible exact equity: every deal to random and range players, every concrete
//! board, every player's seven cards evaluated from scratch, each outcome counted with the
//! product of the dealt combos' weights. Far too slow for use (it evaluates each of the
//! 1,712,304 heads-up preflop boards twice), it exists to check the fast enumerations
//! (`deals.rs`, `runouts.rs`, `vs_random`), which must agree with it on every count.

use super::live_combos::LiveCombos;
use super::request::{EquityRequest, RequestError};
use super::tally::{EquityTally, SHARE_UNITS};
use crate::cards::CardSet;
use crate::enumerate::combinations;
use crate::eval::evaluate;

/// Counts every outcome of `request` by brute force: the reference the fast engines are tested
/// against. Exact counts only (`share_squares` stays 0). Slow: use on small spots.
///
/// ```
/// use pokerlab::equity::{brute_force, EquityRequest};
/// let request = EquityRequest::parse(&["AhAd", "AsAc"])?.with_board("2c 7d 9h Ts".parse()?);
/// let tally = brute_force(&request).unwrap();
/// assert_eq!(tally.total, 44);
/// assert_eq!(tally.players[0].wins, tally.players[1].wins);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn brute_force(request: &EquityRequest) -> Result<EquityTally, RequestError> {
    request.validate()?;
    let mut tally = EquityTally::new(request.players.len());
    let mut holes: Vec<CardSet> = request.players.iter().map(|p| p.known_cards()).collect();
    let ranges: Vec<Option<LiveCombos>> = (0..request.players.len())
        .map(|p| request.players[p].range().map(|_| request.live_combos(p)))
        .collect();
    let start = Deal {
        player: 0,
        used: request.known_cards(),
        weight: 1,
    };
    deal(request, &ranges, start, &mut holes, &mut tally);
    Ok(tally)
}

/// How far a deal has got: the next player to deal, the cards out, the weight so far.
#[derive(Clone, Copy)]
struct Deal {
    player: usize,
    used: CardSet,
    weight: u64,
}

/// Deals hole cards to the random and range players from `at.player` on, then every board.
fn deal(
    request: &EquityRequest,
    ranges: &[Option<LiveCombos>],
    at: Deal,
    holes: &mut Vec<CardSet>,
    tally: &mut EquityTally,
) {
    let Deal {
        player,
        used,
        weight,
    } = at;
    let next = |hole: CardSet, units: u64| Deal {
        player: player + 1,
        used: used | hole,
        weight: weight * units,
    };
    if player == request.players.len() {
        let to_come = request.board_to_come();
        for rest in combinations(CardSet::FULL - used, to_come) {
            let board = request.board | rest;
            let values: Vec<u16> = holes.iter().map(|&h| evaluate(h | board).get()).collect();
            count(tally, &values, weight);
        }
        return;
    }
    if let Some(Some(range)) = ranges.get(player) {
        for (combo, units) in range.iter() {
            if !combo.collides(used) {
                holes[player] = combo.cards();
                deal(
                    request,
                    ranges,
                    next(combo.cards(), u64::from(units)),
                    holes,
                    tally,
                );
            }
        }
    } else if request.players[player].is_random() {
        for hole in combinations(CardSet::FULL - used, 2) {
            holes[player] = hole;
            deal(request, ranges, next(hole, 1), holes, tally);
        }
    } else {
        deal(request, ranges, next(CardSet::EMPTY, 1), holes, tally);
    }
}

/// Counts one outcome seen `weight` times, spelled out without the engines' shortcuts.
fn count(tally: &mut EquityTally, values: &[u16], weight: u64) {
    let best = values.iter().copied().max().unwrap_or(0);
    let winners = values.iter().filter(|&&v| v == best).count() as u64;
    tally.total += weight;
    for (p, &v) in tally.players.iter_mut().zip(values) {
        let category = crate::eval::HandValue::new(v).map_or(0, |h| h.category().index());
        p.categories[category] += weight;
        if v == best && winners == 1 {
            p.wins += weight;
            p.category_wins[category] += weight;
        } else if v == best {
            p.ties += weight;
            p.tie_shares += weight * (SHARE_UNITS / winners);
            p.category_ties[category] += weight;
        }
    }
}
