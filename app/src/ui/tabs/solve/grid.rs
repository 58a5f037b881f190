//! The acting player's strategy as a 13×13 grid of hand classes: each cell split left to
//! right into bands as wide as the class's reach-weighted share of each action, faint where
//! the class does not reach the node; on hover, the class's combos with their strategies, EV,
//! equity and equity realisation.

use egui::{
    Align2, Color32, CornerRadius, Pos2, Rect, RichText, Sense, Ui, Vec2, WidgetInfo,
    accesskit::Role,
};

use crate::app::solve::{ClassCell, NodeKind, NodeSummary, action_name};
use crate::ui::theme::solve::{CELL, CELL_GAP};
use crate::ui::theme::{Palette, bold, radius, regular, text_size};
use pokerlab::format;
use pokerlab::range::HandClass;

/// Rows and columns of the grid.
const SIDE: usize = 13;

/// Draws the grid; the hovered class's combos show in a tooltip.
pub fn strategy_grid_ui(ui: &mut Ui, p: &Palette, node: &NodeSummary, colors: &[Color32]) {
    let side = SIDE as f32 * (CELL + CELL_GAP) - CELL_GAP;
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Image, true, "Strategy grid"));
    let painter = ui.painter_at(rect);
    for row in 0..SIDE {
        for col in 0..SIDE {
            let Some(class) = HandClass::from_cell(row, col) else {
                continue;
            };
            let cell_rect = cell_rect(rect, row, col);
            let cell = node.class(class);
            paint_cell(&painter, p, cell_rect, cell, colors);
            let reaches = cell.is_some_and(|c| c.reach > 0.0);
            painter.text(
                cell_rect.center(),
                Align2::CENTER_CENTER,
                class.to_string(),
                bold(text_size::SMALL),
                if reaches {
                    Color32::WHITE
                } else {
                    p.text_faint
                },
            );
        }
    }
    let hovered = response.hover_pos().and_then(|pos| {
        let col = ((pos.x - rect.left()) / (CELL + CELL_GAP)).floor();
        let row = ((pos.y - rect.top()) / (CELL + CELL_GAP)).floor();
        if (0.0..SIDE as f32).contains(&col) && (0.0..SIDE as f32).contains(&row) {
            HandClass::from_cell(row as usize, col as usize)
        } else {
            None
        }
    });
    if let Some(class) = hovered
        && let Some(cell) = node.class(class).filter(|c| c.reach > 0.0)
    {
        response.on_hover_ui_at_pointer(|ui| combos_ui(ui, p, node, class, cell));
    }
}

fn cell_rect(grid: Rect, row: usize, col: usize) -> Rect {
    let min = Pos2::new(
        grid.left() + col as f32 * (CELL + CELL_GAP),
        grid.top() + row as f32 * (CELL + CELL_GAP),
    );
    Rect::from_min_size(min, Vec2::splat(CELL))
}

/// A cell: bands per action, or an empty square where the class does not reach.
fn paint_cell(
    painter: &egui::Painter,
    p: &Palette,
    rect: Rect,
    cell: Option<&ClassCell>,
    colors: &[Color32],
) {
    let rounding = CornerRadius::same(radius::S);
    painter.rect_filled(rect, rounding, p.surface_strong);
    let Some(cell) = cell.filter(|c| c.reach > 0.0) else {
        return;
    };
    let mut left = rect.left();
    for (share, color) in cell.mix.iter().zip(colors) {
        let width = rect.width() * share.clamp(0.0, 1.0) as f32;
        if width <= 0.0 {
            continue;
        }
        let band = Rect::from_min_max(
            Pos2::new(left, rect.top()),
            Pos2::new((left + width).min(rect.right()), rect.bottom()),
        );
        painter.rect_filled(band, CornerRadius::ZERO, *color);
        left += width;
    }
}

/// The hovered class: each combo's strategy, EV, equity and realisation.
fn combos_ui(ui: &mut Ui, p: &Palette, node: &NodeSummary, class: HandClass, cell: &ClassCell) {
    let NodeKind::Decision { actions, .. } = &node.kind else {
        return;
    };
    ui.label(RichText::new(class.to_string()).font(bold(text_size::BODY)));
    let header: Vec<String> = actions.iter().map(action_name).collect();
    egui::Grid::new(("solve combos", class.index()))
        .striped(true)
        .show(ui, |ui| {
            ui.label("Combo");
            for h in &header {
                ui.label(h);
            }
            ui.label("EV");
            ui.label("Equity");
            ui.label("Realisation");
            ui.end_row();
            for row in &cell.combos {
                ui.label(row.combo.to_string());
                for s in &row.strategy {
                    ui.label(format::percent_places(*s, 1));
                }
                if node.values_pending {
                    for _ in 0..3 {
                        ui.label("computing…");
                    }
                } else {
                    ui.label(row.ev.map_or_else(|| "–".to_owned(), format::coins));
                    ui.label(
                        row.equity
                            .map_or_else(|| "–".to_owned(), |e| format::percent_places(e, 1)),
                    );
                    ui.label(
                        row.realisation
                            .map_or_else(|| "–".to_owned(), |r| format::percent_places(r, 0)),
                    );
                }
                ui.end_row();
            }
        });
    ui.label(
        RichText::new(
            "EV: chips the combo takes from here on (its share of the pot at the end, less what it puts in from here). Realisation: EV / (equity × pot).",
        )
        .font(regular(text_size::SMALL))
        .color(p.text_muted),
    );
}
