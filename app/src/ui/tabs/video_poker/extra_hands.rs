//! Multi-play: the other hands drawn from the same hold, as small rows of cards on a felt
//! panel above the machine's screen — the held cards (the rest face down) while a hand is in
//! play, then each hand's final cards and what it paid; wild cards outlined in gold.

use egui::{
    Align, CornerRadius, Layout, Rect, RichText, Sense, Stroke, StrokeKind, Ui, UiBuilder, Vec2,
    accesskit::Role,
};

use super::deck_face;
use super::screen::paint_screen;
use crate::app::video_poker::OtherHand;
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::video_poker::{
    MULTI_CAPTION, MULTI_CARD, MULTI_CARD_GAP, MULTI_COLUMNS, MULTI_WILD_OUTLINE,
};
use crate::ui::theme::{Palette, bold, radius, space, text_size};
use pokerlab::art::{BackColor, CardFace, DeckStyle};
use pokerlab::format::group_digits;
use pokerlab::video_poker::GameKind;

/// Draws the other hands of a multi-play round, numbered from 2 (the machine's own is 1).
pub fn other_hands_ui(
    ui: &mut Ui,
    textures: &mut CardTextures,
    p: &Palette,
    style: DeckStyle,
    kind: GameKind,
    hands: &[OtherHand],
) {
    let columns = hands.len().clamp(1, MULTI_COLUMNS);
    let rows = hands.len().div_ceil(columns);
    let card = CardTextures::card_size(MULTI_CARD);
    let hand_w = 5.0 * card.x + 4.0 * MULTI_CARD_GAP;
    let cell = Vec2::new(hand_w + space::L, MULTI_CARD + MULTI_CAPTION + space::S);
    let size = Vec2::new(ui.available_width(), rows as f32 * cell.y + 2.0 * space::S);
    let (panel, _) = ui.allocate_exact_size(size, Sense::hover());
    paint_screen(ui.painter(), panel, p);
    let left = panel.center().x - columns as f32 * cell.x / 2.0 + space::L / 2.0;
    for (k, hand) in hands.iter().enumerate() {
        let (row, column) = (k / columns, k % columns);
        let at = egui::pos2(
            left + column as f32 * cell.x,
            panel.top() + space::S + row as f32 * cell.y,
        );
        let rect = Rect::from_min_size(at, Vec2::new(hand_w, cell.y));
        let caption = match hand.result {
            Some((class, payout)) if payout > 0 => {
                format!("{} · {}", class.name(), group_digits(payout))
            }
            Some(_) => "No win".to_owned(),
            None => String::new(),
        };
        let label = format!("Hand {}", k + 2);
        let mut child = ui.new_child(
            UiBuilder::new()
                .max_rect(rect)
                .id_salt(("other hand", k))
                .accessibility_label(label.as_str())
                .accessibility_role(Role::Group)
                .layout(Layout::top_down(Align::Center)),
        );
        for (i, shown) in hand.cards.iter().enumerate() {
            let min = egui::pos2(at.x + i as f32 * (card.x + MULTI_CARD_GAP), at.y);
            let face = shown.map_or(CardFace::Back(BackColor::Red), deck_face);
            let painted =
                textures.paint(child.painter(), Rect::from_min_size(min, card), face, style);
            if shown.is_some_and(|c| kind.is_wild(c)) {
                child.painter().rect_stroke(
                    painted,
                    CornerRadius::same(radius::S),
                    Stroke::new(MULTI_WILD_OUTLINE, p.accent),
                    StrokeKind::Outside,
                );
            }
        }
        child.add_space(MULTI_CARD + MULTI_CARD_GAP);
        let paid = hand.result.is_some_and(|(_, pay)| pay > 0);
        child.label(
            RichText::new(caption)
                .font(bold(text_size::SMALL))
                .color(if paid { p.accent } else { p.on_felt }),
        );
    }
}
