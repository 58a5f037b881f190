//! The window's icon: pokerlab's icon (`assets/icon/`, drawn by `tools/icongen.rs`), compiled
//! into the binary so that the window has it wherever the program is run from. Desktops that
//! read the installed desktop entry show the same picture from `/usr/share/icons`.

/// The 256-pixel PNG: large enough for any title bar, task switcher or dock.
static PNG: &[u8] = include_bytes!("../../../assets/icon/pokerlab-256.png");

/// The window icon; if it does not decode (logged), an empty one, which egui takes for "no
/// icon": the app opens all the same.
pub fn window_icon() -> egui::IconData {
    eframe::icon_data::from_png_bytes(PNG).unwrap_or_else(|e| {
        log::warn!("the window icon does not decode, the window opens without it: {e}");
        egui::IconData::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_icon_decodes_to_256_pixels_square() {
        let icon = window_icon();
        assert_eq!((icon.width, icon.height), (256, 256));
        assert_eq!(icon.rgba.len(), 256 * 256 * 4);
    }
}
