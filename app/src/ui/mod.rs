//! The desktop app's drawing: the only layer that knows egui. It draws the [app
//! state](crate::app) and turns clicks and keys into actions on it; it decides nothing about
//! poker.
//!
//! * [`shell`]: the window — top bar with the tabs, persistence, shortcuts;
//!   [`status_bar`]: the status line, notices and frame timings.
//! * [`tabs`]: one module per tab (Hand Odds, Odds Grid, Video Poker, Benchmark), split by
//!   panel; the drawing half of the tab contract.
//! * [`widgets`]: the pieces the tabs are made of (cards, the card picker, equity bars, …).
//! * [`theme`]: colours, sizes and fonts; [`card_textures`]: the deck as textures; [`icon`]:
//!   the window's icon; [`repaint`]: the waker handed to background work.

pub mod card_textures;
pub mod icon;
pub mod repaint;
pub mod shell;
pub mod status_bar;
pub mod tabs;
pub mod theme;
pub mod widgets;

pub use shell::PokerlabApp;

use crate::app::state_file::{Loaded, StateFile};
use crate::app::window::MIN_SIZE;
use pokerlab::equity::Engine;

/// Opens the desktop app and returns when its window closes.
///
/// The state is read first ([`StateFile::locate`]: `POKERLAB_STATE_FILE` or the data folder),
/// so that the window opens at its saved (validated) size; egui's own memory is not kept
/// (eframe's persistence is off).
pub fn run_app() -> Result<(), RunAppError> {
    // Before anything is read or moved: without a display there is no window to open.
    no_display()?;
    crate::app::memory::hand_back_freed_memory();
    let file = StateFile::locate();
    let loaded = match &file {
        Ok(file) => file.load(),
        Err(why) => {
            log::warn!("{why}");
            Loaded {
                notice: Some(why.to_string()),
                ..Loaded::default()
            }
        }
    };
    let window = loaded.state.window.validated();
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("pokerlab")
            .with_app_id("pokerlab")
            .with_inner_size(window.size_or_default())
            .with_min_inner_size(MIN_SIZE)
            .with_maximized(window.maximized)
            .with_icon(icon::window_icon()),
        ..Default::default()
    };
    eframe::run_native(
        "pokerlab",
        options,
        Box::new(move |_cc| {
            let engine = Engine::new();
            Ok(Box::new(match file {
                Ok(file) => PokerlabApp::with_loaded(file, loaded, engine),
                Err(_) => {
                    let mut app = PokerlabApp::with_engine(None, engine);
                    if let Some(notice) = loaded.notice {
                        app.set_notice(notice);
                    }
                    app
                }
            }))
        }),
    )
    .map_err(|e| RunAppError::Window(window_error(&e.to_string()).to_owned()))
}

/// Why the desktop app could not run.
#[derive(Debug, thiserror::Error)]
pub enum RunAppError {
    /// Linux or a BSD without an X11 or Wayland display to open a window on.
    #[error(
        "cannot open the window: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); \
         the command-line tools work without one (pokerlab --help)"
    )]
    NoDisplay,
    /// The windowing library failed; its reason, without the source location it adds.
    #[error("cannot open the window: {0}")]
    Window(String),
}

/// On Linux and the BSDs, a window needs an X11 or Wayland display: refuses at once (naming
/// the variables to set) when none is given.
fn no_display() -> Result<(), RunAppError> {
    let unix_desktop = cfg!(all(unix, not(target_os = "macos"), not(target_os = "ios")));
    let given = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    if unix_desktop
        && !["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
            .into_iter()
            .any(given)
    {
        return Err(RunAppError::NoDisplay);
    }
    Ok(())
}

/// The windowing library's error without the source location it adds ("os error at
/// /path/to/registry/…/mod.rs:765: …"): the reason alone.
fn window_error(message: &str) -> &str {
    match message.find(" at ").zip(message.find(".rs:")) {
        Some((at, rs)) if at < rs => message[rs..]
            .split_once(": ")
            .map_or(message, |(_, reason)| reason),
        _ => message,
    }
}
