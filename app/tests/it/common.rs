//! What the UI tests share: the app in a headless egui_kittest harness (no saved state, or a
//! saved state held in memory), clicking by accessibility label, typing into fields, opening
//! tabs, waiting for the tabs' computations to finish; and, for the image snapshots, a harness
//! that can render, the wait for a still picture, and the masking of elapsed times and of the
//! tab bar.

// Each test binary uses its own part of this module.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::io::Write as _;
use std::time::{Duration, Instant};

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use egui_kittest::wgpu::WgpuTestRenderer;
use egui_kittest::{Harness, HarnessBuilder, SnapshotOptions};
use pokerlab::Card;
use pokerlab_app::app::Command;
use pokerlab_app::app::Tab;
use pokerlab_app::app::ThemeChoice;
use pokerlab_app::ui::PokerlabApp;

/// The screen size the app is designed for.
const SIZE: egui::Vec2 = egui::Vec2::new(1400.0, 900.0);

/// A harness around the whole app, with no saved state, a two-thread engine, the screen size
/// the app is designed for.
pub fn harness() -> Harness<'static, PokerlabApp> {
    harness_with(None)
}

/// The same on a window of `size` (a laptop's screen, a wide monitor).
pub fn harness_sized(size: egui::Vec2) -> Harness<'static, PokerlabApp> {
    build(Harness::builder().with_size(size), None)
}

/// The same, starting from `storage` (the state a previous run saved), if any.
pub fn harness_with(storage: Option<&MemoryStorage>) -> Harness<'static, PokerlabApp> {
    build(Harness::builder().with_size(SIZE), storage)
}

/// The app in a harness made by `builder` (the screen size the app is designed for unless
/// the builder has another), stepped as every UI test expects.
fn build(
    builder: HarnessBuilder<PokerlabApp>,
    storage: Option<&MemoryStorage>,
) -> Harness<'static, PokerlabApp> {
    let engine = pokerlab::equity::Engine::with_threads(2).unwrap_or_default();
    let saved = storage.map(|s| s.0.clone());
    builder.with_max_steps(64).build_eframe(move |_cc| {
        let storage = saved.map(MemoryStorage);
        PokerlabApp::with_engine(storage.as_ref().map(|s| s as &dyn eframe::Storage), engine)
    })
}

/// Clicks the widget named `label` and runs a frame.
pub fn click(h: &mut Harness<'_, PokerlabApp>, label: &str) {
    h.get_by_label(label).click();
    h.step();
}

/// Deals cards in the Hand Odds tab by clicking: first the slot, then the cards in the deck
/// (the selection moves on by itself).
pub fn deal(h: &mut Harness<'_, PokerlabApp>, slot: &str, cards: &[&str]) {
    click(h, slot);
    for card in cards {
        let name = card.parse::<Card>().unwrap().name();
        click(h, &name);
    }
}

/// Types `text` into the field named `label` and presses Enter.
pub fn type_into(h: &mut Harness<'_, PokerlabApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.step();
    h.get_by_label(label).type_text(text);
    h.step();
    h.key_press(egui::Key::Enter);
    h.step();
    h.step();
}

/// Opens a tab by clicking it.
pub fn open(h: &mut Harness<'_, PokerlabApp>, tab: Tab) {
    h.get_by_role_and_label(Role::Tab, tab.title()).click();
    h.run_ok();
    assert_eq!(h.state().tab(), tab);
}

/// Runs frames until `done` holds (at most 60 s), then lets the UI settle.
pub fn wait(h: &mut Harness<'_, PokerlabApp>, what: &str, done: impl Fn(&PokerlabApp) -> bool) {
    let start = Instant::now();
    loop {
        h.step();
        if done(h.state()) {
            h.step();
            h.run_ok();
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "timed out waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Runs frames until every computation of the Hand Odds table is finished (at most 60 s).
pub fn settle(h: &mut Harness<'_, PokerlabApp>) {
    wait(h, "the engine", |app| app.hand_odds().is_settled());
}

/// eframe's storage in memory: what one harness saves, the next one starts from.
#[derive(Clone, Debug, Default)]
pub struct MemoryStorage(pub HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

// ----- image snapshots -----

/// Set to `1` (as `.ci/run` does) to make a missing renderer fail the snapshot tests instead
/// of skipping them.
pub const REQUIRE_SNAPSHOTS_ENV: &str = "POKERLAB_REQUIRE_SNAPSHOTS";

/// How far a snapshot may drift from the checked-in picture. egui_kittest's defaults:
/// a pixel fails when its weighted squared YIQ distance exceeds 0.6, and no pixel may fail.
/// The pictures are rendered by the same software rasteriser every run, so nothing looser is
/// needed here.
pub fn snapshot_options() -> SnapshotOptions {
    SnapshotOptions::new().threshold(0.6).max_failed_pixels(0)
}

/// A wgpu renderer for pictures of the window, made the way egui_kittest makes its default
/// one (software adapters preferred), but failing with a reason instead of panicking.
fn wgpu_renderer() -> Result<WgpuTestRenderer, String> {
    let setup = egui_kittest::wgpu::default_wgpu_setup();
    let instance = pollster::block_on(setup.new_instance());
    let config = egui_wgpu::WgpuConfiguration {
        wgpu_setup: setup,
        ..Default::default()
    };
    let state = pollster::block_on(egui_wgpu::RenderState::create(
        &config,
        &instance,
        None,
        egui_wgpu::RendererOptions::PREDICTABLE,
    ))
    .map_err(|e| e.to_string())?;
    Ok(WgpuTestRenderer::from_render_state(state))
}

/// The app in a harness that can render the window, for `test`: no saved state, frame timings
/// off in the status bar, the given theme; the deck as it starts (two colours).
///
/// `None` when this machine has no wgpu adapter to render with (no Vulkan, Metal, DX12 or GL
/// driver): the reason is printed on stderr and the caller returns, so that `cargo test`
/// passes anywhere — unless `POKERLAB_REQUIRE_SNAPSHOTS=1`, which turns that into a failure.
pub fn snapshot_harness(test: &str, theme: ThemeChoice) -> Option<Harness<'static, PokerlabApp>> {
    let renderer = match wgpu_renderer() {
        Ok(renderer) => renderer,
        Err(error) => {
            let reason = format!(
                "no wgpu adapter ({error}); install a Vulkan driver such as mesa-vulkan-drivers"
            );
            let required = std::env::var(REQUIRE_SNAPSHOTS_ENV).is_ok_and(|v| v == "1");
            assert!(
                !required,
                "snapshot test {test} cannot run: {reason} ({REQUIRE_SNAPSHOTS_ENV}=1 says it must)"
            );
            // Straight to stderr, not `eprintln!`: the test harness hides what a passing test
            // prints with the macros, and this should be seen.
            let _ = writeln!(std::io::stderr(), "skipping snapshot test {test}: {reason}");
            return None;
        }
    };
    let builder = Harness::builder()
        .renderer(renderer)
        .with_render_cursor(false)
        .with_options(snapshot_options());
    let mut h = build(builder.with_size(SIZE), None);
    h.state_mut().command(Command::SetShowFrameTime(false));
    h.state_mut().command(Command::SetTheme(theme));
    h.run();
    assert!(!h.state().settings().show_frame_time);
    come_to_rest(&mut h, test, |_| true);
    Some(h)
}

/// Waits until the picture stands still — `done` holds, no card picture is still being
/// rendered in the background, egui asks for no more frames — with the pointer off the window
/// (no hover highlight, no tooltip) and no text field focused (no text cursor), then compares
/// the window with `tests/snapshots/{name}.png`, the part of the status line that reports
/// how long the computation took (`… enumerated in 5 ms`) masked out (it differs run to run),
/// and the tab buttons masked (the tab bar has a picture of its own).
///
/// Panics if anything else on screen reads like an elapsed time.
pub fn snapshot(h: &mut Harness<'_, PokerlabApp>, name: &str, done: impl Fn(&PokerlabApp) -> bool) {
    h.remove_cursor();
    h.ctx.memory_mut(|m| {
        if let Some(id) = m.focused() {
            m.surrender_focus(id);
        }
    });
    come_to_rest(h, name, done);
    mask_elapsed_times(h, name);
    // The tab bar is not the tab's content: one picture has it (`ui_snapshots::tab_bar`), so
    // a new tab redraws that one and no other.
    h.mask(tab_buttons(h));
    h.snapshot(name);
}

/// The picture of the tab bar alone (everything below it masked), for `tabs_snapshot`.
pub fn snapshot_tab_bar(h: &mut Harness<'_, PokerlabApp>, name: &str) {
    h.remove_cursor();
    come_to_rest(h, name, |_| true);
    let bar_bottom = tab_buttons(h).bottom() + 8.0;
    h.mask(egui::Rect::from_min_max(
        egui::pos2(0.0, bar_bottom),
        egui::pos2(SIZE.x, SIZE.y),
    ));
    h.snapshot(name);
}

/// Where the tab buttons are: from the first tab's left to the settings at the right of the
/// bar, as high as the buttons. The same rectangle however many tabs the registry has.
fn tab_buttons(h: &Harness<'_, PokerlabApp>) -> egui::Rect {
    let first = h
        .get_by_role_and_label(Role::Tab, Tab::ALL[0].title())
        .rect();
    // The settings, right to left: the theme, then the deck's colours.
    let settings = h
        .get_by_label("Theme")
        .rect()
        .left()
        .min(h.get_by_label("Deck colours").rect().left());
    egui::Rect::from_min_max(
        egui::pos2(first.left(), first.top()),
        egui::pos2(settings - 4.0, first.bottom()),
    )
}

/// Runs frames until `done` holds, no card picture is pending and egui asks for no more
/// frames (at most 60 s).
///
/// Card pictures rendered in the background are taken in by the next frame that draws a card;
/// a tab without cards (Benchmark) never takes them in. So the snapshot harness starts only
/// once the first tab's cards are all in, and each tab with cards is waited on while it shows.
fn come_to_rest(h: &mut Harness<'_, PokerlabApp>, name: &str, done: impl Fn(&PokerlabApp) -> bool) {
    let start = Instant::now();
    let quiet =
        |h: &Harness<'_, PokerlabApp>| done(h.state()) && h.state().card_textures().pending() == 0;
    // Two quiet rounds in a row: a card picture finished in the background wakes the UI,
    // and that frame may ask for pictures of its own.
    let mut still = 0;
    while still < 2 {
        h.step();
        if quiet(h) {
            h.run();
        }
        still = if quiet(h) { still + 1 } else { 0 };
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "{name}: the window did not come to rest (pending card pictures: {})",
            h.state().card_textures().pending()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// What precedes an elapsed time in the status line (`… outcomes enumerated in 5 ms`,
/// `… 120 iterations, exploitability 0.42% of the pot (target reached), in 0.4 s`).
const ELAPSED_MARKERS: [&str; 3] = [" enumerated in ", ", in ", ", after "];

/// Masks the elapsed time after one of [`ELAPSED_MARKERS`] in any label (a fixed-width box from
/// where the time starts, so the mask is the same however long the time reads: the time ends
/// the label, so nothing else moves with it); panics if another label mentions a duration, or
/// if something follows the time.
fn mask_elapsed_times(h: &mut Harness<'_, PokerlabApp>, name: &str) {
    let labels: Vec<(String, egui::Rect)> = h
        .root()
        .get_all_by_role(Role::Label)
        .filter_map(|n| Some((n.value()?, n.rect())))
        .collect();
    for (text, rect) in labels {
        // The time ends the label: a marker, then `5 ms` or `< 1 ms` and nothing more.
        let ends_in_time =
            |after: &str| mentions_duration(after) && after.split_whitespace().count() <= 3;
        let Some((at, marker)) = ELAPSED_MARKERS.iter().find_map(|m| {
            let at = text.rfind(m)?;
            ends_in_time(&text[at + m.len()..]).then_some((at, m.len()))
        }) else {
            assert!(
                !mentions_duration(&text),
                "{name}: `{text}` depends on timing; mask it, end the label with it, or pick \
                 another state"
            );
            continue;
        };
        let before = &text[..at + marker];
        assert!(
            !mentions_duration(before),
            "{name}: unexpected status `{text}` (a time before the last)"
        );
        // The label's font: the theme's regular face at the small size. Laid out as wide as
        // the label, it wraps where the label did (greedily, each line fits in the widest).
        let font = pokerlab_app::ui::theme::regular(pokerlab_app::ui::theme::text_size::SMALL);
        let galley = h
            .ctx
            .fonts_mut(|f| f.layout(text.clone(), font, egui::Color32::WHITE, rect.width() + 0.5));
        let start = galley.pos_from_cursor(egui::text::CCursor::new(before.chars().count()));
        let left = rect.left() + start.left() - 1.0;
        let top = rect.top() + start.top();
        h.mask(egui::Rect::from_min_max(
            egui::pos2(left, top),
            egui::pos2(left + 64.0, rect.bottom()),
        ));
    }
}

/// Whether `text` has a number followed by a unit of time (`5 ms`, `0.4 s`, `12 µs`).
pub fn mentions_duration(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    words.windows(2).any(|pair| {
        let number = pair[0].trim_start_matches(['(', '<']);
        let unit = pair[1].trim_end_matches([')', ',', '.', ';', ':']);
        !number.is_empty()
            && number
                .chars()
                .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
            && number.chars().any(|c| c.is_ascii_digit())
            && matches!(unit, "ms" | "s" | "µs" | "ns" | "min")
    })
}
