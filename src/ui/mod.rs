//! The desktop app. The only module that knows about egui: it turns clicks into engine
//! requests and engine snapshots into pixels.

pub mod card_textures;

/// Opens the desktop app and returns when its window closes.
pub fn run_app() -> Result<(), String> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("pokerlab")
            .with_inner_size([1200.0, 800.0]),
        ..Default::default()
    };
    eframe::run_native(
        "pokerlab",
        options,
        Box::new(|_cc| Ok(Box::new(PlaceholderApp))),
    )
    .map_err(|e| format!("cannot open the window: {e}"))
}

/// Shown until the real app lands.
struct PlaceholderApp;

impl eframe::App for PlaceholderApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading("pokerlab");
            ui.label("The desktop app is under construction. Try `pokerlab --help` for the command line.");
        });
    }
}
