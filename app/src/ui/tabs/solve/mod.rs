//! The Solve tab: a heads-up postflop spot set on the left (ranges, board, pot, stack, bet
//! sizes, target, time budget), solved on the pool with its progress, then walked on the
//! right — the line taken, the acting player's strategy as a 13×13 grid coloured by action
//! mix, the overall frequencies, a button per action, the cards at a chance node, and each
//! combo's strategy, EV, equity and equity realisation on hover. One file per panel:
//! `spot_panel.rs` (the form and the solve), `tree_panel.rs` (the walk), `grid.rs` (the grid).

pub(crate) mod grid;
mod spot_panel;
mod tree_panel;

use std::collections::HashMap;

use egui::{Align, Layout, ScrollArea, Ui, Vec2};

use super::{TabContext, TabUi};
use crate::app::solve::{Action, Field, Solve};
use crate::ui::theme::solve::FORM_WIDTH;
use crate::ui::theme::space;
use crate::ui::widgets::section::section_ui;

/// What the Solve tab's widgets remember: the text being typed in each field.
#[derive(Default)]
pub struct SolveWidgets {
    /// Each field's text while it has the focus.
    typing: HashMap<Field, String>,
}

impl TabUi for Solve {
    type Widgets = SolveWidgets;

    fn tab_ui(ui: &mut Ui, model: &mut Solve, widgets: &mut SolveWidgets, cx: &mut TabContext<'_>) {
        solve_ui(ui, model, widgets, cx);
    }
}

/// Draws the Solve tab and applies what the user did.
pub fn solve_ui(
    ui: &mut Ui,
    model: &mut Solve,
    widgets: &mut SolveWidgets,
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
                    .id_salt("solve_form_scroll")
                    .show(ui, |ui| {
                        section_ui(ui, p, "Spot", |ui| {
                            spot_panel::spot_ui(ui, p, model, widgets, &mut actions);
                        });
                    });
            },
        );
        ui.allocate_ui_with_layout(
            Vec2::new(ui.available_width(), ui.available_height()),
            Layout::top_down(Align::Min),
            |ui| {
                ScrollArea::vertical()
                    .id_salt("solve_tree_scroll")
                    .show(ui, |ui| {
                        section_ui(ui, p, "Strategy", |ui| {
                            tree_panel::tree_ui(ui, p, model, cx.commands, &mut actions);
                        });
                    });
            },
        );
    });
    if model.is_solving() {
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
