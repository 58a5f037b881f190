//! The app's state, apart from any drawing: what each tab holds and decides (the Hand Odds
//! table and its live equity, the Odds Grid's inputs, the video-poker trainer, the benchmark
//! runs), the settings, the commands that change them, and what is saved between runs.
//!
//! Nothing here knows the UI toolkit: the [`ui`](crate::ui) layer draws this state and turns clicks and
//! keys into actions on it, and the tests drive it without a window.

pub mod benchmark;
pub mod command;
pub mod frame_stats;
pub mod hand_odds;
pub mod odds_grid;
pub mod saved_state;
pub mod settings;
pub mod tab;
pub mod video_poker;

pub use command::Command;
pub use settings::{Settings, ThemeChoice};
pub use tab::Tab;

/// The environment variable that, when set, names the file the app keeps its state in
/// (instead of the platform's data directory): for tests and screenshots from a clean state.
pub const STATE_FILE_ENV: &str = "POKERLAB_STATE_FILE";
