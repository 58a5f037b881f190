//! The Video Poker tab: a Jacks-or-Better trainer (any built-in pay table). The pay table with
//! the current bet's column and the paying row lit; five big cards to hold by clicking (or keys
//! 1–5); HoldemHand's trainer's two figures — the EV of the hold as it stands and the best EV — updated as
//! holds change; after each draw a verdict with the EV given up and the best hold shown on the
//! dealt cards; an optional hint that marks the best hold; the session's scorecard; and the
//! table's return under perfect play, computed in the background.
//!
//! The logic is a [`Trainer`] (in [`crate::app::video_poker::trainer`]); this module draws it and turns clicks and keys
//! into moves.

use std::sync::Arc;

use egui::{
    Align, Align2, Color32, CornerRadius, Frame, Key, Layout, Margin, Rect, RichText, ScrollArea,
    Sense, Stroke, StrokeKind, Ui, UiBuilder, Vec2, accesskit::Role,
};
use serde::{Deserialize, Serialize};

use super::TabContext;
use crate::app::video_poker::trainer::{
    LastRound, STARTING_CREDITS, SavedTrainer, Trainer, WholeGame,
};
use crate::art::{BackColor, CardFace, DeckStyle};
use crate::cards::Card;
use crate::format::{group_digits, ordinal};
use crate::jobs::Waker;
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use crate::ui::widgets::card::CardView;
use crate::ui::widgets::section::{primary_button, progress_bar, section};
use crate::video_poker::{Bet, Deck, Ev, HoldMask, HoldsAnalysis, LineFrequency};

/// Width of the side panel (points).
const SIDE_WIDTH: f32 = 380.0;
/// Height of a pay-table row.
const PAY_ROW: f32 = 23.0;
/// Height of a pay-table row on a short window.
const PAY_ROW_COMPACT: f32 = 18.0;
/// The largest card height on the machine.
const MAX_CARD: f32 = 230.0;
/// Cards of the last hand in the side panel.
const MINI_CARD: f32 = 56.0;
/// Holds listed under the last hand.
const TOP_HOLDS: usize = 3;

/// A move asked for this frame, applied after drawing.
#[derive(Clone, Debug, PartialEq)]
enum Action {
    Toggle(usize),
    DealOrDraw,
    BetOne,
    BetMax,
    SetTable(String),
    SetHint(bool),
    Refill,
}

/// The Video Poker tab. Saved between runs as a [`SavedTrainer`] (table, credits, bet, hint).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(from = "SavedTrainer", into = "SavedTrainer")]
pub struct VideoPokerTab {
    trainer: Trainer,
    message: Option<String>,
}

impl Default for VideoPokerTab {
    fn default() -> Self {
        VideoPokerTab::from(SavedTrainer::default())
    }
}

impl PartialEq for VideoPokerTab {
    /// Equal when they would be saved alike.
    fn eq(&self, other: &Self) -> bool {
        self.trainer.saved() == other.trainer.saved()
    }
}

impl From<SavedTrainer> for VideoPokerTab {
    fn from(saved: SavedTrainer) -> Self {
        VideoPokerTab {
            trainer: Trainer::from_saved(&saved),
            message: None,
        }
    }
}

impl From<VideoPokerTab> for SavedTrainer {
    fn from(tab: VideoPokerTab) -> Self {
        tab.trainer.saved()
    }
}

/// An EV per coin, four decimals.
fn ev_text(ev: Ev) -> String {
    format!("{:.4}", ev.to_f64())
}

/// How often, as people say it: "21.5%", "1 in 40,391".
fn chance_text(p: f64) -> String {
    if p <= 0.0 {
        "–".to_owned()
    } else if p >= 0.01 {
        format!("{:.1}%", 100.0 * p)
    } else {
        format!("1 in {}", group_digits((1.0 / p).round() as u64))
    }
}

/// A hold in words: "Jh Jd", or "nothing (draw five)".
fn hold_words(mask: HoldMask, dealt: &[Card; 5]) -> String {
    if mask == HoldMask::NONE {
        "nothing (draw five)".to_owned()
    } else {
        mask.describe(dealt)
    }
}

impl VideoPokerTab {
    /// The trainer.
    pub fn trainer(&self) -> &Trainer {
        &self.trainer
    }

    /// The trainer, to change directly (tests, scripts).
    pub fn trainer_mut(&mut self) -> &mut Trainer {
        &mut self.trainer
    }

    /// Shuffles from `seed` from now on (tests and replays).
    pub fn seed(&mut self, seed: u64) {
        self.trainer.seed(seed);
    }

    /// Deals the next hand from `deck` instead of a shuffle (tests and replays).
    pub fn deal_from(&mut self, deck: Deck) {
        self.message = self.trainer.deal_from(deck).err().map(|e| e.to_string());
    }

    /// Whether the hold EVs of the current table and bet are ready (and the hand in play, if
    /// any, analysed).
    pub fn is_ready(&self) -> bool {
        self.trainer.is_ready() && (!self.trainer.in_play() || self.trainer.analysis().is_some())
    }

    /// Draws the tab.
    pub fn ui(&mut self, ui: &mut Ui, cx: &mut TabContext<'_>) {
        let ctx = ui.ctx().clone();
        let waker: Waker = Arc::new(move || ctx.request_repaint());
        self.trainer.poll(&waker);
        let palette = cx.palette;
        let style = cx.settings.deck_style();
        // Keys act before drawing, so this frame already shows what they did.
        for action in self.keyboard(ui) {
            self.apply(action);
        }
        self.trainer.poll(&waker);
        let mut actions = Vec::new();

        egui::Panel::right("video_poker_side")
            .exact_size(SIDE_WIDTH.min(ui.available_width() * 0.4))
            .resizable(false)
            .show_separator_line(false)
            .frame(Frame::NONE.inner_margin(Margin {
                left: space::L as i8,
                ..Margin::ZERO
            }))
            .show(ui, |ui| {
                ScrollArea::vertical()
                    .id_salt("video_poker_side_scroll")
                    .show(ui, |ui| {
                        self.side_panel(ui, cx.textures, palette, style, &mut actions);
                    });
            });
        egui::CentralPanel::no_frame().show(ui, |ui| {
            ScrollArea::vertical()
                .id_salt("video_poker_main_scroll")
                .show(ui, |ui| {
                    self.pay_table(ui, palette, &mut actions);
                    ui.add_space(space::M);
                    self.machine(ui, cx.textures, palette, style, &mut actions);
                });
        });

        // Clicks act after drawing: one more frame shows their effect.
        if !actions.is_empty() {
            ui.ctx().request_repaint();
        }
        for action in actions {
            self.apply(action);
        }
        // The analysis of a hand just dealt, if the tables are ready, without waiting a frame.
        self.trainer.poll(&waker);
        *cx.status = self.status_line();
    }

    /// Keys 1–5 hold, Space or Enter deals and draws, in the order pressed (taken out of the
    /// input before any button sees them).
    fn keyboard(&self, ui: &Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        if ui.ctx().egui_wants_keyboard_input() {
            return actions;
        }
        let action_of = |key: Key| match key {
            Key::Num1 => Some(Action::Toggle(0)),
            Key::Num2 => Some(Action::Toggle(1)),
            Key::Num3 => Some(Action::Toggle(2)),
            Key::Num4 => Some(Action::Toggle(3)),
            Key::Num5 => Some(Action::Toggle(4)),
            Key::Space | Key::Enter => Some(Action::DealOrDraw),
            _ => None,
        };
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

    fn apply(&mut self, action: Action) {
        self.message = None;
        let t = &mut self.trainer;
        let outcome = match action {
            Action::Toggle(i) => {
                if t.in_play() {
                    t.toggle_hold(i).map(|_| ())
                } else {
                    Ok(())
                }
            }
            Action::DealOrDraw => {
                if t.in_play() {
                    if t.can_draw() {
                        t.draw().map(|_| ())
                    } else {
                        Ok(())
                    }
                } else if t.can_deal() {
                    t.deal().map(|_| ())
                } else {
                    Ok(())
                }
            }
            Action::BetOne => t.bet_one(),
            Action::BetMax => t.set_bet(Bet::MAX),
            Action::SetTable(name) => t.set_table(&name),
            Action::SetHint(on) => {
                t.set_hint(on);
                Ok(())
            }
            Action::Refill => {
                t.refill();
                Ok(())
            }
        };
        if let Err(e) = outcome {
            self.message = Some(e.to_string());
        }
    }

    fn status_line(&self) -> String {
        let t = &self.trainer;
        let game = t.game();
        let head = format!("{} · bet {}", game.paytable().title(), game.bet());
        let whole = match t.whole_game() {
            WholeGame::Ready(a) => {
                format!("return with perfect play {:.4}%", 100.0 * a.return_rate())
            }
            WholeGame::Running(p) => format!(
                "working out the return with perfect play ({:.0}%)",
                100.0 * p
            ),
            WholeGame::Failed => "the return could not be computed".to_owned(),
        };
        if !t.is_ready() {
            return format!("{head} · building the draw tables…");
        }
        match (t.analysis(), t.in_play()) {
            (Some(a), true) => format!(
                "{head} · your hold {} · best {} · {whole}",
                ev_text(a.ev(t.held())),
                ev_text(a.best().ev)
            ),
            _ => format!("{head} · {whole}"),
        }
    }

    // ----- the pay table -----

    fn pay_table(&self, ui: &mut Ui, palette: &Palette, actions: &mut Vec<Action>) {
        let p = palette;
        let t = &self.trainer;
        let game = t.game();
        let table = game.paytable();
        let bet = game.bet();
        let lit = t
            .last()
            .filter(|_| !t.in_play())
            .and_then(|last| table.line_for(last.result.class).map(|l| l.key));
        let frequencies: Option<Vec<LineFrequency>> = match t.whole_game() {
            WholeGame::Ready(a) => Some(a.frequencies()),
            _ => None,
        };
        // On a short window the rows close up, so the cards and the buttons stay in view.
        let row_h = if ui.available_height() < 720.0 {
            PAY_ROW_COMPACT
        } else {
            PAY_ROW
        };
        section(ui, p, "Pay table", |ui| {
            let narrow = ui.available_width() < 640.0;
            let mut header = |ui: &mut Ui| {
                ui.add_enabled_ui(!t.in_play(), |ui| {
                    let response = egui::ComboBox::from_id_salt("video poker table")
                        .selected_text(RichText::new(table.title()).font(bold(text_size::BODY)))
                        .width(if narrow { 240.0 } else { 300.0 })
                        .show_ui(ui, |ui| {
                            for option in t.tables() {
                                if ui
                                    .selectable_label(option.name() == table.name(), option.title())
                                    .clicked()
                                {
                                    actions.push(Action::SetTable(option.name().to_owned()));
                                }
                            }
                        });
                    let _ = response
                        .response
                        .accessible_name("Pay table")
                        .on_hover_text("The machine's pay table (between hands)");
                });
            };
            if narrow {
                ui.horizontal(header);
                ui.horizontal(|ui| whole_game_figure(ui, p, t));
            } else {
                ui.horizontal(|ui| {
                    header(ui);
                    ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                        whole_game_figure(ui, p, t);
                    });
                });
            }
            ui.add_space(space::S);
            let width = ui.available_width();
            let name_w = (width * 0.26).clamp(150.0, 230.0);
            let chance_w = 110.0;
            let col_w = (width - name_w - chance_w) / 5.0;
            let col_x = |c: usize| name_w + c as f32 * col_w;
            let rows = table.lines().len();
            let (rect, _) =
                ui.allocate_exact_size(Vec2::new(width, row_h * (rows + 1) as f32), Sense::hover());
            let painter = ui.painter();
            // The current bet's column.
            let column = Rect::from_min_size(
                rect.min + Vec2::new(col_x(usize::from(bet.coins()) - 1), 0.0),
                Vec2::new(col_w, rect.height()),
            );
            painter.rect_filled(
                column,
                radius::S,
                p.accent.gamma_multiply(if p.dark { 0.16 } else { 0.22 }),
            );
            let header_font = bold(text_size::SMALL);
            painter.text(
                rect.min + Vec2::new(space::S, row_h / 2.0),
                Align2::LEFT_CENTER,
                "HAND",
                header_font.clone(),
                p.text_muted,
            );
            for c in 0..5 {
                let coins = c + 1;
                let text = if coins == 1 {
                    "1 COIN".to_owned()
                } else {
                    format!("{coins} COINS")
                };
                let current = coins == usize::from(bet.coins());
                painter.text(
                    rect.min + Vec2::new(col_x(c) + col_w - space::S, row_h / 2.0),
                    Align2::RIGHT_CENTER,
                    text,
                    header_font.clone(),
                    if current { p.text } else { p.text_muted },
                );
            }
            painter.text(
                rect.min + Vec2::new(width - space::S, row_h / 2.0),
                Align2::RIGHT_CENTER,
                "HOW OFTEN",
                header_font,
                p.text_muted,
            );
            let mut child = ui.new_child(UiBuilder::new().max_rect(rect).id_salt("pay rows"));
            for (i, line) in table.lines().iter().enumerate() {
                let row = Rect::from_min_size(
                    rect.min + Vec2::new(0.0, row_h * (i + 1) as f32),
                    Vec2::new(width, row_h),
                );
                let is_lit = lit == Some(line.key);
                let ui = &mut child;
                if is_lit {
                    ui.painter().rect_filled(row, radius::S, p.accent);
                } else if i % 2 == 1 {
                    ui.painter()
                        .rect_filled(row, radius::S, p.surface_strong.gamma_multiply(0.45));
                }
                let ink = if is_lit { p.on_accent } else { p.text };
                let font = if is_lit {
                    bold(text_size::BODY)
                } else {
                    regular(text_size::BODY)
                };
                let mut cells = Vec::with_capacity(7);
                cells.push(line.label.to_owned());
                for c in 0..5 {
                    let coins = Bet::new(c as u8 + 1).unwrap_or(Bet::MAX);
                    cells.push(group_digits(
                        u64::from(table.line_pay(line, coins)) * u64::from(coins.coins()),
                    ));
                }
                let chance = frequencies
                    .as_ref()
                    .and_then(|f| f.iter().find(|f| f.key == line.key))
                    .map_or("…".to_owned(), |f| chance_text(f.probability));
                cells.push(chance);
                let mut row_ui = ui.new_child(
                    UiBuilder::new()
                        .max_rect(row)
                        .id_salt(("pay row", i))
                        .accessibility_label(format!("{} pays", line.label))
                        .accessibility_role(Role::Row),
                );
                for (k, text) in cells.iter().enumerate() {
                    let (x0, w, left) = match k {
                        0 => (0.0, name_w, true),
                        6 => (width - chance_w, chance_w, false),
                        c => (col_x(c - 1), col_w, false),
                    };
                    let cell = Rect::from_min_size(
                        row.min + Vec2::new(x0, 0.0),
                        Vec2::new(w - space::S, row_h),
                    );
                    let layout = if left {
                        Layout::left_to_right(Align::Center)
                    } else {
                        Layout::right_to_left(Align::Center)
                    };
                    let color = match k {
                        6 if !is_lit => p.text_muted,
                        c if (1..=5).contains(&c) && !is_lit && c != usize::from(bet.coins()) => {
                            p.text_muted
                        }
                        _ => ink,
                    };
                    row_ui.scope_builder(
                        UiBuilder::new().max_rect(cell.shrink2(Vec2::new(space::S / 2.0, 0.0))),
                        |ui| {
                            ui.with_layout(layout, |ui| {
                                ui.add_space(if left { space::S / 2.0 } else { 0.0 });
                                ui.label(RichText::new(text).font(font.clone()).color(color));
                            });
                        },
                    );
                }
            }
        });
    }

    // ----- the machine: cards, meters, buttons -----

    fn machine(
        &self,
        ui: &mut Ui,
        textures: &mut CardTextures,
        palette: &Palette,
        style: DeckStyle,
        actions: &mut Vec<Action>,
    ) {
        let p = palette;
        let t = &self.trainer;
        let width = ui.available_width();
        let controls_h = 96.0;
        let height = (ui.available_height() - controls_h - space::M).clamp(180.0, MAX_CARD + 110.0);
        let (screen, _) = ui.allocate_exact_size(Vec2::new(width, height), Sense::hover());
        paint_screen(ui.painter(), screen, p);

        let tag_h = 24.0;
        let gap = space::L;
        let banner_h = 40.0;
        let card_h = (screen.height() - banner_h - 2.0 * tag_h - 2.0 * space::M)
            .min((screen.width() - 2.0 * space::XL - 4.0 * gap) / 5.0 * 7.0 / 5.0)
            .clamp(80.0, MAX_CARD);
        let card_w = CardTextures::card_size(card_h).x;
        // Every face at this size, rendered in the background ahead of need (and kept: asking
        // for them each frame marks them used), so a deal or a draw never shows a stand-in.
        textures.prefetch(ui.ctx(), Card::all().map(CardFace::Card), style, card_h);
        let total = 5.0 * card_w + 4.0 * gap;
        let left = screen.center().x - total / 2.0;
        // Cards centred in what the banner leaves.
        let top = screen.top()
            + banner_h
            + tag_h
            + space::XS
            + (screen.height() - banner_h - 2.0 * tag_h - 2.0 * space::XS - card_h - space::M)
                / 2.0;

        let hand = t.game().hand();
        let held = t.held();
        let analysis = t.analysis();
        let best = analysis.map(|a| a.best().mask);
        let last = t.last();
        let cards: Option<[Card; 5]> = match (hand, last) {
            (Some(h), _) => Some(h.cards()),
            (None, Some(l)) => Some(l.result.final_hand),
            (None, None) => None,
        };
        let mut child = ui.new_child(UiBuilder::new().max_rect(screen).id_salt("machine cards"));
        for i in 0..5 {
            let rect = Rect::from_min_size(
                egui::pos2(left + i as f32 * (card_w + gap), top),
                Vec2::new(card_w, card_h),
            );
            let is_held = hand.is_some() && held.is_held(i);
            let hinted = hand.is_some() && t.hint() && best.is_some_and(|b| b.is_held(i));
            let face = match cards {
                Some(c) => Some(CardFace::Card(c[i])),
                None => Some(CardFace::Back(BackColor::Red)),
            };
            let card = cards.map(|c| c[i]);
            let response = child.put(
                rect,
                CardView::new(textures, p, format!("Card {}", i + 1), card, card_h)
                    .face(face)
                    .style(style)
                    .enabled(hand.is_some())
                    .selected(is_held)
                    .outline(hinted.then_some(p.exact)),
            );
            let response = if hand.is_some() {
                response.on_hover_text(if is_held {
                    "Held — click (or press its number) to release"
                } else {
                    "Click (or press its number) to hold"
                })
            } else {
                response
            };
            if response.clicked() {
                actions.push(Action::Toggle(i));
            }
            // HELD above the card, its key below it (or BEST, with the hint).
            let painter = child.painter();
            if is_held {
                let pill = Rect::from_center_size(
                    egui::pos2(rect.center().x, rect.top() - tag_h / 2.0 - space::XS),
                    Vec2::new((card_w * 0.62).min(110.0), tag_h - 4.0),
                );
                painter.rect_filled(pill, CornerRadius::same(radius::S), p.accent);
                painter.text(
                    pill.center(),
                    Align2::CENTER_CENTER,
                    "HELD",
                    bold(text_size::BODY),
                    p.on_accent,
                );
            }
            if hand.is_some() {
                let below = egui::pos2(rect.center().x, rect.bottom() + tag_h / 2.0 + space::XS);
                if hinted {
                    let pill = Rect::from_center_size(
                        below,
                        Vec2::new((card_w * 0.5).min(90.0), tag_h - 6.0),
                    );
                    painter.rect_filled(pill, CornerRadius::same(radius::S), p.exact);
                    painter.text(
                        pill.center(),
                        Align2::CENTER_CENTER,
                        "BEST",
                        bold(text_size::SMALL),
                        p.on_accent,
                    );
                } else {
                    painter.text(
                        below,
                        Align2::CENTER_CENTER,
                        (i + 1).to_string(),
                        regular(text_size::SMALL),
                        p.on_felt,
                    );
                }
            }
        }
        // The verdict of the last round across the top of the screen.
        let banner = egui::pos2(screen.center().x, screen.top() + banner_h / 2.0 + space::XS);
        let painter = child.painter();
        match (hand, last) {
            (None, Some(l)) => {
                let (text, color) = if l.result.payout > 0 {
                    (
                        format!(
                            "{} · WIN {}",
                            l.result.class.name().to_uppercase(),
                            group_digits(l.result.payout)
                        ),
                        p.accent,
                    )
                } else {
                    ("NO WIN".to_owned(), p.on_felt)
                };
                painter.text(
                    banner,
                    Align2::CENTER_CENTER,
                    text,
                    bold(text_size::HEADING),
                    color,
                );
            }
            (None, None) => {
                painter.text(
                    banner,
                    Align2::CENTER_CENTER,
                    "PRESS DEAL TO PLAY",
                    bold(text_size::TITLE),
                    p.on_felt,
                );
            }
            (Some(_), _) => {
                let text = if t.can_draw() {
                    "HOLD CARDS, THEN DRAW"
                } else {
                    "WORKING OUT THE ODDS…"
                };
                painter.text(
                    banner,
                    Align2::CENTER_CENTER,
                    text,
                    bold(text_size::TITLE),
                    p.on_felt,
                );
            }
        }

        ui.add_space(space::M);
        self.controls(ui, p, actions);
    }

    fn controls(&self, ui: &mut Ui, p: &Palette, actions: &mut Vec<Action>) {
        let t = &self.trainer;
        let game = t.game();
        let in_play = t.in_play();
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = space::XL;
            meter(ui, p, "CREDITS", &group_digits(game.credits()));
            meter(ui, p, "BET", &game.bet().coins().to_string());
            let win = t.last().filter(|_| !in_play).map_or(0, |l| l.result.payout);
            meter(ui, p, "WIN", &group_digits(win));
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                ui.spacing_mut().item_spacing.x = space::S;
                let (text, enabled) = if in_play {
                    ("Draw", t.can_draw())
                } else {
                    ("Deal", t.can_deal())
                };
                if primary_button(ui, p, text, Vec2::new(150.0, 46.0), enabled)
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
                        egui::Button::new(big("Bet max")).min_size(Vec2::new(96.0, 46.0)),
                    )
                    .on_hover_text("Bet five coins: the royal flush pays its bonus only at five")
                    .clicked()
                {
                    actions.push(Action::BetMax);
                }
                if ui
                    .add_enabled(
                        !in_play,
                        egui::Button::new(big("Bet one")).min_size(Vec2::new(96.0, 46.0)),
                    )
                    .on_hover_text("One coin more (from five back to one)")
                    .clicked()
                {
                    actions.push(Action::BetOne);
                }
                if !in_play
                    && !t.can_deal()
                    && ui
                        .add(
                            egui::Button::new(big(&format!(
                                "Add {} credits",
                                group_digits(STARTING_CREDITS)
                            )))
                            .min_size(Vec2::new(0.0, 46.0)),
                        )
                        .clicked()
                {
                    actions.push(Action::Refill);
                }
            });
        });
        ui.add_space(space::XS);
        ui.horizontal(|ui| {
            let text = match &self.message {
                Some(m) => RichText::new(m).color(p.error),
                None => RichText::new("Keys: 1–5 hold a card · Space or Enter deals and draws")
                    .color(p.text_faint),
            };
            ui.label(text.font(regular(text_size::SMALL)));
        });
    }

    // ----- the side panel: this hand, the last hand, the session -----

    fn side_panel(
        &self,
        ui: &mut Ui,
        textures: &mut CardTextures,
        palette: &Palette,
        style: DeckStyle,
        actions: &mut Vec<Action>,
    ) {
        let p = palette;
        let t = &self.trainer;
        section(ui, p, "This hand", |ui| {
            let analysis = t.analysis().filter(|_| t.in_play());
            let held = t.held();
            ui.columns(2, |cols| {
                let (mine, best) = match analysis {
                    Some(a) => (Some(a.ev(held)), Some(a.best().ev)),
                    None => (None, None),
                };
                let mine_color = match analysis {
                    Some(a) if a.is_best(held) => p.exact,
                    Some(_) => p.estimate,
                    None => p.text_faint,
                };
                big_figure(
                    &mut cols[0],
                    p,
                    "EV of your hold",
                    mine.map(ev_text),
                    mine_color,
                );
                big_figure(
                    &mut cols[1],
                    p,
                    "Best EV",
                    best.map(ev_text),
                    if best.is_some() { p.text } else { p.text_faint },
                );
            });
            ui.label(
                RichText::new("Expected return per coin bet (1.0000 breaks even)")
                    .font(regular(text_size::SMALL))
                    .color(p.text_faint),
            );
            ui.add_space(space::S);
            match analysis {
                Some(a) => {
                    let dealt = a.dealt();
                    if a.is_best(held) {
                        ui.label(
                            RichText::new("✔ This is the best hold")
                                .font(bold(text_size::BODY))
                                .color(p.exact),
                        );
                    } else {
                        let coins = a.loss(held).to_f64() * f64::from(a.bet().coins());
                        ui.label(
                            RichText::new(format!(
                                "{} best of 32 · gives up {} per coin ({coins:.2} coins)",
                                ordinal(a.place(held)),
                                ev_text(a.loss(held))
                            ))
                            .color(p.estimate),
                        );
                    }
                    if t.hint() {
                        ui.label(
                            RichText::new(format!(
                                "Hint: hold {}",
                                hold_words(a.best().mask, dealt)
                            ))
                            .color(p.text_muted),
                        );
                    }
                }
                None if t.in_play() => {
                    ui.label(RichText::new("Working out the odds…").color(p.text_muted));
                }
                None => {
                    ui.label(
                        RichText::new("Deal a hand: as you hold cards, the EV of your hold and the best EV show here.")
                            .color(p.text_muted),
                    );
                }
            }
            ui.add_space(space::XS);
            let mut hint = t.hint();
            if ui
                .checkbox(&mut hint, "Mark the best hold while I play")
                .on_hover_text("Outlines the cards of the best hold in green")
                .changed()
            {
                actions.push(Action::SetHint(hint));
            }
        });
        ui.add_space(space::M);
        if let Some(last) = t.last() {
            section(ui, p, "Last hand", |ui| {
                last_hand(ui, textures, p, style, last)
            });
            ui.add_space(space::M);
        }
        section(ui, p, "Session", |ui| session(ui, p, t));
    }
}

/// A caption over a large figure; "…" while unknown.
fn big_figure(ui: &mut Ui, p: &Palette, caption: &str, figure: Option<String>, color: Color32) {
    figure_group(ui, caption, |ui| {
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

/// A caption and its figure as one group named by the caption (screen readers, tests).
fn figure_group(ui: &mut Ui, caption: &str, add: impl FnOnce(&mut Ui)) {
    ui.scope_builder(
        UiBuilder::new()
            .id_salt(("figure", caption))
            .accessibility_label(caption)
            .accessibility_role(Role::Group)
            .layout(Layout::top_down(Align::Min)),
        add,
    );
}

/// A machine meter: a small caption over a bold figure.
fn meter(ui: &mut Ui, p: &Palette, caption: &str, figure: &str) {
    figure_group(ui, caption, |ui| {
        ui.spacing_mut().item_spacing.y = 0.0;
        ui.label(
            RichText::new(caption)
                .font(bold(text_size::SMALL))
                .color(p.text_muted),
        );
        ui.label(
            RichText::new(figure)
                .font(bold(text_size::HEADING + 4.0))
                .color(p.accent_text()),
        );
    });
}

/// The whole-game return of the table at the current bet, or its progress.
fn whole_game_figure(ui: &mut Ui, p: &Palette, t: &Trainer) {
    let coins = t.game().bet().coins();
    match t.whole_game() {
        WholeGame::Ready(a) => {
            let color = if a.return_rate() >= 1.0 {
                p.exact
            } else {
                p.text
            };
            ui.label(
                RichText::new(format!("{:.4}%", 100.0 * a.return_rate()))
                    .font(bold(text_size::HEADING))
                    .color(color),
            );
            ui.label(
                RichText::new(format!("return with perfect play at {coins} coin{}", if coins == 1 { "" } else { "s" }))
                    .font(regular(text_size::SMALL))
                    .color(p.text_muted),
            )
            .on_hover_text(format!(
                "Every one of the 2,598,960 deals played by its best hold ({} distinct deals up to suits, solved in {:.0} ms)",
                group_digits(a.representatives() as u64),
                a.elapsed().as_secs_f64() * 1000.0
            ));
        }
        WholeGame::Running(progress) => {
            progress_bar(
                ui,
                p,
                progress,
                120.0,
                p.estimate,
                "Return with perfect play: computing",
            );
            ui.label(
                RichText::new("working out the return with perfect play")
                    .font(regular(text_size::SMALL))
                    .color(p.text_muted),
            );
        }
        WholeGame::Failed => {
            ui.label(RichText::new("the return could not be computed").color(p.error));
        }
    }
}

/// The verdict on the last round, the dealt cards with the best hold marked, and the best
/// holds of the deal (with the player's, if it is not among them).
fn last_hand(
    ui: &mut Ui,
    textures: &mut CardTextures,
    p: &Palette,
    style: DeckStyle,
    last: &LastRound,
) {
    let analysis: &HoldsAnalysis = &last.analysis;
    let chosen = last.decision.chosen;
    let best = last.decision.best;
    let dealt = analysis.dealt();
    let coins = f64::from(analysis.bet().coins());
    if last.decision.is_correct() {
        ui.label(
            RichText::new("✔ Perfect play")
                .font(bold(text_size::BODY + 2.0))
                .color(p.exact),
        );
        ui.label(
            RichText::new(format!(
                "Your hold was worth {} per coin, the most of the 32",
                ev_text(analysis.ev(chosen))
            ))
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
        );
    } else {
        let loss = last.decision.loss;
        ui.label(
            RichText::new(format!("✘ Mistake: gave up {} per coin", ev_text(loss)))
                .font(bold(text_size::BODY + 2.0))
                .color(p.error),
        );
        ui.label(
            RichText::new(format!(
                "{:.2} coins at this bet, on average · the best hold is outlined",
                loss.to_f64() * coins
            ))
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
        );
    }
    ui.add_space(space::S);
    // The deal, best hold outlined and tagged, the player's hold tagged.
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = space::XS;
        for (i, &card) in dealt.iter().enumerate() {
            let is_best = best.is_held(i);
            ui.vertical(|ui| {
                ui.spacing_mut().item_spacing.y = 3.0;
                ui.add(
                    CardView::new(
                        textures,
                        p,
                        format!("Dealt card {}: {}", i + 1, card.name()),
                        Some(card),
                        MINI_CARD,
                    )
                    .style(style)
                    .enabled(false)
                    .outline(is_best.then_some(p.exact)),
                );
                let w = CardTextures::card_size(MINI_CARD).x;
                let (rect, _) =
                    ui.allocate_exact_size(Vec2::new(w, 2.0 * text_size::SMALL), Sense::hover());
                let font = bold(text_size::SMALL - 1.5);
                if is_best {
                    ui.painter().text(
                        rect.center_top(),
                        Align2::CENTER_TOP,
                        "BEST",
                        font.clone(),
                        p.exact,
                    );
                }
                if chosen.is_held(i) {
                    ui.painter().text(
                        rect.center_bottom(),
                        Align2::CENTER_BOTTOM,
                        "YOU",
                        font,
                        p.estimate,
                    );
                }
            });
        }
    });
    ui.add_space(space::XS);
    let row = |ui: &mut Ui, place: usize, mask: HoldMask| {
        let mine = mask == chosen;
        let color = match (mine, analysis.is_best(mask)) {
            (_, true) => p.exact,
            (true, false) => p.estimate,
            (false, false) => p.text,
        };
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(format!("{place:>2}."))
                    .font(regular(text_size::SMALL))
                    .color(p.text_faint),
            );
            let mut words = hold_words(mask, dealt);
            if mine {
                words.push_str("  ← you");
            }
            ui.label(RichText::new(words).color(color));
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                ui.label(
                    RichText::new(ev_text(analysis.ev(mask)))
                        .font(bold(text_size::BODY))
                        .color(color),
                );
            });
        });
    };
    let mut shown_mine = false;
    for (k, hold) in analysis.holds().take(TOP_HOLDS).enumerate() {
        shown_mine |= hold.mask == chosen;
        row(ui, k + 1, hold.mask);
    }
    if !shown_mine {
        row(ui, analysis.place(chosen), chosen);
    }
}

/// The session's scorecard.
fn session(ui: &mut Ui, p: &Palette, t: &Trainer) {
    let s = t.stats();
    if s.hands() == 0 {
        ui.label(
            RichText::new("Hands, mistakes and the EV they cost appear here as you play.")
                .color(p.text_muted),
        );
        return;
    }
    let wagered = s.wagered() as f64;
    let your_play = s.expected_with_best_play() - s.ev_given_up();
    let cells: [(&str, String, Color32, String); 6] = [
        (
            "Hands",
            group_digits(s.hands()),
            p.text,
            format!("{} coins bet", group_digits(s.wagered())),
        ),
        (
            "Mistakes",
            group_digits(s.mistakes()),
            if s.mistakes() == 0 {
                p.exact
            } else {
                p.estimate
            },
            format!("{:.0}% played perfectly", 100.0 * s.accuracy()),
        ),
        (
            "EV given up",
            format!("{:.2}", s.ev_given_up()),
            if s.ev_given_up() > 0.0 {
                p.error
            } else {
                p.exact
            },
            "coins, by the mistakes".to_owned(),
        ),
        (
            "Net",
            format!("{:+}", s.net()),
            if s.net() >= 0 { p.exact } else { p.error },
            format!("{} coins paid", group_digits(s.paid())),
        ),
        (
            "Actual return",
            format!("{:.1}%", 100.0 * s.paid() as f64 / wagered),
            p.text,
            "what the machine paid".to_owned(),
        ),
        (
            "Expected return",
            format!("{:.1}%", 100.0 * your_play / wagered),
            p.text,
            format!(
                "{:.1}% with the best holds",
                100.0 * s.expected_with_best_play() / wagered
            ),
        ),
    ];
    egui::Grid::new("vp session")
        .num_columns(2)
        .spacing(Vec2::new(space::L, space::S))
        .min_col_width((ui.available_width() - space::L) / 2.0)
        .show(ui, |ui| {
            for (k, (caption, value, color, note)) in cells.into_iter().enumerate() {
                ui.vertical(|ui| {
                    ui.spacing_mut().item_spacing.y = 0.0;
                    ui.label(
                        RichText::new(caption)
                            .font(regular(text_size::SMALL))
                            .color(p.text_muted),
                    );
                    ui.label(
                        RichText::new(value)
                            .font(bold(text_size::HEADING))
                            .color(color),
                    );
                    ui.label(
                        RichText::new(note)
                            .font(regular(text_size::SMALL))
                            .color(p.text_faint),
                    );
                });
                if k % 2 == 1 {
                    ui.end_row();
                }
            }
        });
}

/// The machine's screen: a felt-green panel with a soft vertical gradient and a gold hairline.
fn paint_screen(painter: &egui::Painter, rect: Rect, p: &Palette) {
    let r = CornerRadius::same(radius::L);
    painter.rect_filled(
        rect.translate(Vec2::new(0.0, 3.0)),
        r,
        Color32::from_black_alpha(if p.dark { 90 } else { 35 }),
    );
    painter.rect_filled(rect, r, p.felt_edge);
    let inner = rect.shrink(6.0);
    let mut mesh = egui::Mesh::default();
    let top = p.felt_center;
    let bottom = p.felt_edge.lerp_to_gamma(p.felt_center, 0.45);
    mesh.colored_vertex(inner.left_top(), top);
    mesh.colored_vertex(inner.right_top(), top);
    mesh.colored_vertex(inner.right_bottom(), bottom);
    mesh.colored_vertex(inner.left_bottom(), bottom);
    mesh.add_triangle(0, 1, 2);
    mesh.add_triangle(0, 2, 3);
    painter.add(egui::Shape::mesh(mesh));
    // Round the gradient's corners back off with the frame colour.
    painter.rect_stroke(
        inner,
        CornerRadius::same(radius::L - 4),
        Stroke::new(6.0, p.felt_edge),
        StrokeKind::Outside,
    );
    painter.rect_stroke(
        inner,
        CornerRadius::same(radius::L - 4),
        Stroke::new(1.0, p.rail_line),
        StrokeKind::Inside,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_naturally() {
        assert_eq!(chance_text(1.0 / 40_391.0), "1 in 40,391");
        assert_eq!(chance_text(0.2146), "21.5%");
        assert_eq!(chance_text(0.0), "–");
        assert_eq!(ordinal(2), "2nd");
        assert_eq!(ordinal(11), "11th");
        assert_eq!(ev_text(Ev::from_total(54, 47)), "1.1489");
    }

    #[test]
    fn the_tab_saves_its_trainer() {
        let tab = VideoPokerTab::default();
        let json = serde_json::to_string(&tab).unwrap();
        let back: VideoPokerTab = serde_json::from_str(&json).unwrap();
        assert_eq!(back, tab);
        let lenient: VideoPokerTab = serde_json::from_str(r#"{"credits": 12}"#).unwrap();
        assert_eq!(lenient.trainer().game().credits(), 12);
    }
}
