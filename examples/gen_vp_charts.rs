//! Regenerates the stored video poker data: the strategy charts of the built-in pay tables
//! (`src/video_poker/strategy/charts.txt`, one chart per table and pay schedule) and the draw
//! tallies a single deal's analysis starts from (`src/video_poker/tallies.txt`).
//!
//! ```text
//! cargo run --release --example gen_vp_charts
//! ```
//!
//! Run it from the repository root after any change to the chart derivation, the hand
//! classification or the built-in tables (the tests `stored_charts_*` fail until then). Takes
//! a minute or two; progress goes to stderr.

use std::time::Instant;

use pokerlab::video_poker::stored_charts;

fn write(path: &str, text: &str) {
    if let Err(e) = std::fs::write(path, text) {
        eprintln!("gen_vp_charts: cannot write {path}: {e}");
        std::process::exit(1);
    }
    eprintln!("wrote {path} ({} bytes)", text.len());
}

fn main() {
    let start = Instant::now();
    let charts = stored_charts::generate(|name, bets| {
        let coins: Vec<String> = bets.iter().map(|b| b.coins().to_string()).collect();
        eprintln!(
            "{:7.1}s  {name} ({} coins)",
            start.elapsed().as_secs_f64(),
            coins.join(",")
        );
    });
    write("src/video_poker/strategy/charts.txt", &charts);
    write(
        "src/video_poker/tallies.txt",
        &pokerlab::video_poker::generate_tallies(),
    );
    eprintln!("done in {:.1} s", start.elapsed().as_secs_f64());
}
