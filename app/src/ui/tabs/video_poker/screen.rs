//! The machine's screen, painted behind the big cards ([`machine`](super::machine)) and behind
//! multi-play's [other hands](super::extra_hands): one painter both panels share.

use egui::{CornerRadius, Painter, Rect, Stroke, StrokeKind, Vec2};

use crate::ui::theme::HAIRLINE;
use crate::ui::theme::video_poker::{SCREEN_FRAME, SCREEN_INNER_RADIUS_LESS, SCREEN_SHADOW};
use crate::ui::theme::{Palette, radius};

/// The machine's screen: a felt-green panel with a soft vertical gradient and a gold hairline.
pub fn paint_screen(painter: &Painter, rect: Rect, p: &Palette) {
    let r = CornerRadius::same(radius::L);
    painter.rect_filled(
        rect.translate(Vec2::new(0.0, SCREEN_SHADOW)),
        r,
        p.machine_shadow(),
    );
    painter.rect_filled(rect, r, p.felt_edge);
    let inner = rect.shrink(SCREEN_FRAME);
    let mut mesh = egui::Mesh::default();
    let top = p.felt_center;
    let bottom = p.machine_screen_bottom();
    mesh.colored_vertex(inner.left_top(), top);
    mesh.colored_vertex(inner.right_top(), top);
    mesh.colored_vertex(inner.right_bottom(), bottom);
    mesh.colored_vertex(inner.left_bottom(), bottom);
    mesh.add_triangle(0, 1, 2);
    mesh.add_triangle(0, 2, 3);
    painter.add(egui::Shape::mesh(mesh));
    // Round the gradient's corners back off with the frame colour.
    let inner_radius = CornerRadius::same(radius::L - SCREEN_INNER_RADIUS_LESS);
    painter.rect_stroke(
        inner,
        inner_radius,
        Stroke::new(SCREEN_FRAME, p.felt_edge),
        StrokeKind::Outside,
    );
    painter.rect_stroke(
        inner,
        inner_radius,
        Stroke::new(HAIRLINE, p.rail_line),
        StrokeKind::Inside,
    );
}
