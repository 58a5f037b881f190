//! The Odds Grid's results: the number of opponents, the hand's equity with its win / tie /
//! lose bar and a badge saying how it was made, and the grid by final hand.

use egui::{Align, Layout, Rect, RichText, Sense, Stroke, Ui, UiBuilder, Vec2, accesskit::Role};

use super::grid::grid_table_ui;
use crate::app::odds_grid::{Action, OddsGrid};
use crate::ui::theme::HAIRLINE;
use crate::ui::theme::odds_grid::{
    BAR_HEIGHT, BAR_MIN_WIDTH, BAR_RADIUS, EQUITY_SIZE, PROGRESS_WIDTH, TITLE_SIZE,
};
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::equity_bar::badge_ui;
use crate::ui::widgets::section::{progress_bar_ui, section_ui, segmented_ui};
use pokerlab::equity::vs_random::{MAX_OPPONENTS, VsRandom, VsRandomMethod};
use pokerlab::format::{percent, percent_places, samples};

/// The results column: "Against the field" and "By final hand".
pub fn results_column_ui(ui: &mut Ui, model: &OddsGrid, p: &Palette, actions: &mut Vec<Action>) {
    let spot = model.spot();
    section_ui(ui, p, "Against the field", |ui| {
        opponents_row_ui(ui, model, p, actions);
        ui.add_space(space::M);
        let Some(spot) = spot else {
            let spot_error = model.spot_error();
            let failed = spot_error.is_some();
            let text = spot_error.unwrap_or_else(|| "Pick two cards for your hand.".to_owned());
            let color = if failed { p.error } else { p.text_muted };
            ui.label(RichText::new(text).color(color));
            return;
        };
        ui.label(
            RichText::new(OddsGrid::title(&spot))
                .font(bold(TITLE_SIZE))
                .color(p.text),
        );
        ui.add_space(space::S);
        summary_ui(ui, model, p);
    });
    ui.add_space(space::M);
    section_ui(ui, p, "By final hand", |ui| {
        grid_table_ui(
            ui,
            p,
            model.view().result.as_ref(),
            spot.map(|s| s.opponents()).unwrap_or(1),
        );
    });
}

/// The number of random opponents, 1 to 9.
fn opponents_row_ui(ui: &mut Ui, model: &OddsGrid, palette: &Palette, actions: &mut Vec<Action>) {
    let labels: Vec<String> = (1..=MAX_OPPONENTS).map(|n| n.to_string()).collect();
    let label_refs: Vec<&str> = labels.iter().map(String::as_str).collect();
    let names: Vec<String> = (1..=MAX_OPPONENTS)
        .map(|n| {
            if n == 1 {
                "1 opponent".to_owned()
            } else {
                format!("{n} opponents")
            }
        })
        .collect();
    let n = model.inputs().opponents();
    ui.horizontal(|ui| {
        ui.label(RichText::new("Random opponents").color(palette.text_muted));
        if let Some(i) = segmented_ui(ui, palette, &label_refs, &names, n - 1, true) {
            actions.push(Action::SetOpponents(i + 1));
        }
    })
    .response
    .on_hover_text(
        "One opponent: every board and every opponent hand counted exactly.\nSeveral: a million random deals (± 0.05%), the same every time.",
    );
}

/// The big equity figure, the outcome bar, win / tie / lose, the badge and the progress.
fn summary_ui(ui: &mut Ui, model: &OddsGrid, p: &Palette) {
    let view = model.view();
    let result = view.result.as_ref();
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = space::L;
        let equity = result.map_or("…".to_owned(), |r| percent(r.equity()));
        ui.scope_builder(
            UiBuilder::new()
                .id_salt("equity figure")
                .accessibility_label("Equity")
                .accessibility_role(Role::Group)
                .layout(Layout::top_down(Align::Min)),
            |ui| {
                ui.spacing_mut().item_spacing.y = 0.0;
                ui.label(
                    RichText::new("Equity")
                        .font(regular(text_size::SMALL))
                        .color(p.text_muted),
                );
                ui.label(RichText::new(equity).font(bold(EQUITY_SIZE)).color(p.text));
            },
        );
        ui.vertical(|ui| {
            ui.add_space(space::S);
            let w = ui.available_width();
            outcome_bar_ui(ui, p, result, w);
            ui.add_space(space::XS);
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = space::M;
                let figure = |ui: &mut Ui, name: &str, value: Option<f64>, color| {
                    let text =
                        value.map_or(format!("{name} …"), |v| format!("{name} {}", percent(v)));
                    ui.label(
                        RichText::new(text)
                            .font(regular(text_size::BODY))
                            .color(color),
                    );
                };
                figure(ui, "Win", result.map(VsRandom::win), p.exact);
                figure(ui, "Tie", result.map(VsRandom::tie), p.text_muted);
                figure(ui, "Lose", result.map(VsRandom::lose), p.error);
            });
            ui.horizontal(|ui| {
                if let Some(r) = result {
                    let (text, color) = if view.estimate {
                        (format!("estimate {}", method_badge(r)), p.estimate)
                    } else if r.method == VsRandomMethod::Exact {
                        ("exact".to_owned(), p.exact)
                    } else {
                        (method_badge(r), p.estimate)
                    };
                    badge_ui(ui, p, &text, color);
                }
                if !view.done {
                    progress_bar_ui(
                        ui,
                        p,
                        view.progress as f32,
                        PROGRESS_WIDTH,
                        p.estimate,
                        "Odds Grid progress",
                    );
                }
            });
        });
    });
}

/// How a result was made, for its badge: "exact", "± 0.05% · 1.0 M samples".
fn method_badge(result: &VsRandom) -> String {
    match (result.method, result.std_error()) {
        (VsRandomMethod::Exact, _) | (_, None) => "exact".to_owned(),
        (VsRandomMethod::MonteCarlo, Some(se)) => {
            let se = percent_places(se, if 100.0 * se < 0.05 { 2 } else { 1 });
            format!("± {se} · {}", samples(result.samples()))
        }
    }
}

/// The win / tie / lose bar.
fn outcome_bar_ui(ui: &mut Ui, p: &Palette, result: Option<&VsRandom>, width: f32) {
    let (rect, response) = ui.allocate_exact_size(
        Vec2::new(width.max(BAR_MIN_WIDTH), BAR_HEIGHT),
        Sense::hover(),
    );
    let name = match result {
        Some(r) => format!(
            "Win {}, tie {}, lose {}",
            percent(r.win()),
            percent(r.tie()),
            percent(r.lose())
        ),
        None => "Win, tie and lose: computing".to_owned(),
    };
    response.widget_info(|| egui::WidgetInfo::labeled(Role::ProgressIndicator, true, &name));
    let painter = ui.painter();
    painter.rect_filled(rect, BAR_RADIUS, p.surface_strong);
    let Some(r) = result else { return };
    let parts = [
        (r.win(), p.exact),
        (r.tie(), p.text_faint),
        (r.lose(), p.error),
    ];
    let mut x = rect.left();
    let clip = ui.painter().with_clip_rect(rect);
    // Rounded ends come from a rounded clip of the whole bar.
    let mut first = true;
    for (fraction, color) in parts {
        let w = rect.width() * fraction as f32;
        if w <= 0.0 {
            continue;
        }
        let seg = Rect::from_min_size(egui::pos2(x, rect.top()), Vec2::new(w, rect.height()));
        let corner = if first { BAR_RADIUS } else { 0.0 };
        clip.rect_filled(seg, corner, color);
        first = false;
        x += w;
    }
    painter.rect_stroke(
        rect,
        BAR_RADIUS,
        Stroke::new(HAIRLINE, p.border),
        egui::StrokeKind::Inside,
    );
}
