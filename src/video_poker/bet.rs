//! The wager: one to five coins.

use std::fmt;

/// Coins bet on a hand, 1 to 5. The royal flush pays a bonus at five coins (800 per coin
/// instead of 250), so the bet changes the best play a little.
///
/// ```
/// use pokerlab::video_poker::Bet;
/// assert_eq!(Bet::new(5), Some(Bet::MAX));
/// assert_eq!(Bet::new(0), None);
/// assert_eq!(Bet::new(6), None);
/// assert!(Bet::MAX.is_max());
/// assert_eq!(Bet::MIN.coins(), 1);
/// assert_eq!(Bet::ALL.map(Bet::coins), [1, 2, 3, 4, 5]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bet(u8);

impl Bet {
    /// One coin.
    pub const MIN: Bet = Bet(1);
    /// Five coins, the maximum.
    pub const MAX: Bet = Bet(5);
    /// Every bet, one coin to five.
    pub const ALL: [Bet; 5] = [Bet(1), Bet(2), Bet(3), Bet(4), Bet(5)];

    /// The bet of `coins` coins, if it is 1 to 5.
    pub const fn new(coins: u8) -> Option<Bet> {
        if coins >= 1 && coins <= 5 {
            Some(Bet(coins))
        } else {
            None
        }
    }

    /// The number of coins, 1 to 5.
    pub const fn coins(self) -> u8 {
        self.0
    }

    /// Whether this is the maximum bet.
    pub const fn is_max(self) -> bool {
        self.0 == 5
    }

    /// One coin more, wrapping from five back to one (the machine's "bet one" button).
    #[must_use]
    pub const fn next(self) -> Bet {
        if self.0 >= 5 { Bet(1) } else { Bet(self.0 + 1) }
    }
}

impl Default for Bet {
    fn default() -> Self {
        Bet::MAX
    }
}

impl fmt::Display for Bet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} coin{}", self.0, if self.0 == 1 { "" } else { "s" })
    }
}
