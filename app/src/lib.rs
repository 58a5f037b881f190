//! The pokerlab desktop app and command line, over the `pokerlab` library's engines.
//!
//! This crate is the binary's, not a library for others (it is not published): its modules are
//! public so that the app's integration tests (`app/tests/`) and the frame-time benchmark can
//! drive the window's state the way a user does. Three layers, each using only the ones before
//! it: the engines (the `pokerlab` crate; no UI toolkit), the app's state ([`app`], no egui),
//! and the drawing ([`ui`], egui); [`cli`] answers the subcommands. `docs/ARCHITECTURE.md` has
//! the map.

pub mod app;
pub mod cli;
pub mod ui;
