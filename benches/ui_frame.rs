//! One frame of the desktop app's Hand Odds tab on the UI thread, measured headless (egui
//! without a window or GPU, through egui_kittest, which also builds the accessibility tree):
//! the cost of laying out ten seats, the board, the picker and the chart, diffing the table's
//! requests against the running jobs, and reading their snapshots.
//!
//! * `hand_odds_frame_settled`: ten seats, nothing to compute.
//! * `hand_odds_frame_engine_busy`: ten seats counted exactly (nine hands and a random one,
//!   113 M outcomes); every frame changes a dead card, so the engine's two threads never rest
//!   and every frame cancels a job and submits a new one — a user clicking every frame.
//!
//! Run: `cargo bench --bench ui_frame`. Goal: far below the 16 ms of a 60 Hz frame.

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use pokerlab::app::hand_odds::table::Counting;
use pokerlab::equity::Engine;
use pokerlab::ui::PokerlabApp;

const SEATS: [&str; 10] = [
    "AsKs", "QdQc", "7h6h", "JcTc", "9s9d", "8c8d", "5h4h", "Ad2d", "KhQh", "random",
];

fn harness() -> Harness<'static, PokerlabApp> {
    let engine = Engine::with_threads(2).map_err(|e| e.to_string());
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1400.0, 900.0))
        .build_eframe(move |_cc| PokerlabApp::with_engine(None, engine));
    let tab = h.state_mut().hand_odds_mut();
    tab.set_counting(Counting::Exact);
    let table = tab.table_mut();
    while table.seats().len() < SEATS.len() {
        table.add_seat();
    }
    for (i, seat) in SEATS.iter().enumerate() {
        let _ = table.set_seat_text(i, seat);
    }
    // Warm up: card textures rendered, fonts laid out.
    for _ in 0..20 {
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h
}

fn frames(c: &mut Criterion) {
    let mut group = c.benchmark_group("ui");
    group.sample_size(30);
    group.measurement_time(Duration::from_secs(8));

    let mut h = harness();
    while !h.state().hand_odds().is_settled() {
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    group.bench_function("hand_odds_frame_settled", |b| b.iter(|| h.step()));

    let mut h = harness();
    let mut dead = false;
    group.bench_function("hand_odds_frame_engine_busy", |b| {
        b.iter(|| {
            dead = !dead;
            let text = if dead { "2h" } else { "" };
            let _ = h
                .state_mut()
                .hand_odds_mut()
                .table_mut()
                .set_dead_text(text);
            h.step();
        });
    });
    group.finish();
}

criterion_group!(benches, frames);
criterion_main!(benches);
