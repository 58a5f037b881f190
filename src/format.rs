//! Numbers as pokerlab writes them for people, the same in the app and on the command line:
//! counts with grouped digits, sample counts, fractions as percentages, durations, ordinals. (Engines keep
//! fractions in `[0, 1]`; only these functions turn them into percentages.) And text from
//! outside quoted in a message, with its control characters made visible ([`escape_controls`]).

use std::time::Duration;

/// A count with its digits grouped by thousands: 1712304 → "1,712,304".
///
/// ```
/// use pokerlab::format::group_digits;
/// assert_eq!(group_digits(1_070_190u64), "1,070,190");
/// assert_eq!(group_digits(990u32), "990");
/// ```
pub fn group_digits(n: impl Into<u128>) -> String {
    let digits = n.into().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A count with its digits grouped and its noun, singular for one: "1 combo", "0 combos",
/// "1,326 combos".
///
/// ```
/// use pokerlab::format::counted;
/// assert_eq!(counted(1u32, "combo", "combos"), "1 combo");
/// assert_eq!(counted(1_326u32, "combo", "combos"), "1,326 combos");
/// assert_eq!(counted(0u32, "outcome", "outcomes"), "0 outcomes");
/// ```
pub fn counted(n: impl Into<u128>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{} {}", group_digits(n), if n == 1 { one } else { many })
}

/// A weighted count of combos (a range's weights make fractions): whole numbers as such,
/// others with one decimal, and the noun, singular only for exactly one: "1 combo",
/// "12.5 combos".
///
/// ```
/// use pokerlab::format::weighted_combos;
/// assert_eq!(weighted_combos(1.0), "1 combo");
/// assert_eq!(weighted_combos(158.0), "158 combos");
/// assert_eq!(weighted_combos(12.46), "12.5 combos");
/// assert_eq!(weighted_combos(0.5), "0.5 combos");
/// ```
pub fn weighted_combos(combos: f64) -> String {
    let figure = combos_figure(combos);
    format!(
        "{figure} {}",
        if figure == "1" { "combo" } else { "combos" }
    )
}

/// The figure of [`weighted_combos`] alone: "158", "12.5".
///
/// ```
/// assert_eq!(pokerlab::format::combos_figure(12.0), "12");
/// assert_eq!(pokerlab::format::combos_figure(0.98), "1.0");
/// ```
pub fn combos_figure(combos: f64) -> String {
    if (combos - combos.round()).abs() < 1e-9 {
        format!("{combos:.0}")
    } else {
        format!("{combos:.1}")
    }
}

/// A fraction as a percentage with two decimals: 0.4567 → "45.67%".
///
/// ```
/// assert_eq!(pokerlab::format::percent(0.4567), "45.67%");
/// assert_eq!(pokerlab::format::percent(1.0), "100.00%");
/// ```
pub fn percent(fraction: f64) -> String {
    percent_places(fraction, 2)
}

/// A fraction as a percentage with `places` decimals: (0.995439, 4) → "99.5439%".
///
/// ```
/// use pokerlab::format::percent_places;
/// assert_eq!(percent_places(0.995439, 4), "99.5439%");
/// assert_eq!(percent_places(0.2146, 0), "21%");
/// ```
pub fn percent_places(fraction: f64, places: usize) -> String {
    format!("{:.*}%", places, 100.0 * fraction)
}

/// [`percent_places`] of an `f32` fraction, multiplied out in `f32` as the charts keep their
/// values: (0.4567, 1) → "45.7%".
///
/// ```
/// use pokerlab::format::percent_places_f32;
/// assert_eq!(percent_places_f32(0.4567, 1), "45.7%");
/// assert_eq!(percent_places_f32(0.25, 0), "25%");
/// assert_eq!(percent_places_f32(1.0, 2), "100.00%");
/// ```
pub fn percent_places_f32(fraction: f32, places: usize) -> String {
    format!("{:.*}%", places, 100.0 * fraction)
}

/// How often something happens, as people say it: a percentage with one decimal down to 1%,
/// then "1 in 40,391"; "–" for never.
///
/// ```
/// use pokerlab::format::chance;
/// assert_eq!(chance(0.2146), "21.5%");
/// assert_eq!(chance(1.0 / 40_391.0), "1 in 40,391");
/// assert_eq!(chance(0.0), "–");
/// ```
pub fn chance(probability: f64) -> String {
    if probability <= 0.0 {
        "–".to_owned()
    } else if probability >= 0.01 {
        percent_places(probability, 1)
    } else {
        format!("1 in {}", group_digits((1.0 / probability).round() as u64))
    }
}

/// An expected return in coins per coin bet, four decimals: "1.1489" (1.0000 breaks even).
///
/// ```
/// assert_eq!(pokerlab::format::ev_per_coin(54.0 / 47.0), "1.1489");
/// ```
pub fn ev_per_coin(coins: f64) -> String {
    format!("{coins:.4}")
}

/// A number of coins that need not be whole (an average), two decimals: "3.21".
///
/// ```
/// assert_eq!(pokerlab::format::coins(3.2149), "3.21");
/// ```
pub fn coins(coins: f64) -> String {
    format!("{coins:.2}")
}

/// An amount of memory: KiB below a MiB, MiB with one decimal above.
///
/// ```
/// assert_eq!(pokerlab::format::memory(300 * 1024), "300 KiB");
/// assert_eq!(pokerlab::format::memory(3 << 20), "3.0 MiB");
/// ```
pub fn memory(bytes: u64) -> String {
    let kib = bytes as f64 / 1024.0;
    if kib < 1024.0 {
        format!("{kib:.0} KiB")
    } else {
        format!("{:.1} MiB", kib / 1024.0)
    }
}

/// A gain or a loss, always with its sign, digits grouped: "+15", "-1,230", "+0".
///
/// ```
/// use pokerlab::format::signed;
/// assert_eq!(signed(15), "+15");
/// assert_eq!(signed(-1230), "-1,230");
/// assert_eq!(signed(0), "+0");
/// ```
pub fn signed(n: i64) -> String {
    let sign = if n < 0 { '-' } else { '+' };
    format!("{sign}{}", group_digits(n.unsigned_abs()))
}

/// A fraction as a percentage in a table cell: "–" for exactly nothing, "<0.01%" for less
/// than would show, else two decimals.
///
/// ```
/// use pokerlab::format::percent_cell;
/// assert_eq!(percent_cell(0.0), "–");
/// assert_eq!(percent_cell(0.00001), "<0.01%");
/// assert_eq!(percent_cell(0.25), "25.00%");
/// ```
pub fn percent_cell(fraction: f64) -> String {
    percent_cell_places(fraction, 2)
}

/// [`percent_cell`] with `places` decimals: "–" for exactly nothing, "<0.1%" (with one
/// decimal) for more than nothing that would round to zero.
///
/// ```
/// use pokerlab::format::percent_cell_places;
/// assert_eq!(percent_cell_places(0.0, 1), "–");
/// assert_eq!(percent_cell_places(0.0004, 1), "<0.1%");
/// assert_eq!(percent_cell_places(0.0005, 1), "0.1%");
/// assert_eq!(percent_cell_places(0.25, 0), "25%");
/// ```
pub fn percent_cell_places(fraction: f64, places: usize) -> String {
    let smallest = 10f64.powi(-(places as i32));
    if fraction == 0.0 {
        "–".to_owned()
    } else if 100.0 * fraction < smallest / 2.0 {
        format!(
            "<{}%",
            percent_places(smallest / 100.0, places).trim_end_matches('%')
        )
    } else {
        percent_places(fraction, places)
    }
}

/// A duration with the precision that matters at its size: "12.50 µs", "2.40 ms", "250 ms",
/// "1.25 s".
///
/// ```
/// use std::time::Duration;
/// use pokerlab::format::duration;
/// assert_eq!(duration(Duration::from_micros(12)), "12.00 µs");
/// assert_eq!(duration(Duration::from_micros(2400)), "2.40 ms");
/// assert_eq!(duration(Duration::from_millis(250)), "250 ms");
/// assert_eq!(duration(Duration::from_millis(1250)), "1.25 s");
/// ```
pub fn duration(d: Duration) -> String {
    duration_ms(d.as_secs_f64() * 1e3)
}

/// [`duration`] of a time in milliseconds.
pub fn duration_ms(ms: f64) -> String {
    if ms < 0.1 {
        format!("{:.2} µs", ms * 1000.0)
    } else if ms < 10.0 {
        format!("{ms:.2} ms")
    } else if ms < 1000.0 {
        format!("{ms:.0} ms")
    } else {
        format!("{:.2} s", ms / 1000.0)
    }
}

/// A running clock in whole seconds: "0 s", "12 s".
///
/// ```
/// use std::time::Duration;
/// assert_eq!(pokerlab::format::whole_seconds(Duration::from_millis(12_600)), "13 s");
/// ```
pub fn whole_seconds(d: Duration) -> String {
    format!("{:.0} s", d.as_secs_f64())
}

/// Milliseconds with a fixed number of decimals, for figures read side by side (frame
/// times): "1.2 ms".
///
/// ```
/// assert_eq!(pokerlab::format::milliseconds(1.25, 1), "1.2 ms");
/// ```
pub fn milliseconds(ms: f64, places: usize) -> String {
    format!("{ms:.places$} ms")
}

/// "1st", "2nd", "3rd", "4th", "11th", "22nd", "169th".
///
/// ```
/// use pokerlab::format::ordinal;
/// assert_eq!(ordinal(1), "1st");
/// assert_eq!(ordinal(12), "12th");
/// assert_eq!(ordinal(23), "23rd");
/// ```
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Seats named in a sentence: "player 3", "players 1 and 2", "players 1, 2, 4 and 5".
///
/// ```
/// use pokerlab::format::seat_list;
/// assert_eq!(seat_list(&[3]), "player 3");
/// assert_eq!(seat_list(&[1, 2]), "players 1 and 2");
/// assert_eq!(seat_list(&[1, 2, 4, 5]), "players 1, 2, 4 and 5");
/// ```
pub fn seat_list(seats: &[usize]) -> String {
    match seats {
        [] => "no player".to_owned(),
        [one] => format!("player {one}"),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(usize::to_string).collect();
            format!("players {} and {last}", rest.join(", "))
        }
    }
}

/// A sample count in words: "1.2 M samples", "0.4 M samples", "850 samples".
///
/// ```
/// assert_eq!(pokerlab::format::samples(1_234_567), "1.2 M samples");
/// ```
pub fn samples(samples: u64) -> String {
    if samples >= 100_000 {
        format!("{:.1} M samples", samples as f64 / 1e6)
    } else if samples >= 1000 {
        format!("{:.0} k samples", samples as f64 / 1e3)
    } else {
        format!("{samples} samples")
    }
}

/// Whether `c` is invisible or reorders text around it: a control character (NUL, newline,
/// escape, …), a bidirectional control (right-to-left override and its kin) or a zero-width
/// character. Echoed raw, these hide or rearrange what a message says.
pub fn is_hidden_control(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{061c}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// `text` with every [hidden control](is_hidden_control) character written out as an escape
/// (`\n`, `\t`, `\r`, `\0`, `\u{202e}`), for quoting input in a message; everything else,
/// accents and suit symbols included, is kept as it is.
///
/// ```
/// use pokerlab::format::escape_controls;
/// assert_eq!(escape_controls("As\u{202e}Ks"), "As\\u{202e}Ks");
/// assert_eq!(escape_controls("a\nb\0"), "a\\nb\\0");
/// assert_eq!(escape_controls("Q♠ 10h é"), "Q♠ 10h é");
/// ```
pub fn escape_controls(text: &str) -> std::borrow::Cow<'_, str> {
    escape_controls_except(text, &[])
}

/// [`escape_controls`], but the characters of `keep` (a text's own layout: line breaks, tabs)
/// stay as they are: for whole messages and text output, whose lines are theirs.
///
/// ```
/// use pokerlab::format::escape_controls_except;
/// assert_eq!(escape_controls_except("a\u{1b}\tb\nc", &['\n']), "a\\u{1b}\\tb\nc");
/// assert_eq!(escape_controls_except("a\tb\n", &['\n', '\t']), "a\tb\n");
/// ```
pub fn escape_controls_except<'a>(text: &'a str, keep: &[char]) -> std::borrow::Cow<'a, str> {
    let hidden = |c: char| is_hidden_control(c) && !keep.contains(&c);
    if !text.chars().any(hidden) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            c if !hidden(c) => out.push(c),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\0' => out.push_str("\\0"),
            c if is_hidden_control(c) => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_naturally() {
        assert_eq!(group_digits(0u8), "0");
        assert_eq!(group_digits(1000u64), "1,000");
        assert_eq!(group_digits(u64::MAX), "18,446,744,073,709,551,615");
        assert_eq!(group_digits(2_598_960u32), "2,598,960");
        let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 111, 169]
            .map(ordinal)
            .into();
        assert_eq!(
            words,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "111th",
                "169th"
            ]
        );
    }

    #[test]
    fn durations_read_naturally() {
        assert_eq!(duration_ms(0.0123), "12.30 µs");
        assert_eq!(duration_ms(0.36), "0.36 ms");
        assert_eq!(duration_ms(59.6), "60 ms");
        assert_eq!(duration_ms(2300.0), "2.30 s");
    }

    #[test]
    fn sample_counts_read_naturally() {
        assert_eq!(samples(1_234_567), "1.2 M samples");
        assert_eq!(samples(400_000), "0.4 M samples");
        assert_eq!(samples(40_000), "40 k samples");
        assert_eq!(samples(12), "12 samples");
    }
}
