//! The video poker machine's rules: no draw before a deal, no deal without credits, credits
//! never negative, draws from the unseen cards, pays per the table; and the session scorecard.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use pokerlab::video_poker::{
    Bet, Deck, GameError, GameState, Hands, HoldEvaluator, HoldMask, Machine, PayClass, PayTable,
    SessionStats,
};
use pokerlab::{Card, CardSet, parse_cards};
use proptest::prelude::*;

fn stacked(cards: &str) -> Deck {
    Deck::stacked(&parse_cards(cards).unwrap()).unwrap()
}

#[test]
fn nothing_but_a_deal_before_a_deal() {
    let mut game = Machine::with_seed(PayTable::default(), 100, 1);
    assert_eq!(game.draw(), Err(GameError::NotDealt));
    assert_eq!(game.toggle_hold(0), Err(GameError::NotDealt));
    assert_eq!(game.set_held(HoldMask::ALL), Err(GameError::NotDealt));
    assert!(game.hand().is_none());
    assert_eq!(game.credits(), 100);
    assert!(matches!(game.state(), GameState::Ready { last: None }));
}

#[test]
fn a_deal_takes_the_bet_and_locks_it() {
    let mut game = Machine::with_seed(PayTable::default(), 100, 1);
    game.set_bet(Bet::new(3).unwrap()).unwrap();
    let cards = game.deal().unwrap();
    assert_eq!(game.credits(), 97);
    assert_eq!(
        cards.iter().collect::<std::collections::HashSet<_>>().len(),
        5
    );
    assert_eq!(game.deal(), Err(GameError::HandInPlay));
    assert_eq!(game.set_bet(Bet::MAX), Err(GameError::HandInPlay));
    assert_eq!(
        game.set_paytable(PayTable::default()),
        Err(GameError::HandInPlay)
    );
    assert_eq!(
        game.toggle_hold(5),
        Err(GameError::BadPosition { position: 5 })
    );
    assert_eq!(game.hand().unwrap().bet(), Bet::new(3).unwrap());
    game.draw().unwrap();
    assert_eq!(game.draw(), Err(GameError::NotDealt));
    game.set_bet(Bet::MAX).unwrap();
}

#[test]
fn no_deal_without_credits() {
    let mut game = Machine::with_seed(PayTable::default(), 4, 1);
    assert_eq!(
        game.deal(),
        Err(GameError::NotEnoughCredits {
            credits: 4,
            bet: Bet::MAX,
            hands: Hands::ONE
        })
    );
    assert_eq!(game.credits(), 4);
    game.set_bet(Bet::new(4).unwrap()).unwrap();
    game.deal().unwrap();
    assert_eq!(game.credits(), 0);
    game.set_held(HoldMask::ALL).unwrap();
    let result = game.draw().unwrap();
    assert_eq!(game.credits(), result.payout);
}

#[test]
fn the_draw_replaces_unheld_cards_from_the_deck_in_order() {
    let mut game = Machine::with_seed(PayTable::default(), 10, 1);
    game.deal_from(stacked("Ah Kd 7c 7s 2h 9c 9d 3s")).unwrap();
    assert!(game.toggle_hold(2).unwrap());
    assert!(game.toggle_hold(3).unwrap());
    assert!(game.toggle_hold(0).unwrap());
    assert!(!game.toggle_hold(0).unwrap());
    let result = game.draw().unwrap();
    let shown: Vec<String> = result.final_hand.iter().map(|c| c.to_string()).collect();
    assert_eq!(shown, ["9c", "9d", "7c", "7s", "3s"]);
    assert_eq!(result.class, PayClass::TwoPair);
    assert_eq!(result.payout, 10);
    assert_eq!(game.credits(), 15);
    assert!(matches!(game.state(), GameState::Ready { last: Some(r) } if *r == result));
}

#[test]
fn pays_follow_the_table_and_the_bet() {
    // Royal at one coin: 250; at five: 4,000.
    for (coins, paid) in [(1u8, 250u64), (5, 4000)] {
        let mut game = Machine::with_seed(PayTable::default(), 5, 1);
        game.set_bet(Bet::new(coins).unwrap()).unwrap();
        game.deal_from(stacked("Ts Js Qs Ks As")).unwrap();
        game.set_held(HoldMask::ALL).unwrap();
        assert_eq!(game.draw().unwrap().payout, paid);
    }
    // Four aces with a deuce in Double Double Bonus: 400 per coin.
    let ddb = PayTable::builtin("double-double-bonus-9-6").unwrap();
    let mut game = Machine::with_seed(ddb, 5, 1);
    game.deal_from(stacked("Ac Ad Ah As 2c")).unwrap();
    game.set_held(HoldMask::ALL).unwrap();
    let result = game.draw().unwrap();
    assert_eq!(result.class, PayClass::FourAcesWithLowKicker);
    assert_eq!(result.payout, 2000);
    // Deuces wild: a wild royal pays 25 per coin.
    let mut game = Machine::with_seed(PayTable::builtin("deuces-wild").unwrap(), 5, 1);
    game.deal_from(stacked("2c Js Qs Ks As")).unwrap();
    game.set_held(HoldMask::ALL).unwrap();
    assert_eq!(game.draw().unwrap().payout, 125);
}

#[test]
fn seeded_games_repeat() {
    let play = |seed| {
        let mut game = Machine::with_seed(PayTable::default(), 1000, seed);
        (0..20)
            .map(|_| {
                let dealt = game.deal().unwrap();
                game.set_held("10101".parse().unwrap()).unwrap();
                (dealt, game.draw().unwrap().final_hand)
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(play(7), play(7));
    assert_ne!(play(7), play(8));
}

#[test]
fn stacked_decks_reject_repeats() {
    let ace: Card = "As".parse().unwrap();
    assert!(matches!(
        Deck::stacked(&[ace, ace]),
        Err(GameError::BadDeck { .. })
    ));
    let deck = stacked("As Ks");
    let all: CardSet = deck.cards().iter().filter_map(|c| c.card()).collect();
    assert_eq!(all, CardSet::FULL);
}

#[test]
fn session_stats_count_mistakes_and_ev_given_up() {
    let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
    let mut stats = SessionStats::default();
    let a = evaluator
        .analyze(&parse_cards("Jh Jd 7c 4s 2d").unwrap())
        .unwrap();
    assert!(stats.record(&a, "11000".parse().unwrap()).is_correct());
    let b = evaluator
        .analyze(&parse_cards("As Ks Qs Js 9s").unwrap())
        .unwrap();
    let d = stats.record(&b, HoldMask::ALL);
    assert!(!d.is_correct());
    assert_eq!(d.best.to_string(), "11110");
    assert_eq!(stats.hands(), 2);
    assert_eq!(stats.mistakes(), 1);
    assert_eq!(stats.wagered(), 10);
    assert!((stats.accuracy() - 0.5).abs() < 1e-12);
    let expected_loss = (866.0 / 47.0 - 6.0) * 5.0;
    assert!((stats.ev_given_up() - expected_loss).abs() < 1e-9);
}

#[derive(Clone, Debug)]
enum Action {
    Deal,
    Toggle(usize),
    Draw,
    Bet(u8),
    Insert(u64),
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        3 => Just(Action::Deal),
        3 => (0usize..7).prop_map(Action::Toggle),
        3 => Just(Action::Draw),
        1 => (0u8..8).prop_map(Action::Bet),
        1 => (0u64..20).prop_map(Action::Insert),
    ]
}

proptest! {
    /// Whatever the player does, the machine never panics, credits never go negative, and
    /// credits always equal what was put in, minus bets, plus payouts.
    #[test]
    fn credits_always_balance(seed in any::<u64>(), start in 0u64..30, actions in prop::collection::vec(action(), 0..60)) {
        let table = PayTable::default();
        let mut game = Machine::with_seed(table.clone(), start, seed);
        let (mut inserted, mut bet_total, mut paid) = (start, 0u64, 0u64);
        for a in actions {
            let before = game.credits();
            match a {
                Action::Deal => match game.deal() {
                    Ok(cards) => {
                        bet_total += game.hand().unwrap().bet().coins() as u64;
                        let set: CardSet = cards.iter().filter_map(|c| c.card()).collect();
                        prop_assert_eq!(set.len(), 5);
                    }
                    Err(GameError::NotEnoughCredits { credits, bet, hands }) => {
                        prop_assert!(credits < u64::from(bet.coins()) * u64::from(hands.count()));
                        prop_assert_eq!(game.credits(), before);
                    }
                    Err(e) => prop_assert_eq!(e, GameError::HandInPlay),
                },
                Action::Toggle(i) => {
                    let r = game.toggle_hold(i);
                    prop_assert_eq!(r.is_ok(), i < 5 && game.hand().is_some());
                }
                Action::Draw => {
                    let dealt = game.hand().map(|h| (h.cards(), h.held()));
                    match (game.draw(), dealt) {
                        (Ok(result), Some((cards, held))) => {
                            paid += result.payout;
                            // Held cards stay; the others come from the 47 unseen cards.
                            let dealt_set: CardSet = cards.iter().filter_map(|c| c.card()).collect();
                            for (i, (&now, &was)) in result.final_hand.iter().zip(&cards).enumerate() {
                                if held.is_held(i) {
                                    prop_assert_eq!(now, was);
                                } else {
                                    prop_assert!(!dealt_set.contains(now.card().unwrap()));
                                }
                            }
                            let final_set: CardSet = result.final_hand.iter().filter_map(|c| c.card()).collect();
                            prop_assert_eq!(final_set.len(), 5);
                            prop_assert_eq!(result.payout, table.payout(result.class, result.bet));
                        }
                        (Err(e), None) => prop_assert_eq!(e, GameError::NotDealt),
                        (r, d) => prop_assert!(false, "draw {:?} with hand {:?}", r, d),
                    }
                }
                Action::Bet(coins) => {
                    if let Some(bet) = Bet::new(coins) {
                        let r = game.set_bet(bet);
                        prop_assert_eq!(r.is_ok(), game.hand().is_none());
                    }
                }
                Action::Insert(coins) => {
                    game.add_credits(coins);
                    inserted += coins;
                }
            }
            prop_assert_eq!(game.credits(), inserted + paid - bet_total);
        }
    }
}
