//! The stored form of the matchup counts: a short header, then each matchup's 45 counts as
//! the difference from the previous matchup's (zigzag, then 7 bits a byte, low bits first).
//! Neighbouring matchups are close (the same first hand, the second hand one card apart), so
//! most differences take one or two bytes.

use thiserror::Error;

use super::{COUNTS, Row};

/// The first bytes of the file.
const MAGIC: &[u8; 8] = b"PLMATCH1";

/// Why stored matchup counts could not be read.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum CodecError {
    /// The file does not start with the expected header.
    #[error("not a matchup table (bad header)")]
    Header,
    /// The file ends inside a matchup.
    #[error("the matchup table is cut short")]
    Truncated,
    /// A count does not fit 32 bits.
    #[error("a matchup count is out of range")]
    Range,
    /// The table holds another number of matchups than expected.
    #[error("the matchup table holds {found} matchups, {expected} expected")]
    Count {
        /// Matchups in the file.
        found: usize,
        /// Matchups expected.
        expected: usize,
    },
}

/// The rows as bytes.
pub(crate) fn encode(rows: &[Row]) -> Vec<u8> {
    let mut out = Vec::with_capacity(rows.len() * COUNTS * 2);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(rows.len() as u32).to_le_bytes());
    let mut previous = [0u32; COUNTS];
    for row in rows {
        for (&n, p) in row.iter().zip(previous.iter_mut()) {
            let delta = i64::from(n) - i64::from(*p);
            let mut z = ((delta << 1) ^ (delta >> 63)) as u64;
            loop {
                let byte = (z & 0x7f) as u8;
                z >>= 7;
                if z == 0 {
                    out.push(byte);
                    break;
                }
                out.push(byte | 0x80);
            }
            *p = n;
        }
    }
    out
}

/// Whether `bytes` starts with the header of a table of `expected` rows (without decoding them).
pub(crate) fn header_ok(bytes: &[u8], expected: usize) -> bool {
    bytes
        .strip_prefix(MAGIC)
        .and_then(|rest| rest.first_chunk::<4>())
        .is_some_and(|count| u32::from_le_bytes(*count) as usize == expected)
}

/// The rows of `bytes`, which must hold `expected` of them.
pub(crate) fn decode(bytes: &[u8], expected: usize) -> Result<Vec<Row>, CodecError> {
    let rest = bytes.strip_prefix(MAGIC).ok_or(CodecError::Header)?;
    let (count, mut rest) = rest.split_first_chunk::<4>().ok_or(CodecError::Header)?;
    let found = u32::from_le_bytes(*count) as usize;
    if found != expected {
        return Err(CodecError::Count { found, expected });
    }
    let mut rows = Vec::with_capacity(found);
    let mut previous = [0u32; COUNTS];
    for _ in 0..found {
        for p in previous.iter_mut() {
            let (mut z, mut shift) = (0u64, 0);
            loop {
                let (&byte, tail) = rest.split_first().ok_or(CodecError::Truncated)?;
                rest = tail;
                if shift > 35 {
                    return Err(CodecError::Range);
                }
                z |= u64::from(byte & 0x7f) << shift;
                shift += 7;
                if byte & 0x80 == 0 {
                    break;
                }
            }
            let delta = (z >> 1) as i64 ^ -((z & 1) as i64);
            *p = u32::try_from(i64::from(*p) + delta).map_err(|_| CodecError::Range)?;
        }
        rows.push(previous);
    }
    Ok(rows)
}
