//! The deck generator (`tools/deckgen`, a developer tool outside the library) reproduces the
//! committed SVG files in `assets/cards/` byte for byte, and makes no other file.

#![allow(dead_code, reason = "the test uses part of the generator")]
#![allow(clippy::unwrap_used)]

#[path = "../../tools/deckgen/mod.rs"]
mod deckgen;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Every file under `dir`, as paths relative to `root`.
fn files_under(root: &Path, dir: &Path, out: &mut BTreeSet<String>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files_under(root, &path, out);
        } else {
            let relative = path.strip_prefix(root).unwrap();
            out.insert(relative.to_string_lossy().replace('\\', "/"));
        }
    }
}

#[test]
fn regenerating_the_deck_reproduces_assets_cards_byte_for_byte() {
    let root: PathBuf = [env!("CARGO_MANIFEST_DIR"), "assets", "cards"]
        .iter()
        .collect();
    let files = deckgen::deck();
    assert_eq!(
        files.len(),
        107,
        "52 faces in two styles, the joker and two backs"
    );
    for file in &files {
        let committed = std::fs::read(root.join(&file.path))
            .unwrap_or_else(|e| panic!("assets/cards/{}: {e}", file.path));
        assert!(
            committed == file.svg.as_bytes(),
            "assets/cards/{} differs from the generator's output: \
             run `cargo run --release --example gen_cards` and commit the result",
            file.path
        );
    }
    let mut on_disk = BTreeSet::new();
    files_under(&root, &root, &mut on_disk);
    let generated: BTreeSet<String> = files.iter().map(|f| f.path.clone()).collect();
    assert_eq!(
        on_disk, generated,
        "files in assets/cards/ the generator does not make"
    );
}

#[test]
fn asset_paths_name_the_style_folder() {
    use pokerlab::art::{CardFace, DeckStyle};
    let ace = CardFace::Card("As".parse().unwrap());
    assert_eq!(deckgen::asset_path(ace, DeckStyle::TwoColor), "As.svg");
    assert_eq!(
        deckgen::asset_path(ace, DeckStyle::FourColor),
        "four-color/As.svg"
    );
}
