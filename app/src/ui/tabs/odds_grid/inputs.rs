//! The Odds Grid's inputs column: your hand (with its class, rank among the 169 and what it
//! makes on the board), the board and dead cards, the deck to deal from, and the fields to
//! type cards into.

use egui::{RichText, Ui, Vec2};

use super::OddsGridWidgets;
use crate::app::odds_grid::inputs::{GridInputs, MAX_DEAD, Place, Slot, hand_slot};
use crate::app::odds_grid::{Action, OddsGrid, opponents_text};
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::odds_grid::{BOARD_CARD, DEAD_CARD, HAND_CARD, WORDS_SPACING};
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::card::{CardView, dead_cards_ui};
use crate::ui::widgets::deck_panel::{DeckButton, DeckClick, DeckPanel, deck_panel_ui};
use crate::ui::widgets::section::section_ui;
use pokerlab::art::DeckStyle;
use pokerlab::format::{ordinal, percent_places};

/// The inputs column: four sections.
pub fn inputs_column_ui(
    ui: &mut Ui,
    model: &OddsGrid,
    widgets: &mut OddsGridWidgets,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
    actions: &mut Vec<Action>,
) {
    section_ui(ui, palette, "Your hand", |ui| {
        hand_ui(ui, model, textures, palette, style, actions);
    });
    ui.add_space(space::M);
    section_ui(ui, palette, "Board and dead cards", |ui| {
        board_ui(ui, model.inputs(), textures, palette, style, actions);
    });
    ui.add_space(space::M);
    section_ui(ui, palette, "Deal cards", |ui| {
        deal_ui(ui, model, textures, palette, style, actions);
    });
    ui.add_space(space::M);
    section_ui(ui, palette, "Type cards", |ui| {
        type_cards_ui(ui, model.inputs(), widgets, palette, actions);
    });
}

/// Your two cards, and beside them the hand in words.
fn hand_ui(
    ui: &mut Ui,
    model: &OddsGrid,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
    actions: &mut Vec<Action>,
) {
    let inputs = model.inputs();
    let selected = inputs.selected();
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = space::XS;
        for (i, card) in inputs.hand().into_iter().enumerate() {
            let slot = hand_slot(i);
            let response = ui.add(
                CardView::new(textures, palette, GridInputs::label(slot), card, HAND_CARD)
                    .style(style)
                    .caption(if i == 0 { "1st" } else { "2nd" })
                    .selected(selected == Some(slot)),
            );
            if response.clicked() {
                actions.push(Action::ClickSlot(slot));
            }
        }
        ui.add_space(space::M);
        ui.vertical(|ui| {
            ui.spacing_mut().item_spacing.y = WORDS_SPACING;
            hand_words_ui(ui, model, palette);
        });
    });
}

/// The hand's class, its words, its rank among the 169, what it makes on the board; or how
/// to pick one.
fn hand_words_ui(ui: &mut Ui, model: &OddsGrid, palette: &Palette) {
    let inputs = model.inputs();
    let (Some(class), Some(words)) = (inputs.class(), model.class_words()) else {
        ui.label(
            RichText::new("Pick two cards")
                .font(bold(text_size::TITLE))
                .color(palette.text_muted),
        );
        ui.label(
            RichText::new("from the deck below, or click a hand on the chart")
                .font(regular(text_size::SMALL))
                .color(palette.text_faint),
        );
        return;
    };
    ui.label(
        RichText::new(class.to_string())
            .font(bold(text_size::HEADING))
            .color(palette.text),
    );
    ui.label(RichText::new(words).color(palette.text_muted));
    if let Some((rank, share)) = model.chart().rank(class) {
        ui.label(
            RichText::new(format!(
                "{} best of 169 · top {}",
                ordinal(rank),
                percent_places(share.max(0.01), 0)
            ))
            .font(regular(text_size::SMALL))
            .color(palette.text_muted),
        )
        .on_hover_text(format!(
            "Starting hands ranked by pre-flop equity against {}; the share counts combos (1,326 in all)",
            opponents_text(inputs.opponents())
        ));
    }
    // Always one line here, so nothing moves when the flop comes.
    let (now, color) = match model.made_hand() {
        Some(words) => (format!("On this board: {words}"), palette.text),
        None => ("Before the flop".to_owned(), palette.text_faint),
    };
    ui.add_space(space::XS);
    ui.label(
        RichText::new(now)
            .font(regular(text_size::SMALL))
            .color(color),
    );
}

/// The five board slots, a note while a street is incomplete, and the dead cards.
fn board_ui(
    ui: &mut Ui,
    inputs: &GridInputs,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
    actions: &mut Vec<Action>,
) {
    let selected = inputs.selected();
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = space::XS;
        for (i, card) in inputs.board().iter().enumerate() {
            if i == 3 {
                ui.add_space(space::S);
            }
            let slot = Slot::Board(i);
            let caption = match i {
                0..=2 => "Flop",
                3 => "Turn",
                _ => "River",
            };
            let response = ui.add(
                CardView::new(
                    textures,
                    palette,
                    GridInputs::label(slot),
                    *card,
                    BOARD_CARD,
                )
                .style(style)
                .caption(caption)
                .selected(selected == Some(slot)),
            );
            if response.clicked() {
                actions.push(Action::ClickSlot(slot));
            }
        }
    });
    if inputs.pending_board() > 0 {
        ui.label(
            RichText::new("Fill the empty board slot first: the grid counts the cards before it")
                .font(regular(text_size::SMALL))
                .color(palette.estimate),
        );
    }
    ui.add_space(space::S);
    ui.label(
        RichText::new("Dead cards (seen folded or burned)")
            .font(regular(text_size::SMALL))
            .color(palette.text_muted),
    );
    let selected = match selected {
        Some(Slot::Dead(i)) => Some(i),
        _ => None,
    };
    let clicked = dead_cards_ui(
        ui,
        textures,
        palette,
        style,
        inputs.dead(),
        MAX_DEAD,
        DEAD_CARD,
        selected,
        |i| GridInputs::label(Slot::Dead(i)),
    );
    if let Some(i) = clicked {
        actions.push(Action::ClickSlot(Slot::Dead(i)));
    }
}

/// Where the next card goes, the deck, the clear buttons and the last refusal.
fn deal_ui(
    ui: &mut Ui,
    model: &OddsGrid,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
    actions: &mut Vec<Action>,
) {
    let inputs = model.inputs();
    let next = inputs.selected().map(GridInputs::label);
    let buttons = [
        DeckButton {
            text: "Clear board",
            hint: Some("Take the board and dead cards off"),
        },
        DeckButton {
            text: "Clear all",
            hint: None,
        },
    ];
    let panel = DeckPanel {
        next: next.as_deref(),
        choose: "Click a slot to choose where the next card goes",
        used: inputs.used(),
        buttons: &buttons,
        message: model.message(),
    };
    match deck_panel_ui(ui, &panel, textures, palette, style) {
        Some(DeckClick::Card(card)) => actions.push(Action::Pick(card)),
        Some(DeckClick::Button(0)) => actions.push(Action::ClearBoard),
        Some(DeckClick::Button(_)) => actions.push(Action::ClearAll),
        None => {}
    }
}

/// The three typed-cards fields.
fn type_cards_ui(
    ui: &mut Ui,
    inputs: &GridInputs,
    widgets: &mut OddsGridWidgets,
    palette: &Palette,
    actions: &mut Vec<Action>,
) {
    egui::Grid::new("odds_grid_type")
        .num_columns(2)
        .spacing(Vec2::new(space::S, space::XS))
        .show(ui, |ui| {
            for (place, title, name, hint) in [
                (Place::Hand, "Hand", "Hand cards", "e.g. AsKs"),
                (Place::Board, "Board", "Board cards", "e.g. Ts Qs 2d"),
                (Place::Dead, "Dead", "Dead cards", "e.g. 2h 8s"),
            ] {
                ui.label(RichText::new(title).color(palette.text));
                let model = inputs.text(place);
                let field = widgets.field(place);
                if let Some(text) = ui
                    .vertical(|ui| field.show(ui, palette, "odds grid", name, hint, &model))
                    .inner
                {
                    actions.push(Action::SetText(place, text));
                }
                ui.end_row();
            }
        });
}
