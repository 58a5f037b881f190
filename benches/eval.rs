//! Evaluator throughput, pokerlab against `aya_poker` (the fastest published Rust evaluator
//! crate we know, itself modelled on OMPEval) in one run, so the ratio is measured under the
//! same conditions.
//!
//! `cargo bench --bench eval`. Each group runs both evaluators on identical work:
//! - `random7`/`random5`: 1 M pre-generated random hands stored as card indices; each
//!   evaluation builds the hand from its indices, then evaluates it;
//! - `sequential7`: all 133,784,560 seven-card hands in nested loops, the hand built
//!   incrementally (one card added per loop level).
#![allow(clippy::unwrap_used)]

use std::hint::black_box;

use aya_poker::base::{CARDS as AYA_CARDS, Card as AyaCard, Hand as AyaHand};
use aya_poker::poker_rank;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pokerlab::bench::{RandomHandSet, sequential};

/// aya_poker's card for pokerlab's card index `suit * 13 + rank` (aya orders by rank, then
/// suit, and uses the same suit order: clubs, diamonds, hearts, spades). 256 entries (the
/// tail unused), like pokerlab's own key table, so that indexing by a byte needs no bounds
/// check on either side.
fn aya_cards() -> [AyaCard; 256] {
    std::array::from_fn(|i| AYA_CARDS[4 * (i % 13) + (i / 13) % 4])
}

/// aya_poker over pre-generated hands of `N` cards, the loop shaped like pokerlab's
/// `RandomHandSet::evaluate_all` (unrolled over the `N` cards of each hand).
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

fn random(c: &mut Criterion) {
    let aya = aya_cards();
    for cards in [7usize, 5] {
        let set = RandomHandSet::new(1_000_000, cards, 42);
        let mut group = c.benchmark_group(format!("random{cards}"));
        group.throughput(Throughput::Elements(set.len() as u64));
        group.bench_function("pokerlab", |b| b.iter(|| black_box(set.evaluate_all())));
        group.bench_function("aya_poker", |b| {
            b.iter(|| {
                black_box(match cards {
                    7 => aya_random::<7>(set.indices(), &aya),
                    _ => aya_random::<5>(set.indices(), &aya),
                })
            })
        });
        group.finish();
    }
}

/// Every 7-card hand with aya_poker, incrementally: the same loops as `bench::sequential`.
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

fn sequential7(c: &mut Criterion) {
    let aya = aya_cards();
    let mut group = c.benchmark_group("sequential7");
    group.sample_size(10);
    group.throughput(Throughput::Elements(133_784_560));
    group.bench_function("pokerlab", |b| b.iter(|| black_box(sequential(7))));
    group.bench_function("aya_poker", |b| b.iter(|| black_box(aya_sequential7(&aya))));
    group.finish();
}

criterion_group!(benches, random, sequential7);
criterion_main!(benches);
