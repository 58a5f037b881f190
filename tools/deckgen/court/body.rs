//! The parts every court figure shares: shoulders and robe, arms, a hand on a staff, the
//! neck and the face.

use super::super::palette::{self, Cloth};
use super::super::path::{Affine, Path, p};
use super::{Half, Paint};

/// Shoulders and robe: the outline from the neck over the shoulder to the centre line.
pub(super) fn robe(half: &mut Half, cloth: &Cloth, neck_y: f64) {
    let y = neck_y;
    let r = Path::new()
        .m(125.0, y)
        .l(136.0, y)
        .c(150.0, y + 2.0, 168.0, y + 5.0, 176.5, y + 11.0)
        .c(186.0, y + 16.0, 190.0, y + 23.0, 190.0, y + 33.0)
        .l(191.0, 176.5)
        .l(125.0, 176.5)
        .mirrored_closed(125.0);
    half.outlined(r, cloth.main);
}

/// The arms: one hanging at the side, the other raised to hold something. `side` is +1 for a
/// hand on the right (as seen), -1 for the left. Returns where the hand is.
pub(super) fn arms(half: &mut Half, cloth: &Cloth, side: f64) -> (f64, f64) {
    let m = if side > 0.0 {
        Affine::IDENTITY
    } else {
        Affine::mirror_x(125.0)
    };
    // The free arm, hanging on the other side.
    let free = Path::new()
        .m(166.0, 120.0)
        .c(180.0, 121.0, 190.0, 131.0, 190.0, 146.0)
        .l(191.0, 176.5)
        .l(169.0, 176.5)
        .c(169.0, 160.0, 168.0, 142.0, 160.0, 126.0)
        .z();
    half.outlined(free.map(Affine::mirror_x(125.0).after(m)), cloth.main);
    half.add(
        Path::new()
            .m(164.0, 128.0)
            .c(171.0, 143.0, 172.5, 160.0, 172.5, 176.5)
            .map(Affine::mirror_x(125.0).after(m)),
        Paint::Line(palette::GOLD, 2.2),
    );
    // The holding arm: a sleeve from the shoulder down to the wrist, a cuff, the hand.
    let sleeve = Path::new()
        .m(170.0, 121.0)
        .c(181.0, 118.0, 191.0, 125.0, 190.5, 135.0)
        .l(178.5, 154.0)
        .l(160.0, 143.5)
        .c(163.0, 136.0, 166.0, 128.0, 170.0, 121.0)
        .z();
    half.outlined(sleeve.map(m), cloth.main);
    half.outlined(
        Path::polygon(&[
            (160.0, 143.5),
            (178.5, 154.0),
            (176.0, 158.5),
            (157.5, 148.0),
        ])
        .map(m),
        palette::GOLD,
    );
    let hand = m.apply(p(166.5, 154.0));
    (hand.x, hand.y)
}

/// A hand gripping a staff at (`x`, `y`).
pub(super) fn hand(half: &mut Half, x: f64, y: f64) {
    half.outlined(Path::ellipse(x, y, 7.0, 6.3), palette::SKIN);
    for dy in [-1.6, 1.6] {
        half.add(
            Path::polyline(&[(x - 4.5, y + dy), (x + 3.0, y + dy)]),
            Paint::Line(palette::LINE, 0.8),
        );
    }
}

/// The neck, from under the chin (`top`) to the collar (`bottom`).
pub(super) fn neck(half: &mut Half, top: f64, bottom: f64) {
    half.outlined(
        Path::polygon(&[(117.5, top), (132.5, top), (133.5, bottom), (116.5, bottom)]),
        palette::SKIN,
    );
}

/// A face: the oval, eyes, brows, nose and mouth.
pub(super) fn face(half: &mut Half, cy: f64, rx: f64, ry: f64, lashes: bool) {
    half.outlined(Path::ellipse(125.0, cy, rx, ry), palette::SKIN);
    let eye_y = cy - 2.5;
    for (x, dir) in [(119.0, -1.0), (131.0, 1.0)] {
        half.add(
            Path::ellipse(x, eye_y, 2.1, 1.6),
            Paint::Fill(palette::LINE),
        );
        let brow = Path::new().m(x - 3.5 * dir, eye_y - 4.0).c(
            x - 1.5 * dir,
            eye_y - 6.0,
            x + 1.5 * dir,
            eye_y - 6.0,
            x + 3.5 * dir,
            eye_y - 4.5,
        );
        half.add(brow, Paint::Line(palette::LINE, 1.3));
        if lashes {
            let lash =
                Path::polyline(&[(x + 2.0 * dir, eye_y - 1.0), (x + 4.2 * dir, eye_y - 2.6)]);
            half.add(lash, Paint::Line(palette::LINE, 1.0));
        }
    }
    let nose = Path::new()
        .m(124.6, eye_y + 2.5)
        .c(124.2, eye_y + 5.5, 123.2, eye_y + 7.5, 123.4, eye_y + 8.6)
        .c(123.8, eye_y + 9.6, 125.2, eye_y + 9.6, 126.4, eye_y + 9.0);
    half.add(nose, Paint::Line(palette::LINE, 1.1));
    for x in [117.0, 133.0] {
        half.add(
            Path::circle(x, eye_y + 8.5, 3.2),
            Paint::Tint(palette::BLUSH, 0.35),
        );
    }
}
