//! Unit tests of the engine's internals; the engine as a whole is tested end to end in
//! `tests/it/equity.rs`.

use rand::{RngExt, SeedableRng, rngs::SmallRng};

use super::deals::{Multi, multisets};
use super::monte_carlo::Shuffler;
use super::tally::{EquityTally, OutcomeCounter, SHARE_UNITS};
use crate::cards::{Card, CardSet, Rank, Suit};
use crate::enumerate::choose;

#[test]
fn multisets_count_every_card_set_once() {
    let mut rng = SmallRng::seed_from_u64(3);
    for _ in 0..50 {
        let available = CardSet(rng.random::<u64>() & CardSet::FULL.0);
        let mut caps = [0u8; 13];
        for card in available {
            caps[card.rank().index()] += 1;
        }
        for m in 0..=5 {
            let mut list: Vec<Multi> = Vec::new();
            multisets(&caps, m, &mut list);
            let total: u64 = list.iter().map(|x| x.weight as u64).sum();
            assert_eq!(total, choose(available.len() as u64, m as u64));
            let mut keys: Vec<u32> = list.iter().map(|x| x.key).collect();
            keys.sort_unstable();
            keys.dedup();
            assert_eq!(keys.len(), list.len(), "rank keys are distinct");
        }
    }
}

#[test]
fn the_shuffler_deals_every_ordered_hand_equally_often() {
    // 6 cards, 3 dealt: 120 ordered deals, each expected 2,000 times in 240,000.
    let len = 6;
    let shuffler = Shuffler::new(len, 3);
    let mut deck = [Card::new(Rank::Two, Suit::Clubs); 64];
    for (i, slot) in deck.iter_mut().enumerate().take(len) {
        *slot = Card::from_index(i).unwrap();
    }
    let mut rng = SmallRng::seed_from_u64(11);
    let mut counts = std::collections::HashMap::new();
    let trials = 240_000;
    for _ in 0..trials {
        shuffler.shuffle(&mut deck, &mut rng);
        *counts.entry((deck[0], deck[1], deck[2])).or_insert(0u32) += 1;
    }
    assert_eq!(counts.len(), 120);
    let expected = trials as f64 / 120.0;
    let chi2: f64 = counts
        .values()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum();
    // 119 degrees of freedom: the 99.99th percentile is about 190.
    assert!(chi2 < 190.0, "chi-square {chi2}");
    // The deck is only permuted.
    let set: CardSet = deck[..len].iter().copied().collect();
    assert_eq!(set.len(), len);
}

#[test]
fn the_shuffler_splits_long_deals_into_groups_that_fit_64_bits() {
    // Ten random players and a board: 25 cards from 52, in several groups.
    let shuffler = Shuffler::new(52, 25);
    let mut deck = [Card::new(Rank::Two, Suit::Clubs); 64];
    for (i, slot) in deck.iter_mut().enumerate().take(52) {
        *slot = Card::from_index(i).unwrap();
    }
    let mut rng = SmallRng::seed_from_u64(5);
    let mut first = [0u32; 52];
    let mut last = [0u32; 52];
    let trials = 104_000;
    for _ in 0..trials {
        shuffler.shuffle(&mut deck, &mut rng);
        first[deck[0].index()] += 1;
        last[deck[24].index()] += 1;
        let dealt: CardSet = deck[..25].iter().copied().collect();
        assert_eq!(dealt.len(), 25);
    }
    // Each card 2,000 times expected in each place; 6 standard deviations is about 270.
    for counts in [first, last] {
        for c in counts {
            assert!((c as i64 - 2000).abs() < 270, "{c}");
        }
    }
}

#[test]
fn the_outcome_counter_agrees_with_counting_by_hand() {
    let mut rng = SmallRng::seed_from_u64(9);
    for players in 2..=10usize {
        let mut counter = OutcomeCounter::new(players);
        let mut expected = EquityTally::new(players);
        for _ in 0..2000 {
            // Few distinct values, so ties of every size happen.
            let values: Vec<u16> = (0..players)
                .map(|_| rng.random_range(1..6u16) * 1000)
                .collect();
            let weight = rng.random_range(1..4u64);
            counter.record(&values, weight);
            let best = *values.iter().max().unwrap();
            let k = values.iter().filter(|&&v| v == best).count() as u64;
            expected.total += weight;
            for (p, &v) in expected.players.iter_mut().zip(&values) {
                let category = crate::eval::HandValue::new(v).unwrap().category().index();
                p.categories[category] += weight;
                if v == best {
                    let share = SHARE_UNITS / k;
                    if k == 1 {
                        p.wins += weight;
                        p.category_wins[category] += weight;
                    } else {
                        p.ties += weight;
                        p.tie_shares += weight * share;
                        p.category_ties[category] += weight;
                    }
                    p.share_squares += (weight * share * share) as u128;
                }
            }
        }
        assert_eq!(counter.to_tally(true), expected);
        let mut without = expected.clone();
        for p in &mut without.players {
            p.share_squares = 0;
        }
        assert_eq!(counter.to_tally(false), without);
    }
}

#[test]
fn the_unrolled_counter_agrees_with_the_general_one() {
    let mut rng = SmallRng::seed_from_u64(4);
    let mut general = OutcomeCounter::new(3);
    let mut unrolled = OutcomeCounter::new(3);
    for _ in 0..1000 {
        let values: [u16; 3] = std::array::from_fn(|_| rng.random_range(1..7463u16));
        general.record(&values, 1);
        unrolled.record_n(&values, 1);
    }
    assert_eq!(general.to_tally(true), unrolled.to_tally(true));
}

// ---------------------------------------------------------------------------------------------
// Ranges: both exact enumerations against the brute force

use super::deals::DealWork;
use super::runouts::RunoutWork;
use super::{EquityRequest, brute_force};

/// Twenty cards out of play, to keep the brute force small.
const DEAD_20: &str = "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc 2h 3h 4h 5h 6h 7h 8h 9h Th Jh";

fn range_request(players: &[&str], board: &str, dead: &str) -> EquityRequest {
    EquityRequest::parse(players)
        .unwrap()
        .with_board(board.parse().unwrap())
        .with_dead(dead.parse().unwrap())
}

/// The runout enumeration (2 or 3 players) and the deal enumeration give the brute force's
/// counts exactly.
fn check_enumerations(request: &EquityRequest) {
    request.validate().unwrap();
    let slow = brute_force(request).unwrap();
    // Dealing two random players concretely builds a board plan per deal: slow here.
    if request.random_players() < 2 {
        let deals = DealWork::new(request).run_chunk(0, 1, &|| false);
        assert_eq!(deals, slow, "deals: {request:?}");
    }
    if request.players.len() <= 3 {
        let work = RunoutWork::new(request);
        let runouts = work.run_chunk(0, 1, &|| false);
        assert_eq!(runouts, slow, "runouts: {request:?}");
        // In pieces, in any order.
        let mut pieces = EquityTally::new(request.players.len());
        for i in (0..5).rev() {
            pieces.merge(&work.run_chunk(i, 5, &|| false));
        }
        assert_eq!(pieces, slow, "runouts in pieces: {request:?}");
    }
}

#[test]
fn range_enumerations_match_the_brute_force() {
    for (players, board, dead) in [
        (&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"][..], "Qh 7h 2c 9d 3s", ""),
        (&["QQ+,AKs", "JJ,TT,AQ"][..], "Qh 7h 2c 9d", ""),
        (&["AA,KK", "AK,KQs"][..], "Ah 7h 2c 9d", "Ks"),
        (&["AA:0.5,KK", "random"][..], "Ah 7h 2c Td", ""),
        (&["AsKs", "QQ,JJ:0.25"][..], "Qs 7h 2c 9s", ""),
        (&["random", "random"][..], "Qs 7h 2c 9s 9d", ""),
        (&["AA,KK,QQ", "AK,AQ", "random"][..], "Ac 7h 2c 9d 4s", ""),
        (&["AA,KK,QQ", "AK,AQ", "random"][..], "Kc 7h 2c 9d", "3d 3h"),
        (
            &["77,88:0.5,TT", "random", "random"][..],
            "Ts 9s 2d 3d 4s",
            DEAD_20,
        ),
        (&["AhKh", "QQ+:0.75,AKs", "T9s,98s"][..], "Qh Jh 2c 5d", ""),
        (
            &["random", "random", "random"][..],
            "Qs 7s 2d 9s 9d",
            DEAD_20,
        ),
        (&["KK,QQ", "KK,AA", "random"][..], "2s 7d 8s 3s 4d", DEAD_20),
        (&["AA,KK", "AA,KK", "AA:0.5,KK"][..], "Qs 7h 2c 3s", ""),
        (&["AA,KK,QQ", "AA,KK", "AK"][..], "As Kd 2s", DEAD_20),
    ] {
        check_enumerations(&range_request(players, board, dead));
    }
}

#[test]
fn both_enumerations_agree_on_flops() {
    // The benchmark spot: two ranges on a flop, and three ranges (one a known hand).
    for players in [
        &["QQ+,AKs", "22+,A2s+,KTs+,AJo+"][..],
        &["QQ+,AKs:0.5", "JJ,TT", "AdKd"][..],
    ] {
        let request = range_request(players, "Qh 7h 2c", "");
        let deals = DealWork::new(&request).run_chunk(0, 1, &|| false);
        let runouts = RunoutWork::new(&request).run_chunk(0, 1, &|| false);
        assert_eq!(runouts, deals, "{players:?}");
    }
}

#[test]
fn three_way_preflop_runouts_match_the_plain_enumeration() {
    // Three ranges before the flop (issue 31): every board counted with the three-player
    // walk (`runouts.rs`) against every deal of the ranges with every board (`deals.rs`),
    // with weights, shared combos, a known hand, dead cards and asymmetric suits.
    // The asymmetric spots have twelve cards out of play, to keep the plain enumeration short.
    const DEAD_12: &str = "2c 3c 4c 5c 6c 7c 2h 3h 4h 5h 6h 7h";
    for (players, dead) in [
        (&["AA", "KK", "QQ"][..], ""),
        (&["QQ+,AKs", "JJ,TT", "AKo"][..], ""),
        (&["AA:0.5,KK", "AKs,AQs", "T9s,98s,87s"][..], ""),
        (&["AA,KK", "AA,KK", "AA:0.5,KK"][..], ""),
        (&["AhKh", "QQ+:0.75,AKs", "T9s,98s"][..], DEAD_12),
        (&["AsKs", "AA,QQ", "JJ,AJs"][..], DEAD_12),
        (&["88,99", "A8s,A9s", "TT:0.25,JJ"][..], "Ah 2d"),
        (&["KK,QQ", "AKs", "random"][..], DEAD_20),
        (&["AdAc", "KsKd", "QQ,JJ"][..], DEAD_12),
        (
            &["TT+", "AK", "KQs,QJs"][..],
            "As Kd 2c 2d 2h 2s 3c 3d 3h 3s",
        ),
    ] {
        let request = range_request(players, "", dead);
        request.validate().unwrap();
        let deals = DealWork::new(&request).run_chunk(0, 1, &|| false);
        let runouts = RunoutWork::new(&request).run_chunk(0, 1, &|| false);
        assert_eq!(runouts, deals, "{players:?} dead {dead}");
        assert!(runouts.total > 0);
    }
}

/// Two ranges and a player with more combos than both together (a random hand, or a wide
/// range), before the flop: that player is counted from the other two's pair sums, its shares
/// from their side (`showdown/three.rs`). Against every deal of the ranges with every board
/// (`deals.rs`): weighted ranges, the wide player in each seat, the two others identical (one
/// copies the other's counts), and a wide range that is not a random hand.
#[test]
fn three_way_preflop_with_a_wide_player_matches_the_plain_enumeration() {
    for (players, dead) in [
        (&["KK,QQ:0.5", "AKs,AQo:0.25", "random"][..], DEAD_20),
        (&["AA,KK", "AA,KK", "random"][..], DEAD_20),
        (&["QQ+:0.75,AKs", "random", "AQs,KQs:0.5"][..], DEAD_20),
        (&["random", "JJ,TT", "AKs"][..], DEAD_20),
        (
            &["AKs,AQs:0.5", "KK", "22+,A2s+:0.25,KTs+,QJo"][..],
            "2c 3c 4c 5c 6c 7c 2h 3h 4h 5h 6h 7h 8h 9h",
        ),
    ] {
        let request = range_request(players, "", dead);
        request.validate().unwrap();
        let deals = DealWork::new(&request).run_chunk(0, 1, &|| false);
        let runouts = RunoutWork::new(&request).run_chunk(0, 1, &|| false);
        assert_eq!(runouts, deals, "{players:?} dead {dead}");
        assert!(runouts.total > 0);
        assert!(
            runouts.players.iter().all(|p| p.ties > 0),
            "{players:?}: splits counted"
        );
    }
}

/// Three random small ranges (random combos, weights ¼, ½ or 1), the third one larger than
/// the other two together (so that it is counted from their pair sums), on random flops, with
/// the runout enumeration against triple loops over the combos written here: every runout,
/// every three pairwise disjoint combos, the best value wins, equal best values split.
#[test]
#[cfg_attr(debug_assertions, ignore = "a thousand runouts a spot: release mode")]
fn three_random_ranges_count_as_triple_loops_do() {
    use super::PlayerSpec;
    use crate::enumerate::for_each_combination;
    use crate::eval::evaluate;
    use crate::range::{COMBO_COUNT, Combo, Range};
    let mut rng = SmallRng::seed_from_u64(31);
    for spot in 0..12 {
        let mut deck: Vec<Card> = CardSet::FULL.into_iter().collect();
        for i in 0..3 {
            let j = rng.random_range(i..deck.len());
            deck.swap(i, j);
        }
        let board: CardSet = deck[..3].iter().copied().collect();
        let sizes = [rng.random_range(2..7), rng.random_range(2..7), 0];
        let sizes = [
            sizes[0],
            sizes[1],
            sizes[0] + sizes[1] + rng.random_range(0..12),
        ];
        let ranges: Vec<Range> = sizes
            .iter()
            .map(|&n| {
                let mut range = Range::empty();
                while range.count() < n {
                    let Some(combo) = Combo::from_index(rng.random_range(0..COMBO_COUNT)) else {
                        continue;
                    };
                    if combo.cards() & board == CardSet::EMPTY {
                        range.set(combo, [0.25, 0.5, 1.0][rng.random_range(0..3)]);
                    }
                }
                range
            })
            .collect();
        let request = EquityRequest::new(ranges.into_iter().map(PlayerSpec::Range).collect())
            .with_board(board)
            .with_method(super::Method::Exact);
        let fast = RunoutWork::new(&request).run_chunk(0, 1, &|| false);

        // The triple loops.
        let live: Vec<Vec<(CardSet, u64)>> = (0..3)
            .map(|p| {
                request
                    .live_combos(p)
                    .iter()
                    .map(|(combo, units)| (combo.cards(), u64::from(units)))
                    .collect()
            })
            .collect();
        let mut slow = EquityTally::new(3);
        let rest = CardSet::FULL - board;
        for_each_combination(rest, 2, |runout| {
            let full = board | runout;
            for &(x, wx) in &live[0] {
                if x & full != CardSet::EMPTY {
                    continue;
                }
                for &(y, wy) in &live[1] {
                    if y & (full | x) != CardSet::EMPTY {
                        continue;
                    }
                    for &(z, wz) in &live[2] {
                        if z & (full | x | y) != CardSet::EMPTY {
                            continue;
                        }
                        let w = wx * wy * wz;
                        let values = [evaluate(full | x), evaluate(full | y), evaluate(full | z)];
                        let best = values.iter().copied().max().unwrap();
                        let sharing = values.iter().filter(|&&v| v == best).count() as u64;
                        slow.total += w;
                        for (p, value) in values.iter().enumerate() {
                            let c = value.category() as usize;
                            let player = &mut slow.players[p];
                            player.categories[c] += w;
                            if *value != best {
                                continue;
                            }
                            if sharing == 1 {
                                player.wins += w;
                                player.category_wins[c] += w;
                            } else {
                                player.ties += w;
                                player.category_ties[c] += w;
                                player.tie_shares += w * (SHARE_UNITS / sharing);
                            }
                        }
                    }
                }
            }
        });
        assert!(slow.total > 0, "spot {spot}");
        assert_eq!(fast, slow, "spot {spot}: {:?} on {board}", sizes);
    }
}

/// Three players before the flop with one random hand: the count by types against the
/// combo-by-combo walk, on one unit in nine of the enumeration (boards by their ranks, alike
/// boards counted together): weighted ranges, single combos, ranges sharing combos, the random hand in each seat.
#[test]
#[cfg_attr(debug_assertions, ignore = "thousands of boards a spot: release mode")]
fn three_way_preflop_by_types_counts_as_the_walk_does() {
    for players in [
        &["QQ+,AKs", "22+,A2s+,KTs+,AJo+", "random"][..],
        &["AsKs", "QQ", "random"][..],
        &["random", "AA:0.5,KK,AKs:0.25", "JJ-99,AQo"][..],
        &["AA,KK", "AA,KK", "random"][..],
        &["KK+,AK", "random", "AA,AKs,QJs:0.75"][..],
        &["Ah5h", "AhKh,5h5d:0.5,TT", "random"][..],
        &["22", "T9s,98s:0.5,87s", "random"][..],
    ] {
        let request = EquityRequest::parse(players).unwrap();
        request.validate().unwrap();
        let by_types = RunoutWork::new(&request);
        assert!(by_types.counts_by_types(), "{players:?}");
        let walk = RunoutWork::new(&request).without_types();
        assert!(!walk.counts_by_types());
        for unit in (0..by_types.units()).step_by(9) {
            let fast = by_types.run(unit..unit + 1, &|| false);
            let slow = walk.run(unit..unit + 1, &|| false);
            assert_eq!(fast, slow, "{players:?} unit {unit}");
        }
    }
}
