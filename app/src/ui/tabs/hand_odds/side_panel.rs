//! The Hand Odds side panel: the deck to deal from, the buttons (random cards, clear), how
//! equities are counted, the dead cards, and a text field per place to type cards into.

use egui::{RichText, Ui, Vec2};

use super::HandOddsWidgets;
use crate::app::hand_odds::table::{Counting, MAX_DEAD, Slot, Table};
use crate::app::hand_odds::{Action, HandOdds};
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::hand_odds::DEAD_CARD;
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::card::dead_cards_ui;
use crate::ui::widgets::card_field::CardField;
use crate::ui::widgets::deck_panel::{DeckButton, DeckClick, DeckPanel, deck_panel_ui};
use crate::ui::widgets::section::section_ui;
use pokerlab::art::DeckStyle;

/// The field scope that keeps this tab's fields apart from same-named ones elsewhere.
const SCOPE: &str = "hand odds";

/// The side panel: "Deal cards" and "Type cards".
pub fn side_panel_ui(
    ui: &mut Ui,
    model: &HandOdds,
    widgets: &mut HandOddsWidgets,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
    actions: &mut Vec<Action>,
) {
    section_ui(ui, palette, "Deal cards", |ui| {
        deal_cards_ui(ui, model, textures, palette, style, actions);
    });
    ui.add_space(space::M);
    section_ui(ui, palette, "Type cards", |ui| {
        type_cards_ui(ui, model.table(), widgets, palette, actions);
    });
}

/// The deck, the buttons, the message, the counting choice and the dead cards.
fn deal_cards_ui(
    ui: &mut Ui,
    model: &HandOdds,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
    actions: &mut Vec<Action>,
) {
    let table = model.table();
    let next = table.selected().map(Table::label);
    let clear = match table.selected() {
        Some(Slot::Board(_)) => "Clear board",
        Some(Slot::Dead(_)) => "Clear dead cards",
        _ => "Clear seat",
    };
    let buttons = [
        DeckButton {
            text: "Random cards",
            hint: Some("Fill the selected seat or street with random cards"),
        },
        DeckButton {
            text: clear,
            hint: None,
        },
        DeckButton {
            text: "Clear all",
            hint: None,
        },
    ];
    let panel = DeckPanel {
        next: next.as_deref(),
        choose: "Click a slot on the table to choose where the next card goes",
        used: table.used(),
        buttons: &buttons,
        message: model.message(),
    };
    match deck_panel_ui(ui, &panel, textures, palette, style) {
        Some(DeckClick::Card(card)) => actions.push(Action::Pick(card)),
        Some(DeckClick::Button(0)) => actions.push(Action::DealRandom),
        Some(DeckClick::Button(1)) => actions.push(Action::ClearSelected),
        Some(DeckClick::Button(_)) => actions.push(Action::ClearAll),
        None => {}
    }
    ui.add_space(space::XS);
    ui.horizontal(|ui| {
        ui.label(RichText::new("Counting").color(palette.text_muted));
        for counting in Counting::ALL {
            if ui
                .add(egui::Button::selectable(
                    model.counting() == counting,
                    counting.label(),
                ))
                .on_hover_text(counting.hint())
                .clicked()
            {
                actions.push(Action::SetCounting(counting));
            }
        }
    });
    ui.add_space(space::S);
    ui.label(
        RichText::new("Dead cards")
            .font(bold(text_size::TITLE))
            .color(palette.text_muted),
    );
    let selected = match table.selected() {
        Some(Slot::Dead(i)) => Some(i),
        _ => None,
    };
    let clicked = dead_cards_ui(
        ui,
        textures,
        palette,
        style,
        table.dead(),
        MAX_DEAD,
        DEAD_CARD,
        selected,
        |i| Table::label(Slot::Dead(i)),
    );
    if let Some(i) = clicked {
        actions.push(Action::ClickSlot(Slot::Dead(i)));
    }
}

/// One text field per seat, the board's and the dead cards'.
fn type_cards_ui(
    ui: &mut Ui,
    table: &Table,
    widgets: &mut HandOddsWidgets,
    palette: &Palette,
    actions: &mut Vec<Action>,
) {
    ui.label(
        RichText::new("Per player two cards (AsKs), “random” or a range (QQ+,AKs · 15% · AA:0.5,KK); up to five cards for the board (Qh7h2c). Enter applies.")
            .font(regular(text_size::SMALL))
            .color(palette.text_faint),
    );
    ui.add_space(space::XS);
    let seats = table.seats();
    widgets.seats.resize_with(seats.len(), CardField::default);
    egui::Grid::new("type_cards")
        .num_columns(2)
        .spacing(Vec2::new(space::S, space::XS))
        .show(ui, |ui| {
            for (i, (seat, field)) in seats.iter().zip(&mut widgets.seats).enumerate() {
                ui.label(RichText::new(format!("Player {}", i + 1)).color(palette.seat_text(i)));
                let name = format!("Player {} cards", i + 1);
                let hint = "AsKs, random or QQ+,AKs";
                if let Some(text) = field_ui(ui, field, palette, &name, hint, &seat.text()) {
                    actions.push(Action::SeatText(i, text));
                }
                ui.end_row();
            }
            ui.label(RichText::new("Board").color(palette.text));
            let board = &mut widgets.board;
            if let Some(text) = field_ui(
                ui,
                board,
                palette,
                "Board cards",
                "e.g. Qh7h2c",
                &table.board_text(),
            ) {
                actions.push(Action::BoardText(text));
            }
            ui.end_row();
            ui.label(RichText::new("Dead").color(palette.text));
            let dead = &mut widgets.dead;
            if let Some(text) = field_ui(
                ui,
                dead,
                palette,
                "Dead cards",
                "e.g. 2h8s",
                &table.dead_text(),
            ) {
                actions.push(Action::DeadText(text));
            }
            ui.end_row();
        });
}

/// One typed-cards field in its grid cell; the text to apply once the user is done.
fn field_ui(
    ui: &mut Ui,
    field: &mut CardField,
    palette: &Palette,
    name: &str,
    hint: &str,
    model: &str,
) -> Option<String> {
    ui.vertical(|ui| field.show(ui, palette, SCOPE, name, hint, model))
        .inner
}

/// "Solve this spot": whether it was clicked (players 1 and 2 and the board go to the Solve
/// tab as out of position and in position).
pub fn solve_this_spot_ui(ui: &mut Ui, model: &HandOdds) -> bool {
    ui.add_space(space::S);
    ui.add_enabled(
        model.table().seats().len() >= 2,
        egui::Button::new("Solve this spot"),
    )
    .on_hover_text(
        "Open the Solve tab with player 1 out of position, player 2 in position and this board",
    )
    .clicked()
}
