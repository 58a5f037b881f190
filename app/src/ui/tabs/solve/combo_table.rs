//! The acting player's combos at a node as a table beside the grid — each combo's reach, its
//! strategy per action, EV, equity and realisation — sorted by a click on a column's header
//! (again: the other way round), all combos or those of the class clicked on the grid.

use egui::{Color32, RichText, ScrollArea, Ui, Vec2};

use crate::app::solve::study::{Sort, SortKey};
use crate::app::solve::{Action, ComboRow, NodeKind, NodeSummary, action_name};
use crate::ui::theme::solve::{
    FIGURE_COLUMN, NAME_COLUMN, ROW_HEIGHT, TABLE_HEIGHT, action_text_color,
};
use crate::ui::theme::{Palette, bold, regular, text_size};
use pokerlab::format;
use pokerlab::range::HandClass;

/// A row in words, as its accessible name says it: "AsKs: Check 60.0%, Bet 50% 40.0%, EV
/// 12.30, equity 55.0%, realisation 90.0%".
pub fn row_words(node: &NodeSummary, row: &ComboRow) -> String {
    let NodeKind::Decision { actions, .. } = &node.kind else {
        return String::new();
    };
    let mut words = format!("{}:", row.combo);
    for (action, s) in actions.iter().zip(&row.strategy) {
        words += &format!(" {} {},", action_name(action), format::percent_places(*s, 1));
    }
    let dash = |v: Option<String>| v.unwrap_or_else(|| "–".to_owned());
    words += &format!(
        " EV {}, equity {}, realisation {}",
        dash(row.ev.map(format::coins)),
        dash(row.equity.map(|e| format::percent_places(e, 1))),
        dash(row.realisation.map(|r| format::percent_places(r, 1))),
    );
    words
}

/// A column's header: a button that sorts by it, with an arrow on the column sorted by.
fn header_ui(
    ui: &mut Ui,
    p: &Palette,
    words: &str,
    key: SortKey,
    sort: Sort,
    color: Color32,
    width: f32,
    sort_action: fn(SortKey) -> Action,
    actions: &mut Vec<Action>,
) {
    let arrow = match (sort.key == key, sort.descending) {
        (true, true) => " ▼",
        (true, false) => " ▲",
        _ => "",
    };
    let text = RichText::new(format!("{words}{arrow}"))
        .font(bold(text_size::SMALL))
        .color(if color == Color32::TRANSPARENT { p.text_muted } else { color });
    if ui
        .add_sized(Vec2::new(width, ROW_HEIGHT), egui::Button::new(text).frame(false))
        .accessible_name(format!("Sort by {words}"))
        .clicked()
    {
        actions.push(sort_action(key));
    }
}

/// The table of the acting player's combos (of `class` only, if given).
pub fn combo_table_ui(
    ui: &mut Ui,
    p: &Palette,
    node: &NodeSummary,
    class: Option<HandClass>,
    sort: Sort,
    colors: &[Color32],
    actions: &mut Vec<Action>,
) {
    let NodeKind::Decision { actions: moves, .. } = &node.kind else {
        return;
    };
    let rows = node.rows(class, sort);
    ui.label(
        RichText::new(match class {
            Some(class) => format!("{class}: {} combos here (click it again for all)", rows.len()),
            None => format!("{} combos here (click a class for its own)", rows.len()),
        })
        .font(regular(text_size::SMALL))
        .color(p.text_muted),
    );
    ui.horizontal(|ui| {
        let none = Color32::TRANSPARENT;
        header_ui(ui, p, "Combo", SortKey::Name, sort, none, NAME_COLUMN, Action::SortCombos, actions);
        for (i, action) in moves.iter().enumerate() {
            let color = action_text_color(p, colors.get(i).copied().unwrap_or(p.text));
            let name = action_name(action);
            header_ui(ui, p, &name, SortKey::Action(i), sort, color, FIGURE_COLUMN, Action::SortCombos, actions);
        }
        for (words, key) in [
            ("EV", SortKey::Ev),
            ("Equity", SortKey::Equity),
            ("Realisation", SortKey::Realisation),
        ] {
            header_ui(ui, p, words, key, sort, none, FIGURE_COLUMN, Action::SortCombos, actions);
        }
    });
    ScrollArea::vertical()
        .id_salt("solve combo table")
        .max_height(TABLE_HEIGHT)
        .auto_shrink([false, true])
        .show_rows(ui, ROW_HEIGHT, rows.len(), |ui, range| {
            for row in &rows[range] {
                ui.horizontal(|ui| {
                    let cell = |ui: &mut Ui, width: f32, words: String| {
                        ui.add_sized(
                            Vec2::new(width, ROW_HEIGHT),
                            egui::Label::new(RichText::new(words).font(regular(text_size::SMALL))),
                        )
                    };
                    cell(ui, NAME_COLUMN, row.combo.to_string())
                        .accessible_name(format!("Combo {}", row_words(node, row)));
                    for s in &row.strategy {
                        cell(ui, FIGURE_COLUMN, format::percent_places(*s, 1));
                    }
                    if node.values_pending {
                        cell(ui, FIGURE_COLUMN * 3.0, "computing…".to_owned());
                    } else {
                        let dash = |v: Option<String>| v.unwrap_or_else(|| "–".to_owned());
                        cell(ui, FIGURE_COLUMN, dash(row.ev.map(format::coins)));
                        cell(ui, FIGURE_COLUMN, dash(row.equity.map(|e| format::percent_places(e, 1))));
                        cell(ui, FIGURE_COLUMN, dash(row.realisation.map(|r| format::percent_places(r, 1))));
                    }
                });
            }
        });
}
