//! One model of card slots for every table in the app: the places a card can go (each seat's
//! two hole cards, the five board cards, the dead cards), which one is selected, and what the
//! Hand Odds table and the Odds Grid both do with them — a click on a slot takes its card off
//! and selects it, a picked card goes in the selected slot and the selection moves on to the
//! next empty one, typed cards are checked against the other places, slots are written and
//! read back as text.
//!
//! A table is a [`CardSlots`] over its own seats (anything that is [`Holes`]): the Hand Odds
//! table has 2 to 10 seats, some dealt at random or from a range; the Odds Grid has one, your
//! hand. Each tab names its hole cards in its own words and adds its own rules on top.

use thiserror::Error;

use pokerlab::cards::{Card, CardError, CardSet, parse_cards};

/// Board slots: three flop cards, the turn, the river.
pub const BOARD_SLOTS: usize = 5;
/// The most dead cards a table takes.
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

/// "first", "second", "third": the words for slot positions.
const NTH: [&str; 3] = ["first", "second", "third"];

/// "first" or "second": a hole card's position in words, for the tabs' labels.
pub fn hole_word(index: usize) -> &'static str {
    NTH[index.min(1)]
}

impl Slot {
    /// The slot in words if it is a board or dead slot ("Flop, second card", "Turn", "River",
    /// "Dead card 1"); `None` for a hole card, which each table names in its own words.
    pub fn shared_label(self) -> Option<String> {
        match self {
            Slot::Hole { .. } => None,
            Slot::Board(i @ 0..=2) => Some(format!("Flop, {} card", NTH[i])),
            Slot::Board(3) => Some("Turn".to_owned()),
            Slot::Board(_) => Some("River".to_owned()),
            Slot::Dead(i) => Some(format!("Dead card {}", i + 1)),
        }
    }
}

/// How far the board has come: the street of the board cards placed in order from the first
/// flop slot (one or two cards are a flop being dealt, counted as they are).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Street {
    /// No board.
    PreFlop,
    /// One to three board cards (one or two: the flop being dealt).
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

    /// The street a board of `len` cards is at (a board of one or two cards is a flop being
    /// dealt).
    pub const fn of_board_len(len: usize) -> Street {
        match len {
            0 => Street::PreFlop,
            1..=3 => Street::Flop,
            4 => Street::Turn,
            _ => Street::River,
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

    /// The street of a board of `len` cards in words, saying how much of a flop being dealt
    /// is known: "Flop (2 of 3 cards)", "Turn".
    ///
    /// ```
    /// use pokerlab_app::app::card_slots::Street;
    /// assert_eq!(Street::label(2), "Flop (2 of 3 cards)");
    /// assert_eq!(Street::label(1), "Flop (1 of 3 cards)");
    /// assert_eq!(Street::label(4), "Turn");
    /// ```
    pub fn label(len: usize) -> String {
        let street = Street::of_board_len(len);
        match len {
            1 | 2 => format!("{} ({len} of 3 cards)", street.name()),
            _ => street.name().to_owned(),
        }
    }

    /// The street's position, 0 to 3.
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Why cards could not go where they were meant to.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SlotError {
    /// The text is not a list of cards.
    #[error(transparent)]
    Cards(#[from] CardError),
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
        /// The place, in words ("the board").
        place: &'static str,
        /// Its capacity.
        max: usize,
        /// How many were given.
        found: usize,
    },
    /// No empty slot is left to put a card in.
    #[error("every slot is full: click a card on the table to take it off first")]
    NoSlot,
}

/// The seats of a table, as the card slots see them: how many there are, which take cards
/// in their two slots (a seat dealt at random or from a range does not), and what each hole
/// card is called.
pub trait Holes {
    /// How many seats.
    fn seat_count(&self) -> usize;

    /// The two slots of seat `seat`, if it exists and takes cards.
    fn hole_cards(&self, seat: usize) -> Option<[Option<Card>; 2]>;

    /// Puts `card` (or nothing) in slot `index` of seat `seat`, making the seat one that
    /// takes cards if it was dealt. Ignored if the seat does not exist.
    fn set_hole(&mut self, seat: usize, index: usize, card: Option<Card>);

    /// Hole card `index` of seat `seat` in words, as screen readers and tests name it.
    fn hole_label(seat: usize, index: usize) -> String;
}

/// The card slots of a table over the seats `H`: the seats' hole cards, the board, the dead
/// cards and the selected slot. Every change keeps a card in one place at most.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardSlots<H> {
    holes: H,
    board: [Option<Card>; BOARD_SLOTS],
    dead: Vec<Card>,
    selected: Option<Slot>,
}

impl<H: Holes> CardSlots<H> {
    /// The slots of `holes` with no board and no dead cards, `selected` selected.
    pub fn new(holes: H, selected: Option<Slot>) -> CardSlots<H> {
        CardSlots {
            holes,
            board: [None; BOARD_SLOTS],
            dead: Vec::new(),
            selected,
        }
    }

    /// The seats.
    pub fn holes(&self) -> &H {
        &self.holes
    }

    /// The seats, for a table's own rules (adding seats, making one random). The table keeps
    /// its cards unique and its selection on an existing slot.
    pub(crate) fn holes_mut(&mut self) -> &mut H {
        &mut self.holes
    }

    /// The board slots.
    pub fn board(&self) -> [Option<Card>; BOARD_SLOTS] {
        self.board
    }

    /// The dead cards, in the order given.
    pub fn dead(&self) -> &[Card] {
        &self.dead
    }

    /// The dead cards as a set.
    pub fn dead_cards(&self) -> CardSet {
        self.dead.iter().copied().collect()
    }

    /// The selected slot: where the next card goes.
    pub fn selected(&self) -> Option<Slot> {
        self.selected
    }

    /// Sets the selection as a table's own rule decides (an existing slot, or none).
    pub(crate) fn set_selected(&mut self, selected: Option<Slot>) {
        self.selected = selected.filter(|s| self.has_slot(*s));
    }

    /// Selects `slot` (ignored if it does not exist).
    pub fn select(&mut self, slot: Slot) {
        if self.has_slot(slot) {
            self.selected = Some(slot);
        }
    }

    /// `slot` in words: the table's name for a hole card, the shared one otherwise.
    pub fn label(slot: Slot) -> String {
        match (slot, slot.shared_label()) {
            (Slot::Hole { seat, index }, _) => H::hole_label(seat, index),
            (_, Some(label)) => label,
            (_, None) => String::new(),
        }
    }

    /// Every card on the table.
    pub fn used(&self) -> CardSet {
        let holes = (0..self.holes.seat_count())
            .filter_map(|seat| self.holes.hole_cards(seat))
            .flatten()
            .flatten();
        holes
            .chain(self.board.iter().flatten().copied())
            .chain(self.dead.iter().copied())
            .collect()
    }

    /// The card in `slot`, if any.
    pub fn card(&self, slot: Slot) -> Option<Card> {
        match slot {
            Slot::Hole { seat, index } => *self.holes.hole_cards(seat)?.get(index)?,
            Slot::Board(i) => *self.board.get(i)?,
            Slot::Dead(i) => self.dead.get(i).copied(),
        }
    }

    /// Whether `slot` exists at this table (dead slots up to one past the last dead card).
    pub fn has_slot(&self, slot: Slot) -> bool {
        match slot {
            Slot::Hole { seat, index } => seat < self.holes.seat_count() && index < 2,
            Slot::Board(i) => i < BOARD_SLOTS,
            Slot::Dead(i) => i <= self.dead.len() && i < MAX_DEAD,
        }
    }

    /// Whether a card can go in `slot` without replacing one: an empty slot of a seat that
    /// takes cards, an empty board slot, the dead slot after the last dead card.
    pub fn is_empty_slot(&self, slot: Slot) -> bool {
        match slot {
            Slot::Hole { seat, index } => self
                .holes
                .hole_cards(seat)
                .is_some_and(|cards| index < 2 && cards[index].is_none()),
            Slot::Board(i) => i < BOARD_SLOTS && self.board[i].is_none(),
            Slot::Dead(i) => i == self.dead.len() && i < MAX_DEAD,
        }
    }

    /// Where `card` is, if on the table.
    pub fn slot_of(&self, card: Card) -> Option<Slot> {
        let hole = (0..self.holes.seat_count()).find_map(|seat| {
            let index = self
                .holes
                .hole_cards(seat)?
                .iter()
                .position(|c| *c == Some(card))?;
            Some(Slot::Hole { seat, index })
        });
        hole.or_else(|| {
            let i = self.board.iter().position(|c| *c == Some(card))?;
            Some(Slot::Board(i))
        })
        .or_else(|| self.dead.iter().position(|c| *c == card).map(Slot::Dead))
    }

    /// A click on a slot: takes its card off (if any; a dealt seat becomes one that takes
    /// cards) and selects it. Taking a dead card off closes the gap, so the slot a new dead
    /// card would go in is selected.
    pub fn click_slot(&mut self, slot: Slot) {
        if !self.has_slot(slot) {
            return;
        }
        match slot {
            Slot::Hole { seat, index } => self.holes.set_hole(seat, index, None),
            Slot::Board(i) => self.board[i] = None,
            Slot::Dead(i) => {
                if i < self.dead.len() {
                    self.dead.remove(i);
                }
            }
        }
        self.selected = Some(match slot {
            Slot::Dead(_) => Slot::Dead(self.dead.len().min(MAX_DEAD - 1)),
            other => other,
        });
    }

    /// Puts `card` in the selected slot (or the first empty one if none is selected) and
    /// moves the selection to the next empty slot. A card already on the table is refused,
    /// and so is a card with nowhere to go; either way nothing changes.
    pub fn place(&mut self, card: Card) -> Result<(), SlotError> {
        if let Some(slot) = self.slot_of(card) {
            return Err(SlotError::Used {
                card,
                place: Self::label(slot),
            });
        }
        let slot = match self.selected.filter(|s| self.has_slot(*s)) {
            Some(slot) => slot,
            None => self.first_empty().ok_or(SlotError::NoSlot)?,
        };
        self.put(slot, card);
        self.selected = self.next_empty(slot);
        Ok(())
    }

    /// Puts `card` (not on the table) into `slot`, replacing what was there; a dead card
    /// after the last one is added, if there is room.
    pub(crate) fn put(&mut self, slot: Slot, card: Card) {
        match slot {
            Slot::Hole { seat, index } => {
                if index < 2 {
                    self.holes.set_hole(seat, index, Some(card));
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

    /// Every hole slot, seat by seat.
    fn hole_slots(&self) -> impl Iterator<Item = Slot> + '_ {
        (0..self.holes.seat_count())
            .flat_map(|seat| (0..2).map(move |index| Slot::Hole { seat, index }))
    }

    /// The first empty slot: a seat's, then the board's.
    pub fn first_empty(&self) -> Option<Slot> {
        self.hole_slots()
            .chain((0..BOARD_SLOTS).map(Slot::Board))
            .find(|s| self.is_empty_slot(*s))
    }

    /// The empty slot after `from`: from a seat, round the seats and then to the board; from
    /// the board, along the board (round to the flop) and then to the seats; from a dead
    /// slot, the next dead slot.
    pub fn next_empty(&self, from: Slot) -> Option<Slot> {
        let board = |start: usize| {
            (start.min(BOARD_SLOTS)..BOARD_SLOTS)
                .chain(0..start.min(BOARD_SLOTS))
                .map(Slot::Board)
        };
        match from {
            Slot::Hole { seat, index } => {
                let holes: Vec<Slot> = self.hole_slots().collect();
                let at = (seat * 2 + index).min(holes.len());
                holes[at..]
                    .iter()
                    .chain(&holes[..at])
                    .copied()
                    .chain(board(0))
                    .find(|s| self.is_empty_slot(*s))
            }
            Slot::Board(i) => board(i)
                .chain(self.hole_slots())
                .find(|s| self.is_empty_slot(*s)),
            Slot::Dead(_) => Some(Slot::Dead(self.dead.len())).filter(|s| self.is_empty_slot(*s)),
        }
    }

    /// Checks that none of `cards` is on the table outside `own` (the place they are for).
    pub fn check_free(&self, cards: &[Card], own: CardSet) -> Result<(), SlotError> {
        let others = self.used() - own;
        match cards.iter().find(|c| others.contains(**c)) {
            Some(&card) => Err(SlotError::Used {
                card,
                place: self.slot_of(card).map_or_else(String::new, Self::label),
            }),
            None => Ok(()),
        }
    }

    /// Parses `text` into at most `max` cards for `place` (in words) none of which is on the
    /// table outside `own`.
    pub fn parse_for(
        &self,
        text: &str,
        max: usize,
        place: &'static str,
        own: CardSet,
    ) -> Result<Vec<Card>, SlotError> {
        let cards = parse_at_most(text, max, place)?;
        self.check_free(&cards, own)?;
        Ok(cards)
    }

    /// Puts `cards` on the board in order, flop first, taking off what was there. The cards
    /// must not be elsewhere on the table (see [`check_free`](Self::check_free)); past five
    /// they are ignored.
    pub(crate) fn set_board(&mut self, cards: &[Card]) {
        self.board = [None; BOARD_SLOTS];
        for (slot, card) in self.board.iter_mut().zip(cards) {
            *slot = Some(*card);
        }
    }

    /// Replaces the dead cards (not elsewhere on the table; past [`MAX_DEAD`] ignored).
    pub(crate) fn set_dead(&mut self, mut cards: Vec<Card>) {
        cards.truncate(MAX_DEAD);
        self.dead = cards;
    }

    /// How many board cards count: the run of filled slots from the first flop card (0 to 5;
    /// one or two are a flop being dealt).
    pub fn board_len(&self) -> usize {
        self.board.iter().take_while(|c| c.is_some()).count()
    }

    /// The street the board is at (see [`board_len`](Self::board_len)).
    pub fn street(&self) -> Street {
        Street::of_board_len(self.board_len())
    }

    /// The board cards that count: the run of filled slots from the first, in order.
    pub fn street_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.board[..self.board_len()].iter().flatten().copied()
    }

    /// Board cards placed after an empty slot (a river without a turn): they wait until the
    /// slots before them are filled.
    pub fn pending_board(&self) -> usize {
        self.board.iter().flatten().count() - self.board_len()
    }
}

/// Parses `text` into at most `max` cards for `place` (in words).
pub fn parse_at_most(text: &str, max: usize, place: &'static str) -> Result<Vec<Card>, SlotError> {
    let cards = parse_cards(text)?;
    if cards.len() > max {
        return Err(SlotError::TooMany {
            place,
            max,
            found: cards.len(),
        });
    }
    Ok(cards)
}

/// The cards of some slots as text, joined by `separator`, empty slots left out: `AsKs`,
/// `Ts Qs 2d`.
pub fn cards_text(cards: impl IntoIterator<Item = Option<Card>>, separator: &str) -> String {
    cards
        .into_iter()
        .flatten()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(separator)
}

/// Slots as text that keeps their places: `-` for an empty slot, trailing empty ones left
/// out (`Jh-2c`).
pub fn slots_text(slots: &[Option<Card>]) -> String {
    let text: String = slots
        .iter()
        .map(|c| c.map_or_else(|| "-".to_owned(), |c| c.to_string()))
        .collect();
    text.trim_end_matches('-').to_owned()
}

/// Reads [`slots_text`] back into `n` slots; unreadable pieces become empty slots.
pub fn parse_slots(text: &str, n: usize) -> Vec<Option<Card>> {
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
mod tests;
