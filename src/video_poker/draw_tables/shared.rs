//! The draw tables shared by the engines of a process: built on first use, shared while
//! anything holds them, and the few asked for last kept for a quick return to a recent game.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, PoisonError, Weak};

use super::DrawTables;
use crate::cards::Rank;
use crate::video_poker::{GameKind, PayTable};

/// Keeps `tables` among the [`DrawTables::KEEP_RECENT`] shared tables asked for last.
fn keep_recent(tables: &Arc<DrawTables>) {
    static RECENT: Mutex<VecDeque<Arc<DrawTables>>> = Mutex::new(VecDeque::new());
    let mut recent = RECENT.lock().unwrap_or_else(PoisonError::into_inner);
    recent.retain(|t| !Arc::ptr_eq(t, tables));
    recent.push_front(Arc::clone(tables));
    recent.truncate(DrawTables::KEEP_RECENT);
}

impl DrawTables {
    /// How many of the shared tables asked for last are kept when nothing else holds them.
    /// Each is 13 to 15 MB and is built again in a few tenths of a second; kept for every game
    /// and minimum pair ever asked for (as before issue 12), a session trying the built-in
    /// games held hundreds of megabytes. The last one covers a trainer that lets go of its
    /// tables for a moment (a new deal, a new bet) before asking for them again.
    pub const KEEP_RECENT: usize = 1;

    /// The tables of `kind` with its default minimum paying pair, built on first use and
    /// shared (see [`shared_with_min_pair`](Self::shared_with_min_pair)).
    pub fn shared(kind: GameKind) -> Arc<DrawTables> {
        DrawTables::shared_with_min_pair(kind, kind.default_min_pair())
    }

    /// The shared tables that serve `table` (its kind and minimum paying pair).
    pub fn shared_for(table: &PayTable) -> Arc<DrawTables> {
        DrawTables::shared_with_min_pair(table.kind(), table.min_pair())
    }

    /// The tables of `kind` where pairs pay from `min_pair` up, built on first use and shared
    /// while anything holds them; the [`KEEP_RECENT`](Self::KEEP_RECENT) asked for last are kept even when nothing
    /// does, so that going back to a recent game is immediate.
    pub fn shared_with_min_pair(kind: GameKind, min_pair: Rank) -> Arc<DrawTables> {
        // One cell per game and minimum pair. Its lock is never held while tables are built:
        // the build runs on the current rayon pool, and a worker waiting for its part of the
        // build runs other queued tasks meanwhile; one of them asking for the same tables
        // would wait on a lock its own thread holds, for ever (tests/vp_draw_tables_reentry.rs).
        // Two callers may then build the same tables at once; the first stored is kept.
        static CELLS: [[Mutex<Weak<DrawTables>>; 13]; GameKind::COUNT] =
            [const { [const { Mutex::new(Weak::new()) }; 13] }; GameKind::COUNT];
        let cell = &CELLS[kind.index()][min_pair.index()];
        let lock = || cell.lock().unwrap_or_else(PoisonError::into_inner);
        let known = lock().upgrade();
        let tables = match known {
            Some(tables) => tables,
            None => {
                let built = Arc::new(DrawTables::build_with_min_pair(kind, min_pair));
                let mut stored = lock();
                match stored.upgrade() {
                    Some(first) => first,
                    None => {
                        *stored = Arc::downgrade(&built);
                        built
                    }
                }
            }
        };
        keep_recent(&tables);
        tables
    }
}
