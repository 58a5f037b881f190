//! What one seat of the Hand Odds table holds: two known cards (each slot filled or not), any
//! two cards dealt at random, or a range of hands with its compact text.

use std::sync::Arc;

use crate::app::card_slots::{Holes, hole_word};
use pokerlab::cards::{Card, CardSet, parse_cards};
use pokerlab::equity::PlayerSpec;
use pokerlab::range::{Range, RangeError};

/// A seat's range: the hands the player may hold, with weights, and the range's compact text
/// (`QQ+,AKs`), which is what the seat shows, saves and is typed as.
///
/// ```
/// use pokerlab_app::app::hand_odds::table::SeatRange;
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

    /// Reads range text (see [`pokerlab::range`]); a range with no hand is an error.
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

    /// The range, shared (the narrowed ranges of later streets remember what they came
    /// from without copying it).
    pub fn shared(&self) -> &Arc<Range> {
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
/// saved as text through [`Seat::text`] and [`Table::set_seat_text`](super::table::Table::set_seat_text); a new kind of seat is a
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
                pokerlab::equity::HoleCards::new(*a, *b).map(Into::into)
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
/// The seats of the table as card slots: a seat of known cards takes cards in its two slots;
/// a random or range seat takes none until a card is put in it, which makes it a seat of known
/// cards again.
impl Holes for Vec<Seat> {
    fn seat_count(&self) -> usize {
        self.len()
    }

    fn hole_cards(&self, seat: usize) -> Option<[Option<Card>; 2]> {
        match self.get(seat)? {
            Seat::Cards(cards) => Some(*cards),
            Seat::Random | Seat::Range(_) => None,
        }
    }

    fn set_hole(&mut self, seat: usize, index: usize, card: Option<Card>) {
        let Some(s) = self.get_mut(seat) else { return };
        let mut cards = match s {
            Seat::Cards(cards) => *cards,
            Seat::Random | Seat::Range(_) => [None, None],
        };
        if let Some(c) = cards.get_mut(index) {
            *c = card;
        }
        *s = Seat::Cards(cards);
    }

    /// "Player 2, first card".
    fn hole_label(seat: usize, index: usize) -> String {
        format!("Player {}, {} card", seat + 1, hole_word(index))
    }
}
