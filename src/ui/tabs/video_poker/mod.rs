//! The Video Poker tab: a trainer for every built-in game (Jacks or Better, the bonus games,
//! Deuces Wild, Joker Poker), on one hand or several from one hold. The pay table with
//! the current bet's column and the paying row lit; five big cards to hold by clicking (or keys
//! 1–5); HoldemHand's trainer's two figures — the EV of the hold as it stands and the best EV —
//! updated as holds change; after each draw a verdict with the EV given up and the best hold
//! shown on the dealt cards; an optional hint that marks the best hold; the session's scorecard;
//! and the table's return under perfect play, computed in the background.
//!
//! The state and every decision are the app's [`VideoPoker`]; this module reads keys and clicks
//! as [`Action`]s and draws, one file per panel: [`pay_table`], [`machine`] (the big cards), the
//! other [`hands`] of multi-play (both on the machine's [`screen`]) and the [`controls`] (with
//! the tutor's question), the [`strategy`] chart, and the [`side_panel`] with the [`last_hand`] and the [`session`].

pub mod controls;
pub mod hands;
pub mod last_hand;
pub mod machine;
pub mod pay_table;
pub mod screen;
pub mod session;
pub mod side_panel;
pub mod strategy;

use std::sync::Arc;

use egui::{Align, Key, Layout, Ui, UiBuilder, accesskit::Role};

use super::TabContext;
use crate::app::video_poker::{Action, VideoPoker};
use crate::art::CardFace;
use crate::jobs::Waker;
use crate::ui::theme::space;
use crate::ui::theme::video_poker::{SIDE_SHARE, SIDE_WIDTH};
use crate::ui::widgets::two_pane::{Side, two_pane_ui};
use crate::video_poker::DeckCard;

/// Draws the Video Poker tab: keys act first (so a held card shows HELD in this very frame),
/// clicks after drawing.
pub fn video_poker_ui(ui: &mut Ui, state: &mut VideoPoker, cx: &mut TabContext<'_>) {
    let ctx = ui.ctx().clone();
    let waker: Waker = Arc::new(move || ctx.request_repaint());
    state.poll(&waker);
    let palette = cx.palette;
    let style = cx.settings.deck_style();
    // Keys act before drawing, so this frame already shows what they did.
    for action in keyboard_actions(ui) {
        state.apply(action);
    }
    state.poll(&waker);
    let mut actions = Vec::new();

    two_pane_ui(
        ui,
        "video_poker",
        Side::Right,
        SIDE_WIDTH.min(ui.available_width() * SIDE_SHARE),
        &mut (&mut *state, &mut *cx.textures, &mut actions),
        |ui, (state, textures, actions)| {
            side_panel::side_panel_ui(ui, textures, palette, style, state, actions);
        },
        |ui, (state, textures, actions)| {
            pay_table::pay_table_ui(ui, palette, state, actions);
            ui.add_space(space::M);
            machine::machine_ui(ui, textures, palette, style, state, actions);
        },
    );

    // Clicks act after drawing: one more frame shows their effect.
    if !actions.is_empty() {
        ui.ctx().request_repaint();
    }
    for action in actions {
        state.apply(action);
    }
    // The analysis of a hand just dealt, if the tables are ready, without waiting a frame.
    state.poll(&waker);
    *cx.status = state.status_line();
}

/// The action of a key: 1–5 hold, Space or Enter deals and draws.
fn action_of(key: Key) -> Option<Action> {
    match key {
        Key::Num1 => Some(Action::Toggle(0)),
        Key::Num2 => Some(Action::Toggle(1)),
        Key::Num3 => Some(Action::Toggle(2)),
        Key::Num4 => Some(Action::Toggle(3)),
        Key::Num5 => Some(Action::Toggle(4)),
        Key::Space | Key::Enter => Some(Action::DealOrDraw),
        _ => None,
    }
}

/// The keys pressed this frame as actions, in the order pressed (taken out of the input before
/// any button sees them); none while a text field has the keyboard.
fn keyboard_actions(ui: &Ui) -> Vec<Action> {
    let mut actions = Vec::new();
    if ui.ctx().egui_wants_keyboard_input() {
        return actions;
    }
    ui.ctx().input_mut(|input| {
        input.events.retain(|event| match event {
            egui::Event::Key {
                key,
                pressed,
                repeat,
                modifiers,
                ..
            } if modifiers.is_none() => match action_of(*key) {
                Some(action) => {
                    if *pressed && !*repeat {
                        actions.push(action);
                    }
                    false
                }
                None => true,
            },
            _ => true,
        });
    });
    actions
}

/// The picture of a video poker card: its face, or the joker's.
fn deck_face(card: DeckCard) -> CardFace {
    card.card().map_or(CardFace::Joker, CardFace::Card)
}

/// A caption and its figure as one group named by the caption (screen readers, tests).
fn figure_group_ui(ui: &mut Ui, caption: &str, add: impl FnOnce(&mut Ui)) {
    ui.scope_builder(
        UiBuilder::new()
            .id_salt(("figure", caption))
            .accessibility_label(caption)
            .accessibility_role(Role::Group)
            .layout(Layout::top_down(Align::Min)),
        add,
    );
}
