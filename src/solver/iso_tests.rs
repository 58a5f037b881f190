//! The isomorphic tree against the plain one, past the first iterations: an isomorphic solve's
//! strategy, copied card by card into the tree without isomorphism (each mirrored card's
//! strategy permuted from the card whose subtree it shares), has there the exploitability and
//! EVs the isomorphic game reports. The plain tree's exact best response walks every card on
//! its own, so it checks the permuted values at chance nodes of the isomorphic passes.

use super::game::{Game, GameOptions};
use super::spot::Spot;
use super::sums::Sums;
use super::symmetry::Symmetries;
use super::tree::{NodeKind, NodeRef};

/// Copies `iso`'s strategy sums (`from`) into `plain`'s (`to`), the real cards being what
/// permutation `symmetry` makes of `iso`'s.
fn copy_sums(
    plain: NodeRef,
    iso: NodeRef,
    to: &mut Sums,
    from: &Sums,
    symmetries: &Symmetries,
    symmetry: usize,
) {
    match (plain.kind(), iso.kind()) {
        (NodeKind::Decision(dt), NodeKind::Decision(df)) => {
            let map = &symmetries.list[symmetry].combos[dt.player.index()];
            let n = map.len();
            let source = from.strategy(&df);
            let mut values = to.strategy(&dt).into_owned();
            for a in 0..dt.actions.len() {
                for (k, &h) in map.iter().enumerate() {
                    values[a * n + h as usize] = source[a * n + k];
                }
            }
            to.set_strategy(&dt, &values);
            for (p, i) in plain.children().zip(iso.children()) {
                copy_sums(p, i, to, from, symmetries, symmetry);
            }
        }
        (NodeKind::Chance { cards: real, .. }, NodeKind::Chance { cards, mirrors, .. }) => {
            for (child, &card) in plain.children().zip(real.iter()) {
                let in_iso = symmetries.card_back(symmetry, card);
                let (index, s) = match cards.iter().position(|&c| c == in_iso) {
                    Some(index) => (index, symmetry),
                    None => {
                        let m = mirrors.iter().find(|m| m.card == in_iso).unwrap();
                        let s = symmetries.compose(symmetry, m.symmetry as usize);
                        (m.child as usize, s)
                    }
                };
                copy_sums(child, iso.child(index), to, from, symmetries, s);
            }
        }
        _ => {}
    }
}

fn spot(board: &str, oop: &str, ip: &str) -> Spot {
    Spot {
        oop: oop.parse().unwrap(),
        ip: ip.parse().unwrap(),
        board: board.parse().unwrap(),
        pot: 100.0,
        stack: 150.0,
        bets: "50,a".parse().unwrap(),
        raises: "a".parse().unwrap(),
        raise_cap: 1,
        all_in_threshold: 0.1,
    }
}

/// Solves `spot` with isomorphism for `iterations`, copies the strategy into the plain tree
/// and compares the figures; returns the exploitability.
fn check(spot: Spot, iterations: u32, symmetries: usize) -> f64 {
    let options = |isomorphism| GameOptions {
        compress: false,
        max_memory: 1 << 30,
        isomorphism,
    };
    let mut iso = Game::with_options(spot.clone(), options(true)).unwrap();
    assert_eq!(iso.symmetry_count(), symmetries);
    for _ in 0..iterations {
        iso.iterate();
    }
    let mut plain = Game::with_options(spot, options(false)).unwrap();
    let mut to = std::mem::replace(&mut plain.sums, Sums::new(0, 0, false));
    copy_sums(
        plain.tree.root(),
        iso.tree.root(),
        &mut to,
        &iso.sums,
        &iso.symmetries,
        0,
    );
    plain.sums = to;
    let (a, b) = (iso.figures(), plain.figures());
    for (x, y) in [
        (a.exploitability_percent, b.exploitability_percent),
        (a.ev[0], b.ev[0]),
        (a.ev[1], b.ev[1]),
        (a.best_response[0], b.best_response[0]),
        (a.best_response[1], b.best_response[1]),
    ] {
        assert!((x - y).abs() < 2e-3, "{a:?}\n{b:?}");
    }
    a.exploitability_percent
}

#[test]
fn a_converged_two_tone_turn_has_the_same_figures_in_the_plain_tree() {
    let spot = spot(
        "Ks 9s 5h 2h",
        "QQ+,AK,KQs,JTs,T9s,98s,76s",
        "JJ+,AQs,KJs,QJs,T9s,87s,65s",
    );
    let exploitability = check(spot, 300, 2);
    assert!(exploitability < 0.5, "{exploitability}");
}

#[test]
fn a_monotone_flop_has_the_same_figures_in_the_plain_tree() {
    let spot = spot("As Ks 7s", "QQ+,AK,QJs", "JJ+,AQs,KQs,T9s");
    let exploitability = check(spot, 40, 6);
    assert!(exploitability < 3.0, "{exploitability}");
}
