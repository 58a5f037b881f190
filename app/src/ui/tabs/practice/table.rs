//! The hand in play: the player's two cards and the board as card faces, the pot and both
//! stacks, what the opponent and the deck did, the action buttons with their sizes and keys
//! 1–9, and the grade of the last decision at once — each action's EV for the combo in chips
//! and % of the pot, the equilibrium mix, the loss against the best and the verdict's word in
//! its colour. While the first spot of a drill is solved, its progress.

use egui::{Color32, RichText, Ui, Vec2};

use crate::app::practice::{Action, InPlay, LastGrade, Phase, Practice};
use crate::app::solve::action_name;
use crate::ui::tabs::TabContext;
use crate::ui::theme::practice::{ACTION_HEIGHT, BUTTON, CARD, PROGRESS, verdict_color};
use crate::ui::theme::solve::action_colors;
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::card::CardView;
use crate::ui::widgets::section::{primary_button_ui, progress_bar_ui};
use pokerlab::cards::CardSet;
use pokerlab::format;
use pokerlab::practice::{Grade, Turn};
use pokerlab::solver::Player;

/// The hand, or the wait for it, or how to start.
pub fn table_ui(ui: &mut Ui, model: &Practice, cx: &mut TabContext<'_>, actions: &mut Vec<Action>) {
    let p = cx.palette;
    if model.is_waiting() {
        waiting_ui(ui, p, model);
    }
    let Some(play) = model.hand() else {
        if !model.is_waiting() {
            ui.label(
                RichText::new(
                    "Pick a drill on the left and press Start: each hand deals you a combo from \
                     your range, the opponent plays the solver's strategy, and every decision \
                     is graded by the EV it gives up.",
                )
                .color(p.text_muted),
            );
        }
        return;
    };
    cards_ui(ui, model, play, cx);
    ui.add_space(space::S);
    pot_ui(ui, p, play);
    for event in &play.events {
        ui.label(
            RichText::new(event)
                .font(regular(text_size::BODY))
                .color(p.text),
        );
    }
    ui.add_space(space::S);
    match play.hand.turn(&play.game) {
        Turn::Player => action_buttons_ui(ui, play, actions),
        _ => {
            if play.hand.outcome().is_some() {
                let enabled = !model.is_waiting();
                if primary_button_ui(ui, p, "Next hand", Vec2::from(BUTTON), enabled)
                    .accessible_name("Next hand")
                    .clicked()
                {
                    actions.push(Action::NextHand);
                }
            }
        }
    }
    if let Some(last) = &play.last {
        ui.add_space(space::M);
        grade_ui(ui, p, last);
    }
}

/// The first solve's progress.
fn waiting_ui(ui: &mut Ui, p: &Palette, model: &Practice) {
    let (words, fraction) = match model.waiting_progress() {
        Some((Phase::Solving, progress, fraction)) => (
            format!(
                "Solving the spot: {} iterations in {}{}",
                format::group_digits(progress.iterations),
                format::duration(progress.elapsed),
                progress
                    .exploitability_percent
                    .map(|e| format!(
                        ", exploitability {} of the pot",
                        format::percent_places(e / 100.0, 2)
                    ))
                    .unwrap_or_default()
            ),
            fraction,
        ),
        Some((phase, _, fraction)) => (format!("Preparing the spot: {}…", phase.words()), fraction),
        None => ("Dealing the next hand…".to_owned(), 0.0),
    };
    ui.label(
        RichText::new(words)
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
    )
    .accessible_name("Practice progress");
    progress_bar_ui(ui, p, fraction as f32, PROGRESS, p.accent, "Solve progress");
    ui.add_space(space::S);
}

/// The player's cards and the board.
fn cards_ui(ui: &mut Ui, model: &Practice, play: &InPlay, cx: &mut TabContext<'_>) {
    let p = cx.palette;
    let style = cx.settings.deck_style();
    let player = play.hand.player();
    let hole = play.hand.combo(player).cards();
    let board = play.hand.board(&play.game);
    let _ = model;
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = space::S;
        ui.vertical(|ui| {
            ui.label(
                RichText::new(format!("You ({})", seat_word(player)))
                    .font(bold(text_size::SMALL))
                    .color(p.text_muted),
            );
            ui.horizontal(|ui| {
                for (i, card) in hole.iter().enumerate() {
                    let label = format!("Your card {}: {}", i + 1, card.name());
                    ui.add(
                        CardView::new(cx.textures, p, label, Some(card), CARD)
                            .style(style)
                            .enabled(false),
                    );
                }
            });
        });
        ui.add_space(space::XL);
        ui.vertical(|ui| {
            ui.label(
                RichText::new("Board")
                    .font(bold(text_size::SMALL))
                    .color(p.text_muted),
            );
            ui.horizontal(|ui| {
                for (i, card) in board_in_order(play, board).into_iter().enumerate() {
                    let label = format!("Board card {}: {}", i + 1, card.name());
                    ui.add(
                        CardView::new(cx.textures, p, label, Some(card), CARD)
                            .style(style)
                            .enabled(false),
                    );
                }
            });
        });
        if let Some(outcome) = play.hand.outcome()
            && matches!(outcome.end, pokerlab::practice::End::Showdown)
        {
            ui.add_space(space::XL);
            ui.vertical(|ui| {
                ui.label(
                    RichText::new(format!("Opponent ({})", seat_word(player.other())))
                        .font(bold(text_size::SMALL))
                        .color(p.text_muted),
                );
                ui.horizontal(|ui| {
                    for (i, card) in play.hand.combo(player.other()).cards().iter().enumerate() {
                        let label = format!("Opponent card {}: {}", i + 1, card.name());
                        ui.add(
                            CardView::new(cx.textures, p, label, Some(card), CARD)
                                .style(style)
                                .enabled(false),
                        );
                    }
                });
            });
        }
    });
}

/// The board as dealt: the starting cards, then the turn and river in the order they came.
fn board_in_order(play: &InPlay, board: CardSet) -> Vec<pokerlab::cards::Card> {
    let start = play.hand.start_board();
    // The starting board highest first, as boards are read out.
    let mut cards: Vec<_> = start.iter().collect();
    cards.sort_by(|a, b| b.rank().cmp(&a.rank()).then(b.suit().cmp(&a.suit())));
    for step in &play.hand.line().0 {
        if let pokerlab::solver::Step::Card(card) = step
            && board.contains(*card)
        {
            cards.push(*card);
        }
    }
    cards
}

fn seat_word(player: Player) -> &'static str {
    match player {
        Player::Oop => "OOP",
        Player::Ip => "IP",
    }
}

/// The pot and the stacks behind.
fn pot_ui(ui: &mut Ui, p: &Palette, play: &InPlay) {
    let stacks = play.stacks();
    let me = play.hand.player();
    ui.label(
        RichText::new(format!(
            "Pot {} · your stack {} · opponent's stack {}",
            format::coins(play.pot()),
            format::coins(stacks[me.index()]),
            format::coins(stacks[me.other().index()]),
        ))
        .font(bold(text_size::BODY))
        .color(p.text),
    )
    .accessible_name("Pot and stacks");
}

/// One button per action, numbered for keys 1–9.
fn action_buttons_ui(ui: &mut Ui, play: &InPlay, actions: &mut Vec<Action>) {
    let moves = play.hand.actions(&play.game);
    let colors = action_colors(moves);
    ui.horizontal_wrapped(|ui| {
        for (i, (action, color)) in moves.iter().zip(&colors).enumerate() {
            let name = action_name(action);
            let key = if i < 9 {
                format!("{} ", i + 1)
            } else {
                String::new()
            };
            let text = RichText::new(format!("{key}{name}"))
                .font(bold(text_size::BODY))
                .color(*color);
            let button = egui::Button::new(text).min_size(Vec2::new(0.0, ACTION_HEIGHT));
            if ui
                .add(button)
                .on_hover_text(action.to_string())
                .accessible_name(format!("Play {name}"))
                .clicked()
            {
                actions.push(Action::Act(i));
            }
        }
    });
}

/// The grade: the verdict, the loss, and each action's EV and mix.
pub fn grade_ui(ui: &mut Ui, p: &Palette, last: &LastGrade) {
    let grade = &last.grade;
    let color = verdict_color(p, grade.verdict);
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(capitalised(grade.verdict.word()))
                .font(bold(text_size::HEADING))
                .color(color),
        )
        .accessible_name(format!("Verdict: {}", grade.verdict.word()));
        let loss = if grade.loss > 0.0 {
            format!(
                "{}: {} chips given up ({} of the pot)",
                grade.chosen_action().name,
                format::coins(grade.loss),
                format::percent_places(grade.loss_pot, 1)
            )
        } else {
            format!("{}: nothing given up", grade.chosen_action().name)
        };
        ui.label(RichText::new(loss).color(p.text));
    });
    let mut about = vec![last.street.name().to_owned()];
    about.extend(last.kind.map(|k| k.name().to_owned()));
    about.extend(last.class.map(|c| c.to_string()));
    ui.label(
        RichText::new(about.join(" · "))
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
    );
    ev_table_ui(ui, p, grade, "grade");
}

/// Each action's EV and equilibrium frequency, the chosen and the best marked.
pub fn ev_table_ui(ui: &mut Ui, p: &Palette, grade: &Grade, salt: &str) {
    egui::Grid::new(("practice evs", salt))
        .striped(true)
        .spacing(Vec2::new(space::L, space::XS))
        .show(ui, |ui| {
            for h in ["Action", "EV (chips)", "EV (% pot)", "Solver mix", ""] {
                ui.label(
                    RichText::new(h)
                        .font(regular(text_size::SMALL))
                        .color(p.text_muted),
                );
            }
            ui.end_row();
            for (i, a) in grade.actions.iter().enumerate() {
                let strong = i == grade.chosen || i == grade.best;
                let font = if strong {
                    bold(text_size::BODY)
                } else {
                    regular(text_size::BODY)
                };
                let text_color: Color32 = if i == grade.chosen {
                    p.text
                } else {
                    p.text_muted
                };
                ui.label(RichText::new(&a.name).font(font.clone()).color(text_color));
                let ev = format::coins(a.ev);
                ui.label(RichText::new(&ev).font(font.clone()).color(text_color))
                    .accessible_name(format!("EV of {}: {ev}", a.name));
                ui.label(
                    RichText::new(format::percent_places(a.ev_pot, 1))
                        .font(font.clone())
                        .color(text_color),
                );
                let mix = format::percent_places(a.frequency, 0);
                ui.label(RichText::new(&mix).font(font).color(text_color))
                    .accessible_name(format!("Solver mix of {}: {mix}", a.name));
                let mark = match (i == grade.chosen, i == grade.best) {
                    (true, true) => "your choice · best",
                    (true, false) => "your choice",
                    (false, true) => "best",
                    _ => "",
                };
                ui.label(
                    RichText::new(mark)
                        .font(regular(text_size::SMALL))
                        .color(p.text_muted),
                );
                ui.end_row();
            }
        });
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
