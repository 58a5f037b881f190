//! Checks shared by the subcommands, so that each edge is handled once: user text quoted in a
//! message (control characters escaped), and the Monte Carlo limits `--samples` and
//! `--seconds` (bounded like exact work: nothing that runs for more than a few minutes).

use std::borrow::Cow;
use std::time::Duration;

use pokerlab::equity::MAX_MONTE_CARLO_TIME;
use pokerlab::format::{escape_controls, group_digits};
use pokerlab::video_poker::PayTable;

use super::CliError;

/// The fewest Monte Carlo samples asked for with `--samples`: fewer give no meaningful
/// standard error (one sample gives none at all).
pub const MIN_SAMPLES: u64 = 100;

/// `text` as quoted in a message: trimmed, with control characters, newlines and
/// bidirectional controls escaped (`\n`, `\0`, `\u{202e}`), so that input cannot hide or
/// rearrange the message around it.
pub fn shown(text: &str) -> Cow<'_, str> {
    escape_controls(text.trim())
}

/// A whole message as printed on stderr: each line with its control characters escaped,
/// the line breaks kept (a message may show its input on a line of its own, with a caret
/// under the fault). The last defence: text quoted by [`shown`] has no raw line breaks left.
pub fn printable(message: &str) -> String {
    pokerlab::format::escape_controls_except(message, &['\n']).into_owned()
}

/// Reads a list of cards given for an option (`--board`, `--dead`), naming the option and the
/// text in any error.
pub fn cards_option(option: &str, text: &str) -> Result<pokerlab::cards::CardSet, CliError> {
    pokerlab::cards::parse_cards(text)
        .map(|cards| cards.into_iter().collect())
        .map_err(|e| CliError::BadInput(format!("{option} `{}`: {e}", shown(text))))
}

/// A number from the command line as typed (not its 300 digits).
fn number(x: f64) -> String {
    if x != 0.0 && !(1e-3..1e7).contains(&x.abs()) {
        format!("{x:e}")
    } else {
        x.to_string()
    }
}

/// `--seconds S`: a positive time no longer than [`MAX_MONTE_CARLO_TIME`].
pub fn seconds(s: f64) -> Result<Duration, CliError> {
    let max = MAX_MONTE_CARLO_TIME.as_secs();
    if !(s.is_finite() && s > 0.0) {
        return Err(CliError::BadInput(format!(
            "--seconds {}: give a positive number of seconds (at most {max})",
            number(s)
        )));
    }
    if s > max as f64 {
        return Err(CliError::BadInput(format!(
            "--seconds {}: at most {max} seconds ({} minutes); ask for fewer seconds, or for a \
             sample count with --samples",
            number(s),
            max / 60
        )));
    }
    Duration::try_from_secs_f64(s)
        .ok()
        .filter(|d| !d.is_zero())
        .ok_or_else(|| {
            CliError::BadInput(format!(
                "--seconds {}: give a positive number of seconds",
                number(s)
            ))
        })
}

/// `--samples N`: at least [`MIN_SAMPLES`] (the upper bound depends on the spot and is
/// checked by the engines, which know its cost).
pub fn samples(n: u64) -> Result<u64, CliError> {
    if n < MIN_SAMPLES {
        return Err(CliError::BadInput(format!(
            "--samples {n}: give at least {} samples (fewer say nothing about the error of \
             the estimate)",
            group_digits(MIN_SAMPLES)
        )));
    }
    Ok(n)
}

/// The highest return under perfect play a pay table may have: 1000 %. Real machines pay
/// 90–101 %; far more is a typo in a pay (an extra zero or two), and would only mislead.
pub const MAX_RETURN: f64 = 10.0;

/// Refuses a pay table from a file whose return under perfect play is above [`MAX_RETURN`]
/// (its exact analysis, a fraction of a second), before slower work such as a strategy chart
/// is done for it. A built-in table is known to be sane.
pub fn sane_table(spec: &str, table: &PayTable) -> Result<(), CliError> {
    if PayTable::builtin_named(spec).is_some() {
        return Ok(());
    }
    sane_return(table, pokerlab::video_poker::analyze(table).return_rate())
}

/// Refuses a pay table whose return under perfect play (`return_rate`, 1.0 = 100 %) is above
/// [`MAX_RETURN`].
pub fn sane_return(table: &PayTable, return_rate: f64) -> Result<(), CliError> {
    if return_rate <= MAX_RETURN {
        return Ok(());
    }
    Err(CliError::BadInput(format!(
        "pay table `{}`: it returns {}% under perfect play, more than {}% — is a pay mistyped? \
         (real machines return 90–101%)",
        shown(table.name()),
        group_digits((100.0 * return_rate).round() as u128),
        group_digits((100.0 * MAX_RETURN).round() as u128),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_are_positive_and_bounded() {
        assert_eq!(seconds(0.5).unwrap(), Duration::from_millis(500));
        for bad in [0.0, -1.0, f64::NAN, f64::INFINITY, 1e-300] {
            let e = seconds(bad).unwrap_err().to_string();
            assert!(e.contains("give a positive number"), "{bad}: {e}");
        }
        for big in [1e308, 1e19, 301.0] {
            let e = seconds(big).unwrap_err().to_string();
            assert!(e.contains("at most 300 seconds"), "{big}: {e}");
        }
        assert!(
            seconds(1e308)
                .unwrap_err()
                .to_string()
                .starts_with("--seconds 1e308:")
        );
    }

    #[test]
    fn messages_escape_control_characters_but_keep_their_lines() {
        assert_eq!(printable("a\u{202e}b\nc\0"), "a\\u{202e}b\nc\\0");
        assert_eq!(shown(" As\nKs\t"), "As\\nKs");
    }
}
