//! The Odds Grid tab: one hand against one to nine random opponents — HoldemHand's
//! "hand odds grid" versus the average opponent. The grid has a row per hand category: how
//! often the hand ends as that category, wins and ties with it, and how often an opponent
//! beats it with it; the totals are win, tie, lose and equity. Beside it, the 13×13 chart of
//! starting hands coloured by pre-flop equity against the same number of opponents; clicking
//! a cell studies that hand.
//!
//! The state and every decision are the [`OddsGrid`] model's (in [`crate::app::odds_grid`]);
//! this module only draws it and turns clicks into [`Action`]s, split by panel: the
//! [`inputs`] column (hand, board, dead cards, deck, typing), the [`results`] (the summary
//! and the [`grid`] by final hand) and the [`chart`] of starting hands.

pub mod chart;
pub mod grid;
pub mod inputs;
pub mod results;

use egui::{Align, Layout, Ui, Vec2};

use super::{TabContext, TabUi};
use crate::app::odds_grid::inputs::Place;
use crate::app::odds_grid::{Action, OddsGrid};
use crate::ui::theme::odds_grid::{
    CHART_MAX_SIDE, CHART_MIN_SIDE_BELOW, CHART_MIN_SIDE_BESIDE, CHART_ROOM_BELOW, INPUTS_SHARE,
    INPUTS_WIDTH, TABLE_MIN_WIDTH,
};
use crate::ui::theme::{Palette, space};
use crate::ui::widgets::card_field::CardField;
use crate::ui::widgets::two_pane::{Side, two_pane_ui};

/// What the tab's widgets remember between frames that is not the tab's state: the text in
/// the three typed-cards fields, with their errors.
#[derive(Clone, Debug, Default)]
pub struct OddsGridWidgets {
    hand: CardField,
    board: CardField,
    dead: CardField,
}

impl OddsGridWidgets {
    /// The field of `place`.
    fn field(&mut self, place: Place) -> &mut CardField {
        match place {
            Place::Hand => &mut self.hand,
            Place::Board => &mut self.board,
            Place::Dead => &mut self.dead,
        }
    }
}

impl TabUi for OddsGrid {
    type Widgets = OddsGridWidgets;

    fn tab_ui(
        ui: &mut Ui,
        model: &mut OddsGrid,
        widgets: &mut OddsGridWidgets,
        cx: &mut TabContext<'_>,
    ) {
        odds_grid_ui(ui, model, widgets, cx);
    }
}

/// Draws the Odds Grid tab and applies what the user did.
pub fn odds_grid_ui(
    ui: &mut Ui,
    model: &mut OddsGrid,
    widgets: &mut OddsGridWidgets,
    cx: &mut TabContext<'_>,
) {
    let palette = cx.palette;
    let style = cx.settings.deck_style();
    let mut actions = Vec::new();

    two_pane_ui(
        ui,
        "odds_grid",
        Side::Left,
        INPUTS_WIDTH.min(ui.available_width() * INPUTS_SHARE),
        &mut (&mut *model, &mut *widgets, &mut *cx.textures, &mut actions),
        |ui, (model, widgets, textures, actions)| {
            inputs::inputs_column_ui(ui, model, widgets, textures, palette, style, actions);
        },
        |ui, (model, _, _, actions)| results_and_chart_ui(ui, model, palette, actions),
    );

    for action in actions {
        let place = match &action {
            Action::SetText(place, _) => Some(*place),
            _ => None,
        };
        let outcome = model.apply(action).map_err(|e| e.to_string());
        if let Some(place) = place {
            let text = model.inputs().text(place);
            widgets.field(place).applied(outcome.map(|()| text));
        }
    }
}

/// The main area: the table of results and, beside it if there is room (else below), the
/// starting-hand chart.
fn results_and_chart_ui(
    ui: &mut Ui,
    model: &OddsGrid,
    palette: &Palette,
    actions: &mut Vec<Action>,
) {
    let width = ui.available_width();
    let chart_side = (width - TABLE_MIN_WIDTH - space::L)
        .min(ui.available_height() - CHART_ROOM_BELOW)
        .clamp(0.0, CHART_MAX_SIDE);
    if chart_side >= CHART_MIN_SIDE_BESIDE {
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = space::L;
            let table_w = width - chart_side - space::L - 2.0 * space::M;
            ui.allocate_ui_with_layout(
                Vec2::new(table_w.max(TABLE_MIN_WIDTH - 2.0 * space::M), 0.0),
                Layout::top_down(Align::Min),
                |ui| results::results_column_ui(ui, model, palette, actions),
            );
            ui.allocate_ui_with_layout(
                Vec2::new(chart_side + 2.0 * space::M, 0.0),
                Layout::top_down(Align::Min),
                |ui| chart::chart_section_ui(ui, model, palette, chart_side, actions),
            );
        });
    } else {
        results::results_column_ui(ui, model, palette, actions);
        ui.add_space(space::L);
        let side = (width - 2.0 * space::M).clamp(CHART_MIN_SIDE_BELOW, CHART_MAX_SIDE);
        chart::chart_section_ui(ui, model, palette, side, actions);
    }
}
