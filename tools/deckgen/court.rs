//! The court cards: a king, a queen and a jack as stylised double-headed busts in a framed
//! panel. The top half is drawn once and turned about the card's centre for the bottom half,
//! as on traditional cards, so the card reads the same either way up.
//!
//! The figures are this project's own: flat colours with dark outlines, robes in the suit's
//! ink, each holding an attribute (the king a sceptre topped by his suit, the queen a rose,
//! the jack a halberd and a feathered cap).
//!
//! Here: the frame, the band and how a half is painted and turned; `body.rs` draws the parts
//! every figure shares (robe, arms, hands, neck, face), `figures.rs` the king, the queen and
//! the jack.

mod body;
mod figures;

use super::palette;
use super::path::{Affine, Path, p};
use super::suits;
use super::svg::{Doc, Pen};
use super::{CENTRE, HEIGHT, WIDTH};
use figures::{jack, king, queen};
use pokerlab::art::DeckStyle;
use pokerlab::cards::{Rank, Suit};

/// The frame around the figures.
const FRAME_X: f64 = 48.0;
const FRAME_Y: f64 = 27.0;

/// How one shape is painted.
#[derive(Clone, Copy, PartialEq)]
enum Paint {
    /// Filled, with a dark outline of this width.
    Outlined(&'static str, f64),
    /// Filled, no outline.
    Fill(&'static str),
    /// Filled, partly transparent.
    Tint(&'static str, f64),
    /// A stroked line.
    Line(&'static str, f64),
}

/// The shapes of one half of the figure, back to front.
struct Half {
    items: Vec<(Path, Paint)>,
}

impl Half {
    fn add(&mut self, path: Path, paint: Paint) {
        self.items.push((path, paint));
    }

    fn outlined(&mut self, path: Path, fill: &'static str) {
        self.add(path, Paint::Outlined(fill, 1.4));
    }

    /// Writes every shape together with its copy turned by `turn`, as one element (the two
    /// halves meet only under the centre band, so their order does not matter), and merges
    /// runs of plain fills or lines of one paint: fewer elements render faster.
    fn write_both(&self, doc: &mut Doc, turn: Affine) {
        let mut run: Option<(Path, Paint)> = None;
        for (path, paint) in &self.items {
            let both = path.clone().with(path.map(turn));
            let mergeable = matches!(paint, Paint::Fill(_) | Paint::Line(..));
            run = match run.take() {
                Some((acc, p)) if mergeable && p == *paint => Some((acc.with(both), p)),
                previous => {
                    if let Some((acc, p)) = previous {
                        emit(doc, &acc, p);
                    }
                    Some((both, *paint))
                }
            };
        }
        if let Some((acc, p)) = run {
            emit(doc, &acc, p);
        }
    }
}

fn emit(doc: &mut Doc, path: &Path, paint: Paint) {
    match paint {
        Paint::Outlined(fill, w) => doc.fill_stroke(path, fill, palette::LINE, w),
        Paint::Fill(fill) => doc.fill(path, fill),
        Paint::Tint(fill, a) => doc.fill_alpha(path, fill, a),
        Paint::Line(color, w) => doc.stroke(path, color, w, Pen::Round),
    }
}

/// Draws the court card `rank` of `suit` (a jack, queen or king).
pub(crate) fn draw(doc: &mut Doc, rank: Rank, suit: Suit, style: DeckStyle) {
    let frame = Path::round_rect(
        FRAME_X,
        FRAME_Y,
        WIDTH - 2.0 * FRAME_X,
        HEIGHT - 2.0 * FRAME_Y,
        5.0,
    );
    doc.fill(&frame, palette::COURT_PAPER);

    figure(rank, suit, style).write_both(doc, Affine::half_turn(CENTRE));
    // The band where the two halves meet.
    let band = Path::polygon(&[
        (FRAME_X, CENTRE.y - 3.0),
        (WIDTH - FRAME_X, CENTRE.y - 3.0),
        (WIDTH - FRAME_X, CENTRE.y + 3.0),
        (FRAME_X, CENTRE.y + 3.0),
    ]);
    doc.fill_stroke(&band, palette::GOLD, palette::LINE, 1.2);
    doc.fill_stroke(&frame, "none", palette::GOLD_DARK, 2.0);
}

/// The top half of the court card `rank` of `suit`.
fn figure(rank: Rank, suit: Suit, style: DeckStyle) -> Half {
    let ink = palette::ink(suit, style);
    let cloth = palette::cloth(suit, style);
    let mut half = Half { items: Vec::new() };
    match rank {
        Rank::King => king(&mut half, suit, ink, &cloth),
        Rank::Queen => queen(&mut half, &cloth),
        _ => jack(&mut half, &cloth),
    }
    // The suit in the frame's corner, beside the head.
    half.add(
        suits::pip(suit, p(66.0, 46.0), 22.0, false),
        Paint::Fill(ink),
    );
    half
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_stay_inside_the_frame_and_their_half() {
        // Below the middle, down to the outer edge of the centre band (3 units and its
        // outline), shapes are hidden under the band.
        for rank in [Rank::Jack, Rank::Queen, Rank::King] {
            for suit in Suit::ALL {
                let half = figure(rank, suit, DeckStyle::TwoColor);
                for (path, paint) in &half.items {
                    let margin = match paint {
                        Paint::Outlined(_, w) | Paint::Line(_, w) => w / 2.0,
                        _ => 0.0,
                    };
                    let (lo, hi) = path.bounds();
                    assert!(
                        lo.x - margin >= FRAME_X
                            && hi.x + margin <= WIDTH - FRAME_X
                            && lo.y - margin >= FRAME_Y
                            && hi.y + margin <= CENTRE.y + 3.6,
                        "{rank:?} of {suit:?}: a shape spans {lo:?} to {hi:?}"
                    );
                }
            }
        }
    }
}
