//! The poker table: a padded rail around a felt with a soft spotlight in the middle, painted
//! as a vector mesh so it stays smooth at any size. The board is laid on top of it by the tab.

use egui::epaint::{Mesh, Vertex, WHITE_UV};
use egui::{Color32, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2};

use crate::ui::theme::HAIRLINE;
use crate::ui::theme::Palette;
use crate::ui::theme::widgets::{RAIL_LINE, RAIL_WIDTH, TABLE_SHADOW_DROP};

/// Points around a stadium (a rectangle with fully rounded ends) inscribed in `rect`, scaled
/// by `scale` about its centre.
fn stadium(rect: Rect, scale: f32, steps: usize) -> Vec<Pos2> {
    let c = rect.center();
    let r = rect.height() / 2.0 * scale;
    let half = ((rect.width() - rect.height()) / 2.0).max(0.0) * scale;
    let mut points = Vec::with_capacity(2 * steps + 2);
    for (cx, start) in [(c.x + half, -90.0_f32), (c.x - half, 90.0)] {
        for i in 0..=steps {
            let a = (start + 180.0 * i as f32 / steps as f32).to_radians();
            points.push(Pos2::new(cx + r * a.cos(), c.y + r * a.sin()));
        }
    }
    points
}

/// A stadium filled with a radial gradient from `center` to `edge`.
fn gradient_stadium(painter: &Painter, rect: Rect, center: Color32, edge: Color32) {
    const RINGS: [f32; 5] = [0.0, 0.35, 0.65, 0.88, 1.0];
    const STEPS: usize = 24;
    let mut mesh = Mesh::default();
    let per_ring = 2 * STEPS + 2;
    for &t in &RINGS {
        // The gradient follows the stadium's shape; ease it so the middle stays bright.
        let color = center.lerp_to_gamma(edge, t * t);
        for p in stadium(rect, t.max(0.001), STEPS) {
            mesh.vertices.push(Vertex {
                pos: p,
                uv: WHITE_UV,
                color,
            });
        }
    }
    for ring in 0..RINGS.len() - 1 {
        let a = (ring * per_ring) as u32;
        let b = ((ring + 1) * per_ring) as u32;
        for i in 0..per_ring as u32 {
            let j = (i + 1) % per_ring as u32;
            mesh.add_triangle(a + i, b + i, b + j);
            mesh.add_triangle(a + i, b + j, a + j);
        }
    }
    painter.add(mesh);
}

/// Paints the table into `rect` and returns the felt's inner rect (where the board goes).
pub fn paint_table(painter: &Painter, rect: Rect, palette: &Palette) -> Rect {
    let h = rect.height();
    let rail_width = (h * 0.07).clamp(RAIL_WIDTH.0, RAIL_WIDTH.1);
    let radius = (h / 2.0).min(255.0) as u8;
    // Shadow under the table.
    painter.rect_filled(
        rect.translate(Vec2::new(0.0, TABLE_SHADOW_DROP))
            .expand(HAIRLINE),
        radius,
        palette.table_shadow,
    );
    // The rail: dark leather with a lighter top edge.
    painter.rect_filled(rect, radius, palette.rail);
    painter.rect_stroke(
        rect.shrink(HAIRLINE),
        radius,
        Stroke::new(RAIL_LINE, palette.rail_edge),
        StrokeKind::Inside,
    );
    let felt = rect.shrink(rail_width);
    gradient_stadium(painter, felt, palette.felt_center, palette.felt_edge);
    // The gold line where the rail meets the felt, and a faint betting line inside.
    let felt_radius = (felt.height() / 2.0).min(255.0) as u8;
    painter.rect_stroke(
        felt,
        felt_radius,
        Stroke::new(RAIL_LINE, palette.rail_line),
        StrokeKind::Outside,
    );
    let line = felt.shrink(felt.height() * 0.09);
    painter.rect_stroke(
        line,
        (line.height() / 2.0).min(255.0) as u8,
        Stroke::new(HAIRLINE, palette.betting_line),
        StrokeKind::Inside,
    );
    felt
}
