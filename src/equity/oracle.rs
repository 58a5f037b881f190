//! The plainest possible exact equity: every deal to random players, every concrete board,
//! every player's seven cards evaluated from scratch. Far too slow for use (it evaluates each
//! of the 1,712,304 heads-up preflop boards twice), it exists to check the fast enumeration
//! (`exact.rs`), which must agree with it on every count.

use super::request::{EquityRequest, PlayerSpec, RequestError};
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
/// # Ok::<(), pokerlab::CardError>(())
/// ```
pub fn brute_force(request: &EquityRequest) -> Result<EquityTally, RequestError> {
    request.validate()?;
    let mut tally = EquityTally::new(request.players.len());
    let mut holes: Vec<CardSet> = request.players.iter().map(|p| p.known_cards()).collect();
    deal(request, 0, request.known_cards(), &mut holes, &mut tally);
    Ok(tally)
}

/// Deals hole cards to the random players from `player` on, then every board.
fn deal(
    request: &EquityRequest,
    player: usize,
    used: CardSet,
    holes: &mut Vec<CardSet>,
    tally: &mut EquityTally,
) {
    if player == request.players.len() {
        let to_come = request.board_to_come();
        for rest in combinations(CardSet::FULL - used, to_come) {
            let board = request.board | rest;
            let values: Vec<u16> = holes.iter().map(|&h| evaluate(h | board).get()).collect();
            count(tally, &values);
        }
        return;
    }
    if request.players[player] == PlayerSpec::Random {
        for hole in combinations(CardSet::FULL - used, 2) {
            holes[player] = hole;
            deal(request, player + 1, used | hole, holes, tally);
        }
    } else {
        deal(request, player + 1, used, holes, tally);
    }
}

/// Counts one outcome, spelled out without the engines' shortcuts.
fn count(tally: &mut EquityTally, values: &[u16]) {
    let best = values.iter().copied().max().unwrap_or(0);
    let winners = values.iter().filter(|&&v| v == best).count() as u64;
    tally.total += 1;
    for (p, &v) in tally.players.iter_mut().zip(values) {
        let category = crate::eval::HandValue::new(v).map_or(0, |h| h.category().index());
        p.categories[category] += 1;
        if v == best && winners == 1 {
            p.wins += 1;
        } else if v == best {
            p.ties += 1;
            p.tie_shares += SHARE_UNITS / winners;
        }
    }
}
