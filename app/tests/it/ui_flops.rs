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
    click(&mut h, "Group by High card");
    assert_eq!(h.state().flops().group(), TextureGroup::HighCard);
    h.run_ok();
    assert!(h.query_by_label_contains("A high  ·  ").is_some());
    click(&mut h, "Weight");
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
    let text = format!("Player 1: equity {}", percent(summary[0].equity.unwrap()));
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
