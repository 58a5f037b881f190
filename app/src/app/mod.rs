//! The app's state, apart from any drawing: what each tab holds and decides (the Hand Odds
//! table and its live equity, the Odds Grid's inputs, the video-poker trainer, the benchmark
//! runs), the contract every tab keeps and the registry that lists them ([`tab`]), the one
//! card-slot model the two odds tabs share, the settings, the commands that change them, and
//! what is saved between runs (the state file, read back whatever it holds and written
//! atomically).
//!
//! Nothing here knows the UI toolkit: the [`ui`](crate::ui) layer draws this state and turns clicks and
//! keys into actions on it, and the tests drive it without a window.

pub mod benchmark;
pub mod card_slots;
pub mod command;
pub mod flops;
pub mod frame_stats;
pub mod hand_odds;
pub mod memory;
pub mod odds_grid;
pub mod persistence;
pub mod practice;
pub mod saved_state;
pub mod settings;
pub mod solve;
pub mod state;
pub mod state_file;
pub mod tab;
pub mod tab_model;
pub mod video_poker;
pub mod window;

pub use command::Command;
pub use settings::{Settings, ThemeChoice};
pub use state::AppState;
pub use tab::Tab;

/// The environment variable that, when set, names the file the app keeps its state in
/// (instead of `state.json` in the platform's data directory): for tests and screenshots from
/// a clean state, or a second set of tables.
pub const STATE_FILE_ENV: &str = "POKERLAB_STATE_FILE";
