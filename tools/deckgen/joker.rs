//! The joker of Joker Poker's 53-card deck: a jester's cap with three bells over a grinning
//! face and a ruffled collar, and JOKER spelt down the corner indices — all paths, no text,
//! the same in both deck styles.

use super::glyphs::{self, STROKE};
use super::palette;
use super::path::{Affine, Path};
use super::svg::{Doc, Pen};
use super::{CENTRE, HEIGHT, WIDTH, card_blank};
use pokerlab::cards::Rank;

/// Height of one letter of the corner index.
const LETTER: f64 = 21.0;
/// Space between letters.
const LETTER_GAP: f64 = 4.5;
/// Where the index's column is centred, and where it starts.
const INDEX_X: f64 = 25.0;
const INDEX_TOP: f64 = 16.0;

/// The joker, as an SVG document.
pub(crate) fn svg() -> String {
    let mut doc = Doc::new();
    card_blank(&mut doc);
    index(&mut doc);
    figure(&mut doc);
    doc.finish(WIDTH, HEIGHT, "Joker")
}

/// The letters E, O and R as centre lines in the glyphs' 100-tall box, with their widths (J
/// and K are the rank glyphs).
fn letter(c: char) -> (Path, f64) {
    match c {
        'J' => {
            let g = glyphs::glyph(Rank::Jack);
            (g.path, g.width)
        }
        'K' => {
            let g = glyphs::glyph(Rank::King);
            (g.path, g.width)
        }
        'O' => (Path::ellipse(34.0, 50.0, 25.5, 41.5), 68.0),
        'E' => (
            Path::polyline(&[(56.0, 8.5), (12.0, 8.5), (12.0, 91.5), (56.0, 91.5)])
                .with(Path::polyline(&[(12.0, 50.0), (50.0, 50.0)])),
            62.0,
        ),
        _ => (
            Path::new()
                .m(12.0, 104.0)
                .l(12.0, 8.5)
                .l(34.0, 8.5)
                .c(48.0, 8.5, 56.0, 17.0, 56.0, 30.0)
                .c(56.0, 43.0, 48.0, 51.5, 34.0, 51.5)
                .l(12.0, 51.5)
                .m(30.0, 51.5)
                .l(58.0, 104.0),
            64.0,
        ),
    }
}

/// JOKER down the top-left corner and, turned, the bottom-right one.
fn index(doc: &mut Doc) {
    let s = LETTER / 100.0;
    let turn = Affine::half_turn(CENTRE);
    let mut letters = Path::new();
    let mut clip = Path::new();
    for (i, c) in "JOKER".chars().enumerate() {
        let (path, width) = letter(c);
        let top = INDEX_TOP + i as f64 * (LETTER + LETTER_GAP);
        let place = Affine::scale_translate(s, s, INDEX_X - width * s / 2.0, top);
        letters = letters.with(path.map(place));
        let (x0, w) = (INDEX_X - 14.0, 28.0);
        let cell = Path::polygon(&[
            (x0, top),
            (x0 + w, top),
            (x0 + w, top + LETTER),
            (x0, top + LETTER),
        ]);
        clip = clip.with(cell.clone()).with(cell.map(turn));
    }
    doc.clip_path("index", &clip);
    doc.begin_clip("index");
    doc.stroke(
        &letters.clone().with(letters.map(turn)),
        palette::RED,
        STROKE * s,
        Pen::Sharp,
    );
    doc.end_group();
}

/// The jester: cap, bells, face and collar, centred on the card.
fn figure(doc: &mut Doc) {
    let cx = CENTRE.x;
    // Three horns of the cap, from the headband up to a bell each, curling outwards.
    let band_y = 190.0;
    let left = Path::new()
        .m(78.0, band_y)
        .c(70.0, 160.0, 58.0, 130.0, 62.0, 100.0)
        .c(80.0, 118.0, 100.0, 140.0, 112.0, band_y - 4.0)
        .z();
    let right = left.map(Affine::mirror_x(cx));
    let middle = Path::new()
        .m(100.0, band_y - 2.0)
        .c(104.0, 150.0, 112.0, 110.0, cx, 74.0)
        .c(138.0, 110.0, 146.0, 150.0, 150.0, band_y - 2.0)
        .z();
    doc.fill_stroke(&left, palette::RED, palette::LINE, 2.2);
    doc.fill_stroke(&right, palette::RED, palette::LINE, 2.2);
    doc.fill_stroke(&middle, palette::PURPLE, palette::LINE, 2.2);
    // A gold seam down each horn.
    let seams = Path::new()
        .m(95.0, band_y - 6.0)
        .c(88.0, 160.0, 76.0, 130.0, 64.0, 104.0)
        .with(
            Path::new()
                .m(95.0, band_y - 6.0)
                .c(88.0, 160.0, 76.0, 130.0, 64.0, 104.0)
                .map(Affine::mirror_x(cx)),
        )
        .with(Path::polyline(&[(cx, band_y - 4.0), (cx, 80.0)]));
    doc.stroke_alpha(&seams, palette::GOLD, 2.0, 0.9);
    // The bells.
    for (x, y) in [(62.0, 100.0), (WIDTH - 62.0, 100.0), (cx, 74.0)] {
        doc.fill_stroke(
            &Path::circle(x, y, 9.5),
            palette::GOLD,
            palette::GOLD_DARK,
            2.0,
        );
        doc.fill(&Path::circle(x - 2.5, y - 3.0, 2.6), palette::IVORY);
    }
    // The face under the band.
    let face = Path::ellipse(cx, 226.0, 36.0, 40.0);
    doc.fill_stroke(&face, palette::SKIN, palette::LINE, 2.2);
    for side in [-1.0, 1.0] {
        let x = cx + side * 13.0;
        doc.fill(&Path::ellipse(x, 216.0, 4.0, 5.5), palette::LINE);
        doc.fill_alpha(
            &Path::circle(cx + side * 22.0, 234.0, 6.5),
            palette::BLUSH,
            0.7,
        );
        // Eyebrows arched high.
        doc.stroke(
            &Path::new()
                .m(x - 7.0, 206.0)
                .c(x - 3.0, 200.0, x + 3.0, 200.0, x + 7.0, 206.0),
            palette::LINE,
            2.2,
            Pen::Round,
        );
    }
    // The nose, a red ball, and the grin.
    doc.fill_stroke(
        &Path::circle(cx, 229.0, 5.5),
        palette::RED,
        palette::LINE,
        1.2,
    );
    let grin = Path::new()
        .m(cx - 20.0, 242.0)
        .c(cx - 12.0, 258.0, cx + 12.0, 258.0, cx + 20.0, 242.0)
        .c(cx + 8.0, 249.0, cx - 8.0, 249.0, cx - 20.0, 242.0)
        .z();
    doc.fill_stroke(&grin, palette::IVORY, palette::LINE, 2.0);
    // The headband over the forehead, gold with red diamonds.
    let band = Path::round_rect(72.0, band_y - 8.0, WIDTH - 144.0, 22.0, 9.0);
    doc.fill_stroke(&band, palette::GOLD, palette::GOLD_DARK, 2.0);
    let mut diamonds = Path::new();
    for i in 0..5 {
        let x = 89.0 + f64::from(i) * 18.0;
        let y = band_y + 3.0;
        diamonds = diamonds.with(Path::polygon(&[
            (x, y - 6.0),
            (x + 4.5, y),
            (x, y + 6.0),
            (x - 4.5, y),
        ]));
    }
    doc.fill(&diamonds, palette::RED);
    // The ruffled collar: points alternating red and purple under the chin.
    let (top, bottom) = (262.0, 300.0);
    for i in 0..7 {
        let x0 = 66.0 + f64::from(i) * 17.0;
        let point = Path::polygon(&[
            (x0, top),
            (x0 + 17.0, top),
            (x0 + 8.5, bottom + if i % 2 == 0 { 4.0 } else { -4.0 }),
        ]);
        let fill = if i % 2 == 0 {
            palette::RED
        } else {
            palette::PURPLE
        };
        doc.fill_stroke(&point, fill, palette::LINE, 1.8);
    }
    for i in 0..7 {
        let x = 74.5 + f64::from(i) * 17.0;
        let y = bottom + if i % 2 == 0 { 4.0 } else { -4.0 };
        doc.fill_stroke(
            &Path::circle(x, y + 2.0, 4.0),
            palette::GOLD,
            palette::GOLD_DARK,
            1.2,
        );
    }
    doc.fill_stroke(
        &Path::round_rect(62.0, top - 5.0, WIDTH - 124.0, 9.0, 4.5),
        palette::IVORY,
        palette::LINE,
        1.6,
    );
}
