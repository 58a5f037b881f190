//! `pokerlab eval`: evaluate hands given as arguments or streamed on stdin.

use std::io::{BufRead, Read, Write};

use clap::Args;
use serde::Serialize;

use super::{CliError, write_json_line};
use pokerlab::cards::{Card, CardError, CardSet, parse_cards};
use pokerlab::eval::{HandValue, evaluate};

/// Arguments of `pokerlab eval`.
#[derive(Debug, Args)]
pub struct EvalArgs {
    /// Print one JSON object per hand instead of text.
    #[arg(long)]
    pub json: bool,
    /// Hands of 5, 6 or 7 cards (`AsKsQsJsTs`, `"As Ks Qs Js Ts"`); `-` alone reads stdin.
    #[arg(required = true, value_name = "HAND")]
    pub hands: Vec<String>,
}

/// The longest line read from stdin, in bytes: a hand is a few dozen characters, and a
/// stream without line breaks (`/dev/zero`) must not grow without end.
const MAX_LINE: usize = 4096;

/// One evaluated hand, as printed with `--json`.
#[derive(Debug, Serialize)]
struct EvalLine {
    cards: String,
    value: u16,
    category: &'static str,
    description: String,
}

/// Parses one hand of 5 to 7 cards, keeping the order given.
fn parse_hand(text: &str) -> Result<(Vec<Card>, HandValue), CardError> {
    let cards = parse_cards(text)?;
    if !(5..=7).contains(&cards.len()) {
        return Err(CardError::WrongCount {
            expected: "5 to 7".to_owned(),
            found: cards.len(),
            input: text.trim().to_owned(),
        });
    }
    let value = evaluate(cards.iter().copied().collect::<CardSet>());
    Ok((cards, value))
}

fn write_hand(
    out: &mut impl Write,
    json: bool,
    cards: &[Card],
    value: HandValue,
) -> Result<(), CliError> {
    let text: String = cards.iter().map(|c| c.to_string()).collect();
    if json {
        write_json_line(
            out,
            &EvalLine {
                cards: text,
                value: value.get(),
                category: value.category().key(),
                description: value.description(),
            },
        )
    } else {
        writeln!(
            out,
            "{text}\t{}\t{}",
            value.get(),
            value.description_with_kickers()
        )?;
        Ok(())
    }
}

/// Runs `pokerlab eval`.
pub fn run(args: &EvalArgs) -> Result<(), CliError> {
    let mut out = super::out::stdout(args.json);
    if args.hands.len() == 1 && args.hands[0] == "-" {
        // Streaming: hands are printed as they come; a bad line stops the stream (exit 2)
        // with its line number, after the good lines before it.
        let stdin = std::io::stdin();
        let mut input = stdin.lock();
        let mut buffer = Vec::new();
        let mut number = 0;
        while let Some(line) =
            next_line(&mut input, &mut buffer, &mut number).inspect_err(|_| {
                let _ = out.flush();
            })?
        {
            if line.trim().is_empty() {
                continue;
            }
            let (cards, value) = parse_hand(line).map_err(|e| {
                let _ = out.flush();
                CliError::BadInput(format!("line {number}: {e}"))
            })?;
            write_hand(&mut out, args.json, &cards, value)?;
        }
    } else {
        // Check every hand before printing anything.
        let hands = args
            .hands
            .iter()
            .map(|h| parse_hand(h))
            .collect::<Result<Vec<_>, _>>()?;
        for (cards, value) in hands {
            write_hand(&mut out, args.json, &cards, value)?;
        }
    }
    out.flush()?;
    Ok(())
}

/// Reads the next line of `input` into `buffer` (without its line break) and counts it in
/// `number`; `None` at the end. A line that is not UTF-8, or longer than [`MAX_LINE`], is bad
/// input with its line number (exit status 2), like a bad card.
fn next_line<'b>(
    input: &mut impl BufRead,
    buffer: &'b mut Vec<u8>,
    number: &mut usize,
) -> Result<Option<&'b str>, CliError> {
    buffer.clear();
    let read = input
        .by_ref()
        .take(MAX_LINE as u64 + 1)
        .read_until(b'\n', buffer)?;
    if read == 0 {
        return Ok(None);
    }
    *number += 1;
    if buffer.last() == Some(&b'\n') {
        buffer.pop();
        if buffer.last() == Some(&b'\r') {
            buffer.pop();
        }
    } else if buffer.len() > MAX_LINE {
        return Err(CliError::BadInput(format!(
            "line {number}: longer than {MAX_LINE} bytes (one hand per line)"
        )));
    }
    match std::str::from_utf8(buffer) {
        Ok(line) => Ok(Some(line)),
        Err(e) => Err(CliError::BadInput(format!(
            "line {number}: not UTF-8 text (a bad byte at column {})",
            e.valid_up_to() + 1
        ))),
    }
}
