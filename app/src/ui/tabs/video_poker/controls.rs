//! Under the machine's screen: the CREDITS, BET and WIN meters, the Deal / Draw, Bet max, Bet
//! one (and, when the credits run out, Add credits) buttons, and a line for the keys or for why
//! the last move was refused, with the number of hands (multi-play) at its right; and, drawn
//! by the machine across its screen, the tutor's question before a draw that gives up EV.

use egui::{Align, Layout, RichText, Ui, Vec2};

use super::figure_group_ui;
use crate::app::video_poker::{Action, STARTING_CREDITS, TutorQuestion, VideoPoker};
use crate::ui::theme::video_poker::{BET_BUTTON, DEAL_BUTTON, METER_FIGURE_MORE, REFILL_BUTTON};
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use crate::ui::widgets::section::primary_button_ui;
use pokerlab::format::{coins, ev_per_coin, group_digits};
use pokerlab::video_poker::{ExtraDeck, Hands};

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
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            hands_picker_ui(ui, p, state, actions);
        });
    });
}

/// The tutor's question before a draw that gives up EV: "Draw anyway? −0.1234 per coin",
/// with Draw anyway and Change my hold. The machine puts it across the top of its screen,
/// just above the cards the player is looking at (and in ten-play, above the fold).
pub fn tutor_question_ui(ui: &mut Ui, p: &Palette, q: TutorQuestion, actions: &mut Vec<Action>) {
    egui::Frame::new()
        .fill(p.tutor_question())
        .corner_radius(radius::M)
        .inner_margin(space::XS)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(format!(
                        "Draw anyway? −{} per coin",
                        ev_per_coin(q.loss.to_f64())
                    ))
                    .font(bold(text_size::BODY))
                    .color(p.estimate),
                );
                ui.label(
                    RichText::new(format!("({} coins on this deal)", coins(q.coins)))
                        .font(regular(text_size::SMALL))
                        .color(p.text_muted),
                );
                if ui.button("Draw anyway").clicked() {
                    actions.push(Action::DrawAnyway);
                }
                if ui.button("Change my hold").clicked() {
                    actions.push(Action::ChangeHold);
                }
            });
        });
}

/// Multi-play: 1, 3, 5 or 10 hands from one hold (between hands), right to left.
fn hands_picker_ui(ui: &mut Ui, p: &Palette, state: &VideoPoker, actions: &mut Vec<Action>) {
    let t = state.trainer();
    let current = t.game().hands();
    ui.add_enabled_ui(!t.in_play(), |ui| {
        for hands in Hands::ALL.iter().rev() {
            let response = ui
                .selectable_label(*hands == current, hands.count().to_string())
                .on_hover_text(format!(
                    "Play {hands} from one hold, each drawn from its own deck (bet × hands)"
                ));
            let response = response.accessible_name(hands.to_string());
            if response.clicked() {
                actions.push(Action::SetHands(hands.count()));
            }
        }
        ui.label(
            RichText::new("Hands")
                .font(bold(text_size::SMALL))
                .color(p.text_muted),
        );
        if current.count() > 1 {
            extra_deck_ui(ui, t.game().extra_deck(), actions);
        }
    });
}

/// Which deck the extra hands draw from: the rule machines differ in (shown with several
/// hands).
fn extra_deck_ui(ui: &mut Ui, current: ExtraDeck, actions: &mut Vec<Action>) {
    egui::ComboBox::from_id_salt("extra_deck")
        .selected_text(current.label())
        .show_ui(ui, |ui| {
            for deck in ExtraDeck::ALL {
                let response = ui
                    .selectable_label(deck == current, deck.label())
                    .on_hover_text(deck.explain());
                if response.clicked() && deck != current {
                    actions.push(Action::SetExtraDeck(deck));
                }
            }
        })
        .response
        .on_hover_text(current.explain())
        .accessible_name(EXTRA_DECK_MENU);
}

/// The accessible name of the menu of [`ExtraDeck`] rules.
const EXTRA_DECK_MENU: &str = "Extra hands draw from";

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
