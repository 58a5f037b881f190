//! A 52-card deck in a dealing order: shuffled for play, stacked for tests and replays.

use rand::Rng;
use rand::seq::SliceRandom;

use super::GameError;
use crate::cards::{Card, CardSet};

/// The 52 cards in the order they will be dealt: the first five are the deal, the rest (in
/// order) the replacements on the draw.
///
/// ```
/// use pokerlab::video_poker::Deck;
/// use pokerlab::parse_cards;
/// let deck = Deck::stacked(&parse_cards("As Ks Qs Js 2d Ts").unwrap()).unwrap();
/// assert_eq!(deck.cards()[5].to_string(), "Ts");
/// assert!(Deck::stacked(&parse_cards("As").unwrap().repeat(2)).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Deck {
    cards: [Card; 52],
}

impl Deck {
    /// A deck in index order (2♣ first).
    fn ordered() -> Deck {
        let mut cards = [Card::new(crate::cards::Rank::Two, crate::cards::Suit::Clubs); 52];
        for (slot, card) in cards.iter_mut().zip(Card::all()) {
            *slot = card;
        }
        Deck { cards }
    }

    /// A uniformly shuffled deck.
    pub fn shuffled<R: Rng + ?Sized>(rng: &mut R) -> Deck {
        let mut deck = Deck::ordered();
        deck.cards.shuffle(rng);
        deck
    }

    /// A deck with `top` dealt first, in that order, and the other cards after them in index
    /// order. Fails if `top` repeats a card or has more than 52.
    pub fn stacked(top: &[Card]) -> Result<Deck, GameError> {
        let mut seen = CardSet::EMPTY;
        for &card in top {
            if !seen.insert(card) {
                return Err(GameError::BadDeck {
                    reason: format!("{card} appears twice"),
                });
            }
        }
        let mut deck = Deck::ordered();
        let rest = Card::all().filter(|c| !seen.contains(*c));
        for (slot, card) in deck.cards.iter_mut().zip(top.iter().copied().chain(rest)) {
            *slot = card;
        }
        Ok(deck)
    }

    /// The cards in dealing order.
    pub fn cards(&self) -> &[Card; 52] {
        &self.cards
    }

    /// The first five cards: the deal.
    pub fn deal(&self) -> [Card; 5] {
        [
            self.cards[0],
            self.cards[1],
            self.cards[2],
            self.cards[3],
            self.cards[4],
        ]
    }

    /// The 47 cards after the deal, in the order replacements come.
    pub fn stub(&self) -> &[Card] {
        &self.cards[5..]
    }
}
