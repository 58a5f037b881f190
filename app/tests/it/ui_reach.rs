//! Every control reachable on a laptop's screen: at 1366×768 and 1280×720, each interactive
//! widget of each tab (with each dialog open) lies within the window, or is brought inside
//! it by scrolling it into view (its scroll area's "scroll into view", as a screen reader or
//! a mouse wheel would). A widget cut off by a panel that does not scroll fails.
//!
//! And where the eye is: the video-poker tutor's question is on screen in ten-play without
//! scrolling; on a wide window the strategy panel shows beside the hands.

use egui::accesskit::{NodeId, Role};
use egui::{Pos2, Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use pokerlab::parse_cards;
use pokerlab::video_poker::Deck;
use pokerlab_app::app::Tab;
use pokerlab_app::ui::PokerlabApp;

use crate::common::{deal, harness_sized, open, settle, wait};
use crate::ui_solve::solve_by_click;

/// The laptop screens checked.
const LAPTOPS: [Vec2; 2] = [Vec2::new(1366.0, 768.0), Vec2::new(1280.0, 720.0)];

/// How far (points) a widget's edge may stray past the window: rounding, a frame's stroke.
const SLACK: f32 = 1.0;

/// The window's rectangle, a little grown by [`SLACK`].
fn window(size: Vec2) -> Rect {
    Rect::from_min_size(Pos2::ZERO, size).expand(SLACK)
}

/// The interactive widgets on screen now: id, a name for the report, rectangle.
fn controls(h: &Harness<'_, PokerlabApp>) -> Vec<(NodeId, String, Rect)> {
    h.query_all_by(|n| egui::accessibility::is_input(n.role()) && n.role() != Role::ScrollBar)
        .map(|n| {
            let node = n.accesskit_node();
            let name = node
                .label()
                .or_else(|| node.value())
                .unwrap_or_else(|| format!("{:?}", node.role()));
            (node.locate().0, name, n.rect())
        })
        .collect()
}

/// Checks that every interactive widget lies within the window, or comes inside it when
/// scrolled into view; `scene` names what is on screen in the failure report.
fn assert_reachable(h: &mut Harness<'_, PokerlabApp>, size: Vec2, scene: &str) {
    h.run_ok();
    let win = window(size);
    let all = controls(h);
    assert!(!all.is_empty(), "{scene}: no controls at all");
    let mut unreachable = Vec::new();
    for (id, name, rect) in all {
        if win.contains_rect(rect) {
            continue;
        }
        let Some(node) = h.query_by(move |n| n.locate().0 == id) else {
            continue; // gone after an earlier scroll re-laid the panel out: checked below
        };
        node.scroll_to_me();
        h.run_ok();
        match h.query_by(move |n| n.locate().0 == id) {
            Some(node) if win.contains_rect(node.rect()) => {}
            Some(node) => unreachable.push(format!("`{name}` at {:?}", node.rect())),
            None => unreachable.push(format!("`{name}` vanished when scrolled to")),
        }
    }
    assert!(
        unreachable.is_empty(),
        "{scene} at {}×{}: {} control(s) out of reach:\n  {}",
        size.x,
        size.y,
        unreachable.len(),
        unreachable.join("\n  ")
    );
}

/// Whether the widget named `label` is on screen as the window is now, unscrolled.
/// Clicks `label` as a person would: scrolled into sight first. A pointer click at a control
/// scrolled out of the window lands on whatever is drawn there instead — with one more tab in
/// the bar (the tab recipe's dummy), on that tab's button.
fn click(h: &mut Harness<'_, PokerlabApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_ok();
    let rect = h.get_by_label(label).rect();
    let size = h.ctx.content_rect().size();
    assert!(
        window(size).contains_rect(rect),
        "`{label}` at {rect:?} is not in sight once scrolled to"
    );
    crate::common::click(h, label);
}

fn in_sight(h: &Harness<'_, PokerlabApp>, size: Vec2, label: &str) -> bool {
    let rect = h.get_by_label(label).rect();
    window(size).contains_rect(rect)
}

fn the_trainer_ready(h: &mut Harness<'_, PokerlabApp>) {
    open(h, Tab::VideoPoker);
    wait(h, "the draw tables", |app| app.video_poker().is_ready());
}

#[test]
fn every_tab_and_dialog_is_reachable_on_a_laptop() {
    for size in LAPTOPS {
        let mut h = harness_sized(size);
        for tab in Tab::ALL {
            open(&mut h, tab);
            assert_reachable(&mut h, size, tab.title());
        }
        // Each tab once more with its work done: three players on a flop, a solve, the flops
        // counted.
        open(&mut h, Tab::HandOdds);
        click(&mut h, "Add player");
        deal(&mut h, "Flop, first card", &["Ah", "Kd", "7c"]);
        settle(&mut h);
        assert_reachable(&mut h, size, "Hand Odds, three players on a flop");
        open(&mut h, Tab::Solve);
        solve_by_click(&mut h);
        assert_reachable(&mut h, size, "Solve, solved");
        open(&mut h, Tab::Flops);
        click(&mut h, "Hit rates only (no equities)");
        click(&mut h, "Count every flop");
        wait(&mut h, "the hit rates", |app| {
            app.flops().report().is_some()
        });
        assert_reachable(&mut h, size, "Flops, counted");
        // Hand Odds: the range editor with its named ranges.
        open(&mut h, Tab::HandOdds);
        click(&mut h, "Player 1 range");
        assert_reachable(&mut h, size, "the range editor");
        click(&mut h, "Pick suits");
        click(&mut h, "Range cell AKs");
        assert_reachable(&mut h, size, "the range editor's suit picker");
        click(&mut h, "Show equity heat map");
        assert_reachable(&mut h, size, "the range editor's equity heat map");
        click(&mut h, "Show range to paint");
        click(&mut h, "Cancel");
        h.run_ok();
        // Video poker: ten hands, dealt.
        the_trainer_ready(&mut h);
        click(&mut h, "10 hands");
        h.run_ok();
        let deck = Deck::stacked(&parse_cards("Ah Ad Ac 7s 2d").unwrap()).unwrap();
        h.state_mut().video_poker_mut().deal_from(deck);
        assert_reachable(&mut h, size, "video poker, ten hands dealt");
    }
}

#[test]
fn the_tutors_question_is_in_sight_in_ten_play() {
    for size in LAPTOPS {
        let mut h = harness_sized(size);
        the_trainer_ready(&mut h);
        click(&mut h, "Tutor: ask before I draw a hold that gives up EV");
        click(&mut h, "10 hands");
        // Four to a royal in a made flush: keeping the flush gives up EV, and the tutor asks.
        let deck = Deck::stacked(&parse_cards("As Ks Qs Js 9s Ts").unwrap()).unwrap();
        h.state_mut().video_poker_mut().deal_from(deck);
        h.run_ok();
        for i in 1..=5 {
            click(&mut h, &format!("Card {i}"));
        }
        h.key_press(egui::Key::Space);
        h.run_ok();
        assert!(
            h.state().video_poker().question().is_some(),
            "Space asks the tutor's question"
        );
        for label in ["Draw anyway", "Change my hold"] {
            assert!(
                in_sight(&h, size, label),
                "{label} out of sight at {size:?}"
            );
        }
        assert_reachable(&mut h, size, "the tutor's question in ten-play");
    }
}

#[test]
fn the_strategy_panel_shows_beside_the_hands_on_a_wide_window() {
    let size = Vec2::new(1920.0, 1080.0);
    let mut h = harness_sized(size);
    the_trainer_ready(&mut h);
    click(&mut h, "10 hands");
    let deck = Deck::stacked(&parse_cards("Ah Ad Ac 7s 2d").unwrap()).unwrap();
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run_ok();
    let strategy = h.get_by_label("STRATEGY").rect();
    let card = h.get_by_label("Card 1").rect();
    assert!(
        window(size).contains_rect(strategy),
        "the strategy panel at {strategy:?} is out of sight"
    );
    assert!(
        strategy.left() > card.right(),
        "the strategy panel ({strategy:?}) is not beside the hands ({card:?})"
    );
}

/// The Practice tab at work on a laptop: a hand dealt and graded, the session with its
/// review open, and the range editor opened from the drill form.
#[test]
fn the_practice_tab_is_reachable_on_a_laptop() {
    for size in LAPTOPS {
        let mut h = harness_sized(size);
        open(&mut h, Tab::Practice);
        h.state_mut().practice_mut().set_disk(None);
        click(&mut h, "Start the drill");
        wait(&mut h, "a practice hand", |app| {
            app.practice().player_to_act()
        });
        h.key_press(egui::Key::Num1);
        h.run_ok();
        assert_reachable(&mut h, size, "Practice, a decision graded");
        while h.state().practice().player_to_act() {
            h.key_press(egui::Key::Num1);
            h.run_ok();
        }
        h.get_by_label("Review hand 1").scroll_to_me();
        h.run_ok();
        click(&mut h, "Review hand 1");
        wait(&mut h, "the review", |app| {
            app.practice()
                .review()
                .and_then(|r| r.view.as_ref())
                .is_some()
        });
        assert_reachable(&mut h, size, "Practice, a hand in review");
        h.get_by_label("Edit the OOP range").scroll_to_me();
        h.run_ok();
        click(&mut h, "Edit the OOP range");
        assert_reachable(&mut h, size, "Practice, the range editor");
    }
}
