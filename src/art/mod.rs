//! The card art: our own SVG deck and its rasteriser, apart from any UI so that the app, the
//! command line (`pokerlab cards`) and the tests draw exactly the same pixels.
//!
//! The SVG files live in `assets/cards/` and are compiled into the binary (they are made by a
//! developer tool, `tools/deckgen`, run as `cargo run --example gen_cards`). With the
//! `render` feature each is parsed once, on first use, and rendered with resvg at the exact
//! pixel size asked for, so cards are crisp at any size and on any display scale. The files
//! contain no text (the indices are paths), so they render the same on every machine, fonts
//! or no fonts.
//!
//! ```
//! # #[cfg(feature = "render")] {
//! use pokerlab::art::{render, CardFace, DeckStyle};
//! let image = render(CardFace::Card("Qh".parse()?), DeckStyle::TwoColor, 140)?;
//! assert_eq!((image.width(), image.height()), (100, 140));
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod assets;
mod error;
mod face;
#[cfg(feature = "render")]
mod image;
#[cfg(feature = "render")]
mod render;
#[cfg(feature = "render")]
mod sheet;
mod style;

pub use assets::svg_source;
pub use error::ArtError;
pub use face::{BackColor, CardFace};
#[cfg(feature = "render")]
pub use image::CardImage;
#[cfg(feature = "render")]
pub use render::{MAX_HEIGHT, MIN_HEIGHT, render, width_for_height};
#[cfg(feature = "render")]
pub use sheet::contact_sheet;
pub use style::DeckStyle;

/// A card's width in the SVG files' units (the card is 2.5 × 3.5 inches, 100 units to the
/// inch).
pub const SVG_WIDTH: f64 = 250.0;
/// A card's height in the SVG files' units.
pub const SVG_HEIGHT: f64 = 350.0;

#[cfg(test)]
#[cfg(feature = "render")]
mod tests;
