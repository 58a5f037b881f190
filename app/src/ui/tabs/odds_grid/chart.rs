//! The Odds Grid's chart of the 169 starting hands, coloured by pre-flop equity against the
//! chosen number of opponents; clicking a hand studies it.

use egui::{Id, RichText, Ui};

use crate::app::odds_grid::{Action, OddsGrid, opponents_text};
use crate::ui::theme::odds_grid::CHART_MIN_SIDE;
use crate::ui::theme::{Palette, regular, space, text_size};
use crate::ui::widgets::hand_chart::{HandChart, heat_legend_ui, value_range};
use crate::ui::widgets::section::section_ui;
use pokerlab::format::percent_places_f32;
use pokerlab::range::HandClass;

/// The "Starting hands" section, about `side` points square.
pub fn chart_section_ui(
    ui: &mut Ui,
    model: &OddsGrid,
    palette: &Palette,
    side: f32,
    actions: &mut Vec<Action>,
) {
    let n = model.inputs().opponents();
    let chart = model.chart();
    // Never wider than what is left beside the table.
    let side = side
        .min(ui.available_width() - 2.0 * space::M)
        .max(CHART_MIN_SIDE);
    section_ui(ui, palette, "Starting hands", |ui| {
        ui.label(
            RichText::new(format!(
                "Pre-flop equity against {} · click a hand to study it",
                opponents_text(n)
            ))
            .font(regular(text_size::SMALL))
            .color(palette.text_muted),
        );
        ui.add_space(space::S);
        let describe = move |class: HandClass, v: f32| {
            format!(
                "{class}: {} equity against {}\n{} combos · suited hands above the diagonal, offsuit below",
                percent_places_f32(v, 2),
                opponents_text(n),
                class.combo_count()
            )
        };
        let grid = HandChart::new(
            Id::unique("odds grid chart"),
            palette,
            chart.values(),
            side,
            &describe,
        )
        .available(chart.available())
        .selected(model.inputs().class());
        if let Some(class) = grid.show(ui) {
            actions.push(Action::PickClass(class));
        }
        ui.add_space(space::S);
        let (lo, hi) = value_range(chart.values());
        heat_legend_ui(ui, palette, lo, hi, side, "equity");
    });
}
