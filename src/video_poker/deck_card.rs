//! The cards of a video poker deck: the 52 of [`Card`], and the joker of Joker Poker's
//! 53-card deck. The joker lives here rather than in [`crate::cards`]: only video poker deals
//! it, and every other engine (the evaluator, equity, ranges) stays a 52-card world.

use std::fmt;

use super::{DeckCardError, GameKind};
use crate::cards::{Card, CardError, parse_cards};

/// How a joker is typed and printed.
pub const JOKER_TEXT: &str = "Jk";

/// One card of a video poker deck: one of the 52, or the joker (index 52).
///
/// Written like a [`Card`] (`As`, `Td`), the joker as `Jk` (any case).
///
/// ```
/// use pokerlab::video_poker::DeckCard;
/// let joker: DeckCard = "Jk".parse().unwrap();
/// assert!(joker.is_joker());
/// assert_eq!(joker.index(), 52);
/// let ace: DeckCard = "As".parse().unwrap();
/// assert_eq!(ace.card().map(|c| c.to_string()).as_deref(), Some("As"));
/// assert_eq!(joker.to_string(), "Jk");
/// assert!("Jx".parse::<DeckCard>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeckCard(u8);

impl DeckCard {
    /// The joker.
    pub const JOKER: DeckCard = DeckCard(52);

    /// The card with this index (0 to 51 as [`Card::index`], 52 for the joker).
    pub const fn from_index(index: usize) -> Option<DeckCard> {
        if index <= 52 {
            Some(DeckCard(index as u8))
        } else {
            None
        }
    }

    /// The index: a [`Card`]'s own, or 52 for the joker.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether this is the joker.
    pub const fn is_joker(self) -> bool {
        self.0 == 52
    }

    /// The ordinary card, or `None` for the joker.
    pub const fn card(self) -> Option<Card> {
        Card::from_index(self.0 as usize)
    }

    /// The cards of a deck of `kind`, in index order (the joker last).
    pub fn all(kind: GameKind) -> impl Iterator<Item = DeckCard> + Clone {
        (0..kind.deck_size() as u8).map(DeckCard)
    }

    /// The card's name: "Queen of spades", "Joker".
    pub fn name(self) -> String {
        self.card().map_or_else(|| "Joker".to_owned(), Card::name)
    }
}

impl From<Card> for DeckCard {
    fn from(card: Card) -> DeckCard {
        DeckCard(card.index() as u8)
    }
}

impl fmt::Display for DeckCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.card() {
            Some(card) => card.fmt(f),
            None => f.write_str(JOKER_TEXT),
        }
    }
}

impl fmt::Debug for DeckCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl std::str::FromStr for DeckCard {
    type Err = CardError;

    /// Reads one card (`As`, `10h`) or the joker (`Jk`).
    fn from_str(s: &str) -> Result<DeckCard, CardError> {
        if s.trim().eq_ignore_ascii_case(JOKER_TEXT) {
            return Ok(DeckCard::JOKER);
        }
        s.parse::<Card>().map(DeckCard::from)
    }
}

/// Reads a list of cards as [`parse_cards`] does, where the joker may be written `Jk` (any
/// case) if `kind` deals one. An error names the problem: an unknown card, a card or joker
/// given twice, or a joker in a game without one.
///
/// ```
/// use pokerlab::video_poker::{GameKind, parse_deck_cards};
/// let cards = parse_deck_cards("As Jk Kd", GameKind::JOKER).unwrap();
/// assert!(cards[1].is_joker());
/// assert_eq!(parse_deck_cards("AsJkKd", GameKind::JOKER).unwrap(), cards);
/// assert!(parse_deck_cards("As Jk", GameKind::STANDARD).is_err());
/// assert!(parse_deck_cards("Jk Jk", GameKind::JOKER).is_err());
/// ```
pub fn parse_deck_cards(text: &str, kind: GameKind) -> Result<Vec<DeckCard>, DeckCardError> {
    // In card text a `J` is always followed by a suit, and `k` is none: `Jk` is only ever the
    // joker. Split around it and read the pieces as ordinary cards.
    let lower = text.to_ascii_lowercase();
    let mut out = Vec::new();
    let mut seen = crate::cards::CardSet::EMPTY;
    let mut rest = 0;
    let pieces = lower
        .match_indices("jk")
        .map(|(at, _)| at)
        .chain([text.len()]);
    for at in pieces {
        let piece = text.get(rest..at).unwrap_or("");
        for card in parse_cards(piece)? {
            if !seen.insert(card) {
                return Err(CardError::Duplicate { card }.into());
            }
            out.push(DeckCard::from(card));
        }
        if at < text.len() {
            if kind.deck_size() < 53 {
                return Err(DeckCardError::NoJoker { game: kind });
            }
            if out.contains(&DeckCard::JOKER) {
                return Err(DeckCardError::TwoJokers);
            }
            out.push(DeckCard::JOKER);
        }
        rest = at + 2;
    }
    Ok(out)
}

/// Reads exactly five cards for a deal of `kind` (see [`parse_deck_cards`]).
pub fn parse_deal(text: &str, kind: GameKind) -> Result<[DeckCard; 5], DeckCardError> {
    let cards = parse_deck_cards(text, kind)?;
    let found = cards.len();
    cards.try_into().map_err(|_| {
        CardError::WrongCount {
            expected: "5".to_owned(),
            found,
            input: text.trim().to_owned(),
        }
        .into()
    })
}

/// Which cards are wild, read from the game's description ([`WildCards`](super::WildCards)):
/// the cards of its wild rank, and the joker.
impl GameKind {
    /// Whether `card` is wild in this game: a card of its wild rank (a deuce in Deuces Wild),
    /// the joker.
    pub fn is_wild(self, card: DeckCard) -> bool {
        match card.card() {
            None => self.description().wild.joker,
            Some(c) => self.is_wild_card(c),
        }
    }

    /// Whether the ordinary card `card` is wild in this game.
    pub(crate) fn is_wild_card(self, card: Card) -> bool {
        self.description().wild.rank == Some(card.rank())
    }
}
