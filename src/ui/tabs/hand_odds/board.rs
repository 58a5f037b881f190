//! The felt table in the middle of the Hand Odds tab: the five board slots with their street
//! captions, the caption under the board (who leads, or what to do next), and either side of
//! the board the street reached and how the numbers were made.

use egui::{
    Align, Align2, Layout, Rect, Response, Sense, Stroke, StrokeKind, Ui, UiBuilder, Vec2,
    WidgetInfo, accesskit::Role,
};

use crate::app::hand_odds::table::{Slot, Table};
use crate::app::hand_odds::{Action, HandOdds};
use crate::art::DeckStyle;
use crate::equity::MethodUsed;
use crate::format::{group_digits, samples};
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::card::CardView;
use crate::ui::widgets::felt::paint_table;

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
    let card_h = (felt.height() * 0.5).clamp(56.0, 104.0);
    let card_w = CardTextures::card_size(card_h).x;
    let gap = (card_h * 0.06).max(space::XS);
    let street_gap = card_w * 0.32;
    let layout = BoardLayout {
        felt,
        card_h,
        top: felt.center().y - card_h / 2.0 + felt.height() * 0.02,
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
                egui::pos2(x + label_w / 2.0, layout.top - 8.0),
                Align2::CENTER_BOTTOM,
                street,
                bold((card_h * 0.13).clamp(10.0, 13.0)),
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
    if room <= 18.0 {
        return;
    }
    let center = egui::pos2(felt.center().x, top + card_h + room * 0.45);
    if caption.headline {
        let size = (card_h * 0.14).clamp(11.0, 14.0);
        let galley = ui.painter().layout_no_wrap(
            caption.text.to_uppercase(),
            bold(size),
            palette.on_felt_strong,
        );
        let pill = Rect::from_center_size(center, galley.size() + Vec2::new(24.0, 8.0));
        ui.painter()
            .rect_filled(pill, pill.height() / 2.0, palette.felt_pill);
        ui.painter().rect_stroke(
            pill,
            pill.height() / 2.0,
            Stroke::new(1.0, palette.rail_line),
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
    let inset = felt.height() * 0.22;
    let side = (felt.width() - total) / 2.0 - inset;
    if side <= 120.0 {
        return;
    }
    let left = felt.left() + inset + side / 2.0;
    let right = felt.right() - inset - side / 2.0;
    let y = felt.center().y;
    let caption = |ui: &Ui, x: f32, text: &str| {
        ui.painter().text(
            egui::pos2(x, y - 14.0),
            Align2::CENTER_BOTTOM,
            text,
            bold(10.5),
            palette.on_felt_caption,
        );
    };
    caption(ui, left, "STREET");
    ui.painter().text(
        egui::pos2(left, y - 10.0),
        Align2::CENTER_TOP,
        model.table().street().name().to_uppercase(),
        bold(20.0),
        palette.on_felt_strong,
    );
    let known = model.table().board_len();
    if (1..=2).contains(&known) {
        ui.painter().text(
            egui::pos2(left, y + 14.0),
            Align2::CENTER_TOP,
            format!("{known} OF 3 CARDS"),
            bold(10.5),
            palette.on_felt_caption,
        );
    }
    let Some(view) = model.current() else { return };
    let Some(result) = &view.result else { return };
    let se = result.std_error().unwrap_or(0.0) * 100.0;
    let (title, text, detail) = match (view.estimate, result.method) {
        (true, _) => (
            "ESTIMATE",
            format!("± {se:.1}% · {}", samples(result.samples())),
            format!("exact count {:.0}% done", view.progress * 100.0),
        ),
        (false, MethodUsed::Exact) => (
            "COUNTED",
            "exact".to_owned(),
            format!("{} outcomes", group_digits(result.samples())),
        ),
        (false, MethodUsed::MonteCarlo) => (
            "SAMPLED",
            format!("± {se:.2}% · {}", samples(result.samples())),
            if view.done {
                "Monte Carlo".to_owned()
            } else {
                format!("Monte Carlo, {:.0}%", view.progress * 100.0)
            },
        ),
    };
    caption(ui, right, title);
    let color = if title == "COUNTED" {
        palette.exact
    } else {
        palette.estimate
    };
    let rect = Rect::from_center_size(egui::pos2(right, y + 2.0), Vec2::new(side, 22.0));
    ui.scope_builder(
        UiBuilder::new()
            .max_rect(rect)
            .layout(Layout::top_down(Align::Center)),
        |ui| {
            felt_badge_ui(ui, palette, &text, color);
        },
    );
    ui.painter().text(
        egui::pos2(right, y + 16.0),
        Align2::CENTER_TOP,
        detail,
        regular(text_size::SMALL),
        palette.on_felt_detail,
    );
}

/// A badge on the felt: light text on a dark pill edged in `color`. Readable by screen
/// readers.
fn felt_badge_ui(ui: &mut Ui, palette: &Palette, text: &str, color: egui::Color32) -> Response {
    let galley = ui
        .painter()
        .layout_no_wrap(text.to_owned(), bold(12.5), palette.on_felt_strong);
    let size = galley.size() + Vec2::new(16.0, 6.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, text));
    ui.painter()
        .rect_filled(rect, rect.height() / 2.0, palette.felt_badge);
    ui.painter().rect_stroke(
        rect,
        rect.height() / 2.0,
        Stroke::new(1.0, color),
        StrokeKind::Inside,
    );
    ui.painter().galley(
        rect.center() - galley.size() / 2.0,
        galley,
        palette.on_felt_strong,
    );
    response
}
