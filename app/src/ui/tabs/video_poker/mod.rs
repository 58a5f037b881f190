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
//! other [hands](extra_hands) of multi-play (both on the machine's [`screen`]) and the [`controls`] (with
//! the tutor's question), the [`strategy`] chart, and the [`side_panel`] with the [`last_hand`], the [`session`] and
//! the [`bankroll`] view.

pub mod bankroll;
pub mod controls;
pub mod extra_hands;
pub mod last_hand;
pub mod machine;
pub mod pay_table;
pub mod screen;
pub mod session;
pub mod side_panel;
pub mod strategy;

use egui::{Align, Key, Layout, Ui, UiBuilder, accesskit::Role};

use super::{TabContext, TabUi};
use crate::app::video_poker::{Action, VideoPoker};
use crate::ui::theme::space;
use crate::ui::theme::video_poker::{SIDE_SHARE, SIDE_WIDTH, STRATEGY_BESIDE_FROM};
use crate::ui::widgets::two_pane::{Side, two_pane_ui};
use pokerlab::art::CardFace;
use pokerlab::video_poker::DeckCard;

impl TabUi for VideoPoker {
    type Widgets = ();

    /// Keys act before the logic step and the drawing, so a held card shows HELD in this
    /// very frame and a hand dealt by key is analysed before it is drawn.
    fn tab_keys(state: &mut VideoPoker, ctx: &egui::Context) {
        for action in keyboard_actions(ctx) {
            state.apply(action);
        }
    }

    fn tab_ui(ui: &mut Ui, state: &mut VideoPoker, _: &mut (), cx: &mut TabContext<'_>) {
        video_poker_ui(ui, state, cx);
    }
}

/// Draws the Video Poker tab; clicks act after drawing (the next frame, whose logic step
/// analyses a hand just dealt, shows their effect).
pub fn video_poker_ui(ui: &mut Ui, state: &mut VideoPoker, cx: &mut TabContext<'_>) {
    let palette = cx.palette;
    let style = cx.settings.deck_style();
    let mut actions = Vec::new();
    // On a wide window the strategy chart gets a column of its own beside the machine.
    let beside = ui.available_width() >= STRATEGY_BESIDE_FROM;
    let side = if beside {
        2.0 * SIDE_WIDTH + space::L
    } else {
        SIDE_WIDTH.min(ui.available_width() * SIDE_SHARE)
    };

    two_pane_ui(
        ui,
        "video_poker",
        Side::Right,
        side,
        &mut (&mut *state, &mut *cx.textures, &mut actions),
        |ui, (state, textures, actions)| {
            side_panel::side_panel_ui(ui, textures, palette, style, state, actions, beside);
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
fn keyboard_actions(ctx: &egui::Context) -> Vec<Action> {
    let mut actions = Vec::new();
    if ctx.egui_wants_keyboard_input() {
        return actions;
    }
    ctx.input_mut(|input| {
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
