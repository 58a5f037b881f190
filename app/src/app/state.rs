//! The whole app's state in one struct: the settings, the open tab, every tab's model (the
//! [`Tabs`] of the registry) and the engine they compute with, and the app-wide [`Command`]s
//! queued for the end of the frame. The window ([`crate::ui::PokerlabApp`]) owns one, runs its
//! logic step ([`AppState::tick`]) and draws it; tests drive one directly.

use super::command::Command;
use super::frame_stats::FrameStats;
use super::saved_state::{SavedState, VERSION};
use super::settings::Settings;
use super::tab::{Tab, Tabs, TickContext, with_tabs};
use super::window::SavedWindow;
use pokerlab::art::DeckStyle;
use pokerlab::equity::Engine;
use pokerlab::jobs::Waker;

/// Everything the app knows, apart from how it is drawn.
///
/// ```
/// use pokerlab_app::app::{AppState, Command, Tab};
/// use pokerlab_app::app::saved_state::SavedState;
/// let mut app = AppState::from_saved(SavedState::default(), pokerlab::equity::Engine::new());
/// app.command(Command::ShowTab(Tab::VideoPoker));
/// assert!(app.apply_commands());
/// assert_eq!(app.tab(), Tab::VideoPoker);
/// assert_eq!(app.saved().tab, Tab::VideoPoker);
/// ```
///
/// Each tab's model is lent by the accessors the registry makes (`hand_odds()`,
/// `hand_odds_mut()`, …: see [`super::tab`]). The fields are open to the crate so that the
/// window can lend the tab it draws, the settings and the command queue at once; code outside
/// uses the accessors.
#[derive(Debug)]
pub struct AppState {
    pub(crate) settings: Settings,
    pub(crate) tab: Tab,
    /// Every tab's model.
    pub(crate) tabs: Tabs,
    /// The engine the tabs compute with.
    pub(crate) engine: Engine,
    pub(crate) frame_stats: FrameStats,
    pub(crate) commands: Vec<Command>,
    /// The window's size, position and zoom, as last seen (validated).
    pub(crate) window: SavedWindow,
    /// A message for the status bar until dismissed (a state file moved aside, a save that
    /// failed).
    pub(crate) notice: Option<String>,
}

impl AppState {
    /// The app as `saved` left it (each part validated by its own `from_saved`), computing
    /// with `engine`.
    pub fn from_saved(saved: SavedState, engine: Engine) -> Self {
        let mut state = AppState {
            settings: saved.settings,
            tab: saved.tab,
            tabs: Tabs::from_saved(&saved.tabs),
            engine,
            frame_stats: FrameStats::new(),
            commands: Vec::new(),
            window: saved.window.validated(),
            notice: None,
        };
        // The Practice tab keeps its flop solves and exports in the data folder: the state
        // file's own folder when POKERLAB_STATE_FILE names one.
        let data_dir = match std::env::var_os(super::STATE_FILE_ENV).filter(|p| !p.is_empty()) {
            Some(file) => std::path::PathBuf::from(file)
                .parent()
                .map(std::path::PathBuf::from),
            None => super::state_file::data_dir(),
        };
        state.practice_mut().set_data_dir(data_dir);
        state
    }

    /// What would be saved now.
    pub fn saved(&self) -> SavedState {
        let Self {
            settings,
            tab,
            tabs,
            window,
            ..
        } = self;
        SavedState {
            version: VERSION,
            settings: settings.clone(),
            tab: *tab,
            tabs: tabs.saved(),
            window: *window,
        }
    }

    /// The logic step, once a frame before drawing: every tab, shown or hidden, keeps its
    /// background work in line with its state and collects what has finished. `waker` is
    /// called when background work has news.
    pub fn tick(&mut self, waker: &Waker) {
        let Self { tabs, engine, .. } = self;
        tabs.tick(&TickContext { engine, waker });
    }

    /// The open tab's status line.
    pub fn status_line(&self) -> String {
        self.tabs.status_line(self.tab)
    }

    /// The open tab.
    pub fn tab(&self) -> Tab {
        self.tab
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The engine the tabs compute with.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// Every tab's model.
    pub fn tabs(&self) -> &Tabs {
        &self.tabs
    }

    /// The window's size, position and zoom as last recorded.
    pub fn window(&self) -> &SavedWindow {
        &self.window
    }

    /// Records the window's size, position and zoom (validated: anything unsafe is dropped
    /// or clamped, so that what is saved can always be restored).
    pub fn set_window(&mut self, window: SavedWindow) {
        self.window = window.validated();
    }

    /// The notice shown in the status bar, if any.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// Shows `text` in the status bar until dismissed (replacing any notice shown).
    pub fn set_notice(&mut self, text: impl Into<String>) {
        self.notice = Some(text.into());
    }

    /// How long the UI thread's frames take.
    pub fn frame_stats(&self) -> &FrameStats {
        &self.frame_stats
    }

    /// Queues a command, applied by the next [`apply_commands`](Self::apply_commands).
    pub fn command(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// Applies the queued commands in order; whether there were any.
    pub fn apply_commands(&mut self) -> bool {
        let commands = std::mem::take(&mut self.commands);
        let any = !commands.is_empty();
        for command in commands {
            self.apply(command);
        }
        any
    }

    fn apply(&mut self, command: Command) {
        match command {
            Command::ShowTab(tab) => self.tab = tab,
            Command::SetTheme(choice) => self.settings.theme = choice,
            Command::SetDeckStyle(style) => {
                self.settings.four_color_deck = style == DeckStyle::FourColor;
            }
            Command::SetShowFrameTime(show) => self.settings.show_frame_time = show,
            Command::ResetEverything => {
                let window = self.window;
                *self = AppState::from_saved(SavedState::default(), self.engine.clone());
                self.window = window;
            }
            Command::DismissNotice => self.notice = None,
            Command::SendToHandOdds { seats, board } => {
                self.hand_odds_mut().receive_from_solve(&seats, &board);
                self.tab = Tab::HandOdds;
            }
            Command::OpenInHandOdds { seats, board, dead } => {
                self.hand_odds_mut().receive_spot(&seats, &board, &dead);
                self.tab = Tab::HandOdds;
            }
            Command::SendToSolve { oop, ip, board } => {
                self.solve_mut()
                    .apply(super::solve::Action::SetSpot { oop, ip, board });
                self.tab = Tab::Solve;
            }
            Command::EditSolveRange(player) => {
                let library = self.hand_odds().library().clone();
                self.solve_mut()
                    .apply(super::solve::Action::EditRange(player, library));
            }
            Command::ShareRangeLibrary(library) => self.hand_odds_mut().set_library(library),

            Command::SendToPractice(spot) => {
                let text = self.practice().text().with_spot(&spot);
                self.practice_mut()
                    .apply(super::practice::Action::Practise(Box::new(text)));
                self.tab = Tab::Practice;
            }
        }
    }
}

/// The accessors that lend each tab's model (`app.hand_odds()`, `app.hand_odds_mut()`, …),
/// one pair per line of the registry.
macro_rules! state_accessors {
    ($($variant:ident($get:ident, $get_mut:ident): $model:ty,)+) => {
        impl AppState {
            $(
                #[doc = concat!("The ", stringify!($variant), " tab's state.")]
                pub fn $get(&self) -> &$model {
                    &self.tabs.$get
                }

                #[doc = concat!("The ", stringify!($variant), " tab's state, to change.")]
                pub fn $get_mut(&mut self) -> &mut $model {
                    &mut self.tabs.$get
                }
            )+
        }
    };
}

with_tabs!(state_accessors);
