//! Reading and writing the files pokerlab is given, safely: one guard for every file input
//! (pay tables, the app's state file) and one atomic write for every file it keeps.
//!
//! * [`read_small_file`] reads a file only if it is a regular file no larger than a limit,
//!   checked on the opened file before anything is read. A FIFO, a device (`/dev/zero`), a
//!   directory or a huge file is refused at once: on Unix the file is opened non-blocking, so
//!   a FIFO with no writer cannot hang the open, and the read stops one byte past the limit
//!   whatever the metadata said.
//! * [`write_atomically`] replaces a file so that a crash or a power cut at any moment leaves
//!   either the old file or the new one, never an empty or truncated mix: the bytes go to a
//!   temporary file beside it, are flushed and synced, and the temporary file is renamed over
//!   the old one (then, on Unix, the directory is synced so that the rename itself is
//!   durable). [`StagedFile`] splits the two steps, for writing several files all or nothing.
//!
//! ```
//! use pokerlab::files::{read_small_file, write_atomically, FileError};
//! let dir = std::env::temp_dir().join(format!("pokerlab-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir)?;
//! let path = dir.join("note.txt");
//! write_atomically(&path, b"hello")?;
//! assert_eq!(read_small_file(&path, 1024)?, b"hello");
//! assert!(matches!(read_small_file(&path, 3), Err(FileError::TooLarge { .. })));
//! assert!(matches!(read_small_file(&dir, 1024), Err(FileError::NotRegular { .. })));
//! std::fs::remove_dir_all(&dir)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use thiserror::Error;

/// One mebibyte: the limit on pay-table files and the app's state file.
pub const MIB: u64 = 1 << 20;

/// Why a file could not be read. The messages do not repeat the path: callers name it.
#[derive(Debug, Error)]
pub enum FileError {
    /// There is no file at the path (or a folder on the way is not a folder).
    #[error("no such file")]
    NotFound,
    /// The file could not be opened (permissions, a broken link, …).
    #[error("cannot open it: {0}")]
    Open(#[source] io::Error),
    /// The path names a directory, a FIFO, a device or a socket.
    #[error("it is {kind}, not a regular file")]
    NotRegular {
        /// What it is, with its article ("a directory", "a FIFO (named pipe)").
        kind: &'static str,
    },
    /// The file is larger than the limit.
    #[error("it is larger than the limit of {}", bytes(*limit))]
    TooLarge {
        /// The limit, in bytes.
        limit: u64,
    },
    /// Reading failed part-way.
    #[error("cannot read it: {0}")]
    Read(#[source] io::Error),
    /// The file is not UTF-8 text (from [`read_small_text`]).
    #[error("it is not UTF-8 text (a bad byte at offset {offset})")]
    NotText {
        /// Where the first bad byte is.
        offset: usize,
    },
}

/// A byte count for people: `1 MiB`, `64 KiB`, `300 bytes`.
fn bytes(n: u64) -> String {
    if n >= MIB && n.is_multiple_of(MIB) {
        format!("{} MiB", n / MIB)
    } else if n >= 1024 && n.is_multiple_of(1024) {
        format!("{} KiB", n / 1024)
    } else {
        format!("{n} bytes")
    }
}

/// What kind of file `file_type` is, for a message.
fn kind(file_type: std::fs::FileType) -> &'static str {
    if file_type.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return "a device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

/// Opens `path` for reading without blocking (a FIFO with no writer would block a plain
/// open forever on Unix).
fn open_for_reading(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// Opens `path` for reading if it is a regular file, and says its length: opened without
/// blocking on Unix (a FIFO with no writer cannot hang the open), the kind checked on the open
/// file. For a reader that checks a header and the length before reading on, such as a saved
/// solve; it must still read no more than it expects, as the file may grow.
pub fn open_regular_file(path: &Path) -> Result<(File, u64), FileError> {
    #[cfg(not(unix))]
    if let Ok(meta) = std::fs::metadata(path)
        && !meta.is_file()
    {
        return Err(FileError::NotRegular {
            kind: kind(meta.file_type()),
        });
    }
    let file = open_for_reading(path).map_err(|e| match e.kind() {
        io::ErrorKind::NotFound | io::ErrorKind::NotADirectory => FileError::NotFound,
        _ => FileError::Open(e),
    })?;
    let meta = file.metadata().map_err(FileError::Open)?;
    if !meta.is_file() {
        return Err(FileError::NotRegular {
            kind: kind(meta.file_type()),
        });
    }
    Ok((file, meta.len()))
}

/// Reads the whole of `path` if it is a regular file of at most `limit` bytes.
///
/// The file is opened (without blocking, on Unix), its metadata is read from the open file,
/// and only a regular file within the limit is read — at most `limit + 1` bytes, so a file
/// that grows while it is read is refused too. Elsewhere than Unix the path's metadata is
/// checked before opening.
pub fn read_small_file(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    #[cfg(not(unix))]
    if let Ok(meta) = std::fs::metadata(path)
        && meta.is_file()
        && meta.len() > limit
    {
        return Err(FileError::TooLarge { limit });
    }
    let (file, len) = open_regular_file(path)?;
    if len > limit {
        return Err(FileError::TooLarge { limit });
    }
    let mut data = Vec::with_capacity(len as usize);
    file.take(limit.saturating_add(1))
        .read_to_end(&mut data)
        .map_err(FileError::Read)?;
    if data.len() as u64 > limit {
        return Err(FileError::TooLarge { limit });
    }
    Ok(data)
}

/// [`read_small_file`] for text: the file must also be UTF-8.
pub fn read_small_text(path: &Path, limit: u64) -> Result<String, FileError> {
    let data = read_small_file(path, limit)?;
    String::from_utf8(data).map_err(|e| FileError::NotText {
        offset: e.utf8_error().valid_up_to(),
    })
}

/// Why a file could not be written.
#[derive(Debug, Error)]
pub enum WriteError {
    /// Something other than a regular file is in the way (a directory, a device, a FIFO):
    /// it is never replaced.
    #[error("{kind} is in the way")]
    NotRegular {
        /// What is there, with its article.
        kind: &'static str,
    },
    /// The path has no file name (`/`, `..`).
    #[error("the path does not name a file")]
    NoFileName,
    /// Creating, writing, syncing or renaming failed.
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// Distinguishes the temporary files of one process.
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// The prefix of the temporary files written beside `path`: `.NAME.tmp-`.
pub fn temp_prefix(path: &Path) -> Option<String> {
    let name = path.file_name()?.to_string_lossy();
    Some(format!(".{name}.tmp-"))
}

/// A file written in full beside its destination and synced, not yet in place: dropping it
/// without [`commit`](Self::commit) removes it and leaves the destination as it was.
#[derive(Debug)]
pub struct StagedFile {
    temp: PathBuf,
    target: PathBuf,
    committed: bool,
}

impl StagedFile {
    /// Writes `data` to a new temporary file in `target`'s directory (`.NAME.tmp-PID-N`),
    /// flushes it and syncs it to the disk. Refuses if something other than a regular file
    /// is at `target`.
    pub fn write(target: &Path, data: &[u8]) -> Result<StagedFile, WriteError> {
        let mut writer = StagedWriter::create(target)?;
        writer.write_all(data)?;
        writer.finish()
    }

    /// The temporary file.
    pub fn temp_path(&self) -> &Path {
        &self.temp
    }

    /// Renames the temporary file over the destination, then syncs the directory (Unix) so
    /// that the rename survives a power cut.
    pub fn commit(mut self) -> Result<(), WriteError> {
        std::fs::rename(&self.temp, &self.target)?;
        self.committed = true;
        sync_parent(&self.target)?;
        Ok(())
    }
}

/// A file being written beside its destination, streamed: [`create`](Self::create) opens the
/// temporary file (so that a destination that cannot be written fails before any work),
/// [`reserve`](Self::reserve) can claim its space at once, the bytes go through a buffer, and
/// [`finish`](Self::finish) flushes, trims and syncs it into a [`StagedFile`] to commit.
/// Dropped before that, it removes the temporary file and leaves the destination as it was.
///
/// ```
/// use std::io::Write;
/// use pokerlab::files::StagedWriter;
/// let dir = std::env::temp_dir().join(format!("pokerlab-staged-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// let path = dir.join("big.bin");
/// std::fs::write(&path, "old")?;
/// let mut writer = StagedWriter::create(&path)?;
/// writer.reserve(1000)?;
/// for _ in 0..10 {
///     writer.write_all(&[7; 100])?;
/// }
/// assert_eq!(std::fs::read(&path)?, b"old"); // untouched until the commit
/// writer.finish()?.commit()?;
/// assert_eq!(std::fs::read(&path)?.len(), 1000);
/// std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct StagedWriter {
    out: io::BufWriter<File>,
    staged: StagedFile,
    written: u64,
}

impl StagedWriter {
    /// Creates the temporary file beside `target` (`.NAME.tmp-PID-N`), refusing if something
    /// other than a regular file (or a link to one) is at `target`: a directory, a device such
    /// as `/dev/full`, a FIFO.
    pub fn create(target: &Path) -> Result<StagedWriter, WriteError> {
        match std::fs::symlink_metadata(target) {
            Ok(meta) if meta.is_file() || meta.file_type().is_symlink() => {
                // A link is replaced by the file, as editors do; a link to something that is
                // not a regular file is refused.
                if let Ok(meta) = std::fs::metadata(target)
                    && !meta.is_file()
                {
                    return Err(WriteError::NotRegular {
                        kind: kind(meta.file_type()),
                    });
                }
            }
            Ok(meta) => {
                return Err(WriteError::NotRegular {
                    kind: kind(meta.file_type()),
                });
            }
            Err(_) => {}
        }
        let prefix = temp_prefix(target).ok_or(WriteError::NoFileName)?;
        let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
        let temp = target.with_file_name(format!("{prefix}{}-{n}", std::process::id()));
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)?;
        Ok(StagedWriter {
            out: io::BufWriter::with_capacity(1 << 16, file),
            staged: StagedFile {
                temp,
                target: target.to_owned(),
                committed: false,
            },
            written: 0,
        })
    }

    /// The temporary file.
    pub fn temp_path(&self) -> &Path {
        &self.staged.temp
    }

    /// Claims `len` bytes of disk for the file now (Linux: `posix_fallocate`), so that a
    /// full disk or a quota is found before the bytes are made rather than after. Where the
    /// file system cannot reserve space, nothing is done.
    pub fn reserve(&mut self, len: u64) -> Result<(), WriteError> {
        #[cfg(target_os = "linux")]
        {
            use std::os::fd::AsRawFd;
            let Ok(len) = libc::off_t::try_from(len) else {
                return Err(WriteError::Io(io::Error::from_raw_os_error(libc::EFBIG)));
            };
            if len == 0 {
                return Ok(());
            }
            let fd = self.out.get_ref().as_raw_fd();
            // SAFETY: `fd` is the open file this writer owns; the call reads no memory of ours.
            let code = unsafe { libc::posix_fallocate(fd, 0, len) };
            match code {
                0 => {}
                libc::ENOSPC | libc::EFBIG | libc::EDQUOT => {
                    return Err(WriteError::Io(io::Error::from_raw_os_error(code)));
                }
                // The file system cannot reserve (EOPNOTSUPP, EINVAL): write without.
                _ => {}
            }
        }
        #[cfg(not(target_os = "linux"))]
        let _ = len;
        Ok(())
    }

    /// The bytes written so far.
    pub fn written(&self) -> u64 {
        self.written
    }

    /// Flushes the buffer, cuts the file to the bytes written (dropping any reserved space
    /// not used) and syncs it to the disk.
    pub fn finish(mut self) -> Result<StagedFile, WriteError> {
        self.out.flush()?;
        let file = self.out.get_ref();
        file.set_len(self.written)?;
        file.sync_all()?;
        Ok(self.staged)
    }
}

impl Write for StagedWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.out.write(buf)?;
        self.written += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

impl Drop for StagedFile {
    fn drop(&mut self) {
        if !self.committed {
            let _ = std::fs::remove_file(&self.temp);
        }
    }
}

/// Puts several staged files in place all or nothing: each file already at a target is first
/// kept as a hard link (or a copy) beside it; if any rename then fails, the files renamed so
/// far are put back as they were (the old file restored, or a new one removed) and the rest
/// are not written. On success the kept copies are removed. Returns how many were written.
///
/// ```
/// use pokerlab::files::{commit_all, StagedFile};
/// let dir = std::env::temp_dir().join(format!("pokerlab-commit-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// std::fs::write(dir.join("a"), "old")?;
/// let staged = vec![StagedFile::write(&dir.join("a"), b"new")?, StagedFile::write(&dir.join("b"), b"new")?];
/// assert_eq!(commit_all(staged)?, 2);
/// assert_eq!(std::fs::read_to_string(dir.join("a"))?, "new");
/// assert_eq!(std::fs::read_dir(&dir)?.count(), 2); // no temporary or kept file left
/// std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn commit_all(staged: Vec<StagedFile>) -> Result<usize, WriteError> {
    commit_all_with(staged, &mut |from, to| std::fs::rename(from, to))
}

/// [`commit_all`] with the rename given (tests make it fail).
fn commit_all_with(
    mut staged: Vec<StagedFile>,
    rename: &mut dyn FnMut(&Path, &Path) -> io::Result<()>,
) -> Result<usize, WriteError> {
    // Keep every old file first: nothing is replaced until all are kept.
    let mut kept: Vec<Option<PathBuf>> = Vec::with_capacity(staged.len());
    for file in &staged {
        match keep_old(&file.target) {
            Ok(copy) => kept.push(copy),
            Err(e) => {
                for copy in kept.iter().flatten() {
                    let _ = std::fs::remove_file(copy);
                }
                return Err(e.into());
            }
        }
    }
    for i in 0..staged.len() {
        if let Err(e) = rename(&staged[i].temp, &staged[i].target) {
            let mut lost = Vec::new();
            for (file, copy) in staged[..i].iter().zip(&kept).rev() {
                let undone = match copy {
                    Some(copy) => rename(copy, &file.target),
                    None => std::fs::remove_file(&file.target),
                };
                if undone.is_err() {
                    lost.push(file.target.display().to_string());
                }
            }
            for copy in kept[i..].iter().flatten() {
                let _ = std::fs::remove_file(copy);
            }
            let _ = sync_parent(&staged[i].target);
            if lost.is_empty() {
                return Err(e.into());
            }
            return Err(WriteError::Io(io::Error::new(
                e.kind(),
                format!(
                    "{e}; and {} could not be put back (the old copies stay beside them)",
                    lost.join(", ")
                ),
            )));
        }
        staged[i].committed = true;
    }
    for copy in kept.iter().flatten() {
        let _ = std::fs::remove_file(copy);
    }
    if let Some(file) = staged.first() {
        sync_parent(&file.target)?;
    }
    Ok(staged.len())
}

/// Keeps the file at `target`, if there is one, as a hard link beside it (a copy where links
/// cannot be made): `.NAME.old-PID-N`.
fn keep_old(target: &Path) -> io::Result<Option<PathBuf>> {
    match std::fs::symlink_metadata(target) {
        Ok(meta) if meta.is_file() => {}
        _ => return Ok(None),
    }
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned());
    let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
    let copy = target.with_file_name(format!(
        ".{}.old-{}-{n}",
        name.unwrap_or_default(),
        std::process::id()
    ));
    if std::fs::hard_link(target, &copy).is_err() {
        std::fs::copy(target, &copy)?;
    }
    Ok(Some(copy))
}

/// Syncs the directory holding `path`, so that a rename in it is on the disk (Unix; a no-op
/// elsewhere, where directories cannot be opened this way).
fn sync_parent(path: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        let parent = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        File::open(parent)?.sync_all()?;
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

/// Replaces `path` with `data` atomically: a temporary file beside it, written, flushed and
/// synced, renamed over it, and the directory synced. A crash at any moment leaves the old
/// file or the new one. Refuses to replace anything but a regular file.
pub fn write_atomically(path: &Path, data: &[u8]) -> Result<(), WriteError> {
    StagedFile::write(path, data)?.commit()
}

#[cfg(test)]
#[path = "files_tests.rs"]
mod tests;
