//! The layout the three working tabs share: a fixed-width side column (left or right) and the
//! main area, each scrolling on its own, with the standard gap between them.

use egui::{Frame, Margin, ScrollArea, Ui};

use crate::ui::theme::space;

/// Which side the column is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The column on the left (the Odds Grid's inputs).
    Left,
    /// The column on the right (the deck and buttons of Hand Odds, the trainer's figures).
    Right,
}

/// Draws the column with `column` and the rest with `main`, both given `state` in turn. `id`
/// keeps the panels and their scroll positions apart from other tabs'.
pub fn two_pane_ui<S>(
    ui: &mut Ui,
    id: &str,
    side: Side,
    width: f32,
    state: &mut S,
    column: impl FnOnce(&mut Ui, &mut S),
    main: impl FnOnce(&mut Ui, &mut S),
) {
    let gap = space::L as i8;
    let (panel, margin) = match side {
        Side::Left => (
            egui::Panel::left(format!("{id}_side")),
            Margin {
                right: gap,
                ..Margin::ZERO
            },
        ),
        Side::Right => (
            egui::Panel::right(format!("{id}_side")),
            Margin {
                left: gap,
                ..Margin::ZERO
            },
        ),
    };
    panel
        .exact_size(width)
        .resizable(false)
        .show_separator_line(false)
        .frame(Frame::NONE.inner_margin(margin))
        .show(ui, |ui| {
            ScrollArea::vertical()
                .id_salt(format!("{id}_side_scroll"))
                .show(ui, |ui| column(ui, state));
        });
    egui::CentralPanel::no_frame().show(ui, |ui| {
        ScrollArea::vertical()
            .id_salt(format!("{id}_main_scroll"))
            .show(ui, |ui| main(ui, state));
    });
}
