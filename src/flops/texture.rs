//! What a flop looks like, in the words players sort flops by: its suits (rainbow, two-tone,
//! monotone), whether it is paired, whether it is connected, and its high card — and the
//! groupings of a list of flops by one of these.

use crate::cards::{CardSet, Rank};

/// How many suits a flop shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SuitTexture {
    /// Three suits.
    Rainbow,
    /// Two cards of one suit.
    TwoTone,
    /// Three cards of one suit.
    Monotone,
}

/// Whether a flop repeats a rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Pairing {
    /// Three ranks.
    Unpaired,
    /// Two cards of one rank.
    Paired,
    /// One rank three times.
    Trips,
}

/// A flop's texture.
///
/// ```
/// use pokerlab::flops::{FlopTexture, Pairing, SuitTexture};
/// let t = FlopTexture::of("Qh Jh Tc".parse()?).unwrap();
/// assert_eq!((t.suits, t.pairing, t.connected), (SuitTexture::TwoTone, Pairing::Unpaired, true));
/// assert_eq!(t.high, pokerlab::Rank::Queen);
/// assert_eq!(t.to_string(), "two-tone, connected, Q high");
/// let wheel = FlopTexture::of("Ac 4d 2s".parse()?).unwrap();
/// assert!(wheel.connected); // ace low: A 2 3 4 5 is a straight
/// assert!(!FlopTexture::of("Ac 8d 2s".parse()?).unwrap().connected);
/// # Ok::<(), pokerlab::CardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FlopTexture {
    /// Rainbow, two-tone or monotone.
    pub suits: SuitTexture,
    /// Unpaired, paired or trips.
    pub pairing: Pairing,
    /// Three different ranks within five in a row (the ace high or low): two hole cards can
    /// make a straight.
    pub connected: bool,
    /// The highest rank.
    pub high: Rank,
}

impl FlopTexture {
    /// The texture of a three-card board; `None` for another number of cards.
    pub fn of(board: CardSet) -> Option<FlopTexture> {
        if board.len() != 3 {
            return None;
        }
        let cards = board.to_vec();
        let mut suits = 0u8;
        for card in &cards {
            suits |= 1 << card.suit().index();
        }
        let suits = match suits.count_ones() {
            3 => SuitTexture::Rainbow,
            2 => SuitTexture::TwoTone,
            _ => SuitTexture::Monotone,
        };
        let ranks = board.ranks();
        let pairing = match ranks.count_ones() {
            3 => Pairing::Unpaired,
            2 => Pairing::Paired,
            _ => Pairing::Trips,
        };
        let high = cards.iter().map(|c| c.rank()).max()?;
        Some(FlopTexture {
            suits,
            pairing,
            connected: pairing == Pairing::Unpaired && within_five(ranks),
            high,
        })
    }
}

/// Whether the ranks of `mask` (bit `r` = rank `r`, two = 0) lie within five in a row, the
/// ace also counting below the two.
fn within_five(mask: u16) -> bool {
    // Ranks one place up (two = bit 1, ace = bit 13), and again with the ace at bit 0.
    let high = u32::from(mask) << 1;
    let low = if high >> 13 & 1 == 1 {
        high & !(1 << 13) | 1
    } else {
        high
    };
    (0..=9).any(|from| [high, low].iter().any(|&m| m & !(0b11111 << from) == 0))
}

impl std::fmt::Display for FlopTexture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let suits = match self.suits {
            SuitTexture::Rainbow => "rainbow",
            SuitTexture::TwoTone => "two-tone",
            SuitTexture::Monotone => "monotone",
        };
        f.write_str(suits)?;
        match self.pairing {
            Pairing::Paired => f.write_str(", paired")?,
            Pairing::Trips => f.write_str(", trips")?,
            Pairing::Unpaired if self.connected => f.write_str(", connected")?,
            Pairing::Unpaired => {}
        }
        write!(f, ", {} high", self.high.to_char())
    }
}

/// A way of grouping flops by texture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TextureGroup {
    /// Rainbow, two-tone, monotone.
    #[default]
    Suits,
    /// Unpaired, paired, trips.
    Pairing,
    /// Connected or not.
    Connected,
    /// By the highest card, ace first.
    HighCard,
}

impl TextureGroup {
    /// Every grouping, in the order a menu lists them.
    pub const ALL: [TextureGroup; 4] = [
        TextureGroup::Suits,
        TextureGroup::Pairing,
        TextureGroup::Connected,
        TextureGroup::HighCard,
    ];

    /// The grouping's name: "Suits", "High card".
    pub const fn name(self) -> &'static str {
        match self {
            TextureGroup::Suits => "Suits",
            TextureGroup::Pairing => "Pairing",
            TextureGroup::Connected => "Connected",
            TextureGroup::HighCard => "High card",
        }
    }

    /// The group a flop of `texture` falls in: its place among the groups (lower first) and its
    /// name ("Two-tone", "K high").
    ///
    /// ```
    /// use pokerlab::flops::{FlopTexture, TextureGroup};
    /// let t = FlopTexture::of("Kh Kd 2h".parse()?).unwrap();
    /// assert_eq!(TextureGroup::Suits.group_of(t), (1, "Two-tone".to_string()));
    /// assert_eq!(TextureGroup::Pairing.group_of(t).1, "Paired");
    /// assert_eq!(TextureGroup::HighCard.group_of(t), (1, "K high".to_string()));
    /// # Ok::<(), pokerlab::CardError>(())
    /// ```
    pub fn group_of(self, texture: FlopTexture) -> (u8, String) {
        match self {
            TextureGroup::Suits => match texture.suits {
                SuitTexture::Rainbow => (0, "Rainbow".into()),
                SuitTexture::TwoTone => (1, "Two-tone".into()),
                SuitTexture::Monotone => (2, "Monotone".into()),
            },
            TextureGroup::Pairing => match texture.pairing {
                Pairing::Unpaired => (0, "Unpaired".into()),
                Pairing::Paired => (1, "Paired".into()),
                Pairing::Trips => (2, "Trips".into()),
            },
            TextureGroup::Connected if texture.connected => (0, "Connected".into()),
            TextureGroup::Connected => (1, "Not connected".into()),
            TextureGroup::HighCard => (
                (Rank::Ace.index() - texture.high.index()) as u8,
                format!("{} high", texture.high.to_char()),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The slow definition: some five ranks in a row (ace high or low) hold all three.
    fn naive_connected(board: CardSet) -> bool {
        let ranks: Vec<usize> = board.iter().map(|c| c.rank().index() + 1).collect();
        if board.ranks().count_ones() != 3 {
            return false;
        }
        // Ranks two = 1 … ace = 13; the ace may also stand below the two, as 0.
        (0..=9).any(|low| {
            ranks
                .iter()
                .all(|&r| (low..low + 5).contains(&r) || (r == 13 && low == 0))
        })
    }

    #[test]
    fn every_flop_has_a_texture_that_agrees_with_the_slow_definitions() {
        let mut counts = [0u32; 3];
        crate::enumerate::for_each_combination(CardSet::FULL, 3, |board| {
            let t = FlopTexture::of(board).unwrap();
            assert_eq!(t.connected, naive_connected(board), "{board}");
            counts[t.suits as usize] += 1;
        });
        // 13^3 * 24 / 6 rainbow (three suits of four, one card each), etc.
        assert_eq!(counts, [8_788, 12_168, 1_144]);
    }
}
