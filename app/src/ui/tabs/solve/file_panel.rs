//! Saving and loading solves in the tab: a path field (no file dialog: the path is typed, as
//! for `pokerlab solve --save`/`--load`), Save and Load, and what the last one did. The work
//! is the tab's jobs; the buttons wait while one runs.

use egui::{RichText, TextEdit, Ui};

use crate::app::solve::{Action, Solve};
use crate::ui::theme::{Palette, regular, space, text_size};

/// The path field, the buttons and the message.
pub fn file_ui(ui: &mut Ui, p: &Palette, model: &Solve, actions: &mut Vec<Action>) {
    let mut path = model.path().to_owned();
    ui.label(
        RichText::new("The file format of `pokerlab solve --save` and `--load`.")
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
    );
    let response = ui
        .add(
            TextEdit::singleline(&mut path)
                .hint_text(RichText::new("/path/to/spot.solve").color(p.text_faint))
                .desired_width(f32::INFINITY)
                .font(egui::TextStyle::Monospace),
        )
        .accessible_name("Solve file");
    if response.changed() {
        actions.push(Action::SetPath(path));
    }
    ui.add_space(space::XS);
    ui.horizontal(|ui| {
        let idle = !model.file_busy();
        let can_save =
            idle && model.game().is_some() && !model.is_solving() && !model.is_measuring();
        if ui
            .add_enabled(can_save, egui::Button::new("Save solve"))
            .on_disabled_hover_text("Solve the spot first (and wait for its exploitability)")
            .accessible_name("Save solve")
            .clicked()
        {
            actions.push(Action::SaveFile);
        }
        if ui
            .add_enabled(idle && !model.is_solving(), egui::Button::new("Load solve"))
            .accessible_name("Load solve")
            .clicked()
        {
            actions.push(Action::LoadFile);
        }
        if model.file_busy() {
            ui.spinner();
        }
    });
    if let Some((words, failed)) = model.file_message() {
        ui.label(RichText::new(words).color(if failed { p.error } else { p.text_muted }))
            .accessible_name("Solve file message");
    }
}
