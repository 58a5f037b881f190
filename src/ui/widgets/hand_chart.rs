//! The 13×13 starting-hand chart: pairs on the diagonal, suited hands above it, offsuit hands
//! below, each cell coloured by a figure (equity) on the app's perceptual heat scale. Hovering
//! a cell shows its figure; clicking it returns its class. Every cell is a button named by its
//! class ("AKs") with its figure as value, so screen readers and tests find it.

use egui::{
    Align2, CornerRadius, Id, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, WidgetInfo,
    accesskit::Role,
};

use crate::range::{HandClass, Shape};
use crate::ui::theme::{Palette, bold, heat, radius, regular, space, text_on, text_size};

/// The gap between cells (points).
const GAP: f32 = 2.0;

/// The chart.
pub struct HandChart<'a> {
    id: Id,
    palette: &'a Palette,
    values: &'a [Option<f32>; HandClass::COUNT],
    available: Option<&'a [bool; HandClass::COUNT]>,
    selected: Option<HandClass>,
    side: f32,
    describe: &'a dyn Fn(HandClass, f32) -> String,
}

/// The lowest and highest of the figures shown (for the colour scale), `(0, 1)` if none.
pub fn value_range(values: &[Option<f32>; HandClass::COUNT]) -> (f32, f32) {
    let known = values.iter().flatten().copied().filter(|v| v.is_finite());
    let (lo, hi) = known.fold((f32::INFINITY, f32::NEG_INFINITY), |(lo, hi), v| {
        (lo.min(v), hi.max(v))
    });
    if lo < hi { (lo, hi) } else { (0.0, 1.0) }
}

impl<'a> HandChart<'a> {
    /// A chart `side` points wide and tall of `values` (a figure per class, by class index;
    /// `None`: unknown). `describe` words a cell's figure for its tooltip.
    pub fn new(
        id: Id,
        palette: &'a Palette,
        values: &'a [Option<f32>; HandClass::COUNT],
        side: f32,
        describe: &'a dyn Fn(HandClass, f32) -> String,
    ) -> HandChart<'a> {
        HandChart {
            id,
            palette,
            values,
            available: None,
            selected: None,
            side,
            describe,
        }
    }

    /// Which classes can be picked (the others are drawn faded and do nothing when clicked).
    pub fn available(mut self, available: &'a [bool; HandClass::COUNT]) -> Self {
        self.available = Some(available);
        self
    }

    /// The class to ring.
    pub fn selected(mut self, selected: Option<HandClass>) -> Self {
        self.selected = selected;
        self
    }

    /// Draws the chart; returns the class clicked, if any.
    pub fn show(self, ui: &mut Ui) -> Option<HandClass> {
        let p = self.palette;
        let (area, _) = ui.allocate_exact_size(Vec2::splat(self.side), Sense::hover());
        let cell = (self.side - 12.0 * GAP) / 13.0;
        let (lo, hi) = value_range(self.values);
        let mut clicked = None;
        let name_size = (cell * 0.34).clamp(8.0, 14.0);
        let value_size = (cell * 0.26).clamp(7.0, 11.0);
        let show_values = cell >= 30.0;
        let mut selected_rect = None;
        for class in HandClass::all() {
            let rect = Rect::from_min_size(
                area.min + Vec2::new(class.col() as f32, class.row() as f32) * (cell + GAP),
                Vec2::splat(cell),
            );
            let value = self.values[class.index()];
            let available = self.available.is_none_or(|a| a[class.index()]);
            let sense = if available {
                Sense::click()
            } else {
                Sense::hover()
            };
            let response = ui.interact(rect, self.id.with(class.index()), sense);
            let name = class.to_string();
            let value_text = value.map(|v| format!("{:.1}%", 100.0 * v));
            response.widget_info(|| {
                let mut info = WidgetInfo::labeled(Role::Button, available, &name);
                info.current_text_value.clone_from(&value_text);
                info.selected = Some(self.selected == Some(class));
                info
            });
            let fill = match value {
                Some(v) => heat((v - lo) / (hi - lo)),
                None => p.surface_strong,
            };
            let hovered = response.hovered();
            let painter = ui.painter();
            let corner = CornerRadius::same(3);
            let fill_shown = if available {
                fill
            } else {
                fill.lerp_to_gamma(p.background, 0.7)
            };
            painter.rect_filled(rect, corner, fill_shown);
            if class.shape() == Shape::Pair {
                // Pairs: a hairline inset, so the diagonal reads at a glance.
                painter.rect_stroke(
                    rect.shrink(1.5),
                    corner,
                    Stroke::new(1.0, text_on(fill).gamma_multiply(0.35)),
                    StrokeKind::Inside,
                );
            }
            let ink = if available {
                text_on(fill)
            } else {
                p.text_faint
            };
            if show_values {
                painter.text(
                    rect.center() - Vec2::new(0.0, value_size * 0.55),
                    Align2::CENTER_CENTER,
                    &name,
                    bold(name_size),
                    ink,
                );
                if let Some(text) = &value_text {
                    painter.text(
                        rect.center() + Vec2::new(0.0, name_size * 0.62),
                        Align2::CENTER_CENTER,
                        text.trim_end_matches('%'),
                        regular(value_size),
                        ink.gamma_multiply(0.85),
                    );
                }
            } else {
                painter.text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    &name,
                    bold(name_size),
                    ink,
                );
            }
            if hovered && available {
                painter.rect_stroke(
                    rect,
                    corner,
                    Stroke::new(2.0, text_on(fill)),
                    StrokeKind::Inside,
                );
            }
            if self.selected == Some(class) {
                selected_rect = Some(rect);
            }
            let tip = match value {
                Some(v) => (self.describe)(class, v),
                None => format!("{name}: no figure"),
            };
            let tip = if available {
                tip
            } else {
                format!("{tip}\nEvery {name} hand uses a board or dead card.")
            };
            let response = response.on_hover_text(tip);
            if response.clicked() && available {
                clicked = Some(class);
            }
        }
        if let Some(rect) = selected_rect {
            let painter = ui.painter();
            painter.rect_stroke(
                rect.expand(2.0),
                CornerRadius::same(4),
                Stroke::new(3.0, p.text),
                StrokeKind::Outside,
            );
            painter.rect_stroke(
                rect.expand(0.5),
                CornerRadius::same(3),
                Stroke::new(1.0, p.background),
                StrokeKind::Outside,
            );
        }
        clicked
    }
}

/// The colour scale under the chart: a gradient from `lo` to `hi` (fractions, shown as
/// percentages) `width` points wide, with a caption.
pub fn heat_legend(ui: &mut Ui, palette: &Palette, lo: f32, hi: f32, width: f32, caption: &str) {
    let height = 10.0;
    let label_h = text_size::SMALL + space::XS;
    let (rect, response) =
        ui.allocate_exact_size(Vec2::new(width, height + label_h), Sense::hover());
    let text = format!("{caption}: {:.0}% to {:.0}%", 100.0 * lo, 100.0 * hi);
    response.widget_info(|| WidgetInfo::labeled(Role::Image, true, &text));
    let bar = Rect::from_min_size(rect.min, Vec2::new(width, height));
    let painter = ui.painter();
    let steps = 48;
    for i in 0..steps {
        let t0 = i as f32 / steps as f32;
        let t1 = (i + 1) as f32 / steps as f32;
        let r = Rect::from_min_max(
            egui::pos2(bar.left() + t0 * width, bar.top()),
            egui::pos2(bar.left() + t1 * width + 0.5, bar.bottom()),
        );
        painter.rect_filled(r, 0.0, heat((t0 + t1) / 2.0));
    }
    painter.rect_stroke(
        bar,
        CornerRadius::same(radius::S),
        Stroke::new(1.0, palette.border),
        StrokeKind::Outside,
    );
    let font = regular(text_size::SMALL);
    let y = bar.bottom() + space::XS;
    painter.text(
        egui::pos2(bar.left(), y),
        Align2::LEFT_TOP,
        format!("{:.0}%", 100.0 * lo),
        font.clone(),
        palette.text_muted,
    );
    painter.text(
        egui::pos2(bar.center().x, y),
        Align2::CENTER_TOP,
        caption,
        font.clone(),
        palette.text_faint,
    );
    painter.text(
        egui::pos2(bar.right(), y),
        Align2::RIGHT_TOP,
        format!("{:.0}%", 100.0 * hi),
        font,
        palette.text_muted,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_range_ignores_unknown_figures() {
        let mut values = [None; HandClass::COUNT];
        assert_eq!(value_range(&values), (0.0, 1.0));
        values[0] = Some(0.85);
        values[5] = Some(0.3);
        values[7] = Some(f32::NAN);
        assert_eq!(value_range(&values), (0.3, 0.85));
    }
}
