//! The "Equity by street" section of the Hand Odds tab: one line per seat in the hand, its
//! equity at each street reached.

use egui::Ui;

use crate::app::hand_odds::HandOdds;
use crate::ui::theme::Palette;
use crate::ui::theme::hand_odds::STREET_CHART_HEIGHT;
use crate::ui::widgets::section::section_ui;
use crate::ui::widgets::street_chart::{StreetChart, StreetSeries};

/// The section with the street chart.
pub fn chart_section_ui(ui: &mut Ui, model: &HandOdds, palette: &Palette) {
    section_ui(ui, palette, "Equity by street", |ui| {
        let series: Vec<StreetSeries> = model
            .equity_by_street()
            .into_iter()
            .map(|(seat, points)| StreetSeries {
                name: format!("Player {}", seat + 1),
                color: palette.seat(seat),
                points: points.map(|p| p.map(|e| e as f32)),
            })
            .collect();
        let reached = model.table().street().index() + 1;
        ui.add(StreetChart::new(palette, &series, reached).height(STREET_CHART_HEIGHT));
    });
}
