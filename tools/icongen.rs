//! The generator of pokerlab's icon: the top bar's logo (a white ♠ on a felt-green disc in a
//! rail-coloured ring) grown into an application icon, with two empty card slots fanned on the
//! felt behind the spade, as on the app's table.
//!
//! A developer tool, not part of the library: the app and the Debian package only read what is
//! checked in under `assets/icon/`. `cargo run --release --example gen_icon` writes the SVG and
//! its PNGs at the hicolor sizes (the example includes this file as a module), and
//! `tests/it/icon_art.rs` (which includes it too) checks that the committed files are what it
//! produces. The spade is the deck's own (`tools/deckgen/suits.rs`); the colours are the dark
//! theme's (`src/ui/theme.rs`), which the test checks too.

#[path = "deckgen/path.rs"]
mod path;
#[path = "deckgen/suits.rs"]
mod suits;

use std::fmt::Write as _;

use path::{Affine, Path, num, p};
use pokerlab::cards::Suit;
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

/// The side of the SVG's square, in SVG units.
pub const SIDE: f64 = 512.0;

/// The PNG sizes, in pixels: the hicolor theme's usual application sizes.
pub const SIZES: [u32; 7] = [16, 32, 48, 64, 128, 256, 512];

/// The SVG's file name under `assets/icon/`.
pub const SVG_FILE: &str = "pokerlab.svg";

/// The PNG file name under `assets/icon/` for `size` pixels: `pokerlab-48.png`.
pub fn png_file(size: u32) -> String {
    format!("pokerlab-{size}.png")
}

/// The colours, as `#rrggbb` and an opacity, taken from the dark theme in `src/ui/theme.rs`.
pub mod colors {
    /// `felt_center`: the felt in the middle.
    pub const FELT_CENTER: &str = "#238a55";
    /// `felt_edge`: the felt at the rail.
    pub const FELT_EDGE: &str = "#0c472b";
    /// `rail`: the padded rail around the felt.
    pub const RAIL: &str = "#1c1f24";
    /// `rail_line`: the gold line between rail and felt (its colour; the theme's alpha is
    /// [`RAIL_LINE_ALPHA`]).
    pub const RAIL_LINE: &str = "#d8b04c";
    /// The alpha of `rail_line` in the dark theme, out of 255.
    pub const RAIL_LINE_ALPHA: u8 = 150;
    /// `slot_on_felt`: an empty card slot on the felt (black at this alpha out of 255).
    pub const SLOT_ALPHA: u8 = 60;
    /// `slot_on_felt_line`: its outline (white at this alpha out of 255).
    pub const SLOT_LINE_ALPHA: u8 = 90;
    /// The spade, white as in the logo.
    pub const SPADE: &str = "#ffffff";
}

/// The icon as an SVG document: paths and one gradient, no text.
pub fn svg() -> String {
    use colors::*;
    let c = p(SIDE / 2.0, SIDE / 2.0);
    let alpha = |a: u8| f64::from(a) / 255.0;
    let mut body = String::new();
    let mut fill = |path: &Path, paint: &str, opacity: f64| {
        let opacity = if opacity < 1.0 {
            format!(r#" fill-opacity="{}""#, num(opacity))
        } else {
            String::new()
        };
        let _ = writeln!(
            body,
            r#"<path d="{}" fill="{paint}"{opacity}/>"#,
            path.to_svg()
        );
    };
    // A ring as a filled annulus (the inner circle reversed, so it cuts a hole).
    let ring = |outer: f64, inner: f64| {
        Path::circle(c.x, c.y, outer).with(Path::circle(c.x, c.y, inner).reversed())
    };

    // The rail, then the felt inside it, then the gold line where they meet.
    const RAIL_OUTER: f64 = 250.0;
    const FELT: f64 = 222.0;
    const LINE: f64 = 7.0;
    fill(&ring(RAIL_OUTER, FELT), RAIL, 1.0);
    fill(&Path::circle(c.x, c.y, FELT), "url(#felt)", 1.0);
    fill(
        &ring(FELT + LINE / 2.0, FELT - LINE / 2.0),
        RAIL_LINE,
        alpha(RAIL_LINE_ALPHA),
    );

    // Two empty card slots, fanned about a point below the middle as hole cards are held, the
    // right one on top.
    let (w, h, r) = (150.0, 210.0, 16.0);
    let slot_centre = p(c.x, c.y - 4.0);
    let pivot = p(c.x, c.y + 170.0);
    let line = 5.0;
    for degrees in [-17.0, 17.0] {
        let turn = Affine::rotate(degrees, pivot);
        let card = Path::round_rect(slot_centre.x - w / 2.0, slot_centre.y - h / 2.0, w, h, r);
        let inner = Path::round_rect(
            slot_centre.x - w / 2.0 + line,
            slot_centre.y - h / 2.0 + line,
            w - 2.0 * line,
            h - 2.0 * line,
            r - line,
        );
        // Felt first, so that the card on top hides the outline of the one below.
        fill(&card.map(turn), "url(#felt)", 1.0);
        fill(&card.map(turn), "#000000", alpha(SLOT_ALPHA));
        fill(
            &card.map(turn).with(inner.map(turn).reversed()),
            "#ffffff",
            alpha(SLOT_LINE_ALPHA),
        );
    }

    // The spade, the deck's own shape, with a soft shadow below it.
    let spade_centre = p(c.x, c.y + 10.0);
    let spade = suits::pip(Suit::Spades, spade_centre, 190.0, false);
    fill(
        &spade.map(Affine::scale_translate(1.0, 1.0, 0.0, 7.0)),
        "#000000",
        0.25,
    );
    fill(&spade, SPADE, 1.0);

    let mut out = String::with_capacity(body.len() + 600);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{s}\" height=\"{s}\" viewBox=\"0 0 {s} {s}\">\n\
         <!-- pokerlab's icon. Generated by examples/gen_icon.rs (tools/icongen.rs); MIT licence, like the rest of pokerlab. -->\n\
         <defs><radialGradient id=\"felt\" cx=\"{cx}\" cy=\"{cy}\" r=\"{fr}\" gradientUnits=\"userSpaceOnUse\">\
         <stop offset=\"0\" stop-color=\"{FELT_CENTER}\"/><stop offset=\"0.55\" stop-color=\"{FELT_CENTER}\"/>\
         <stop offset=\"1\" stop-color=\"{FELT_EDGE}\"/></radialGradient></defs>\n",
        s = num(SIDE),
        cx = num(c.x),
        cy = num(c.y),
        fr = num(FELT),
    );
    out.push_str(&body);
    out.push_str("</svg>\n");
    out
}

/// The icon rendered `size` × `size` pixels with resvg (premultiplied RGBA).
pub fn render(size: u32) -> Result<Pixmap, String> {
    let tree = usvg::Tree::from_str(&svg(), &usvg::Options::default())
        .map_err(|e| format!("the icon's SVG does not parse: {e}"))?;
    let mut pixmap = Pixmap::new(size, size).ok_or_else(|| format!("no pixmap of {size} px"))?;
    let scale = size as f32 / SIDE as f32;
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// The icon as a PNG file of `size` × `size` pixels.
pub fn png(size: u32) -> Result<Vec<u8>, String> {
    render(size)?
        .encode_png()
        .map_err(|e| format!("cannot encode the {size} px icon: {e}"))
}
