//! Which of the five dealt cards a player keeps.

use std::fmt;
use std::str::FromStr;

/// A hold: bit `i` set means the `i`-th dealt card (in the order dealt or given) is kept.
/// Written as five `0`/`1` characters in that order: `"11110"` keeps the first four cards.
///
/// ```
/// use pokerlab::video_poker::HoldMask;
/// let hold: HoldMask = "11001".parse().unwrap();
/// assert!(hold.is_held(0) && hold.is_held(1) && hold.is_held(4));
/// assert!(!hold.is_held(2));
/// assert_eq!(hold.count(), 3);
/// assert_eq!(hold.toggled(2).to_string(), "11101");
/// assert_eq!(HoldMask::all().count(), 32);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HoldMask(u8);

impl HoldMask {
    /// Discard everything.
    pub const NONE: HoldMask = HoldMask(0);
    /// Keep all five cards.
    pub const ALL: HoldMask = HoldMask(31);

    /// The hold with these bits (bit `i` = card `i`); bits above the fifth are dropped.
    pub const fn from_bits(bits: u8) -> HoldMask {
        HoldMask(bits & 31)
    }

    /// The bits (bit `i` = card `i`), 0 to 31.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether card `position` (0 to 4) is held.
    pub const fn is_held(self, position: usize) -> bool {
        position < 5 && self.0 & (1 << position) != 0
    }

    /// How many cards are held.
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The same hold with card `position` flipped (positions past 4 change nothing).
    #[must_use]
    pub const fn toggled(self, position: usize) -> HoldMask {
        if position < 5 {
            HoldMask(self.0 ^ (1 << position))
        } else {
            self
        }
    }

    /// All 32 holds, from discarding everything to keeping everything.
    pub fn all() -> impl Iterator<Item = HoldMask> + Clone {
        (0..32u8).map(HoldMask)
    }

    /// The held cards of a dealt hand ([`Card`](crate::Card)s or
    /// [`DeckCard`](super::DeckCard)s), in dealt order.
    pub fn held_cards<C: Copy>(self, dealt: &[C; 5]) -> Vec<C> {
        (0..5)
            .filter(|&i| self.is_held(i))
            .map(|i| dealt[i])
            .collect()
    }

    /// The held cards of a dealt hand as text, `"As Ks Qs Js"` (empty for no cards).
    pub fn describe<C: Copy + fmt::Display>(self, dealt: &[C; 5]) -> String {
        let cards: Vec<String> = self
            .held_cards(dealt)
            .iter()
            .map(|c| c.to_string())
            .collect();
        cards.join(" ")
    }
}

impl fmt::Display for HoldMask {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..5 {
            f.write_str(if self.is_held(i) { "1" } else { "0" })?;
        }
        Ok(())
    }
}

impl fmt::Debug for HoldMask {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "HoldMask({self})")
    }
}

impl FromStr for HoldMask {
    type Err = super::error::BadHoldMask;

    /// Reads five `0`/`1` characters, card 1 first.
    fn from_str(s: &str) -> Result<HoldMask, super::error::BadHoldMask> {
        let s = s.trim();
        if s.len() != 5 || !s.bytes().all(|b| b == b'0' || b == b'1') {
            return Err(super::error::BadHoldMask {
                given: s.to_owned(),
            });
        }
        Ok(HoldMask(
            s.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'1')
                .fold(0, |m, (i, _)| m | 1 << i),
        ))
    }
}
