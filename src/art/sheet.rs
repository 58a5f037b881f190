//! A contact sheet of the whole deck on a felt-green table: the picture in the README, and a
//! quick way to look at every card at once.

use resvg::tiny_skia::{Color, FillRule, Paint, PathBuilder, Pixmap, PixmapPaint, Transform};

use super::{ArtError, BackColor, CardFace, CardImage, DeckStyle, render, width_for_height};
use crate::cards::{Card, Rank, Suit};

/// Renders every face of `style` in four rows (spades, hearts, diamonds, clubs; ace to two),
/// with the backs in a fourteenth column, cards `card_height` pixels tall.
pub fn contact_sheet(style: DeckStyle, card_height: u32) -> Result<CardImage, ArtError> {
    let (w, h) = (width_for_height(card_height), card_height);
    let gap = (card_height / 12).max(2);
    let margin = gap * 2;
    let columns = 14;
    let rows = 4;
    let sheet_w = 2 * margin + columns * w + (columns - 1) * gap;
    let sheet_h = 2 * margin + rows * h + (rows - 1) * gap;
    let mut sheet = Pixmap::new(sheet_w, sheet_h).ok_or(ArtError::BadHeight {
        height: card_height,
        min: super::MIN_HEIGHT,
        max: super::MAX_HEIGHT,
    })?;
    sheet.fill(Color::from_rgba8(0x1d, 0x5c, 0x3a, 0xff));

    let mut place = |face: CardFace, column: u32, row: f32| -> Result<(), ArtError> {
        let x = (margin + column * (w + gap)) as f32;
        let y = margin as f32 + row * (h + gap) as f32;
        // A soft shadow: two offset translucent card shapes.
        let mut shadow = Paint::default();
        shadow.set_color_rgba8(0, 0, 0, 40);
        shadow.anti_alias = true;
        for d in [1.0, 2.0] {
            let offset = d * card_height as f32 / 150.0;
            let radius = 12.0 * card_height as f32 / 350.0;
            if let Some(path) = round_rect(x + offset, y + offset, w as f32, h as f32, radius) {
                sheet.fill_path(
                    &path,
                    &shadow,
                    FillRule::Winding,
                    Transform::identity(),
                    None,
                );
            }
        }
        let image = render(face, style, card_height)?;
        let card = image.to_pixmap()?;
        sheet.draw_pixmap(
            x as i32,
            y as i32,
            card.as_ref(),
            &PixmapPaint::default(),
            Transform::identity(),
            None,
        );
        Ok(())
    };
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    for (row, suit) in suits.into_iter().enumerate() {
        for (column, rank) in Rank::ALL.iter().rev().enumerate() {
            place(
                CardFace::Card(Card::new(*rank, suit)),
                column as u32,
                row as f32,
            )?;
        }
    }
    place(CardFace::Back(BackColor::Red), 13, 0.5)?;
    place(CardFace::Back(BackColor::Blue), 13, 2.5)?;
    Ok(CardImage::from_pixmap(sheet))
}

/// A rectangle with rounded corners, as a tiny-skia path.
fn round_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<resvg::tiny_skia::Path> {
    let mut b = PathBuilder::new();
    b.move_to(x + r, y);
    b.line_to(x + w - r, y);
    b.quad_to(x + w, y, x + w, y + r);
    b.line_to(x + w, y + h - r);
    b.quad_to(x + w, y + h, x + w - r, y + h);
    b.line_to(x + r, y + h);
    b.quad_to(x, y + h, x, y + h - r);
    b.line_to(x, y + r);
    b.quad_to(x, y, x + r, y);
    b.close();
    b.finish()
}
