//! The opponent's actions are drawn from the solver's mix for its combo: χ² over 10,000
//! seeded decisions against the strategy read straight from the solved game.

use std::sync::atomic::AtomicBool;

use pokerlab::practice::PracticeHand;
use pokerlab::range::Combo;
use pokerlab::solver::{Game, NodeView, Player, SolveSettings, Spot, Step, solve};
use rand::{SeedableRng, rngs::SmallRng};

use super::{analytic_game, chi_square, chi_square_limit};

/// The mix of `combo` (of the acting player) at `view`, read from the strategy table.
fn mix(view: &NodeView<'_>, combo: Combo) -> Vec<f64> {
    let player = view.player().unwrap();
    let combos = view.combos(player);
    let h = combos.iter().position(|&c| c == combo).unwrap();
    let strategy = view.strategy().unwrap();
    (0..view.actions().len())
        .map(|a| f64::from(strategy[a * combos.len() + h]))
        .collect()
}

/// Draws the opponent's first action `draws` times and returns the counts per action.
fn counts(
    game: &Game,
    player: Player,
    combos: [Combo; 2],
    prefix: &[usize],
    draws: usize,
) -> Vec<u64> {
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut out = vec![0u64; 8];
    for _ in 0..draws {
        let mut hand = PracticeHand::with_combos(game, player, combos, None).unwrap();
        for &a in prefix {
            hand.act(game, a, &Default::default()).unwrap();
        }
        out[hand.opponent_act(game, &mut rng).unwrap()] += 1;
    }
    out
}

#[test]
fn a_bluffing_combo_bets_as_often_as_the_solver_says() {
    let game = analytic_game();
    let air: Combo = "Td4c".parse().unwrap();
    let ip = game.root().child(Step::Action(0)).unwrap();
    let expected_mix = mix(&ip, air);
    // A mixed strategy: this test would pass with any mix, so make sure it is one.
    assert!(expected_mix.iter().all(|&f| f > 0.02), "{expected_mix:?}");
    let n = 10_000;
    // The player holds queens and checks; IP draws its action.
    let observed = counts(&game, Player::Oop, ["QsQh".parse().unwrap(), air], &[0], n);
    let expected: Vec<f64> = expected_mix.iter().map(|f| f * n as f64).collect();
    let chi = chi_square(&observed[..2], &expected);
    assert!(
        chi < chi_square_limit(1),
        "χ² {chi}: {observed:?} vs {expected:?}"
    );
    // Aces never check.
    let observed = counts(
        &game,
        Player::Oop,
        ["QsQh".parse().unwrap(), "AcAd".parse().unwrap()],
        &[0],
        1_000,
    );
    let aces = mix(&ip, "AcAd".parse().unwrap());
    if aces[0] < 1e-6 {
        assert_eq!(observed[0], 0);
    }
}

#[test]
fn an_opening_mix_of_four_actions_is_sampled_to_its_frequencies() {
    let spot = Spot {
        oop: "22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+".parse().unwrap(),
        ip: "55+,A5s+,KTs+,QJs,T9s,98s,AJo+,KQo".parse().unwrap(),
        board: "Qh 8d 5c 2s 2h".parse().unwrap(),
        pot: 100.0,
        stack: 300.0,
        bets: "50,100,a".parse().unwrap(),
        raises: "".parse().unwrap(),
        raise_cap: 0,
        all_in_threshold: 0.1,
    };
    let mut game = Game::new(spot, 1 << 30).unwrap();
    let settings = SolveSettings {
        target_percent: 0.0,
        max_iterations: 60,
        ..SolveSettings::default()
    };
    solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
    let root = game.root();
    assert_eq!(root.actions().len(), 4);
    // The OOP combo whose mix is spread most evenly over the four actions.
    let spread = |m: &[f64]| m.iter().cloned().fold(1.0, f64::min);
    let oop = root
        .combos(Player::Oop)
        .iter()
        .copied()
        .filter(|c| !c.collides("AsKd".parse().unwrap()))
        .max_by(|a, b| spread(&mix(&root, *a)).total_cmp(&spread(&mix(&root, *b))))
        .unwrap();
    let expected_mix = mix(&root, oop);
    assert!(spread(&expected_mix) > 0.01, "{oop}: {expected_mix:?}");
    let n = 10_000;
    let ip: Combo = "AsKd".parse().unwrap();
    let observed = counts(&game, Player::Ip, [oop, ip], &[], n);
    let expected: Vec<f64> = expected_mix.iter().map(|f| f * n as f64).collect();
    let chi = chi_square(&observed[..4], &expected);
    assert!(
        chi < chi_square_limit(3),
        "χ² {chi}: {observed:?} vs {expected:?}"
    );
}
