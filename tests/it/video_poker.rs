//! The video poker engine against the published returns, the strategy rules every player
//! knows, and properties over arbitrary deals and pay-table text. (Plain brute force, with an
//! independent classifier, is in `vp_brute_force.rs`.)

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use pokerlab::video_poker::{Bet, HoldEvaluator, HoldMask, PayTable, analyze};
use pokerlab::{Card, CardSet, parse_exact};

fn cards(text: &str) -> Vec<Card> {
    parse_exact(text, 5).unwrap()
}

// ---------------------------------------------------------------------------------------------
// Published returns (../shared/REFERENCE.md and the standard pay-table literature), to the
// printed precision: four decimals of a percentage, i.e. 1e-6 of the return.

fn assert_return(name: &str, published_percent: f64) {
    let analysis = analyze(&PayTable::builtin(name).unwrap());
    let percent = analysis.return_rate() * 100.0;
    assert!(
        (percent - published_percent).abs() <= 0.00005,
        "{name}: computed {percent:.7}%, published {published_percent}%"
    );
    let total: f64 = analysis.frequencies().iter().map(|f| f.probability).sum();
    assert!((total - 1.0).abs() < 1e-12);
}

#[test]
fn jacks_or_better_9_6_returns_99_5439_percent() {
    assert_return("jacks-or-better-9-6", 99.5439);
    let analysis = analyze(&PayTable::default());
    let royal = analysis.line_probability("royal_flush").unwrap();
    assert_eq!((1.0 / royal).round(), 40_391.0);
    // The exact fraction agrees with the float.
    let (num, den) = analysis.return_fraction();
    assert!((num as f64 / den as f64 - analysis.return_rate()).abs() < 1e-15);
}

#[test]
fn jacks_or_better_8_5_returns_97_2984_percent() {
    assert_return("jacks-or-better-8-5", 97.2984);
}

#[test]
fn deuces_wild_full_pay_returns_100_7620_percent() {
    assert_return("deuces-wild", 100.7620);
}

#[test]
fn other_builtin_tables_return_their_published_figures() {
    assert_return("jacks-or-better-7-5", 96.1472);
    assert_return("bonus-poker-8-5", 99.1660);
    assert_return("double-bonus-10-7", 100.1725);
    assert_return("double-double-bonus-9-6", 98.9808);
}

// ---------------------------------------------------------------------------------------------
// Strategy everyone knows.

fn best(table: &str, dealt: &str) -> String {
    let evaluator = HoldEvaluator::new(&PayTable::builtin(table).unwrap(), Bet::MAX);
    let analysis = evaluator.analyze(&cards(dealt)).unwrap();
    analysis.best().mask.describe(analysis.dealt())
}

#[test]
fn four_to_a_royal_beats_a_made_flush_or_straight() {
    assert_eq!(best("jacks-or-better-9-6", "As Ks Qs Js 9s"), "As Ks Qs Js");
    assert_eq!(best("jacks-or-better-9-6", "As Ks Qs Js Td"), "As Ks Qs Js");
}

#[test]
fn a_low_pair_beats_four_to_an_outside_straight() {
    assert_eq!(best("jacks-or-better-9-6", "5c 5d 6h 7s 8c"), "5c 5d");
}

#[test]
fn two_pair_keeps_both_pairs() {
    assert_eq!(best("jacks-or-better-9-6", "Kh Kd 7c 7s 2h"), "Kh Kd 7c 7s");
}

#[test]
fn unsuited_ace_king_queen_keeps_king_queen() {
    assert_eq!(best("jacks-or-better-9-6", "Ah Kd Qc 7s 3h"), "Kd Qc");
}

#[test]
fn deuces_are_always_kept() {
    assert!(best("deuces-wild", "2c 2d 2h 2s 5c").starts_with("2c 2d 2h 2s"));
    assert!(best("deuces-wild", "2h 5c 9d Js 4h").contains("2h"));
}

#[test]
fn exact_ties_are_reported() {
    // Four queens: the kicker does not matter, so holding four or five cards ties exactly.
    let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
    let analysis = evaluator.analyze(&cards("Qc Qd Qh Qs 2c")).unwrap();
    let tied: Vec<String> = analysis.best_holds().map(|h| h.mask.to_string()).collect();
    assert_eq!(tied, ["11111", "11110"]);
    assert_eq!(analysis.best().ev.to_f64(), 25.0);
    assert!(analysis.is_best("11110".parse().unwrap()));
    assert_eq!(analysis.loss("11110".parse().unwrap()).numerator(), 0);
}

#[test]
fn the_royal_pays_less_below_max_bet() {
    let dealt = cards("As Ks Qs Js 9s");
    let table = PayTable::default();
    let max = HoldEvaluator::new(&table, Bet::MAX)
        .analyze(&dealt)
        .unwrap();
    let one = HoldEvaluator::new(&table, Bet::MIN)
        .analyze(&dealt)
        .unwrap();
    let draw: HoldMask = "11110".parse().unwrap();
    // Of the 47 draws only the Ts changes pay: a royal at 800 per coin, or 250 below max bet.
    let diff = max.hold(draw).total - one.hold(draw).total;
    assert_eq!(diff, 800 - 250);
    assert_eq!(one.bet(), Bet::MIN);
}

#[test]
fn bad_dealt_hands_are_errors() {
    let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
    let ace: Card = "As".parse().unwrap();
    let king: Card = "Ks".parse().unwrap();
    assert!(evaluator.analyze(&[ace, king, ace, king, ace]).is_err());
    assert!(evaluator.analyze(&[ace, king]).is_err());
}

// ---------------------------------------------------------------------------------------------
// Properties over arbitrary deals and arbitrary pay-table text.

mod properties {
    use super::*;
    use pokerlab::video_poker::Ev;
    use proptest::prelude::*;

    fn deal() -> impl Strategy<Value = Vec<Card>> {
        proptest::sample::subsequence((0..52usize).collect::<Vec<_>>(), 5)
            .prop_shuffle()
            .prop_map(|idx| {
                idx.into_iter()
                    .map(|i| Card::from_index(i).unwrap())
                    .collect()
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// The 32 holds are consistent with each other and with the draws they count.
        #[test]
        fn holds_are_consistent(dealt in deal(), which in 0usize..8, bet in 1u8..=5) {
            let name = PayTable::builtin_names()[which];
            let table = PayTable::builtin(name).unwrap();
            let bet = Bet::new(bet).unwrap();
            let evaluator = HoldEvaluator::new(&table, bet);
            let analysis = evaluator.analyze(&dealt).unwrap();
            let best = analysis.best().ev;
            for hold in analysis.holds() {
                prop_assert!(hold.ev <= best);
                prop_assert_eq!(hold.ev, Ev::from_total(hold.total, hold.draws));
                prop_assert_eq!(analysis.loss(hold.mask) + hold.ev, best);
                // The draws' outcomes add up to the draws and to the total pay.
                let outcomes = evaluator.outcomes(&dealt, hold.mask).unwrap();
                prop_assert_eq!(outcomes.iter().map(|o| o.1).sum::<u64>(), hold.draws);
                let paid: u64 = outcomes
                    .iter()
                    .map(|&(class, n)| n * table.pay_per_coin(class, bet) as u64)
                    .sum();
                prop_assert_eq!(paid, hold.total);
            }
            // Keeping everything pays the dealt hand.
            let set: CardSet = dealt.iter().copied().collect();
            let class = table.kind().classify(set).unwrap();
            prop_assert_eq!(analysis.hold(HoldMask::ALL).total, table.pay_per_coin(class, bet) as u64);
            // Reordering the cards moves the masks with them and changes nothing else.
            let mut reversed = dealt.clone();
            reversed.reverse();
            let again = evaluator.analyze(&reversed).unwrap();
            for hold in analysis.holds() {
                let flipped = HoldMask::from_bits(
                    (0..5).filter(|&i| hold.mask.is_held(i)).fold(0, |m, i| m | 1 << (4 - i)),
                );
                prop_assert_eq!(again.ev(flipped), hold.ev);
            }
        }

        /// Any text is either a pay table or an error, never a panic.
        #[cfg(feature = "paytable-files")]
        #[test]
        fn pay_table_text_never_panics(text in ".{0,200}") {
            let _ = PayTable::from_toml_str(&text);
            let _ = PayTable::from_json_str(&text);
        }

        /// Hold masks read back what they print.
        #[test]
        fn hold_masks_round_trip(bits in 0u8..32) {
            let mask = HoldMask::from_bits(bits);
            prop_assert_eq!(mask.to_string().parse::<HoldMask>(), Ok(mask));
        }
    }

    #[cfg(feature = "paytable-files")]
    #[test]
    fn pay_table_files_report_their_faults() {
        use pokerlab::video_poker::{PayClass, PayTableError};
        // Pays come in tenths of a coin at most (5.5 is a pay; 5.55 is not).
        assert!(matches!(
            PayTable::from_toml_str("[pays]\nroyal_flush = 800\nflush = 5.55"),
            Err(PayTableError::BadPay { .. })
        ));
        assert!(PayTable::from_toml_str("[pays]\nroyal_flush = 800\nflush = 5.5").is_ok());
        // Tables that cannot exist say why.
        assert!(matches!(
            PayTable::from_toml_str("[pays]\nroyal_flush = 800\nwild_royal_flush = 25"),
            Err(PayTableError::WildLine { .. })
        ));
        assert!(matches!(
            PayTable::from_toml_str("[pays]\nroyal_flush = 800\nfour_j_k_with_a_4 = 80"),
            Err(PayTableError::NoKickerRule { .. })
        ));
        assert!(matches!(
            PayTable::from_toml_str(
                "[pays]\nroyal_flush = 800\njacks_or_better = 1\ntens_or_better = 1"
            ),
            Err(PayTableError::TwoMinimumPairs { .. })
        ));
        assert!(matches!(
            PayTable::from_toml_str("max_bet_coins = 7\n[pays]\nroyal_flush = 800"),
            Err(PayTableError::BadMaxBet { .. })
        ));
        assert!(matches!(
            PayTable::from_toml_str("[pays]\nroyal_flush = 2000000"),
            Err(PayTableError::BadPay { .. })
        ));
        let joker = PayTable::from_toml_str(
            "game = 'joker-poker'\n[pays]\nnatural_royal_flush = 800\nfive_of_a_kind = 200\naces_or_better = 1",
        )
        .unwrap();
        assert_eq!(joker.min_pair(), pokerlab::Rank::Ace);
        assert_eq!(joker.kind().deck_size(), 53);
        assert!(matches!(
            PayTable::from_toml_str("game = 'pai-gow'\n[pays]\nflush = 5"),
            Err(PayTableError::UnknownGame { .. })
        ));
        assert!(matches!(
            PayTable::from_json_str(r#"{"game": "deuces-wild", "pays": {"jacks_or_better": 1}}"#),
            Err(PayTableError::UnknownHand { .. })
        ));
        assert!(matches!(
            PayTable::from_toml_str("[pays]\nflush = 0"),
            Err(PayTableError::NoPays { .. })
        ));
        assert!(matches!(
            PayTable::from_toml_str("colour = 'red'\n[pays]\nflush = 5"),
            Err(PayTableError::Syntax { .. })
        ));
        assert!(matches!(
            PayTable::resolve("no-such-table"),
            Err(PayTableError::UnknownName { .. })
        ));
        // Bonus lines fall back to the general four-of-a-kind line.
        let t = PayTable::from_toml_str("[pays]\nfour_of_a_kind = 25\nfour_aces = 80").unwrap();
        assert_eq!(
            t.pay_per_coin(PayClass::FourAcesWithLowKicker, Bet::MAX),
            80
        );
        assert_eq!(t.pay_per_coin(PayClass::FourLow, Bet::MAX), 25);
        assert_eq!(t.pay_per_coin(PayClass::RoyalFlush, Bet::MAX), 0);
    }
}
