//! Ranges across streets in the Hand Odds tab, driven by accessibility labels: a range seat
//! continues with ticked holdings on the flop and on the turn, the next streets' equities are
//! counted with the narrowed range (against the engine run directly on it), each step is
//! undone last first, and the steps survive a restart; the same for an equity threshold (the
//! combos the engine counts at or over it, or a ticked line).

#![allow(clippy::unwrap_used)] // test code: a panic is a failure report

use crate::common::{MemoryStorage, harness, harness_with, settle, type_into};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use pokerlab::cards::CardSet;
use pokerlab::equity::{EquityRequest, Method, PlayerSpec, calculate, combo_equities};
use pokerlab::range::{Keep, Range, narrow};
use pokerlab_app::app::hand_odds::Action;
use pokerlab_app::app::hand_odds::table::Street;
use pokerlab_app::ui::PokerlabApp;

const HERO: &str = "QQ+,AKs";
const VILLAIN: &str = "22+,A2s+,KTs+,QJs,JTs,T9s,AJo+";

/// Clicks through the accessibility tree and runs two frames.
fn click(h: &mut Harness<'_, PokerlabApp>, label: &str) {
    h.get_by_label(label).click_accesskit();
    h.step();
    h.step();
}

fn range(text: &str) -> Range {
    text.parse().unwrap()
}

/// The weighted size of `r` with `dead` out of the deck, summed combo by combo.
fn weighted_live(r: &Range, dead: CardSet) -> f64 {
    r.live(dead).map(|(_, w)| f64::from(w)).sum()
}

fn cards(text: &str) -> CardSet {
    text.parse().unwrap()
}

/// Player 2's range as the deal holds it on `street`.
fn villain_on(h: &Harness<'_, PokerlabApp>, street: Street) -> Range {
    let deal = h.state().hand_odds().deal().unwrap();
    deal.players_on(street)[1].range().unwrap().clone()
}

fn on_the_flop() -> Harness<'static, PokerlabApp> {
    on_the_flop_with(VILLAIN)
}

fn on_the_flop_with(villain: &str) -> Harness<'static, PokerlabApp> {
    let mut h = harness();
    type_into(&mut h, "Player 1 cards", HERO);
    type_into(&mut h, "Player 2 cards", villain);
    type_into(&mut h, "Board cards", "Qh7h2c");
    settle(&mut h);
    click(&mut h, "Show player 2 holdings");
    settle(&mut h);
    h
}

#[test]
fn a_range_continues_street_by_street_and_each_step_is_undone() {
    let mut h = on_the_flop();
    // Nothing ticked: the button does nothing.
    click(&mut h, "Player 2 continues with the ticked lines");
    assert!(h.state().hand_odds().continuing().steps(1).is_none());
    // The new classes ticked one by one are the earlier keys' groups.
    click(&mut h, "Player 2 continues with Top pair, top kicker");
    click(&mut h, "Player 2 continues with Top pair, good kicker");
    click(&mut h, "Player 2 continues with Set");
    click(&mut h, "Player 2 continues with Nut flush draw");
    click(&mut h, "Player 2 continues with Non-nut flush draw");
    click(&mut h, "Player 2 continues with the ticked lines");
    settle(&mut h);
    let flop = cards("Qh7h2c");
    let keep: Keep = "set,top_pair,flush_draw".parse().unwrap();
    let turn_range = narrow(&range(VILLAIN), flop, CardSet::EMPTY, &keep);
    assert_eq!(villain_on(&h, Street::Turn), turn_range);
    assert_eq!(villain_on(&h, Street::Flop), range(VILLAIN));
    // The sizes street by street, as the panel shows them, at once (no turn dealt yet),
    // with the lines continued with still ticked.
    let panel = h.state().hand_odds().seat_breakdown();
    let ticked: Vec<_> = panel
        .made
        .iter()
        .chain(&panel.draws)
        .filter(|r| r.ticked)
        .map(|r| r.line)
        .collect();
    assert_eq!(ticked.len(), 5, "the five lines ticked above: {ticked:?}");
    let live = |r: &Range| weighted_live(r, flop);
    let sizes: Vec<(Street, f64)> = panel.streets.iter().map(|s| (s.street, s.combos)).collect();
    assert_eq!(
        sizes,
        [
            (Street::Flop, live(&range(VILLAIN))),
            (Street::Turn, live(&turn_range))
        ]
    );
    assert!(
        h.query_by(|n| n.data().label() == Some("Player 2 range by street"))
            .is_some()
    );
    // And the turn's range itself, at once: its size and its grid, each class filled by the
    // share of its combos the narrowed range keeps (narrowed directly above).
    let next = panel
        .next_range
        .as_ref()
        .expect("the turn's range before the turn");
    assert_eq!(next.street, Street::Turn);
    assert_eq!(next.combos, live(&turn_range));
    for class in pokerlab::range::HandClass::all() {
        let kept: f32 =
            class.combos().map(|c| turn_range.weight(c)).sum::<f32>() / class.combo_count() as f32;
        assert!((next.classes[class.index()] - kept).abs() < 1e-6, "{class}");
    }
    let words = format!(
        "Player 2 on the turn: {}",
        pokerlab::format::weighted_combos(live(&turn_range))
    );
    assert!(h.query_by_label(&words).is_some(), "{words}");
    for cell in ["AA", "QJs", "72o"] {
        let name = format!("Player 2 turn range cell {cell}");
        assert!(h.query_by_label_contains(&name).is_some(), "{name}");
    }

    // The turn: its equities are those of the narrowed range.
    h.state_mut()
        .hand_odds_mut()
        .apply(Action::BoardText("Qh7h2c9h".to_owned()))
        .unwrap();
    h.step();
    settle(&mut h);
    let request = EquityRequest::new(vec![
        PlayerSpec::Range(range(HERO)),
        PlayerSpec::Range(turn_range.clone()),
    ])
    .with_board(cards("Qh7h2c9h"));
    let expected = calculate(&request).unwrap();
    let shown = h.state().hand_odds().current_result().unwrap().clone();
    assert_eq!(shown.tally, expected.tally);
    // The holdings now are the narrowed range's.
    let panel = h.state().hand_odds().seat_breakdown();
    assert_eq!(
        panel.combos,
        Some(request.holdings(1).unwrap().total()),
        "the turn's holdings count the narrowed range"
    );
    let turn_size = panel
        .streets
        .iter()
        .find(|s| s.street == Street::Turn)
        .unwrap();
    assert_eq!(
        Some(turn_size.combos),
        panel.combos,
        "by street agrees with now"
    );
    // On the turn: continue with flushes and better only.
    click(&mut h, "Player 2 continues with Flush");
    click(&mut h, "Player 2 continues with the ticked lines");
    settle(&mut h);
    let turn = cards("Qh7h2c9h");
    let river_range = narrow(&turn_range, turn, CardSet::EMPTY, &"flush".parse().unwrap());
    assert!(!river_range.is_empty() && river_range.count() < turn_range.count());
    assert_eq!(villain_on(&h, Street::River), river_range);
    assert_eq!(villain_on(&h, Street::Turn), turn_range);

    // Saved and restarted: the steps are kept.
    let mut storage = MemoryStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);
    let mut h2 = harness_with(Some(&storage));
    settle(&mut h2);
    assert_eq!(villain_on(&h2, Street::River), river_range);
    drop(h2);

    // Undo: the turn's step first, then the flop's.
    click(&mut h, "Undo player 2's last narrowing");
    assert_eq!(villain_on(&h, Street::River), turn_range);
    click(&mut h, "Undo player 2's last narrowing");
    assert_eq!(villain_on(&h, Street::River), range(VILLAIN));
    assert!(h.state().hand_odds().continuing().steps(1).is_none());
}

#[test]
fn a_step_that_keeps_nothing_is_refused_and_a_new_range_drops_the_steps() {
    let mut h = on_the_flop();
    // Player 1 (QQ+, AKs) has no straight on Qh7h2c: refused with a message.
    click(&mut h, "Show player 1 holdings");
    settle(&mut h);
    assert!(
        h.query_by_label("Player 1 continues with Straight")
            .is_none()
    );
    click(&mut h, "Player 1 continues with Set");
    click(&mut h, "Player 1 continues with the ticked lines");
    settle(&mut h);
    assert_eq!(
        villain_on_player(&h, 0, Street::Turn),
        narrow(
            &range(HERO),
            cards("Qh7h2c"),
            CardSet::EMPTY,
            &"set".parse().unwrap()
        )
    );
    // A new range typed in the seat: its steps are gone.
    h.state_mut()
        .hand_odds_mut()
        .apply(Action::SeatText(0, "JJ+".to_owned()))
        .unwrap();
    h.step();
    settle(&mut h);
    assert!(h.state().hand_odds().continuing().steps(0).is_none());
    assert_eq!(villain_on_player(&h, 0, Street::Turn), range("JJ+"));
}

fn villain_on_player(h: &Harness<'_, PokerlabApp>, k: usize, street: Street) -> Range {
    let deal = h.state().hand_odds().deal().unwrap();
    deal.players_on(street)[k].range().unwrap().clone()
}

/// Player 2 with weights: half of each pair, three quarters of the offsuit aces.
const WEIGHTED: &str = "22+:0.5,A2s+,KTs+,QJs,JTs,T9s,AJo+:0.75";

/// Player 2's combos (of `WEIGHTED`) with at least `threshold` equity against player 1 on
/// `board`, as the engine counts each alone, at their weights, with `also` added.
fn at_least(threshold: f64, board: &str, also: Range) -> Range {
    let request = EquityRequest::new(vec![
        PlayerSpec::Range(range(HERO)),
        PlayerSpec::Range(range(WEIGHTED)),
    ])
    .with_board(cards(board))
    .with_method(Method::Exact);
    let mut kept = also;
    for c in combo_equities(&request, 1).unwrap() {
        if c.equity >= threshold {
            kept.set(c.combo, c.weight);
        }
    }
    kept
}

#[test]
fn a_range_continues_with_an_equity_threshold() {
    let mut h = on_the_flop_with(WEIGHTED);
    // Not a number, then out of range: refused with a message, no step made.
    type_into(&mut h, "Player 2 equity threshold", "abc");
    // Said under the field as soon as typed, and again when the button is pressed.
    assert_eq!(
        h.state()
            .hand_odds()
            .seat_breakdown()
            .threshold_error
            .as_deref(),
        Some("equity threshold `abc`: give a percentage from 0 to 100, like 40 or 37.5")
    );
    click(&mut h, "Player 2 continues with the ticked lines");
    let message = h.state().hand_odds().message().unwrap().to_owned();
    assert!(
        message.contains("give a percentage from 0 to 100"),
        "{message}"
    );
    for typed in ["150", "-5"] {
        h.state_mut()
            .hand_odds_mut()
            .apply(Action::ThresholdText(typed.to_owned()))
            .unwrap();
        click(&mut h, "Player 2 continues with the ticked lines");
        let message = h.state().hand_odds().message().unwrap().to_owned();
        assert!(message.contains("from 0 to 100"), "{message}");
    }
    assert!(h.state().hand_odds().continuing().steps(1).is_none());

    // A threshold no hand reaches: taken back once counted, with a message.
    h.state_mut()
        .hand_odds_mut()
        .apply(Action::ThresholdText(String::new()))
        .unwrap();
    h.step();
    type_into(&mut h, "Player 2 equity threshold", "100");
    click(&mut h, "Player 2 continues with the ticked lines");
    settle(&mut h);
    h.step();
    assert!(h.state().hand_odds().continuing().steps(1).is_none());
    let message = h.state().hand_odds().message().unwrap().to_owned();
    assert!(message.contains("100 % equity or more"), "{message}");

    // Sets, or 45 % or more against player 1: either keeps a combo.
    type_into(&mut h, "Player 2 equity threshold", "45");
    click(&mut h, "Player 2 continues with Set");
    click(&mut h, "Player 2 continues with the ticked lines");
    settle(&mut h);
    let flop = cards("Qh7h2c");
    let sets = narrow(
        &range(WEIGHTED),
        flop,
        CardSet::EMPTY,
        &"set".parse().unwrap(),
    );
    let turn_range = at_least(0.45, "Qh7h2c", sets.clone());
    assert!(turn_range.count() > sets.count());
    assert!(turn_range.count() < range(WEIGHTED).count_live(flop));
    assert_eq!(villain_on(&h, Street::Turn), turn_range);
    // Weights kept: each combo as in the whole range (the sets at half weight).
    let whole = range(WEIGHTED);
    let weights: Vec<f32> = villain_on(&h, Street::Turn)
        .live_combos(flop)
        .into_iter()
        .map(|(combo, _, weight)| {
            assert_eq!(weight, whole.weight(combo), "{combo}");
            weight
        })
        .collect();
    assert!(weights.contains(&0.5), "{weights:?}");
    let panel = h.state().hand_odds().seat_breakdown();
    let sizes: Vec<(Street, f64)> = panel.streets.iter().map(|s| (s.street, s.combos)).collect();
    assert_eq!(
        sizes,
        [
            (Street::Flop, weighted_live(&range(WEIGHTED), flop)),
            (Street::Turn, weighted_live(&turn_range, flop))
        ]
    );
    // On the street the table is on, "by street" and "now" count the same.
    assert_eq!(panel.streets[0].combos, panel.combos.unwrap());
    assert!(panel.threshold.is_empty(), "the field is emptied once used");

    // The turn: its equities are counted on the narrowed range.
    h.state_mut()
        .hand_odds_mut()
        .apply(Action::BoardText("Qh7h2c9h".to_owned()))
        .unwrap();
    h.step();
    settle(&mut h);
    let request = EquityRequest::new(vec![
        PlayerSpec::Range(range(HERO)),
        PlayerSpec::Range(turn_range.clone()),
    ])
    .with_board(cards("Qh7h2c9h"));
    let expected = calculate(&request).unwrap();
    let shown = h.state().hand_odds().current_result().unwrap().clone();
    assert_eq!(shown.tally, expected.tally);

    // Saved and restarted: the threshold step is kept, and narrows the same.
    let mut storage = MemoryStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);
    assert!(
        storage.0.values().any(|v| v.contains("min_equity:45")),
        "the step is saved with its threshold"
    );
    let mut h2 = harness_with(Some(&storage));
    settle(&mut h2);
    h2.step();
    settle(&mut h2);
    assert_eq!(villain_on(&h2, Street::Turn), turn_range);
    drop(h2);

    // Undo: the whole range again.
    click(&mut h, "Undo player 2's last narrowing");
    settle(&mut h);
    assert_eq!(villain_on(&h, Street::Turn), range(WEIGHTED));
    assert!(h.state().hand_odds().continuing().steps(1).is_none());
}
