//! The Hand Odds table as plain data, apart from any drawing: the seats, the board, the dead
//! cards, which card slot is selected, and every way a user changes them (clicking slots and
//! cards, typing, dealing at random, clearing). Every change keeps the table valid — no card in
//! two places, 2 to 10 seats — so the views never have to check.

use std::sync::Arc;

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::cards::{Card, CardError, CardSet, parse_cards};
use crate::equity::{MAX_PLAYERS, MIN_PLAYERS, Method, PlayerSpec};
use crate::range::{Range, RangeError};

/// The fewest seats at the table.
pub const MIN_SEATS: usize = MIN_PLAYERS;
/// The most seats at the table.
pub const MAX_SEATS: usize = MAX_PLAYERS;
/// The most dead cards.
pub const MAX_DEAD: usize = 12;

/// One place a card can go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// Hole card `index` (0 or 1) of seat `seat` (from 0).
    Hole {
        /// The seat, from 0.
        seat: usize,
        /// The first (0) or second (1) card.
        index: usize,
    },
    /// Board card `0..5`: three flop cards, the turn, the river.
    Board(usize),
    /// Dead card `0..MAX_DEAD`.
    Dead(usize),
}

impl Slot {
    /// The slot in words, as a screen reader says it and tests find it: "Player 2, first
    /// card", "Flop, second card", "Turn", "River", "Dead card 1".
    pub fn label(self) -> String {
        const NTH: [&str; 3] = ["first", "second", "third"];
        match self {
            Slot::Hole { seat, index } => {
                format!("Player {}, {} card", seat + 1, NTH[index.min(1)])
            }
            Slot::Board(i @ 0..=2) => format!("Flop, {} card", NTH[i]),
            Slot::Board(3) => "Turn".to_owned(),
            Slot::Board(_) => "River".to_owned(),
            Slot::Dead(i) => format!("Dead card {}", i + 1),
        }
    }
}

/// How far the board has come: the longest complete street among the board cards placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Street {
    /// No board (or an incomplete flop).
    PreFlop,
    /// Three board cards.
    Flop,
    /// Four.
    Turn,
    /// Five.
    River,
}

impl Street {
    /// The streets in order.
    pub const ALL: [Street; 4] = [Street::PreFlop, Street::Flop, Street::Turn, Street::River];

    /// Board cards at this street.
    pub const fn board_len(self) -> usize {
        match self {
            Street::PreFlop => 0,
            Street::Flop => 3,
            Street::Turn => 4,
            Street::River => 5,
        }
    }

    /// The street's name.
    pub const fn name(self) -> &'static str {
        match self {
            Street::PreFlop => "Pre-flop",
            Street::Flop => "Flop",
            Street::Turn => "Turn",
            Street::River => "River",
        }
    }

    /// The street's position, 0 to 3.
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A seat's range: the hands the player may hold, with weights, and the range's compact text
/// (`QQ+,AKs`), which is what the seat shows, saves and is typed as.
///
/// ```
/// use pokerlab::app::hand_odds::table::SeatRange;
/// let seat = SeatRange::parse("AA:0.5, KK, QQ+")?;
/// assert_eq!(seat.text(), "QQ+");
/// assert_eq!(seat.range().count(), 18);
/// // A lone combo is written in parentheses, so it reads back as a range, not as cards.
/// assert_eq!(SeatRange::parse("AsKs:1")?.text(), "(AsKs)");
/// # Ok::<(), pokerlab::range::RangeError>(())
/// ```
#[derive(Clone, Debug)]
pub struct SeatRange {
    range: Arc<Range>,
    text: String,
}

impl SeatRange {
    /// The seat range of `range`, or `None` if it holds no hand.
    pub fn new(range: Range) -> Option<SeatRange> {
        if range.is_empty() {
            return None;
        }
        let mut text = range.to_string();
        if parse_cards(&text).is_ok() {
            // `AsKs` alone would read back as two cards.
            text = format!("({text})");
        }
        Some(SeatRange {
            range: Arc::new(range),
            text,
        })
    }

    /// Reads range text (see [`crate::range`]); a range with no hand is an error.
    pub fn parse(text: &str) -> Result<SeatRange, RangeError> {
        let range: Range = text.parse()?;
        let start = text.len() - text.trim_start().len();
        SeatRange::new(range).ok_or_else(|| {
            RangeError::empty(
                start,
                text.trim(),
                format!("`{}` holds no hands", text.trim()),
            )
        })
    }

    /// The range.
    pub fn range(&self) -> &Range {
        &self.range
    }

    /// The compact text: `QQ+,AKs`.
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl PartialEq for SeatRange {
    fn eq(&self, other: &SeatRange) -> bool {
        self.text == other.text && self.range == other.range
    }
}

// Weights are clamped into [0, 1] and never NaN, so equality is an equivalence.
impl Eq for SeatRange {}

impl std::hash::Hash for SeatRange {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

/// What one seat holds.
///
/// A seat becomes a player of an equity request through [`Seat::player`], and is typed and
/// saved as text through [`Seat::text`] and [`Table::set_seat_text`]; a new kind of seat is a
/// new variant handled in those three places and drawn by the tab.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// Known cards, each slot filled or not.
    Cards([Option<Card>; 2]),
    /// Any two cards: the seat is dealt at random from what is left.
    Random,
    /// One hand of a range, as likely as its weight, among those no known card blocks.
    Range(SeatRange),
}

impl Default for Seat {
    fn default() -> Self {
        Seat::Cards([None, None])
    }
}

impl Seat {
    /// The cards placed in this seat.
    pub fn cards(&self) -> CardSet {
        match self {
            Seat::Cards(cards) => cards.iter().flatten().copied().collect(),
            Seat::Random | Seat::Range(_) => CardSet::EMPTY,
        }
    }

    /// The player this seat is in an equity request, if it is ready: two cards, random, or a
    /// range.
    pub fn player(&self) -> Option<PlayerSpec> {
        match self {
            Seat::Cards([Some(a), Some(b)]) => {
                crate::equity::HoleCards::new(*a, *b).map(Into::into)
            }
            Seat::Cards(_) => None,
            Seat::Random => Some(PlayerSpec::Random),
            Seat::Range(r) => Some(PlayerSpec::Range(r.range().clone())),
        }
    }

    /// Whether nothing is placed and the seat is neither random nor a range.
    pub fn is_empty(&self) -> bool {
        *self == Seat::Cards([None, None])
    }

    /// Whether the seat takes cards in its slots (known cards), rather than being dealt.
    pub fn holds_cards(&self) -> bool {
        matches!(self, Seat::Cards(_))
    }

    /// The seat's range, if it holds one.
    pub fn range(&self) -> Option<&SeatRange> {
        match self {
            Seat::Range(r) => Some(r),
            Seat::Cards(_) | Seat::Random => None,
        }
    }

    /// The seat as typed: `AsKs`, `As`, `random`, a range (`QQ+,AKs`), or nothing.
    pub fn text(&self) -> String {
        match self {
            Seat::Cards(cards) => cards.iter().flatten().map(|c| c.to_string()).collect(),
            Seat::Random => "random".to_owned(),
            Seat::Range(r) => r.text().to_owned(),
        }
    }
}

/// Why a card could not be placed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlaceError {
    /// The text is not a list of cards.
    #[error(transparent)]
    Card(#[from] CardError),
    /// The card is already on the table.
    #[error("{card} is already used ({place})")]
    Used {
        /// The card.
        card: Card,
        /// Where it is, in words.
        place: String,
    },
    /// Too many cards for the place.
    #[error("{place} takes at most {max} cards, got {found}")]
    TooMany {
        /// The place, in words.
        place: &'static str,
        /// Its capacity.
        max: usize,
        /// How many were given.
        found: usize,
    },
    /// No empty slot is left to put a card in.
    #[error("every slot is full: click a card on the table to take it off first")]
    NoSlot,
    /// The text is neither cards nor a range; the range reader says where it went wrong.
    #[error(transparent)]
    Range(#[from] RangeError),
}

/// What an equity computation of the table needs: the seats in the hand, in order, and what
/// is known.
#[derive(Clone, Debug, PartialEq)]
pub struct Deal {
    /// Indices of the seats in the hand (ready seats; empty or half-filled ones wait).
    pub seats: Vec<usize>,
    /// Their players, in the same order.
    pub players: Vec<PlayerSpec>,
    /// The board up to the street reached: 0, 3, 4 or 5 cards, in order.
    pub board: Vec<Card>,
    /// How far the board has come.
    pub street: Street,
    /// The dead cards.
    pub dead: CardSet,
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

    /// The engine's method.
    pub const fn method(self) -> Method {
        match self {
            Counting::Auto => Method::Auto,
            Counting::Exact => Method::Exact,
            Counting::Sampling => Method::MonteCarlo,
        }
    }
}

/// The table as saved between runs: each place as text, read back leniently.
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
}

impl Default for SavedTable {
    fn default() -> Self {
        Table::new().saved()
    }
}

/// The table.
///
/// ```
/// use pokerlab::app::hand_odds::table::{Slot, Table};
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
    seats: Vec<Seat>,
    board: [Option<Card>; 5],
    dead: Vec<Card>,
    selected: Option<Slot>,
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
            seats: vec![Seat::default(); MIN_SEATS],
            board: [None; 5],
            dead: Vec::new(),
            selected: Some(Slot::Hole { seat: 0, index: 0 }),
        }
    }

    /// The seats.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// The board slots.
    pub fn board(&self) -> [Option<Card>; 5] {
        self.board
    }

    /// The dead cards, in the order given.
    pub fn dead(&self) -> &[Card] {
        &self.dead
    }

    /// The selected slot: where the next card goes.
    pub fn selected(&self) -> Option<Slot> {
        self.selected
    }

    /// Every card on the table.
    pub fn used(&self) -> CardSet {
        let seats = self
            .seats
            .iter()
            .fold(CardSet::EMPTY, |s, seat| s | seat.cards());
        seats | self.board.iter().flatten().copied().collect::<CardSet>() | self.dead_set()
    }

    fn dead_set(&self) -> CardSet {
        self.dead.iter().copied().collect()
    }

    /// The card in `slot`, if any.
    pub fn card(&self, slot: Slot) -> Option<Card> {
        match slot {
            Slot::Hole { seat, index } => match self.seats.get(seat)? {
                Seat::Cards(cards) => *cards.get(index)?,
                Seat::Random | Seat::Range(_) => None,
            },
            Slot::Board(i) => *self.board.get(i)?,
            Slot::Dead(i) => self.dead.get(i).copied(),
        }
    }

    /// Whether `slot` exists at this table.
    pub fn has_slot(&self, slot: Slot) -> bool {
        match slot {
            Slot::Hole { seat, index } => seat < self.seats.len() && index < 2,
            Slot::Board(i) => i < 5,
            Slot::Dead(i) => i <= self.dead.len() && i < MAX_DEAD,
        }
    }

    /// Where `card` is, if on the table.
    pub fn slot_of(&self, card: Card) -> Option<Slot> {
        for (seat, s) in self.seats.iter().enumerate() {
            if let Seat::Cards(cards) = s
                && let Some(index) = cards.iter().position(|c| *c == Some(card))
            {
                return Some(Slot::Hole { seat, index });
            }
        }
        if let Some(i) = self.board.iter().position(|c| *c == Some(card)) {
            return Some(Slot::Board(i));
        }
        self.dead.iter().position(|c| *c == card).map(Slot::Dead)
    }

    /// Selects `slot` (ignored if it does not exist).
    pub fn select(&mut self, slot: Slot) {
        if self.has_slot(slot) {
            self.selected = Some(slot);
        }
    }

    /// A click on a slot: takes its card off (if any) and selects it.
    pub fn click_slot(&mut self, slot: Slot) {
        if !self.has_slot(slot) {
            return;
        }
        if let Slot::Hole { seat, .. } = slot
            && !self.seats[seat].holds_cards()
        {
            self.seats[seat] = Seat::default();
        }
        self.remove(slot);
        // Removing a dead card closes the gap; select the slot a new one would go in.
        let slot = match slot {
            Slot::Dead(_) => Slot::Dead(self.dead.len().min(MAX_DEAD - 1)),
            other => other,
        };
        self.selected = Some(slot);
    }

    /// Takes the card in `slot` off the table.
    pub fn remove(&mut self, slot: Slot) {
        match slot {
            Slot::Hole { seat, index } => {
                if let Some(Seat::Cards(cards)) = self.seats.get_mut(seat)
                    && let Some(c) = cards.get_mut(index)
                {
                    *c = None;
                }
            }
            Slot::Board(i) => {
                if let Some(c) = self.board.get_mut(i) {
                    *c = None;
                }
            }
            Slot::Dead(i) => {
                if i < self.dead.len() {
                    self.dead.remove(i);
                }
            }
        }
    }

    /// Puts `card` in the selected slot (or the first empty one if none is selected) and
    /// moves the selection to the next empty slot.
    pub fn place(&mut self, card: Card) -> Result<(), PlaceError> {
        if let Some(slot) = self.slot_of(card) {
            return Err(PlaceError::Used {
                card,
                place: slot.label(),
            });
        }
        let slot = match self.selected.filter(|s| self.has_slot(*s)) {
            Some(slot) => slot,
            None => self.first_empty().ok_or(PlaceError::NoSlot)?,
        };
        self.put(slot, card);
        self.selected = self.next_empty(slot);
        Ok(())
    }

    /// Puts `card` (not on the table) into `slot`, replacing what was there.
    fn put(&mut self, slot: Slot, card: Card) {
        match slot {
            Slot::Hole { seat, index } => {
                if let Some(s) = self.seats.get_mut(seat) {
                    let mut cards = match s {
                        Seat::Cards(cards) => *cards,
                        Seat::Random | Seat::Range(_) => [None, None],
                    };
                    if let Some(c) = cards.get_mut(index) {
                        *c = Some(card);
                    }
                    *s = Seat::Cards(cards);
                }
            }
            Slot::Board(i) => {
                if let Some(c) = self.board.get_mut(i) {
                    *c = Some(card);
                }
            }
            Slot::Dead(i) => {
                if i < self.dead.len() {
                    self.dead[i] = card;
                } else if self.dead.len() < MAX_DEAD {
                    self.dead.push(card);
                }
            }
        }
    }

    fn is_empty_slot(&self, slot: Slot) -> bool {
        match slot {
            Slot::Hole { seat, .. } => {
                self.seats.get(seat).is_some_and(Seat::holds_cards) && self.card(slot).is_none()
            }
            Slot::Board(i) => i < 5 && self.board[i].is_none(),
            Slot::Dead(i) => i == self.dead.len() && i < MAX_DEAD,
        }
    }

    fn hole_slots(&self) -> impl Iterator<Item = Slot> + '_ {
        (0..self.seats.len()).flat_map(|seat| (0..2).map(move |index| Slot::Hole { seat, index }))
    }

    /// The first empty slot: a seat's, then the board's.
    fn first_empty(&self) -> Option<Slot> {
        self.hole_slots()
            .chain((0..5).map(Slot::Board))
            .find(|s| self.is_empty_slot(*s))
    }

    /// The empty slot after `from`: seats go round the table, then to the board; the board
    /// goes on along the board; dead cards to the next dead card.
    pub fn next_empty(&self, from: Slot) -> Option<Slot> {
        match from {
            Slot::Hole { seat, index } => {
                let holes: Vec<Slot> = self.hole_slots().collect();
                let at = (seat * 2 + index).min(holes.len());
                holes[at..]
                    .iter()
                    .chain(&holes[..at])
                    .copied()
                    .chain((0..5).map(Slot::Board))
                    .find(|s| self.is_empty_slot(*s))
            }
            Slot::Board(i) => (i..5)
                .chain(0..i)
                .map(Slot::Board)
                .find(|s| self.is_empty_slot(*s)),
            Slot::Dead(_) => Some(Slot::Dead(self.dead.len())).filter(|s| self.is_empty_slot(*s)),
        }
    }

    /// Adds an empty seat; returns whether there was room.
    pub fn add_seat(&mut self) -> bool {
        if self.seats.len() >= MAX_SEATS {
            return false;
        }
        self.seats.push(Seat::default());
        self.selected = Some(Slot::Hole {
            seat: self.seats.len() - 1,
            index: 0,
        });
        true
    }

    /// Removes seat `seat` (its cards go back to the deck); returns whether it could (a table
    /// keeps two seats).
    pub fn remove_seat(&mut self, seat: usize) -> bool {
        if self.seats.len() <= MIN_SEATS || seat >= self.seats.len() {
            return false;
        }
        self.seats.remove(seat);
        self.selected = match self.selected {
            Some(Slot::Hole { seat: s, .. }) if s == seat => self.first_empty(),
            Some(Slot::Hole { seat: s, index }) if s > seat => {
                Some(Slot::Hole { seat: s - 1, index })
            }
            other => other,
        };
        true
    }

    /// Makes seat `seat` random (any two cards; its cards go back to the deck) or known cards.
    pub fn set_random(&mut self, seat: usize, random: bool) {
        let Some(s) = self.seats.get_mut(seat) else {
            return;
        };
        *s = if random {
            Seat::Random
        } else {
            Seat::default()
        };
        if random && matches!(self.selected, Some(Slot::Hole { seat: s, .. }) if s == seat) {
            let from = Slot::Hole { seat, index: 1 };
            self.selected = self.next_empty(from);
        } else if !random {
            self.selected = Some(Slot::Hole { seat, index: 0 });
        }
    }

    /// Empties seat `seat`.
    pub fn clear_seat(&mut self, seat: usize) {
        if let Some(s) = self.seats.get_mut(seat) {
            *s = Seat::default();
            self.selected = Some(Slot::Hole { seat, index: 0 });
        }
    }

    /// Empties the board.
    pub fn clear_board(&mut self) {
        self.board = [None; 5];
        self.selected = Some(Slot::Board(0));
    }

    /// Empties every seat, the board and the dead cards (the number of seats stays).
    pub fn clear_all(&mut self) {
        let seats = self.seats.len();
        *self = Table::new();
        self.seats = vec![Seat::default(); seats];
    }

    /// Fills the selected seat, street or dead-card slot with random unused cards: a seat gets
    /// its missing cards; a board slot fills the board up to its street (the whole flop at
    /// least); a dead slot gets one card. With nothing selected, the first seat missing cards
    /// is filled, or else the board's next street.
    pub fn deal_random<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let target = self
            .selected
            .filter(|s| self.has_slot(*s))
            .or_else(|| self.first_empty());
        let slots: Vec<Slot> = match target {
            Some(Slot::Hole { seat, .. }) => {
                if !self.seats[seat].holds_cards() {
                    self.seats[seat] = Seat::default();
                }
                (0..2).map(|index| Slot::Hole { seat, index }).collect()
            }
            Some(Slot::Board(i)) => (0..=i.max(2)).map(Slot::Board).collect(),
            Some(Slot::Dead(i)) => vec![Slot::Dead(i.min(self.dead.len()))],
            None => return,
        };
        let mut last = None;
        for slot in slots {
            if !self.is_empty_slot(slot) {
                continue;
            }
            let deck: Vec<Card> = (CardSet::FULL - self.used()).iter().collect();
            if deck.is_empty() {
                break;
            }
            let card = deck[rng.random_range(0..deck.len())];
            self.put(slot, card);
            last = Some(slot);
        }
        if let Some(slot) = last {
            self.selected = self.next_empty(slot);
        }
    }

    /// Parses `text` into at most `max` cards none of which is on the table outside `own`.
    fn parse_for(
        &self,
        text: &str,
        max: usize,
        place: &'static str,
        own: CardSet,
    ) -> Result<Vec<Card>, PlaceError> {
        let cards = parse_cards(text)?;
        if cards.len() > max {
            return Err(PlaceError::TooMany {
                place,
                max,
                found: cards.len(),
            });
        }
        let others = self.used() - own;
        if let Some(&card) = cards.iter().find(|c| others.contains(**c)) {
            let place = self.slot_of(card).map_or_else(String::new, Slot::label);
            return Err(PlaceError::Used { card, place });
        }
        Ok(cards)
    }

    /// Sets seat `seat` from text: two cards (`AsKs`), one, none, `random`, or a range
    /// (`QQ+,AKs`, `15%`, `AA:0.5,KK`). On error nothing changes.
    ///
    /// Text made only of cards is read as cards (so `AsKsQs` is too many cards); anything else
    /// is read as a range, whose error says where the text went wrong.
    pub fn set_seat_text(&mut self, seat: usize, text: &str) -> Result<(), PlaceError> {
        let Some(current) = self.seats.get(seat) else {
            return Ok(());
        };
        let trimmed = text.trim();
        if trimmed.eq_ignore_ascii_case("random") || trimmed.eq_ignore_ascii_case("any") {
            self.set_random(seat, true);
            return Ok(());
        }
        if let Err(card_error) = parse_cards(trimmed) {
            match SeatRange::parse(trimmed) {
                Ok(range) => {
                    self.set_seat_range(seat, Some(range));
                    return Ok(());
                }
                // `QdKx` was meant as cards: say what is wrong with the cards.
                Err(_) if looks_like_cards(trimmed) => return Err(card_error.into()),
                Err(e) => return Err(e.into()),
            }
        }
        let cards = self.parse_for(trimmed, 2, "a seat", current.cards())?;
        self.seats[seat] = Seat::Cards([cards.first().copied(), cards.get(1).copied()]);
        if let Some(Slot::Hole { seat: s, .. }) = self.selected
            && s == seat
            && cards.len() == 2
        {
            self.selected = self.next_empty(Slot::Hole { seat, index: 1 });
        }
        Ok(())
    }

    /// Puts `new` in seat `seat` as it is (known cards, random, a range): how the range
    /// editor sets a seat and puts it back. Refused, with nothing changed, if one of the cards
    /// is elsewhere on the table.
    pub fn set_seat(&mut self, seat: usize, new: Seat) -> Result<(), PlaceError> {
        let Some(current) = self.seats.get(seat) else {
            return Ok(());
        };
        let others = self.used() - current.cards();
        if let Some(card) = (new.cards() & others).first() {
            let place = self.slot_of(card).map_or_else(String::new, Slot::label);
            return Err(PlaceError::Used { card, place });
        }
        let dealt = !new.holds_cards();
        self.seats[seat] = new;
        if dealt && matches!(self.selected, Some(Slot::Hole { seat: s, .. }) if s == seat) {
            self.selected = self.next_empty(Slot::Hole { seat, index: 1 });
        }
        Ok(())
    }

    /// Gives seat `seat` a range (its cards go back to the deck), or empties it (`None`).
    pub fn set_seat_range(&mut self, seat: usize, range: Option<SeatRange>) {
        let Some(s) = self.seats.get_mut(seat) else {
            return;
        };
        let is_range = range.is_some();
        *s = range.map_or_else(Seat::default, Seat::Range);
        if is_range && matches!(self.selected, Some(Slot::Hole { seat: s, .. }) if s == seat) {
            self.selected = self.next_empty(Slot::Hole { seat, index: 1 });
        }
    }

    /// How many hands of seat `seat`'s range no card on the table blocks (`None` if the seat
    /// holds no range). Zero means the seat cannot be dealt a hand.
    pub fn live_combos(&self, seat: usize) -> Option<usize> {
        let range = self.seats.get(seat)?.range()?;
        Some(range.range().count_live(self.used()))
    }

    /// Sets the board from text: up to five cards, flop first (`Qh7h2c`). On error nothing
    /// changes.
    pub fn set_board_text(&mut self, text: &str) -> Result<(), PlaceError> {
        let own: CardSet = self.board.iter().flatten().copied().collect();
        let cards = self.parse_for(text, 5, "the board", own)?;
        self.board = [None; 5];
        for (slot, card) in self.board.iter_mut().zip(cards) {
            *slot = Some(card);
        }
        if matches!(self.selected, Some(Slot::Board(_))) {
            self.selected = self.next_empty(Slot::Board(0));
        }
        Ok(())
    }

    /// Sets the dead cards from text. On error nothing changes.
    pub fn set_dead_text(&mut self, text: &str) -> Result<(), PlaceError> {
        let cards = self.parse_for(text, MAX_DEAD, "the dead cards", self.dead_set())?;
        self.dead = cards;
        if matches!(self.selected, Some(Slot::Dead(_))) {
            self.selected = Some(Slot::Dead(self.dead.len().min(MAX_DEAD - 1)));
        }
        Ok(())
    }

    /// The board as typed: its cards in slot order.
    pub fn board_text(&self) -> String {
        self.board.iter().flatten().map(|c| c.to_string()).collect()
    }

    /// The dead cards as typed.
    pub fn dead_text(&self) -> String {
        self.dead.iter().map(|c| c.to_string()).collect()
    }

    /// The street the board has reached: the longest run of filled slots from the first flop
    /// card that makes a whole street.
    pub fn street(&self) -> Street {
        let run = self.board.iter().take_while(|c| c.is_some()).count();
        match run {
            5 => Street::River,
            4 => Street::Turn,
            3 => Street::Flop,
            _ => Street::PreFlop,
        }
    }

    /// Board cards placed beyond the street reached (a partial flop, a river without a turn):
    /// they wait until their street is complete.
    pub fn pending_board(&self) -> usize {
        self.board.iter().flatten().count() - self.street().board_len()
    }

    /// The equity question the table asks: the ready seats (two cards, or random) and the
    /// board up to its street; `None` if fewer than two seats are ready.
    pub fn deal(&self) -> Option<Deal> {
        let (seats, players): (Vec<usize>, Vec<PlayerSpec>) = self
            .seats
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.player().map(|p| (i, p)))
            .unzip();
        if players.len() < MIN_PLAYERS {
            return None;
        }
        let street = self.street();
        let board = self.board[..street.board_len()]
            .iter()
            .flatten()
            .copied()
            .collect();
        Some(Deal {
            seats,
            players,
            board,
            street,
            dead: self.dead_set(),
        })
    }

    /// The table as saved between runs.
    pub fn saved(&self) -> SavedTable {
        SavedTable {
            seats: self
                .seats
                .iter()
                .map(|s| match s {
                    Seat::Cards(cards) => slots_text(cards),
                    Seat::Random | Seat::Range(_) => s.text(),
                })
                .collect(),
            board: slots_text(&self.board),
            dead: self.dead_text(),
            counting: Counting::Auto,
        }
    }

    /// A table from its saved form. Anything unreadable or in conflict (a card twice, too
    /// many seats) is dropped; the rest is kept.
    pub fn from_saved(saved: &SavedTable) -> Table {
        let mut table = Table::new();
        let seats = saved.seats.len().clamp(MIN_SEATS, MAX_SEATS);
        table.seats = vec![Seat::default(); seats];
        for (seat, text) in saved.seats.iter().take(seats).enumerate() {
            if text.trim().eq_ignore_ascii_case("random") {
                table.seats[seat] = Seat::Random;
                continue;
            }
            // Cards are saved as slots (`-Qd`); anything else that reads as a range is one.
            let slots = text.split('-').all(|part| parse_cards(part).is_ok());
            if !slots && let Ok(range) = SeatRange::parse(text) {
                table.seats[seat] = Seat::Range(range);
                continue;
            }
            for (index, card) in parse_slots(text, 2).into_iter().enumerate() {
                if let Some(card) = card.filter(|c| table.slot_of(*c).is_none()) {
                    table.put(Slot::Hole { seat, index }, card);
                }
            }
        }
        for (i, card) in parse_slots(&saved.board, 5).into_iter().enumerate() {
            if let Some(card) = card.filter(|c| table.slot_of(*c).is_none()) {
                table.board[i] = Some(card);
            }
        }
        for card in parse_cards(&saved.dead).unwrap_or_default() {
            if table.slot_of(card).is_none() && table.dead.len() < MAX_DEAD {
                table.dead.push(card);
            }
        }
        table.selected = table.first_empty();
        table
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

/// Slots as text, `-` for an empty one, trailing empty ones left out: `Jh-2c`.
fn slots_text(slots: &[Option<Card>]) -> String {
    let text: String = slots
        .iter()
        .map(|c| c.map_or_else(|| "-".to_owned(), |c| c.to_string()))
        .collect();
    text.trim_end_matches('-').to_owned()
}

/// Reads [`slots_text`] back into `n` slots; unreadable pieces become empty slots.
fn parse_slots(text: &str, n: usize) -> Vec<Option<Card>> {
    let mut slots = vec![None; n];
    let mut slot = 0;
    for (k, segment) in text.split('-').enumerate() {
        if k > 0 {
            slot += 1;
        }
        for card in parse_cards(segment).unwrap_or_default() {
            if let Some(s) = slots.get_mut(slot) {
                *s = Some(card);
            }
            slot += 1;
        }
    }
    slots
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn table_with(seats: &[&str], board: &str) -> Table {
        let mut t = Table::new();
        while t.seats.len() < seats.len() {
            t.add_seat();
        }
        for (i, s) in seats.iter().enumerate() {
            t.set_seat_text(i, s).unwrap();
        }
        t.set_board_text(board).unwrap();
        t
    }

    /// No card twice, sizes in range, the selection on an existing slot.
    fn check_invariants(t: &Table) {
        let mut seen = CardSet::EMPTY;
        let all = t
            .seats
            .iter()
            .flat_map(|s| s.cards())
            .chain(t.board.iter().flatten().copied())
            .chain(t.dead.iter().copied());
        for c in all {
            assert!(seen.insert(c), "{c} twice in {t:?}");
        }
        assert!((MIN_SEATS..=MAX_SEATS).contains(&t.seats.len()));
        assert!(t.dead.len() <= MAX_DEAD);
        if let Some(s) = t.selected {
            assert!(t.has_slot(s), "{s:?} in {t:?}");
        }
    }

    #[test]
    fn labels() {
        assert_eq!(
            Slot::Hole { seat: 1, index: 0 }.label(),
            "Player 2, first card"
        );
        assert_eq!(
            Slot::Hole { seat: 9, index: 1 }.label(),
            "Player 10, second card"
        );
        assert_eq!(Slot::Board(1).label(), "Flop, second card");
        assert_eq!(Slot::Board(3).label(), "Turn");
        assert_eq!(Slot::Board(4).label(), "River");
        assert_eq!(Slot::Dead(0).label(), "Dead card 1");
    }

    #[test]
    fn clicking_cards_fills_seats_then_the_flop() {
        let mut t = Table::new();
        t.add_seat();
        t.select(Slot::Hole { seat: 0, index: 0 });
        for c in ["As", "Ks", "Qd", "Qc", "7h", "6h", "Jh", "Th", "2c"] {
            t.place(card(c)).unwrap();
        }
        assert_eq!(t.street(), Street::Flop);
        assert_eq!(t.selected(), Some(Slot::Board(3)));
        let deal = t.deal().unwrap();
        assert_eq!(deal.players.len(), 3);
        assert_eq!(deal.board.len(), 3);
        assert_eq!(t.seats()[2].text(), "7h6h");
    }

    #[test]
    fn used_cards_are_refused_and_nothing_changes() {
        let mut t = table_with(&["AsKs", "QdQc"], "");
        let before = t.clone();
        assert_eq!(
            t.place(card("Ks")),
            Err(PlaceError::Used {
                card: card("Ks"),
                place: "Player 1, second card".into()
            })
        );
        assert_eq!(t, before);
        assert!(t.set_seat_text(1, "AsJd").is_err());
        assert!(t.set_board_text("Qh Kx").is_err());
        assert!(t.set_board_text("AhKhQhJhTh9h").is_err());
        assert_eq!(t, before);
    }

    #[test]
    fn clicking_a_placed_card_takes_it_off_and_selects_its_slot() {
        let mut t = table_with(&["AsKs", "QdQc"], "Jh Th 2c");
        t.click_slot(Slot::Board(1));
        assert_eq!(t.board()[1], None);
        assert_eq!(t.selected(), Some(Slot::Board(1)));
        assert_eq!(t.street(), Street::PreFlop);
        assert_eq!(t.pending_board(), 2);
        t.place(card("9h")).unwrap();
        assert_eq!(t.street(), Street::Flop);
    }

    #[test]
    fn half_filled_and_empty_seats_wait() {
        let mut t = table_with(&["AsKs", "Qd", ""], "");
        assert!(t.deal().is_none());
        t.set_random(2, true);
        let deal = t.deal().unwrap();
        assert_eq!(deal.seats, vec![0, 2]);
        assert_eq!(deal.players[1], PlayerSpec::Random);
    }

    #[test]
    fn seats_are_added_and_removed_within_limits() {
        let mut t = Table::new();
        assert!(!t.remove_seat(0));
        for _ in 0..20 {
            t.add_seat();
        }
        assert_eq!(t.seats().len(), MAX_SEATS);
        t.set_seat_text(9, "AhAd").unwrap();
        assert!(t.remove_seat(3));
        assert_eq!(t.seats()[8].text(), "AhAd");
    }

    #[test]
    fn random_fills_the_selected_place() {
        let mut rng = SmallRng::seed_from_u64(7);
        let mut t = table_with(&["AsKs", ""], "");
        t.select(Slot::Hole { seat: 1, index: 0 });
        t.deal_random(&mut rng);
        assert_eq!(t.seats()[1].cards().len(), 2);
        t.select(Slot::Board(0));
        t.deal_random(&mut rng);
        assert_eq!(t.street(), Street::Flop);
        t.deal_random(&mut rng); // the turn is selected now
        assert_eq!(t.street(), Street::Turn);
        check_invariants(&t);
    }

    #[test]
    fn saved_tables_round_trip_and_bad_ones_keep_what_they_can() {
        let mut t = table_with(&["AsKs", "random", "Qd"], "Jh Th 2c");
        t.click_slot(Slot::Board(1));
        t.set_dead_text("2h 3h").unwrap();
        let saved = t.saved();
        assert_eq!(saved.board, "Jh-2c");
        let back = Table::from_saved(&saved);
        assert_eq!(back.seats(), t.seats());
        assert_eq!(back.board(), t.board());
        assert_eq!(back.dead(), t.dead());

        let bad = SavedTable {
            seats: vec!["AsKs".into(), "-Qd".into(), "junk".into(), "AsJd".into()],
            board: "As Zz".into(),
            dead: "Qd".into(),
            counting: Counting::Auto,
        };
        let t = Table::from_saved(&bad);
        check_invariants(&t);
        assert_eq!(t.seats().len(), 4);
        assert_eq!(t.seats()[0].text(), "AsKs");
        assert_eq!(t.seats()[3], Seat::Cards([None, Some(card("Jd"))]));
        assert_eq!(t.board(), [None; 5]);
        assert_eq!(t.seats()[1], Seat::Cards([None, Some(card("Qd"))]));
        assert_eq!(
            Table::from_saved(&SavedTable {
                seats: vec![],
                ..bad
            })
            .seats()
            .len(),
            2
        );
    }

    #[test]
    fn typed_text_makes_cards_random_or_a_range() {
        let mut t = table_with(&["QQ+, AKs", "AhKd"], "Qh7h2c");
        let Seat::Range(range) = &t.seats()[0] else {
            panic!("{:?}", t.seats()[0])
        };
        assert_eq!(range.text(), "QQ+,AKs");
        // The board's queen and player 2's ace and king leave three of each pair and two of
        // the four AKs.
        assert_eq!(t.live_combos(0), Some(3 + 3 + 3 + 2));
        assert_eq!(t.live_combos(1), None);
        for (text, shown) in [
            ("15%", None),
            ("AA:0.5,KK", Some("KK,AA:0.5")),
            ("AK", Some("AK")),
        ] {
            t.set_seat_text(0, text).unwrap();
            assert!(matches!(t.seats()[0], Seat::Range(_)), "{text}");
            if let Some(shown) = shown {
                assert_eq!(t.seats()[0].text(), shown);
            }
        }
        t.set_seat_text(0, "random").unwrap();
        assert_eq!(t.seats()[0], Seat::Random);
        t.set_seat_text(0, "AsKs").unwrap();
        assert_eq!(t.seats()[0].text(), "AsKs");
        // Too many cards is a card error, not a range.
        assert!(matches!(
            t.set_seat_text(0, "AsKsQs"),
            Err(PlaceError::TooMany { .. })
        ));
        // A bad range says where, and nothing changes.
        let before = t.clone();
        let Err(PlaceError::Range(e)) = t.set_seat_text(0, "QQ+, AZs") else {
            panic!()
        };
        assert_eq!((e.pos, e.token.as_str()), (5, "AZs"));
        // Text meant as cards gets the cards' error.
        assert!(matches!(
            t.set_seat_text(0, "QdKx"),
            Err(PlaceError::Card(_))
        ));
        assert!(matches!(
            t.set_seat_text(0, "AA ! AA"),
            Err(PlaceError::Range(_))
        ));
        assert_eq!(t, before);
        let deal = t.deal().unwrap();
        assert_eq!(deal.players.len(), 2);
    }

    #[test]
    fn a_range_seat_takes_no_cards_until_a_card_is_put_in_it() {
        let mut t = table_with(&["QQ+", ""], "");
        // The selection skips the range seat.
        t.select(Slot::Hole { seat: 1, index: 0 });
        for c in ["As", "Ks", "Jh", "Th", "2c"] {
            t.place(card(c)).unwrap();
        }
        assert!(t.seats()[0].range().is_some());
        assert_eq!(t.street(), Street::Flop);
        assert_eq!(t.deal().unwrap().players[0].range().unwrap().count(), 18);
        // Clicking one of its slots makes it a seat for cards again.
        t.click_slot(Slot::Hole { seat: 0, index: 0 });
        assert_eq!(t.seats()[0], Seat::default());
        t.place(card("Qd")).unwrap();
        assert_eq!(t.seats()[0].text(), "Qd");
        check_invariants(&t);
    }

    #[test]
    fn set_seat_puts_any_seat_back_unless_its_cards_are_taken() {
        let mut t = table_with(&["AsKs", "QQ+"], "");
        let cards = t.seats()[0].clone();
        let range = t.seats()[1].clone();
        t.set_seat(0, range.clone()).unwrap();
        assert_eq!(t.seats()[0], range);
        t.set_board_text("As7h2c").unwrap();
        let before = t.clone();
        assert_eq!(
            t.set_seat(0, cards),
            Err(PlaceError::Used {
                card: card("As"),
                place: "Flop, first card".into()
            })
        );
        assert_eq!(t, before);
        t.set_seat(0, Seat::Random).unwrap();
        assert_eq!(t.seats()[0], Seat::Random);
    }

    #[test]
    fn range_seats_are_saved_as_text_and_read_back() {
        let t = table_with(&["AA:0.5, KK, AhKd", "99-22", "AsKs:1", ""], "Qh7h2c");
        assert_eq!(t.seats()[2].text(), "(AsKs)");
        let saved = t.saved();
        assert_eq!(saved.seats[1], "99-22");
        let back = Table::from_saved(&saved);
        assert_eq!(back.seats(), t.seats());
        assert_eq!(
            back.seats()[0].range().unwrap().range().total_weight(),
            3.0 + 6.0 + 1.0
        );
        // The lone combo stays a range, not two cards.
        assert!(back.seats()[2].range().is_some());
    }

    #[derive(Clone, Debug)]
    enum Op {
        Place(u8),
        Click(u8, u8),
        AddSeat,
        RemoveSeat(u8),
        Random(u8),
        DealRandom(u64),
        SeatText(u8, String),
        BoardText(String),
        DeadText(String),
        ClearAll,
    }

    fn op() -> impl Strategy<Value = Op> {
        let text = prop_oneof![
            Just(String::new()),
            Just("random".to_owned()),
            Just("QQ+, AKs".to_owned()),
            Just("15%".to_owned()),
            Just("AA:0.5,KK".to_owned()),
            Just("AsKs:1".to_owned()),
            Just("KK ! KhKd".to_owned()),
            "[2-9TJQKA][cdhs]{1}([2-9TJQKA][cdhs]){0,6}",
            "[ -~]{0,8}",
        ];
        prop_oneof![
            (0u8..52).prop_map(Op::Place),
            (0u8..3, 0u8..12).prop_map(|(k, i)| Op::Click(k, i)),
            Just(Op::AddSeat),
            (0u8..12).prop_map(Op::RemoveSeat),
            (0u8..12).prop_map(Op::Random),
            any::<u64>().prop_map(Op::DealRandom),
            (0u8..12, text.clone()).prop_map(|(i, t)| Op::SeatText(i, t)),
            text.clone().prop_map(Op::BoardText),
            text.prop_map(Op::DeadText),
            Just(Op::ClearAll),
        ]
    }

    proptest! {
        #[test]
        fn any_sequence_of_edits_keeps_the_table_valid(ops in prop::collection::vec(op(), 0..60)) {
            let mut t = Table::new();
            for op in ops {
                let before = t.clone();
                match op {
                    Op::Place(i) => {
                        let c = Card::from_index(i as usize).unwrap();
                        if t.place(c).is_err() {
                            prop_assert_eq!(&t, &before);
                        }
                    }
                    Op::Click(kind, i) => {
                        let i = i as usize;
                        let slot = match kind {
                            0 => Slot::Hole { seat: i, index: i % 2 },
                            1 => Slot::Board(i),
                            _ => Slot::Dead(i),
                        };
                        t.click_slot(slot);
                    }
                    Op::AddSeat => { t.add_seat(); }
                    Op::RemoveSeat(i) => { t.remove_seat(i as usize); }
                    Op::Random(i) => t.set_random(i as usize, i % 2 == 0),
                    Op::DealRandom(seed) => t.deal_random(&mut SmallRng::seed_from_u64(seed)),
                    Op::SeatText(i, text) => {
                        if t.set_seat_text(i as usize, &text).is_err() {
                            prop_assert_eq!(&t, &before);
                        }
                    }
                    Op::BoardText(text) => {
                        if t.set_board_text(&text).is_err() {
                            prop_assert_eq!(&t, &before);
                        }
                    }
                    Op::DeadText(text) => {
                        if t.set_dead_text(&text).is_err() {
                            prop_assert_eq!(&t, &before);
                        }
                    }
                    Op::ClearAll => t.clear_all(),
                }
                check_invariants(&t);
                if let Some(deal) = t.deal() {
                    let request = crate::equity::EquityRequest::new(deal.players)
                        .with_board(deal.board.iter().copied().collect())
                        .with_dead(deal.dead);
                    // Only "too few cards", or a range the cards out leave empty, can be wrong
                    // with a valid table.
                    match request.validate() {
                        Ok(())
                        | Err(crate::equity::RequestError::TooFewCards { .. })
                        | Err(crate::equity::RequestError::EmptyRange(_))
                        | Err(crate::equity::RequestError::NoMatchup) => {}
                        Err(e) => prop_assert!(false, "{e}"),
                    }
                }
                let back = Table::from_saved(&t.saved());
                prop_assert_eq!(back.seats(), t.seats());
                prop_assert_eq!(back.board(), t.board());
                prop_assert_eq!(back.dead(), t.dead());
            }
        }
    }
}
