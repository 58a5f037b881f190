//! The Solve tab: a heads-up postflop spot set on the left (ranges, board, pot, stack, bet
//! sizes, target, time budget), solved on the pool with its progress, then walked on the
//! right — the line taken, the acting player's strategy as a 13×13 grid coloured by action
//! mix, the overall frequencies, a button per action, the cards at a chance node, and each
//! combo's strategy, EV, equity and equity realisation. One file per panel: `spot_panel.rs`
//! (the form and the solve), `file_panel.rs` (saving and loading solves), `tree_panel.rs`
//! (the walk), `summary.rs` (both players' figures), `grid.rs` (the grid), `combo_table.rs`
//! (the combos beside it), `next_card.rs` (a chance node and its report); the range fields
//! open Hand Odds' range editor window.

mod combo_table;
mod file_panel;
pub(crate) mod grid;
mod next_card;
mod spot_panel;
mod summary;
mod tree_panel;

pub use summary::figure_words;

use std::collections::HashMap;

use egui::{Align, Layout, ScrollArea, Ui, Vec2};

use super::hand_odds::range_editor::{EditorView, EditorWidgets, range_editor_ui};
use super::{TabContext, TabUi};
use crate::app::Command;
use crate::app::solve::{Action, Field, Solve};
use crate::ui::theme::solve::FORM_WIDTH;
use crate::ui::theme::space;
use crate::ui::widgets::section::section_ui;
use pokerlab::solver::Player;

/// What the Solve tab's widgets remember: the text being typed in each field, and the range
/// editor's paint stroke.
#[derive(Default)]
pub struct SolveWidgets {
    /// Each field's text while it has the focus.
    typing: HashMap<Field, String>,
    /// The range editor's window.
    editor: EditorWidgets,
}

impl TabUi for Solve {
    type Widgets = SolveWidgets;

    fn tab_ui(ui: &mut Ui, model: &mut Solve, widgets: &mut SolveWidgets, cx: &mut TabContext<'_>) {
        solve_ui(ui, model, widgets, cx);
    }
}

/// "OOP" or "IP".
pub fn player_label(player: Player) -> &'static str {
    match player {
        Player::Oop => "OOP",
        Player::Ip => "IP",
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
    let tab_rect = ui.max_rect();
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
                            spot_panel::spot_ui(ui, p, model, widgets, cx.commands, &mut actions);
                        });
                        ui.add_space(space::M);
                        section_ui(ui, p, "Solve file", |ui| {
                            file_panel::file_ui(ui, p, model, &mut actions);
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
    if let Some((_, editor, library)) = model.range_editor() {
        let view = EditorView {
            editor,
            library,
            message: model.range_editor_message(),
            highlight: None,
            dead: pokerlab::CardSet::EMPTY,
            classes: None,
        };
        let edits = range_editor_ui(
            ui.ctx(),
            &view,
            &mut widgets.editor,
            p,
            tab_rect.right_top() + Vec2::new(-space::S, space::S),
        );
        actions.extend(edits.into_iter().map(Action::Range));
    }
    if model.is_solving() || model.is_measuring() {
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
    if let Some(library) = model.take_library_change() {
        cx.commands.push(Command::ShareRangeLibrary(library));
    }
}
