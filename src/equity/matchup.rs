//! Whether the range players of a spot can be dealt together at all: each must get one of its
//! live combos, and no two may share a card.
//!
//! This is a matching problem over cards (each player picks an edge, the edges must be
//! disjoint) and is answered exactly by a complete search that cannot give up, pruned so that
//! it takes micro- to milliseconds for 10 seats of any ranges:
//!
//! * **Counting (Hall's condition)**: any group of `k` remaining players must between them have
//!   at least `2k` cards left; all 2^k groups are checked at each step (at most 1,024 unions).
//! * **Free players**: a player with a combo that no other remaining player could use is dealt
//!   it and leaves the problem.
//! * **Most constrained first**: the player with the fewest combos left is dealt next, and of
//!   its combos only one per distinct overlap with the other players' cards is tried (combos
//!   that touch the others in the same cards lead to the same problem).
//! * **Memory of failures**: a remaining group and the cards taken that matter to it
//!   (those in its combos) is a state; a state that failed once is not searched again.
//!
//! When the players cannot be dealt, [`check`] names a smallest group that cannot (no seat of
//! it can be left out and still conflict), so a message can point at the seats to change.

use std::collections::HashSet;

use crate::cards::CardSet;

/// A group of range players whose combos cannot all be dealt at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The seats (as given to [`check`]) of a group that cannot be dealt together, in
    /// increasing order; leaving any one of them out lets the rest be dealt.
    pub seats: Vec<usize>,
    /// The distinct cards the group's combos use between them.
    pub cards: usize,
}

impl Conflict {
    /// Whether the group simply has too few cards: fewer than two per player.
    pub fn too_few_cards(&self) -> bool {
        self.cards < 2 * self.seats.len()
    }
}

/// Checks that every player can be dealt one of its combos with no card dealt twice.
/// `players` holds each range player's seat and live combos (cards already out removed).
///
/// ```
/// use pokerlab::equity::matchup;
/// use pokerlab::range::Range;
/// let combos = |text: &str| -> Vec<pokerlab::CardSet> {
///     text.parse::<Range>().unwrap().combos().map(|(c, _)| c.cards()).collect()
/// };
/// // Five players with AA, KK or AK need ten cards of the eight aces and kings.
/// let five: Vec<_> = (0..5).map(|seat| (seat, combos("AA,KK,AK"))).collect();
/// let conflict = matchup::check(&five).unwrap_err();
/// assert_eq!(conflict.seats, vec![0, 1, 2, 3, 4]);
/// assert!(conflict.too_few_cards());
/// // Four of them fit (AA, KK, and AK twice, say).
/// assert!(matchup::check(&five[..4]).is_ok());
/// ```
pub fn check(players: &[(usize, Vec<CardSet>)]) -> Result<(), Conflict> {
    let lists: Vec<Vec<u64>> = players
        .iter()
        .map(|(_, combos)| {
            let mut bits: Vec<u64> = combos.iter().map(|c| c.bits()).collect();
            bits.sort_unstable();
            bits.dedup();
            bits
        })
        .collect();
    let all: Vec<usize> = (0..lists.len()).collect();
    if can_deal(&lists, &all) {
        return Ok(());
    }
    // Leave out each player in turn; one whose absence still leaves a conflict is not needed.
    let mut group = all;
    let mut i = 0;
    while i < group.len() {
        let mut without = group.clone();
        without.remove(i);
        if !without.is_empty() && !can_deal(&lists, &without) {
            group = without;
        } else {
            i += 1;
        }
    }
    let cards = group
        .iter()
        .map(|&p| lists[p].iter().fold(0, |acc, &c| acc | c))
        .fold(0u64, |acc, u| acc | u)
        .count_ones() as usize;
    Err(Conflict {
        seats: group.iter().map(|&p| players[p].0).collect(),
        cards,
    })
}

/// Whether the players `chosen` (indices into `lists`) can be dealt disjoint combos.
fn can_deal(lists: &[Vec<u64>], chosen: &[usize]) -> bool {
    let lists: Vec<&[u64]> = chosen.iter().map(|&p| lists[p].as_slice()).collect();
    let mut search = Search {
        lists: &lists,
        failed: HashSet::new(),
    };
    search.solve((1u32 << lists.len()) - 1, 0)
}

/// The complete search: the players' combo lists and the states known to fail.
struct Search<'a> {
    lists: &'a [&'a [u64]],
    failed: HashSet<(u32, u64)>,
}

impl Search<'_> {
    /// Whether the players in `remaining` (a bit per list) can be dealt from the cards not in
    /// `used`.
    fn solve(&mut self, mut remaining: u32, used: u64) -> bool {
        // The combos each remaining player still has.
        let mut left: Vec<(usize, Vec<u64>)> = Vec::with_capacity(remaining.count_ones() as usize);
        for p in bits_of(remaining) {
            let combos: Vec<u64> = self.lists[p]
                .iter()
                .copied()
                .filter(|&c| c & used == 0)
                .collect();
            if combos.is_empty() {
                return false;
            }
            left.push((p, combos));
        }
        // Free players: a combo no other player could use costs the others nothing.
        loop {
            let unions: Vec<u64> = left.iter().map(|(_, c)| union(c)).collect();
            let free = (0..left.len()).find(|&i| {
                let others = others_union(&unions, i);
                left[i].1.iter().any(|&c| c & others == 0)
            });
            match free {
                Some(i) => {
                    remaining &= !(1 << left[i].0);
                    left.swap_remove(i);
                }
                None => break,
            }
        }
        if left.is_empty() {
            return true;
        }
        let unions: Vec<u64> = left.iter().map(|(_, c)| union(c)).collect();
        if !enough_cards(&unions) {
            return false;
        }
        let key = (remaining, used & self.relevant_to(remaining));
        if self.failed.contains(&key) {
            return false;
        }
        // Deal the most constrained player; one combo per distinct overlap with the others.
        let i = (0..left.len())
            .min_by_key(|&i| left[i].1.len())
            .unwrap_or(0);
        let others = others_union(&unions, i);
        let (player, combos) = &left[i];
        let mut options: Vec<u64> = combos.iter().map(|&c| c & others).collect();
        let mut representatives: Vec<u64> = Vec::new();
        options.sort_unstable_by_key(|o| (o.count_ones(), *o));
        options.dedup();
        for overlap in options {
            if let Some(&combo) = combos.iter().find(|&&c| c & others == overlap) {
                representatives.push(combo);
            }
        }
        let rest = remaining & !(1 << player);
        for combo in representatives {
            if self.solve(rest, used | combo) {
                return true;
            }
        }
        self.failed.insert(key);
        false
    }

    /// The cards of every combo of the players in `remaining`, as first given.
    fn relevant_to(&self, remaining: u32) -> u64 {
        bits_of(remaining).fold(0, |acc, p| acc | union(self.lists[p]))
    }
}

/// The indices of the set bits of `mask`.
fn bits_of(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |&i| mask & (1 << i) != 0)
}

/// The cards of all `combos`.
fn union(combos: &[u64]) -> u64 {
    combos.iter().fold(0, |acc, &c| acc | c)
}

/// The union of every player's cards but player `i`'s.
fn others_union(unions: &[u64], i: usize) -> u64 {
    unions
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != i)
        .fold(0, |acc, (_, &u)| acc | u)
}

/// Hall's condition: every group of players has at least two cards per player between them.
fn enough_cards(unions: &[u64]) -> bool {
    let n = unions.len();
    if n > 16 {
        return true;
    }
    let mut group_union = vec![0u64; 1 << n];
    for mask in 1..(1usize << n) {
        let low = mask.trailing_zeros() as usize;
        group_union[mask] = group_union[mask & (mask - 1)] | unions[low];
        if (group_union[mask].count_ones() as usize) < 2 * mask.count_ones() as usize {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::range::Range;

    fn combos(text: &str) -> Vec<CardSet> {
        text.parse::<Range>()
            .unwrap()
            .combos()
            .map(|(c, _)| c.cards())
            .collect()
    }

    fn cards(text: &str) -> CardSet {
        text.parse().unwrap()
    }

    #[test]
    fn counting_alone_does_not_decide() {
        // Four cards between two players, but every choice shares a card.
        let a = vec![cards("AsKs"), cards("QsJs")];
        let b = vec![cards("AsQs"), cards("KsJs")];
        let c = check(&[(3, a.clone()), (7, b)]).unwrap_err();
        assert_eq!(c.seats, vec![3, 7]);
        assert!(!c.too_few_cards());
        // KsQs meets both of the first player's combos: still no deal.
        let b = vec![cards("AsQs"), cards("KsJs"), cards("KsQs")];
        assert!(check(&[(0, a.clone()), (1, b)]).is_err());
        let b = vec![cards("AsQs"), cards("KsJs"), cards("AhKh")];
        assert!(check(&[(0, a), (1, b)]).is_ok());
    }

    #[test]
    fn the_conflict_names_only_the_seats_that_clash() {
        let mut players: Vec<(usize, Vec<CardSet>)> =
            (0..5).map(|seat| (seat, combos("AA,KK,AK"))).collect();
        players.insert(2, (9, combos("72o")));
        let c = check(&players).unwrap_err();
        assert_eq!(c.seats.len(), 5);
        assert!(!c.seats.contains(&9));
        assert_eq!(c.cards, 8);
    }

    #[test]
    fn ten_wide_ranges_fit_and_ten_tight_ones_are_decided() {
        let wide: Vec<_> = (0..10).map(|s| (s, combos("22+,A2+,K2+"))).collect();
        assert!(check(&wide).is_ok());
        // Ten players sharing the 20 cards of five pairs: each pair hosts exactly two.
        let tight: Vec<_> = (0..10).map(|s| (s, combos("TT+"))).collect();
        assert!(check(&tight).is_ok());
        let mut eleven_pairs = tight.clone();
        eleven_pairs[9] = (9, combos("AA"));
        // Three players on AA's four cards: AA hosts at most two.
        let three_aces: Vec<_> = vec![
            (0, combos("AA")),
            (1, combos("AA")),
            (2, combos("AA,KK")),
            (3, combos("KK")),
            (4, combos("KK")),
        ];
        assert_eq!(check(&three_aces).unwrap_err().seats.len(), 5);
        assert!(check(&eleven_pairs).is_ok());
    }
}

#[cfg(test)]
mod oracle {
    //! The check against a plain search written here: every combination of combos, no
    //! pruning beyond skipping a combo that meets one already dealt.

    use proptest::prelude::*;

    use super::*;

    /// Whether the players can be dealt: tries every combo of the first, then the rest.
    fn brute(lists: &[Vec<u64>], used: u64) -> bool {
        match lists.split_first() {
            None => true,
            Some((first, rest)) => first
                .iter()
                .any(|&c| c & used == 0 && brute(rest, used | c)),
        }
    }

    /// Up to 10 players whose combos are pairs of a pool of 4 to 10 cards.
    fn spots() -> impl Strategy<Value = Vec<Vec<u64>>> {
        (
            proptest::sample::subsequence((0..52u32).collect::<Vec<_>>(), 4..=10),
            2..=10usize,
        )
            .prop_flat_map(|(pool, players)| {
                let pairs: Vec<u64> = pool
                    .iter()
                    .enumerate()
                    .flat_map(|(i, &a)| pool[i + 1..].iter().map(move |&b| (1 << a) | (1 << b)))
                    .collect();
                let n = pairs.len();
                proptest::collection::vec(
                    proptest::sample::subsequence(pairs, 1..=n.min(8)),
                    players,
                )
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn refused_exactly_when_no_deal_exists(lists in spots()) {
            let players: Vec<(usize, Vec<CardSet>)> = lists
                .iter()
                .enumerate()
                .map(|(seat, combos)| (seat, combos.iter().map(|&c| CardSet::from_bits(c)).collect()))
                .collect();
            let dealable = brute(&lists, 0);
            match check(&players) {
                Ok(()) => prop_assert!(dealable),
                Err(conflict) => {
                    prop_assert!(!dealable);
                    // The group named cannot be dealt, and each of its seats is needed.
                    let group: Vec<Vec<u64>> =
                        conflict.seats.iter().map(|&s| lists[s].clone()).collect();
                    prop_assert!(!brute(&group, 0));
                    for leave_out in 0..group.len() {
                        let mut rest = group.clone();
                        rest.remove(leave_out);
                        prop_assert!(rest.is_empty() || brute(&rest, 0));
                    }
                }
            }
        }
    }
}
