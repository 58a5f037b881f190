//! Under the machine's screen: the CREDITS, BET and WIN meters, the Deal / Draw, Bet max, Bet
//! one (and, when the credits run out, Add credits) buttons, and a line for the keys or for why
//! the last move was refused.

use egui::{Align, Layout, RichText, Ui, Vec2};

use super::figure_group_ui;
use crate::app::video_poker::{Action, STARTING_CREDITS, VideoPoker};
use crate::format::group_digits;
use crate::ui::theme::video_poker::{BET_BUTTON, DEAL_BUTTON, METER_FIGURE_MORE, REFILL_BUTTON};
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::section::primary_button_ui;

/// Draws the meters, the buttons and the line under them.
pub fn controls_ui(ui: &mut Ui, p: &Palette, state: &VideoPoker, actions: &mut Vec<Action>) {
    let t = state.trainer();
    let game = t.game();
    let in_play = t.in_play();
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = space::XL;
        meter_ui(ui, p, "CREDITS", &group_digits(game.credits()));
        meter_ui(ui, p, "BET", &game.bet().coins().to_string());
        meter_ui(ui, p, "WIN", &group_digits(state.win()));
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            ui.spacing_mut().item_spacing.x = space::S;
            let (text, enabled) = if in_play {
                ("Draw", t.can_draw())
            } else {
                ("Deal", t.can_deal())
            };
            if primary_button_ui(ui, p, text, Vec2::from(DEAL_BUTTON), enabled)
                .on_hover_text("Space or Enter")
                .clicked()
            {
                actions.push(Action::DealOrDraw);
            }
            ui.add_space(space::S);
            let big = |text: &str| RichText::new(text.to_owned()).font(bold(text_size::BODY));
            if ui
                .add_enabled(
                    !in_play && !game.bet().is_max(),
                    egui::Button::new(big("Bet max")).min_size(Vec2::from(BET_BUTTON)),
                )
                .on_hover_text("Bet five coins: the royal flush pays its bonus only at five")
                .clicked()
            {
                actions.push(Action::BetMax);
            }
            if ui
                .add_enabled(
                    !in_play,
                    egui::Button::new(big("Bet one")).min_size(Vec2::from(BET_BUTTON)),
                )
                .on_hover_text("One coin more (from five back to one)")
                .clicked()
            {
                actions.push(Action::BetOne);
            }
            if state.needs_refill()
                && ui
                    .add(
                        egui::Button::new(big(&format!(
                            "Add {} credits",
                            group_digits(STARTING_CREDITS)
                        )))
                        .min_size(Vec2::from(REFILL_BUTTON)),
                    )
                    .clicked()
            {
                actions.push(Action::Refill);
            }
        });
    });
    ui.add_space(space::XS);
    ui.horizontal(|ui| {
        let text = match state.message() {
            Some(m) => RichText::new(m).color(p.error),
            None => RichText::new("Keys: 1–5 hold a card · Space or Enter deals and draws")
                .color(p.text_faint),
        };
        ui.label(text.font(regular(text_size::SMALL)));
    });
}

/// A machine meter: a small caption over a bold figure.
fn meter_ui(ui: &mut Ui, p: &Palette, caption: &str, figure: &str) {
    figure_group_ui(ui, caption, |ui| {
        ui.spacing_mut().item_spacing.y = 0.0;
        ui.label(
            RichText::new(caption)
                .font(bold(text_size::SMALL))
                .color(p.text_muted),
        );
        ui.label(
            RichText::new(figure)
                .font(bold(text_size::HEADING + METER_FIGURE_MORE))
                .color(p.accent_text()),
        );
    });
}
