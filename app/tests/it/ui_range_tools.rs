//! The range tools of the Hand Odds tab driven like a user would, by accessibility labels:
//! the "What each seat holds" panel (its figures against the engine's, a clicked line
//! highlighted on the range grid), the weight brush, the suit picker, and named ranges saved,
//! loaded and kept across a restart.

#![allow(clippy::unwrap_used)] // test code, helpers included: a panic is a failure report

use crate::common::{MemoryStorage, harness, harness_with, settle, type_into};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use pokerlab::equity::{EquityRequest, calculate};
use pokerlab::eval::{Category, MadeHand};
use pokerlab::format::percent_cell_places;
use pokerlab::range::{Combo, HandClass, Range};
use pokerlab_app::app::hand_odds::breakdown::HoldingLine;
use pokerlab_app::app::hand_odds::library::PRESETS;
use pokerlab_app::app::hand_odds::table::Seat;
use pokerlab_app::ui::PokerlabApp;

/// Clicks the widget named `label` through the accessibility tree (it may be scrolled out of
/// view or under the range editor's window) and runs a frame.
fn click(h: &mut Harness<'_, PokerlabApp>, label: &str) {
    h.get_by_label(label).click_accesskit();
    h.step();
    h.step();
}

fn class(s: &str) -> HandClass {
    s.parse().unwrap()
}

/// The text of the label named `name` (a figure named for screen readers).
fn label_value(h: &Harness<'_, PokerlabApp>, name: &str) -> String {
    h.get_by(|n| n.data().label() == Some(name))
        .value()
        .unwrap_or_default()
}

/// Whether a label named `name` is shown.
fn has_label(h: &Harness<'_, PokerlabApp>, name: &str) -> bool {
    h.query_by(|n| n.data().label() == Some(name)).is_some()
}

fn ranges_on_a_flop() -> Harness<'static, PokerlabApp> {
    let mut h = harness();
    type_into(&mut h, "Player 1 cards", "QQ+, AKs");
    type_into(&mut h, "Player 2 cards", "22+,A2s+,KTs+,AJo+");
    type_into(&mut h, "Board cards", "Qh7h2c");
    settle(&mut h);
    h.run_ok();
    h
}

#[test]
fn the_breakdown_panel_shows_the_engines_final_hands_and_holdings() {
    let mut h = ranges_on_a_flop();
    let request = EquityRequest::parse(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"])
        .unwrap()
        .with_board("Qh7h2c".parse().unwrap());
    let expected = calculate(&request).unwrap();
    // Final hands: every category the engine counts for player 1, as shown.
    let player = &expected.tally.players[0];
    let total: u64 = player.categories.iter().sum();
    assert_eq!(total, expected.tally.total);
    let mut rows = 0;
    for c in Category::ALL {
        let n = player.categories[c.index()];
        if n == 0 {
            assert!(!has_label(&h, &format!("Player 1 ends with {}", c.name())));
            continue;
        }
        rows += 1;
        let share = n as f64 / total as f64;
        let win = player.category_wins[c.index()] as f64 / total as f64;
        assert_eq!(
            label_value(&h, &format!("Player 1 ends with {}", c.name())),
            percent_cell_places(share, 1)
        );
        assert_eq!(
            label_value(&h, &format!("Player 1 wins with {}", c.name())),
            percent_cell_places(win, 1)
        );
    }
    assert!(rows >= 4, "{rows}");
    // Holdings now: the engine's classifier, weighted combos and shares.
    let holdings = request.holdings(0).unwrap();
    let panel = h.state().hand_odds().seat_breakdown();
    assert_eq!(panel.seat, Some(0));
    assert_eq!(panel.combos, Some(holdings.total()));
    assert_eq!(panel.combos, Some(19.0));
    for row in &panel.made {
        let HoldingLine::Made(m) = row.line else {
            panic!()
        };
        assert_eq!(row.combos, holdings.made(m));
        assert_eq!(row.share, holdings.made_share(m));
    }
    let shown: f64 = panel.made.iter().map(|r| r.combos).sum();
    assert_eq!(shown, 19.0);
    assert!(h.query_by_label("Player 1 Set").is_some());
    assert!(h.query_by_label("Player 1 Nut flush draw").is_some());
    // Clicking "Set" highlights QQ (3 of its 6 combos live) on the range grid, and opens it.
    click(&mut h, "Player 1 Set");
    h.run_ok();
    let model = h.state().hand_odds();
    assert_eq!(model.range_editor().map(|e| e.seat()), Some(0));
    let lit = model.highlight_fractions(0).unwrap();
    assert_eq!(lit[class("QQ").index()], 0.5);
    assert_eq!(lit[class("AA").index()], 0.0);
    assert_eq!(
        model.highlight().map(|h| h.line),
        Some(HoldingLine::Made(MadeHand::Set))
    );
    // Clicking it again takes the highlight off.
    click(&mut h, "Player 1 Set");
    assert!(h.state().hand_odds().highlight().is_none());
    // Player 2's holdings: a bigger range.
    click(&mut h, "Show player 2 holdings");
    h.run_ok();
    let panel = h.state().hand_odds().seat_breakdown();
    assert_eq!(panel.seat, Some(1));
    assert_eq!(panel.combos, Some(request.holdings(1).unwrap().total()));
    assert!(h.query_by_label("Player 2 Gutshot").is_some() || !panel.draws.is_empty());
}

/// The range seat `seat` (from 0) holds.
fn seat_range(h: &Harness<'_, PokerlabApp>, seat: usize) -> Range {
    match &h.state().hand_odds().table().seats()[seat] {
        Seat::Range(r) => r.range().clone(),
        other => panic!("{other:?}"),
    }
}

fn combo(s: &str) -> Combo {
    Combo::from_set(s.parse().unwrap()).unwrap()
}

#[test]
fn the_weight_brush_paints_at_its_weight_and_erases() {
    let mut h = harness();
    click(&mut h, "Player 1 range");
    click(&mut h, "Brush 50%");
    click(&mut h, "Range cell AKs");
    let range = seat_range(&h, 0);
    assert_eq!(range.class_fraction(class("AKs")), 0.5);
    assert_eq!(range.count(), 4);
    assert_eq!(
        h.state().hand_odds().range_editor().unwrap().text(),
        "AKs:0.5"
    );
    // The slider follows what was painted: 2 weighted combos of 1,326.
    let top = h.state().hand_odds().range_editor().unwrap().top_percent();
    assert!((f64::from(top) - 200.0 / 1326.0).abs() < 1e-3, "{top}");
    // At 25 % a painted cell is painted: a click erases it; another paints at 25 %.
    click(&mut h, "Brush 25%");
    click(&mut h, "Range cell QQ");
    assert_eq!(seat_range(&h, 0).class_fraction(class("QQ")), 0.25);
    click(&mut h, "Range cell AKs");
    assert_eq!(seat_range(&h, 0).class_fraction(class("AKs")), 0.0);
    // The brush is kept with the tab.
    assert_eq!(h.state().hand_odds().library().brush(), 25);
}

#[test]
fn the_suit_picker_chooses_single_combos_of_a_class() {
    let mut h = harness();
    type_into(&mut h, "Board cards", "Ah7c2d");
    click(&mut h, "Player 2 range");
    click(&mut h, "Pick suits");
    click(&mut h, "Range cell AKs");
    assert_eq!(
        h.state().hand_odds().range_editor().unwrap().suits_for(),
        Some(class("AKs"))
    );
    // The picker lists the class's four combos; two of them are chosen.
    for name in ["AsKs", "AhKh", "AdKd", "AcKc"] {
        assert!(
            h.query_by_label(&format!("Combo {name}")).is_some(),
            "{name}"
        );
    }
    click(&mut h, "Combo AsKs");
    click(&mut h, "Combo AcKc");
    let range = seat_range(&h, 1);
    assert_eq!(range.count(), 2);
    assert_eq!(range.weight(combo("AsKs")), 1.0);
    assert_eq!(range.weight(combo("AcKc")), 1.0);
    assert_eq!(
        h.state().hand_odds().table().seats()[1].text(),
        "(AcKc,AsKs)"
    );
    // A second click takes one out again.
    click(&mut h, "Combo AsKs");
    assert_eq!(seat_range(&h, 1).count(), 1);
    // Offsuit classes have twelve combos.
    click(&mut h, "Range cell AKo");
    assert!(h.query_by_label("Combo AsKh").is_some());
    assert!(h.query_by_label("Combo AhKs").is_some());
}

#[test]
fn a_right_click_on_a_hand_opens_its_suits_without_painting() {
    let mut h = harness();
    click(&mut h, "Player 2 range");
    // Painting mode: a left click paints, a right click only opens the suits.
    h.get_by_label("Range cell KQs").click_secondary();
    h.run();
    let editor = h.state().hand_odds().range_editor().unwrap();
    assert_eq!(editor.suits_for(), Some(class("KQs")));
    // Nothing painted: the seat holds no range yet.
    assert!(!matches!(
        h.state().hand_odds().table().seats()[1],
        Seat::Range(_)
    ));
    click(&mut h, "Combo KhQh");
    assert_eq!(seat_range(&h, 1).count(), 1);
    assert_eq!(seat_range(&h, 1).weight(combo("KhQh")), 1.0);
}

#[test]
fn a_named_range_is_saved_loaded_and_kept_across_a_restart() {
    let mut h = harness();
    type_into(&mut h, "Player 1 cards", "QQ+, AKs");
    click(&mut h, "Player 1 range");
    type_into(&mut h, "Range name", "my 3-bet");
    click(&mut h, "Save range");
    assert_eq!(
        h.state().hand_odds().library_message(),
        Some("Saved “my 3-bet”")
    );
    assert!(h.query_by_label("Named range my 3-bet").is_some());
    // A preset loads into the seat.
    let (preset, text) = PRESETS[0];
    click(&mut h, &format!("Named range {preset}"));
    assert_eq!(seat_range(&h, 0), text.parse::<Range>().unwrap());
    // Saved state, then a new app from it: the named range is there and loads.
    let mut storage = MemoryStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);
    drop(h);
    let mut h = harness_with(Some(&storage));
    click(&mut h, "Player 2 range");
    click(&mut h, "Named range my 3-bet");
    assert_eq!(seat_range(&h, 1), "QQ+,AKs".parse::<Range>().unwrap());
    // Renamed, then deleted.
    type_into(&mut h, "Range name", " value");
    click(&mut h, "Rename range");
    assert!(h.query_by_label("Named range my 3-bet value").is_some());
    assert!(h.query_by_label("Named range my 3-bet").is_none());
    click(&mut h, "Delete range");
    assert!(h.query_by_label("Named range my 3-bet value").is_none());
    assert_eq!(h.state().hand_odds().saved().ranges.named, Vec::new());
}

#[test]
fn paste_reads_the_clipboard_text_as_the_range() {
    let mut h = harness();
    click(&mut h, "Player 1 range");
    click(&mut h, "Paste range");
    h.event(egui::Event::Paste("ATo+ KTo+ QQ:0.5".to_owned()));
    h.step();
    h.step();
    let range = seat_range(&h, 0);
    assert_eq!(range.class_fraction(class("QQ")), 0.5);
    assert_eq!(range.class_fraction(class("AKo")), 1.0);
}

#[test]
fn the_heat_map_shows_each_class_equity_as_the_engine_counts_it() {
    let mut h = ranges_on_a_flop();
    click(&mut h, "Player 1 range");
    click(&mut h, "Show equity heat map");
    settle(&mut h);
    h.run_ok();
    let request = EquityRequest::parse(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"])
        .unwrap()
        .with_board("Qh7h2c".parse().unwrap());
    let expected = pokerlab::equity::class_equities(&request).unwrap();
    let view = h.state().hand_odds().editor_classes().unwrap();
    assert_eq!(view.seat, 0);
    assert!(view.status.starts_with("Exact"), "{}", view.status);
    // Four classes (AA, KK, QQ, AKs), highest equity first, figures as the engine's.
    assert_eq!(view.sorted.len(), 4);
    assert_eq!(view.sorted[0].class, class("QQ"));
    for c in expected.classes(0) {
        let shown = view.class(c.class).unwrap();
        assert_eq!(shown.counts, c.counts);
        assert_eq!(shown.combos, c.combos);
        // The cell's figure, as a screen reader reads it.
        let name = format!("Equity of {}", c.class);
        let cell = h.get_by_label(&name);
        assert_eq!(cell.value().unwrap(), format!("{:.1}%", 100.0 * c.equity));
    }
    assert!(view.sorted.windows(2).all(|w| w[0].equity >= w[1].equity));
    // Classes outside the range have no figure.
    assert_eq!(view.values[class("72o").index()], None);
    // The equity distribution under the list: each combo alone against the other seat (the
    // engine's seat equities), drawn and read out; AKs's combos differ with the hearts.
    let combos = pokerlab::equity::combo_equities(&request, 0).unwrap();
    assert!(view.distribution_by_combo);
    assert_eq!(
        view.distribution,
        pokerlab::equity::combo_distribution(&combos)
    );
    assert_eq!(view.distribution.len(), request.live_combos(0).len());
    for combo in &combos {
        let alone = EquityRequest::new(vec![
            pokerlab::equity::PlayerSpec::parse(&combo.combo.to_string()).unwrap(),
            request.players[1].clone(),
        ])
        .with_board(request.board);
        assert_eq!(combo.equity, calculate(&alone).unwrap().equity(0));
    }
    let plot = h.get_by_label_contains("Equity distribution of Player 1");
    let said = plot.accesskit_node().label().unwrap_or_default();
    let best = format!("best {:.1}%", 100.0 * view.distribution[0][1]);
    assert!(said.contains(&best), "{said}");
    // Back to painting: the job is dropped.
    click(&mut h, "Show range to paint");
    assert!(h.state().hand_odds().editor_classes().is_none());
}
