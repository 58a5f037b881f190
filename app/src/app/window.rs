//! The window's size, maximised state and zoom as saved between runs, and the checks that make
//! any saved values safe to hand to the windowing system: a zoom of 0 or 1e9 (or a size of a
//! billion points) in eframe's own file once crashed the app at every start.
//!
//! Sizes are in logical pixels (egui points at a zoom of 1), as the window is created before
//! any zoom applies. The position is not kept: egui cannot tell where the monitors are, so a
//! position on a monitor that has gone would open the window out of sight; the window manager
//! places it instead.

use serde::{Deserialize, Serialize};

/// The smallest zoom kept (egui's own keyboard zoom stops at 0.2).
pub const MIN_ZOOM: f32 = 0.2;
/// The largest zoom kept (egui's own keyboard zoom stops at 5).
pub const MAX_ZOOM: f32 = 5.0;
/// The window's smallest size, `[width, height]`: what the tabs need to lay out.
pub const MIN_SIZE: [f32; 2] = [900.0, 620.0];
/// The size the window opens at without a saved one.
pub const DEFAULT_SIZE: [f32; 2] = [1400.0, 900.0];
/// The largest size kept, either side: beyond any display (and far below what made the
/// windowing system fail).
pub const MAX_SIDE: f32 = 16_384.0;

/// The window as saved.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedWindow {
    /// The inner size, `[width, height]`, or `None` for the default.
    pub size: Option<[f32; 2]>,
    /// Whether the window was maximised.
    pub maximized: bool,
    /// egui's zoom factor (Ctrl + / Ctrl −).
    pub zoom: f32,
}

impl Default for SavedWindow {
    fn default() -> Self {
        SavedWindow {
            size: None,
            maximized: false,
            zoom: 1.0,
        }
    }
}

impl SavedWindow {
    /// The same window with every value made safe: a zoom outside
    /// [`MIN_ZOOM`]..=[`MAX_ZOOM`] or not a number is 1; a size is clamped to
    /// [`MIN_SIZE`]..=[`MAX_SIDE`] (dropped if not finite).
    ///
    /// ```
    /// use pokerlab_app::app::window::SavedWindow;
    /// let wild = SavedWindow {
    ///     size: Some([1e9, f32::NAN]),
    ///     maximized: true,
    ///     zoom: 0.0,
    /// };
    /// let safe = wild.validated();
    /// assert_eq!(safe.zoom, 1.0);
    /// assert_eq!(safe.size, None);
    /// let big = SavedWindow { size: Some([1e9, 10.0]), ..wild };
    /// assert_eq!(big.validated().size, Some([16384.0, 620.0]));
    /// ```
    #[must_use]
    pub fn validated(self) -> SavedWindow {
        let zoom = if (MIN_ZOOM..=MAX_ZOOM).contains(&self.zoom) {
            self.zoom
        } else {
            1.0
        };
        let size = self
            .size
            .filter(|s| s.iter().all(|v| v.is_finite()))
            .map(|[w, h]| {
                [
                    w.clamp(MIN_SIZE[0], MAX_SIDE),
                    h.clamp(MIN_SIZE[1], MAX_SIDE),
                ]
            });
        SavedWindow {
            size,
            maximized: self.maximized,
            zoom,
        }
    }

    /// The inner size to open the window at.
    pub fn size_or_default(&self) -> [f32; 2] {
        self.size.unwrap_or(DEFAULT_SIZE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_values_are_kept() {
        let good = SavedWindow {
            size: Some([1200.0, 800.0]),
            maximized: true,
            zoom: 1.5,
        };
        assert_eq!(good.validated(), good);
        assert_eq!(SavedWindow::default().validated(), SavedWindow::default());
    }

    #[test]
    fn bad_values_are_clamped_or_dropped() {
        for zoom in [0.0, -1.0, 1e9, f32::NAN, f32::INFINITY, 0.1, 5.01] {
            let w = SavedWindow {
                zoom,
                ..SavedWindow::default()
            };
            assert_eq!(w.validated().zoom, 1.0, "{zoom}");
        }
        let w = SavedWindow {
            size: Some([0.0, -5.0]),
            ..SavedWindow::default()
        }
        .validated();
        assert_eq!(w.size, Some(MIN_SIZE));
        let w = SavedWindow {
            size: Some([f32::INFINITY, 800.0]),
            ..SavedWindow::default()
        };
        assert_eq!(w.validated().size, None);
    }
}
