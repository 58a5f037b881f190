//! The Odds Grid's grid, after HoldemHand's: one row per hand category, best first — how
//! often your hand ends as it, wins and ties with it, and how often an opponent beats you with
//! it — each figure over a faint bar scaled to its column; and the totals.

use egui::{
    Align, Align2, Id, Layout, Rect, RichText, Sense, Stroke, Ui, UiBuilder, Vec2, accesskit::Role,
};

use crate::ui::theme::HAIRLINE;
use crate::ui::theme::odds_grid::{
    GROUP_RULE_BELOW, HEADER_TIGHTEN, NAME_MAX, NAME_MIN, NAME_SHARE, ROW_BAR_ABOVE_BOTTOM,
    ROW_BAR_RADIUS, ROW_BAR_SHARE, ROW_BAR_THICKNESS, ROW_HEIGHT, TOTALS_GAP, TOTALS_TALLER,
};
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use pokerlab::equity::vs_random::{CategoryOdds, VsRandom};
use pokerlab::eval::Category;
use pokerlab::format::{percent, percent_cell};

/// The grid's columns: the category names, then four figures.
#[derive(Clone, Copy)]
struct Columns {
    width: f32,
    name_w: f32,
    col_w: f32,
}

/// HoldemHand's grid: one row per category, best first, and the totals.
pub fn grid_table_ui(ui: &mut Ui, p: &Palette, result: Option<&VsRandom>, opponents: usize) {
    let width = ui.available_width();
    let name_w = (width * NAME_SHARE).clamp(NAME_MIN, NAME_MAX);
    let columns = Columns {
        width,
        name_w,
        col_w: (width - name_w) / 4.0,
    };
    header_ui(ui, p, columns, opponents);
    rows_ui(ui, p, columns, result);
    totals_ui(ui, p, columns, result);
}

/// Two header lines: who, then what, each column with a tooltip.
fn header_ui(ui: &mut Ui, p: &Palette, columns: Columns, opponents: usize) {
    let Columns {
        width,
        name_w,
        col_w,
    } = columns;
    let headers = ["MAKES IT", "WINS", "TIES", "BEATS YOU"];
    let tips = [
        "How often your final hand is this category",
        "How often you win the pot outright holding this category",
        "How often you split the pot holding this category",
        if opponents == 1 {
            "How often the opponent beats you holding this category"
        } else {
            "How often the best of the opponents beats you holding this category"
        },
    ];
    // Two header lines: who, then what.
    let (rect, _) = ui.allocate_exact_size(
        Vec2::new(width, 2.0 * ROW_HEIGHT - HEADER_TIGHTEN),
        Sense::hover(),
    );
    let header_font = bold(text_size::SMALL);
    let upper = rect.top() + (ROW_HEIGHT - HEADER_TIGHTEN) / 2.0;
    let lower = rect.bottom() - ROW_HEIGHT / 2.0;
    let col_left = |i: usize| rect.left() + name_w + i as f32 * col_w;
    let group = |x0: f32, x1: f32, text: &str, color| {
        ui.painter().text(
            egui::pos2((x0 + x1) / 2.0, upper),
            Align2::CENTER_CENTER,
            text,
            header_font.clone(),
            color,
        );
        ui.painter().hline(
            (x0 + space::S)..=(x1 - space::XS),
            upper + GROUP_RULE_BELOW,
            Stroke::new(HAIRLINE, p.border),
        );
    };
    group(col_left(0), col_left(3), "YOUR HAND", p.text_muted);
    group(
        col_left(3),
        col_left(4),
        if opponents == 1 {
            "OPPONENT"
        } else {
            "OPPONENTS"
        },
        p.text_muted,
    );
    ui.painter().text(
        egui::pos2(rect.left() + space::S, lower),
        Align2::LEFT_CENTER,
        "FINAL HAND",
        header_font.clone(),
        p.text_muted,
    );
    for (i, (h, tip)) in headers.iter().zip(tips).enumerate() {
        let cell = Rect::from_min_max(
            egui::pos2(col_left(i), lower - ROW_HEIGHT / 2.0),
            egui::pos2(col_left(i + 1) - space::S, lower + ROW_HEIGHT / 2.0),
        );
        ui.painter().text(
            egui::pos2(cell.right(), cell.center().y),
            Align2::RIGHT_CENTER,
            *h,
            header_font.clone(),
            p.text_muted,
        );
        let _ = ui
            .interact(cell, Id::unique(("grid header", i)), Sense::hover())
            .on_hover_text(tip);
    }
    ui.painter().hline(
        rect.x_range(),
        rect.bottom(),
        Stroke::new(HAIRLINE, p.border),
    );
}

/// A row per category, best first.
fn rows_ui(ui: &mut Ui, p: &Palette, columns: Columns, result: Option<&VsRandom>) {
    let Columns { name_w, col_w, .. } = columns;
    let rows: Vec<(Category, CategoryOdds, CategoryOdds)> = Category::ALL
        .iter()
        .rev()
        .map(|&c| match result {
            Some(r) => (c, r.player(c), r.opponent(c)),
            None => (c, CategoryOdds::default(), CategoryOdds::default()),
        })
        .collect();
    let max = |f: &dyn Fn(&(Category, CategoryOdds, CategoryOdds)) -> f64| {
        rows.iter().map(f).fold(0.0, f64::max).max(1e-9)
    };
    let maxes = [
        max(&|r| r.1.made),
        max(&|r| r.1.win),
        max(&|r| r.1.tie),
        max(&|r| r.2.win),
    ];
    let colors = [p.seat(0), p.exact, p.text_faint, p.error];
    for (k, (category, mine, theirs)) in rows.iter().enumerate() {
        let values = [mine.made, mine.win, mine.tie, theirs.win];
        let texts: Vec<String> = values
            .iter()
            .map(|&v| {
                if result.is_some() {
                    percent_cell(v)
                } else {
                    "…".to_owned()
                }
            })
            .collect();
        let strong = mine.made > 0.0 || theirs.win > 0.0;
        grid_row_ui(
            ui,
            p,
            &format!("{} row", category.name()),
            category.name(),
            &texts,
            &values.map(|v| v as f32),
            &maxes.map(|m| m as f32),
            &colors,
            (name_w, col_w),
            k % 2 == 1,
            strong,
        );
    }
}

/// The totals under a line: every outcome, win, tie, lose.
fn totals_ui(ui: &mut Ui, p: &Palette, columns: Columns, result: Option<&VsRandom>) {
    let Columns {
        width,
        name_w,
        col_w,
    } = columns;
    ui.add_space(TOTALS_GAP);
    let (line, _) = ui.allocate_exact_size(Vec2::new(width, 1.0), Sense::hover());
    ui.painter().hline(
        line.x_range(),
        line.center().y,
        Stroke::new(HAIRLINE, p.text_faint),
    );
    let totals = match result {
        Some(r) => [
            "100%".to_owned(),
            percent(r.win()),
            percent(r.tie()),
            percent(r.lose()),
        ],
        None => std::array::from_fn(|_| "…".to_owned()),
    };
    let (rect, _) =
        ui.allocate_exact_size(Vec2::new(width, ROW_HEIGHT + TOTALS_TALLER), Sense::hover());
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(rect)
            .id_salt("grid totals")
            .accessibility_label("Totals")
            .accessibility_role(Role::Group),
    );
    child.painter().text(
        egui::pos2(rect.left() + space::S, rect.center().y),
        Align2::LEFT_CENTER,
        "Total",
        bold(text_size::BODY),
        p.text,
    );
    let captions = ["", "win", "tie", "lose"];
    for (i, (text, caption)) in totals.iter().zip(captions).enumerate() {
        let cell = Rect::from_min_size(
            egui::pos2(rect.left() + name_w + i as f32 * col_w, rect.top()),
            Vec2::new(col_w - space::S, rect.height()),
        );
        let color = [p.text_muted, p.exact, p.text_muted, p.error][i];
        child.scope_builder(
            UiBuilder::new()
                .max_rect(cell)
                .layout(Layout::right_to_left(Align::Center)),
            |ui| {
                ui.label(RichText::new(text).font(bold(text_size::BODY)).color(color))
                    .on_hover_text(match caption {
                        "" => "Every outcome ends in one of the categories".to_owned(),
                        c => format!("All the outcomes you {c}"),
                    });
            },
        );
    }
}

/// One row of the grid: a category's name and four figures, each over a faint bar scaled to
/// its column's largest figure.
#[expect(clippy::too_many_arguments, reason = "a private drawing helper")]
fn grid_row_ui(
    ui: &mut Ui,
    p: &Palette,
    name: &str,
    title: &str,
    texts: &[String],
    values: &[f32; 4],
    maxes: &[f32; 4],
    colors: &[egui::Color32; 4],
    (name_w, col_w): (f32, f32),
    striped: bool,
    strong: bool,
) {
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(Vec2::new(width, ROW_HEIGHT), Sense::hover());
    if striped {
        ui.painter()
            .rect_filled(rect, radius::S, p.surface_strong.gamma_multiply(0.5));
    }
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(rect)
            .id_salt(name)
            .accessibility_label(name)
            .accessibility_role(Role::Group),
    );
    let ui = &mut child;
    ui.painter().text(
        egui::pos2(rect.left() + space::S, rect.center().y),
        Align2::LEFT_CENTER,
        title,
        regular(text_size::BODY),
        if strong { p.text } else { p.text_faint },
    );
    for i in 0..4 {
        let cell = Rect::from_min_size(
            egui::pos2(rect.left() + name_w + i as f32 * col_w, rect.top()),
            Vec2::new(col_w - space::S, ROW_HEIGHT),
        );
        let fraction = (values[i] / maxes[i]).clamp(0.0, 1.0);
        if fraction > 0.0 {
            let track_w = cell.width() * ROW_BAR_SHARE;
            let bar = Rect::from_min_size(
                egui::pos2(
                    cell.right() - track_w * fraction,
                    cell.bottom() - ROW_BAR_ABOVE_BOTTOM,
                ),
                Vec2::new(track_w * fraction, ROW_BAR_THICKNESS),
            );
            ui.painter()
                .rect_filled(bar, ROW_BAR_RADIUS, colors[i].gamma_multiply(0.8));
        }
        ui.scope_builder(
            UiBuilder::new()
                .max_rect(cell)
                .layout(Layout::right_to_left(Align::Center)),
            |ui| {
                let color = if values[i] > 0.0 {
                    p.text
                } else {
                    p.text_faint
                };
                ui.label(
                    RichText::new(&texts[i])
                        .font(regular(text_size::BODY))
                        .color(color),
                );
            },
        );
    }
}
