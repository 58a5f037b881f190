//! Card ranks, deuce to ace, with the names players use.

use std::fmt;

/// The rank of a card, from [`Rank::Two`] (lowest) to [`Rank::Ace`] (highest).
///
/// Ranks order as they do in poker, with the ace high:
/// ```
/// use pokerlab::Rank;
/// assert!(Rank::Ace > Rank::King);
/// assert_eq!(Rank::Ten.to_char(), 'T');
/// assert_eq!(Rank::Queen.plural(), "Queens");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    Two = 0,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// All thirteen ranks, lowest first.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank with this index (0 = two … 12 = ace), or `None` past the ace.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Rank> {
        if index < 13 {
            Some(Self::ALL[index])
        } else {
            None
        }
    }

    /// This rank's index: 0 for a two up to 12 for an ace.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The one-character symbol: `2`–`9`, `T`, `J`, `Q`, `K`, `A`.
    pub const fn to_char(self) -> char {
        b"23456789TJQKA"[self as usize] as char
    }

    /// Reads a rank symbol (any case). `10` is handled by the card parser, not here.
    pub const fn from_char(c: char) -> Option<Rank> {
        Some(match c {
            '2' => Rank::Two,
            '3' => Rank::Three,
            '4' => Rank::Four,
            '5' => Rank::Five,
            '6' => Rank::Six,
            '7' => Rank::Seven,
            '8' => Rank::Eight,
            '9' => Rank::Nine,
            'T' | 't' => Rank::Ten,
            'J' | 'j' => Rank::Jack,
            'Q' | 'q' => Rank::Queen,
            'K' | 'k' => Rank::King,
            'A' | 'a' => Rank::Ace,
            _ => return None,
        })
    }

    /// The rank's name: "Ace", "Ten", "Two".
    pub const fn name(self) -> &'static str {
        [
            "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack",
            "Queen", "King", "Ace",
        ][self as usize]
    }

    /// The plural name, as in "Pair of Aces" or "Full House, Sixes full of Twos".
    pub const fn plural(self) -> &'static str {
        [
            "Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens",
            "Jacks", "Queens", "Kings", "Aces",
        ][self as usize]
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}
