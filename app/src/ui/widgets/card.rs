//! One card on screen: a vector face, a back, or an empty slot waiting for a card. Clickable,
//! with a hover lift, a ring when selected, dimmed when the card is used elsewhere, and an
//! accessibility label ("Ace of spades", "Player 2, first card") so screen readers and tests
//! find it by name.

use egui::{
    Color32, CornerRadius, Rect, Response, Sense, Shape, Stroke, StrokeKind, Ui, Vec2, Widget,
    WidgetInfo, accesskit::Role,
};

use crate::ui::card_textures::CardTextures;
use crate::ui::theme::widgets::{
    CARD_HOVER_LIFT, CARD_HOVER_OUTLINE, CARD_OUTLINE, CARD_SELECTED_GLOW, CARD_SELECTED_RING,
    CARD_SHADOW, SLOT_CAPTION, SLOT_DASH, SLOT_DASH_INSET, SLOT_DASH_WIDTH,
};
use crate::ui::theme::{Palette, bold, space};
use pokerlab::art::{CardFace, DeckStyle};
use pokerlab::cards::Card;

/// A card face, back or empty slot, as a widget.
///
/// ```
/// use pokerlab_app::ui::{card_textures::CardTextures, theme::Palette, widgets::card::CardView};
/// let ctx = egui::Context::default();
/// let mut textures = CardTextures::new();
/// let palette = Palette::dark();
/// let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
///     let ace = "As".parse().ok();
///     let response = ui.add(CardView::new(&mut textures, &palette, "Ace of spades", ace, 60.0));
///     assert_eq!(response.rect.height(), 60.0);
/// });
/// ```
pub struct CardView<'a> {
    textures: &'a mut CardTextures,
    palette: &'a Palette,
    label: String,
    face: Option<CardFace>,
    style: DeckStyle,
    height: f32,
    caption: Option<&'a str>,
    selected: bool,
    dimmed: bool,
    enabled: bool,
    on_felt: bool,
    outline: Option<Color32>,
}

impl<'a> CardView<'a> {
    /// A card `height` points tall showing `card` (or an empty slot), named `label` for
    /// screen readers. Clickable unless [`enabled`](Self::enabled)`(false)`.
    pub fn new(
        textures: &'a mut CardTextures,
        palette: &'a Palette,
        label: impl Into<String>,
        card: Option<Card>,
        height: f32,
    ) -> CardView<'a> {
        CardView {
            textures,
            palette,
            label: label.into(),
            face: card.map(CardFace::Card),
            style: DeckStyle::TwoColor,
            height,
            caption: None,
            selected: false,
            dimmed: false,
            enabled: true,
            on_felt: false,
            outline: None,
        }
    }

    /// Shows `face` (a back, say) instead.
    pub fn face(mut self, face: Option<CardFace>) -> Self {
        self.face = face;
        self
    }

    /// The deck's colours.
    pub fn style(mut self, style: DeckStyle) -> Self {
        self.style = style;
        self
    }

    /// A word shown in an empty slot ("Turn").
    pub fn caption(mut self, caption: &'a str) -> Self {
        self.caption = Some(caption);
        self
    }

    /// Draws the selection ring: the next card goes here.
    pub fn selected(mut self, selected: bool) -> Self {
        self.selected = selected;
        self
    }

    /// Draws the card faded (in use elsewhere).
    pub fn dimmed(mut self, dimmed: bool) -> Self {
        self.dimmed = dimmed;
        self
    }

    /// Whether it can be clicked.
    pub fn enabled(mut self, enabled: bool) -> Self {
        self.enabled = enabled;
        self
    }

    /// Draws an empty slot for the felt (translucent) rather than for a panel.
    pub fn on_felt(mut self, on_felt: bool) -> Self {
        self.on_felt = on_felt;
        self
    }

    /// Outlines the card in a colour (e.g. an out, in its player's colour).
    pub fn outline(mut self, color: Option<Color32>) -> Self {
        self.outline = color;
        self
    }
}

/// The corner radius of a card `height` points tall (as in the art: 12 units of 350).
pub fn card_radius(height: f32) -> CornerRadius {
    CornerRadius::same((height * 12.0 / 350.0).round().clamp(2.0, 40.0) as u8)
}

/// A row of dead-card slots: one per dead card, then an empty slot captioned "+" for the next
/// one, `max` slots at most, each `height` points tall and named by `label(i)` ("Dead card 1").
/// Returns the index of the slot clicked this frame, if any.
#[allow(clippy::too_many_arguments)] // the parts of one row, each used once
pub fn dead_cards_ui(
    ui: &mut Ui,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
    dead: &[Card],
    max: usize,
    height: f32,
    selected: Option<usize>,
    label: impl Fn(usize) -> String,
) -> Option<usize> {
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = Vec2::splat(space::XS);
        for i in 0..(dead.len() + 1).min(max) {
            let response = ui.add(
                CardView::new(textures, palette, label(i), dead.get(i).copied(), height)
                    .style(style)
                    .caption(if i == dead.len() { "+" } else { "" })
                    .selected(selected == Some(i)),
            );
            if response.clicked() {
                clicked = Some(i);
            }
        }
    });
    clicked
}

impl Widget for CardView<'_> {
    fn ui(self, ui: &mut Ui) -> Response {
        let size = CardTextures::card_size(self.height);
        let sense = if self.enabled {
            Sense::click()
        } else {
            Sense::hover()
        };
        let (rect, response) = ui.allocate_exact_size(size, sense);
        let value = match self.face {
            Some(CardFace::Card(card)) => Some(card.name()),
            Some(CardFace::Joker) => Some("Joker".to_owned()),
            Some(CardFace::Back(_)) => Some("face down".to_owned()),
            None => None,
        };
        let (label, enabled, selected) = (self.label.clone(), self.enabled, self.selected);
        response.widget_info(|| {
            let mut info = WidgetInfo::labeled(Role::Button, enabled, &label);
            info.current_text_value.clone_from(&value);
            if selected {
                info.selected = Some(true);
            }
            info
        });
        if !ui.is_rect_visible(rect) {
            return response;
        }
        let p = self.palette;
        let hover = ui.ctx().animate_bool_with_time(
            response.id.with("hover"),
            self.enabled && response.hovered(),
            0.08,
        );
        let lift = if self.face.is_some() {
            CARD_HOVER_LIFT * hover
        } else {
            0.0
        };
        let card = rect.translate(Vec2::new(0.0, -lift));
        let radius = card_radius(self.height);
        let painter = ui.painter();

        if self.selected {
            painter.rect_filled(
                card.expand(CARD_SELECTED_GLOW),
                radius + CARD_SELECTED_GLOW as u8,
                p.selection_glow,
            );
        }
        match self.face {
            Some(face) => {
                if !self.dimmed {
                    painter.rect_filled(
                        card.translate(Vec2::new(0.0, CARD_SHADOW.0 + lift))
                            .expand(CARD_SHADOW.1),
                        radius,
                        p.card_shadow,
                    );
                }
                let tint = if self.dimmed {
                    p.card_dim_tint
                } else {
                    Color32::WHITE // the picture as it is
                };
                self.textures
                    .paint_tinted(painter, card, face, self.style, tint);
                if self.dimmed {
                    // Used elsewhere: a dark veil so the face reads as unavailable.
                    painter.rect_filled(card, radius, p.card_dim_veil);
                }
            }
            None => paint_empty_slot(
                ui,
                card,
                radius,
                p,
                self.on_felt,
                hover,
                self.caption,
                self.height,
            ),
        }
        if let Some(color) = self.outline {
            painter.rect_stroke(
                card,
                radius,
                Stroke::new(CARD_OUTLINE, color),
                StrokeKind::Outside,
            );
        }
        if self.selected {
            painter.rect_stroke(
                card.expand(CARD_SELECTED_RING.0),
                radius + 1,
                Stroke::new(CARD_SELECTED_RING.1, p.accent),
                StrokeKind::Outside,
            );
        } else if hover > 0.0 && self.face.is_some() {
            let c = p.accent.gamma_multiply(0.7 * hover);
            painter.rect_stroke(
                card,
                radius,
                Stroke::new(CARD_HOVER_OUTLINE, c),
                StrokeKind::Outside,
            );
        }
        response
    }
}

/// An empty slot: a translucent inset with a dashed outline and an optional caption.
#[expect(clippy::too_many_arguments, reason = "a private painting helper")]
fn paint_empty_slot(
    ui: &Ui,
    rect: Rect,
    radius: CornerRadius,
    p: &Palette,
    on_felt: bool,
    hover: f32,
    caption: Option<&str>,
    height: f32,
) {
    let painter = ui.painter();
    let (fill, line) = if on_felt {
        (p.slot_on_felt, p.slot_on_felt_line)
    } else {
        (p.slot, p.slot_line)
    };
    let fill = if hover > 0.0 {
        fill.lerp_to_gamma(p.accent, 0.12 * hover)
    } else {
        fill
    };
    painter.rect_filled(rect, radius, fill);
    // A dashed outline, inset so it stays inside the rounded corners' reach.
    let r = rect.shrink(SLOT_DASH_INSET);
    let corners = [
        r.left_top(),
        r.right_top(),
        r.right_bottom(),
        r.left_bottom(),
        r.left_top(),
    ];
    let dash = (height / 14.0).clamp(SLOT_DASH.0, SLOT_DASH.1);
    painter.extend(Shape::dashed_line(
        &corners,
        Stroke::new(SLOT_DASH_WIDTH, line),
        dash,
        dash * 0.8,
    ));
    if let Some(text) = caption {
        let color = if on_felt { p.on_felt } else { p.text_faint };
        let size = (height * 0.15).clamp(SLOT_CAPTION.0, SLOT_CAPTION.1);
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            text,
            bold(size),
            color,
        );
    }
}
