//! The Solve tab as a study tool, driven like a user would: progress from the first moment and
//! a Stop answered within a few frames; the memory limit and the compressed storage as fields; the
//! range fields edited on Hand Odds' range grid; the board by street; both players' figures
//! at a node against the solver's own per-combo answers; the combo table sorted; the report
//! over the next card against each card's node; and a solve saved and loaded in the tab.

#![allow(clippy::unwrap_used)] // test code, helpers included: a panic is a failure report

use std::time::{Duration, Instant};

use crate::common::{click, harness, open, type_into, wait};
use crate::ui_solve::{small_river_spot, solve_by_click};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use pokerlab::format;
use pokerlab::solver::{Game, Line, NodeView, Player, Step, StopReason};
use pokerlab_app::app::Tab;
use pokerlab_app::app::hand_odds::range_editor::{LibraryEdit, RangeEdit};
use pokerlab_app::app::solve::study::SortKey;
use pokerlab_app::app::solve::{Action, Field, GridView, NodeKind};
use pokerlab_app::ui::PokerlabApp;
use pokerlab_app::ui::tabs::solve::figure_words;

/// Sets fields of the spot straight in the model and runs a frame.
fn set(h: &mut Harness<'_, PokerlabApp>, fields: &[(Field, &str)]) {
    for (field, text) in fields {
        h.state_mut()
            .solve_mut()
            .apply(Action::SetText(*field, (*text).to_owned()));
    }
    h.run_ok();
}

/// A turn spot on top of the small river spot (`target` in % of the pot).
fn turn_spot(h: &mut Harness<'_, PokerlabApp>, target: &str) {
    small_river_spot(h);
    set(
        h,
        &[
            (Field::Board, "Qs Jh 7d 4c"),
            (Field::TurnBets, "75"),
            (Field::RiverBets, "75"),
            (Field::Target, target),
        ],
    );
}

/// A player's figures at `view` the slow way: over every pair of combos the two can hold
/// together, each combo's EV and equity weighted by both reaches.
fn oracle(view: &NodeView<'_>, player: Player) -> (Option<f64>, Option<f64>) {
    let (mine, theirs) = (view.combos(player), view.combos(player.other()));
    let (my_reach, their_reach) = (view.reach(player), view.reach(player.other()));
    let (ev, equity) = (view.ev(player), view.equity(player));
    let (mut w_sum, mut ev_sum, mut eq_sum) = (0.0f64, 0.0f64, 0.0f64);
    for (h, combo) in mine.iter().enumerate() {
        for (j, other) in theirs.iter().enumerate() {
            if combo.cards().intersects(other.cards()) {
                continue;
            }
            let w = f64::from(my_reach[h]) * f64::from(their_reach[j]);
            if w <= 0.0 {
                continue;
            }
            if let (Some(v), Some(e)) = (ev[h], equity[h]) {
                w_sum += w;
                ev_sum += w * v;
                eq_sum += w * e;
            }
        }
    }
    if w_sum <= 0.0 {
        return (None, None);
    }
    let committed = view.committed()[player.index()];
    (Some(ev_sum / w_sum + committed), Some(eq_sum / w_sum))
}

/// The EV alone, as [`oracle`] counts it.
fn oracle_ev(view: &NodeView<'_>, player: Player) -> Option<f64> {
    let (mine, theirs) = (view.combos(player), view.combos(player.other()));
    let ev = view.ev(player);
    let (mut w_sum, mut ev_sum) = (0.0f64, 0.0f64);
    for (h, combo) in mine.iter().enumerate() {
        let met: f64 = theirs
            .iter()
            .zip(view.reach(player.other()))
            .filter(|(o, _)| !combo.cards().intersects(o.cards()))
            .map(|(_, &r)| f64::from(r))
            .sum();
        let w = f64::from(view.reach(player)[h]) * met;
        if let Some(v) = ev[h]
            && w > 0.0
        {
            w_sum += w;
            ev_sum += w * v;
        }
    }
    (w_sum > 0.0).then(|| ev_sum / w_sum + view.committed()[player.index()])
}

fn close(a: Option<f64>, b: Option<f64>, what: &str) {
    match (a, b) {
        (Some(a), Some(b)) => assert!(
            (a - b).abs() <= 1e-6 * b.abs().max(1.0),
            "{what}: {a} vs {b}"
        ),
        (a, b) => assert_eq!(a, b, "{what}"),
    }
}

#[test]
fn progress_shows_from_the_first_moment_and_stop_answers_within_frames() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    // A target it cannot reach: only Stop ends it.
    turn_spot(&mut h, "0.000001");
    wait(&mut h, "the tree", |app| app.solve().memory().is_some());
    click(&mut h, "Solve the spot");
    // From the first frame: building or running, never "0 iterations in 0.00 µs".
    let words = h.state().solve().solve_words().unwrap();
    assert!(words.starts_with("Solving: "), "{words}");
    assert!(!words.contains(" 0 iterations"), "{words}");
    wait(&mut h, "a few iterations", |app| {
        app.solve().progress().is_some_and(|p| p.iterations >= 3)
    });
    let before = h.state().solve().solve_words().unwrap();
    let pressed = Instant::now();
    h.get_by_label("Stop").click();
    let mut frames = 0;
    while h
        .state()
        .solve()
        .solve_words()
        .unwrap()
        .starts_with("Solving")
    {
        h.step();
        frames += 1;
        assert!(
            frames <= 3,
            "the status still says `{before}` after {frames} frames"
        );
    }
    assert!(
        pressed.elapsed() < Duration::from_millis(200),
        "{:?}",
        pressed.elapsed()
    );
    assert!(h.state().solve().is_stopping() || h.state().solve().game().is_some());
    // The solve so far comes, walkable, and its exploitability is measured after.
    wait(&mut h, "the stopped solve", |app| {
        app.solve().node().is_some()
    });
    wait(&mut h, "its exploitability", |app| {
        !app.solve().is_measuring()
    });
    let solve = h.state().solve();
    let progress = solve.progress().unwrap();
    assert_eq!(progress.stop, Some(StopReason::Cancelled));
    let game = solve.game().unwrap();
    assert_eq!(game.iterations(), progress.iterations);
    let measured = progress.exploitability_percent.unwrap();
    assert!((measured - game.exploitability_percent()).abs() < 1e-9);
    let words = solve.solve_words().unwrap();
    assert!(words.starts_with("stopped at "), "{words}");
}

#[test]
fn the_memory_limit_is_a_field_and_compress_shrinks_the_sums() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    turn_spot(&mut h, "2");
    wait(&mut h, "the tree", |app| app.solve().memory().is_some());
    let plain = *h.state().solve().memory().unwrap().as_ref().unwrap();
    set(&mut h, &[(Field::MaxMemory, "0.01")]);
    wait(&mut h, "the refusal", |app| app.solve().memory().is_some());
    let refusal = h.state().solve().memory().unwrap().clone().unwrap_err();
    assert!(refusal.contains("Memory limit (MiB)"), "{refusal}");
    assert!(refusal.contains("compress (16/8-bit)"), "{refusal}");
    assert!(h.query_by_label(&format!("Refused: {refusal}")).is_some());
    set(&mut h, &[(Field::MaxMemory, "4096")]);
    click(&mut h, "compress (16/8-bit)");
    h.run_ok();
    assert!(h.state().solve().text().compress);
    wait(&mut h, "the compressed tree", |app| {
        app.solve().memory().is_some()
    });
    let packed = *h.state().solve().memory().unwrap().as_ref().unwrap();
    assert!(packed < plain, "{packed} vs {plain}");
    solve_by_click(&mut h);
    assert!(h.state().solve().game().unwrap().compressed());
}

#[test]
fn the_range_fields_open_the_range_grid_editor() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    small_river_spot(&mut h);
    click(&mut h, "Edit OOP range on the grid");
    h.run_ok();
    let (player, editor, _) = h.state().solve().range_editor().unwrap();
    assert_eq!(player, Player::Oop);
    let want: pokerlab::range::Range = "KK,QQ,AQs,T9s".parse().unwrap();
    assert_eq!(*editor.range(), want);
    assert!(h.query_by_label("Player 1 range text").is_some());
    // A weight typed in the editor reaches the field.
    h.state_mut()
        .solve_mut()
        .apply(Action::Range(RangeEdit::Text("QQ+:0.5,AKs".to_owned())));
    h.run_ok();
    let text: pokerlab::range::Range = h.state().solve().text().oop.parse().unwrap();
    assert_eq!(text, "QQ+:0.5,AKs".parse().unwrap());
    // A named range loads.
    let (name, preset) = {
        let library = h.state().hand_odds().library();
        let entry = library.entries().next().unwrap();
        (entry.name.to_owned(), entry.text.to_owned())
    };
    h.state_mut()
        .solve_mut()
        .apply(Action::Range(RangeEdit::Library(LibraryEdit::Load(name))));
    h.run_ok();
    let text: pokerlab::range::Range = h.state().solve().text().oop.parse().unwrap();
    assert_eq!(text, preset.parse().unwrap());
    // A range saved here is Hand Odds' too.
    h.state_mut()
        .solve_mut()
        .apply(Action::Range(RangeEdit::Library(LibraryEdit::Save(
            "from solve".to_owned(),
        ))));
    h.run_ok();
    h.run_ok();
    assert!(h.state().hand_odds().library().get("from solve").is_some());
    // Cancel puts the field back as it was.
    h.state_mut()
        .solve_mut()
        .apply(Action::Range(RangeEdit::Cancel));
    h.run_ok();
    assert!(h.state().solve().range_editor().is_none());
    let text: pokerlab::range::Range = h.state().solve().text().oop.parse().unwrap();
    assert_eq!(text, want);
}

#[test]
fn the_node_summary_shows_both_players_figures_and_the_board_by_street() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    turn_spot(&mut h, "2");
    solve_by_click(&mut h);
    assert!(h.query_by_label("Flop Qs Jh 7d").is_some());
    assert!(h.query_by_label("Turn 4c").is_some());
    for line in [vec![], vec![Step::Action(0)]] {
        if !line.is_empty() {
            click(&mut h, "Take Check");
        }
        wait(&mut h, "the node's figures", |app| {
            !app.solve().values_pending()
        });
        let game: std::sync::Arc<Game> = h.state().solve().game().unwrap().clone();
        let view = game.node(&Line(line.clone())).unwrap();
        let figures = h.state().solve().node().unwrap().figures.unwrap();
        let mut total = 0.0;
        for player in Player::BOTH {
            let (ev, equity) = oracle(&view, player);
            let shown = figures[player.index()];
            close(shown.ev, ev, "EV");
            close(shown.equity, equity, "equity");
            let realisation = ev.unwrap() / (equity.unwrap() * view.pot());
            close(shown.realisation, Some(realisation), "realisation");
            total += ev.unwrap();
            let words = figure_words(&shown);
            for label in &words {
                assert!(h.query_all_by_label(label).next().is_some(), "no `{label}`");
            }
            assert_eq!(words[0], format::coins(ev.unwrap()));
        }
        // Each player's share of the pot from here: the two add up to it.
        assert!(
            (total - view.pot()).abs() < 1e-3 * view.pot(),
            "{total} vs {}",
            view.pot()
        );
        // The ranges as grids.
        click(&mut h, "Show IP range");
        assert_eq!(h.state().solve().grid(), GridView::Range(Player::Ip));
        let node = h.state().solve().node().unwrap();
        for (combo, &r) in view.combos(Player::Ip).iter().zip(view.reach(Player::Ip)) {
            if r > 0.0 {
                assert!(node.range_share(Player::Ip, combo.class()) > 0.0, "{combo}");
            }
        }
        click(&mut h, "Show Strategy");
    }
}

#[test]
fn the_combo_table_sorts_by_a_column() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    small_river_spot(&mut h);
    solve_by_click(&mut h);
    wait(&mut h, "the root's EVs", |app| {
        !app.solve().values_pending()
    });
    click(&mut h, "Sort by EV");
    h.run_ok();
    let solve = h.state().solve();
    assert_eq!(solve.combo_sort().key, SortKey::Ev);
    assert!(solve.combo_sort().descending);
    let node = solve.node().unwrap();
    let rows = node.rows(None, solve.combo_sort());
    let reaching = node.classes.iter().map(|c| c.combos.len()).sum::<usize>();
    assert_eq!(rows.len(), reaching);
    for pair in rows.windows(2) {
        assert!(pair[0].ev.unwrap_or(f64::MIN) >= pair[1].ev.unwrap_or(f64::MIN));
    }
    let class = rows[0].combo.class();
    // Drawn in that order, top to bottom.
    let tops: Vec<f32> = rows
        .iter()
        .take(5)
        .map(|r| h.get_by_label(&r.combo.to_string()).rect().top())
        .collect();
    assert!(tops.windows(2).all(|t| t[0] < t[1]), "{tops:?}");
    // Again: the other way round.
    click(&mut h, "Sort by EV");
    h.run_ok();
    assert!(!h.state().solve().combo_sort().descending);
    // A class: its combos only.
    h.state_mut()
        .solve_mut()
        .apply(Action::SelectClass(Some(class)));
    h.run_ok();
    let solve = h.state().solve();
    let node = solve.node().unwrap();
    let rows = node.rows(solve.selected_class(), solve.combo_sort());
    assert!(!rows.is_empty());
    assert!(rows.iter().all(|r| r.combo.class() == class));
}

#[test]
fn the_next_card_report_matches_each_cards_node() {
    let mut h = harness();
    open(&mut h, Tab::Solve);
    turn_spot(&mut h, "2");
    solve_by_click(&mut h);
    click(&mut h, "Take Check");
    click(&mut h, "Take Check");
    h.run_ok();
    assert!(matches!(
        h.state().solve().node().unwrap().kind,
        NodeKind::Chance(_)
    ));
    wait(&mut h, "the next-card report", |app| {
        app.solve().next_cards().is_some()
    });
    let game = h.state().solve().game().unwrap().clone();
    let line = [Step::Action(0), Step::Action(0)];
    let view = game.node(&Line(line.to_vec())).unwrap();
    let dealt = view.dealt();
    let report = h.state().solve().next_cards().unwrap().clone();
    assert_eq!(report.rows.len(), dealt.len());
    assert_eq!(report.rows.len(), 48);
    for (row, (card, child)) in report.rows.iter().zip(&dealt) {
        assert_eq!(row.card, *card);
        assert_eq!(child.player(), Some(report.player));
        let freqs = child.action_frequencies().unwrap();
        assert_eq!(row.frequencies.len(), freqs.len());
        for (a, b) in row.frequencies.iter().zip(&freqs) {
            assert!((a - b).abs() < 1e-12, "{card}");
        }
        close(row.ev, oracle_ev(child, report.player), &card.to_string());
    }
    // Sorted by EV, largest first, as drawn.
    click(&mut h, "Sort cards by EV");
    h.run_ok();
    let sort = h.state().solve().card_sort();
    let rows = report.sorted(sort);
    for pair in rows.windows(2) {
        assert!(pair[0].ev.unwrap_or(f64::MIN) >= pair[1].ev.unwrap_or(f64::MIN));
    }
    let tops: Vec<f32> = rows
        .iter()
        .take(5)
        .map(|r| {
            // The report's label, below the picker's button of the same card.
            h.query_all_by_label(&r.card.to_string())
                .map(|n| n.rect().top())
                .fold(f32::MIN, f32::max)
        })
        .collect();
    assert!(tops.windows(2).all(|t| t[0] < t[1]), "{tops:?}");
    for row in rows.iter().take(5) {
        let ev = format::coins(row.ev.unwrap());
        // Cards that a swap of suits maps onto each other share an EV: several labels.
        assert!(
            h.query_all_by_label(&ev).next().is_some(),
            "no EV `{ev}` for {}",
            row.card
        );
    }
    // The cards' picker: one row per suit, every card a button.
    for (card, _) in &dealt {
        assert!(h.query_by_label(&format!("Deal {card}")).is_some());
    }
}

#[test]
fn a_solve_is_saved_and_loaded_in_the_tab() {
    let dir = std::env::temp_dir().join(format!("pokerlab-solve-tab-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("river.solve");
    let mut h = harness();
    open(&mut h, Tab::Solve);
    small_river_spot(&mut h);
    solve_by_click(&mut h);
    wait(&mut h, "the root's EVs", |app| {
        !app.solve().values_pending()
    });
    let before = h.state().solve().node().unwrap().classes.clone();
    let iterations = h.state().solve().game().unwrap().iterations();
    type_into(&mut h, "Solve file", path.to_str().unwrap());
    click(&mut h, "Save solve");
    wait(&mut h, "the save", |app| !app.solve().file_busy());
    let (words, failed) = h.state().solve().file_message().unwrap();
    assert!(!failed, "{words}");
    assert!(path.is_file());
    // Another spot, then the saved one back.
    set(&mut h, &[(Field::Pot, "50")]);
    assert!(h.state().solve().game().is_none());
    click(&mut h, "Load solve");
    wait(&mut h, "the load", |app| !app.solve().file_busy());
    wait(&mut h, "the root's EVs", |app| {
        !app.solve().values_pending()
    });
    let solve = h.state().solve();
    assert_eq!(solve.file_message().map(|m| m.1), Some(false));
    assert!(solve.is_loaded());
    assert_eq!(solve.text().pot, "100");
    assert_eq!(solve.game().unwrap().iterations(), iterations);
    assert_eq!(solve.node().unwrap().classes, before);
    assert!(solve.solve_words().unwrap().starts_with("Loaded: "));
    // A file that is not there: the error, shown.
    let missing = dir.join("missing.solve");
    h.state_mut()
        .solve_mut()
        .apply(Action::SetPath(missing.to_str().unwrap().to_owned()));
    click(&mut h, "Load solve");
    wait(&mut h, "the refusal", |app| !app.solve().file_busy());
    let (words, failed) = h.state().solve().file_message().unwrap();
    assert!(failed, "{words}");
    assert!(words.starts_with("Not loaded from"), "{words}");
    assert!(h.query_by_label(words).is_some());
    // The solve shown stays.
    assert!(h.state().solve().game().is_some());
    std::fs::remove_dir_all(&dir).unwrap();
}
