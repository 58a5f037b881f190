//! Writes the deck's SVG files into `assets/cards/` (run from anywhere in the crate):
//!
//! ```text
//! cargo run --release --example gen_cards
//! cargo run --release --example gen_cards -- --sheet docs/deck.png
//! ```
//!
//! The drawing lives in `tools/deckgen` (a developer tool, not part of the library); this
//! only writes its output. With
//! `--sheet PNG` it also renders a contact sheet of the whole deck (the README's picture) —
//! from the SVGs compiled into the binary, so after changing the art, run it twice.

#[path = "../tools/deckgen/mod.rs"]
mod deckgen;

use std::path::Path;

use deckgen as generate;
use pokerlab::art::{CardFace, DeckStyle, contact_sheet, svg_source};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .join("cards");
    let files = generate::deck();
    for file in &files {
        let path = root.join(&file.path);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(&path, &file.svg)?;
    }
    let bytes: usize = files.iter().map(|f| f.svg.len()).sum();
    println!(
        "wrote {} SVG files ({} KB) to {}",
        files.len(),
        bytes / 1024,
        root.display()
    );

    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [flag, out] = args.as_slice()
        && flag == "--sheet"
    {
        let stale = DeckStyle::ALL.into_iter().any(|style| {
            CardFace::all().any(|face| svg_source(face, style) != generate::svg(face, style))
        });
        if stale {
            return Err(
                "the art changed since this binary was built: run again for the sheet".into(),
            );
        }
        for (style, suffix) in [
            (DeckStyle::TwoColor, ""),
            (DeckStyle::FourColor, "-four-color"),
        ] {
            let path = match out.strip_suffix(".png") {
                Some(stem) => format!("{stem}{suffix}.png"),
                None => format!("{out}{suffix}"),
            };
            std::fs::write(&path, contact_sheet(style, 150)?.to_png()?)?;
            println!("wrote the contact sheet to {path}");
        }
    }
    Ok(())
}
