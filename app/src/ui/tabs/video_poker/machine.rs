//! The machine: a felt-green screen with the five big cards (HELD above a held card, its key or
//! BEST below, WILD on a wild card), the banner across the top (or the tutor's question), with multi-play the
//! [other hands](super::extra_hands) above it, and under it the [controls](super::controls).

use egui::{Align, Align2, CornerRadius, Layout, Painter, Rect, Sense, Ui, UiBuilder, Vec2};

use super::controls::{controls_ui, tutor_question_ui};
use super::deck_face;
use super::extra_hands::other_hands_ui;
use super::screen::paint_screen;
use crate::app::video_poker::{Action, Banner, VideoPoker};
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::video_poker::{
    BANNER, BEST_PILL_INSET, BEST_PILL_MAX, BEST_PILL_SHARE, CONTROLS, HELD_PILL_INSET,
    HELD_PILL_MAX, HELD_PILL_SHARE, MAX_CARD, MIN_CARD, MIN_SCREEN, SCREEN_ABOVE_CARD, TAG,
    WILD_BADGE, WILD_BADGE_INSET,
};
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use crate::ui::widgets::card::CardView;
use pokerlab::art::{BackColor, CardFace, DeckStyle};
use pokerlab::cards::Card;
use pokerlab::format::group_digits;
use pokerlab::video_poker::DeckCard;

/// Draws the machine: its screen, then the meters and buttons.
pub fn machine_ui(
    ui: &mut Ui,
    textures: &mut CardTextures,
    p: &Palette,
    style: DeckStyle,
    state: &VideoPoker,
    actions: &mut Vec<Action>,
) {
    let others = state.other_hands();
    if !others.is_empty() {
        other_hands_ui(
            ui,
            textures,
            p,
            style,
            state.trainer().game().paytable().kind(),
            &others,
        );
        ui.add_space(space::S);
    }
    let width = ui.available_width();
    let height = (ui.available_height() - CONTROLS - space::M)
        .clamp(MIN_SCREEN, MAX_CARD + SCREEN_ABOVE_CARD);
    let (screen, _) = ui.allocate_exact_size(Vec2::new(width, height), Sense::hover());
    paint_screen(ui.painter(), screen, p);

    let tag_h = TAG;
    let gap = space::L;
    let banner_h = BANNER;
    // The tallest card whose row of five fits the screen's width (cards are 5 wide by 7 high).
    let card_h = (screen.height() - banner_h - 2.0 * tag_h - 2.0 * space::M)
        .min((screen.width() - 2.0 * space::XL - 4.0 * gap) / 5.0 * 7.0 / 5.0)
        .clamp(MIN_CARD, MAX_CARD);
    let card_w = CardTextures::card_size(card_h).x;
    // Every face at this size, rendered in the background ahead of need (and kept: asking
    // for them each frame marks them used), so a deal or a draw never shows a stand-in.
    let faces = Card::all().map(CardFace::Card);
    textures.prefetch(ui.ctx(), faces.chain([CardFace::Joker]), style, card_h);
    let total = 5.0 * card_w + 4.0 * gap;
    let left = screen.center().x - total / 2.0;
    // Cards centred in what the banner leaves.
    let top = screen.top()
        + banner_h
        + tag_h
        + space::XS
        + (screen.height() - banner_h - 2.0 * tag_h - 2.0 * space::XS - card_h - space::M) / 2.0;

    let in_play = state.trainer().in_play();
    let mut child = ui.new_child(UiBuilder::new().max_rect(screen).id_salt("machine cards"));
    for (i, shown) in state.cards_on_screen().into_iter().enumerate() {
        let rect = Rect::from_min_size(
            egui::pos2(left + i as f32 * (card_w + gap), top),
            Vec2::new(card_w, card_h),
        );
        let face = shown.card.map_or(CardFace::Back(BackColor::Red), deck_face);
        let plain = shown.card.and_then(DeckCard::card);
        let response = child.put(
            rect,
            CardView::new(textures, p, format!("Card {}", i + 1), plain, card_h)
                .face(Some(face))
                .style(style)
                .enabled(in_play)
                .selected(shown.held)
                .outline(shown.hinted.then_some(p.exact)),
        );
        let response = if in_play {
            response.on_hover_text(if shown.held {
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
        // HELD above the card, its key below it (or BEST, with the hint), WILD on it.
        let painter = child.painter();
        if shown.wild {
            wild_badge_ui(painter, p, rect);
        }
        if shown.held {
            let pill = Rect::from_center_size(
                egui::pos2(rect.center().x, rect.top() - tag_h / 2.0 - space::XS),
                Vec2::new(
                    (card_w * HELD_PILL_SHARE).min(HELD_PILL_MAX),
                    tag_h - HELD_PILL_INSET,
                ),
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
        if in_play {
            let below = egui::pos2(rect.center().x, rect.bottom() + tag_h / 2.0 + space::XS);
            if shown.hinted {
                let pill = Rect::from_center_size(
                    below,
                    Vec2::new(
                        (card_w * BEST_PILL_SHARE).min(BEST_PILL_MAX),
                        tag_h - BEST_PILL_INSET,
                    ),
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
    let (text, font, color) = match state.banner() {
        Banner::Won { class, payout } => (
            format!(
                "{} · WIN {}",
                class.name().to_uppercase(),
                group_digits(payout)
            ),
            bold(text_size::HEADING),
            p.accent,
        ),
        Banner::HandsPaid { paid, of, payout } => (
            format!("{paid} OF {of} HANDS PAID · WIN {}", group_digits(payout)),
            bold(text_size::HEADING),
            p.accent,
        ),
        Banner::NoWin => ("NO WIN".to_owned(), bold(text_size::HEADING), p.on_felt),
        Banner::PressDeal => (
            "PRESS DEAL TO PLAY".to_owned(),
            bold(text_size::TITLE),
            p.on_felt,
        ),
        Banner::HoldThenDraw => (
            "HOLD CARDS, THEN DRAW".to_owned(),
            bold(text_size::TITLE),
            p.on_felt,
        ),
        Banner::WorkingOutTheOdds => (
            "WORKING OUT THE ODDS…".to_owned(),
            bold(text_size::TITLE),
            p.on_felt,
        ),
    };
    match state.tutor_question() {
        // The tutor's question where the banner was: above the cards the eye is on.
        Some(question) => {
            let room = Rect::from_center_size(
                banner,
                Vec2::new(screen.width() - 2.0 * space::XL, banner_h),
            );
            let mut asks = ui.new_child(
                UiBuilder::new()
                    .max_rect(room)
                    .id_salt("tutor question")
                    .layout(Layout::top_down(Align::Center)),
            );
            tutor_question_ui(&mut asks, p, question, actions);
        }
        None => {
            child
                .painter()
                .text(banner, Align2::CENTER_CENTER, text, font, color);
        }
    }

    ui.add_space(space::M);
    controls_ui(ui, p, state, actions);
}

/// The WILD badge in a wild card's top-right corner (the corner its index leaves blank).
pub(super) fn wild_badge_ui(painter: &Painter, p: &Palette, card: Rect) {
    let size = Vec2::from(WILD_BADGE);
    let badge = Rect::from_min_size(
        egui::pos2(
            card.right() - size.x - WILD_BADGE_INSET,
            card.top() + WILD_BADGE_INSET,
        ),
        size,
    );
    painter.rect_filled(badge, CornerRadius::same(radius::S), p.accent);
    painter.text(
        badge.center(),
        Align2::CENTER_CENTER,
        "WILD",
        bold(text_size::SMALL),
        p.on_accent,
    );
}
