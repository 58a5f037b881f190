//! The node summary: each player's EV, equity and equity realisation at the node (computed in
//! the tab's job, "computing…" until they come), and the choice of what the grid shows — the
//! acting player's strategy or either player's reach-weighted range.

use egui::{RichText, Ui};

use super::player_label;
use crate::app::solve::study::PlayerFigures;
use crate::app::solve::{Action, GridView, NodeSummary};
use crate::ui::theme::{Palette, bold, regular, text_size};
use pokerlab::format;
use pokerlab::solver::Player;

/// A figure in words, or a dash where it is unknown.
fn or_dash(value: Option<f64>, words: impl Fn(f64) -> String) -> String {
    value.map_or_else(|| "–".to_owned(), words)
}

/// The three figures of a player as the summary writes them: EV, equity, realisation.
pub fn figure_words(figures: &PlayerFigures) -> [String; 3] {
    [
        or_dash(figures.ev, format::coins),
        or_dash(figures.equity, |e| format::percent_places(e, 1)),
        or_dash(figures.realisation, |r| format::percent_places(r, 1)),
    ]
}

/// The figures of both players at the node, a row each.
pub fn figures_ui(ui: &mut Ui, p: &Palette, node: &NodeSummary) {
    egui::Grid::new("solve node figures")
        .num_columns(4)
        .spacing([crate::ui::theme::space::L, crate::ui::theme::space::XS])
        .show(ui, |ui| {
            for head in ["", "EV", "Equity", "Realisation"] {
                ui.label(
                    RichText::new(head)
                        .font(bold(text_size::SMALL))
                        .color(p.text_muted),
                );
            }
            ui.end_row();
            for player in Player::BOTH {
                let name = player_label(player);
                ui.label(RichText::new(name).font(bold(text_size::BODY)));
                match &node.figures {
                    Some(figures) => {
                        let words = figure_words(&figures[player.index()]);
                        for word in words {
                            ui.label(RichText::new(word).color(p.text));
                        }
                    }
                    None => {
                        for _ in 0..3 {
                            ui.label(RichText::new("computing…").color(p.text_faint));
                        }
                    }
                }
                ui.end_row();
            }
        });
    ui.label(
        RichText::new(
            "EV: chips taken from here on (the share of the pot at the end, less what is put in from here); the two add up to the pot. Realisation: EV / (equity × pot).",
        )
        .font(regular(text_size::SMALL))
        .color(p.text_muted),
    );
}

/// Strategy, OOP range or IP range on the grid.
pub fn grid_choice_ui(ui: &mut Ui, shown: GridView, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        for (view, words) in [
            (GridView::Strategy, "Strategy"),
            (GridView::Range(Player::Oop), "OOP range"),
            (GridView::Range(Player::Ip), "IP range"),
        ] {
            if ui
                .selectable_label(shown == view, words)
                .accessible_name(format!("Show {words}"))
                .clicked()
            {
                actions.push(Action::ShowGrid(view));
            }
        }
    });
}
