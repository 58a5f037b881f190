//! The drill picker: a text field per part of the spot (committed on Enter or when the field
//! loses the focus), a button beside each range that opens the range grid editor Hand Odds
//! uses, the street a board filter deals, the seat, who raised before, the grading thresholds,
//! Start and Stop, and what is wrong with the drill.

use egui::{Id, RichText, TextEdit, Ui, Vec2};

use super::PracticeWidgets;
use crate::app::hand_odds::range_editor::{EditorEvent, LibraryEdit, RangeEdit, RangeEditor};
use crate::app::hand_odds::seat::{Seat, SeatRange};
use crate::app::practice::{Action, Field, Practice, Raiser, SeatChoice, StreetChoice};
use crate::ui::tabs::hand_odds::range_editor::{EditorView, range_editor_ui};
use crate::ui::theme::practice::{BUTTON, LABEL_WIDTH};
use crate::ui::theme::{Palette, regular, space, text_size};
use crate::ui::widgets::section::{primary_button_ui, segmented_ui};
use pokerlab::cards::CardSet;
use pokerlab::format;

/// A hint per field: what it takes.
fn hint(field: Field) -> &'static str {
    match field {
        Field::Oop | Field::Ip => "QQ+, AKs, 15%, AA:0.5 …",
        Field::Board => "Ks 7d 2c, or K-high dry, monotone, paired, any",
        Field::Pot | Field::Stack => "chips",
        Field::FlopBets | Field::TurnBets | Field::RiverBets => "33,75,a (% of pot, a = all-in)",
        Field::Raises => "a, or 60,a (% of pot)",
        Field::Target => "0.5",
        Field::Best | Field::Correct | Field::Inaccuracy | Field::Mistake => "% of the pot",
    }
}

/// The form and its buttons.
pub fn picker_ui(
    ui: &mut Ui,
    p: &Palette,
    model: &Practice,
    widgets: &mut PracticeWidgets,
    actions: &mut Vec<Action>,
) {
    for field in Field::SPOT {
        field_ui(ui, p, model, widgets, field, actions);
        if matches!(field, Field::Oop | Field::Ip) {
            ui.horizontal(|ui| {
                ui.add_space(LABEL_WIDTH + ui.spacing().item_spacing.x);
                let which = if field == Field::Oop { "OOP" } else { "IP" };
                if ui
                    .small_button("Edit on the grid…")
                    .on_hover_text("Open the range editor")
                    .accessible_name(format!("Edit the {which} range"))
                    .clicked()
                {
                    let seat = SeatRange::parse(model.text().get(field))
                        .map_or_else(|_| Seat::default(), Seat::Range);
                    let index = usize::from(field == Field::Ip);
                    widgets.editor = Some((field, RangeEditor::open(index, &seat)));
                }
            });
        }
        if field == Field::Board {
            ui.horizontal(|ui| {
                caption_ui(ui, p, "Filter deals");
                let labels: Vec<&str> = StreetChoice::ALL.iter().map(|s| s.name()).collect();
                let names: Vec<String> = labels.iter().map(|l| format!("{l} boards")).collect();
                let selected = StreetChoice::ALL
                    .iter()
                    .position(|s| *s == model.text().street)
                    .unwrap_or(0);
                if let Some(i) = segmented_ui(ui, p, &labels, &names, selected, true) {
                    actions.push(Action::SetStreet(StreetChoice::ALL[i]));
                }
            });
        }
    }
    ui.horizontal(|ui| {
        caption_ui(ui, p, "You play");
        let labels: Vec<&str> = SeatChoice::ALL.iter().map(|s| s.name()).collect();
        let names: Vec<String> = labels.iter().map(|l| format!("Play {l}")).collect();
        let selected = SeatChoice::ALL
            .iter()
            .position(|s| *s == model.text().seat)
            .unwrap_or(0);
        if let Some(i) = segmented_ui(ui, p, &labels, &names, selected, true) {
            actions.push(Action::SetSeat(SeatChoice::ALL[i]));
        }
    });
    ui.horizontal(|ui| {
        caption_ui(ui, p, "Raised before");
        let all = [Raiser::Oop, Raiser::Ip, Raiser::Nobody];
        let labels = ["OOP", "IP", "Nobody"];
        let names: Vec<String> = labels.iter().map(|l| format!("Raiser {l}")).collect();
        let selected = all
            .iter()
            .position(|r| *r == model.text().raiser)
            .unwrap_or(0);
        if let Some(i) = segmented_ui(ui, p, &labels, &names, selected, true) {
            actions.push(Action::SetRaiser(all[i]));
        }
    });
    ui.label(
        RichText::new(
            "Flop drills use a small tree: each street's first size and all-in, raises all-in. \
             Each flop is solved once and kept on disk.",
        )
        .font(regular(text_size::SMALL))
        .color(p.text_faint),
    );
    ui.add_space(space::S);
    ui.horizontal(|ui| {
        let text = if model.drill().is_some() {
            "Restart"
        } else {
            "Start"
        };
        if primary_button_ui(ui, p, text, Vec2::from(BUTTON), true)
            .accessible_name("Start the drill")
            .clicked()
        {
            actions.push(Action::Start);
        }
        if model.drill().is_some() && ui.button("Stop").clicked() {
            actions.push(Action::Stop);
        }
    });
    if let Some(error) = model.form_error() {
        ui.label(RichText::new(error).color(p.error))
            .accessible_name("Drill error");
    }
    ui.add_space(space::M);
    ui.label(
        RichText::new("Grades: the EV given up against the best action, as % of the pot")
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
    );
    for field in Field::THRESHOLDS {
        field_ui(ui, p, model, widgets, field, actions);
    }
    let t = model.thresholds();
    ui.label(
        RichText::new(format!(
            "Best ≤ {}, correct ≤ {}, inaccuracy ≤ {}, mistake ≤ {}, blunder beyond.",
            format::percent_places(t.best, 1),
            format::percent_places(t.correct, 1),
            format::percent_places(t.inaccuracy, 1),
            format::percent_places(t.mistake, 1),
        ))
        .font(regular(text_size::SMALL))
        .color(p.text_faint),
    );
}

/// A caption in the labels' column.
fn caption_ui(ui: &mut Ui, p: &Palette, text: &str) {
    let (rect, _) = ui.allocate_exact_size(
        Vec2::new(LABEL_WIDTH, ui.spacing().interact_size.y),
        egui::Sense::hover(),
    );
    ui.painter().text(
        rect.left_center(),
        egui::Align2::LEFT_CENTER,
        text,
        regular(text_size::SMALL),
        p.text_muted,
    );
}

/// One labelled field; its text goes to the model when Enter is pressed or the focus leaves.
fn field_ui(
    ui: &mut Ui,
    p: &Palette,
    model: &Practice,
    widgets: &mut PracticeWidgets,
    field: Field,
    actions: &mut Vec<Action>,
) {
    let id = Id::unique(("practice field", field.label()));
    let focused = ui.memory(|m| m.has_focus(id));
    let saved = model.text().get(field);
    let text = widgets
        .typing
        .entry(field)
        .or_insert_with(|| saved.to_owned());
    if !focused && text != saved {
        saved.clone_into(text);
    }
    ui.horizontal(|ui| {
        caption_ui(ui, p, field.caption());
        let response = ui
            .add(
                TextEdit::singleline(text)
                    .id(id)
                    .hint_text(RichText::new(hint(field)).color(p.text_faint))
                    .desired_width(f32::INFINITY)
                    .font(egui::TextStyle::Monospace),
            )
            .accessible_name(field.label());
        if response.lost_focus() && text.as_str() != saved {
            actions.push(Action::SetText(field, text.clone()));
        }
    });
}

/// The range editor's window, while one of the ranges is edited: its edits go to the field.
pub fn range_editor_window_ui(
    ctx: &egui::Context,
    p: &Palette,
    widgets: &mut PracticeWidgets,
    open_at: egui::Pos2,
    actions: &mut Vec<Action>,
) {
    let Some((field, editor)) = &mut widgets.editor else {
        return;
    };
    let field = *field;
    let view = EditorView {
        editor,
        library: &widgets.library,
        message: None,
        highlight: None,
        dead: CardSet::EMPTY,
        classes: None,
    };
    let edits = range_editor_ui(ctx, &view, &mut widgets.editor_widgets, p, open_at);
    let mut close = false;
    for edit in edits {
        let events = match edit {
            RangeEdit::Brush(percent) => {
                widgets.library.set_brush(percent);
                editor.set_brush(percent);
                Vec::new()
            }
            RangeEdit::Library(LibraryEdit::Load(name)) => widgets
                .library
                .get(&name)
                .map(|range| vec![editor.load(range)])
                .unwrap_or_default(),
            RangeEdit::Library(LibraryEdit::Save(name)) => {
                let _ = widgets.library.save(&name, editor.range());
                Vec::new()
            }
            RangeEdit::Library(LibraryEdit::Rename(from, to)) => {
                let _ = widgets.library.rename(&from, &to);
                Vec::new()
            }
            RangeEdit::Library(LibraryEdit::Delete(name)) => {
                let _ = widgets.library.delete(&name);
                Vec::new()
            }
            other => editor.edit(other),
        };
        for event in events {
            match event {
                EditorEvent::Set(seat) => {
                    let text = match &seat {
                        Seat::Range(range) => range.text().to_owned(),
                        _ => String::new(),
                    };
                    actions.push(Action::SetText(field, text));
                }
                EditorEvent::Close => close = true,
            }
        }
    }
    if close {
        widgets.editor = None;
    }
}
