//! The Hand Odds tab driven like a user would: cards clicked by their accessibility labels,
//! typed into fields, tabs switched; the numbers on screen checked against the equity engine
//! computed directly. No window or GPU: egui_kittest runs the app headless.

#![allow(clippy::unwrap_used)] // test code, helpers included: a panic is a failure report

use crate::common::{MemoryStorage, click, deal, harness, harness_with, settle};

use std::time::{Duration, Instant};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use pokerlab::equity::{EquityRequest, EquityResult, PlayerSpec, calculate};
use pokerlab::{Card, CardSet};
use pokerlab_app::app::Tab;
use pokerlab_app::app::hand_odds::table::{Seat, Street};
use pokerlab_app::ui::PokerlabApp;

/// The text of the label in `seat`'s plate that starts with `prefix`.
fn seat_text(h: &Harness<'_, PokerlabApp>, seat: usize, prefix: &str) -> String {
    let name = format!("Player {seat} seat");
    let group = h.get_by_label(&name);
    let node = group
        .get_by(|n| n.role() == Role::Label && n.value().is_some_and(|v| v.starts_with(prefix)));
    node.value().unwrap()
}

/// The big equity figure of `seat`'s plate.
fn seat_equity(h: &Harness<'_, PokerlabApp>, seat: usize) -> String {
    let name = format!("Player {seat} seat");
    let group = h.get_by_label(&name);
    let node = group.get_by(|n| {
        n.role() == Role::Label
            && n.value()
                .is_some_and(|v| v.ends_with('%') && !v.contains(' '))
    });
    node.value().unwrap()
}

fn request(players: &[&str], board: &str) -> EquityRequest {
    EquityRequest::parse(players)
        .unwrap()
        .with_board(board.parse().unwrap())
}

/// Checks that every seat shows the engine's exact figures for `expected`.
fn assert_shows(h: &Harness<'_, PokerlabApp>, expected: &EquityResult) {
    for k in 0..expected.players() {
        let seat = k + 1;
        assert_eq!(
            seat_text(h, seat, "Win "),
            format!("Win {:.1}%", 100.0 * expected.win(k)),
            "player {seat}"
        );
        assert_eq!(
            seat_text(h, seat, "Tie "),
            format!("Tie {:.1}%", 100.0 * expected.tie(k))
        );
        assert_eq!(
            seat_equity(h, seat),
            format!("{:.1}%", 100.0 * expected.equity(k))
        );
        let name = format!("Player {seat} seat");
        let group = h.get_by_label(&name);
        assert!(
            group.query_by_label("exact").is_some(),
            "player {seat} badge"
        );
    }
    let shown = h.state().hand_odds().current_result().unwrap();
    assert_eq!(shown.tally, expected.tally);
}

#[test]
fn a_three_way_all_in_on_the_flop_shows_the_exact_equities() {
    let mut h = harness();
    click(&mut h, "Add player");
    deal(
        &mut h,
        "Player 1, first card",
        &["As", "Ks", "Qd", "Qc", "7h", "6h"],
    );
    // The selection moved on to the flop by itself.
    for card in ["Jh", "Th", "2c"] {
        click(&mut h, &card.parse::<Card>().unwrap().name());
    }
    assert_eq!(h.state().hand_odds().table().street(), Street::Flop);
    settle(&mut h);
    let expected = calculate(&request(&["AsKs", "QdQc", "7h6h"], "Jh Th 2c")).unwrap();
    assert_shows(&h, &expected);
    // The hand in words: player 1 has a straight draw and ace-high, player 2 a pair.
    assert_eq!(seat_text(&h, 2, "Pair"), "Pair of Queens");
    // The chart's summary has all three players at both streets.
    let chart = h.get_by_label_contains("Equity by street");
    let summary = chart.accesskit_node().label().unwrap_or_default();
    for player in ["Player 1", "Player 2", "Player 3"] {
        assert!(
            summary.contains(&format!("{player}: Pre-flop")),
            "{summary}"
        );
    }
}

#[test]
fn clicking_a_used_card_changes_nothing() {
    let mut h = harness();
    deal(&mut h, "Player 1, first card", &["As"]);
    let before = h.state().hand_odds().table().clone();
    click(&mut h, "Ace of spades");
    h.run_ok();
    assert_eq!(h.state().hand_odds().table(), &before);
    // The used card is shown but disabled.
    let ace = h.get_by_label("Ace of spades");
    assert!(ace.accesskit_node().is_disabled());
}

#[test]
fn removing_a_card_updates_the_bars() {
    let mut h = harness();
    deal(
        &mut h,
        "Player 1, first card",
        &["As", "Ks", "Qd", "Qc", "Jh", "Th", "2c"],
    );
    settle(&mut h);
    let flop = calculate(&request(&["AsKs", "QdQc"], "Jh Th 2c")).unwrap();
    assert_shows(&h, &flop);
    // Clicking a flop card takes it off: the cards before the gap count (one flop card).
    click(&mut h, "Flop, second card");
    assert_eq!(h.state().hand_odds().table().street(), Street::Flop);
    assert_eq!(h.state().hand_odds().table().board_len(), 1);
    settle(&mut h);
    let one_card = calculate(&request(&["AsKs", "QdQc"], "Jh")).unwrap();
    assert_shows(&h, &one_card);
    // The first flop card off too: pre-flop numbers.
    click(&mut h, "Flop, first card");
    assert_eq!(h.state().hand_odds().table().street(), Street::PreFlop);
    settle(&mut h);
    let preflop = calculate(&request(&["AsKs", "QdQc"], "")).unwrap();
    assert_shows(&h, &preflop);
}

#[test]
fn switching_tabs_keeps_the_table() {
    let mut h = harness();
    deal(&mut h, "Player 1, first card", &["Ah", "Ad", "Kc", "Kd"]);
    settle(&mut h);
    let expected = calculate(&request(&["AhAd", "KcKd"], "")).unwrap();
    assert_shows(&h, &expected);
    h.get_by_role_and_label(Role::Tab, "Odds Grid").click();
    h.run_ok();
    assert_eq!(h.state().tab(), Tab::OddsGrid);
    assert!(h.query_by_label("Player 1 seat").is_none());
    h.get_by_role_and_label(Role::Tab, "Hand Odds").click();
    h.run_ok();
    settle(&mut h);
    assert_shows(&h, &expected);
}

#[test]
fn typing_cards_works_and_a_bad_card_shows_an_error_and_loses_nothing() {
    let mut h = harness();
    let field = h.get_by_label("Player 1 cards");
    field.focus();
    h.step();
    h.get_by_label("Player 1 cards").type_text("AsKs");
    h.step();
    h.key_press(egui::Key::Enter);
    h.step();
    h.step();
    let seat = h.state().hand_odds().table().seats()[0].clone();
    assert_eq!(seat.text(), "AsKs");

    h.get_by_label("Player 2 cards").focus();
    h.step();
    h.get_by_label("Player 2 cards").type_text("QdKx");
    h.step();
    h.key_press(egui::Key::Enter);
    h.step();
    h.step();
    // The seat is unchanged, the text is still there, and the parser's message is shown.
    assert_eq!(h.state().hand_odds().table().seats()[1], Seat::default());
    assert_eq!(
        h.get_by_label("Player 2 cards").value().as_deref(),
        Some("QdKx")
    );
    let message = pokerlab::parse_cards("QdKx").unwrap_err().to_string();
    assert!(
        h.query_by_label(&message).is_some(),
        "no inline error `{message}`"
    );
    // A card used elsewhere is refused with its place named.
    h.get_by_label("Board cards").focus();
    h.step();
    h.get_by_label("Board cards").type_text("Ks7h2c");
    h.step();
    h.key_press(egui::Key::Enter);
    h.step();
    h.step();
    assert!(
        h.query_by_label("Ks is already used (Player 1, second card)")
            .is_some()
    );
    assert_eq!(h.state().hand_odds().table().board(), [None; 5]);
    // Fixing the text applies it.
    h.get_by_label("Player 2 cards").focus();
    h.step();
    for _ in 0..4 {
        h.key_press(egui::Key::Backspace);
        h.step();
    }
    h.get_by_label("Player 2 cards").type_text("random");
    h.key_press(egui::Key::Enter);
    h.step();
    h.step();
    assert_eq!(h.state().hand_odds().table().seats()[1], Seat::Random);
    settle(&mut h);
    let expected = calculate(&EquityRequest::new(vec![
        PlayerSpec::parse("AsKs").unwrap(),
        PlayerSpec::Random,
    ]))
    .unwrap();
    // Against a random hand preflop the engine answers exactly (the average-opponent path):
    // the figures shown are the engine's own, with no error to show.
    let shown = h.state().hand_odds().current_result().unwrap().clone();
    assert_eq!(shown.method, expected.method);
    assert_eq!(shown.method, pokerlab::equity::MethodUsed::Exact);
    assert!((shown.equity(0) - expected.equity(0)).abs() < 1e-12);
    let group = h.get_by_label("Player 1 seat");
    assert!(group.query_by_label_contains("± ").is_none());
}

#[test]
fn random_cards_fill_the_selected_seat_and_clear_all_empties_the_table() {
    let mut h = harness();
    h.state_mut().hand_odds_mut().seed_random(3);
    click(&mut h, "Player 2, first card");
    click(&mut h, "Random cards");
    let table = h.state().hand_odds().table().clone();
    assert_eq!(table.seats()[1].cards().len(), 2);
    assert_eq!(table.seats()[0], Seat::default());
    click(&mut h, "Clear all");
    assert_eq!(h.state().hand_odds().table().used(), CardSet::EMPTY);
}

#[test]
fn every_control_has_an_accessible_name() {
    let mut h = harness();
    deal(
        &mut h,
        "Player 1, first card",
        &["As", "Ks", "Qd", "Qc", "Jh", "Th", "2c"],
    );
    settle(&mut h);
    assert_eq!(h.unnamed_widgets(), Vec::<String>::new());
}

#[test]
fn the_table_and_settings_survive_a_restart_and_bad_state_is_ignored() {
    let mut h = harness();
    deal(
        &mut h,
        "Player 1, first card",
        &["As", "Ks", "Qd", "Qc", "Jh", "Th", "2c"],
    );
    h.get_by_role_and_label(Role::Tab, "Video Poker").click();
    h.run_ok();
    let mut storage = MemoryStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);
    let table = h.state().hand_odds().table().clone();
    drop(h);

    let h = harness_with(Some(&storage));
    assert_eq!(h.state().tab(), Tab::VideoPoker);
    assert_eq!(h.state().hand_odds().table().seats(), table.seats());
    assert_eq!(h.state().hand_odds().table().board(), table.board());

    for bad in [
        "",
        "{",
        "[]",
        "{\"hand_odds\": {\"seats\": 7}}",
        "\u{0}\u{1}",
    ] {
        let mut storage = MemoryStorage::default();
        storage.0.insert(
            pokerlab_app::app::saved_state::STORAGE_KEY.to_owned(),
            bad.to_owned(),
        );
        let mut h = harness_with(Some(&storage));
        h.run_ok();
        assert_eq!(h.state().tab(), Tab::HandOdds, "{bad:?}");
        assert_eq!(h.state().hand_odds().table().used(), CardSet::EMPTY);
    }
}

#[test]
fn rapid_clicks_are_all_registered() {
    // A fast user: one event per frame at 60 frames a second, a card every 50 ms.
    let engine = pokerlab::equity::Engine::with_threads(2).unwrap_or_default();
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1400.0, 900.0))
        .with_step_dt(1.0 / 60.0)
        .build_eframe(move |_cc| PokerlabApp::with_engine(None, engine));
    click(&mut h, "Player 1, first card");
    let cards = ["As", "Ks", "Qd", "Qc", "Jh", "Th", "2c", "3c", "4c"];
    for card in cards {
        h.get_by_label(&card.parse::<Card>().unwrap().name())
            .click();
        h.step(); // hover, press and release: one frame each
    }
    let table = h.state().hand_odds().table().clone();
    assert_eq!(table.seats()[0].text(), "AsKs");
    assert_eq!(table.seats()[1].text(), "QdQc");
    assert_eq!(table.board_text(), "JhTh2c3c4c");
}

#[test]
fn an_impossible_exact_count_is_explained_not_fatal() {
    let mut h = harness();
    {
        let table = h.state_mut().hand_odds_mut().table_mut();
        while table.seats().len() < 4 {
            assert!(table.add_seat());
        }
        for seat in 0..4 {
            table.set_seat_text(seat, "random").unwrap();
        }
    }
    click(&mut h, "Exact");
    settle(&mut h);
    // Four random hands preflop cannot be enumerated in reasonable time (two can: the range
    // counter does that in seconds): the seats say there is no result and the status bar says
    // why.
    assert_eq!(h.query_all_by_label("no result: see the table").count(), 4);
    assert!(h.query_by_label_contains("would take too long").is_some());
    // Back to automatic counting: sampled figures appear.
    click(&mut h, "Auto");
    settle(&mut h);
    let shown = h.state().hand_odds().current_result().unwrap();
    assert!((shown.equity(0) - 0.25).abs() < 0.01);
}

#[test]
fn the_theme_and_the_deck_colours_are_chosen_from_the_top_bar() {
    let mut h = harness();
    h.get_by_label("Theme").click();
    h.run_ok();
    h.get_by_label("Light").click();
    h.run_ok();
    assert_eq!(
        h.state().settings().theme,
        pokerlab_app::app::ThemeChoice::Light
    );
    assert_eq!(h.ctx.theme(), egui::Theme::Light);
    h.get_by_label("Deck colours").click();
    h.run_ok();
    h.get_by_label("Four-colour deck").click();
    h.run_ok();
    assert!(h.state().settings().four_color_deck);
    // Keyboard: Ctrl+2 opens the Odds Grid.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num2);
    h.run_ok();
    assert_eq!(h.state().tab(), Tab::OddsGrid);
}

#[test]
fn a_slow_exact_count_shows_an_estimate_first_then_the_exact_figures() {
    const SEATS: [&str; 10] = [
        "AsKs", "QdQc", "7h6h", "JcTc", "9s9d", "8c8d", "5h4h", "Ad2d", "KhQh", "random",
    ];
    let mut h = harness();
    {
        let tab = h.state_mut().hand_odds_mut();
        tab.set_counting(pokerlab_app::app::hand_odds::table::Counting::Exact);
        let table = tab.table_mut();
        for _ in 2..SEATS.len() {
            table.add_seat();
        }
        for (i, seat) in SEATS.iter().enumerate() {
            table.set_seat_text(i, seat).unwrap();
        }
    }
    // Within a few frames (the estimate samples for about 10 ms), numbers are on screen.
    let start = Instant::now();
    while h.state().hand_odds().current_result().is_none() {
        h.step();
        std::thread::sleep(Duration::from_millis(5));
        assert!(start.elapsed() < Duration::from_secs(5), "no estimate");
    }
    if !h.state().hand_odds().is_settled() {
        h.step();
        let group = h.get_by_label("Player 1 seat");
        assert!(group.query_by_label_contains("estimate").is_some());
    }
    settle(&mut h);
    let expected = calculate(
        &EquityRequest::parse(&SEATS)
            .unwrap()
            .with_method(pokerlab::equity::Method::Exact),
    )
    .unwrap();
    assert_shows(&h, &expected);
}

#[test]
fn each_flop_card_clicked_updates_the_figures() {
    let mut h = harness();
    deal(&mut h, "Player 1, first card", &["As", "Ks", "Qd", "Qc"]);
    let mut board = String::new();
    for (n, card) in ["Jh", "Th", "2c"].into_iter().enumerate() {
        click(&mut h, &card.parse::<Card>().unwrap().name());
        board.push_str(card);
        assert_eq!(h.state().hand_odds().table().board_len(), n + 1);
        settle(&mut h);
        // One and two flop cards are counted, not refused.
        let expected = calculate(&request(&["AsKs", "QdQc"], &board)).unwrap();
        assert_shows(&h, &expected);
        if n < 2 {
            let status = h.state().hand_odds().status_line();
            assert!(
                status.starts_with(&format!("Flop ({} of 3 cards)", n + 1)),
                "{status}"
            );
        }
    }
}
