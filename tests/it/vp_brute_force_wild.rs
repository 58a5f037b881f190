//! The wild-card games against plain brute force: Joker Poker's 53-card deck and the Deuces
//! Wild variants with natural/wild lines, classified by the independent classifier of
//! `vp_oracle` (every wild card tried as every rank) and every draw dealt.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use crate::vp_oracle::{brute_holds, hand_index, oracle_classes, subsets};
use pokerlab::Rank;
use pokerlab::video_poker::{
    Bet, DeckCard, DrawTables, GameKind, HoldEvaluator, HoldMask, PayClass, PayTable, parse_deal,
};
use rand::{SeedableRng, rngs::SmallRng, seq::SliceRandom};
use rayon::prelude::*;

#[test]
fn joker_classification_matches_the_oracle_on_every_hand() {
    let kind = GameKind::JOKER;
    let expected = oracle_classes(kind);
    let mut all = Vec::with_capacity(2_869_685);
    subsets(53, 5, 0, |h| all.push(h));
    assert_eq!(all.len(), 2_869_685);
    let mismatches: Vec<u64> = all
        .par_iter()
        .filter(|&&h| {
            let cards: Vec<DeckCard> = (0..53)
                .filter(|i| h & (1 << i) != 0)
                .map(|i| DeckCard::from_index(i).unwrap())
                .collect();
            kind.classify_cards(&cards, Rank::King) != Some(expected[hand_index(h)])
        })
        .copied()
        .collect();
    assert!(
        mismatches.is_empty(),
        "{:x?}",
        &mismatches[..mismatches.len().min(5)]
    );
    let tables = DrawTables::shared(kind);
    for &class in kind.classes() {
        let n = expected.iter().filter(|&&c| c == class).count() as u64;
        assert_eq!(tables.hands_of_class(class), n, "{class}");
    }
    // Published counts for a 53-card deck: 4 natural royals; five of a kind is four of a rank
    // and the joker, 13 ways.
    assert_eq!(tables.hands_of_class(PayClass::NaturalRoyalFlush), 4);
    assert_eq!(tables.hands_of_class(PayClass::FiveOfAKind), 13);
}

fn pay_joker(class: PayClass) -> u64 {
    use PayClass::*;
    match class {
        NaturalRoyalFlush => 800,
        FiveOfAKind => 200,
        WildRoyalFlush => 100,
        StraightFlush => 50,
        FourOfAKind => 20,
        FullHouse => 7,
        Flush => 5,
        Straight => 3,
        ThreeOfAKind => 2,
        TwoPair | HighPair => 1,
        _ => 0,
    }
}

/// Bonus Deuces Wild, in coins.
fn pay_bonus_deuces(class: PayClass) -> u64 {
    use PayClass::*;
    match class {
        NaturalRoyalFlush => 800,
        FourDeucesWithAce => 400,
        FourDeuces => 200,
        WildRoyalFlush => 25,
        FiveAces | NaturalFourAcesWithDeuce => 80,
        FiveThreesToFives | NaturalFourThreesFoursWithDeuce | NaturalFourFivesWithDeuce => 40,
        FiveOfAKind | NaturalFourSixesToKingsWithDeuce => 20,
        StraightFlush => 10,
        FourOfAKind
        | NaturalFourAcesWithKicker
        | NaturalFourAces
        | NaturalFourThreesFoursWithKicker
        | NaturalFourThreesFours
        | NaturalFourFivesToKings => 4,
        FullHouse => 4,
        Flush => 3,
        Straight | ThreeOfAKind => 1,
        _ => 0,
    }
}

/// Deuces Wild Double Double Bonus (six coins), in twelfths of a coin per coin bet: the
/// published pay per coin of five, in tenths. A natural four of a kind with a deuce is paid as
/// the natural four with a 2 kicker or as five of a kind, whichever pays more.
fn pay_dwddb(class: PayClass) -> u64 {
    use PayClass::*;
    match class {
        NaturalRoyalFlush => 8000,
        FourDeuces | FourDeucesWithAce => 2000,
        NaturalFourAcesWithKicker | NaturalFourAcesWithDeuce => 4000,
        NaturalFourThreesFoursWithKicker | NaturalFourThreesFoursWithDeuce => 2000,
        NaturalFourAces => 2000,
        NaturalFourThreesFours => 1000,
        NaturalFourFivesToKings | NaturalFourFivesWithDeuce | NaturalFourSixesToKingsWithDeuce => {
            500
        }
        WildRoyalFlush => 200,
        FiveAces | FiveThreesToFives | FiveOfAKind => 100,
        StraightFlush => 80,
        FourOfAKind | FullHouse => 40,
        Flush => 30,
        Straight => 20,
        ThreeOfAKind => 12,
        _ => 0,
    }
}

fn check(table: &str, pay: fn(PayClass) -> u64, hands: &[[DeckCard; 5]]) {
    let table = PayTable::builtin(table).unwrap();
    let evaluator = HoldEvaluator::new(&table, Bet::MAX);
    hands.par_iter().for_each(|dealt| {
        let analysis = evaluator.analyze(dealt).unwrap();
        for (mask, total, draws) in brute_holds(table.kind(), &pay, dealt) {
            let hold = analysis.hold(HoldMask::from_bits(mask));
            assert_eq!(
                (hold.total, hold.draws),
                (total, draws),
                "{} {dealt:?} hold {mask:05b}",
                table.name()
            );
        }
    });
}

fn deals(
    kind: GameKind,
    fixed: &[&str],
    seed: u64,
    random: usize,
    joker: bool,
) -> Vec<[DeckCard; 5]> {
    let mut hands: Vec<[DeckCard; 5]> =
        fixed.iter().map(|t| parse_deal(t, kind).unwrap()).collect();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut deck: Vec<DeckCard> = DeckCard::all(kind).collect();
    while hands.len() < fixed.len() + random {
        deck.shuffle(&mut rng);
        let hand: [DeckCard; 5] = deck[..5].try_into().unwrap();
        if !joker || hand.contains(&DeckCard::JOKER) {
            hands.push(hand);
        }
    }
    hands
}

#[test]
fn joker_hold_evs_match_brute_force() {
    let hands = deals(
        GameKind::JOKER,
        &[
            "Jk As Ks Qs Js",
            "Jk Ah Ad Ac 7s",
            "Jk Kd 9c 7h 3s",
            "Jk Td Jd 8c 2h",
            "Jk 2c 3c 4c 5c",
            "Kh Kd 7c 4s 2d",
            "As Ks Qs Js 9s",
            "Jk 5h 5d 9c 9s",
        ],
        53,
        4,
        true,
    );
    check("joker-poker-kings", pay_joker, &hands);
}

#[test]
fn deuces_variant_hold_evs_match_brute_force() {
    let fixed = [
        "2c 2d 2h 2s Ac",
        "2c 2d 2h 2s 5c",
        "Ac Ad Ah As 3c",
        "Ac Ad Ah As 2c",
        "3c 3d 3h 3s Ad",
        "4c 4d 4h 4s 2h",
        "Kc Kd Kh Ks 2h",
        "2c 2d Ah Ac 9s",
        "2s 5c 5d 5h 8s",
    ];
    let hands = deals(GameKind::DEUCES_WILD, &fixed, 22, 2, false);
    check("bonus-deuces-wild", pay_bonus_deuces, &hands);
    check("deuces-wild-double-double-bonus", pay_dwddb, &hands);
}

#[test]
fn tables_of_other_minimum_pairs_are_their_own() {
    // Tens or Better pays a pair of tens: a dealt pair of tens held pays 1 on the draws that
    // keep it a pair, where Jacks or Better pays nothing.
    let dealt = pokerlab::parse_exact("Th Td 7c 4s 2d", 5).unwrap();
    let hold: HoldMask = "11000".parse().unwrap();
    let tens = HoldEvaluator::new(&PayTable::builtin("tens-or-better-6-5").unwrap(), Bet::MAX);
    let jacks = HoldEvaluator::new(&PayTable::builtin("jacks-or-better-6-5").unwrap(), Bet::MAX);
    let gain = tens.analyze(&dealt).unwrap().hold(hold).total as i64
        - jacks.analyze(&dealt).unwrap().hold(hold).total as i64;
    // Both tables pay 6/5; the only difference is the pair of tens on the draws that end a
    // pair: C(47,3) minus the draws that improve the tens or add another pair.
    let outcomes = tens.outcomes(&dealt, hold).unwrap();
    let high = outcomes
        .iter()
        .find(|o| o.0 == PayClass::HighPair)
        .unwrap()
        .1;
    assert_eq!(gain, high as i64);
    assert!(high > 10_000);
}

/// Deuces and Joker Wild, found by its key: the game is data, with no constant of its own.
fn deuces_and_joker() -> GameKind {
    "deuces-and-joker-wild".parse().unwrap()
}

#[test]
fn deuces_and_joker_classification_matches_the_oracle_on_every_hand() {
    let kind = deuces_and_joker();
    assert_eq!(kind.deck_size(), 53);
    let wild = DeckCard::all(kind).filter(|&c| kind.is_wild(c)).count();
    assert_eq!(wild, 5, "four deuces and the joker");
    let expected = oracle_classes(kind);
    let mut all = Vec::with_capacity(2_869_685);
    subsets(53, 5, 0, |h| all.push(h));
    let mismatches: Vec<u64> = all
        .par_iter()
        .filter(|&&h| {
            let cards: Vec<DeckCard> = (0..53)
                .filter(|i| h & (1 << i) != 0)
                .map(|i| DeckCard::from_index(i).unwrap())
                .collect();
            kind.classify_cards(&cards, Rank::Jack) != Some(expected[hand_index(h)])
        })
        .copied()
        .collect();
    assert!(
        mismatches.is_empty(),
        "{} mismatches, first {:x?}",
        mismatches.len(),
        &mismatches[..mismatches.len().min(5)]
    );
    let tables = DrawTables::shared(kind);
    for &class in kind.classes() {
        let n = expected.iter().filter(|&&c| c == class).count() as u64;
        assert_eq!(tables.hands_of_class(class), n, "{class}");
    }
    // Counted by hand: one hand holds all five wild cards; four deuces with a natural card,
    // 48 ways; 4 natural royals.
    assert_eq!(tables.hands_of_class(PayClass::FiveWilds), 1);
    assert_eq!(tables.hands_of_class(PayClass::FourDeuces), 48);
    assert_eq!(tables.hands_of_class(PayClass::NaturalRoyalFlush), 4);
}

/// Deuces and Joker Wild, full pay, in coins per coin at the maximum bet.
fn pay_deuces_and_joker(class: PayClass) -> u64 {
    use PayClass::*;
    match class {
        FiveWilds => 2000,
        NaturalRoyalFlush => 800,
        FourDeuces => 25,
        WildRoyalFlush => 12,
        FiveOfAKind => 9,
        StraightFlush => 6,
        FourOfAKind | FullHouse | Flush => 3,
        Straight => 2,
        ThreeOfAKind => 1,
        _ => 0,
    }
}

#[test]
fn deuces_and_joker_hold_evs_match_brute_force() {
    let kind = deuces_and_joker();
    let fixed = [
        "2c 2d 2h 2s Jk",
        "2c 2d 2h 2s Ac",
        "2c 2d 2h Jk As",
        "2c Jk Ks Qs 9d",
        "Jk As Ks Qs Js",
        "As Ks Qs Js Ts",
        "Jk 2h 5c 5d 8s",
        "Kh Kd 7c 4s 3d",
    ];
    let mut hands = deals(kind, &fixed, 19, 4, false);
    hands.extend(deals(kind, &[], 20, 2, true));
    assert!(hands.iter().any(|h| h.contains(&DeckCard::JOKER)));
    check("deuces-and-joker-wild", pay_deuces_and_joker, &hands);
}

/// Threes Wild, found by its key: a wild rank other than the deuce, said by the game's
/// description alone.
fn threes_wild() -> GameKind {
    "threes-wild".parse().unwrap()
}

#[test]
fn threes_wild_classification_matches_the_oracle_on_every_hand() {
    let kind = threes_wild();
    assert_eq!(kind.deck_size(), 52);
    let wild: Vec<DeckCard> = DeckCard::all(kind).filter(|&c| kind.is_wild(c)).collect();
    assert_eq!(wild.len(), 4);
    assert!(
        wild.iter()
            .all(|c| c.card().map(|c| c.rank()) == Some(Rank::Three))
    );
    let expected = oracle_classes(kind);
    let mut all = Vec::with_capacity(2_598_960);
    subsets(52, 5, 0, |h| all.push(h));
    let mismatches: Vec<u64> = all
        .par_iter()
        .filter(|&&h| {
            let cards: Vec<DeckCard> = (0..52)
                .filter(|i| h & (1 << i) != 0)
                .map(|i| DeckCard::from_index(i).unwrap())
                .collect();
            kind.classify_cards(&cards, Rank::Jack) != Some(expected[hand_index(h)])
        })
        .copied()
        .collect();
    assert!(
        mismatches.is_empty(),
        "{} mismatches, first {:x?}",
        mismatches.len(),
        &mismatches[..mismatches.len().min(5)]
    );
    let tables = DrawTables::shared(kind);
    for &class in kind.classes() {
        let n = expected.iter().filter(|&&c| c == class).count() as u64;
        assert_eq!(tables.hands_of_class(class), n, "{class}");
    }
    // Counted by hand: the four threes with any of the 48 other cards; 4 natural royals.
    assert_eq!(tables.hands_of_class(PayClass::FourWilds), 48);
    assert_eq!(tables.hands_of_class(PayClass::NaturalRoyalFlush), 4);
}

/// Threes Wild (Anything's Wild's pays), in coins per coin at the maximum bet.
fn pay_threes_wild(class: PayClass) -> u64 {
    use PayClass::*;
    match class {
        NaturalRoyalFlush => 800,
        FourWilds => 200,
        WildRoyalFlush => 25,
        FiveOfAKind => 16,
        StraightFlush => 13,
        FourOfAKind => 4,
        FullHouse => 3,
        Flush | Straight => 2,
        ThreeOfAKind => 1,
        _ => 0,
    }
}

#[test]
fn threes_wild_hold_evs_match_brute_force() {
    let kind = threes_wild();
    let fixed = [
        "3c 3d 3h 3s Ac",
        "3c 3d 3h Ks Qs",
        "3c Ks Qs Js 9d",
        "As Ks Qs Js Ts",
        "2c 2d 3h 4s 5s",
        "3h 4c 5c 6c 7d",
        "Kh Kd 7c 4s 2d",
    ];
    let hands = deals(kind, &fixed, 23, 5, false);
    check("threes-wild", pay_threes_wild, &hands);
}
