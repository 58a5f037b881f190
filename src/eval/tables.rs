//! The evaluator's lookup tables, generated at build time by `build.rs` (see `table_gen.rs`):
//! `SCORES` (value → ranks, 30 KB), `OFFSETS` (32 KB), and `VALUES`: `RANKS` (about 165 KB)
//! followed by `FLUSH` (suit ranks → value, 16 KB); about 243 KB in all.

// The tables are `const` arrays reached through `const` references on purpose: that makes the
// data a crate-local constant which the evaluator addresses directly, where a `static` would be
// reached through the global offset table on every lookup. Only one copy is emitted per crate.
#![allow(clippy::large_const_arrays)]

include!(concat!(env!("OUT_DIR"), "/eval_tables.rs"));

/// The rank table: a hand's value by the slot of its rank key (the first `RANKS_LEN` entries
/// of `VALUES`).
pub(crate) const RANKS: &[u16] = VALUES.split_at(RANKS_LEN).0;
/// Where the flush table starts in `VALUES`.
pub(crate) const FLUSH_START: usize = RANKS_LEN;
/// The flush table: a flush's value by its suit's 13 rank bits (the rest of `VALUES`).
pub(crate) const FLUSH: &[u16] = VALUES.split_at(RANKS_LEN).1;
const _: () = assert!(FLUSH.len() == 1 << 13);

// Every rank key masked to `KEY_BITS` bits indexes inside `RANKS`: its row offset plus its
// column (below `1 << (KEY_BITS - ROW_SHIFT)`) stays below the table's length. Checked when
// the crate compiles; the evaluator relies on it to skip the bounds check.
const _: () = {
    use super::table_gen::{KEY_BITS, ROW_SHIFT};
    // Borrow the arrays once: naming a const array inside the loop would copy it each time.
    let offsets: &[u32] = &OFFSETS_DATA;
    let len = RANKS_LEN;
    let mut i = 0;
    while i < offsets.len() {
        assert!(offsets[i] as usize + (1 << (KEY_BITS - ROW_SHIFT)) <= len);
        i += 1;
    }
};
