//! The plain-English pieces a chart line's rule is made of, shared by the rules of every
//! family ([`words`](super::words)) and of pairs, trips and quads
//! ([`kind_words`](super::kind_words)): "B or C", "two deuces", "Jacks through Aces".

use super::pattern::rank_of;
use crate::video_poker::WildNames;

/// "A", "B or C", "A, B or C".
pub(super) fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// "one deuce", "two deuces", …; "the joker" where the joker is the only wild card; the
/// game's own names for its wild cards ([`WildNames`]).
pub(super) fn deuces(w: u8, names: WildNames) -> String {
    if names.single {
        return if w == 1 {
            format!("the {}", names.one)
        } else {
            format!("{w} {}", names.many)
        };
    }
    let count = ["no", "one", "two", "three", "four", "five"];
    let n = count.get(w as usize).copied().unwrap_or("some");
    if w == 1 {
        format!("{n} {}", names.one)
    } else {
        format!("{n} {}", names.many)
    }
}

/// Ranks as plural words, a run of three or more written as a range: "Jacks through Aces",
/// "Twos, Fours or Sixes".
pub(super) fn plural_ranks(ranks: &[u8]) -> String {
    let mut sorted = ranks.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let run = sorted.windows(2).all(|w| w[1] == w[0] + 1);
    match sorted.as_slice() {
        [lo, .., hi] if run && sorted.len() >= 3 => {
            format!(
                "{} through {}",
                rank_of(*lo).plural(),
                rank_of(*hi).plural()
            )
        }
        _ => or_list(
            &sorted
                .iter()
                .rev()
                .map(|&r| rank_of(r).plural().to_owned())
                .collect::<Vec<_>>(),
        ),
    }
}
