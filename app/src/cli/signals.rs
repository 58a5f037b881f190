//! A temporary file removed if the process is interrupted: `pokerlab solve --save` writes its
//! solve to a temporary file beside the target, and SIGINT (Ctrl-C), SIGTERM or SIGHUP during
//! the solve or the save would otherwise leave it behind. The target itself never needs this:
//! it is replaced by a rename, so an interrupted save leaves it as it was.

use std::path::Path;

/// Removes `path` if the process is ended by SIGINT, SIGTERM or SIGHUP, then ends the process
/// by that signal as it would have been. Only the first path given is kept (one save per run).
pub(super) fn remove_on_signal(path: &Path) {
    #[cfg(unix)]
    unix::remove_on_signal(path);
    #[cfg(not(unix))]
    let _ = path;
}

#[cfg(unix)]
mod unix {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;
    use std::sync::OnceLock;

    /// The file to remove, set once before the handler is installed.
    static TEMP: OnceLock<CString> = OnceLock::new();

    /// The handler: only async-signal-safe calls (an atomic load, unlink, signal, raise).
    extern "C" fn on_signal(signal: libc::c_int) {
        if let Some(path) = TEMP.get() {
            // SAFETY: `path` is a NUL-terminated string that lives for the whole program.
            unsafe {
                libc::unlink(path.as_ptr());
            }
        }
        // SAFETY: restoring the default action and raising the signal again ends the process
        // as the signal would have without the handler.
        unsafe {
            libc::signal(signal, libc::SIG_DFL);
            libc::raise(signal);
        }
    }

    pub(super) fn remove_on_signal(path: &Path) {
        let Ok(path) = CString::new(path.as_os_str().as_bytes()) else {
            return;
        };
        if TEMP.set(path).is_err() {
            return;
        }
        let handler = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
        for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
            // SAFETY: the handler makes only async-signal-safe calls.
            unsafe {
                libc::signal(signal, handler);
            }
        }
    }
}
