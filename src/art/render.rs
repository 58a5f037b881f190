//! Rasterising the deck with resvg: each SVG parsed once (on first use, from any thread), then
//! rendered at exactly the size asked for.

use std::sync::OnceLock;

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::{
    ArtError, BackColor, CardFace, CardImage, DeckStyle, SVG_HEIGHT as HEIGHT, SVG_WIDTH as WIDTH,
    assets,
};

/// The smallest card height rendered, in pixels.
pub const MIN_HEIGHT: u32 = 8;
/// The largest card height rendered, in pixels (a 4K screen's full height, and then some).
pub const MAX_HEIGHT: u32 = 4096;

/// The width of a card `height` pixels tall, from the poker card's 2.5 : 3.5 proportions,
/// rounded to the nearest pixel (at least 1).
///
/// ```
/// assert_eq!(pokerlab::art::width_for_height(350), 250);
/// assert_eq!(pokerlab::art::width_for_height(60), 43);
/// ```
pub fn width_for_height(height: u32) -> u32 {
    ((u64::from(height) * 5 + 3) / 7).max(1) as u32
}

/// Number of distinct pictures: 52 faces in two styles, the joker, and the backs.
const SLOTS: usize = 2 * 52 + 1 + BackColor::ALL.len();

fn slot(face: CardFace, style: DeckStyle) -> usize {
    match face {
        CardFace::Card(card) => style as usize * 52 + card.index(),
        CardFace::Joker => 2 * 52,
        CardFace::Back(color) => 2 * 52 + 1 + color as usize,
    }
}

static TREES: [OnceLock<Result<usvg::Tree, String>>; SLOTS] = [const { OnceLock::new() }; SLOTS];

/// The parsed SVG of `face` in `style`, parsed on first use.
fn tree(face: CardFace, style: DeckStyle) -> Result<&'static usvg::Tree, ArtError> {
    let parsed = TREES[slot(face, style)].get_or_init(|| {
        let options = usvg::Options::default();
        usvg::Tree::from_str(assets::svg_source(face, style), &options).map_err(|e| e.to_string())
    });
    parsed.as_ref().map_err(|reason| ArtError::BrokenAsset {
        face: face.to_string(),
        reason: reason.clone(),
    })
}

/// Renders `face` in `style`, `height` pixels tall and [`width_for_height`] wide.
///
/// Fails if `height` is outside [`MIN_HEIGHT`]..=[`MAX_HEIGHT`].
pub fn render(face: CardFace, style: DeckStyle, height: u32) -> Result<CardImage, ArtError> {
    if !(MIN_HEIGHT..=MAX_HEIGHT).contains(&height) {
        return Err(ArtError::BadHeight {
            height,
            min: MIN_HEIGHT,
            max: MAX_HEIGHT,
        });
    }
    let tree = tree(face, style)?;
    let width = width_for_height(height);
    let mut pixmap = Pixmap::new(width, height).ok_or(ArtError::BadHeight {
        height,
        min: MIN_HEIGHT,
        max: MAX_HEIGHT,
    })?;
    // Stretch the 250 × 350 card to fill the pixels exactly (the rounding of the width moves
    // the aspect ratio by under half a pixel).
    let transform =
        Transform::from_scale(width as f32 / WIDTH as f32, height as f32 / HEIGHT as f32);
    resvg::render(tree, transform, &mut pixmap.as_mut());
    Ok(CardImage::from_pixmap(pixmap))
}
