//! pokerlab's evaluator against aya_poker, interleaved: each round times one pass of each on
//! the same work, back to back, and the report is the median of the per-round ratios. On a
//! shared, noisy machine this ratio is far steadier than two separate throughput figures.
//!
//! `cargo bench --bench eval_ratio` (pin it with `taskset -c 1 target/release/deps/eval_ratio-*`
//! for steadier absolute figures). The work is that of `benches/eval.rs`.
#![allow(clippy::unwrap_used)]

use std::hint::black_box;
use std::time::Instant;

use aya_poker::base::{CARDS as AYA_CARDS, Card as AyaCard, Hand as AyaHand};
use aya_poker::poker_rank;
use pokerlab::bench::{RandomHandSet, sequential};

fn aya_cards() -> [AyaCard; 256] {
    std::array::from_fn(|i| AYA_CARDS[4 * (i % 13) + (i / 13) % 4])
}

fn aya_random<const N: usize>(indices: &[u8], aya: &[AyaCard; 256]) -> u64 {
    let mut sum = 0u64;
    let (hands, _) = indices.as_chunks::<N>();
    for hand in hands {
        let mut h = AyaHand::new();
        for &i in hand {
            h.insert_unchecked(&aya[i as usize]);
        }
        sum += poker_rank(&h).0 as u64;
    }
    sum
}

fn aya_sequential7(aya: &[AyaCard; 256]) -> u64 {
    let add = |h: AyaHand, i: usize| {
        let mut h = h;
        h.insert_unchecked(&aya[i]);
        h
    };
    let mut sum = 0u64;
    for a in 0..52 {
        let ha = add(AyaHand::new(), a);
        for b in a + 1..52 {
            let hb = add(ha, b);
            for c in b + 1..52 {
                let hc = add(hb, c);
                for d in c + 1..52 {
                    let hd = add(hc, d);
                    for e in d + 1..52 {
                        let he = add(hd, e);
                        for f in e + 1..52 {
                            let hf = add(he, f);
                            for g in (f + 1..52).rev() {
                                sum += poker_rank(&add(hf, g)).0 as u64;
                            }
                        }
                    }
                }
            }
        }
    }
    sum
}

/// Times `a` and `b` alternately for `rounds` rounds; returns (median M/s of a, of b, median
/// of the per-round ratios a/b).
fn interleave(
    rounds: usize,
    evals: u64,
    a: impl Fn() -> u64,
    b: impl Fn() -> u64,
) -> (f64, f64, f64) {
    let time = |f: &dyn Fn() -> u64| {
        let start = Instant::now();
        black_box(f());
        evals as f64 / start.elapsed().as_secs_f64() / 1e6
    };
    let mut ra = Vec::new();
    let mut rb = Vec::new();
    let mut ratio = Vec::new();
    for _ in 0..rounds {
        let x = time(&a);
        let y = time(&b);
        ra.push(x);
        rb.push(y);
        ratio.push(x / y);
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    (median(ra), median(rb), median(ratio))
}

fn main() {
    let aya = aya_cards();
    println!(
        "{:<12} {:>14} {:>14} {:>8}",
        "work", "pokerlab M/s", "aya_poker M/s", "ratio"
    );
    for cards in [7usize, 6, 5] {
        let set = RandomHandSet::new(500_000, cards, 42);
        let (p, a, r) = interleave(
            41,
            set.len() as u64,
            || set.evaluate_all(),
            || match cards {
                7 => aya_random::<7>(set.indices(), &aya),
                6 => aya_random::<6>(set.indices(), &aya),
                _ => aya_random::<5>(set.indices(), &aya),
            },
        );
        println!(
            "{:<12} {p:>14.1} {a:>14.1} {r:>7.2}x",
            format!("random{cards}")
        );
    }
    let (p, a, r) = interleave(7, 133_784_560, || sequential(7).1, || aya_sequential7(&aya));
    println!("{:<12} {p:>14.1} {a:>14.1} {r:>7.2}x", "sequential7");
}
