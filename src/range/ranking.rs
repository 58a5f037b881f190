//! The order of the 169 starting hands that top-percent ranges (`15%`) follow: each class's
//! exact all-in equity against one random hand, preflop.
//!
//! # Which ranking, and why
//! The figures are the preflop table's (`crate::equity::preflop_table`): for every class, the
//! exact counts of its wins, ties and losses against every opponent hand on every five-card
//! board (1,225 × 1,712,304 = 2,097,572,400 matchups per combo; ties count as half a win),
//! computed by our own engine and checked by tests that recompute entries. This is the ranking that
//! PokerStove-era tools print as "equity vs a random hand"; its best-known figure, AKs at
//! 67.0446%, is checked by a test. It is a heads-up ranking: against several opponents small
//! pairs and offsuit high cards would rank lower and suited connectors higher. Classes are
//! sorted by the exact integer `2 × wins + ties`; ties between classes (none occur) would be
//! broken by grid index.

use super::{COMBO_COUNT, HandClass, Range};

/// The grid index of each class ([`HandClass::index`]), strongest first: the order of the
/// preflop table's exact counts against a random hand, `2 × wins + ties`
/// (`crate::equity::preflop_table`; no two classes tie). Written out here so that ranges need
/// no equity engine; the table's tests recompute the order from the table and check it is
/// this one (and print the array to paste here if the table ever changes).
#[rustfmt::skip]
const RANKED_INDICES: [u8; HandClass::COUNT] = [
    0, 14, 28, 42, 56, 70, 84, 1, 98, 2, // AA KK QQ JJ TT 99 88 AKs 77 AQs
    3, 13, 4, 26, 39, 15, 112, 5, 52, 16, // AJs AKo ATs AQo AJo KQs 66 A9s ATo KJs
    6, 17, 27, 7, 65, 40, 126, 29, 18, 9, // A8s KTs KQo A7s A9o KJo 55 QJs K9s A5s
    8, 78, 53, 30, 10, 91, 19, 11, 41, 66, // A6s A8o KTo QTs A4s A7o K8s A3s QJo K9o
    117, 104, 31, 20, 43, 12, 54, 140, 130, 21, // A5o A6o Q9s K7s JTs A2s QTo 44 A4o K6s
    79, 32, 143, 22, 44, 67, 55, 92, 156, 23, // K8o Q8s A3o K5s J9s Q9o JTo K7o A2o K4s
    33, 105, 24, 57, 45, 154, 34, 80, 118, 68, // Q7s K6o K3s T9s J8s 33 Q6s Q8o K5o J9o
    25, 35, 58, 131, 46, 36, 93, 69, 81, 144, // K2s Q5s T8s K4o J7s Q4s Q7o T9o J8o K3o
    106, 37, 71, 59, 47, 157, 168, 38, 119, 48, // Q6o Q3s 98s T7s J6s K2o 22 Q2s Q5o J5s
    82, 94, 132, 72, 49, 60, 50, 145, 83, 85, // T8o J7o Q4o 97s J4s T6s J3s Q3o 98o 87s
    95, 107, 73, 51, 158, 61, 120, 62, 96, 86, // T7o J6o 96s J2s Q2o T5s J5o T4s 97o 86s
    133, 108, 74, 63, 99, 146, 97, 64, 87, 109, // J4o T6o 95s T3s 76s J3o 87o T2s 85s 96o
    159, 121, 75, 100, 134, 76, 110, 113, 88, 122, // J2o T5o 94s 75s T4o 93s 86o 65s 84s 95o
    147, 77, 111, 101, 160, 127, 123, 114, 89, 135, // T3o 92s 76o 74s T2o 54s 85o 64s 83s 94o
    124, 90, 102, 148, 125, 128, 115, 136, 161, 141, // 75o 82s 73s 93o 65o 53s 63s 84o 92o 43s
    137, 103, 139, 138, 129, 116, 149, 142, 162, 150, // 74o 72s 54o 64o 52s 62s 83o 42s 82o 73o
    152, 151, 155, 153, 163, 165, 164, 166, 167, // 53o 63o 32s 43o 72o 52o 62o 42o 32o
];

/// The 169 classes ordered strongest first by equity against a random hand.
static RANKED: [HandClass; HandClass::COUNT] = {
    let mut classes = [HandClass::AA; HandClass::COUNT];
    let mut i = 0;
    while i < HandClass::COUNT {
        classes[i] = match HandClass::from_index(RANKED_INDICES[i] as usize) {
            Some(class) => class,
            None => panic!("a ranked class index is not a grid cell"),
        };
        i += 1;
    }
    classes
};

/// The 169 classes ordered strongest first (`AA`, `KK`, `QQ`, …): the ranking behind
/// top-percent ranges, and the order for an Odds Grid legend.
///
/// ```
/// use pokerlab::range::ranked_classes;
/// let names: Vec<String> = ranked_classes()[..3].iter().map(|c| c.to_string()).collect();
/// assert_eq!(names, ["AA", "KK", "QQ"]);
/// assert_eq!(ranked_classes()[168].to_string(), "32o");
/// ```
pub fn ranked_classes() -> &'static [HandClass; HandClass::COUNT] {
    &RANKED
}

/// The place of `class` in [`ranked_classes`]: 0 for the strongest.
pub fn rank_of(class: HandClass) -> usize {
    ranked_classes()
        .iter()
        .position(|&c| c == class)
        .unwrap_or(HandClass::COUNT)
}

/// The strongest `percent` of all 1326 combos, whole classes in ranking order: the shortest
/// prefix of [`ranked_classes`] whose combo count is nearest to `percent`% of 1326 (at least
/// the first class for any positive percentage; nothing for 0 or less).
///
/// ```
/// use pokerlab::range::top_percent;
/// assert_eq!(top_percent(100.0).count(), 1326);
/// assert_eq!(top_percent(0.1).to_string(), "AA"); // at least one class
/// let top = top_percent(10.0).count() as f64;
/// assert!((top - 132.6).abs() <= 6.0);
/// ```
pub fn top_percent(percent: f64) -> Range {
    let mut range = Range::empty();
    if percent.is_nan() || percent <= 0.0 {
        return range;
    }
    let target = percent.min(100.0) / 100.0 * COMBO_COUNT as f64;
    let mut count = 0.0;
    for (i, &class) in ranked_classes().iter().enumerate() {
        let n = class.combo_count() as f64;
        if i > 0 && count + n / 2.0 > target {
            break;
        }
        range.set_class(class, 1.0);
        count += n;
    }
    range
}
