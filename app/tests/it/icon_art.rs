//! The icon generator (`tools/icongen.rs`, a developer tool outside the library) reproduces the
//! committed files in `assets/icon/` — the SVG byte for byte, each PNG pixel for pixel — and
//! makes no other file; and its colours are the app's.

#![allow(
    dead_code,
    reason = "the test uses part of the deck generator's path module"
)]
#![allow(clippy::unwrap_used)]

#[path = "../../../tools/icongen.rs"]
mod icongen;

use std::collections::BTreeSet;
use std::path::PathBuf;

use resvg::tiny_skia::Pixmap;

fn icon_dir() -> PathBuf {
    [env!("CARGO_MANIFEST_DIR"), "..", "assets", "icon"]
        .iter()
        .collect()
}

const REGENERATE: &str = "run `cargo run --release --example gen_icon` and commit the result";

#[test]
fn the_committed_svg_is_the_generators() {
    let committed = std::fs::read_to_string(icon_dir().join(icongen::SVG_FILE)).unwrap();
    assert!(
        committed == icongen::svg(),
        "assets/icon/{} differs from the generator's output: {REGENERATE}",
        icongen::SVG_FILE
    );
    assert!(
        !committed.contains("<text") && !committed.contains("font"),
        "the icon is paths only"
    );
}

#[test]
fn the_committed_pngs_are_the_generators_pixel_for_pixel() {
    for size in icongen::SIZES {
        let name = icongen::png_file(size);
        let committed = std::fs::read(icon_dir().join(&name)).unwrap();
        let committed = Pixmap::decode_png(&committed).unwrap();
        // Through PNG and back, as the committed file went (PNG stores straight alpha).
        let generated = Pixmap::decode_png(&icongen::png(size).unwrap()).unwrap();
        assert_eq!(
            (committed.width(), committed.height()),
            (size, size),
            "assets/icon/{name}: wrong size"
        );
        assert!(
            committed.data() == generated.data(),
            "assets/icon/{name} differs from the generator's output: {REGENERATE}"
        );
    }
}

#[test]
fn the_icon_is_round_with_a_white_spade_in_the_middle() {
    let icon = icongen::render(64).unwrap();
    let at = |x: u32, y: u32| icon.pixel(x, y).unwrap();
    assert_eq!(at(0, 0).alpha(), 0, "transparent corners");
    assert_eq!(at(63, 63).alpha(), 0, "transparent corners");
    let middle = at(32, 34);
    assert_eq!(
        (middle.red(), middle.green(), middle.blue(), middle.alpha()),
        (255, 255, 255, 255),
        "the spade"
    );
    let felt = at(32, 10);
    assert!(
        felt.green() > felt.red() + 40 && felt.alpha() == 255,
        "felt above the spade: {felt:?}"
    );
}

#[test]
fn assets_icon_holds_only_what_the_generator_makes() {
    let on_disk: BTreeSet<String> = std::fs::read_dir(icon_dir())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let mut made: BTreeSet<String> = icongen::SIZES.map(icongen::png_file).into();
    made.insert(icongen::SVG_FILE.to_owned());
    assert_eq!(
        on_disk, made,
        "files in assets/icon/ the generator does not make"
    );
}

/// The icon's colours are the dark theme's, so that the icon and the top bar's logo agree.
#[test]
fn the_icons_colours_are_the_dark_themes() {
    use icongen::colors;
    use pokerlab_app::ui::theme::Palette;
    let hex = |c: egui::Color32| format!("#{:02x}{:02x}{:02x}", c.r(), c.g(), c.b());
    let dark = Palette::dark();
    assert_eq!(colors::FELT_CENTER, hex(dark.felt_center));
    assert_eq!(colors::FELT_EDGE, hex(dark.felt_edge));
    assert_eq!(colors::RAIL, hex(dark.rail));
    let rgb = |hex: &str| u8::from_str_radix(hex, 16).unwrap();
    let line = colors::RAIL_LINE;
    assert_eq!(
        egui::Color32::from_rgba_unmultiplied(
            rgb(&line[1..3]),
            rgb(&line[3..5]),
            rgb(&line[5..7]),
            colors::RAIL_LINE_ALPHA
        ),
        dark.rail_line
    );
    assert_eq!(colors::SLOT_ALPHA, dark.slot_on_felt.a());
    assert_eq!(colors::SLOT_LINE_ALPHA, dark.slot_on_felt_line.a());
}
