//! Compact storage of a decision node's sums ([`GameOptions::compress`](super::GameOptions)):
//! regrets as signed 16-bit codes and strategy sums as unsigned ones, each with one scale per
//! node, as the published solvers keep them — half the memory of f32 sums. An iteration
//! decodes a node's sums into the thread's scratch, updates them in f32 exactly as the
//! uncompressed engine does, and encodes them back with a fresh scale (the largest magnitude
//! maps to the largest code, rounding to the nearest code). The cost is the rounding: each
//! stored value is within half a code (1/65,534 of the node's largest regret, 1/131,070 of
//! its largest strategy sum) of the f32 one.

/// A decision node's regrets and strategy sums in 16 bits.
#[derive(Clone, Debug, Default)]
pub(crate) struct Packed {
    /// Regret codes, `[action][combo]`; a regret is `code × regret_scale`.
    pub regrets: Vec<i16>,
    /// What one regret code is worth.
    pub regret_scale: f32,
    /// Strategy-sum codes, `[action][combo]`; a sum is `code × strategy_scale`.
    pub strategy: Vec<u16>,
    /// What one strategy-sum code is worth.
    pub strategy_scale: f32,
}

impl Packed {
    /// `len` sums of each kind, all 0.
    pub fn new(len: usize) -> Packed {
        Packed {
            regrets: vec![0; len],
            regret_scale: 0.0,
            strategy: vec![0; len],
            strategy_scale: 0.0,
        }
    }

    /// How many sums of each kind it holds.
    pub fn len(&self) -> usize {
        self.regrets.len()
    }

    /// The regrets, decoded into `out`.
    pub fn decode_regrets(&self, out: &mut [f32]) {
        for (slot, &code) in out.iter_mut().zip(&self.regrets) {
            *slot = f32::from(code) * self.regret_scale;
        }
    }

    /// The strategy sums, decoded into `out`.
    pub fn decode_strategy(&self, out: &mut [f32]) {
        for (slot, &code) in out.iter_mut().zip(&self.strategy) {
            *slot = f32::from(code) * self.strategy_scale;
        }
    }

    /// Stores `values` as the regrets (non-finite values are stored as 0).
    pub fn encode_regrets(&mut self, values: &[f32]) {
        let top = largest(values);
        let per_code = top / f32::from(i16::MAX);
        self.regret_scale = per_code;
        let inverse = if per_code > 0.0 { 1.0 / per_code } else { 0.0 };
        for (code, &v) in self.regrets.iter_mut().zip(values) {
            let v = if v.is_finite() { v } else { 0.0 };
            *code = (v * inverse)
                .round()
                .clamp(-f32::from(i16::MAX), f32::from(i16::MAX)) as i16;
        }
    }

    /// Stores `values` as the strategy sums (negative and non-finite values as 0).
    pub fn encode_strategy(&mut self, values: &[f32]) {
        let top = largest(values);
        let per_code = top / f32::from(u16::MAX);
        self.strategy_scale = per_code;
        let inverse = if per_code > 0.0 { 1.0 / per_code } else { 0.0 };
        for (code, &v) in self.strategy.iter_mut().zip(values) {
            let v = if v.is_finite() { v.max(0.0) } else { 0.0 };
            *code = (v * inverse).round().min(f32::from(u16::MAX)) as u16;
        }
    }
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
        let mut packed = Packed::new(1000);
        packed.encode_regrets(&regrets);
        packed.encode_strategy(&sums);
        let (mut r, mut s) = (vec![0.0; 1000], vec![0.0; 1000]);
        packed.decode_regrets(&mut r);
        packed.decode_strategy(&mut s);
        let top_r = regrets.iter().fold(0.0f32, |m, v| m.max(v.abs()));
        let top_s = sums.iter().fold(0.0f32, |m, v| m.max(v.abs()));
        for (a, b) in r.iter().zip(&regrets) {
            assert!((a - b).abs() <= top_r / 65_534.0 * 1.001, "{a} vs {b}");
        }
        for (a, b) in s.iter().zip(&sums) {
            assert!((a - b).abs() <= top_s / 131_070.0 * 1.001, "{a} vs {b}");
        }
        // The largest keeps its value; zeros stay zero.
        packed.encode_strategy(&vec![0.0; 1000]);
        packed.decode_strategy(&mut s);
        assert!(s.iter().all(|&v| v == 0.0));
    }
}
