//! Ranges across streets in Hand Odds: on the flop and on the turn a range seat can "continue
//! with" chosen holdings (made hands and draws, as the "What each seat holds" panel lists
//! them) or every hand with at least some equity against the other seats (either keeps a
//! combo, [`Step`]), and its range on the next streets is that narrowed range, weights kept
//! ([`pokerlab::range::narrow`]). Each step can be undone, last first.
//!
//! A step is a rule ("top pair, two pair, flush draws", "40 % or more"), not a list of combos, so it follows
//! the board: change the flop and the turn range is narrowed again on the new flop. A step is
//! bound to the range it was made for — type another range in the seat and its steps are gone.
//! The narrowed ranges are computed once per (question, rule) and kept: at most 1,326
//! classifications each, done in the logic step when a rule or a board changes, never while
//! drawing; a threshold's equities (each combo alone against the other seats as they stand on
//! that street) are counted on the pool (`threshold.rs`), and until they are in, the
//! seat keeps its range from that street on.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::deal::{Deal, Narrowing};
use super::step::Step;
use super::threshold::{EquityKey, ThresholdEquities};
use crate::app::card_slots::Street;
use pokerlab::cards::CardSet;
use pokerlab::equity::{Engine, EquityRequest, LiveCombos, Method, PlayerSpec};
use pokerlab::jobs::Waker;
use pokerlab::range::{Range, narrow};

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
    pub flop: Option<Step>,
    /// What it continues with on the turn (keeps for the river).
    pub turn: Option<Step>,
}

impl SeatSteps {
    /// The step made on `street` (flop or turn).
    pub fn on(&self, street: Street) -> Option<&Step> {
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

/// A narrowed range, remembered for its inputs: the question on the step's street (the
/// players as they stand there, the board, the dead cards) and the step.
#[derive(Clone, Debug)]
struct Narrowed {
    key: EquityKey,
    step: Step,
    range: Arc<Range>,
}

/// The size of one seat's range on one street.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StreetSize {
    /// The street.
    pub street: Street,
    /// The seat's range there, counted as the holdings panel counts "now": weighted combos
    /// (a combo at weight 0.5 counts half) that no board card, dead card or other player's
    /// known card blocks. On the street the table is on, the two figures are the same.
    pub combos: f64,
    /// Whether the range was narrowed on the street before.
    pub narrowed: bool,
}

/// Every seat's steps and the ranges they give.
#[derive(Clone, Debug, Default)]
pub struct Continuing {
    seats: Vec<SeatSteps>,
    cache: Vec<Narrowed>,
    /// The equities thresholds need, counted on the pool.
    equities: ThresholdEquities,
    /// A step with a threshold made while its equities were not yet counted: checked once
    /// they are (a step that keeps nothing is then taken back).
    unchecked: Option<Unchecked>,
    /// Why an unchecked step was taken back, for the tab's message.
    notice: Option<StepError>,
}

/// A step made before its equities were counted.
#[derive(Clone, Debug, PartialEq)]
struct Unchecked {
    seat: usize,
    street: Street,
    board: CardSet,
    step: Step,
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
    #[error("tick the made hands and draws player {0} continues with, or give an equity threshold")]
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

/// How one step came out on a deal: its player, street, and narrowed range (`None`: its
/// equities are not counted yet, or cannot be).
type Outcome = (usize, Street, Option<Arc<Range>>);

impl Continuing {
    /// The steps as saved with the table, one entry per seat (empty when it has none).
    pub fn from_saved(saved: &[SeatSteps]) -> Continuing {
        Continuing {
            seats: saved.to_vec(),
            ..Continuing::default()
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

    /// Whether equities a threshold needs are being counted.
    pub fn is_counting(&self) -> bool {
        self.equities.is_counting()
    }

    /// Why a threshold's equities cannot be counted, if so.
    pub fn counting_error(&self) -> Option<&str> {
        self.equities.error()
    }

    /// Why the last step made was taken back once its equities were counted; taken once.
    pub fn take_notice(&mut self) -> Option<StepError> {
        self.notice.take()
    }

    /// Adds `step` for seat `seat` on `street` of `deal` (replacing one made there before,
    /// and dropping a turn step when the flop's is made again); refused when it keeps no
    /// combo. A threshold whose equities are not counted yet is checked once they are.
    pub fn continue_with(
        &mut self,
        deal: &Deal,
        seat: usize,
        seat_range: (&str, &Arc<Range>),
        step: Step,
    ) -> Result<(), StepError> {
        let street = deal.street;
        if !STEP_STREETS.contains(&street) || deal.board.len() != street.board_len() {
            return Err(StepError::NotAStepStreet);
        }
        if step.is_empty() {
            return Err(StepError::NothingChosen(seat + 1));
        }
        let Some(player) = deal.seats.iter().position(|&s| s == seat) else {
            return Err(StepError::NoRange(seat + 1));
        };
        if self.seats.len() <= seat {
            self.seats.resize_with(seat + 1, SeatSteps::default);
        }
        let (text, _) = seat_range;
        if self.seats[seat].range != text {
            self.seats[seat] = SeatSteps {
                range: text.to_owned(),
                ..SeatSteps::default()
            };
        }
        let mut trial = self.seats[seat].clone();
        match street {
            Street::Flop => {
                trial.flop = Some(step.clone());
                trial.turn = None;
            }
            _ => trial.turn = Some(step.clone()),
        }
        // The range this step makes on this board, if it can be told now.
        let key = step_key(deal, &deal.players_on(street), street, player);
        let after = resolve(&mut self.cache, &mut self.equities, &key, &step, false);
        if after.as_ref().is_some_and(|r| r.is_empty()) {
            return Err(StepError::KeepsNothing {
                seat: seat + 1,
                what: step.describe(),
            });
        }
        self.unchecked = after.is_none().then_some(Unchecked {
            seat,
            street,
            board: key.request.board,
            step,
        });
        self.seats[seat] = trial;
        Ok(())
    }

    /// Takes back seat `seat`'s last step (the turn's, else the flop's). Returns whether
    /// there was one.
    pub fn undo(&mut self, seat: usize) -> bool {
        let Some(steps) = self.seats.get_mut(seat) else {
            return false;
        };
        if self.unchecked.as_ref().is_some_and(|u| u.seat == seat) {
            self.unchecked = None;
        }
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
        self.unchecked = None;
    }

    /// Forgets the steps of seats whose range changed, and computes the narrowed ranges
    /// `deal` needs that are not yet known (the logic step calls this once a frame; nothing
    /// is computed when nothing changed). Holdings are classified here (at most 1,326
    /// combos); the equities of thresholds are asked of the pool, see
    /// [`sync_jobs`](Self::sync_jobs).
    pub fn refresh(&mut self, ranges: &[Option<(&str, &Arc<Range>)>], deal: Option<&Deal>) {
        self.equities.begin();
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
        let (cache, equities) = (&mut self.cache, &mut self.equities);
        let outcomes = walk(&self.seats, deal, |key, step| {
            resolve(cache, equities, key, step, true)
        });
        // Keep only what this deal uses.
        self.cache.retain(|n| {
            outcomes
                .iter()
                .any(|(_, _, r)| r.as_ref().is_some_and(|u| Arc::ptr_eq(u, &n.range)))
        });
        self.check_unchecked(deal, &outcomes);
    }

    /// Keeps the threshold jobs in line with what the last [`refresh`](Self::refresh) asked
    /// for: starts the next count, cancels one no longer needed.
    pub fn sync_jobs(&mut self, engine: &Engine, waker: &Waker) {
        self.equities.sync(engine, waker);
    }

    /// Takes back the unchecked step if, now counted, it keeps nothing.
    fn check_unchecked(&mut self, deal: &Deal, outcomes: &[Outcome]) {
        let Some(u) = self.unchecked.clone() else {
            return;
        };
        let board: CardSet = deal.board.iter().copied().collect();
        let made_here = self.seats.get(u.seat).and_then(|s| s.on(u.street)) == Some(&u.step);
        if !made_here || (u.board & board) != u.board {
            self.unchecked = None;
            return;
        }
        let Some(player) = deal.seats.iter().position(|&s| s == u.seat) else {
            return;
        };
        let found = outcomes
            .iter()
            .find(|(p, street, _)| *p == player && *street == u.street);
        let Some((_, _, Some(range))) = found else {
            return;
        };
        if range.is_empty() {
            self.undo(u.seat);
            self.notice = Some(StepError::KeepsNothing {
                seat: u.seat + 1,
                what: u.step.describe(),
            });
        }
        self.unchecked = None;
    }

    /// `deal` with each range seat's narrowed ranges on the streets after its steps (only
    /// those already computed by [`refresh`](Self::refresh)).
    pub fn apply(&self, mut deal: Deal, ranges: &[Option<(&str, &Arc<Range>)>]) -> Deal {
        let seats: Vec<SeatSteps> = (0..self.seats.len())
            .map(|seat| match (self.steps(seat), ranges.get(seat)) {
                (Some(steps), Some(Some(_))) => steps.clone(),
                _ => SeatSteps::default(),
            })
            .collect();
        let outcomes = walk(&seats, &deal, |key, step| find(&self.cache, key, step));
        deal.narrowed = narrowings(&outcomes);
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
                let spec = players.get(k)?;
                spec.range()?;
                // Out of the deck: the table's cards and the other players' known cards.
                let out = players
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != k)
                    .fold(used, |out, (_, p)| out | p.known_cards());
                let live = LiveCombos::new(spec, out);
                Some(StreetSize {
                    street,
                    combos: live.total_units() as f64 / f64::from(live.denominator.max(1)),
                    narrowed: deal
                        .narrowed
                        .iter()
                        .any(|n| n.player == k && n.from <= street),
                })
            })
            .collect()
    }
}

/// The question a step on `street` of `deal` narrows on: `players` as they stand there, the
/// street's board, counted exactly; player `player` is the step's.
fn step_key(deal: &Deal, players: &[PlayerSpec], street: Street, player: usize) -> EquityKey {
    let board: CardSet = deal.board[..street.board_len().min(deal.board.len())]
        .iter()
        .copied()
        .collect();
    EquityKey {
        request: EquityRequest::new(players.to_vec())
            .with_board(board)
            .with_dead(deal.dead)
            .with_method(Method::Exact),
        player,
    }
}

/// Walks the steps of `seats` street by street over `deal` (whose players hold the seats'
/// whole ranges): each step's narrowed range comes from `range_of` (the question on its
/// street, the players as the steps before left them); a player whose step has no range yet,
/// or an empty one, stays as it is from there on.
fn walk(
    seats: &[SeatSteps],
    deal: &Deal,
    mut range_of: impl FnMut(&EquityKey, &Step) -> Option<Arc<Range>>,
) -> Vec<Outcome> {
    let mut outcomes: Vec<Outcome> = Vec::new();
    let mut stopped = vec![false; deal.players.len()];
    for street in STEP_STREETS {
        if deal.board.len() < street.board_len() {
            break;
        }
        let players = Deal {
            narrowed: narrowings(&outcomes),
            ..deal.clone()
        }
        .players_on(street);
        for (player, &seat) in deal.seats.iter().enumerate() {
            let Some(step) = seats.get(seat).and_then(|s| s.on(street)) else {
                continue;
            };
            if stopped[player] || players.get(player).and_then(PlayerSpec::range).is_none() {
                continue;
            }
            let key = step_key(deal, &players, street, player);
            let range = range_of(&key, step);
            stopped[player] = range.as_ref().is_none_or(|r| r.is_empty());
            outcomes.push((player, street, range));
        }
    }
    outcomes
}

/// The narrowings the steps' outcomes make: each non-empty narrowed range, from the street
/// after its step.
fn narrowings(outcomes: &[Outcome]) -> Vec<Narrowing> {
    outcomes
        .iter()
        .filter_map(|(player, street, range)| {
            let range = range.as_ref().filter(|r| !r.is_empty())?;
            Some(Narrowing {
                player: *player,
                from: next_street(*street),
                spec: PlayerSpec::Range((**range).clone()),
            })
        })
        .collect()
}

/// The range `step` leaves of the step's player in `key`, if computed before.
fn find(cache: &[Narrowed], key: &EquityKey, step: &Step) -> Option<Arc<Range>> {
    cache
        .iter()
        .find(|n| n.step == *step && n.key == *key)
        .map(|n| Arc::clone(&n.range))
}

/// The range `step` leaves of the step's player in `key`: from `cache`, else computed (the
/// holdings classified here, the combos at or over the threshold from `equities`; `None`
/// while those are not counted — asked for when `ask`).
fn resolve(
    cache: &mut Vec<Narrowed>,
    equities: &mut ThresholdEquities,
    key: &EquityKey,
    step: &Step,
    ask: bool,
) -> Option<Arc<Range>> {
    if let Some(found) = find(cache, key, step) {
        return Some(found);
    }
    let from = key.request.players.get(key.player)?.range()?;
    let board = key.request.board;
    let mut range = if step.keep.made.is_empty() && step.keep.draws.is_empty() {
        Range::empty()
    } else {
        narrow(from, board, key.request.dead, &step.keep)
    };
    if let Some(threshold) = step.min_equity {
        let counted = if ask {
            equities.get(key)
        } else {
            equities.known(key)
        };
        let combos = counted?.as_ref().ok()?;
        for c in combos.iter().filter(|c| c.equity >= threshold.fraction()) {
            range.set(c.combo, c.weight);
        }
    }
    let range = Arc::new(range);
    cache.push(Narrowed {
        key: key.clone(),
        step: step.clone(),
        range: Arc::clone(&range),
    });
    Some(range)
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
    use pokerlab::range::Keep;

    fn deal(board: &str, ranges: &[&str]) -> Deal {
        let board: Vec<pokerlab::cards::Card> = pokerlab::cards::parse_cards(board).unwrap();
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
        c.continue_with(&flop, 1, (text, &base), keep.clone().into())
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
        c.continue_with(&turn, 1, (text, &base), river_keep.into())
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
            c.continue_with(&flop, 1, ("AA", &base), gutshot.into()),
            Err(StepError::KeepsNothing { seat: 2, .. })
        ));
        assert!(c.steps(1).is_none());
        let preflop = deal("", &["KK", "AA"]);
        let overpair: Keep = "overpair".parse().unwrap();
        assert_eq!(
            c.continue_with(&preflop, 1, ("AA", &base), overpair.clone().into()),
            Err(StepError::NotAStepStreet)
        );
        c.continue_with(&flop, 1, ("AA", &base), overpair.into())
            .unwrap();
        let saved = c.saved();
        assert_eq!(saved.len(), 2);
        assert!(saved[0] == SeatSteps::default());
        // The seat's range changed: its steps are dropped.
        let other = shared("KK");
        c.refresh(&[None, Some(("KK", &other))], Some(&flop));
        assert!(c.steps(1).is_none());
        assert!(c.saved().is_empty());
    }

    #[test]
    fn a_seat_saved_before_thresholds_still_reads() {
        let old = r#"{"range": "22+,AKs", "flop": "top_pair,flush_draw", "turn": null}"#;
        let steps: SeatSteps = serde_json::from_str(old).unwrap();
        assert_eq!(
            steps.flop.unwrap().keep,
            "top_pair,flush_draw".parse().unwrap()
        );
        let new = r#"{"range": "22+,AKs", "flop": "min_equity:40"}"#;
        let steps: SeatSteps = serde_json::from_str(new).unwrap();
        assert_eq!(steps.flop.unwrap().min_equity, Some("40".parse().unwrap()));
    }
}
