//! Suit isomorphism at chance nodes (issue 22): the same spot solved with one subtree per
//! orbit of dealt cards and with a subtree per card gives the same game — the same
//! exploitability, EVs, and per-combo strategies and EVs after every card, those of the cards
//! that share another's subtree included — in fewer nodes and less memory. The plain tree is
//! the oracle: it walks every card on its own.

use pokerlab::solver::{Game, GameOptions, NodeView, Player, Spot, load, save};

fn spot(board: &str, oop: &str, ip: &str, bets: &str) -> Spot {
    Spot {
        oop: oop.parse().unwrap(),
        ip: ip.parse().unwrap(),
        board: board.parse().unwrap(),
        pot: 100.0,
        stack: 150.0,
        bets: bets.parse().unwrap(),
        raises: "a".parse().unwrap(),
        raise_cap: 1,
        all_in_threshold: 0.1,
    }
}

/// The spot solved for `iterations`, with isomorphism and without.
fn both(spot: &Spot, iterations: u32) -> [Game; 2] {
    [true, false].map(|isomorphism| {
        let options = GameOptions {
            compress: false,
            max_memory: 1 << 30,
            isomorphism,
        };
        let mut game = Game::with_options(spot.clone(), options).unwrap();
        for _ in 0..iterations {
            game.iterate();
        }
        game
    })
}

fn close(a: f64, b: f64, tolerance: f64, what: &str) {
    assert!((a - b).abs() <= tolerance, "{what}: {a} vs {b}");
}

/// The two views answer the same for every combo: strategy, reach and EV.
fn same_node(iso: &NodeView, plain: &NodeView) {
    assert_eq!(iso.info(), plain.info(), "{}", plain.line());
    assert_eq!(iso.board(), plain.board());
    let line = plain.line();
    if let (Some(a), Some(b)) = (iso.strategy(), plain.strategy()) {
        for (i, (x, y)) in a.iter().zip(&b).enumerate() {
            close(
                f64::from(*x),
                f64::from(*y),
                2e-3,
                &format!("{line}: strategy {i}"),
            );
        }
    }
    for p in [Player::Oop, Player::Ip] {
        for (x, y) in iso.reach(p).iter().zip(plain.reach(p)) {
            close(
                f64::from(*x),
                f64::from(*y),
                2e-3,
                &format!("{line}: reach"),
            );
        }
        for (x, y) in iso.ev(p).iter().zip(plain.ev(p)) {
            match (x, y) {
                (Some(x), Some(y)) => close(*x, y, 0.05, &format!("{line}: ev")),
                (x, y) => assert_eq!(x.is_some(), y.is_some(), "{line}: ev"),
            }
        }
    }
}

fn compare(spot: &Spot, iterations: u32, lines: &[&str], symmetries: usize) {
    let [iso, plain] = both(spot, iterations);
    assert_eq!(iso.symmetry_count(), symmetries);
    assert_eq!(plain.symmetry_count(), 1);
    assert!(
        iso.node_count() < plain.node_count(),
        "{} nodes against {}",
        iso.node_count(),
        plain.node_count()
    );
    assert!(iso.memory_bytes() < plain.memory_bytes());
    let (a, b) = (iso.figures(), plain.figures());
    close(
        a.exploitability_percent,
        b.exploitability_percent,
        0.01,
        "exploitability",
    );
    close(a.ev[0], b.ev[0], 0.01, "OOP's EV");
    close(a.ev[1], b.ev[1], 0.01, "IP's EV");
    assert!(
        a.exploitability_percent > 1.0,
        "not solved to nothing: {a:?}"
    );
    for text in lines {
        let line = plain.parse_line(text).unwrap();
        assert_eq!(iso.parse_line(text).unwrap(), line);
        same_node(&iso.node(&line).unwrap(), &plain.node(&line).unwrap());
    }
    // Every card of a chance node, walked one by one.
    let chance = plain.parse_line(lines[0]).unwrap();
    let (iso_dealt, plain_dealt) = (
        iso.node(&chance).unwrap().dealt(),
        plain.node(&chance).unwrap().dealt(),
    );
    assert_eq!(iso_dealt.len(), plain_dealt.len());
    for ((c, x), (d, y)) in iso_dealt.iter().zip(&plain_dealt) {
        assert_eq!(c, d);
        same_node(x, y);
    }
}

#[test]
fn a_two_tone_turn_solves_the_same_with_and_without_isomorphism() {
    // Spades and hearts on the board: diamonds and clubs can swap.
    let spot = spot(
        "Ks 9s 5h 2h",
        "QQ+,AK,KQs,JTs,T9s,98s,76s",
        "JJ+,AQs,KJs,QJs,T9s,87s,65s",
        "50,a",
    );
    compare(
        &spot,
        2,
        &[
            "x x",
            "x x 7d",
            "b50 c Td x",
            "x b50 c 3c b50",
            "x x Jd b50",
        ],
        2,
    );
}

#[test]
fn a_monotone_flop_solves_the_same_with_and_without_isomorphism() {
    // Three spades: hearts, diamonds and clubs are interchangeable.
    let spot = spot("As Ks 7s", "QQ+,AK,QJs", "JJ+,AQs,KQs,T9s", "50");
    compare(
        &spot,
        2,
        &["x x", "x x 2h", "x x 2c x x 3d", "b50 c Qd b50 c 9h"],
        6,
    );
}

#[test]
fn a_saved_isomorphic_solve_reads_back_with_every_card() {
    let spot = spot("Ks 9s 5h 2h", "QQ+,AK,T9s", "JJ+,AQs,87s", "50");
    let [game, _] = both(&spot, 20);
    let mut bytes = Vec::new();
    save(&game, &mut bytes).unwrap();
    let back = load(bytes.as_slice(), 1 << 30).unwrap();
    assert!(back.isomorphism());
    assert_eq!(back.node_count(), game.node_count());
    for text in ["x x 7c", "x x 7d", "b50 c Qd"] {
        let line = game.parse_line(text).unwrap();
        let (a, b) = (game.node(&line).unwrap(), back.node(&line).unwrap());
        assert_eq!(a.strategy(), b.strategy(), "{text}");
    }
}
