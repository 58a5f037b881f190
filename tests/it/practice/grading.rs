//! Grades on the analytic river game equal its closed form, and the words follow the
//! thresholds.

use pokerlab::practice::{Grade, Thresholds, Verdict, action_evs};
use pokerlab::solver::{Player, Step};

use super::{POT, analytic_game};

/// The closed form: OOP calls P/(P+b) = 1/2; IP's aces win the pot, plus the bet when
/// called, by betting (P + b/2 = 150) and the pot by checking (100); air wins nothing by
/// checking and, bluffing, P(1 − call) − b·call = 0; OOP's queens facing the bet win
/// P + b = 200 against the bluffs (1/3 of the bets, b/(P+2b)) and lose b = 100 to the value:
/// 0, as folding is. Chips as the solver counts them: the share of the final pot less all
/// put in since the spot began.
const TOLERANCE: f64 = 0.01 * POT;

#[test]
fn the_ips_action_evs_are_the_closed_form() {
    let game = analytic_game();
    let ip = game.root().child(Step::Action(0)).unwrap();
    assert_eq!(ip.player(), Some(Player::Ip));
    let tokens: Vec<String> = ip.actions().iter().map(|a| a.token()).collect();
    assert_eq!(tokens, ["x", "b100"]);
    let mut seen = [0, 0];
    for &combo in ip.combos(Player::Ip) {
        let evs = action_evs(&ip, combo).unwrap();
        let (check, bet) = (evs[0].ev, evs[1].ev);
        if combo.class().to_string() == "AA" {
            seen[0] += 1;
            assert!((bet - 150.0).abs() < TOLERANCE, "{combo}: bet {bet}");
            assert!((check - 100.0).abs() < TOLERANCE, "{combo}: check {check}");
            // Aces always bet; the EV as a fraction of the pot.
            assert!(evs[1].frequency > 0.99, "{combo}: {:?}", evs[1]);
            assert!((evs[1].ev_pot - bet / POT).abs() < 1e-12);
        } else {
            seen[1] += 1;
            assert!(bet.abs() < TOLERANCE, "{combo}: bluff {bet}");
            assert!(check.abs() < TOLERANCE, "{combo}: check {check}");
        }
        let mix: f64 = evs.iter().map(|a| a.frequency).sum();
        assert!((mix - 1.0).abs() < 1e-4, "{combo}: mix {mix}");
    }
    assert_eq!(seen, [6, 16]);
}

#[test]
fn the_bluff_catchers_call_and_fold_are_both_zero() {
    let game = analytic_game();
    let facing = game
        .parse_line("x b100")
        .map(|l| game.node(&l).unwrap())
        .unwrap();
    assert_eq!(facing.player(), Some(Player::Oop));
    for &combo in facing.combos(Player::Oop) {
        let evs = action_evs(&facing, combo).unwrap();
        let fold = evs.iter().find(|a| a.token == "f").unwrap();
        let call = evs.iter().find(|a| a.token == "c").unwrap();
        assert_eq!(fold.ev, 0.0, "{combo}");
        assert!(call.ev.abs() < TOLERANCE, "{combo}: call {}", call.ev);
        // Indifferent, so either is best at the default thresholds.
        for chosen in 0..evs.len() {
            let grade = Grade::at(&facing, combo, chosen, &Thresholds::default()).unwrap();
            assert_eq!(grade.verdict, Verdict::Best, "{grade:?}");
        }
        // The equilibrium calls half the time.
        assert!((call.frequency - 0.5).abs() < 0.01, "{call:?}");
    }
}

#[test]
fn checking_aces_loses_half_the_pot_and_the_words_follow_the_thresholds() {
    let game = analytic_game();
    let ip = game.root().child(Step::Action(0)).unwrap();
    let aces = "AsAh".parse().unwrap();
    let air = "Ts4d".parse().unwrap();
    let defaults = Thresholds::default();
    let check = Grade::at(&ip, aces, 0, &defaults).unwrap();
    assert_eq!((check.chosen, check.best), (0, 1));
    assert!((check.loss - 50.0).abs() < TOLERANCE, "{check:?}");
    assert!((check.loss_pot - 0.5).abs() < TOLERANCE / POT);
    assert_eq!(check.pot, POT);
    assert_eq!(check.verdict, Verdict::Blunder);
    let bet = Grade::at(&ip, aces, 1, &defaults).unwrap();
    assert_eq!((bet.loss, bet.verdict), (0.0, Verdict::Best));
    for chosen in 0..2 {
        let grade = Grade::at(&ip, air, chosen, &defaults).unwrap();
        assert!(grade.loss < TOLERANCE, "{grade:?}");
        assert_eq!(grade.verdict, Verdict::Best);
    }
    // The word for checking aces as the thresholds move past its loss of half the pot: the
    // first threshold at or above the loss names it.
    let loss = check.loss_pot;
    let cases = [
        ([0.6, 0.7, 0.8, 0.9], Verdict::Best),
        ([0.1, 0.6, 0.7, 0.8], Verdict::Correct),
        ([0.1, 0.2, 0.6, 0.7], Verdict::Inaccuracy),
        ([0.1, 0.2, 0.3, 0.6], Verdict::Mistake),
        ([0.1, 0.2, 0.3, 0.4], Verdict::Blunder),
    ];
    for ([best, correct, inaccuracy, mistake], word) in cases {
        let t = Thresholds {
            best,
            correct,
            inaccuracy,
            mistake,
        };
        t.check().unwrap();
        let grade = Grade::at(&ip, aces, 0, &t).unwrap();
        assert_eq!(grade.verdict, word, "{t:?} at a loss of {loss}");
        assert_eq!(t.verdict(loss), word);
    }
    // Out of order or negative thresholds are refused.
    assert!(
        Thresholds {
            correct: 0.001,
            ..defaults
        }
        .check()
        .is_err()
    );
    assert!(
        Thresholds {
            best: -0.1,
            ..defaults
        }
        .check()
        .is_err()
    );
    assert!(
        Thresholds {
            mistake: f64::NAN,
            ..defaults
        }
        .check()
        .is_err()
    );
    // An action that is not there is an error, not a panic.
    assert!(Grade::at(&ip, aces, 2, &defaults).is_err());
    assert!(Grade::at(&ip, "QsQh".parse().unwrap(), 0, &defaults).is_err());
}
