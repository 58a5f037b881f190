//! The Solve tab's sizes and action colours, beside the rest of the theme (points unless said
//! otherwise).

use egui::Color32;

use super::Palette;
use pokerlab::solver::ActionKind;

/// Width of the spot form on the left.
pub const FORM_WIDTH: f32 = 330.0;
/// Width of a form field's label.
pub const LABEL_WIDTH: f32 = 118.0;
/// Side of one cell of the strategy grid, at least (a small window).
pub const CELL: f32 = 30.0;
/// Side of one cell of the strategy grid at most (a large window).
pub const CELL_MAX: f32 = 64.0;
/// Width of the column beside the grid: the frequencies, the actions and the combo table.
pub const SIDE_COLUMN: f32 = 420.0;
/// Height of the combo table's and the next-card report's scrolling rows.
pub const TABLE_HEIGHT: f32 = 300.0;
/// Height of one row of those tables.
pub const ROW_HEIGHT: f32 = 18.0;
/// Width of a table's name column (a combo, a card).
pub const NAME_COLUMN: f32 = 52.0;
/// Width of a table's figure column.
pub const FIGURE_COLUMN: f32 = 56.0;
/// Gap between a table's columns.
pub const TABLE_GAP: f32 = 4.0;
/// Width of the next-card report's bar of the strategy mix.
pub const MIX_BAR: f32 = 160.0;
/// Gap between cells of the strategy grid.
pub const CELL_GAP: f32 = 2.0;
/// Height of one overall-frequency bar.
pub const BAR_HEIGHT: f32 = 16.0;
/// Width of the frequency bars.
pub const BAR_WIDTH: f32 = 220.0;
/// Size of the Solve and Stop buttons.
pub const SOLVE_BUTTON: [f32; 2] = [120.0, 34.0];
/// Size of a card button at a chance node (13 to a suit's row, which never wraps).
pub const CARD_BUTTON: [f32; 2] = [34.0, 22.0];
/// The fill of a class held in a range grid.
const RANGE_FILL: Color32 = Color32::from_rgb(0x3f, 0x8f, 0xc9);

/// The fill of a class held in a range grid.
pub fn range_fill() -> Color32 {
    RANGE_FILL
}

/// The colour of an action's name as text on the theme's surfaces: on the dark theme the
/// action's colour, lightened where it is dark (the deep reds of large bets); on the light one
/// a darker shade of it (the light oranges read poorly on white).
pub fn action_text_color(p: &Palette, color: Color32) -> Color32 {
    if p.dark {
        let lightness = 0.2126 * f32::from(color.r())
            + 0.7152 * f32::from(color.g())
            + 0.0722 * f32::from(color.b());
        if lightness < 100.0 {
            color.lerp_to_gamma(Color32::WHITE, 0.4)
        } else {
            color
        }
    } else {
        let f = |v: u8| (f32::from(v) * 0.55) as u8;
        Color32::from_rgb(f(color.r()), f(color.g()), f(color.b()))
    }
}

/// Check and call.
const PASSIVE: Color32 = Color32::from_rgb(0x4c, 0xaf, 0x6e);
/// Fold.
const FOLD: Color32 = Color32::from_rgb(0x4a, 0x8f, 0xd9);
/// Bets and raises from small to large, then all-in.
const AGGRESSIVE: [Color32; 4] = [
    Color32::from_rgb(0xf0, 0xa0, 0x6a),
    Color32::from_rgb(0xe5, 0x6b, 0x4f),
    Color32::from_rgb(0xc7, 0x3a, 0x3a),
    Color32::from_rgb(0x93, 0x1f, 0x3a),
];
/// All-in.
const ALL_IN: Color32 = Color32::from_rgb(0xb0, 0x5c, 0xd6);

/// The colour of an action: `nth_aggressive` counts the bets and raises before it at the node.
pub fn action_color(kind: ActionKind, nth_aggressive: usize) -> Color32 {
    match kind {
        ActionKind::Fold => FOLD,
        ActionKind::Check | ActionKind::Call => PASSIVE,
        ActionKind::AllIn => ALL_IN,
        ActionKind::Bet | ActionKind::Raise => AGGRESSIVE[nth_aggressive.min(AGGRESSIVE.len() - 1)],
    }
}

/// The colours of a node's actions, in order.
pub fn action_colors(actions: &[pokerlab::solver::Action]) -> Vec<Color32> {
    let mut nth = 0;
    actions
        .iter()
        .map(|a| {
            let c = action_color(a.kind, nth);
            if matches!(a.kind, ActionKind::Bet | ActionKind::Raise) {
                nth += 1;
            }
            c
        })
        .collect()
}
