//! Regenerates the heads-up preflop matchup table
//! (`src/equity/preflop_matchups/matchups.bin`): every matchup of two hands before the flop,
//! up to suits, counted exactly by the enumeration.
//!
//! ```text
//! cargo run --release --example gen_preflop_matchups -- src/equity/preflop_matchups/matchups.bin
//! ```
//!
//! Progress goes to stderr. `RAYON_NUM_THREADS` sets the threads.

use std::time::Instant;

use pokerlab::equity::preflop_matchups::{ORBIT_COUNT, generate, representative};

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: gen_preflop_matchups PATH");
        std::process::exit(2);
    };
    let start = Instant::now();
    if representative(ORBIT_COUNT - 1).is_none() || representative(ORBIT_COUNT).is_some() {
        let found = (0..2 * ORBIT_COUNT)
            .find(|&i| representative(i).is_none())
            .unwrap_or(0);
        eprintln!("gen_preflop_matchups: {found} matchups, ORBIT_COUNT says {ORBIT_COUNT}");
        std::process::exit(1);
    }
    let bytes = generate(|done| {
        eprintln!(
            "{:7.1}s  {done} / {ORBIT_COUNT} matchups",
            start.elapsed().as_secs_f64()
        );
    });
    if let Err(e) = std::fs::write(&path, &bytes) {
        eprintln!("gen_preflop_matchups: cannot write {path}: {e}");
        std::process::exit(1);
    }
    eprintln!(
        "wrote {path} ({} bytes) in {:.1} s",
        bytes.len(),
        start.elapsed().as_secs_f64()
    );
}
