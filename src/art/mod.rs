//! The card art: our own SVG deck and its rasteriser, apart from any UI so that the app, the
//! command line (`pokerlab cards`) and the tests draw exactly the same pixels.
//!
//! The SVG files live in `assets/cards/` and are compiled into the binary. Each is parsed once,
//! on first use, and rendered with resvg at the exact pixel size asked for, so cards are crisp
//! at any size and on any display scale. The files contain no text (the indices are paths), so
//! they render the same on every machine, fonts or no fonts.
//!
//! ```
//! use pokerlab::art::{render, CardFace, DeckStyle};
//! let image = render(CardFace::Card("Qh".parse()?), DeckStyle::TwoColor, 140)?;
//! assert_eq!((image.width(), image.height()), (100, 140));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod assets;
mod error;
mod face;
pub mod generate;
mod image;
mod render;
mod sheet;
mod style;

pub use assets::svg_source;
pub use error::ArtError;
pub use face::{BackColor, CardFace};
pub use image::CardImage;
pub use render::{MAX_HEIGHT, MIN_HEIGHT, render, width_for_height};
pub use sheet::contact_sheet;
pub use style::DeckStyle;

#[cfg(test)]
mod tests;
