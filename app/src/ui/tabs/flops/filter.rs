//! The Flops tab's filter: which flops the summary, the chart and the table show — suits,
//! pairing, connectedness and high card, combined ("A-high two-tone"), each a choice box, the
//! whole in the words `pokerlab flops --filter` reads.

use egui::{RichText, Ui};

use super::summary::capitalised;
use crate::app::flops::{Action, Flops};
use crate::ui::theme::flops::FILTER_WIDTH;
use crate::ui::theme::{Palette, regular, space, text_size};
use crate::ui::widgets::section::section_ui;
use pokerlab::cards::Rank;
use pokerlab::flops::{FlopFilter, Pairing, SuitTexture};

/// The "Which flops" section.
pub fn filter_ui(ui: &mut Ui, p: &Palette, state: &Flops, actions: &mut Vec<Action>) {
    let filter = state.filter();
    section_ui(ui, p, "Which flops", |ui| {
        egui::Grid::new("flops filter")
            .num_columns(2)
            .spacing([space::S, space::XS])
            .show(ui, |ui| {
                let suits = [
                    None,
                    Some(SuitTexture::Rainbow),
                    Some(SuitTexture::TwoTone),
                    Some(SuitTexture::Monotone),
                ];
                if let Some(suits) = choice_ui(ui, p, "Suits", filter.suits, &suits, |s| {
                    FlopFilter::suits_word(s).to_owned()
                }) {
                    actions.push(Action::SetFilter(FlopFilter { suits, ..filter }));
                }
                let pairings = [
                    None,
                    Some(Pairing::Unpaired),
                    Some(Pairing::Paired),
                    Some(Pairing::Trips),
                ];
                if let Some(pairing) = choice_ui(ui, p, "Pairing", filter.pairing, &pairings, |x| {
                    FlopFilter::pairing_word(x).to_owned()
                }) {
                    actions.push(Action::SetFilter(FlopFilter { pairing, ..filter }));
                }
                let connected = [None, Some(true), Some(false)];
                if let Some(connected) =
                    choice_ui(ui, p, "Connected", filter.connected, &connected, |c| {
                        FlopFilter::connected_word(c).to_owned()
                    })
                {
                    actions.push(Action::SetFilter(FlopFilter {
                        connected,
                        ..filter
                    }));
                }
                let highs: Vec<Option<Rank>> = std::iter::once(None)
                    .chain(Rank::ALL.iter().rev().map(|&r| Some(r)))
                    .collect();
                if let Some(high) = choice_ui(ui, p, "High card", filter.high, &highs, |r| {
                    format!("{}-high", r.to_char())
                }) {
                    actions.push(Action::SetFilter(FlopFilter { high, ..filter }));
                }
            });
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(capitalised(&filter.to_string()))
                    .font(regular(text_size::SMALL))
                    .color(p.text_muted),
            )
            .on_hover_text("The same words as `pokerlab flops --filter`");
            if !filter.is_any()
                && ui
                    .small_button("Every flop")
                    .on_hover_text("Clear the filter")
                    .clicked()
            {
                actions.push(Action::SetFilter(FlopFilter::default()));
            }
        });
    });
}

/// One part of the filter: its name and a choice box of "any" and each value; the value
/// chosen this frame, if one was.
fn choice_ui<T: Copy + PartialEq>(
    ui: &mut Ui,
    p: &Palette,
    name: &str,
    current: Option<T>,
    values: &[Option<T>],
    word: impl Fn(T) -> String,
) -> Option<Option<T>> {
    let text = |v: Option<T>| v.map_or_else(|| "any".to_owned(), |v| capitalised(&word(v)));
    ui.label(RichText::new(name).color(p.text_muted));
    let mut chosen = None;
    let response = egui::ComboBox::from_id_salt(("flops filter", name))
        .selected_text(text(current))
        .width(FILTER_WIDTH)
        .show_ui(ui, |ui| {
            for &value in values {
                if ui.selectable_label(value == current, text(value)).clicked() {
                    chosen = Some(value);
                }
            }
        });
    let _ = response
        .response
        .accessible_name(format!("Flops filter {}", name.to_lowercase()));
    ui.end_row();
    chosen.filter(|&v| v != current)
}
