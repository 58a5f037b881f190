//! Tests of the deck: the files, the renderer and the pictures themselves.

use std::collections::HashMap;

use proptest::prelude::*;
use resvg::usvg;

use super::*;
use crate::cards::{Card, Rank, Suit};

/// Every (picture, style) pair, with backs once.
fn every_picture() -> Vec<(CardFace, DeckStyle)> {
    let mut all: Vec<_> = Card::all()
        .flat_map(|c| DeckStyle::ALL.map(|s| (CardFace::Card(c), s)))
        .collect();
    all.push((CardFace::Joker, DeckStyle::TwoColor));
    all.extend(BackColor::ALL.map(|b| (CardFace::Back(b), DeckStyle::TwoColor)));
    all
}

fn rgba(image: &CardImage, x: u32, y: u32) -> [u8; 4] {
    let i = ((y * image.width() + x) * 4) as usize;
    let p = image.pixels_premultiplied();
    [p[i], p[i + 1], p[i + 2], p[i + 3]]
}

#[test]
fn every_svg_parses_and_has_the_card_shape() {
    for (face, style) in every_picture() {
        let tree = usvg::Tree::from_str(svg_source(face, style), &usvg::Options::default())
            .unwrap_or_else(|e| panic!("{face} {style:?}: {e}"));
        assert_eq!(tree.size().width(), 250.0, "{face}");
        assert_eq!(tree.size().height(), 350.0, "{face}");
    }
}

#[test]
fn no_svg_depends_on_fonts_or_files() {
    for (face, style) in every_picture() {
        let svg = svg_source(face, style);
        for banned in ["<text", "<image", "font", "href"] {
            assert!(!svg.contains(banned), "{face} {style:?} contains {banned}");
        }
    }
}

#[test]
fn every_picture_renders_at_the_size_asked_for_and_is_not_blank() {
    for (face, style) in every_picture() {
        let image = render(face, style, 60).unwrap();
        assert_eq!((image.width(), image.height()), (43, 60), "{face}");
        assert_eq!(image.pixels_premultiplied().len(), 43 * 60 * 4);
        // Transparent outside the rounded corner, opaque in the middle.
        assert!(rgba(&image, 0, 0)[3] < 64, "{face}: corner");
        assert_eq!(rgba(&image, 21, 30)[3], 255, "{face}: middle");
        // Ink on it: plenty of pixels far from white.
        let inked = image
            .pixels_premultiplied()
            .chunks_exact(4)
            .filter(|p| p[3] == 255 && p[..3].iter().map(|&c| u32::from(c)).sum::<u32>() < 400)
            .count();
        assert!(inked > 40, "{face} {style:?}: only {inked} inked pixels");
    }
}

#[test]
fn the_faces_are_pairwise_different() {
    for style in DeckStyle::ALL {
        let mut seen: HashMap<Vec<u8>, CardFace> = HashMap::new();
        for face in CardFace::all() {
            let pixels = render(face, style, 48).unwrap().into_pixels_premultiplied();
            if let Some(other) = seen.insert(pixels, face) {
                panic!("{face} and {other} look the same in {style:?}");
            }
        }
    }
}

#[test]
fn the_styles_differ_only_for_diamonds_and_clubs() {
    for card in Card::all() {
        let face = CardFace::Card(card);
        let two = render(face, DeckStyle::TwoColor, 60).unwrap();
        let four = render(face, DeckStyle::FourColor, 60).unwrap();
        let differ = matches!(card.suit(), Suit::Diamonds | Suit::Clubs);
        assert_eq!(two != four, differ, "{card}");
    }
}

#[test]
fn rendering_is_deterministic_across_threads() {
    let faces: Vec<_> = every_picture();
    let here: Vec<_> = faces
        .iter()
        .map(|&(f, s)| render(f, s, 90).unwrap())
        .collect();
    let there = std::thread::spawn(move || {
        faces
            .iter()
            .map(|&(f, s)| render(f, s, 90).unwrap())
            .collect::<Vec<_>>()
    })
    .join()
    .unwrap();
    assert!(here == there);
}

#[test]
fn heights_out_of_range_are_refused() {
    let face = CardFace::Back(BackColor::Red);
    for height in [0, MIN_HEIGHT - 1, MAX_HEIGHT + 1, u32::MAX] {
        assert_eq!(
            render(face, DeckStyle::TwoColor, height),
            Err(ArtError::BadHeight {
                height,
                min: MIN_HEIGHT,
                max: MAX_HEIGHT
            })
        );
    }
    assert!(render(face, DeckStyle::TwoColor, MIN_HEIGHT).is_ok());
}

/// The share of pixels that differ clearly (by more than 96 in some channel) from the pixel
/// at the same place in the image turned half round.
fn asymmetry(image: &CardImage) -> f64 {
    let (w, h) = (image.width(), image.height());
    let mut differ = 0u32;
    for y in 0..h {
        for x in 0..w {
            let a = rgba(image, x, y);
            let b = rgba(image, w - 1 - x, h - 1 - y);
            if a.iter().zip(b).any(|(&p, q)| p.abs_diff(q) > 96) {
                differ += 1;
            }
        }
    }
    f64::from(differ) / f64::from(w * h)
}

#[test]
fn double_ended_cards_read_the_same_either_way_up() {
    // These are symmetric under a half turn, to the pixel; the others
    // have upright pips on the middle line (3, 5, 6, 8, 9), an odd pip (7) or one big pip —
    // except for diamonds, whose pip is itself symmetric.
    let symmetric = [
        Rank::Two,
        Rank::Four,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];
    for style in DeckStyle::ALL {
        for card in Card::all() {
            let image = render(CardFace::Card(card), style, 140).unwrap();
            let a = asymmetry(&image);
            let diamond = card.suit() == Suit::Diamonds && card.rank() != Rank::Seven;
            if symmetric.contains(&card.rank()) || diamond {
                assert!(a < 0.0005, "{card}: asymmetry {a}");
            } else {
                assert!(a > 0.003, "{card}: asymmetry {a}, expected upright pips");
            }
        }
    }
}

/// The average colour of the strongly coloured or dark pixels of the 5 (pips and indices only).
fn ink_of_five(suit: Suit, style: DeckStyle) -> [f64; 3] {
    let image = render(CardFace::Card(Card::new(Rank::Five, suit)), style, 350).unwrap();
    let mut sum = [0.0; 3];
    let mut n = 0.0;
    for p in image.pixels_premultiplied().chunks_exact(4) {
        if p[3] == 255 && p[..3].iter().any(|&c| c < 100) {
            for (s, &c) in sum.iter_mut().zip(&p[..3]) {
                *s += f64::from(c);
            }
            n += 1.0;
        }
    }
    sum.map(|s| s / n)
}

#[test]
fn suits_are_inked_in_their_deck_colours() {
    let is = |c: [f64; 3], name: &str| -> bool {
        let [r, g, b] = c;
        match name {
            "black" => r < 60.0 && g < 60.0 && b < 60.0,
            "red" => r > 150.0 && g < 60.0 && b < 80.0,
            "blue" => b > 150.0 && r < 60.0 && g < 120.0,
            "green" => g > 100.0 && r < 60.0 && b < 90.0,
            _ => unreachable!(),
        }
    };
    let expect = [
        (Suit::Spades, "black", "black"),
        (Suit::Hearts, "red", "red"),
        (Suit::Diamonds, "red", "blue"),
        (Suit::Clubs, "black", "green"),
    ];
    for (suit, two, four) in expect {
        let c = ink_of_five(suit, DeckStyle::TwoColor);
        assert!(is(c, two), "{suit:?} two-colour: {c:?}");
        let c = ink_of_five(suit, DeckStyle::FourColor);
        assert!(is(c, four), "{suit:?} four-colour: {c:?}");
    }
}

#[test]
fn corner_indices_sit_in_the_corners_without_clipping() {
    // Top left: inked pixels within the index box and blank paper at the card's edge.
    for style in DeckStyle::ALL {
        for card in Card::all() {
            let image = render(CardFace::Card(card), style, 350).unwrap();
            assert_eq!(image.width(), 250);
            let inked = |x0: u32, y0: u32, x1: u32, y1: u32| {
                (y0..y1)
                    .flat_map(|y| (x0..x1).map(move |x| (x, y)))
                    .filter(|&(x, y)| {
                        let p = rgba(&image, x, y);
                        p[3] == 255 && p[..3].iter().any(|&c| c < 120)
                    })
                    .count()
            };
            // Rank glyph: 14..60 high, around x = 27.
            assert!(inked(5, 14, 50, 60) > 150, "{card}: no rank glyph");
            // Suit below it.
            assert!(inked(10, 64, 44, 98) > 150, "{card}: no index suit");
            // Nothing touches the card's edge (the grey rim is lighter than 120).
            assert_eq!(inked(0, 0, 4, 350), 0, "{card}: ink on the left edge");
            assert_eq!(inked(0, 0, 250, 4), 0, "{card}: ink on the top edge");
            assert_eq!(inked(246, 0, 250, 350), 0, "{card}: ink on the right edge");
            assert_eq!(inked(0, 346, 250, 350), 0, "{card}: ink on the bottom edge");
        }
    }
}

#[test]
fn png_encoding_round_trips_the_size() {
    let image = render(
        CardFace::Card(Card::new(Rank::Ace, Suit::Hearts)),
        DeckStyle::TwoColor,
        77,
    )
    .unwrap();
    let png = image.to_png().unwrap();
    assert_eq!(&png[1..4], b"PNG");
    let decoded = resvg::tiny_skia::Pixmap::decode_png(&png).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (55, 77));
    assert!(decoded.data() == image.pixels_premultiplied());
}

#[test]
fn the_contact_sheet_shows_the_whole_deck() {
    let sheet = contact_sheet(DeckStyle::TwoColor, 40).unwrap();
    let (w, h) = (width_for_height(40), 40);
    let gap = 3;
    assert_eq!(sheet.width(), 2 * 2 * gap + 14 * w + 13 * gap);
    assert_eq!(sheet.height(), 2 * 2 * gap + 4 * h + 3 * gap);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn any_height_renders_at_that_height(height in MIN_HEIGHT..=600, index in 0usize..55) {
        let face = CardFace::all().nth(index).unwrap();
        let image = render(face, DeckStyle::FourColor, height).unwrap();
        prop_assert_eq!(image.height(), height);
        prop_assert_eq!(image.width(), width_for_height(height));
        let exact = f64::from(height) * 2.5 / 3.5;
        prop_assert!((f64::from(image.width()) - exact).abs() <= 0.5);
    }
}
