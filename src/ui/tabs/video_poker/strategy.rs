//! The Strategy panel in the side panel: the chart of the selected table, line by line in a
//! player's words with each line's share of deals — the line that plays the deal lit, after a
//! mistake the line the player's hold followed marked too — and the chart's return beside
//! perfect play.

use egui::{Align, CornerRadius, Layout, RichText, Sense, Ui, UiBuilder, accesskit::Role};

use crate::app::video_poker::{ChartPanel, ChartRow};
use crate::format::percent_places;
use crate::ui::theme::video_poker::{CHART_NUMBER, CHART_ROW, CHART_SHARE, RETURN_PROGRESS};
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use crate::ui::widgets::section::progress_bar_ui;

/// Draws the chart (or how far its construction has got).
pub fn chart_panel_ui(ui: &mut Ui, p: &Palette, panel: &ChartPanel) {
    let (rows, chart_return, optimal_return) = match panel {
        ChartPanel::Running(progress) => {
            ui.horizontal(|ui| {
                ui.label(RichText::new("Working out the chart…").color(p.text_muted));
                let _ = progress_bar_ui(
                    ui,
                    p,
                    *progress,
                    RETURN_PROGRESS,
                    p.accent,
                    "Chart progress",
                );
            });
            return;
        }
        ChartPanel::Failed => {
            ui.label(RichText::new("The chart could not be worked out.").color(p.error));
            return;
        }
        ChartPanel::Ready {
            rows,
            chart_return,
            optimal_return,
        } => (rows, *chart_return, *optimal_return),
    };
    ui.label(
        RichText::new(format!(
            "Play each deal by the first line that fits. Chart {} · perfect play {} (5 coins)",
            percent_places(chart_return, 2),
            percent_places(optimal_return, 2)
        ))
        .font(regular(text_size::SMALL))
        .color(p.text_muted),
    );
    ui.add_space(space::XS);
    for row in rows {
        chart_row_ui(ui, p, row);
    }
}

/// One line: its number, its rule and its share of deals, lit or marked as the player's.
fn chart_row_ui(ui: &mut Ui, p: &Palette, row: &ChartRow) {
    let mut label = format!("Chart line {}: {}", row.number, row.rule);
    if row.lit {
        label.push_str(", plays this deal");
    }
    if row.yours {
        label.push_str(", your hold");
    }
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, CHART_ROW), Sense::hover());
    let fill = if row.lit {
        Some(p.chart_lit())
    } else if row.yours {
        Some(p.chart_yours())
    } else {
        None
    };
    if let Some(fill) = fill {
        ui.painter()
            .rect_filled(rect, CornerRadius::same(radius::S), fill);
    }
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(rect.shrink2(egui::vec2(space::XS, 0.0)))
            .id_salt(("chart line", row.number))
            .accessibility_label(label.as_str())
            .accessibility_role(Role::Group)
            .layout(Layout::left_to_right(Align::Center)),
    );
    let strong = row.lit || row.yours;
    let font = if strong {
        bold(text_size::BODY)
    } else {
        regular(text_size::BODY)
    };
    let color = if row.lit {
        p.exact
    } else if row.yours {
        p.estimate
    } else {
        p.text
    };
    child.add_sized(
        [CHART_NUMBER, CHART_ROW],
        egui::Label::new(
            RichText::new(row.number.to_string())
                .font(regular(text_size::SMALL))
                .color(p.text_faint),
        ),
    );
    let rule = if row.yours {
        format!("{} ← your hold", row.rule)
    } else {
        row.rule.clone()
    };
    child.label(RichText::new(rule).font(font).color(color));
    child.with_layout(Layout::right_to_left(Align::Center), |ui| {
        ui.add_sized(
            [CHART_SHARE, CHART_ROW],
            egui::Label::new(
                RichText::new(percent_places(row.share, 2))
                    .font(regular(text_size::SMALL))
                    .color(p.text_muted),
            ),
        );
    });
}
