//! A strategy chart's return recomputed the slow way: every one of the 2,598,960 deals
//! (2,869,685 with Joker Poker's joker) enumerated plainly, the chart's hold applied, and the final hands scored by a classifier
//! written here (not the engine's tables or its suit classes). For each hold, the pay of its
//! draws is the pay of all hands containing the held cards less, by inclusion–exclusion, those
//! that contain a discarded card; those sums over all hands containing a set of cards are
//! tallied here from the classifier, hand by hand. A sample of holds is also checked against
//! every draw enumerated one by one.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use pokerlab::enumerate::for_each_combination;
use pokerlab::video_poker::{Bet, DeckCard, GameKind, HoldMask, PayTable, StrategyChart};
use pokerlab::{Card, CardSet};
use rayon::prelude::*;
use std::sync::OnceLock;

// ---------------------------------------------------------------------------------------------
// An independent classifier: ranks 0 (deuce) to 12 (ace), counted and sorted the slow way.

/// Counts of equal ranks, biggest first, the rank of the biggest group and of the last single.
fn shape(ranks: &[u8; 5]) -> ([u8; 5], u8, u8) {
    let mut counts = [0u8; 13];
    for &r in ranks {
        counts[r as usize] += 1;
    }
    let mut shape = [0u8; 5];
    let mut n = 0;
    let (mut top, mut top_rank, mut kicker) = (0u8, 0u8, 0u8);
    for r in (0..13u8).rev() {
        let c = counts[r as usize];
        if c > 0 {
            shape[n] = c;
            n += 1;
            if c > top {
                top = c;
                top_rank = r;
            }
            if c == 1 {
                kicker = r;
            }
        }
    }
    shape.sort_unstable_by(|a, b| b.cmp(a));
    (shape, top_rank, kicker)
}

/// Whether five ranks form a straight, and whether it is ten to ace.
fn straight(ranks: &[u8; 5]) -> (bool, bool) {
    let mut r = *ranks;
    r.sort_unstable();
    if r.windows(2).any(|w| w[0] == w[1]) {
        return (false, false);
    }
    if r == [0, 1, 2, 3, 12] {
        return (true, false);
    }
    (r[4] - r[0] == 4, r[0] == 8)
}

/// A card's rank (0 = deuce) and suit from its index (`suit * 13 + rank`; 52 is the joker).
fn rank_suit(index: u8) -> (u8, u8) {
    (index % 13, index / 13)
}

/// Pays per coin at the maximum bet, written out here: 9/6 Jacks or Better.
fn pay_jacks(cards: &[u8; 5]) -> u64 {
    let ranks = cards.map(|c| rank_suit(c).0);
    let flush = cards
        .iter()
        .all(|&c| rank_suit(c).1 == rank_suit(cards[0]).1);
    let (is_straight, ace_high) = straight(&ranks);
    let (shape, top, _) = shape(&ranks);
    match shape {
        _ if is_straight && flush && ace_high => 800,
        _ if is_straight && flush => 50,
        [4, ..] => 25,
        [3, 2, ..] => 9,
        _ if flush => 6,
        _ if is_straight => 4,
        [3, ..] => 3,
        [2, 2, ..] => 2,
        [2, ..] if top >= 9 => 1,
        _ => 0,
    }
}

/// Full-pay Deuces Wild, by trying every rank for every deuce and keeping the best pay (a
/// natural royal only without deuces; four deuces whatever the fifth card).
fn pay_deuces(cards: &[u8; 5]) -> u64 {
    let naturals: Vec<(u8, u8)> = cards
        .iter()
        .map(|&c| rank_suit(c))
        .filter(|&(rank, _)| rank != 0)
        .collect();
    let wilds = 5 - naturals.len();
    if wilds == 4 {
        return 200;
    }
    let suited = naturals.iter().all(|c| c.1 == naturals[0].1);
    let mut best = 0;
    for code in 0..13usize.pow(wilds as u32) {
        let mut ranks = [0u8; 5];
        for (slot, c) in ranks.iter_mut().zip(&naturals) {
            *slot = c.0;
        }
        let mut c = code;
        for slot in &mut ranks[naturals.len()..] {
            *slot = (c % 13) as u8;
            c /= 13;
        }
        let (is_straight, ace_high) = straight(&ranks);
        let pay = match shape(&ranks).0 {
            [5, ..] => 15,
            _ if is_straight && suited && ace_high && wilds == 0 => 800,
            _ if is_straight && suited && ace_high => 25,
            _ if is_straight && suited => 9,
            [4, ..] => 5,
            [3, 2, ..] => 3,
            _ if suited || is_straight => 2,
            [3, ..] => 1,
            _ => 0,
        };
        best = best.max(pay);
    }
    best
}

/// Joker Poker, Kings or Better (20/7/5), by trying every card for the joker (a card already
/// held too: five of a kind) and keeping the best pay; a royal with the joker is a wild royal.
fn pay_joker(cards: &[u8; 5]) -> u64 {
    let pay = |cards: &[u8; 5], wild: bool| -> u64 {
        let ranks = cards.map(|c| rank_suit(c).0);
        let flush = cards
            .iter()
            .all(|&c| rank_suit(c).1 == rank_suit(cards[0]).1);
        let (is_straight, ace_high) = straight(&ranks);
        let (shape, top, _) = shape(&ranks);
        match shape {
            _ if is_straight && flush && ace_high && !wild => 800,
            [5, ..] => 200,
            _ if is_straight && flush && ace_high => 100,
            _ if is_straight && flush => 50,
            [4, ..] => 20,
            [3, 2, ..] => 7,
            _ if flush => 5,
            _ if is_straight => 3,
            [3, ..] => 2,
            [2, 2, ..] => 1,
            [2, ..] if top >= 11 => 1,
            _ => 0,
        }
    };
    match cards.iter().position(|&c| c == 52) {
        None => pay(cards, false),
        Some(at) => (0..52u8)
            .map(|card| {
                let mut hand = *cards;
                hand[at] = card;
                pay(&hand, true)
            })
            .max()
            .unwrap_or(0),
    }
}

// ---------------------------------------------------------------------------------------------
// Sums of pays over all hands containing a set of cards.

/// C(n, k).
fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// Σ over the set's cards, in increasing order, of C(card, place + 1): a dense index of the
/// sets of one size.
fn index(cards: &[usize]) -> usize {
    static TABLE: OnceLock<Vec<[usize; 6]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        (0..53)
            .map(|n| std::array::from_fn(|k| choose(n, k)))
            .collect()
    });
    cards
        .iter()
        .enumerate()
        .map(|(i, &c)| table[c][i + 1])
        .sum()
}

/// Every five-card hand of a deck of `deck` cards (52, or 53 with the joker), as indices.
fn hands(deck: u8) -> Vec<[u8; 5]> {
    let mut hands = Vec::with_capacity(choose(deck as usize, 5));
    for a in 0..deck {
        for b in a + 1..deck {
            for c in b + 1..deck {
                for d in c + 1..deck {
                    for e in d + 1..deck {
                        hands.push([a, b, c, d, e]);
                    }
                }
            }
        }
    }
    hands
}

/// For every set of 0 to 5 cards of a deck of `deck` (by size, then [`index`]): the total pay
/// of the five-card hands that contain it.
fn pay_sums(pay: fn(&[u8; 5]) -> u64, deck: u8) -> Vec<Vec<u64>> {
    let pays: Vec<([u8; 5], u64)> = hands(deck)
        .into_par_iter()
        .map(|hand| (hand, pay(&hand)))
        .collect();
    let mut sums: Vec<Vec<u64>> = (0..=5)
        .map(|k| vec![0u64; choose(deck as usize, k)])
        .collect();
    for (hand, pay) in pays {
        if pay == 0 {
            continue;
        }
        let cards = hand.map(|c| c as usize);
        for subset in 0..32usize {
            let mut part = [0usize; 5];
            let mut n = 0;
            for (i, &c) in cards.iter().enumerate() {
                if subset & (1 << i) != 0 {
                    part[n] = c;
                    n += 1;
                }
            }
            sums[n][index(&part[..n])] += pay;
        }
    }
    sums
}

/// The total pay of the draws of holding `held` and discarding `discarded`: hands containing
/// `held` and none of `discarded`, by inclusion–exclusion over the discards.
fn draws_pay(sums: &[Vec<u64>], held: &[usize], discarded: &[usize]) -> i64 {
    let mut total = 0i64;
    for subset in 0..(1usize << discarded.len()) {
        let mut set = [0usize; 5];
        let mut n = 0;
        for &c in held {
            set[n] = c;
            n += 1;
        }
        for (i, &c) in discarded.iter().enumerate() {
            if subset & (1 << i) != 0 {
                set[n] = c;
                n += 1;
            }
        }
        set[..n].sort_unstable();
        let sign = if subset.count_ones() % 2 == 0 { 1 } else { -1 };
        total += sign * sums[n][index(&set[..n])] as i64;
    }
    total
}

/// The chart's return recomputed: Σ over all deals of the chart's hold's EV, as a numerator
/// over lcm(C(deck − 5, k)) × the number of deals.
fn recomputed_return(chart: &StrategyChart, pay: fn(&[u8; 5]) -> u64) -> f64 {
    let deck = chart.paytable().kind().deck_size() as u8;
    let sums = pay_sums(pay, deck);
    let left = deck as usize - 5;
    let lcm: u128 = (0..=5)
        .map(|k| choose(left, k) as u128)
        .fold(1, |l, c| l / gcd(l, c) * c);
    let all = hands(deck);
    let numerator: u128 = all
        .par_chunks(4096)
        .map(|chunk| {
            let mut sum = 0u128;
            for indices in chunk {
                let dealt = indices.map(|i| DeckCard::from_index(i as usize).unwrap());
                let play = chart.play(&dealt).unwrap();
                let held: Vec<usize> = (0..5)
                    .filter(|&i| play.hold.is_held(i))
                    .map(|i| indices[i] as usize)
                    .collect();
                let discarded: Vec<usize> = (0..5)
                    .filter(|&i| !play.hold.is_held(i))
                    .map(|i| indices[i] as usize)
                    .collect();
                let total = draws_pay(&sums, &held, &discarded);
                assert!(total >= 0);
                let draws = choose(left, discarded.len()) as u128;
                sum += total as u128 * (lcm / draws);
            }
            sum
        })
        .sum();
    numerator as f64 / (lcm * all.len() as u128) as f64
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// A few holds' draws enumerated one by one agree with the inclusion–exclusion above.
fn check_sample(pay: fn(&[u8; 5]) -> u64, deals: &[&str]) {
    let sums = pay_sums(pay, 52);
    for text in deals {
        let dealt = pokerlab::parse_exact(text, 5).unwrap();
        let dealt_set: CardSet = dealt.iter().copied().collect();
        for mask in HoldMask::all().filter(|m| m.count() >= 2) {
            let held: Vec<Card> = mask.held_cards(&dealt.clone().try_into().unwrap());
            let held_set: CardSet = held.iter().copied().collect();
            let mut total = 0u64;
            for_each_combination(CardSet::FULL.minus(dealt_set), 5 - held.len(), |draw| {
                let hand: Vec<u8> = held_set
                    .union(draw)
                    .iter()
                    .map(|c| c.index() as u8)
                    .collect();
                total += pay(&hand.try_into().unwrap());
            });
            let h: Vec<usize> = held.iter().map(|c| c.index()).collect();
            let x: Vec<usize> = dealt_set
                .minus(held_set)
                .iter()
                .map(|c| c.index())
                .collect();
            assert_eq!(draws_pay(&sums, &h, &x), total as i64, "{text} {mask}");
        }
    }
}

#[test]
fn jacks_or_better_chart_return_recomputed_deal_by_deal() {
    let chart = StrategyChart::for_table(&PayTable::default(), Bet::MAX);
    let recomputed = recomputed_return(&chart, pay_jacks);
    assert!(
        (recomputed - chart.chart_return()).abs() < 1e-12,
        "recomputed {recomputed}, chart says {}",
        chart.chart_return()
    );
    // Within 0.02 percentage points of perfect play (the published 99.5439%).
    assert!(
        (99.5439 - recomputed * 100.0) <= 0.02 + 0.00005,
        "{recomputed}"
    );
    check_sample(
        pay_jacks,
        &["As Ks Qs Js 9s", "7h 7d 8c 9s Tc", "2c 5d 9h Jh Qs"],
    );
}

#[test]
fn deuces_wild_chart_return_recomputed_deal_by_deal() {
    let table = PayTable::builtin("deuces-wild").unwrap();
    assert_eq!(table.kind(), GameKind::DEUCES_WILD);
    let chart = StrategyChart::for_table(&table, Bet::MAX);
    let recomputed = recomputed_return(&chart, pay_deuces);
    assert!(
        (recomputed - chart.chart_return()).abs() < 1e-12,
        "recomputed {recomputed}, chart says {}",
        chart.chart_return()
    );
    // Within 0.05 percentage points of perfect play (the published 100.7620%).
    assert!(
        (100.7620 - recomputed * 100.0) <= 0.05 + 0.00005,
        "{recomputed}"
    );
    check_sample(pay_deuces, &["2s 2d Kh Qh 7c", "2c 5d 6d 7d Qs"]);
    // Four deuces pay whatever the fifth card.
    let four: Vec<u8> = pokerlab::parse_exact("2c 2d 2h 2s 9c", 5)
        .unwrap()
        .iter()
        .map(|c| c.index() as u8)
        .collect();
    assert_eq!(pay_deuces(&four.try_into().unwrap()), 200);
}

#[test]
fn joker_poker_chart_return_recomputed_over_all_2_869_685_deals() {
    let table = PayTable::builtin("joker-poker-kings").unwrap();
    assert_eq!(table.kind(), GameKind::JOKER);
    let chart = StrategyChart::for_table(&table, Bet::MAX);
    let recomputed = recomputed_return(&chart, pay_joker);
    assert!(
        (recomputed - chart.chart_return()).abs() < 1e-12,
        "recomputed {recomputed}, chart says {}",
        chart.chart_return()
    );
    // Within 0.05 percentage points of perfect play (the published 100.6463%).
    assert!(
        (100.6463 - recomputed * 100.0) <= 0.05 + 0.00005,
        "{recomputed}"
    );
    // The joker: a wild royal, five of a kind, a pair of kings.
    let hand = |text: &str| -> [u8; 5] {
        let cards = pokerlab::video_poker::parse_deal(text, GameKind::JOKER).unwrap();
        cards.map(|c| c.index() as u8)
    };
    assert_eq!(pay_joker(&hand("Jk Ks Qs Js Ts")), 100);
    assert_eq!(pay_joker(&hand("Jk 9s 9d 9h 9c")), 200);
    assert_eq!(pay_joker(&hand("Jk Ks 7d 4h 2c")), 1);
    assert_eq!(pay_joker(&hand("As Ks Qs Js Ts")), 800);
}
