//! `pokerlab cards`: write a PNG of every card face and back, to look at the deck or use it
//! elsewhere.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::CliError;
use pokerlab::art::{CardFace, DeckStyle, MAX_HEIGHT, MIN_HEIGHT, render, width_for_height};

/// Arguments of `pokerlab cards`.
#[derive(Debug, Args)]
pub struct CardsArgs {
    /// Directory to write the PNGs into (created if missing).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Card height in pixels (8 to 4096); the width follows the 2.5 : 3.5 card shape.
    #[arg(long, value_name = "PX")]
    pub height: u32,
    /// Use the four-colour deck (spades black, hearts red, diamonds blue, clubs green).
    #[arg(long)]
    pub four_color: bool,
}

/// Runs `pokerlab cards`.
pub fn run(args: &CardsArgs) -> Result<(), CliError> {
    if !(MIN_HEIGHT..=MAX_HEIGHT).contains(&args.height) {
        return Err(CliError::BadInput(format!(
            "--height {}: card height must be {MIN_HEIGHT} to {MAX_HEIGHT} pixels",
            args.height
        )));
    }
    let dir = &args.out;
    if dir.exists() && !dir.is_dir() {
        return Err(CliError::BadInput(format!(
            "--out {}: not a directory",
            dir.display()
        )));
    }
    std::fs::create_dir_all(dir).map_err(|e| {
        CliError::BadInput(format!(
            "--out {}: cannot create the directory: {e}",
            dir.display()
        ))
    })?;
    let style = if args.four_color {
        DeckStyle::FourColor
    } else {
        DeckStyle::TwoColor
    };
    let mut count = 0;
    for face in CardFace::all() {
        let png = render(face, style, args.height)
            .and_then(|image| image.to_png())
            .map_err(|e| CliError::Failed(format!("{face}: {e}")))?;
        let path = dir.join(format!("{}.png", face.file_stem()));
        std::fs::write(&path, png).map_err(|e| {
            // The first file tells whether the directory is writable at all.
            let message = format!(
                "--out {}: cannot write {}: {e}",
                dir.display(),
                path.display()
            );
            if count == 0 {
                CliError::BadInput(message)
            } else {
                CliError::Failed(message)
            }
        })?;
        count += 1;
    }
    writeln!(
        std::io::stdout(),
        "wrote {count} cards ({}×{} px, {}) to {}",
        width_for_height(args.height),
        args.height,
        style.name(),
        dir.display()
    )?;
    Ok(())
}
