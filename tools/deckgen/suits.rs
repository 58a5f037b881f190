//! The four suit symbols, drawn as filled paths in a 100 × 100 box centred on (50, 50).

use super::path::{Affine, Path, Pt};
use pokerlab::cards::Suit;

/// The symbol of `suit` in its 100 × 100 box, upright.
pub(crate) fn symbol(suit: Suit) -> Path {
    match suit {
        Suit::Spades => Path::new()
            .m(50.0, 1.0)
            .c(57.0, 15.0, 71.0, 26.0, 83.0, 36.0)
            .c(93.0, 44.5, 98.0, 52.0, 98.0, 62.0)
            .c(98.0, 75.0, 88.0, 83.0, 76.5, 83.0)
            .c(67.5, 83.0, 60.5, 79.0, 55.5, 72.0)
            .c(56.0, 84.0, 60.0, 93.0, 69.0, 99.0)
            .l(50.0, 99.0)
            .mirrored_closed(50.0),
        Suit::Hearts => Path::new()
            .m(50.0, 21.0)
            .c(54.5, 10.5, 63.0, 5.0, 73.0, 5.0)
            .c(87.5, 5.0, 98.0, 15.5, 98.0, 30.0)
            .c(98.0, 45.0, 89.0, 56.0, 78.0, 66.0)
            .c(66.0, 77.0, 55.0, 86.0, 50.0, 97.0)
            .mirrored_closed(50.0),
        Suit::Diamonds => Path::new()
            .m(50.0, 0.0)
            .c(58.0, 15.0, 70.0, 33.0, 87.0, 50.0)
            .c(70.0, 67.0, 58.0, 85.0, 50.0, 100.0)
            .mirrored_closed(50.0),
        Suit::Clubs => Path::circle(50.0, 27.0, 22.5)
            .with(Path::circle(26.0, 59.0, 22.5))
            .with(Path::circle(74.0, 59.0, 22.5))
            .with(Path::polygon(&[
                (50.0, 38.0),
                (68.0, 60.0),
                (50.0, 74.0),
                (32.0, 60.0),
            ]))
            .with(
                Path::new()
                    .m(50.0, 52.0)
                    .l(53.5, 52.0)
                    .c(53.5, 77.0, 58.0, 90.0, 68.0, 99.0)
                    .l(50.0, 99.0)
                    .mirrored_closed(50.0),
            ),
    }
}

/// The symbol of `suit`, `height` units tall, centred on `centre`, turned upside down if
/// `flipped` (as the pips below a card's middle are).
pub(crate) fn pip(suit: Suit, centre: Pt, height: f64, flipped: bool) -> Path {
    let s = height / 100.0;
    let place = Affine::scale_translate(s, s, centre.x - 50.0 * s, centre.y - 50.0 * s);
    let t = if flipped {
        Affine::half_turn(centre).after(place)
    } else {
        place
    };
    symbol(suit).map(t)
}
