//! The deck's SVG files, compiled into the binary so that it needs nothing beside it.

use super::{BackColor, CardFace, DeckStyle};

/// Includes `assets/cards/{dir}{name}.svg` for each name, as an array.
macro_rules! svgs {
    ($dir:literal; $($name:literal)*) => {
        [$(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/cards/", $dir, $name, ".svg"))),*]
    };
}

/// The two-colour faces, by card index (2♣ … A♠).
static TWO_COLOR: [&str; 52] = svgs!("";
        "2c" "3c" "4c" "5c" "6c" "7c" "8c" "9c" "Tc" "Jc" "Qc" "Kc" "Ac"
        "2d" "3d" "4d" "5d" "6d" "7d" "8d" "9d" "Td" "Jd" "Qd" "Kd" "Ad"
        "2h" "3h" "4h" "5h" "6h" "7h" "8h" "9h" "Th" "Jh" "Qh" "Kh" "Ah"
        "2s" "3s" "4s" "5s" "6s" "7s" "8s" "9s" "Ts" "Js" "Qs" "Ks" "As"
);

/// The four-colour faces, by card index.
static FOUR_COLOR: [&str; 52] = svgs!("four-color/";
        "2c" "3c" "4c" "5c" "6c" "7c" "8c" "9c" "Tc" "Jc" "Qc" "Kc" "Ac"
        "2d" "3d" "4d" "5d" "6d" "7d" "8d" "9d" "Td" "Jd" "Qd" "Kd" "Ad"
        "2h" "3h" "4h" "5h" "6h" "7h" "8h" "9h" "Th" "Jh" "Qh" "Kh" "Ah"
        "2s" "3s" "4s" "5s" "6s" "7s" "8s" "9s" "Ts" "Js" "Qs" "Ks" "As"
);

/// The joker (one picture for both styles).
static JOKER: [&str; 1] = svgs!(""; "joker");

/// The backs, by [`BackColor`].
static BACKS: [&str; 2] = svgs!(""; "back" "back-blue");

/// The SVG source of `face` in `style`, as shipped in `assets/cards/` (the joker and the
/// backs are the same in both styles).
///
/// ```
/// use pokerlab::art::{svg_source, CardFace, DeckStyle};
/// let svg = svg_source(CardFace::Card("Td".parse()?), DeckStyle::FourColor);
/// assert!(svg.starts_with("<svg"));
/// assert!(!svg.contains("<text"));
/// # Ok::<(), pokerlab::CardError>(())
/// ```
pub fn svg_source(face: CardFace, style: DeckStyle) -> &'static str {
    match (face, style) {
        (CardFace::Card(card), DeckStyle::TwoColor) => TWO_COLOR[card.index()],
        (CardFace::Card(card), DeckStyle::FourColor) => FOUR_COLOR[card.index()],
        (CardFace::Joker, _) => JOKER[0],
        (CardFace::Back(color), _) => {
            BACKS[match color {
                BackColor::Red => 0,
                BackColor::Blue => 1,
            }]
        }
    }
}
