//! The look of the app in one place: colours for the light and dark themes, the seat colours,
//! the spacing and size scales, and the fonts. Widgets and tabs take their colours from a
//! [`Palette`] and their sizes from the constants here, never from literals of their own, so the
//! whole app changes together.

use std::sync::Arc;

use crate::app::ThemeChoice;
use egui::{
    Color32, Context, CornerRadius, FontData, FontDefinitions, FontFamily, FontId, Stroke, Style,
    TextStyle, Theme, ThemePreference, Vec2, Visuals,
};
use pokerlab::art::{BackColor, CardFace};

pub mod benchmark;
pub mod flops;
pub mod hand_odds;
pub mod odds_grid;
pub mod practice;
pub mod solve;
pub mod video_poker;
pub mod widgets;

/// The spacing scale (points). Every margin and gap in the app is one of these.
pub mod space {
    /// Hairline gaps: between a card and its neighbour.
    pub const XS: f32 = 4.0;
    /// Small gaps: between a label and its value.
    pub const S: f32 = 8.0;
    /// Between related blocks.
    pub const M: f32 = 12.0;
    /// Between sections; panel margins.
    pub const L: f32 = 16.0;
    /// Around the main areas.
    pub const XL: f32 = 24.0;
}

/// Width of a hairline: rules, borders and outlines.
pub const HAIRLINE: f32 = 1.0;

/// Corner radii (points).
pub mod radius {
    /// Badges, small buttons.
    pub const S: u8 = 4;
    /// Panels and seat plates.
    pub const M: u8 = 10;
    /// Large surfaces.
    pub const L: u8 = 16;
}

/// Font sizes (points): a clear hierarchy from the big equity figures down to captions.
pub mod text_size {
    /// Captions, badges, axis labels.
    pub const SMALL: f32 = 11.5;
    /// Body text and buttons.
    pub const BODY: f32 = 14.0;
    /// Section titles (bold).
    pub const TITLE: f32 = 13.0;
    /// Headings (bold).
    pub const HEADING: f32 = 20.0;
    /// The big equity percentages on the seat plates (bold).
    pub const BIG: f32 = 30.0;
}

/// The name of the bold font family (DejaVu Sans Condensed Bold, embedded).
pub const BOLD: &str = "pokerlab-bold";

/// A bold font of `size` points.
pub fn bold(size: f32) -> FontId {
    FontId::new(size, FontFamily::Name(BOLD.into()))
}

/// The regular font of `size` points.
pub fn regular(size: f32) -> FontId {
    FontId::proportional(size)
}

/// The embedded bold typeface.
static BOLD_TTF: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSansCondensed-Bold.ttf");

/// The colour a card is painted while its picture is being rendered: the card's paper, or
/// the colour of its back.
pub const fn card_placeholder(face: CardFace) -> Color32 {
    match face {
        CardFace::Card(_) | CardFace::Joker => Color32::from_gray(245),
        CardFace::Back(BackColor::Red) => Color32::from_rgb(0xa3, 0x18, 0x2a),
        CardFace::Back(BackColor::Blue) => Color32::from_rgb(0x1f, 0x45, 0x97),
    }
}

/// egui's preference for the user's theme choice.
pub const fn preference(choice: ThemeChoice) -> ThemePreference {
    match choice {
        ThemeChoice::System => ThemePreference::System,
        ThemeChoice::Dark => ThemePreference::Dark,
        ThemeChoice::Light => ThemePreference::Light,
    }
}

/// The ten seat colours: saturated mid-tones that read on the dark and the light theme and on
/// the felt, distinct from each other (blue, orange, green, red, purple, teal, yellow, pink,
/// periwinkle, lime — the first four as on broadcast graphics).
const SEAT_COLORS: [Color32; 10] = [
    Color32::from_rgb(0x3d, 0x8b, 0xfd),
    Color32::from_rgb(0xff, 0x8a, 0x3d),
    Color32::from_rgb(0x2f, 0xbf, 0x71),
    Color32::from_rgb(0xf0, 0x50, 0x6e),
    Color32::from_rgb(0xa9, 0x70, 0xff),
    Color32::from_rgb(0x1f, 0xc2, 0xb8),
    Color32::from_rgb(0xf2, 0xc2, 0x30),
    Color32::from_rgb(0xff, 0x6f, 0xb5),
    Color32::from_rgb(0x8d, 0x9b, 0xff),
    Color32::from_rgb(0x9c, 0xcc, 0x2c),
];

/// Every colour the app paints with, for one theme.
#[derive(Clone, Debug, PartialEq)]
pub struct Palette {
    /// Whether this is the dark theme.
    pub dark: bool,
    /// Behind everything.
    pub background: Color32,
    /// Side panels and bars.
    pub panel: Color32,
    /// Raised surfaces: seat plates, sections.
    pub surface: Color32,
    /// A surface under the pointer, or a track inside a surface.
    pub surface_strong: Color32,
    /// Hairlines around surfaces.
    pub border: Color32,
    /// Main text.
    pub text: Color32,
    /// Secondary text.
    pub text_muted: Color32,
    /// Captions and disabled text.
    pub text_faint: Color32,
    /// The selected card slot and other highlights.
    pub accent: Color32,
    /// Text on `accent`.
    pub on_accent: Color32,
    /// Error messages.
    pub error: Color32,
    /// Exact results.
    pub exact: Color32,
    /// Estimates.
    pub estimate: Color32,
    /// The felt in the middle of the table.
    pub felt_center: Color32,
    /// The felt at the rail.
    pub felt_edge: Color32,
    /// The table's padded rail.
    pub rail: Color32,
    /// The thin line between rail and felt.
    pub rail_line: Color32,
    /// An empty card slot on the felt.
    pub slot_on_felt: Color32,
    /// Its outline.
    pub slot_on_felt_line: Color32,
    /// Text on the felt.
    pub on_felt: Color32,
    /// An empty card slot on a surface.
    pub slot: Color32,
    /// Its outline.
    pub slot_line: Color32,
    /// Bright text on the felt: the street reached, the leader's line, badges.
    pub on_felt_strong: Color32,
    /// Captions on the felt beside the board ("STREET", "COUNTED").
    pub on_felt_caption: Color32,
    /// Small print on the felt under a badge.
    pub on_felt_detail: Color32,
    /// The dark pill behind the leader's line on the felt.
    pub felt_pill: Color32,
    /// The dark pill of a badge on the felt.
    pub felt_badge: Color32,
    /// The shadow under a seat plate.
    pub plate_shadow: Color32,
    /// The shadow under the felt table.
    pub table_shadow: Color32,
    /// The lighter top edge of the table's rail.
    pub rail_edge: Color32,
    /// The faint betting line inside the felt.
    pub betting_line: Color32,
    /// The soft highlight along the top of an equity bar.
    pub bar_gloss: Color32,
    /// The shadow under a card.
    pub card_shadow: Color32,
    /// What multiplies a card already in use, to fade it.
    pub card_dim_tint: Color32,
    /// The veil over a card already in use.
    pub card_dim_veil: Color32,
    /// The glow around the selected card slot.
    pub selection_glow: Color32,
    /// The shadow under a primary button.
    pub button_shadow: Color32,
    /// The spade in the logo, on the felt disc.
    pub logo_mark: Color32,
}

impl Palette {
    /// The palette of `theme`.
    pub fn for_theme(theme: Theme) -> Palette {
        match theme {
            Theme::Dark => Palette::dark(),
            Theme::Light => Palette::light(),
        }
    }

    /// The palette of the theme `ctx` shows now.
    pub fn of(ctx: &Context) -> Palette {
        Palette::for_theme(ctx.theme())
    }

    /// The dark theme: blue-black surfaces.
    pub fn dark() -> Palette {
        Palette {
            dark: true,
            background: Color32::from_rgb(0x0e, 0x12, 0x17),
            panel: Color32::from_rgb(0x14, 0x19, 0x20),
            surface: Color32::from_rgb(0x1a, 0x21, 0x2a),
            surface_strong: Color32::from_rgb(0x25, 0x2e, 0x3a),
            border: Color32::from_rgb(0x2a, 0x34, 0x41),
            text: Color32::from_rgb(0xe8, 0xed, 0xf2),
            text_muted: Color32::from_rgb(0xa0, 0xac, 0xb8),
            text_faint: Color32::from_rgb(0x6b, 0x77, 0x84),
            accent: Color32::from_rgb(0xf5, 0xc5, 0x42),
            on_accent: Color32::from_rgb(0x1a, 0x14, 0x00),
            error: Color32::from_rgb(0xff, 0x6b, 0x6b),
            exact: Color32::from_rgb(0x4c, 0xd1, 0x8a),
            estimate: Color32::from_rgb(0xf5, 0xb8, 0x42),
            felt_center: Color32::from_rgb(0x23, 0x8a, 0x55),
            felt_edge: Color32::from_rgb(0x0c, 0x47, 0x2b),
            rail: Color32::from_rgb(0x1c, 0x1f, 0x24),
            rail_line: Color32::from_rgba_unmultiplied(0xd8, 0xb0, 0x4c, 150),
            slot_on_felt: Color32::from_rgba_unmultiplied(0, 0, 0, 60),
            slot_on_felt_line: Color32::from_rgba_unmultiplied(255, 255, 255, 90),
            on_felt: Color32::from_rgba_unmultiplied(255, 255, 255, 200),
            slot: Color32::from_rgb(0x12, 0x17, 0x1e),
            slot_line: Color32::from_rgb(0x34, 0x3f, 0x4d),
            on_felt_strong: Color32::WHITE,
            on_felt_caption: Color32::from_white_alpha(120),
            on_felt_detail: Color32::from_white_alpha(150),
            felt_pill: Color32::from_black_alpha(110),
            felt_badge: Color32::from_black_alpha(120),
            plate_shadow: Color32::from_black_alpha(70),
            table_shadow: Color32::from_black_alpha(120),
            rail_edge: Color32::from_white_alpha(22),
            betting_line: Color32::from_white_alpha(26),
            bar_gloss: Color32::from_white_alpha(50),
            card_shadow: Color32::from_black_alpha(110),
            card_dim_tint: Color32::from_white_alpha(45),
            card_dim_veil: Color32::from_black_alpha(40),
            selection_glow: Color32::from_rgba_unmultiplied(0xf5, 0xc5, 0x42, 60),
            button_shadow: Color32::from_black_alpha(90),
            logo_mark: Color32::WHITE,
        }
    }

    /// The light theme: white surfaces on a cool grey.
    pub fn light() -> Palette {
        Palette {
            dark: false,
            background: Color32::from_rgb(0xe9, 0xed, 0xf1),
            panel: Color32::from_rgb(0xf6, 0xf7, 0xf9),
            surface: Color32::from_rgb(0xff, 0xff, 0xff),
            surface_strong: Color32::from_rgb(0xe6, 0xea, 0xef),
            border: Color32::from_rgb(0xd3, 0xd9, 0xe0),
            text: Color32::from_rgb(0x16, 0x1c, 0x23),
            text_muted: Color32::from_rgb(0x4f, 0x5a, 0x66),
            text_faint: Color32::from_rgb(0x8a, 0x94, 0x9e),
            accent: Color32::from_rgb(0xe0, 0xa1, 0x00),
            on_accent: Color32::from_rgb(0x1a, 0x14, 0x00),
            error: Color32::from_rgb(0xc6, 0x28, 0x28),
            exact: Color32::from_rgb(0x1b, 0x8a, 0x4c),
            estimate: Color32::from_rgb(0xb7, 0x6e, 0x00),
            felt_center: Color32::from_rgb(0x2a, 0x95, 0x5e),
            felt_edge: Color32::from_rgb(0x10, 0x55, 0x34),
            rail: Color32::from_rgb(0x26, 0x2a, 0x30),
            rail_line: Color32::from_rgba_unmultiplied(0xd8, 0xb0, 0x4c, 170),
            slot_on_felt: Color32::from_rgba_unmultiplied(0, 0, 0, 50),
            slot_on_felt_line: Color32::from_rgba_unmultiplied(255, 255, 255, 110),
            on_felt: Color32::from_rgba_unmultiplied(255, 255, 255, 215),
            slot: Color32::from_rgb(0xf0, 0xf2, 0xf5),
            slot_line: Color32::from_rgb(0xc4, 0xcc, 0xd5),
            on_felt_strong: Color32::WHITE,
            on_felt_caption: Color32::from_white_alpha(120),
            on_felt_detail: Color32::from_white_alpha(150),
            felt_pill: Color32::from_black_alpha(110),
            felt_badge: Color32::from_black_alpha(120),
            plate_shadow: Color32::from_black_alpha(18),
            table_shadow: Color32::from_black_alpha(45),
            rail_edge: Color32::from_white_alpha(22),
            betting_line: Color32::from_white_alpha(26),
            bar_gloss: Color32::from_white_alpha(50),
            card_shadow: Color32::from_black_alpha(55),
            card_dim_tint: Color32::from_white_alpha(70),
            card_dim_veil: Color32::from_black_alpha(10),
            selection_glow: Color32::from_rgba_unmultiplied(0xe0, 0xa1, 0x00, 60),
            button_shadow: Color32::from_black_alpha(30),
            logo_mark: Color32::WHITE,
        }
    }

    /// `color` lightened by `amount` (0 to 1) towards white: a button under the pointer.
    pub fn hovered(&self, color: Color32, amount: f32) -> Color32 {
        color.lerp_to_gamma(Color32::WHITE, amount)
    }

    /// The colour of seat `index` (from 0; wraps after ten) for bars, chart lines and stripes.
    pub fn seat(&self, index: usize) -> Color32 {
        SEAT_COLORS[index % SEAT_COLORS.len()]
    }

    /// The accent colour for text and figures on this theme's surfaces: the accent itself on
    /// the dark theme, a darker shade on the light one so it keeps its contrast.
    pub fn accent_text(&self) -> Color32 {
        if self.dark {
            self.accent
        } else {
            let c = self.accent;
            let f = |v: u8| (f32::from(v) * 0.6) as u8;
            Color32::from_rgb(f(c.r()), f(c.g()), f(c.b()))
        }
    }

    /// The colour of a notice in the status bar (a state file moved aside, a save that
    /// failed): the amber of estimates, something to look at rather than an error in a field.
    pub fn notice(&self) -> Color32 {
        self.estimate
    }

    /// A see-through tint of `color`, to fill behind text in that colour (badges).
    pub fn tint(&self, color: Color32) -> Color32 {
        let alpha = if self.dark { 40 } else { 28 };
        Color32::from_rgba_unmultiplied(color.r(), color.g(), color.b(), alpha)
    }

    /// A lighter shade of `color`: the part of a seat's equity bar won in split pots.
    pub fn lighter(&self, color: Color32) -> Color32 {
        color.lerp_to_gamma(Color32::WHITE, 0.45)
    }

    /// The colour of seat `index` for text on this theme's surfaces: the seat colour itself on
    /// the dark theme, a darker shade of it on the light one so it keeps its contrast.
    pub fn seat_text(&self, index: usize) -> Color32 {
        let c = self.seat(index);
        if self.dark {
            c
        } else {
            let f = |v: u8| (f32::from(v) * 0.62) as u8;
            Color32::from_rgb(f(c.r()), f(c.g()), f(c.b()))
        }
    }
}

/// Installs the fonts: egui's own plus the embedded bold face (also a fallback for every family,
/// so suit symbols always have a glyph).
pub fn install_fonts(ctx: &Context) {
    let mut fonts = FontDefinitions::default();
    fonts
        .font_data
        .insert(BOLD.to_owned(), Arc::new(FontData::from_static(BOLD_TTF)));
    let proportional = fonts
        .families
        .get(&FontFamily::Proportional)
        .cloned()
        .unwrap_or_default();
    let mut bold_family = vec![BOLD.to_owned()];
    bold_family.extend(proportional);
    fonts
        .families
        .insert(FontFamily::Name(BOLD.into()), bold_family);
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push(BOLD.to_owned());
    }
    ctx.set_fonts(fonts);
}

/// Applies the spacing, text styles and colours of both themes to `ctx`, and the theme choice.
pub fn apply(ctx: &Context, choice: ThemeChoice) {
    ctx.set_theme(preference(choice));
    for theme in [Theme::Dark, Theme::Light] {
        let palette = Palette::for_theme(theme);
        ctx.style_mut_of(theme, |style| style_for(style, &palette));
    }
}

/// Our changes to egui's style for one theme.
fn style_for(style: &mut Style, p: &Palette) {
    use text_size::*;
    style.text_styles = [
        (TextStyle::Small, regular(SMALL)),
        (TextStyle::Body, regular(BODY)),
        (TextStyle::Button, regular(BODY)),
        (TextStyle::Heading, bold(HEADING)),
        (TextStyle::Monospace, FontId::monospace(13.0)),
    ]
    .into();
    let spacing = &mut style.spacing;
    spacing.item_spacing = Vec2::new(space::S, 6.0);
    spacing.button_padding = Vec2::new(10.0, 4.0);
    spacing.interact_size.y = 26.0;
    spacing.window_margin = egui::Margin::same(space::M as i8);

    let v: &mut Visuals = &mut style.visuals;
    *v = if p.dark {
        Visuals::dark()
    } else {
        Visuals::light()
    };
    v.panel_fill = p.panel;
    v.window_fill = p.surface;
    v.extreme_bg_color = if p.dark {
        Color32::from_rgb(0x0b, 0x0f, 0x13)
    } else {
        Color32::WHITE
    };
    v.faint_bg_color = p.surface_strong;
    v.override_text_color = None;
    v.hyperlink_color = p.accent_text();
    v.selection.bg_fill = if p.dark {
        Color32::from_rgb(0x2b, 0x4c, 0x7e)
    } else {
        Color32::from_rgb(0xbf, 0xd6, 0xf6)
    };
    v.error_fg_color = p.error;
    v.warn_fg_color = p.estimate;
    let radius = CornerRadius::same(6);
    for (w, fill, stroke) in [
        (&mut v.widgets.noninteractive, p.surface, p.border),
        (&mut v.widgets.inactive, p.surface_strong, p.border),
        (&mut v.widgets.hovered, p.surface_strong, p.text_faint),
        (&mut v.widgets.active, p.surface_strong, p.text_muted),
        (&mut v.widgets.open, p.surface_strong, p.border),
    ] {
        w.corner_radius = radius;
        w.bg_fill = fill;
        w.weak_bg_fill = fill;
        w.bg_stroke = Stroke::new(1.0, stroke);
    }
    v.widgets.noninteractive.fg_stroke = Stroke::new(1.0, p.text);
    v.widgets.inactive.fg_stroke = Stroke::new(1.0, p.text);
    v.widgets.hovered.fg_stroke = Stroke::new(1.0, p.text);
    v.widgets.active.fg_stroke = Stroke::new(1.0, p.text);
    v.window_corner_radius = CornerRadius::same(radius::M);
    v.menu_corner_radius = CornerRadius::same(radius::M);
}

/// Viridis at nine evenly spaced stops: a perceptually uniform scale, readable by people with
/// colour-blindness, and distinct from the background at both ends in both themes.
const HEAT_STOPS: [[u8; 3]; 9] = [
    [0x44, 0x01, 0x54],
    [0x47, 0x2d, 0x7b],
    [0x3b, 0x52, 0x8b],
    [0x2c, 0x72, 0x8e],
    [0x21, 0x91, 0x8c],
    [0x28, 0xae, 0x80],
    [0x5e, 0xc9, 0x62],
    [0xad, 0xdc, 0x30],
    [0xfd, 0xe7, 0x25],
];

/// The colour of `t` (0 to 1, clamped) on the app's heat scale (the starting-hand chart).
pub fn heat(t: f32) -> Color32 {
    let t = if t.is_finite() {
        t.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let x = t * (HEAT_STOPS.len() - 1) as f32;
    let i = (x.floor() as usize).min(HEAT_STOPS.len() - 2);
    let f = x - i as f32;
    let (a, b) = (HEAT_STOPS[i], HEAT_STOPS[i + 1]);
    let mix = |k: usize| (f32::from(a[k]) + (f32::from(b[k]) - f32::from(a[k])) * f).round() as u8;
    Color32::from_rgb(mix(0), mix(1), mix(2))
}

/// Near-black or near-white, whichever contrasts more with `fill` (WCAG contrast).
pub fn text_on(fill: Color32) -> Color32 {
    let lin = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let l = 0.2126 * lin(fill.r()) + 0.7152 * lin(fill.g()) + 0.0722 * lin(fill.b());
    // Against white: 1.05 / (l + 0.05); against black: (l + 0.05) / 0.05.
    if (l + 0.05) * (l + 0.05) > 1.05 * 0.05 {
        Color32::from_rgb(0x10, 0x12, 0x16)
    } else {
        Color32::WHITE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Relative luminance per WCAG.
    fn luminance(c: Color32) -> f32 {
        let lin = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.039_28 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b())
    }

    fn contrast(a: Color32, b: Color32) -> f32 {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    #[test]
    fn text_reads_on_surfaces_in_both_themes() {
        for p in [Palette::dark(), Palette::light()] {
            assert!(contrast(p.text, p.surface) >= 7.0, "{p:?}");
            assert!(contrast(p.text_muted, p.surface) >= 4.5, "{p:?}");
            assert!(contrast(p.accent_text(), p.background) >= 4.5, "{p:?}");
            for seat in 0..10 {
                // Seat names are bold captions: large-text contrast (3:1) at least.
                assert!(
                    contrast(p.seat_text(seat), p.surface) >= 3.0,
                    "seat {seat} on {}",
                    if p.dark { "dark" } else { "light" }
                );
            }
        }
    }

    #[test]
    fn solve_action_names_read_on_both_themes() {
        use pokerlab::solver::ActionKind as K;
        for p in [Palette::dark(), Palette::light()] {
            let kinds = [K::Fold, K::Check, K::Call, K::AllIn];
            let colors = kinds
                .iter()
                .map(|&k| solve::action_color(k, 0))
                .chain((0..4).map(|n| solve::action_color(K::Bet, n)));
            for c in colors {
                let text = solve::action_text_color(&p, c);
                // Button captions: large-text contrast (3:1) at least.
                assert!(contrast(text, p.surface) >= 3.0, "{c:?} on {}", p.dark);
            }
        }
    }

    #[test]
    fn seat_colours_are_distinct() {
        let p = Palette::dark();
        for a in 0..10 {
            for b in a + 1..10 {
                let (x, y) = (p.seat(a), p.seat(b));
                let d = (i32::from(x.r()) - i32::from(y.r())).abs()
                    + (i32::from(x.g()) - i32::from(y.g())).abs()
                    + (i32::from(x.b()) - i32::from(y.b())).abs();
                assert!(d > 60, "seats {a} and {b} look alike");
            }
        }
    }

    #[test]
    fn heat_scale_runs_dark_to_light_and_labels_stay_readable() {
        assert_eq!(heat(0.0), Color32::from_rgb(0x44, 0x01, 0x54));
        assert_eq!(heat(1.0), Color32::from_rgb(0xfd, 0xe7, 0x25));
        assert_eq!(heat(f32::NAN), heat(0.0));
        let mut last = 0.0;
        for i in 0..=100 {
            let c = heat(i as f32 / 100.0);
            let l = luminance(c);
            assert!(l >= last - 1e-6, "not monotonic at {i}");
            last = l;
            assert!(contrast(text_on(c), c) >= 4.0, "label on {c:?}");
        }
    }
}
