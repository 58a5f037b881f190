//! Typing cards instead of clicking them: a text field bound to one place of a tab (a seat,
//! the board, the dead cards), used by Hand Odds and the Odds Grid alike. A field shows the table's cards until the user edits it; when editing
//! ends (Enter or focus elsewhere) the text is applied, or its error is shown under the field
//! and both the text and the table stay as they were, so nothing typed is lost.

use egui::{Id, RichText, TextEdit, Ui};

use crate::ui::theme::{Palette, regular, text_size};

/// One text field bound to a place on the table.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CardField {
    /// What the field shows.
    pub text: String,
    /// The table's text the field was last in step with.
    synced: Option<String>,
    /// The error of the last text applied, shown under the field.
    pub error: Option<String>,
}

impl CardField {
    /// Draws the field (named `name` for screen readers; `scope`, such as the tab's name, keeps
    /// fields of the same name in different tabs apart); `model` is the place's cards as the
    /// table has them. Returns the text to apply when the user has finished editing it.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        palette: &Palette,
        scope: &str,
        name: &str,
        hint: &str,
        model: &str,
    ) -> Option<String> {
        let id = Id::unique(("card field", scope, name));
        let focused = ui.memory(|m| m.has_focus(id));
        if self.synced.as_deref() != Some(model) && !focused {
            // The table changed (a click, a deal): show its cards and forget old errors.
            self.text = model.to_owned();
            self.synced = Some(model.to_owned());
            self.error = None;
        }
        let mut edit = TextEdit::singleline(&mut self.text)
            .id(id)
            .hint_text(RichText::new(hint).color(palette.text_faint))
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace);
        if self.error.is_some() {
            edit = edit.text_color(palette.error);
        }
        let response = ui.add(edit).accessible_name(name);
        let mut commit = None;
        if response.lost_focus() && (self.text.trim() != model || self.error.is_some()) {
            commit = Some(self.text.clone());
        }
        if let Some(error) = &self.error {
            ui.label(
                RichText::new(error)
                    .font(regular(text_size::SMALL))
                    .color(palette.error),
            );
        }
        commit
    }

    /// Records the outcome of applying the text: the table's new text, or the error.
    pub fn applied(&mut self, outcome: Result<String, String>) {
        match outcome {
            Ok(model) => {
                self.text.clone_from(&model);
                self.synced = Some(model);
                self.error = None;
            }
            Err(error) => self.error = Some(error),
        }
    }
}
