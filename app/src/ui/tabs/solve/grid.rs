//! The 13×13 grid of hand classes at a node, as large as the room allows: the acting player's
//! strategy (each cell split left to right into bands as wide as the class's reach-weighted
//! share of each action, faint where the class does not reach the node) or a player's
//! reach-weighted range (each cell filled from the bottom by the share of its combos held
//! here). A click on a class shows its combos in the combo table; again, all combos.

use egui::{
    Align2, Color32, CornerRadius, Pos2, Rect, Sense, Ui, Vec2, WidgetInfo, accesskit::Role,
};

use crate::app::solve::{Action, ClassCell, GridView, NodeSummary};
use crate::ui::theme::solve::{CELL, CELL_GAP, CELL_MAX, range_fill};
use crate::ui::theme::{Palette, bold, radius, text_size};
use pokerlab::range::HandClass;

/// Rows and columns of the grid.
const SIDE: usize = 13;

/// The side of a cell for a grid given `width` points: as large as fits, from [`CELL`] to
/// [`CELL_MAX`].
pub fn cell_for(width: f32) -> f32 {
    ((width + CELL_GAP) / SIDE as f32 - CELL_GAP).clamp(CELL, CELL_MAX)
}

/// How the grid is drawn: what it shows, the class selected, the side of a cell.
pub struct GridLook {
    /// The strategy or a range.
    pub view: GridView,
    /// The class whose combos the table shows.
    pub selected: Option<HandClass>,
    /// The side of a cell, points.
    pub cell: f32,
}

/// Draws the grid as `look` says; a click on a class selects it.
pub fn strategy_grid_ui(
    ui: &mut Ui,
    p: &Palette,
    node: &NodeSummary,
    look: &GridLook,
    colors: &[Color32],
    actions: &mut Vec<Action>,
) {
    let GridLook {
        view,
        selected,
        cell,
    } = *look;
    let step = cell + CELL_GAP;
    let side = SIDE as f32 * step - CELL_GAP;
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::click());
    let name = match view {
        GridView::Strategy => "Strategy grid".to_owned(),
        GridView::Range(player) => format!("{} range grid", player.name().to_uppercase()),
    };
    response.widget_info(|| WidgetInfo::labeled(Role::Image, true, &name));
    let painter = ui.painter_at(rect);
    let font = bold(text_size::SMALL * (cell / CELL).min(1.4));
    for row in 0..SIDE {
        for col in 0..SIDE {
            let Some(class) = HandClass::from_cell(row, col) else {
                continue;
            };
            let min = Pos2::new(
                rect.left() + col as f32 * step,
                rect.top() + row as f32 * step,
            );
            let cell_rect = Rect::from_min_size(min, Vec2::splat(cell));
            let lit = match view {
                GridView::Strategy => {
                    let c = node.class(class);
                    paint_strategy(&painter, p, cell_rect, c, colors);
                    c.is_some_and(|c| c.reach > 0.0)
                }
                GridView::Range(player) => {
                    let share = node.range_share(player, class);
                    paint_share(&painter, p, cell_rect, share);
                    share > 0.0
                }
            };
            if selected == Some(class) {
                painter.rect_stroke(
                    cell_rect,
                    CornerRadius::same(radius::S),
                    egui::Stroke::new(2.0, p.text),
                    egui::StrokeKind::Inside,
                );
            }
            painter.text(
                cell_rect.center(),
                Align2::CENTER_CENTER,
                class.to_string(),
                font.clone(),
                if lit { Color32::WHITE } else { p.text_faint },
            );
        }
    }
    if response.clicked()
        && let Some(pos) = response.interact_pointer_pos()
    {
        let col = ((pos.x - rect.left()) / step).floor();
        let row = ((pos.y - rect.top()) / step).floor();
        if (0.0..SIDE as f32).contains(&col) && (0.0..SIDE as f32).contains(&row) {
            let class = HandClass::from_cell(row as usize, col as usize);
            let again = class.is_some() && class == selected;
            actions.push(Action::SelectClass(if again { None } else { class }));
        }
    }
}

/// A cell of the strategy: bands per action, or an empty square where the class does not
/// reach.
fn paint_strategy(
    painter: &egui::Painter,
    p: &Palette,
    rect: Rect,
    cell: Option<&ClassCell>,
    colors: &[Color32],
) {
    painter.rect_filled(rect, CornerRadius::same(radius::S), p.surface_strong);
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

/// A cell of a range: filled from the bottom by the share of the class's combos held.
fn paint_share(painter: &egui::Painter, p: &Palette, rect: Rect, share: f64) {
    painter.rect_filled(rect, CornerRadius::same(radius::S), p.surface_strong);
    let height = rect.height() * share.clamp(0.0, 1.0) as f32;
    if height > 0.0 {
        let fill = Rect::from_min_max(Pos2::new(rect.left(), rect.bottom() - height), rect.max);
        painter.rect_filled(fill, CornerRadius::same(radius::S), range_fill());
    }
}
