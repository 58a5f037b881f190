//! Hands played through: results in chips that follow from the cards and the line, node kinds
//! by the documented rules, turn cards from the deck, and a session's figures that add up.

use std::sync::atomic::AtomicBool;

use pokerlab::cards::CardSet;
use pokerlab::evaluate;
use pokerlab::practice::{
    CSV_HEADER, ComboClass, End, Event, NodeKind, PracticeHand, Session, Thresholds, Turn, Verdict,
};
use pokerlab::solver::{Game, Player, SolveSettings, Spot, solve};
use rand::{RngExt, SeedableRng, rngs::SmallRng};

use super::{POT, analytic_game};

#[test]
fn a_river_hand_plays_to_its_result_with_its_node_kinds() {
    let game = analytic_game();
    let mut rng = SmallRng::seed_from_u64(5);
    let thresholds = Thresholds::default();
    let mut outcomes = [0u32; 2];
    for _ in 0..200 {
        // The player holds aces in position; the lead is IP's (the preflop raiser).
        let combos = ["QdQc".parse().unwrap(), "AsAh".parse().unwrap()];
        let mut hand =
            PracticeHand::with_combos(&game, Player::Ip, combos, Some(Player::Ip)).unwrap();
        assert_eq!(hand.turn(&game), Turn::Opponent);
        let events = hand.advance(&game, &mut rng).unwrap();
        assert_eq!(events.len(), 1);
        assert!(matches!(&events[0], Event::Acted(a) if a.token() == "x"));
        assert_eq!(hand.node_kind(&game), Some(NodeKind::Cbet));
        assert_eq!(
            hand.combo_class(&game),
            Some(ComboClass::River(pokerlab::Category::OnePair))
        );
        let grade = hand.act(&game, 1, &thresholds).unwrap();
        assert_eq!(grade.verdict, Verdict::Best);
        let events = hand.advance(&game, &mut rng).unwrap();
        let outcome = *hand.outcome().unwrap();
        assert_eq!(events.last(), Some(&Event::Over(outcome)));
        // Called: a showdown the aces win, 300 in the pot less the 100 bet; folded: the pot.
        match outcome.end {
            End::Showdown => {
                outcomes[0] += 1;
                assert_eq!((outcome.pot, outcome.won), (3.0 * POT, 2.0 * POT));
            }
            End::Fold { folder } => {
                outcomes[1] += 1;
                assert_eq!(folder, Player::Oop);
                assert_eq!((outcome.pot, outcome.won), (2.0 * POT, POT));
            }
        }
        assert_eq!(hand.turn(&game), Turn::Over);
        assert!(hand.act(&game, 0, &thresholds).is_err());
        let record = hand.record(&game);
        assert_eq!(record.decisions.len(), 1);
        assert_eq!(record.decisions[0].line, "x");
        assert_eq!(record.decisions[0].kind, Some(NodeKind::Cbet));
    }
    // Queens call half the time: both ends come.
    assert!(outcomes.iter().all(|&n| n > 60), "{outcomes:?}");

    // Without a lead the same bet is a probe; queens facing it are bluff-catching.
    let combos = ["QdQc".parse().unwrap(), "Ts4s".parse().unwrap()];
    let mut hand = PracticeHand::with_combos(&game, Player::Oop, combos, None).unwrap();
    assert_eq!(hand.node_kind(&game), Some(NodeKind::Probe));
    hand.act(&game, 0, &thresholds).unwrap();
    assert_eq!(
        NodeKind::at(&game, &game.parse_line("x").unwrap(), None),
        Some(NodeKind::Probe)
    );
    assert_eq!(
        NodeKind::at(&game, &game.parse_line("x b100").unwrap(), None),
        Some(NodeKind::RiverBluffCatch)
    );
    // Combos outside a range, or sharing a card, are refused.
    assert!(
        PracticeHand::with_combos(
            &game,
            Player::Oop,
            ["AsAh".parse().unwrap(), combos[1]],
            None
        )
        .is_err()
    );
    assert!(
        PracticeHand::with_combos(
            &game,
            Player::Oop,
            [combos[0], "AdAc".parse().unwrap()],
            None
        )
        .is_ok()
    );
}

/// A turn spot with a bet and a raise, solved roughly: what matters here is the dealing and
/// the bookkeeping, not the strategy.
fn turn_game() -> Game {
    let spot = Spot {
        oop: "AA,KK,77,AK,KQs".parse().unwrap(),
        ip: "QQ,JJ,AK,AQs,KJs".parse().unwrap(),
        board: "Kh 7d 4c 2s".parse().unwrap(),
        pot: 60.0,
        stack: 200.0,
        bets: "75".parse().unwrap(),
        raises: "100".parse().unwrap(),
        raise_cap: 1,
        all_in_threshold: 0.0,
    };
    let mut game = Game::new(spot, 1 << 30).unwrap();
    let settings = SolveSettings {
        target_percent: 2.0,
        max_iterations: 300,
        ..SolveSettings::default()
    };
    solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
    game
}

#[test]
fn turn_hands_deal_rivers_from_the_deck_and_the_session_adds_up() {
    let game = turn_game();
    let start: CardSet = game.spot().board;
    let mut rng = SmallRng::seed_from_u64(17);
    let thresholds = Thresholds::default();
    let mut session = Session::default();
    let mut kinds_seen = std::collections::HashSet::new();
    for i in 0..150 {
        let seat = if i % 2 == 0 { Player::Oop } else { Player::Ip };
        let mut hand = PracticeHand::deal(&game, seat, Some(Player::Oop), &mut rng).unwrap();
        let held = hand.combo(Player::Oop).cards() | hand.combo(Player::Ip).cards();
        assert!(!held.intersects(start) && held.len() == 4);
        loop {
            for event in hand.advance(&game, &mut rng).unwrap() {
                if let Event::Dealt(card) = event {
                    assert!(!held.contains(card) && !start.contains(card), "{card}");
                }
            }
            if hand.turn(&game) == Turn::Over {
                break;
            }
            kinds_seen.insert(hand.node_kind(&game).unwrap());
            let n = hand.actions(&game).len();
            hand.act(&game, rng.random_range(0..n), &thresholds)
                .unwrap();
        }
        let record = hand.record(&game);
        let outcome = record.outcome.unwrap();
        // The result from the cards: the showdown's winner takes the pot.
        let committed = game.node(hand.line()).unwrap().committed();
        let me = seat.index();
        let expected = match outcome.end {
            End::Fold { folder } if folder == seat => -committed[me],
            End::Fold { .. } => outcome.pot - committed[me],
            End::Showdown => {
                assert_eq!(record.final_board.len(), 5);
                let mine = evaluate(record.final_board | record.player_cards);
                let theirs = evaluate(record.final_board | record.opponent_cards);
                let share = if mine > theirs {
                    1.0
                } else if mine == theirs {
                    0.5
                } else {
                    0.0
                };
                share * outcome.pot - committed[me]
            }
        };
        assert!((outcome.won - expected).abs() < 1e-9, "{record:?}");
        assert!((outcome.pot - 60.0 - committed[0] - committed[1]).abs() < 1e-9);
        assert_eq!(game.parse_line(&record.line).unwrap(), *hand.line());
        for d in &record.decisions {
            // A decision's line leads back to a node of the player's.
            let node = game.node(&game.parse_line(&d.line).unwrap()).unwrap();
            assert_eq!(node.player(), Some(seat));
            assert_eq!(node.board(), d.board);
            assert_eq!(d.class, ComboClass::of(hand.combo(seat), d.board));
        }
        session.push(record);
    }
    // OOP first on the turn with OOP's lead: a c-bet; some checks, bets and raises came.
    assert!(kinds_seen.contains(&NodeKind::Cbet), "{kinds_seen:?}");
    assert!(kinds_seen.len() >= 4, "{kinds_seen:?}");
    let stats = session.stats();
    let grades: Vec<_> = session
        .hands
        .iter()
        .flat_map(|h| &h.decisions)
        .map(|d| &d.grade)
        .collect();
    assert_eq!(stats.hands, 150);
    assert_eq!(stats.all.decisions as usize, grades.len());
    let loss: f64 = grades.iter().map(|g| g.loss).sum();
    assert!((stats.all.loss - loss).abs() < 1e-6);
    let errors = grades.iter().filter(|g| g.verdict.is_error()).count();
    assert_eq!(stats.all.errors as usize, errors);
    assert_eq!(stats.verdicts.iter().sum::<u32>() as usize, grades.len());
    let by_kind: u32 = stats.by_kind.iter().map(|(_, t)| t.decisions).sum();
    assert_eq!(by_kind as usize, grades.len());
    let by_class_loss: f64 = stats.by_class.iter().map(|(_, t)| t.loss).sum();
    assert!((by_class_loss - loss).abs() < 1e-6);
    let won: f64 = session.hands.iter().map(|h| h.outcome.unwrap().won).sum();
    assert!((stats.won - won).abs() < 1e-6);
    // One CSV row per decision, each with the header's columns.
    let csv = session.to_csv();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], CSV_HEADER);
    assert_eq!(lines.len(), grades.len() + 1);
    let columns = CSV_HEADER.split(',').count();
    assert!(lines.iter().all(|l| l.split(',').count() == columns));
}
