//! What the Odds Grid is asked about, as plain data: the hand, the board, the dead cards, the
//! number of opponents and the selected card slot, with every way a user changes them
//! (clicking slots and cards, typing, picking a chart cell). Every change keeps the inputs
//! valid — no card in two places — so the view never has to check.
//!
//! The slots and what is done with them are the app's one card-slot model, [`CardSlots`],
//! over one seat: your hand.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::app::card_slots::{CardSlots, Holes, cards_text, hole_word, parse_at_most};
pub use crate::app::card_slots::{MAX_DEAD, Slot, SlotError};
use pokerlab::cards::{Card, CardSet, parse_cards};
use pokerlab::equity::vs_random::{MAX_OPPONENTS, VsRandomError, VsRandomSpot};
use pokerlab::range::HandClass;

/// Your two hole cards: the one seat of the Odds Grid's card slots.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct YourHand(pub [Option<Card>; 2]);

impl Holes for YourHand {
    fn seat_count(&self) -> usize {
        1
    }

    fn hole_cards(&self, seat: usize) -> Option<[Option<Card>; 2]> {
        (seat == 0).then_some(self.0)
    }

    fn set_hole(&mut self, seat: usize, index: usize, card: Option<Card>) {
        if seat == 0
            && let Some(c) = self.0.get_mut(index)
        {
            *c = card;
        }
    }

    /// "Your first card".
    fn hole_label(_seat: usize, index: usize) -> String {
        format!("Your {} card", hole_word(index))
    }
}

/// Your first (0) or second (1) card's slot.
pub const fn hand_slot(index: usize) -> Slot {
    Slot::Hole { seat: 0, index }
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
    /// The cards cannot go there: unreadable, already used, too many, no room.
    #[error(transparent)]
    Slot(#[from] SlotError),
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

/// The Odds Grid as saved between runs: each place as text, read back leniently.
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
/// use pokerlab_app::app::odds_grid::inputs::{GridInputs, Slot};
/// let mut inputs = GridInputs::empty();
/// for card in ["As", "Ks", "Ts", "Qs", "2d"] {
///     inputs.place(card.parse().unwrap()).unwrap();
/// }
/// // The selection moved from the hand to the board by itself.
/// assert_eq!(inputs.selected(), Some(Slot::Board(3)));
/// let spot = inputs.spot().unwrap().unwrap();
/// assert_eq!((spot.board().len(), spot.opponents()), (3, 1));
/// assert!(inputs.place("As".parse().unwrap()).is_err()); // already in the hand
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridInputs {
    slots: CardSlots<YourHand>,
    opponents: usize,
}

impl Default for GridInputs {
    /// The example hand of Keith Rule's HoldemHand article, `As Ks` (so the tab opens with an
    /// answer on it), one opponent, the board's first slot selected.
    fn default() -> Self {
        let card = |s: &str| s.parse::<Card>().ok();
        GridInputs {
            slots: CardSlots::new(YourHand([card("As"), card("Ks")]), Some(Slot::Board(0))),
            opponents: 1,
        }
    }
}

impl GridInputs {
    /// Empty inputs: no cards, one opponent, the first hole card selected.
    pub fn empty() -> GridInputs {
        GridInputs {
            slots: CardSlots::new(YourHand::default(), Some(hand_slot(0))),
            opponents: 1,
        }
    }

    /// `slot` in words, as screen readers and tests name it: "Your first card", "Flop,
    /// second card", "Turn", "River", "Dead card 2".
    pub fn label(slot: Slot) -> String {
        CardSlots::<YourHand>::label(slot)
    }

    /// The inputs of a saved state; anything unreadable is left empty.
    pub fn from_saved(saved: &SavedInputs) -> GridInputs {
        let mut inputs = GridInputs::empty();
        let _ = inputs.set_text(Place::Hand, &saved.hand);
        inputs.set_board_lenient(&saved.board);
        let _ = inputs.set_text(Place::Dead, &saved.dead);
        inputs.set_opponents(saved.opponents);
        let first = inputs.slots.next_empty(hand_slot(0));
        inputs.slots.set_selected(first);
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
        self.slots.holes().0
    }

    /// The board slots.
    pub fn board(&self) -> [Option<Card>; 5] {
        self.slots.board()
    }

    /// The dead cards.
    pub fn dead(&self) -> &[Card] {
        self.slots.dead()
    }

    /// Random opponents, 1 to 9.
    pub fn opponents(&self) -> usize {
        self.opponents
    }

    /// The slot the next picked card goes to.
    pub fn selected(&self) -> Option<Slot> {
        self.slots.selected()
    }

    /// Every card in use.
    pub fn used(&self) -> CardSet {
        self.slots.used()
    }

    /// The cards off the deck for the hand: the board's and the dead ones.
    pub fn others(&self) -> CardSet {
        self.used() - self.hand().into_iter().flatten().collect::<CardSet>()
    }

    /// The cards of a place as text: `AsKs` for the hand, `Ts Qs 2d` for the board and the
    /// dead cards.
    pub fn text(&self, place: Place) -> String {
        match place {
            Place::Hand => cards_text(self.hand(), ""),
            Place::Board => cards_text(self.board(), " "),
            Place::Dead => cards_text(self.dead().iter().copied().map(Some), " "),
        }
    }

    /// The cards of a place.
    fn cards_of(&self, place: Place) -> CardSet {
        match place {
            Place::Hand => self.hand().into_iter().flatten().collect(),
            Place::Board => self.board().into_iter().flatten().collect(),
            Place::Dead => self.slots.dead_cards(),
        }
    }

    /// The board cards that count: the slots filled in order from the first (one or two are
    /// a flop being dealt).
    pub fn street_board(&self) -> CardSet {
        self.slots.street_cards().collect()
    }

    /// Board cards placed that do not count yet (after an empty slot: a river with no turn).
    pub fn pending_board(&self) -> usize {
        self.slots.pending_board()
    }

    /// The spot to compute: `None` until the hand has two cards.
    pub fn spot(&self) -> Option<Result<VsRandomSpot, InputError>> {
        let [Some(a), Some(b)] = self.hand() else {
            return None;
        };
        let hero = CardSet::single(a).with(b);
        Some(
            VsRandomSpot::new(
                hero,
                self.street_board(),
                self.slots.dead_cards(),
                self.opponents,
            )
            .map_err(InputError::from),
        )
    }

    /// Selects a slot, taking its card off if it has one.
    pub fn click_slot(&mut self, slot: Slot) {
        self.slots.click_slot(slot);
    }

    /// Puts `card` in the selected slot (replacing what is there) and moves the selection to
    /// the next empty slot. A card used elsewhere is refused, and so is a card with no empty
    /// slot to go to.
    pub fn place(&mut self, card: Card) -> Result<(), InputError> {
        Ok(self.slots.place(card)?)
    }

    /// Replaces a place's cards with the cards of `text` (empty text clears it). Refuses
    /// unreadable text, too many cards and cards used in another place, changing nothing.
    pub fn set_text(&mut self, place: Place, text: &str) -> Result<(), InputError> {
        let cards = parse_at_most(text, place.capacity(), place.name())?;
        if place == Place::Board && matches!(cards.len(), 1 | 2) {
            return Err(InputError::BoardSize { found: cards.len() });
        }
        self.slots.check_free(&cards, self.cards_of(place))?;
        match place {
            Place::Hand => {
                let hand = &mut self.slots.holes_mut().0;
                *hand = [cards.first().copied(), cards.get(1).copied()];
            }
            Place::Board => self.slots.set_board(&cards),
            Place::Dead => self.slots.set_dead(cards),
        }
        if let Some(slot) = self.selected()
            && self.slots.card(slot).is_some()
        {
            let next = self.slots.next_empty(hand_slot(0));
            self.slots.set_selected(next);
        }
        Ok(())
    }

    /// [`set_text`](Self::set_text) for the board that also accepts an incomplete flop (saved
    /// states keep whatever was on the table): readable cards not used elsewhere fill the
    /// board from the flop on.
    fn set_board_lenient(&mut self, text: &str) {
        for card in parse_cards(text).unwrap_or_default().into_iter().take(5) {
            let slot = (0..5)
                .map(Slot::Board)
                .find(|s| self.slots.card(*s).is_none());
            if let Some(slot) = slot
                && self.slots.slot_of(card).is_none()
            {
                self.slots.put(slot, card);
            }
        }
    }

    /// Holds a hand of `class`: its first combo (spades before hearts, diamonds, clubs) that
    /// uses no board or dead card.
    pub fn set_class(&mut self, class: HandClass) -> Result<(), InputError> {
        let others = self.others();
        let combo = class
            .combos()
            .filter(|c| !c.collides(others))
            .max_by_key(|c| {
                let (a, b) = c.pair();
                (a.suit() as u8, b.suit() as u8)
            })
            .ok_or(InputError::NoCombo { class })?;
        let (a, b) = combo.pair();
        self.slots.holes_mut().0 = [Some(a), Some(b)];
        if matches!(self.selected(), Some(Slot::Hole { .. })) {
            let next = self.slots.next_empty(Slot::Board(0));
            self.slots.set_selected(next);
        }
        Ok(())
    }

    /// The class of the hand, once it has two cards.
    pub fn class(&self) -> Option<HandClass> {
        match self.hand() {
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
        self.slots.set_board(&[]);
        self.slots.set_dead(Vec::new());
        let next = self.slots.next_empty(Slot::Board(0));
        self.slots.set_selected(next);
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
        inputs.click_slot(hand_slot(1));
        assert_eq!(inputs.hand(), [Some(card("As")), None]);
        assert_eq!(inputs.selected(), Some(hand_slot(1)));
        inputs.place(card("Ah")).unwrap();
        assert_eq!(inputs.class().unwrap().to_string(), "AA");
        assert_eq!(inputs.selected(), Some(Slot::Board(0)));
    }

    #[test]
    fn typed_text_is_checked_against_the_other_places() {
        let mut inputs = GridInputs::default();
        let before = inputs.clone();
        assert!(matches!(
            inputs.set_text(Place::Board, "Ks 7h 2c"),
            Err(InputError::Slot(SlotError::Used { .. }))
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
    fn a_partial_flop_counts_as_dealt_and_a_gap_waits() {
        let mut inputs = GridInputs::default();
        inputs.place(card("Qh")).unwrap();
        inputs.place(card("Jh")).unwrap();
        assert_eq!(inputs.street_board().len(), 2);
        assert_eq!(inputs.pending_board(), 0);
        inputs.place(card("2c")).unwrap();
        assert_eq!(inputs.street_board().len(), 3);
        // A river with no turn waits for the turn.
        inputs.click_slot(Slot::Board(4));
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
        inputs.click_slot(hand_slot(0));
        inputs.click_slot(hand_slot(1));
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

    #[test]
    fn the_hand_is_named_in_the_players_words() {
        assert_eq!(GridInputs::label(hand_slot(0)), "Your first card");
        assert_eq!(GridInputs::label(Slot::Board(3)), "Turn");
        assert_eq!(GridInputs::label(Slot::Dead(1)), "Dead card 2");
    }
}
