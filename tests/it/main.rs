//! pokerlab's integration tests, in one test binary: each former `tests/<name>.rs` is a module
//! here (`tests/it/<name>.rs`), so the whole app is compiled into, and linked, once per build
//! instead of once per file (issue 19: 29 binaries became this one). Run one file's tests with
//! a filter: `cargo test --release --test it -- ui_snapshots::`.
//!
//! The modules that need the app (the window, the CLI binary, the state file) are built with
//! the `app` feature only, so a `--no-default-features` build of this binary tests the library
//! alone. The helpers: [`common`] (the app in a headless harness, the image snapshots),
//! [`cli`] (running the built binary) and [`vp_oracle`] (an independent video-poker
//! classifier).
//!
//! Three tests keep a process of their own, each saying why at its top: `tests/app_memory.rs`
//! (measures the process's resident memory), `tests/vp_table_cache.rs` (checks what the
//! process-wide draw-table cache keeps) and `tests/vp_draw_tables_reentry.rs` (needs every
//! game's draw tables built while they are asked for, so no other test may hold them).

// Test code: a panic is a failure report.
#![allow(clippy::unwrap_used, clippy::expect_used)]
#![allow(
    clippy::duplicate_mod,
    reason = "the icon generator (tools/icongen.rs) borrows two files of the deck generator \
              (tools/deckgen/), and the tests of both generators live in this one binary"
)]

// ----- helpers -----
#[cfg(feature = "app")]
mod cli;
#[cfg(feature = "app")]
mod common;
mod vp_oracle;

// ----- the library -----
mod deck_art;
mod equity;
mod equity_jobs;
mod flops;
mod holdings;
#[cfg(feature = "render")]
mod icon_art;
mod range_equity;
mod solver;
mod solver_iso;
mod solver_published;
mod video_poker;
mod vp_brute_force;
mod vp_brute_force_wild;
mod vp_chart_reader;
mod vp_chart_words;
mod vp_game;
mod vp_multi_play;
mod vp_returns;
mod vp_risk;
mod vp_stored;
mod vp_strategy;
mod vp_strategy_slow;
mod vp_wild_groups;

// ----- the command line (runs the built binary) -----
#[cfg(feature = "app")]
mod cli_cards;
#[cfg(feature = "app")]
mod cli_edges;
#[cfg(feature = "app")]
mod cli_eval;
#[cfg(feature = "app")]
mod cli_flops;
#[cfg(feature = "app")]
mod cli_grid_outs;
#[cfg(feature = "app")]
mod cli_hostile;
#[cfg(feature = "app")]
mod cli_narrow;
#[cfg(feature = "app")]
mod cli_odds;
#[cfg(feature = "app")]
mod cli_odds_breakdown;
#[cfg(feature = "app")]
mod cli_odds_distribution;
#[cfg(feature = "app")]
mod cli_solve;
#[cfg(feature = "app")]
mod cli_vp;
#[cfg(feature = "app")]
mod cli_vp_multi;
#[cfg(feature = "app")]
mod cli_vp_stored;
#[cfg(feature = "app")]
mod cli_vp_strategy;

// ----- the app: its state file and its window (egui_kittest) -----
#[cfg(feature = "app")]
mod state_file;
#[cfg(feature = "app")]
mod ui_flops;
#[cfg(feature = "app")]
mod ui_hand_odds;
#[cfg(feature = "app")]
mod ui_layout_probe;
#[cfg(feature = "app")]
mod ui_range_seat;
#[cfg(feature = "app")]
mod ui_range_tools;
#[cfg(feature = "app")]
mod ui_snapshots;
#[cfg(feature = "app")]
mod ui_soak;
#[cfg(feature = "app")]
mod ui_solve;
#[cfg(feature = "app")]
mod ui_streets;
#[cfg(feature = "app")]
mod ui_tabs;
#[cfg(feature = "app")]
mod ui_video_poker;
mod ui_vp_bankroll;
