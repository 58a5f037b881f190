//! The Hand Odds tab, TV style: 2 to 10 seats with their cards, current hand, win and tie
//! figures and an equity bar each; the board on a felt table; how each seat's equity moved
//! street by street; the outs of the players behind; and the deck to deal from (or a text
//! field per place to type cards into).
//!
//! The state and every decision are the [`HandOdds`] model's (in [`crate::app::hand_odds`]);
//! this module only draws it and turns clicks into [`Action`]s, split by panel:
//! [`board`] (the felt), [`seat_plate`], [`chart`], [`outs`] and [`breakdown`] below the seats,
//! [`side_panel`] (the deck, the buttons, typing) and the [`range_editor`] window.

pub mod board;
pub mod breakdown;
pub mod chart;
pub mod distribution;
pub mod outs;
pub mod range_editor;
pub mod range_heat;
pub mod range_library;
pub mod seat_plate;
pub mod side_panel;

use egui::{Align, Layout, Rect, Ui, Vec2};

use super::{TabContext, TabUi};
use crate::app::hand_odds::table::MAX_SEATS;
use crate::app::hand_odds::{Action, HandOdds};
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::hand_odds::{
    CHART_AREA_HEIGHT, CHART_BESIDE_ABOVE, CHART_SHARE, FELT_MAX, FELT_MIN, ONE_COLUMN_BELOW,
    PLATE_HEIGHT, SIDE_MAX, SIDE_MIN, SIDE_SHARE,
};
use crate::ui::theme::{Palette, space};
use crate::ui::widgets::card_field::CardField;
use crate::ui::widgets::two_pane::{Side, two_pane_ui};
use pokerlab::art::DeckStyle;

/// What the tab's widgets remember between frames that is not the tab's state: the text in
/// the typed-cards fields (with their errors), the range grid's paint stroke under way and the
/// range editor's fields.
#[derive(Clone, Debug, Default)]
pub struct HandOddsWidgets {
    /// One field per seat, in seat order.
    seats: Vec<CardField>,
    /// The board's field.
    board: CardField,
    /// The dead cards' field.
    dead: CardField,
    /// The range editor window's stroke and fields.
    editor: range_editor::EditorWidgets,
}

impl TabUi for HandOdds {
    type Widgets = HandOddsWidgets;

    /// Ctrl+Z (⌘Z) puts back the table a "Send to Hand Odds" replaced (a text field being
    /// typed in keeps Ctrl+Z for its own undo).
    fn tab_keys(model: &mut HandOdds, ctx: &egui::Context) {
        if model.can_undo_send()
            && !ctx.egui_wants_keyboard_input()
            && ctx.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::Z))
        {
            let _ = model.apply(Action::UndoSend);
        }
    }

    fn tab_ui(
        ui: &mut Ui,
        model: &mut HandOdds,
        widgets: &mut HandOddsWidgets,
        cx: &mut TabContext<'_>,
    ) {
        hand_odds_ui(ui, model, widgets, cx);
    }
}

/// Draws the Hand Odds tab and applies what the user did.
pub fn hand_odds_ui(
    ui: &mut Ui,
    model: &mut HandOdds,
    widgets: &mut HandOddsWidgets,
    cx: &mut TabContext<'_>,
) {
    let tab_rect = ui.max_rect();
    let mut actions = Vec::new();
    let palette = cx.palette;
    let style = cx.settings.deck_style();

    let side_width = (ui.available_width() * SIDE_SHARE).clamp(SIDE_MIN, SIDE_MAX);
    let mut solve_asked = false;
    two_pane_ui(
        ui,
        "hand_odds",
        Side::Right,
        side_width,
        &mut (
            &mut *model,
            &mut *widgets,
            &mut *cx.textures,
            &mut actions,
            &mut solve_asked,
        ),
        |ui, (model, widgets, textures, actions, solve_asked)| {
            side_panel::side_panel_ui(ui, model, widgets, textures, palette, style, actions);
            **solve_asked |= side_panel::solve_this_spot_ui(ui, model);
        },
        |ui, (model, _, textures, actions, _)| {
            main_area_ui(ui, model, textures, palette, style, actions);
        },
    );
    apply_actions(model, widgets, actions);
    if solve_asked {
        let table = model.table();
        let seats: Vec<String> = table.seats().iter().map(|s| s.text()).collect();
        let board: Vec<String> = table
            .board()
            .iter()
            .flatten()
            .map(|c| c.to_string())
            .collect();
        cx.commands.push(crate::app::Command::SendToSolve {
            oop: seats.first().cloned().unwrap_or_default(),
            ip: seats.get(1).cloned().unwrap_or_default(),
            board: board.join(" "),
        });
    }

    if let Some(editor) = model.range_editor() {
        let highlight = model.highlight_fractions(editor.seat());
        let classes = model.editor_classes();
        let view = range_editor::EditorView {
            editor,
            library: model.library(),
            message: model.library_message(),
            highlight: highlight.as_ref(),
            dead: model.table().used(),
            classes: classes.as_ref(),
        };
        let edits = range_editor::range_editor_ui(
            ui.ctx(),
            &view,
            &mut widgets.editor,
            palette,
            tab_rect.right_top() + Vec2::new(-space::S, space::S),
        );
        apply_actions(model, widgets, edits.into_iter().map(Action::Range));
    }
}

/// The line over the table after "Send to Hand Odds": where the table came from, and Undo.
fn undo_send_ui(ui: &mut Ui, palette: &Palette, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new("Ranges and board sent from Solve replaced the table.")
                .color(palette.text_muted),
        );
        if ui
            .button("Undo (Ctrl+Z)")
            .on_hover_text("Put the table back as it was before")
            .accessible_name("Undo Send to Hand Odds")
            .clicked()
        {
            actions.push(Action::UndoSend);
        }
    });
    ui.add_space(space::S);
}

/// Applies the actions in order; typed text's outcome goes back to its field, and a removed
/// seat takes its field with it.
fn apply_actions(
    model: &mut HandOdds,
    widgets: &mut HandOddsWidgets,
    actions: impl IntoIterator<Item = Action>,
) {
    for action in actions {
        let seats_before = model.table().seats().len();
        let outcome = model.apply(action.clone()).map_err(|e| e.to_string());
        let table = model.table();
        match action {
            Action::SeatText(seat, _) => {
                if let (Some(field), Some(now)) =
                    (widgets.seats.get_mut(seat), table.seats().get(seat))
                {
                    field.applied(outcome.map(|()| now.text()));
                }
            }
            Action::BoardText(_) => widgets.board.applied(outcome.map(|()| table.board_text())),
            Action::DeadText(_) => widgets.dead.applied(outcome.map(|()| table.dead_text())),
            Action::RemoveSeat(seat)
                if table.seats().len() < seats_before && seat < widgets.seats.len() =>
            {
                widgets.seats.remove(seat);
            }
            _ => {}
        }
    }
}

/// The main area: the felt with the board, the seat plates, the chart and the outs.
fn main_area_ui(
    ui: &mut Ui,
    model: &HandOdds,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
    actions: &mut Vec<Action>,
) {
    if model.can_undo_send() {
        undo_send_ui(ui, palette, actions);
    }
    let width = ui.available_width();
    let seats = model.table().seats().len();
    // Seat plates: two columns unless the area is narrow.
    let columns = if width < ONE_COLUMN_BELOW { 1 } else { 2 };
    let gap = space::M;
    let plate_w = (width - gap * (columns as f32 - 1.0)) / columns as f32;
    let plate_h = PLATE_HEIGHT;
    let tiles = seats + usize::from(seats < MAX_SEATS);
    let rows = tiles.div_ceil(columns);
    // The table takes what the seats and the chart leave, within reason.
    let plates_h = rows as f32 * (plate_h + gap) - gap;
    let chart_h = CHART_AREA_HEIGHT;
    let felt_height =
        (ui.available_height() - plates_h - chart_h - 2.0 * space::L).clamp(FELT_MIN, FELT_MAX);
    board::board_ui(
        ui,
        model,
        textures,
        palette,
        style,
        Vec2::new(width, felt_height),
        actions,
    );
    ui.add_space(space::L);
    let (_, area) = ui.allocate_space(Vec2::new(width, rows as f32 * (plate_h + gap) - gap));
    let views = model.seat_views();
    for i in 0..tiles {
        let (row, col) = (i / columns, i % columns);
        let rect = Rect::from_min_size(
            area.min + Vec2::new(col as f32 * (plate_w + gap), row as f32 * (plate_h + gap)),
            Vec2::new(plate_w, plate_h),
        );
        match views.get(i) {
            Some(view) => {
                seat_plate::seat_plate_ui(ui, rect, view, textures, palette, style, actions);
            }
            None => {
                if seat_plate::add_seat_tile_ui(ui, rect, palette).clicked() {
                    actions.push(Action::AddSeat);
                }
            }
        }
    }

    ui.add_space(space::L);
    let chart_w = if width > CHART_BESIDE_ABOVE {
        width * CHART_SHARE
    } else {
        width
    };
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = space::M;
        ui.allocate_ui_with_layout(
            Vec2::new(chart_w - space::M / 2.0, 0.0),
            Layout::top_down(Align::Min),
            |ui| chart::chart_section_ui(ui, model, palette),
        );
        ui.allocate_ui_with_layout(
            Vec2::new(ui.available_width(), 0.0),
            Layout::top_down(Align::Min),
            |ui| outs::outs_section_ui(ui, model, textures, palette, style),
        );
    });
    ui.add_space(space::M);
    breakdown::breakdown_section_ui(ui, model, palette, actions);
}
