//! Multi-play against brute force: each extra hand of a round keeps the held cards and draws
//! from a fresh deck less only those (the cards thrown away can come back), so its EV is the
//! average pay over all C(52 − k, 5 − k) draws (C(53 − k, …) with a joker). Here every draw is
//! dealt and classified by the independent classifier of `vp_oracle`, and the best hold of a
//! round of h hands is the argmax of first + (h − 1) × extra over exact fractions. That is the
//! rule `ExtraDeck::LessHeld`; under the default `ExtraDeck::Undealt` (IGT's machines: the
//! extra decks lack all five dealt cards) every hand has the first hand's EVs, and the machine
//! deals by the rule chosen.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use crate::vp_oracle::{brute_holds, hand_index, oracle_classes, subsets};
use pokerlab::video_poker::{
    Bet, Deck, DeckCard, ExtraDeck, Hands, HoldEvaluator, HoldMask, Machine, PayTable, RoundEv,
    SessionStats, parse_deal,
};
use rand::{SeedableRng, rngs::SmallRng, seq::SliceRandom};
use rayon::prelude::*;

/// Round sizes checked: every machine's, and Fifty and Hundred Play.
const ROUNDS: [u8; 6] = [1, 3, 5, 10, 50, 100];

/// Every hold's (mask, total pay, draws) for an extra hand: all draws from the deck less the
/// held cards only.
fn brute_extra(table: &PayTable, dealt: &[DeckCard; 5]) -> Vec<(u8, u64, u64)> {
    let kind = table.kind();
    let n = kind.deck_size();
    let classes = oracle_classes(kind);
    (0..32u8)
        .into_par_iter()
        .map(|mask| {
            let held = (0..5)
                .filter(|&i| mask & (1 << i) != 0)
                .fold(0u64, |b, i| b | 1 << dealt[i].index());
            let (mut total, mut draws) = (0u64, 0u64);
            subsets(n, 5 - mask.count_ones() as usize, held, |draw| {
                total += u64::from(table.pay_per_coin(classes[hand_index(held | draw)], Bet::MAX));
                draws += 1;
            });
            (mask, total, draws)
        })
        .collect()
}

/// A hold's round value as an exact fraction (numerator, denominator), in pay units.
fn round_value(first: (u64, u64), extra: (u64, u64), hands: u8) -> (u128, u128) {
    let (ft, fd) = (u128::from(first.0), u128::from(first.1));
    let (et, ed) = (u128::from(extra.0), u128::from(extra.1));
    let more = u128::from(hands) - 1;
    (ft * ed + more * et * fd, fd * ed)
}

/// Checks every hold's extra-hand EV and every round's best holds of one deal against brute
/// force; returns the round sizes whose best hold differs from the single hand's.
fn check_deal(table: &PayTable, dealt: &[DeckCard; 5]) -> Vec<u8> {
    let kind = table.kind();
    let units = u128::from(table.units_per_coin());
    let pay = |class| u64::from(table.pay_per_coin(class, Bet::MAX));
    let first = brute_holds(kind, &pay, dealt);
    let extra = brute_extra(table, dealt);
    let analysis = HoldEvaluator::new(table, Bet::MAX).analyze(dealt).unwrap();
    // The app path (stored tallies, no draw tables) agrees to the last field.
    assert_eq!(
        HoldEvaluator::analyze_once(table, Bet::MAX, dealt).unwrap(),
        analysis,
        "{}: {dealt:?}",
        table.name()
    );
    for &(mask, total, draws) in &extra {
        let hold = analysis.hold(HoldMask::from_bits(mask));
        let n = kind.deck_size() as u64;
        let k = u64::from(mask.count_ones());
        assert_eq!(
            (hold.extra_total, hold.extra_draws),
            (total, draws),
            "{} {dealt:?} mask {mask:05b}",
            table.name()
        );
        // C(n − k, 5 − k) draws: the discarded cards are back in the deck.
        let expected_draws = (0..5 - k).fold(1u64, |acc, i| acc * (n - k - i) / (i + 1));
        assert_eq!(draws, expected_draws);
    }
    let mut differs = Vec::new();
    for hands in ROUNDS {
        // IGT's rule: every hand is the first hand, exactly.
        let undealt = analysis.round(Hands::any(hands).unwrap(), ExtraDeck::Undealt);
        for m in 0..32u8 {
            let mask = HoldMask::from_bits(m);
            assert_eq!(
                undealt.value(mask),
                RoundEv::from_ev(analysis.hold(mask).ev).times(u32::from(hands))
            );
        }
        assert!(undealt.single_best_differs().is_none());
        assert_eq!(undealt.best_holds().len(), analysis.best_holds().len());
        let round = analysis.round(Hands::any(hands).unwrap(), ExtraDeck::LessHeld);
        let values: Vec<(u128, u128)> = (0..32)
            .map(|m| {
                let f = first[m];
                let e = extra[m];
                assert_eq!((f.0, e.0), (m as u8, m as u8));
                round_value((f.1, f.2), (e.1, e.2), hands)
            })
            .collect();
        // Exact: value × denominator × units = RoundEv::DENOMINATOR × numerator.
        for (m, &(num, den)) in values.iter().enumerate() {
            let got = round.value(HoldMask::from_bits(m as u8)).numerator();
            assert_eq!(
                got * den * units,
                RoundEv::DENOMINATOR * num,
                "{} {dealt:?} mask {m:05b} on {hands} hands",
                table.name()
            );
        }
        let best = values
            .iter()
            .copied()
            .reduce(|a, b| if b.0 * a.1 > a.0 * b.1 { b } else { a })
            .unwrap();
        let brute_best: Vec<u8> = (0..32u8)
            .filter(|&m| {
                let v = values[m as usize];
                v.0 * best.1 == best.0 * v.1
            })
            .collect();
        let mut engine_best: Vec<u8> = round.best_holds().map(|h| h.mask.bits()).collect();
        engine_best.sort_unstable();
        assert_eq!(
            engine_best,
            brute_best,
            "{} {dealt:?} on {hands} hands",
            table.name()
        );
        // One hand: the round is the single hand.
        if hands == 1 {
            assert_eq!(round.best().mask, analysis.best().mask);
            assert!(round.single_best_differs().is_none());
        }
        if round.single_best_differs().is_some() {
            differs.push(hands);
        }
    }
    differs
}

fn random_deals(table: &PayTable, count: usize, seed: u64) -> Vec<[DeckCard; 5]> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut deck: Vec<DeckCard> = DeckCard::all(table.kind()).collect();
    (0..count)
        .map(|_| {
            deck.shuffle(&mut rng);
            [deck[0], deck[1], deck[2], deck[3], deck[4]]
        })
        .collect()
}

fn check_table(name: &str, fixed: &[&str], seed: u64) -> usize {
    let table = PayTable::builtin(name).unwrap();
    let mut deals: Vec<[DeckCard; 5]> = fixed
        .iter()
        .map(|d| parse_deal(d, table.kind()).unwrap())
        .collect();
    deals.extend(random_deals(&table, 3, seed));
    deals
        .iter()
        .filter(|d| !check_deal(&table, d).is_empty())
        .count()
}

#[test]
fn jacks_or_better_extra_hands_and_round_best_match_brute_force() {
    let differ = check_table(
        "jacks-or-better-9-6",
        &[
            "Ks Ts 3c 6s 8h",
            "Jh Jd 7c 4s 2d",
            "As Ks Qs Js 9s",
            "9c 8d 5h 4s 2c",
        ],
        1,
    );
    assert!(differ >= 1);
}

#[test]
fn ten_play_keeps_the_king_alone_where_one_hand_keeps_king_ten_suited() {
    let table = PayTable::builtin("jacks-or-better-9-6").unwrap();
    let dealt = parse_deal("Ks Ts 3c 6s 8h", table.kind()).unwrap();
    let differs = check_deal(&table, &dealt);
    let analysis = HoldEvaluator::analyze_once(&table, Bet::MAX, &dealt).unwrap();
    assert_eq!(analysis.best().mask.describe(analysis.dealt()), "Ks Ts");
    let ten = analysis.round(Hands::new(10).unwrap(), ExtraDeck::LessHeld);
    assert_eq!(ten.best().mask.describe(analysis.dealt()), "Ks");
    assert_eq!(ten.single_best_differs(), Some(analysis.best().mask));
    assert!(differs.contains(&10), "{differs:?}");
}

#[test]
fn deuces_wild_extra_hands_and_round_best_match_brute_force() {
    check_table(
        "deuces-wild",
        &["2c 2d 2h 9s 9d", "2s Kh Qh 7c 4d", "Ah Kd 8c 6s 3h"],
        2,
    );
}

#[test]
fn joker_poker_extra_hands_and_round_best_match_brute_force() {
    check_table(
        "joker-poker-kings",
        &["Qc Jd Th 7s Jk", "Kh Kd 9c 5s 2d", "Ah 8d 6c 4s 3h"],
        3,
    );
}

#[test]
fn a_round_mistake_is_scored_against_the_round_best_on_every_hand() {
    let table = PayTable::builtin("jacks-or-better-9-6").unwrap();
    let dealt = parse_deal("Ks Ts 3c 6s 8h", table.kind()).unwrap();
    let analysis = HoldEvaluator::analyze_once(&table, Bet::MAX, &dealt).unwrap();
    let ten = analysis.round(Hands::new(10).unwrap(), ExtraDeck::LessHeld);
    let single_best = analysis.best().mask;
    let mut stats = SessionStats::default();
    // The single hand's best hold is a mistake on ten hands.
    let decision = stats.record_round(&ten, single_best);
    assert!(!decision.is_correct());
    assert_eq!(decision.best, ten.best().mask);
    assert_eq!(decision.loss, ten.loss(single_best));
    assert_eq!(
        (stats.hands(), stats.mistakes(), stats.wagered()),
        (1, 1, 50)
    );
    // The round's loss per coin on each hand, times five coins.
    let given_up = ten.loss(single_best).to_f64() * 5.0;
    assert!((stats.ev_given_up() - given_up).abs() < 1e-9);
    let best = ten.best().value.to_f64() * 5.0;
    assert!((stats.expected_with_best_play() - best).abs() < 1e-9);
    // The round's best hold is no mistake.
    let decision = stats.record_round(&ten, ten.best().mask);
    assert!(decision.is_correct());
    assert_eq!(stats.mistakes(), 1);
}

/// The machine deals by its rule: under `Undealt` no extra hand ever draws a card dealt in the
/// first five; under `LessHeld` the discards come back (over 200 seeded ten-hand rounds some
/// extra hand draws one, about 1 − (42/47)^5 of the time per hand).
#[test]
fn the_machine_draws_the_extra_hands_by_its_rule() {
    for deck in ExtraDeck::ALL {
        let mut game = Machine::with_seed(PayTable::default(), 1_000_000, 11);
        game.set_hands(Hands::new(10).unwrap()).unwrap();
        game.set_extra_deck(deck).unwrap();
        let mut returned = 0usize;
        for round in 0..200u64 {
            let mut cards = (0..52).collect::<Vec<usize>>();
            cards.shuffle(&mut SmallRng::seed_from_u64(round));
            let top: Vec<_> = cards[..5]
                .iter()
                .map(|&i| pokerlab::Card::from_index(i).unwrap())
                .collect();
            game.deal_from(Deck::stacked(&top).unwrap()).unwrap();
            // Rules cannot change with a hand in play.
            assert!(game.set_extra_deck(ExtraDeck::LessHeld).is_err());
            game.set_held("11000".parse().unwrap()).unwrap();
            let hands = game.draw_hands().unwrap();
            assert_eq!(hands.len(), 10);
            let dealt = hands[0].dealt;
            for hand in &hands {
                assert_eq!(hand.final_hand[..2], dealt[..2]);
                let back = hand.final_hand[2..]
                    .iter()
                    .filter(|c| dealt[2..].contains(c))
                    .count();
                returned += back;
            }
            // The first hand draws from the 47 left.
            assert!(hands[0].final_hand[2..].iter().all(|c| !dealt.contains(c)));
        }
        match deck {
            ExtraDeck::Undealt => assert_eq!(returned, 0),
            ExtraDeck::LessHeld => assert!(returned > 100, "{returned}"),
        }
    }
}
