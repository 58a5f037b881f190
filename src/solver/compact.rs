//! Compact storage of a decision node's sums ([`GameOptions::compress`](super::GameOptions)):
//! regrets as signed 16-bit codes and strategy sums as 8-bit ones, each with one scale per
//! node — 3 bytes a sum instead of 8, which puts PioSolver's published flop spot within
//! PioSolver 1.0's own 492 MB. An iteration decodes a node's sums into the thread's scratch,
//! updates them in f32 exactly as the uncompressed engine does, and encodes them back with a
//! fresh scale (the largest magnitude maps to the largest code).
//!
//! Regrets round to the nearest code: each is within half a code (1/65,534 of the node's
//! largest regret) of the f32 one. Strategy sums have only 256 codes, so they round
//! *stochastically*: a value between two codes goes to the upper one with the probability that
//! makes the expected stored value the value itself — an iteration's increment smaller than a
//! code is then kept on average instead of being lost every time, as rounding to the nearest
//! code would lose it. The coin is a hash of the value's bits and its place, so a solve is the
//! same on every run and any number of threads. Code `c` is worth `c² × scale` (a square-root
//! scale): the node's largest sum keeps 1/128 of its size per code, a combo reaching the node
//! a hundredth as often still 1/13 of its own size, where a linear code would give it 1/2.6.

/// The largest strategy code (`u8::MAX` as an `f32`).
const TOP_CODE: f32 = 255.0;

/// `codes` (regrets) decoded into `out`, one code worth `scale`.
pub(crate) fn decode_regrets(codes: &[i16], scale: f32, out: &mut [f32]) {
    for (slot, &code) in out.iter_mut().zip(codes) {
        *slot = f32::from(code) * scale;
    }
}

/// `codes` (strategy sums) decoded into `out`: code `c` is worth `c² × scale`.
pub(crate) fn decode_strategy(codes: &[u8], scale: f32, out: &mut [f32]) {
    for (slot, &code) in out.iter_mut().zip(codes) {
        let c = f32::from(code);
        *slot = c * c * scale;
    }
}

/// Stores `values` as regret codes (non-finite values as 0); returns the scale.
pub(crate) fn encode_regrets(codes: &mut [i16], values: &[f32]) -> f32 {
    let top = largest(values);
    let per_code = top / f32::from(i16::MAX);
    let inverse = if per_code > 0.0 { 1.0 / per_code } else { 0.0 };
    for (code, &v) in codes.iter_mut().zip(values) {
        let v = if v.is_finite() { v } else { 0.0 };
        *code = (v * inverse)
            .round()
            .clamp(-f32::from(i16::MAX), f32::from(i16::MAX)) as i16;
    }
    per_code
}

/// Stores `values` as strategy-sum codes (negative and non-finite values as 0), rounding
/// stochastically (the module's comment) with coins seeded by `seed` (a number that differs
/// from one iteration to the next: its strategy discount); returns the scale.
pub(crate) fn encode_strategy(codes: &mut [u8], values: &[f32], seed: f32) -> f32 {
    let top = largest(values);
    let per_code = top / (TOP_CODE * TOP_CODE);
    let inverse = if per_code > 0.0 { 1.0 / per_code } else { 0.0 };
    for (i, (code, &v)) in codes.iter_mut().zip(values).enumerate() {
        let v = if v.is_finite() { v.max(0.0) } else { 0.0 };
        let x = (v * inverse).min(TOP_CODE * TOP_CODE);
        // `as` truncates, which for x ≥ 0 is the floor (without a call to `floorf`).
        let low = x.sqrt().min(TOP_CODE) as i32;
        let low_value = low as f32;
        // Codes `low` and `low + 1` are worth `low²` and `low² + 2 low + 1`.
        let (below, step) = (low_value * low_value, 2.0 * low_value + 1.0);
        let up = coin(v, i as u32, seed) * step < x - below;
        *code = (low + i32::from(up)).min(255) as u8;
    }
    per_code
}

/// A number in [0, 1) from the bits of `v`, its place `i` and the `seed`: the coin of the
/// stochastic rounding (a 32-bit integer hash, Chris Wellons' "lowbias32", so that the loop
/// stays in 32-bit lanes).
fn coin(v: f32, i: u32, seed: f32) -> f32 {
    let mut h = v.to_bits() ^ seed.to_bits().rotate_left(16) ^ i.wrapping_mul(0x9E37_79B9);
    h ^= h >> 16;
    h = h.wrapping_mul(0x7FEB_352D);
    h ^= h >> 15;
    h = h.wrapping_mul(0x846C_A68B);
    h ^= h >> 16;
    (h >> 8) as i32 as f32 * (1.0 / (1u32 << 24) as f32)
}

/// The largest finite magnitude of `values` (0 if none).
fn largest(values: &[f32]) -> f32 {
    values
        .iter()
        .filter(|v| v.is_finite())
        .fold(0.0f32, |m, v| m.max(v.abs()))
}

#[cfg(test)]
mod tests;
