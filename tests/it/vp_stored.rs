//! The stored video poker data: the built-in tables' strategy charts (one per pay schedule) and
//! the one-card tallies behind [`HoldEvaluator::analyze_once`]. Regenerating them must give
//! the checked-in files byte for byte (a derivation changed without regenerating fails here:
//! run `cargo run --release --example gen_vp_charts`); a stored chart plays as the derived one;
//! a table that differs in anything the derivation reads finds no stored chart; the one-deal
//! analysis equals the draw tables'; and below five coins the chart is the bet's own.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use pokerlab::video_poker::{
    Bet, DeckCard, GameKind, HoldEvaluator, PayTable, STORED_TALLIES, StrategyChart,
    generate_tallies, stored_charts,
};
use rand::seq::SliceRandom;
use rand::{SeedableRng, rngs::SmallRng};

const REGENERATE: &str = "regenerate with `cargo run --release --example gen_vp_charts`";

/// `count` random deals of `kind`'s deck, from `seed`.
fn deals(kind: GameKind, count: usize, seed: u64) -> Vec<[DeckCard; 5]> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut deck: Vec<DeckCard> = DeckCard::all(kind).collect();
    (0..count)
        .map(|_| {
            deck.shuffle(&mut rng);
            [deck[0], deck[1], deck[2], deck[3], deck[4]]
        })
        .collect()
}

/// The first line that differs, for a readable failure.
fn first_difference(a: &str, b: &str) -> String {
    a.lines()
        .zip(b.lines())
        .enumerate()
        .find(|(_, (x, y))| x != y)
        .map_or_else(
            || format!("lengths {} and {}", a.len(), b.len()),
            |(i, (x, y))| format!("line {}:\n  stored:  {x}\n  derived: {y}", i + 1),
        )
}

#[test]
fn stored_charts_are_every_chart_derived_again() {
    // Every built-in table, every pay schedule, derived now (a minute or two).
    let derived = stored_charts::generate(|_, _| {});
    let stored = stored_charts::STORED_CHARTS;
    assert!(
        derived == stored,
        "the stored charts are stale ({REGENERATE}): {}",
        first_difference(stored, &derived)
    );
}

#[test]
fn stored_tallies_are_the_draw_tables_tallies() {
    let derived = generate_tallies();
    assert!(
        derived == STORED_TALLIES,
        "the stored tallies are stale ({REGENERATE}): {}",
        first_difference(STORED_TALLIES, &derived)
    );
}

#[test]
fn every_built_in_table_and_bet_has_a_stored_chart_for_that_bet() {
    for table in PayTable::builtins() {
        for bet in Bet::ALL {
            let chart = StrategyChart::stored(&table, bet)
                .unwrap_or_else(|| panic!("{} at {bet}: no stored chart", table.name()));
            assert_eq!(chart.bet(), bet);
            assert_eq!(chart.lines().last().unwrap().rule(), "Discard everything");
        }
        // Bets that pay alike share a chart; most tables pay the royal less below five coins.
        let groups = stored_charts::bet_groups(&table);
        assert!(groups.last().is_some_and(|g| g.contains(&Bet::MAX)));
    }
}

#[test]
fn a_stored_chart_plays_and_scores_as_the_derived_one() {
    for name in ["jacks-or-better-9-6", "deuces-wild", "joker-poker-kings"] {
        let table = PayTable::builtin(name).unwrap();
        for bet in [Bet::MIN, Bet::MAX] {
            let stored = StrategyChart::stored(&table, bet).unwrap();
            let derived = StrategyChart::build_for(&table, bet);
            assert_eq!(stored.lines(), derived.lines(), "{name} {bet}");
            assert_eq!(stored.chart_return(), derived.chart_return());
            assert_eq!(stored.optimal_return(), derived.optimal_return());
            for deal in deals(table.kind(), 300, 11) {
                assert_eq!(stored.play(&deal), derived.play(&deal), "{name} {deal:?}");
            }
        }
    }
}

#[cfg(feature = "paytable-files")]
#[test]
fn a_table_that_differs_finds_no_stored_chart_but_a_renamed_copy_does() {
    let nine_six = PayTable::default();
    let toml = |name: &str, straight_flush: u32| {
        format!(
            "name = \"{name}\"\ntitle = \"Mine\"\n[pays]\n\
             royal_flush = 800\nstraight_flush = {straight_flush}\nfour_of_a_kind = 25\n\
             full_house = 9\nflush = 6\nstraight = 4\nthree_of_a_kind = 3\n\
             two_pair = 2\njacks_or_better = 1\n"
        )
    };
    let copy = PayTable::from_toml_str(&toml("my-copy", 50)).unwrap();
    assert_eq!(
        stored_charts::fingerprint(&copy, Bet::MAX),
        stored_charts::fingerprint(&nine_six, Bet::MAX)
    );
    assert!(StrategyChart::stored(&copy, Bet::MAX).is_some());
    // One pay changed (no built-in table pays a straight flush 49): nothing stored.
    let mine = PayTable::from_toml_str(&toml("mine", 49)).unwrap();
    assert!(StrategyChart::stored(&mine, Bet::MAX).is_none());
    // The royal's bonus at five coins: its own fingerprint.
    assert_ne!(
        stored_charts::fingerprint(&nine_six, Bet::MIN),
        stored_charts::fingerprint(&nine_six, Bet::MAX)
    );
    assert_eq!(
        stored_charts::fingerprint(&nine_six, Bet::MIN),
        stored_charts::fingerprint(&nine_six, Bet::new(4).unwrap())
    );
}

#[test]
fn one_deal_analysis_equals_the_draw_tables_for_every_table_and_bet() {
    for (i, table) in PayTable::builtins().iter().enumerate() {
        for bet in [Bet::MIN, Bet::MAX] {
            let evaluator = HoldEvaluator::new(table, bet);
            for deal in deals(table.kind(), 12, 100 + i as u64) {
                assert_eq!(
                    HoldEvaluator::analyze_once(table, bet, &deal).unwrap(),
                    evaluator.analyze(&deal).unwrap(),
                    "{} {bet} {deal:?}",
                    table.name()
                );
            }
        }
    }
    // Bad input is refused the same way.
    let table = PayTable::default();
    let twice = [DeckCard::all(GameKind::STANDARD).next().unwrap(); 5];
    assert!(HoldEvaluator::analyze_once(&table, Bet::MAX, &twice).is_err());
    assert!(HoldEvaluator::analyze_once(&table, Bet::MAX, &[DeckCard::JOKER; 5]).is_err());
}

#[test]
fn the_one_coin_chart_plays_the_one_coin_best_hold_where_the_bets_part_ways() {
    // 9/6 Jacks or Better: the royal pays 250 per coin at one to four coins, 800 at five.
    let table = PayTable::default();
    let (one, five) = (
        HoldEvaluator::new(&table, Bet::MIN),
        HoldEvaluator::new(&table, Bet::MAX),
    );
    let one_chart = StrategyChart::stored(&table, Bet::MIN).unwrap();
    let five_chart = StrategyChart::stored(&table, Bet::MAX).unwrap();
    // Deals where perfect play at one coin and at five differ (each with one best hold).
    let mut parted = Vec::new();
    for deal in deals(table.kind(), 400_000, 5) {
        let (a, b) = (one.analyze(&deal).unwrap(), five.analyze(&deal).unwrap());
        if a.best_holds().len() == 1 && b.best_holds().len() == 1 && a.best().mask != b.best().mask
        {
            parted.push((deal, a));
        }
        if parted.len() == 40 {
            break;
        }
    }
    assert!(parted.len() >= 10, "only {} such deals found", parted.len());
    let (mut own_best, mut five_best) = (0, 0);
    for (deal, at_one) in &parted {
        let best = at_one.best().mask;
        own_best += usize::from(one_chart.play(deal).unwrap().hold == best);
        five_best += usize::from(five_chart.play_analyzed(at_one).hold == best);
    }
    // The one-coin chart plays the one-coin best hold on (nearly) all of them; the five-coin
    // chart, made for the royal's bonus, on (nearly) none.
    assert!(
        own_best * 10 >= parted.len() * 9,
        "{own_best} of {}",
        parted.len()
    );
    assert!(
        five_best * 10 <= parted.len(),
        "{five_best} of {}",
        parted.len()
    );
    assert!(one_chart.chart_return() < five_chart.chart_return());
}
