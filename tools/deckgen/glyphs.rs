//! The rank glyphs of the corner indices: a bold, upright sans drawn as centre lines in a box
//! 100 units tall, stroked with flat ends and clipped to the box, so that diagonal ends and
//! sharp joins are cut square at the cap height and the baseline.
//!
//! They are paths, not text: SVG text would depend on the fonts of the machine that renders it.

use super::path::{Affine, Path, p};
use pokerlab::cards::Rank;

/// The stroke width of every glyph, in glyph units (the box is 100 tall).
pub(crate) const STROKE: f64 = 17.0;

/// A glyph: its centre lines and its width.
pub(crate) struct Glyph {
    /// Centre lines, in a box `width` × 100 with y growing down.
    pub path: Path,
    /// Advance width, in glyph units.
    pub width: f64,
}

fn six() -> Path {
    Path::new()
        .m(48.0, 13.5)
        .c(44.0, 10.0, 38.5, 8.5, 32.5, 8.5)
        .c(17.0, 8.5, 9.0, 25.0, 9.0, 52.0)
        .c(9.0, 79.0, 17.5, 91.5, 31.0, 91.5)
        .c(44.5, 91.5, 52.5, 82.0, 52.5, 67.5)
        .c(52.5, 53.0, 44.0, 44.0, 31.0, 44.0)
        .c(20.5, 44.0, 12.5, 50.0, 9.0, 60.0)
}

fn zero(width: f64) -> Path {
    let (l, r) = (8.5, width - 8.5);
    let m = width / 2.0;
    let k = (r - l) * 0.28;
    Path::new()
        .m(m, 8.5)
        .c(m + k, 8.5, r, 24.0, r, 50.0)
        .c(r, 76.0, m + k, 91.5, m, 91.5)
        .c(m - k, 91.5, l, 76.0, l, 50.0)
        .c(l, 24.0, m - k, 8.5, m, 8.5)
        .z()
}

fn one() -> Path {
    Path::polyline(&[(3.0, 27.0), (24.0, 4.0), (24.0, 104.0)])
}

/// The glyph for `rank` ("10" for the ten, as printed on cards).
pub(crate) fn glyph(rank: Rank) -> Glyph {
    let (path, width) = match rank {
        Rank::Two => (
            Path::new()
                .m(9.0, 30.0)
                .c(9.0, 15.5, 18.5, 8.5, 31.0, 8.5)
                .c(43.5, 8.5, 52.0, 16.0, 52.0, 28.5)
                .c(52.0, 41.0, 44.0, 49.0, 33.0, 60.0)
                .l(9.0, 91.5)
                .l(58.0, 91.5),
            62.0,
        ),
        Rank::Three => (
            Path::new()
                .m(9.0, 21.0)
                .c(13.0, 12.5, 21.0, 8.5, 30.5, 8.5)
                .c(42.0, 8.5, 50.5, 15.0, 50.5, 26.5)
                .c(50.5, 38.0, 41.5, 45.5, 29.0, 45.5)
                .l(22.0, 45.5)
                .m(29.0, 45.5)
                .c(43.5, 45.5, 53.0, 53.5, 53.0, 67.5)
                .c(53.0, 83.0, 42.5, 91.5, 30.0, 91.5)
                .c(19.0, 91.5, 11.5, 87.0, 7.5, 78.0),
            61.0,
        ),
        Rank::Four => (
            Path::polyline(&[(42.0, 104.0), (42.0, 8.5), (7.0, 67.0), (60.0, 67.0)]),
            62.0,
        ),
        Rank::Five => (
            Path::new()
                .m(51.0, 8.5)
                .l(16.0, 8.5)
                .l(12.5, 46.0)
                .c(18.0, 41.5, 24.0, 40.0, 31.0, 40.0)
                .c(45.0, 40.0, 53.5, 50.0, 53.5, 65.5)
                .c(53.5, 81.5, 43.5, 91.5, 29.5, 91.5)
                .c(20.0, 91.5, 12.5, 87.5, 8.0, 80.0),
            61.0,
        ),
        Rank::Six => (six(), 61.0),
        Rank::Seven => (
            Path::polyline(&[(5.0, 8.5), (55.0, 8.5), (24.0, 104.0)]),
            60.0,
        ),
        Rank::Eight => (
            Path::ellipse(30.5, 27.0, 18.0, 18.5).with(Path::ellipse(30.5, 67.5, 21.5, 24.0)),
            61.0,
        ),
        Rank::Nine => (six().map(Affine::half_turn(p(30.75, 50.0))), 61.0),
        Rank::Ten => (
            one().with(zero(48.0).map(Affine::scale_translate(1.0, 1.0, 38.5, 0.0))),
            86.5,
        ),
        Rank::Jack => (
            Path::new()
                .m(42.0, -4.0)
                .l(42.0, 66.0)
                .c(42.0, 83.0, 34.0, 91.5, 23.5, 91.5)
                .c(13.0, 91.5, 6.5, 84.5, 5.5, 72.0),
            51.0,
        ),
        Rank::Queen => (
            zero(70.0).with(Path::polyline(&[(40.0, 66.0), (64.0, 104.0)])),
            70.0,
        ),
        Rank::King => (
            Path::polyline(&[(9.5, -4.0), (9.5, 104.0)])
                .with(Path::polyline(&[(63.0, -6.0), (14.0, 62.0)]))
                .with(Path::polyline(&[(28.0, 44.0), (63.0, 106.0)])),
            66.0,
        ),
        Rank::Ace => (
            Path::polyline(&[(0.0, 112.0), (35.0, -2.0), (70.0, 112.0)])
                .with(Path::polyline(&[(16.0, 69.0), (54.0, 69.0)])),
            70.0,
        ),
    };
    Glyph { path, width }
}
