//! The blocks the tabs are laid out in: a titled section on a raised surface, a stat (a caption
//! over a figure), a segmented choice, and a slim progress bar — so every tab has the same
//! margins, title style and figure hierarchy.

use egui::{
    Color32, CornerRadius, Frame, Margin, Rect, Response, RichText, Sense, Stroke, Ui, Vec2,
    WidgetInfo, accesskit::Role,
};

use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};

/// A titled block on a raised surface, as wide as the space it is given.
pub fn section_ui<R>(
    ui: &mut Ui,
    palette: &Palette,
    title: &str,
    add: impl FnOnce(&mut Ui) -> R,
) -> R {
    Frame::new()
        .fill(palette.surface)
        .stroke(Stroke::new(1.0, palette.border))
        .corner_radius(radius::M)
        .inner_margin(Margin::same(space::M as i8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            section_title_ui(ui, palette, title);
            ui.add_space(space::XS);
            add(ui)
        })
        .inner
}

/// A section's title: small bold capitals in the muted colour.
pub fn section_title_ui(ui: &mut Ui, palette: &Palette, title: &str) {
    ui.label(
        RichText::new(title.to_uppercase())
            .font(bold(text_size::TITLE))
            .color(palette.text_muted),
    );
}

/// A row of mutually exclusive choices drawn as one segmented control. `names` are what screen
/// readers call each choice. Returns the index clicked, if any.
pub fn segmented_ui(
    ui: &mut Ui,
    palette: &Palette,
    labels: &[&str],
    names: &[String],
    selected: usize,
    enabled: bool,
) -> Option<usize> {
    let mut clicked = None;
    let height = ui.spacing().interact_size.y;
    let font = regular(text_size::BODY);
    // Measured in bold, as the selected choice is drawn, so no choice outgrows its cell.
    let widths: Vec<f32> = labels
        .iter()
        .map(|l| {
            ui.painter()
                .layout_no_wrap((*l).to_owned(), bold(text_size::BODY), palette.text)
                .size()
                .x
                + 2.0 * space::S
                + space::XS
        })
        .collect();
    let total: f32 = widths.iter().sum();
    let (rect, _) = ui.allocate_exact_size(Vec2::new(total, height), Sense::hover());
    ui.painter()
        .rect_filled(rect, radius::S, palette.surface_strong);
    let mut x = rect.left();
    for (i, (label, width)) in labels.iter().zip(&widths).enumerate() {
        let cell = Rect::from_min_size(egui::pos2(x, rect.top()), Vec2::new(*width, height));
        x += width;
        let id = ui
            .scope_id()
            .with(("segment", names.get(i).map_or("", String::as_str)));
        let sense = if enabled {
            Sense::click()
        } else {
            Sense::hover()
        };
        let response = ui.interact(cell, id, sense);
        let is_selected = i == selected;
        let name = names.get(i).cloned().unwrap_or_else(|| (*label).to_owned());
        response.widget_info(|| WidgetInfo::selected(Role::Button, enabled, is_selected, &name));
        let painter = ui.painter();
        if is_selected {
            painter.rect_filled(
                cell.shrink(2.0),
                CornerRadius::same(radius::S - 1),
                palette.accent,
            );
        } else if response.hovered() && enabled {
            painter.rect_filled(
                cell.shrink(2.0),
                CornerRadius::same(radius::S - 1),
                palette.border,
            );
        }
        let color = match (is_selected, enabled) {
            (true, _) => palette.on_accent,
            (false, true) => palette.text,
            (false, false) => palette.text_faint,
        };
        let f = if is_selected {
            bold(text_size::BODY)
        } else {
            font.clone()
        };
        painter.text(cell.center(), egui::Align2::CENTER_CENTER, *label, f, color);
        if response.clicked() && enabled {
            clicked = Some(i);
        }
    }
    clicked
}

/// A slim progress bar `width` points wide in `color`, named `name` for screen readers.
pub fn progress_bar_ui(
    ui: &mut Ui,
    palette: &Palette,
    fraction: f32,
    width: f32,
    color: Color32,
    name: &str,
) -> Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::new(width, 6.0), Sense::hover());
    let fraction = if fraction.is_finite() {
        fraction.clamp(0.0, 1.0)
    } else {
        0.0
    };
    response.widget_info(|| {
        let mut info = WidgetInfo::labeled(Role::ProgressIndicator, true, name);
        info.value = Some(f64::from(fraction));
        info
    });
    let painter = ui.painter();
    painter.rect_filled(rect, 3.0, palette.surface_strong);
    if fraction > 0.0 {
        let fill = Rect::from_min_size(rect.min, Vec2::new(rect.width() * fraction, rect.height()));
        painter.rect_filled(fill, 3.0, color);
    }
    response
}

/// The main action of a tab (Deal, Draw, Run): an accent-filled button `size` big with bold
/// text, dimmed when disabled. Its text is its name for screen readers.
pub fn primary_button_ui(
    ui: &mut Ui,
    palette: &Palette,
    text: &str,
    size: Vec2,
    enabled: bool,
) -> Response {
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(size, sense);
    response.widget_info(|| WidgetInfo::labeled(Role::Button, enabled, text));
    let hover = ui.ctx().animate_bool_with_time(
        response.id.with("hover"),
        enabled && response.hovered(),
        0.08,
    );
    let painter = ui.painter();
    let fill = if enabled {
        palette.hovered(palette.accent, 0.15 * hover)
    } else {
        palette.surface_strong
    };
    painter.rect_filled(
        rect.translate(Vec2::new(0.0, 2.0)),
        radius::M,
        palette.button_shadow,
    );
    painter.rect_filled(rect, radius::M, fill);
    if response.has_focus() {
        painter.rect_stroke(
            rect.expand(2.0),
            radius::M + 2,
            Stroke::new(2.0, palette.accent.gamma_multiply(0.6)),
            egui::StrokeKind::Outside,
        );
    }
    let color = if enabled {
        palette.on_accent
    } else {
        palette.text_faint
    };
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        text,
        bold(text_size::BODY + 3.0),
        color,
    );
    response
}
