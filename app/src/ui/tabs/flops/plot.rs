//! The Flops tab's plot: each seat's equity on every flop, in the table's order (group after
//! group), with the groups marked — where a range gains and where it loses.

use egui::{Align2, Pos2, Sense, Shape, Stroke, Ui, Vec2};

use crate::app::flops::TableGroup;
use crate::ui::theme::flops::{PLOT_HEIGHT, PLOT_LINE};
use crate::ui::theme::{HAIRLINE, Palette, regular, text_size};
use crate::ui::widgets::section::section_ui;
use pokerlab::flops::FlopsReport;

/// The plot section; nothing to draw without equities.
pub fn plot_ui(ui: &mut Ui, p: &Palette, report: &FlopsReport, groups: &[TableGroup]) {
    let order: Vec<usize> = groups.iter().flat_map(|g| g.rows.iter().copied()).collect();
    let any_equity = report
        .rows
        .iter()
        .any(|r| r.seats.iter().any(|s| s.equity.is_some()));
    if order.is_empty() || !any_equity {
        return;
    }
    section_ui(ui, p, "Equity across flops", |ui| {
        let (rect, response) =
            ui.allocate_exact_size(Vec2::new(ui.available_width(), PLOT_HEIGHT), Sense::hover());
        let painter = ui.painter_at(rect);
        painter.rect_stroke(
            rect,
            0.0,
            Stroke::new(HAIRLINE, p.border),
            egui::StrokeKind::Inside,
        );
        let x_of = |i: usize| rect.left() + rect.width() * (i as f32 + 0.5) / order.len() as f32;
        let y_of = |e: f64| rect.bottom() - rect.height() * e as f32;
        painter.line_segment(
            [
                Pos2::new(rect.left(), y_of(0.5)),
                Pos2::new(rect.right(), y_of(0.5)),
            ],
            Stroke::new(HAIRLINE, p.text_faint),
        );
        let mut start = 0;
        for group in groups {
            if start > 0 {
                let x = x_of(start) - rect.width() / order.len() as f32 / 2.0;
                painter.line_segment(
                    [Pos2::new(x, rect.top()), Pos2::new(x, rect.bottom())],
                    Stroke::new(HAIRLINE, p.border),
                );
            }
            painter.text(
                Pos2::new(x_of(start), rect.top() + 2.0),
                Align2::LEFT_TOP,
                &group.name,
                regular(text_size::SMALL),
                p.text_muted,
            );
            start += group.rows.len();
        }
        for seat in 0..report.seats {
            let points: Vec<Pos2> = order
                .iter()
                .enumerate()
                .filter_map(|(x, &i)| {
                    let e = report.rows[i].seats.get(seat)?.equity?;
                    Some(Pos2::new(x_of(x), y_of(e.fraction())))
                })
                .collect();
            painter.add(Shape::line(points, Stroke::new(PLOT_LINE, p.seat(seat))));
        }
        response.on_hover_text("Each seat's equity on each flop, in the table's order");
    });
}
