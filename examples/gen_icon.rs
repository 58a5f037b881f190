//! Writes pokerlab's icon into `assets/icon/` (run from anywhere in the crate):
//!
//! ```text
//! cargo run --release --example gen_icon
//! ```
//!
//! The drawing lives in `tools/icongen.rs` (a developer tool, not part of the library); this
//! writes its SVG and the PNGs at the hicolor sizes (16 … 512 pixels), rendered with resvg.
//! `tests/it/icon_art.rs` checks that the committed files are what this writes.

#![allow(
    dead_code,
    reason = "the example uses part of the deck generator's path module"
)]

#[path = "../tools/icongen.rs"]
mod icongen;

use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .join("icon");
    std::fs::create_dir_all(&root)?;
    let svg = icongen::svg();
    std::fs::write(root.join(icongen::SVG_FILE), &svg)?;
    println!("wrote {} ({} bytes)", icongen::SVG_FILE, svg.len());
    for size in icongen::SIZES {
        let png = icongen::png(size)?;
        let name = icongen::png_file(size);
        std::fs::write(root.join(&name), &png)?;
        println!("wrote {name} ({} bytes)", png.len());
    }
    println!("in {}", root.display());
    Ok(())
}
