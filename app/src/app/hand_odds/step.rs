//! One "continue with" step of a range seat in Hand Odds ([`Step`]): the made hands and draws
//! it keeps, an equity threshold, or both — a combo is kept when either keeps it, as with
//! `pokerlab narrow --keep … --min-equity …`. A step is a rule, saved with the table as one
//! line of text (`top_pair+,flush_draw,min_equity:40`) that the older saves, holdings alone,
//! still read as.

use std::fmt;
use std::str::FromStr;

use pokerlab::range::{Keep, KeepError};

/// The saved word of the threshold in a step's text (`min_equity:40` is 40 %).
const THRESHOLD_WORD: &str = "min_equity:";

/// An equity threshold: "every hand with at least this equity against the other seats", in
/// hundredths of a percent (4000 is 40 %), so that it compares and saves exactly.
///
/// ```
/// use pokerlab_app::app::hand_odds::step::EquityThreshold;
/// let t: EquityThreshold = "37.5".parse()?;
/// assert_eq!(t.fraction(), 0.375);
/// assert_eq!(t.to_string(), "37.5 %");
/// assert!("101".parse::<EquityThreshold>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EquityThreshold(u16);

/// Hundredths of a percent in 100 %.
const FULL: u16 = 10_000;

/// Why an equity threshold cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ThresholdError {
    /// Not a number.
    #[error("equity threshold `{0}`: give a percentage from 0 to 100, like 40 or 37.5")]
    NotANumber(String),
    /// A number outside 0–100.
    #[error("equity threshold {0} %: a percentage is from 0 to 100")]
    OutOfRange(String),
}

impl EquityThreshold {
    /// The threshold as a fraction of 1 (equity is a fraction in the engine).
    pub fn fraction(self) -> f64 {
        f64::from(self.0) / f64::from(FULL)
    }

    /// The threshold in percent (40.0 for 40 %).
    pub fn percent(self) -> f64 {
        f64::from(self.0) / 100.0
    }
}

impl FromStr for EquityThreshold {
    type Err = ThresholdError;

    /// A percentage, with or without `%` (`40`, `37.5 %`); at most two decimals count.
    fn from_str(text: &str) -> Result<EquityThreshold, ThresholdError> {
        let trimmed = text.trim();
        let number = trimmed.strip_suffix('%').unwrap_or(trimmed).trim();
        let percent: f64 = number
            .parse()
            .ok()
            .filter(|v: &f64| v.is_finite())
            .ok_or_else(|| ThresholdError::NotANumber(trimmed.to_owned()))?;
        if !(0.0..=100.0).contains(&percent) {
            return Err(ThresholdError::OutOfRange(number.to_owned()));
        }
        // In range, so the rounded value fits.
        let hundredths = (percent * 100.0).round().clamp(0.0, f64::from(FULL)) as u16;
        Ok(EquityThreshold(hundredths))
    }
}

impl fmt::Display for EquityThreshold {
    /// `40 %`, `37.5 %`: the percentage, as typed, with its sign.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} %", self.percent())
    }
}

/// What a range seat continues with on one street: the combos holding one of `keep`'s made
/// hands or draws, and those with at least `min_equity` against the other seats.
///
/// ```
/// use pokerlab_app::app::hand_odds::step::Step;
/// let step: Step = "top_pair+,min_equity:40".parse()?;
/// assert_eq!(step.min_equity.map(|t| t.percent()), Some(40.0));
/// assert_eq!(step.to_string().parse::<Step>()?, step);
/// let old: Step = "flush_draw".parse()?; // a step saved before thresholds
/// assert!(old.min_equity.is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Step {
    /// The made hands and draws kept (may be empty when a threshold is given).
    pub keep: Keep,
    /// The equity threshold, if any.
    pub min_equity: Option<EquityThreshold>,
}

/// Why a step's text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StepTextError {
    /// The holdings part.
    #[error(transparent)]
    Keep(#[from] KeepError),
    /// The threshold part.
    #[error(transparent)]
    Threshold(#[from] ThresholdError),
}

impl Step {
    /// Whether the step keeps nothing at all (no line ticked, no threshold).
    pub fn is_empty(&self) -> bool {
        self.keep.made.is_empty() && self.keep.draws.is_empty() && self.min_equity.is_none()
    }

    /// What it keeps in words: "top pair or flush draw", "40 % equity or more", or both.
    pub fn describe(&self) -> String {
        let holdings = self.keep.describe();
        match (holdings.is_empty(), self.min_equity) {
            (_, None) => holdings,
            (true, Some(t)) => format!("{t} equity or more"),
            (false, Some(t)) => format!("{holdings} or {t} equity or more"),
        }
    }
}

impl FromStr for Step {
    type Err = StepTextError;

    /// The holdings keys as [`Keep`] reads them, and `min_equity:PERCENT` among them.
    fn from_str(text: &str) -> Result<Step, StepTextError> {
        let mut min_equity = None;
        let mut keys = Vec::new();
        for word in text.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match word.strip_prefix(THRESHOLD_WORD) {
                Some(percent) => min_equity = Some(percent.parse()?),
                None => keys.push(word),
            }
        }
        let keep = if keys.is_empty() && min_equity.is_some() {
            Keep::default()
        } else {
            keys.join(",").parse()?
        };
        Ok(Step { keep, min_equity })
    }
}

impl fmt::Display for Step {
    /// Text [`Step`] reads back: `top_pair,flush_draw,min_equity:40`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut words = Vec::new();
        let keep = self.keep.to_string();
        if !keep.is_empty() {
            words.push(keep);
        }
        if let Some(t) = self.min_equity {
            words.push(format!("{THRESHOLD_WORD}{}", t.percent()));
        }
        f.write_str(&words.join(","))
    }
}

impl From<Keep> for Step {
    fn from(keep: Keep) -> Step {
        Step {
            keep,
            min_equity: None,
        }
    }
}

impl serde::Serialize for Step {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Step {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Step, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_read_percentages_and_refuse_the_rest() {
        let t: EquityThreshold = " 40 % ".parse().unwrap();
        assert_eq!(t.fraction(), 0.4);
        assert_eq!("0".parse::<EquityThreshold>().unwrap().fraction(), 0.0);
        assert_eq!("100%".parse::<EquityThreshold>().unwrap().fraction(), 1.0);
        for bad in ["", "abc", "NaN", "inf", "4 0"] {
            assert!(matches!(
                bad.parse::<EquityThreshold>(),
                Err(ThresholdError::NotANumber(_))
            ));
        }
        for bad in ["-1", "100.5", "1e9"] {
            assert!(matches!(
                bad.parse::<EquityThreshold>(),
                Err(ThresholdError::OutOfRange(_))
            ));
        }
    }

    #[test]
    fn steps_read_back_with_and_without_a_threshold() {
        for text in [
            "top_pair_top_kicker,nut_flush_draw",
            "min_equity:40",
            "set,min_equity:12.5",
        ] {
            let step: Step = text.parse().unwrap();
            assert_eq!(step.to_string(), text);
            assert_eq!(step.to_string().parse::<Step>().unwrap(), step);
        }
        // The keys of earlier versions still read, and are written back as the classes they
        // stand for.
        let old: Step = "top_pair,flush_draw".parse().unwrap();
        assert_eq!(
            old.to_string(),
            "top_pair_top_kicker,top_pair_good_kicker,top_pair_weak_kicker,nut_flush_draw,\
             non_nut_flush_draw"
        );
        let step: Step = "min_equity:40".parse().unwrap();
        assert_eq!(step.describe(), "40 % equity or more");
        assert!(!step.is_empty());
        assert!("".parse::<Step>().is_err());
        assert!("min_equity:140".parse::<Step>().is_err());
        let json = serde_json::to_string(&Some(step.clone())).unwrap();
        assert_eq!(
            serde_json::from_str::<Option<Step>>(&json).unwrap(),
            Some(step)
        );
    }
}
