//! The window hands freed memory back to the system (issue 12, `app::memory`). A test binary of
//! its own, not a module of `tests/it`: it reads the process's resident memory, which other
//! tests running at the same time would move.

// Test helpers may panic: a panic is a test failure.
#![allow(clippy::unwrap_used, clippy::expect_used)]

/// Resident anonymous memory of this process, in bytes.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn rss_anon() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("RssAnon:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map(|kb| kb * 1024)
        .unwrap()
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[test]
fn freed_small_blocks_go_back_after_a_trim() {
    // 64 MB in blocks small enough to stay in the allocator's arena, every 64th one kept so
    // that the arena cannot simply shrink from its top: glibc keeps the rest resident.
    let mut blocks: Vec<Vec<u8>> = (0..2048).map(|i| vec![i as u8 | 1; 32 * 1024]).collect();
    let kept: Vec<Vec<u8>> = blocks.iter_mut().step_by(64).map(std::mem::take).collect();
    drop(blocks);
    let before = rss_anon();
    assert!(pokerlab_app::app::memory::trim());
    let after = rss_anon();
    assert!(kept.iter().all(|b| b.len() == 32 * 1024));
    assert!(
        before.saturating_sub(after) > 48 << 20,
        "resident anonymous memory {before} → {after} bytes"
    );
}
