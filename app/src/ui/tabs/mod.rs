//! The app's tabs. Each tab draws its state (the tab's model in [`crate::app`]) into the
//! central panel and turns clicks into actions on it, given a [`TabContext`] with what the
//! tabs share (the card textures, the settings, the colours). A tab asks the app for app-wide
//! changes with [`Command`]s; its status line and its background work are its model's
//! ([`TabModel`]).
//!
//! The drawing half of the tab contract is [`TabUi`], implemented by each tab's model in its
//! folder here; the registry ([`crate::app::tab`]) lists the tabs once, and [`TabWidgets`],
//! [`tab_keys`] and [`tab_ui`] follow from it.

pub mod benchmark;
pub mod flops;
pub mod hand_odds;
pub mod odds_grid;
pub mod practice;
pub mod solve;
pub mod video_poker;

use egui::Ui;

use super::card_textures::CardTextures;
use super::theme::Palette;
use crate::app::tab::{Tab, TabModel, Tabs, with_tabs};
use crate::app::{Command, Settings};

/// What every tab gets to draw with.
pub struct TabContext<'a> {
    /// The card pictures.
    pub textures: &'a mut CardTextures,
    /// The user's settings (theme, deck style, ...).
    pub settings: &'a Settings,
    /// The colours of the current theme.
    pub palette: &'a Palette,
    /// App-wide actions the tab asks for; the app applies them after the frame.
    pub commands: &'a mut Vec<Command>,
}

/// The drawing half of the tab contract, implemented by the tab's model (see
/// [`TabModel`] for the other half): what its widgets remember, the keys it reads before the
/// logic step, and how it is drawn.
pub trait TabUi: TabModel {
    /// What the tab's widgets remember between frames that is not the tab's state (typed
    /// text, a paint stroke); forgotten when everything is reset.
    type Widgets: Default;

    /// Reads the keys meant for the tab while it is open, before the logic step (so that this
    /// very frame shows what they did). None by default.
    fn tab_keys(_model: &mut Self, _ctx: &egui::Context) {}

    /// Draws the tab and applies what the user did.
    fn tab_ui(ui: &mut Ui, model: &mut Self, widgets: &mut Self::Widgets, cx: &mut TabContext<'_>);
}

/// The ui's expansion of the registry: [`TabWidgets`], [`tab_keys`] and [`tab_ui`].
macro_rules! ui_tabs {
    ($($variant:ident($get:ident, $get_mut:ident): $model:ty,)+) => {
        /// What every tab's widgets remember ([`TabUi::Widgets`]).
        #[derive(Default)]
        pub struct TabWidgets {
            $(
                #[doc = concat!("The ", stringify!($variant), " tab's widgets.")]
                pub $get: <$model as TabUi>::Widgets,
            )+
        }

        /// The keys of the open tab ([`TabUi::tab_keys`]).
        pub fn tab_keys(ctx: &egui::Context, tab: Tab, tabs: &mut Tabs) {
            match tab {
                $(Tab::$variant => <$model as TabUi>::tab_keys(&mut tabs.$get, ctx),)+
            }
        }

        /// Draws the open tab ([`TabUi::tab_ui`]).
        pub fn tab_ui(
            ui: &mut Ui,
            tab: Tab,
            tabs: &mut Tabs,
            widgets: &mut TabWidgets,
            cx: &mut TabContext<'_>,
        ) {
            match tab {
                $(Tab::$variant => {
                    <$model as TabUi>::tab_ui(ui, &mut tabs.$get, &mut widgets.$get, cx);
                })+
            }
        }
    };
}

with_tabs!(ui_tabs);
