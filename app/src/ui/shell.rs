//! The app shell: the window's top bar (logo, tabs, theme and deck settings), the status bar,
//! the tab in between, saving the state (through [`Persistence`]: shortly after each change,
//! and on exit), and the [`Command`]s through which tabs and menus change app-wide state
//! (applied once per frame, after drawing, as in egui's demo app).
//!
//! A frame is eframe's logic step ([`eframe::App::logic`]: the shortcuts, the open tab's keys,
//! then every tab's [`TabModel::tick`](crate::app::tab::TabModel::tick), shown or hidden), then
//! the drawing ([`eframe::App::ui`]). The tabs come from the registry ([`crate::app::tab`]):
//! nothing here names one.

use std::ops::{Deref, DerefMut};
use std::time::Instant;

use egui::{Align, Key, Layout, Modifiers, RichText, Sense, Ui, Vec2, WidgetInfo};

use super::card_textures::CardTextures;
use super::repaint::repaint_waker;
use super::status_bar::status_bar_ui;
use super::tabs::{TabContext, TabWidgets, tab_keys, tab_ui};
use super::theme::{self, Palette, bold, regular, space, text_size};
use crate::app::persistence::{Persistence, SaveEvent};
use crate::app::saved_state::{STORAGE_KEY, SavedState};
use crate::app::state_file::{Loaded, StateFile};
use crate::app::window::SavedWindow;
use crate::app::{AppState, Command, Tab, ThemeChoice};
use crate::ui::theme::widgets::{LOGO_MARK, LOGO_MARK_DROP, LOGO_NAME, TAB_UNDERLINE};
use pokerlab::art::DeckStyle;
use pokerlab::equity::Engine;

/// The keys that, with Ctrl (⌘ on a Mac), open the tabs in the order of the tab bar.
const TAB_KEYS: [Key; 9] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
];

// A tenth tab would get no shortcut: say so when building, not by a silent key missing.
const _: () = assert!(
    Tab::ALL.len() <= TAB_KEYS.len(),
    "more tabs than shortcut keys (Ctrl+1 … Ctrl+9)"
);

/// The shortcut that opens `tab`: Ctrl (⌘) and its place in the tab bar, 1 to 9.
pub fn tab_shortcut(tab: Tab) -> Option<Key> {
    let place = Tab::ALL.iter().position(|&t| t == tab)?;
    TAB_KEYS.get(place).copied()
}

/// The desktop app: the [`AppState`] and what only drawing needs (the widgets' text, the
/// card pictures, the applied style).
///
/// It dereferences to its [`AppState`], so the state's accessors (`app.hand_odds()`,
/// `app.tab()`, `app.command(…)`) are the app's.
pub struct PokerlabApp {
    state: AppState,
    /// What the tabs' widgets remember (typed text, a paint stroke).
    widgets: TabWidgets,
    textures: CardTextures,
    /// The theme whose style was last applied (`None`: not yet).
    styled: Option<ThemeChoice>,
    last_frame_start: Option<f64>,
    /// The open tab's status line, as of the last frame (the status bar is drawn first).
    status: String,
    /// Where and when the state is saved.
    persistence: Persistence,
    /// Whether the saved zoom has been applied (on the first frame).
    zoom_applied: bool,
    /// Whether the notice shown is about saves failing (taken down when one works again).
    failure_notice: bool,
    /// When this frame's logic step began (the frame's time is counted from there).
    frame_started: Option<Instant>,
}

impl Deref for PokerlabApp {
    type Target = AppState;

    fn deref(&self) -> &AppState {
        &self.state
    }
}

impl DerefMut for PokerlabApp {
    fn deref_mut(&mut self) -> &mut AppState {
        &mut self.state
    }
}

impl std::fmt::Debug for PokerlabApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PokerlabApp")
            .field("state", &self.state)
            .finish_non_exhaustive()
    }
}

impl PokerlabApp {
    /// The app with the state found in `storage` (defaults for anything missing or unreadable)
    /// and an engine on the program's pool.
    pub fn new(storage: Option<&dyn eframe::Storage>) -> PokerlabApp {
        PokerlabApp::with_engine(storage, Engine::new())
    }

    /// The app with the state found in `storage` (an in-memory storage in tests; nothing is
    /// written to a file) and this engine.
    pub fn with_engine(storage: Option<&dyn eframe::Storage>, engine: Engine) -> PokerlabApp {
        let saved = storage
            .and_then(|s| s.get_string(STORAGE_KEY))
            .map_or_else(SavedState::default, |text| SavedState::from_json(&text));
        PokerlabApp::build(saved, None, Persistence::none(), engine)
    }

    /// The app with the state read from `file` (whatever it holds: see
    /// [`StateFile::load`]), saving to it as the user goes.
    pub fn with_state_file(file: StateFile, engine: Engine) -> PokerlabApp {
        let loaded = file.load();
        PokerlabApp::with_loaded(file, loaded, engine)
    }

    /// The app with the state `loaded` from `file` (read before the window opened, for its
    /// size), saving to `file` as the user goes; the notice of the loading, if any, shows in
    /// the status bar.
    pub fn with_loaded(file: StateFile, loaded: Loaded, engine: Engine) -> PokerlabApp {
        let persistence = Persistence::new(file, &loaded);
        PokerlabApp::build(loaded.state, loaded.notice, persistence, engine)
    }

    fn build(
        saved: SavedState,
        notice: Option<String>,
        persistence: Persistence,
        engine: Engine,
    ) -> PokerlabApp {
        let mut state = AppState::from_saved(saved, engine);
        if let Some(notice) = notice {
            state.set_notice(notice);
        }
        PokerlabApp {
            state,
            widgets: TabWidgets::default(),
            textures: CardTextures::new(),
            styled: None,
            last_frame_start: None,
            status: String::new(),
            persistence,
            zoom_applied: false,
            failure_notice: false,
            frame_started: None,
        }
    }

    /// Where and when the state is saved.
    pub fn persistence(&self) -> &Persistence {
        &self.persistence
    }

    /// Saves the state now (as on exit), after any save still running; the reason if it
    /// could not be saved.
    pub fn save_now(&mut self) -> Result<(), String> {
        self.persistence.save_now(&self.state.saved())
    }

    /// The card pictures (read-only): lets tests wait until no card is still being rendered
    /// in the background before they take a picture of the window.
    pub fn card_textures(&self) -> &CardTextures {
        &self.textures
    }

    /// Applies the queued commands; a reset also forgets what the widgets held.
    fn apply_commands(&mut self) -> bool {
        if self.state.commands.contains(&Command::ResetEverything) {
            self.widgets = TabWidgets::default();
        }
        self.state.apply_commands()
    }

    /// Fonts and style, once, and again whenever the theme choice changes.
    fn ensure_style(&mut self, ctx: &egui::Context) {
        if self.styled.is_none() {
            theme::install_fonts(ctx);
        }
        if self.styled != Some(self.state.settings.theme) {
            theme::apply(ctx, self.state.settings.theme);
            self.styled = Some(self.state.settings.theme);
        }
    }

    /// Keyboard shortcuts: Ctrl+1 … Ctrl+9 open the tabs, in the order of the tab bar.
    fn shortcuts(&mut self, ctx: &egui::Context) {
        for (key, tab) in TAB_KEYS.into_iter().zip(Tab::ALL) {
            if ctx.input_mut(|i| i.consume_key(Modifiers::COMMAND, key)) {
                self.state.commands.push(Command::ShowTab(tab));
            }
        }
    }

    fn top_bar(&mut self, ui: &mut Ui, palette: &Palette) {
        let frame = egui::Frame::new()
            .fill(palette.panel)
            .inner_margin(egui::Margin::symmetric(space::L as i8, space::S as i8))
            .stroke(egui::Stroke::new(1.0, palette.border));
        egui::Panel::top("top_bar")
            .frame(frame)
            .show_separator_line(false)
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    logo_ui(ui, palette);
                    ui.add_space(space::XL);
                    for tab in Tab::ALL {
                        if tab_button_ui(ui, palette, tab.title(), self.state.tab == tab).clicked()
                        {
                            self.state.commands.push(Command::ShowTab(tab));
                        }
                    }
                    ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                        self.settings_controls(ui);
                    });
                });
            });
    }

    fn settings_controls(&mut self, ui: &mut Ui) {
        let theme = self.state.settings.theme;
        let response = egui::ComboBox::from_id_salt("theme")
            .selected_text(theme.label())
            .width(120.0)
            .show_ui(ui, |ui| {
                for choice in ThemeChoice::ALL {
                    if ui
                        .selectable_label(theme == choice, choice.label())
                        .clicked()
                    {
                        self.state.commands.push(Command::SetTheme(choice));
                    }
                }
            });
        let _ = response.response.accessible_name("Theme");
        let style = self.state.settings.deck_style();
        let response = egui::ComboBox::from_id_salt("deck")
            .selected_text(deck_label(style))
            .width(150.0)
            .show_ui(ui, |ui| {
                for choice in DeckStyle::ALL {
                    if ui
                        .selectable_label(style == choice, deck_label(choice))
                        .clicked()
                    {
                        self.state.commands.push(Command::SetDeckStyle(choice));
                    }
                }
            });
        let _ = response.response.accessible_name("Deck colours");
    }

    /// Records the window's size and zoom, applies the saved zoom on the first frame, and
    /// saves the state if it changed (in the background, at most once a second).
    fn keep_state(&mut self, ctx: &egui::Context) {
        if !self.zoom_applied {
            self.zoom_applied = true;
            let zoom = self.state.window().zoom;
            if zoom != ctx.zoom_factor() {
                ctx.set_zoom_factor(zoom);
            }
        } else {
            self.state.set_window(window_now(ctx, *self.state.window()));
        }
        let waker = repaint_waker(ctx);
        let state = &self.state;
        let (event, again) = self
            .persistence
            .tick(Instant::now(), || state.saved(), waker);
        match event {
            Some(SaveEvent::Failed(reason)) => {
                self.state.set_notice(format!(
                    "{reason}. Changes are not being saved; pokerlab will keep trying."
                ));
                self.failure_notice = true;
            }
            Some(SaveEvent::Recovered) if self.failure_notice => {
                if self.state.notice().is_some() {
                    self.state.set_notice("The state is being saved again.");
                }
                self.failure_notice = false;
            }
            _ => {}
        }
        if let Some(again) = again {
            ctx.request_repaint_after(again);
        }
    }
}

/// The window's size (in logical pixels), maximised state and zoom now; the size of a
/// maximised or full-screen window is not recorded (the normal size is kept from `before`).
fn window_now(ctx: &egui::Context, before: SavedWindow) -> SavedWindow {
    let zoom = ctx.zoom_factor();
    ctx.input(|i| {
        let viewport = i.viewport();
        let maximized = viewport.maximized.unwrap_or(false);
        let full = maximized || viewport.fullscreen.unwrap_or(false);
        let size = match viewport.inner_rect {
            Some(rect) if !full => Some([rect.width() * zoom, rect.height() * zoom]),
            _ => before.size,
        };
        SavedWindow {
            size,
            maximized,
            zoom,
        }
    })
}

/// The name of a deck style in the menu.
fn deck_label(style: DeckStyle) -> &'static str {
    match style {
        DeckStyle::TwoColor => "Two-colour deck",
        DeckStyle::FourColor => "Four-colour deck",
    }
}

/// The app's name with a spade mark.
fn logo_ui(ui: &mut Ui, palette: &Palette) {
    let (disc, ring, mark) = LOGO_MARK;
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(disc), Sense::hover());
    let painter = ui.painter();
    painter.circle_filled(rect.center(), disc / 2.0, palette.felt_center);
    painter.circle_stroke(
        rect.center(),
        disc / 2.0,
        egui::Stroke::new(ring, palette.rail_line),
    );
    painter.text(
        rect.center() + Vec2::new(0.0, LOGO_MARK_DROP),
        egui::Align2::CENTER_CENTER,
        "♠",
        bold(mark),
        palette.logo_mark,
    );
    ui.label(
        RichText::new("pokerlab")
            .font(bold(LOGO_NAME))
            .color(palette.text),
    );
}

/// A tab in the tab bar: its title, underlined in the accent colour when selected.
fn tab_button_ui(ui: &mut Ui, palette: &Palette, title: &str, selected: bool) -> egui::Response {
    let font = if selected {
        bold(text_size::BODY + 1.0)
    } else {
        regular(text_size::BODY + 1.0)
    };
    let galley = ui
        .painter()
        .layout_no_wrap(title.to_owned(), font, palette.text);
    let size = galley.size() + Vec2::new(2.0 * space::M, 2.0 * space::S);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    response
        .widget_info(|| WidgetInfo::selected(egui::accesskit::Role::Tab, true, selected, title));
    let color = if selected || response.hovered() {
        palette.text
    } else {
        palette.text_muted
    };
    if response.hovered() && !selected {
        ui.painter()
            .rect_filled(rect, theme::radius::S, palette.surface_strong);
    }
    let pos = rect.center() - galley.size() / 2.0;
    ui.painter().galley(pos, galley, color);
    if selected {
        let line = egui::Rect::from_min_max(
            egui::pos2(rect.left() + space::M, rect.bottom() - TAB_UNDERLINE),
            egui::pos2(rect.right() - space::M, rect.bottom()),
        );
        ui.painter()
            .rect_filled(line, TAB_UNDERLINE / 2.0, palette.accent);
    }
    response
}

/// The largest texture side egui is told the GPU takes: 2048 pixels.
///
/// egui makes its font atlas as wide as the largest texture (16,384 pixels with a software
/// renderer) and lets it grow in height until it is 80 % full before starting over, so every
/// zoom step's glyphs piled up in a picture of up to a gigabyte, kept twice (in egui and on the
/// GPU): that is where most of issue 12's 100 MB went. At 2048 the atlas holds at most 16 MiB
/// — still several screens' worth of distinct glyphs at the largest zoom — and cards are
/// rendered up to 2048 pixels tall (a card 400 points tall at a zoom of 5).
pub const MAX_TEXTURE_SIDE: usize = 2048;

impl eframe::App for PokerlabApp {
    /// Caps the texture side egui plans with at [`MAX_TEXTURE_SIDE`].
    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        let side = raw_input.max_texture_side.unwrap_or(MAX_TEXTURE_SIDE);
        raw_input.max_texture_side = Some(side.min(MAX_TEXTURE_SIDE));
    }

    /// The logic step: the shortcuts and the open tab's keys, then every tab's per-frame logic
    /// (shown or hidden: a hidden tab's finished work is collected too).
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.frame_started = Some(Instant::now());
        self.shortcuts(ctx);
        let AppState { tab, tabs, .. } = &mut self.state;
        tab_keys(ctx, *tab, tabs);
        self.state.tick(&repaint_waker(ctx));
    }

    fn ui(&mut self, ui: &mut Ui, frame: &mut eframe::Frame) {
        let started = self.frame_started.take().unwrap_or_else(Instant::now);
        let ctx = ui.ctx().clone();
        self.ensure_style(&ctx);
        let palette = Palette::of(&ctx);

        self.top_bar(ui, &palette);
        // The status bar is drawn before the tab (panels come first), with last frame's line.
        let previous_status = std::mem::take(&mut self.status);
        status_bar_ui(ui, &palette, &mut self.state, &previous_status);

        let central = egui::Frame::new()
            .fill(palette.background)
            .inner_margin(egui::Margin::same(space::L as i8));
        egui::CentralPanel::default().frame(central).show(ui, |ui| {
            let AppState {
                settings,
                tab,
                tabs,
                commands,
                ..
            } = &mut self.state;
            let mut cx = TabContext {
                textures: &mut self.textures,
                settings,
                palette: &palette,
                commands,
            };
            tab_ui(ui, *tab, tabs, &mut self.widgets, &mut cx);
        });
        let status = self.state.status_line();
        if previous_status != status {
            ctx.request_repaint();
        }
        self.status = status;

        if self.apply_commands() {
            ctx.request_repaint();
        }
        self.keep_state(&ctx);

        let now = ctx.input(|i| i.time);
        let interval = self
            .last_frame_start
            .map_or(0.0, |last| (now - last) as f32);
        self.last_frame_start = Some(now);
        let previous_frame = frame.info().cpu_usage;
        self.state
            .frame_stats
            .record(now, started.elapsed(), interval, previous_frame);
    }

    /// Writes the state into `storage`. eframe does not call this (its persistence is off:
    /// the app keeps its own file); tests call it with an in-memory storage.
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        storage.set_string(STORAGE_KEY, self.state.saved().to_json());
    }

    /// The last save, on the way out.
    fn on_exit(&mut self) {
        if let Err(reason) = self.save_now() {
            log::error!("the state could not be saved on exit: {reason}");
        }
    }
}
