//! Ranges across streets in Hand Odds: on the flop and on the turn a range seat can "continue
//! with" chosen holdings (made hands and draws, as the "What each seat holds" panel lists
//! them), and its range on the next streets is that narrowed range, weights kept
//! ([`crate::range::narrow`]). Each step can be undone, last first.
//!
//! A step is a rule ("top pair, two pair, flush draws"), not a list of combos, so it follows
//! the board: change the flop and the turn range is narrowed again on the new flop. A step is
//! bound to the range it was made for — type another range in the seat and its steps are gone.
//! The narrowed ranges are computed once per (range, board, rule) and kept: at most 1,326
//! classifications each, done in the logic step when a rule or a board changes, never while
//! drawing.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::deal::{Deal, Narrowing};
use crate::app::card_slots::Street;
use crate::cards::CardSet;
use crate::equity::PlayerSpec;
use crate::range::{Keep, Range, narrow};

/// The streets on which a range can be narrowed: its flop and its turn.
pub const STEP_STREETS: [Street; 2] = [Street::Flop, Street::Turn];

/// One seat's steps: what it continues with on the flop and on the turn, and the range text
/// they were made for.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SeatSteps {
    /// The seat's range text when the steps were made (`QQ+,AKs`).
    pub range: String,
    /// What it continues with on the flop (keeps for the turn and the river).
    pub flop: Option<Keep>,
    /// What it continues with on the turn (keeps for the river).
    pub turn: Option<Keep>,
}

impl SeatSteps {
    /// The step made on `street` (flop or turn).
    pub fn on(&self, street: Street) -> Option<&Keep> {
        match street {
            Street::Flop => self.flop.as_ref(),
            Street::Turn => self.turn.as_ref(),
            Street::PreFlop | Street::River => None,
        }
    }

    fn is_empty(&self) -> bool {
        self.flop.is_none() && self.turn.is_none()
    }
}

/// A narrowed range, remembered for its inputs.
#[derive(Clone, Debug)]
struct Narrowed {
    from: Arc<Range>,
    board: CardSet,
    dead: CardSet,
    keep: Keep,
    range: Arc<Range>,
}

/// The size of one seat's range on one street.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StreetSize {
    /// The street.
    pub street: Street,
    /// Live combos of the seat's range there (no card on the table blocks them).
    pub combos: usize,
    /// Whether the range was narrowed on the street before.
    pub narrowed: bool,
}

/// Every seat's steps and the ranges they give.
#[derive(Clone, Debug, Default)]
pub struct Continuing {
    seats: Vec<SeatSteps>,
    cache: Vec<Narrowed>,
}

/// Why a step cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StepError {
    /// Not on a flop or a turn.
    #[error("a range is narrowed on the flop or the turn: deal a flop first")]
    NotAStepStreet,
    /// The seat holds no range.
    #[error("player {0} holds no range: only a range continues with chosen holdings")]
    NoRange(usize),
    /// Nothing ticked.
    #[error("tick the made hands and draws player {0} continues with")]
    NothingChosen(usize),
    /// The rule keeps no combo.
    #[error("no hand of player {seat}'s range holds {what} here: the range would be empty")]
    KeepsNothing {
        /// The seat, from 1.
        seat: usize,
        /// The rule in words.
        what: String,
    },
}

impl Continuing {
    /// The steps as saved with the table, one entry per seat (empty when it has none).
    pub fn from_saved(saved: &[SeatSteps]) -> Continuing {
        Continuing {
            seats: saved.to_vec(),
            cache: Vec::new(),
        }
    }

    /// The steps to save, one per seat up to the last seat with steps.
    pub fn saved(&self) -> Vec<SeatSteps> {
        let mut seats = self.seats.clone();
        while seats.last().is_some_and(SeatSteps::is_empty) {
            seats.pop();
        }
        seats
    }

    /// Seat `seat`'s steps (from 0), if any.
    pub fn steps(&self, seat: usize) -> Option<&SeatSteps> {
        self.seats.get(seat).filter(|s| !s.is_empty())
    }

    /// Adds the step `keep` for seat `seat` on `street` of `deal` (replacing one made there
    /// before, and dropping a turn step when the flop's is made again); refused when it keeps
    /// no combo.
    pub fn continue_with(
        &mut self,
        deal: &Deal,
        seat: usize,
        seat_range: (&str, &Arc<Range>),
        keep: Keep,
    ) -> Result<(), StepError> {
        let street = deal.street;
        if !STEP_STREETS.contains(&street) || deal.board.len() != street.board_len() {
            return Err(StepError::NotAStepStreet);
        }
        if keep.made.is_empty() && keep.draws.is_empty() {
            return Err(StepError::NothingChosen(seat + 1));
        }
        if self.seats.len() <= seat {
            self.seats.resize_with(seat + 1, SeatSteps::default);
        }
        let (text, base) = seat_range;
        if self.seats[seat].range != text {
            self.seats[seat] = SeatSteps {
                range: text.to_owned(),
                ..SeatSteps::default()
            };
        }
        let mut trial = self.seats[seat].clone();
        match street {
            Street::Flop => {
                trial.flop = Some(keep.clone());
                trial.turn = None;
            }
            _ => trial.turn = Some(keep.clone()),
        }
        // The range this step makes, on this board.
        let current = self.seats[seat].clone();
        let before = self.range_before(&current, base, deal, street);
        let after = self.narrowed(&before, deal, street, &keep);
        if after.is_empty() {
            return Err(StepError::KeepsNothing {
                seat: seat + 1,
                what: keep.describe(),
            });
        }
        self.seats[seat] = trial;
        Ok(())
    }

    /// Takes back seat `seat`'s last step (the turn's, else the flop's). Returns whether
    /// there was one.
    pub fn undo(&mut self, seat: usize) -> bool {
        let Some(steps) = self.seats.get_mut(seat) else {
            return false;
        };
        if steps.turn.take().is_some() {
            return true;
        }
        steps.flop.take().is_some()
    }

    /// Seat `seat` was removed: the steps of the seats after it move down.
    pub fn remove_seat(&mut self, seat: usize) {
        if seat < self.seats.len() {
            self.seats.remove(seat);
        }
    }

    /// Forgets the steps of seats whose range changed, and computes the narrowed ranges
    /// `deal` needs that are not yet known (the logic step calls this once a frame; nothing
    /// is computed when nothing changed).
    pub fn refresh(&mut self, ranges: &[Option<(&str, &Arc<Range>)>], deal: Option<&Deal>) {
        for (seat, steps) in self.seats.iter_mut().enumerate() {
            let same = ranges
                .get(seat)
                .copied()
                .flatten()
                .is_some_and(|(text, _)| text == steps.range);
            if !same {
                *steps = SeatSteps::default();
            }
        }
        let Some(deal) = deal else {
            return;
        };
        let mut used = Vec::new();
        for (seat, steps) in self.seats.clone().iter().enumerate() {
            let Some(Some((_, base))) = ranges.get(seat) else {
                continue;
            };
            let mut range = Arc::clone(base);
            for street in STEP_STREETS {
                let Some(keep) = steps.on(street) else {
                    continue;
                };
                if deal.board.len() < street.board_len() {
                    break;
                }
                range = self.narrowed(&range, deal, street, keep);
                used.push(Arc::clone(&range));
            }
        }
        // Keep only what this deal uses.
        self.cache
            .retain(|n| used.iter().any(|u| Arc::ptr_eq(u, &n.range)));
    }

    /// `deal` with each range seat's narrowed ranges on the streets after its steps (only
    /// those already computed by [`refresh`](Self::refresh)).
    pub fn apply(&self, mut deal: Deal, ranges: &[Option<(&str, &Arc<Range>)>]) -> Deal {
        for (player, &seat) in deal.seats.iter().enumerate() {
            let (Some(steps), Some(Some((_, base)))) = (self.steps(seat), ranges.get(seat)) else {
                continue;
            };
            let mut range = Arc::clone(base);
            for street in STEP_STREETS {
                let Some(keep) = steps.on(street) else {
                    continue;
                };
                if deal.board.len() < street.board_len() {
                    break;
                }
                let Some(found) = self.find(&range, &deal, street, keep) else {
                    break;
                };
                range = found;
                if range.is_empty() {
                    break;
                }
                deal.narrowed.push(Narrowing {
                    player,
                    from: next_street(street),
                    spec: PlayerSpec::Range((*range).clone()),
                });
            }
        }
        deal
    }

    /// Seat `seat`'s range size on each street reached, for a seat with steps.
    pub fn sizes(&self, deal: &Deal, seat: usize) -> Vec<StreetSize> {
        let Some(k) = deal.seats.iter().position(|&s| s == seat) else {
            return Vec::new();
        };
        if self.steps(seat).is_none() {
            return Vec::new();
        }
        let used = deal.board.iter().copied().collect::<CardSet>() | deal.dead;
        // Up to the street reached, or the one after the last step if that is later.
        let last = deal
            .narrowed
            .iter()
            .filter(|n| n.player == k)
            .map(|n| n.from)
            .fold(deal.street, Street::max);
        Street::ALL[1..=last.index().max(1)]
            .iter()
            .filter_map(|&street| {
                let players = deal.players_on(street);
                let range = players.get(k)?.range()?;
                Some(StreetSize {
                    street,
                    combos: range.count_live(used),
                    narrowed: deal
                        .narrowed
                        .iter()
                        .any(|n| n.player == k && n.from <= street),
                })
            })
            .collect()
    }

    /// The range seat `steps` holds as `street` begins: `base` narrowed by the steps of the
    /// streets before it.
    fn range_before(
        &mut self,
        steps: &SeatSteps,
        base: &Arc<Range>,
        deal: &Deal,
        street: Street,
    ) -> Arc<Range> {
        let mut range = Arc::clone(base);
        for earlier in STEP_STREETS.iter().copied().filter(|&s| s < street) {
            if let Some(keep) = steps.on(earlier) {
                range = self.narrowed(&range, deal, earlier, keep);
            }
        }
        range
    }

    /// `from` narrowed by `keep` on `street`'s board of `deal`, computed once.
    fn narrowed(
        &mut self,
        from: &Arc<Range>,
        deal: &Deal,
        street: Street,
        keep: &Keep,
    ) -> Arc<Range> {
        if let Some(found) = self.find(from, deal, street, keep) {
            return found;
        }
        let board: CardSet = deal.board[..street.board_len()].iter().copied().collect();
        let range = Arc::new(narrow(from, board, deal.dead, keep));
        self.cache.push(Narrowed {
            from: Arc::clone(from),
            board,
            dead: deal.dead,
            keep: keep.clone(),
            range: Arc::clone(&range),
        });
        range
    }

    fn find(&self, from: &Range, deal: &Deal, street: Street, keep: &Keep) -> Option<Arc<Range>> {
        let board: CardSet = deal
            .board
            .get(..street.board_len())?
            .iter()
            .copied()
            .collect();
        self.cache
            .iter()
            .find(|n| {
                n.board == board && n.dead == deal.dead && n.keep == *keep && *n.from == *from
            })
            .map(|n| Arc::clone(&n.range))
    }
}

/// The street after `street`.
fn next_street(street: Street) -> Street {
    match street {
        Street::PreFlop => Street::Flop,
        Street::Flop => Street::Turn,
        Street::Turn | Street::River => Street::River,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deal(board: &str, ranges: &[&str]) -> Deal {
        let board: Vec<crate::cards::Card> = crate::cards::parse_cards(board).unwrap();
        Deal {
            seats: (0..ranges.len()).collect(),
            players: ranges
                .iter()
                .map(|r| PlayerSpec::Range(r.parse().unwrap()))
                .collect(),
            street: Street::of_board_len(board.len()),
            board,
            dead: CardSet::EMPTY,
            narrowed: Vec::new(),
        }
    }

    fn shared(text: &str) -> Arc<Range> {
        Arc::new(text.parse().unwrap())
    }

    #[test]
    fn steps_narrow_the_later_streets_follow_the_board_and_undo_last_first() {
        let base = shared("22+,A2s+,KTs+");
        let text = "22+,A2s+,KTs+";
        let ranges = [None, Some((text, &base))];
        let mut c = Continuing::default();
        let flop = deal("Qh7h2c", &["AA", text]);
        let keep: Keep = "top_pair,flush_draw".parse().unwrap();
        c.continue_with(&flop, 1, (text, &base), keep.clone())
            .unwrap();
        // The turn: the range was narrowed on the flop.
        let turn = deal("Qh7h2c5s", &["AA", text]);
        c.refresh(&ranges, Some(&turn));
        let applied = c.apply(turn.clone(), &ranges);
        let expected = narrow(&base, "Qh7h2c".parse().unwrap(), CardSet::EMPTY, &keep);
        assert_eq!(applied.players_on(Street::Turn)[1].range(), Some(&expected));
        assert_eq!(applied.players_on(Street::Flop)[1].range(), Some(&*base));
        assert_eq!(applied.players_on(Street::Turn)[0], turn.players[0]);
        // Another flop: the rule follows it.
        let other = deal("Kd8d3s4c", &["AA", text]);
        c.refresh(&ranges, Some(&other));
        let applied = c.apply(other, &ranges);
        let expected = narrow(&base, "Kd8d3s".parse().unwrap(), CardSet::EMPTY, &keep);
        assert_eq!(
            applied.players_on(Street::River)[1].range(),
            Some(&expected)
        );
        // Undo twice: nothing left to undo.
        let river_keep: Keep = "top_pair".parse().unwrap();
        c.continue_with(&turn, 1, (text, &base), river_keep)
            .unwrap();
        assert!(c.steps(1).unwrap().turn.is_some());
        assert!(c.undo(1));
        assert!(c.steps(1).unwrap().flop.is_some());
        assert!(c.undo(1));
        assert!(!c.undo(1));
        assert!(c.steps(1).is_none());
    }

    #[test]
    fn refused_steps_and_a_changed_range() {
        let base = shared("AA");
        let mut c = Continuing::default();
        let flop = deal("Qh7h2c", &["KK", "AA"]);
        let gutshot: Keep = "gutshot".parse().unwrap();
        assert!(matches!(
            c.continue_with(&flop, 1, ("AA", &base), gutshot),
            Err(StepError::KeepsNothing { seat: 2, .. })
        ));
        assert!(c.steps(1).is_none());
        let preflop = deal("", &["KK", "AA"]);
        let overpair: Keep = "overpair".parse().unwrap();
        assert_eq!(
            c.continue_with(&preflop, 1, ("AA", &base), overpair.clone()),
            Err(StepError::NotAStepStreet)
        );
        c.continue_with(&flop, 1, ("AA", &base), overpair).unwrap();
        let saved = c.saved();
        assert_eq!(saved.len(), 2);
        assert!(saved[0] == SeatSteps::default());
        // The seat's range changed: its steps are dropped.
        let other = shared("KK");
        c.refresh(&[None, Some(("KK", &other))], Some(&flop));
        assert!(c.steps(1).is_none());
        assert!(c.saved().is_empty());
    }
}
