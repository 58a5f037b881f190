//! A video poker deck in a dealing order (52 cards, or 53 with Joker Poker's joker): shuffled
//! for play, stacked for tests and replays.

use rand::Rng;
use rand::seq::SliceRandom;

use super::{DeckCard, GameError, GameKind};

/// The cards in the order they will be dealt: the first five are the deal, the rest (in
/// order) the replacements on the draw.
///
/// ```
/// use pokerlab::video_poker::{Deck, DeckCard, GameKind, parse_deck_cards};
/// use pokerlab::parse_cards;
/// let deck = Deck::stacked(&parse_cards("As Ks Qs Js 2d Ts").unwrap()).unwrap();
/// assert_eq!(deck.cards()[5].to_string(), "Ts");
/// assert_eq!(deck.cards().len(), 52);
/// assert!(Deck::stacked(&parse_cards("As").unwrap().repeat(2)).is_err());
/// // Joker Poker's deck: 53 cards, the joker among them.
/// let top = parse_deck_cards("Jk As", GameKind::JOKER).unwrap();
/// let joker = Deck::stacked_for(GameKind::JOKER, &top).unwrap();
/// assert_eq!(joker.cards().len(), 53);
/// assert!(joker.deal()[0].is_joker());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Deck {
    cards: Vec<DeckCard>,
}

impl Deck {
    /// A deck of `kind` in index order (2♣ first, the joker last).
    fn ordered(kind: GameKind) -> Deck {
        Deck {
            cards: DeckCard::all(kind).collect(),
        }
    }

    /// A uniformly shuffled 52-card deck.
    pub fn shuffled<R: Rng + ?Sized>(rng: &mut R) -> Deck {
        Deck::shuffled_for(GameKind::STANDARD, rng)
    }

    /// A uniformly shuffled deck of `kind` (53 cards for Joker Poker).
    pub fn shuffled_for<R: Rng + ?Sized>(kind: GameKind, rng: &mut R) -> Deck {
        let mut deck = Deck::ordered(kind);
        deck.cards.shuffle(rng);
        deck
    }

    /// A 52-card deck with `top` dealt first, in that order, and the other cards after them in
    /// index order. Fails if `top` repeats a card or holds a joker.
    pub fn stacked<C: Copy + Into<DeckCard>>(top: &[C]) -> Result<Deck, GameError> {
        Deck::stacked_for(GameKind::STANDARD, top)
    }

    /// [`stacked`](Self::stacked) for a deck of `kind` (with the joker for Joker Poker).
    pub fn stacked_for<C: Copy + Into<DeckCard>>(
        kind: GameKind,
        top: &[C],
    ) -> Result<Deck, GameError> {
        let mut seen = 0u64;
        for &card in top {
            let card: DeckCard = card.into();
            if card.index() >= kind.deck_size() {
                return Err(GameError::BadDeck {
                    reason: format!("a {kind} deck has no joker"),
                });
            }
            let bit = 1u64 << card.index();
            if seen & bit != 0 {
                return Err(GameError::BadDeck {
                    reason: format!("{card} appears twice"),
                });
            }
            seen |= bit;
        }
        let rest = DeckCard::all(kind).filter(|c| seen & (1u64 << c.index()) == 0);
        Ok(Deck {
            cards: top.iter().map(|&c| c.into()).chain(rest).collect(),
        })
    }

    /// The cards in dealing order.
    pub fn cards(&self) -> &[DeckCard] {
        &self.cards
    }

    /// How many cards the deck has: 52, or 53 with a joker.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the deck is empty (never, for a deck made here).
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The first five cards: the deal.
    pub fn deal(&self) -> [DeckCard; 5] {
        std::array::from_fn(|i| self.cards.get(i).copied().unwrap_or(DeckCard::JOKER))
    }

    /// The cards after the deal, in the order replacements come.
    pub fn stub(&self) -> &[DeckCard] {
        self.cards.get(5..).unwrap_or(&[])
    }
}
