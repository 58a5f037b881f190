//! The solver's parts against slow oracles written here: terminal values against a pairwise
//! sum over every pair of combos, the best response against the best of every pure plan, the
//! payoffs of every terminal against the pot, and the tree's bets against the rules.

use rand::{RngExt, SeedableRng, rngs::SmallRng};

use super::build::{BuildBudget, build};
use super::cfr::average_strategy;
use super::combo_tables::Hands;
use super::game::Game;
use super::spot::Sizes;
use super::spot::{BetSizes, Player, Spot};
use super::symmetry::Symmetries;
use super::terminal::{
    Pays, compatible_reach, fold_values, showdown_values, showdown_values_and_compat,
};
use super::test_spots::{random_board, random_range, random_river, spot};
use super::tree::{ActionKind, NodeKind, NodeRef};
use crate::cards::CardSet;
use crate::eval::evaluate;

#[test]
fn showdown_and_fold_values_equal_the_pairwise_sums() {
    let mut rng = SmallRng::seed_from_u64(22);
    for round in 0..40 {
        let Some((hands, ranking)) = random_river(&mut rng, round) else {
            continue;
        };
        let board = ranking.board;
        for trav in 0..2 {
            let opp = 1 - trav;
            let reach: Vec<f32> = (0..hands.len(opp))
                .map(|_| {
                    if rng.random_bool(0.2) {
                        0.0
                    } else {
                        rng.random_range(0.0..1.0f32)
                    }
                })
                .collect();
            let pays = Pays {
                win: 137.0,
                lose: -37.0,
                tie: 50.0,
            };
            let mut fast = vec![0.0f32; hands.len(trav)];
            showdown_values(&hands, &ranking, trav, &reach, pays, &mut fast);
            let mut fold = vec![0.0f32; hands.len(trav)];
            fold_values(&hands, trav, &reach, board, -12.5, &mut fold);
            let mut again = vec![0.0f32; hands.len(trav)];
            let mut compat_of = vec![-1.0f64; hands.len(trav)];
            showdown_values_and_compat(
                &hands,
                &ranking,
                trav,
                &reach,
                pays,
                &mut again,
                &mut compat_of,
            );
            assert_eq!(again, fast, "the same sweeps, the same values");
            for (h, &mine) in hands.combos[trav].iter().enumerate() {
                let mut slow = 0.0f64;
                let mut compat = 0.0f64;
                let ours = evaluate(board | mine.cards());
                for (o, &theirs) in hands.combos[opp].iter().enumerate() {
                    if theirs.collides(mine.cards() | board) {
                        continue;
                    }
                    let r = f64::from(reach[o]);
                    compat += r;
                    let other = evaluate(board | theirs.cards());
                    slow += r * match ours.cmp(&other) {
                        std::cmp::Ordering::Greater => pays.win,
                        std::cmp::Ordering::Less => pays.lose,
                        std::cmp::Ordering::Equal => pays.tie,
                    };
                }
                let tolerance = 1e-3 * (1.0 + slow.abs());
                assert!(
                    (f64::from(fast[h]) - slow).abs() < tolerance,
                    "showdown {mine} on {board}: {} vs {slow}",
                    fast[h]
                );
                assert!((f64::from(fold[h]) + 12.5 * compat).abs() < 1e-3 * (1.0 + compat));
                assert!(
                    (compat_of[h] - compat).abs() < 1e-9 * (1.0 + compat),
                    "compatible reach of {mine} on {board}: {} vs {compat}",
                    compat_of[h]
                );
            }
        }
    }
}

/// Every terminal's values to both players add up to the pot times the weight of the pairs
/// that can meet there, and every bet respects the stack and the raise cap.
fn check_terminals(node: NodeRef, game: &Game, raises_seen: u8) {
    let stack = game.spot.stack;
    assert!(
        node.commit()
            .iter()
            .all(|&c| (0.0..=stack + 1e-9).contains(&c))
    );
    let hands = &game.hands;
    let values = |trav: usize| -> f64 {
        let reach = &hands.weights[1 - trav];
        let mut out = vec![0.0f32; hands.len(trav)];
        match node.kind() {
            NodeKind::Fold { folder } => {
                let pay = if folder.index() == trav {
                    -node.commit()[trav]
                } else {
                    game.spot.pot + node.commit()[folder.index()]
                };
                fold_values(hands, trav, reach, node.board(), pay, &mut out);
            }
            NodeKind::Showdown { ranking } => {
                let c = node.commit()[0];
                let pays = Pays {
                    win: game.spot.pot + c,
                    lose: -c,
                    tie: game.spot.pot / 2.0,
                };
                showdown_values(
                    hands,
                    &game.rankings[ranking as usize],
                    trav,
                    reach,
                    pays,
                    &mut out,
                );
            }
            _ => unreachable!(),
        }
        out.iter()
            .zip(&hands.weights[trav])
            .map(|(&v, &w)| f64::from(v) * f64::from(w))
            .sum()
    };
    match node.kind() {
        NodeKind::Fold { folder } => {
            let f = folder.index();
            assert!(
                node.commit()[f] < node.commit()[1 - f],
                "a fold with nothing to call"
            );
        }
        NodeKind::Showdown { ranking } => {
            assert_eq!(
                node.commit()[0],
                node.commit()[1],
                "a showdown with unequal bets"
            );
            assert_eq!(game.rankings[ranking as usize].board, node.board());
            assert_eq!(node.board().len(), 5);
        }
        _ => {}
    }
    if matches!(
        node.kind(),
        NodeKind::Fold { .. } | NodeKind::Showdown { .. }
    ) {
        let mut compat = vec![0.0f64; hands.len(0)];
        compatible_reach(hands, 0, &hands.weights[1], node.board(), &mut compat);
        let pairs: f64 = compat
            .iter()
            .zip(&hands.weights[0])
            .map(|(c, &w)| c * f64::from(w))
            .sum();
        let total = values(0) + values(1);
        let expected = game.spot.pot * pairs;
        assert!(
            (total - expected).abs() < 1e-3 * expected.max(1.0),
            "chips not conserved: {total} vs {expected}"
        );
        return;
    }
    if let NodeKind::Decision(d) = node.kind() {
        let n = hands.len(d.player.index());
        let strategy = average_strategy(&game.sums, &d, n);
        for h in 0..n {
            let sum: f32 = (0..d.actions.len()).map(|a| strategy[a * n + h]).sum();
            assert!((sum - 1.0).abs() < 1e-4, "strategy sums to {sum}");
        }
        let p = d.player.index();
        for (action, child) in d.actions.iter().zip(node.children()) {
            assert_eq!(child.commit()[p], action.to);
            assert!(action.to <= stack + 1e-9);
            if action.kind == ActionKind::AllIn {
                assert_eq!(action.to, stack);
            }
            let raises = raises_seen + u8::from(action.kind == ActionKind::Raise);
            assert!(raises <= game.spot.raise_cap);
            let next = if child.street() == node.street() {
                raises
            } else {
                0
            };
            check_terminals(child, game, next);
        }
        return;
    }
    for child in node.children() {
        check_terminals(child, game, 0);
    }
}

#[test]
fn every_terminal_conserves_chips_and_strategies_sum_to_one() {
    let mut rng = SmallRng::seed_from_u64(7);
    for (cards, bets, raises, cap) in [
        (5, "33,75,a", "60,a", 2),
        (5, "50,150", "100", 3),
        (4, "50,a", "a", 1),
    ] {
        let board = random_board(&mut rng, cards);
        let s = spot(
            random_range(&mut rng, 0.05),
            random_range(&mut rng, 0.05),
            board,
            bets,
            raises,
            cap,
        );
        let mut game = Game::new(s, 1 << 30).unwrap();
        for _ in 0..5 {
            game.iterate();
        }
        check_terminals(game.tree.root(), &game, 0);
    }
}

/// The value to `br` of combo `h` playing the pure plan `plan` (an action per decision node of
/// `br`, in tree order), summed pair by pair with the evaluator.
#[allow(clippy::too_many_arguments)]
fn plan_value(
    node: NodeRef,
    game: &Game,
    br: usize,
    h: usize,
    o: usize,
    plan: &[usize],
    next_id: &mut usize,
) -> f64 {
    let hands = &game.hands;
    let pot = game.spot.pot;
    match node.kind() {
        NodeKind::Fold { folder } => {
            if folder.index() == br {
                -node.commit()[br]
            } else {
                pot + node.commit()[1 - br]
            }
        }
        NodeKind::Showdown { .. } => {
            let mine = evaluate(node.board() | hands.combos[br][h].cards());
            let theirs = evaluate(node.board() | hands.combos[1 - br][o].cards());
            match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => pot + node.commit()[0],
                std::cmp::Ordering::Less => -node.commit()[0],
                std::cmp::Ordering::Equal => pot / 2.0,
            }
        }
        NodeKind::Decision(d) if d.player.index() == br => {
            let id = *next_id;
            *next_id += 1;
            let mut value = 0.0;
            // Walk every child so that the ids of later nodes stay those of tree order.
            for (a, child) in node.children().enumerate() {
                let v = plan_value(child, game, br, h, o, plan, next_id);
                if a == plan[id] {
                    value = v;
                }
            }
            value
        }
        NodeKind::Decision(d) => {
            let m = hands.len(1 - br);
            let strategy = average_strategy(&game.sums, &d, m);
            let mut value = 0.0;
            for (a, child) in node.children().enumerate() {
                value += f64::from(strategy[a * m + o])
                    * plan_value(child, game, br, h, o, plan, next_id);
            }
            value
        }
        NodeKind::Chance { .. } => unreachable!("river only"),
    }
}

fn own_decisions(node: NodeRef, br: usize, out: &mut Vec<usize>) {
    if let NodeKind::Decision(d) = node.kind()
        && d.player.index() == br
    {
        out.push(d.actions.len());
    }
    for child in node.children() {
        own_decisions(child, br, out);
    }
}

#[test]
fn the_best_response_is_the_best_pure_plan() {
    let board: CardSet = "Kh 9s 5d 3c 2h".parse().unwrap();
    let s = spot(
        "AK,99,QJs,55:0.5".parse().unwrap(),
        "KQo,33,JTs,A5s".parse().unwrap(),
        board,
        "50,a",
        "a",
        1,
    );
    let mut game = Game::new(s, 1 << 30).unwrap();
    for _ in 0..7 {
        game.iterate();
    }
    let figures = game.figures();
    let pairs = game.pair_weight();
    for br in 0..2 {
        let mut arity = Vec::new();
        own_decisions(game.tree.root(), br, &mut arity);
        let plans: usize = arity.iter().product();
        let hands = &game.hands;
        let mut total = 0.0f64;
        for h in 0..hands.len(br) {
            let mut best = f64::NEG_INFINITY;
            for number in 0..plans {
                let mut rest = number;
                let plan: Vec<usize> = arity
                    .iter()
                    .map(|&k| {
                        let a = rest % k;
                        rest /= k;
                        a
                    })
                    .collect();
                let mut value = 0.0;
                for o in 0..hands.len(1 - br) {
                    if hands.combos[br][h].collides(hands.combos[1 - br][o].cards()) {
                        continue;
                    }
                    let mut id = 0;
                    value += f64::from(hands.weights[1 - br][o])
                        * plan_value(game.tree.root(), &game, br, h, o, &plan, &mut id);
                }
                best = best.max(value);
            }
            total += f64::from(hands.weights[br][h]) * best;
        }
        let slow = total / pairs;
        assert!(
            (figures.best_response[br] - slow).abs() < 1e-3,
            "player {br}: {} vs {slow}",
            figures.best_response[br]
        );
        assert!(figures.best_response[br] >= figures.ev[br] - 1e-3);
    }
}

#[test]
fn all_in_threshold_and_merged_sizes() {
    let board: CardSet = "Kh 9s 5d 3c 2h".parse().unwrap();
    // Pot 100, stack 150: a 100% bet leaves 50 behind, less than 0.2 × 300 → all-in; 50% and
    // 60% stay; the all-in of the spec merges with the 100% bet.
    let mut s = spot(
        "AK".parse().unwrap(),
        "QQ".parse().unwrap(),
        board,
        "50,60,100,a",
        "",
        0,
    );
    s.all_in_threshold = 0.2;
    let game = Game::new(s, 1 << 30).unwrap();
    let root = game.root();
    let tokens: Vec<String> = root.actions().iter().map(|a| a.token()).collect();
    assert_eq!(tokens, ["x", "b50", "b60", "a"]);
    assert_eq!(root.actions()[3].to, 150.0);
    assert!(root.actions()[3].matches("b100"));
    assert_eq!(root.actions()[1].to, 50.0);
}

proptest::proptest! {
    /// Any sizes per street and player print as text that reads back to the same sizes.
    #[test]
    fn bet_sizes_read_back_from_their_text(
        table in proptest::collection::vec(
            (proptest::collection::vec(1u32..50_000, 0..4), proptest::bool::ANY),
            6,
        )
    ) {
        use super::spot::{Sizes, Street};
        let mut bets = BetSizes::default();
        for (i, (percents, all_in)) in table.iter().enumerate() {
            let mut percents = percents.clone();
            percents.sort_unstable();
            percents.dedup();
            let percents: Vec<f64> = percents.iter().map(|&p| f64::from(p) / 10.0).collect();
            let sizes = Sizes { percents, all_in: *all_in };
            let player = if i % 2 == 0 { Player::Oop } else { Player::Ip };
            bets.set(Street::ALL[i / 2], player, sizes);
        }
        let text = bets.to_string();
        proptest::prop_assert_eq!(text.parse::<BetSizes>().ok(), Some(bets));
    }
}

/// A spot [`Spot::check`] refuses, built anyway: bets so small next to the pot that
/// "to call" is below the tolerance, so each bet looks like a check and betting would go
/// on without end (a stack overflow before the bound).
#[test]
fn an_endless_line_stops_at_the_depth_bound() {
    let sizes = Sizes {
        percents: vec![1e-10],
        all_in: false,
    };
    let spot = Spot {
        oop: "AA".parse().unwrap_or_else(|_| unreachable!()),
        ip: "KK".parse().unwrap_or_else(|_| unreachable!()),
        board: "2c 7d 9h Ts 3s".parse().unwrap_or_else(|_| unreachable!()),
        pot: 1e-300,
        stack: 1.0,
        bets: BetSizes::uniform(&sizes),
        raises: BetSizes::default(),
        raise_cap: 0,
        all_in_threshold: 0.0,
    };
    assert!(spot.check().is_err());
    let hands = Hands::new(&spot);
    let symmetries = Symmetries::new(&hands, spot.board, false);
    let budget = BuildBudget {
        max_bytes: 1 << 30,
        hands: [hands.len(0) as u64, hands.len(1) as u64],
        sum_bytes: 4,
        decision_bytes: 24,
    };
    let built = build(&spot, &symmetries, budget);
    assert!(built.too_deep);
    // The same spot with a real bet is a tree of a few nodes.
    let spot = Spot {
        pot: 1.0,
        bets: BetSizes::uniform(&Sizes {
            percents: vec![50.0],
            all_in: false,
        }),
        ..spot
    };
    let built = build(&spot, &symmetries, budget);
    assert!(!built.too_deep && !built.over_budget);
    assert_eq!(built.nodes, 9);
}
