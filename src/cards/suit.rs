//! Card suits, with letters, symbols and names.

use std::fmt;

/// The suit of a card. The order (clubs, diamonds, hearts, spades) is only a convention for
/// indexing: suits never rank in Hold'em.
///
/// ```
/// use pokerlab::Suit;
/// assert_eq!(Suit::from_char('♠'), Some(Suit::Spades));
/// assert_eq!(Suit::Hearts.to_char(), 'h');
/// assert_eq!(Suit::Diamonds.name(), "diamonds");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Suit {
    Clubs = 0,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// The four suits in index order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit with this index (0 = clubs … 3 = spades).
    #[inline]
    pub const fn from_index(index: usize) -> Option<Suit> {
        if index < 4 {
            Some(Self::ALL[index])
        } else {
            None
        }
    }

    /// This suit's index: 0 clubs, 1 diamonds, 2 hearts, 3 spades.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case letter: `c`, `d`, `h`, `s`.
    pub const fn to_char(self) -> char {
        b"cdhs"[self as usize] as char
    }

    /// The symbol: ♣ ♦ ♥ ♠.
    pub const fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }

    /// Reads a suit letter (any case) or symbol (filled or outlined).
    pub const fn from_char(c: char) -> Option<Suit> {
        Some(match c {
            'c' | 'C' | '♣' | '♧' => Suit::Clubs,
            'd' | 'D' | '♦' | '♢' => Suit::Diamonds,
            'h' | 'H' | '♥' | '♡' => Suit::Hearts,
            's' | 'S' | '♠' | '♤' => Suit::Spades,
            _ => return None,
        })
    }

    /// The suit's name in lower case, plural: "clubs", "spades".
    pub const fn name(self) -> &'static str {
        ["clubs", "diamonds", "hearts", "spades"][self as usize]
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}
