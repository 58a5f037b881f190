//! The payload of a saved solve: the solve's numbers and nothing about the file. Kept apart
//! from the file handling (`save.rs`: header, length, checksum, temporary file and rename) so
//! that another storage of the numbers changes only this file.
//!
//! Format (versions 1 and 2): the count of average-strategy sums (u64), then every decision
//! node's sums (f32, little-endian) in tree order. Each must be finite and not negative.

use std::io::{self, Read, Write};

use super::super::game::Game;
use super::super::tree::{Decision, NodeKind, NodeRef};
use super::LoadError;

/// The sums of the whole tree.
fn sum_count(game: &Game) -> u64 {
    game.tree.sum_len()
}

/// Calls `f` on every decision, in tree order (depth first, children in order).
fn each_decision<E>(
    node: NodeRef,
    f: &mut impl FnMut(&Decision) -> Result<(), E>,
) -> Result<(), E> {
    if let NodeKind::Decision(d) = node.kind() {
        f(&d)?;
    }
    for child in node.children() {
        each_decision(child, f)?;
    }
    Ok(())
}

/// The payload's length in bytes.
pub(super) fn len(game: &Game) -> u64 {
    8 + 4 * sum_count(game)
}

/// Writes the payload of `game`.
pub(super) fn write(game: &Game, out: &mut impl Write) -> io::Result<()> {
    out.write_all(&sum_count(game).to_le_bytes())?;
    let mut buffer = Vec::new();
    each_decision(game.tree.root(), &mut |d| {
        buffer.clear();
        buffer.extend(game.sums.strategy(d).iter().flat_map(|v| v.to_le_bytes()));
        out.write_all(&buffer)
    })
}

/// Reads the payload into `game`, whose tree was rebuilt from the file's spot: the count must
/// be the tree's and every value finite and not negative.
pub(super) fn read(game: &mut Game, input: &mut impl Read) -> Result<(), LoadError> {
    let mut count = [0u8; 8];
    input.read_exact(&mut count).map_err(super::short)?;
    if u64::from_le_bytes(count) != sum_count(game) {
        return Err(LoadError::Corrupt(
            "its strategies do not fit the spot's tree".to_owned(),
        ));
    }
    let mut buffer = Vec::new();
    let mut at = 0u64;
    let mut sums = Vec::new();
    let Game {
        tree, sums: store, ..
    } = game;
    each_decision(tree.root(), &mut |d| {
        sums.clear();
        sums.resize(d.sum_len(), 0.0f32);
        buffer.resize(sums.len() * 4, 0);
        input.read_exact(&mut buffer).map_err(super::short)?;
        for (slot, bytes) in sums.iter_mut().zip(buffer.chunks_exact(4)) {
            let value = f32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
            if !(value.is_finite() && value >= 0.0) {
                return Err(LoadError::Corrupt(format!(
                    "strategy sum {at} is {value}, not a finite number of at least 0"
                )));
            }
            *slot = value;
            at += 1;
        }
        store.set_strategy(d, &sums);
        Ok(())
    })
}
