//! The Hand Odds table as plain data, apart from any drawing: the seats, the board, the dead
//! cards, which card slot is selected, and every way a user changes them (clicking slots and
//! cards, typing, dealing at random, clearing). Every change keeps the table valid — no card in
//! two places, 2 to 10 seats — so the views never have to check.
//!
//! The slots and what is done with them are the app's one card-slot model,
//! [`CardSlots`]; this module adds the seats (known cards, random, a range), their number, and
//! the equity question the table asks.

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use super::deal::{Deal, Narrowing};
use super::library::SavedRanges;
pub use super::seat::{Seat, SeatRange};
use super::streets::SeatSteps;
use crate::app::card_slots::{CardSlots, parse_slots, slots_text};
pub use crate::app::card_slots::{MAX_DEAD, Slot, SlotError, Street};
use pokerlab::cards::{Card, CardSet, parse_cards};
use pokerlab::equity::{MAX_PLAYERS, MIN_PLAYERS, Method, PlayerSpec};
use pokerlab::range::RangeError;

/// The fewest seats at the table.
pub const MIN_SEATS: usize = MIN_PLAYERS;
/// The most seats at the table.
pub const MAX_SEATS: usize = MAX_PLAYERS;

/// Why a change to the table was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlaceError {
    /// The cards cannot go there: unreadable, already used, too many, no room.
    #[error(transparent)]
    Slot(#[from] SlotError),
    /// The text is neither cards nor a range; the range reader says where it went wrong.
    #[error(transparent)]
    Range(#[from] RangeError),
}

/// How the table's equities are counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Counting {
    /// Exactly when affordable, by sampling otherwise.
    #[default]
    Auto,
    /// Always exactly (refused when it would take far too long).
    Exact,
    /// Always by sampling.
    Sampling,
}

impl Counting {
    /// The choices, in menu order.
    pub const ALL: [Counting; 3] = [Counting::Auto, Counting::Exact, Counting::Sampling];

    /// The name in the menu.
    pub const fn label(self) -> &'static str {
        match self {
            Counting::Auto => "Auto",
            Counting::Exact => "Exact",
            Counting::Sampling => "Sampling",
        }
    }

    /// What the choice means, for its tooltip.
    pub const fn hint(self) -> &'static str {
        match self {
            Counting::Auto => "Exact when it takes under a second or so, sampling otherwise",
            Counting::Exact => {
                "Always count every outcome (refused when it would take far too long)"
            }
            Counting::Sampling => "Always sample (Monte Carlo)",
        }
    }

    /// The engine's method.
    pub const fn method(self) -> Method {
        match self {
            Counting::Auto => Method::Auto,
            Counting::Exact => Method::Exact,
            Counting::Sampling => Method::MonteCarlo,
        }
    }
}

/// The longest text of a seat read back from a saved state (a painted range of every class
/// with weights is under 2,000 characters): a longer one is not a seat the app wrote.
pub const MAX_SAVED_TEXT: usize = 4096;

/// The Hand Odds tab as saved between runs: each place of the table as text, read back
/// leniently, and how equities are counted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedTable {
    /// Each seat as typed (`AsKs`, `As`, `random`, a range such as `QQ+,AKs`, or empty).
    pub seats: Vec<String>,
    /// The board's cards in slot order, `-` for an empty slot (`QhJh2c-5d`).
    pub board: String,
    /// The dead cards.
    pub dead: String,
    /// How equities are counted.
    pub counting: Counting,
    /// The named ranges and the range editor's brush (validated when read; an unreadable
    /// value is the default, and the rest of the table is still read).
    #[serde(deserialize_with = "super::library::lenient")]
    pub ranges: SavedRanges,
    /// What each range seat continues with on the flop and the turn (one entry per seat;
    /// read leniently like `ranges`; steps whose range text differs from the seat's are
    /// dropped).
    #[serde(deserialize_with = "super::library::lenient")]
    pub continuing: Vec<SeatSteps>,
}

impl Default for SavedTable {
    fn default() -> Self {
        Table::new().saved()
    }
}

/// The table.
///
/// ```
/// use pokerlab_app::app::hand_odds::table::{Slot, Table};
/// let mut table = Table::new();
/// for card in ["As", "Ks", "Qd", "Qc"] {
///     table.place(card.parse()?).unwrap();
/// }
/// // The selection moved on to the flop.
/// assert_eq!(table.selected(), Some(Slot::Board(0)));
/// assert!(table.place("Qd".parse()?).is_err()); // already used
/// assert_eq!(table.deal().unwrap().players.len(), 2);
/// # Ok::<(), pokerlab::CardError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    slots: CardSlots<Vec<Seat>>,
}

impl Default for Table {
    fn default() -> Self {
        Table::new()
    }
}

impl Table {
    /// Two empty seats, no board, the first card of player 1 selected.
    pub fn new() -> Table {
        Table {
            slots: CardSlots::new(
                vec![Seat::default(); MIN_SEATS],
                Some(Slot::Hole { seat: 0, index: 0 }),
            ),
        }
    }

    /// `slot` in words, as a screen reader says it and tests find it: "Player 2, first
    /// card", "Flop, second card", "Turn", "River", "Dead card 1".
    pub fn label(slot: Slot) -> String {
        CardSlots::<Vec<Seat>>::label(slot)
    }

    /// The seats.
    pub fn seats(&self) -> &[Seat] {
        self.slots.holes()
    }

    /// The board slots.
    pub fn board(&self) -> [Option<Card>; 5] {
        self.slots.board()
    }

    /// The dead cards, in the order given.
    pub fn dead(&self) -> &[Card] {
        self.slots.dead()
    }

    /// The selected slot: where the next card goes.
    pub fn selected(&self) -> Option<Slot> {
        self.slots.selected()
    }

    /// Every card on the table.
    pub fn used(&self) -> CardSet {
        self.slots.used()
    }

    /// The card in `slot`, if any.
    pub fn card(&self, slot: Slot) -> Option<Card> {
        self.slots.card(slot)
    }

    /// Whether `slot` exists at this table.
    pub fn has_slot(&self, slot: Slot) -> bool {
        self.slots.has_slot(slot)
    }

    /// Where `card` is, if on the table.
    pub fn slot_of(&self, card: Card) -> Option<Slot> {
        self.slots.slot_of(card)
    }

    /// Selects `slot` (ignored if it does not exist).
    pub fn select(&mut self, slot: Slot) {
        self.slots.select(slot);
    }

    /// A click on a slot: takes its card off (if any) and selects it; a random or range
    /// seat's slot makes it a seat of known cards again.
    pub fn click_slot(&mut self, slot: Slot) {
        self.slots.click_slot(slot);
    }

    /// Puts `card` in the selected slot (or the first empty one if none is selected) and
    /// moves the selection to the next empty slot.
    pub fn place(&mut self, card: Card) -> Result<(), PlaceError> {
        Ok(self.slots.place(card)?)
    }

    /// The empty slot after `from`: seats go round the table, then to the board; the board
    /// goes on along the board, then to the seats; dead cards to the next dead card.
    pub fn next_empty(&self, from: Slot) -> Option<Slot> {
        self.slots.next_empty(from)
    }

    /// The selection after a change to seat `seat` that leaves it dealt (random, a range): if
    /// the seat had it, it moves on to the next empty slot.
    fn move_on_from_dealt(&mut self, seat: usize) {
        if matches!(self.selected(), Some(Slot::Hole { seat: s, .. }) if s == seat) {
            let next = self.next_empty(Slot::Hole { seat, index: 1 });
            self.slots.set_selected(next);
        }
    }

    /// Adds an empty seat; returns whether there was room.
    pub fn add_seat(&mut self) -> bool {
        if self.seats().len() >= MAX_SEATS {
            return false;
        }
        self.slots.holes_mut().push(Seat::default());
        let seat = self.seats().len() - 1;
        self.slots.set_selected(Some(Slot::Hole { seat, index: 0 }));
        true
    }

    /// Removes seat `seat` (its cards go back to the deck); returns whether it could (a table
    /// keeps two seats).
    pub fn remove_seat(&mut self, seat: usize) -> bool {
        if self.seats().len() <= MIN_SEATS || seat >= self.seats().len() {
            return false;
        }
        self.slots.holes_mut().remove(seat);
        let selected = match self.selected() {
            Some(Slot::Hole { seat: s, .. }) if s == seat => self.slots.first_empty(),
            Some(Slot::Hole { seat: s, index }) if s > seat => {
                Some(Slot::Hole { seat: s - 1, index })
            }
            other => other,
        };
        self.slots.set_selected(selected);
        true
    }

    /// Makes seat `seat` random (any two cards; its cards go back to the deck) or known cards.
    pub fn set_random(&mut self, seat: usize, random: bool) {
        let Some(s) = self.slots.holes_mut().get_mut(seat) else {
            return;
        };
        *s = if random {
            Seat::Random
        } else {
            Seat::default()
        };
        if random {
            self.move_on_from_dealt(seat);
        } else {
            self.slots.set_selected(Some(Slot::Hole { seat, index: 0 }));
        }
    }

    /// Empties seat `seat`.
    pub fn clear_seat(&mut self, seat: usize) {
        if let Some(s) = self.slots.holes_mut().get_mut(seat) {
            *s = Seat::default();
            self.slots.set_selected(Some(Slot::Hole { seat, index: 0 }));
        }
    }

    /// Empties the board.
    pub fn clear_board(&mut self) {
        self.slots.set_board(&[]);
        self.slots.set_selected(Some(Slot::Board(0)));
    }

    /// Empties every seat, the board and the dead cards (the number of seats stays).
    pub fn clear_all(&mut self) {
        let seats = self.seats().len();
        *self = Table::new();
        *self.slots.holes_mut() = vec![Seat::default(); seats];
    }

    /// Fills the selected seat, street or dead-card slot with random unused cards: a seat gets
    /// its missing cards; a board slot fills the board up to its street (the whole flop at
    /// least); a dead slot gets one card. With nothing selected, the first seat missing cards
    /// is filled, or else the board's next street.
    pub fn deal_random<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let target = self
            .selected()
            .filter(|s| self.has_slot(*s))
            .or_else(|| self.slots.first_empty());
        let slots: Vec<Slot> = match target {
            Some(Slot::Hole { seat, .. }) => {
                if !self.seats()[seat].holds_cards() {
                    self.slots.holes_mut()[seat] = Seat::default();
                }
                (0..2).map(|index| Slot::Hole { seat, index }).collect()
            }
            Some(Slot::Board(i)) => (0..=i.max(2)).map(Slot::Board).collect(),
            Some(Slot::Dead(i)) => vec![Slot::Dead(i.min(self.dead().len()))],
            None => return,
        };
        let mut last = None;
        for slot in slots {
            if !self.slots.is_empty_slot(slot) {
                continue;
            }
            let deck: Vec<Card> = (CardSet::FULL - self.used()).iter().collect();
            if deck.is_empty() {
                break;
            }
            let card = deck[rng.random_range(0..deck.len())];
            self.slots.put(slot, card);
            last = Some(slot);
        }
        if let Some(slot) = last {
            let next = self.next_empty(slot);
            self.slots.set_selected(next);
        }
    }

    /// Sets seat `seat` from text: two cards (`AsKs`), one, none, `random`, or a range
    /// (`QQ+,AKs`, `15%`, `AA:0.5,KK`). On error nothing changes.
    ///
    /// Text made only of cards is read as cards (so `AsKsQs` is too many cards); anything else
    /// is read as a range, whose error says where the text went wrong.
    pub fn set_seat_text(&mut self, seat: usize, text: &str) -> Result<(), PlaceError> {
        let Some(current) = self.seats().get(seat) else {
            return Ok(());
        };
        let trimmed = text.trim();
        if trimmed.eq_ignore_ascii_case("random") || trimmed.eq_ignore_ascii_case("any") {
            self.set_random(seat, true);
            return Ok(());
        }
        if let Err(card_error) = parse_cards(trimmed) {
            return match SeatRange::parse(trimmed) {
                Ok(range) => {
                    self.set_seat_range(seat, Some(range));
                    Ok(())
                }
                // `QdKx` was meant as cards: say what is wrong with the cards.
                Err(_) if looks_like_cards(trimmed) => Err(SlotError::from(card_error).into()),
                Err(e) => Err(e.into()),
            };
        }
        let cards = self
            .slots
            .parse_for(trimmed, 2, "a seat", current.cards())?;
        self.slots.holes_mut()[seat] = Seat::Cards([cards.first().copied(), cards.get(1).copied()]);
        if let Some(Slot::Hole { seat: s, .. }) = self.selected()
            && s == seat
            && cards.len() == 2
        {
            let next = self.next_empty(Slot::Hole { seat, index: 1 });
            self.slots.set_selected(next);
        }
        Ok(())
    }

    /// Puts `new` in seat `seat` as it is (known cards, random, a range): how the range
    /// editor sets a seat and puts it back. Refused, with nothing changed, if one of the cards
    /// is elsewhere on the table.
    pub fn set_seat(&mut self, seat: usize, new: Seat) -> Result<(), PlaceError> {
        let Some(current) = self.seats().get(seat) else {
            return Ok(());
        };
        self.slots
            .check_free(&new.cards().to_vec(), current.cards())?;
        let dealt = !new.holds_cards();
        self.slots.holes_mut()[seat] = new;
        if dealt {
            self.move_on_from_dealt(seat);
        }
        Ok(())
    }

    /// Gives seat `seat` a range (its cards go back to the deck), or empties it (`None`).
    pub fn set_seat_range(&mut self, seat: usize, range: Option<SeatRange>) {
        let Some(s) = self.slots.holes_mut().get_mut(seat) else {
            return;
        };
        let is_range = range.is_some();
        *s = range.map_or_else(Seat::default, Seat::Range);
        if is_range {
            self.move_on_from_dealt(seat);
        }
    }

    /// How many hands of seat `seat`'s range no card on the table blocks (`None` if the seat
    /// holds no range). Zero means the seat cannot be dealt a hand.
    pub fn live_combos(&self, seat: usize) -> Option<usize> {
        let range = self.seats().get(seat)?.range()?;
        Some(range.range().count_live(self.used()))
    }

    /// Sets the board from text: up to five cards, flop first (`Qh7h2c`). On error nothing
    /// changes.
    pub fn set_board_text(&mut self, text: &str) -> Result<(), PlaceError> {
        let own: CardSet = self.board().iter().flatten().copied().collect();
        let cards = self.slots.parse_for(text, 5, "the board", own)?;
        self.slots.set_board(&cards);
        if matches!(self.selected(), Some(Slot::Board(_))) {
            let next = self.next_empty(Slot::Board(0));
            self.slots.set_selected(next);
        }
        Ok(())
    }

    /// Sets the dead cards from text. On error nothing changes.
    pub fn set_dead_text(&mut self, text: &str) -> Result<(), PlaceError> {
        let own = self.slots.dead_cards();
        let cards = self
            .slots
            .parse_for(text, MAX_DEAD, "the dead cards", own)?;
        self.slots.set_dead(cards);
        if matches!(self.selected(), Some(Slot::Dead(_))) {
            let slot = Slot::Dead(self.dead().len().min(MAX_DEAD - 1));
            self.slots.set_selected(Some(slot));
        }
        Ok(())
    }

    /// The board as typed: its cards in slot order.
    pub fn board_text(&self) -> String {
        self.board()
            .iter()
            .flatten()
            .map(|c| c.to_string())
            .collect()
    }

    /// The dead cards as typed.
    pub fn dead_text(&self) -> String {
        self.dead().iter().map(|c| c.to_string()).collect()
    }

    /// The street the board is at: the run of filled slots from the first flop card (one or
    /// two cards are a flop being dealt, and counted).
    pub fn street(&self) -> Street {
        self.slots.street()
    }

    /// How many board cards count (0 to 5): see [`street`](Self::street).
    pub fn board_len(&self) -> usize {
        self.slots.board_len()
    }

    /// The street in words, with how much of a flop being dealt is known ("Flop (2 of 3
    /// cards)").
    pub fn street_label(&self) -> String {
        Street::label(self.board_len())
    }

    /// Board cards placed after an empty slot (a river without a turn): they wait until the
    /// slots before them are filled.
    pub fn pending_board(&self) -> usize {
        self.slots.pending_board()
    }

    /// The equity question the table asks: the ready seats (two cards, or random) and the
    /// board up to its street; `None` if fewer than two seats are ready.
    pub fn deal(&self) -> Option<Deal> {
        let (seats, players): (Vec<usize>, Vec<PlayerSpec>) = self
            .seats()
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.player().map(|p| (i, p)))
            .unzip();
        if players.len() < MIN_PLAYERS {
            return None;
        }
        Some(Deal {
            seats,
            players,
            board: self.slots.street_cards().collect(),
            street: self.street(),
            dead: self.slots.dead_cards(),
            narrowed: Vec::new(),
        })
    }

    /// The table as saved between runs (counting as its default: the tab saves its own).
    pub fn saved(&self) -> SavedTable {
        SavedTable {
            seats: self
                .seats()
                .iter()
                .map(|s| match s {
                    Seat::Cards(cards) => slots_text(cards),
                    Seat::Random | Seat::Range(_) => s.text(),
                })
                .collect(),
            board: slots_text(&self.board()),
            dead: self.dead_text(),
            counting: Counting::Auto,
            ranges: SavedRanges::default(),
            continuing: Vec::new(),
        }
    }

    /// A table from its saved form. Anything unreadable or in conflict (a card twice, too
    /// many seats, a seat's text longer than [`MAX_SAVED_TEXT`]) is dropped; the rest is
    /// kept.
    pub fn from_saved(saved: &SavedTable) -> Table {
        let mut table = Table::new();
        let seats = saved.seats.len().clamp(MIN_SEATS, MAX_SEATS);
        *table.slots.holes_mut() = vec![Seat::default(); seats];
        for (seat, text) in saved.seats.iter().take(seats).enumerate() {
            if text.len() > MAX_SAVED_TEXT {
                continue;
            }
            if text.trim().eq_ignore_ascii_case("random") {
                table.slots.holes_mut()[seat] = Seat::Random;
                continue;
            }
            // Cards are saved as slots (`-Qd`); anything else that reads as a range is one.
            let slots = text.split('-').all(|part| parse_cards(part).is_ok());
            if !slots && let Ok(range) = SeatRange::parse(text) {
                table.slots.holes_mut()[seat] = Seat::Range(range);
                continue;
            }
            for (index, card) in parse_slots(text, 2).into_iter().enumerate() {
                table.put_if_free(Slot::Hole { seat, index }, card);
            }
        }
        for (i, card) in parse_slots(&saved.board, 5).into_iter().enumerate() {
            table.put_if_free(Slot::Board(i), card);
        }
        for card in parse_cards(&saved.dead).unwrap_or_default() {
            let next = Slot::Dead(table.dead().len());
            table.put_if_free(next, Some(card));
        }
        let first = table.slots.first_empty();
        table.slots.set_selected(first);
        table
    }

    /// Puts `card` in `slot` if it is a card not yet on the table.
    fn put_if_free(&mut self, slot: Slot, card: Option<Card>) {
        if let Some(card) = card.filter(|c| self.slot_of(*c).is_none()) {
            self.slots.put(slot, card);
        }
    }
}

/// Whether text that is neither cards nor a range was meant as cards: it starts with a card
/// and has none of a range's punctuation.
fn looks_like_cards(text: &str) -> bool {
    let starts_with_card = [2, 3]
        .iter()
        .any(|&n| text.get(..n).is_some_and(|s| s.parse::<Card>().is_ok()));
    starts_with_card && !text.contains([',', '+', '%', ':', '!', '&', '(', ')'])
}

#[cfg(test)]
mod tests;
