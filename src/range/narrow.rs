//! Narrowing a range street by street: on a flop or a turn, the combos a player continues with —
//! made hands at least as strong as one named, chosen made hands, chosen draws — kept at their
//! weights, the rest dropped. The result is an ordinary [`Range`], whose text every range field
//! reads back.
//!
//! ```
//! use pokerlab::range::{narrow, Keep, Range};
//! let range: Range = "QQ+,AKs,AQs,KQs,JTs,76s".parse()?;
//! let board = "Qh 7h 2c".parse()?;
//! // Top pair or better, and flush draws.
//! let keep: Keep = "top_pair+,flush_draw".parse()?;
//! let kept = narrow(&range, board, pokerlab::CardSet::EMPTY, &keep);
//! let text = kept.to_string();
//! assert_eq!(text.parse::<Range>()?, kept); // reads back as the same combos and weights
//! assert!(kept.count() < range.count());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::str::FromStr;

use thiserror::Error;

use super::Range;
use crate::cards::CardSet;
use crate::eval::{DRAW_GROUPS, Draw, MADE_GROUPS, MadeHand, classify_holding};

/// What a player continues with: any combo that has one of these.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Keep {
    /// Made hands kept (`top_pair+` adds top pair and every stronger one).
    pub made: Vec<MadeHand>,
    /// Draws kept.
    pub draws: Vec<Draw>,
}

/// Why a `--keep` list cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum KeepError {
    /// A name that is neither a made hand nor a draw.
    #[error(
        "unknown hand or draw `{0}`: made hands are {made} (add `+` for \"or better\": \
         `top_pair+`; groups: {made_groups}), draws are {draws} (groups: {draw_groups})",
        made = MadeHand::ALL.map(MadeHand::key).join(", "),
        made_groups = MADE_GROUPS.map(|g| g.0).join(", "),
        draws = Draw::ALL.map(Draw::key).join(", "),
        draw_groups = DRAW_GROUPS.map(|g| g.0).join(", ")
    )]
    Unknown(String),
    /// Nothing to keep.
    #[error("say what to keep: made hands and draws, like `top_pair+,flush_draw`")]
    Empty,
}

impl FromStr for Keep {
    type Err = KeepError;

    /// A comma- or space-separated list of [`MadeHand`] and [`Draw`] keys, or group keys
    /// ([`MadeHand::from_key`], [`Draw::from_key`]: `top_pair`, `two_pair`, `flush_draw`, the
    /// earlier `weaker_pair`); `KEY+` is that made hand or better, in [`MadeHand::ALL`]'s order
    /// (for a group: down to its weakest class).
    fn from_str(text: &str) -> Result<Keep, KeepError> {
        let mut keep = Keep::default();
        for word in text
            .split([',', ' '])
            .map(str::trim)
            .filter(|w| !w.is_empty())
        {
            let (key, or_better) = match word.strip_suffix('+') {
                Some(key) => (key, true),
                None => (word, false),
            };
            let key = key.to_ascii_lowercase().replace('-', "_");
            if let Some(classes) = MadeHand::from_key(&key) {
                if or_better {
                    // Every class from the best down to the key's last (weakest) class.
                    let to = classes.last().map_or(0, |m| m.index());
                    keep.made
                        .extend(MadeHand::ALL.get(..=to).unwrap_or(&[]).iter().copied());
                } else {
                    keep.made.extend_from_slice(classes);
                }
            } else if let Some(draws) = Draw::from_key(&key) {
                if or_better {
                    return Err(KeepError::Unknown(word.to_owned()));
                }
                keep.draws.extend_from_slice(draws);
            } else {
                return Err(KeepError::Unknown(word.to_owned()));
            }
        }
        keep.made.sort();
        keep.made.dedup();
        keep.draws.sort();
        keep.draws.dedup();
        if keep.made.is_empty() && keep.draws.is_empty() {
            return Err(KeepError::Empty);
        }
        Ok(keep)
    }
}

impl std::fmt::Display for Keep {
    /// The keys, comma-separated (`top_pair,two_pair,flush_draw`): text [`Keep`] reads back.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let keys: Vec<&str> = self
            .made
            .iter()
            .map(|m| m.key())
            .chain(self.draws.iter().map(|d| d.key()))
            .collect();
        f.write_str(&keys.join(","))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Keep {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Keep {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Keep, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl Keep {
    /// The kept hands and draws in words, lower case: "top pair, two pair or flush draw".
    pub fn describe(&self) -> String {
        let names: Vec<String> = self
            .made
            .iter()
            .map(|m| m.name().to_lowercase())
            .chain(self.draws.iter().map(|d| d.name().to_lowercase()))
            .collect();
        match names.split_last() {
            None => String::new(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        }
    }

    /// Whether a combo classified as `made` with `draws` is kept.
    fn keeps(&self, made: MadeHand, has: impl Fn(Draw) -> bool) -> bool {
        self.made.contains(&made) || self.draws.iter().any(|&d| has(d))
    }
}

/// The combos of `range` that `keep` keeps on `board` (a flop or a turn), at their weights;
/// combos that meet the board or `dead` are out. On a board of another size nothing is kept.
pub fn narrow(range: &Range, board: CardSet, dead: CardSet, keep: &Keep) -> Range {
    let mut out = Range::empty();
    for (combo, cards, weight) in range.live_combos(board | dead) {
        let Some(holding) = classify_holding(cards, board) else {
            continue;
        };
        if keep.keeps(holding.made, |d| holding.draws.contains(d)) {
            out.set(combo, weight);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keep_lists_read_or_better_and_draws() {
        let keep: Keep = "set+, flush_draw gutshot".parse().unwrap();
        assert_eq!(
            keep.made,
            [
                MadeHand::StraightFlush,
                MadeHand::Quads,
                MadeHand::FullHouse,
                MadeHand::Flush,
                MadeHand::Straight,
                MadeHand::Set
            ]
        );
        assert_eq!(
            keep.draws,
            [Draw::NutFlushDraw, Draw::NonNutFlushDraw, Draw::Gutshot]
        );
        assert!(
            matches!("top_pear".parse::<Keep>(), Err(KeepError::Unknown(w)) if w == "top_pear")
        );
        assert_eq!(" , ".parse::<Keep>(), Err(KeepError::Empty));
        assert!("flush_draw+".parse::<Keep>().is_err());
        assert_eq!(keep.to_string().parse::<Keep>(), Ok(keep.clone()));
        assert_eq!(
            "top_pair_top_kicker,gutshot"
                .parse::<Keep>()
                .unwrap()
                .describe(),
            "top pair, top kicker or gutshot"
        );
    }

    #[test]
    fn group_keys_and_the_earlier_keys_still_read() {
        use MadeHand::*;
        let read = |text: &str| text.parse::<Keep>().unwrap().made;
        assert_eq!(
            read("top_pair"),
            [TopPairTopKicker, TopPairGoodKicker, TopPairWeakKicker]
        );
        // `top_pair+`: down to the weakest kicker, overpair and two pair included.
        assert_eq!(
            read("top_pair+"),
            MadeHand::ALL[..=TopPairWeakKicker.index()]
        );
        assert_eq!(read("two_pair"), [TwoPairHoleCards, TwoPairBoardPair]);
        assert_eq!(
            read("two_pair+"),
            MadeHand::ALL[..=TwoPairBoardPair.index()]
        );
        assert_eq!(read("weaker_pair"), [ThirdPair, LowPocketPair]);
        assert_eq!(read("second_pair"), [SecondPair]);
        assert_eq!(read("Underpair+").last(), Some(&Underpair));
        // A saved step of the earlier keys reads, and writes back as the new keys.
        let old: Keep = "top_pair,two_pair,flush_draw".parse().unwrap();
        assert_eq!(old.draws, [Draw::NutFlushDraw, Draw::NonNutFlushDraw]);
        assert_eq!(old.to_string().parse::<Keep>(), Ok(old.clone()));
    }

    #[test]
    fn each_kept_combo_is_what_was_asked_and_keeps_its_weight() {
        let range: Range = "22+:0.5,A2s+,KTo+,76s".parse().unwrap();
        let board: CardSet = "Qh 7h 2c".parse().unwrap();
        let keep: Keep = "two_pair+,flush_draw".parse().unwrap();
        let kept = narrow(&range, board, CardSet::EMPTY, &keep);
        assert!(!kept.is_empty());
        for (combo, weight) in range.live(board) {
            let holding = classify_holding(combo.cards(), board).unwrap();
            let wanted = holding.made <= MadeHand::TwoPairBoardPair
                || holding.draws.contains(Draw::NutFlushDraw)
                || holding.draws.contains(Draw::NonNutFlushDraw);
            assert_eq!(
                kept.weight(combo),
                if wanted { weight } else { 0.0 },
                "{combo}"
            );
        }
        assert_eq!(kept.to_string().parse::<Range>().unwrap(), kept);
    }
}
