//! The evaluator's lookup tables, generated at build time by `build.rs` (see `table_gen.rs`):
//! `SCORES` (value → ranks, 30 KB), `FLUSH` (suit ranks → value, 16 KB), `OFFSETS` (32 KB)
//! and `RANKS` (about 165 KB), about 243 KB in all.

// The tables are `const` arrays reached through `const` references on purpose: that makes the
// data a crate-local constant which the evaluator addresses directly, where a `static` would be
// reached through the global offset table on every lookup. Only one copy is emitted per crate.
#![allow(clippy::large_const_arrays)]

include!(concat!(env!("OUT_DIR"), "/eval_tables.rs"));

// Every rank key masked to `KEY_BITS` bits indexes inside `RANKS`: its row offset plus its
// column (below `1 << (KEY_BITS - ROW_SHIFT)`) stays below the table's length. Checked when
// the crate compiles; the evaluator relies on it to skip the bounds check.
const _: () = {
    use super::table_gen::{KEY_BITS, ROW_SHIFT};
    // Borrow the arrays once: naming a const array inside the loop would copy it each time.
    let offsets: &[u32] = &OFFSETS_DATA;
    let len = RANKS_DATA.len();
    let mut i = 0;
    while i < offsets.len() {
        assert!(offsets[i] as usize + (1 << (KEY_BITS - ROW_SHIFT)) <= len);
        i += 1;
    }
};
