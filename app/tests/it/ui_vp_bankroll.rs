//! The Video Poker tab's bankroll view driven like a user would: a bankroll and a number of
//! hands typed, a refused input's message, and the figures shown (the chance of ruin; of being
//! ahead and the distribution of the net result both as play goes on past ruin and as it stops
//! there, each labelled) checked against the library's exact risk functions run directly in
//! the test on the same table and bet.

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
    let stopped = results.net_after_stopping(400.0 / coins, 2000);
    assert_eq!(figures.ruin, ruin);
    assert!(
        ruin > 0.01 && ruin < 0.99,
        "a bankroll of 80 bets is at risk: {ruin}"
    );
    let mut ahead = Vec::new();
    for (net, dist) in [(&figures.played_on, &after), (&figures.stopped, &stopped)] {
        assert_eq!(net.assumes, dist.assumes());
        assert_eq!(net.ahead, 1.0 - dist.at_most(0.0));
        let points: Vec<(f64, f64)> = dist.points().map(|(r, p)| (r * coins, p)).collect();
        assert_eq!(net.points, points);
        assert_eq!(net.mean, dist.mean() * coins);
        assert_eq!(net.std_dev, dist.std_dev() * coins);
        assert_eq!(net.above, dist.above_ceiling());
        ahead.push(net.ahead);
    }
    // The two differ as they must: play that goes on reaches far below the bankroll, play
    // that stops never loses more than the bankroll, and holds the chance of ruin there.
    assert_ne!(figures.played_on.assumes, figures.stopped.assumes);
    let lowest = |net: &pokerlab_app::app::video_poker::bankroll::NetFigures| {
        net.points.first().map_or(0.0, |&(r, _)| r)
    };
    assert!(
        lowest(&figures.played_on) < -400.0,
        "{}",
        lowest(&figures.played_on)
    );
    assert!(
        lowest(&figures.stopped) >= -400.0,
        "{}",
        lowest(&figures.stopped)
    );
    let at_ruin: f64 = figures
        .stopped
        .points
        .iter()
        .filter(|&&(r, _)| r <= -400.0 + coins - 1e-9)
        .map(|&(_, p)| p)
        .sum();
    assert!((at_ruin - ruin).abs() < 1e-9, "{at_ruin} vs {ruin}");

    // On screen: the same figures, as the app formats chances, each distribution under the
    // words of what it assumes, and a plot of each.
    let shown = texts(&h);
    for figure in [chance(ruin), chance(ahead[0]), chance(ahead[1])] {
        assert!(shown.contains(&figure), "{figure} in {shown:?}");
    }
    for net in [&figures.played_on, &figures.stopped] {
        let heading = format!("If {}:", net.assumes);
        assert!(shown.contains(&heading), "{heading} in {shown:?}");
        let plot = format!(
            "Distribution of the net result after 2,000 hands, if {}",
            net.assumes
        );
        assert!(
            h.query_by(|n| n.label().is_some_and(|l| l.starts_with(&plot)))
                .is_some(),
            "the plot is drawn: {plot}"
        );
    }

    // Another bankroll: the figures follow.
    edit(&mut h, BankrollEdit::Bankroll("4000".to_owned()));
    let BankrollView::Ready(_, more) = view(&h) else {
        panic!("no figures");
    };
    assert_eq!(more.ruin, results.ruin_probability(4000.0 / coins, 2000));
    assert!(more.ruin < figures.ruin);
}
