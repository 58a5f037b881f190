//! The desktop app. The only module that knows about egui: it turns clicks into engine
//! requests and engine snapshots into pixels.
//!
//! * [`app`]: the shell — top bar with the tabs, status bar, persistence, [`app::Command`]s.
//! * [`tabs`]: one module per tab (Hand Odds, Odds Grid, Video Poker, Benchmark).
//! * [`widgets`]: the pieces the tabs are made of (cards, the card picker, equity bars, …).
//! * [`theme`]: colours, sizes and fonts; [`card_textures`]: the deck as textures.

pub mod app;
pub mod background;
pub mod card_textures;
pub mod format;
pub mod frame_stats;
pub mod saved_state;
pub mod tabs;
pub mod theme;
pub mod widgets;

pub use app::PokerlabApp;

/// The environment variable that, when set, names the file the app keeps its state in
/// (instead of the platform's data directory): for tests and screenshots from a clean state.
pub const STATE_FILE_ENV: &str = "POKERLAB_STATE_FILE";

/// Opens the desktop app and returns when its window closes.
pub fn run_app() -> Result<(), String> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("pokerlab")
            .with_app_id("pokerlab")
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([900.0, 620.0]),
        persistence_path: std::env::var_os(STATE_FILE_ENV).map(std::path::PathBuf::from),
        ..Default::default()
    };
    eframe::run_native(
        "pokerlab",
        options,
        Box::new(|cc| Ok(Box::new(PokerlabApp::new(cc.storage)))),
    )
    .map_err(|e| format!("cannot open the window: {e}"))
}
