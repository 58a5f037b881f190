//! Reading card lists as people type them: `AsKs`, `As Ks`, `As,Ks`, `10h`, `Q♠`; and one
//! card or a card set from a string (their `FromStr`), so that [`Card`] and [`CardSet`] do
//! not name the parser that names them.

use std::str::FromStr;

use super::{Card, CardError, CardSet, Rank, Suit};

/// Characters that may separate cards in a list.
fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == ',' || c == ';'
}

/// Parses a list of cards, keeping their order.
///
/// A card is a rank (`2`–`9`, `T` or `10`, `J`, `Q`, `K`, `A`) followed by a suit (`c d h s` or
/// `♣ ♦ ♥ ♠`), in any case. Cards may be run together or separated by spaces, commas or
/// semicolons. A card given twice is an error; so is any unknown rank or suit. An empty or
/// blank string is an empty list.
///
/// ```
/// use pokerlab::{parse_cards, CardError};
/// let err = parse_cards("As Kx").unwrap_err();
/// assert_eq!(err, CardError::UnknownSuit { token: "Kx".into() });
/// let cards = parse_cards("AsKd, 10h Q♠").unwrap();
/// assert_eq!(cards.len(), 4);
/// assert_eq!(cards[2].to_string(), "Th");
/// assert!(matches!(parse_cards("AsAs"), Err(CardError::Duplicate { .. })));
/// ```
pub fn parse_cards(input: &str) -> Result<Vec<Card>, CardError> {
    let mut cards = Vec::new();
    let mut seen = CardSet::EMPTY;
    let mut rest = input;
    loop {
        rest = rest.trim_start_matches(is_separator);
        let mut chars = rest.chars();
        let Some(first) = chars.next() else { break };
        let (rank, after_rank) = if first == '1' && rest[1..].starts_with('0') {
            (Rank::Ten, &rest[2..])
        } else {
            match Rank::from_char(first) {
                Some(rank) => (rank, &rest[first.len_utf8()..]),
                None => {
                    // Name the card-sized piece of text that failed, not the whole rest.
                    let token = rest.chars().take_while(|c| !is_separator(*c)).take(2);
                    return Err(CardError::UnknownRank {
                        token: token.collect(),
                    });
                }
            }
        };
        let Some(suit_char) = after_rank.chars().next().filter(|c| !is_separator(*c)) else {
            let rank_text = &rest[..rest.len() - after_rank.len()];
            return Err(CardError::MissingSuit {
                token: rank_text.to_owned(),
            });
        };
        let Some(suit) = Suit::from_char(suit_char) else {
            let len = rest.len() - after_rank.len() + suit_char.len_utf8();
            return Err(CardError::UnknownSuit {
                token: rest[..len].to_owned(),
            });
        };
        let card = Card::new(rank, suit);
        if seen.contains(card) {
            return Err(CardError::Duplicate { card });
        }
        seen.insert(card);
        cards.push(card);
        rest = &after_rank[suit_char.len_utf8()..];
    }
    Ok(cards)
}

/// Parses a list that must hold exactly `count` cards.
///
/// ```
/// use pokerlab::parse_exact;
/// assert_eq!(parse_exact("AsKs", 2).unwrap().len(), 2);
/// assert!(parse_exact("AsKsQs", 2).is_err());
/// ```
pub fn parse_exact(input: &str, count: usize) -> Result<Vec<Card>, CardError> {
    let cards = parse_cards(input)?;
    if cards.len() == count {
        Ok(cards)
    } else {
        Err(CardError::WrongCount {
            expected: count.to_string(),
            found: cards.len(),
            input: input.trim().to_owned(),
        })
    }
}

impl FromStr for Card {
    type Err = CardError;

    /// Parses exactly one card; see [`parse_cards`] for the syntax.
    fn from_str(s: &str) -> Result<Card, CardError> {
        let cards = parse_cards(s)?;
        match cards.as_slice() {
            [card] => Ok(*card),
            _ => Err(CardError::WrongCount {
                expected: "1".to_owned(),
                found: cards.len(),
                input: s.trim().to_owned(),
            }),
        }
    }
}

impl FromStr for CardSet {
    type Err = CardError;

    /// Parses a card list (see [`parse_cards`]); a duplicate is an error.
    fn from_str(s: &str) -> Result<CardSet, CardError> {
        parse_cards(s).map(|cards| cards.into_iter().collect())
    }
}
