//! The session's scorecard in the side panel: hands, mistakes, the EV they gave up, the net,
//! and the actual and expected returns, two to a row; then the chart lines missed most.

use egui::{Color32, RichText, Ui, Vec2};

use crate::app::video_poker::Scorecard;
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use pokerlab::format::{coins, group_digits, percent_places, signed};

/// Draws the scorecard (`None`: no hand played yet) and the chart rules missed most.
pub fn session_ui(
    ui: &mut Ui,
    p: &Palette,
    scorecard: Option<Scorecard>,
    missed: &[(String, u64)],
) {
    let Some(Scorecard {
        hands,
        wagered,
        mistakes,
        accuracy,
        ev_given_up,
        net,
        paid,
        actual_return,
        expected_return,
        best_return,
    }) = scorecard
    else {
        ui.label(
            RichText::new("Hands, mistakes and the EV they cost appear here as you play.")
                .color(p.text_muted),
        );
        return;
    };
    let cells: [(&str, String, Color32, String); 6] = [
        (
            "Hands",
            group_digits(hands),
            p.text,
            format!("{} coins bet", group_digits(wagered)),
        ),
        (
            "Mistakes",
            group_digits(mistakes),
            if mistakes == 0 { p.exact } else { p.estimate },
            format!("{} played perfectly", percent_places(accuracy, 0)),
        ),
        (
            "EV given up",
            coins(ev_given_up),
            if ev_given_up > 0.0 { p.error } else { p.exact },
            "coins, by the mistakes".to_owned(),
        ),
        (
            "Net",
            signed(net),
            if net >= 0 { p.exact } else { p.error },
            format!("{} coins paid", group_digits(paid)),
        ),
        (
            "Actual return",
            percent_places(actual_return, 1),
            p.text,
            "what the machine paid".to_owned(),
        ),
        (
            "Expected return",
            percent_places(expected_return, 1),
            p.text,
            format!("{} with the best holds", percent_places(best_return, 1)),
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
    if !missed.is_empty() {
        ui.add_space(space::S);
        ui.label(
            RichText::new("Chart lines you missed most")
                .font(regular(text_size::SMALL))
                .color(p.text_muted),
        );
        for (rule, count) in missed {
            ui.label(
                RichText::new(format!("{rule} · {}×", group_digits(*count)))
                    .font(bold(text_size::BODY))
                    .color(p.estimate),
            );
        }
    }
}
