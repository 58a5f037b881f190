//! `pokerlab practice` end to end: a scripted session of 20 decisions graded exactly as the
//! library grades the same hands (same seed, same answers), and bad tokens reported with the
//! legal ones and an exit status of 2.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::AtomicBool;

use pokerlab::practice::{BoardChoice, Drill, Grade, PracticeHand, Seat, Thresholds, Turn};
use pokerlab::solver::{Game, GameOptions, Player, SolveSettings, Spot, solve};
use rand::{SeedableRng, rngs::SmallRng};
use serde_json::Value;

fn pokerlab(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pokerlab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("pokerlab runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

const OOP: &str = "TT+,AQs+,AK,KQs";
const IP: &str = "99+,AJs+,KQ";
const BOARD: &str = "Kh 8d 5c 2s 2h";
const SEED: u64 = 7;

fn args(hands: &str) -> Vec<&str> {
    vec![
        "practice",
        "--oop",
        OOP,
        "--ip",
        IP,
        "--board",
        BOARD,
        "--pot",
        "100",
        "--stack",
        "250",
        "--bets",
        "50,a",
        "--raises",
        "a",
        "--raise-cap",
        "1",
        "--allin-threshold",
        "0.1",
        "--seat",
        "both",
        "--aggressor",
        "ip",
        "--hands",
        hands,
        "--seed",
        "7",
        "--target",
        "0.001",
        "--iterations",
        "200",
        "--thresholds",
        "0.5,2,5,15",
        "--json",
        "--threads",
        "2",
    ]
}

/// The same spot and solve as the command line's.
fn game() -> Game {
    let spot = Spot {
        oop: OOP.parse().unwrap(),
        ip: IP.parse().unwrap(),
        board: BOARD.parse().unwrap(),
        pot: 100.0,
        stack: 250.0,
        bets: "50,a".parse().unwrap(),
        raises: "a".parse().unwrap(),
        raise_cap: 1,
        all_in_threshold: 0.1,
    };
    let options = GameOptions {
        max_memory: 4096 << 20,
        ..GameOptions::default()
    };
    let mut game = Game::with_options(spot, options).unwrap();
    let settings = SolveSettings {
        target_percent: 0.001,
        max_iterations: 200,
        time_limit: None,
        check_every: 10,
    };
    solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
    game
}

/// Plays the session with the library until `decisions` decisions: the answers given (the
/// i-th decision takes action (3i + 1) mod n, written as its number or its token by turns),
/// the grades, and the hands played.
fn library_session(game: &Game, decisions: usize) -> (Vec<String>, Vec<Grade>, usize) {
    let drill = Drill {
        spot: game.spot().clone(),
        board: BoardChoice::Fixed(BOARD.parse().unwrap()),
        seat: Seat::Both,
        initiative: Some(Player::Ip),
    };
    let mut rng = SmallRng::seed_from_u64(SEED);
    let (mut answers, mut grades, mut hands) = (Vec::new(), Vec::new(), 0);
    while grades.len() < decisions {
        hands += 1;
        let (spot, player) = drill.deal_spot(&mut rng).unwrap();
        assert_eq!(spot, *game.spot());
        let mut hand = PracticeHand::deal(game, player, drill.initiative, &mut rng).unwrap();
        loop {
            hand.advance(game, &mut rng).unwrap();
            if hand.turn(game) != Turn::Player {
                break;
            }
            let actions = hand.actions(game);
            let i = grades.len();
            let index = (3 * i + 1) % actions.len();
            answers.push(if i % 2 == 0 {
                (index + 1).to_string()
            } else {
                actions[index].token()
            });
            grades.push(hand.act(game, index, &Thresholds::default()).unwrap());
        }
    }
    (answers, grades, hands)
}

#[test]
fn a_scripted_session_is_graded_as_the_library_grades_it() {
    let game = game();
    let (answers, grades, hands) = library_session(&game, 20);
    assert!(grades.len() >= 20);
    let hands = hands.to_string();
    let output = pokerlab(&args(&hands), &(answers.join("\n") + "\n"));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    let lines: Vec<Value> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let decisions: Vec<&Value> = lines.iter().filter(|v| v["type"] == "decision").collect();
    assert_eq!(decisions.len(), grades.len());
    for (d, g) in decisions.iter().zip(&grades) {
        let cli = &d["grade"];
        assert_eq!(cli["chosen"], g.chosen, "{d}");
        assert_eq!(cli["best"], g.best, "{d}");
        assert_eq!(cli["verdict"], g.verdict.word(), "{d}");
        let actions = cli["actions"].as_array().unwrap();
        assert_eq!(actions.len(), g.actions.len());
        for (a, b) in actions.iter().zip(&g.actions) {
            assert_eq!(a["token"], b.token.as_str());
            let ev = a["ev"].as_f64().unwrap();
            assert!(
                (ev - b.ev).abs() < 1e-6 * (1.0 + b.ev.abs()),
                "{ev} vs {}",
                b.ev
            );
        }
        assert!((cli["loss"].as_f64().unwrap() - g.loss).abs() < 1e-6 * (1.0 + g.loss));
    }
    let summary = lines.last().unwrap();
    assert_eq!(summary["type"], "summary");
    assert_eq!(summary["all"]["decisions"], grades.len());
    assert_eq!(summary["hands"].as_u64().unwrap().to_string(), hands);
    let errors = grades.iter().filter(|g| g.verdict.is_error()).count();
    assert_eq!(summary["all"]["errors"], errors);
    assert_eq!(summary["skipped_lines"], 0);
}

#[test]
fn a_bad_token_is_skipped_with_the_legal_ones_and_exits_2() {
    let game = game();
    let (answers, grades, _) = library_session(&game, 1);
    // A bad line before the first answer: skipped, the next line answers the same decision.
    let input = format!("bogus\n{}\n", answers[0]);
    let output = pokerlab(&args("1"), &input);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("`bogus` is not an action here: give 1 or "),
        "{stderr}"
    );
    assert!(stderr.contains("1 input line named no action"), "{stderr}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let first: Value = stdout
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .find(|v| v["type"] == "decision")
        .unwrap();
    assert_eq!(first["grade"]["chosen"], grades[0].chosen);
    assert!(stdout.lines().last().unwrap().contains("\"summary\""));
    // Bad options are refused before anything is printed.
    for (option, value) in [
        ("--seat", "left"),
        ("--thresholds", "1,2"),
        ("--hands", "0"),
        ("--aggressor", "btn"),
    ] {
        let mut a = args("1");
        let at = a.iter().position(|x| *x == option).unwrap();
        a[at + 1] = value;
        let output = pokerlab(&a, "");
        assert_eq!(output.status.code(), Some(2), "{option} {value}");
        assert!(output.stdout.is_empty());
        assert!(String::from_utf8_lossy(&output.stderr).contains(option));
    }
    // The end of input ends the session early, with its summary.
    let output = pokerlab(&args("3"), "");
    assert_eq!(output.status.code(), Some(0));
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.lines().last().unwrap().contains("\"summary\""));
}

#[test]
fn a_filtered_board_drill_plays_in_text() {
    let output = pokerlab(
        &[
            "practice",
            "--oop",
            "QQ",
            "--ip",
            "AA,T4",
            "--board-filter",
            "rainbow",
            "--street",
            "turn",
            "--pot",
            "100",
            "--stack",
            "100",
            "--bets",
            "a",
            "--hands",
            "2",
            "--seed",
            "1",
            "--iterations",
            "30",
        ],
        "x\nx\nx\nx\nx\nx\n",
    );
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("Hand 2:"), "{stdout}");
    assert!(stdout.contains("Session: 2 hands"), "{stdout}");
    // A filter no board matches is bad input.
    let output = pokerlab(
        &[
            "practice",
            "--oop",
            "QQ",
            "--ip",
            "AA",
            "--board-filter",
            "rainbow",
            "--pot",
            "100",
            "--stack",
            "100",
            "--bets",
            "a",
        ],
        "",
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("no board matches"));
}

#[test]
fn a_session_saves_as_json_and_reads_back_the_same() {
    let game = game();
    let mut rng = SmallRng::seed_from_u64(11);
    let mut session = pokerlab::practice::Session::default();
    for i in 0..6 {
        let seat = if i % 2 == 0 { Player::Oop } else { Player::Ip };
        let mut hand = PracticeHand::deal(&game, seat, Some(Player::Ip), &mut rng).unwrap();
        loop {
            hand.advance(&game, &mut rng).unwrap();
            if hand.turn(&game) != Turn::Player {
                break;
            }
            let n = hand.actions(&game).len();
            hand.act(&game, i % n, &Thresholds::default()).unwrap();
        }
        session.push(hand.record(&game));
    }
    assert!(session.decisions() > 0);
    let text = serde_json::to_string(&session).unwrap();
    let back: pokerlab::practice::Session = serde_json::from_str(&text).unwrap();
    // serde_json reads a float back to within an ulp (without its `float_roundtrip`), so
    // the numbers are compared to 1e-12 and everything else exactly.
    assert_eq!(back.hands.len(), session.hands.len());
    for (a, b) in back.hands.iter().zip(&session.hands) {
        assert_eq!(
            (
                a.spot,
                a.player,
                a.player_cards,
                a.opponent_cards,
                a.board,
                a.final_board
            ),
            (
                b.spot,
                b.player,
                b.player_cards,
                b.opponent_cards,
                b.board,
                b.final_board
            )
        );
        assert_eq!((&a.line, a.outcome), (&b.line, b.outcome));
        assert_eq!(a.decisions.len(), b.decisions.len());
        for (x, y) in a.decisions.iter().zip(&b.decisions) {
            assert_eq!(
                (&x.line, x.street, x.board, x.kind, x.class),
                (&y.line, y.street, y.board, y.kind, y.class)
            );
            let (g, h) = (&x.grade, &y.grade);
            assert_eq!((g.chosen, g.best, g.verdict), (h.chosen, h.best, h.verdict));
            for (p, q) in g.actions.iter().zip(&h.actions) {
                assert_eq!((&p.token, &p.name), (&q.token, &q.name));
                for (u, v) in [(p.ev, q.ev), (p.frequency, q.frequency), (g.loss, h.loss)] {
                    assert!((u - v).abs() <= 1e-12 * (1.0 + v.abs()), "{u} vs {v}");
                }
            }
        }
    }
    assert_eq!(back.stats().all.decisions, session.stats().all.decisions);
    assert!((back.stats().all.loss - session.stats().all.loss).abs() < 1e-9);
    // A damaged file is an error, not a panic.
    let damaged = text.replacen("\"ip\"", "\"button\"", 1);
    assert!(serde_json::from_str::<pokerlab::practice::Session>(&damaged).is_err());
}
