//! The video poker engine against plain brute force: an independent classifier written here,
//! and every draw enumerated. (The published returns, the strategy rules every player knows
//! and properties over arbitrary deals are in `video_poker.rs`.)

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use pokerlab::enumerate::for_each_combination;
use pokerlab::video_poker::DeckCard;
use pokerlab::video_poker::{
    Bet, DrawTables, GameKind, HoldEvaluator, HoldMask, PayClass, PayTable,
};
use pokerlab::{Card, CardSet, parse_exact};
use rand::{SeedableRng, rngs::SmallRng, seq::SliceRandom};
use rayon::prelude::*;

use crate::vp_oracle::{brute_holds as brute, hand_index, oracle_classes};

fn bits(hand: CardSet) -> u64 {
    hand.bits()
}

/// Pays per coin at max bet, written out here rather than read from the engine's tables.
fn pay_9_6(class: PayClass) -> u64 {
    use PayClass::*;
    match class {
        RoyalFlush => 800,
        StraightFlush => 50,
        FourAcesWithLowKicker | FourAces | FourLowWithKicker | FourLow | FourFaces | FourMiddle => {
            25
        }
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
        FourFaces | FourMiddle => 50,
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
        FourDeuces | FourDeucesWithAce => 200,
        WildRoyalFlush => 25,
        FiveOfAKind | FiveAces | FiveThreesToFives => 15,
        NaturalFourAcesWithDeuce
        | NaturalFourThreesFoursWithDeuce
        | NaturalFourFivesWithDeuce
        | NaturalFourSixesToKingsWithDeuce => 15,
        StraightFlush => 9,
        FourOfAKind
        | NaturalFourAcesWithKicker
        | NaturalFourAces
        | NaturalFourThreesFoursWithKicker
        | NaturalFourThreesFours
        | NaturalFourFivesToKings => 5,
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
    // The 52-card games here; Joker Poker's 53-card deck in `vp_brute_force_wild.rs`.
    for kind in [GameKind::STANDARD, GameKind::DEUCES_WILD] {
        let tables = DrawTables::shared(kind);
        let expected = oracle_classes(kind);
        let mut all = Vec::with_capacity(2_598_960);
        for_each_combination(CardSet::FULL, 5, |hand| all.push(hand));
        let mismatches: Vec<CardSet> = all
            .par_iter()
            .filter(|&&hand| kind.classify(hand) != Some(expected[hand_index(bits(hand))]))
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
    let t = DrawTables::shared(GameKind::STANDARD);
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
        FourFaces,
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
    let dealt: [DeckCard; 5] = std::array::from_fn(|i| dealt[i].into());
    brute(kind, &pay, &dealt)
        .into_iter()
        .map(|(mask, total, draws)| (HoldMask::from_bits(mask), total, draws))
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
