//! The walk through a solved tree: the line taken as a breadcrumb (each step a button back
//! to it), the board by street, the node — who acts, both players' figures, the grid (the
//! strategy or either range, as large as the room allows) and beside it the overall action
//! frequencies as bars, a button per action to go down and the combo table — the cards a
//! chance node can deal with the next-card report, and "Send to Hand Odds" with the node's
//! reach-weighted ranges.

use egui::{Color32, CornerRadius, RichText, Sense, Ui, Vec2};

use super::{combo_table, grid, next_card, player_label, summary};
use crate::app::Command;
use crate::app::solve::{Action, NodeKind, NodeSummary, Solve, action_name};
use crate::ui::theme::solve::{
    BAR_HEIGHT, BAR_WIDTH, SIDE_COLUMN, action_colors, action_text_color,
};
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use pokerlab::format;
use pokerlab::solver::Step;

/// The node being looked at, or a word on how to get one.
pub fn tree_ui(
    ui: &mut Ui,
    p: &Palette,
    model: &Solve,
    commands: &mut Vec<Command>,
    actions: &mut Vec<Action>,
) {
    let Some(node) = model.node() else {
        let words = if model.is_solving() {
            "Solving… the strategy appears when the solve stops (Stop keeps the solve so far)."
        } else {
            "Press Solve to see the strategy of the spot."
        };
        ui.label(RichText::new(words).color(p.text_muted));
        return;
    };
    breadcrumb_ui(ui, p, node, actions);
    ui.horizontal(|ui| {
        board_ui(ui, p, &model.streets());
        ui.add_space(space::L);
        if ui
            .button("Send to Hand Odds")
            .on_hover_text("Both players' ranges as they reach this node, and its board")
            .clicked()
        {
            commands.push(Command::SendToHandOdds {
                seats: node.ranges.to_vec(),
                board: node.board.clone(),
            });
        }
        if ui
            .button("Practise this")
            .on_hover_text("Play hands of this spot against the solver in the Practice tab")
            .clicked()
        {
            commands.push(Command::SendToPractice(Box::new(model.text().clone())));
        }
    });
    ui.add_space(space::S);
    match &node.kind {
        NodeKind::Decision {
            player,
            actions: moves,
        } => {
            ui.label(
                RichText::new(format!(
                    "{} to act · pot {}",
                    player_label(*player),
                    format::coins(node.pot)
                ))
                .font(bold(text_size::BODY))
                .color(p.text),
            );
            summary::figures_ui(ui, p, node);
            ui.add_space(space::S);
            summary::grid_choice_ui(ui, model.grid(), actions);
            let colors = action_colors(moves);
            // As large as the room beside the table allows, and no taller than what is left
            // of the window below (at least the smallest cell: the panel then scrolls).
            let wide = ui.available_width() - SIDE_COLUMN - space::L;
            let high = ui.clip_rect().bottom() - ui.cursor().top() - space::M;
            let look = grid::GridLook {
                view: model.grid(),
                selected: model.selected_class(),
                cell: grid::cell_for(wide.min(high)),
            };
            ui.horizontal_top(|ui| {
                ui.spacing_mut().item_spacing.x = space::L;
                grid::strategy_grid_ui(ui, p, node, &look, &colors, actions);
                ui.vertical(|ui| {
                    ui.set_width(SIDE_COLUMN);
                    frequencies_ui(ui, p, node, &colors);
                    ui.add_space(space::S);
                    ui.horizontal_wrapped(|ui| {
                        for (i, action) in moves.iter().enumerate() {
                            let name = action_name(action);
                            let color = action_text_color(p, colors[i]);
                            if ui
                                .button(RichText::new(&name).color(color))
                                .accessible_name(format!("Take {name}"))
                                .clicked()
                            {
                                actions.push(Action::Down(Step::Action(i)));
                            }
                        }
                    });
                    ui.add_space(space::S);
                    combo_table::combo_table_ui(
                        ui,
                        p,
                        node,
                        model.selected_class(),
                        model.combo_sort(),
                        &colors,
                        actions,
                    );
                });
            });
        }
        NodeKind::Chance(cards) => {
            ui.label(
                RichText::new(format!(
                    "Deal the {} · pot {}",
                    if node.board.split_whitespace().count() == 3 {
                        "turn"
                    } else {
                        "river"
                    },
                    format::coins(node.pot)
                ))
                .font(bold(text_size::BODY))
                .color(p.text),
            );
            next_card::card_picker_ui(ui, cards, actions);
            ui.add_space(space::M);
            next_card::next_card_report_ui(ui, p, model.next_cards(), model.card_sort(), actions);
        }
        NodeKind::Over(words) => {
            ui.label(RichText::new(words).color(p.text_muted));
        }
    }
}

/// The board by street: "Flop Qs Jh 7d │ Turn 4c │ River 2s", each street one label.
fn board_ui(ui: &mut Ui, p: &Palette, streets: &[String]) {
    let names = ["Flop", "Turn", "River"];
    for (i, (name, cards)) in names.iter().zip(streets).enumerate() {
        if i > 0 {
            ui.label(RichText::new("│").color(p.text_faint));
        }
        let mut job = egui::text::LayoutJob::default();
        let format = |font, color| egui::TextFormat {
            font_id: font,
            color,
            ..egui::TextFormat::default()
        };
        job.append(
            &format!("{name} "),
            0.0,
            format(regular(text_size::SMALL), p.text_muted),
        );
        job.append(cards, 0.0, format(bold(text_size::BODY), p.text));
        ui.label(job);
    }
}

/// The line from the root: "root › x › b75", each step a button back to its node, and Back.
fn breadcrumb_ui(ui: &mut Ui, p: &Palette, node: &NodeSummary, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(!node.line.is_empty(), egui::Button::new("Back"))
            .clicked()
        {
            actions.push(Action::Up(node.line.len().saturating_sub(1)));
        }
        ui.add_space(space::S);
        if ui.link("root").clicked() {
            actions.push(Action::Up(0));
        }
        for (depth, token) in node.line.iter().enumerate() {
            ui.label(RichText::new("›").color(p.text_faint));
            if ui
                .link(token)
                .on_hover_text("Go back to this node")
                .clicked()
            {
                actions.push(Action::Up(depth + 1));
            }
        }
    });
}

/// A bar per action: its share of the acting player's reach.
fn frequencies_ui(ui: &mut Ui, p: &Palette, node: &NodeSummary, colors: &[Color32]) {
    let NodeKind::Decision { actions, .. } = &node.kind else {
        return;
    };
    for (i, action) in actions.iter().enumerate() {
        let freq = node.frequencies.get(i).copied().unwrap_or(0.0);
        let words = format!(
            "{}: {}",
            action_name(action),
            format::percent_places(freq, 1)
        );
        ui.horizontal(|ui| {
            let (rect, _) =
                ui.allocate_exact_size(Vec2::new(BAR_WIDTH, BAR_HEIGHT), Sense::hover());
            let painter = ui.painter();
            painter.rect_filled(rect, CornerRadius::same(radius::S), p.surface_strong);
            let mut fill = rect;
            fill.set_width(rect.width() * freq.clamp(0.0, 1.0) as f32);
            painter.rect_filled(fill, CornerRadius::same(radius::S), colors[i]);
            ui.label(RichText::new(&words).color(p.text));
        });
    }
}
