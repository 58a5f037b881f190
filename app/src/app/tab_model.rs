//! The contract every tab's model keeps ([`TabModel`]) and what the app lends it each frame
//! ([`TickContext`]), apart from the registry (`app::tab`) that names every tab: a tab's model
//! imports this, the registry imports the models, and no file imports one that imports it.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use pokerlab::equity::Engine;
use pokerlab::jobs::Waker;

/// What the app lends every tab for its per-frame logic.
#[derive(Clone, Copy, Debug)]
pub struct TickContext<'a> {
    /// The computing engine.
    pub engine: &'a Engine,
    /// Called by background work when it has news (the window repaints).
    pub waker: &'a Waker,
}

/// What the app needs of a tab's model (the state of `app/<tab>/`): its saved part, its
/// per-frame logic and its status line. Clicks and keys reach it as the tab's own `Action`s,
/// applied by its drawing code.
pub trait TabModel: std::fmt::Debug + Sized {
    /// The tab's name in the tab bar.
    const TITLE: &'static str;

    /// What the tab keeps between runs: its part of the state file, under the registry's key.
    /// Read leniently: a part that cannot be read is its default.
    type Saved: Clone + std::fmt::Debug + Default + PartialEq + Serialize + DeserializeOwned;

    /// The tab as `saved` left it (validated and clamped: the file may hold anything).
    fn from_saved(saved: &Self::Saved) -> Self;

    /// What to save now.
    fn saved(&self) -> Self::Saved;

    /// Once a frame, for every tab, shown or hidden, before the open tab is drawn: keeps the
    /// background work in line with the tab's state and collects what has finished.
    fn tick(&mut self, cx: &TickContext<'_>);

    /// One line for the status bar while the tab is open: what it is computing, or how its
    /// figures were made.
    fn status_line(&self) -> String;
}

/// Reads one part of the state file, or its default if it is missing; an unreadable part is its
/// default and is noted in `unreadable` (the tabs' parts, and the rest of the state file).
pub(crate) fn saved_part<T: DeserializeOwned + Default>(
    object: &Value,
    key: &'static str,
    unreadable: &mut Vec<&'static str>,
) -> T {
    match object.get(key) {
        None => T::default(),
        Some(value) => T::deserialize(value).unwrap_or_else(|_| {
            unreadable.push(key);
            T::default()
        }),
    }
}
