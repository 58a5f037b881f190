//! The card backs: a lattice on a deep colour inside a white border, with a medallion of the
//! four suits in the middle, pointing outwards, so the back looks the same either way up.

use super::palette;
use super::path::{Affine, Path, p};
use super::suits;
use super::svg::{Doc, Pen};
use super::{CENTRE, HEIGHT, WIDTH, card_blank};
use pokerlab::art::BackColor;
use pokerlab::cards::Suit;

/// The back in `color`, as an SVG document.
pub(crate) fn svg(color: BackColor) -> String {
    let (main, deep) = match color {
        BackColor::Red => ("#a3182a", "#7c1020"),
        BackColor::Blue => ("#1f4597", "#152f6b"),
    };
    let mut doc = Doc::new();
    card_blank(&mut doc);

    let inset = 13.0;
    let panel = Path::round_rect(inset, inset, WIDTH - 2.0 * inset, HEIGHT - 2.0 * inset, 8.0);
    doc.fill(&panel, main);

    // A diagonal lattice, centred on the card so that it is the same after a half turn, cut
    // to the panel's box (past the panel's rounded corners it is white on white).
    let (x0, y0, x1, y1) = (inset, inset, WIDTH - inset, HEIGHT - inset);
    let step = 12.5;
    let mut lattice = Path::new();
    let n = ((WIDTH + HEIGHT) / step).ceil() as i32;
    for i in -n..=n {
        let c = f64::from(i) * step;
        // The line x − y = k, and the line x + y = m.
        let k = CENTRE.x - CENTRE.y + c;
        let (a, b) = (x0.max(y0 + k), x1.min(y1 + k));
        if a < b {
            lattice = lattice.with(Path::polyline(&[(a, a - k), (b, b - k)]));
        }
        let m = CENTRE.x + CENTRE.y + c;
        let (a, b) = (x0.max(m - y1), x1.min(m - y0));
        if a < b {
            lattice = lattice.with(Path::polyline(&[(a, m - a), (b, m - b)]));
        }
    }
    doc.stroke_alpha(&lattice, "#ffffff", 1.1, 0.22);

    // Two white rules inside the panel.
    let rule = |d: f64, r: f64| {
        Path::round_rect(
            inset + d,
            inset + d,
            WIDTH - 2.0 * (inset + d),
            HEIGHT - 2.0 * (inset + d),
            r,
        )
    };
    doc.stroke(&rule(6.0, 5.0), "#ffffff", 2.2, Pen::Round);
    doc.stroke_alpha(&rule(10.5, 3.0), "#ffffff", 0.9, 0.7);

    // Corner ornaments: a diamond in each corner of the rules, pointing at the corner.
    let diamond = |cx: f64, cy: f64, r: f64| {
        Path::polygon(&[(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    };
    let corner = inset + 22.0;
    for (x, y) in [
        (corner, corner),
        (WIDTH - corner, corner),
        (corner, HEIGHT - corner),
        (WIDTH - corner, HEIGHT - corner),
    ] {
        doc.fill_stroke(&diamond(x, y, 7.0), deep, "#ffffff", 1.4);
        doc.fill(&diamond(x, y, 2.6), "#ffffff");
    }

    // The medallion: rings and the four suits, white on the deep colour.
    doc.fill_stroke(
        &Path::ellipse(CENTRE.x, CENTRE.y, 50.0, 62.0),
        deep,
        "#ffffff",
        2.6,
    );
    doc.stroke_alpha(
        &Path::ellipse(CENTRE.x, CENTRE.y, 44.0, 56.0),
        "#ffffff",
        0.9,
        0.7,
    );
    let mut suits_path = Path::new();
    for (suit, dx, dy, turn) in [
        (Suit::Spades, 0.0, -26.0, 0.0),
        (Suit::Hearts, 0.0, 26.0, 180.0),
        (Suit::Diamonds, 21.0, 0.0, 90.0),
        (Suit::Clubs, -21.0, 0.0, -90.0),
    ] {
        let at = p(CENTRE.x + dx, CENTRE.y + dy);
        suits_path =
            suits_path.with(suits::pip(suit, at, 22.0, false).map(Affine::rotate(turn, at)));
    }
    doc.fill(&suits_path, palette::PAPER);
    doc.fill(&diamond(CENTRE.x, CENTRE.y, 5.0), palette::PAPER);

    doc.finish(
        WIDTH,
        HEIGHT,
        match color {
            BackColor::Red => "card back, red",
            BackColor::Blue => "card back, blue",
        },
    )
}
