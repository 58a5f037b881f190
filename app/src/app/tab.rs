//! The tabs: the contract every tab's model keeps ([`TabModel`]) and the registry, one line
//! per tab (`with_tabs!`, below), from which everything else about the tabs follows — the
//! [`Tab`] names and their order in the tab bar (and so their Ctrl+1 … Ctrl+9 shortcuts), the
//! [`Tabs`] that hold the models, their parts of the state file ([`SavedTabs`]), the logic step
//! that runs every tab each frame, shown or hidden ([`Tabs::tick`]), and the accessors on
//! [`AppState`](super::state::AppState) (expanded in `app::state`).
//!
//! The drawing half of the contract is the ui's `TabUi` (in `ui::tabs`), which reads the same
//! registry: a tab is a folder `app/<tab>/` with a model implementing [`TabModel`], a folder
//! `ui/tabs/<tab>/` implementing `TabUi` for it, and its line below.

pub use super::tab_model::{TabModel, TickContext};

/// The registry: every tab, in the order of the tab bar, as
/// `Variant(accessor, accessor_mut): Model`. The variant names the tab (in the state file
/// too: `"tab": "HandOdds"`); the accessor names its part of the state file and the methods of
/// [`AppState`] that lend its model. Hands the list to the macro `$callback`, which the app
/// (below) and the ui (`ui::tabs`) each expand their way.
///
/// Adding a tab is adding its line here.
macro_rules! with_tabs {
    ($callback:ident) => {
        $callback! {
            HandOdds(hand_odds, hand_odds_mut): crate::app::hand_odds::HandOdds,
            OddsGrid(odds_grid, odds_grid_mut): crate::app::odds_grid::OddsGrid,
            VideoPoker(video_poker, video_poker_mut): crate::app::video_poker::VideoPoker,
            Flops(flops, flops_mut): crate::app::flops::Flops,
            Solve(solve, solve_mut): crate::app::solve::Solve,
            Benchmark(benchmark, benchmark_mut): crate::app::benchmark::Benchmark,
            Practice(practice, practice_mut): crate::app::practice::Practice,
        }
    };
}
pub(crate) use with_tabs;

/// The app's expansion of the registry: [`Tab`], [`Tabs`] and [`SavedTabs`] (the accessors on
/// `AppState` are expanded in `app::state`).
macro_rules! app_tabs {
    ($($variant:ident($get:ident, $get_mut:ident): $model:ty,)+) => {
        /// Which tab is shown (written in the state file by its name).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        pub enum Tab {
            $(
                #[doc = concat!("The ", stringify!($variant), " tab.")]
                $variant,
            )+
        }

        impl Tab {
            /// The tabs in the order of the tab bar.
            pub const ALL: [Tab; [$(stringify!($variant)),+].len()] = [$(Tab::$variant),+];

            /// The tab's name in the tab bar.
            pub const fn title(self) -> &'static str {
                match self {
                    $(Tab::$variant => <$model as TabModel>::TITLE,)+
                }
            }

            /// The key of the tab's part in the state file (`"hand_odds"`).
            pub const fn key(self) -> &'static str {
                match self {
                    $(Tab::$variant => stringify!($get),)+
                }
            }
        }

        impl Default for Tab {
            /// The first tab of the tab bar.
            fn default() -> Tab {
                Tab::ALL[0]
            }
        }

        /// Every tab's model.
        #[derive(Debug)]
        pub struct Tabs {
            $(
                #[doc = concat!("The ", stringify!($variant), " tab.")]
                pub $get: $model,
            )+
        }

        /// Every tab's saved part, each under its key at the top of the state file.
        #[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
        #[serde(default)]
        pub struct SavedTabs {
            $(
                #[doc = concat!("The ", stringify!($variant), " tab's part.")]
                pub $get: <$model as TabModel>::Saved,
            )+
        }

        impl SavedTabs {
            /// Reads each tab's part from `object` (a JSON object), or its default if it is
            /// missing; an unreadable part is its default and its key goes to `unreadable`.
            pub(crate) fn read(
                object: &serde_json::Value,
                unreadable: &mut Vec<&'static str>,
            ) -> SavedTabs {
                SavedTabs {
                    $($get: super::tab_model::saved_part(object, stringify!($get), unreadable),)+
                }
            }
        }

        impl Tabs {
            /// Every tab as `saved` left it.
            pub fn from_saved(saved: &SavedTabs) -> Tabs {
                Tabs {
                    $($get: <$model as TabModel>::from_saved(&saved.$get),)+
                }
            }

            /// What to save now.
            pub fn saved(&self) -> SavedTabs {
                SavedTabs {
                    $($get: TabModel::saved(&self.$get),)+
                }
            }

            /// The logic step: every tab's [`TabModel::tick`], shown or hidden.
            pub fn tick(&mut self, cx: &TickContext<'_>) {
                $(TabModel::tick(&mut self.$get, cx);)+
            }

            /// The status line of `tab`.
            pub fn status_line(&self, tab: Tab) -> String {
                match tab {
                    $(Tab::$variant => TabModel::status_line(&self.$get),)+
                }
            }
        }

    };
}

with_tabs!(app_tabs);

#[cfg(test)]
#[allow(clippy::unwrap_used)] // test code: a panic is a failure report
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// Reads the registry (`Tab::ALL`), so a tab added by its one line passes as it is.
    #[test]
    fn the_registry_keeps_the_names_of_the_state_file() {
        assert_eq!(Tab::default(), Tab::ALL[0]);
        let mut keys = BTreeSet::new();
        let mut titles = BTreeSet::new();
        for tab in Tab::ALL {
            let key = tab.key();
            assert!(
                !key.is_empty() && key.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                "{tab:?}: the key `{key}` is not snake case"
            );
            assert!(keys.insert(key), "{tab:?}: the key `{key}` twice");
            assert!(!tab.title().is_empty(), "{tab:?}: no title");
            assert!(titles.insert(tab.title()), "{tab:?}: the title twice");
            // The open tab is saved by its variant's name and read back.
            let json = serde_json::to_string(&tab).unwrap();
            assert_eq!(json, format!("\"{tab:?}\""));
            assert_eq!(serde_json::from_str::<Tab>(&json).unwrap(), tab);
        }
        // Each tab's part of the state file sits under its key, and nothing else does.
        let saved = serde_json::to_value(SavedTabs::default()).unwrap();
        let saved_keys: BTreeSet<&str> = saved
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(saved_keys, keys);
        // State files written before keep their meaning: these names stay (a new tab adds
        // to them; renaming one would lose what users saved).
        for (name, key) in [
            ("HandOdds", "hand_odds"),
            ("OddsGrid", "odds_grid"),
            ("VideoPoker", "video_poker"),
            ("Flops", "flops"),
            ("Solve", "solve"),
            ("Benchmark", "benchmark"),
            ("Practice", "practice"),
        ] {
            let tab: Tab = serde_json::from_str(&format!("\"{name}\"")).unwrap();
            assert_eq!(tab.key(), key);
        }
    }
}
