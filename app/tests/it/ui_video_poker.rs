//! The video poker trainer's teaching, games and multi-play driven like a user would: the
//! tutor's question, the Strategy panel's lines, a joker game and ten hands from one hold —
//! controls found by their accessibility labels, figures checked against the engine.

#![allow(clippy::unwrap_used)] // test code, helpers included: a panic is a failure report

use crate::common::{click, harness, open, wait};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use pokerlab::parse_cards;
use pokerlab::video_poker::{
    Bet, Deck, DeckCard, ExtraDeck, GameKind, Hands, HoldEvaluator, HoldMask, PayTable,
    StrategyChart, parse_deck_cards,
};
use pokerlab_app::app::Tab;
use pokerlab_app::app::video_poker::ChartState;
use pokerlab_app::ui::PokerlabApp;

fn open_trainer(h: &mut Harness<'_, PokerlabApp>) {
    open(h, Tab::VideoPoker);
    wait(h, "the draw tables", |app| app.video_poker().is_ready());
}

fn in_play(h: &Harness<'_, PokerlabApp>) -> bool {
    h.state().video_poker().trainer().in_play()
}

fn credits(h: &Harness<'_, PokerlabApp>) -> u64 {
    h.state().video_poker().trainer().game().credits()
}

/// Scrolls the widget named `label` into view (the ten hands push the buttons down; the
/// pay-table menu is long), then clicks it.
fn click_in_view(h: &mut Harness<'_, PokerlabApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_ok();
    click(h, label);
}

/// The figure under `caption` (a group of a caption and its figure).
fn shown(h: &Harness<'_, PokerlabApp>, caption: &str) -> String {
    let node = h.get_by_role_and_label(egui::accesskit::Role::Group, caption);
    let texts: Vec<String> = node
        .get_all_by_role(egui::accesskit::Role::Label)
        .filter_map(|n| n.value())
        .collect();
    texts[1].clone()
}

#[test]
fn the_tutor_asks_before_a_losing_draw_and_not_before_the_best() {
    let mut h = harness();
    open_trainer(&mut h);
    click(&mut h, "Tutor: ask before I draw a hold that gives up EV");
    h.run_ok();
    assert!(h.state().video_poker().trainer().tutor());
    // Four to a royal in a made flush: keeping the flush gives up EV.
    let deck = Deck::stacked(&parse_cards("As Ks Qs Js 9s Ts").unwrap()).unwrap();
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run_ok();
    for i in 1..=5 {
        click(&mut h, &format!("Card {i}"));
    }
    click(&mut h, "Draw");
    h.run_ok();
    let dealt = parse_cards("As Ks Qs Js 9s").unwrap();
    let analysis = HoldEvaluator::new(&PayTable::default(), Bet::MAX)
        .analyze(&dealt)
        .unwrap();
    let question = format!(
        "Draw anyway? −{:.4} per coin",
        analysis.loss(HoldMask::ALL).to_f64()
    );
    assert!(h.query_by_label(&question).is_some(), "no `{question}`");
    assert!(in_play(&h), "asked, not drawn");
    // Change my hold: no draw, the question goes.
    click(&mut h, "Change my hold");
    h.run_ok();
    assert!(in_play(&h));
    assert!(h.query_by_label(&question).is_none());
    assert_eq!(h.state().video_poker().trainer().held(), HoldMask::ALL);
    // Asked again; Draw anyway draws the flush.
    click(&mut h, "Draw");
    h.run_ok();
    assert!(h.query_by_label(&question).is_some());
    click(&mut h, "Draw anyway");
    h.run_ok();
    assert!(!in_play(&h));
    assert_eq!(credits(&h), 995 + 30);
    // The best hold is drawn without a question.
    let deck = Deck::stacked(&parse_cards("As Ks Qs Js 9s Ts").unwrap()).unwrap();
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run_ok();
    for i in 1..=4 {
        click(&mut h, &format!("Card {i}"));
    }
    click(&mut h, "Draw");
    h.run_ok();
    assert!(!in_play(&h), "the best hold draws at once");
    assert!(h.query_by_label_contains("Draw anyway?").is_none());
    // The royal: 4000 coins.
    assert_eq!(credits(&h), 1025 - 5 + 4000);
}

#[test]
fn the_strategy_panel_lights_the_charts_line_and_the_players_after_a_mistake() {
    let mut h = harness();
    open_trainer(&mut h);
    wait(&mut h, "the chart", |app| {
        matches!(
            app.video_poker().trainer().chart_state(),
            ChartState::Ready(_)
        )
    });
    let chart = StrategyChart::build(&PayTable::default());
    let dealt = parse_cards("Ks Qs Js 7d 7c").unwrap();
    let play = chart.play(&dealt).unwrap();
    let should = chart.line(play.line).unwrap();
    let lit = format!(
        "Chart line {}: {}, plays this deal",
        should.id().number(),
        should.rule()
    );
    // Every line of the chart is listed.
    for line in chart.lines() {
        let name = format!("Chart line {}: {}", line.id().number(), line.rule());
        assert!(h.query_by_label_contains(&name).is_some(), "no `{name}`");
    }
    // And the glossary of its words, each term with an example deal: here the high cards are
    // the ranks whose pair pays, jacks up.
    for term in chart.glossary() {
        let text = format!("{}: {}", term.term, term.meaning);
        assert!(h.query_by_label(&text).is_some(), "no `{text}`");
        let example = format!("e.g. {}", term.example);
        assert!(h.query_by_label(&example).is_some(), "no `{example}`");
    }
    assert!(
        h.query_by_label_contains("High cards: Jacks, Queens, Kings and Aces")
            .is_some()
    );
    assert!(
        h.query_by_label(&lit).is_none(),
        "nothing lit before a deal"
    );
    let deck = Deck::stacked(&dealt).unwrap();
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run_ok();
    assert!(h.query_by_label(&lit).is_some(), "no `{lit}`");
    // Keep the sevens instead: a mistake, on another line.
    click(&mut h, "Card 4");
    click(&mut h, "Card 5");
    click(&mut h, "Draw");
    h.run_ok();
    let sevens: HoldMask = "00011".parse().unwrap();
    let yours = chart.line_of_hold(&dealt, sevens).unwrap().unwrap();
    assert_ne!(yours, play.line);
    let theirs = chart.line(yours).unwrap();
    let marked = format!(
        "Chart line {}: {}, your hold",
        theirs.id().number(),
        theirs.rule()
    );
    assert!(
        h.query_by_label(&lit).is_some(),
        "no `{lit}` after the draw"
    );
    assert!(h.query_by_label(&marked).is_some(), "no `{marked}`");
    // The scorecard counts the mistake under the rule missed.
    let missed = format!("{} · 1×", should.rule());
    assert!(h.query_by_label(&missed).is_some(), "no `{missed}`");
}

#[test]
fn a_joker_game_deals_the_joker_and_its_evs_are_the_engines() {
    let mut h = harness();
    open_trainer(&mut h);
    let table = PayTable::builtin("joker-poker-kings").unwrap();
    // The game first (its first table is the full-pay one), then the table itself.
    click(&mut h, "Game");
    h.run_ok();
    click(&mut h, "Joker Poker");
    h.run_ok();
    click(&mut h, "Pay table");
    h.run_ok();
    click(&mut h, table.title());
    h.run_ok();
    assert_eq!(
        h.state().video_poker().trainer().game().paytable().name(),
        table.name()
    );
    wait(&mut h, "the joker's draw tables", |app| {
        app.video_poker().is_ready()
    });
    let top = parse_deck_cards("Jk As Ks 7d 2c", GameKind::JOKER).unwrap();
    let deck = Deck::stacked_for(GameKind::JOKER, &top).unwrap();
    assert_eq!(deck.len(), 53);
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run_ok();
    wait(&mut h, "the deal's EVs", |app| app.video_poker().is_ready());
    assert_eq!(h.get_by_label("Card 1").value().as_deref(), Some("Joker"));
    let dealt: [DeckCard; 5] = top.try_into().unwrap();
    let analysis = HoldEvaluator::new(&table, Bet::MAX)
        .analyze(&dealt)
        .unwrap();
    assert_eq!(
        shown(&h, "Best EV"),
        format!("{:.4}", analysis.best().ev.to_f64())
    );
    click(&mut h, "Card 1");
    h.run_ok();
    let joker_only = HoldMask::NONE.toggled(0);
    assert_eq!(
        shown(&h, "EV of your hold"),
        format!("{:.4}", analysis.ev(joker_only).to_f64())
    );
    // Its chart is grouped by the joker dealt or not, under headings in the Strategy panel,
    // and its glossary counts Kings and Aces as high cards.
    wait(&mut h, "the chart", |app| {
        matches!(
            app.video_poker().trainer().chart_state(),
            ChartState::Ready(_)
        )
    });
    h.run_ok();
    let groups: Vec<String> = match h.state().video_poker().trainer().chart_state() {
        ChartState::Ready(chart) => chart
            .lines()
            .iter()
            .filter_map(|l| l.group().map(str::to_owned))
            .collect(),
        _ => Vec::new(),
    };
    assert_eq!(groups.first().map(String::as_str), Some("The joker"));
    assert_eq!(groups.last().map(String::as_str), Some("No joker"));
    for heading in ["The joker", "No joker"] {
        assert!(
            h.query_all_by_label(heading).next().is_some(),
            "no heading `{heading}`"
        );
    }
    assert!(
        h.query_by_label_contains("High cards: Kings and Aces")
            .is_some()
    );
}

#[test]
fn ten_hands_from_one_hold_pay_their_sum() {
    let mut h = harness();
    open_trainer(&mut h);
    click(&mut h, "10 hands");
    h.run_ok();
    assert_eq!(h.state().video_poker().trainer().game().hands().count(), 10);
    h.state_mut().video_poker_mut().seed(99);
    let deck = Deck::stacked(&parse_cards("Ah Ad Ac 7s 2d").unwrap()).unwrap();
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run_ok();
    // Fifty coins staked: five on each of ten hands.
    assert_eq!(credits(&h), 950);
    for i in 1..=3 {
        click_in_view(&mut h, &format!("Card {i}"));
    }
    click_in_view(&mut h, "Draw");
    h.run_ok();
    let last = h.state().video_poker().trainer().last().unwrap().clone();
    assert_eq!(last.hands().count(), 10);
    assert!(
        last.hands()
            .all(|hand| hand.final_hand[..3] == hand.dealt[..3])
    );
    let paid: u64 = last.hands().map(|hand| hand.payout).sum();
    assert!(
        paid >= 10 * 15,
        "three aces pay at least trips on every hand"
    );
    assert_eq!(credits(&h), 950 + paid);
    // The other nine hands are on screen, each with its pay.
    for k in 2..=10 {
        assert!(h.query_by_label(&format!("Hand {k}")).is_some(), "Hand {k}");
    }
    let stats = h.state().video_poker().trainer().stats().clone();
    assert_eq!(
        (stats.hands(), stats.wagered(), stats.paid()),
        (1, 50, paid)
    );
}

#[test]
fn ten_hands_show_the_rounds_evs_and_the_single_hands_best_where_it_differs() {
    let mut h = harness();
    open_trainer(&mut h);
    click(&mut h, "10 hands");
    h.run_ok();
    // By default the extra hands draw from the cards not dealt (IGT's rule): every hand plays
    // as the first. Switched in the menu beside the hands, the discards come back.
    assert_eq!(
        h.state().video_poker().trainer().game().extra_deck(),
        ExtraDeck::Undealt
    );
    click_in_view(&mut h, "Extra hands draw from");
    h.run_ok();
    click_in_view(&mut h, ExtraDeck::LessHeld.label());
    h.run_ok();
    assert_eq!(
        h.state().video_poker().trainer().game().extra_deck(),
        ExtraDeck::LessHeld
    );
    h.state_mut().video_poker_mut().seed(4);
    let cards = parse_cards("Ks Ts 3c 6s 8h").unwrap();
    h.state_mut()
        .video_poker_mut()
        .deal_from(Deck::stacked(&cards).unwrap());
    h.run_ok();
    let analysis = HoldEvaluator::new(&PayTable::default(), Bet::MAX)
        .analyze(&cards)
        .unwrap();
    let round = analysis.round(Hands::new(10).unwrap(), ExtraDeck::LessHeld);
    // The round's figures: per coin on each hand, summed over the ten (each extra hand at its
    // own EV), and the round's best is the king alone.
    assert_eq!(
        shown(&h, "Best EV"),
        format!("{:.4}", round.best().value.to_f64())
    );
    assert_eq!(round.best().mask, HoldMask::NONE.toggled(0));
    // The hint marks the round's best hold, the king alone, not the single hand's Ks Ts.
    h.state_mut()
        .video_poker_mut()
        .apply(pokerlab_app::app::video_poker::Action::SetHint(true));
    h.run_ok();
    let hinted: Vec<bool> = h
        .state()
        .video_poker()
        .cards_on_screen()
        .iter()
        .map(|c| c.hinted)
        .collect();
    assert_eq!(hinted, [true, false, false, false, false]);
    click_in_view(&mut h, "Card 1");
    h.run_ok();
    assert_eq!(
        shown(&h, "EV of your hold"),
        format!("{:.4}", round.best().value.to_f64())
    );
    click_in_view(&mut h, "Draw");
    h.run_ok();
    assert!(h.query_by_label_contains("Perfect play").is_some());
    assert!(
        h.query_by_label_contains("On one hand the best hold is Ks Ts")
            .is_some()
    );
    assert_eq!(h.state().video_poker().trainer().stats().mistakes(), 0);
}

#[test]
fn deuces_and_joker_wild_is_in_the_menu_deals_holds_draws_pays_and_has_a_chart() {
    let mut h = harness();
    open_trainer(&mut h);
    let table = PayTable::builtin("deuces-and-joker-wild").unwrap();
    let kind = table.kind();
    // A game of its own in the menu; its one table comes with it.
    click(&mut h, "Game");
    h.run_ok();
    click_in_view(&mut h, "Deuces and Joker Wild");
    h.run_ok();
    assert_eq!(
        h.state().video_poker().trainer().game().paytable().name(),
        table.name()
    );
    wait(&mut h, "the game's draw tables", |app| {
        app.video_poker().is_ready()
    });
    // Dealt all five wild cards: held, they pay 2,000 per coin.
    let top = parse_deck_cards("2c 2d Jk 2h 2s", kind).unwrap();
    let deck = Deck::stacked_for(kind, &top).unwrap();
    assert_eq!(deck.len(), 53);
    h.state_mut().video_poker_mut().deal_from(deck);
    h.run_ok();
    wait(&mut h, "the deal's EVs", |app| app.video_poker().is_ready());
    assert_eq!(h.get_by_label("Card 3").value().as_deref(), Some("Joker"));
    let dealt: [DeckCard; 5] = top.try_into().unwrap();
    let analysis = HoldEvaluator::new(&table, Bet::MAX)
        .analyze(&dealt)
        .unwrap();
    assert_eq!(analysis.best().mask, HoldMask::ALL);
    assert_eq!(
        shown(&h, "Best EV"),
        format!("{:.4}", analysis.best().ev.to_f64())
    );
    for i in 1..=5 {
        click(&mut h, &format!("Card {i}"));
    }
    click(&mut h, "Draw");
    h.run_ok();
    assert!(!in_play(&h));
    assert_eq!(credits(&h), 1000 - 5 + 10_000);
    // Its strategy chart builds, and names the wild cards as such.
    wait(&mut h, "the chart", |app| {
        matches!(
            app.video_poker().trainer().chart_state(),
            ChartState::Ready(_)
        )
    });
    let rules: Vec<String> = match h.state().video_poker().trainer().chart_state() {
        ChartState::Ready(chart) => chart.lines().iter().map(|l| l.rule().to_owned()).collect(),
        _ => Vec::new(),
    };
    assert!(rules.iter().any(|r| r.contains("wild card")), "{rules:?}");
    assert!(
        !rules
            .iter()
            .any(|r| r.contains("deuce") || r.contains("joker"))
    );
    // Grouped by the wild cards dealt, five down to none, under headings in the panel (some
    // lines in two groups: a natural four to a royal is kept over a wild card).
    let groups: Vec<String> = match h.state().video_poker().trainer().chart_state() {
        ChartState::Ready(chart) => chart
            .lines()
            .iter()
            .filter_map(|l| l.group().map(str::to_owned))
            .collect(),
        _ => Vec::new(),
    };
    assert_eq!(groups.len(), rules.len());
    assert_eq!(groups.first().map(String::as_str), Some("Five wild cards"));
    assert_eq!(groups.last().map(String::as_str), Some("No wild cards"));
    for heading in ["Five wild cards", "One wild card", "No wild cards"] {
        assert!(
            h.query_all_by_label(heading).next().is_some(),
            "no heading `{heading}`"
        );
    }
    // The footnotes under their lines: the first few open, the rest folded under a count.
    let notes: Vec<Vec<String>> = match h.state().video_poker().trainer().chart_state() {
        ChartState::Ready(chart) => chart
            .lines()
            .iter()
            .map(|l| l.footnotes().iter().map(|n| n.words().to_owned()).collect())
            .collect(),
        _ => Vec::new(),
    };
    assert!(notes.iter().map(Vec::len).sum::<usize>() > 0);
    for under in notes.iter().filter(|n| !n.is_empty()) {
        let open = if under.len() > 4 { 3 } else { under.len() };
        for words in &under[..open] {
            let text = format!("except {words}");
            assert!(h.query_by_label(&text).is_some(), "no `{text}`");
        }
        if under.len() > 4 {
            let folded = format!("{} more exceptions", under.len() - 3);
            assert!(
                h.query_all_by_label(&folded).next().is_some(),
                "no `{folded}`"
            );
        }
    }
}
