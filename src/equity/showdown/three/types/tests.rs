//! The count by card types against brute force: the random hand's counts by type pair
//! against every combo evaluated on random boards (flush suits of three, four and five
//! cards, paired boards) with random cards removed, and whole three-player counts before the
//! flop against the combo-by-combo walk of `three.rs`. Dead cards of the flush suit are drawn on
//! purpose: each changes its rank's count and the flush pairs holding it.

use rand::{RngExt, SeedableRng, rngs::SmallRng};

use std::collections::BTreeMap;

use super::orders::RankOrders;
use super::random::{MINUS, NO_FLUSH, RandomByTypes, Removals, split_key, type_of, value_of};
use crate::cards::CardSet;
use crate::eval::Hand;

/// A random board of five cards: `suited` of one suit (0 for any), paired if `paired`.
fn random_board(rng: &mut SmallRng, suited: usize, paired: bool) -> u64 {
    loop {
        let mut bits = 0u64;
        let suit = rng.random_range(0..4);
        while (bits.count_ones() as usize) < suited {
            bits |= 1u64 << (suit * 13 + rng.random_range(0..13));
        }
        if paired && bits.count_ones() < 4 {
            let card = loop {
                let c = rng.random_range(0..52);
                if bits >> c & 1 == 0 {
                    break c;
                }
            };
            // Its rank in another suit.
            let other = (card / 13 + 1 + rng.random_range(0..3)) % 4 * 13 + card % 13;
            bits |= 1u64 << card | 1u64 << other;
        }
        while bits.count_ones() < 5 {
            bits |= 1u64 << rng.random_range(0..52);
        }
        let paired_now =
            (0..13).any(|r| (0..4).filter(|s| bits >> (s * 13 + r) & 1 == 1).count() >= 2);
        if bits.count_ones() == 5 && (!paired || paired_now) {
            return bits;
        }
    }
}

/// `count` cards off `used`, at random.
fn random_cards(rng: &mut SmallRng, used: u64, count: usize) -> Vec<usize> {
    let mut cards = Vec::new();
    while cards.len() < count {
        let c = rng.random_range(0..52);
        if used >> c & 1 == 0 && !cards.contains(&c) {
            cards.push(c);
        }
    }
    cards
}

/// Four dead cards off `used`: on a board with a flush suit, in every other round two of
/// them of that suit (the cards that change both a rank's count and the flush pairs).
fn dead_cards(rng: &mut SmallRng, used: u64, flush: usize, round: usize) -> Vec<usize> {
    if flush == NO_FLUSH || round % 2 == 1 {
        return random_cards(rng, used, 4);
    }
    let others = !(0x1fffu64 << (13 * flush));
    let mut cards = random_cards(rng, used | others, 2);
    let taken = cards.iter().fold(used, |m, &c| m | 1u64 << c);
    cards.extend(random_cards(rng, taken, 2));
    cards
}

/// The value of two hole cards on the board, by the evaluator.
fn evaluate(board: u64, a: usize, b: usize) -> u16 {
    Hand::from_cards(CardSet(board | 1u64 << a | 1u64 << b))
        .evaluate()
        .get()
}

#[test]
fn the_random_hand_by_type_pairs_counts_as_its_combos_do() {
    let mut rng = SmallRng::seed_from_u64(3104);
    let mut random = RandomByTypes::new();
    let orders = RankOrders::new();
    let mut flushes = [0usize; 5];
    // Boards by their most cards of one suit.
    let mut suits = [0usize; 6];
    // Dead cards of the flush suit, where there is one.
    let mut dead_flush_cards = 0;
    // Boards counted by ranks (exactly three of the flush suit).
    let mut by_ranks_boards = 0;
    for spot in 0..64 {
        let suited = [0, 3, 4, 5][spot % 4];
        let paired = suited < 5 && spot % 3 == 0;
        let mut bits = random_board(&mut rng, suited, paired);
        while suited == 0 && RandomByTypes::flush_suit(bits) != NO_FLUSH {
            bits = random_board(&mut rng, suited, paired);
        }
        let most = (0..4)
            .map(|s| (bits >> (13 * s) & 0x1fff).count_ones())
            .max();
        suits[most.unwrap_or(0) as usize] += 1;
        let flush = RandomByTypes::flush_suit(bits);
        flushes[flush] += 1;
        random.build(Hand::from_cards(CardSet(bits)), flush, &orders);
        let off: Vec<usize> = (0..52).filter(|c| bits >> c & 1 == 0).collect();
        // Every combo's value is its type pair's.
        for (i, &a) in off.iter().enumerate() {
            for &b in &off[i + 1..] {
                let (t, u) = (type_of(a, flush), type_of(b, flush));
                assert_eq!(random.value[t][u], evaluate(bits, a, b), "{bits:x} {a} {b}");
            }
        }
        // Four cards removed (two combos); counts below and up to values of type pairs.
        for round in 0..4 {
            let dead = dead_cards(&mut rng, bits, flush, round);
            dead_flush_cards += dead.iter().filter(|&&c| c / 13 == flush).count();
            let dead_bits = dead.iter().fold(0u64, |m, &c| m | 1u64 << c);
            let types: [usize; 4] = std::array::from_fn(|i| type_of(dead[i], flush));
            let left: Vec<usize> = off
                .iter()
                .copied()
                .filter(|c| dead_bits >> c & 1 == 0)
                .collect();
            let mut values = Vec::new();
            for (i, &a) in left.iter().enumerate() {
                for &b in &left[i + 1..] {
                    values.push(evaluate(bits, a, b));
                }
            }
            assert_eq!(values.len() as u64, random.all_but_four());
            for _ in 0..12 {
                let key = random.order[rng.random_range(0..random.order.len())];
                let (t, u) = split_key(key);
                let m = random.value[t][u];
                let (lt_row, le_row) = random.run[t][u];
                let lt = values.iter().filter(|&&v| v < m).count() as u64;
                let le = values.iter().filter(|&&v| v <= m).count() as u64;
                assert_eq!(random.below(usize::from(lt_row), m, true, types), lt);
                assert_eq!(random.below(usize::from(le_row), m, false, types), le);
            }
        }
        // Removals gathered over weighted queries: each key's combos left, summed (by type
        // pair; counted by ranks, by rank pair, and a flush pair's moves as its one combo
        // taken off and put back), and every value's combos left.
        let mut removals = Removals::new();
        let mut by_types = vec![[0u64; 26]; 26];
        let mut by_ranks = vec![[0u64; 13]; 13];
        let mut by_value = BTreeMap::<u16, u64>::new();
        for round in 0..5 {
            let dead = dead_cards(&mut rng, bits, flush, round);
            let dead_bits = dead.iter().fold(0u64, |m, &c| m | 1u64 << c);
            let x = rng.random_range(1..20u64);
            let ty = |i: usize| type_of(dead[i], flush);
            removals.weight += x;
            removals.add_combo(x, ty(0), ty(1));
            removals.add_combo(x, ty(2), ty(3));
            for (i, j) in [(0, 2), (0, 3), (1, 2), (1, 3)] {
                removals.add_cross(x, ty(i), ty(j));
            }
            for (i, &a) in off.iter().enumerate() {
                for &b in &off[i + 1..] {
                    if (1u64 << a | 1u64 << b) & dead_bits == 0 {
                        let (t, u) = (type_of(a, flush), type_of(b, flush));
                        by_types[t.min(u)][t.max(u)] += x;
                        let (ra, rb) = (a % 13, b % 13);
                        by_ranks[ra.min(rb)][ra.max(rb)] += x;
                        *by_value.entry(evaluate(bits, a, b)).or_default() += x;
                    }
                }
            }
        }
        let mut got_by_value = BTreeMap::<u16, u64>::new();
        for &key in &random.order {
            let (t, u) = split_key(key);
            let left = random.key_left(key, &removals);
            let expected = if !random.by_ranks || t >= 13 {
                let one = by_types[t][u];
                if key & MINUS != 0 {
                    one.wrapping_neg()
                } else {
                    one
                }
            } else {
                by_ranks[t][u]
            };
            assert_eq!(left, expected, "{bits:x} {key:x}");
            let sum = got_by_value.entry(value_of(key)).or_default();
            *sum = sum.wrapping_add(left);
        }
        got_by_value.retain(|_, &mut n| n != 0);
        by_value.retain(|_, &mut n| n != 0);
        assert_eq!(got_by_value, by_value, "{bits:x}");
        by_ranks_boards += usize::from(random.by_ranks);
    }
    assert!(
        flushes[NO_FLUSH] >= 16 && suits[3] >= 10 && suits[4] >= 10 && suits[5] >= 10,
        "{flushes:?} {suits:?}"
    );
    // Two or more in every other round of the 48 boards with a flush suit.
    assert!(dead_flush_cards >= 2 * 2 * 48, "{dead_flush_cards}");
    assert!(by_ranks_boards >= 10, "{by_ranks_boards}");
}
