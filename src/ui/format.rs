//! Numbers as the tabs write them: grouped digits, ordinals.

/// 1712304 → "1,712,304".
///
/// ```
/// use pokerlab::ui::format::group_digits;
/// assert_eq!(group_digits(1_070_190), "1,070,190");
/// assert_eq!(group_digits(990), "990");
/// ```
pub fn group_digits(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// "1st", "2nd", "3rd", "4th", "11th", "22nd", "169th".
///
/// ```
/// use pokerlab::ui::format::ordinal;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_naturally() {
        assert_eq!(group_digits(0), "0");
        assert_eq!(group_digits(1000), "1,000");
        assert_eq!(group_digits(u64::MAX), "18,446,744,073,709,551,615");
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
}
