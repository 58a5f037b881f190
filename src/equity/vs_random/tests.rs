//! The average-opponent engine against plain brute force, published figures and its own
//! Monte Carlo.

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;
use rand::{SeedableRng, rngs::SmallRng, seq::SliceRandom};

use super::work::suit_symmetries;
use super::*;
use crate::enumerate::{choose, combinations};
use crate::equity::symmetry::permute;
use crate::eval::{Category, evaluate};
use crate::jobs::Pool;

/// HoldemHand's loop, unoptimised: every opponent hand, every board, two evaluations.
fn brute_force(spot: &VsRandomSpot) -> VsRandomTally {
    let unseen = spot.unseen();
    let mut t = VsRandomTally::default();
    for opp in combinations(unseen, 2) {
        for dealt in combinations(unseen - opp, spot.to_deal()) {
            let board = spot.board() | dealt;
            let h = evaluate(spot.hero() | board);
            let v = evaluate(opp | board);
            let (o, share) = if h > v {
                (0, 2520)
            } else if h == v {
                (1, 1260)
            } else {
                (2, 0)
            };
            t.hero[o][h.category().index()] += 1;
            t.opponent[o][v.category().index()] += 1;
            t.share += share;
            t.share_sq += (share * share) as u128;
        }
    }
    t
}

fn spot(hero: &str, board: &str, dead: &str) -> VsRandomSpot {
    VsRandomSpot::new(
        hero.parse().unwrap(),
        board.parse().unwrap(),
        dead.parse().unwrap(),
        1,
    )
    .unwrap()
}

fn exact(spot: VsRandomSpot) -> VsRandom {
    VsRandomWork::exact(spot).unwrap().run()
}

#[test]
fn matches_brute_force_on_chosen_spots() {
    // Rainbow, paired, monotone, four-flush and five-flush boards; hero holding flush cards or
    // not; dead cards that break suit symmetry or keep it.
    let spots = [
        ("As Ks", "Ts Qs 2d", ""),
        ("Ah Kh", "Qh 7h 2h", ""),
        ("7c 2d", "Qh 7h 2h", "3h"),
        ("9s 9d", "9h 5c 5d", ""),
        ("Ac Kd", "Qs Js Ts 2s", ""),
        ("2c 3c", "As Ks Qs Js 9s", ""),
        ("Ah Ad", "Kh Qh Jh Th", "9h"),
        ("8d 7d", "6c 5h 2s 2c", "Ac Ad"),
        ("Jc Tc", "9c 8c 2c", "3c 4c"),
        ("4h 4s", "Ac Kc Qd Jd 2h", ""),
        ("Kd Qd", "Ad Jd 3s", "Ts"),
        // Part of a flop: two cards, and one with many dead cards (a short deck).
        ("Ah Kh", "2c 3c", ""),
        (
            "9s 8s",
            "7s",
            "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc 2d 3d 4d 5d 6d 7d 8d 9d Td",
        ),
    ];
    for (hero, board, dead) in spots {
        let s = spot(hero, board, dead);
        let expected = brute_force(&s);
        let got = exact(s);
        assert_eq!(got.tally, expected, "{hero} on {board} dead {dead}");
        assert_eq!(got.samples(), s.outcomes());
        let plain = VsRandomWork::exact(s)
            .unwrap()
            .with_strategy(ExactStrategy::Plain)
            .run();
        assert_eq!(plain.tally, expected, "{hero} on {board}, no isomorphism");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn matches_brute_force_on_random_spots(seed in any::<u64>(), board_len in 0usize..4, dead_len in 0usize..4) {
        let mut deck = CardSet::FULL.to_vec();
        deck.shuffle(&mut SmallRng::seed_from_u64(seed));
        let board_len = [3, 4, 5, 2][board_len];
        let hero: CardSet = deck[..2].iter().copied().collect();
        let board: CardSet = deck[2..2 + board_len].iter().copied().collect();
        let dead: CardSet = deck[2 + board_len..2 + board_len + dead_len].iter().copied().collect();
        let s = VsRandomSpot::new(hero, board, dead, 1).unwrap();
        prop_assert_eq!(exact(s).tally, brute_force(&s));
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "2.1 billion matchups: run in release mode")]
fn as_ks_against_a_random_hand_preflop_is_the_published_figure() {
    let s = VsRandomSpot::preflop("As Ks".parse().unwrap()).unwrap();
    let odds = exact(s);
    assert_eq!(odds.samples(), 2_097_572_400);
    // Published: 67.0446323092352% with ties counted half.
    let t = &odds.tally;
    let equity = (2 * t.wins() + t.ties()) as f64 / (2 * odds.samples()) as f64;
    assert!(
        (equity * 100.0 - 67.044_632_309_235_2).abs() < 1e-11,
        "{equity}"
    );
    assert!((odds.equity() - equity).abs() < 1e-15);
    // The hero's categories over all boards are those of 2 fixed + 5 of 50 cards.
    assert_eq!(
        t.hero.iter().flatten().sum::<u64>(),
        choose(50, 5) * choose(45, 2)
    );
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "several preflop enumerations: run in release mode"
)]
fn every_strategy_gives_the_same_counts_preflop() {
    // Suited, offsuit, paired; dead cards that keep some suits interchangeable or none.
    for (hero, dead, plain_too) in [
        ("Ah Kh", "", false),
        ("Qh 9d", "2c", true),
        ("7s 7c", "", false),
        ("5d 4d", "5h Kc Qs", false),
        ("Jc 2s", "Jd Jh 2c 9d Td", false),
    ] {
        let work = VsRandomWork::exact(spot(hero, "", dead)).unwrap();
        let classes = work.run();
        assert_eq!(classes.samples(), work.spot().outcomes(), "{hero}");
        let iso = work.clone().with_strategy(ExactStrategy::SuitIsomorphism);
        assert_eq!(classes, iso.run(), "{hero} dead {dead}");
        if plain_too {
            let plain = work.clone().with_strategy(ExactStrategy::Plain);
            assert_eq!(classes, plain.run(), "{hero} dead {dead}");
        }
    }
}

#[test]
fn symmetries_are_the_suit_swaps_that_fix_the_known_cards() {
    let known = |s: &str| s.parse::<CardSet>().unwrap().bits();
    let count = |hero: &str, board: &str| suit_symmetries(&[known(hero), known(board)]).len();
    assert_eq!(count("Ah Kh", ""), 5); // 3! - 1
    assert_eq!(count("Ah Ad", ""), 3); // 2! × 2! - 1
    assert_eq!(count("Ah Kd", ""), 1);
    assert_eq!(count("Ah Kd", "Qc 2s"), 0);
    assert_eq!(count("Ah Ad Ac As", ""), 23);
    // 9s and 9h look alike, but one is in the hand and the other on the board.
    assert_eq!(count("9s 9d", "9h 5c 5d"), 0);
    assert_eq!(count("9s 9d", "9h 9c 5d"), 1);
    let groups = [known("Ah Ad"), known("7c 7s")];
    for perm in suit_symmetries(&groups) {
        for g in groups {
            assert_eq!(permute(g, &perm), g);
        }
    }
}

#[test]
fn chunks_merge_in_any_order_and_cancel() {
    let s = spot("Ah Kh", "Qh 7h 2c", "");
    let work = VsRandomWork::exact(s).unwrap();
    let go = AtomicBool::new(false);
    let mut forward = VsRandomTally::default();
    let mut backward = VsRandomTally::default();
    for i in 0..work.chunk_count() {
        forward.merge(&work.run_chunk(i, &go).unwrap());
        backward.merge(&work.run_chunk(work.chunk_count() - 1 - i, &go).unwrap());
    }
    assert_eq!(forward, backward);
    assert_eq!(work.finish(forward), work.run());
    assert_eq!(
        work.run_chunk(work.chunk_count(), &go),
        Some(VsRandomTally::default())
    );
    let stop = AtomicBool::new(true);
    assert_eq!(work.run_chunk(0, &stop), None);
    assert_eq!(work.run_cancellable(&stop), None);
    assert_eq!(work.run_cancellable(&go), Some(work.run()));
}

#[test]
fn derived_figures_are_consistent() {
    let odds = exact(spot("As Ks", "Ts Qs 2d", ""));
    assert_eq!(odds.method, VsRandomMethod::Exact);
    assert_eq!(odds.std_error(), None);
    assert!((odds.win() + odds.tie() + odds.lose() - 1.0).abs() < 1e-12);
    assert!((odds.equity() - (odds.win() + odds.tie() / 2.0)).abs() < 1e-12);
    let made: f64 = Category::ALL.iter().map(|&c| odds.player(c).made).sum();
    let opp_made: f64 = Category::ALL.iter().map(|&c| odds.opponent(c).made).sum();
    assert!((made - 1.0).abs() < 1e-12 && (opp_made - 1.0).abs() < 1e-12);
    let won: f64 = Category::ALL.iter().map(|&c| odds.player(c).win).sum();
    let lost: f64 = Category::ALL.iter().map(|&c| odds.opponent(c).win).sum();
    let tied: f64 = Category::ALL.iter().map(|&c| odds.opponent(c).tie).sum();
    assert!((won - odds.win()).abs() < 1e-12);
    assert!((lost - odds.lose()).abs() < 1e-12);
    assert!((tied - odds.tie()).abs() < 1e-12);
    // Ties are between hands of the same category.
    for c in Category::ALL {
        assert_eq!(odds.player(c).tie, odds.opponent(c).tie);
    }
}

#[test]
fn the_river_has_one_hero_category() {
    let odds = exact(spot("As Ks", "Qs Js Ts 2d 3c", ""));
    assert_eq!(odds.player(Category::StraightFlush).made, 1.0);
    assert_eq!(odds.win(), 1.0);
    assert_eq!(odds.samples(), choose(45, 2));
}

#[test]
fn monte_carlo_agrees_with_exact_within_four_standard_errors() {
    for (hero, board, dead) in [
        ("As Ks", "", ""),
        ("7c 2d", "", "Ah"),
        ("Ah Kh", "Qh 7h 2c", ""),
        ("9s 8s", "Ts 7d 2c 2h", ""),
    ] {
        let s = spot(hero, board, dead);
        let mc = VsRandomWork::monte_carlo(s, 200_000, 7).unwrap().run();
        assert_eq!(mc.method, VsRandomMethod::MonteCarlo);
        assert_eq!(mc.samples(), 200_000);
        let se = mc.std_error().unwrap();
        assert!(se > 0.0 && se < 0.002, "{se}");
        if board.is_empty() && cfg!(debug_assertions) {
            continue; // exact preflop takes seconds in a debug build
        }
        let truth = exact(s).equity();
        assert!(
            (mc.equity() - truth).abs() < 4.0 * se,
            "{hero} {board}: {} vs {truth} (se {se})",
            mc.equity()
        );
    }
}

/// Exact equity of the hero against two random opponents on a river, by brute force.
fn two_opponents_on_the_river(s: &VsRandomSpot) -> f64 {
    let board = s.board();
    let h = evaluate(s.hero() | board);
    let unseen = s.unseen();
    let (mut share, mut count) = (0u64, 0u64);
    for a in combinations(unseen, 2) {
        let va = evaluate(a | board);
        for b in combinations(unseen - a, 2) {
            let vb = evaluate(b | board);
            let best = va.max(vb);
            count += 1;
            share += if h > best {
                6
            } else if h == best {
                6 / (1 + (va == h) as u64 + (vb == h) as u64)
            } else {
                0
            };
        }
    }
    share as f64 / (6 * count) as f64
}

#[test]
fn monte_carlo_with_two_opponents_agrees_with_enumeration() {
    // A board where three-way splits are common: the board plays for everyone often.
    for (hero, board) in [("2c 3d", "As Ks Qs Js Ts"), ("Jh Jd", "Jc 8s 5h 3d 2c")] {
        let s = VsRandomSpot::new(
            hero.parse().unwrap(),
            board.parse().unwrap(),
            CardSet::EMPTY,
            2,
        )
        .unwrap();
        let truth = two_opponents_on_the_river(&s);
        let mc = VsRandomWork::monte_carlo(s, 300_000, 11).unwrap().run();
        let se = mc.std_error().unwrap();
        assert!(
            (mc.equity() - truth).abs() <= 4.0 * se.max(1e-9),
            "{hero} {board}: {} vs {truth} (se {se})",
            mc.equity()
        );
    }
}

#[test]
fn monte_carlo_is_reproducible_whatever_the_threads() {
    let s = VsRandomSpot::new("Ah Kh".parse().unwrap(), CardSet::EMPTY, CardSet::EMPTY, 5).unwrap();
    let work = VsRandomWork::monte_carlo(s, 100_000, 42).unwrap();
    let one = Pool::with_threads(1).unwrap().install(|| work.run());
    let two = Pool::with_threads(2).unwrap().install(|| work.run());
    assert_eq!(one, two);
    let other_seed = VsRandomWork::monte_carlo(s, 100_000, 43).unwrap().run();
    assert_ne!(one.tally, other_seed.tally);
    // AKs against five random hands wins about a third of the pots.
    assert!((0.28..0.36).contains(&one.equity()), "{}", one.equity());
}

#[test]
fn bad_spots_are_refused_with_reasons() {
    let cards = |s: &str| s.parse::<CardSet>().unwrap();
    let e = |h: &str, b: &str, d: &str, n| VsRandomSpot::new(cards(h), cards(b), cards(d), n);
    assert_eq!(
        e("As", "", "", 1),
        Err(VsRandomError::HandSize { found: 1 })
    );
    assert_eq!(
        e("As Ks", "2c 3c 4c 5c 6c 7c", "", 1),
        Err(VsRandomError::BoardSize { found: 6 })
    );
    assert!(e("As Ks", "2c 3c", "", 1).is_ok());
    assert!(e("As Ks", "2c", "", 1).is_ok());
    assert_eq!(
        e("As Ks", "", "", 10),
        Err(VsRandomError::Opponents { found: 10 })
    );
    assert_eq!(
        e("As Ks", "", "", 0),
        Err(VsRandomError::Opponents { found: 0 })
    );
    let dup = e("As Ks", "Ks 2c 3c", "", 1).unwrap_err();
    assert!(dup.to_string().contains("Ks"), "{dup}");
    let dup = e("As Ks", "2c 3c 4c", "4c", 1).unwrap_err();
    assert!(dup.to_string().contains("4c"), "{dup}");
    let lots_dead: CardSet = CardSet::FULL - cards("As Ks") - cards("2c 3c 4c 5c 6c 7c 8c 9c");
    assert!(matches!(
        VsRandomSpot::new(cards("As Ks"), CardSet::EMPTY, lots_dead, 2),
        Err(VsRandomError::NotEnoughCards {
            needed: 9,
            available: 8
        })
    ));
    let two = VsRandomSpot::new(cards("As Ks"), CardSet::EMPTY, CardSet::EMPTY, 2).unwrap();
    assert!(matches!(
        VsRandomWork::exact(two),
        Err(VsRandomError::ExactNeedsOneOpponent { opponents: 2 })
    ));
    assert_eq!(VsRandomWork::auto(two).method(), VsRandomMethod::MonteCarlo);
    assert_eq!(
        VsRandomWork::monte_carlo(two, 0, 1).unwrap_err(),
        VsRandomError::NoSamples
    );
}
