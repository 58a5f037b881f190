//! The last hand in the side panel: the verdict on the draw, the dealt cards with the best hold
//! outlined (BEST and YOU under the cards of each hold), and the best holds of the deal with
//! the player's.

use egui::{Align, Align2, Layout, RichText, Sense, Ui, Vec2};

use super::deck_face;
use crate::app::video_poker::{HoldRow, LastHand, Verdict};
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::video_poker::{MINI_CARD, MINI_TAG_GAP, MINI_TAG_LESS, VERDICT_MORE};
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::card::CardView;
use pokerlab::art::DeckStyle;
use pokerlab::format::{coins, ev_per_coin};

/// Draws the verdict on the last round, the dealt cards with the best hold marked, and the
/// best holds of the deal (with the player's, if it is not among them).
pub fn last_hand_ui(
    ui: &mut Ui,
    textures: &mut CardTextures,
    p: &Palette,
    style: DeckStyle,
    last: &LastHand,
) {
    let LastHand {
        hands,
        single_best,
        verdict,
        cards,
        holds,
    } = last;
    verdict_ui(ui, p, *verdict, *hands);
    if let Some(words) = single_best {
        ui.label(
            RichText::new(format!(
                "On one hand the best hold is {words}: on {hands} the cards thrown away can \
                 come back on the extra hands"
            ))
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
        );
    }
    ui.add_space(space::S);
    // The deal, best hold outlined and tagged, the player's hold tagged.
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = space::XS;
        for (i, dealt) in cards.iter().enumerate() {
            ui.vertical(|ui| {
                ui.spacing_mut().item_spacing.y = MINI_TAG_GAP;
                ui.add(
                    CardView::new(
                        textures,
                        p,
                        format!("Dealt card {}: {}", i + 1, dealt.card.name()),
                        dealt.card.card(),
                        MINI_CARD,
                    )
                    .face(Some(deck_face(dealt.card)))
                    .style(style)
                    .enabled(false)
                    .outline(dealt.in_best.then_some(p.exact)),
                );
                let w = CardTextures::card_size(MINI_CARD).x;
                let (rect, _) =
                    ui.allocate_exact_size(Vec2::new(w, 2.0 * text_size::SMALL), Sense::hover());
                let font = bold(text_size::SMALL - MINI_TAG_LESS);
                if dealt.in_best {
                    ui.painter().text(
                        rect.center_top(),
                        Align2::CENTER_TOP,
                        "BEST",
                        font.clone(),
                        p.exact,
                    );
                }
                if dealt.in_yours {
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
    for hold in holds {
        hold_row_ui(ui, p, hold);
    }
}

/// "✔ Perfect play", or "✘ Mistake" with the EV given up, and a line under it.
fn verdict_ui(ui: &mut Ui, p: &Palette, verdict: Verdict, hands: u8) {
    let on = if hands > 1 {
        format!(" on the {hands} hands")
    } else {
        String::new()
    };
    let (head, color, note) = match verdict {
        Verdict::Perfect { ev } => (
            "✔ Perfect play".to_owned(),
            p.exact,
            format!(
                "Your hold was worth {} per coin{on}, the most of the 32",
                ev_per_coin(ev.to_f64())
            ),
        ),
        Verdict::Mistake { loss, coins: lost } => (
            format!(
                "✘ Mistake: gave up {} per coin{on}",
                ev_per_coin(loss.to_f64())
            ),
            p.error,
            format!(
                "{} coins at this bet, on average · the best hold is outlined",
                coins(lost)
            ),
        ),
    };
    ui.label(
        RichText::new(head)
            .font(bold(text_size::BODY + VERDICT_MORE))
            .color(color),
    );
    ui.label(
        RichText::new(note)
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
    );
}

/// One hold: its place, its cards in words (the player's marked), its EV.
fn hold_row_ui(ui: &mut Ui, p: &Palette, hold: &HoldRow) {
    let HoldRow {
        place,
        words,
        ev,
        yours,
        best,
    } = hold;
    let color = match (yours, best) {
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
        let mut words = words.clone();
        if *yours {
            words.push_str("  ← you");
        }
        ui.label(RichText::new(words).color(color));
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            ui.label(
                RichText::new(ev_per_coin(ev.to_f64()))
                    .font(bold(text_size::BODY))
                    .color(color),
            );
        });
    });
}
