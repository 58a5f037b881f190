//! One seat of the Hand Odds table: a plate with the seat's colour down its left edge, its two
//! cards (or a picture of its range), its name and buttons, its hand in words, the big equity
//! figure, win and tie with how they were made, and the equity bar; and the "Add player" tile
//! after the last seat.

use egui::{
    Align, Align2, Id, Layout, Rect, Response, RichText, Sense, Stroke, StrokeKind, Ui, UiBuilder,
    Vec2, WidgetInfo, accesskit::Role,
};

use crate::app::hand_odds::Action;
use crate::app::hand_odds::summary::SeatView;
use crate::app::hand_odds::table::{Seat, Slot, Table};
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::HAIRLINE;
use crate::ui::theme::hand_odds::{
    ADD_TILE_DASH, ADD_TILE_GAP, ADD_TILE_INSET, ADD_TILE_STROKE, BADGE_ROOM, BAR_ROW, BIG_WIDTH,
    FIGURES_ABOVE_BAR, FIGURES_ROW, NAME_BUTTON_PADDING, NAME_BUTTON_SPACING, NAME_ROW,
    NAME_ROW_RAISE, PLATE_SHADOW, STRIPE, THUMB_CELL_RADIUS, THUMB_FRAME, THUMB_GAP,
};
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use crate::ui::widgets::card::CardView;
use crate::ui::widgets::equity_bar::{EquityBar, badge_ui, method_text, method_text_short};
use pokerlab::art::{BackColor, CardFace, DeckStyle};
use pokerlab::equity::MethodUsed;
use pokerlab::format::{counted, percent_places};

/// The rows right of the cards: name and buttons, hand in words, figures, bar.
struct Rows {
    name: Rect,
    hand: Rect,
    figures: Rect,
    bar: Rect,
}

impl Rows {
    /// The rows of a plate whose cards fill `inner` from the left, each `card_w` wide.
    fn new(inner: Rect, card_w: f32) -> Rows {
        let text_left = inner.left() + 2.0 * card_w + space::XS + space::M;
        let right = inner.right();
        let row = |top: f32, height: f32| {
            Rect::from_min_max(egui::pos2(text_left, top), egui::pos2(right, top + height))
        };
        let name = row(inner.top() - NAME_ROW_RAISE, NAME_ROW);
        let bar = row(inner.bottom() - BAR_ROW, BAR_ROW);
        let figures = row(bar.top() - FIGURES_ABOVE_BAR - FIGURES_ROW, FIGURES_ROW);
        let hand = row(name.bottom(), figures.top() - name.bottom());
        Rows {
            name,
            hand,
            figures,
            bar,
        }
    }
}

/// One seat's plate in `rect`.
pub fn seat_plate_ui(
    ui: &mut Ui,
    rect: Rect,
    view: &SeatView<'_>,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
    actions: &mut Vec<Action>,
) {
    let seat = view.seat;
    paint_plate(ui, rect, view, palette);
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(rect)
            .id_salt(("seat", seat))
            .accessibility_label(format!("Player {} seat", seat + 1))
            .accessibility_role(Role::Group),
    );
    let ui = &mut child;
    let pad = space::M;
    let inner = Rect::from_min_max(
        rect.min + Vec2::new(STRIPE + pad, pad),
        rect.max - Vec2::splat(pad),
    );
    let card_w = CardTextures::card_size(inner.height()).x;
    hole_cards_ui(ui, inner, view, textures, palette, style, actions);

    let rows = Rows::new(inner, card_w);
    name_row_ui(ui, rows.name, view, palette, actions);
    let big = Rect::from_min_max(
        egui::pos2(rows.name.right() - BIG_WIDTH, rows.hand.top()),
        egui::pos2(rows.name.right(), rows.figures.bottom()),
    );
    big_figure_ui(ui, big, view, palette);
    let left_of_big =
        |row: Rect| Rect::from_min_max(row.min, egui::pos2(big.left() - space::S, row.bottom()));
    hand_words_ui(ui, left_of_big(rows.hand), view, palette);
    figures_ui(ui, left_of_big(rows.figures), view, palette);
    bar_ui(ui, rows.bar, view, palette);
}

/// The plate itself: shadow, surface, border (accented when it holds the selection) and the
/// seat's colour stripe.
fn paint_plate(ui: &Ui, rect: Rect, view: &SeatView<'_>, p: &Palette) {
    let painter = ui.painter();
    painter.rect_filled(
        rect.translate(Vec2::new(0.0, PLATE_SHADOW)),
        radius::M,
        p.plate_shadow,
    );
    painter.rect_filled(rect, radius::M, p.surface);
    let border = if view.owns_selection() {
        p.accent.gamma_multiply(0.7)
    } else {
        p.border
    };
    painter.rect_stroke(
        rect,
        radius::M,
        Stroke::new(HAIRLINE, border),
        StrokeKind::Inside,
    );
    let stripe = Rect::from_min_size(rect.min, Vec2::new(STRIPE, rect.height()));
    painter.rect_filled(
        stripe,
        egui::CornerRadius {
            nw: radius::M,
            sw: radius::M,
            ne: 0,
            se: 0,
        },
        p.seat(view.seat),
    );
}

/// The seat's two cards (card backs for a random seat), or for a range seat a small picture
/// of its grid that opens the editor.
fn hole_cards_ui(
    ui: &mut Ui,
    inner: Rect,
    view: &SeatView<'_>,
    textures: &mut CardTextures,
    p: &Palette,
    style: DeckStyle,
    actions: &mut Vec<Action>,
) {
    let seat = view.seat;
    let card_h = inner.height();
    let card_w = CardTextures::card_size(card_h).x;
    if let Seat::Range(range) = view.hand {
        let side = card_h;
        let box_w = 2.0 * card_w + space::XS;
        let grid_rect = Rect::from_min_size(
            inner.min + Vec2::new(((box_w - side) / 2.0).max(0.0), 0.0),
            Vec2::splat(side),
        );
        let response = ui.interact(
            grid_rect,
            Id::unique(("range thumbnail", seat)),
            Sense::click(),
        );
        response.widget_info(|| {
            WidgetInfo::labeled(
                Role::Button,
                true,
                format!("Edit player {} range", seat + 1),
            )
        });
        let hover = response.hovered();
        paint_range_thumbnail(
            ui.painter(),
            grid_rect,
            range.range(),
            p.seat(seat),
            p,
            hover,
        );
        if response
            .on_hover_text(format!("{}\nClick to edit the range", range.text()))
            .clicked()
        {
            actions.push(Action::EditRange(seat));
        }
        return;
    }
    for index in 0..2 {
        let slot = Slot::Hole { seat, index };
        let card_rect = Rect::from_min_size(
            inner.min + Vec2::new(index as f32 * (card_w + space::XS), 0.0),
            Vec2::new(card_w, card_h),
        );
        let (card, face) = match view.hand {
            Seat::Cards(cards) => (cards[index], cards[index].map(CardFace::Card)),
            Seat::Random | Seat::Range(_) => (None, Some(CardFace::Back(BackColor::Red))),
        };
        let response = ui.put(
            card_rect,
            CardView::new(textures, p, Table::label(slot), card, card_h)
                .face(face)
                .style(style)
                .caption(if index == 0 { "1st" } else { "2nd" })
                .selected(view.selected == Some(slot)),
        );
        if response.clicked() {
            actions.push(Action::ClickSlot(slot));
        }
    }
}

/// "PLAYER 2" and, on the right, "any hand", "range…" and the remove button.
fn name_row_ui(
    ui: &mut Ui,
    rect: Rect,
    view: &SeatView<'_>,
    p: &Palette,
    actions: &mut Vec<Action>,
) {
    let seat = view.seat;
    ui.scope_builder(
        UiBuilder::new()
            .max_rect(rect)
            .layout(Layout::left_to_right(Align::Center)),
        |ui| {
            ui.label(
                RichText::new(format!("PLAYER {}", seat + 1))
                    .font(bold(text_size::TITLE))
                    .color(p.seat_text(seat)),
            );
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                ui.spacing_mut().item_spacing.x = NAME_BUTTON_SPACING;
                ui.spacing_mut().button_padding = Vec2::from(NAME_BUTTON_PADDING);
                if view.can_remove
                    && ui
                        .add(small_button("×", p))
                        .on_hover_text("Remove this player")
                        .accessible_name(format!("Remove player {}", seat + 1))
                        .clicked()
                {
                    actions.push(Action::RemoveSeat(seat));
                }
                let ranged = view.editing || view.hand.range().is_some();
                if ui
                    .add(toggle_button("range…", ranged, p))
                    .on_hover_text("A range of hands: type it, or paint it on the 13×13 grid")
                    .accessible_name(format!("Player {} range", seat + 1))
                    .clicked()
                {
                    actions.push(Action::EditRange(seat));
                }
                let random = *view.hand == Seat::Random;
                if ui
                    .add(toggle_button("any hand", random, p))
                    .on_hover_text("Any two cards: this player is dealt at random")
                    .accessible_name(format!("Player {} any hand", seat + 1))
                    .clicked()
                {
                    actions.push(Action::SetRandom(seat, !random));
                }
            });
        },
    );
}

/// The big equity figure: the percentage, "…" while the seat waits for one, nothing for a
/// seat out of the hand.
fn big_figure_ui(ui: &mut Ui, rect: Rect, view: &SeatView<'_>, p: &Palette) {
    let big = match (view.result, view.in_hand) {
        (Some((r, k)), _) => percent_places(r.equity(k), 1),
        (None, true) => "…".to_owned(),
        (None, false) => return,
    };
    ui.scope_builder(
        UiBuilder::new()
            .max_rect(rect)
            .layout(Layout::right_to_left(Align::Center)),
        |ui| {
            ui.label(
                RichText::new(big)
                    .font(bold(text_size::BIG))
                    .color(p.seat_text(view.seat)),
            );
        },
    );
}

/// The seat's hand in words; for a range seat, its text and its size in live combos.
fn hand_words_ui(ui: &mut Ui, rect: Rect, view: &SeatView<'_>, p: &Palette) {
    ui.scope_builder(
        UiBuilder::new()
            .max_rect(rect)
            .layout(Layout::left_to_right(Align::Center)),
        |ui| {
            if let Seat::Range(range) = view.hand {
                // The size first (it always fits), then as much of the text as fits.
                let (size, size_color) = match view.live_combos {
                    Some(0) => ("no hand left".to_owned(), p.error),
                    Some(n) => (counted(n as u64, "combo", "combos"), p.text_muted),
                    None => (String::new(), p.text_muted),
                };
                let (size, hover) = match (&view.narrowed, view.live_combos) {
                    (Some(words), Some(n)) => (
                        format!("{n} narrowed"),
                        format!(
                            "Hands of the range that no card on the table blocks, narrowed \
                             to what the player continued with ({words})"
                        ),
                    ),
                    _ => (
                        size,
                        "Hands of the range that no card on the table blocks".to_owned(),
                    ),
                };
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    ui.label(
                        RichText::new(size)
                            .font(regular(text_size::BODY))
                            .color(size_color),
                    )
                    .on_hover_text(hover);
                    ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                        ui.add(
                            egui::Label::new(
                                RichText::new(range.text())
                                    .font(bold(text_size::BODY + 1.0))
                                    .color(p.text),
                            )
                            .truncate(),
                        );
                    });
                });
                return;
            }
            let description = match (view.hand, view.description) {
                (Seat::Random, _) => "Any two cards",
                (_, Some(words)) => words,
                (_, None) => "Pick two cards",
            };
            ui.add(
                egui::Label::new(
                    RichText::new(description)
                        .font(regular(text_size::BODY + 1.0))
                        .color(if view.in_hand { p.text } else { p.text_muted }),
                )
                .truncate(),
            );
        },
    );
}

/// Win and tie, a badge saying how they were made, and the seat's outs — the longest line
/// that fits — or why there are none yet.
fn figures_ui(ui: &mut Ui, rect: Rect, view: &SeatView<'_>, p: &Palette) {
    ui.scope_builder(
        UiBuilder::new()
            .max_rect(rect)
            .layout(Layout::left_to_right(Align::Center)),
        |ui| {
            ui.spacing_mut().item_spacing.x = space::S;
            let small = |t: String| RichText::new(t).font(regular(text_size::SMALL));
            let Some((r, k)) = view.result else {
                let (text, color) = match (view.in_hand, view.failed) {
                    (true, true) => ("no result: see the table", p.error),
                    (true, false) => ("computing…", p.text_faint),
                    (false, _) => ("not in the hand yet", p.text_faint),
                };
                ui.label(small(text.to_owned()).color(color));
                return;
            };
            let win = format!("Win {}", percent_places(r.win(k), 1));
            let tie = format!("Tie {}", percent_places(r.tie(k), 1));
            let color = if view.estimate || r.method == MethodUsed::MonteCarlo {
                p.estimate
            } else {
                p.exact
            };
            let full = if view.estimate {
                format!("estimate {}", method_text(r, k))
            } else {
                method_text(r, k)
            };
            let short = if view.estimate {
                "estimate".to_owned()
            } else {
                method_text_short(r, k)
            };
            let outs = view
                .outs
                .map(|o| format!("{} {}", o.len(), if o.len() == 1 { "out" } else { "outs" }));
            // The longest line that fits: the full badge, then a short one, then no tie.
            let painter = ui.painter().clone();
            let width = |t: &str| {
                painter
                    .layout_no_wrap(t.to_owned(), regular(text_size::SMALL), p.text)
                    .size()
                    .x
            };
            let gap = ui.spacing().item_spacing.x;
            let fixed = width(&win) + width(&tie) + 2.0 * gap + BADGE_ROOM;
            let room = ui.available_width();
            let (badge_text, show_tie) = if fixed + width(&full) <= room {
                (full.clone(), true)
            } else if fixed + width(&short) <= room {
                (short, true)
            } else {
                (short, false)
            };
            ui.label(small(win).color(p.text));
            if show_tie {
                ui.label(small(tie).color(p.text_muted));
            }
            badge_ui(ui, p, &badge_text, color).on_hover_text(full);
            if let Some(outs) = outs
                && ui.available_width() >= width(&outs) + gap
            {
                ui.label(small(outs).color(p.text_muted));
            }
        },
    );
}

/// The equity bar: the seat's equity, the part won outright solid; empty out of the hand.
fn bar_ui(ui: &mut Ui, rect: Rect, view: &SeatView<'_>, p: &Palette) {
    let equity = view.result.map(|(r, k)| r.equity(k) as f32);
    let win = view.result.map(|(r, k)| r.win(k) as f32);
    let seat = view.seat;
    ui.scope_builder(UiBuilder::new().max_rect(rect), |ui| {
        ui.add(
            EquityBar::new(
                p,
                Id::unique(("equity bar", seat)),
                if view.in_hand { equity } else { Some(0.0) },
                if view.in_hand { win } else { Some(0.0) },
                p.seat(seat),
            )
            .height(rect.height())
            .label(format!("Player {} equity", seat + 1)),
        );
    });
}

/// The "Add player" tile after the last seat.
pub fn add_seat_tile_ui(ui: &mut Ui, rect: Rect, palette: &Palette) -> Response {
    let response = ui.interact(rect, Id::unique("add seat"), Sense::click());
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, "Add player"));
    let hover = ui
        .ctx()
        .animate_bool_with_time(response.id, response.hovered(), 0.1);
    let painter = ui.painter();
    let fill = palette
        .surface
        .lerp_to_gamma(palette.surface_strong, 0.3 + 0.7 * hover);
    painter.rect_filled(rect, radius::M, fill.gamma_multiply(0.6));
    let r = rect.shrink(ADD_TILE_INSET);
    let corners = [
        r.left_top(),
        r.right_top(),
        r.right_bottom(),
        r.left_bottom(),
        r.left_top(),
    ];
    painter.extend(egui::Shape::dashed_line(
        &corners,
        Stroke::new(
            ADD_TILE_STROKE,
            palette.border.lerp_to_gamma(palette.text_faint, hover),
        ),
        ADD_TILE_DASH,
        ADD_TILE_GAP,
    ));
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        "+  Add player",
        bold(text_size::BODY),
        palette.text_muted.lerp_to_gamma(palette.text, hover),
    );
    response
}

/// A range as a small 13×13 picture in the seat's colour: each cell as strong as the share of
/// its combos selected.
fn paint_range_thumbnail(
    painter: &egui::Painter,
    rect: Rect,
    range: &pokerlab::range::Range,
    color: egui::Color32,
    p: &Palette,
    hover: bool,
) {
    use pokerlab::range::HandClass;
    let gap = THUMB_GAP;
    let cell = (rect.width() - 12.0 * gap) / 13.0;
    let empty = p.surface_strong;
    painter.rect_filled(rect.expand(THUMB_FRAME), radius::S, p.background);
    for class in HandClass::all() {
        let r = Rect::from_min_size(
            rect.min + Vec2::new(class.col() as f32, class.row() as f32) * (cell + gap),
            Vec2::splat(cell),
        );
        let share = range.class_fraction(class);
        let fill = if share > 0.0 {
            empty.lerp_to_gamma(color, 0.35 + 0.65 * share)
        } else {
            empty
        };
        painter.rect_filled(r, THUMB_CELL_RADIUS, fill);
    }
    let stroke = if hover { p.text_muted } else { p.border };
    painter.rect_stroke(
        rect.expand(THUMB_FRAME),
        radius::S,
        Stroke::new(HAIRLINE, stroke),
        StrokeKind::Inside,
    );
}

/// A small frameless button.
fn small_button<'a>(text: &'a str, palette: &Palette) -> egui::Button<'a> {
    egui::Button::new(
        RichText::new(text)
            .font(regular(text_size::SMALL))
            .color(palette.text_muted),
    )
    .frame_when_inactive(false)
}

/// A small frameless button that shows whether it is on.
fn toggle_button<'a>(text: &'a str, on: bool, palette: &Palette) -> egui::Button<'a> {
    egui::Button::selectable(
        on,
        RichText::new(text)
            .font(regular(text_size::SMALL))
            .color(if on { palette.text } else { palette.text_muted }),
    )
    .frame_when_inactive(false)
}
