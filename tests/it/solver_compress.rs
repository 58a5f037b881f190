//! Compressed sums (`GameOptions::compress`, issue 30 item 2): regrets in 16 bits and strategy
//! sums in 8 (stochastically rounded) with one scale each per node. On three spots (a river,
//! a rainbow turn, a two-tone turn with suit isomorphism) the compressed game, solved for as
//! many iterations as the plain one, must be within 0.1 % of the pot of the plain game's
//! exploitability, its EVs within 0.25 % of the pot, and its memory figure smaller. The plain
//! f32 game is the reference.

use pokerlab::solver::{Game, GameOptions, Spot};

fn spot(board: &str, oop: &str, ip: &str, bets: &str) -> Spot {
    Spot {
        oop: oop.parse().unwrap(),
        ip: ip.parse().unwrap(),
        board: board.parse().unwrap(),
        pot: 100.0,
        stack: 200.0,
        bets: bets.parse().unwrap(),
        raises: "a".parse().unwrap(),
        raise_cap: 1,
        all_in_threshold: 0.1,
    }
}

fn solved(spot: &Spot, compress: bool, iterations: u32) -> Game {
    let options = GameOptions {
        max_memory: 1 << 30,
        isomorphism: true,
        compress,
    };
    let mut game = Game::with_options(spot.clone(), options).unwrap();
    for _ in 0..iterations {
        game.iterate();
    }
    game
}

#[test]
fn compressed_sums_stay_within_a_tenth_of_a_percent_of_the_plain_exploitability() {
    let spots = [
        spot(
            "Ks 9d 6h 4c 2s",
            "22+,A2s+,KTs+,QJs,ATo+,KQo",
            "44+,A8s+,KJs,AJo+",
            "50,100,a",
        ),
        spot(
            "Ks 9d 6h 4c",
            "55+,A9s+,KTs+,AJo+",
            "66+,ATs+,KQs,AQo+",
            "66; river=75,a",
        ),
        spot("Ks 9s 6h 4h", "77+,ATs+,KQs,AKo", "88+,AJs+,KQo", "50,a"),
    ];
    for spot in &spots {
        let plain = solved(spot, false, 150);
        let compact = solved(spot, true, 150);
        assert!(compact.compressed() && !plain.compressed());
        assert!(compact.memory_bytes() < plain.memory_bytes());
        let (p, c) = (plain.figures(), compact.figures());
        eprintln!(
            "{}: exploitability plain {:.4} % compressed {:.4} %, EV OOP {:.4} vs {:.4}, memory {} vs {}",
            spot.board,
            p.exploitability_percent,
            c.exploitability_percent,
            p.ev[0],
            c.ev[0],
            plain.memory_bytes(),
            compact.memory_bytes()
        );
        assert!(p.exploitability_percent < 1.0, "the plain game converged");
        assert!(
            (c.exploitability_percent - p.exploitability_percent).abs() <= 0.1,
            "{}: {} vs {}",
            spot.board,
            c.exploitability_percent,
            p.exploitability_percent
        );
        for player in 0..2 {
            assert!((c.ev[player] - p.ev[player]).abs() <= 0.25, "EV {player}");
        }
    }
}
