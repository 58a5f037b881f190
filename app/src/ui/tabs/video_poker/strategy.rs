//! The Strategy panel in the side panel: the chart of the selected table, line by line in a
//! player's words with each line's share of deals — the line that plays the deal lit, after a
//! mistake the line the player's hold followed marked too — under the headings of a wild-card
//! chart's groups, the footnotes under a line (the deals it names as exceptions), the chart's
//! return beside perfect play, and the glossary of its words.

use egui::{
    Align, CollapsingHeader, Color32, Frame, Label, Layout, Margin, RichText, Ui, UiBuilder, Vec2,
    accesskit::Role,
};

use crate::app::video_poker::{ChartPanel, ChartRow, GlossaryRow};
use crate::ui::theme::video_poker::{
    CHART_FOOTNOTES_OPEN, CHART_NUMBER, CHART_ROW_PAD, CHART_SHARE, RETURN_PROGRESS,
};
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use crate::ui::widgets::section::progress_bar_ui;
use pokerlab::format::percent_places;

/// Draws the chart (or how far its construction has got).
pub fn chart_panel_ui(ui: &mut Ui, p: &Palette, panel: &ChartPanel) {
    let (rows, chart_return, optimal_return, glossary) = match panel {
        ChartPanel::Running(progress) => {
            ui.horizontal(|ui| {
                ui.label(RichText::new("Working out the chart…").color(p.text_muted));
                let _ = progress_bar_ui(
                    ui,
                    p,
                    *progress,
                    RETURN_PROGRESS,
                    p.accent,
                    "Chart progress",
                );
            });
            return;
        }
        ChartPanel::Failed => {
            ui.label(RichText::new("The chart could not be worked out.").color(p.error));
            return;
        }
        ChartPanel::Ready {
            rows,
            chart_return,
            optimal_return,
            glossary,
        } => (rows, *chart_return, *optimal_return, glossary),
    };
    ui.label(
        RichText::new(format!(
            "Play each deal by the first line that fits. Chart {} · perfect play {} (5 coins)",
            percent_places(chart_return, 2),
            percent_places(optimal_return, 2)
        ))
        .font(regular(text_size::SMALL))
        .color(p.text_muted),
    );
    if rows.iter().any(|r| !r.footnotes.is_empty()) {
        ui.add(
            Label::new(
                RichText::new(
                    "\"except\" under a line: a deal it would play more than 0.01 a coin below \
                     the best hold, and its hold (its suits may be relabelled, a deuce or wild \
                     three be of any suit).",
                )
                .font(regular(text_size::SMALL))
                .color(p.text_muted),
            )
            .wrap(),
        );
    }
    ui.add_space(space::XS);
    let mut heading = None;
    for row in rows {
        if row.group.is_some() && row.group != heading {
            heading.clone_from(&row.group);
            ui.add_space(space::XS);
            ui.label(
                RichText::new(row.group.as_deref().unwrap_or_default())
                    .font(bold(text_size::SMALL))
                    .color(p.text_muted),
            );
        }
        chart_row_ui(ui, p, row);
    }
    ui.add_space(space::S);
    glossary_ui(ui, p, glossary);
}

/// The glossary: each term in bold with its meaning, and an example deal below.
fn glossary_ui(ui: &mut Ui, p: &Palette, glossary: &[GlossaryRow]) {
    ui.label(
        RichText::new("Words of the chart")
            .font(bold(text_size::SMALL))
            .color(p.text_muted),
    );
    for g in glossary {
        ui.add(
            Label::new(
                RichText::new(format!("{}: {}", g.term, g.meaning))
                    .font(regular(text_size::SMALL))
                    .color(p.text),
            )
            .wrap(),
        );
        ui.add(
            Label::new(
                RichText::new(format!("e.g. {}", g.example))
                    .font(regular(text_size::SMALL))
                    .color(p.text_faint),
            )
            .wrap(),
        );
    }
}

/// One line: its number, its rule (wrapped if long) and its share of deals, lit or marked as
/// the player's.
fn chart_row_ui(ui: &mut Ui, p: &Palette, row: &ChartRow) {
    let mut label = format!("Chart line {}: {}", row.number, row.rule);
    if row.lit {
        label.push_str(", plays this deal");
    }
    if row.yours {
        label.push_str(", your hold");
    }
    let (fill, color) = if row.lit {
        (p.chart_lit(), p.exact)
    } else if row.yours {
        (p.chart_yours(), p.estimate)
    } else {
        (Color32::TRANSPARENT, p.text)
    };
    let font = if row.lit || row.yours {
        bold(text_size::BODY)
    } else {
        regular(text_size::BODY)
    };
    let rule = if row.yours {
        format!("{} ← your hold", row.rule)
    } else {
        row.rule.clone()
    };
    let width = ui.available_width();
    ui.scope_builder(
        UiBuilder::new()
            .id_salt(("chart line", row.number))
            .accessibility_label(label.as_str())
            .accessibility_role(Role::Group),
        |ui| {
            Frame::new()
                .fill(fill)
                .corner_radius(radius::S)
                .inner_margin(Margin::symmetric(space::XS as i8, CHART_ROW_PAD as i8))
                .show(ui, |ui| {
                    let inner = width - 2.0 * space::XS;
                    ui.set_width(inner);
                    ui.horizontal_top(|ui| {
                        ui.add_sized(
                            [CHART_NUMBER, text_size::BODY],
                            Label::new(
                                RichText::new(row.number.to_string())
                                    .font(regular(text_size::SMALL))
                                    .color(p.text_faint),
                            ),
                        );
                        let rule_w =
                            (inner - CHART_NUMBER - CHART_SHARE - 2.0 * space::XS).max(0.0);
                        ui.allocate_ui_with_layout(
                            Vec2::new(rule_w, 0.0),
                            Layout::top_down(Align::Min),
                            |ui| {
                                ui.set_width(rule_w);
                                ui.add(
                                    Label::new(RichText::new(rule).font(font).color(color)).wrap(),
                                );
                                footnotes_ui(ui, p, row);
                            },
                        );
                        ui.with_layout(Layout::right_to_left(Align::Min), |ui| {
                            ui.label(
                                RichText::new(percent_places(row.share, 2))
                                    .font(regular(text_size::SMALL))
                                    .color(p.text_muted),
                            );
                        });
                    });
                });
        },
    );
}

/// The footnotes under a line, "except …" in small type: the first few open, the rest folded.
fn footnotes_ui(ui: &mut Ui, p: &Palette, row: &ChartRow) {
    let note_ui = |ui: &mut Ui, words: &str| {
        ui.add(
            Label::new(
                RichText::new(format!("except {words}"))
                    .font(regular(text_size::SMALL))
                    .color(p.text_muted),
            )
            .wrap(),
        );
    };
    let open = if row.footnotes.len() > CHART_FOOTNOTES_OPEN {
        CHART_FOOTNOTES_OPEN - 1
    } else {
        row.footnotes.len()
    };
    let (shown, folded) = row.footnotes.split_at(open);
    for words in shown {
        note_ui(ui, words);
    }
    if !folded.is_empty() {
        CollapsingHeader::new(
            RichText::new(format!("{} more exceptions", folded.len()))
                .font(regular(text_size::SMALL))
                .color(p.text_muted),
        )
        .id_salt(("chart footnotes", row.number))
        .show(ui, |ui| {
            for words in folded {
                note_ui(ui, words);
            }
        });
    }
}
