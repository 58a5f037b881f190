//! The acting player's combos at a node as a table beside the grid — each combo's reach, its
//! strategy per action, EV, equity and realisation — sorted by a click on a column's header
//! (again: the other way round), all combos or those of the class clicked on the grid.

use egui::{Color32, RichText, ScrollArea, Ui, Vec2};

use crate::app::solve::study::{Sort, SortKey};
use crate::app::solve::{Action, ComboRow, NodeKind, NodeSummary, action_name};
use crate::ui::theme::solve::{
    FIGURE_COLUMN, NAME_COLUMN, ROW_HEIGHT, TABLE_GAP, TABLE_HEIGHT, action_text_color,
};
use crate::ui::theme::{Palette, bold, regular, text_size};
use pokerlab::format;
use pokerlab::range::HandClass;

/// A column of the table: its header's words and colour, what it sorts by, its width.
struct Column<'a> {
    words: &'a str,
    key: SortKey,
    color: Option<Color32>,
    width: f32,
}

/// A column with these words, key, colour (muted text if none) and width.
fn column(words: &str, key: SortKey, color: Option<Color32>, width: f32) -> Column<'_> {
    Column {
        words,
        key,
        color,
        width,
    }
}

/// A column's header: a button that sorts by it, with an arrow on the column sorted by.
fn header_ui(ui: &mut Ui, p: &Palette, column: &Column<'_>, sort: Sort, actions: &mut Vec<Action>) {
    let Column {
        words,
        key,
        color,
        width,
    } = *column;
    let arrow = match (sort.key == key, sort.descending) {
        (true, true) => " ▼",
        (true, false) => " ▲",
        _ => "",
    };
    let text = RichText::new(format!("{words}{arrow}"))
        .font(bold(text_size::SMALL))
        .color(color.unwrap_or(p.text_muted));
    if ui
        .add_sized(
            Vec2::new(width, ROW_HEIGHT),
            egui::Button::new(text).frame(false),
        )
        .accessible_name(format!("Sort by {words}"))
        .clicked()
    {
        actions.push(Action::SortCombos(key));
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
    if !matches!(node.kind, NodeKind::Decision { .. }) {
        return;
    }
    let rows = node.rows(class, sort);
    ui.label(
        RichText::new(match class {
            Some(class) => format!(
                "{class}: {} combos here (click it again for all)",
                rows.len()
            ),
            None => format!("{} combos here (click a class for its own)", rows.len()),
        })
        .font(regular(text_size::SMALL))
        .color(p.text_muted),
    );
    // Many actions make the table wider than its column: it scrolls sideways.
    ScrollArea::horizontal()
        .id_salt("solve combo table sideways")
        .show(ui, |ui| table_ui(ui, p, node, &rows, sort, colors, actions));
}

/// The header and the rows.
fn table_ui(
    ui: &mut Ui,
    p: &Palette,
    node: &NodeSummary,
    rows: &[&ComboRow],
    sort: Sort,
    colors: &[Color32],
    actions: &mut Vec<Action>,
) {
    let NodeKind::Decision { actions: moves, .. } = &node.kind else {
        return;
    };
    ui.spacing_mut().item_spacing.x = TABLE_GAP;
    ui.horizontal(|ui| {
        header_ui(
            ui,
            p,
            &column("Combo", SortKey::Name, None, NAME_COLUMN),
            sort,
            actions,
        );
        for (i, action) in moves.iter().enumerate() {
            let color = action_text_color(p, colors.get(i).copied().unwrap_or(p.text));
            let name = action_name(action);
            let head = column(&name, SortKey::Action(i), Some(color), FIGURE_COLUMN);
            header_ui(ui, p, &head, sort, actions);
        }
        for (words, key) in [
            ("EV", SortKey::Ev),
            ("Equity", SortKey::Equity),
            ("Realisation", SortKey::Realisation),
        ] {
            header_ui(
                ui,
                p,
                &column(words, key, None, FIGURE_COLUMN),
                sort,
                actions,
            );
        }
    });
    ScrollArea::vertical()
        .id_salt("solve combo table")
        .max_height(TABLE_HEIGHT)
        .show_rows(ui, ROW_HEIGHT, rows.len(), |ui, range| {
            for row in &rows[range] {
                let row: &ComboRow = row;
                ui.horizontal(|ui| {
                    let cell = |ui: &mut Ui, width: f32, words: String| {
                        ui.add_sized(
                            Vec2::new(width, ROW_HEIGHT),
                            egui::Label::new(RichText::new(words).font(regular(text_size::SMALL))),
                        )
                    };
                    cell(ui, NAME_COLUMN, row.combo.to_string());
                    for s in &row.strategy {
                        cell(ui, FIGURE_COLUMN, format::percent_places(*s, 1));
                    }
                    if node.values_pending {
                        cell(ui, FIGURE_COLUMN * 3.0, "computing…".to_owned());
                    } else {
                        let dash = |v: Option<String>| v.unwrap_or_else(|| "–".to_owned());
                        cell(ui, FIGURE_COLUMN, dash(row.ev.map(format::coins)));
                        cell(
                            ui,
                            FIGURE_COLUMN,
                            dash(row.equity.map(|e| format::percent_places(e, 1))),
                        );
                        cell(
                            ui,
                            FIGURE_COLUMN,
                            dash(row.realisation.map(|r| format::percent_places(r, 1))),
                        );
                    }
                });
            }
        });
}
