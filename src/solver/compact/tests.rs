//! The codes against f32 and f64 arithmetic: regrets within half a code, strategy sums between
//! the two codes around them, unbiased, and increments smaller than a code kept on average.

use super::*;

/// The values of strategy codes `c` and `c + 1` at `scale`.
fn codes_around(v: f32, scale: f32) -> (f32, f32) {
    let c = (v / scale).sqrt().floor();
    (c * c * scale, (c + 1.0) * (c + 1.0) * scale)
}

#[test]
fn regret_codes_round_trip_within_half_a_code() {
    let regrets: Vec<f32> = (0..1000)
        .map(|i| ((i * 7919) % 2001) as f32 - 1000.5)
        .collect();
    let mut codes = vec![0i16; 1000];
    let scale = encode_regrets(&mut codes, &regrets);
    let mut back = vec![0.0; 1000];
    decode_regrets(&codes, scale, &mut back);
    let top = regrets.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    for (a, b) in back.iter().zip(&regrets) {
        assert!((a - b).abs() <= top / 65_534.0 * 1.001, "{a} vs {b}");
    }
}

#[test]
fn strategy_codes_land_on_a_code_around_the_value_and_are_unbiased() {
    let sums: Vec<f32> = (0..100_000)
        .map(|i| ((i * 104_729u64) % 50_003) as f32 * 0.037)
        .collect();
    let mut codes = vec![0u8; sums.len()];
    let scale = encode_strategy(&mut codes, &sums, 0.5);
    let mut back = vec![0.0; sums.len()];
    decode_strategy(&codes, scale, &mut back);
    let top = sums.iter().fold(0.0f32, |m, &v| m.max(v));
    // The largest keeps its value (to f32 rounding); each value is on one of its two codes.
    let at_top = sums.iter().position(|&v| v == top).unwrap_or(0);
    assert!((back[at_top] - top).abs() <= top * 1e-5, "{}", back[at_top]);
    let mut ups = 0usize;
    let (mut error, mut total) = (0.0f64, 0.0f64);
    for (&b, &v) in back.iter().zip(&sums) {
        let (below, above) = codes_around(v, scale);
        let near = |x: f32| (b - x).abs() <= x.max(scale) * 1e-5;
        assert!(
            near(below) || near(above),
            "{v}: {b} not {below} or {above}"
        );
        ups += usize::from(near(above) && !near(below));
        error += f64::from(b) - f64::from(v);
        total += f64::from(v);
    }
    // Neither always down nor always up, and the total kept to well within a code a value.
    assert!(ups > 10_000 && ups < 90_000, "{ups} rounded up");
    assert!(error.abs() / total < 1e-3, "{error} on {total}");
    // Zeros stay zero; the same values give the same codes.
    let zero = encode_strategy(&mut codes[..1000], &[0.0; 1000], 0.5);
    decode_strategy(&codes[..1000], zero, &mut back[..1000]);
    assert!(back[..1000].iter().all(|&v| v == 0.0));
    let mut again = vec![0u8; sums.len()];
    assert_eq!(encode_strategy(&mut again, &sums, 0.5), scale);
    let mut first = vec![0u8; sums.len()];
    encode_strategy(&mut first, &sums, 0.5);
    assert_eq!(first, again);
}

#[test]
fn increments_smaller_than_a_code_are_kept_on_average() {
    // A node whose largest sum is 1,000 while 1,000 small sums each gain 0.01 per iteration
    // (two thirds of the smallest code's 0.0154): rounding to the nearest code would keep
    // them at 0 for ever. Stochastically they reach the f64 total on average.
    let n = 1001;
    let mut codes = vec![0u8; n];
    let mut values = vec![0.0f32; n];
    values[0] = 1000.0;
    let mut scale = encode_strategy(&mut codes, &values, 0.0);
    let steps = 5_000;
    for step in 0..steps {
        decode_strategy(&codes, scale, &mut values);
        for v in &mut values[1..] {
            *v += 0.01;
        }
        // The seed changes with the step, as the discount does with the iteration.
        scale = encode_strategy(&mut codes, &values, step as f32);
    }
    decode_strategy(&codes, scale, &mut values);
    let exact = 0.01 * f64::from(steps);
    let mean = values[1..].iter().map(|&v| f64::from(v)).sum::<f64>() / (n - 1) as f64;
    assert!(
        (mean - exact).abs() / exact < 0.02,
        "mean {mean} vs {exact}"
    );
    assert!(values[1..].iter().all(|&v| v > 0.0));
    assert!((values[0] - 1000.0).abs() < 0.01);
}
