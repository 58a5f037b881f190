//! The video-poker draw tables shared between the app's jobs are bounded (issue 12): each is
//! 13 to 15 MB, and one used to be kept for every game ever asked for. A test binary of its own,
//! not a module of `tests/it`: the cache is process-wide, and tables other tests hold or ask for
//! meanwhile would change what it keeps.

// Test helpers may panic: a panic is a test failure.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use pokerlab::Rank;
use pokerlab::video_poker::{DrawTables, GameKind};

#[test]
fn only_tables_in_use_and_the_last_asked_for_are_kept() {
    assert_eq!(DrawTables::KEEP_RECENT, 1);
    let held = DrawTables::shared_with_min_pair(GameKind::STANDARD, Rank::Jack);
    let mut weak = Vec::new();
    for pair in [Rank::Ten, Rank::Queen, Rank::King] {
        let tables = DrawTables::shared_with_min_pair(GameKind::STANDARD, pair);
        assert_eq!(tables.min_pair(), pair);
        weak.push(Arc::downgrade(&tables));
    }
    // Tens and queens were asked for before kings and nothing holds them: gone.
    assert!(weak[0].upgrade().is_none());
    assert!(weak[1].upgrade().is_none());
    // The last one is kept, and asked for again it is the same tables.
    let kept = weak[2]
        .upgrade()
        .expect("the last table asked for was dropped");
    assert!(Arc::ptr_eq(
        &kept,
        &DrawTables::shared_with_min_pair(GameKind::STANDARD, Rank::King)
    ));
    // Tables still in use are shared however long ago they were asked for.
    let again = DrawTables::shared_with_min_pair(GameKind::STANDARD, Rank::Jack);
    assert!(Arc::ptr_eq(&held, &again));
}
