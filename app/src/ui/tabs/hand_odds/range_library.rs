//! The range editor's lower rows: the weight brush, the suit picker of a class, the named
//! ranges (presets and the user's: load, save, rename, delete) and copy and paste of the
//! range's text through egui's clipboard. Draws the models
//! ([`RangeEditor`], [`RangeLibrary`]) and returns what the user did as [`RangeEdit`]s.

use egui::{Event, RichText, TextEdit, Ui, Vec2, ViewportCommand};

use crate::app::hand_odds::library::{BRUSH_WEIGHTS, RangeLibrary};
use crate::app::hand_odds::range_editor::{LibraryEdit, RangeEdit, RangeEditor};
use crate::ui::theme::hand_odds::LIBRARY_NAME_WIDTH;
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use pokerlab::cards::CardSet;
use pokerlab::format::percent_places_f32;

/// What the named-range rows remember between frames: the name typed, the entry chosen, and
/// whether a paste was asked for.
#[derive(Clone, Debug, Default)]
pub struct RangeLibraryWidgets {
    /// The name field's text.
    name: String,
    /// The named range last clicked (what Rename and Delete act on).
    chosen: Option<String>,
    /// Whether "Paste" asked the window for the clipboard's text, not yet come.
    paste: bool,
}

/// A small caption.
fn caption_ui(ui: &mut Ui, p: &Palette, text: &str) {
    ui.label(
        RichText::new(text)
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
    );
}

/// The brush: the weight a click or stroke paints with, and the suit picker's mode.
pub fn brush_ui(ui: &mut Ui, editor: &RangeEditor, p: &Palette, edits: &mut Vec<RangeEdit>) {
    ui.horizontal(|ui| {
        caption_ui(ui, p, "Brush");
        let current = (editor.brush() * 100.0).round() as u8;
        for weight in BRUSH_WEIGHTS {
            let on = current == weight && !editor.picking_suits();
            let response = ui
                .add(egui::Button::selectable(on, format!("{weight}%")))
                .on_hover_text(format!("Paint hands at {weight}% weight"))
                .accessible_name(format!("Brush {weight}%"));
            if response.clicked() {
                edits.push(RangeEdit::Brush(weight));
                if editor.picking_suits() {
                    edits.push(RangeEdit::PickSuits(false));
                }
            }
        }
        ui.separator();
        let on = editor.picking_suits();
        let response = ui
            .add(egui::Button::selectable(on, "Suits…"))
            .on_hover_text("Click a hand on the grid to choose which of its suits are in the range (or right-click it in any mode)")
            .accessible_name("Pick suits");
        if response.clicked() {
            edits.push(RangeEdit::PickSuits(!on));
        }
    });
}

/// The suit picker: one toggle per combo of the chosen class, at the brush's weight.
pub fn suit_picker_ui(
    ui: &mut Ui,
    editor: &RangeEditor,
    dead: CardSet,
    p: &Palette,
    edits: &mut Vec<RangeEdit>,
) {
    let Some(class) = editor.suits_for() else {
        if editor.picking_suits() {
            caption_ui(ui, p, "Click a hand on the grid to pick its suits.");
        }
        return;
    };
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(format!("Suits of {class}"))
                .font(bold(text_size::TITLE))
                .color(p.text),
        );
        if ui
            .small_button("×")
            .on_hover_text("Close the suit picker")
            .accessible_name("Close suit picker")
            .clicked()
        {
            edits.push(RangeEdit::SuitsOf(None));
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = Vec2::splat(space::XS);
        for combo in class.combos() {
            let weight = editor.range().weight(combo);
            let on = weight > 0.0;
            let (a, b) = combo.pair();
            let name = format!("{a}{b}");
            let mut text = RichText::new(if on && weight < 1.0 {
                format!("{name} {}", percent_places_f32(weight, 0))
            } else {
                name.clone()
            })
            .monospace();
            if combo.collides(dead) {
                text = text.strikethrough().color(p.text_faint);
            }
            let response = ui
                .add(egui::Button::selectable(on, text))
                .on_hover_text(if combo.collides(dead) {
                    "Blocked by a card on the table"
                } else {
                    "Click to put this combo in or take it out (at the brush's weight)"
                })
                .accessible_name(format!("Combo {name}"));
            if response.clicked() {
                edits.push(RangeEdit::Combo(combo, !on));
            }
        }
    });
}

/// The named ranges, and copy and paste.
pub fn library_ui(
    ui: &mut Ui,
    editor: &RangeEditor,
    library: &RangeLibrary,
    message: Option<&str>,
    widgets: &mut RangeLibraryWidgets,
    p: &Palette,
    edits: &mut Vec<RangeEdit>,
) {
    caption_ui(ui, p, "Named ranges (presets are examples, not advice)");
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = Vec2::splat(space::XS);
        for entry in library.entries() {
            let on = widgets.chosen.as_deref() == Some(entry.name);
            let mut text = RichText::new(entry.name).font(regular(text_size::SMALL));
            if entry.preset {
                text = text.italics();
            }
            let response = ui
                .add(egui::Button::selectable(on, text))
                .on_hover_text(format!("{}\nClick to load", entry.text))
                .accessible_name(format!("Named range {}", entry.name));
            if response.clicked() {
                widgets.chosen = Some(entry.name.to_owned());
                if !entry.preset {
                    widgets.name = entry.name.to_owned();
                }
                edits.push(RangeEdit::Library(LibraryEdit::Load(entry.name.to_owned())));
            }
        }
    });
    ui.horizontal(|ui| {
        ui.add(
            TextEdit::singleline(&mut widgets.name)
                .hint_text(RichText::new("name").color(p.text_faint))
                .desired_width(LIBRARY_NAME_WIDTH),
        )
        .accessible_name("Range name");
        if ui
            .button("Save")
            .on_hover_text("Keep this range under the name typed (replaces one of that name)")
            .accessible_name("Save range")
            .clicked()
        {
            widgets.chosen = Some(widgets.name.trim().to_owned());
            edits.push(RangeEdit::Library(LibraryEdit::Save(widgets.name.clone())));
        }
        let chosen_saved = widgets
            .chosen
            .clone()
            .filter(|c| library.entries().any(|e| e.name == c && !e.preset));
        let rename = ui
            .add_enabled(chosen_saved.is_some(), egui::Button::new("Rename"))
            .on_hover_text("Give the chosen saved range the name typed")
            .accessible_name("Rename range");
        if rename.clicked()
            && let Some(from) = &chosen_saved
        {
            edits.push(RangeEdit::Library(LibraryEdit::Rename(
                from.clone(),
                widgets.name.clone(),
            )));
            widgets.chosen = Some(widgets.name.trim().to_owned());
        }
        let delete = ui
            .add_enabled(chosen_saved.is_some(), egui::Button::new("Delete"))
            .on_hover_text("Delete the chosen saved range")
            .accessible_name("Delete range");
        if delete.clicked()
            && let Some(name) = &chosen_saved
        {
            edits.push(RangeEdit::Library(LibraryEdit::Delete(name.clone())));
            widgets.chosen = None;
        }
    });
    ui.horizontal(|ui| {
        if ui
            .button("Copy")
            .on_hover_text("Copy the range's text to the clipboard")
            .accessible_name("Copy range")
            .clicked()
        {
            ui.ctx().copy_text(editor.text().to_owned());
        }
        if ui
            .button("Paste")
            .on_hover_text("Read the clipboard's text as the range")
            .accessible_name("Paste range")
            .clicked()
        {
            widgets.paste = true;
            ui.ctx().send_viewport_cmd(ViewportCommand::RequestPaste);
        }
        if let Some(message) = message {
            caption_ui(ui, p, message);
        }
    });
    if widgets.paste {
        let pasted = ui.input(|i| {
            i.events.iter().find_map(|e| match e {
                Event::Paste(text) => Some(text.clone()),
                _ => None,
            })
        });
        if let Some(text) = pasted {
            widgets.paste = false;
            edits.push(RangeEdit::Text(text.trim().to_owned()));
        }
    }
}
