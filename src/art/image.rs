//! A rendered card: RGBA pixels with premultiplied alpha.

use resvg::tiny_skia::{IntSize, Pixmap};

use super::ArtError;

/// A rendered card picture: `width × height` pixels, RGBA, 8 bits per channel, alpha
/// premultiplied (the corners outside the rounded card are transparent).
#[derive(Clone, PartialEq, Eq)]
pub struct CardImage {
    width: u32,
    height: u32,
    pixels: Vec<u8>,
}

impl CardImage {
    pub(crate) fn from_pixmap(pixmap: Pixmap) -> CardImage {
        CardImage {
            width: pixmap.width(),
            height: pixmap.height(),
            pixels: pixmap.take(),
        }
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The pixels, row by row from the top, 4 bytes each (R, G, B, A), premultiplied by alpha.
    pub fn pixels_premultiplied(&self) -> &[u8] {
        &self.pixels
    }

    /// The pixels as a vector, premultiplied, without copying.
    pub fn into_pixels_premultiplied(self) -> Vec<u8> {
        self.pixels
    }

    /// A copy as a tiny-skia pixmap, for compositing.
    pub(crate) fn to_pixmap(&self) -> Result<Pixmap, ArtError> {
        let size = IntSize::from_wh(self.width, self.height)
            .ok_or_else(|| ArtError::Png(format!("empty image {}×{}", self.width, self.height)))?;
        Pixmap::from_vec(self.pixels.clone(), size)
            .ok_or_else(|| ArtError::Png("pixel buffer does not match its size".to_owned()))
    }

    /// The image as a PNG file (straight alpha, as PNG wants).
    pub fn to_png(&self) -> Result<Vec<u8>, ArtError> {
        self.to_pixmap()?
            .encode_png()
            .map_err(|e| ArtError::Png(e.to_string()))
    }
}

impl std::fmt::Debug for CardImage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CardImage({}×{})", self.width, self.height)
    }
}
