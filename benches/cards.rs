//! Card rendering benchmarks. Target: all 53 pictures (52 faces and a back) at 150 px height
//! in at most 150 ms on one core.
//!
//! `cargo bench --bench cards`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pokerlab::art::{BackColor, CardFace, DeckStyle, render, svg_source};
use pokerlab::cards::Card;
use resvg::usvg;

fn deck() -> Vec<CardFace> {
    Card::all()
        .map(CardFace::Card)
        .chain([CardFace::Back(BackColor::Red)])
        .collect()
}

fn rendering(c: &mut Criterion) {
    let faces = deck();
    let mut group = c.benchmark_group("cards");
    for style in DeckStyle::ALL {
        // The first call parses each SVG once; the benchmark measures rasterising only.
        for &face in &faces {
            let _ = render(face, style, 150);
        }
        group.bench_function(format!("render 53 at 150px, {}", style.name()), |b| {
            b.iter(|| {
                for &face in &faces {
                    black_box(render(black_box(face), style, 150).ok());
                }
            })
        });
    }
    let king = CardFace::Card("Kh".parse().unwrap_or_else(|_| unreachable!()));
    for height in [60, 150, 400] {
        group.bench_function(format!("render king of hearts at {height}px"), |b| {
            b.iter(|| black_box(render(king, DeckStyle::TwoColor, black_box(height)).ok()))
        });
    }
    group.bench_function("parse 53 SVGs", |b| {
        let options = usvg::Options::default();
        b.iter(|| {
            for &face in &faces {
                let svg = svg_source(face, DeckStyle::TwoColor);
                black_box(usvg::Tree::from_str(svg, &options).ok());
            }
        })
    });
    group.finish();
}

criterion_group!(benches, rendering);
criterion_main!(benches);
