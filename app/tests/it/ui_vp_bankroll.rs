//! The Video Poker tab's bankroll view driven like a user would: a bankroll and a number of
//! hands typed, a refused input's message, and the figures shown (the chance of ruin, of being
//! ahead, the distribution of the net result) checked against the library's exact risk
//! functions run directly in the test on the same table and bet.

#![allow(clippy::unwrap_used)] // test code: a panic is a failure report

use std::sync::atomic::AtomicBool;

use crate::common::{harness, open, type_into, wait};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use pokerlab::format::chance;
use pokerlab::video_poker::{HandResults, analyze_with};
use pokerlab_app::app::Tab;
use pokerlab_app::app::video_poker::Action;
use pokerlab_app::app::video_poker::bankroll::{BankrollEdit, BankrollView};
use pokerlab_app::ui::PokerlabApp;

/// Every label's text on screen.
fn texts(h: &Harness<'_, PokerlabApp>) -> Vec<String> {
    h.get_all_by_role(Role::Label)
        .filter_map(|n| n.value())
        .collect()
}

fn view(h: &Harness<'_, PokerlabApp>) -> BankrollView {
    h.state().video_poker().bankroll().1
}

fn edit(h: &mut Harness<'_, PokerlabApp>, edit: BankrollEdit) {
    h.state_mut()
        .video_poker_mut()
        .apply(Action::Bankroll(edit));
    wait(h, "the bankroll figures", |app| {
        !matches!(app.video_poker().bankroll().1, BankrollView::Counting(_))
    });
}

#[test]
fn the_bankroll_view_shows_the_library_s_exact_figures() {
    let mut h = harness();
    open(&mut h, Tab::VideoPoker);
    wait(&mut h, "the whole-game analysis", |app| {
        app.video_poker().trainer().whole_game_ready()
    });
    // A hands count past the limit typed (1000 becomes 100000): refused with a message.
    type_into(&mut h, "Hands played", "00");
    let shown = texts(&h);
    assert!(
        shown
            .iter()
            .any(|t| t.contains("`100000`: give a whole number of hands from 1 to 10,000")),
        "{shown:?}"
    );
    assert!(matches!(view(&h), BankrollView::Refused(_)));

    edit(&mut h, BankrollEdit::Hands("2000".to_owned()));
    edit(&mut h, BankrollEdit::Bankroll("400".to_owned()));
    h.run_ok();
    let BankrollView::Ready(question, figures) = view(&h) else {
        panic!("no figures: {:?}", view(&h));
    };
    assert_eq!((question.bankroll, question.hands), (400, 2000));

    // The library, run here on the trainer's table and bet.
    let trainer = h.state().video_poker().trainer();
    let (table, bet) = (trainer.table_id().table(), trainer.game().bet());
    let analysis = analyze_with(&table, bet, None, &|_| {}, &AtomicBool::new(false)).unwrap();
    let results = HandResults::of(&analysis);
    let coins = f64::from(bet.coins());
    let ruin = results.ruin_probability(400.0 / coins, 2000);
    let after = results.net_after(2000);
    let ahead = 1.0 - after.at_most(0.0);
    assert_eq!(figures.ruin, ruin);
    assert_eq!(figures.ahead, ahead);
    let points: Vec<(f64, f64)> = after.points().map(|(r, p)| (r * coins, p)).collect();
    assert_eq!(figures.points, points);
    assert_eq!(figures.mean, after.mean() * coins);
    assert!(
        ruin > 0.01 && ruin < 0.99,
        "a bankroll of 80 bets is at risk: {ruin}"
    );

    // On screen: the same figures, as the app formats chances.
    let shown = texts(&h);
    for figure in [chance(ruin), chance(ahead)] {
        assert!(shown.contains(&figure), "{figure} in {shown:?}");
    }
    assert!(
        h.query_by(|n| n
            .label()
            .is_some_and(|l| l.starts_with("Distribution of the net result after 2,000 hands")))
            .is_some(),
        "the plot is drawn"
    );

    // Another bankroll: the figures follow.
    edit(&mut h, BankrollEdit::Bankroll("4000".to_owned()));
    let BankrollView::Ready(_, more) = view(&h) else {
        panic!("no figures");
    };
    assert_eq!(more.ruin, results.ruin_probability(4000.0 / coins, 2000));
    assert!(more.ruin < figures.ruin);
}
