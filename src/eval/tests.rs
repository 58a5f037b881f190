//! The evaluator against an independent oracle and the published hand counts.

use std::collections::HashSet;

use super::table_gen::{self, RANK_MULTIPLIERS};
use super::tables::{RANKS, SCORES};
use super::*;
use crate::cards::{Card, CardSet};
use crate::enumerate::{combinations, for_each_combination};
use rand::{RngExt, SeedableRng, rngs::SmallRng};

/// A deliberately plain five-card evaluator, written without looking at `table_gen`: it sorts
/// the cards and returns (category, tie-break ranks), which compare like hands.
fn oracle(cards: &[Card]) -> (u8, Vec<u8>) {
    assert_eq!(cards.len(), 5);
    let mut ranks: Vec<u8> = cards.iter().map(|c| c.rank() as u8).collect();
    ranks.sort_unstable_by(|a, b| b.cmp(a));
    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    let distinct = ranks.windows(2).all(|w| w[0] != w[1]);
    let straight_high = if distinct && ranks[0] - ranks[4] == 4 {
        Some(ranks[0])
    } else if ranks == [12, 3, 2, 1, 0] {
        Some(3)
    } else {
        None
    };
    // Group equal ranks: (count, rank), biggest groups first, then highest rank.
    let mut groups: Vec<(u8, u8)> = Vec::new();
    for &r in &ranks {
        match groups.iter_mut().find(|g| g.1 == r) {
            Some(g) => g.0 += 1,
            None => groups.push((1, r)),
        }
    }
    groups.sort_unstable_by(|a, b| b.cmp(a));
    let shape: Vec<u8> = groups.iter().map(|g| g.0).collect();
    let by_group: Vec<u8> = groups.iter().map(|g| g.1).collect();
    match (straight_high, flush, shape.as_slice()) {
        (Some(h), true, _) => (8, vec![h]),
        (_, _, [4, 1]) => (7, by_group),
        (_, _, [3, 2]) => (6, by_group),
        (None, true, _) => (5, ranks),
        (Some(h), false, _) => (4, vec![h]),
        (_, _, [3, 1, 1]) => (3, by_group),
        (_, _, [2, 2, 1]) => (2, by_group),
        (_, _, [2, 1, 1, 1]) => (1, by_group),
        _ => (0, ranks),
    }
}

const FIVE_CARD_COUNTS: [u64; 9] = [
    1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
];
const SEVEN_CARD_COUNTS: [u64; 9] = [
    23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584,
];

#[test]
fn multipliers_give_every_rank_multiset_its_own_key() {
    let mut keys = HashSet::new();
    for total in 0..=7 {
        table_gen::for_each_counts(total, |counts| {
            assert!(
                keys.insert(table_gen::rank_key_of_counts(counts)),
                "{counts:?}"
            );
        });
    }
    assert_eq!(keys.len(), 76_155);
    assert_eq!(keys.iter().max().copied(), Some(table_gen::MAX_RANK_KEY));
    assert!(RANK_MULTIPLIERS.windows(2).all(|w| w[0] < w[1]));
}

#[test]
#[ignore = "re-runs the multiplier search: minutes in release mode"]
fn multipliers_are_the_greedy_search_result() {
    assert_eq!(table_gen::greedy_multipliers(), RANK_MULTIPLIERS.to_vec());
}

#[test]
fn tables_are_small_and_consistent() {
    let bytes = std::mem::size_of_val(SCORES)
        + std::mem::size_of_val(super::tables::FLUSH)
        + std::mem::size_of_val(super::tables::OFFSETS)
        + std::mem::size_of_val(RANKS);
    assert!(bytes <= 300 * 1024, "tables take {bytes} bytes");
    // Category boundaries agree with the generated scores.
    for v in 1..=7462u16 {
        let value = HandValue::new(v).unwrap();
        assert_eq!(
            value.category() as u32,
            table_gen::score_category(SCORES[v as usize]),
            "value {v}"
        );
    }
    assert_eq!(HandValue::new(0), None);
    assert_eq!(HandValue::new(7463), None);
}

#[test]
fn all_five_card_hands_match_the_oracle_and_published_counts() {
    let mut pairs: Vec<((u8, Vec<u8>), u16)> = Vec::with_capacity(2_598_960);
    let mut counts = [0u64; 9];
    for hand in combinations(CardSet::FULL, 5) {
        let value = evaluate(hand);
        counts[value.category() as usize] += 1;
        pairs.push((oracle(&hand.to_vec()), value.get()));
    }
    assert_eq!(counts, FIVE_CARD_COUNTS);
    pairs.sort_unstable();
    // Sorted by the oracle, values must rise exactly where the oracle's keys do.
    for w in pairs.windows(2) {
        if w[0].0 == w[1].0 {
            assert_eq!(w[0].1, w[1].1, "tie broken: {:?} / {:?}", w[0], w[1]);
        } else {
            assert!(w[0].1 < w[1].1, "order differs: {:?} / {:?}", w[0], w[1]);
        }
    }
    assert_eq!(pairs.first().map(|p| p.1), Some(1));
    assert_eq!(pairs.last().map(|p| p.1), Some(7462));
    let distinct: HashSet<u16> = pairs.iter().map(|p| p.1).collect();
    assert_eq!(distinct.len(), 7462);
}

/// The best of all five-card subsets, the slow way.
fn best_of_subsets(hand: CardSet) -> HandValue {
    combinations(hand, 5).map(evaluate).max().unwrap()
}

#[test]
fn random_six_and_seven_card_hands_equal_their_best_five() {
    let mut rng = SmallRng::seed_from_u64(0x5eed);
    let mut deck: Vec<Card> = Card::all().collect();
    for i in 0..1_200_000 {
        let n = 6 + i % 2;
        for j in 0..n {
            let k = rng.random_range(j..52);
            deck.swap(j, k);
        }
        let hand: CardSet = deck[..n].iter().copied().collect();
        assert_eq!(evaluate(hand), best_of_subsets(hand), "{hand}");
        // The accumulator gives the same answer whatever the order of the cards.
        let reversed = deck[..n].iter().rev().fold(Hand::EMPTY, |h, &c| h.add(c));
        assert_eq!(reversed.evaluate(), evaluate(hand));
    }
}

#[test]
fn flush_hands_in_seven_cards_equal_their_best_five() {
    // Random hands rarely hold flushes; walk all 6- and 7-card hands of many suits patterns
    // with at least five spades instead.
    let spades = CardSet(0x1fff << 39);
    let mut rng = SmallRng::seed_from_u64(11);
    for _ in 0..20_000 {
        let mut hand = CardSet::EMPTY;
        while hand.len() < 5 {
            hand.insert(Card::from_index(39 + rng.random_range(0..13)).unwrap());
        }
        let extra = rng.random_range(0..=2);
        while hand.len() < 5 + extra {
            hand.insert(Card::from_index(rng.random_range(0..52)).unwrap());
        }
        assert!((hand & spades).len() >= 5);
        assert_eq!(evaluate(hand), best_of_subsets(hand), "{hand}");
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "133 M hands: run in release mode")]
fn all_seven_card_hands_give_published_counts() {
    let mut counts = [0u64; 9];
    let mut seen = vec![false; 7463];
    // Incremental: one Hand per loop level, as the benchmark does.
    for a in 0..52 {
        let ha = Hand::EMPTY.add(Card::from_index(a).unwrap());
        for b in a + 1..52 {
            let hb = ha.add(Card::from_index(b).unwrap());
            for c in b + 1..52 {
                let hc = hb.add(Card::from_index(c).unwrap());
                for d in c + 1..52 {
                    let hd = hc.add(Card::from_index(d).unwrap());
                    for e in d + 1..52 {
                        let he = hd.add(Card::from_index(e).unwrap());
                        for f in e + 1..52 {
                            let hf = he.add(Card::from_index(f).unwrap());
                            for g in f + 1..52 {
                                let v = hf.add(Card::from_index(g).unwrap()).evaluate();
                                counts[v.category() as usize] += 1;
                                seen[v.get() as usize] = true;
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!(counts, SEVEN_CARD_COUNTS);
    assert!(!seen[0], "every hand evaluates to a real value");
    assert_eq!(seen.iter().filter(|&&s| s).count(), 4824);
}

#[test]
fn six_card_totals_and_combine() {
    let mut total = 0u64;
    for_each_combination(CardSet::FULL, 6, |hand| {
        assert!(evaluate(hand).get() > 0);
        total += 1;
    });
    assert_eq!(total, 20_358_520);
    // Combining two disjoint partial hands is the same as adding every card.
    let board: Hand = "Qs Js Ts 2d 3c".parse().unwrap();
    let hole: Hand = "As Ks".parse().unwrap();
    assert_eq!(
        board.combine(hole),
        Hand::from_cards("Qs Js Ts 2d 3c As Ks".parse().unwrap())
    );
}

#[test]
fn descriptions_in_a_players_words() {
    let cases = [
        ("As Ks Qs Js Ts", "Royal Flush"),
        ("9h 8h 7h 6h 5h 2c 2d", "Straight Flush, Nine high"),
        ("Ad 2d 3d 4d 5d", "Straight Flush, Five high"),
        ("Ac Ad Ah As 2c", "Four Aces"),
        ("Kc Kd Kh 7s 7c 2d", "Full House, Kings full of Sevens"),
        ("Ah 9h 7h 4h 2h Kc Kd", "Flush, Ace high"),
        ("2c 3d 4h 5s 6c", "Straight, Six high"),
        ("As 2d 3h 4s 5c", "Straight, Five high"),
        ("9c 9d 9h Ks 2c", "Three of a Kind, Nines"),
        ("Ah Ad Kc Ks 7h", "Two Pair, Aces and Kings"),
        ("Jh Jd 9c 4s 2h", "Pair of Jacks"),
        ("Ah Qd 9c 4s 2h", "Ace high"),
        ("7h 5d 4c 3s 2h", "Seven high"),
    ];
    for (cards, words) in cases {
        let value = evaluate(cards.parse().unwrap());
        assert_eq!(value.description(), words, "{cards}");
    }
    let pair = evaluate("Jh Jd Ac 7s Kh".parse().unwrap());
    assert_eq!(
        pair.description_with_kickers(),
        "Pair of Jacks, kickers Ace King Seven"
    );
    let quads = evaluate("Jh Jd Jc Js Kh".parse().unwrap());
    assert_eq!(quads.description_with_kickers(), "Four Jacks, kicker King");
    assert_eq!(HandValue::WORST.description(), "Seven high");
    assert_eq!(HandValue::BEST.description(), "Royal Flush");
}

#[test]
fn partial_hands_are_named() {
    let name = |s: &str| describe_partial(s.parse().unwrap()).map(|d| d.1);
    assert_eq!(name("As"), Some("Ace high".into()));
    assert_eq!(name("7s 7d"), Some("Pair of Sevens".into()));
    assert_eq!(name("7s 7d 7c Kd"), Some("Three of a Kind, Sevens".into()));
    assert_eq!(
        name("7s 7d Kc Kd"),
        Some("Two Pair, Kings and Sevens".into())
    );
    assert_eq!(name(""), None);
}
