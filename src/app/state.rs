//! The whole app's state in one struct: the settings, the open tab, the four tab models and the
//! engine they compute with, and the app-wide [`Command`]s queued for the end of the frame.
//! The window ([`crate::ui::PokerlabApp`]) owns one and draws it; tests drive one directly.

use super::benchmark::Benchmark;
use super::command::Command;
use super::frame_stats::FrameStats;
use super::hand_odds::HandOdds;
use super::odds_grid::OddsGrid;
use super::saved_state::{SavedState, VERSION};
use super::settings::Settings;
use super::tab::Tab;
use super::video_poker::VideoPoker;
use super::window::SavedWindow;
use crate::art::DeckStyle;
use crate::equity::Engine;

/// Everything the app knows, apart from how it is drawn.
///
/// ```
/// use pokerlab::app::{AppState, Command, Tab};
/// use pokerlab::app::saved_state::SavedState;
/// let mut app = AppState::from_saved(SavedState::default(), pokerlab::equity::Engine::new());
/// app.command(Command::ShowTab(Tab::VideoPoker));
/// assert!(app.apply_commands());
/// assert_eq!(app.tab(), Tab::VideoPoker);
/// assert_eq!(app.saved().tab, Tab::VideoPoker);
/// ```
#[derive(Debug)]
///
/// The fields are open to the crate so that the window can lend the tab it draws, the settings
/// and the command queue at once; code outside uses the accessors.
pub struct AppState {
    pub(crate) settings: Settings,
    pub(crate) tab: Tab,
    pub(crate) hand_odds: HandOdds,
    pub(crate) odds_grid: OddsGrid,
    pub(crate) video_poker: VideoPoker,
    pub(crate) benchmark: Benchmark,
    /// The engine, or why its threads could not start.
    pub(crate) engine: Result<Engine, String>,
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
    pub fn from_saved<E: std::fmt::Display>(saved: SavedState, engine: Result<Engine, E>) -> Self {
        AppState {
            settings: saved.settings,
            tab: saved.tab,
            hand_odds: HandOdds::from_saved(&saved.hand_odds),
            odds_grid: OddsGrid::from_saved(&saved.odds_grid),
            video_poker: VideoPoker::from_saved(&saved.video_poker),
            benchmark: Benchmark::from_saved(&saved.benchmark),
            engine: engine.map_err(|e| e.to_string()),
            frame_stats: FrameStats::new(),
            commands: Vec::new(),
            window: saved.window.validated(),
            notice: None,
        }
    }

    /// What would be saved now.
    pub fn saved(&self) -> SavedState {
        let Self {
            settings,
            tab,
            hand_odds,
            odds_grid,
            video_poker,
            benchmark,
            window,
            ..
        } = self;
        SavedState {
            version: VERSION,
            settings: settings.clone(),
            tab: *tab,
            hand_odds: hand_odds.saved(),
            odds_grid: odds_grid.saved(),
            video_poker: video_poker.saved(),
            benchmark: benchmark.saved(),
            window: *window,
        }
    }

    /// The open tab.
    pub fn tab(&self) -> Tab {
        self.tab
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The engine, or why there is none.
    pub fn engine(&self) -> Result<&Engine, &str> {
        self.engine.as_ref().map_err(String::as_str)
    }

    /// The Hand Odds tab's state.
    pub fn hand_odds(&self) -> &HandOdds {
        &self.hand_odds
    }

    /// The Hand Odds tab's state, to change.
    pub fn hand_odds_mut(&mut self) -> &mut HandOdds {
        &mut self.hand_odds
    }

    /// The Odds Grid tab's state.
    pub fn odds_grid(&self) -> &OddsGrid {
        &self.odds_grid
    }

    /// The Odds Grid tab's state, to change.
    pub fn odds_grid_mut(&mut self) -> &mut OddsGrid {
        &mut self.odds_grid
    }

    /// The Video Poker tab's state.
    pub fn video_poker(&self) -> &VideoPoker {
        &self.video_poker
    }

    /// The Video Poker tab's state, to change.
    pub fn video_poker_mut(&mut self) -> &mut VideoPoker {
        &mut self.video_poker
    }

    /// The Benchmark tab's state.
    pub fn benchmark(&self) -> &Benchmark {
        &self.benchmark
    }

    /// The Benchmark tab's state, to change.
    pub fn benchmark_mut(&mut self) -> &mut Benchmark {
        &mut self.benchmark
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

    /// Takes the notice down.
    pub fn clear_notice(&mut self) {
        self.notice = None;
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
                let engine = std::mem::replace(&mut self.engine, Err(String::new()));
                let window = self.window;
                *self = AppState::from_saved(SavedState::default(), engine);
                self.window = window;
            }
            Command::DismissNotice => self.notice = None,
        }
    }
}
