//! A solved game in a file, to be walked again without solving: a header with the format's
//! name and version, the spot as text, the iteration count, every decision node's average
//! strategy sums (f32, in tree order) and a checksum of all before it. Version 2 adds, after
//! the spot, whether the tree was built with suit isomorphism (one byte); version 1 files,
//! written before it existed, are read as built without.
//!
//! Loading rebuilds the tree from the spot and fills the sums in, so a file from another
//! version of the tree builder, a truncated file or a changed byte is refused with a reason,
//! never read as a wrong answer.

use std::io::{Read, Write};

use thiserror::Error;

use super::game::{Game, GameOptions};
use super::spot::{Spot, SpotError};
use super::tree::{Node, NodeKind};

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
    Io(#[from] std::io::Error),
    /// The file is not a saved solve.
    #[error("not a pokerlab solve file (it does not start with the solve header)")]
    NotASolve,
    /// A version this program does not read.
    #[error("solve file version {0}: this pokerlab reads version {VERSION}")]
    Version(u32),
    /// The file is damaged.
    #[error("the solve file is damaged: {0}")]
    Corrupt(String),
    /// The spot in the file is refused.
    #[error("the spot in the solve file: {0}")]
    Spot(#[from] SpotError),
}

/// FNV-1a, 64 bits.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
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

fn collect_sums(node: &Node, out: &mut Vec<u8>) {
    if let NodeKind::Decision(d) = &node.kind {
        for v in d.strategy_sums().iter() {
            out.extend_from_slice(&v.to_le_bytes());
        }
    }
    for child in &node.children {
        collect_sums(child, out);
    }
}

fn sum_count(node: &Node) -> usize {
    let own = match &node.kind {
        NodeKind::Decision(d) => d.sum_len(),
        _ => 0,
    };
    own + node.children.iter().map(sum_count).sum::<usize>()
}

fn fill_sums(node: &mut Node, values: &mut impl Iterator<Item = f32>) {
    if let NodeKind::Decision(d) = &mut node.kind {
        let sums: Vec<f32> = (0..d.sum_len())
            .map(|_| values.next().unwrap_or(0.0))
            .collect();
        d.set_strategy_sums(&sums);
    }
    for child in &mut node.children {
        fill_sums(child, values);
    }
}

/// Writes `game`'s spot and average strategies.
pub fn save(game: &Game, mut out: impl Write) -> std::io::Result<()> {
    let mut bytes = Vec::new();
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    let text = spot_text(&game.spot);
    bytes.extend_from_slice(&(text.len() as u32).to_le_bytes());
    bytes.extend_from_slice(text.as_bytes());
    bytes.push(u8::from(game.isomorphism()));
    bytes.extend_from_slice(&game.iterations.to_le_bytes());
    bytes.extend_from_slice(&(sum_count(&game.root) as u64).to_le_bytes());
    collect_sums(&game.root, &mut bytes);
    let sum = checksum(&bytes);
    bytes.extend_from_slice(&sum.to_le_bytes());
    out.write_all(&bytes)?;
    out.flush()
}

/// Reads a solve written by [`save`], rebuilding its tree within `max_memory` bytes.
pub fn load(mut input: impl Read, max_memory: u64) -> Result<Game, LoadError> {
    let mut magic = [0u8; 15];
    input
        .read_exact(&mut magic)
        .map_err(|_| LoadError::NotASolve)?;
    if &magic != MAGIC {
        return Err(LoadError::NotASolve);
    }
    let mut bytes = magic.to_vec();
    input.read_to_end(&mut bytes)?;
    let short = || LoadError::Corrupt("it ends too early".to_owned());
    if bytes.len() < 15 + 4 + 8 {
        return Err(short());
    }
    let (body, tail) = bytes.split_at(bytes.len() - 8);
    let mut at = 15;
    let mut take = |n: usize| -> Result<&[u8], LoadError> {
        let part = body.get(at..at + n).ok_or_else(short)?;
        at += n;
        Ok(part)
    };
    let word = |b: &[u8]| u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    let version = word(take(4)?);
    if version != VERSION && version != 1 {
        return Err(LoadError::Version(version));
    }
    let stored = u64::from_le_bytes(tail.try_into().map_err(|_| short())?);
    if checksum(body) != stored {
        return Err(LoadError::Corrupt("its checksum does not match".to_owned()));
    }
    let text_len = word(take(4)?);
    if text_len > MAX_SPOT_TEXT {
        return Err(LoadError::Corrupt("the spot text is too long".to_owned()));
    }
    let text = std::str::from_utf8(take(text_len as usize)?)
        .map_err(|_| LoadError::Corrupt("the spot is not text".to_owned()))?
        .to_owned();
    let isomorphism = match version {
        1 => false,
        _ => match take(1)?[0] {
            0 => false,
            1 => true,
            _ => {
                return Err(LoadError::Corrupt(
                    "its isomorphism flag is not 0 or 1".to_owned(),
                ));
            }
        },
    };
    let iterations = word(take(4)?);
    let count_bytes = take(8)?;
    let count = u64::from_le_bytes(count_bytes.try_into().map_err(|_| short())?);
    let spot = parse_spot(&text)?;
    let mut game = Game::with_options(
        spot,
        GameOptions {
            max_memory,
            isomorphism,
            compress: false,
        },
    )?;
    if count != sum_count(&game.root) as u64 {
        return Err(LoadError::Corrupt(
            "its strategies do not fit the spot's tree".to_owned(),
        ));
    }
    let values = take(count as usize * 4)?;
    if at != body.len() {
        return Err(LoadError::Corrupt(
            "it has bytes after the strategies".to_owned(),
        ));
    }
    let mut floats = values
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]));
    fill_sums(&mut game.root, &mut floats);
    game.iterations = iterations;
    Ok(game)
}
