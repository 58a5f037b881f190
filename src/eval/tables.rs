//! The evaluator's lookup tables, generated at build time by `build.rs` (see `table_gen.rs`):
//! `SCORES` (value → ranks, 30 KB), `FLUSH` (suit ranks → value, 16 KB), `OFFSETS` (32 KB)
//! and `RANKS` (about 165 KB), about 243 KB in all.

include!(concat!(env!("OUT_DIR"), "/eval_tables.rs"));
