//! Made hands kept whole in a player's words: the pay table's own names ("Full House",
//! "Royal Flush, Straight Flush or Four of a Kind"), and five of a kind by the rank of its
//! natural cards where the chart keeps some ranks and not others ("Five Tens through Aces
//! (all five cards)": with three deuces, a pair of tens is kept whole, a pair of threes not).

use super::pattern::{Pattern, Shape, rank_of};
use super::phrases::or_list;
use crate::cards::CardSet;
use crate::video_poker::{PayClass, PayTable};

/// The words of a line of made hands (patterns [`Shape::Pat`] and [`Shape::Fives`]).
pub(super) fn made_rule(patterns: &[Pattern], table: &PayTable) -> String {
    let mut classes: Vec<PayClass> = Vec::new();
    let mut fives: Vec<(PayClass, u8)> = Vec::new();
    for p in patterns {
        match p.shape {
            Shape::Pat(class) => classes.push(class),
            Shape::Fives { class, rank } => fives.push((class, rank)),
            _ => {}
        }
    }
    // Every rank a five of a kind can have (the natural ranks): then the classes name them.
    let wild_ranks = CardSet::from_bits(table.kind().wild_bits()).ranks();
    let natural = (0..13u8).filter(|&r| wild_ranks & (1 << r) == 0);
    let by_rank = !natural
        .clone()
        .all(|r| fives.iter().any(|&(_, rank)| rank == r));
    if !by_rank {
        classes.extend(fives.iter().map(|f| f.0));
    }
    let mut names: Vec<String> = Vec::new();
    for &class in &classes {
        let name = pat_name(class, &classes, table);
        if !names.contains(&name) {
            names.push(name);
        }
    }
    if by_rank {
        let mut ranks: Vec<u8> = fives.iter().map(|f| f.1).collect();
        ranks.sort_unstable_by(|a, b| b.cmp(a));
        ranks.dedup();
        names.extend(five_runs(&ranks));
    }
    let text = or_list(&names);
    // A made hand named like n of a kind ("Four of a Kind", "Two Pair"), alone or in a list
    // ("Royal Flush, Straight Flush or Four of a Kind"): say that all five cards are kept,
    // where the words alone could keep only the n.
    let like_kind = names.iter().any(|name| {
        ["Pair", "Two Pair", "Three ", "Four ", "Five "]
            .iter()
            .any(|p| name.starts_with(p))
    });
    if like_kind {
        format!("{text} (all five cards)")
    } else {
        text
    }
}

/// Five of a kind of `ranks` (highest first), a run of ranks in a row as one range: "Five
/// Aces", "Five Tens through Kings".
fn five_runs(ranks: &[u8]) -> Vec<String> {
    let mut runs: Vec<(u8, u8)> = Vec::new();
    for &r in ranks {
        match runs.last_mut() {
            Some((low, _)) if *low == r + 1 => *low = r,
            _ => runs.push((r, r)),
        }
    }
    runs.iter()
        .map(|&(low, high)| {
            if low == high {
                format!("Five {}", rank_of(high).plural())
            } else {
                format!(
                    "Five {} through {}",
                    rank_of(low).plural(),
                    rank_of(high).plural()
                )
            }
        })
        .collect()
}

/// A made hand kept whole, on a line with the made hands `line`: the table's name for the pay
/// line that pays it where the chart line has every hand that pay line pays; otherwise the
/// hand's own name ("Five Aces" where "Five of a Kind" pays five aces and other fives too), and
/// "(any other)" after it where that is the pay line's name ("Five of a Kind (any other)").
pub(crate) fn pat_name(class: PayClass, line: &[PayClass], table: &PayTable) -> String {
    match table.line_for(class) {
        Some(pay_line) if pay_line.pay > 0 => {
            let mut sharing = table
                .kind()
                .classes()
                .iter()
                .filter(|&&c| table.line_for(c).is_some_and(|l| l.label == pay_line.label));
            if sharing.all(|c| line.contains(c)) {
                pay_line.label.to_owned()
            } else if class.name() == pay_line.label {
                format!("{} (any other)", class.name())
            } else {
                class.name().to_owned()
            }
        }
        _ => format!("All five cards ({})", class.name()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn five(class: PayClass, rank: u8) -> Pattern {
        Pattern {
            wilds: 3,
            shape: Shape::Fives { class, rank },
            penalty: 0,
        }
    }

    #[test]
    fn fives_by_rank_where_the_line_has_some_ranks_only() {
        let dw = PayTable::builtin("deuces-wild").unwrap_or_default();
        let some: Vec<Pattern> = (8..12)
            .map(|r| five(PayClass::FiveOfAKind, r))
            .chain([five(PayClass::FiveAces, 12)])
            .collect();
        assert_eq!(
            made_rule(&some, &dw),
            "Five Tens through Aces (all five cards)"
        );
        let gaps = [five(PayClass::FiveAces, 12), five(PayClass::FiveOfAKind, 9)];
        assert_eq!(
            made_rule(&gaps, &dw),
            "Five Aces or Five Jacks (all five cards)"
        );
        // Every rank: the pay table's names.
        let all: Vec<Pattern> = (4..12)
            .map(|r| five(PayClass::FiveOfAKind, r))
            .chain([five(PayClass::FiveAces, 12)])
            .chain((1..4).map(|r| five(PayClass::FiveThreesToFives, r)))
            .collect();
        assert_eq!(
            made_rule(&all, &dw),
            "Five of a Kind (any other), Five Aces or Five 3s, 4s or 5s (all five cards)"
        );
    }
}
