//! The Flops tab's table: the flops the filter keeps, grouped by a texture (each group a
//! collapsible block with its weight and equities), sortable by clicking a column's heading;
//! a click on a flop opens it in Hand Odds, a right-click offers Hand Odds or Solve.

use egui::{CollapsingHeader, RichText, Sense, Ui};

use super::open_menu_ui;
use crate::app::Command;
use crate::app::flops::{Action, Flops, SortKey, TableGroup};
use crate::ui::theme::flops::{BOARD_WIDTH, EQUITY_WIDTH, HOLDING_WIDTH, ROW_HEIGHT, WEIGHT_WIDTH};
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::section::{section_ui, segmented_ui};
use pokerlab::flops::{FlopRow, FlopsReport, TextureGroup};
use pokerlab::format::{group_digits, percent};

/// The grouping choice, the headings and the groups.
pub fn table_ui(
    ui: &mut Ui,
    p: &Palette,
    state: &Flops,
    report: &FlopsReport,
    groups: &[TableGroup],
    actions: &mut Vec<Action>,
    commands: &mut Vec<Command>,
) {
    section_ui(ui, p, "Flops by texture", |ui| {
        ui.horizontal(|ui| {
            ui.label(RichText::new("Group by").color(p.text_muted));
            let labels: Vec<&str> = TextureGroup::ALL.iter().map(|g| g.name()).collect();
            let names: Vec<String> = TextureGroup::ALL
                .iter()
                .map(|g| format!("Group by {}", g.name()))
                .collect();
            let current = TextureGroup::ALL
                .iter()
                .position(|&g| g == state.group())
                .unwrap_or(0);
            if let Some(i) = segmented_ui(ui, p, &labels, &names, current, true)
                && let Some(&g) = TextureGroup::ALL.get(i)
            {
                actions.push(Action::SetGroup(g));
            }
        });
        ui.add_space(space::S);
        let seats = state.seat_labels();
        heading_ui(ui, p, state, &seats, actions);
        for group in groups {
            let mut title = format!("{}  ·  {} flops", group.name, group_digits(group.weight));
            for (label, equity) in seats.iter().zip(&group.equities) {
                if let Some(e) = equity {
                    title.push_str(&format!("  ·  {label} {}", percent(*e)));
                }
            }
            CollapsingHeader::new(RichText::new(title).font(bold(text_size::BODY)))
                .id_salt(("flops group", &group.name))
                .show(ui, |ui| {
                    for &i in &group.rows {
                        if let Some(row) = report.rows.get(i) {
                            row_ui(ui, p, state, i, row, commands);
                        }
                    }
                });
        }
    });
}

/// The column headings; a click sorts by that column.
fn heading_ui(
    ui: &mut Ui,
    p: &Palette,
    state: &Flops,
    seats: &[String],
    actions: &mut Vec<Action>,
) {
    let (sort, descending) = state.sort();
    let arrow = |key: SortKey| match (sort == key, descending) {
        (true, true) => " ▼",
        (true, false) => " ▲",
        (false, _) => "",
    };
    ui.horizontal(|ui| {
        let mut column = |ui: &mut Ui, text: String, key: Option<SortKey>, width: f32| {
            let label = RichText::new(text)
                .font(bold(text_size::SMALL))
                .color(p.text_muted);
            let clicked = ui
                .add_sized([width, ROW_HEIGHT], egui::Button::new(label).frame(false))
                .clicked();
            if clicked && let Some(key) = key {
                actions.push(Action::SortBy(key));
            }
        };
        column(
            ui,
            format!("Flop{}", arrow(SortKey::Board)),
            Some(SortKey::Board),
            BOARD_WIDTH,
        );
        column(
            ui,
            format!("Weight{}", arrow(SortKey::Weight)),
            Some(SortKey::Weight),
            WEIGHT_WIDTH,
        );
        for (seat, label) in seats.iter().enumerate() {
            let key = SortKey::Equity(seat);
            column(
                ui,
                format!("{label}{}", arrow(key)),
                Some(key),
                EQUITY_WIDTH,
            );
            column(ui, "Mostly".to_owned(), None, HOLDING_WIDTH);
        }
    });
}

/// One flop: the board, its weight, and each seat's equity and main made hand; a click opens
/// it in Hand Odds, a right-click offers Hand Odds or Solve.
fn row_ui(
    ui: &mut Ui,
    p: &Palette,
    state: &Flops,
    i: usize,
    row: &FlopRow,
    commands: &mut Vec<Command>,
) {
    let drawn = ui.horizontal(|ui| {
        let cell = |ui: &mut Ui, text: String, width: f32, color| {
            ui.add_sized(
                [width, ROW_HEIGHT],
                egui::Label::new(
                    RichText::new(text)
                        .font(regular(text_size::BODY))
                        .color(color),
                )
                .selectable(false),
            );
        };
        cell(ui, row.board_text(), BOARD_WIDTH, p.text);
        cell(ui, format!("×{}", row.weight), WEIGHT_WIDTH, p.text_muted);
        for (seat, on_flop) in row.seats.iter().enumerate() {
            let equity = on_flop
                .equity
                .map_or("–".to_owned(), |e| percent(e.fraction()));
            cell(ui, equity, EQUITY_WIDTH, p.seat(seat));
            let main = on_flop.holdings.main_made().map_or("–", |m| m.name());
            cell(ui, main.to_owned(), HOLDING_WIDTH, p.text_muted);
        }
    });
    let board = row.board_text();
    let response = ui
        .interact(
            drawn.response.rect,
            ui.make_persistent_id(("flops row", i)),
            Sense::click(),
        )
        .accessible_name(format!("Open {board} in Hand Odds"));
    if response.hovered() {
        ui.painter().rect_stroke(
            drawn.response.rect,
            0.0,
            egui::Stroke::new(crate::ui::theme::HAIRLINE, p.border),
            egui::StrokeKind::Inside,
        );
    }
    if response.clicked()
        && let Some(command) = super::open_in_hand_odds(state, i)
    {
        commands.push(command);
    }
    let texture = row.texture.to_string();
    response
        .on_hover_text(format!(
            "{texture}. Click: open in Hand Odds · right-click: Hand Odds or Solve"
        ))
        .context_menu(|ui| open_menu_ui(ui, state, i, commands));
}
