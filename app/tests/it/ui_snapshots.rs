//! Pictures of every tab in a few states, compared pixel by pixel with the PNGs checked in
//! under `tests/snapshots/`. They exist as a safety net for restructuring the UI code: the
//! other UI tests check figures and labels, these check that the window still *looks* the
//! same — layout, colours, card pictures, charts — in both themes and both deck styles.
//!
//! Every picture is deterministic: exact results only (no Monte Carlo), stacked video-poker
//! decks, frame timings off, the pointer off the window, card pictures fully rendered; the one
//! run-dependent text, the elapsed time in the status line (`… enumerated in 5 ms`), is
//! masked (a magenta box). So are the tab buttons: a tab's pictures show its content, and the
//! one picture of the tab bar (`tab_bar`) is the only one a new tab redraws. A change in a picture fails the test and leaves
//! `tests/snapshots/NAME.new.png` and `NAME.diff.png` beside the old one; if the change is
//! intended, `UPDATE_SNAPSHOTS=1 cargo test --release --test it -- ui_snapshots::` rewrites them.
//!
//! Rendering needs a wgpu adapter (on Linux without a GPU: `mesa-vulkan-drivers`, whose
//! llvmpipe is a software Vulkan driver). Without one each test says so on stderr and passes,
//! unless `POKERLAB_REQUIRE_SNAPSHOTS=1` (as in `.ci/run`), which makes that a failure.

#![allow(clippy::unwrap_used)] // test code, helpers included: a panic is a failure report

use crate::common::{
    click, deal, mentions_duration, open, settle, snapshot, snapshot_harness, snapshot_tab_bar,
    type_into,
};

use egui_kittest::kittest::Queryable;
use pokerlab::art::DeckStyle;
use pokerlab::equity::MethodUsed;
use pokerlab::parse_cards;
use pokerlab::video_poker::Deck;
use pokerlab_app::app::Command;
use pokerlab_app::app::Tab;
use pokerlab_app::app::ThemeChoice;
use pokerlab_app::app::solve::{Action as SolveAction, Field};
use pokerlab_app::app::video_poker::ChartState;
use pokerlab_app::ui::PokerlabApp;

/// Whether the Hand Odds table is finished, with exact figures.
fn hand_odds_exact(app: &PokerlabApp) -> bool {
    app.hand_odds().is_settled()
        && app
            .hand_odds()
            .current_result()
            .is_some_and(|r| r.method == MethodUsed::Exact)
}

/// A three-way all-in on the flop (the README's picture): As Ks, Qd Qc, 7h 6h on Jh Th 2c.
fn three_way_flop(h: &mut egui_kittest::Harness<'_, PokerlabApp>) {
    click(h, "Add player");
    deal(
        h,
        "Player 1, first card",
        &["As", "Ks", "Qd", "Qc", "7h", "6h", "Jh", "Th", "2c"],
    );
}

#[test]
fn hand_odds_fresh() {
    let Some(mut h) = snapshot_harness("hand_odds_fresh", ThemeChoice::Dark) else {
        return;
    };
    snapshot(&mut h, "hand_odds_fresh", |app| {
        app.hand_odds().is_settled()
    });
}

#[test]
fn hand_odds_three_way_flop_dark_light_and_four_colour() {
    let Some(mut h) = snapshot_harness("hand_odds_three_way_flop", ThemeChoice::Dark) else {
        return;
    };
    three_way_flop(&mut h);
    snapshot(&mut h, "hand_odds_three_way_flop", hand_odds_exact);
    h.state_mut().command(Command::SetTheme(ThemeChoice::Light));
    snapshot(&mut h, "hand_odds_three_way_flop_light", hand_odds_exact);
    h.state_mut().command(Command::SetTheme(ThemeChoice::Dark));
    h.state_mut()
        .command(Command::SetDeckStyle(DeckStyle::FourColor));
    snapshot(&mut h, "hand_odds_four_colour_deck", |app| {
        hand_odds_exact(app) && app.settings().four_color_deck
    });
}

#[test]
fn hand_odds_range_seat_and_editor() {
    let Some(mut h) = snapshot_harness("hand_odds_range_seat", ThemeChoice::Dark) else {
        return;
    };
    type_into(&mut h, "Player 1 cards", "AhKd");
    type_into(&mut h, "Player 2 cards", "15%");
    type_into(&mut h, "Board cards", "Qh7h2c");
    snapshot(&mut h, "hand_odds_range_seat", hand_odds_exact);
    // The editor open on that range, with three suited connectors painted on.
    click(&mut h, "Edit player 2 range");
    h.run();
    for cell in ["Range cell 87s", "Range cell 76s", "Range cell 65s"] {
        click(&mut h, cell);
    }
    assert_eq!(
        h.state().hand_odds().range_editor().map(|e| e.seat()),
        Some(1)
    );
    snapshot(&mut h, "hand_odds_range_editor", hand_odds_exact);
}

#[test]
fn hand_odds_breakdown_panel_and_heat_map() {
    let Some(mut h) = snapshot_harness("hand_odds_breakdown", ThemeChoice::Dark) else {
        return;
    };
    type_into(&mut h, "Player 1 cards", "QQ+, AKs");
    type_into(&mut h, "Player 2 cards", "22+,A2s+,KTs+,AJo+");
    type_into(&mut h, "Board cards", "Qh7h2c");
    settle(&mut h);
    // Player 2's holdings, their nut flush draws highlighted on the range grid.
    h.get_by_label("Show player 2 holdings").click_accesskit();
    h.run();
    h.get_by_label("Player 2 Nut flush draw").click_accesskit();
    h.run();
    h.get_by_label("Player 2 Nut flush draw").scroll_to_me();
    h.run();
    snapshot(&mut h, "hand_odds_breakdown", hand_odds_exact);
    // The range editor's equity view: player 2's hands by equity against player 1.
    h.get_by_label("Show equity heat map").click_accesskit();
    h.run();
    settle(&mut h);
    snapshot(&mut h, "hand_odds_heat_map", |app| {
        hand_odds_exact(app)
            && app
                .hand_odds()
                .editor_classes()
                .is_some_and(|c| c.status.starts_with("Exact"))
    });
}

#[test]
fn odds_grid_default_and_flop() {
    let Some(mut h) = snapshot_harness("odds_grid_default", ThemeChoice::Dark) else {
        return;
    };
    open(&mut h, Tab::OddsGrid);
    snapshot(&mut h, "odds_grid_default", |app| {
        app.odds_grid().is_settled()
    });
    // HoldemHand's worked example (Keith Rule, 2005): As Ks on Ts Qs 2d against one random hand, 1,070,190 outcomes.
    for card in ["Ts", "Qs", "2d"] {
        click(&mut h, &card.parse::<pokerlab::Card>().unwrap().name());
    }
    snapshot(&mut h, "odds_grid_flop", |app| app.odds_grid().is_settled());
    assert!(
        h.query_by_label_contains("1,070,190 outcomes enumerated in")
            .is_some()
    );
    h.state_mut().command(Command::SetTheme(ThemeChoice::Light));
    snapshot(&mut h, "odds_grid_flop_light", |app| {
        app.odds_grid().is_settled()
    });
}

/// Whether the trainer can show everything: draw tables, hold EVs, the table's return, the
/// strategy chart.
fn trainer_ready(app: &PokerlabApp) -> bool {
    let t = app.video_poker().trainer();
    app.video_poker().is_ready()
        && t.whole_game_ready()
        && matches!(t.chart_state(), ChartState::Ready(_))
}

#[test]
fn video_poker_idle_held_and_drawn() {
    let Some(mut h) = snapshot_harness("video_poker_idle", ThemeChoice::Dark) else {
        return;
    };
    open(&mut h, Tab::VideoPoker);
    snapshot(&mut h, "video_poker_idle", trainer_ready);
    // A pair of jacks dealt from a stacked deck, the jacks held; the draw brings a third.
    let deck = Deck::stacked(&parse_cards("Jh Jd 7c 4s 2d Js 9c 3h").unwrap()).unwrap();
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run();
    click(&mut h, "Card 1");
    click(&mut h, "Card 2");
    snapshot(&mut h, "video_poker_held", |app| {
        trainer_ready(app) && app.video_poker().trainer().analysis().is_some()
    });
    click(&mut h, "Draw");
    snapshot(&mut h, "video_poker_drawn", |app| {
        trainer_ready(app) && app.video_poker().trainer().last().is_some()
    });
    assert_eq!(h.state().video_poker().trainer().game().credits(), 1010);
}

#[test]
fn video_poker_strategy_panel_after_a_mistake() {
    let Some(mut h) = snapshot_harness("video_poker_strategy", ThemeChoice::Dark) else {
        return;
    };
    open(&mut h, Tab::VideoPoker);
    // K-Q-J suited with a pair of sevens: the chart keeps the three to the royal; the player
    // keeps the sevens. The Strategy panel lights both lines.
    let deck = Deck::stacked(&parse_cards("Ks Qs Js 7d 7c 2h 9c 3h").unwrap()).unwrap();
    come_to_rest_on(&mut h, trainer_ready);
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run();
    click(&mut h, "Card 4");
    click(&mut h, "Card 5");
    click(&mut h, "Draw");
    h.run();
    h.get_by_label_contains(", plays this deal").scroll_to_me();
    h.run();
    snapshot(&mut h, "video_poker_strategy", |app| {
        trainer_ready(app) && app.video_poker().trainer().last().is_some()
    });
}

#[test]
fn video_poker_ten_play() {
    let Some(mut h) = snapshot_harness("video_poker_ten_play", ThemeChoice::Dark) else {
        return;
    };
    open(&mut h, Tab::VideoPoker);
    click(&mut h, "10 hands");
    come_to_rest_on(&mut h, trainer_ready);
    // Three aces held on ten hands, each drawn from its own deck (the shuffles seeded).
    h.state_mut().video_poker_mut().seed(14);
    let deck = Deck::stacked(&parse_cards("Ah Ad Ac 7s 2d 9h 4c").unwrap()).unwrap();
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run();
    for card in ["Card 1", "Card 2", "Card 3"] {
        h.get_by_label(card).scroll_to_me();
        h.run();
        click(&mut h, card);
    }
    h.get_by_label("Draw").scroll_to_me();
    h.run();
    click(&mut h, "Draw");
    h.run();
    snapshot(&mut h, "video_poker_ten_play", |app| {
        trainer_ready(app) && app.video_poker().trainer().last().is_some()
    });
    assert_eq!(
        h.state()
            .video_poker()
            .trainer()
            .last()
            .unwrap()
            .others
            .len(),
        9
    );
}

/// Runs frames until `done` holds (at most 60 s).
fn come_to_rest_on(
    h: &mut egui_kittest::Harness<'_, PokerlabApp>,
    done: impl Fn(&PokerlabApp) -> bool,
) {
    let start = std::time::Instant::now();
    while !done(h.state()) {
        h.step();
        assert!(
            start.elapsed().as_secs() < 60,
            "the trainer never got ready"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    h.run();
}

#[test]
fn tab_bar() {
    let Some(mut h) = snapshot_harness("tab_bar", ThemeChoice::Dark) else {
        return;
    };
    snapshot_tab_bar(&mut h, "tab_bar");
}

#[test]
fn benchmark_idle() {
    let Some(mut h) = snapshot_harness("benchmark_idle", ThemeChoice::Dark) else {
        return;
    };
    open(&mut h, Tab::Benchmark);
    snapshot(&mut h, "benchmark_idle", |app| {
        !app.benchmark().is_running()
    });
}

#[test]
fn flops_hit_rates() {
    let Some(mut h) = snapshot_harness("flops_hit_rates", ThemeChoice::Dark) else {
        return;
    };
    open(&mut h, Tab::Flops);
    click(&mut h, "Hit rates only (no equities)");
    click(&mut h, "Count every flop");
    snapshot(&mut h, "flops_hit_rates", |app| {
        app.flops().report().is_some()
    });
}

#[test]
fn elapsed_times_are_recognised() {
    assert!(mentions_duration(
        "Flop: exact, 1,070,190 outcomes enumerated in 5 ms"
    ));
    assert!(mentions_duration(
        "Flop: exact, 990 outcomes enumerated in < 1 ms"
    ));
    assert!(mentions_duration("Done in 2.5 s"));
    assert!(mentions_duration("Monte Carlo, 3.2 M in 1.5 s (exact …)"));
    assert!(!mentions_duration(
        "Quick: 3 runs per figure and 2 M random hands (seconds)."
    ));
    assert!(!mentions_duration("1,000 credits · bet 5"));
}

#[test]
fn solve_river_strategy_grid() {
    let Some(mut h) = snapshot_harness("solve_river", ThemeChoice::Dark) else {
        return;
    };
    open(&mut h, Tab::Solve);
    crate::ui_solve::small_river_spot(&mut h);
    crate::ui_solve::solve_by_click(&mut h);
    snapshot(&mut h, "solve_river", |app| {
        app.solve().node().is_some() && !app.solve().is_solving()
    });
    click(&mut h, "Take Check");
    snapshot(&mut h, "solve_river_after_check", |app| {
        app.solve().line().len() == 1
    });
}

/// A turn spot solved in the Solve tab for a picture, sorted by EV; `None` without a renderer.
fn solved_turn(
    test: &str,
    theme: ThemeChoice,
) -> Option<egui_kittest::Harness<'static, PokerlabApp>> {
    let mut h = snapshot_harness(test, theme)?;
    open(&mut h, Tab::Solve);
    crate::ui_solve::small_river_spot(&mut h);
    for (field, text) in [
        (Field::Board, "Qs Jh 7d 4c"),
        (Field::TurnBets, "75"),
        (Field::RiverBets, "75"),
        (Field::Target, "2"),
    ] {
        h.state_mut()
            .solve_mut()
            .apply(SolveAction::SetText(field, text.to_owned()));
    }
    h.run_ok();
    crate::ui_solve::solve_by_click(&mut h);
    click(&mut h, "Sort by EV");
    Some(h)
}

/// The Solve tab's study views on a turn spot: the board by street, both players' figures,
/// the grid beside the combo table sorted by EV, OOP's range as a grid, then the chance node
/// with its next-card report as bars.
#[test]
fn solve_turn_study_views() {
    let Some(mut h) = solved_turn("solve_turn", ThemeChoice::Dark) else {
        return;
    };
    snapshot(&mut h, "solve_turn_study", |app| {
        !app.solve().values_pending() && !app.solve().is_measuring()
    });
    click(&mut h, "Show OOP range");
    snapshot(&mut h, "solve_turn_oop_range", |app| {
        !app.solve().values_pending()
    });
    click(&mut h, "Show Strategy");
    click(&mut h, "Take Check");
    click(&mut h, "Take Check");
    snapshot(&mut h, "solve_turn_next_card", |app| {
        app.solve().next_cards().is_some()
    });
}

/// The same on the light theme: the action names and links in readable shades.
#[test]
fn solve_turn_light_theme() {
    let Some(mut h) = solved_turn("solve_turn_light", ThemeChoice::Light) else {
        return;
    };
    snapshot(&mut h, "solve_turn_light_study", |app| {
        !app.solve().values_pending() && !app.solve().is_measuring()
    });
}

/// The Practice tab after a graded decision: the cards, the pot and stacks, what the opponent
/// did, the verdict in its colour and each action's EV and mix (a seeded river hand).
#[test]
fn practice_graded_decision() {
    let Some(mut h) = snapshot_harness("practice_graded", ThemeChoice::Dark) else {
        return;
    };
    open(&mut h, Tab::Practice);
    {
        let tab = h.state_mut().practice_mut();
        tab.set_disk(None);
        tab.seed(11);
    }
    click(&mut h, "Start the drill");
    crate::common::wait(&mut h, "a practice hand", |app| {
        app.practice().player_to_act()
    });
    h.key_press(egui::Key::Num1);
    h.run_ok();
    snapshot(&mut h, "practice_graded", |app| {
        app.practice().hand().is_some_and(|p| p.last.is_some())
    });
}
