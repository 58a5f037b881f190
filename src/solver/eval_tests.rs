//! The walk that reads the average strategies (`cfr/evaluate.rs`, batched by `cfr/river.rs`) checked
//! against itself: EV and best response in one batched walk equal, bit for bit, each alone
//! without batches.

use rand::{SeedableRng, rngs::SmallRng};

use super::cfr::{Play, evaluate, evaluate_plays, evaluate_unbatched};
use super::game::Game;
use super::test_spots::{random_board, random_range, spot};

/// On random river spots, part solved: both ways of playing in one batched walk give, bit
/// for bit, what a walk of each alone gives without batches (the walk before them).
#[test]
fn batched_walk_of_both_plays_equals_each_alone_unbatched() {
    let mut rng = SmallRng::seed_from_u64(30);
    let mut checked = 0;
    for round in 0..9 {
        let share = [0.1, 0.4, 0.9][round % 3];
        let s = spot(
            random_range(&mut rng, share),
            random_range(&mut rng, share),
            random_board(&mut rng, 5),
            ["50,a", "33,100", "75"][round % 3],
            "a",
            1 + (round % 2) as u8,
        );
        let Ok(mut game) = Game::new(s, 1 << 30) else {
            continue;
        };
        for _ in 0..round + 1 {
            game.iterate();
        }
        let (ctx, root) = game.ctx();
        for p in 0..2 {
            let n = game.hands.len(p);
            let reach = &game.hands.weights[1 - p];
            let mut both = vec![0.0f32; 2 * n];
            let plays = [Play::Average, Play::Best];
            evaluate_plays(root, &ctx, &game.sums, p, reach, &plays, &mut both);
            for (row, play) in both.chunks_exact(n).zip(plays) {
                let mut alone = vec![0.0f32; n];
                evaluate_unbatched(root, &ctx, &game.sums, p, reach, play, &mut alone);
                let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert_eq!(
                    bits(row),
                    bits(&alone),
                    "round {round}, player {p}, {play:?}"
                );
                let mut single = vec![0.0f32; n];
                evaluate(root, &ctx, &game.sums, p, reach, play, &mut single);
                assert_eq!(
                    bits(row),
                    bits(&single),
                    "round {round}, player {p}, {play:?}"
                );
            }
        }
        checked += 1;
    }
    assert!(checked >= 6, "only {checked} spots could be dealt");
}
