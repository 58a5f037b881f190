//! The all-flops report against independent counts: the weights cover every flop the deck can
//! deal; sampled flops give what one single-board equity and holdings call gives; the summary's
//! hit rates match a direct count over every one of the 22,100 flops (no suit symmetry) with
//! the slow classifier of `holdings.rs`; the summary's equity is the equity before the flop.

use pokerlab::cards::CardSet;
use pokerlab::enumerate::{choose, for_each_combination};
use pokerlab::equity::{EquityRequest, Method, PlayerSpec, calculate};
use pokerlab::eval::{DRAWS, Draw, MADE_HANDS, MadeHand};
use pokerlab::flops::{FlopClasses, FlopsRequest, flop_report};
use pokerlab::range::Range;
use proptest::prelude::*;
use rand::seq::SliceRandom;
use rand::{SeedableRng, rngs::SmallRng};

fn players(texts: &[&str]) -> Vec<PlayerSpec> {
    texts
        .iter()
        .map(|p| PlayerSpec::parse(p).unwrap())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    /// Whatever is known — hole cards, dead cards — the weights add up to C(n, 3) for the n
    /// cards left, and no flop is listed twice.
    #[test]
    fn weights_add_up_to_every_flop_left(seed in 0u64..1_000_000, hands in 0usize..3, dead in 0usize..5) {
        let mut deck: Vec<_> = CardSet::FULL.iter().collect();
        deck.shuffle(&mut SmallRng::seed_from_u64(seed));
        let mut specs = Vec::new();
        for h in 0..hands {
            specs.push(PlayerSpec::parse(&format!("{}{}", deck[2 * h], deck[2 * h + 1])).unwrap());
        }
        specs.push(PlayerSpec::parse("QQ+,AKs,T9s:0.5").unwrap());
        let dead: CardSet = deck[2 * hands..2 * hands + dead].iter().copied().collect();
        let classes = FlopClasses::new(&specs, dead);
        let left = 52 - 2 * hands - dead.len();
        prop_assert_eq!(classes.total_weight(), choose(left as u64, 3));
        let mut boards: Vec<u64> = classes.flops().iter().map(|f| f.board.bits()).collect();
        boards.sort_unstable();
        boards.dedup();
        prop_assert_eq!(boards.len(), classes.flops().len());
    }
}

/// Twelve flops of the report, drawn at random, against one equity count and one holdings
/// count on that board.
fn check_sample(seats: &[&str], dead: &str, equity: bool) {
    let dead: CardSet = dead.parse().unwrap();
    let mut request = FlopsRequest::new(players(seats)).with_dead(dead);
    if !equity {
        request = request.holdings_only();
    }
    let report = flop_report(&request).unwrap();
    let known = players(seats)
        .iter()
        .fold(dead, |set, p| set | p.known_cards());
    assert_eq!(report.total_weight(), choose(52 - known.len() as u64, 3));
    let mut rows: Vec<_> = report.rows.iter().collect();
    rows.shuffle(&mut SmallRng::seed_from_u64(21));
    for row in rows.into_iter().take(12) {
        let request = EquityRequest::parse(seats)
            .unwrap()
            .with_board(row.board)
            .with_dead(dead)
            .with_method(Method::Exact);
        let result = equity.then(|| calculate(&request).unwrap());
        for (seat, on_flop) in row.seats.iter().enumerate() {
            match &result {
                Some(result) => {
                    let equity = on_flop.equity.unwrap();
                    assert_eq!((equity.won, equity.played), result.equity_ratio(seat));
                }
                None => assert_eq!(on_flop.equity, None),
            }
            let holdings = request.holdings(seat).unwrap();
            assert_eq!(on_flop.holdings.combos, holdings.total(), "{}", row.board);
            for made in MadeHand::ALL {
                assert_eq!(on_flop.holdings.made[made.index()], holdings.made(made));
            }
            for draw in Draw::ALL {
                assert_eq!(on_flop.holdings.draws[draw.index()], holdings.draw(draw));
            }
        }
    }
}

#[test]
fn sampled_flops_match_single_board_equity_and_holdings() {
    check_sample(&["QQ+,AKs,AQs:0.5,76s", "JJ,TT,A5s"], "", true);
    check_sample(&["AA,KK", "QQ:0.5", "AKs"], "", true);
    check_sample(&["22+,A2s+,KTs+,AJo+", "QQ+,AKs", "Td 9d"], "2s", false);
}

/// Every flop of the deck, every live combo, classified by the slow classifier: the share of
/// (flop, combo) pairs in each class, weighted by the combo's weight.
fn direct_hit_rates(range: &Range, out: CardSet) -> ([f64; MADE_HANDS], [f64; DRAWS]) {
    let (mut made, mut draws, mut total) = ([0.0f64; MADE_HANDS], [0.0f64; DRAWS], 0.0f64);
    for_each_combination(CardSet::FULL - out, 3, |flop| {
        let board = flop.to_vec();
        for (combo, weight) in range.live(flop | out) {
            let (a, b) = combo.pair();
            let holding = crate::holdings::slow_classify([a, b], &board).holding;
            let w = f64::from(weight);
            total += w;
            made[holding.made.index()] += w;
            for draw in holding.draws.iter() {
                draws[draw.index()] += w;
            }
        }
    });
    (made.map(|m| m / total), draws.map(|d| d / total))
}

#[test]
fn summary_hit_rates_match_a_count_over_every_flop() {
    // A known hand and a dead card leave few suits to swap: many classes of many sizes.
    for (seats, dead) in [(&["A5s,KQo,77,JTs:0.5,98s", "AhKd"][..], "7c")] {
        let dead: CardSet = dead.parse().unwrap();
        let specs = players(seats);
        let report = flop_report(
            &FlopsRequest::new(specs.clone())
                .with_dead(dead)
                .holdings_only(),
        )
        .unwrap();
        assert!(report.rows.iter().all(|r| r.seats[0].equity.is_none()));
        let summary = &report.summary()[0];
        assert_eq!(summary.equity, None);
        let out = specs.iter().fold(dead, |set, p| set | p.known_cards());
        let (made, draws) = direct_hit_rates(specs[0].range().unwrap(), out);
        for m in MadeHand::ALL {
            assert!(
                (summary.made_share(m) - made[m.index()]).abs() < 1e-9,
                "{m}: {} against {}",
                summary.made_share(m),
                made[m.index()]
            );
        }
        for d in Draw::ALL {
            assert!(
                (summary.draw_share(d) - draws[d.index()]).abs() < 1e-9,
                "{d}: {} against {}",
                summary.draw_share(d),
                draws[d.index()]
            );
        }
        // Some of every kind came up: the comparison compared something.
        assert!(made[MadeHand::Set.index()] > 0.0 && draws[Draw::NutFlushDraw.index()] > 0.0);
        assert!(
            made[MadeHand::Underpair.index()] > 0.0 && draws[Draw::DoubleGutshot.index()] > 0.0
        );
    }
}

#[test]
fn summary_equity_is_the_equity_before_the_flop() {
    for (seats, dead) in [
        (&["QQ+,AKs:0.5", "JJ,AQs,KQs"][..], ""),
        (&["As Ks", "88,77:0.25"][..], "2c"),
        (&["Ks Kh"][..], ""),
    ] {
        let dead: CardSet = dead.parse().unwrap();
        let report = flop_report(&FlopsRequest::new(players(seats)).with_dead(dead)).unwrap();
        let mut preflop_seats = seats.to_vec();
        if seats.len() == 1 {
            preflop_seats.push("random");
        }
        let preflop = calculate(
            &EquityRequest::parse(&preflop_seats)
                .unwrap()
                .with_dead(dead)
                .with_method(Method::Exact),
        )
        .unwrap();
        for (seat, summary) in report.summary().iter().enumerate() {
            let equity = summary.equity.unwrap();
            assert!(
                (equity - preflop.equity(seat)).abs() < 1e-12,
                "{seats:?} seat {seat}: {equity} against {}",
                preflop.equity(seat)
            );
        }
    }
}
