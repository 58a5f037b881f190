//! The Sklansky–Malmuth starting-hand groups, which HoldemHand's pocket query language names
//! `Group1` … `Group8`.
//!
//! Source: David Sklansky and Mason Malmuth, *Hold'em Poker for Advanced Players* (Two Plus
//! Two), the table of hand groups as it is usually reproduced:
//!
//! | group | hands |
//! | --- | --- |
//! | 1 | AA, KK, QQ, JJ, AKs |
//! | 2 | TT, AQs, AJs, KQs, AKo |
//! | 3 | 99, JTs, QJs, KJs, ATs, AQo |
//! | 4 | T9s, KQo, 88, QTs, 98s, J9s, AJo, KTs |
//! | 5 | 77, 87s, Q9s, T8s, KJo, QJo, JTo, 76s, 97s, A9s–A2s ("Axs"), 65s |
//! | 6 | 66, ATo, 55, 86s, KTo, QTo, 54s, K9s, J8s, 75s |
//! | 7 | 44, J9o, 64s, T9o, 53s, 33, 98o, 43s, 22, K8s–K2s ("Kxs"), T7s, Q8s |
//! | 8 | 87o, A9o, Q9o, 76o, 42s, 32s, 96s, 85s, J8o, J7s, 65o, 54o, 74s, K9o, T8o |
//!
//! The book writes offsuit hands without a suffix (`AK` in group 2 is AK offsuit, since AKs
//! is in group 1); "Axs" and "Kxs" mean the suited aces and kings not already in a better
//! group. Some reproductions add `43o` to group 8; we follow the book's list without it.
//! Hands in no group (group "9" in some charts) are not selectable as a group.

use super::HandClass;

/// The groups as text, one string per group; the `x` forms are spelled out.
const GROUPS: [&str; 8] = [
    "AA KK QQ JJ AKs",
    "TT AQs AJs KQs AKo",
    "99 JTs QJs KJs ATs AQo",
    "T9s KQo 88 QTs 98s J9s AJo KTs",
    "77 87s Q9s T8s KJo QJo JTo 76s 97s A9s A8s A7s A6s A5s A4s A3s A2s 65s",
    "66 ATo 55 86s KTo QTo 54s K9s J8s 75s",
    "44 J9o 64s T9o 53s 33 98o 43s 22 K8s K7s K6s K5s K4s K3s K2s T7s Q8s",
    "87o A9o Q9o 76o 42s 32s 96s 85s J8o J7s 65o 54o 74s K9o T8o",
];

/// The classes of Sklansky–Malmuth group `n` (1 to 8); empty for any other `n`.
///
/// ```
/// use pokerlab::range::sklansky_group;
/// let group1: Vec<String> = sklansky_group(1).map(|c| c.to_string()).collect();
/// assert_eq!(group1, ["AA", "KK", "QQ", "JJ", "AKs"]);
/// assert_eq!(sklansky_group(9).count(), 0);
/// ```
pub fn sklansky_group(n: u8) -> impl Iterator<Item = HandClass> {
    let text = match n {
        1..=8 => GROUPS[usize::from(n) - 1],
        _ => "",
    };
    text.split_whitespace()
        .filter_map(|name| name.parse::<HandClass>().ok())
}

/// The Sklansky–Malmuth group (1 to 8) a class belongs to, or `None` for hands in no group.
///
/// ```
/// use pokerlab::range::{group_of, HandClass};
/// assert_eq!(group_of("AKo".parse().unwrap()), Some(2));
/// assert_eq!(group_of("72o".parse().unwrap()), None);
/// ```
pub fn group_of(class: HandClass) -> Option<u8> {
    (1..=8).find(|&n| sklansky_group(n).any(|c| c == class))
}
