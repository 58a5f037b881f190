//! What one card picture shows: a face or a back.

use std::fmt;

use crate::cards::Card;

/// The file stem of the joker's picture.
const JOKER_STEM: &str = "joker";

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

/// One card picture: the face of a card, the joker (Joker Poker's 53rd card), or a back.
///
/// ```
/// use pokerlab::art::{BackColor, CardFace};
/// let ace: CardFace = "As".parse::<pokerlab::Card>()?.into();
/// assert_eq!(ace.file_stem(), "As");
/// assert_eq!(CardFace::Back(BackColor::Blue).file_stem(), "back-blue");
/// assert_eq!(CardFace::Joker.file_stem(), "joker");
/// assert_eq!(CardFace::all().count(), 55);
/// # Ok::<(), pokerlab::CardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CardFace {
    /// The face of this card.
    Card(Card),
    /// The joker: one picture, the same in both deck styles.
    Joker,
    /// A back, in this colour.
    Back(BackColor),
}

impl CardFace {
    /// The 52 faces in card-index order, the joker, then the backs.
    pub fn all() -> impl Iterator<Item = CardFace> + Clone {
        Card::all()
            .map(CardFace::Card)
            .chain([CardFace::Joker])
            .chain(BackColor::ALL.into_iter().map(CardFace::Back))
    }

    /// The file stem of this picture: the card as typed (`As`, `Td`), `joker`, or `back`,
    /// `back-blue`.
    pub fn file_stem(self) -> String {
        match self {
            CardFace::Card(card) => card.to_string(),
            CardFace::Joker => JOKER_STEM.to_owned(),
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
            CardFace::Joker => f.write_str(JOKER_STEM),
            CardFace::Back(color) => f.write_str(color.file_stem()),
        }
    }
}
