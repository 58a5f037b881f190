//! The Flops tab's chart: each seat's equity on every flop the filter keeps, in the table's
//! order (group after group, each sorted by the chosen column), each group a band with its name
//! where the name fits. Hovering a flop shows its figures; a click opens it in Hand Odds, a
//! right-click offers Hand Odds or Solve.

use egui::{Align2, Color32, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2};

use super::open_menu_ui;
use crate::app::Command;
use crate::app::flops::{Flops, FlopsView};
use crate::ui::theme::flops::{BAND_ALPHA, HOVER_LINE, PLOT_HEIGHT, PLOT_LINE};
use crate::ui::theme::{HAIRLINE, Palette, regular, space, text_size};
use crate::ui::widgets::section::section_ui;
use pokerlab::flops::{FlopRow, FlopsReport};
use pokerlab::format::{group_digits, percent};

/// The chart section; nothing to draw without equities.
pub fn plot_ui(
    ui: &mut Ui,
    p: &Palette,
    state: &Flops,
    report: &FlopsReport,
    view: &FlopsView,
    commands: &mut Vec<Command>,
) {
    let order = view.order();
    let any_equity = report
        .rows
        .iter()
        .any(|r| r.seats.iter().any(|s| s.equity.is_some()));
    if order.is_empty() || !any_equity {
        return;
    }
    section_ui(ui, p, "Equity across flops", |ui| {
        let (rect, response) =
            ui.allocate_exact_size(Vec2::new(ui.available_width(), PLOT_HEIGHT), Sense::click());
        let response = response.accessible_name("Equity across flops");
        let painter = ui.painter_at(rect);
        let n = order.len() as f32;
        let step = rect.width() / n;
        let x_of = |i: usize| rect.left() + step * (i as f32 + 0.5);
        let y_of = |e: f64| rect.bottom() - rect.height() * e as f32;
        // The bands, every other one shaded, each named where its name fits.
        let shade = Color32::from_rgba_unmultiplied(
            p.surface_strong.r(),
            p.surface_strong.g(),
            p.surface_strong.b(),
            BAND_ALPHA,
        );
        let mut start = 0;
        for (k, group) in view.groups.iter().enumerate() {
            let band = Rect::from_x_y_ranges(
                rect.left() + step * start as f32
                    ..=rect.left() + step * (start + group.rows.len()) as f32,
                rect.y_range(),
            );
            if k % 2 == 1 {
                painter.rect_filled(band, 0.0, shade);
            }
            let galley =
                painter.layout_no_wrap(group.name.clone(), regular(text_size::SMALL), p.text_muted);
            if galley.size().x + 2.0 * space::XS <= band.width() {
                painter.galley(
                    Pos2::new(band.left() + space::XS, band.top() + 2.0),
                    galley,
                    p.text_muted,
                );
            }
            start += group.rows.len();
        }
        painter.rect_stroke(
            rect,
            0.0,
            Stroke::new(HAIRLINE, p.border),
            egui::StrokeKind::Inside,
        );
        painter.line_segment(
            [
                Pos2::new(rect.left(), y_of(0.5)),
                Pos2::new(rect.right(), y_of(0.5)),
            ],
            Stroke::new(HAIRLINE, p.text_faint),
        );
        painter.text(
            Pos2::new(rect.right() - space::XS, y_of(0.5) - 1.0),
            Align2::RIGHT_BOTTOM,
            "50%",
            regular(text_size::SMALL),
            p.text_faint,
        );
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
        // The flop under the pointer: marked, its figures on hover, opened on a click.
        let under = |pos: Pos2| {
            let i = ((pos.x - rect.left()) / step).floor();
            (i >= 0.0)
                .then_some(i as usize)
                .and_then(|i| order.get(i).copied())
        };
        let hovered = response.hover_pos().and_then(under);
        if let Some(i) = hovered {
            let x = x_of(order.iter().position(|&r| r == i).unwrap_or(0));
            painter.line_segment(
                [Pos2::new(x, rect.top()), Pos2::new(x, rect.bottom())],
                Stroke::new(HOVER_LINE, p.text),
            );
        }
        let menu_id = ui.make_persistent_id("flops chart menu row");
        if response.secondary_clicked()
            && let Some(i) = response.interact_pointer_pos().and_then(under)
        {
            ui.data_mut(|d| d.insert_temp(menu_id, i));
        }
        if response.clicked()
            && let Some(i) = response.interact_pointer_pos().and_then(under)
            && let Some(command) = super::open_in_hand_odds(state, i)
        {
            commands.push(command);
        }
        let seats = state.seat_labels();
        let response = match hovered.and_then(|i| report.rows.get(i)) {
            Some(row) => response.on_hover_ui_at_pointer(|ui| flop_tip_ui(ui, p, row, &seats)),
            None => response,
        };
        response.context_menu(|ui| {
            if let Some(i) = ui.data(|d| d.get_temp::<usize>(menu_id)) {
                open_menu_ui(ui, state, i, commands);
            }
        });
    });
}

/// A flop's figures: its board, texture and weight, each seat's equity and main made hand.
fn flop_tip_ui(ui: &mut Ui, p: &Palette, row: &FlopRow, seats: &[String]) {
    ui.label(
        egui::RichText::new(row.board_text())
            .font(crate::ui::theme::bold(text_size::BODY))
            .color(p.text),
    );
    ui.label(format!(
        "{}, standing for {} flops",
        row.texture,
        group_digits(u64::from(row.weight.get()))
    ));
    for (seat, (label, on_flop)) in seats.iter().zip(&row.seats).enumerate() {
        let equity = on_flop
            .equity
            .map_or("–".to_owned(), |e| percent(e.fraction()));
        let main = on_flop.holdings.main_made().map_or("–", |m| m.name());
        ui.label(
            egui::RichText::new(format!("{label}: {equity}, mostly {main}")).color(p.seat(seat)),
        );
    }
    ui.label(
        egui::RichText::new("Click: open in Hand Odds · right-click: Hand Odds or Solve")
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
    );
}
