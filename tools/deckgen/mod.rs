//! The generator of the deck's SVG files: every face and back is computed here from a few
//! shapes (suit symbols, rank glyphs, pip layouts, court figures), so the whole deck stays
//! consistent and can be regenerated after a change.
//!
//! A developer tool, not part of the library: the app only reads the SVGs checked in under
//! `assets/cards/`. `cargo run --release --example gen_cards` writes them (the example
//! includes this folder as a module), and `tests/it/deck_art.rs` (which includes it too) checks
//! that the committed files are byte for byte what it produces.

mod back;
mod court;
mod glyphs;
mod joker;
mod palette;
mod path;
mod pips;
mod suits;
mod svg;

use path::{Affine, Path, Pt, p};
use svg::{Doc, Pen};

use pokerlab::art::{BackColor, CardFace, DeckStyle};
use pokerlab::cards::{Card, Rank};

/// Card width in SVG units (the card is 2.5 × 3.5 inches, 100 units to the inch).
pub const WIDTH: f64 = 250.0;
/// Card height in SVG units.
pub const HEIGHT: f64 = 350.0;
/// The centre of the card, about which its bottom half turns.
pub(crate) const CENTRE: Pt = p(WIDTH / 2.0, HEIGHT / 2.0);

/// One generated file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SvgFile {
    /// The path under `assets/cards/`, e.g. `As.svg` or `four-color/As.svg`.
    pub path: String,
    /// The SVG document.
    pub svg: String,
}

/// The file under `assets/cards/` holding `face` in `style` (the joker and the backs are
/// shared by both styles): `As.svg`, `four-color/As.svg`, `joker.svg`, `back-blue.svg`.
pub fn asset_path(face: CardFace, style: DeckStyle) -> String {
    match (face, style) {
        (CardFace::Card(card), DeckStyle::FourColor) => format!("four-color/{card}.svg"),
        _ => format!("{}.svg", face.file_stem()),
    }
}

/// The SVG of `face` in `style`.
pub fn svg(face: CardFace, style: DeckStyle) -> String {
    match face {
        CardFace::Card(card) => face_svg(card, style),
        CardFace::Joker => joker::svg(),
        CardFace::Back(color) => back::svg(color),
    }
}

/// Every file of the deck: 52 faces in each style, the joker and the backs, in a fixed order.
pub fn deck() -> Vec<SvgFile> {
    let mut files = Vec::new();
    for style in DeckStyle::ALL {
        for card in Card::all() {
            let face = CardFace::Card(card);
            files.push(SvgFile {
                path: asset_path(face, style),
                svg: svg(face, style),
            });
        }
    }
    for face in [CardFace::Joker]
        .into_iter()
        .chain(BackColor::ALL.map(CardFace::Back))
    {
        files.push(SvgFile {
            path: asset_path(face, DeckStyle::TwoColor),
            svg: svg(face, DeckStyle::TwoColor),
        });
    }
    files
}

/// The blank card: white, rounded, with a fine grey edge.
fn card_blank(doc: &mut Doc) {
    let edge = 0.9;
    doc.fill_stroke(
        &Path::round_rect(edge, edge, WIDTH - 2.0 * edge, HEIGHT - 2.0 * edge, 12.0),
        palette::PAPER,
        palette::EDGE,
        1.8,
    );
}

/// Rank glyph height in the corner index, and where the index sits.
const INDEX_RANK_HEIGHT: f64 = 46.0;
const INDEX_TOP: f64 = 14.0;
const INDEX_X: f64 = 27.0;
const INDEX_SUIT_HEIGHT: f64 = 30.0;

/// Draws the rank of the corner indices, top left and, turned, bottom right; returns the
/// index suits beneath them, to be filled with the pips.
fn indices(doc: &mut Doc, card: Card, ink: &str) -> Path {
    let glyph = glyphs::glyph(card.rank());
    let s = INDEX_RANK_HEIGHT / 100.0;
    let place = Affine::scale_translate(s, s, INDEX_X - glyph.width * s / 2.0, INDEX_TOP);
    let turn = Affine::half_turn(CENTRE);
    // One clip region of two boxes trims the glyph strokes at cap height and baseline.
    let (x0, w) = (INDEX_X - 30.0, 60.0);
    let top = Path::polygon(&[
        (x0, INDEX_TOP),
        (x0 + w, INDEX_TOP),
        (x0 + w, INDEX_TOP + INDEX_RANK_HEIGHT),
        (x0, INDEX_TOP + INDEX_RANK_HEIGHT),
    ]);
    doc.clip_path("index", &top.clone().with(top.map(turn)));
    let rank = glyph.path.map(place);
    doc.begin_clip("index");
    doc.stroke(
        &rank.clone().with(rank.map(turn)),
        ink,
        glyphs::STROKE * s,
        Pen::Sharp,
    );
    doc.end_group();
    let suit_centre = p(
        INDEX_X,
        INDEX_TOP + INDEX_RANK_HEIGHT + 6.0 + INDEX_SUIT_HEIGHT / 2.0,
    );
    let suit = suits::pip(card.suit(), suit_centre, INDEX_SUIT_HEIGHT, false);
    suit.clone().with(suit.map(turn))
}

/// The SVG of one face.
fn face_svg(card: Card, style: DeckStyle) -> String {
    let ink = palette::ink(card.suit(), style);
    let mut doc = Doc::new();
    card_blank(&mut doc);
    let mut pips = match card.rank() {
        Rank::Jack | Rank::Queen | Rank::King => {
            court::draw(&mut doc, card.rank(), card.suit(), style);
            Path::new()
        }
        Rank::Ace => ace(card),
        rank => {
            let mut all = Path::new();
            for pip in pips::layout(rank) {
                all = all.with(suits::pip(card.suit(), pip.at, PIP_HEIGHT, pip.flipped));
            }
            all
        }
    };
    pips = pips.with(indices(&mut doc, card, ink));
    doc.fill(&pips, ink);
    let title = match style {
        DeckStyle::TwoColor => card.name(),
        DeckStyle::FourColor => format!("{}, four-colour deck", card.name()),
    };
    doc.finish(WIDTH, HEIGHT, &title)
}

/// Pip height on the number cards.
const PIP_HEIGHT: f64 = 45.0;

/// The ace: one large pip (returned, to be filled with the indices); the ace of spades
/// larger still, in a beaded ring.
fn ace(card: Card) -> Path {
    use pokerlab::cards::Suit;
    if card.suit() != Suit::Spades {
        return suits::pip(card.suit(), CENTRE, 92.0, false);
    }
    // A beaded band between two fine rings (filled annuli: cheaper to render than strokes),
    // with a diamond at each quarter.
    let ring = |r: f64, w: f64| {
        Path::circle(CENTRE.x, CENTRE.y, r + w / 2.0)
            .with(Path::circle(CENTRE.x, CENTRE.y, r - w / 2.0).reversed())
    };
    let mut art = suits::pip(Suit::Spades, CENTRE, 118.0, false)
        .with(ring(90.0, 1.8))
        .with(ring(78.0, 1.0));
    let at = |degrees: f64, r: f64| {
        let a = degrees.to_radians();
        (CENTRE.x + r * a.sin(), CENTRE.y - r * a.cos())
    };
    for i in 0..40 {
        if i % 10 == 0 {
            continue;
        }
        let (x, y) = at(f64::from(i) * 9.0, 84.0);
        art = art.with(Path::circle(x, y, 1.5));
    }
    for i in 0..4 {
        let (x, y) = at(f64::from(i) * 90.0, 84.0);
        art = art.with(
            Path::polygon(&[(x, y - 9.0), (x + 5.0, y), (x, y + 9.0), (x - 5.0, y)])
                .map(Affine::rotate(f64::from(i) * 90.0, p(x, y))),
        );
    }
    art
}
