//! The 13×13 starting-hand chart: pairs on the diagonal, suited hands above it, offsuit hands
//! below, each cell coloured by a figure (equity) on the app's perceptual heat scale. Hovering
//! a cell shows its figure; clicking it returns its class. Every cell is a button named by its
//! class ("AKs") with its figure as value, so screen readers and tests find it.
//!
//! The same chart paints ranges ([`HandChart::selection`], [`HandChart::paint`]): each cell
//! filled in proportion to the share of its combos selected, and a press-and-drag across cells
//! paints or erases them — the first cell's state decides which, as in Equilab or Flopzilla.

use egui::{
    Align2, Color32, CornerRadius, Id, Rect, Response, Sense, Stroke, StrokeKind, Ui, Vec2,
    WidgetInfo, accesskit::Role,
};

use crate::ui::theme::widgets::{
    CHART_CELL_OUTLINE, CHART_GAP as GAP, CHART_NAME_SIZE, CHART_VALUE_FROM, CHART_VALUE_SIZE,
};
use crate::ui::theme::{Palette, bold, heat, radius, regular, space, text_on, text_size};
use pokerlab::format::percent_places_f32;
use pokerlab::range::{HandClass, Shape};

/// How cells are coloured.
#[derive(Clone, Copy, Debug, PartialEq)]
enum CellStyle {
    /// By figure, on the heat scale between the lowest and highest shown.
    Heat,
    /// As a share (0 to 1) of the cell filled with this colour from the bottom up.
    Selection(Color32),
}

/// What one frame of [`HandChart::paint`] did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Painted {
    /// The cells to set: `(class, selected)`.
    pub cells: Vec<(HandClass, bool)>,
    /// The cell right-clicked, if any: to open its suits, say.
    pub secondary: Option<HandClass>,
}

/// A press-and-drag across the chart that paints or erases cells; kept by the caller between
/// frames.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PaintStroke {
    /// `Some(true)` while a stroke paints, `Some(false)` while it erases.
    mode: Option<bool>,
    /// Whether the pointer gesture under way (or ending this frame) began on the chart, so its
    /// click is not counted a second time.
    gesture: bool,
    /// Where the pointer was at the last frame of the stroke: cells between it and the
    /// pointer now are painted too, however fast the pointer moves.
    last: Option<egui::Pos2>,
}

impl PaintStroke {
    /// Whether a stroke is under way.
    pub fn active(&self) -> bool {
        self.mode.is_some()
    }
}

/// The chart.
pub struct HandChart<'a> {
    id: Id,
    palette: &'a Palette,
    values: &'a [Option<f32>; HandClass::COUNT],
    available: Option<&'a [bool; HandClass::COUNT]>,
    selected: Option<HandClass>,
    side: f32,
    describe: &'a dyn Fn(HandClass, f32) -> String,
    style: CellStyle,
    label_prefix: &'a str,
    highlight: Option<&'a [f32; HandClass::COUNT]>,
    level: f32,
    unavailable_note: Option<&'a str>,
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
            style: CellStyle::Heat,
            label_prefix: "",
            highlight: None,
            level: 1.0,
            unavailable_note: None,
        }
    }

    /// Shows the figures as shares of each cell selected (0 to 1), filled in `color`: a
    /// range's grid.
    pub fn selection(mut self, color: Color32) -> Self {
        self.style = CellStyle::Selection(color);
        self
    }

    /// Names each cell `prefix` and its class for screen readers ("Range cell AKs").
    pub fn label_prefix(mut self, prefix: &'a str) -> Self {
        self.label_prefix = prefix;
        self
    }

    /// Marks some combos of each class (a share 0 to 1 by class index): those cells get a
    /// ring and a bar along their top as long as the share, the others are dimmed.
    pub fn highlight(mut self, highlight: Option<&'a [f32; HandClass::COUNT]>) -> Self {
        self.highlight = highlight;
        self
    }

    /// The share from which a cell counts as painted when a stroke starts on it (the brush's
    /// weight): a stroke starting on a painted cell erases. 1 unless set.
    pub fn paint_level(mut self, level: f32) -> Self {
        self.level = level.clamp(0.01, 1.0);
        self
    }

    /// Which classes can be picked (the others are drawn faded and do nothing when clicked).
    pub fn available(mut self, available: &'a [bool; HandClass::COUNT]) -> Self {
        self.available = Some(available);
        self
    }

    /// What the tooltip of a class that cannot be picked says (by default, that every combo of
    /// it uses a board or dead card).
    pub fn unavailable_note(mut self, note: &'a str) -> Self {
        self.unavailable_note = Some(note);
        self
    }

    /// The class to ring.
    pub fn selected(mut self, selected: Option<HandClass>) -> Self {
        self.selected = selected;
        self
    }

    /// Draws the chart; returns the class clicked, if any.
    pub fn show(self, ui: &mut Ui) -> Option<HandClass> {
        let (_, cells) = self.draw(ui, Sense::click());
        cells
            .into_iter()
            .find(|(class, response)| {
                response.clicked() && self.available.is_none_or(|a| a[class.index()])
            })
            .map(|(class, _)| class)
    }

    /// Draws the chart for painting: a press on a cell starts a stroke that paints every cell
    /// the pointer crosses until release if the first cell was not painted (its figure below
    /// the [paint level](Self::paint_level)), and erases them otherwise; a click without a
    /// pointer (a screen reader, the keyboard) toggles one cell. Returns the cells to set and
    /// the cell right-clicked.
    pub fn paint(self, ui: &mut Ui, stroke: &mut PaintStroke) -> Painted {
        let (pressed, down, released, pos) = ui.input(|i| {
            (
                i.pointer.primary_pressed(),
                i.pointer.primary_down(),
                i.pointer.primary_released(),
                i.pointer.interact_pos(),
            )
        });
        if !pressed && !down && !released {
            stroke.gesture = false;
        }
        let level = self.level - 0.001;
        let is_full = |class: HandClass| self.values[class.index()].is_some_and(|v| v >= level);
        let (area, cells) = self.draw(ui, Sense::click_and_drag());
        let mut edits = Vec::new();
        if pressed && let Some((class, _)) = cells.iter().find(|(_, r)| r.contains_pointer()) {
            let paint = !is_full(*class);
            stroke.mode = Some(paint);
            stroke.gesture = true;
            stroke.last = pos;
            edits.push((*class, paint));
        } else if let Some(paint) = stroke.mode
            && (down || released)
            && let Some(pos) = pos
        {
            let from = stroke.last.unwrap_or(pos);
            let step = (self.side / 13.0) * 0.25;
            let steps = ((pos - from).length() / step).ceil().clamp(1.0, 400.0) as usize;
            for k in 0..=steps {
                let at = from.lerp(pos, k as f32 / steps as f32);
                if let Some(class) = self.cell_at(area, at)
                    && is_full(class) != paint
                    && !edits.contains(&(class, paint))
                {
                    edits.push((class, paint));
                }
            }
            stroke.last = Some(pos);
        }
        if !down {
            stroke.mode = None;
            stroke.last = None;
        }
        if !stroke.gesture {
            for (class, response) in &cells {
                if response.clicked() {
                    edits.push((*class, !is_full(*class)));
                }
            }
        }
        let secondary = cells
            .iter()
            .find(|(class, r)| {
                r.secondary_clicked() && self.available.is_none_or(|a| a[class.index()])
            })
            .map(|(class, _)| *class);
        Painted {
            cells: edits,
            secondary,
        }
    }

    /// The cell under `pos`, if any (the gaps belong to no cell).
    fn cell_at(&self, area: Rect, pos: egui::Pos2) -> Option<HandClass> {
        let cell = (self.side - 12.0 * GAP) / 13.0;
        let local = pos - area.min;
        if local.x < 0.0 || local.y < 0.0 {
            return None;
        }
        let (col, row) = (
            (local.x / (cell + GAP)) as usize,
            (local.y / (cell + GAP)) as usize,
        );
        let inside = local.x - col as f32 * (cell + GAP) <= cell
            && local.y - row as f32 * (cell + GAP) <= cell;
        inside.then(|| HandClass::from_cell(row, col)).flatten()
    }

    /// Paints the cells and gives each one's response.
    fn draw(&self, ui: &mut Ui, sense: Sense) -> (Rect, Vec<(HandClass, Response)>) {
        let p = self.palette;
        let mut cells = Vec::with_capacity(HandClass::COUNT);
        let (area, _) = ui.allocate_exact_size(Vec2::splat(self.side), Sense::hover());
        let cell = (self.side - 12.0 * GAP) / 13.0;
        let (lo, hi) = match self.style {
            CellStyle::Heat => value_range(self.values),
            CellStyle::Selection(_) => (0.0, 1.0),
        };
        let name_size = (cell * 0.34).clamp(CHART_NAME_SIZE.0, CHART_NAME_SIZE.1);
        let value_size = (cell * 0.26).clamp(CHART_VALUE_SIZE.0, CHART_VALUE_SIZE.1);
        let show_values = cell >= CHART_VALUE_FROM && self.style == CellStyle::Heat;
        let mut selected_rect = None;
        for class in HandClass::all() {
            let rect = Rect::from_min_size(
                area.min + Vec2::new(class.col() as f32, class.row() as f32) * (cell + GAP),
                Vec2::splat(cell),
            );
            let value = self.values[class.index()];
            let available = self.available.is_none_or(|a| a[class.index()]);
            let sense = if available { sense } else { Sense::hover() };
            let response = ui.interact(rect, self.id.with(class.index()), sense);
            let name = class.to_string();
            let value_text = value.map(|v| match self.style {
                CellStyle::Heat => percent_places_f32(v, 1),
                CellStyle::Selection(_) => percent_places_f32(v, 0),
            });
            response.widget_info(|| {
                let label = format!("{}{name}", self.label_prefix);
                let mut info = WidgetInfo::labeled(Role::Button, available, &label);
                info.current_text_value.clone_from(&value_text);
                info.selected = Some(self.selected == Some(class));
                info
            });
            let empty = if class.shape() == Shape::Pair {
                p.surface_strong
            } else {
                p.surface_strong.lerp_to_gamma(p.surface, 0.45)
            };
            let fill = match (self.style, value) {
                (CellStyle::Heat, Some(v)) => heat((v - lo) / (hi - lo)),
                (CellStyle::Selection(color), Some(v)) if v >= 0.5 => color,
                (_, _) => empty,
            };
            let hovered = response.hovered();
            let painter = ui.painter();
            let corner = CornerRadius::same(3);
            let fill_shown = if available {
                fill
            } else {
                fill.lerp_to_gamma(p.background, 0.7)
            };
            match (self.style, value) {
                (CellStyle::Selection(color), Some(v)) if v > 0.0 => {
                    // The share selected, filled from the bottom up.
                    painter.rect_filled(rect, corner, empty);
                    let top = rect.bottom() - rect.height() * v.min(1.0);
                    let full = v >= 0.999;
                    let part = Rect::from_min_max(egui::pos2(rect.left(), top), rect.max);
                    let r = if full { 3 } else { 0 };
                    painter.rect_filled(
                        part,
                        CornerRadius {
                            nw: r,
                            ne: r,
                            sw: 3,
                            se: 3,
                        },
                        color,
                    );
                }
                _ => {
                    painter.rect_filled(rect, corner, fill_shown);
                }
            }
            if class.shape() == Shape::Pair {
                // Pairs: a hairline inset, so the diagonal reads at a glance.
                painter.rect_stroke(
                    rect.shrink(CHART_CELL_OUTLINE.0),
                    corner,
                    Stroke::new(CHART_CELL_OUTLINE.1, text_on(fill).gamma_multiply(0.35)),
                    StrokeKind::Inside,
                );
            }
            let ink = match self.style {
                _ if !available => p.text_faint,
                CellStyle::Selection(_) if fill == empty => p.text_muted,
                _ => text_on(fill),
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
            if let Some(lit) = self.highlight {
                let share = lit[class.index()];
                if share > 0.0 {
                    painter.rect_stroke(
                        rect,
                        corner,
                        Stroke::new(2.5, p.accent),
                        StrokeKind::Inside,
                    );
                    let bar = Rect::from_min_size(
                        rect.min,
                        Vec2::new(rect.width() * share.min(1.0), 4.0),
                    );
                    painter.rect_filled(bar, CornerRadius::same(2), p.accent);
                } else {
                    painter.rect_filled(rect, corner, p.background.gamma_multiply(0.55));
                }
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
            let tip = match (available, self.unavailable_note) {
                (true, _) => tip,
                (false, Some(note)) => format!("{name}: {note}"),
                (false, None) => format!("{tip}\nEvery {name} hand uses a board or dead card."),
            };
            let response = response.on_hover_text(tip);
            cells.push((class, response));
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
        (area, cells)
    }
}

/// The colour scale under the chart: a gradient from `lo` to `hi` (fractions, shown as
/// percentages) `width` points wide, with a caption.
pub fn heat_legend_ui(ui: &mut Ui, palette: &Palette, lo: f32, hi: f32, width: f32, caption: &str) {
    let height = 10.0;
    let label_h = text_size::SMALL + space::XS;
    let (rect, response) =
        ui.allocate_exact_size(Vec2::new(width, height + label_h), Sense::hover());
    let text = format!(
        "{caption}: {} to {}",
        percent_places_f32(lo, 0),
        percent_places_f32(hi, 0)
    );
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
        percent_places_f32(lo, 0),
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
        percent_places_f32(hi, 0),
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
