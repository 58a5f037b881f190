//! A solved game in a file, to be walked again without solving: a header with the format's
//! name and version, the spot as text, whether the tree was built with suit isomorphism (one
//! byte, from version 2; version 1 files are read as built without), the iteration count, the
//! payload (the solve's numbers, `payload.rs`) and a checksum (FNV-1a, 64 bits) of all before
//! it.
//!
//! The file handling is made so that a solve is never lost and a file never harms the reader:
//!
//! * **Saving** ([`SaveFile`]) streams to a temporary file beside the target, opened before
//!   the solve (so a path that cannot be written, or a device such as `/dev/full`, is refused
//!   before any work) with its space claimed as soon as the tree is built (a full disk shows
//!   up then); once written it is synced, read back and checked, and only then renamed over
//!   the target. An old file at the target survives any failure and any signal (a kill leaves
//!   at most the temporary file). Nothing is held in memory but a buffer.
//! * **Loading** ([`load_file`]) refuses anything but a regular file (a FIFO or a device is
//!   refused at once, never waited on), reads the header, rebuilds the tree from the spot
//!   within the memory limit, and compares the file's length with what that tree's solve
//!   takes before reading the payload; [`load`] reads no more than that from any reader. The
//!   numbers must be finite and not negative, and the checksum must match: a truncated file,
//!   a changed byte or crafted values are refused with a reason, never read as a wrong answer.

mod payload;

use std::io::{self, Read, Write};
use std::path::Path;

use thiserror::Error;

use super::game::{Game, GameOptions};
use super::spot::{Spot, SpotError};
use crate::files::{FileError, StagedFile, StagedWriter, WriteError, open_regular_file};

/// The first bytes of a saved solve.
const MAGIC: &[u8; 15] = b"POKERLAB-SOLVE\n";
/// The version of the format written.
const VERSION: u32 = 2;
/// The longest spot text read back.
const MAX_SPOT_TEXT: u32 = 1 << 20;

/// Why a saved solve cannot be read.
#[derive(Debug, Error)]
pub enum LoadError {
    /// The file could not be read.
    #[error("cannot read the file: {0}")]
    Io(#[from] io::Error),
    /// The path is not a file that can be read (missing, a FIFO, a device, a directory).
    #[error("{0}")]
    File(#[from] FileError),
    /// The file is not a saved solve.
    #[error("not a pokerlab solve file (it does not start with the solve header)")]
    NotASolve,
    /// A version this program does not read.
    #[error("solve file version {0}: this pokerlab reads versions 1 and {VERSION}")]
    Version(u32),
    /// The file is damaged.
    #[error("the solve file is damaged: {0}")]
    Corrupt(String),
    /// The spot in the file is refused.
    #[error("the spot in the solve file: {0}")]
    Spot(#[from] SpotError),
}

/// Why a solve could not be saved. The target is as it was in every case.
#[derive(Debug, Error)]
pub enum SaveError {
    /// The temporary file could not be made, written, synced or renamed; or something other
    /// than a regular file is at the target.
    #[error("{0}")]
    Write(#[from] WriteError),
    /// The file written does not read back as written.
    #[error("the file written does not read back as written: {0}")]
    Check(String),
}

impl From<io::Error> for SaveError {
    fn from(e: io::Error) -> SaveError {
        SaveError::Write(WriteError::Io(e))
    }
}

/// FNV-1a, 64 bits, fed in pieces.
#[derive(Clone, Copy)]
struct Fnv(u64);

impl Fnv {
    const fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn update(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// A writer that hashes what goes through it.
struct Hashing<W> {
    inner: W,
    hash: Fnv,
}

impl<W: Write> Write for Hashing<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.hash.update(&buf[..n]);
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// A reader that hashes what comes through it.
struct Hashed<R> {
    inner: R,
    hash: Fnv,
}

impl<R: Read> Read for Hashed<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.hash.update(&buf[..n]);
        Ok(n)
    }
}

fn spot_text(spot: &Spot) -> String {
    format!(
        "oop={}\nip={}\nboard={}\npot={}\nstack={}\nbets={}\nraises={}\nraise_cap={}\nthreshold={}\n",
        spot.oop,
        spot.ip,
        spot.board,
        spot.pot,
        spot.stack,
        spot.bets,
        spot.raises,
        spot.raise_cap,
        spot.all_in_threshold
    )
}

fn parse_spot(text: &str) -> Result<Spot, LoadError> {
    let corrupt = |what: &str| LoadError::Corrupt(what.to_owned());
    let field = |key: &str| -> Result<&str, LoadError> {
        text.lines()
            .find_map(|line| line.strip_prefix(key)?.strip_prefix('='))
            .ok_or_else(|| corrupt(&format!("the spot has no `{key}`")))
    };
    let bad = |key: &str| corrupt(&format!("the spot's `{key}` does not read"));
    Ok(Spot {
        oop: field("oop")?.parse().map_err(|_| bad("oop"))?,
        ip: field("ip")?.parse().map_err(|_| bad("ip"))?,
        board: field("board")?.parse().map_err(|_| bad("board"))?,
        pot: field("pot")?.parse().map_err(|_| bad("pot"))?,
        stack: field("stack")?.parse().map_err(|_| bad("stack"))?,
        bets: field("bets")?.parse().map_err(|_| bad("bets"))?,
        raises: field("raises")?.parse().map_err(|_| bad("raises"))?,
        raise_cap: field("raise_cap")?.parse().map_err(|_| bad("raise_cap"))?,
        all_in_threshold: field("threshold")?.parse().map_err(|_| bad("threshold"))?,
    })
}

/// The header of `game`'s file: everything before the payload.
fn header(game: &Game) -> Vec<u8> {
    let text = spot_text(&game.spot);
    let mut bytes = Vec::with_capacity(text.len() + 32);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    bytes.extend_from_slice(&(text.len() as u32).to_le_bytes());
    bytes.extend_from_slice(text.as_bytes());
    bytes.push(u8::from(game.isomorphism()));
    bytes.extend_from_slice(&game.iterations.to_le_bytes());
    bytes
}

/// The length in bytes of the file [`save`] writes for `game`.
pub fn saved_len(game: &Game) -> u64 {
    header(game).len() as u64 + payload::len(game) + 8
}

/// Writes `game`'s spot and average strategies to `out`, streamed (nothing is held but the
/// header). For a file, [`SaveFile`] writes it safely.
pub fn save(game: &Game, out: impl Write) -> io::Result<()> {
    let mut out = Hashing {
        inner: out,
        hash: Fnv::new(),
    };
    out.write_all(&header(game))?;
    payload::write(game, &mut out)?;
    let sum = out.hash.0;
    out.inner.write_all(&sum.to_le_bytes())?;
    out.inner.flush()
}

/// A solve being saved to a file: see the `save` module.
///
/// ```
/// use pokerlab::solver::{Game, SaveFile, Spot, load_file};
/// # let spot = Spot {
/// #     oop: "AA,KK".parse().unwrap(), ip: "QQ,AK".parse().unwrap(),
/// #     board: "2c 7d 9h Ts 3s".parse().unwrap(), pot: 100.0, stack: 100.0,
/// #     bets: "a".parse()?, raises: "".parse()?, raise_cap: 0, all_in_threshold: 0.0,
/// # };
/// let dir = std::env::temp_dir().join(format!("pokerlab-save-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// let path = dir.join("spot.solve");
/// let mut file = SaveFile::create(&path)?; // before solving: a bad path fails now
/// let mut game = Game::new(spot, 1 << 30)?;
/// file.reserve_for(&game)?;
/// game.iterate();
/// file.write(&game)?;
/// assert_eq!(load_file(&path, 1 << 30)?.iterations(), 1);
/// std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct SaveFile {
    writer: StagedWriter,
}

impl SaveFile {
    /// Opens the temporary file beside `path`, refusing a target that is not a regular file
    /// (a directory, a device such as `/dev/full`, a FIFO) or a folder that cannot be written.
    pub fn create(path: &Path) -> Result<SaveFile, SaveError> {
        Ok(SaveFile {
            writer: StagedWriter::create(path)?,
        })
    }

    /// The temporary file being written (removed if the save does not complete, unless the
    /// process is killed first).
    pub fn temp_path(&self) -> &Path {
        self.writer.temp_path()
    }

    /// Claims the disk space `game`'s file will take (its length does not change with
    /// solving), so a full disk is found before the solve.
    pub fn reserve_for(&mut self, game: &Game) -> Result<(), SaveError> {
        Ok(self.writer.reserve(saved_len(game))?)
    }

    /// Writes `game`, syncs the file, reads it back to check it, and renames it over the
    /// target. On any error the target is as it was and the temporary file is removed.
    pub fn write(mut self, game: &Game) -> Result<(), SaveError> {
        save(game, &mut self.writer)?;
        let expected = saved_len(game);
        if self.writer.written() != expected {
            return Err(SaveError::Check(format!(
                "{} bytes written of {expected}",
                self.writer.written()
            )));
        }
        let staged = self.writer.finish()?;
        check_written(&staged, expected)?;
        staged.commit()?;
        Ok(())
    }
}

/// Reads the synced temporary file back: its length, its header and its checksum.
fn check_written(staged: &StagedFile, expected: u64) -> Result<(), SaveError> {
    let (file, len) = open_regular_file(staged.temp_path())
        .map_err(|e| SaveError::Check(format!("the temporary file: {e}")))?;
    if len != expected {
        return Err(SaveError::Check(format!("{len} bytes of {expected}")));
    }
    let mut input = Hashed {
        inner: io::BufReader::with_capacity(1 << 16, file),
        hash: Fnv::new(),
    };
    let mut magic = [0u8; 15];
    input.read_exact(&mut magic)?;
    if &magic != MAGIC {
        return Err(SaveError::Check("the header differs".to_owned()));
    }
    io::copy(&mut (&mut input).take(expected - 8 - 15), &mut io::sink())?;
    let mut stored = [0u8; 8];
    input.inner.read_exact(&mut stored)?;
    if u64::from_le_bytes(stored) != input.hash.0 {
        return Err(SaveError::Check("the checksum differs".to_owned()));
    }
    Ok(())
}

/// Reads exactly `n` bytes, or says the file ends too early.
fn take<R: Read>(input: &mut R, n: usize) -> Result<Vec<u8>, LoadError> {
    let mut bytes = vec![0u8; n];
    input.read_exact(&mut bytes).map_err(short)?;
    Ok(bytes)
}

/// The error of a read that found the end of the file.
fn short(e: io::Error) -> LoadError {
    if e.kind() == io::ErrorKind::UnexpectedEof {
        LoadError::Corrupt("it ends too early".to_owned())
    } else {
        LoadError::Io(e)
    }
}

fn word(input: &mut impl Read) -> Result<u32, LoadError> {
    let mut b = [0u8; 4];
    input.read_exact(&mut b).map_err(short)?;
    Ok(u32::from_le_bytes(b))
}

/// Reads a solve written by [`save`], rebuilding its tree within `max_memory` bytes. Reads
/// no more than the file of that tree takes (and one byte to see that it ends there), so an
/// endless reader is refused too.
pub fn load(input: impl Read, max_memory: u64) -> Result<Game, LoadError> {
    read(input, max_memory, None)
}

/// Reads the solve saved in the file at `path` (see the `save` module): a regular file whose
/// length is what its spot's solve takes.
pub fn load_file(path: &Path, max_memory: u64) -> Result<Game, LoadError> {
    let (file, len) = open_regular_file(path)?;
    // No solve within the memory limit is larger than the tree's memory (the payload is a
    // part of it) with the largest header.
    let most = max_memory.saturating_add(u64::from(MAX_SPOT_TEXT) + 64);
    if len > most {
        return Err(LoadError::Corrupt(format!(
            "it is {len} bytes, more than any solve within the memory limit takes"
        )));
    }
    read(
        io::BufReader::with_capacity(1 << 16, file),
        max_memory,
        Some(len),
    )
}

/// [`load`], checking the length `len` of a file before reading its payload.
fn read(input: impl Read, max_memory: u64, len: Option<u64>) -> Result<Game, LoadError> {
    let mut input = Hashed {
        inner: input,
        hash: Fnv::new(),
    };
    let mut magic = [0u8; 15];
    input
        .read_exact(&mut magic)
        .map_err(|_| LoadError::NotASolve)?;
    if &magic != MAGIC {
        return Err(LoadError::NotASolve);
    }
    let version = word(&mut input)?;
    if version != VERSION && version != 1 {
        return Err(LoadError::Version(version));
    }
    let text_len = word(&mut input)?;
    if text_len > MAX_SPOT_TEXT || len.is_some_and(|len| u64::from(text_len) > len) {
        return Err(LoadError::Corrupt("the spot text is too long".to_owned()));
    }
    let text = String::from_utf8(take(&mut input, text_len as usize)?)
        .map_err(|_| LoadError::Corrupt("the spot is not text".to_owned()))?;
    let isomorphism = match version {
        1 => false,
        _ => match take(&mut input, 1)?[0] {
            0 => false,
            1 => true,
            _ => {
                return Err(LoadError::Corrupt(
                    "its isomorphism flag is not 0 or 1".to_owned(),
                ));
            }
        },
    };
    let iterations = word(&mut input)?;
    let header_len = 15 + 4 + 4 + u64::from(text_len) + u64::from(version != 1) + 4;
    let spot = parse_spot(&text)?;
    let mut game = Game::with_options(
        spot,
        GameOptions {
            max_memory,
            isomorphism,
            compress: false,
        },
    )?;
    if let Some(len) = len {
        let expected = header_len + payload::len(&game) + 8;
        if len != expected {
            return Err(LoadError::Corrupt(format!(
                "it is {len} bytes, but a solve of its spot takes {expected}"
            )));
        }
    }
    payload::read(&mut game, &mut input)?;
    let sum = input.hash.0;
    let mut stored = [0u8; 8];
    input.inner.read_exact(&mut stored).map_err(short)?;
    if u64::from_le_bytes(stored) != sum {
        return Err(LoadError::Corrupt("its checksum does not match".to_owned()));
    }
    let mut more = [0u8; 1];
    if input.inner.read(&mut more)? != 0 {
        return Err(LoadError::Corrupt(
            "it has bytes after the checksum".to_owned(),
        ));
    }
    game.iterations = iterations;
    Ok(game)
}
