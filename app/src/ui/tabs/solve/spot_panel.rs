//! The Solve tab's form: a text field per part of the spot (committed on Enter or when the
//! field loses the focus; the range fields with a button to the range grid editor), the
//! memory limit and the compressed storage, what is wrong with the spot, the tree's memory or its
//! refusal, the Solve and Stop buttons and where the solve stands from the first moment.

use egui::{Id, RichText, TextEdit, Ui, Vec2};

use super::SolveWidgets;
use crate::app::Command;
use crate::app::solve::{Action, Field, Solve};
use crate::ui::theme::solve::{LABEL_WIDTH, SOLVE_BUTTON};
use crate::ui::theme::{Palette, regular, space, text_size};
use crate::ui::widgets::section::primary_button_ui;
use pokerlab::format;
use pokerlab::solver::Player;

/// A hint per field: what it takes.
fn hint(field: Field) -> &'static str {
    match field {
        Field::Oop | Field::Ip => "QQ+, AKs, 15%, AA:0.5 …",
        Field::Board => "Qs Jh 7d (3 to 5 cards)",
        Field::Pot | Field::Stack => "chips",
        Field::FlopBets | Field::TurnBets | Field::RiverBets => "33,75,a (% of pot, a = all-in)",
        Field::Raises => "a, or 60,a (% of pot)",
        Field::Target => "0.5",
        Field::Seconds => "none",
        Field::MaxMemory => "4096",
    }
}

/// The form, the memory figure, the buttons and the progress.
pub fn spot_ui(
    ui: &mut Ui,
    p: &Palette,
    model: &Solve,
    widgets: &mut SolveWidgets,
    commands: &mut Vec<Command>,
    actions: &mut Vec<Action>,
) {
    for field in Field::ALL {
        field_ui(ui, p, model, widgets, field, commands, actions);
    }
    let mut compress = model.text().compress;
    if ui
        .checkbox(&mut compress, "compress (16/8-bit)")
        .on_hover_text(
            "Keep the solver's regrets in 16 bits and strategy sums in 8: 3 bytes a sum instead of 8, a little less precise",
        )
        .accessible_name("compress (16/8-bit)")
        .changed()
    {
        actions.push(Action::SetCompress(compress));
    }
    ui.label(
        RichText::new(format!(
            "Raises at most {} per street; a bet leaving less than {} of the pot behind is all-in.",
            crate::app::solve::RAISE_CAP,
            format::percent_places(crate::app::solve::ALL_IN_THRESHOLD, 0)
        ))
        .font(regular(text_size::SMALL))
        .color(p.text_faint),
    );
    ui.add_space(space::S);
    if let Some(error) = model.input_error() {
        ui.label(RichText::new(error).color(p.error))
            .accessible_name("Spot error");
    } else {
        let (words, color) = match model.memory() {
            None => ("Building the tree…".to_owned(), p.text_muted),
            Some(Ok(bytes)) => (
                format!("Memory: about {}", format::memory(*bytes)),
                p.text_muted,
            ),
            Some(Err(e)) => (format!("Refused: {e}"), p.error),
        };
        ui.label(RichText::new(words).color(color))
            .accessible_name("Memory estimate");
    }
    ui.add_space(space::S);
    ui.horizontal(|ui| {
        let can_solve = model.input_error().is_none()
            && !matches!(model.memory(), Some(Err(_)))
            && !model.is_solving();
        let text = if model.game().is_some() {
            "Solve again"
        } else {
            "Solve"
        };
        if primary_button_ui(ui, p, text, Vec2::from(SOLVE_BUTTON), can_solve)
            .accessible_name("Solve the spot")
            .clicked()
        {
            actions.push(Action::Solve);
        }
        if model.is_solving() && ui.button("Stop").clicked() {
            actions.push(Action::Stop);
        }
    });
    if let Some(words) = model.solve_words() {
        // The status line's font: snapshot tests mask the time at a width measured in it.
        ui.label(
            RichText::new(words)
                .font(regular(text_size::SMALL))
                .color(p.text_muted),
        )
        .accessible_name("Solve progress");
    }
}

/// One labelled field; its text goes to the model when Enter is pressed or the focus leaves.
fn field_ui(
    ui: &mut Ui,
    p: &Palette,
    model: &Solve,
    widgets: &mut SolveWidgets,
    field: Field,
    commands: &mut Vec<Command>,
    actions: &mut Vec<Action>,
) {
    let id = Id::unique(("solve field", field.label()));
    let focused = ui.memory(|m| m.has_focus(id));
    let saved = model.text().get(field);
    let text = widgets
        .typing
        .entry(field)
        .or_insert_with(|| saved.to_owned());
    if !focused && text != saved {
        // The model changed (sent from another tab, reset): show it.
        saved.clone_into(text);
    }
    ui.horizontal(|ui| {
        // Painted, not a label: the field itself carries the name for screen readers.
        let (rect, _) = ui.allocate_exact_size(
            Vec2::new(LABEL_WIDTH, ui.spacing().interact_size.y),
            egui::Sense::hover(),
        );
        ui.painter().text(
            rect.left_center(),
            egui::Align2::LEFT_CENTER,
            field.label(),
            regular(text_size::SMALL),
            p.text_muted,
        );
        let player = match field {
            Field::Oop => Some(Player::Oop),
            Field::Ip => Some(Player::Ip),
            _ => None,
        };
        if let Some(player) = player
            && ui
                .small_button("Grid")
                .on_hover_text("Edit the range on the 13×13 grid (weights, named ranges)")
                .accessible_name(format!("Edit {} on the grid", field.label()))
                .clicked()
        {
            commands.push(Command::EditSolveRange(player));
        }
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
