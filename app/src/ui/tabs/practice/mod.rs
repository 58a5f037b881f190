//! The Practice tab: the drill picker on the left (`picker.rs`, with the range grid editor
//! Hand Odds uses), and on the right the hand in play with its grades (`table.rs`) above the
//! session's figures and its hand-by-hand review (`session.rs`). Keys 1–9 take the actions in
//! the order of their buttons.

mod picker;
mod session;
mod table;

use std::collections::HashMap;

use egui::{Align, Layout, ScrollArea, Ui, Vec2};

use super::{TabContext, TabUi};
use crate::app::hand_odds::library::RangeLibrary;
use crate::app::hand_odds::range_editor::RangeEditor;
use crate::app::practice::{Action, Field, Practice};
use crate::ui::tabs::hand_odds::range_editor::EditorWidgets;
use crate::ui::theme::practice::FORM_WIDTH;
use crate::ui::theme::space;
use crate::ui::widgets::section::section_ui;

/// What the Practice tab's widgets remember: the text being typed in each field, and the
/// range editor while one of the ranges is edited on the grid.
#[derive(Default)]
pub struct PracticeWidgets {
    /// Each field's text while it has the focus.
    typing: HashMap<Field, String>,
    /// The range being edited on the grid, and for which field.
    editor: Option<(Field, RangeEditor)>,
    /// The editor window's own memory.
    editor_widgets: EditorWidgets,
    /// The named ranges the editor offers.
    library: RangeLibrary,
}

/// The number keys, in the order of the action buttons.
const KEYS: [egui::Key; 9] = [
    egui::Key::Num1,
    egui::Key::Num2,
    egui::Key::Num3,
    egui::Key::Num4,
    egui::Key::Num5,
    egui::Key::Num6,
    egui::Key::Num7,
    egui::Key::Num8,
    egui::Key::Num9,
];

impl TabUi for Practice {
    type Widgets = PracticeWidgets;

    fn tab_keys(model: &mut Practice, ctx: &egui::Context) {
        if ctx.egui_wants_keyboard_input() {
            return; // typing in a field
        }
        if model.player_to_act() {
            let pressed = ctx.input(|i| {
                KEYS.iter()
                    .position(|k| i.key_pressed(*k) && i.modifiers.is_none())
            });
            if let Some(index) = pressed
                && index < model.action_count()
            {
                model.apply(Action::Act(index));
            }
        } else if model.hand_over() && ctx.input(|i| i.key_pressed(egui::Key::Space)) {
            model.apply(Action::NextHand);
        }
    }

    fn tab_ui(
        ui: &mut Ui,
        model: &mut Practice,
        widgets: &mut PracticeWidgets,
        cx: &mut TabContext<'_>,
    ) {
        practice_ui(ui, model, widgets, cx);
    }
}

/// Draws the Practice tab and applies what the user did.
pub fn practice_ui(
    ui: &mut Ui,
    model: &mut Practice,
    widgets: &mut PracticeWidgets,
    cx: &mut TabContext<'_>,
) {
    let p = cx.palette;
    let mut actions: Vec<Action> = Vec::new();
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = space::M;
        ui.allocate_ui_with_layout(
            Vec2::new(FORM_WIDTH, ui.available_height()),
            Layout::top_down(Align::Min),
            |ui| {
                ScrollArea::vertical()
                    .id_salt("practice_form_scroll")
                    .show(ui, |ui| {
                        section_ui(ui, p, "Drill", |ui| {
                            picker::picker_ui(ui, p, model, widgets, &mut actions);
                        });
                    });
            },
        );
        ui.allocate_ui_with_layout(
            Vec2::new(ui.available_width(), ui.available_height()),
            Layout::top_down(Align::Min),
            |ui| {
                ScrollArea::vertical()
                    .id_salt("practice_play_scroll")
                    .show(ui, |ui| {
                        section_ui(ui, p, "Hand", |ui| {
                            table::table_ui(ui, model, cx, &mut actions);
                        });
                        ui.add_space(space::M);
                        section_ui(ui, p, "Session", |ui| {
                            session::session_ui(ui, p, model, &mut actions);
                        });
                    });
            },
        );
    });
    // Beside the form, over the hand: the window's top right corner at the tab's.
    let open_at = ui.max_rect().right_top();
    picker::range_editor_window_ui(ui.ctx(), p, widgets, open_at, &mut actions);
    if model.is_waiting() || model.solves().any_running() {
        // The job wakes the window as it reports; keep the elapsed time moving meanwhile.
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(250));
    }
    if !actions.is_empty() {
        ui.ctx().request_repaint();
    }
    for action in actions {
        model.apply(action);
    }
}
