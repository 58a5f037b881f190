//! The range tools of the Hand Odds tab driven like a user would, by accessibility labels:
//! the "What each seat holds" panel (its figures against the engine's, a clicked line
//! highlighted on the range grid), the weight brush, the suit picker, and named ranges saved,
//! loaded and kept across a restart.

#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test code, helpers included: a panic is a failure report

mod common;

use common::{harness, settle, type_into};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use pokerlab::app::hand_odds::breakdown::HoldingLine;
use pokerlab::equity::{EquityRequest, calculate};
use pokerlab::eval::{Category, MadeHand};
use pokerlab::format::percent_places;
use pokerlab::range::HandClass;
use pokerlab::ui::PokerlabApp;

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
    h.query_by(|n| n.data().label() == Some(name))
        .is_some()
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
            percent_places(share, 1)
        );
        assert_eq!(
            label_value(&h, &format!("Player 1 wins with {}", c.name())),
            percent_places(win, 1)
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
    assert!(h.query_by_label("Player 1 Flush draw").is_some());
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
