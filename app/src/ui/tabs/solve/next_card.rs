//! A chance node: the cards it can deal, a row per suit (thirteen at most, never wrapping),
//! each a button down the tree; and the report over the next card — for each card, the
//! strategy mix of the player who acts next as a stacked bar, and that player's EV — sortable
//! by card, EV or an action's frequency ("computing…" until the tab's job has it).

use egui::{Color32, CornerRadius, Pos2, Rect, RichText, ScrollArea, Sense, Ui, Vec2};

use super::player_label;
use crate::app::solve::study::{NextCards, Sort, SortKey};
use crate::app::solve::{Action, action_name};
use crate::ui::theme::solve::{
    CARD_BUTTON, FIGURE_COLUMN, MIX_BAR, NAME_COLUMN, ROW_HEIGHT, TABLE_HEIGHT, action_colors,
    action_text_color,
};
use crate::ui::theme::{Palette, bold, radius, regular, text_size};
use pokerlab::cards::{Card, Suit};
use pokerlab::format;
use pokerlab::solver::Step;

/// The cards a chance node deals, a row per suit.
pub fn card_picker_ui(ui: &mut Ui, cards: &[Card], actions: &mut Vec<Action>) {
    for suit in Suit::ALL {
        let row: Vec<Card> = cards.iter().copied().filter(|c| c.suit() == suit).collect();
        if row.is_empty() {
            continue;
        }
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 2.0;
            for card in row {
                let text = card.to_string();
                if ui
                    .add_sized(Vec2::from(CARD_BUTTON), egui::Button::new(&text))
                    .accessible_name(format!("Deal {text}"))
                    .clicked()
                {
                    actions.push(Action::Down(Step::Card(card)));
                }
            }
        });
    }
}

/// The report over the next card, or a word that it is being computed.
pub fn next_card_report_ui(
    ui: &mut Ui,
    p: &Palette,
    report: Option<&NextCards>,
    sort: Sort,
    actions: &mut Vec<Action>,
) {
    let Some(report) = report else {
        ui.label(RichText::new("Next-card report: computing…").color(p.text_muted));
        return;
    };
    let colors = action_colors(&report.actions);
    ui.label(
        RichText::new(format!(
            "By the next card: {}'s strategy and EV after it",
            player_label(report.player)
        ))
        .font(bold(text_size::BODY))
        .color(p.text),
    );
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new("Sort by")
                .font(regular(text_size::SMALL))
                .color(p.text_muted),
        );
        let mut keys = vec![
            ("Card".to_owned(), SortKey::Name),
            ("EV".to_owned(), SortKey::Ev),
        ];
        keys.extend(
            report
                .actions
                .iter()
                .enumerate()
                .map(|(i, a)| (action_name(a), SortKey::Action(i))),
        );
        for (words, key) in keys {
            let arrow = match (sort.key == key, sort.descending) {
                (true, true) => " ▼",
                (true, false) => " ▲",
                _ => "",
            };
            if ui
                .selectable_label(sort.key == key, format!("{words}{arrow}"))
                .accessible_name(format!("Sort cards by {words}"))
                .clicked()
            {
                actions.push(Action::SortCards(key));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        for (action, color) in report.actions.iter().zip(&colors) {
            ui.label(
                RichText::new(format!("■ {}", action_name(action)))
                    .font(regular(text_size::SMALL))
                    .color(action_text_color(p, *color)),
            );
        }
    });
    let rows = report.sorted(sort);
    let ev_max = rows
        .iter()
        .filter_map(|r| r.ev)
        .fold(0.0f64, |m, v| m.max(v.abs()))
        .max(f64::MIN_POSITIVE);
    ScrollArea::vertical()
        .id_salt("solve next cards")
        .max_height(TABLE_HEIGHT)
        .auto_shrink([false, true])
        .show_rows(ui, ROW_HEIGHT, rows.len(), |ui, range| {
            for row in &rows[range] {
                ui.horizontal(|ui| {
                    ui.add_sized(
                        Vec2::new(NAME_COLUMN, ROW_HEIGHT),
                        egui::Label::new(
                            RichText::new(row.card.to_string()).font(bold(text_size::SMALL)),
                        ),
                    );
                    mix_bar_ui(ui, p, &row.frequencies, &colors);
                    ui.add_sized(
                        Vec2::new(FIGURE_COLUMN, ROW_HEIGHT),
                        egui::Label::new(
                            RichText::new(row.ev.map_or_else(|| "–".to_owned(), format::coins))
                                .font(regular(text_size::SMALL)),
                        ),
                    );
                    ev_bar_ui(ui, p, row.ev, ev_max);
                });
            }
        });
}

/// The strategy mix after a card as one bar split by action.
fn mix_bar_ui(ui: &mut Ui, p: &Palette, frequencies: &[f64], colors: &[Color32]) {
    let (rect, _) = ui.allocate_exact_size(Vec2::new(MIX_BAR, ROW_HEIGHT - 4.0), Sense::hover());
    let painter = ui.painter();
    painter.rect_filled(rect, CornerRadius::same(radius::S), p.surface_strong);
    let mut left = rect.left();
    for (f, color) in frequencies.iter().zip(colors) {
        let width = rect.width() * f.clamp(0.0, 1.0) as f32;
        let band = Rect::from_min_max(
            Pos2::new(left, rect.top()),
            Pos2::new((left + width).min(rect.right()), rect.bottom()),
        );
        painter.rect_filled(band, CornerRadius::ZERO, *color);
        left += width;
    }
}

/// The EV after a card as a bar, as long as its share of the largest.
fn ev_bar_ui(ui: &mut Ui, p: &Palette, ev: Option<f64>, max: f64) {
    let (rect, _) =
        ui.allocate_exact_size(Vec2::new(MIX_BAR / 2.0, ROW_HEIGHT - 4.0), Sense::hover());
    let Some(ev) = ev else { return };
    let mut fill = rect;
    fill.set_width(rect.width() * (ev.abs() / max).clamp(0.0, 1.0) as f32);
    let color = if ev >= 0.0 { p.exact } else { p.error };
    ui.painter()
        .rect_filled(fill, CornerRadius::same(radius::S), color);
}
