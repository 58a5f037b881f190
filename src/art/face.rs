//! What one card picture shows: a face or a back.

use std::fmt;

use crate::cards::Card;

/// The colour of a card back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BackColor {
    /// Deep red, the default.
    #[default]
    Red,
    /// Royal blue.
    Blue,
}

impl BackColor {
    /// Both backs.
    pub const ALL: [BackColor; 2] = [BackColor::Red, BackColor::Blue];

    /// The file stem of this back's picture: `back` or `back-blue`.
    pub const fn file_stem(self) -> &'static str {
        match self {
            BackColor::Red => "back",
            BackColor::Blue => "back-blue",
        }
    }
}

/// One card picture: the face of a card, or a back.
///
/// ```
/// use pokerlab::art::{BackColor, CardFace};
/// let ace: CardFace = "As".parse::<pokerlab::Card>()?.into();
/// assert_eq!(ace.file_stem(), "As");
/// assert_eq!(CardFace::Back(BackColor::Blue).file_stem(), "back-blue");
/// assert_eq!(CardFace::all().count(), 54);
/// # Ok::<(), pokerlab::CardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CardFace {
    /// The face of this card.
    Card(Card),
    /// A back, in this colour.
    Back(BackColor),
}

impl CardFace {
    /// The 52 faces in card-index order, then the backs.
    pub fn all() -> impl Iterator<Item = CardFace> + Clone {
        Card::all()
            .map(CardFace::Card)
            .chain(BackColor::ALL.into_iter().map(CardFace::Back))
    }

    /// The file stem of this picture: the card as typed (`As`, `Td`), or `back`, `back-blue`.
    pub fn file_stem(self) -> String {
        match self {
            CardFace::Card(card) => card.to_string(),
            CardFace::Back(color) => color.file_stem().to_owned(),
        }
    }
}

impl From<Card> for CardFace {
    fn from(card: Card) -> CardFace {
        CardFace::Card(card)
    }
}

impl fmt::Display for CardFace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardFace::Card(card) => write!(f, "{card}"),
            CardFace::Back(color) => f.write_str(color.file_stem()),
        }
    }
}
