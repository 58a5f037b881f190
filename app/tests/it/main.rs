//! The app's integration tests, in one test binary: the command line (running the built
//! binary), the state file, and the window in a headless harness (egui_kittest). Run one
//! file's tests with a filter: `cargo test --release -p pokerlab-app --test it -- ui_tabs::`.
//!
//! The helpers: [`common`] (the app in a headless harness, the image snapshots) and [`cli`]
//! (running the built binary). `tests/app_memory.rs` keeps a process of its own: it measures
//! the process's resident memory.

// Test code: a panic is a failure report.
#![allow(clippy::unwrap_used, clippy::expect_used)]
#![allow(
    clippy::duplicate_mod,
    reason = "the icon generator (tools/icongen.rs) borrows two files of the deck generator \
              (tools/deckgen/)"
)]

// ----- helpers -----
mod cli;
mod common;

// ----- the command line (runs the built binary) -----
mod cli_cards;
mod cli_edges;
mod cli_eval;
mod cli_flops;
mod cli_grid_outs;
mod cli_hostile;
mod cli_interrupts;
mod cli_narrow;
mod cli_odds;
mod cli_odds_breakdown;
mod cli_odds_distribution;
mod cli_practice;
mod cli_progress;
mod cli_solve;
mod cli_solve_compress;
mod cli_solve_hostile;
mod cli_vp;
mod cli_vp_multi;
mod cli_vp_stored;
mod cli_vp_strategy;

// ----- the app: its state file, its icon and its window (egui_kittest) -----
mod icon_art;
mod readme;
mod state_file;
mod ui_flops;
mod ui_hand_odds;
mod ui_layout_probe;
mod ui_practice;
mod ui_range_seat;
mod ui_range_tools;
mod ui_reach;
mod ui_snapshots;
mod ui_soak;
mod ui_solve;
mod ui_solve_study;
mod ui_streets;
mod ui_tabs;
mod ui_video_poker;
mod ui_vp_bankroll;
