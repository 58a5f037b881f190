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
//! * `first_figures_after_paint`: a range against a range on a flop, the range editor open on
//!   its equity heat map; each iteration paints or erases a cell and runs frames until
//!   the bars show figures for the new range — the time a user waits after an edit.
//! * `first_class_figures_after_paint`: the same, until the heat map shows figures too.
//! * `first_figures_after_flop_card`: the third flop card replaced by another, until the bars
//!   show figures for the new board.
//!
//! Run: `cargo bench --bench ui_frame`. Goal: far below the 16 ms of a 60 Hz frame; first
//! figures after an edit within 20 ms.

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use pokerlab::equity::Engine;
use pokerlab::range::HandClass;
use pokerlab_app::app::hand_odds::Action;
use pokerlab_app::app::hand_odds::range_editor::RangeEdit;
use pokerlab_app::app::hand_odds::table::{Counting, Slot};
use pokerlab_app::ui::PokerlabApp;

const SEATS: [&str; 10] = [
    "AsKs", "QdQc", "7h6h", "JcTc", "9s9d", "8c8d", "5h4h", "Ad2d", "KhQh", "random",
];

fn harness() -> Harness<'static, PokerlabApp> {
    let engine = Engine::with_threads(2).unwrap_or_default();
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
    edits(&mut group);
    group.finish();
}

/// Two ranges on a flop, the range editor open on seat 1's equity heat map.
fn ranges_harness() -> Harness<'static, PokerlabApp> {
    let engine = Engine::with_threads(2).unwrap_or_default();
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1400.0, 900.0))
        .build_eframe(move |_cc| PokerlabApp::with_engine(None, engine));
    let tab = h.state_mut().hand_odds_mut();
    let _ = tab.table_mut().set_seat_text(0, "QQ+,AKs");
    let _ = tab.table_mut().set_seat_text(1, "22+,A2s+,KTs+,AJo+");
    let _ = tab.table_mut().set_board_text("Qh7h2c");
    let _ = tab.apply(Action::EditRange(0));
    let _ = tab.apply(Action::Range(RangeEdit::ShowEquity(true)));
    for _ in 0..20 {
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h
}

/// Runs frames (one at least) until `ready`, returning how long that took from `start`.
fn until(
    h: &mut Harness<'static, PokerlabApp>,
    start: Instant,
    ready: impl Fn(&PokerlabApp) -> bool,
) -> Duration {
    // At least one frame: the tab takes in the edit (and drops the old figures) in a frame.
    h.step();
    while !ready(h.state()) {
        h.step();
    }
    start.elapsed()
}

/// Lets the jobs of the last edit finish, outside the measured time.
fn settle(h: &mut Harness<'static, PokerlabApp>) {
    while !h.state().hand_odds().is_settled() {
        h.step();
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn edits(group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>) {
    // Cells painted on one by one, then erased one by one: 120 different ranges in turn, so
    // no edit finds its answer in the tab's cache of recent results.
    let cells: Vec<HandClass> = HandClass::all().skip(20).take(60).collect();
    let mut step = 0usize;
    let mut h = ranges_harness();
    let shows_bars = |app: &PokerlabApp| app.hand_odds().current_result().is_some();
    let shows_classes = |app: &PokerlabApp| {
        app.hand_odds()
            .editor_classes()
            .is_some_and(|c| !c.sorted.is_empty())
    };
    for (id, classes) in [
        ("first_figures_after_paint", false),
        ("first_class_figures_after_paint", true),
    ] {
        group.bench_function(id, |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    settle(&mut h);
                    let n = cells.len();
                    let (class, on) = (cells[step % n], step % (2 * n) < n);
                    step += 1;
                    let start = Instant::now();
                    let _ = h
                        .state_mut()
                        .hand_odds_mut()
                        .apply(Action::Range(RangeEdit::Paint(class, on)));
                    total += if classes {
                        until(&mut h, start, |app| shows_bars(app) && shows_classes(app))
                    } else {
                        until(&mut h, start, shows_bars)
                    };
                }
                total
            });
        });
    }
    // The third flop card replaced by each of the 50 others in turn (more than the tab's cache
    // of recent results holds).
    let flop: pokerlab::CardSet = "Qh 7h".parse().unwrap_or_default();
    let thirds: Vec<pokerlab::Card> = (pokerlab::CardSet::FULL - flop).iter().collect();
    let mut next = 0usize;
    group.bench_function("first_figures_after_flop_card", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                settle(&mut h);
                let card = thirds[next % thirds.len()];
                next += 1;
                let start = Instant::now();
                let tab = h.state_mut().hand_odds_mut();
                tab.table_mut().click_slot(Slot::Board(2));
                let _ = tab.apply(Action::Pick(card));
                total += until(&mut h, start, shows_bars);
            }
            total
        });
    });
}

criterion_group!(benches, frames);
criterion_main!(benches);
