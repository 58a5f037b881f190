//! The Solve tab's sizes and action colours, beside the rest of the theme (points unless said
//! otherwise).

use egui::Color32;

use pokerlab::solver::ActionKind;

/// Width of the spot form on the left.
pub const FORM_WIDTH: f32 = 330.0;
/// Width of a form field's label.
pub const LABEL_WIDTH: f32 = 118.0;
/// Side of one cell of the strategy grid.
pub const CELL: f32 = 34.0;
/// Gap between cells of the strategy grid.
pub const CELL_GAP: f32 = 2.0;
/// Height of one overall-frequency bar.
pub const BAR_HEIGHT: f32 = 16.0;
/// Width of the frequency bars.
pub const BAR_WIDTH: f32 = 220.0;
/// Size of the Solve and Stop buttons.
pub const SOLVE_BUTTON: [f32; 2] = [120.0, 34.0];
/// Size of a card button at a chance node.
pub const CARD_BUTTON: [f32; 2] = [38.0, 24.0];
/// Cards per row at a chance node.
pub const CARDS_PER_ROW: usize = 13;

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
