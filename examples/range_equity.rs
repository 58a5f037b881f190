//! The equity of one range against another on a flop, counted exactly: every pair of combos
//! the two ranges can hold together, every turn and river.
//!
//! ```text
//! cargo run --release --example range_equity
//! cargo run --release --example range_equity -- "QQ+,AKs" "22+,A2s+,KTs+,AJo+" "Qh 7h 2c"
//! ```
//!
//! `tests/outside-crate` runs it with no arguments and compares its output with a pinned copy.

use pokerlab::equity::{EquityRequest, Method, calculate};
use pokerlab::format::percent;

fn main() {
    let mut args = std::env::args().skip(1);
    let hero = args.next().unwrap_or_else(|| "QQ+,AKs".to_owned());
    let villain = args
        .next()
        .unwrap_or_else(|| "22+,A2s+,KTs+,AJo+".to_owned());
    let board = args.next().unwrap_or_else(|| "Qh 7h 2c".to_owned());
    if let Err(e) = run(&hero, &villain, &board) {
        eprintln!("range_equity: {e}");
        std::process::exit(2);
    }
}

fn run(hero: &str, villain: &str, board: &str) -> Result<(), Box<dyn std::error::Error>> {
    let request = EquityRequest::parse(&[hero, villain])?
        .with_board(board.parse()?)
        .with_method(Method::Exact);
    let result = calculate(&request)?;
    println!("{hero} against {villain} on {board}");
    for (seat, range) in [hero, villain].into_iter().enumerate() {
        let (num, den) = result.equity_ratio(seat);
        println!(
            "{range}: equity {} (exactly {num}/{den}), win {}, tie {}",
            percent(result.equity(seat)),
            percent(result.win(seat)),
            percent(result.tie(seat)),
        );
    }
    println!("{} showdowns counted", result.samples());
    Ok(())
}
