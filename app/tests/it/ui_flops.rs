//! The Flops tab driven like a user would: fields and buttons found by their accessibility
//! labels, clicked and typed into; the figures on screen checked against the report counted
//! directly. No window or GPU: egui_kittest runs the app headless.

#![allow(clippy::unwrap_used)] // test code: a panic is a failure report

use crate::common::{click, harness, open, type_into, wait};

use egui_kittest::kittest::Queryable;
use pokerlab::equity::PlayerSpec;
use pokerlab::flops::{FlopsRequest, TextureGroup, flop_report};
use pokerlab::format::{group_digits, percent};
use pokerlab_app::app::Tab;
use pokerlab_app::app::flops::SortKey;

#[test]
fn the_report_table_counts_groups_sorts_and_recounts_on_a_change() {
    let mut h = harness();
    open(&mut h, Tab::Flops);
    assert!(h.state().flops().report().is_none());
    click(&mut h, "Hit rates only (no equities)");
    click(&mut h, "Count every flop");
    wait(&mut h, "the hit rates", |app| {
        app.flops().report().is_some()
    });
    let direct = flop_report(
        &FlopsRequest::new(vec![
            PlayerSpec::parse("QQ+,AKs").unwrap(),
            PlayerSpec::parse("22+,A2s+,KTs+,AJo+").unwrap(),
        ])
        .holdings_only(),
    )
    .unwrap();
    assert_eq!(h.state().flops().report(), Some(&direct));
    // The groups by suits, with their flops, on screen.
    for (name, weight) in [
        ("Rainbow", 8_788u64),
        ("Two-tone", 12_168),
        ("Monotone", 1_144),
    ] {
        let title = format!("{name}  ·  {} flops", group_digits(weight));
        assert!(h.query_by_label(&title).is_some(), "{title}");
    }
    // Group by high card, then sort by weight.
    h.get_by_label("Group by High card").click_accesskit();
    h.step();
    assert_eq!(h.state().flops().group(), TextureGroup::HighCard);
    h.run_ok();
    assert!(h.query_by_label_contains("A high  ·  ").is_some());
    h.get_by_label("Weight").click_accesskit();
    h.step();
    assert_eq!(h.state().flops().sort(), (SortKey::Weight, true));
    // Equities: the count starts again by itself; seat 1's summary equity is on screen as
    // counted directly.
    click(&mut h, "Hit rates only (no equities)");
    wait(&mut h, "the equities", |app| {
        app.flops()
            .report()
            .is_some_and(|r| r.rows[0].seats[0].equity.is_some())
    });
    let request = h.state().flops().request().unwrap();
    let summary = flop_report(&request).unwrap().summary();
    let text = percent(summary[0].equity.unwrap());
    assert_eq!(h.state().flops().view().unwrap().summary, summary);
    assert!(h.query_by_label(&text).is_some(), "{text}");
    // A third seat with known cards, hit rates only: more flops, three seats.
    click(&mut h, "Hit rates only (no equities)");
    type_into(&mut h, "Flops player 3 range", "AhKh");
    wait(&mut h, "the three-seat count", |app| {
        app.flops().report().is_some_and(|r| r.seats == 3)
    });
    let report = h.state().flops().report().unwrap();
    assert!(report.rows.len() > 1_755);
    assert_eq!(report.total_weight(), 19_600); // C(50, 3)
}

/// Replaces the text of the field `label` with `text`, as a user would (select all, type).
fn retype(
    h: &mut egui_kittest::Harness<'_, pokerlab_app::ui::PokerlabApp>,
    label: &str,
    text: &str,
) {
    h.get_by_label(label).focus();
    h.step();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.step();
    h.get_by_label(label).type_text(text);
    h.step();
    h.key_press(egui::Key::Enter);
    h.step();
    h.step();
}

/// Chooses `option` in the Flops filter's choice box `name` ("suits", "high card").
fn choose(
    h: &mut egui_kittest::Harness<'_, pokerlab_app::ui::PokerlabApp>,
    name: &str,
    option: &str,
) {
    click(h, &format!("Flops filter {name}"));
    h.run_ok();
    click(h, option);
    h.run_ok();
}

#[test]
fn a_filter_shows_the_figures_the_cli_gives_for_the_same_flops() {
    let mut h = harness();
    open(&mut h, Tab::Flops);
    retype(&mut h, "Flops player 1 range", "AKs");
    retype(&mut h, "Flops player 2 range", "QQ");
    click(&mut h, "Count every flop");
    wait(&mut h, "the equities", |app| {
        app.flops()
            .view()
            .is_some_and(|v| v.summary[0].equity.is_some())
    });
    choose(&mut h, "suits", "Two-tone");
    choose(&mut h, "high card", "A-high");
    let filter = h.state().flops().filter();
    assert_eq!(filter.to_string(), "A-high two-tone");
    h.run_ok();
    // The command line on the same players and filter.
    let cli = crate::cli::json(&[
        "flops",
        "AKs",
        "QQ",
        "--filter",
        "A-high two-tone",
        "--json",
    ]);
    let flops = cli["flops"].as_array().unwrap();
    let weight: u64 = flops.iter().map(|f| f["weight"].as_u64().unwrap()).sum();
    let view = h.state().flops().view().unwrap().clone();
    assert_eq!((view.flops, view.weight), (flops.len(), weight));
    let words = format!(
        "{} distinct flops standing for {} of 22,100",
        group_digits(flops.len() as u64),
        group_digits(weight)
    );
    assert!(h.query_by_label(&words).is_some(), "{words}");
    // The table's order holds exactly the CLI's boards.
    let report = h.state().flops().report().unwrap().clone();
    let mut ours: Vec<String> = view
        .order()
        .iter()
        .map(|&i| report.rows[i].board_text())
        .collect();
    let mut theirs: Vec<String> = flops
        .iter()
        .map(|f| f["board"].as_str().unwrap().to_owned())
        .collect();
    ours.sort();
    theirs.sort();
    assert_eq!(ours, theirs);
    // Each player's equity and every class's share, as the CLI gives them, in the tab's
    // figures and on screen; the table lists the classes some player holds (0.05 % or more).
    for seat in 0..2 {
        let player = &cli["summary"]["players"][seat];
        let ours = &view.summary[seat];
        let equity = player["equity"].as_f64().unwrap();
        assert!((ours.equity.unwrap() - equity).abs() < 1e-12);
        assert!(h.query_by_label(&percent(equity)).is_some(), "{equity}");
        for made in pokerlab::eval::MadeHand::ALL {
            let share = player["holdings"]["made"][made.key()].as_f64().unwrap();
            assert!(
                (ours.made_share(made) - share).abs() < 1e-12,
                "{}",
                made.name()
            );
            let listed = (0..2).any(|s| {
                cli["summary"]["players"][s]["holdings"]["made"][made.key()]
                    .as_f64()
                    .unwrap()
                    >= 0.0005
            });
            assert_eq!(
                h.query_by_label(made.name()).is_some(),
                listed,
                "{}",
                made.name()
            );
            if listed {
                assert!(h.query_all_by_label(&percent(share)).next().is_some());
            }
        }
        for draw in pokerlab::eval::Draw::ALL {
            let share = player["holdings"]["draws"][draw.key()].as_f64().unwrap();
            assert!(
                (ours.draw_share(draw) - share).abs() < 1e-12,
                "{}",
                draw.name()
            );
        }
    }
}

#[test]
fn a_flop_opens_in_hand_odds_with_its_board_and_ranges_and_in_solve() {
    let mut h = harness();
    open(&mut h, Tab::Flops);
    retype(&mut h, "Flops player 1 range", "AKs");
    retype(&mut h, "Flops player 2 range", "QQ");
    type_into(&mut h, "Flops dead cards", "2d");
    click(&mut h, "Hit rates only (no equities)");
    click(&mut h, "Count every flop");
    wait(&mut h, "the report", |app| app.flops().view().is_some());
    choose(&mut h, "pairing", "Paired");
    let view = h.state().flops().view().unwrap().clone();
    let row = view.groups[0].rows[0];
    let report = h.state().flops().report().unwrap().clone();
    let board = report.rows[row].board;
    // Open the group, then the flop.
    let title = format!("{}  ·  ", view.groups[0].name);
    h.get_by_label_contains(&title).click();
    h.run_ok();
    let name = format!("Open {} in Hand Odds", report.rows[row].board_text());
    h.get_by_label(&name).click_accesskit();
    h.run_ok();
    assert_eq!(h.state().tab(), Tab::HandOdds);
    let table = h.state().hand_odds().table().clone();
    let dealt: pokerlab::cards::CardSet = table.board().iter().flatten().copied().collect();
    assert_eq!(dealt, board);
    assert_eq!(table.board_len(), 3);
    let seats: Vec<String> = table.seats().iter().map(|s| s.text()).collect();
    assert_eq!(seats, ["AKs", "QQ"]);
    assert_eq!(table.dead_text().replace(' ', ""), "2d");
    // One click (Ctrl+Z) puts Hand Odds back.
    assert!(h.state().hand_odds().can_undo_send());
    // In Solve: player 1 out of position, player 2 in position, the flop as the board.
    let command = pokerlab_app::ui::tabs::flops::open_in_solve(h.state().flops(), row).unwrap();
    assert_eq!(
        command,
        pokerlab_app::app::Command::SendToSolve {
            oop: "AKs".into(),
            ip: "QQ".into(),
            board: board.to_string(),
        }
    );
    h.state_mut().command(command);
    h.run_ok();
    assert_eq!(h.state().tab(), Tab::Solve);
    let spot = pokerlab_app::app::tab_model::TabModel::saved(h.state().solve()).spot;
    assert_eq!((spot.oop.as_str(), spot.ip.as_str()), ("AKs", "QQ"));
    assert_eq!(
        spot.board.parse::<pokerlab::cards::CardSet>().unwrap(),
        board
    );
}
