//! The Flops tab: one to three players on every flop. The inputs on the left (each seat's
//! range text, as the Hand Odds range fields read it, the dead cards, holdings only, Count);
//! on the right the chart of equity across the flops in the table's order, the summary per
//! seat, and the table of flops grouped by texture and sortable by column. The report is counted on
//! the pool ([`crate::app::flops`]); this file only draws it.

mod filter;
mod inputs;
mod plot;
mod summary;
mod table;

use egui::{Align, Layout, ScrollArea, Ui, Vec2};

use super::{TabContext, TabUi};
use crate::app::Command;
use crate::app::flops::Flops;
use crate::ui::theme::flops::INPUTS_WIDTH;
use crate::ui::theme::space;

impl TabUi for Flops {
    type Widgets = ();

    fn tab_ui(ui: &mut Ui, state: &mut Flops, _: &mut (), cx: &mut TabContext<'_>) {
        flops_ui(ui, state, cx);
    }
}

/// Draws the Flops tab and applies what the user did.
pub fn flops_ui(ui: &mut Ui, state: &mut Flops, cx: &mut TabContext<'_>) {
    let p = cx.palette;
    let mut actions = Vec::new();
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = space::M;
        ui.allocate_ui_with_layout(
            Vec2::new(INPUTS_WIDTH, ui.available_height()),
            Layout::top_down(Align::Min),
            |ui| {
                ScrollArea::vertical()
                    .id_salt("flops_inputs_scroll")
                    .show(ui, |ui| {
                        inputs::inputs_ui(ui, p, state, &mut actions);
                        ui.add_space(space::M);
                        filter::filter_ui(ui, p, state, &mut actions);
                    });
            },
        );
        ui.allocate_ui_with_layout(
            Vec2::new(ui.available_width(), ui.available_height()),
            Layout::top_down(Align::Min),
            |ui| {
                ScrollArea::vertical()
                    .id_salt("flops_scroll")
                    .show(ui, |ui| {
                        // The chart first: it fits above the fold on a laptop's screen.
                        if let (Some(report), Some(view)) = (state.report(), state.view()) {
                            plot::plot_ui(ui, p, state, report, view, cx.commands);
                            ui.add_space(space::M);
                        }
                        summary::summary_ui(ui, p, state);
                        if let (Some(report), Some(view)) = (state.report(), state.view()) {
                            ui.add_space(space::M);
                            table::table_ui(
                                ui,
                                p,
                                state,
                                report,
                                &view.groups,
                                &mut actions,
                                cx.commands,
                            );
                        }
                    });
            },
        );
    });
    if !actions.is_empty() {
        ui.ctx().request_repaint();
    }
    for action in actions {
        state.apply(action);
    }
}

/// The command that opens report row `row`'s flop in Hand Odds: the players' ranges in its
/// seats (a lone player against `random`, as the report counts it), the flop on its board,
/// the dead cards.
pub fn open_in_hand_odds(state: &Flops, row: usize) -> Option<Command> {
    let spot = state.spot_of(row)?;
    Some(Command::OpenInHandOdds {
        seats: spot.players,
        board: spot.board,
        dead: spot.dead,
    })
}

/// The command that opens report row `row`'s flop in Solve: player 1 out of position, player
/// 2 in position, the flop as the board; `None` without two players.
pub fn open_in_solve(state: &Flops, row: usize) -> Option<Command> {
    let spot = state.spot_of(row)?;
    let [oop, ip, ..] = spot.players.as_slice() else {
        return None;
    };
    Some(Command::SendToSolve {
        oop: oop.clone(),
        ip: ip.clone(),
        board: spot.board,
    })
}

/// The menu of a flop (report row `row`): open it in Hand Odds, or in Solve (with two players).
fn open_menu_ui(ui: &mut Ui, state: &Flops, row: usize, commands: &mut Vec<Command>) {
    let board = state
        .report()
        .and_then(|r| r.rows.get(row))
        .map(|r| r.board_text())
        .unwrap_or_default();
    if ui
        .button(format!("Open {board} in Hand Odds"))
        .on_hover_text("The players' ranges in its seats, this flop on its board, the dead cards")
        .clicked()
        && let Some(command) = open_in_hand_odds(state, row)
    {
        commands.push(command);
        ui.close();
    }
    let solve = open_in_solve(state, row);
    if ui
        .add_enabled(
            solve.is_some(),
            egui::Button::new(format!("Open {board} in Solve")),
        )
        .on_hover_text("A spot on this flop: player 1 out of position, player 2 in position")
        .on_disabled_hover_text("Solve needs two players")
        .clicked()
        && let Some(command) = solve
    {
        commands.push(command);
        ui.close();
    }
}
