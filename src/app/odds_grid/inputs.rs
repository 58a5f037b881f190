//! What the Odds Grid is asked about, as plain data: the hand, the board, the dead cards, the
//! number of opponents and the selected card slot, with every way a user changes them
//! (clicking slots and cards, typing, picking a chart cell). Every change keeps the inputs
//! valid — no card in two places — so the view never has to check.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::cards::{Card, CardError, CardSet, parse_cards};
use crate::equity::vs_random::{MAX_OPPONENTS, VsRandomError, VsRandomSpot};
use crate::range::HandClass;

/// The most dead cards.
pub const MAX_DEAD: usize = 10;

/// One place a card can go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GridSlot {
    /// Hole card 0 or 1.
    Hand(usize),
    /// Board card `0..5`: three flop cards, the turn, the river.
    Board(usize),
    /// Dead card `0..MAX_DEAD`.
    Dead(usize),
}

impl GridSlot {
    /// The slot in words, as screen readers and tests name it: "Your first card", "Flop,
    /// second card", "Turn", "River", "Dead card 2".
    pub fn label(self) -> String {
        const NTH: [&str; 3] = ["first", "second", "third"];
        match self {
            GridSlot::Hand(i) => format!("Your {} card", NTH[i.min(1)]),
            GridSlot::Board(i @ 0..=2) => format!("Flop, {} card", NTH[i]),
            GridSlot::Board(3) => "Turn".to_owned(),
            GridSlot::Board(_) => "River".to_owned(),
            GridSlot::Dead(i) => format!("Dead card {}", i + 1),
        }
    }
}

/// Which group of slots a text applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// The two hole cards.
    Hand,
    /// The board.
    Board,
    /// The dead cards.
    Dead,
}

impl Place {
    /// The place's name in messages.
    pub const fn name(self) -> &'static str {
        match self {
            Place::Hand => "your hand",
            Place::Board => "the board",
            Place::Dead => "the dead cards",
        }
    }

    /// How many cards it holds at most.
    pub const fn capacity(self) -> usize {
        match self {
            Place::Hand => 2,
            Place::Board => 5,
            Place::Dead => MAX_DEAD,
        }
    }
}

/// Why a change was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum InputError {
    /// The text is not cards.
    #[error(transparent)]
    Cards(#[from] CardError),
    /// A card is already somewhere else.
    #[error("{card} is already used ({place})")]
    Used {
        /// The card.
        card: Card,
        /// Where it is, in words.
        place: String,
    },
    /// Too many cards for the place.
    #[error("{} holds at most {max} cards, found {found}", place.name())]
    TooMany {
        /// The place.
        place: Place,
        /// Its capacity.
        max: usize,
        /// Cards given.
        found: usize,
    },
    /// The board is one or two cards: not a street.
    #[error("a board is 3, 4 or 5 cards (a flop, a turn, a river), found {found}")]
    BoardSize {
        /// Cards given.
        found: usize,
    },
    /// The engine refuses the spot (too many dead cards for the opponents, say).
    #[error(transparent)]
    Spot(#[from] VsRandomError),
    /// A chart cell whose every combo collides with the board or dead cards.
    #[error("every {class} hand uses a card of the board or the dead cards")]
    NoCombo {
        /// The class clicked.
        class: HandClass,
    },
}

/// The inputs as saved between runs: each place as text, read back leniently.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedInputs {
    /// The hand (`AsKs`), possibly one card or none.
    pub hand: String,
    /// The board's cards in slot order.
    pub board: String,
    /// The dead cards.
    pub dead: String,
    /// Random opponents, 1 to 9.
    pub opponents: usize,
}

impl Default for SavedInputs {
    fn default() -> Self {
        GridInputs::default().saved()
    }
}

/// The Odds Grid's inputs.
///
/// ```
/// use pokerlab::app::odds_grid::inputs::{GridInputs, GridSlot};
/// let mut inputs = GridInputs::empty();
/// for card in ["As", "Ks", "Ts", "Qs", "2d"] {
///     inputs.place(card.parse().unwrap()).unwrap();
/// }
/// // The selection moved from the hand to the board by itself.
/// assert_eq!(inputs.selected(), Some(GridSlot::Board(3)));
/// let spot = inputs.spot().unwrap().unwrap();
/// assert_eq!((spot.board().len(), spot.opponents()), (3, 1));
/// assert!(inputs.place("As".parse().unwrap()).is_err()); // already in the hand
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridInputs {
    hand: [Option<Card>; 2],
    board: [Option<Card>; 5],
    dead: Vec<Card>,
    opponents: usize,
    selected: Option<GridSlot>,
}

impl Default for GridInputs {
    /// The example hand of Keith Rule's HoldemHand article, `As Ks` (so the tab opens with an answer on it), one
    /// opponent, the board's first slot selected.
    fn default() -> Self {
        let card = |s: &str| s.parse::<Card>().ok();
        GridInputs {
            hand: [card("As"), card("Ks")],
            board: [None; 5],
            dead: Vec::new(),
            opponents: 1,
            selected: Some(GridSlot::Board(0)),
        }
    }
}

/// Cards in slot order, as text joined by `separator` (empty slots skipped).
fn text_of(cards: impl IntoIterator<Item = Option<Card>>, separator: &str) -> String {
    cards
        .into_iter()
        .flatten()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(separator)
}

impl GridInputs {
    /// Empty inputs: no cards, one opponent, the first hole card selected.
    pub fn empty() -> GridInputs {
        GridInputs {
            hand: [None; 2],
            board: [None; 5],
            dead: Vec::new(),
            opponents: 1,
            selected: Some(GridSlot::Hand(0)),
        }
    }

    /// The inputs of a saved state; anything unreadable is left empty.
    pub fn from_saved(saved: &SavedInputs) -> GridInputs {
        let mut inputs = GridInputs::empty();
        let _ = inputs.set_text(Place::Hand, &saved.hand);
        let _ = inputs.set_board_lenient(&saved.board);
        let _ = inputs.set_text(Place::Dead, &saved.dead);
        inputs.set_opponents(saved.opponents);
        inputs.selected = inputs.next_empty(GridSlot::Hand(0));
        inputs
    }

    /// The inputs as saved.
    pub fn saved(&self) -> SavedInputs {
        SavedInputs {
            hand: self.text(Place::Hand),
            board: self.text(Place::Board),
            dead: self.text(Place::Dead),
            opponents: self.opponents,
        }
    }

    /// The hole cards.
    pub fn hand(&self) -> [Option<Card>; 2] {
        self.hand
    }

    /// The board slots.
    pub fn board(&self) -> [Option<Card>; 5] {
        self.board
    }

    /// The dead cards.
    pub fn dead(&self) -> &[Card] {
        &self.dead
    }

    /// Random opponents, 1 to 9.
    pub fn opponents(&self) -> usize {
        self.opponents
    }

    /// The slot the next picked card goes to.
    pub fn selected(&self) -> Option<GridSlot> {
        self.selected
    }

    /// Every card in use.
    pub fn used(&self) -> CardSet {
        self.hand
            .iter()
            .chain(&self.board)
            .flatten()
            .chain(&self.dead)
            .copied()
            .collect()
    }

    /// The cards of a place as text: `AsKs` for the hand, `Ts Qs 2d` for the board and the
    /// dead cards.
    pub fn text(&self, place: Place) -> String {
        match place {
            Place::Hand => text_of(self.hand, ""),
            Place::Board => text_of(self.board, " "),
            Place::Dead => text_of(self.dead.iter().copied().map(Some), " "),
        }
    }

    /// The board cards that count: the longest complete street among the slots filled in
    /// order (a flop needs all three of its slots).
    pub fn street_board(&self) -> CardSet {
        let flop = &self.board[..3];
        if flop.iter().any(Option::is_none) {
            return CardSet::EMPTY;
        }
        let mut cards: CardSet = flop.iter().flatten().copied().collect();
        for card in &self.board[3..] {
            match card {
                Some(c) => cards = cards.with(*c),
                None => break,
            }
        }
        cards
    }

    /// Board cards placed that do not count yet (an incomplete flop, a river with no turn).
    pub fn pending_board(&self) -> usize {
        self.board.iter().flatten().count() - self.street_board().len()
    }

    /// The spot to compute: `None` until the hand has two cards.
    pub fn spot(&self) -> Option<Result<VsRandomSpot, InputError>> {
        let [Some(a), Some(b)] = self.hand else {
            return None;
        };
        let hero = CardSet::single(a).with(b);
        let dead: CardSet = self.dead.iter().copied().collect();
        Some(
            VsRandomSpot::new(hero, self.street_board(), dead, self.opponents)
                .map_err(InputError::from),
        )
    }

    /// Where `card` is, in words, if it is used.
    fn place_of(&self, card: Card) -> Option<String> {
        let slot = if let Some(i) = self.hand.iter().position(|&c| c == Some(card)) {
            GridSlot::Hand(i)
        } else if let Some(i) = self.board.iter().position(|&c| c == Some(card)) {
            GridSlot::Board(i)
        } else {
            GridSlot::Dead(self.dead.iter().position(|&c| c == card)?)
        };
        Some(slot.label())
    }

    fn get(&self, slot: GridSlot) -> Option<Card> {
        match slot {
            GridSlot::Hand(i) => self.hand.get(i).copied().flatten(),
            GridSlot::Board(i) => self.board.get(i).copied().flatten(),
            GridSlot::Dead(i) => self.dead.get(i).copied(),
        }
    }

    /// Whether a slot exists and can be selected (dead slots up to one past the last card).
    fn has_slot(&self, slot: GridSlot) -> bool {
        match slot {
            GridSlot::Hand(i) => i < 2,
            GridSlot::Board(i) => i < 5,
            GridSlot::Dead(i) => i <= self.dead.len() && i < MAX_DEAD,
        }
    }

    /// Selects a slot, taking its card off if it has one.
    pub fn click_slot(&mut self, slot: GridSlot) {
        if !self.has_slot(slot) {
            return;
        }
        match slot {
            GridSlot::Hand(i) => self.hand[i] = None,
            GridSlot::Board(i) => self.board[i] = None,
            GridSlot::Dead(i) => {
                if i < self.dead.len() {
                    self.dead.remove(i);
                }
            }
        }
        self.selected = Some(match slot {
            GridSlot::Dead(_) => GridSlot::Dead(self.dead.len().min(MAX_DEAD - 1)),
            other => other,
        });
    }

    /// The first empty slot from `from` on, in the order hand, board (dead cards only after
    /// a dead slot).
    fn next_empty(&self, from: GridSlot) -> Option<GridSlot> {
        let order: Vec<GridSlot> = match from {
            GridSlot::Dead(_) => {
                return (self.dead.len() < MAX_DEAD).then_some(GridSlot::Dead(self.dead.len()));
            }
            _ => (0..2)
                .map(GridSlot::Hand)
                .chain((0..5).map(GridSlot::Board))
                .collect(),
        };
        let start = order.iter().position(|&s| s == from).unwrap_or(0);
        order[start..]
            .iter()
            .chain(&order[..start])
            .copied()
            .find(|&s| self.get(s).is_none())
    }

    /// Puts `card` in the selected slot (replacing what is there) and moves the selection to
    /// the next empty slot. A card used elsewhere is refused.
    pub fn place(&mut self, card: Card) -> Result<(), InputError> {
        if let Some(place) = self.place_of(card) {
            return Err(InputError::Used { card, place });
        }
        let Some(slot) = self.selected.or_else(|| self.next_empty(GridSlot::Hand(0))) else {
            return Ok(());
        };
        match slot {
            GridSlot::Hand(i) => self.hand[i] = Some(card),
            GridSlot::Board(i) => self.board[i] = Some(card),
            GridSlot::Dead(i) => {
                if i < self.dead.len() {
                    self.dead[i] = card;
                } else if self.dead.len() < MAX_DEAD {
                    self.dead.push(card);
                }
            }
        }
        self.selected = self.next_empty(slot);
        Ok(())
    }

    /// Replaces a place's cards with the cards of `text` (empty text clears it). Refuses
    /// unreadable text, too many cards and cards used in another place, changing nothing.
    pub fn set_text(&mut self, place: Place, text: &str) -> Result<(), InputError> {
        let cards = parse_cards(text)?;
        if cards.len() > place.capacity() {
            return Err(InputError::TooMany {
                place,
                max: place.capacity(),
                found: cards.len(),
            });
        }
        if place == Place::Board && matches!(cards.len(), 1 | 2) {
            return Err(InputError::BoardSize { found: cards.len() });
        }
        let mut others = self.clone();
        others.clear_place(place);
        if let Some(&card) = cards.iter().find(|&&c| others.used().contains(c)) {
            let place = others.place_of(card).unwrap_or_default();
            return Err(InputError::Used { card, place });
        }
        *self = others;
        match place {
            Place::Hand => {
                for (slot, card) in self.hand.iter_mut().zip(&cards) {
                    *slot = Some(*card);
                }
            }
            Place::Board => {
                for (slot, card) in self.board.iter_mut().zip(&cards) {
                    *slot = Some(*card);
                }
            }
            Place::Dead => self.dead = cards,
        }
        if self.selected.is_some_and(|s| self.get(s).is_some()) {
            self.selected = self.next_empty(GridSlot::Hand(0));
        }
        Ok(())
    }

    /// [`set_text`](Self::set_text) for the board that also accepts an incomplete flop (saved
    /// states keep whatever was on the table).
    fn set_board_lenient(&mut self, text: &str) -> Result<(), InputError> {
        let cards = parse_cards(text)?;
        for card in cards.into_iter().take(5) {
            if self.place_of(card).is_none()
                && let Some(slot) = self.board.iter_mut().find(|s| s.is_none())
            {
                *slot = Some(card);
            }
        }
        Ok(())
    }

    fn clear_place(&mut self, place: Place) {
        match place {
            Place::Hand => self.hand = [None; 2],
            Place::Board => self.board = [None; 5],
            Place::Dead => self.dead.clear(),
        }
    }

    /// Holds a hand of `class`: its first combo (spades before hearts, diamonds, clubs) that
    /// uses no board or dead card.
    pub fn set_class(&mut self, class: HandClass) -> Result<(), InputError> {
        let others: CardSet = self
            .board
            .iter()
            .flatten()
            .chain(&self.dead)
            .copied()
            .collect();
        let combo = class
            .combos()
            .filter(|c| !c.collides(others))
            .max_by_key(|c| {
                let (a, b) = c.pair();
                (a.suit() as u8, b.suit() as u8)
            })
            .ok_or(InputError::NoCombo { class })?;
        let (a, b) = combo.pair();
        self.hand = [Some(a), Some(b)];
        if matches!(self.selected, Some(GridSlot::Hand(_))) {
            self.selected = self.next_empty(GridSlot::Board(0));
        }
        Ok(())
    }

    /// The class of the hand, once it has two cards.
    pub fn class(&self) -> Option<HandClass> {
        match self.hand {
            [Some(a), Some(b)] => Some(HandClass::of(a, b)),
            _ => None,
        }
    }

    /// Sets the number of opponents (clamped to 1..=9).
    pub fn set_opponents(&mut self, opponents: usize) {
        self.opponents = opponents.clamp(1, MAX_OPPONENTS);
    }

    /// Takes every card off.
    pub fn clear_all(&mut self) {
        let opponents = self.opponents;
        *self = GridInputs::empty();
        self.opponents = opponents;
    }

    /// Takes the board and dead cards off, keeping the hand.
    pub fn clear_board(&mut self) {
        self.board = [None; 5];
        self.dead.clear();
        self.selected = self.next_empty(GridSlot::Board(0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn clicking_a_filled_slot_takes_its_card_off_and_selects_it() {
        let mut inputs = GridInputs::default();
        inputs.click_slot(GridSlot::Hand(1));
        assert_eq!(inputs.hand(), [Some(card("As")), None]);
        assert_eq!(inputs.selected(), Some(GridSlot::Hand(1)));
        inputs.place(card("Ah")).unwrap();
        assert_eq!(inputs.class().unwrap().to_string(), "AA");
        assert_eq!(inputs.selected(), Some(GridSlot::Board(0)));
    }

    #[test]
    fn typed_text_is_checked_against_the_other_places() {
        let mut inputs = GridInputs::default();
        let before = inputs.clone();
        assert!(matches!(
            inputs.set_text(Place::Board, "Ks 7h 2c"),
            Err(InputError::Used { .. })
        ));
        assert!(matches!(
            inputs.set_text(Place::Board, "Qs 7h"),
            Err(InputError::BoardSize { found: 2 })
        ));
        assert!(inputs.set_text(Place::Hand, "Xx").is_err());
        assert_eq!(inputs, before);
        inputs.set_text(Place::Board, "Qs 7h 2c 9d").unwrap();
        inputs.set_text(Place::Dead, "8c 8d").unwrap();
        let spot = inputs.spot().unwrap().unwrap();
        assert_eq!((spot.board().len(), spot.dead().len()), (4, 2));
        // Retyping the hand may reuse its own cards.
        inputs.set_text(Place::Hand, "Ks As").unwrap();
    }

    #[test]
    fn a_partial_flop_does_not_count_until_complete() {
        let mut inputs = GridInputs::default();
        inputs.place(card("Qh")).unwrap();
        inputs.place(card("Jh")).unwrap();
        assert_eq!(inputs.street_board(), CardSet::EMPTY);
        assert_eq!(inputs.pending_board(), 2);
        inputs.place(card("2c")).unwrap();
        assert_eq!(inputs.street_board().len(), 3);
        // A river with no turn waits for the turn.
        inputs.click_slot(GridSlot::Board(4));
        inputs.place(card("9s")).unwrap();
        assert_eq!(inputs.street_board().len(), 3);
    }

    #[test]
    fn a_chart_class_gets_suits_clear_of_the_board() {
        let mut inputs = GridInputs::empty();
        inputs.set_text(Place::Board, "As Kh 2c").unwrap();
        inputs.set_class("AKs".parse().unwrap()).unwrap();
        // Not spades (the ace is on the board) nor hearts (the king is).
        assert_eq!(inputs.text(Place::Hand), "AdKd");
        inputs.set_class("AA".parse().unwrap()).unwrap();
        assert_eq!(inputs.text(Place::Hand), "AhAd");
        inputs.click_slot(GridSlot::Hand(0));
        inputs.click_slot(GridSlot::Hand(1));
        inputs.set_text(Place::Dead, "Ah Ac").unwrap();
        assert!(matches!(
            inputs.set_class("AA".parse().unwrap()),
            Err(InputError::NoCombo { .. })
        ));
    }

    #[test]
    fn saved_inputs_round_trip_and_bad_text_is_dropped() {
        let mut inputs = GridInputs::default();
        inputs.set_text(Place::Board, "Qs 7h 2c").unwrap();
        inputs.set_opponents(4);
        let back = GridInputs::from_saved(&inputs.saved());
        assert_eq!(back.saved(), inputs.saved());
        let bad = SavedInputs {
            hand: "AsAs".into(),
            board: "zz".into(),
            dead: "Kd".into(),
            opponents: 99,
        };
        let back = GridInputs::from_saved(&bad);
        assert_eq!(back.hand(), [None, None]);
        assert_eq!(back.opponents(), MAX_OPPONENTS);
        assert_eq!(back.dead(), &[card("Kd")]);
    }
}
