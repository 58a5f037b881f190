//! The engine as it was before the per-thread scratch and the one-pass showdowns (commit
//! f499c38, `src/solver/cfr.rs` and `terminal.rs`, copied verbatim with only their
//! visibility changed), kept for a test: the new engine's sums must equal the old one's within
//! float noise after a number of iterations on three spots.

use super::cfr::{Ctx, Discounts};
use super::combo_tables::{Hands, NO_COMBO, Ranked, Ranking};
use super::game::Game;
use super::runouts::Runouts;
use super::spot::{Player, Spot};
use super::sums::Sums;
use super::tree::{Mirror, NodeKind, NodeRef};
use crate::cards::CardSet;

#[derive(Clone, Copy, Debug)]
struct Pays {
    win: f64,
    lose: f64,
    tie: f64,
}

/// The opponent's total reach and the reach on each card (combos `board` blocks skipped).
fn reach_sums(hands: &Hands, opp: usize, reach: &[f32], board: CardSet) -> (f64, [f64; 52]) {
    let mut total = 0.0f64;
    let mut per_card = [0.0f64; 52];
    for (i, &r) in reach.iter().enumerate() {
        if r == 0.0 || hands.bits[opp][i] & board.0 != 0 {
            continue;
        }
        let r = f64::from(r);
        let [a, b] = hands.cards[opp][i];
        total += r;
        per_card[a as usize] += r;
        per_card[b as usize] += r;
    }
    (total, per_card)
}

/// The opponent reach compatible with each traverser combo: `out[h] = Σ_o reach(o)` over the
/// combos `o` sharing no card with `h` or `board`; 0 for combos `board` blocks.
fn compatible_reach(hands: &Hands, trav: usize, reach: &[f32], board: CardSet, out: &mut [f64]) {
    let opp = 1 - trav;
    let (total, per_card) = reach_sums(hands, opp, reach, board);
    for (h, slot) in out.iter_mut().enumerate() {
        if hands.bits[trav][h] & board.0 != 0 {
            *slot = 0.0;
            continue;
        }
        let [a, b] = hands.cards[trav][h];
        let same = hands.same[trav][h];
        let back = if same == NO_COMBO {
            0.0
        } else {
            f64::from(reach[same as usize])
        };
        *slot = total - per_card[a as usize] - per_card[b as usize] + back;
    }
}

/// The values of a fold terminal: `pay` times the compatible opponent reach.
fn fold_values(
    hands: &Hands,
    trav: usize,
    reach: &[f32],
    board: CardSet,
    pay: f64,
    out: &mut [f32],
) {
    let mut compat = vec![0.0f64; out.len()];
    compatible_reach(hands, trav, reach, board, &mut compat);
    for (slot, c) in out.iter_mut().zip(&compat) {
        *slot = (c * pay) as f32;
    }
}

/// The values of a showdown on `ranking`'s board.
fn showdown_values(
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reach: &[f32],
    pays: Pays,
    out: &mut [f32],
) {
    let opp = 1 - trav;
    let mine = &ranking.order[trav];
    let theirs = &ranking.order[opp];
    let n = out.len();
    // The ranked lists keep no strengths: the old engine compares them, so it evaluates them.
    let strength_of = |p: usize, list: &[Ranked]| -> Vec<u16> {
        list.iter()
            .map(|r| {
                crate::eval::evaluate(ranking.board | hands.combos[p][r.combo as usize].cards())
                    .get()
            })
            .collect()
    };
    let (my_strength, their_strength) = (strength_of(trav, mine), strength_of(opp, theirs));
    out.fill(0.0);
    let mut win = vec![0.0f64; n];
    let mut lose = vec![0.0f64; n];
    // Upwards: the reach of strictly weaker opponent combos.
    let mut sum = 0.0f64;
    let mut per_card = [0.0f64; 52];
    let mut j = 0;
    let mut i = 0;
    while i < mine.len() {
        let strength = my_strength[i];
        while j < theirs.len() && their_strength[j] < strength {
            let o = theirs[j].combo as usize;
            let r = f64::from(reach[o]);
            let [a, b] = hands.cards[opp][o];
            sum += r;
            per_card[a as usize] += r;
            per_card[b as usize] += r;
            j += 1;
        }
        while i < mine.len() && my_strength[i] == strength {
            let h = mine[i].combo as usize;
            let [a, b] = hands.cards[trav][h];
            win[h] = sum - per_card[a as usize] - per_card[b as usize];
            i += 1;
        }
    }
    // Downwards: the reach of strictly stronger opponent combos.
    let mut sum = 0.0f64;
    let mut per_card = [0.0f64; 52];
    let mut j = theirs.len();
    let mut i = mine.len();
    while i > 0 {
        let strength = my_strength[i - 1];
        while j > 0 && their_strength[j - 1] > strength {
            let o = theirs[j - 1].combo as usize;
            let r = f64::from(reach[o]);
            let [a, b] = hands.cards[opp][o];
            sum += r;
            per_card[a as usize] += r;
            per_card[b as usize] += r;
            j -= 1;
        }
        while i > 0 && my_strength[i - 1] == strength {
            let h = mine[i - 1].combo as usize;
            let [a, b] = hands.cards[trav][h];
            lose[h] = sum - per_card[a as usize] - per_card[b as usize];
            i -= 1;
        }
    }
    let mut compat = vec![0.0f64; n];
    compatible_reach(hands, trav, reach, ranking.board, &mut compat);
    for &Ranked { combo: h, .. } in mine {
        let h = h as usize;
        let tie = compat[h] - win[h] - lose[h];
        out[h] = (win[h] * pays.win + lose[h] * pays.lose + tie * pays.tie) as f32;
    }
}

/// The sum over every card a chance node deals of `trav`'s values, from the values of the
/// children (one per card with a subtree of its own), times `scale`.
fn chance_total(
    ctx: &Ctx,
    trav: usize,
    children: &[Vec<f32>],
    mirrors: &[Mirror],
    scale: f32,
    out: &mut [f32],
) {
    out.fill(0.0);
    for values in children {
        for (slot, v) in out.iter_mut().zip(values) {
            *slot += v;
        }
    }
    for mirror in mirrors {
        let map = &ctx.symmetries.list[mirror.symmetry as usize].combos[trav];
        let values = &children[mirror.child as usize];
        for (&to, &v) in map.iter().zip(values) {
            out[to as usize] += v;
        }
    }
    for slot in out.iter_mut() {
        *slot *= scale;
    }
}

fn current_strategy(regrets: &[f32], actions: usize, n: usize) -> Vec<f32> {
    normalise(regrets, actions, n, true)
}

fn normalise(values: &[f32], actions: usize, n: usize, positive_part: bool) -> Vec<f32> {
    let mut out = vec![0.0f32; actions * n];
    let mut total = vec![0.0f32; n];
    for a in 0..actions {
        for h in 0..n {
            let v = values[a * n + h];
            let v = if positive_part { v.max(0.0) } else { v };
            out[a * n + h] = v;
            total[h] += v;
        }
    }
    let uniform = 1.0 / actions as f32;
    for a in 0..actions {
        for h in 0..n {
            out[a * n + h] = if total[h] > 0.0 {
                out[a * n + h] / total[h]
            } else {
                uniform
            };
        }
    }
    out
}

/// The payoffs to `trav` at a showdown node.
fn showdown_pays(node: NodeRef, pot: f64) -> Pays {
    let committed = node.commit()[0];
    Pays {
        win: pot + committed,
        lose: -committed,
        tie: pot / 2.0,
    }
}

/// The payoff to `trav` at a fold node.
fn fold_pay(node: NodeRef, folder: Player, trav: usize, pot: f64) -> f64 {
    let commit = node.commit();
    if folder.index() == trav {
        -commit[trav]
    } else {
        pot + commit[folder.index()]
    }
}

/// `reach` with the combos holding `card` zeroed.
fn without_card(hands: &Hands, player: usize, reach: &[f32], card: u64) -> Vec<f32> {
    reach
        .iter()
        .zip(&hands.bits[player])
        .map(|(&r, &bits)| if bits & card != 0 { 0.0 } else { r })
        .collect()
}

/// Terminal values; `true` if `node` was a terminal.
fn terminal(node: NodeRef, ctx: &Ctx, trav: usize, reach_opp: &[f32], out: &mut [f32]) -> bool {
    match node.kind() {
        NodeKind::Fold { folder } => {
            let pay = fold_pay(node, folder, trav, ctx.pot);
            fold_values(ctx.hands, trav, reach_opp, node.board(), pay, out);
            true
        }
        NodeKind::Showdown { ranking } => {
            let pays = showdown_pays(node, ctx.pot);
            let ranking = &ctx.rankings[ranking as usize];
            showdown_values(ctx.hands, ranking, trav, reach_opp, pays, out);
            true
        }
        _ => false,
    }
}

/// One CFR pass for `trav`: fills `out` with its counterfactual values and updates its
/// regrets and strategy sums (`sums`: the whole tree's, indexed by offset). The chance
/// children run one after the other (the old engine ran them in parallel; each child's values
/// are the same either way).
#[allow(clippy::too_many_arguments)]
fn train(
    node: NodeRef,
    sums: &mut (Vec<f32>, Vec<f32>),
    ctx: &Ctx,
    trav: usize,
    reach_self: &[f32],
    reach_opp: &[f32],
    d: Discounts,
    out: &mut [f32],
) {
    if terminal(node, ctx, trav, reach_opp, out) {
        return;
    }
    let n = out.len();
    let opp = 1 - trav;
    match node.kind() {
        NodeKind::Chance { cards, mirrors, .. } => {
            let scale = 1.0 / deal_count_of(node.board().len());
            let values: Vec<Vec<f32>> = node
                .children()
                .zip(cards.iter())
                .map(|(child, card)| {
                    let bit = card.bit();
                    let me = without_card(ctx.hands, trav, reach_self, bit);
                    let them = without_card(ctx.hands, opp, reach_opp, bit);
                    let mut values = vec![0.0f32; n];
                    train(child, sums, ctx, trav, &me, &them, d, &mut values);
                    values
                })
                .collect();
            chance_total(ctx, trav, &values, mirrors, scale, out);
        }
        NodeKind::Decision(decision) if decision.player.index() == trav => {
            let actions = decision.actions.len();
            let at = decision.offset as usize;
            let strategy = current_strategy(&sums.0[at..at + actions * n], actions, n);
            let mut values = vec![0.0f32; actions * n];
            for (a, (child, slot)) in node.children().zip(values.chunks_mut(n)).enumerate() {
                let reach: Vec<f32> = reach_self
                    .iter()
                    .zip(&strategy[a * n..(a + 1) * n])
                    .map(|(r, s)| r * s)
                    .collect();
                train(child, sums, ctx, trav, &reach, reach_opp, d, slot);
            }
            out.fill(0.0);
            for a in 0..actions {
                for h in 0..n {
                    out[h] += strategy[a * n + h] * values[a * n + h];
                }
            }
            for a in 0..actions {
                for h in 0..n {
                    let i = a * n + h;
                    let r = sums.0[at + i];
                    let kept = if r > 0.0 {
                        r * d.positive
                    } else {
                        r * d.negative
                    };
                    sums.0[at + i] = kept + values[i] - out[h];
                    sums.1[at + i] = sums.1[at + i] * d.strategy + reach_self[h] * strategy[i];
                }
            }
        }
        NodeKind::Decision(decision) => {
            let m = ctx.hands.len(opp);
            let at = decision.offset as usize;
            let actions = decision.actions.len();
            let strategy = current_strategy(&sums.0[at..at + actions * m], actions, m);
            out.fill(0.0);
            let mut values = vec![0.0f32; n];
            for (a, child) in node.children().enumerate() {
                let reach: Vec<f32> = reach_opp
                    .iter()
                    .zip(&strategy[a * m..(a + 1) * m])
                    .map(|(r, s)| r * s)
                    .collect();
                train(child, sums, ctx, trav, reach_self, &reach, d, &mut values);
                for (slot, v) in out.iter_mut().zip(&values) {
                    *slot += v;
                }
            }
        }
        _ => {}
    }
}

fn deal_count_of(board_len: usize) -> f32 {
    52.0 - board_len as f32 - 4.0
}

/// One iteration of the old engine on `game`'s tree, as `Game::iterate` ran it.
fn old_iterate(game: &mut Game) {
    game.iterations += 1;
    let d = Discounts::dcfr(game.iterations);
    let ctx = Ctx {
        hands: &game.hands,
        rankings: &game.rankings,
        symmetries: &game.symmetries,
        pot: game.spot.pot,
        runouts: &Runouts::default(),
    };
    let Sums::Plain { regrets, strategy } = &mut game.sums else {
        unreachable!("the old engine kept f32 sums")
    };
    let mut sums = (std::mem::take(regrets), std::mem::take(strategy));
    for trav in 0..2 {
        let mut out = vec![0.0f32; game.hands.len(trav)];
        train(
            game.tree.root(),
            &mut sums,
            &ctx,
            trav,
            &game.hands.weights[trav],
            &game.hands.weights[1 - trav],
            d,
            &mut out,
        );
    }
    game.sums = Sums::Plain {
        regrets: sums.0,
        strategy: sums.1,
    };
}

/// Every decision node's regrets and strategy sums, in tree order.
fn sums(node: NodeRef, game: &Game, out: &mut Vec<(f32, f32)>) {
    if let NodeKind::Decision(d) = node.kind() {
        out.extend(
            game.sums
                .regrets(&d)
                .iter()
                .copied()
                .zip(game.sums.strategy(&d).iter().copied()),
        );
    }
    for child in node.children() {
        sums(child, game, out);
    }
}

fn spot(board: &str, oop: &str, ip: &str, bets: &str, raises: &str) -> Spot {
    Spot {
        oop: oop.parse().unwrap(),
        ip: ip.parse().unwrap(),
        board: board.parse().unwrap(),
        pot: 100.0,
        stack: 300.0,
        bets: bets.parse().unwrap(),
        raises: raises.parse().unwrap(),
        raise_cap: 2,
        all_in_threshold: 0.1,
    }
}

#[test]
fn the_new_engine_equals_the_old_within_float_noise_on_three_spots() {
    let spots = [
        // A river with two sizes and raises.
        spot(
            "Ks 9d 6h 4c 2s",
            "22+,A2s+,KTs+,QJs,ATo+,KQo",
            "44+,A8s+,KJs,AJo+",
            "50,100,a",
            "100,a",
        ),
        // A rainbow turn: a chance node of 44 river cards.
        spot(
            "Ks 9d 6h 4c",
            "55+,A9s+,KTs+,AJo+",
            "66+,ATs+,KQs,AQo+",
            "66; river=75,a",
            "a",
        ),
        // A two-tone turn: river cards mirrored under a suit swap.
        spot("Ks 9s 6h 4h", "77+,ATs+,KQs,AKo", "88+,AJs+,KQo", "50", "a"),
    ];
    for spot in spots {
        let mut new = Game::new(spot.clone(), 1 << 30).unwrap();
        // The all-in runouts walked, as the old engine walks them: their tables sum the same
        // values in another order (`runout_tests.rs` checks them), a noise that the first
        // iterations' swings grow past this test's bound.
        new.runouts = Runouts::default();
        let mut old = Game::new(spot, 1 << 30).unwrap();
        for _ in 0..25 {
            new.iterate();
            old_iterate(&mut old);
        }
        let (mut a, mut b) = (Vec::new(), Vec::new());
        sums(new.tree.root(), &new, &mut a);
        sums(old.tree.root(), &old, &mut b);
        assert_eq!(a.len(), b.len());
        assert!(!a.is_empty());
        let scale = b
            .iter()
            .fold(0.0f32, |m, &(r, s)| m.max(r.abs()).max(s.abs()));
        assert!(scale > 0.0);
        for (&(r1, s1), &(r2, s2)) in a.iter().zip(&b) {
            // Float noise: the showdowns add the same terms in another order in f64 and round
            // to f32, a relative 1e-7 per value that 25 iterations of sums carry along.
            assert!((r1 - r2).abs() <= 1e-4 * scale, "regret {r1} vs {r2}");
            assert!((s1 - s2).abs() <= 1e-4 * scale, "strategy sum {s1} vs {s2}");
        }
        let (f_new, f_old) = (new.figures(), old.figures());
        assert!((f_new.exploitability_percent - f_old.exploitability_percent).abs() < 1e-4);
        assert!((f_new.ev[0] - f_old.ev[0]).abs() < 1e-4);
    }
}

/// The sums after `iterations` iterations on a rayon pool of `threads` threads.
fn sums_on_threads(spot: &Spot, threads: usize, iterations: u32) -> Vec<(f32, f32)> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    pool.install(|| {
        let mut game = Game::new(spot.clone(), 1 << 30).unwrap();
        for _ in 0..iterations {
            game.iterate();
        }
        let mut out = Vec::new();
        sums(game.tree.root(), &game, &mut out);
        out
    })
}

#[test]
fn the_parallel_walk_gives_the_one_thread_sums_bit_for_bit() {
    // A flop (decisions above two chance nodes, walked in parallel over actions and cards)
    // and a turn with raises: every child's values are computed alone and added in the
    // order of a one-thread walk, so the sums are equal, not merely close.
    let spots = [
        spot("Ks 9d 6h", "QQ+,AKs", "JJ+,AQs+", "66,a", "a"),
        spot(
            "Ks 9d 6h 4c",
            "55+,A9s+,KTs+,AJo+",
            "66+,ATs+,KQs,AQo+",
            "50,100; river=75,a",
            "100,a",
        ),
    ];
    for spot in spots {
        let one = sums_on_threads(&spot, 1, 6);
        let four = sums_on_threads(&spot, 4, 6);
        assert!(!one.is_empty());
        assert!(one.iter().any(|&(r, _)| r != 0.0));
        assert_eq!(one.len(), four.len());
        for (i, (a, b)) in one.iter().zip(&four).enumerate() {
            assert!(
                a.0.to_bits() == b.0.to_bits() && a.1.to_bits() == b.1.to_bits(),
                "sum {i}: {a:?} on one thread, {b:?} on four"
            );
        }
    }
}
