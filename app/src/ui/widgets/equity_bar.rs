//! The horizontal equity bar of a seat, as on televised poker: a track in the surface colour
//! filled to the seat's equity in the seat's colour (the part won outright solid, the share of
//! split pots lighter). The fill glides to new values rather than jumping; and a small badge
//! says how the number was made ("exact", "± 0.3% · 1.2 M samples").

use egui::{
    Color32, CornerRadius, Id, Rect, Response, Sense, Ui, Vec2, Widget, WidgetInfo, accesskit::Role,
};

use crate::ui::theme::widgets::{
    BADGE_PADDING, EQUITY_BAR_GLOSS, EQUITY_BAR_HEIGHT, EQUITY_BAR_MIN_WIDTH,
};
use crate::ui::theme::{Palette, radius, regular, text_size};
use pokerlab::equity::{EquityResult, MethodUsed};
use pokerlab::format::percent_places;

/// Seconds the bar takes to glide to a new value.
const GLIDE: f32 = 0.35;

/// An equity bar.
pub struct EquityBar {
    id: Id,
    equity: Option<f32>,
    win: Option<f32>,
    color: Color32,
    /// The lighter shade of `color` for split pots.
    split: Color32,
    track: Color32,
    gloss: Color32,
    height: f32,
    label: String,
}

impl EquityBar {
    /// A bar (with a unique `id`, to animate) for an equity and a win fraction in 0..=1, in
    /// the seat colour `color` on a track of the palette's strong surface; `None` keeps the
    /// bar where it was (no answer yet).
    pub fn new(
        palette: &Palette,
        id: Id,
        equity: Option<f32>,
        win: Option<f32>,
        color: Color32,
    ) -> EquityBar {
        EquityBar {
            id,
            equity,
            win,
            color,
            split: palette.lighter(color),
            track: palette.surface_strong,
            gloss: palette.bar_gloss,
            height: EQUITY_BAR_HEIGHT,
            label: String::new(),
        }
    }

    /// The bar's height.
    pub fn height(mut self, height: f32) -> Self {
        self.height = height;
        self
    }

    /// What a screen reader calls the bar ("Player 1 equity").
    pub fn label(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        self
    }
}

/// Glides the value under `id` towards `target` (or holds it when `None`).
fn glide(ui: &Ui, id: Id, target: Option<f32>) -> f32 {
    let memory = id.with("target");
    let target = match target {
        Some(t) => {
            ui.ctx().data_mut(|d| d.insert_temp(memory, t));
            t
        }
        None => ui.ctx().data(|d| d.get_temp::<f32>(memory)).unwrap_or(0.0),
    };
    ui.ctx()
        .animate_value_with_time(id, target.clamp(0.0, 1.0), GLIDE)
}

impl Widget for EquityBar {
    fn ui(self, ui: &mut Ui) -> Response {
        let size = Vec2::new(ui.available_width().max(EQUITY_BAR_MIN_WIDTH), self.height);
        let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
        let equity = glide(ui, self.id.with("equity"), self.equity);
        let win = glide(ui, self.id.with("win"), self.win).min(equity);
        let label = self.label.clone();
        let value = self.equity.map(f64::from);
        response.widget_info(|| {
            let mut info = WidgetInfo::labeled(Role::ProgressIndicator, true, &label);
            info.value = value;
            info
        });
        if !ui.is_rect_visible(rect) {
            return response;
        }
        let painter = ui.painter();
        let r = CornerRadius::same((self.height / 2.0).round() as u8);
        painter.rect_filled(rect, r, self.track);
        let fill = |fraction: f32| {
            Rect::from_min_size(rect.min, Vec2::new(rect.width() * fraction, rect.height()))
        };
        if equity > 0.001 {
            // The split-pot share, lighter, under the outright wins.
            painter.rect_filled(fill(equity), r, self.split);
            if win > 0.001 {
                painter.rect_filled(fill(win), r, self.color);
            }
            // A soft highlight along the top, as on broadcast bars.
            let gloss = Rect::from_min_size(
                rect.min + Vec2::new(r.nw as f32 * 0.6, EQUITY_BAR_GLOSS.0),
                Vec2::new(
                    (rect.width() * equity - r.nw as f32 * 1.2).max(0.0),
                    EQUITY_BAR_GLOSS.1,
                ),
            );
            painter.rect_filled(gloss, 1.0, self.gloss);
        }
        response
    }
}

/// The words for how a result was made: "exact", or the standard error of `player`'s equity
/// in percentage points and the sample count ("± 0.3% · 1.2 M samples").
pub fn method_text(result: &EquityResult, player: usize) -> String {
    match result.method {
        MethodUsed::Exact => "exact".to_owned(),
        MethodUsed::MonteCarlo => {
            let se = result.player_std_error(player).unwrap_or(0.0) * 100.0;
            let se = if se < 0.05 {
                format!("{se:.2}")
            } else {
                format!("{se:.1}")
            };
            format!("± {se}% · {}", pokerlab::format::samples(result.samples()))
        }
    }
}

/// A short form of [`method_text`]: "exact", or the standard error alone ("± 0.3%").
pub fn method_text_short(result: &EquityResult, player: usize) -> String {
    match result.method {
        MethodUsed::Exact => "exact".to_owned(),
        MethodUsed::MonteCarlo => {
            let se = result.player_std_error(player).unwrap_or(0.0);
            let places = if 100.0 * se < 0.05 { 2 } else { 1 };
            format!("± {}", percent_places(se, places))
        }
    }
}

/// A small pill with `text` in `color` (on a tint of it). Readable by screen readers.
pub fn badge_ui(ui: &mut Ui, palette: &Palette, text: &str, color: Color32) -> Response {
    let galley = ui
        .painter()
        .layout_no_wrap(text.to_owned(), regular(text_size::SMALL), color);
    let size = galley.size() + Vec2::new(BADGE_PADDING.0, BADGE_PADDING.1);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, text));
    if ui.is_rect_visible(rect) {
        ui.painter()
            .rect_filled(rect, radius::S, palette.tint(color));
        ui.painter()
            .galley(rect.center() - galley.size() / 2.0, galley, color);
    }
    response
}
