//! The window's process hands freed memory back to the system.
//!
//! A session allocates and frees large buffers on the pool's threads: a strategy chart's deal
//! table peaks near 80 MB while it is built, a set of video-poker draw tables is 15 MB, the
//! benchmark's hands 70 MB. glibc's allocator keeps what is freed in per-thread arenas, and after
//! each large free it raises its threshold for giving big blocks their own mapping, so later
//! buffers land in the arenas too and stay resident: a 300 s random-input soak grew the window
//! from 141 to 280 MB (issue 12), with only about 20 MB of it still in use. Two allocator
//! settings and a periodic trim keep the resident size near what is really held.
//!
//! The command line does not call this: its runs are short, and its benchmarks measure the
//! allocator as a library user gets it.

use std::time::Duration;

/// How often freed memory is handed back.
pub const TRIM_EVERY: Duration = Duration::from_secs(5);

/// Blocks of this size or more get a mapping of their own and go back to the system when freed
/// (glibc's starting value, kept fixed instead of growing after each large free).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const OWN_MAPPING_FROM: libc::c_int = 256 * 1024;

/// Free memory beyond this at the top of an arena goes back to the system at once.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const TRIM_ABOVE: libc::c_int = 1024 * 1024;

/// Sets the allocator to give large freed blocks back and starts a thread that hands back
/// freed memory every [`TRIM_EVERY`]. Call once, before the window opens. Returns whether the
/// platform's allocator took the settings (glibc on Linux; elsewhere it does nothing).
pub fn hand_back_freed_memory() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallopt only changes allocator parameters; both are documented options.
        let set = unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, OWN_MAPPING_FROM) == 1
                && libc::mallopt(libc::M_TRIM_THRESHOLD, TRIM_ABOVE) == 1
        };
        let spawned = std::thread::Builder::new()
            .name("pokerlab-trim".to_owned())
            .spawn(|| {
                loop {
                    std::thread::sleep(TRIM_EVERY);
                    trim();
                }
            })
            .is_ok();
        set && spawned
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}

/// Hands the free pages of every arena back to the system now (glibc's `malloc_trim`); returns
/// whether any memory was released. Does nothing off glibc.
pub fn trim() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: malloc_trim takes no pointers; it walks the allocator's own arenas.
        unsafe { libc::malloc_trim(0) == 1 }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}
