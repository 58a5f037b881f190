//! The walk through a solved tree: the line taken as a breadcrumb (each step a button back
//! to it), the node — who acts, the overall action frequencies as bars, a button per action
//! to go down, the strategy grid — the cards a chance node can deal, and "Send to Hand Odds"
//! with the node's reach-weighted ranges.

use egui::{Color32, CornerRadius, RichText, Sense, Ui, Vec2};

use crate::app::Command;
use crate::app::solve::{Action, NodeKind, NodeSummary, Solve, action_name};
use crate::ui::theme::solve::{BAR_HEIGHT, BAR_WIDTH, CARD_BUTTON, CARDS_PER_ROW, action_colors};
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use pokerlab::format;
use pokerlab::solver::{Player, Step};

/// "OOP" or "IP".
pub fn player_label(player: Player) -> &'static str {
    match player {
        Player::Oop => "OOP",
        Player::Ip => "IP",
    }
}

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
            "Solving… the strategy appears when the solve stops."
        } else {
            "Press Solve to see the strategy of the spot."
        };
        ui.label(RichText::new(words).color(p.text_muted));
        return;
    };
    breadcrumb_ui(ui, p, node, actions);
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
            ui.add_space(space::S);
            let colors = action_colors(moves);
            ui.horizontal_top(|ui| {
                ui.spacing_mut().item_spacing.x = space::L;
                super::grid::strategy_grid_ui(ui, p, node, &colors);
                ui.vertical(|ui| {
                    frequencies_ui(ui, p, node, &colors);
                    ui.add_space(space::S);
                    ui.horizontal_wrapped(|ui| {
                        for (i, action) in moves.iter().enumerate() {
                            let name = action_name(action);
                            if ui
                                .button(RichText::new(&name).color(colors[i]))
                                .accessible_name(format!("Take {name}"))
                                .clicked()
                            {
                                actions.push(Action::Down(Step::Action(i)));
                            }
                        }
                    });
                    ui.add_space(space::S);
                    ui.label(
                        RichText::new(
                            "Each cell is split by the class's mix of actions, weighted by how often its combos get here. Hover a class for its combos' strategies, EV, equity and equity realisation.",
                        )
                        .font(regular(text_size::SMALL))
                        .color(p.text_muted),
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
            for row in cards.chunks(CARDS_PER_ROW) {
                ui.horizontal(|ui| {
                    for card in row {
                        let text = card.to_string();
                        if ui
                            .add_sized(Vec2::from(CARD_BUTTON), egui::Button::new(&text))
                            .accessible_name(format!("Deal {text}"))
                            .clicked()
                        {
                            actions.push(Action::Down(Step::Card(*card)));
                        }
                    }
                });
            }
        }
        NodeKind::Over(words) => {
            ui.label(RichText::new(words).color(p.text_muted));
        }
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
        ui.label(
            RichText::new(format!("board {}", node.board))
                .font(regular(text_size::SMALL))
                .color(p.text_muted),
        );
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
