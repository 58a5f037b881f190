//! The side panel: this hand (the EV of the hold as it stands, the best EV, where the hold
//! ranks, the hint and the tutor's switches), then the [last hand](super::last_hand), the
//! [session](super::session), the [bankroll](super::bankroll) view and the
//! [strategy chart](super::strategy) — in that order always; on a wide window the strategy
//! chart in a column of its own beside the machine.

use egui::{Color32, RichText, Ui};

use super::bankroll::bankroll_ui;
use super::figure_group_ui;
use super::last_hand::last_hand_ui;
use super::session::session_ui;
use super::strategy::chart_panel_ui;
use crate::app::video_poker::{Action, ThisHand, VideoPoker};
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::section::section_ui;
use pokerlab::art::DeckStyle;
use pokerlab::format::{coins, ev_per_coin, ordinal};

/// Draws the side panel, its sections always in the same order (a section never appears or
/// goes between deals, so nothing moves under the pointer). With `beside` the Strategy chart
/// takes a column of its own, next to the machine, instead of coming last.
pub fn side_panel_ui(
    ui: &mut Ui,
    textures: &mut CardTextures,
    p: &Palette,
    style: DeckStyle,
    state: &VideoPoker,
    actions: &mut Vec<Action>,
    beside: bool,
) {
    if beside {
        ui.columns(2, |cols| {
            strategy_section_ui(&mut cols[0], p, state);
            figures_ui(&mut cols[1], textures, p, style, state, actions);
        });
    } else {
        figures_ui(ui, textures, p, style, state, actions);
        ui.add_space(space::M);
        strategy_section_ui(ui, p, state);
    }
}

/// This hand, the last hand, the session and the bankroll.
fn figures_ui(
    ui: &mut Ui,
    textures: &mut CardTextures,
    p: &Palette,
    style: DeckStyle,
    state: &VideoPoker,
    actions: &mut Vec<Action>,
) {
    section_ui(ui, p, "This hand", |ui| {
        this_hand_ui(ui, p, state, actions);
    });
    ui.add_space(space::M);
    section_ui(ui, p, "Last hand", |ui| match state.last_hand() {
        Some(last) => last_hand_ui(ui, textures, p, style, &last),
        None => {
            ui.label(
                RichText::new("After a draw, the verdict on your hold shows here.")
                    .color(p.text_muted),
            );
        }
    });
    ui.add_space(space::M);
    section_ui(ui, p, "Session", |ui| {
        session_ui(ui, p, state.scorecard(), &state.missed_rules());
    });
    ui.add_space(space::M);
    section_ui(ui, p, "Bankroll", |ui| {
        bankroll_ui(ui, p, state, actions);
    });
}

/// The Strategy chart's section.
fn strategy_section_ui(ui: &mut Ui, p: &Palette, state: &VideoPoker) {
    section_ui(ui, p, "Strategy", |ui| {
        chart_panel_ui(ui, p, &state.chart_panel());
    });
}

/// The two EVs, what the hold gives up, the hint, and the hint's switch.
fn this_hand_ui(ui: &mut Ui, p: &Palette, state: &VideoPoker, actions: &mut Vec<Action>) {
    let hand = state.this_hand();
    ui.columns(2, |cols| {
        let mine_color = match &hand {
            Some(h) if h.is_best => p.exact,
            Some(_) => p.estimate,
            None => p.text_faint,
        };
        big_figure_ui(
            &mut cols[0],
            p,
            "EV of your hold",
            hand.as_ref().map(|h| ev_per_coin(h.yours.to_f64())),
            mine_color,
        );
        big_figure_ui(
            &mut cols[1],
            p,
            "Best EV",
            hand.as_ref().map(|h| ev_per_coin(h.best.to_f64())),
            if hand.is_some() { p.text } else { p.text_faint },
        );
    });
    let hands = hand.as_ref().map_or(1, |h| h.hands);
    let caption = if hands > 1 {
        format!(
            "Expected return of the {hands} hands per coin bet on each ({hands}.0000 breaks \
             even)"
        )
    } else {
        "Expected return per coin bet (1.0000 breaks even)".to_owned()
    };
    ui.label(
        RichText::new(caption)
            .font(regular(text_size::SMALL))
            .color(p.text_faint),
    );
    ui.add_space(space::S);
    match &hand {
        Some(hand) => hold_verdict_ui(ui, p, hand),
        None if state.trainer().in_play() => {
            ui.label(RichText::new("Working out the odds…").color(p.text_muted));
        }
        None => {
            ui.label(
                RichText::new(
                    "Deal a hand: as you hold cards, the EV of your hold and the best EV show here.",
                )
                .color(p.text_muted),
            );
        }
    }
    ui.add_space(space::XS);
    let mut hint = state.trainer().hint();
    if ui
        .checkbox(&mut hint, "Mark the best hold while I play")
        .on_hover_text("Outlines the cards of the best hold in green")
        .changed()
    {
        actions.push(Action::SetHint(hint));
    }
    let mut tutor = state.trainer().tutor();
    if ui
        .checkbox(
            &mut tutor,
            "Tutor: ask before I draw a hold that gives up EV",
        )
        .on_hover_text(
            "Before drawing a hold that is not the best, asks: draw anyway, or change it?",
        )
        .changed()
    {
        actions.push(Action::SetTutor(tutor));
    }
}

/// Whether the hold as it stands is the best, else its place and what it gives up; the hint.
fn hold_verdict_ui(ui: &mut Ui, p: &Palette, hand: &ThisHand) {
    let ThisHand {
        is_best,
        place,
        loss,
        loss_coins,
        hint,
        ..
    } = hand;
    if *is_best {
        ui.label(
            RichText::new("✔ This is the best hold")
                .font(bold(text_size::BODY))
                .color(p.exact),
        );
    } else {
        ui.label(
            RichText::new(format!(
                "{} best of 32 · gives up {} per coin ({} coins)",
                ordinal(*place),
                ev_per_coin(loss.to_f64()),
                coins(*loss_coins)
            ))
            .color(p.estimate),
        );
    }
    if let Some(words) = hint {
        ui.label(RichText::new(format!("Hint: hold {words}")).color(p.text_muted));
    }
}

/// A caption over a large figure; "–" while unknown.
fn big_figure_ui(ui: &mut Ui, p: &Palette, caption: &str, figure: Option<String>, color: Color32) {
    figure_group_ui(ui, caption, |ui| {
        ui.spacing_mut().item_spacing.y = 0.0;
        ui.label(
            RichText::new(caption)
                .font(regular(text_size::SMALL))
                .color(p.text_muted),
        );
        ui.label(
            RichText::new(figure.unwrap_or_else(|| "–".to_owned()))
                .font(bold(text_size::BIG))
                .color(color),
        );
    });
}
