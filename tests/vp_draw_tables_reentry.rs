//! Shared draw tables asked for from inside the pool while they are being built.
//!
//! The tables are built with rayon on the current pool. A worker that waits for its part of
//! that build runs other queued tasks meanwhile; if such a task asks for the same tables while
//! the builder holds their lock, the worker waits on itself for ever. The trainer's analyses
//! and the strategy chart's job both ask for tables from pool tasks, so this froze the app's
//! video-poker tests once. The test asks for every game and lowest pair once, so each is built while
//! it is being asked for.
//!
//! A test binary of its own, not a module of `tests/it`: the draw tables are cached for the
//! whole process, and a table another test holds (or asked for last) is not built again, so
//! beside other tests this one would not see every build it is there to race.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use std::sync::mpsc;
use std::time::Duration;

use pokerlab::cards::Rank;
use pokerlab::jobs::Pool;
use pokerlab::video_poker::{DrawTables, GameKind};

/// Starts `asks` pool tasks, one every 200 µs, that each ask for the tables of `kind` with
/// pairs from `min_pair` (the first starts the build; the others arrive while it runs, as the
/// trainer's and the chart's jobs do), and fails if they have not all been answered after two
/// minutes (a build takes well under a second; two minutes leave room for a loaded machine,
/// not for a deadlock).
fn ask_from_the_pool(kind: GameKind, min_pair: Rank, asks: usize) {
    let (done, finished) = mpsc::channel();
    std::thread::spawn(move || {
        let pool = Pool::with_threads(2).expect("a pool of two threads");
        let jobs: Vec<_> = (0..asks)
            .map(|_| {
                let job = pool.spawn_task(
                    || {},
                    move |ctl| {
                        let tables = DrawTables::shared_with_min_pair(kind, min_pair);
                        ctl.update(|right: &mut bool| *right = tables.kind() == kind);
                    },
                );
                std::thread::sleep(Duration::from_micros(200));
                job
            })
            .collect();
        let answers: Vec<bool> = jobs.iter().map(|job| job.wait().value).collect();
        let _ = done.send(answers);
    });
    let answers = finished
        .recv_timeout(Duration::from_secs(120))
        .expect("every task got its tables (no task waits on a build its own thread runs)");
    assert_eq!(answers.len(), asks);
    assert!(answers.iter().all(|&right| right));
}

#[test]
fn tables_of_every_game_and_lowest_pair_asked_for_while_they_are_built() {
    for kind in [GameKind::STANDARD, GameKind::DEUCES_WILD, GameKind::JOKER] {
        for min_pair in Rank::ALL {
            ask_from_the_pool(kind, min_pair, 40);
        }
    }
}
