//! Range-against-range equity end to end: card removal, the exact counts against a naive brute
//! force, weights, ranges that are really one hand or any hand, Monte Carlo against exact
//! counts, the engine's jobs, and bad requests.

#![allow(clippy::unwrap_used)] // unwrap is fine in tests, helpers included

use pokerlab::equity::{
    Engine, EquityRequest, EquityResult, EquityTally, Method, MethodUsed, MonteCarloLimits,
    PlayerError, PlayerSpec, RequestError, SHARE_UNITS, brute_force, calculate,
};
use pokerlab::range::{Combo, HandClass, Range};
use pokerlab::{CardSet, evaluate};
use proptest::prelude::*;

fn request(players: &[&str], board: &str) -> EquityRequest {
    EquityRequest::parse(players)
        .unwrap()
        .with_board(board.parse().unwrap())
}

fn exact(r: &EquityRequest) -> EquityResult {
    calculate(&r.clone().with_method(Method::Exact)).unwrap()
}

/// Every player's share units add up to one pot per outcome, exactly, and every outcome ends
/// in one category for each player.
fn assert_consistent(tally: &EquityTally) {
    let units: u128 = tally.players.iter().map(|p| p.share_units()).sum();
    assert_eq!(units, tally.total as u128 * SHARE_UNITS as u128);
    for p in &tally.players {
        assert_eq!(p.categories.iter().sum::<u64>(), tally.total);
    }
}

// ---------------------------------------------------------------------------------------------
// Card removal

#[test]
fn board_cards_remove_combos() {
    let r = request(&["22+", "A2s+", "AKo", "random"], "Qh 7h 2c");
    // 22+: three of the six combos of each board rank are gone.
    assert_eq!(r.live_combos(0).len(), 78 - 3 * 3);
    // A2s+: the suited aces holding a board card (Qh, 7h, 2c) are gone.
    assert_eq!(r.live_combos(1).len(), 48 - 3);
    assert_eq!(r.live_combos(2).len(), 12);
    assert_eq!(r.live_combos(3).len(), 1176); // C(49, 2)
    // Known hands take their cards from everyone else.
    let r = request(&["AsKs", "AK", "random"], "Qh 7h 2c");
    assert_eq!(r.live_combos(1).len(), 16 - 7);
    assert_eq!(r.live_combos(2).len(), 1081); // C(47, 2)
}

/// The matchups a naive count finds: every pair of disjoint live combos.
fn naive_matchups(a: &Range, b: &Range, out: CardSet) -> u64 {
    let mut n = 0;
    for (x, _) in a.live(out) {
        for (y, _) in b.live(out) {
            n += u64::from(!x.collides(y.cards()));
        }
    }
    n
}

#[test]
fn samples_count_every_disjoint_matchup_on_every_runout() {
    let (a, b) = ("QQ+,AKs", "22+,A2s+,KTs+,AJo+");
    let board: CardSet = "Qh 7h 2c 9d".parse().unwrap();
    let result = exact(&request(&[a, b], "Qh 7h 2c 9d"));
    let matchups = naive_matchups(&a.parse().unwrap(), &b.parse().unwrap(), board);
    // Every matchup meets the rivers that miss its four cards: 48 - 4 of them.
    assert_eq!(result.samples(), matchups * 44);
    assert_consistent(&result.tally);
}

// ---------------------------------------------------------------------------------------------
// Exact counts against a naive brute force

/// A small random range: a few classes, some combos, weights of 1, 1/2 or 1/4.
fn small_range() -> impl Strategy<Value = Range> {
    (
        proptest::collection::vec((0usize..169, 0u8..3), 1..4),
        proptest::collection::vec((0usize..1326, 0u8..3), 0..4),
    )
        .prop_map(|(classes, combos)| {
            let weight = |w: u8| [1.0, 0.5, 0.25][w as usize];
            let mut range = Range::empty();
            for (c, w) in classes {
                range.set_class(HandClass::from_index(c).unwrap(), weight(w));
            }
            for (c, w) in combos {
                range.set(Combo::from_index(c).unwrap(), weight(w));
            }
            range
        })
}

/// Five or four distinct cards.
fn board() -> impl Strategy<Value = CardSet> {
    (
        proptest::sample::subsequence((0..52).collect::<Vec<usize>>(), 5),
        any::<bool>(),
    )
        .prop_map(|(cards, river)| {
            let n = if river { 5 } else { 4 };
            cards
                .into_iter()
                .take(n)
                .filter_map(pokerlab::Card::from_index)
                .collect()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn ranges_match_the_brute_force(
        a in small_range(),
        b in small_range(),
        c in small_range(),
        third in 0u8..3,
        board in board(),
    ) {
        let mut players = vec![PlayerSpec::Range(a), PlayerSpec::Range(b)];
        match third {
            0 => {}
            1 => players.push(PlayerSpec::Range(c)),
            // A random third player only on the river (the brute force deals every hand).
            _ if board.len() == 5 => players.push(PlayerSpec::Random),
            _ => {}
        }
        let r = EquityRequest::new(players).with_board(board).with_method(Method::Exact);
        // Ranges the board empties, or that cannot be dealt together, are refused alike.
        match (calculate(&r), brute_force(&r)) {
            (Ok(fast), Ok(slow)) => {
                prop_assert_eq!(&fast.tally, &slow);
                assert_consistent(&fast.tally);
            }
            (Err(a), Err(b)) => prop_assert_eq!(a, b),
            (fast, slow) => prop_assert!(false, "{:?} vs {:?}", fast, slow),
        }
    }
}

#[test]
fn mixes_of_ranges_hands_and_random_match_the_brute_force() {
    for (players, board, dead) in [
        (&["AhKh", "QQ+,AKs", "random"][..], "Qh Jh 2c 5d 9s", ""),
        (
            &["random", "TT+:0.5,AQs+", "AsAd"][..],
            "Qh Jh 2c 5d",
            "3c 3d 3h 3s 4c 4d 4h 4s",
        ),
        (
            &["QQ+,AKs", "22+,A2s+,KTs+,AJo+", "JJ,TT", "AsKs"][..],
            "Qh 7h 2c 3d 4s",
            "",
        ),
    ] {
        let r = request(players, board).with_dead(dead.parse().unwrap());
        let fast = exact(&r);
        assert_eq!(
            fast.tally,
            brute_force(&r).unwrap(),
            "{players:?} on {board}"
        );
        assert_consistent(&fast.tally);
    }
}

// ---------------------------------------------------------------------------------------------
// Weights, one-combo ranges, random as a range

#[test]
fn a_weighted_range_is_the_weighted_mix_of_its_parts() {
    // AA at weight 1/2 and KK at 1 against QQ on a flop, against the two parts computed alone:
    // equity = (½·n_AA·e_AA + n_KK·e_KK) / (½·n_AA + n_KK), n the matchups counted.
    let board = "Qs 7h 2c";
    let mix = exact(&request(&["AA:0.5,KK", "QQ"], board));
    let aa = exact(&request(&["AA", "QQ"], board));
    let kk = exact(&request(&["KK", "QQ"], board));
    let (won_aa, all_aa) = aa.equity_ratio(0);
    let (won_kk, all_kk) = kk.equity_ratio(0);
    let (won, all) = mix.equity_ratio(0);
    // Exact fractions: won / all = (won_aa / 2 + won_kk) / (all_aa / 2 + all_kk).
    assert_eq!(won * (all_aa + 2 * all_kk), all * (won_aa + 2 * won_kk));
    // Wins and categories mix the same way; the mix counts in halves of an outcome.
    assert_eq!(mix.samples(), aa.samples() + 2 * kk.samples());
    assert_eq!(
        mix.tally.players[0].wins,
        aa.tally.players[0].wins + 2 * kk.tally.players[0].wins
    );
    let r = request(&["AA:0.5,KK", "QQ"], board);
    assert_eq!(r.weight_denominator(), 2);
    // Equal weights change nothing.
    let half = exact(&request(&["AA:0.5,KK:0.5", "QQ:0.25"], board));
    let full = exact(&request(&["AA,KK", "QQ"], board));
    assert_eq!(half.equity(0), full.equity(0));
    assert_eq!(half.win(1), full.win(1));
}

#[test]
fn a_range_of_one_combo_is_that_hand() {
    for (hero, villain, board) in [
        ("As Ks", "Jd Jc", "2h 7d 9c"),
        ("As Ks", "random", "2h 7d 9c Tc"),
        ("Ah Ad", "QQ+,AKs", "Qs 7h 2c"),
    ] {
        let hand = request(&[hero, villain], board);
        let combo: Combo = hero.parse().unwrap();
        let mut as_range = hand.clone();
        as_range.players[0] = PlayerSpec::Range(Range::from(combo));
        assert_eq!(
            exact(&as_range).tally,
            exact(&hand).tally,
            "{hero} {villain}"
        );
    }
}

#[test]
fn random_as_a_range_is_a_random_player() {
    for (players, board) in [
        (&["AsKs", "random"][..], "2h 7d 9c"),
        (&["QQ+,AKs", "random", "random"][..], "Qh 7h 2c 5s"),
        (&["random", "random"][..], "Qh 7h 2c 5s 5d"),
    ] {
        let plain = request(players, board);
        let mut ranged = plain.clone();
        for p in &mut ranged.players {
            if p.is_random() {
                *p = PlayerSpec::Range(Range::full());
            }
        }
        assert_eq!(exact(&ranged).tally, exact(&plain).tally, "{players:?}");
    }
}

#[test]
fn two_identical_random_opponents_get_identical_counts() {
    let result = exact(&request(&["QQ+,AKs", "random", "random"], "Qh 7h 2c 5s"));
    assert_eq!(result.tally.players[1], result.tally.players[2]);
    assert_consistent(&result.tally);
    let sum: f64 = (0..3).map(|p| result.equity(p)).sum();
    assert!((sum - 1.0).abs() < 1e-12);
}

/// A spot checked by evaluating every matchup on every runout, naively.
#[test]
fn the_benchmark_flop_matches_a_naive_count_of_its_rivers() {
    // On the turn 5s (one card to come), count wins by hand.
    let (a, b): (Range, Range) = (
        "QQ+,AKs".parse().unwrap(),
        "22+,A2s+,KTs+,AJo+".parse().unwrap(),
    );
    let board: CardSet = "Qh 7h 2c 5s".parse().unwrap();
    let (mut wins, mut ties, mut total) = (0u64, 0u64, 0u64);
    for (x, _) in a.live(board) {
        for (y, _) in b.live(board | x.cards()) {
            for river in CardSet::FULL - board - x.cards() - y.cards() {
                let full = board.with(river);
                let (vx, vy) = (evaluate(full | x.cards()), evaluate(full | y.cards()));
                wins += u64::from(vx > vy);
                ties += u64::from(vx == vy);
                total += 1;
            }
        }
    }
    let result = exact(&request(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"], "Qh 7h 2c 5s"));
    assert_eq!(result.samples(), total);
    assert_eq!(result.tally.players[0].wins, wins);
    assert_eq!(result.tally.players[0].ties, ties);
}

// ---------------------------------------------------------------------------------------------
// Monte Carlo

#[test]
fn monte_carlo_with_ranges_is_within_four_standard_errors_of_exact() {
    for (players, board) in [
        // Heavily overlapping ranges: drawing each player's combo again on a collision, rather
        // than the whole deal, would favour the combos that collide less.
        (&["AA,KK", "AA,KK,AK"][..], "2c 7d 9h"),
        (&["QQ+:0.5,AKs", "random", "22+,A2s+"][..], "Qh 7h 2c"),
        (&["AsKs", "TT+,AQ+:0.25"][..], ""),
    ] {
        let r = request(players, board);
        let truth = exact(&r);
        let mc = calculate(
            &r.clone()
                .with_method(Method::MonteCarlo)
                .with_limits(MonteCarloLimits::samples(400_000))
                .with_seed(7),
        )
        .unwrap();
        assert_eq!(mc.method, MethodUsed::MonteCarlo);
        assert_eq!(mc.samples(), 400_000);
        for p in 0..players.len() {
            let se = mc.player_std_error(p).unwrap();
            let diff = (mc.equity(p) - truth.equity(p)).abs();
            assert!(diff < 4.0 * se, "{players:?} player {p}: {diff} vs se {se}");
        }
        // Reproducible from the seed, on any number of threads.
        let engine = Engine::with_threads(2).unwrap();
        let again = engine
            .run(
                &r.clone()
                    .with_method(Method::MonteCarlo)
                    .with_limits(MonteCarloLimits::samples(400_000))
                    .with_seed(7),
            )
            .unwrap();
        assert_eq!(again.tally, mc.tally);
    }
}

// ---------------------------------------------------------------------------------------------
// The engine

#[test]
fn the_engine_gives_the_same_exact_counts_on_two_threads() {
    let engine = Engine::with_threads(2).unwrap();
    let r = request(&["QQ+,AKs", "random", "random"], "Qh 7h 2c 5s").with_method(Method::Exact);
    let pooled = engine.run(&r).unwrap();
    assert_eq!(pooled.method, MethodUsed::Exact);
    assert_eq!(pooled.tally, calculate(&r).unwrap().tally);
    // A job can be cancelled.
    let flop = request(&["QQ+,AKs", "random", "random"], "Qh 7h 2c").with_method(Method::Exact);
    let job = engine.submit(flop, || {}).unwrap();
    job.cancel();
    assert!(job.wait().done);
}

#[test]
fn auto_counts_range_spots_exactly_when_affordable() {
    let flop = request(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"], "Qh 7h 2c");
    assert_eq!(calculate(&flop).unwrap().method, MethodUsed::Exact);
    let three = request(&["QQ+,AKs", "random", "random"], "Qh 7h 2c");
    assert_eq!(pokerlab::equity::choose_method(&three), MethodUsed::Exact);
    let crowd = request(&["QQ+", "random", "random", "random"], "");
    assert_eq!(
        pokerlab::equity::choose_method(&crowd),
        MethodUsed::MonteCarlo
    );
}

// ---------------------------------------------------------------------------------------------
// Bad requests

#[test]
fn impossible_ranges_are_refused() {
    // Every ace is on the board or dead.
    let r = request(&["AA", "KK"], "As Ah 2c").with_dead("Ad".parse().unwrap());
    assert_eq!(r.validate(), Err(RequestError::EmptyRange(1)));
    // Three deuces left: any two pairs of deuces share one.
    let r = request(&["22", "22"], "2s 7h 9c");
    let refused = RequestError::NoMatchup {
        seats: vec![1, 2],
        cards: 3,
    };
    assert_eq!(r.validate(), Err(refused.clone()));
    assert_eq!(calculate(&r).unwrap_err(), refused);
    assert!(
        refused
            .to_string()
            .starts_with("players 1 and 2 cannot be dealt together")
    );
    // A known hand takes the only combo left.
    let r = request(&["AsAh", "AA"], "Ac 7h 9c");
    assert_eq!(r.validate(), Err(RequestError::EmptyRange(2)));
    assert!(RequestError::EmptyRange(2).to_string().contains("player 2"));
}

#[test]
fn players_read_as_cards_random_or_ranges() {
    assert!(PlayerSpec::parse("AsKs").unwrap().is_hand());
    assert!(PlayerSpec::parse(" RANDOM ").unwrap().is_random());
    let range = PlayerSpec::parse("QQ+, AKs:0.5").unwrap();
    assert_eq!(range.range().unwrap().count(), 22);
    assert_eq!(range.to_string().parse::<PlayerSpec>().unwrap(), range);
    // Cards that are not two cards are card errors; the rest range errors.
    for bad in ["AsKsQs", "As"] {
        assert!(matches!(
            PlayerSpec::parse(bad),
            Err(pokerlab::equity::PlayerError::Cards(_))
        ));
    }
    assert!(
        PlayerSpec::parse("AsAs")
            .unwrap_err()
            .to_string()
            .contains("As")
    );
    match PlayerSpec::parse("QQ+, AZs") {
        Err(pokerlab::equity::PlayerError::Range(e)) => assert_eq!(e.pos, 5),
        other => panic!("{other:?}"),
    }
}

/// A player given as a list of combos is a range (the parser lives in `range`, the
/// player in `equity`).
#[test]
fn players_read_lists_of_combos_as_ranges() {
    let list = PlayerSpec::parse("AhKh,AdKd").ok();
    assert_eq!(
        list.as_ref().and_then(|p| p.range()).map(Range::count),
        Some(2)
    );
    let spaced = PlayerSpec::parse("AhKh AdKd QQ+").ok();
    assert_eq!(
        spaced.as_ref().and_then(|p| p.range()).map(Range::count),
        Some(20)
    );
    assert!(matches!(PlayerSpec::parse("AhKh"), Ok(PlayerSpec::Hand(_))));
    // Cards that are no list of combos stay an error about the number of cards.
    for bad in ["AsKsQs", "As Ks Qs", "AsKsQsJsTs"] {
        assert!(
            matches!(PlayerSpec::parse(bad), Err(PlayerError::Cards(_))),
            "{bad}"
        );
    }
}

/// A random hand against queens before the flop is counted exactly (from the preflop table).
#[test]
fn random_against_queens_preflop_is_exact() {
    let request = EquityRequest::parse(&["random", "Qh Qd"]).unwrap();
    let result = calculate(&request).unwrap();
    assert_eq!(result.method, MethodUsed::Exact);
    assert_eq!(result.samples(), 2_097_572_400);
}
