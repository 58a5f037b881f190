//! The Practice tab driven like a user would: a river drill started by clicking, an action
//! clicked and its grade on screen checked against the solver's own EVs for the dealt combo
//! (the EV of an action is the combo's EV at the node it leads to, read here from the game
//! directly), the hand played out and the next one dealt; the session's figures and the
//! review list; the session kept across a restart; the window drawing frames while a spot is
//! solved; "Practise this" from the Solve tab.

#![allow(clippy::unwrap_used)] // test code, helpers included: a panic is a failure report

use std::time::{Duration, Instant};

use crate::common::{MemoryStorage, click, harness, harness_with, open, wait};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use pokerlab::format;
use pokerlab::practice::Turn;
use pokerlab::solver::Step;
use pokerlab_app::app::Tab;
use pokerlab_app::app::practice::{Action, Field, SolverView};
use pokerlab_app::app::solve::action_name;
use pokerlab_app::ui::PokerlabApp;

/// Whether a widget is named `name` in the accessibility tree (a figure's label names it
/// with its value: "Session Hands: 3"; a plain query reads a label's text instead).
fn named(h: &Harness<'_, PokerlabApp>, name: &str) -> bool {
    h.query_by(|n| n.label().as_deref() == Some(name)).is_some()
}

/// A river drill that solves in milliseconds, the player in position.
fn small_river_drill(h: &mut Harness<'_, PokerlabApp>) {
    let texts = [
        (Field::Oop, "KK,QQ,AQs,T9s"),
        (Field::Ip, "AA,JJ,KQs,65s"),
        (Field::Board, "Qs Jh 7d 4c 2s"),
        (Field::Pot, "100"),
        (Field::Stack, "100"),
        (Field::RiverBets, "50,a"),
        (Field::Raises, "a"),
        (Field::Target, "0.5"),
    ];
    let tab = h.state_mut().practice_mut();
    tab.set_disk(None);
    tab.seed(7);
    for (field, text) in texts {
        tab.apply(Action::SetText(field, text.to_owned()));
    }
    h.run_ok();
}

/// Starts the drill by clicking and waits for the first decision.
fn start(h: &mut Harness<'_, PokerlabApp>) {
    click(h, "Start the drill");
    wait(h, "the first hand", |app| app.practice().player_to_act());
}

/// The solver's EV of each action for the player's combo at the hand's node, walked here
/// from the game: the combo's EV at each child.
fn solver_evs(h: &Harness<'_, PokerlabApp>) -> Vec<(String, f64)> {
    let play = h.state().practice().hand().unwrap();
    let view = play.hand.view(&play.game).unwrap();
    let player = play.hand.player();
    let combo = play.hand.combo(player);
    let index = view
        .combos(player)
        .iter()
        .position(|c| *c == combo)
        .unwrap();
    view.actions()
        .iter()
        .enumerate()
        .map(|(a, action)| {
            let child = view.child(Step::Action(a)).unwrap();
            (action.to_string(), child.ev(player)[index].unwrap())
        })
        .collect()
}

/// Plays the hand to its end by clicking the first action each time.
fn play_out(h: &mut Harness<'_, PokerlabApp>) {
    while h.state().practice().player_to_act() {
        let name = {
            let play = h.state().practice().hand().unwrap();
            action_name(&play.hand.actions(&play.game)[0])
        };
        click(h, &format!("Play {name}"));
        h.run_ok();
    }
    assert!(h.state().practice().hand_over());
}

#[test]
fn a_drill_is_started_graded_at_once_and_the_next_hand_dealt() {
    let mut h = harness();
    open(&mut h, Tab::Practice);
    small_river_drill(&mut h);
    start(&mut h);
    let expected = solver_evs(&h);
    let best = expected
        .iter()
        .map(|e| e.1)
        .fold(f64::NEG_INFINITY, f64::max);
    // The last action: a bet or all-in, or a call.
    let (chosen, chosen_ev) = expected.last().cloned().unwrap();
    let name = {
        let play = h.state().practice().hand().unwrap();
        let moves = play.hand.actions(&play.game);
        action_name(&moves[moves.len() - 1])
    };
    click(&mut h, &format!("Play {name}"));
    h.run_ok();
    // Each action's EV on screen, as the solver has it.
    for (action, ev) in &expected {
        let label = format!("EV of {action}: {}", format::coins(*ev));
        assert!(named(&h, &label), "no `{label}`");
    }
    // The word follows the thresholds on the loss as a share of the pot.
    let play = h.state().practice().hand().unwrap();
    let last = play.last.as_ref().unwrap();
    assert_eq!(last.grade.chosen_action().name, chosen);
    let loss = best - chosen_ev;
    assert!((last.grade.loss - loss).abs() < 1e-9);
    let verdict = h
        .state()
        .practice()
        .thresholds()
        .verdict(loss / last.grade.pot);
    assert_eq!(last.grade.verdict, verdict);
    let label = format!("Verdict: {}", verdict.word());
    assert!(named(&h, &label), "no `{label}`");
    // To the end, then the next hand.
    play_out(&mut h);
    assert_eq!(h.state().practice().session().hands.len(), 1);
    let first = h.state().practice().hand().unwrap().hand.clone();
    click(&mut h, "Next hand");
    wait(&mut h, "the second hand", |app| {
        app.practice()
            .hand()
            .is_some_and(|p| p.hand.outcome().is_none())
    });
    let second = &h.state().practice().hand().unwrap().hand;
    assert_ne!(&first, second);
}

#[test]
fn keys_one_to_nine_take_the_actions_in_order() {
    let mut h = harness();
    open(&mut h, Tab::Practice);
    small_river_drill(&mut h);
    start(&mut h);
    let expected = solver_evs(&h);
    h.key_press(egui::Key::Num1);
    h.run_ok();
    let play = h.state().practice().hand().unwrap();
    let last = play.last.as_ref().unwrap();
    assert_eq!(last.grade.chosen, 0);
    assert_eq!(last.grade.chosen_action().name, expected[0].0);
}

#[test]
fn the_session_counts_hands_and_decisions_and_the_review_replays_a_hand() {
    let mut h = harness();
    open(&mut h, Tab::Practice);
    small_river_drill(&mut h);
    start(&mut h);
    for _ in 0..3 {
        play_out(&mut h);
        click(&mut h, "Next hand");
        wait(&mut h, "the next hand", |app| {
            app.practice().player_to_act()
        });
    }
    let session = h.state().practice().session().clone();
    assert_eq!(session.hands.len(), 3);
    let decisions: usize = session.hands.iter().map(|hand| hand.decisions.len()).sum();
    let loss: f64 = session
        .hands
        .iter()
        .flat_map(|hand| &hand.decisions)
        .map(|d| d.grade.loss)
        .sum();
    for label in [
        "Session Hands: 3".to_owned(),
        format!("Session Decisions: {decisions}"),
        format!("Session EV given up: {} chips", format::coins(loss)),
    ] {
        assert!(named(&h, &label), "no `{label}`");
    }
    // A line per hand; the second opens its review with the solver's grid.
    for n in 1..=3 {
        assert!(h.query_by_label(&format!("Review hand {n}")).is_some());
    }
    // Below the hand: scrolled into view, as a mouse wheel would.
    h.get_by_label("Review hand 2").scroll_to_me();
    h.run_ok();
    click(&mut h, "Review hand 2");
    wait(&mut h, "the review's grid", |app| {
        matches!(
            app.practice().review().and_then(|r| r.view.as_ref()),
            Some(SolverView::Ready(_))
        )
    });
    assert!(h.query_by_label("Strategy grid").is_some());
    assert!(named(&h, "Hand in review"));
    let grade = &session.hands[1].decisions[0].grade;
    for a in &grade.actions {
        let label = format!("EV of {}: {}", a.name, format::coins(a.ev));
        assert!(named(&h, &label), "no `{label}`");
    }
}

#[test]
fn a_restart_keeps_the_session() {
    let mut h = harness();
    open(&mut h, Tab::Practice);
    small_river_drill(&mut h);
    start(&mut h);
    play_out(&mut h);
    click(&mut h, "Next hand");
    wait(&mut h, "the next hand", |app| {
        app.practice().player_to_act()
    });
    play_out(&mut h);
    let before = h.state().practice().session().clone();
    assert_eq!(before.hands.len(), 2);
    let mut storage = MemoryStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);
    drop(h);
    let mut h = harness_with(Some(&storage));
    h.run_ok();
    assert_eq!(h.state().tab(), Tab::Practice);
    assert_eq!(h.state().practice().session(), &before);
    let stats = before.stats();
    let label = format!("Session Decisions: {}", stats.all.decisions);
    assert!(named(&h, &label), "no `{label}`");
    assert_eq!(h.state().practice().text().oop, "KK,QQ,AQs,T9s");
}

/// The window keeps drawing while a spot is solved: a turn drill whose solve takes far
/// longer than a frame, and frames run all the while, each returning while the solve is still
/// under way. The longest frame is printed for the note (a figure, not a target).
#[test]
fn the_window_never_waits_on_a_solve() {
    let mut h = harness();
    open(&mut h, Tab::Practice);
    {
        let tab = h.state_mut().practice_mut();
        tab.set_disk(None);
        tab.seed(3);
        for (field, text) in [
            (Field::Oop, "QQ-66,AJs+,KQs,QJs,JTs,T9s,98s,AQo+"),
            (Field::Ip, "AA-88,AQs+,KJs+,QJs,JTs,65s,AKo"),
            (Field::Board, "Qs Jh 7d 4c"),
            (Field::Pot, "100"),
            (Field::Stack, "300"),
            (Field::Target, "0.3"),
        ] {
            tab.apply(Action::SetText(field, text.to_owned()));
        }
    }
    h.run_ok();
    click(&mut h, "Start the drill");
    let start = Instant::now();
    let mut frames_while_solving = 0;
    let mut longest = Duration::ZERO;
    while !h.state().practice().player_to_act() {
        let frame = Instant::now();
        h.step();
        let took = frame.elapsed();
        if h.state().practice().is_waiting() {
            frames_while_solving += 1;
            longest = longest.max(took);
        }
        assert!(start.elapsed() < Duration::from_secs(120), "no hand");
        std::thread::sleep(Duration::from_millis(5));
    }
    println!(
        "turn drill: first hand after {:?}, {frames_while_solving} frames drawn meanwhile, longest {:?}",
        start.elapsed(),
        longest
    );
    assert!(
        frames_while_solving >= 10,
        "only {frames_while_solving} frames while the spot was solved"
    );
    assert_eq!(
        h.state()
            .practice()
            .hand()
            .unwrap()
            .hand
            .turn(&h.state().practice().hand().unwrap().game),
        Turn::Player
    );
}

#[test]
fn practise_this_starts_a_drill_on_the_solve_tabs_spot() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    crate::ui_solve::small_river_spot(&mut h);
    crate::ui_solve::solve_by_click(&mut h);
    h.state_mut().practice_mut().set_disk(None);
    click(&mut h, "Practise this");
    h.run_ok();
    assert_eq!(h.state().tab(), Tab::Practice);
    let text = h.state().practice().text().clone();
    assert_eq!(text.oop, "KK,QQ,AQs,T9s");
    assert_eq!(text.board, "Qs Jh 7d 4c 2s");
    assert_eq!(text.bets[2], "50,a");
    wait(&mut h, "the first hand", |app| {
        app.practice().player_to_act()
    });
}
