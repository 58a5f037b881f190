//! The Solve tab driven like a user would: a small river spot solved by clicking Solve, the
//! strategy on screen checked against the solver's own answer for the node, an action clicked
//! to go down the tree and Back to come up, a bad field refused with its name, and a node's
//! ranges sent to Hand Odds.

#![allow(clippy::unwrap_used)] // test code, helpers included: a panic is a failure report

use crate::common::{click, harness, open, type_into, wait};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use pokerlab::format::percent_places;
use pokerlab::range::{HandClass, Range};
use pokerlab::solver::{Game, Line, Step};
use pokerlab_app::app::Tab;
use pokerlab_app::app::solve::{Action, Field, NodeKind, NodeSummary, action_name};
use pokerlab_app::ui::PokerlabApp;

/// A river spot small enough to solve in a few milliseconds.
pub fn small_river_spot(h: &mut Harness<'_, PokerlabApp>) {
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
    for (field, text) in texts {
        h.state_mut()
            .solve_mut()
            .apply(Action::SetText(field, text.to_owned()));
    }
    h.run_ok();
}

/// Solves the spot set in the tab by clicking Solve.
pub fn solve_by_click(h: &mut Harness<'_, PokerlabApp>) {
    wait(h, "the tree", |app| app.solve().memory().is_some());
    click(h, "Solve the spot");
    wait(h, "the solve", |app| app.solve().node().is_some());
}

/// Each class's reach-weighted action mix at `line`, straight from the solver.
fn class_mixes(game: &Game, line: &[Step]) -> Vec<Option<Vec<f64>>> {
    let view = game.node(&Line(line.to_vec())).unwrap();
    let player = view.player().unwrap();
    let strategy = view.strategy().unwrap();
    let combos = view.combos(player);
    let reach = view.reach(player);
    let n = combos.len();
    let actions = view.actions().len();
    HandClass::all()
        .map(|class| {
            let mut mix = vec![0.0f64; actions];
            let mut total = 0.0;
            for h in (0..n).filter(|&h| combos[h].class() == class) {
                let r = f64::from(reach[h]);
                total += r;
                for (a, m) in mix.iter_mut().enumerate() {
                    *m += r * f64::from(strategy[a * n + h]);
                }
            }
            (total > 0.0).then(|| mix.iter().map(|m| m / total).collect())
        })
        .collect()
}

/// The node shown is the solver's node at `line`: its class mixes, its per-combo strategies
/// and its frequency bars as labelled on screen.
fn assert_node_shown(h: &Harness<'_, PokerlabApp>, line: &[Step]) {
    let app = h.state();
    let game = app.solve().game().unwrap().clone();
    let node: &NodeSummary = app.solve().node().unwrap();
    assert_eq!(app.solve().line(), line);
    let view = game.node(&Line(line.to_vec())).unwrap();
    let NodeKind::Decision { actions, .. } = &node.kind else {
        panic!("not a decision node");
    };
    // Per class, as painted.
    for (class, want) in HandClass::all().zip(class_mixes(&game, line)) {
        let cell = node.class(class).unwrap();
        match want {
            None => assert_eq!(cell.reach, 0.0, "{class}"),
            Some(want) => {
                assert_eq!(cell.mix.len(), want.len());
                for (a, b) in cell.mix.iter().zip(&want) {
                    assert!((a - b).abs() < 1e-9, "{class}: {:?} vs {want:?}", cell.mix);
                }
            }
        }
    }
    // Per combo, as in the tooltip.
    let player = view.player().unwrap();
    let strategy = view.strategy().unwrap();
    let combos = view.combos(player);
    let n = combos.len();
    for cell in &node.classes {
        for row in &cell.combos {
            let h = combos.iter().position(|c| *c == row.combo).unwrap();
            for (a, s) in row.strategy.iter().enumerate() {
                assert_eq!(*s, f64::from(strategy[a * n + h]));
            }
        }
    }
    // Each combo's EV and equity, computed off the UI thread, once they are in.
    if !node.values_pending {
        let ev = view.ev(player);
        let equity = view.equity(player);
        let committed = view.committed()[player.index()];
        for row in node.classes.iter().flat_map(|c| &c.combos) {
            let h = combos.iter().position(|c| *c == row.combo).unwrap();
            assert_eq!(row.ev, ev[h].map(|v| v + committed), "{}", row.combo);
            assert_eq!(row.equity, equity[h], "{}", row.combo);
        }
    }
    // The bars' labels.
    let freqs = view.action_frequencies().unwrap();
    for (action, f) in actions.iter().zip(freqs) {
        let label = format!("{}: {}", action_name(action), percent_places(f, 1));
        assert!(h.query_by_label(&label).is_some(), "no bar `{label}`");
    }
}

#[test]
fn a_river_spot_is_solved_and_walked_by_clicking() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    small_river_spot(&mut h);
    solve_by_click(&mut h);
    let progress = h.state().solve().progress().unwrap();
    assert!(progress.exploitability_percent.unwrap() <= 0.5);
    assert!(h.query_by_label("OOP to act · pot 100.00").is_some());
    wait(&mut h, "the root's EVs", |app| {
        !app.solve().values_pending()
    });
    let filled = h.state().solve().node().unwrap().classes.iter();
    assert!(filled.flat_map(|c| &c.combos).any(|row| row.ev.is_some()));
    assert_node_shown(&h, &[]);

    // OOP checks: IP's node.
    click(&mut h, "Take Check");
    h.run_ok();
    assert!(h.query_by_label("IP to act · pot 100.00").is_some());
    assert_node_shown(&h, &[Step::Action(0)]);

    // IP bets half the pot: OOP faces it.
    click(&mut h, "Take Bet 50%");
    h.run_ok();
    assert!(h.query_by_label("OOP to act · pot 150.00").is_some());
    assert_node_shown(&h, &[Step::Action(0), Step::Action(1)]);

    // Back up one, then to the root.
    click(&mut h, "Back");
    h.run_ok();
    assert_node_shown(&h, &[Step::Action(0)]);
    click(&mut h, "root");
    h.run_ok();
    assert_node_shown(&h, &[]);
}

#[test]
fn a_changed_spot_drops_the_result_and_bad_fields_are_named() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    small_river_spot(&mut h);
    solve_by_click(&mut h);
    h.state_mut()
        .solve_mut()
        .apply(Action::SetText(Field::Pot, String::new()));
    h.run_ok();
    assert!(h.state().solve().game().is_none());
    assert!(h.state().solve().node().is_none());
    type_into(&mut h, "Pot", "lots");
    h.run_ok();
    let error = h.state().solve().input_error().unwrap().to_owned();
    assert_eq!(error, "Pot: `lots` is not a positive number");
    assert!(h.query_by_label(&error).is_some());
    // A tree too big is refused with its figure.
    for (field, text) in [
        (Field::Pot, "100"),
        (Field::Oop, "random"),
        (Field::Ip, "random"),
        (Field::Board, "Qs Jh 7d"),
        (Field::FlopBets, "10,20,33,50,75,100,150,200,a"),
        (Field::TurnBets, "10,20,33,50,75,100,150,200,a"),
        (Field::RiverBets, "10,20,33,50,75,100,150,200,a"),
        (Field::Stack, "10000"),
    ] {
        h.state_mut()
            .solve_mut()
            .apply(Action::SetText(field, text.to_owned()));
    }
    wait(&mut h, "the estimate", |app| app.solve().memory().is_some());
    let refusal = h.state().solve().memory().unwrap().clone().unwrap_err();
    assert!(refusal.contains("MiB"), "{refusal}");
}

#[test]
fn a_nodes_ranges_go_to_hand_odds() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    small_river_spot(&mut h);
    solve_by_click(&mut h);
    click(&mut h, "Take Check");
    h.run_ok();
    let ranges = h.state().solve().node().unwrap().ranges.clone();
    let before = h.state().hand_odds().saved();
    click(&mut h, "Send to Hand Odds");
    h.run_ok();
    assert_eq!(h.state().tab(), Tab::HandOdds);
    let seats = h.state().hand_odds().table().seats().to_vec();
    for (seat, text) in seats.iter().zip(&ranges) {
        let sent: Range = text.parse().unwrap();
        let shown = seat.range().unwrap();
        // The same combos, each weight as a person writes it: two decimals (three below
        // 0.1), none rounded away.
        assert_eq!(shown.range().count(), sent.count(), "{text}");
        for (combo, w) in sent.combos() {
            let places = if w >= 0.1 { 100.0 } else { 1000.0 };
            let want = ((w * places).round() / places).max(0.001);
            assert_eq!(shown.range().weight(combo), want, "{combo} at {w}");
        }
        for part in shown.text().split(',') {
            if let Some((_, weight)) = part.split_once(':') {
                assert!(weight.len() <= 5, "`{part}` in {}", shown.text());
            }
        }
    }
    // One click puts the table back.
    assert!(h.state().hand_odds().can_undo_send());
    click(&mut h, "Undo Send to Hand Odds");
    h.run_ok();
    assert_eq!(h.state().hand_odds().saved(), before);
    assert!(h.query_by_label("Undo Send to Hand Odds").is_none());
    // Sent again, Ctrl+Z does the same.
    open(&mut h, Tab::Solve);
    click(&mut h, "Send to Hand Odds");
    h.run_ok();
    assert_ne!(h.state().hand_odds().saved(), before);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_ok();
    assert_eq!(h.state().hand_odds().saved(), before);
    assert!(h.query_by_label("Undo Send to Hand Odds").is_none());
}

#[test]
fn a_turn_spot_deals_the_river_at_its_chance_node() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    small_river_spot(&mut h);
    for (field, text) in [
        (Field::Board, "Qs Jh 7d 4c"),
        (Field::TurnBets, "75"),
        (Field::RiverBets, "75"),
        (Field::Target, "2"),
    ] {
        h.state_mut()
            .solve_mut()
            .apply(Action::SetText(field, text.to_owned()));
    }
    h.run_ok();
    solve_by_click(&mut h);
    click(&mut h, "Take Check");
    click(&mut h, "Take Check");
    h.run_ok();
    let node = h.state().solve().node().unwrap();
    let NodeKind::Chance(cards) = &node.kind else {
        panic!("not a chance node: {:?}", node.kind);
    };
    // Every card the board leaves, the turn's river.
    assert_eq!(cards.len(), 48);
    let card: pokerlab::Card = "2s".parse().unwrap();
    assert!(cards.contains(&card));
    click(&mut h, "Deal 2s");
    h.run_ok();
    assert_eq!(
        h.state().solve().line(),
        [Step::Action(0), Step::Action(0), Step::Card(card)]
    );
    assert!(h.query_by_label("OOP to act · pot 100.00").is_some());
    assert_node_shown(&h, &[Step::Action(0), Step::Action(0), Step::Card(card)]);
}

#[test]
fn hand_odds_sends_its_spot_to_the_solve_tab() {
    let mut h = harness();
    open(&mut h, Tab::HandOdds);
    type_into(&mut h, "Player 1 cards", "KK,QQ");
    type_into(&mut h, "Player 2 cards", "AA,JJ");
    type_into(&mut h, "Board cards", "Qs Jh 7d 4c 2s");
    click(&mut h, "Solve this spot");
    h.run_ok();
    assert_eq!(h.state().tab(), Tab::Solve);
    let text = h.state().solve().text();
    let range = |t: &str| t.parse::<pokerlab::range::Range>().unwrap();
    assert_eq!(range(&text.oop), range("KK,QQ"));
    assert_eq!(range(&text.ip), range("AA,JJ"));
    assert_eq!(
        text.board.parse::<pokerlab::CardSet>().unwrap(),
        "Qs Jh 7d 4c 2s".parse::<pokerlab::CardSet>().unwrap()
    );
    // And it solves from there.
    solve_by_click(&mut h);
    assert!(h.query_by_label("OOP to act · pot 100.00").is_some());
}

#[test]
fn stop_keeps_the_solve_so_far_and_it_can_be_walked() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    small_river_spot(&mut h);
    // A turn spot and a target it cannot reach: only Stop ends it (or 10,000 iterations).
    for (field, text) in [
        (Field::Board, "Qs Jh 7d 4c"),
        (Field::TurnBets, "75"),
        (Field::RiverBets, "75"),
        (Field::Target, "0.000001"),
    ] {
        h.state_mut()
            .solve_mut()
            .apply(Action::SetText(field, text.to_owned()));
    }
    h.run_ok();
    wait(&mut h, "the tree", |app| app.solve().memory().is_some());
    click(&mut h, "Solve the spot");
    wait(&mut h, "a few iterations", |app| {
        app.solve().progress().is_some_and(|p| p.iterations >= 20)
    });
    assert!(h.state().solve().node().is_none(), "nothing to walk yet");
    click(&mut h, "Stop");
    wait(&mut h, "the stopped solve", |app| {
        app.solve().node().is_some()
    });
    // Its exploitability is measured after it is handed over.
    wait(&mut h, "its exploitability", |app| {
        !app.solve().is_measuring()
    });
    let solve = h.state().solve();
    assert!(!solve.is_solving());
    let progress = solve.progress().unwrap();
    assert_eq!(progress.stop, Some(pokerlab::solver::StopReason::Cancelled));
    let game = solve.game().unwrap();
    assert_eq!(game.iterations(), progress.iterations);
    assert!(progress.iterations >= 20 && progress.iterations < 10_000);
    let exploitability = progress.exploitability_percent.unwrap();
    assert!((exploitability - game.exploitability_percent()).abs() < 1e-9);
    let words = pokerlab_app::app::solve::progress_text(&progress);
    assert!(words.starts_with("stopped at "), "{words}");
    assert!(words.contains("exploitability"), "{words}");
    assert!(
        h.query_all_by_label_contains("stopped at ").count() > 0,
        "the tab says it stopped"
    );
    // The partial solve is walked like a finished one.
    click(&mut h, "Take Check");
    h.run_ok();
    assert_node_shown(&h, &[Step::Action(0)]);
}
