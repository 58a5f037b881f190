//! The felt table in the middle of the Hand Odds tab: the five board slots with their street
//! captions, the caption under the board (who leads, or what to do next), and either side of
//! the board the street reached and how the numbers were made.

use egui::{
    Align, Align2, Layout, Rect, Response, Sense, Stroke, StrokeKind, Ui, UiBuilder, Vec2,
    WidgetInfo, accesskit::Role,
};

use crate::app::hand_odds::table::{Slot, Table};
use crate::app::hand_odds::{Action, HandOdds};
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::HAIRLINE;
use crate::ui::theme::hand_odds::{
    CAPTION_MIN_ROOM, CAPTION_ROOM_SHARE, CARD_COUNT_BELOW, CARD_GAP_SHARE, CARD_MAX, CARD_MIN,
    CARD_SHARE, CARDS_LOWER_SHARE, FELT_BADGE_PAD, FELT_BADGE_SIZE, HEADLINE_MAX, HEADLINE_MIN,
    HEADLINE_PAD, HEADLINE_SHARE, METHOD_BADGE_HEIGHT, METHOD_BADGE_LOWER, METHOD_DETAIL_BELOW,
    SIDE_CAPTION_ABOVE, SIDE_CAPTION_SIZE, SIDES_INSET_SHARE, SIDES_MIN, STREET_GAP_SHARE,
    STREET_LABEL_ABOVE, STREET_LABEL_MAX, STREET_LABEL_MIN, STREET_LABEL_SHARE, STREET_NAME_ABOVE,
    STREET_NAME_SIZE,
};
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::card::CardView;
use crate::ui::widgets::felt::paint_table;
use pokerlab::art::DeckStyle;
use pokerlab::equity::MethodUsed;
use pokerlab::format::{counted, percent, percent_places, samples};

/// Where the board's cards sit on the felt.
struct BoardLayout {
    /// The felt inside the rail.
    felt: Rect,
    /// A card's height.
    card_h: f32,
    /// The top of the cards.
    top: f32,
    /// The width of the five cards with their gaps.
    total: f32,
}

/// The felt of `size` with the board on it; clicks on board slots become actions.
pub fn board_ui(
    ui: &mut Ui,
    model: &HandOdds,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
    size: Vec2,
    actions: &mut Vec<Action>,
) {
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let felt = paint_table(ui.painter(), rect, palette);
    // The board's cards go on the felt without moving the parent's cursor.
    let mut child = ui.new_child(UiBuilder::new().max_rect(rect).id_salt("board"));
    let ui = &mut child;
    let card_h = (felt.height() * CARD_SHARE).clamp(CARD_MIN, CARD_MAX);
    let card_w = CardTextures::card_size(card_h).x;
    let gap = (card_h * CARD_GAP_SHARE).max(space::XS);
    let street_gap = card_w * STREET_GAP_SHARE;
    let layout = BoardLayout {
        felt,
        card_h,
        top: felt.center().y - card_h / 2.0 + felt.height() * CARDS_LOWER_SHARE,
        total: 5.0 * card_w + 2.0 * gap + 2.0 * street_gap,
    };
    let mut x = felt.center().x - layout.total / 2.0;
    let selected = model.table().selected();
    for (i, card) in model.table().board().iter().enumerate() {
        let slot_rect = Rect::from_min_size(egui::pos2(x, layout.top), Vec2::new(card_w, card_h));
        let street = match i {
            0..=2 => "FLOP",
            3 => "TURN",
            _ => "RIVER",
        };
        if i == 0 || i >= 3 {
            let label_w = if i == 0 {
                3.0 * card_w + 2.0 * gap
            } else {
                card_w
            };
            ui.painter().text(
                egui::pos2(x + label_w / 2.0, layout.top - STREET_LABEL_ABOVE),
                Align2::CENTER_BOTTOM,
                street,
                bold((card_h * STREET_LABEL_SHARE).clamp(STREET_LABEL_MIN, STREET_LABEL_MAX)),
                palette.on_felt,
            );
        }
        let slot = Slot::Board(i);
        let response = ui.put(
            slot_rect,
            CardView::new(textures, palette, Table::label(slot), *card, card_h)
                .style(style)
                .on_felt(true)
                .selected(selected == Some(slot)),
        );
        if response.clicked() {
            actions.push(Action::ClickSlot(slot));
        }
        x += card_w + if i == 2 || i == 3 { street_gap } else { gap };
    }
    caption_ui(ui, model, palette, &layout);
    sides_ui(ui, model, palette, &layout);
}

/// Below the board: who leads (a headline in a dark pill, as on broadcast tables), or a hint.
fn caption_ui(ui: &mut Ui, model: &HandOdds, palette: &Palette, layout: &BoardLayout) {
    let BoardLayout {
        felt, card_h, top, ..
    } = *layout;
    let caption = model.board_caption();
    let room = felt.bottom() - (top + card_h);
    if room <= CAPTION_MIN_ROOM {
        return;
    }
    let center = egui::pos2(felt.center().x, top + card_h + room * CAPTION_ROOM_SHARE);
    if caption.headline {
        let size = (card_h * HEADLINE_SHARE).clamp(HEADLINE_MIN, HEADLINE_MAX);
        let galley = ui.painter().layout_no_wrap(
            caption.text.to_uppercase(),
            bold(size),
            palette.on_felt_strong,
        );
        let pill = Rect::from_center_size(center, galley.size() + Vec2::from(HEADLINE_PAD));
        ui.painter()
            .rect_filled(pill, pill.height() / 2.0, palette.felt_pill);
        ui.painter().rect_stroke(
            pill,
            pill.height() / 2.0,
            Stroke::new(HAIRLINE, palette.rail_line),
            StrokeKind::Inside,
        );
        ui.painter()
            .galley(center - galley.size() / 2.0, galley, palette.on_felt_strong);
    } else {
        ui.painter().text(
            center,
            Align2::CENTER_CENTER,
            caption.text,
            regular(text_size::SMALL),
            palette.on_felt,
        );
    }
}

/// Either side of the board: the street reached, and how the numbers were made.
fn sides_ui(ui: &mut Ui, model: &HandOdds, palette: &Palette, layout: &BoardLayout) {
    let BoardLayout { felt, total, .. } = *layout;
    let inset = felt.height() * SIDES_INSET_SHARE;
    let side = (felt.width() - total) / 2.0 - inset;
    if side <= SIDES_MIN {
        return;
    }
    let left = felt.left() + inset + side / 2.0;
    let right = felt.right() - inset - side / 2.0;
    let y = felt.center().y;
    let caption = |ui: &Ui, x: f32, text: &str| {
        ui.painter().text(
            egui::pos2(x, y - SIDE_CAPTION_ABOVE),
            Align2::CENTER_BOTTOM,
            text,
            bold(SIDE_CAPTION_SIZE),
            palette.on_felt_caption,
        );
    };
    caption(ui, left, "STREET");
    ui.painter().text(
        egui::pos2(left, y - STREET_NAME_ABOVE),
        Align2::CENTER_TOP,
        model.table().street().name().to_uppercase(),
        bold(STREET_NAME_SIZE),
        palette.on_felt_strong,
    );
    let known = model.table().board_len();
    if (1..=2).contains(&known) {
        ui.painter().text(
            egui::pos2(left, y + CARD_COUNT_BELOW),
            Align2::CENTER_TOP,
            format!("{known} OF 3 CARDS"),
            bold(SIDE_CAPTION_SIZE),
            palette.on_felt_caption,
        );
    }
    let Some(view) = model.current() else { return };
    let Some(result) = &view.result else { return };
    let se = result.std_error().unwrap_or(0.0);
    let (title, text, detail) = match (view.estimate, result.method) {
        (true, _) => (
            "ESTIMATE",
            format!(
                "± {} · {}",
                percent_places(se, 1),
                samples(result.samples())
            ),
            format!("exact count {} done", percent_places(view.progress, 0)),
        ),
        (false, MethodUsed::Exact) => (
            "COUNTED",
            "exact".to_owned(),
            counted(result.samples(), "outcome", "outcomes"),
        ),
        (false, MethodUsed::MonteCarlo) => (
            "SAMPLED",
            format!("± {} · {}", percent(se), samples(result.samples())),
            if view.done {
                "Monte Carlo".to_owned()
            } else {
                format!("Monte Carlo, {}", percent_places(view.progress, 0))
            },
        ),
    };
    caption(ui, right, title);
    let color = if title == "COUNTED" {
        palette.exact
    } else {
        palette.estimate
    };
    let rect = Rect::from_center_size(
        egui::pos2(right, y + METHOD_BADGE_LOWER),
        Vec2::new(side, METHOD_BADGE_HEIGHT),
    );
    ui.scope_builder(
        UiBuilder::new()
            .max_rect(rect)
            .layout(Layout::top_down(Align::Center)),
        |ui| {
            felt_badge_ui(ui, palette, &text, color);
        },
    );
    ui.painter().text(
        egui::pos2(right, y + METHOD_DETAIL_BELOW),
        Align2::CENTER_TOP,
        detail,
        regular(text_size::SMALL),
        palette.on_felt_detail,
    );
}

/// A badge on the felt: light text on a dark pill edged in `color`. Readable by screen
/// readers.
fn felt_badge_ui(ui: &mut Ui, palette: &Palette, text: &str, color: egui::Color32) -> Response {
    let galley = ui.painter().layout_no_wrap(
        text.to_owned(),
        bold(FELT_BADGE_SIZE),
        palette.on_felt_strong,
    );
    let size = galley.size() + Vec2::from(FELT_BADGE_PAD);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, text));
    ui.painter()
        .rect_filled(rect, rect.height() / 2.0, palette.felt_badge);
    ui.painter().rect_stroke(
        rect,
        rect.height() / 2.0,
        Stroke::new(HAIRLINE, color),
        StrokeKind::Inside,
    );
    ui.painter().galley(
        rect.center() - galley.size() / 2.0,
        galley,
        palette.on_felt_strong,
    );
    response
}
