//! Dealing: pairs of combos by the product of their weights (card removal included) and
//! boards uniformly among those a filter matches — seeded deals counted against exact
//! expected counts from an enumeration written here.

use std::collections::HashMap;

use pokerlab::cards::{CardSet, Suit};
use pokerlab::enumerate::combinations;
use pokerlab::practice::{BoardChoice, BoardFilter, DealError, deal_combos};
use pokerlab::range::{Combo, Range};
use pokerlab::solver::Street;
use rand::{SeedableRng, rngs::SmallRng};

use super::{chi_square, chi_square_limit};

#[test]
fn pairs_of_combos_come_by_the_product_of_their_weights() {
    let oop: Range = "AA,KK:0.5".parse().unwrap();
    let ip: Range = "AK:0.5,QQ".parse().unwrap();
    let board: CardSet = "2c 7d 9h".parse().unwrap();
    // Every pair that fits, with its weight.
    let mut weight: HashMap<(Combo, Combo), f64> = HashMap::new();
    for (a, wa) in oop.combos() {
        for (b, wb) in ip.combos() {
            let (ca, cb) = (a.cards(), b.cards());
            if !ca.intersects(cb) && !ca.intersects(board) && !cb.intersects(board) {
                weight.insert((a, b), f64::from(wa) * f64::from(wb));
            }
        }
    }
    let total: f64 = weight.values().sum();
    let n = 60_000;
    let mut rng = SmallRng::seed_from_u64(99);
    let mut seen: HashMap<(Combo, Combo), u64> = HashMap::new();
    for _ in 0..n {
        let [a, b] = deal_combos(&oop, &ip, board, &mut rng).unwrap();
        *seen.entry((a, b)).or_default() += 1;
    }
    assert!(
        seen.keys().all(|k| weight.contains_key(k)),
        "a pair that cannot be dealt came"
    );
    let keys: Vec<_> = weight.keys().copied().collect();
    let observed: Vec<u64> = keys
        .iter()
        .map(|k| seen.get(k).copied().unwrap_or(0))
        .collect();
    let expected: Vec<f64> = keys.iter().map(|k| weight[k] / total * n as f64).collect();
    let chi = chi_square(&observed, &expected);
    assert!(
        chi < chi_square_limit(keys.len() - 1),
        "χ² {chi} over {} pairs",
        keys.len()
    );
    // The pairs' marginal is not the range's weights alone: aces block half the ace-kings.
    let aces: u64 = seen
        .iter()
        .filter(|((a, _), _)| a.class().to_string() == "AA")
        .map(|(_, c)| c)
        .sum();
    let expected_aces: f64 = keys
        .iter()
        .zip(&expected)
        .filter(|(k, _)| k.0.class().to_string() == "AA")
        .map(|(_, e)| e)
        .sum();
    assert!(
        (aces as f64 - expected_aces).abs() < 4.0 * expected_aces.sqrt(),
        "{aces} vs {expected_aces}"
    );
    // Ranges with nothing that fits are refused, not looped on.
    let none = deal_combos(
        &"AsAh".parse().unwrap(),
        &"AsKd".parse().unwrap(),
        board,
        &mut rng,
    );
    assert!(matches!(none, Err(DealError::NoCombos(_))));
}

/// The filter's definition, written again from its documentation's table.
fn oracle(board: CardSet, words: &[&str]) -> bool {
    let cards = board.to_vec();
    let mut suit_count = [0usize; 4];
    let mut rank_count = [0usize; 13];
    for c in &cards {
        suit_count[c.suit().index()] += 1;
        rank_count[c.rank().index()] += 1;
    }
    let most = *suit_count.iter().max().unwrap();
    let paired = rank_count.iter().any(|&n| n >= 2);
    let high = (0..13).rev().find(|&r| rank_count[r] > 0).unwrap();
    // Rank values 1 (ace low) to 14 (ace high).
    let has = |v: usize| {
        if v == 1 {
            rank_count[12] > 0
        } else {
            rank_count[v - 2] > 0
        }
    };
    let connected = (1..=10).any(|low| (low..low + 5).filter(|&v| has(v)).count() >= 3);
    let dry = !paired && most <= 2 && !connected;
    words.iter().all(|w| match *w {
        "monotone" => most == cards.len(),
        "two-tone" => most == 2,
        "rainbow" => most == 1,
        "paired" => paired,
        "connected" => connected,
        "dry" => dry,
        "K-high" => high == 11,
        "A-high" => high == 12,
        _ => panic!("{w}"),
    })
}

/// Deals `n` boards of `street` from `filter` and checks every one matches and the counts
/// per board are uniform over the boards the oracle lists.
fn check_uniform(filter: &str, street: Street, n: usize, seed: u64) {
    let words: Vec<&str> = filter.split(' ').collect();
    let size = street.index() + 3;
    let all: Vec<CardSet> = combinations(CardSet::FULL, size)
        .filter(|b| oracle(*b, &words))
        .collect();
    assert!(!all.is_empty());
    let choice = BoardChoice::Filter {
        filter: filter.parse().unwrap(),
        street,
    };
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut seen: HashMap<CardSet, u64> = HashMap::new();
    for _ in 0..n {
        let board = choice.deal(CardSet::EMPTY, &mut rng).unwrap();
        assert_eq!(board.len(), size);
        assert!(oracle(board, &words), "{filter}: {board}");
        *seen.entry(board).or_default() += 1;
    }
    let observed: Vec<u64> = all
        .iter()
        .map(|b| seen.get(b).copied().unwrap_or(0))
        .collect();
    let expected = vec![n as f64 / all.len() as f64; all.len()];
    let chi = chi_square(&observed, &expected);
    assert!(
        chi < chi_square_limit(all.len() - 1),
        "{filter}: χ² {chi} over {} boards",
        all.len()
    );
}

#[test]
fn boards_come_uniformly_among_those_the_filter_matches() {
    check_uniform("K-high dry", Street::Flop, 20_000, 1);
    check_uniform("monotone", Street::Flop, 30_000, 2);
    check_uniform("A-high two-tone paired", Street::Flop, 20_000, 3);
    check_uniform("connected", Street::Flop, 60_000, 4);
    // The matches by suit and by top rank on the turn.
    let filter: BoardFilter = "rainbow".parse().unwrap();
    let mut rng = SmallRng::seed_from_u64(5);
    let mut by_high = [0u64; 13];
    for _ in 0..20_000 {
        let board = filter.deal(4, CardSet::EMPTY, &mut rng).unwrap();
        assert!(
            Suit::ALL
                .iter()
                .all(|&s| board.suit_ranks(s).count_ones() == 1)
        );
        by_high[15 - board.ranks().leading_zeros() as usize] += 1;
    }
    let all: Vec<CardSet> = combinations(CardSet::FULL, 4)
        .filter(|b| oracle(*b, &["rainbow"]))
        .collect();
    let mut expected = [0.0f64; 13];
    for b in &all {
        expected[15 - b.ranks().leading_zeros() as usize] += 20_000.0 / all.len() as f64;
    }
    let chi = chi_square(&by_high, &expected);
    assert!(
        chi < chi_square_limit(expected.iter().filter(|e| **e > 0.0).count() - 1),
        "χ² {chi}"
    );
}

#[test]
fn a_filter_no_board_matches_is_an_error_and_bad_text_is_refused() {
    let mut rng = SmallRng::seed_from_u64(6);
    let rainbow: BoardFilter = "rainbow".parse().unwrap();
    assert!(matches!(
        rainbow.deal(5, CardSet::EMPTY, &mut rng),
        Err(DealError::NoBoard(_))
    ));
    assert!("monotone rainbow".parse::<BoardFilter>().is_err());
    assert!("A-high K-high".parse::<BoardFilter>().is_err());
    assert!("sticky".parse::<BoardFilter>().is_err());
    let f: BoardFilter = "a-high, Two-Tone".parse().unwrap();
    assert_eq!(f.to_string(), "A-high two-tone");
    assert_eq!(f.to_string().parse::<BoardFilter>().unwrap(), f);
    assert_eq!("any".parse::<BoardFilter>().unwrap(), BoardFilter::ANY);
}
