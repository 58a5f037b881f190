//! A tool, not a check: prints where widgets are on screen, by their accessibility labels, so
//! that scripts driving the real window under a virtual display (`xdotool mousemove X Y click
//! 1`) know where to click. Ignored by default; run it with
//!
//! ```text
//! W=1400 H=900 LABELS="Add player;Player 1, first card;Ace of spades" \
//!     cargo test --release --test it -- ui_layout_probe:: --ignored --nocapture
//! ```
//!
//! The app starts from defaults (two empty seats), as it does with a fresh state file.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use pokerlab_app::ui::PokerlabApp;

#[test]
#[ignore = "a tool that prints widget positions for screenshot scripts"]
fn print_widget_centres() {
    let size = |name: &str, default: f32| {
        std::env::var(name)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default)
    };
    let labels =
        std::env::var("LABELS").unwrap_or_else(|_| "Add player;Player 1, first card".into());
    let engine = pokerlab::equity::Engine::with_threads(2).unwrap_or_default();
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(size("W", 1400.0), size("H", 900.0)))
        .build_eframe(move |_cc| PokerlabApp::with_engine(None, engine));
    h.step();
    for label in labels.split(';') {
        match h.query_by_label(label) {
            Some(node) => {
                let c = node.rect().center();
                println!("{label}: {:.0} {:.0}", c.x, c.y);
            }
            None => println!("{label}: not found"),
        }
    }
}
