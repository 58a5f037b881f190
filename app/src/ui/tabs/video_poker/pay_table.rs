//! The pay table: the game picker (the families: Jacks or Better, …, Deuces Wild, Joker
//! Poker) and the table picker (that family's pay tables), the return under perfect play, and the rows — what each
//! line pays at one to five coins (the current bet's column lit), how often it comes, and the
//! line that paid the last round.

use egui::{Align, Align2, Layout, Rect, RichText, Sense, Ui, UiBuilder, Vec2, accesskit::Role};

use crate::app::video_poker::{Action, PayRow, ReturnFigure, VideoPoker};
use crate::ui::theme::video_poker::{
    GAME_PICKER, GAME_PICKER_NARROW, NARROW_PAY_TABLE, PAY_CHANCE, PAY_NAME_MAX, PAY_NAME_MIN,
    PAY_NAME_SHARE, PAY_ROW, PAY_ROW_COMPACT, RETURN_PROGRESS, SHORT_WINDOW, TABLE_MENU_HEIGHT,
    TABLE_PICKER, TABLE_PICKER_NARROW,
};
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use crate::ui::widgets::section::{progress_bar_ui, section_ui};
use pokerlab::format::{chance, duration, group_digits, percent_places};
use pokerlab::video_poker::tables_by_family;

/// Draws the pay table section.
pub fn pay_table_ui(ui: &mut Ui, p: &Palette, state: &VideoPoker, actions: &mut Vec<Action>) {
    let t = state.trainer();
    let table = t.game().paytable();
    let bet = t.game().bet();
    let rows = state.pay_rows();
    let figure = state.return_figure();
    // On a short window, or with the other hands of multi-play to show, the rows close up so
    // that the cards and the buttons stay in view.
    let row_h = if ui.available_height() < SHORT_WINDOW || t.game().hands().count() > 1 {
        PAY_ROW_COMPACT
    } else {
        PAY_ROW
    };
    section_ui(ui, p, "Pay table", |ui| {
        let narrow = ui.available_width() < NARROW_PAY_TABLE;
        let mut header = |ui: &mut Ui| {
            ui.add_enabled_ui(!t.in_play(), |ui| {
                let families = tables_by_family(t.tables());
                let current = table.family();
                // The game family: picking one switches to its first table.
                let response = egui::ComboBox::from_id_salt("video poker game")
                    .selected_text(RichText::new(current.as_str()).font(bold(text_size::BODY)))
                    .width(if narrow {
                        GAME_PICKER_NARROW
                    } else {
                        GAME_PICKER
                    })
                    .height(TABLE_MENU_HEIGHT)
                    .show_ui(ui, |ui| {
                        for (family, games) in &families {
                            if ui.selectable_label(*family == current, family).clicked()
                                && *family != current
                                && let Some(id) = games.first().and_then(|t| t.builtin_id())
                            {
                                actions.push(Action::SetTable(id));
                            }
                        }
                    });
                let _ = response
                    .response
                    .accessible_name("Game")
                    .on_hover_text("The game family (between hands)");
                // The pay tables of that family.
                let response = egui::ComboBox::from_id_salt("video poker table")
                    .selected_text(RichText::new(table.title()).font(bold(text_size::BODY)))
                    .width(if narrow {
                        TABLE_PICKER_NARROW
                    } else {
                        TABLE_PICKER
                    })
                    .height(TABLE_MENU_HEIGHT)
                    .show_ui(ui, |ui| {
                        let games = families.iter().find(|(f, _)| *f == current);
                        for option in games.map(|(_, g)| g.as_slice()).unwrap_or_default() {
                            if ui
                                .selectable_label(
                                    option.builtin_id() == table.builtin_id(),
                                    option.title(),
                                )
                                .clicked()
                                && let Some(id) = option.builtin_id()
                            {
                                actions.push(Action::SetTable(id));
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
            ui.horizontal(|ui| return_figure_ui(ui, p, figure));
        } else {
            ui.horizontal(|ui| {
                header(ui);
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    return_figure_ui(ui, p, figure);
                });
            });
        }
        ui.add_space(space::S);
        rows_ui(ui, p, &rows, usize::from(bet.coins()), row_h);
    });
}

/// The rows of the table under a header, the current bet's column (`current`, 1 to 5) lit.
fn rows_ui(ui: &mut Ui, p: &Palette, rows: &[PayRow], current: usize, row_h: f32) {
    let width = ui.available_width();
    let name_w = (width * PAY_NAME_SHARE).clamp(PAY_NAME_MIN, PAY_NAME_MAX);
    let chance_w = PAY_CHANCE;
    let col_w = (width - name_w - chance_w) / 5.0;
    let col_x = |c: usize| name_w + c as f32 * col_w;
    let (rect, _) = ui.allocate_exact_size(
        Vec2::new(width, row_h * (rows.len() + 1) as f32),
        Sense::hover(),
    );
    let painter = ui.painter();
    // The current bet's column.
    let column = Rect::from_min_size(
        rect.min + Vec2::new(col_x(current - 1), 0.0),
        Vec2::new(col_w, rect.height()),
    );
    painter.rect_filled(column, radius::S, p.pay_column());
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
        painter.text(
            rect.min + Vec2::new(col_x(c) + col_w - space::S, row_h / 2.0),
            Align2::RIGHT_CENTER,
            text,
            header_font.clone(),
            if coins == current {
                p.text
            } else {
                p.text_muted
            },
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
    for (i, line) in rows.iter().enumerate() {
        let row = Rect::from_min_size(
            rect.min + Vec2::new(0.0, row_h * (i + 1) as f32),
            Vec2::new(width, row_h),
        );
        let ui = &mut child;
        if line.lit {
            ui.painter().rect_filled(row, radius::S, p.accent);
        } else if i % 2 == 1 {
            ui.painter().rect_filled(row, radius::S, p.pay_row_stripe());
        }
        let ink = if line.lit { p.on_accent } else { p.text };
        let font = if line.lit {
            bold(text_size::BODY)
        } else {
            regular(text_size::BODY)
        };
        let mut cells = Vec::with_capacity(7);
        cells.push(line.label.to_owned());
        cells.extend(line.pays.map(group_digits));
        cells.push(line.chance.map_or("…".to_owned(), chance));
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
            let cell =
                Rect::from_min_size(row.min + Vec2::new(x0, 0.0), Vec2::new(w - space::S, row_h));
            let layout = if left {
                Layout::left_to_right(Align::Center)
            } else {
                Layout::right_to_left(Align::Center)
            };
            let color = match k {
                6 if !line.lit => p.text_muted,
                c if (1..=5).contains(&c) && !line.lit && c != current => p.text_muted,
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
}

/// The whole-game return of the table at the current bet, or its progress.
fn return_figure_ui(ui: &mut Ui, p: &Palette, figure: ReturnFigure) {
    match figure {
        ReturnFigure::Ready {
            rate,
            at_least_even,
            variance,
            bet,
            representatives,
            elapsed,
        } => {
            let color = if at_least_even { p.exact } else { p.text };
            ui.label(
                RichText::new(percent_places(rate, 4))
                    .font(bold(text_size::HEADING))
                    .color(color),
            );
            ui.label(
                RichText::new(format!("return with perfect play at {bet}"))
                    .font(regular(text_size::SMALL))
                    .color(p.text_muted),
            )
            .on_hover_text(format!(
                "Every one of the 2,598,960 deals played by its best hold ({} distinct deals up to suits, solved in {}). \
                 Variance {variance:.2}, standard deviation {:.2} per coin bet: the larger, the larger a session's \
                 swings (pokerlab vp-risk gives the chance of losing a bankroll).",
                group_digits(representatives as u64),
                duration(elapsed),
                variance.sqrt()
            ));
        }
        ReturnFigure::Running(progress) => {
            progress_bar_ui(
                ui,
                p,
                progress,
                RETURN_PROGRESS,
                p.estimate,
                "Return with perfect play: computing",
            );
            ui.label(
                RichText::new("working out the return with perfect play")
                    .font(regular(text_size::SMALL))
                    .color(p.text_muted),
            );
        }
        ReturnFigure::Failed => {
            ui.label(RichText::new("the return could not be computed").color(p.error));
        }
    }
}
