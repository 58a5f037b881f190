//! Compact storage of a decision node's sums ([`GameOptions::compress`](super::GameOptions)):
//! regrets as signed 16-bit codes and strategy sums as unsigned ones, each with one scale per
//! node, as the published solvers keep them — half the memory of f32 sums. An iteration
//! decodes a node's sums into the thread's scratch, updates them in f32 exactly as the
//! uncompressed engine does, and encodes them back with a fresh scale (the largest magnitude
//! maps to the largest code, rounding to the nearest code). The cost is the rounding: each
//! stored value is within half a code (1/65,534 of the node's largest regret, 1/131,070 of
//! its largest strategy sum) of the f32 one.

/// `codes` (regrets) decoded into `out`, one code worth `scale`.
pub(crate) fn decode_regrets(codes: &[i16], scale: f32, out: &mut [f32]) {
    for (slot, &code) in out.iter_mut().zip(codes) {
        *slot = f32::from(code) * scale;
    }
}

/// `codes` (strategy sums) decoded into `out`, one code worth `scale`.
pub(crate) fn decode_strategy(codes: &[u16], scale: f32, out: &mut [f32]) {
    for (slot, &code) in out.iter_mut().zip(codes) {
        *slot = f32::from(code) * scale;
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

/// Stores `values` as strategy-sum codes (negative and non-finite values as 0); returns the
/// scale.
pub(crate) fn encode_strategy(codes: &mut [u16], values: &[f32]) -> f32 {
    let top = largest(values);
    let per_code = top / f32::from(u16::MAX);
    let inverse = if per_code > 0.0 { 1.0 / per_code } else { 0.0 };
    for (code, &v) in codes.iter_mut().zip(values) {
        let v = if v.is_finite() { v.max(0.0) } else { 0.0 };
        *code = (v * inverse).round().min(f32::from(u16::MAX)) as u16;
    }
    per_code
}

/// The largest finite magnitude of `values` (0 if none).
fn largest(values: &[f32]) -> f32 {
    values
        .iter()
        .filter(|v| v.is_finite())
        .fold(0.0f32, |m, v| m.max(v.abs()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_within_half_a_code() {
        let regrets: Vec<f32> = (0..1000)
            .map(|i| ((i * 7919) % 2001) as f32 - 1000.5)
            .collect();
        let sums: Vec<f32> = (0..1000)
            .map(|i| ((i * 104_729) % 5003) as f32 * 0.37)
            .collect();
        let (mut rc, mut sc) = (vec![0i16; 1000], vec![0u16; 1000]);
        let r_scale = encode_regrets(&mut rc, &regrets);
        let s_scale = encode_strategy(&mut sc, &sums);
        let (mut r, mut s) = (vec![0.0; 1000], vec![0.0; 1000]);
        decode_regrets(&rc, r_scale, &mut r);
        decode_strategy(&sc, s_scale, &mut s);
        let top_r = regrets.iter().fold(0.0f32, |m, v| m.max(v.abs()));
        let top_s = sums.iter().fold(0.0f32, |m, v| m.max(v.abs()));
        for (a, b) in r.iter().zip(&regrets) {
            assert!((a - b).abs() <= top_r / 65_534.0 * 1.001, "{a} vs {b}");
        }
        for (a, b) in s.iter().zip(&sums) {
            assert!((a - b).abs() <= top_s / 131_070.0 * 1.001, "{a} vs {b}");
        }
        // The largest keeps its value; zeros stay zero.
        let zero = encode_strategy(&mut sc, &[0.0; 1000]);
        decode_strategy(&sc, zero, &mut s);
        assert!(s.iter().all(|&v| v == 0.0));
    }
}
