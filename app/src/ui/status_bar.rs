//! The status bar along the bottom of the window: the open tab's status line, a notice until
//! it is dismissed (a state file moved aside, a save that failed), and the frame timings.

use egui::{Align, Layout, RichText, Ui};

use super::theme::{Palette, regular, space, text_size};
use crate::app::{AppState, Command};
use pokerlab::format::milliseconds;

/// Draws the status bar with `status` (the open tab's line); queues the commands of its
/// buttons on `state`.
pub fn status_bar_ui(ui: &mut Ui, palette: &Palette, state: &mut AppState, status: &str) {
    let frame = egui::Frame::new()
        .fill(palette.panel)
        .inner_margin(egui::Margin::symmetric(space::L as i8, space::XS as i8))
        .stroke(egui::Stroke::new(1.0, palette.border));
    egui::Panel::bottom("status_bar")
        .frame(frame)
        .show_separator_line(false)
        .show(ui, |ui| {
            if let Some(notice) = &state.notice {
                notice_ui(ui, palette, notice, &mut state.commands);
            }
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(status)
                        .font(regular(text_size::SMALL))
                        .color(palette.text_muted),
                );
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    timings_ui(ui, palette, state);
                });
            });
        });
}

/// The notice on a line of its own, wrapped, with a button that dismisses it.
fn notice_ui(ui: &mut Ui, palette: &Palette, notice: &str, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let dismiss = ui.add(egui::Button::new(
            RichText::new("Dismiss").font(regular(text_size::SMALL)),
        ));
        if dismiss.clicked() {
            commands.push(Command::DismissNotice);
        }
        ui.add(
            egui::Label::new(
                RichText::new(notice)
                    .font(regular(text_size::SMALL))
                    .color(palette.notice()),
            )
            .wrap(),
        );
    });
}

/// The "Timing" toggle and, when on, the frame timings.
fn timings_ui(ui: &mut Ui, palette: &Palette, state: &mut AppState) {
    let show = state.settings().show_frame_time;
    if ui
        .add(egui::Button::selectable(
            show,
            RichText::new("Timing").font(regular(text_size::SMALL)),
        ))
        .on_hover_text(
            "How long frames take on the UI thread: ui is the app's own work, \
             frame adds laying out the shapes and painting (not the wait for the display)",
        )
        .clicked()
    {
        state.commands.push(Command::SetShowFrameTime(!show));
    }
    if show {
        let s = state.frame_stats().summary();
        let ms = |x: f32| milliseconds(f64::from(x), 1);
        let text = format!(
            "ui {} · frame {} · worst of the last 3 s: ui {}, frame {}",
            ms(s.ui_ms),
            ms(s.frame_ms),
            ms(s.worst_ui_ms),
            ms(s.worst_frame_ms)
        );
        ui.label(
            RichText::new(text)
                .font(regular(text_size::SMALL))
                .color(palette.text_faint),
        );
    }
}
