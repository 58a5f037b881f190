//! The range editor's equity view: the seat's 13×13 grid as a heat map, each class it holds
//! coloured by its equity against the other seats on the current board (the figure, live
//! combos and error on hover), a legend, how the figures were made, and the classes sorted by
//! equity, and under them the equity distribution. Draws the model's [`SeatClasses`].

use egui::{Id, RichText, ScrollArea, Ui, Vec2};

use super::distribution::distribution_ui;
use crate::app::hand_odds::classes::SeatClasses;
use crate::app::hand_odds::range_editor::RangeEdit;
use crate::ui::theme::hand_odds::{HEAT_LIST_HEIGHT, HEAT_ROW_SPACING};
use crate::ui::theme::{Palette, regular, space, text_size};
use crate::ui::widgets::hand_chart::{HandChart, heat_legend_ui, value_range};
use pokerlab::format::{combos_figure, percent_places, weighted_combos};
use pokerlab::range::HandClass;

/// "Paint" and "Equity": which the grid shows.
pub fn view_choice_ui(ui: &mut Ui, equity: bool, edits: &mut Vec<RangeEdit>) {
    ui.horizontal(|ui| {
        if ui
            .add(egui::Button::selectable(!equity, "Paint"))
            .on_hover_text("Paint the range on the grid")
            .accessible_name("Show range to paint")
            .clicked()
            && equity
        {
            edits.push(RangeEdit::ShowEquity(false));
        }
        if ui
            .add(egui::Button::selectable(equity, "Equity"))
            .on_hover_text(
                "Each hand of the range coloured by its equity against the other players",
            )
            .accessible_name("Show equity heat map")
            .clicked()
            && !equity
        {
            edits.push(RangeEdit::ShowEquity(true));
        }
    });
}

/// The heat map, its legend, the status and the sorted list.
pub fn heat_map_ui(ui: &mut Ui, view: &SeatClasses, side: f32, p: &Palette) {
    let mut values = [None; HandClass::COUNT];
    let mut available = [false; HandClass::COUNT];
    for (i, v) in view.values.iter().enumerate().take(HandClass::COUNT) {
        values[i] = *v;
        available[i] = v.is_some();
    }
    let describe = |class: HandClass, v: f32| match view.class(class) {
        Some(c) => {
            let error = c
                .std_error
                .map(|se| format!(" ± {}", percent_places(se, 1)))
                .unwrap_or_default();
            format!(
                "{class}: {}{error} equity\n{} live combos · win {} · tie {}",
                percent_places(f64::from(v), 1),
                combos_figure(c.combos),
                percent_places(c.win, 1),
                percent_places(c.tie, 1)
            )
        }
        None => format!("{class}: not in the range"),
    };
    HandChart::new(
        Id::unique(("range heat map", view.seat)),
        p,
        &values,
        side,
        &describe,
    )
    .available(&available)
    .unavailable_note("not in the range, or every combo of it blocked by the cards on the table")
    .label_prefix("Equity of ")
    .show(ui);
    let (lo, hi) = value_range(&values);
    ui.add_space(space::XS);
    heat_legend_ui(ui, p, lo, hi, side, "equity against the other players");
    if let Some(note) = &view.note {
        ui.label(RichText::new(note).color(p.text_muted));
        return;
    }
    ui.label(
        RichText::new(&view.status)
            .font(regular(text_size::SMALL))
            .color(if view.sampled { p.estimate } else { p.exact }),
    );
    ScrollArea::vertical()
        .id_salt(("range heat list", view.seat))
        .max_height(HEAT_LIST_HEIGHT)
        .show(ui, |ui| {
            egui::Grid::new(("range heat rows", view.seat))
                .num_columns(4)
                .spacing(Vec2::new(space::M, HEAT_ROW_SPACING))
                .show(ui, |ui| {
                    for c in &view.sorted {
                        ui.label(RichText::new(c.class.to_string()).monospace().color(p.text));
                        let error = c
                            .std_error
                            .map(|se| format!(" ±{}", percent_places(se, 1)))
                            .unwrap_or_default();
                        ui.label(
                            RichText::new(format!("{}{error}", percent_places(c.equity, 1)))
                                .monospace()
                                .color(p.text),
                        )
                        .accessible_name(format!("Equity of {} in the list", c.class));
                        ui.label(RichText::new(weighted_combos(c.combos)).color(p.text_muted));
                        ui.label(
                            RichText::new(format!("{} of deals", percent_places(c.share, 1)))
                                .color(p.text_faint),
                        );
                        ui.end_row();
                    }
                });
        });
    ui.add_space(space::XS);
    ui.label(
        RichText::new("Equity distribution (share of the range, strongest first)")
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
    );
    distribution_ui(ui, view, side, p);
}
