//! The desktop app's drawing: the only layer that knows egui. It draws the [app
//! state](crate::app) and turns clicks and keys into actions on it; it decides nothing about
//! poker.
//!
//! * [`shell`]: the window — top bar with the tabs, status bar, persistence, shortcuts.
//! * [`tabs`]: one module per tab (Hand Odds, Odds Grid, Video Poker, Benchmark), split by
//!   panel.
//! * [`widgets`]: the pieces the tabs are made of (cards, the card picker, equity bars, …).
//! * [`theme`]: colours, sizes and fonts; [`card_textures`]: the deck as textures; [`icon`]:
//!   the window's icon.

pub mod card_textures;
pub mod icon;
pub mod shell;
pub mod tabs;
pub mod theme;
pub mod widgets;

pub use shell::PokerlabApp;

use crate::app::STATE_FILE_ENV;

/// Opens the desktop app and returns when its window closes.
pub fn run_app() -> Result<(), String> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("pokerlab")
            .with_app_id("pokerlab")
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([900.0, 620.0])
            .with_icon(icon::window_icon()),
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
