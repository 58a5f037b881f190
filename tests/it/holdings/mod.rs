//! What a combo holds on the flop and turn: a table of chosen hands (every class and draw,
//! paired, trips and monotone boards), every combo on 200 random flops and turns against a
//! slow classifier written here from the table in `docs/CLI.md` ([`oracle`]), and the
//! weighted breakdown of a seat's range.

#![allow(clippy::unwrap_used)] // unwrap is fine in tests, helpers included

pub(crate) mod oracle;

use pokerlab::equity::EquityRequest;
use pokerlab::eval::{DRAWS, Draw, MADE_HANDS, MadeHand, classify_holding};
use pokerlab::{Card, CardSet, Rank};
use rand::seq::SliceRandom;
use rand::{SeedableRng, rngs::SmallRng};

pub(crate) use oracle::slow_classify;

fn cards(text: &str) -> Vec<Card> {
    text.parse::<CardSet>().unwrap().to_vec()
}

fn classify(hole: &str, board: &str) -> pokerlab::eval::Holding {
    classify_holding(hole.parse().unwrap(), board.parse().unwrap()).unwrap()
}

/// Hole cards, board, made hand, draws (in [`Draw::ALL`] order).
type Case = (&'static str, &'static str, MadeHand, &'static [Draw]);

/// The chosen hands, worked out by hand from the table (the examples among them).
const CASES: &[Case] = {
    use Draw::*;
    use MadeHand::*;
    &[
        ("As Ks", "Qs Js Ts", StraightFlush, &[]),
        ("Ac 7d", "7h 7c 7s", Quads, &[]),
        ("Kd Qd", "7h 7c 7s 7d", Quads, &[]),
        ("8c 8d", "Kh 8s 8h 3c", Quads, &[]),
        ("2d 2c", "7h 7c 7s", FullHouse, &[]),
        ("7c 2c", "9h 9c 9s 7d", FullHouse, &[]),
        ("Qd Jc", "9h 9c 9s 7d", BoardTrips, &[]),
        ("Ks Kd", "Kh 7c 7s", FullHouse, &[]),
        ("7s 2d", "7h 7c 2s", FullHouse, &[]),
        ("Kd 2d", "Ks 9d 9h 9c", FullHouse, &[]),
        ("Ah Qh", "Jh Th 2h", Flush, &[]),
        ("Js Ts", "Qs 9s 2s", Flush, &[]),
        ("Js 9d", "Qh Tc 8c", Straight, &[]),
        ("Th 9h", "8h 7c 6d", Straight, &[BackdoorFlushDraw]),
        (
            "Ah Qd",
            "Jh Th 2h Kc",
            Straight,
            &[NutFlushDraw, OneCardFlushDraw],
        ),
        ("7d 7c", "7h Ks 2s", Set, &[]),
        ("Ks 7d", "7h 7c 2s", Trips, &[]),
        ("Kd 2d", "Kc Ks 5h", Trips, &[]),
        ("Kd 7d", "Kc 7h 2s", TwoPairHoleCards, &[]),
        ("Ad Kd", "Ah Kh Qh", TwoPairHoleCards, &[]),
        // The issue's: 76 on K K 7, K5 on K 7 7, A5 on 8 8 5 are two pair.
        ("7s 6s", "Kd Kc 7h", TwoPairBoardPair, &[]),
        ("Ks 5d", "Kh 7c 7s", TwoPairBoardPair, &[]),
        ("Kd 2s", "Kc 7h 7s", TwoPairBoardPair, &[]),
        ("Ad 5c", "8h 8c 5s", TwoPairBoardPair, &[]),
        ("Qs Qd", "Jh 7c 2s", Overpair, &[]),
        ("Ac Ad", "7c 7h 2s", Overpair, &[]),
        ("Ah Ad", "Kc Kd 7s 7h", Overpair, &[]),
        (
            "Qc Qd",
            "Jc Tc 9c",
            Overpair,
            &[NonNutFlushDraw, OneCardFlushDraw, OpenEnded, ComboDraw],
        ),
        ("As Kd", "Kh 7c 2s", TopPairTopKicker, &[]),
        ("Ks Jd", "Kh 7c 2s", TopPairGoodKicker, &[]),
        ("Ks Ts", "Kh 7c 2s", TopPairGoodKicker, &[BackdoorFlushDraw]),
        (
            "Jd Td",
            "Jh 9c 8s",
            TopPairGoodKicker,
            &[OpenEnded, ComboDraw],
        ),
        (
            "Kh Th",
            "Kc 7h 2h",
            TopPairGoodKicker,
            &[NonNutFlushDraw, TwoCardFlushDraw, ComboDraw],
        ),
        ("Ks 5d", "Kh 7c 2s", TopPairWeakKicker, &[]),
        ("Ks 9d", "Kh 7c 2s", TopPairWeakKicker, &[]),
        // The issue's: 99 on K K 7 and on K Q 4 is an underpair.
        ("9s 9d", "Kh Kc 7s", Underpair, &[]),
        ("9c 9d", "Kc 7h 7s", Underpair, &[]),
        ("9s 9d", "Kh Qc 4s", Underpair, &[BackdoorStraightDraw]),
        ("6h 6d", "Kh 8c 2s 4d", Underpair, &[]),
        ("Qs 7d", "Kh 7c 2s", SecondPair, &[]),
        ("As 2d", "Kh 7c 2s", ThirdPair, &[]),
        ("3s 3d", "Kh 7c 5s", LowPocketPair, &[BackdoorStraightDraw]),
        ("5c 5d", "Kc 7h 7s", LowPocketPair, &[]),
        ("3h 3d", "Kc Kd 7s 7h", LowPocketPair, &[]),
        // The issue's: A2 on 7 7 7 plays the board with an ace kicker.
        ("Ad 2c", "7h 7c 7s", BoardTrips, &[]),
        ("Ad 2c", "Kh Kc 7s 7d", BoardTwoPair, &[]),
        ("Ad Qc", "Kh 7c 2s", AceHigh, &[BackdoorStraightDraw]),
        (
            "Ad Qc",
            "Jh 7c 2s",
            AceHigh,
            &[BackdoorStraightDraw, TwoOvercards],
        ),
        (
            "Ah 2h",
            "Kh 8h 3c",
            AceHigh,
            &[NutFlushDraw, TwoCardFlushDraw, BackdoorStraightDraw],
        ),
        (
            "Ah 5c",
            "Kh 8h 2h",
            AceHigh,
            &[NutFlushDraw, OneCardFlushDraw, BackdoorStraightDraw],
        ),
        (
            "Ah 5c",
            "Kh 8h 2h 3c",
            AceHigh,
            &[NutFlushDraw, OneCardFlushDraw, Gutshot, ComboDraw],
        ),
        (
            "Ah Th",
            "Kh 7h 2c",
            AceHigh,
            &[NutFlushDraw, TwoCardFlushDraw, BackdoorStraightDraw],
        ),
        (
            "Ah Kh",
            "Qh 7h 2c",
            AceHigh,
            &[
                NutFlushDraw,
                TwoCardFlushDraw,
                BackdoorStraightDraw,
                TwoOvercards,
            ],
        ),
        (
            "Ac Qc",
            "Jc 7h 7s",
            AceHigh,
            &[BackdoorFlushDraw, BackdoorStraightDraw, TwoOvercards],
        ),
        (
            "Ac 2c",
            "Kc Ks 7c",
            AceHigh,
            &[NutFlushDraw, TwoCardFlushDraw],
        ),
        ("As 5d", "4c 3h Kd", AceHigh, &[Gutshot]),
        ("As 5s", "4s 3h Kd", AceHigh, &[Gutshot, BackdoorFlushDraw]),
        ("Ad Kc", "5h 6c 7s 8d", AceHigh, &[TwoOvercards]),
        ("Ah Jd", "Qs 9s 2s", AceHigh, &[BackdoorStraightDraw]),
        (
            "As 3d",
            "Qs 9s 2s",
            AceHigh,
            &[NutFlushDraw, OneCardFlushDraw, BackdoorStraightDraw],
        ),
        ("Qd Jc", "Kh 7c 2s", Nothing, &[BackdoorStraightDraw]),
        (
            "Qh Jh",
            "Kh 8h 3c",
            Nothing,
            &[NonNutFlushDraw, TwoCardFlushDraw, BackdoorStraightDraw],
        ),
        (
            "Qh 5c",
            "Kh 8h 2h",
            Nothing,
            &[NonNutFlushDraw, OneCardFlushDraw],
        ),
        (
            "Ks 3d",
            "Qs 9s 2s",
            Nothing,
            &[NonNutFlushDraw, OneCardFlushDraw, BackdoorStraightDraw],
        ),
        (
            "9s 8s",
            "7h 6c 2s",
            Nothing,
            &[OpenEnded, BackdoorFlushDraw, TwoOvercards],
        ),
        (
            "8s 7s",
            "Ts 9d 2c",
            Nothing,
            &[OpenEnded, BackdoorFlushDraw],
        ),
        ("Td 9d", "Jh 8c 2s", Nothing, &[OpenEnded]),
        ("5d 4d", "3c 2h Ks", Nothing, &[OpenEnded]),
        // The issue's: J8 on 9 7 5 is a double gutshot, not open-ended.
        ("Js 8d", "9h 7c 5s", Nothing, &[DoubleGutshot]),
        ("Qd Jd", "Ac Kh 4s", Nothing, &[Gutshot]),
        ("Td 2c", "5h 6c 7s 8d", Nothing, &[Gutshot]),
        (
            "9h 8h",
            "Th 7c 2h",
            Nothing,
            &[NonNutFlushDraw, TwoCardFlushDraw, OpenEnded, ComboDraw],
        ),
        (
            "Ts 9s",
            "Js 8d 2c 3s",
            Nothing,
            &[NonNutFlushDraw, TwoCardFlushDraw, OpenEnded, ComboDraw],
        ),
    ]
};

#[test]
fn chosen_hands_are_classed_as_the_table_says() {
    assert!(CASES.len() >= 60, "{}", CASES.len());
    let mut made_seen = [false; MADE_HANDS];
    let mut draws_seen = [false; DRAWS];
    for &(hole, board, made, draws) in CASES {
        let got = classify(hole, board);
        assert_eq!(got.made, made, "{hole} on {board}");
        assert_eq!(
            got.draws.iter().collect::<Vec<_>>(),
            draws,
            "{hole} on {board}"
        );
        let slow = slow_classify([cards(hole)[0], cards(hole)[1]], &cards(board));
        assert_eq!(got, slow.holding, "{hole} on {board}: the slow classifier");
        made_seen[made.index()] = true;
        for d in draws {
            draws_seen[d.index()] = true;
        }
    }
    // Every class and every draw has a case.
    assert!(made_seen.iter().all(|&s| s), "{made_seen:?}");
    assert!(draws_seen.iter().all(|&s| s), "{draws_seen:?}");
    // The kicker that plays with the board's trips or two pair.
    assert_eq!(classify("Ad 2c", "7h 7c 7s").kicker, Some(Rank::Ace));
    assert_eq!(classify("Qd 2c", "7h 7c 7s Kd").kicker, Some(Rank::Queen));
    assert_eq!(classify("Ad 2c", "Kh Kc 7s 7d").kicker, Some(Rank::Ace));
    assert_eq!(classify("As Kd", "Kh 7c 2s").kicker, None);
    // Only flops and turns, of disjoint cards.
    let none = |h: &str, b: &str| classify_holding(h.parse().unwrap(), b.parse().unwrap());
    assert_eq!(none("As Ks", "2c 3c"), None);
    assert_eq!(none("As Ks", "2c 3c 4c 5c 6c"), None);
    assert_eq!(none("As Ks", "As 3c 4c"), None);
}

#[test]
fn the_documented_examples_are_their_classes() {
    // Each class's and draw's example ("A♠K♦ on K♥ 7♣ 2♠") is classed as it says.
    let read = |example: &str| {
        let text = example
            .replace('♠', "s")
            .replace('♥', "h")
            .replace('♦', "d")
            .replace('♣', "c");
        let (hole, board) = text.split_once(" on ").unwrap();
        let hole = format!("{} {}", &hole[..2], &hole[2..]);
        classify(&hole, board)
    };
    for made in MadeHand::ALL {
        assert_eq!(read(made.example()).made, made, "{}", made.example());
    }
    for draw in Draw::ALL {
        assert!(
            read(draw.example()).draws.contains(draw),
            "{draw}: {}",
            draw.example()
        );
    }
}

#[test]
fn every_combo_on_200_random_flops_and_turns_matches_the_slow_classifier() {
    let mut rng = SmallRng::seed_from_u64(31);
    let mut made_seen = [0usize; MADE_HANDS];
    let mut draws_seen = [0usize; DRAWS];
    let mut deck: Vec<Card> = Card::all().collect();
    for i in 0..200 {
        deck.shuffle(&mut rng);
        let board = &deck[..3 + i % 2];
        let board_set: CardSet = board.iter().copied().collect();
        let rest = &deck[board.len()..];
        for (j, &a) in rest.iter().enumerate() {
            for &b in &rest[j + 1..] {
                let fast = classify_holding([a, b].into_iter().collect(), board_set).unwrap();
                let slow = slow_classify([a, b], board);
                assert_eq!(fast, slow.holding, "{a}{b} on {board_set}");
                // Draws agree with the outs counted one by one.
                let flush_draw = fast.draws.contains(Draw::NutFlushDraw)
                    || fast.draws.contains(Draw::NonNutFlushDraw);
                assert_eq!(flush_draw, slow.flush_outs > 0, "{a}{b} on {board_set}");
                if flush_draw {
                    assert_eq!(slow.flush_outs, 9, "{a}{b} on {board_set}");
                }
                let ranks = slow.straight_out_ranks.len();
                assert_eq!(fast.draws.contains(Draw::Gutshot), ranks == 1);
                assert_eq!(
                    fast.draws.contains(Draw::OpenEnded)
                        || fast.draws.contains(Draw::DoubleGutshot),
                    ranks >= 2,
                    "{a}{b} on {board_set}"
                );
                made_seen[fast.made.index()] += 1;
                for d in fast.draws.iter() {
                    draws_seen[d.index()] += 1;
                }
            }
        }
    }
    // Random boards reach every class but the rarest; the chosen cases cover those.
    for made in MadeHand::ALL {
        if !matches!(
            made,
            MadeHand::StraightFlush | MadeHand::Quads | MadeHand::BoardTwoPair
        ) {
            assert!(made_seen[made.index()] > 0, "{made} never seen");
        }
    }
    assert!(draws_seen.iter().all(|&n| n > 0), "{draws_seen:?}");
}

#[test]
fn pairs_and_draws_of_whole_ranges_match_the_slow_classifier() {
    // Paired, trips, monotone boards, four to a straight on the board: every combo, and the
    // made hands' shares sum to one.
    for board in [
        "Kc 7h 7s",
        "9h 6h 2h",
        "5h 6c 7s 8d",
        "Ac Ad Ah",
        "Tc 9c 8d 2c",
        "Kc Kd 7s 7h",
    ] {
        let board_cards = cards(board);
        let set: CardSet = board.parse().unwrap();
        let request = EquityRequest::parse(&["random", "random"])
            .unwrap()
            .with_board(set);
        let holdings = request.holdings(0).unwrap();
        assert_eq!(
            holdings.combos.len(),
            pokerlab::enumerate::choose(52 - board_cards.len() as u64, 2) as usize
        );
        for &(combo, _, holding) in &holdings.combos {
            let (a, b) = combo.pair();
            assert_eq!(
                holding,
                slow_classify([a, b], &board_cards).holding,
                "{combo} on {board}"
            );
        }
        let made: u64 = MadeHand::ALL.iter().map(|&m| holdings.made_units(m)).sum();
        assert_eq!(made, holdings.total_units());
        let shares: f64 = MadeHand::ALL.iter().map(|&m| holdings.made_share(m)).sum();
        assert!((shares - 1.0).abs() < 1e-12);
    }
}

#[test]
fn a_weighted_range_counts_its_weights_after_card_removal() {
    let request = EquityRequest::parse(&["AA:0.5,KK,AhKh", "QdQc"])
        .unwrap()
        .with_board("As 7h 2c".parse().unwrap());
    let h = request.holdings(0).unwrap();
    // Three aces at half weight (sets), six kings (a pocket pair below the ace, above the
    // seven: an underpair), and AhKh (top pair, top kicker).
    assert_eq!(h.denominator, 2);
    assert_eq!(h.made(MadeHand::Set), 1.5);
    assert_eq!(h.made(MadeHand::Underpair), 6.0);
    assert_eq!(h.made(MadeHand::SecondPair), 0.0);
    assert_eq!(h.made(MadeHand::TopPairTopKicker), 1.0);
    assert_eq!(h.total(), 8.5);
    assert_eq!(h.draw(Draw::BackdoorFlushDraw), 1.0); // AhKh with the 7h
    assert_eq!(
        h.made_combos(MadeHand::TopPairTopKicker)
            .map(|c| c.to_string())
            .collect::<Vec<_>>(),
        ["AhKh"]
    );
    // A known hand is one combo; no breakdown before the flop or on the river.
    let known = request.holdings(1).unwrap();
    assert_eq!(known.total(), 1.0);
    assert_eq!(known.made(MadeHand::Underpair), 1.0);
    assert!(
        request
            .clone()
            .with_board(CardSet::EMPTY)
            .holdings(0)
            .is_none()
    );
    assert!(
        request
            .with_board("As 7h 2c 3d 4d".parse().unwrap())
            .holdings(0)
            .is_none()
    );
}

#[test]
fn docs_cli_has_every_class_with_its_key_and_example() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/CLI.md");
    let docs = std::fs::read_to_string(path).unwrap();
    let rows: Vec<(&str, &str)> = MadeHand::ALL
        .iter()
        .map(|m| (m.key(), m.example()))
        .chain(Draw::ALL.iter().map(|d| (d.key(), d.example())))
        .collect();
    for (key, example) in rows {
        let row = docs
            .lines()
            .find(|l| l.starts_with('|') && l.contains(&format!("| `{key}` |")))
            .unwrap_or_else(|| panic!("no row for `{key}` in docs/CLI.md"));
        assert!(
            row.contains(example),
            "`{key}`: {example} missing from {row}"
        );
    }
}
