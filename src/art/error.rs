//! What can go wrong when drawing a card.

use thiserror::Error;

/// An error from the card renderer.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum ArtError {
    /// The requested height is outside the supported range.
    #[error("card height {height} px is out of range: use {min} to {max} pixels")]
    BadHeight {
        /// The height asked for.
        height: u32,
        /// The smallest supported height.
        min: u32,
        /// The largest supported height.
        max: u32,
    },
    /// An embedded SVG did not parse (a bug in the build, caught by the tests).
    #[error("the card art for {face} is broken: {reason}")]
    BrokenAsset {
        /// Which picture.
        face: String,
        /// The parser's message.
        reason: String,
    },
    /// Encoding a PNG failed.
    #[error("cannot encode the PNG: {0}")]
    Png(String),
}
