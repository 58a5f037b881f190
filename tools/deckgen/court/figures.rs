//! The three figures, each the top half of its card: the king with a sceptre topped by his
//! suit, the queen with a rose, the jack with a halberd and a feathered cap.

use super::super::palette::{self, Cloth};
use super::super::path::{Path, p};
use super::super::suits;
use super::body::{arms, face, hand, neck, robe};
use super::{Half, Paint};
use pokerlab::cards::Suit;

/// The king: hair, an ermine collar, beard, crown and a sceptre topped by his suit.
pub(super) fn king(half: &mut Half, suit: Suit, ink: &'static str, cloth: &Cloth) {
    // Hair behind the face.
    half.outlined(
        Path::new()
            .m(125.0, 61.0)
            .c(140.0, 61.0, 148.5, 71.0, 148.5, 86.0)
            .c(148.5, 98.0, 147.0, 108.0, 143.0, 115.0)
            .l(125.0, 115.0)
            .mirrored_closed(125.0),
        cloth.hair,
    );
    robe(half, cloth, 112.0);
    // The open front of the robe: lining with gold edges and studs.
    half.outlined(
        Path::polygon(&[
            (113.0, 122.0),
            (137.0, 122.0),
            (142.0, 176.5),
            (108.0, 176.5),
        ]),
        cloth.lining,
    );
    for x in [(110.5, 113.0), (139.5, 137.0)] {
        half.add(
            Path::polyline(&[(x.1, 122.0), (x.0, 176.5)]),
            Paint::Line(palette::GOLD, 4.0),
        );
    }
    for y in [140.0, 154.0, 168.0] {
        half.outlined(
            Path::polygon(&[(125.0, y - 5.0), (129.0, y), (125.0, y + 5.0), (121.0, y)]),
            palette::GOLD,
        );
    }
    let (hx, hy) = arms(half, cloth, 1.0);
    neck(half, 100.0, 120.0);
    // Ermine collar.
    half.outlined(
        Path::new()
            .m(125.0, 131.0)
            .c(141.0, 131.0, 157.0, 124.5, 167.0, 117.0)
            .c(160.0, 112.5, 153.0, 111.0, 147.0, 111.0)
            .c(141.0, 116.5, 134.0, 119.5, 125.0, 119.5)
            .mirrored_closed(125.0),
        palette::IVORY,
    );
    for (x, y) in [
        (104.0, 121.5),
        (116.0, 125.0),
        (134.0, 125.0),
        (146.0, 121.5),
        (157.0, 116.5),
        (93.0, 116.5),
    ] {
        half.add(
            Path::new()
                .m(x, y - 2.5)
                .l(x + 1.3, y + 1.0)
                .l(x, y + 3.0)
                .l(x - 1.3, y + 1.0)
                .z(),
            Paint::Fill(palette::LINE),
        );
    }
    face(half, 84.0, 16.5, 20.5, false);
    // Beard and moustache.
    half.outlined(
        Path::new()
            .m(125.0, 127.0)
            .c(134.0, 126.0, 142.0, 116.0, 143.0, 101.0)
            .c(143.3, 95.0, 142.5, 90.0, 141.5, 86.0)
            .c(139.0, 94.0, 134.0, 101.0, 125.0, 101.0)
            .mirrored_closed(125.0),
        cloth.hair,
    );
    half.outlined(
        Path::new()
            .m(125.0, 95.0)
            .c(129.0, 93.0, 135.0, 93.5, 137.5, 99.0)
            .c(133.0, 97.5, 129.0, 98.0, 125.0, 99.5)
            .mirrored_closed(125.0),
        cloth.hair,
    );
    half.add(
        Path::new()
            .m(121.5, 102.5)
            .c(123.5, 103.8, 126.5, 103.8, 128.5, 102.5),
        Paint::Line(palette::BLUSH, 1.6),
    );
    // Crown.
    half.outlined(
        Path::polygon(&[
            (107.0, 68.0),
            (104.0, 44.0),
            (114.5, 55.0),
            (119.0, 38.0),
            (125.0, 51.0),
            (131.0, 38.0),
            (135.5, 55.0),
            (146.0, 44.0),
            (143.0, 68.0),
        ]),
        palette::GOLD,
    );
    half.add(
        Path::polyline(&[(106.0, 61.0), (144.0, 61.0)]),
        Paint::Line(palette::GOLD_DARK, 1.2),
    );
    for (x, y) in [(104.0, 44.0), (119.0, 38.0), (131.0, 38.0), (146.0, 44.0)] {
        half.outlined(Path::circle(x, y, 2.8), palette::GOLD);
    }
    for (x, color) in [(115.0, cloth.lining), (125.0, ink), (135.0, cloth.lining)] {
        half.add(Path::circle(x, 64.5, 2.2), Paint::Outlined(color, 0.8));
    }
    // Sceptre topped by the suit.
    half.outlined(
        Path::round_rect(hx - 2.5, 66.0, 5.0, 108.0, 2.0),
        palette::GOLD,
    );
    half.outlined(Path::ellipse(hx, 67.0, 6.0, 2.8), palette::GOLD);
    half.add(
        suits::pip(suit, p(hx, 53.0), 24.0, false),
        Paint::Outlined(ink, 1.0),
    );
    hand(half, hx, hy);
}

/// The queen: long hair, a laced bodice, pearls, a tiara and a rose.
pub(super) fn queen(half: &mut Half, cloth: &Cloth) {
    // Long hair over the shoulders.
    half.outlined(
        Path::new()
            .m(125.0, 60.0)
            .c(141.0, 60.0, 150.5, 71.0, 150.5, 87.0)
            .c(150.5, 101.0, 153.0, 113.0, 160.0, 124.0)
            .c(152.0, 128.0, 143.0, 126.0, 138.0, 118.0)
            .l(125.0, 118.0)
            .mirrored_closed(125.0),
        cloth.hair,
    );
    robe(half, cloth, 117.0);
    let (hx, hy) = arms(half, cloth, -1.0);
    // Hair falling in front of the shoulders.
    for dir in [-1.0, 1.0] {
        let lock = Path::new()
            .m(125.0 + 21.0 * dir, 92.0)
            .c(
                125.0 + 24.0 * dir,
                106.0,
                125.0 + 29.0 * dir,
                118.0,
                125.0 + 38.0 * dir,
                128.0,
            )
            .c(
                125.0 + 30.0 * dir,
                128.0,
                125.0 + 22.0 * dir,
                120.0,
                125.0 + 16.0 * dir,
                104.0,
            )
            .z();
        half.outlined(lock, cloth.hair);
    }
    // Bodice: a laced panel in the lining colour.
    half.outlined(
        Path::polygon(&[
            (113.0, 140.0),
            (137.0, 140.0),
            (131.0, 176.5),
            (119.0, 176.5),
        ]),
        cloth.lining,
    );
    for y in [148.0, 158.0, 168.0] {
        half.add(
            Path::polyline(&[(119.0, y - 4.0), (125.0, y), (131.0, y - 4.0)]),
            Paint::Line(palette::GOLD, 1.6),
        );
    }
    // Neck and neckline.
    half.outlined(
        Path::new()
            .m(125.0, 140.0)
            .c(133.5, 140.0, 140.5, 133.0, 142.5, 119.0)
            .l(133.0, 112.0)
            .l(132.5, 98.0)
            .l(125.0, 98.0)
            .mirrored_closed(125.0),
        palette::SKIN,
    );
    half.add(
        Path::new()
            .m(106.5, 119.0)
            .c(108.5, 133.0, 116.5, 140.0, 125.0, 140.0)
            .c(133.5, 140.0, 141.5, 133.0, 143.5, 119.0),
        Paint::Line(palette::LINE, 5.4),
    );
    half.add(
        Path::new()
            .m(106.5, 119.0)
            .c(108.5, 133.0, 116.5, 140.0, 125.0, 140.0)
            .c(133.5, 140.0, 141.5, 133.0, 143.5, 119.0),
        Paint::Line(palette::GOLD, 3.2),
    );
    // Pearls.
    for i in 0..7 {
        let t = f64::from(i) / 6.0;
        let x = 114.0 + 22.0 * t;
        let y = 116.0 + 9.0 * (1.0 - (2.0 * t - 1.0).powi(2));
        half.add(
            Path::circle(x, y, 1.9),
            Paint::Outlined(palette::IVORY, 0.6),
        );
    }
    face(half, 86.0, 15.0, 19.5, true);
    // Fringe and lips.
    half.outlined(
        Path::new()
            .m(125.0, 64.0)
            .c(134.0, 64.0, 140.5, 69.0, 140.5, 79.0)
            .c(134.0, 73.0, 130.0, 71.5, 125.0, 72.5)
            .mirrored_closed(125.0),
        cloth.hair,
    );
    half.add(
        Path::new()
            .m(125.0, 97.0)
            .c(127.0, 96.0, 129.0, 96.5, 129.8, 98.3)
            .c(127.5, 100.2, 122.5, 100.2, 120.2, 98.3)
            .c(121.0, 96.5, 123.0, 96.0, 125.0, 97.0)
            .z(),
        Paint::Fill(palette::RED),
    );
    // Tiara with pearls.
    half.outlined(
        Path::polygon(&[
            (109.0, 70.0),
            (108.0, 54.0),
            (114.0, 60.0),
            (116.5, 49.0),
            (121.0, 58.0),
            (125.0, 44.0),
            (129.0, 58.0),
            (133.5, 49.0),
            (136.0, 60.0),
            (142.0, 54.0),
            (141.0, 70.0),
        ]),
        palette::GOLD,
    );
    for (x, y) in [
        (108.0, 54.0),
        (116.5, 49.0),
        (125.0, 44.0),
        (133.5, 49.0),
        (142.0, 54.0),
    ] {
        half.add(
            Path::circle(x, y, 2.5),
            Paint::Outlined(palette::IVORY, 0.8),
        );
    }
    half.add(
        Path::circle(125.0, 65.0, 2.6),
        Paint::Outlined(cloth.lining, 0.8),
    );
    // A rose.
    let stem = Path::new()
        .m(hx, hy + 8.0)
        .c(hx - 1.0, 140.0, hx + 2.0, 118.0, hx, 96.0);
    half.add(stem.clone(), Paint::Line(palette::LINE, 3.6));
    half.add(stem, Paint::Line(palette::LEAF, 2.0));
    for (dir, y) in [(-1.0, 124.0), (1.0, 112.0)] {
        let x = hx + 0.5;
        let leaf = Path::new()
            .m(x, y)
            .c(
                x + 6.0 * dir,
                y - 9.0,
                x + 13.0 * dir,
                y - 9.0,
                x + 17.0 * dir,
                y - 6.0,
            )
            .c(x + 12.0 * dir, y + 1.0, x + 5.0 * dir, y + 2.0, x, y)
            .z();
        half.outlined(leaf, palette::LEAF);
    }
    for i in 0..5 {
        let a = (f64::from(i) * 72.0 - 90.0).to_radians();
        half.outlined(
            Path::circle(hx + 6.5 * a.cos(), 88.0 + 6.5 * a.sin(), 5.8),
            palette::RED,
        );
    }
    half.outlined(Path::circle(hx, 88.0, 3.6), palette::GOLD);
    hand(half, hx, hy);
}

/// The jack: bobbed hair, a gold sash, a feathered cap and a halberd.
pub(super) fn jack(half: &mut Half, cloth: &Cloth) {
    // Bobbed hair.
    half.outlined(
        Path::new()
            .m(125.0, 62.0)
            .c(140.0, 62.0, 149.0, 72.0, 149.0, 87.0)
            .c(149.0, 96.0, 150.0, 103.0, 153.0, 109.0)
            .c(147.0, 114.0, 140.0, 112.0, 137.0, 106.0)
            .l(125.0, 106.0)
            .mirrored_closed(125.0),
        cloth.hair,
    );
    robe(half, cloth, 114.0);
    // A gold sash across the tunic.
    half.outlined(
        Path::polygon(&[
            (150.0, 119.0),
            (165.0, 125.0),
            (100.0, 176.5),
            (80.0, 176.5),
        ]),
        palette::GOLD,
    );
    for i in 0..4 {
        let t = (f64::from(i) + 0.5) / 4.0;
        let x = 157.5 + (90.0 - 157.5) * t;
        let y = 122.0 + (176.5 - 122.0) * t;
        half.add(Path::circle(x, y, 2.4), Paint::Outlined(cloth.lining, 0.7));
    }
    let (hx, hy) = arms(half, cloth, -1.0);
    neck(half, 100.0, 118.0);
    // Collar.
    half.outlined(
        Path::new()
            .m(125.0, 129.0)
            .l(146.0, 113.0)
            .l(136.0, 110.0)
            .l(125.0, 117.0)
            .mirrored_closed(125.0),
        palette::IVORY,
    );
    face(half, 87.0, 15.5, 19.5, false);
    half.add(
        Path::new()
            .m(121.0, 100.0)
            .c(123.0, 101.8, 127.0, 101.8, 129.0, 100.0),
        Paint::Line(palette::BLUSH, 1.6),
    );
    // Curls at the jaw.
    for dir in [-1.0, 1.0] {
        half.outlined(Path::circle(125.0 + 25.0 * dir, 106.0, 4.5), cloth.hair);
    }
    // Feathered cap: a plume curling back over the brim.
    half.outlined(
        Path::new()
            .m(138.0, 60.0)
            .c(142.0, 46.0, 154.0, 36.0, 169.0, 36.0)
            .c(176.5, 36.0, 183.0, 42.0, 181.0, 49.0)
            .c(177.0, 44.0, 170.0, 43.0, 163.0, 46.0)
            .c(155.0, 50.0, 148.0, 57.0, 143.0, 64.0)
            .z(),
        palette::IVORY,
    );
    half.add(
        Path::new()
            .m(141.0, 61.0)
            .c(147.0, 50.0, 157.0, 42.0, 170.0, 40.5),
        Paint::Line(palette::LINE, 0.8),
    );
    half.outlined(Path::ellipse(123.0, 57.0, 28.0, 11.0), cloth.lining);
    half.outlined(Path::round_rect(106.5, 61.0, 37.0, 8.0, 3.5), palette::GOLD);
    half.outlined(Path::circle(125.0, 65.0, 2.4), palette::IVORY);
    // Halberd.
    half.outlined(Path::round_rect(hx - 2.5, 62.0, 5.0, 112.0, 2.0), "#8b5a2b");
    half.outlined(
        Path::new()
            .m(hx, 32.0)
            .c(hx + 6.0, 43.0, hx + 6.5, 54.0, hx, 64.0)
            .c(hx - 6.5, 54.0, hx - 6.0, 43.0, hx, 32.0)
            .z(),
        palette::STEEL,
    );
    half.outlined(
        Path::new()
            .m(hx - 2.0, 58.0)
            .c(hx - 11.5, 54.0, hx - 17.5, 60.0, hx - 18.5, 72.0)
            .c(hx - 13.5, 69.0, hx - 7.5, 69.0, hx - 2.0, 71.0)
            .z(),
        palette::STEEL,
    );
    hand(half, hx, hy);
}
