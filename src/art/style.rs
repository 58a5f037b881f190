//! The deck's colour scheme.

/// How suits are coloured.
///
/// ```
/// use pokerlab::art::DeckStyle;
/// assert_eq!(DeckStyle::default(), DeckStyle::TwoColor);
/// assert_eq!(DeckStyle::FourColor.name(), "four-color");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DeckStyle {
    /// The classic deck: spades and clubs black, hearts and diamonds red.
    #[default]
    TwoColor,
    /// The broadcast and online deck: spades black, hearts red, diamonds blue, clubs green, so
    /// that a flush is seen at a glance.
    FourColor,
}

impl DeckStyle {
    /// Both styles.
    pub const ALL: [DeckStyle; 2] = [DeckStyle::TwoColor, DeckStyle::FourColor];

    /// A short name: `two-color` or `four-color` (also the asset folder of the four-colour
    /// faces).
    pub const fn name(self) -> &'static str {
        match self {
            DeckStyle::TwoColor => "two-color",
            DeckStyle::FourColor => "four-color",
        }
    }
}
