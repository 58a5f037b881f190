//! What a combo holds on the flop and turn, checked against a slow classifier written here
//! from the README's one-line definitions, on thousands of random boards and hands, and the
//! weighted breakdown of a seat's range.

#![allow(clippy::unwrap_used)] // unwrap is fine in tests, helpers included

use pokerlab::equity::EquityRequest;
use pokerlab::eval::{Draw, Holding, MadeHand, classify_holding};
use pokerlab::{Card, CardSet};
use rand::seq::SliceRandom;
use rand::{SeedableRng, rngs::SmallRng};

/// A card as (rank 0..13, suit 0..4).
fn rs(card: Card) -> (usize, usize) {
    (card.rank().index(), card.suit() as usize)
}

/// The top rank of the straight five cards make (the five in a wheel), if they make one.
fn straight_of(ranks: &[usize]) -> Option<usize> {
    let mut r = ranks.to_vec();
    r.sort_unstable();
    r.dedup();
    if r.len() != 5 {
        return None;
    }
    if r[4] - r[0] == 4 {
        return Some(r[4]);
    }
    (r == [0, 1, 2, 3, 12]).then_some(3)
}

/// Every way to choose `k` of `items`.
fn subsets<T: Copy>(items: &[T], k: usize) -> Vec<Vec<T>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        for mut rest in subsets(&items[i + 1..], k - 1) {
            rest.insert(0, items[i]);
            out.push(rest);
        }
    }
    out
}

/// 8 straight flush, 7 quads, 6 full house, 5 flush, 4 straight, 3 trips, 2 two pair, 1 pair,
/// 0 high card: of five cards, counted plainly.
fn category5(cards: &[(usize, usize)]) -> u8 {
    let ranks: Vec<usize> = cards.iter().map(|c| c.0).collect();
    let flush = cards.iter().all(|c| c.1 == cards[0].1);
    let straight = straight_of(&ranks).is_some();
    let mut counts: Vec<usize> = (0..13)
        .map(|r| ranks.iter().filter(|&&x| x == r).count())
        .collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    match (flush, straight, counts[0], counts[1]) {
        (true, true, _, _) => 8,
        (_, _, 4, _) => 7,
        (_, _, 3, 2) => 6,
        (true, _, _, _) => 5,
        (_, true, _, _) => 4,
        (_, _, 3, _) => 3,
        (_, _, 2, 2) => 2,
        (_, _, 2, _) => 1,
        _ => 0,
    }
}

/// The best category of any five of `cards`.
fn best_category(cards: &[(usize, usize)]) -> u8 {
    subsets(cards, 5)
        .iter()
        .map(|five| category5(five))
        .max()
        .unwrap()
}

/// The highest straight of five of `cards` (ranks only) holding at least one of `needed`.
fn best_straight_with(ranks: &[usize], needed: &[usize]) -> Option<usize> {
    let positions: Vec<usize> = (0..ranks.len()).collect();
    subsets(&positions, 5)
        .into_iter()
        .filter(|five| needed.is_empty() || five.iter().any(|i| needed.contains(i)))
        .filter_map(|five| straight_of(&five.iter().map(|&i| ranks[i]).collect::<Vec<_>>()))
        .max()
}

/// The README's definitions, one by one, spelled out without the library's shortcuts.
pub(crate) fn slow_classify(hole: [Card; 2], board: &[Card]) -> Holding {
    let h: Vec<(usize, usize)> = hole.iter().map(|&c| rs(c)).collect();
    let b: Vec<(usize, usize)> = board.iter().map(|&c| rs(c)).collect();
    let all: Vec<(usize, usize)> = h.iter().chain(&b).copied().collect();
    let on_board = |r: usize| b.iter().filter(|c| c.0 == r).count();
    let in_all = |r: usize| all.iter().filter(|c| c.0 == r).count();
    let category = best_category(&all);
    let (hi, lo) = (h[0].0.max(h[1].0), h[0].0.min(h[1].0));
    let mut board_ranks: Vec<usize> = b.iter().map(|c| c.0).collect();
    board_ranks.sort_unstable_by(|x, y| y.cmp(x));
    board_ranks.dedup();
    let top = board_ranks[0];
    let second = board_ranks.get(1).copied();
    let made = if category == 8 {
        MadeHand::StraightFlush
    } else if category == 7 && (in_all(hi) == 4 || in_all(lo) == 4) {
        MadeHand::Quads
    } else if category == 6 {
        MadeHand::FullHouse
    } else if category == 5 {
        MadeHand::Flush
    } else if category == 4 {
        MadeHand::Straight
    } else if hi == lo && on_board(hi) == 1 {
        MadeHand::Set
    } else if hi != lo && (on_board(hi) == 2 || on_board(lo) == 2) {
        MadeHand::Trips
    } else if hi != lo && on_board(hi) >= 1 && on_board(lo) >= 1 {
        MadeHand::TwoPair
    } else if hi == lo && hi > top {
        MadeHand::Overpair
    } else if hi != lo && (on_board(hi) >= 1 && hi == top || on_board(lo) >= 1 && lo == top) {
        MadeHand::TopPair
    } else if hi == lo && second.is_some_and(|s| hi > s && hi < top)
        || hi != lo
            && second.is_some_and(|s| on_board(hi) >= 1 && hi == s || on_board(lo) >= 1 && lo == s)
    {
        MadeHand::SecondPair
    } else if hi == lo || on_board(hi) >= 1 || on_board(lo) >= 1 {
        MadeHand::WeakerPair
    } else if hi == 12 {
        MadeHand::AceHigh
    } else {
        MadeHand::Nothing
    };
    let mut draws = Vec::new();
    let weaker = |than: MadeHand| made.index() > than.index();
    if weaker(MadeHand::Flush) {
        for suit in 0..4 {
            let n = all.iter().filter(|c| c.1 == suit).count();
            let mine = h.iter().any(|c| c.1 == suit);
            if n == 4 && mine {
                draws.push(Draw::FlushDraw);
            }
        }
        let backdoor = (0..4).any(|suit| {
            all.iter().filter(|c| c.1 == suit).count() == 3 && h.iter().any(|c| c.1 == suit)
        });
        if b.len() == 3 && backdoor && !draws.contains(&Draw::FlushDraw) {
            draws.push(Draw::BackdoorFlushDraw);
        }
    }
    if weaker(MadeHand::Straight) {
        let mut outs = 0;
        for r in 0..13 {
            // A card of rank r added: the hand's best straight must use a hole card and beat
            // the board's own with that card.
            let mut ranks: Vec<usize> = all.iter().map(|c| c.0).collect();
            ranks.push(r);
            let mine = best_straight_with(&ranks, &[0, 1]);
            let mut theirs: Vec<usize> = b.iter().map(|c| c.0).collect();
            theirs.push(r);
            let board_only = if theirs.len() >= 5 {
                best_straight_with(&theirs, &[])
            } else {
                None
            };
            if mine.is_some() && mine > board_only {
                outs += 1;
            }
        }
        match outs {
            0 => {}
            1 => draws.push(Draw::Gutshot),
            _ => draws.push(Draw::OpenEnded),
        }
    }
    if matches!(made, MadeHand::AceHigh | MadeHand::Nothing) && hi != lo && lo > top {
        draws.push(Draw::TwoOvercards);
    }
    let mut set = pokerlab::eval::Draws::NONE;
    for d in draws {
        set = set.with(d);
    }
    Holding { made, draws: set }
}

fn cards(text: &str) -> Vec<Card> {
    text.parse::<CardSet>().unwrap().to_vec()
}

fn classify(hole: &str, board: &str) -> Holding {
    classify_holding(hole.parse().unwrap(), board.parse().unwrap()).unwrap()
}

#[test]
fn chosen_hands_are_classed_as_the_readme_says() {
    use Draw::*;
    use MadeHand::*;
    let cases: &[(&str, &str, MadeHand, &[Draw])] = &[
        ("Ah Kh", "Qh 7h 2c", AceHigh, &[FlushDraw, TwoOvercards]),
        ("9h 8h", "Th 7c 2h", Nothing, &[FlushDraw, OpenEnded]),
        ("As 5d", "4c 3h Kd", AceHigh, &[Gutshot]),
        ("As 5s", "4s 3h Kd", AceHigh, &[Gutshot, BackdoorFlushDraw]),
        ("Js 9d", "Qh Tc 2s 8c", Straight, &[]),
        ("Kd 2s", "Kc 7h 7s", TopPair, &[]),
        ("Ad 2c", "7c 7h Ks", AceHigh, &[]),
        ("9c 9d", "Kc 7h 7s", SecondPair, &[]),
        ("5c 5d", "Kc 7h 7s", WeakerPair, &[]),
        (
            "Ac Qc",
            "Jc 7h 7s",
            AceHigh,
            &[BackdoorFlushDraw, TwoOvercards],
        ),
        ("Kd 7d", "Kc 7h 2s", TwoPair, &[]),
        ("7d 7c", "7h Ks 2s", Set, &[]),
        ("Ks 7d", "7h 7c 2s", Trips, &[]),
        ("2d 2c", "7h 7c 7s", FullHouse, &[]),
        ("7d Ac", "7h 7c 7s", Quads, &[]),
        ("Kd Qd", "7h 7c 7s 7d", Nothing, &[TwoOvercards]),
        ("As Ks", "Qs Js Ts", StraightFlush, &[]),
        ("Td 2c", "5h 6c 7s 8d", Nothing, &[Gutshot]),
        ("Ad Kc", "5h 6c 7s 8d", AceHigh, &[TwoOvercards]),
        ("Ah Qh", "Jh Th 2h", Flush, &[]),
        ("Ah Qd", "Jh Th 2h Kc", Straight, &[FlushDraw]),
    ];
    for &(hole, board, made, draws) in cases {
        let got = classify(hole, board);
        assert_eq!(got.made, made, "{hole} on {board}");
        assert_eq!(
            got.draws.iter().collect::<Vec<_>>(),
            draws,
            "{hole} on {board}"
        );
        let slow = slow_classify([cards(hole)[0], cards(hole)[1]], &cards(board));
        assert_eq!(got, slow, "{hole} on {board}: the slow classifier");
    }
    // Only flops and turns, of disjoint cards.
    let none = |h: &str, b: &str| classify_holding(h.parse().unwrap(), b.parse().unwrap());
    assert_eq!(none("As Ks", "2c 3c"), None);
    assert_eq!(none("As Ks", "2c 3c 4c 5c 6c"), None);
    assert_eq!(none("As Ks", "As 3c 4c"), None);
}

#[test]
fn every_class_matches_the_slow_classifier_on_random_deals() {
    let mut rng = SmallRng::seed_from_u64(13);
    let mut seen_made = [0usize; 14];
    let mut seen_draws = [0usize; 5];
    let mut deck: Vec<Card> = Card::all().collect();
    for i in 0..30_000 {
        deck.shuffle(&mut rng);
        let board_len = 3 + i % 2;
        let hole = [deck[0], deck[1]];
        let board = &deck[2..2 + board_len];
        let fast = classify_holding(
            hole.iter().copied().collect(),
            board.iter().copied().collect(),
        )
        .unwrap();
        let slow = slow_classify(hole, board);
        assert_eq!(fast, slow, "{}{} on {:?}", hole[0], hole[1], board);
        seen_made[fast.made.index()] += 1;
        for d in fast.draws.iter() {
            seen_draws[d.index()] += 1;
        }
    }
    // Random deals reach every class except the rarest made hands, which the chosen cases
    // above cover.
    for made in MadeHand::ALL {
        if !matches!(made, MadeHand::StraightFlush | MadeHand::Quads) {
            assert!(seen_made[made.index()] > 0, "{made} never seen");
        }
    }
    assert!(seen_draws.iter().all(|&n| n > 0), "{seen_draws:?}");
}

#[test]
fn pairs_and_draws_of_whole_ranges_match_the_slow_classifier() {
    // Paired boards, monotone boards, four to a straight on the board: every combo.
    for board in [
        "Kc 7h 7s",
        "9h 6h 2h",
        "5h 6c 7s 8d",
        "Ac Ad Ah",
        "Tc 9c 8d 2c",
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
                slow_classify([a, b], &board_cards),
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
    // Three aces at half weight (sets), six kings (a pocket pair between the board's two
    // highest ranks: second pair), and AhKh (top pair).
    assert_eq!(h.denominator, 2);
    assert_eq!(h.made(MadeHand::Set), 1.5);
    assert_eq!(h.made(MadeHand::SecondPair), 6.0);
    assert_eq!(h.made(MadeHand::WeakerPair), 0.0);
    assert_eq!(h.made(MadeHand::TopPair), 1.0);
    assert_eq!(h.total(), 8.5);
    assert_eq!(h.draw(Draw::BackdoorFlushDraw), 1.0); // AhKh with the 7h
    assert_eq!(
        h.made_combos(MadeHand::TopPair)
            .map(|c| c.to_string())
            .collect::<Vec<_>>(),
        ["AhKh"]
    );
    // A known hand is one combo; no breakdown before the flop or on the river.
    let known = request.holdings(1).unwrap();
    assert_eq!(known.total(), 1.0);
    assert_eq!(known.made(MadeHand::SecondPair), 1.0);
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
