//! The solver's iterations allocate nothing once the first has run: a counting global
//! allocator (a binary of its own, since it replaces the allocator of the whole process)
//! counts every allocation and reallocation made while iterations 2–10 of a turn tree run.

// Test code: a panic is a failure report.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use pokerlab::solver::Game;
use pokerlab::solver::timing_spots::bench_spot;

/// The system allocator, counting what it is asked for while `COUNTING` is set.
struct Counting;

static COUNTING: AtomicBool = AtomicBool::new(false);
static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

fn count() {
    if COUNTING.load(Ordering::Relaxed) {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
    }
}

// SAFETY: every call is passed on to `System` unchanged; counting touches only atomics.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: the caller's contract is `System`'s.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: as above.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Allocations made by iterations 2–10 of the bench's turn spot on a pool of `threads`.
fn allocations_after_the_first(id: &str, threads: usize) -> u64 {
    let (spot, _) = bench_spot(id).expect("a bench spot");
    let mut game = Game::new(spot, 1 << 30).expect("the spot builds");
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool");
    pool.install(|| {
        game.iterate();
        ALLOCATIONS.store(0, Ordering::SeqCst);
        COUNTING.store(true, Ordering::SeqCst);
        for _ in 2..=10 {
            game.iterate();
        }
        COUNTING.store(false, Ordering::SeqCst);
    });
    assert_eq!(game.iterations(), 10);
    ALLOCATIONS.load(Ordering::SeqCst)
}

#[test]
fn iterations_2_to_10_of_a_turn_tree_allocate_nothing() {
    // The counter can fail: the first iteration itself allocates (its scratch).
    let (spot, _) = bench_spot("solve_turn").expect("a bench spot");
    let mut game = Game::new(spot, 1 << 30).expect("the spot builds");
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a thread pool");
    let first = pool.install(|| {
        ALLOCATIONS.store(0, Ordering::SeqCst);
        COUNTING.store(true, Ordering::SeqCst);
        game.iterate();
        COUNTING.store(false, Ordering::SeqCst);
        ALLOCATIONS.load(Ordering::SeqCst)
    });
    assert!(first > 0, "the first iteration allocates its scratch");

    assert_eq!(allocations_after_the_first("solve_turn", 1), 0);
}
