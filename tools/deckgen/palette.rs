//! The deck's colours, in one place so that faces, court figures and backs agree.

use pokerlab::art::DeckStyle;
use pokerlab::cards::Suit;

/// Card stock.
pub(crate) const PAPER: &str = "#ffffff";
/// The thin line around a card.
pub(crate) const EDGE: &str = "#a9a9a9";
/// Black ink.
pub(crate) const BLACK: &str = "#18181c";
/// Red ink.
pub(crate) const RED: &str = "#c8102e";
/// Blue ink (four-colour diamonds).
pub(crate) const BLUE: &str = "#1656c1";
/// Green ink (four-colour clubs).
pub(crate) const GREEN: &str = "#12833b";
/// Outlines of the court figures.
pub(crate) const LINE: &str = "#1f1c24";
/// Gold of crowns and trims.
pub(crate) const GOLD: &str = "#f0b93a";
/// Darker gold, for shading and the court frame.
pub(crate) const GOLD_DARK: &str = "#b7861d";
/// Skin.
pub(crate) const SKIN: &str = "#f8dcc0";
/// Cheeks and lips.
pub(crate) const BLUSH: &str = "#e5857a";
/// White of collars and pearls.
pub(crate) const IVORY: &str = "#fffaf0";
/// Background inside a court card's frame.
pub(crate) const COURT_PAPER: &str = "#fdf7e8";
/// Steel of blades.
pub(crate) const STEEL: &str = "#d5dbe3";
/// The joker's purple (its cap's middle horn, its collar).
pub(crate) const PURPLE: &str = "#6b2fa0";
/// Leaves and stems.
pub(crate) const LEAF: &str = "#2e8b57";

/// The ink of `suit`'s pips and indices.
pub(crate) fn ink(suit: Suit, style: DeckStyle) -> &'static str {
    match (style, suit) {
        (_, Suit::Spades) => BLACK,
        (_, Suit::Hearts) => RED,
        (DeckStyle::TwoColor, Suit::Diamonds) => RED,
        (DeckStyle::TwoColor, Suit::Clubs) => BLACK,
        (DeckStyle::FourColor, Suit::Diamonds) => BLUE,
        (DeckStyle::FourColor, Suit::Clubs) => GREEN,
    }
}

/// The colours of a court figure's clothes: the main cloth and its lining.
pub(crate) struct Cloth {
    /// Robe, tunic or gown.
    pub main: &'static str,
    /// Inner garment and sleeves.
    pub lining: &'static str,
    /// Hair and beard.
    pub hair: &'static str,
}

/// The cloth of `suit`'s court figures: the robe takes the suit's ink (a softer navy for black
/// suits, which would be heavy), the lining the opposite colour.
pub(crate) fn cloth(suit: Suit, style: DeckStyle) -> Cloth {
    const NAVY: &str = "#26366e";
    let main = match ink(suit, style) {
        BLACK => NAVY,
        other => other,
    };
    let lining = if main == RED { NAVY } else { RED };
    let hair = match suit {
        Suit::Spades => "#3b2a1e",
        Suit::Hearts => "#a4532a",
        Suit::Diamonds => "#d9a441",
        Suit::Clubs => "#6b4a2b",
    };
    Cloth { main, lining, hair }
}
