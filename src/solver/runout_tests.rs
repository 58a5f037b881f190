//! The all-in runouts' tables (`runouts.rs`) checked against two oracles: the walk of the
//! runout's chance subtree (each river board's showdown, as the tree deals it), and a slow
//! sum written here over every runout, in `f64`.

use rand::{RngExt, SeedableRng, rngs::SmallRng};

use super::cfr::{Ctx, Play, evaluate};
use super::game::Game;
use super::runouts::{Runouts, is_runout};
use super::test_spots::{random_board, random_range, spot};
use super::tree::{NodeKind, NodeRef};
use crate::cards::CardSet;
use crate::eval::evaluate as strength;

/// The runout chance nodes under `node` (the first of each line).
fn runout_nodes<'a>(node: NodeRef<'a>, out: &mut Vec<NodeRef<'a>>) {
    if is_runout(node) {
        out.push(node);
        return;
    }
    if matches!(node.kind(), NodeKind::Decision(_) | NodeKind::Chance { .. }) {
        for child in node.children() {
            runout_nodes(child, out);
        }
    }
}

/// The value for `trav`'s combos of every runout of `node`'s board, each ordered deal of
/// the remaining cards weighed by `1 / (cards left)` per card, in `f64`.
fn slow_values(game: &Game, node: NodeRef, trav: usize, reach: &[f32]) -> Vec<f64> {
    let hands = &game.hands;
    let board = node.board();
    let pot = game.spot.pot;
    let stack = node.commit()[0];
    let mut out = vec![0.0f64; hands.len(trav)];
    let mut deal = |five: CardSet, weight: f64| {
        for (h, mine) in hands.combos[trav].iter().enumerate() {
            if mine.collides(five) {
                continue;
            }
            let s = strength(five | mine.cards()).get();
            for (o, theirs) in hands.combos[1 - trav].iter().enumerate() {
                if theirs.collides(five) || theirs.collides(mine.cards()) {
                    continue;
                }
                let t = strength(five | theirs.cards()).get();
                let pay = match s.cmp(&t) {
                    std::cmp::Ordering::Greater => pot + stack,
                    std::cmp::Ordering::Less => -stack,
                    std::cmp::Ordering::Equal => pot / 2.0,
                };
                out[h] += weight * pay * f64::from(reach[o]);
            }
        }
    };
    let left = |b: CardSet| f64::from(52 - b.len() as u32 - 4);
    for turn in (CardSet::FULL - board).iter() {
        let four = board.with(turn);
        if board.len() == 4 {
            deal(four, 1.0 / left(board));
            continue;
        }
        for river in (CardSet::FULL - four).iter() {
            deal(four.with(river), 1.0 / (left(board) * left(four)));
        }
    }
    out
}

/// On random turn and flop spots with all-ins: each runout's table gives the values the
/// slow sum gives (within 1e-9 relative) and those of the walk of its chance subtree
/// (within `f32` noise), for both players, against random opponent reaches.
#[test]
fn runout_tables_equal_the_walk_and_the_slow_sum() {
    let mut rng = SmallRng::seed_from_u64(31);
    let (mut checked, mut flops) = (0, 0);
    for round in 0..4 {
        let cards = if round < 3 { 4 } else { 3 };
        let share = [0.05, 0.1, 0.2, 0.04][round];
        let s = spot(
            random_range(&mut rng, share),
            random_range(&mut rng, share),
            random_board(&mut rng, cards),
            "a",
            "",
            0,
        );
        let Ok(game) = Game::new(s, 1 << 30) else {
            continue;
        };
        let (ctx, root) = game.ctx();
        let none = Runouts::default();
        let walk_ctx = Ctx {
            runouts: &none,
            ..ctx
        };
        let mut nodes = Vec::new();
        runout_nodes(root, &mut nodes);
        assert!(!nodes.is_empty(), "round {round}: no all-in runout");
        // The first runout dealt from each length of board (a flop spot has both).
        let lengths = [3, 4].map(|len| nodes.iter().find(|n| n.board().len() == len));
        assert_eq!(lengths[0].is_some(), cards == 3, "round {round}");
        assert!(lengths[1].is_some(), "round {round}: no turn all-in");
        for &node in lengths.into_iter().flatten() {
            for trav in 0..2 {
                let reach: Vec<f32> = (0..game.hands.len(1 - trav))
                    .map(|_| rng.random_range(0.0f32..1.0))
                    .collect();
                let n = game.hands.len(trav);
                let mut table = vec![0.0f32; n];
                let mut walked = vec![0.0f32; n];
                evaluate(node, &ctx, &game.sums, trav, &reach, Play::Best, &mut table);
                evaluate(
                    node,
                    &walk_ctx,
                    &game.sums,
                    trav,
                    &reach,
                    Play::Best,
                    &mut walked,
                );
                let slow = slow_values(&game, node, trav, &reach);
                let mut exact = vec![0.0f64; n];
                let pot = game.spot.pot;
                assert!(
                    game.runouts
                        .values_f64(node, &game.hands, pot, trav, &reach, &mut exact)
                );
                let scale = slow.iter().fold(1.0f64, |a, v| a.max(v.abs()));
                for h in 0..n {
                    let (t, w, s) = (exact[h], f64::from(walked[h]), slow[h]);
                    assert!(
                        (t - s).abs() <= 1e-9 * scale,
                        "round {round}, player {trav}, combo {h}: table {t}, slow {s}"
                    );
                    assert!(
                        (w - s).abs() <= 1e-5 * scale,
                        "round {round}, player {trav}, combo {h}: walk {w}, slow {s}"
                    );
                    assert_eq!(table[h], t as f32, "the walk's values are the table's");
                }
            }
        }
        checked += 1;
        flops += usize::from(cards == 3);
    }
    assert!(checked >= 3, "only {checked} spots could be dealt");
    assert_eq!(flops, 1, "the flop spot could not be dealt");
}
