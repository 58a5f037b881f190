//! pokerlab's integration tests of the library, in one test binary: each file of `tests/it/` is
//! a module here, so the library is linked into one test binary instead of one per file. Run
//! one file's tests with a filter: `cargo test --release --test it -- solver::`.
//!
//! These tests use the library's public API only (the app's window, state file and command
//! line are tested in `app/tests/`). The helper [`vp_oracle`] is an independent video-poker
//! classifier. Two tests keep a process of their own, each saying why at its top:
//! `tests/vp_table_cache.rs` (checks what the process-wide draw-table cache keeps) and
//! `tests/vp_draw_tables_reentry.rs` (needs every game's draw tables built while they are
//! asked for, so no other test may hold them).

// Test code: a panic is a failure report.
#![allow(clippy::unwrap_used, clippy::expect_used)]

// ----- helpers -----
mod vp_oracle;

// ----- the library -----
mod deck_art;
mod equity;
mod equity_jobs;
mod flops;
mod holdings;
mod practice;
mod range_equity;
mod solver;
mod solver_compress;
mod solver_hostile;
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
mod vp_table_names;
mod vp_wild_groups;
