//! How much multi-play changes the play: for a few pay tables and round sizes, over every deal
//! (the deal classes up to suits, weighted), the share of deals whose best hold for the round
//! is not the single hand's, and the return per coin per hand of playing the round's best hold
//! against playing the single hand's best on every hand (each extra hand at its own EV).
//!
//! ```text
//! cargo run --release --example vp_multi_play
//! ```

use pokerlab::video_poker::{Bet, ExtraDeck, Hands, HoldEvaluator, PayTable, deal_classes};

const TABLES: [&str; 4] = [
    "jacks-or-better-9-6",
    "double-double-bonus-9-6",
    "deuces-wild",
    "joker-poker-kings",
];

fn main() {
    println!(
        "table | hands | deals played differently | return, round best | return, single-hand best | given up"
    );
    for name in TABLES {
        let Some(table) = PayTable::builtin(name) else {
            eprintln!("vp_multi_play: no table {name}");
            std::process::exit(2);
        };
        let evaluator = HoldEvaluator::new(&table, Bet::MAX);
        let classes = deal_classes(table.kind());
        let analyses: Vec<_> = classes
            .iter()
            .filter_map(|(cards, weight)| Some((evaluator.analyze(cards).ok()?, *weight)))
            .collect();
        let deals: f64 = classes.iter().map(|&(_, w)| f64::from(w)).sum();
        for count in [1u8, 3, 5, 10, 100] {
            let Some(hands) = Hands::any(count) else {
                continue;
            };
            let (mut differ, mut best, mut single) = (0.0, 0.0, 0.0);
            for (analysis, weight) in &analyses {
                let round = analysis.round(hands, ExtraDeck::LessHeld);
                let w = f64::from(*weight);
                if round.single_best_differs().is_some() {
                    differ += w;
                }
                best += w * round.best().value.to_f64();
                single += w * round.value(round.single_best()).to_f64();
            }
            let per = deals * f64::from(count);
            println!(
                "{name} | {count} | {:.4}% | {:.6}% | {:.6}% | {:.6}%",
                100.0 * differ / deals,
                100.0 * best / per,
                100.0 * single / per,
                100.0 * (best - single) / per
            );
        }
    }
}
