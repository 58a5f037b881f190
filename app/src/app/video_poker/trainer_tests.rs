//! Tests of the trainer.

use super::*;
use pokerlab::parse_cards;
use pokerlab::video_poker::PayClass;

fn ready() -> Trainer {
    let mut trainer = Trainer::from_saved(&SavedTrainer::default());
    trainer.wait_until_ready(&Waker::none());
    trainer
}

fn stacked(cards: &str) -> Deck {
    Deck::stacked(&parse_cards(cards).unwrap()).unwrap()
}

#[test]
fn a_best_hold_is_no_mistake_and_pays_by_the_table() {
    let mut trainer = ready();
    trainer
        .deal_from(stacked("Jh Jd 7c 4s 2d Js 9c 3h"))
        .unwrap();
    assert_eq!(trainer.game().credits(), 995);
    trainer.toggle_hold(0).unwrap();
    trainer.toggle_hold(1).unwrap();
    let round = trainer.draw().unwrap().clone();
    assert!(round.decision.is_correct());
    // Three jacks: 3 per coin at 5 coins.
    assert_eq!(round.result.class, PayClass::ThreeOfAKind);
    assert_eq!(round.result.payout, 15);
    assert_eq!(trainer.game().credits(), 1010);
    assert_eq!(
        (trainer.stats().hands(), trainer.stats().mistakes()),
        (1, 0)
    );
}

#[test]
fn no_draw_before_the_odds_and_no_deal_without_credits() {
    let mut trainer = Trainer::from_saved(&SavedTrainer {
        credits: 4,
        ..SavedTrainer::default()
    });
    assert!(!trainer.can_deal());
    assert!(matches!(
        trainer.deal(),
        Err(TrainerError::Game(GameError::NotEnoughCredits { .. }))
    ));
    trainer.refill();
    assert_eq!(trainer.game().credits(), 1004);
    trainer.deal().unwrap();
    // Right after the deal the tables may not be built yet: then drawing waits.
    if trainer.analysis().is_none() {
        assert_eq!(trainer.draw().err(), Some(TrainerError::NotReady));
        assert!(trainer.in_play());
    }
}

#[test]
fn a_hand_in_play_is_refunded_when_saved_and_bad_saves_are_read_leniently() {
    let mut trainer = ready();
    trainer.deal().unwrap();
    assert_eq!(trainer.saved().credits, STARTING_CREDITS);
    let odd = SavedTrainer {
        table: "no-such-table".into(),
        credits: u64::MAX,
        bet: 9,
        hint: true,
        hands: 4,
        tutor: true,
        extra_deck: "shuffled".into(),
    };
    let trainer = Trainer::from_saved(&odd);
    assert_eq!(trainer.game().paytable(), &PayTable::default());
    assert_eq!(trainer.game().credits(), STARTING_CREDITS);
    assert_eq!(trainer.game().bet(), Bet::MAX);
    assert_eq!(trainer.game().hands(), Hands::ONE);
    assert_eq!(trainer.game().extra_deck(), ExtraDeck::Undealt);
    assert!(trainer.hint() && trainer.tutor());
    // The rule is saved and read back.
    let mut trainer = ready();
    trainer.set_extra_deck(ExtraDeck::LessHeld).unwrap();
    let saved = trainer.saved();
    assert_eq!(saved.extra_deck, "less-held");
    let back = Trainer::from_saved(&saved);
    assert_eq!(back.game().extra_deck(), ExtraDeck::LessHeld);
}

#[test]
fn the_whole_game_return_is_the_engines() {
    let mut trainer = ready();
    trainer
        .set_table(TableId::of("jacks-or-better-8-5").unwrap())
        .unwrap();
    let waker = Waker::none();
    while !trainer.whole_game_ready() {
        trainer.poll(&waker);
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    let WholeGame::Ready(analysis) = trainer.whole_game() else {
        unreachable!()
    };
    let expected = pokerlab::video_poker::analyze(trainer.game().paytable());
    assert_eq!(analysis.return_fraction(), expected.return_fraction());
    // A bet below the maximum is a different game (the royal pays 250, not 800).
    trainer.set_bet(Bet::MIN).unwrap();
    assert!(!trainer.whole_game_ready());
}

#[test]
fn ten_hands_stake_ten_bets_are_saved_and_refunded_and_score_each_hand() {
    let mut trainer = ready();
    trainer.set_hands(Hands::new(10).unwrap()).unwrap();
    trainer.seed(5);
    trainer.deal_from(stacked("Jh Jd 7c 4s 2d")).unwrap();
    assert_eq!(trainer.game().credits(), 950);
    // A hand in play is refunded whole: ten bets.
    let saved = trainer.saved();
    assert_eq!((saved.credits, saved.hands), (1000, 10));
    assert_eq!(Trainer::from_saved(&saved).game().hands().count(), 10);
    // No change of the number of hands with a hand in play.
    assert!(trainer.set_hands(Hands::ONE).is_err());
    trainer.toggle_hold(0).unwrap();
    trainer.toggle_hold(1).unwrap();
    let round = trainer.draw().unwrap().clone();
    assert_eq!(round.others.len(), 9);
    assert!(round.hands().all(|h| h.final_hand[..2] == h.dealt[..2]));
    // Every hand keeps the jacks: each pays at least the pair.
    assert!(round.hands().all(|h| h.payout >= 5));
    assert_eq!(trainer.game().credits(), 950 + round.payout());
    assert_eq!(trainer.stats().wagered(), 50);
    assert_eq!(trainer.stats().paid(), round.payout());
}

#[test]
fn a_mistake_is_counted_under_the_chart_line_it_missed() {
    let mut trainer = ready();
    let waker = Waker::none();
    trainer.wait_for_chart(&waker);
    let chart = match trainer.chart_state() {
        super::ChartState::Ready(chart) => chart.lines().to_vec(),
        _ => panic!("the chart is built"),
    };
    // Three to the royal with a low pair: keeping the sevens is a mistake.
    trainer.deal_from(stacked("Ks Qs Js 7d 7c")).unwrap();
    trainer.toggle_hold(3).unwrap();
    trainer.toggle_hold(4).unwrap();
    let round = trainer.draw().unwrap().clone();
    let verdict = round.chart.unwrap();
    assert_ne!(Some(verdict.should), verdict.yours);
    let rule = chart[verdict.should.index()].rule().to_owned();
    assert_eq!(trainer.coach().missed(), [(rule, 1)]);
}

#[test]
fn the_refusal_to_deal_counts_every_hand_of_multi_play() {
    let mut trainer = Trainer::from_saved(&SavedTrainer {
        credits: 12,
        ..SavedTrainer::default()
    });
    trainer.set_hands(Hands::new(3).unwrap()).unwrap();
    let refused = trainer.deal().unwrap_err().to_string();
    assert_eq!(
        refused,
        "not enough credits to deal: 12 left, the bet is 5 coins on each of 3 hands: 15 coins"
    );
    trainer.set_hands(Hands::ONE).unwrap();
    assert!(trainer.deal().is_ok());
}

#[test]
fn ten_hands_are_scored_by_the_round_not_by_one_hand() {
    let mut trainer = ready();
    trainer.set_hands(Hands::new(10).unwrap()).unwrap();
    // IGT's rule (the default): ten hands play as one.
    trainer.deal_from(stacked("Ks Ts 3c 6s 8h")).unwrap();
    let round = trainer.round().unwrap();
    assert_eq!(round.best().mask.to_string(), "11000");
    assert!(round.single_best_differs().is_none());
    assert!(trainer.set_extra_deck(ExtraDeck::LessHeld).is_err());
    trainer.toggle_hold(0).unwrap();
    trainer.toggle_hold(1).unwrap();
    assert!(trainer.draw().unwrap().decision.is_correct());
    trainer.set_extra_deck(ExtraDeck::LessHeld).unwrap();
    trainer.seed(3);
    // One hand keeps Ks Ts; on ten whose extra hands draw from a fresh deck: keep the king.
    trainer.deal_from(stacked("Ks Ts 3c 6s 8h")).unwrap();
    let round = trainer.round().unwrap();
    assert_eq!(round.hands().count(), 10);
    assert_eq!(round.best().mask.to_string(), "10000");
    assert_eq!(trainer.analysis().unwrap().best().mask.to_string(), "11000");
    trainer.toggle_hold(0).unwrap();
    let last = trainer.draw().unwrap().clone();
    assert!(last.decision.is_correct());
    assert_eq!(
        last.round
            .single_best_differs()
            .map(|m| m.to_string())
            .as_deref(),
        Some("11000")
    );
    assert_eq!(trainer.stats().mistakes(), 0);
    assert_eq!(trainer.coach().missed(), []);
    // The single hand's best is a mistake on ten hands, by the round's loss.
    trainer.deal_from(stacked("Ks Ts 3c 6s 8h")).unwrap();
    trainer.toggle_hold(0).unwrap();
    trainer.toggle_hold(1).unwrap();
    let last = trainer.draw().unwrap().clone();
    assert!(!last.decision.is_correct());
    assert_eq!(
        last.decision.loss,
        last.round.loss("11000".parse().unwrap())
    );
    assert_eq!(trainer.stats().mistakes(), 1);
}

#[test]
fn each_game_keeps_its_own_scorecard() {
    let mut trainer = ready();
    let first = trainer.game().paytable().name().to_owned();
    // A hand of the first game: three jacks, the best hold.
    trainer
        .deal_from(stacked("Jh Jd 7c 4s 2d Js 9c 3h"))
        .unwrap();
    trainer.toggle_hold(0).unwrap();
    trainer.toggle_hold(1).unwrap();
    trainer.draw().unwrap();
    let scored = trainer.stats().clone();
    assert_eq!((scored.hands(), scored.paid()), (1, 15));
    // Another game starts with a clean card, and plays a hand of its own: a mistake.
    trainer
        .set_table(TableId::of("jacks-or-better-8-5").unwrap())
        .unwrap();
    assert_eq!(trainer.stats().hands(), 0);
    trainer.wait_until_ready(&Waker::none());
    trainer.deal_from(stacked("As Ks Qs Js 9s Ts")).unwrap();
    for i in 0..5 {
        trainer.toggle_hold(i).unwrap();
    }
    trainer.draw().unwrap();
    assert_eq!(
        (trainer.stats().hands(), trainer.stats().mistakes()),
        (1, 1)
    );
    let second = trainer.stats().clone();
    // Back to the first: its card as it was; and the second's too, once back there.
    trainer.set_table(TableId::of(&first).unwrap()).unwrap();
    assert_eq!(trainer.stats(), &scored);
    trainer
        .set_table(TableId::of("jacks-or-better-8-5").unwrap())
        .unwrap();
    assert_eq!(trainer.stats(), &second);
    // The saved state is what it was (the scorecards belong to the session).
    let saved = trainer.saved();
    assert_eq!(saved.table, "jacks-or-better-8-5");
}
