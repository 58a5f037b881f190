//! Range seats in the Hand Odds tab, driven like a user would: a range typed into a seat's
//! field, painted on the range editor's grid (clicks and a drag), set with the top-% slider;
//! the numbers on screen checked against the equity engine computed directly; saved and
//! restored; bad text refused with the position of the fault.

#![allow(clippy::unwrap_used)] // test code, helpers included: a panic is a failure report

use crate::common::{MemoryStorage, click, harness, harness_with, settle, type_into};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use pokerlab::CardSet;
use pokerlab::equity::{EquityRequest, calculate};
use pokerlab::range::{Range, top_percent};
use pokerlab_app::app::hand_odds::table::Seat;
use pokerlab_app::ui::PokerlabApp;

/// The text of the label in `seat`'s plate (from 1) that satisfies `pred`.
fn seat_label(h: &Harness<'_, PokerlabApp>, seat: usize, pred: impl Fn(&str) -> bool) -> String {
    let name = format!("Player {seat} seat");
    let group = h.get_by_label(&name);
    let node = group.get_by(|n| n.role() == Role::Label && n.value().is_some_and(|v| pred(&v)));
    node.value().unwrap()
}

fn seat(h: &Harness<'_, PokerlabApp>, index: usize) -> Seat {
    h.state().hand_odds().table().seats()[index].clone()
}

#[test]
fn a_typed_range_shows_the_engines_exact_equity_and_its_live_combos() {
    let mut h = harness();
    type_into(&mut h, "Player 1 cards", "QQ+, AKs");
    type_into(&mut h, "Player 2 cards", "22+,A2s+,KTs+,AJo+");
    type_into(&mut h, "Board cards", "Qh7h2c");
    assert_eq!(seat(&h, 0).text(), "QQ+,AKs");
    assert_eq!(seat(&h, 1).text(), "22+,A2s+,KTs+,AJo+");
    settle(&mut h);
    let expected = calculate(
        &EquityRequest::parse(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"])
            .unwrap()
            .with_board("Qh7h2c".parse().unwrap()),
    )
    .unwrap();
    let shown = h.state().hand_odds().current_result().unwrap().clone();
    assert_eq!(shown.tally, expected.tally);
    assert_eq!(shown.method, pokerlab::equity::MethodUsed::Exact);
    for k in 0..2 {
        let seat = k + 1;
        assert_eq!(
            seat_label(&h, seat, |v| v.starts_with("Win ")),
            format!("Win {:.1}%", 100.0 * expected.win(k))
        );
        assert_eq!(
            seat_label(&h, seat, |v| v.ends_with('%') && !v.contains(' ')),
            format!("{:.1}%", 100.0 * expected.equity(k))
        );
        let name = format!("Player {seat} seat");
        let group = h.get_by_label(&name);
        assert!(
            group.query_by_label("exact").is_some(),
            "player {seat} badge"
        );
    }
    // Each plate shows its range and the combos the board leaves it.
    let board: CardSet = "Qh 7h 2c".parse().unwrap();
    let live = "QQ+,AKs".parse::<Range>().unwrap().count_live(board);
    assert_eq!(live, 22 - 3); // the queen of hearts blocks three queens
    assert_eq!(
        seat_label(&h, 1, |v| v.ends_with("combos")),
        format!("{live} combos")
    );
    assert_eq!(seat_label(&h, 1, |v| v.contains("QQ+")), "QQ+,AKs");
    // No outs for range seats, and no crash drawing them.
    assert!(h.query_by_label_contains("Out for player").is_none());
    assert_eq!(h.unnamed_widgets(), Vec::<String>::new());
    // The small grid on the plate opens the editor on that range.
    click(&mut h, "Edit player 2 range");
    h.run_ok();
    assert_eq!(
        h.get_by_label("Player 2 range text").value().as_deref(),
        Some("22+,A2s+,KTs+,AJo+")
    );
}

#[test]
fn painting_cells_changes_the_seat_and_its_text() {
    let mut h = harness();
    click(&mut h, "Player 2 range");
    h.run_ok();
    assert_eq!(h.state().hand_odds().range_editor().unwrap().seat(), 1);
    assert_eq!(h.unnamed_widgets(), Vec::<String>::new());
    click(&mut h, "Range cell AA");
    click(&mut h, "Range cell AKs");
    h.run_ok();
    assert_eq!(seat(&h, 1).text(), "AA,AKs");
    assert_eq!(
        h.get_by_label("Player 2 range text").value().as_deref(),
        Some("AA,AKs")
    );
    // The side panel's field follows.
    assert_eq!(
        h.get_by_label("Player 2 cards").value().as_deref(),
        Some("AA,AKs")
    );
    // A drag from KK across KQs to KJs paints all three: the first cell was empty.
    let at = |h: &Harness<'_, PokerlabApp>, name: &str| h.get_by_label(name).rect().center();
    let (kk, kqs, kjs) = (
        at(&h, "Range cell KK"),
        at(&h, "Range cell KQs"),
        at(&h, "Range cell KJs"),
    );
    h.hover_at(kk);
    h.step();
    h.drag_at(kk);
    h.step();
    for pos in [kqs, kjs] {
        h.hover_at(pos);
        h.step();
    }
    h.drop_at(kjs);
    h.step();
    h.run_ok();
    assert_eq!(seat(&h, 1).text(), "KK+,AKs,KJs+");
    // A drag that starts on a selected cell erases.
    let aks = at(&h, "Range cell AKs");
    h.hover_at(kqs);
    h.step();
    h.drag_at(kqs);
    h.step();
    h.hover_at(kjs);
    h.step();
    h.drop_at(kjs);
    h.step();
    h.run_ok();
    assert_eq!(seat(&h, 1).text(), "KK+,AKs");
    // A click on a selected cell clears it.
    h.hover_at(aks);
    click(&mut h, "Range cell AKs");
    h.run_ok();
    assert_eq!(seat(&h, 1).text(), "KK+");
    // Clicking the only selected cells off empties the seat.
    click(&mut h, "Clear");
    h.run_ok();
    assert_eq!(seat(&h, 1), Seat::default());
    click(&mut h, "Done");
    assert!(h.state().hand_odds().range_editor().is_none());
}

#[test]
fn the_top_percent_slider_sets_the_range_and_cancel_puts_the_seat_back() {
    let mut h = harness();
    type_into(&mut h, "Player 1 cards", "AsKs");
    click(&mut h, "Player 1 range");
    h.run_ok();
    // The editor opens on the seat's hand as a one-combo range.
    assert_eq!(
        h.state()
            .hand_odds()
            .range_editor()
            .unwrap()
            .range()
            .count(),
        1
    );
    h.get_by_label("Top percent").set_value_accesskit(15.0);
    h.step();
    h.run_ok();
    let top = top_percent(15.0);
    let Seat::Range(range) = seat(&h, 0) else {
        panic!("{:?}", seat(&h, 0))
    };
    assert_eq!(range.range(), &top);
    // Top 15%: 198 combos here, 15% of 1326 is 198.9.
    assert!((top.count() as f64 - 198.9).abs() <= 6.0, "{}", top.count());
    let combos = format!("{} combos", top.count());
    assert_eq!(seat_label(&h, 1, |v| v.ends_with("combos")), combos);
    assert!(
        h.query_by_label_contains(&format!("{} combos · ", top.count()))
            .is_some()
    );
    click(&mut h, "Cancel");
    h.run_ok();
    assert_eq!(seat(&h, 0).text(), "AsKs");
    assert!(h.state().hand_odds().range_editor().is_none());
}

#[test]
fn a_range_seat_survives_a_restart() {
    let mut h = harness();
    type_into(&mut h, "Player 1 cards", "AA:0.5, KK, AhKd");
    type_into(&mut h, "Player 2 cards", "15%");
    let before = h.state().hand_odds().table().clone();
    assert!(matches!(before.seats()[0], Seat::Range(_)));
    let mut storage = MemoryStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);
    drop(h);
    let h = harness_with(Some(&storage));
    let after = h.state().hand_odds().table();
    assert_eq!(after.seats(), before.seats());
    let Seat::Range(range) = &after.seats()[0] else {
        panic!()
    };
    assert!((range.range().total_weight() - (3.0 + 6.0 + 1.0)).abs() < 1e-6);
}

#[test]
fn a_bad_range_shows_the_position_and_keeps_the_seat() {
    let mut h = harness();
    type_into(&mut h, "Player 2 cards", "QQ+");
    let before = seat(&h, 1);
    h.get_by_label("Player 2 cards").focus();
    h.step();
    for _ in 0..3 {
        h.key_press(egui::Key::Backspace);
        h.step();
    }
    h.get_by_label("Player 2 cards").type_text("QQ+, AZs");
    h.step();
    h.key_press(egui::Key::Enter);
    h.step();
    h.step();
    assert_eq!(seat(&h, 1), before);
    assert_eq!(
        h.get_by_label("Player 2 cards").value().as_deref(),
        Some("QQ+, AZs")
    );
    assert!(
        h.query_by_label("unknown hand `AZs` at 5").is_some(),
        "no inline error"
    );
}

#[test]
fn a_range_the_board_blocks_entirely_is_explained() {
    let mut h = harness();
    type_into(&mut h, "Player 1 cards", "AA");
    type_into(&mut h, "Player 2 cards", "KdKc");
    type_into(&mut h, "Board cards", "AsAhAd");
    settle(&mut h);
    assert_eq!(seat_label(&h, 1, |v| v == "no hand left"), "no hand left");
    assert!(
        h.query_by_label_contains("Player 1's range has no hand left")
            .is_some()
    );
    // Another board brings it back.
    h.state_mut()
        .hand_odds_mut()
        .table_mut()
        .set_board_text("Qh7h2c")
        .unwrap();
    settle(&mut h);
    assert!(h.state().hand_odds().current_result().is_some());
    assert_eq!(seat_label(&h, 1, |v| v.ends_with("combos")), "6 combos");
}
