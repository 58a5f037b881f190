//! The video poker engine against plain brute force: an independent classifier written here,
//! and every draw enumerated. (The published returns, the strategy rules every player knows
//! and properties over arbitrary deals are in `video_poker.rs`.)

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use pokerlab::enumerate::for_each_combination;
use pokerlab::video_poker::{
    Bet, DrawTables, GameKind, HoldEvaluator, HoldMask, PayClass, PayTable,
};
use pokerlab::{Card, CardSet, parse_exact};
use rand::{SeedableRng, rngs::SmallRng, seq::SliceRandom};
use rayon::prelude::*;
use std::sync::OnceLock;

// ---------------------------------------------------------------------------------------------
// An independent classifier: ranks 0 (deuce) to 12 (ace), counted and sorted the slow way.

/// The hand's shape: counts of equal ranks, biggest first (`[3, 2, 0, 0, 0]` for a full
/// house), and the rank of the biggest group (the highest such rank on a tie).
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

/// Whether five ranks (repeats allowed) form a straight, and whether it is ten to ace.
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

fn oracle_standard(cards: &[Card; 5]) -> PayClass {
    let ranks = cards.map(|c| c.rank() as u8);
    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    let (is_straight, ace_high) = straight(&ranks);
    let (shape, top, kicker) = shape(&ranks);
    let low = |r: u8| r <= 2; // 2, 3, 4
    match shape {
        _ if is_straight && flush && ace_high => PayClass::RoyalFlush,
        _ if is_straight && flush => PayClass::StraightFlush,
        [4, 1, ..] => {
            if top == 12 {
                if low(kicker) {
                    PayClass::FourAcesWithLowKicker
                } else {
                    PayClass::FourAces
                }
            } else if low(top) {
                if low(kicker) || kicker == 12 {
                    PayClass::FourLowWithKicker
                } else {
                    PayClass::FourLow
                }
            } else {
                PayClass::FourMiddle
            }
        }
        [3, 2, ..] => PayClass::FullHouse,
        _ if flush => PayClass::Flush,
        _ if is_straight => PayClass::Straight,
        [3, 1, 1, ..] => PayClass::ThreeOfAKind,
        [2, 2, 1, ..] => PayClass::TwoPair,
        [2, 1, 1, 1, _] if top >= 9 => PayClass::HighPair,
        [2, 1, 1, 1, _] => PayClass::LowPair,
        _ => PayClass::Nothing,
    }
}

/// Deuces Wild, by trying every rank for every deuce (suits: a deuce takes the suit of the
/// other cards when they share one) and keeping the best hand in the game's order.
fn oracle_deuces(cards: &[Card; 5]) -> PayClass {
    use PayClass::*;
    let order = GameKind::DeucesWild.classes();
    let pos = |c: PayClass| order.iter().position(|&x| x == c).unwrap();
    let mut naturals = [cards[0]; 5];
    let mut n = 0;
    for &c in cards.iter().filter(|c| c.rank() as u8 != 0) {
        naturals[n] = c;
        n += 1;
    }
    let naturals = &naturals[..n];
    let wilds = 5 - n;
    let suited = naturals.iter().all(|c| c.suit() == naturals[0].suit());
    if wilds == 4 {
        return FourDeuces;
    }
    let mut best = Nothing;
    for code in 0..13usize.pow(wilds as u32) {
        let mut ranks = [0u8; 5];
        for (slot, c) in ranks.iter_mut().zip(naturals) {
            *slot = c.rank() as u8;
        }
        let mut c = code;
        for slot in &mut ranks[naturals.len()..] {
            *slot = (c % 13) as u8;
            c /= 13;
        }
        let (is_straight, ace_high) = straight(&ranks);
        let class = match shape(&ranks).0 {
            [5, ..] => FiveOfAKind,
            _ if is_straight && suited && ace_high && wilds == 0 => NaturalRoyalFlush,
            _ if is_straight && suited && ace_high => WildRoyalFlush,
            _ if is_straight && suited => StraightFlush,
            [4, 1, ..] => FourOfAKind,
            [3, 2, ..] => FullHouse,
            _ if suited => Flush,
            _ if is_straight => Straight,
            [3, 1, 1, ..] => ThreeOfAKind,
            [2, 2, 1, ..] => TwoPair,
            [2, 1, 1, 1, _] => OnePair,
            _ => Nothing,
        };
        if pos(class) < pos(best) {
            best = class;
        }
    }
    best
}

fn oracle(kind: GameKind, cards: &[Card; 5]) -> PayClass {
    match kind {
        GameKind::Standard => oracle_standard(cards),
        GameKind::DeucesWild => oracle_deuces(cards),
    }
}

/// C(n, k) for the oracle's own hand index.
fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// A dense index of a five-card hand: Σ C(c_i, i + 1) over its card indices in increasing order.
fn hand_index(hand: CardSet) -> usize {
    static CHOOSE: OnceLock<Vec<[usize; 6]>> = OnceLock::new();
    let table = CHOOSE.get_or_init(|| {
        (0..52)
            .map(|n| std::array::from_fn(|k| choose(n, k)))
            .collect()
    });
    let mut bits = hand.bits();
    let mut index = 0;
    let mut i = 1;
    while bits != 0 {
        index += table[bits.trailing_zeros() as usize][i];
        bits &= bits - 1;
        i += 1;
    }
    index
}

fn five(hand: CardSet) -> [Card; 5] {
    hand.to_vec().try_into().unwrap()
}

/// The oracle's class of every five-card hand, by [`hand_index`], computed once per kind.
fn oracle_classes(kind: GameKind) -> &'static [PayClass] {
    static TABLES: [OnceLock<Vec<PayClass>>; 2] = [OnceLock::new(), OnceLock::new()];
    let cell = &TABLES[kind as usize];
    cell.get_or_init(|| {
        let mut all = Vec::with_capacity(2_598_960);
        for_each_combination(CardSet::FULL, 5, |hand| all.push(hand));
        let classified: Vec<(usize, PayClass)> = all
            .par_iter()
            .map(|&hand| (hand_index(hand), oracle(kind, &five(hand))))
            .collect();
        let mut table = vec![PayClass::Nothing; 2_598_960];
        for (i, class) in classified {
            table[i] = class;
        }
        table
    })
}

/// Pays per coin at max bet, written out here rather than read from the engine's tables.
fn pay_9_6(class: PayClass) -> u64 {
    use PayClass::*;
    match class {
        RoyalFlush => 800,
        StraightFlush => 50,
        FourAcesWithLowKicker | FourAces | FourLowWithKicker | FourLow | FourMiddle => 25,
        FullHouse => 9,
        Flush => 6,
        Straight => 4,
        ThreeOfAKind => 3,
        TwoPair => 2,
        HighPair => 1,
        _ => 0,
    }
}

fn pay_ddb(class: PayClass) -> u64 {
    use PayClass::*;
    match class {
        RoyalFlush => 800,
        StraightFlush => 50,
        FourAcesWithLowKicker => 400,
        FourAces | FourLowWithKicker => 160,
        FourLow => 80,
        FourMiddle => 50,
        FullHouse => 9,
        Flush => 6,
        Straight => 4,
        ThreeOfAKind => 3,
        TwoPair | HighPair => 1,
        _ => 0,
    }
}

fn pay_deuces(class: PayClass) -> u64 {
    use PayClass::*;
    match class {
        NaturalRoyalFlush => 800,
        FourDeuces => 200,
        WildRoyalFlush => 25,
        FiveOfAKind => 15,
        StraightFlush => 9,
        FourOfAKind => 5,
        FullHouse => 3,
        Flush | Straight => 2,
        ThreeOfAKind => 1,
        _ => 0,
    }
}

fn cards(text: &str) -> Vec<Card> {
    parse_exact(text, 5).unwrap()
}

// ---------------------------------------------------------------------------------------------

#[test]
fn classification_matches_the_oracle_on_every_hand() {
    for kind in GameKind::ALL {
        let tables = DrawTables::shared(kind);
        let expected = oracle_classes(kind);
        let mut all = Vec::with_capacity(2_598_960);
        for_each_combination(CardSet::FULL, 5, |hand| all.push(hand));
        let mismatches: Vec<CardSet> = all
            .par_iter()
            .filter(|&&hand| kind.classify(hand) != Some(expected[hand_index(hand)]))
            .copied()
            .collect();
        assert!(
            mismatches.is_empty(),
            "{kind}: {:?}",
            &mismatches[..mismatches.len().min(5)]
        );
        for &class in kind.classes() {
            let n = expected.iter().filter(|&&c| c == class).count() as u64;
            assert_eq!(tables.hands_of_class(class), n, "{kind} {class}");
        }
    }
}

#[test]
fn five_card_counts_match_the_published_ones() {
    let t = DrawTables::shared(GameKind::Standard);
    use PayClass::*;
    assert_eq!(
        t.hands_of_class(RoyalFlush) + t.hands_of_class(StraightFlush),
        40
    );
    let quads: u64 = [
        FourAcesWithLowKicker,
        FourAces,
        FourLowWithKicker,
        FourLow,
        FourMiddle,
    ]
    .iter()
    .map(|&c| t.hands_of_class(c))
    .sum();
    assert_eq!(quads, 624);
    assert_eq!(t.hands_of_class(FourAcesWithLowKicker), 12); // 3 kickers × 4 suits
    assert_eq!(t.hands_of_class(FullHouse), 3_744);
    assert_eq!(t.hands_of_class(Flush), 5_108);
    assert_eq!(t.hands_of_class(Straight), 10_200);
    assert_eq!(t.hands_of_class(ThreeOfAKind), 54_912);
    assert_eq!(t.hands_of_class(TwoPair), 123_552);
    assert_eq!(
        t.hands_of_class(HighPair) + t.hands_of_class(LowPair),
        1_098_240
    );
    assert_eq!(t.hands_of_class(HighPair), 4 * 1_098_240 / 13);
    assert_eq!(t.hands_of_class(Nothing), 1_302_540);
}

/// Every hold's total pay, by brute force over the draws.
fn brute_holds(
    kind: GameKind,
    pay: fn(PayClass) -> u64,
    dealt: &[Card],
) -> Vec<(HoldMask, u64, u64)> {
    let dealt_set: CardSet = dealt.iter().copied().collect();
    let stub = CardSet::FULL - dealt_set;
    HoldMask::all()
        .map(|mask| {
            let held: CardSet = (0..5)
                .filter(|&i| mask.is_held(i))
                .map(|i| dealt[i])
                .collect();
            let mut total = 0;
            let mut draws = 0;
            let classes = oracle_classes(kind);
            for_each_combination(stub, 5 - mask.count(), |draw| {
                total += pay(classes[hand_index(held | draw)]);
                draws += 1;
            });
            (mask, total, draws)
        })
        .collect()
}

fn check_against_brute_force(table: &str, pay: fn(PayClass) -> u64, hands: &[Vec<Card>]) {
    let table = PayTable::builtin(table).unwrap();
    let evaluator = HoldEvaluator::new(&table, Bet::MAX);
    hands.par_iter().for_each(|dealt| {
        let analysis = evaluator.analyze(dealt).unwrap();
        let brute = brute_holds(table.kind(), pay, dealt);
        for (mask, total, draws) in brute {
            let hold = analysis.hold(mask);
            assert_eq!(
                (hold.total, hold.draws),
                (total, draws),
                "{} {dealt:?} hold {mask}",
                table.name()
            );
        }
        // Sorted best first, and the best EV is the brute-force maximum.
        let evs: Vec<_> = analysis.holds().map(|h| h.ev).collect();
        assert!(evs.windows(2).all(|w| w[0] >= w[1]));
        assert_eq!(evs.len(), 32);
    });
}

fn random_hands(seed: u64, n: usize) -> Vec<Vec<Card>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut deck: Vec<Card> = Card::all().collect();
    (0..n)
        .map(|_| {
            deck.shuffle(&mut rng);
            deck[..5].to_vec()
        })
        .collect()
}

#[test]
fn all_holds_match_brute_force_jacks_or_better() {
    let mut hands: Vec<Vec<Card>> = [
        "As Ks Qs Js 9s",
        "Ah Kd Qc 7s 2s",
        "Jh Jd 7c 4s 2d",
        "Kh Kd 7c 7s 2h",
        "5c 5d 6h 7s 8c",
        "Qc Qd Qh Qs 2c",
        "Th Jh Qh Kh Ah",
        "2c 3c 4c 5c 7d",
        "9h Th Jh Qh 3s",
        "Ac 2d 3h 4s 9c",
    ]
    .iter()
    .map(|t| cards(t))
    .collect();
    hands.extend(random_hands(96, 14));
    check_against_brute_force("jacks-or-better-9-6", pay_9_6, &hands);
}

#[test]
fn all_holds_match_brute_force_double_double_bonus() {
    let mut hands: Vec<Vec<Card>> = [
        "Ac Ad Ah 3s 9d",
        "4c 4d 4h Ac Kd",
        "As Ah 2c 2d 7s",
        "3c 3d 3h 3s Kc",
    ]
    .iter()
    .map(|t| cards(t))
    .collect();
    hands.extend(random_hands(22, 4));
    check_against_brute_force("double-double-bonus-9-6", pay_ddb, &hands);
}

#[test]
fn all_holds_match_brute_force_deuces_wild() {
    let mut hands: Vec<Vec<Card>> = [
        "2c 2d 2h 2s 5c",
        "2c 2d 7h 8h 9h",
        "2s Ts Js Qs 5d",
        "2h 5c 5d 9s Kh",
        "As Ks Qs Js Ts",
        "3c 4d 6h 8s Tc",
        "2c 2d 2h 9s Kh",
    ]
    .iter()
    .map(|t| cards(t))
    .collect();
    hands.extend(random_hands(2, 5));
    check_against_brute_force("deuces-wild", pay_deuces, &hands);
}
