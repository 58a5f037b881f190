//! The Odds Grid, Video Poker and Benchmark tabs driven like a user would: controls found by
//! their accessibility labels, clicked and typed into; the figures on screen checked against
//! the engines computed directly. Every tab of the registry, opened by its shortcut and its
//! label; a hidden tab's job collected while another is shown. No window or GPU:
//! egui_kittest runs the app headless.

#![allow(clippy::unwrap_used)] // test code, helpers included: a panic is a failure report

use crate::common::{MemoryStorage, click, harness, harness_with, open, wait};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use pokerlab::bench::EvalBenchConfig;
use pokerlab::equity::vs_random::{VsRandom, VsRandomSpot, VsRandomWork};
use pokerlab::video_poker::{Bet, Deck, HoldEvaluator, HoldMask, PayTable};
use pokerlab::{Card, CardSet, Category, parse_cards};
use pokerlab_app::app::Tab;
use pokerlab_app::app::benchmark::RunPlan;
use pokerlab_app::ui::PokerlabApp;
use pokerlab_app::ui::shell::tab_shortcut;

/// The texts of the labels inside the group named `group`, in order.
fn texts_in(h: &Harness<'_, PokerlabApp>, group: &str) -> Vec<String> {
    let node = h
        .query_by_role_and_label(Role::Group, group)
        .unwrap_or_else(|| h.get_by_role_and_label(Role::Row, group));
    node.get_all_by_role(Role::Label)
        .filter_map(|n| n.value())
        .collect()
}

/// How the grid writes a fraction: two decimals, a dash for none.
fn shown(x: f64) -> String {
    if x == 0.0 {
        "–".to_owned()
    } else if x < 0.000_05 {
        "<0.01%".to_owned()
    } else {
        format!("{:.2}%", 100.0 * x)
    }
}

/// Checks every row of the grid and its totals against `expected`.
fn assert_grid_shows(h: &Harness<'_, PokerlabApp>, expected: &VsRandom) {
    for category in Category::ALL {
        let (mine, theirs) = (expected.player(category), expected.opponent(category));
        let want: Vec<String> = [mine.made, mine.win, mine.tie, theirs.win]
            .into_iter()
            .map(shown)
            .collect();
        assert_eq!(
            texts_in(h, &format!("{} row", category.name())),
            want,
            "{category:?}"
        );
    }
    let totals = texts_in(h, "Totals");
    let want = [
        "100%".to_owned(),
        format!("{:.2}%", 100.0 * expected.win()),
        format!("{:.2}%", 100.0 * expected.tie()),
        format!("{:.2}%", 100.0 * expected.lose()),
    ];
    assert_eq!(totals, want);
    assert_eq!(
        texts_in(h, "Equity"),
        [
            "Equity".to_owned(),
            format!("{:.2}%", 100.0 * expected.equity())
        ]
    );
}

fn spot(hand: &str, board: &str, dead: &str, opponents: usize) -> VsRandomSpot {
    VsRandomSpot::new(
        hand.parse().unwrap(),
        board.parse().unwrap(),
        dead.parse::<CardSet>().unwrap(),
        opponents,
    )
    .unwrap()
}

#[test]
fn the_odds_grid_shows_the_engines_exact_figures_for_the_seeds_hand() {
    let mut h = harness();
    open(&mut h, Tab::OddsGrid);
    // The tab opens on the article's example hand, As Ks; deal its flop from the deck.
    assert_eq!(
        h.state()
            .odds_grid()
            .inputs()
            .text(pokerlab_app::app::odds_grid::inputs::Place::Hand),
        "AsKs"
    );
    for card in ["Ts", "Qs", "2d"] {
        click(&mut h, &card.parse::<Card>().unwrap().name());
    }
    wait(&mut h, "the grid", |app| app.odds_grid().is_settled());
    let expected = VsRandomWork::exact(spot("As Ks", "Ts Qs 2d", "", 1))
        .unwrap()
        .run();
    assert_eq!(expected.samples(), 1_070_190);
    assert_grid_shows(&h, &expected);
    assert!(h.query_by_label("exact").is_some());

    // Three opponents: Monte Carlo with the engine's default seed, the same figures as
    // computing it directly, with its error shown.
    click(&mut h, "3 opponents");
    wait(&mut h, "the grid", |app| app.odds_grid().is_settled());
    let expected = VsRandomWork::auto(spot("As Ks", "Ts Qs 2d", "", 3)).run();
    assert_grid_shows(&h, &expected);
    let se = 100.0 * expected.std_error().unwrap();
    let badge = format!("± {se:.2}% · 1.0 M samples");
    assert!(
        se < 0.05 && h.query_by_label(&badge).is_some(),
        "no `{badge}`"
    );
}

#[test]
fn clicking_a_chart_cell_studies_that_hand_with_suits_clear_of_the_board() {
    let mut h = harness();
    open(&mut h, Tab::OddsGrid);
    // Type a board holding the ace of spades, then pick AA on the chart.
    h.get_by_label("Board cards").focus();
    h.step();
    h.get_by_label("Board cards").type_text("As 7h 2c");
    h.key_press(egui::Key::Enter);
    h.step();
    h.step();
    // As Ks was the hand: the board's As is refused, and the message names where it is.
    assert!(
        h.query_by_label("As is already used (Your first card)")
            .is_some()
    );
    // Nothing typed is lost: clear the hand, and the same text applies.
    click(&mut h, "Clear all");
    h.get_by_label("Board cards").focus();
    h.step();
    h.key_press(egui::Key::Enter);
    h.step();
    h.step();
    assert_eq!(
        h.state().odds_grid().inputs().street_board(),
        "As 7h 2c".parse::<CardSet>().unwrap()
    );
    let aa = h.get_by_label("AA");
    // The chart says what AA is worth before the flop against one random hand.
    let figure = aa.value().unwrap();
    let table = pokerlab::equity::preflop_table::lookup_cards("Ah Ad".parse().unwrap()).unwrap();
    assert_eq!(figure, format!("{:.1}%", 100.0 * table.equity() as f32));
    aa.click();
    h.step();
    let hand = h.state().odds_grid().inputs().hand();
    assert_eq!(
        hand.map(|c| c.map(|c| c.to_string())),
        [Some("Ah".into()), Some("Ad".into())]
    );
    wait(&mut h, "the grid", |app| app.odds_grid().is_settled());
    let expected = VsRandomWork::exact(spot("Ah Ad", "As 7h 2c", "", 1))
        .unwrap()
        .run();
    assert_grid_shows(&h, &expected);
}

/// The hold EVs of a deal, computed directly.
fn holds_of<C: Copy + Into<pokerlab::video_poker::DeckCard>>(
    cards: &[C; 5],
) -> pokerlab::video_poker::HoldsAnalysis {
    HoldEvaluator::new(&PayTable::default(), Bet::MAX)
        .analyze(cards)
        .unwrap()
}

fn figure(h: &Harness<'_, PokerlabApp>, caption: &str) -> String {
    let texts = texts_in(h, caption);
    assert_eq!(texts.len(), 2, "{caption}: {texts:?}");
    texts[1].clone()
}

fn open_trainer(h: &mut Harness<'_, PokerlabApp>) {
    open(h, Tab::VideoPoker);
    wait(h, "the draw tables", |app| app.video_poker().is_ready());
}

#[test]
fn a_seeded_deal_hold_by_label_and_draw_pays_by_the_table() {
    let mut h = harness();
    open_trainer(&mut h);
    h.state_mut().video_poker_mut().seed(2024);
    assert_eq!(figure(&h, "CREDITS"), "1,000");
    click(&mut h, "Deal");
    wait(&mut h, "the deal's EVs", |app| app.video_poker().is_ready());
    assert_eq!(figure(&h, "CREDITS"), "995");
    let dealt = h
        .state()
        .video_poker()
        .trainer()
        .game()
        .hand()
        .unwrap()
        .cards();
    // The five cards, by label, show the dealt cards.
    for (i, card) in dealt.iter().enumerate() {
        let label = format!("Card {}", i + 1);
        assert_eq!(h.get_by_label(&label).value(), Some(card.name()));
    }
    let analysis = holds_of(&dealt);
    let ev = |mask: HoldMask| format!("{:.4}", analysis.ev(mask).to_f64());
    assert_eq!(figure(&h, "Best EV"), ev(analysis.best().mask));
    assert_eq!(figure(&h, "EV of your hold"), ev(HoldMask::NONE));
    // Hold the first card by clicking it and the second by its key: the EV follows.
    click(&mut h, "Card 1");
    h.key_press(egui::Key::Num2);
    h.step();
    h.run_ok();
    let held = HoldMask::NONE.toggled(0).toggled(1);
    assert_eq!(h.state().video_poker().trainer().held(), held);
    assert_eq!(figure(&h, "EV of your hold"), ev(held));

    click(&mut h, "Draw");
    h.run_ok();
    let last = h.state().video_poker().trainer().last().unwrap().clone();
    assert_eq!(last.result.dealt, dealt);
    assert_eq!(
        (last.result.final_hand[0], last.result.final_hand[1]),
        (dealt[0], dealt[1])
    );
    // Paid by the table: classify the final hand independently.
    let table = PayTable::default();
    let class = table
        .kind()
        .classify(
            last.result
                .final_hand
                .iter()
                .filter_map(|c| c.card())
                .collect(),
        )
        .unwrap();
    let payout = table.payout(class, Bet::MAX);
    assert_eq!(last.result.payout, payout);
    let credits = 995 + payout;
    assert_eq!(h.state().video_poker().trainer().game().credits(), credits);
    let grouped = if credits >= 1000 {
        format!("{},{:03}", credits / 1000, credits % 1000)
    } else {
        credits.to_string()
    };
    assert_eq!(figure(&h, "CREDITS"), grouped);
    // The verdict agrees with the engine.
    let stats = h.state().video_poker().trainer().stats().clone();
    assert_eq!(stats.hands(), 1);
    assert_eq!(stats.mistakes(), u64::from(!analysis.is_best(held)));
}

#[test]
fn a_made_flush_held_over_four_to_the_royal_is_a_mistake_explained() {
    let mut h = harness();
    open_trainer(&mut h);
    let deck = Deck::stacked(&parse_cards("As Ks Qs Js 9s Ts").unwrap()).unwrap();
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run_ok();
    for i in 1..=5 {
        click(&mut h, &format!("Card {i}"));
    }
    h.run_ok();
    click(&mut h, "Draw");
    h.run_ok();
    // The flush pays 6 per coin at 5 coins.
    assert_eq!(h.state().video_poker().trainer().game().credits(), 995 + 30);
    assert_eq!(figure(&h, "WIN"), "30");
    let dealt: [Card; 5] = parse_cards("As Ks Qs Js 9s").unwrap().try_into().unwrap();
    let analysis = holds_of(&dealt);
    let loss = analysis.loss(HoldMask::ALL);
    let verdict = format!("✘ Mistake: gave up {:.4} per coin", loss.to_f64());
    assert!(h.query_by_label(&verdict).is_some(), "no `{verdict}`");
    assert_eq!(h.state().video_poker().trainer().stats().mistakes(), 1);
    // The best hold (the four to the royal) is ranked first, the player's hold is marked.
    assert!(h.query_by_label("As Ks Qs Js").is_some());
    assert!(h.query_by_label("As Ks Qs Js 9s  ← you").is_some());
    // The chart (stored, so there at once) marks the line the player's hold fits.
    assert!(h.query_by_label_contains("← your hold").is_some());
    // Keys deal the next hand (Space) and the credits go down by the bet.
    h.key_press(egui::Key::Space);
    h.step();
    h.run_ok();
    assert!(h.state().video_poker().trainer().in_play());
    assert_eq!(h.state().video_poker().trainer().game().credits(), 1020);
}

#[test]
fn the_hint_marks_the_best_hold_and_bets_follow_the_buttons() {
    let mut h = harness();
    open_trainer(&mut h);
    click(&mut h, "Bet one");
    h.run_ok();
    assert_eq!(h.state().video_poker().trainer().game().bet(), Bet::MIN);
    assert_eq!(figure(&h, "BET"), "1");
    click(&mut h, "Bet max");
    h.run_ok();
    assert_eq!(h.state().video_poker().trainer().game().bet(), Bet::MAX);
    click(&mut h, "Mark the best hold while I play");
    h.run_ok();
    assert!(h.state().video_poker().trainer().hint());
    let deck = Deck::stacked(&parse_cards("Jh Jd 7c 4s 2d").unwrap()).unwrap();
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run_ok();
    assert!(h.query_by_label("Hint: hold Jh Jd").is_some());
}

#[test]
fn the_benchmark_runs_in_the_background_and_reports() {
    let mut h = harness();
    open(&mut h, Tab::Benchmark);
    h.state_mut().benchmark_mut().override_plan(RunPlan {
        evaluator: EvalBenchConfig {
            runs: 1,
            random_hands: 20_000,
            skip_seven_sequential: true,
        },
        timings: None,
    });
    click(&mut h, "Run benchmark");
    assert!(h.state().benchmark().is_running());
    // The window keeps drawing while it runs.
    wait(&mut h, "the benchmark", |app| !app.benchmark().is_running());
    let results = h.state().benchmark().results().unwrap();
    assert_eq!(results.evaluator.len(), 5);
    for figure in &results.evaluator {
        let order = match figure.order {
            pokerlab::bench::Order::Sequential => "sequential",
            pokerlab::bench::Order::Random => "random order",
        };
        let row = format!("{}-card hands, {order}", figure.cards);
        let texts = texts_in(&h, &row);
        assert_eq!(texts, [format!("{:.1} M/s", figure.mevals_per_s)], "{row}");
    }
    assert!(h.query_by_label_contains("Done in").is_some());
    assert!(h.query_by_label("Run again").is_some());
}

#[test]
fn the_benchmark_stops_when_asked() {
    let mut h = harness();
    open(&mut h, Tab::Benchmark);
    h.state_mut().benchmark_mut().override_plan(RunPlan {
        evaluator: EvalBenchConfig {
            runs: 1,
            random_hands: 20_000,
            skip_seven_sequential: true,
        },
        timings: Some(true),
    });
    click(&mut h, "Run benchmark");
    h.step();
    click(&mut h, "Stop");
    wait(&mut h, "the benchmark to stop", |app| {
        !app.benchmark().is_running()
    });
    let results = h.state().benchmark().results().unwrap();
    assert!(
        results.evaluator.len() < 5 || results.timings.len() < 8,
        "it ran to the end"
    );
    assert!(h.query_by_label_contains("Stopped after").is_some());
}

#[test]
fn every_control_of_the_new_tabs_has_an_accessible_name() {
    let mut h = harness();
    for tab in [Tab::OddsGrid, Tab::VideoPoker, Tab::Benchmark] {
        open(&mut h, tab);
        if tab == Tab::VideoPoker {
            wait(&mut h, "the draw tables", |app| {
                app.video_poker().is_ready()
            });
            click(&mut h, "Deal");
            h.run_ok();
        }
        assert_eq!(h.unnamed_widgets(), Vec::<String>::new(), "{tab:?}");
    }
}

#[test]
fn credits_and_the_grid_survive_a_restart_and_bad_state_is_ignored() {
    let mut h = harness();
    open_trainer(&mut h);
    let deck = Deck::stacked(&parse_cards("Jh Jd 7c 4s 2d Js 9c 3h").unwrap()).unwrap();
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run_ok();
    click(&mut h, "Card 1");
    click(&mut h, "Card 2");
    click(&mut h, "Draw");
    h.run_ok();
    // Three jacks: 15 coins.
    assert_eq!(h.state().video_poker().trainer().game().credits(), 1010);
    // Switch the table and start a hand: its bet is given back on saving.
    open(&mut h, Tab::OddsGrid);
    click(&mut h, "4 opponents");
    open(&mut h, Tab::VideoPoker);
    click(&mut h, "Deal");
    let mut storage = MemoryStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);
    drop(h);

    let h = harness_with(Some(&storage));
    assert_eq!(h.state().tab(), Tab::VideoPoker);
    assert_eq!(h.state().video_poker().trainer().game().credits(), 1010);
    assert_eq!(h.state().odds_grid().inputs().opponents(), 4);

    for bad in [
        r#"{"video_poker": {"credits": "lots"}, "odds_grid": {"hand": "AsAs"}}"#,
        r#"{"video_poker": {"table": "no-such-game", "bet": 77}}"#,
        "{",
    ] {
        let mut storage = MemoryStorage::default();
        storage.0.insert(
            pokerlab_app::app::saved_state::STORAGE_KEY.to_owned(),
            bad.to_owned(),
        );
        let mut h = harness_with(Some(&storage));
        h.run_ok();
        let game = h.state().video_poker().trainer().game();
        assert_eq!(game.credits(), 1000, "{bad}");
        assert_eq!(game.paytable(), &PayTable::default());
        assert_eq!(game.bet(), Bet::MAX);
        assert_eq!(h.state().odds_grid().inputs().opponents(), 1);
    }
}

/// Every tab of the registry opens by its shortcut (Ctrl and its place in the tab bar, so a
/// fifth tab gets Ctrl+5) and by its label in the tab bar, and the status bar then shows that
/// tab's own line.
#[test]
fn every_tab_of_the_registry_opens_by_its_shortcut_and_by_its_label() {
    let mut h = harness();
    assert_eq!(h.state().tab(), Tab::ALL[0]);
    // A line that counts progress ("working out the return (40%)") may move on between the
    // frame drawn and the read: the line must be shown within a few frames.
    let shows = |h: &mut Harness<'_, PokerlabApp>, tab: Tab| {
        assert_eq!(h.state().tab(), tab);
        let mut status = String::new();
        for _ in 0..20 {
            status = h.state().status_line();
            if h.query_by_label(&status).is_some() {
                return;
            }
            h.step();
        }
        panic!("{tab:?}: the status bar does not show `{status}`");
    };
    // Backwards, so that every shortcut changes the tab.
    for (place, &tab) in Tab::ALL.iter().enumerate().rev() {
        let key = tab_shortcut(tab).unwrap();
        assert_eq!(Some(key), egui::Key::from_name(&(place + 1).to_string()));
        h.key_press_modifiers(egui::Modifiers::COMMAND, key);
        h.run_ok();
        shows(&mut h, tab);
    }
    for tab in Tab::ALL {
        open(&mut h, tab);
        shows(&mut h, tab);
    }
}

/// A hidden tab's job runs to its end and is collected by the logic step while another tab is
/// shown: the Odds Grid, asked for three opponents and left at once for the Benchmark, holds
/// the finished figures (the same as the engine's, computed directly) without being drawn.
#[test]
fn a_hidden_tab_collects_its_finished_job_while_another_is_shown() {
    let mut h = harness();
    open(&mut h, Tab::OddsGrid);
    for card in ["Ts", "Qs", "2d"] {
        click(&mut h, &card.parse::<Card>().unwrap().name());
    }
    wait(&mut h, "the grid", |app| app.odds_grid().view().done);
    // Three opponents: a Monte Carlo job of a million samples, asked for by this click and
    // started by the next frame's logic step, the frame whose shortcut shows the Benchmark.
    click(&mut h, "3 opponents");
    let benchmark = Tab::Benchmark;
    h.key_press_modifiers(egui::Modifiers::COMMAND, tab_shortcut(benchmark).unwrap());
    h.step();
    h.step();
    assert_eq!(h.state().tab(), benchmark);
    wait(&mut h, "the hidden grid", |app| {
        assert_eq!(app.tab(), benchmark, "the grid was shown");
        app.odds_grid().view().done
    });
    assert_eq!(h.state().tab(), benchmark);
    assert!(h.query_by_label("Totals").is_none(), "the grid is drawn");
    let expected = VsRandomWork::auto(spot("As Ks", "Ts Qs 2d", "", 3)).run();
    let view = h.state().odds_grid().view();
    let result = view.result.as_ref().unwrap();
    assert_eq!(result.samples(), expected.samples());
    assert_eq!(result.equity(), expected.equity());
    assert!(h.state().odds_grid().is_settled());
    // Shown again, it draws what it collected.
    open(&mut h, Tab::OddsGrid);
    assert_grid_shows(&h, &expected);
}
