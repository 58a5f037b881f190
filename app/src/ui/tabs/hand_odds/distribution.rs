//! The equity distribution under the heat map: the seat's combos (each counted alone against
//! the other seats; its hand classes until then, or where that would take too long) from the
//! highest equity down, as a staircase over the share of its range (x) at each point's equity
//! (y) — the curve Equilab and solvers draw. Its area is not the seat's equity (each combo is
//! counted against the other seats' whole ranges, by range weight), and a caption under the
//! plot says so. Draws the points of
//! [`SeatClasses::distribution`].

use egui::{Align2, Color32, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, WidgetInfo};

use crate::app::hand_odds::classes::SeatClasses;
use crate::ui::theme::hand_odds::{
    DISTRIBUTION_BOTTOM, DISTRIBUTION_FILL, DISTRIBUTION_HEIGHT, DISTRIBUTION_LEFT,
    DISTRIBUTION_MARGIN, DISTRIBUTION_STROKE,
};
use crate::ui::theme::{Palette, regular, text_size};
use pokerlab::format::percent_places;

/// What the curve is, said under it: its area is not the seat's equity.
pub const CAPTION: &str = "Each combo alone against the other seats' whole ranges, by range \
     weight (as Equilab draws it): the area under the curve is not the seat's equity.";

/// The plot, `width` wide, in the seat's colour; nothing without points.
pub fn distribution_ui(ui: &mut Ui, view: &SeatClasses, width: f32, p: &Palette) {
    let curve = &view.distribution;
    if curve.is_empty() {
        return;
    }
    let size = Vec2::new(width, DISTRIBUTION_HEIGHT);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let summary = summary(view.seat, curve);
    response.widget_info(|| WidgetInfo::labeled(egui::accesskit::Role::Image, true, &summary));
    ui.label(
        egui::RichText::new(CAPTION)
            .font(regular(text_size::SMALL))
            .color(p.text_faint),
    );
    if !ui.is_rect_visible(rect) {
        return;
    }
    let plot = Rect::from_min_max(
        rect.min + Vec2::new(DISTRIBUTION_LEFT, DISTRIBUTION_MARGIN),
        rect.max - Vec2::new(DISTRIBUTION_MARGIN, DISTRIBUTION_BOTTOM),
    );
    let x_of = |share: f64| plot.left() + plot.width() * share.clamp(0.0, 1.0) as f32;
    let y_of = |equity: f64| plot.bottom() - plot.height() * equity.clamp(0.0, 1.0) as f32;
    let painter = ui.painter_at(rect);
    let small = regular(text_size::SMALL);
    for (i, frac) in [0.0, 0.5, 1.0].into_iter().enumerate() {
        let faint = if i == 1 { 0.5 } else { 1.0 };
        painter.hline(
            plot.x_range(),
            y_of(frac),
            Stroke::new(1.0, p.border.gamma_multiply(faint)),
        );
        let y_label = Pos2::new(plot.left() - DISTRIBUTION_MARGIN / 2.0, y_of(frac));
        painter.text(
            y_label,
            Align2::RIGHT_CENTER,
            percent_places(frac, 0),
            small.clone(),
            p.text_faint,
        );
        let align = [Align2::LEFT_TOP, Align2::CENTER_TOP, Align2::RIGHT_TOP][i];
        let x_label = Pos2::new(x_of(frac), plot.bottom() + 2.0);
        painter.text(
            x_label,
            align,
            percent_places(frac, 0),
            small.clone(),
            p.text_faint,
        );
    }
    let color = p.seat(view.seat);
    let steps = staircase(curve);
    let line: Vec<Pos2> = steps
        .iter()
        .map(|&[x, y]| Pos2::new(x_of(x), y_of(y)))
        .collect();
    // The area under the curve, one rectangle per point (convex pieces).
    for pair in steps.chunks(2) {
        if let [a, b] = pair {
            let top = Rect::from_min_max(
                Pos2::new(x_of(a[0]), y_of(a[1])),
                Pos2::new(x_of(b[0]), plot.bottom()),
            );
            painter.rect_filled(top, 0.0, fill(color));
        }
    }
    painter.add(Shape::line(line, Stroke::new(DISTRIBUTION_STROKE, color)));
    if let Some(pointer) = response.hover_pos().filter(|pos| plot.contains(*pos)) {
        let share = f64::from((pointer.x - plot.left()) / plot.width());
        if let Some(point) = curve.iter().find(|pt| pt[0] >= share) {
            response.on_hover_text(format!(
                "The strongest {} of the range: equity {} or more, each combo against the \
                 other seats' whole ranges (the area is not the seat's equity)",
                percent_places(point[0], 0),
                percent_places(point[1], 1)
            ));
        }
    }
}

/// The colour of the area under the curve.
fn fill(color: Color32) -> Color32 {
    color.gamma_multiply(DISTRIBUTION_FILL)
}

/// The staircase through the points: each point flat from the share before it to its own.
fn staircase(curve: &[[f64; 2]]) -> Vec<[f64; 2]> {
    let mut from = 0.0;
    let mut steps = Vec::with_capacity(2 * curve.len());
    for &[share, equity] in curve {
        steps.push([from, equity]);
        steps.push([share, equity]);
        from = share;
    }
    steps
}

/// What a screen reader says: the median and the ends of the curve.
fn summary(seat: usize, curve: &[[f64; 2]]) -> String {
    let at = |share: f64| {
        curve
            .iter()
            .find(|pt| pt[0] >= share)
            .map_or(0.0, |pt| pt[1])
    };
    format!(
        "Equity distribution of Player {}: best {}, median {}, worst {}",
        seat + 1,
        percent_places(at(0.0), 1),
        percent_places(at(0.5), 1),
        percent_places(at(1.0), 1)
    )
}
