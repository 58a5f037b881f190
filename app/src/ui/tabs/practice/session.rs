//! The session: hands, decisions, EV given up in all and per decision (chips and % of the
//! pot), the verdicts, where the EV went by kind of decision and by hand class; the export;
//! the hand-by-hand review list, and the hand in review replayed decision by decision with
//! the grade as given and the solver's strategy grid at that node.

use egui::{RichText, Ui, Vec2};

use crate::app::practice::{Action, Practice, SolverView};
use crate::app::solve::GridView;
use crate::app::solve::NodeKind as SolveNodeKind;
use crate::ui::tabs::solve::grid::{GridLook, cell_for, strategy_grid_ui};
use crate::ui::theme::practice::{STAT_WIDTH, verdict_color};
use crate::ui::theme::solve::action_colors;
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use pokerlab::format;
use pokerlab::practice::{HandRecord, Tally, Verdict};

/// The figures, the export and the review.
pub fn session_ui(ui: &mut Ui, p: &Palette, model: &Practice, actions: &mut Vec<Action>) {
    let session = model.session();
    let stats = session.stats();
    if stats.hands == 0 {
        ui.label(
            RichText::new("Hands, decisions and the EV they gave up appear here as you play.")
                .color(p.text_muted),
        );
        return;
    }
    let cells = [
        ("Hands", format::group_digits(stats.hands), p.text),
        (
            "Decisions",
            format::group_digits(stats.all.decisions),
            p.text,
        ),
        (
            "EV given up",
            format!("{} chips", format::coins(stats.all.loss)),
            if stats.all.loss > 0.0 {
                p.error
            } else {
                p.exact
            },
        ),
        (
            "Per decision",
            format!(
                "{} ({})",
                format::coins(stats.all.mean_loss()),
                format::percent_places(stats.all.mean_loss_pot(), 1)
            ),
            p.text,
        ),
        (
            "Errors",
            format::group_digits(stats.all.errors),
            if stats.all.errors == 0 {
                p.exact
            } else {
                p.estimate
            },
        ),
        ("Won", format!("{} chips", format::coins(stats.won)), p.text),
    ];
    egui::Grid::new("practice stats")
        .num_columns(3)
        .spacing(Vec2::new(space::L, space::S))
        .min_col_width(STAT_WIDTH)
        .show(ui, |ui| {
            for (k, (caption, value, color)) in cells.into_iter().enumerate() {
                ui.vertical(|ui| {
                    ui.spacing_mut().item_spacing.y = 0.0;
                    ui.label(
                        RichText::new(caption)
                            .font(regular(text_size::SMALL))
                            .color(p.text_muted),
                    );
                    let name = format!("Session {caption}: {value}");
                    ui.label(
                        RichText::new(value)
                            .font(bold(text_size::HEADING))
                            .color(color),
                    )
                    .accessible_name(name);
                });
                if k % 3 == 2 {
                    ui.end_row();
                }
            }
        });
    ui.horizontal_wrapped(|ui| {
        for (verdict, n) in Verdict::ALL.iter().zip(stats.verdicts) {
            ui.label(
                RichText::new(format!("{} {}", verdict.word(), format::group_digits(n)))
                    .color(verdict_color(p, *verdict)),
            );
        }
    });
    ui.add_space(space::S);
    ui.columns(2, |cols| {
        tallies_ui(
            &mut cols[0],
            p,
            "By kind of decision",
            stats.by_kind.iter().map(|(k, t)| (k.name().to_owned(), *t)),
        );
        tallies_ui(
            &mut cols[1],
            p,
            "By hand class",
            stats.by_class.iter().map(|(c, t)| (c.to_string(), *t)),
        );
    });
    ui.add_space(space::S);
    ui.horizontal(|ui| {
        if ui.button("Export CSV").clicked() {
            actions.push(Action::ExportCsv);
        }
        if ui.button("Export JSON").clicked() {
            actions.push(Action::ExportJson);
        }
        if ui.button("Copy CSV").clicked() {
            ui.ctx().copy_text(model.session_csv());
        }
        if ui.button("Clear session").clicked() {
            actions.push(Action::ClearSession);
        }
    });
    if let Some(message) = model.message() {
        ui.label(
            RichText::new(message)
                .font(regular(text_size::SMALL))
                .color(p.text_muted),
        )
        .accessible_name("Practice message");
    }
    ui.add_space(space::M);
    ui.label(RichText::new("Hands (click to review)").font(bold(text_size::BODY)));
    review_list_ui(ui, p, model, actions);
    if model.review().is_some() {
        ui.add_space(space::S);
        review_ui(ui, p, model, actions);
    }
}

/// Decisions, errors and EV given up per row, the costliest first.
fn tallies_ui(ui: &mut Ui, p: &Palette, title: &str, rows: impl Iterator<Item = (String, Tally)>) {
    let mut rows: Vec<(String, Tally)> = rows.collect();
    rows.sort_by(|a, b| b.1.loss.total_cmp(&a.1.loss));
    ui.label(
        RichText::new(title)
            .font(regular(text_size::SMALL))
            .color(p.text_muted),
    );
    egui::Grid::new(("practice tallies", title))
        .striped(true)
        .show(ui, |ui| {
            for (name, t) in rows {
                ui.label(RichText::new(name).font(regular(text_size::SMALL)));
                ui.label(
                    RichText::new(format!(
                        "{} · {} err · {}",
                        format::group_digits(t.decisions),
                        format::group_digits(t.errors),
                        format::coins(t.loss)
                    ))
                    .font(regular(text_size::SMALL)),
                );
                ui.end_row();
            }
        });
}

/// One line a hand: its number, cards, board, EV given up; the newest first.
fn review_list_ui(ui: &mut Ui, p: &Palette, model: &Practice, actions: &mut Vec<Action>) {
    let hands = &model.session().hands;
    let open = model.review().map(|r| r.hand);
    for (i, hand) in hands.iter().enumerate().rev() {
        let text = hand_line(i, hand);
        let worst = hand.decisions.iter().map(|d| d.grade.verdict).max();
        let color = worst.map_or(p.text_muted, |v| verdict_color(p, v));
        let selected = open == Some(i);
        if ui
            .selectable_label(selected, RichText::new(&text).color(color))
            .accessible_name(format!("Review hand {}", i + 1))
            .clicked()
        {
            actions.push(Action::Review(if selected { None } else { Some(i) }));
        }
    }
}

/// "#3 · AhKd (IP) on Qs Jh 7d 4c 2s · 2 decisions · 4.20 chips given up".
fn hand_line(i: usize, hand: &HandRecord) -> String {
    let loss: f64 = hand.decisions.iter().map(|d| d.grade.loss).sum();
    format!(
        "#{} · {} ({}) on {} · {} · {} chips given up",
        i + 1,
        hand.player_cards,
        hand.player.name().to_uppercase(),
        hand.final_board,
        format::counted(hand.decisions.len() as u64, "decision", "decisions"),
        format::coins(loss)
    )
}

/// The hand in review: its line, a button per decision, the grade, the solver's grid.
fn review_ui(ui: &mut Ui, p: &Palette, model: &Practice, actions: &mut Vec<Action>) {
    let Some(review) = model.review() else { return };
    let Some(hand) = model.session().hands.get(review.hand) else {
        return;
    };
    ui.label(
        RichText::new(format!(
            "Hand {}: {} against {} · {}",
            review.hand + 1,
            hand.player_cards,
            hand.opponent_cards,
            hand.line
        ))
        .font(bold(text_size::BODY)),
    )
    .accessible_name("Hand in review");
    ui.horizontal_wrapped(|ui| {
        for (d, decision) in hand.decisions.iter().enumerate() {
            let text = format!(
                "{} {}: {}",
                decision.street.name(),
                d + 1,
                decision.grade.verdict.word()
            );
            if ui
                .selectable_label(
                    d == review.decision,
                    RichText::new(text).color(verdict_color(p, decision.grade.verdict)),
                )
                .accessible_name(format!("Review decision {}", d + 1))
                .clicked()
            {
                actions.push(Action::ReviewDecision(d));
            }
        }
    });
    let Some(decision) = hand.decisions.get(review.decision) else {
        ui.label(RichText::new("No decision in this hand.").color(p.text_muted));
        return;
    };
    ui.label(
        RichText::new(format!(
            "On {} after `{}` · pot {} · {}",
            decision.board,
            if decision.line.is_empty() {
                "the start"
            } else {
                &decision.line
            },
            format::coins(decision.pot),
            decision.kind.map_or("", |k| k.name())
        ))
        .font(regular(text_size::SMALL))
        .color(p.text_muted),
    );
    super::table::ev_table_ui(ui, p, &decision.grade, "review");
    ui.add_space(space::S);
    match &review.view {
        Some(SolverView::Ready(node)) => {
            if let SolveNodeKind::Decision { actions: moves, .. } = &node.kind {
                let colors = action_colors(moves);
                ui.label(
                    RichText::new("The solver's strategy at this node, by hand class")
                        .font(regular(text_size::SMALL))
                        .color(p.text_muted),
                );
                let look = GridLook {
                    view: GridView::Strategy,
                    selected: None,
                    cell: cell_for(ui.available_width()),
                };
                // A review shows the grid only: a click on a class selects nothing here.
                strategy_grid_ui(ui, p, node, &look, &colors, &mut Vec::new());
            }
        }
        Some(SolverView::Solving) | None => {
            ui.label(RichText::new("Solving the spot again for its grid…").color(p.text_muted));
        }
        Some(SolverView::Gone) => {
            ui.label(
                RichText::new(
                    "This hand's solve is not kept (played in an earlier run): its grades are.",
                )
                .color(p.text_muted),
            );
        }
    }
}
