//! Which flops a study looks at: a [`FlopFilter`] combines the textures players name flops by —
//! suits, pairing, connectedness, high card — into one choice ("A-high two-tone", "paired
//! rainbow"), read from and written as those words, so the app's Flops filter and
//! `pokerlab flops --filter` take the same text and keep the same flops.

use std::fmt;
use std::str::FromStr;

use super::report::{FlopRow, FlopsReport, SeatSummary};
use super::texture::{FlopTexture, Pairing, SuitTexture};
use crate::cards::Rank;

/// A choice of flops by texture: each part `None` keeps every flop; the parts combine (a flop
/// is kept when it matches all of them).
///
/// ```
/// use pokerlab::flops::{FlopFilter, FlopTexture};
/// let filter: FlopFilter = "A-high two-tone".parse()?;
/// let kept = |board: &str| filter.keeps(FlopTexture::of(board.parse().unwrap()).unwrap());
/// assert!(kept("Ah 7h 2c"));
/// assert!(!kept("Ah 7d 2c")); // rainbow
/// assert!(!kept("Kh 7h 2c")); // K high
/// assert_eq!(filter.to_string(), "A-high two-tone");
/// assert_eq!("".parse::<FlopFilter>()?, FlopFilter::default());
/// # Ok::<(), pokerlab::flops::FlopFilterError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FlopFilter {
    /// Rainbow, two-tone or monotone only.
    pub suits: Option<SuitTexture>,
    /// Unpaired, paired or trips only.
    pub pairing: Option<Pairing>,
    /// Connected flops only (`true`) or unconnected ones only (`false`).
    pub connected: Option<bool>,
    /// Flops with this high card only.
    pub high: Option<Rank>,
}

/// Why a filter's words cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FlopFilterError {
    /// A word that names no texture.
    #[error(
        "`{0}` is not a flop texture: use rainbow, two-tone, monotone, unpaired, paired, trips, \
         connected, unconnected or a high card such as A-high"
    )]
    UnknownWord(String),
    /// Two words for the same part ("rainbow monotone").
    #[error("`{0}` and `{1}` both say the {2}: give one")]
    Twice(String, String, &'static str),
}

impl FlopFilter {
    /// Whether every part is open (every flop kept).
    pub fn is_any(&self) -> bool {
        *self == FlopFilter::default()
    }

    /// Whether a flop of `texture` is kept.
    pub fn keeps(&self, texture: FlopTexture) -> bool {
        self.suits.is_none_or(|s| s == texture.suits)
            && self.pairing.is_none_or(|p| p == texture.pairing)
            && self.connected.is_none_or(|c| c == texture.connected)
            && self.high.is_none_or(|h| h == texture.high)
    }

    /// Whether `row`'s flop is kept.
    pub fn keeps_row(&self, row: &FlopRow) -> bool {
        self.keeps(row.texture)
    }

    /// The word of each suit texture, as the filter reads and writes it.
    pub const fn suits_word(suits: SuitTexture) -> &'static str {
        match suits {
            SuitTexture::Rainbow => "rainbow",
            SuitTexture::TwoTone => "two-tone",
            SuitTexture::Monotone => "monotone",
        }
    }

    /// The word of each pairing, as the filter reads and writes it.
    pub const fn pairing_word(pairing: Pairing) -> &'static str {
        match pairing {
            Pairing::Unpaired => "unpaired",
            Pairing::Paired => "paired",
            Pairing::Trips => "trips",
        }
    }

    /// The word of connectedness, as the filter reads and writes it.
    pub const fn connected_word(connected: bool) -> &'static str {
        if connected {
            "connected"
        } else {
            "unconnected"
        }
    }
}

impl FlopsReport {
    /// Each seat over the rows `filter` keeps, weighted as [`summary`](Self::summary) weighs
    /// every row (the summary of every row when the filter is open). A filter that keeps no
    /// row gives each seat no equity and zero shares.
    ///
    /// ```
    /// use pokerlab::equity::PlayerSpec;
    /// use pokerlab::flops::{flop_report, FlopFilter, FlopsRequest};
    /// let request = FlopsRequest::new(vec![PlayerSpec::parse("AKs")?]).holdings_only();
    /// let report = flop_report(&request)?;
    /// assert_eq!(report.summary_of(&FlopFilter::default()), report.summary());
    /// let monotone = report.summary_of(&"monotone".parse()?);
    /// let flush = pokerlab::eval::MadeHand::ALL.iter().find(|m| m.name() == "Flush").unwrap();
    /// // Of the 1,023 monotone flops a combo of AKs can meet, the 165 of its own suit (one of
    /// // them the royal flush) make it a flush: 16%.
    /// let share = monotone[0].made_share(*flush);
    /// assert!((164.0 / 1_023.0..=165.0 / 1_023.0).contains(&share));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn summary_of(&self, filter: &FlopFilter) -> Vec<SeatSummary> {
        self.summary_where(|row| filter.keeps_row(row))
    }

    /// The sum of the weights of the rows `filter` keeps.
    pub fn weight_of(&self, filter: &FlopFilter) -> u64 {
        self.rows
            .iter()
            .filter(|r| filter.keeps_row(r))
            .map(|r| u64::from(r.weight.get()))
            .sum()
    }
}

impl fmt::Display for FlopFilter {
    /// The filter's words, high card first: "A-high paired two-tone"; "every flop" when open.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut words: Vec<String> = Vec::new();
        if let Some(high) = self.high {
            words.push(format!("{}-high", high.to_char()));
        }
        if let Some(pairing) = self.pairing {
            words.push(FlopFilter::pairing_word(pairing).to_owned());
        }
        if let Some(connected) = self.connected {
            words.push(FlopFilter::connected_word(connected).to_owned());
        }
        if let Some(suits) = self.suits {
            words.push(FlopFilter::suits_word(suits).to_owned());
        }
        if words.is_empty() {
            f.write_str("every flop")
        } else {
            f.write_str(&words.join(" "))
        }
    }
}

/// Sets `slot` to `value`, refusing a second word for the same part.
fn set_once<T: Copy>(
    slot: &mut Option<(T, String)>,
    value: T,
    word: &str,
    part: &'static str,
) -> Result<(), FlopFilterError> {
    if let Some((_, before)) = slot {
        return Err(FlopFilterError::Twice(
            before.clone(),
            word.to_owned(),
            part,
        ));
    }
    *slot = Some((value, word.to_owned()));
    Ok(())
}

impl FromStr for FlopFilter {
    type Err = FlopFilterError;

    /// Reads words separated by spaces or commas, in any order and case: `rainbow`,
    /// `two-tone` (or `twotone`), `monotone`, `unpaired`, `paired`, `trips`, `connected`,
    /// `unconnected`, a high card (`A-high`, `Thigh`, or `T high`); `every flop`, `any` or
    /// nothing for the open filter.
    fn from_str(text: &str) -> Result<FlopFilter, FlopFilterError> {
        let lower = text.to_ascii_lowercase();
        let words: Vec<&str> = lower
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .collect();
        let (mut suits, mut pairing, mut connected, mut high) = (None, None, None, None);
        let mut i = 0;
        while let Some(&word) = words.get(i) {
            i += 1;
            match word {
                "any" | "all" | "every" | "flop" | "flops" => {}
                "rainbow" => set_once(&mut suits, SuitTexture::Rainbow, word, "suits")?,
                "two-tone" | "twotone" => {
                    set_once(&mut suits, SuitTexture::TwoTone, word, "suits")?
                }
                "monotone" => set_once(&mut suits, SuitTexture::Monotone, word, "suits")?,
                "unpaired" => set_once(&mut pairing, Pairing::Unpaired, word, "pairing")?,
                "paired" => set_once(&mut pairing, Pairing::Paired, word, "pairing")?,
                "trips" => set_once(&mut pairing, Pairing::Trips, word, "pairing")?,
                "connected" => set_once(&mut connected, true, word, "connectedness")?,
                "unconnected" | "disconnected" => {
                    set_once(&mut connected, false, word, "connectedness")?;
                }
                _ => {
                    let rank = high_card(word).or_else(|| {
                        // "A high": a rank alone, then the word "high".
                        let mut chars = word.chars();
                        let (Some(c), None) = (chars.next(), chars.next()) else {
                            return None;
                        };
                        (words.get(i) == Some(&"high"))
                            .then(|| Rank::from_char(c.to_ascii_uppercase()))
                            .flatten()
                    });
                    let Some(rank) = rank else {
                        return Err(FlopFilterError::UnknownWord(word.to_owned()));
                    };
                    if !word.ends_with("high") {
                        i += 1;
                    }
                    set_once(&mut high, rank, word, "high card")?;
                }
            }
        }
        Ok(FlopFilter {
            suits: suits.map(|(v, _)| v),
            pairing: pairing.map(|(v, _)| v),
            connected: connected.map(|(v, _)| v),
            high: high.map(|(v, _)| v),
        })
    }
}

/// The rank of a word `X-high` or `Xhigh`.
fn high_card(word: &str) -> Option<Rank> {
    let rank = word.strip_suffix("high")?;
    let rank = rank.strip_suffix('-').unwrap_or(rank);
    let mut chars = rank.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Rank::from_char(c.to_ascii_uppercase()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardSet;

    /// The slow definitions, from the cards alone.
    fn slow_keeps(filter: &FlopFilter, board: CardSet) -> bool {
        let cards = board.to_vec();
        let mut suits: Vec<_> = cards.iter().map(|c| c.suit()).collect();
        suits.sort_unstable_by_key(|s| s.index());
        suits.dedup();
        let mut ranks: Vec<usize> = cards.iter().map(|c| c.rank().index()).collect();
        ranks.sort_unstable();
        ranks.dedup();
        let high = cards.iter().map(|c| c.rank()).max().unwrap();
        let suits_ok = match filter.suits {
            None => true,
            Some(SuitTexture::Rainbow) => suits.len() == 3,
            Some(SuitTexture::TwoTone) => suits.len() == 2,
            Some(SuitTexture::Monotone) => suits.len() == 1,
        };
        let pairing_ok = match filter.pairing {
            None => true,
            Some(Pairing::Unpaired) => ranks.len() == 3,
            Some(Pairing::Paired) => ranks.len() == 2,
            Some(Pairing::Trips) => ranks.len() == 1,
        };
        // Connected: three ranks within five in a row, the ace also low.
        let connected = ranks.len() == 3
            && (ranks[2] - ranks[0] <= 4
                || (ranks[2] == 12 && ranks[1] <= 3/* ace low: A with two of 2-5 */));
        let connected_ok = filter.connected.is_none_or(|c| c == connected);
        suits_ok && pairing_ok && connected_ok && filter.high.is_none_or(|h| h == high)
    }

    #[test]
    fn every_filter_keeps_the_flops_the_slow_definitions_keep() {
        let suits = [
            None,
            Some(SuitTexture::Rainbow),
            Some(SuitTexture::TwoTone),
            Some(SuitTexture::Monotone),
        ];
        let pairings = [
            None,
            Some(Pairing::Unpaired),
            Some(Pairing::Paired),
            Some(Pairing::Trips),
        ];
        let mut boards = Vec::new();
        crate::enumerate::for_each_combination(CardSet::FULL, 3, |b| boards.push(b));
        for suits in suits {
            for pairing in pairings {
                for connected in [None, Some(true), Some(false)] {
                    for high in [None, Some(Rank::Ace), Some(Rank::Seven), Some(Rank::Four)] {
                        let filter = FlopFilter {
                            suits,
                            pairing,
                            connected,
                            high,
                        };
                        let mut kept = 0;
                        for &board in &boards {
                            let t = FlopTexture::of(board).unwrap();
                            assert_eq!(
                                filter.keeps(t),
                                slow_keeps(&filter, board),
                                "{filter} {board}"
                            );
                            kept += usize::from(filter.keeps(t));
                        }
                        if filter.is_any() {
                            assert_eq!(kept, 22_100);
                        }
                        // The words read back as the filter.
                        assert_eq!(filter.to_string().parse::<FlopFilter>(), Ok(filter));
                    }
                }
            }
        }
    }

    #[test]
    fn words_in_any_order_and_case_and_the_refusals() {
        let f: FlopFilter = "Two-Tone, a high".parse().unwrap();
        assert_eq!(
            (f.suits, f.high),
            (Some(SuitTexture::TwoTone), Some(Rank::Ace))
        );
        let f: FlopFilter = "paired Thigh rainbow".parse().unwrap();
        assert_eq!(f.to_string(), "T-high paired rainbow");
        assert_eq!("every flop".parse(), Ok(FlopFilter::default()));
        assert!(matches!(
            "rainbow monotone".parse::<FlopFilter>(),
            Err(FlopFilterError::Twice(..))
        ));
        assert!(matches!(
            "Z-high".parse::<FlopFilter>(),
            Err(FlopFilterError::UnknownWord(w)) if w == "z-high"
        ));
        assert!(matches!(
            "wet".parse::<FlopFilter>(),
            Err(FlopFilterError::UnknownWord(_))
        ));
    }
}
