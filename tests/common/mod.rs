//! What the UI tests share: the app in a headless egui_kittest harness (no saved state, or a
//! saved state held in memory), clicking by accessibility label, and waiting for the Hand Odds
//! tab's computations to finish.

// Each test binary uses its own part of this module.
#![allow(dead_code, clippy::unwrap_used)]

use std::collections::HashMap;
use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use pokerlab::ui::PokerlabApp;

/// A harness around the whole app, with no saved state, a two-thread engine, the screen size
/// the app is designed for.
pub fn harness() -> Harness<'static, PokerlabApp> {
    harness_with(None)
}

/// The same, starting from `storage` (the state a previous run saved), if any.
pub fn harness_with(storage: Option<&MemoryStorage>) -> Harness<'static, PokerlabApp> {
    let engine = pokerlab::equity::Engine::with_threads(2).map_err(|e| e.to_string());
    let saved = storage.map(|s| s.0.clone());
    Harness::builder()
        .with_size(egui::Vec2::new(1400.0, 900.0))
        .with_max_steps(64)
        .build_eframe(move |_cc| {
            let storage = saved.map(MemoryStorage);
            PokerlabApp::with_engine(storage.as_ref().map(|s| s as &dyn eframe::Storage), engine)
        })
}

/// Clicks the widget named `label` and runs a frame.
pub fn click(h: &mut Harness<'_, PokerlabApp>, label: &str) {
    h.get_by_label(label).click();
    h.step();
}

/// Runs frames until every computation of the Hand Odds table is finished (at most 60 s).
pub fn settle(h: &mut Harness<'_, PokerlabApp>) {
    let start = Instant::now();
    loop {
        h.step();
        if h.state().hand_odds().is_settled() {
            // One more frame to draw the final numbers, then let animations finish.
            h.step();
            h.run_ok();
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the engine did not finish"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
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
