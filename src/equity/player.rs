//! Who a player is in an equity question: known hole cards, a random hand, or a range, and
//! how each is read from what people type. Both the request (a list of players) and the
//! combos each engine deals from ([`LiveCombos`](super::LiveCombos)) start from here.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::cards::{Card, CardError, CardSet, parse_cards};
use crate::range::{Combo, Range, RangeError};

/// Two distinct hole cards, in the order given.
///
/// ```
/// use pokerlab::equity::HoleCards;
/// let hole: HoleCards = "As Ks".parse().unwrap();
/// assert_eq!(hole.to_string(), "AsKs");
/// assert_eq!(hole.cards().len(), 2);
/// assert!("AsAs".parse::<HoleCards>().is_err());
/// assert!("As".parse::<HoleCards>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct HoleCards([Card; 2]);

impl HoleCards {
    /// The hole cards `first` and `second`, or `None` if they are the same card.
    pub fn new(first: Card, second: Card) -> Option<HoleCards> {
        (first != second).then_some(HoleCards([first, second]))
    }

    /// The two cards, in the order given.
    pub const fn pair(self) -> [Card; 2] {
        self.0
    }

    /// The two cards as a set.
    pub const fn cards(self) -> CardSet {
        CardSet(self.0[0].bit() | self.0[1].bit())
    }

    /// The two cards as a range combo (which forgets their order).
    pub fn combo(self) -> Combo {
        // Hole cards are always two different cards.
        Combo::new(self.0[0], self.0[1]).unwrap_or(Combo::from_raw(0))
    }
}

impl fmt::Display for HoleCards {
    /// The two cards run together, as given: `AsKs`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.0[0], self.0[1])
    }
}

impl FromStr for HoleCards {
    type Err = CardError;

    /// Parses exactly two distinct cards (`AsKs`, `As Ks`, `10h 9h`).
    fn from_str(s: &str) -> Result<HoleCards, CardError> {
        match parse_cards(s)?.as_slice() {
            &[a, b] => HoleCards::new(a, b).ok_or(CardError::Duplicate { card: a }),
            cards => Err(CardError::WrongCount {
                expected: "2".to_owned(),
                found: cards.len(),
                input: s.trim().to_owned(),
            }),
        }
    }
}

/// Who a player is: known hole cards, any two cards dealt at random from what is left, or a
/// range of hands with weights.
///
/// Code that reads players from text goes through [`PlayerSpec::parse`], so a new kind is
/// added in one place.
///
/// ```
/// use pokerlab::equity::PlayerSpec;
/// assert_eq!(PlayerSpec::parse("AsKs").unwrap().to_string(), "AsKs");
/// assert_eq!(PlayerSpec::parse("Random").unwrap(), PlayerSpec::Random);
/// let range = PlayerSpec::parse("QQ+, AKs").unwrap();
/// assert_eq!(range.to_string(), "QQ+,AKs");
/// assert_eq!(range.range().unwrap().count(), 22);
/// assert!(PlayerSpec::parse("AsK").is_err());
/// assert!(PlayerSpec::parse("AsKsQs").is_err());
/// ```
#[derive(Clone, PartialEq, Debug)]
pub enum PlayerSpec {
    /// These two hole cards.
    Hand(HoleCards),
    /// Two cards dealt at random from the cards no one else holds.
    Random,
    /// One of the combos of a range, each as likely as its weight (relative to the others)
    /// among the combos that collide with no known card and no other player's combo.
    Range(Range),
}

/// Why a player's text could not be read: bad cards, or a bad range (which says where).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayerError {
    /// The text reads as cards but not as two distinct ones (`AsKsQs`, `AsAs`, `As`).
    #[error(transparent)]
    Cards(#[from] CardError),
    /// The text is neither two cards nor a well-formed range.
    #[error(transparent)]
    Range(#[from] RangeError),
}

impl PlayerSpec {
    /// Reads a player as typed: two cards (`AsKs`, `"As Ks"`), `random` (any case), or a range
    /// in the syntax of [`crate::range`] (`QQ+,AKs`, `AA:0.5,KK`, `15%`).
    ///
    /// Text made only of cards is two cards, or a list of specific combos (`AhKh,AdKd`,
    /// `AhKh AdKd`) if it reads as one; otherwise (`AsKsQs`) an error about the number of
    /// cards. Anything else is read as a range, whose errors give the position of the fault.
    ///
    /// ```
    /// use pokerlab::equity::PlayerSpec;
    /// let combos = PlayerSpec::parse("AhKh, AdKd").unwrap();
    /// assert_eq!(combos.range().map(|r| r.count()), Some(2));
    /// assert!(PlayerSpec::parse("Ah Kh Qh").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<PlayerSpec, PlayerError> {
        if text.trim().eq_ignore_ascii_case("random") {
            return Ok(PlayerSpec::Random);
        }
        let cards_error = match text.parse::<HoleCards>() {
            Ok(hole) => return Ok(PlayerSpec::Hand(hole)),
            Err(e) => e,
        };
        if parse_cards(text).is_ok() {
            return text
                .parse::<Range>()
                .map(PlayerSpec::Range)
                .map_err(|_| PlayerError::Cards(cards_error));
        }
        Ok(PlayerSpec::Range(text.parse::<Range>()?))
    }

    /// The cards this player is known to hold (none for a random player or a range).
    pub const fn known_cards(&self) -> CardSet {
        match self {
            PlayerSpec::Hand(hole) => hole.cards(),
            PlayerSpec::Random | PlayerSpec::Range(_) => CardSet::EMPTY,
        }
    }

    /// The hole cards, if known.
    pub const fn hole_cards(&self) -> Option<HoleCards> {
        match self {
            PlayerSpec::Hand(hole) => Some(*hole),
            PlayerSpec::Random | PlayerSpec::Range(_) => None,
        }
    }

    /// The range, for a range player.
    pub const fn range(&self) -> Option<&Range> {
        match self {
            PlayerSpec::Range(range) => Some(range),
            PlayerSpec::Hand(_) | PlayerSpec::Random => None,
        }
    }

    /// Whether the player is dealt any two cards at random.
    pub const fn is_random(&self) -> bool {
        matches!(self, PlayerSpec::Random)
    }

    /// Whether the player's hole cards are known.
    pub const fn is_hand(&self) -> bool {
        matches!(self, PlayerSpec::Hand(_))
    }
}

impl From<HoleCards> for PlayerSpec {
    fn from(hole: HoleCards) -> PlayerSpec {
        PlayerSpec::Hand(hole)
    }
}

impl From<Range> for PlayerSpec {
    fn from(range: Range) -> PlayerSpec {
        PlayerSpec::Range(range)
    }
}

impl fmt::Display for PlayerSpec {
    /// `AsKs`, `random` or a range's compact text (`QQ+,AKs`): the form [`PlayerSpec::parse`]
    /// reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerSpec::Hand(hole) => hole.fmt(f),
            PlayerSpec::Random => f.write_str("random"),
            PlayerSpec::Range(range) => range.fmt(f),
        }
    }
}

impl FromStr for PlayerSpec {
    type Err = PlayerError;

    fn from_str(s: &str) -> Result<PlayerSpec, PlayerError> {
        PlayerSpec::parse(s)
    }
}
