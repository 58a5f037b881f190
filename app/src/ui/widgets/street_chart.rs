//! A small line chart of each seat's equity street by street (pre-flop, flop, turn, river): how
//! the hand swung as the board came. One line per seat in its colour; streets not reached yet
//! stay empty.

use egui::{Align2, Color32, Pos2, Rect, Response, Sense, Stroke, Ui, Vec2, Widget, WidgetInfo};

use crate::ui::theme::{Palette, regular, text_size};
use pokerlab::format::percent_places_f32;

/// The street names along the x axis.
const STREETS: [&str; 4] = ["Pre-flop", "Flop", "Turn", "River"];

/// One seat's line.
#[derive(Clone, Debug, PartialEq)]
pub struct StreetSeries {
    /// The seat's name, for screen readers.
    pub name: String,
    /// The line's colour.
    pub color: Color32,
    /// The equity (0..=1) at each street, `None` where unknown (not reached or not computed).
    pub points: [Option<f32>; 4],
}

/// The chart.
pub struct StreetChart<'a> {
    palette: &'a Palette,
    series: &'a [StreetSeries],
    reached: usize,
    height: f32,
}

impl<'a> StreetChart<'a> {
    /// A chart of `series` with `reached` streets dealt (1 = pre-flop only … 4 = river).
    pub fn new(palette: &'a Palette, series: &'a [StreetSeries], reached: usize) -> Self {
        StreetChart {
            palette,
            series,
            reached: reached.clamp(1, 4),
            height: 140.0,
        }
    }

    /// The chart's height.
    pub fn height(mut self, height: f32) -> Self {
        self.height = height;
        self
    }

    /// The chart in words: each seat's equity street by street.
    fn summary(&self) -> String {
        let mut text = String::from("Equity by street");
        for s in self.series {
            let points: Vec<String> = s.points[..self.reached]
                .iter()
                .zip(STREETS)
                .filter_map(|(p, street)| {
                    p.map(|p| format!("{street} {}", percent_places_f32(p, 1)))
                })
                .collect();
            if !points.is_empty() {
                text.push_str(&format!("; {}: {}", s.name, points.join(", ")));
            }
        }
        text
    }
}

impl Widget for StreetChart<'_> {
    fn ui(self, ui: &mut Ui) -> Response {
        let size = Vec2::new(ui.available_width().max(120.0), self.height);
        let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
        let summary = self.summary();
        response.widget_info(|| WidgetInfo::labeled(egui::accesskit::Role::Image, true, &summary));
        if !ui.is_rect_visible(rect) {
            return response;
        }
        let p = self.palette;
        let painter = ui.painter();
        let plot = Rect::from_min_max(
            rect.min + Vec2::new(40.0, 8.0),
            rect.max - Vec2::new(16.0, 22.0),
        );
        let y_of = |equity: f32| plot.bottom() - plot.height() * equity.clamp(0.0, 1.0);
        let x_of = |street: usize| plot.left() + plot.width() * street as f32 / 3.0;

        for (i, frac) in [0.0_f32, 0.25, 0.5, 0.75, 1.0].into_iter().enumerate() {
            let y = y_of(frac);
            let color = if i % 2 == 0 {
                p.border
            } else {
                p.border.gamma_multiply(0.5)
            };
            painter.hline(plot.x_range(), y, Stroke::new(1.0, color));
            if i % 2 == 0 {
                painter.text(
                    Pos2::new(plot.left() - 8.0, y),
                    Align2::RIGHT_CENTER,
                    percent_places_f32(frac, 0),
                    regular(text_size::SMALL),
                    p.text_faint,
                );
            }
        }
        for (i, name) in STREETS.iter().enumerate() {
            let x = x_of(i);
            let reached = i < self.reached;
            painter.vline(
                x,
                plot.y_range(),
                Stroke::new(
                    1.0,
                    p.border.gamma_multiply(if reached { 0.8 } else { 0.35 }),
                ),
            );
            let align = match i {
                0 => Align2::LEFT_TOP,
                3 => Align2::RIGHT_TOP,
                _ => Align2::CENTER_TOP,
            };
            painter.text(
                Pos2::new(x, plot.bottom() + 6.0),
                align,
                *name,
                regular(text_size::SMALL),
                if reached {
                    p.text_muted
                } else {
                    p.text_faint.gamma_multiply(0.6)
                },
            );
        }
        for series in self.series {
            let points: Vec<Pos2> = series.points[..self.reached]
                .iter()
                .enumerate()
                .filter_map(|(i, e)| e.map(|e| Pos2::new(x_of(i), y_of(e))))
                .collect();
            if points.len() >= 2 {
                painter.line(points.clone(), Stroke::new(2.5, series.color));
            }
            for point in points {
                painter.circle(point, 4.0, series.color, Stroke::new(1.5, p.surface));
            }
        }
        response
    }
}
