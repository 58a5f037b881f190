//! The solver's memory figure against the buffers it describes: computed before the sums are
//! allocated, it must equal what they hold, counted node by node on small trees; and where
//! the bytes of Pio's Qs Jh 2h spot go (on request).

use rand::{SeedableRng, rngs::SmallRng};

use super::combo_tables::{Hands, Ranking};
use super::game::Game;
use super::spot::Spot;
use super::test_spots::{random_board, random_range, spot};
use super::tree::{NodeKind, NodeRef};

/// The nodes and the sums of `node`'s subtree, counted one by one: `(nodes, decisions, sums)`.
fn walk_counts(node: NodeRef, hands: &Hands) -> (u64, u64, u64) {
    let mut counts = (1, 0, 0);
    if let NodeKind::Decision(d) = node.kind() {
        counts.1 += 1;
        counts.2 += (d.actions.len() * hands.len(d.player.index())) as u64;
    }
    for child in node.children() {
        let (n, d, s) = walk_counts(child, hands);
        counts = (counts.0 + n, counts.1 + d, counts.2 + s);
    }
    counts
}

#[test]
fn the_memory_figure_is_what_the_buffers_hold() {
    let mut rng = SmallRng::seed_from_u64(30);
    for (cards, bets, raises, cap) in [
        (5, "33,75,a", "60,a", 2),
        (4, "50,a", "a", 1),
        (4, "66", "", 0),
    ] {
        for compress in [false, true] {
            let board = random_board(&mut rng, cards);
            let s = spot(
                random_range(&mut rng, 0.2),
                random_range(&mut rng, 0.2),
                board,
                bets,
                raises,
                cap,
            );
            let options = super::GameOptions {
                compress,
                ..super::GameOptions::default()
            };
            let Ok(mut game) = Game::with_options(s, options) else {
                continue;
            };
            game.iterate();
            let use_ = game.memory_use();
            // The figure computed before the sums were allocated is what the buffers hold.
            assert_eq!(game.memory_bytes(), use_.total(), "{use_:?}");
            // Counted node by node: 16 bytes a node, 8 bytes a sum (3 and two scales packed).
            let (nodes, decisions, sums) = walk_counts(game.tree.root(), &game.hands);
            assert_eq!(nodes as usize, game.node_count());
            assert_eq!(use_.nodes, 16 * nodes);
            let expected = if compress {
                3 * sums + 8 * decisions
            } else {
                8 * sums
            };
            assert_eq!(use_.sums, expected);
            // The rankings: one entry per combo a final board leaves, per board.
            let ranked: u64 = game
                .rankings
                .iter()
                .map(|r| {
                    (0..2)
                        .map(|p| {
                            game.hands.combos[p]
                                .iter()
                                .filter(|c| !c.collides(r.board))
                                .count() as u64
                        })
                        .sum::<u64>()
                })
                .sum();
            let per = std::mem::size_of::<super::combo_tables::Ranked>() as u64;
            let own = std::mem::size_of::<Ranking>() as u64;
            // And the all-in runouts' tables: two bytes a pair of combos per board an
            // all-in's runout is dealt from.
            let mut boards = Vec::new();
            let mut stack = vec![game.tree.root()];
            while let Some(node) = stack.pop() {
                if super::runouts::is_runout(node) {
                    if !boards.contains(&node.board()) {
                        boards.push(node.board());
                    }
                } else {
                    stack.extend(node.children());
                }
            }
            let pairs = (game.hands.len(0) * game.hands.len(1)) as u64;
            let table = std::mem::size_of::<super::runouts::Table>() as u64;
            assert_eq!(
                use_.rankings,
                ranked * per
                    + game.rankings.len() as u64 * own
                    + boards.len() as u64 * (2 * pairs + table)
            );
        }
    }
}

/// Pio's Qs Jh 2h spot (TexasSolver's `benchmark/benchmark_piosolver.txt`): where its bytes go.
/// Slow to build (a few seconds) and 1.2 GB once allocated, so it runs on request:
/// `cargo test --release -p pokerlab --lib pio_spot_memory -- --ignored --nocapture`.
#[test]
#[ignore]
fn pio_spot_memory() {
    let oop = "AA,KK,QQ,JJ,TT,99:0.75,88:0.75,77:0.5,66:0.25,55:0.25,AK,AQs,AQo:0.75,AJs,\
        AJo:0.5,ATs:0.75,A6s:0.25,A5s:0.75,A4s:0.75,A3s:0.5,A2s:0.5,KQs,KQo:0.5,KJs,KTs:0.75,\
        K5s:0.25,K4s:0.25,QJs:0.75,QTs:0.75,Q9s:0.5,JTs:0.75,J9s:0.75,J8s:0.75,T9s:0.75,\
        T8s:0.75,T7s:0.75,98s:0.75,97s:0.75,96s:0.5,87s:0.75,86s:0.5,85s:0.5,76s:0.75,75s:0.5,\
        65s:0.75,64s:0.5,54s:0.75,53s:0.5,43s:0.5";
    let ip = "QQ:0.5,JJ:0.75,TT,99,88,77,66,55,44,33,22,AKo:0.25,AQs,AQo:0.75,AJs,AJo:0.75,\
        ATs,ATo:0.75,A9s,A8s,A7s,A6s,A5s,A4s,A3s,A2s,KQ,KJ,KTs,KTo:0.5,K9s,K8s,K7s,K6s,K5s,\
        K4s:0.5,K3s:0.5,K2s:0.5,QJ,QTs,Q9s,Q8s,Q7s,JTs,JTo:0.5,J9s,J8s,T9s,T8s,T7s,98s,97s,96s,\
        87s,86s,76s,75s,65s,64s,54s,53s,43s";
    for compress in [false, true] {
        let spot = Spot {
            oop: oop.parse().unwrap(),
            ip: ip.parse().unwrap(),
            board: "Qs Jh 2h".parse().unwrap(),
            pot: 10.0,
            stack: 95.0,
            bets: "100,a".parse().unwrap(),
            raises: "50,a".parse().unwrap(),
            raise_cap: 6,
            all_in_threshold: 0.0,
        };
        let options = super::GameOptions {
            compress,
            ..super::GameOptions::default()
        };
        let game = Game::with_options(spot, options).unwrap();
        let (nodes, decisions, sums) = walk_counts(game.tree.root(), &game.hands);
        let use_ = game.memory_use();
        eprintln!(
            "compress {compress}: {nodes} nodes, {decisions} decisions, {sums} sums; {use_:?}; \
             total {} bytes",
            use_.total()
        );
        assert_eq!(game.memory_bytes(), use_.total());
        // postflop-solver's peak on this spot, uncompressed: 1.21 GB; PioSolver 1.0's, compressed,
        // 492 MB (the process's own ~14 MB of peak RSS beyond the figure left room for).
        if compress {
            assert!(use_.total() < 478_000_000);
        } else {
            assert!(use_.total() < 1_210_000_000);
        }
    }
}
