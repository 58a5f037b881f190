//! Regenerates the preflop table (`src/equity/preflop_table_data.rs`): every starting hand
//! against one random hand exactly, and against 2 to 9 by Monte Carlo.
//!
//! ```text
//! cargo run --release --example gen_preflop_table -- src/equity/preflop_table_data.rs
//! ```
//!
//! Without a path the source goes to stdout. Progress goes to stderr.

use std::time::Instant;

use pokerlab::equity::preflop_table::generate_source;

fn main() {
    let start = Instant::now();
    let source = generate_source(|line| {
        eprintln!("{:7.1}s  {line}", start.elapsed().as_secs_f64());
    });
    match std::env::args().nth(1) {
        Some(path) => {
            if let Err(e) = std::fs::write(&path, source) {
                eprintln!("gen_preflop_table: cannot write {path}: {e}");
                std::process::exit(1);
            }
            eprintln!("wrote {path} in {:.1} s", start.elapsed().as_secs_f64());
        }
        None => print!("{source}"),
    }
}
