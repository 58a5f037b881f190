//! The Odds Grid tab: one hand against one to nine random opponents — HoldemHand's
//! "hand odds grid" versus the average opponent. The grid has a row per hand category: how
//! often the hand ends as that category, wins and ties with it, and how often an opponent
//! beats it with it; the totals are win, tie, lose and equity. Beside it, the 13×13 chart of
//! starting hands coloured by pre-flop equity against the same number of opponents; clicking
//! a cell studies that hand.
//!
//! The inputs are [`GridInputs`] (pure data, in [`crate::app::odds_grid::inputs`]); the numbers come from
//! [`LiveGrid`] (engine jobs, in [`crate::app::odds_grid::live`]); this module draws and turns clicks into edits.

use std::sync::Arc;

use egui::{
    Align, Align2, Frame, Id, Layout, Margin, Rect, RichText, ScrollArea, Sense, Stroke, Ui,
    UiBuilder, Vec2, accesskit::Role,
};
use serde::{Deserialize, Serialize};

use super::TabContext;
use super::transient::Transient;
use crate::app::odds_grid::inputs::{GridInputs, GridSlot, MAX_DEAD, Place, SavedInputs};
use crate::app::odds_grid::live::{GridView, LiveGrid, class_equity};
use crate::art::DeckStyle;
use crate::cards::{Card, CardSet};
use crate::equity::vs_random::{CategoryOdds, VsRandom, VsRandomMethod};
use crate::eval::{Category, describe_partial};
use crate::format::{group_digits, ordinal, percent_cell};
use crate::jobs::Waker;
use crate::range::{HandClass, Shape};
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use crate::ui::widgets::card::CardView;
use crate::ui::widgets::card_field::CardField;
use crate::ui::widgets::card_picker::CardPicker;
use crate::ui::widgets::equity_bar::{badge, samples_text};
use crate::ui::widgets::hand_chart::{HandChart, heat_legend, value_range};
use crate::ui::widgets::section::{progress_bar, section, segmented};

/// Width of the inputs column (points).
const INPUTS_WIDTH: f32 = 420.0;
/// Narrowest the grid table gets before the chart moves below it.
const TABLE_MIN_WIDTH: f32 = 470.0;
/// Height of a grid row.
const ROW_HEIGHT: f32 = 30.0;
/// Card heights: the hand, the board, dead cards.
const HAND_CARD: f32 = 76.0;
const BOARD_CARD: f32 = 58.0;
const DEAD_CARD: f32 = 42.0;

/// A change the user asked for this frame, applied after drawing.
#[derive(Clone, Debug, PartialEq)]
enum Action {
    ClickSlot(GridSlot),
    Pick(Card),
    PickClass(HandClass),
    SetOpponents(usize),
    SetText(Place, String),
    ClearBoard,
    ClearAll,
}

/// The three text fields.
#[derive(Clone, Debug, Default)]
struct Fields {
    hand: CardField,
    board: CardField,
    dead: CardField,
}

impl Fields {
    fn get(&mut self, place: Place) -> &mut CardField {
        match place {
            Place::Hand => &mut self.hand,
            Place::Board => &mut self.board,
            Place::Dead => &mut self.dead,
        }
    }
}

/// The chart's figures, remembered while the opponents and the cards off the deck stay put.
#[derive(Clone, Debug)]
struct ChartCache {
    opponents: usize,
    others: CardSet,
    values: [Option<f32>; HandClass::COUNT],
    available: [bool; HandClass::COUNT],
}

impl Default for ChartCache {
    fn default() -> Self {
        ChartCache {
            opponents: 0,
            others: CardSet::FULL,
            values: [None; HandClass::COUNT],
            available: [false; HandClass::COUNT],
        }
    }
}

impl ChartCache {
    /// A class's place among the 169 by the figure shown (1 = best), and the share of the
    /// 1,326 combos in classes at least as good.
    fn rank(&self, class: HandClass) -> Option<(usize, f64)> {
        let mine = self.values[class.index()]?;
        let better = HandClass::all().filter(|c| self.values[c.index()].is_some_and(|v| v > mine));
        let place = 1 + better.clone().count();
        let combos: usize = better.map(HandClass::combo_count).sum::<usize>() + class.combo_count();
        Some((place, combos as f64 / 1326.0))
    }

    fn refresh(&mut self, opponents: usize, others: CardSet) {
        if self.opponents == opponents && self.others == others {
            return;
        }
        self.opponents = opponents;
        self.others = others;
        for class in HandClass::all() {
            self.values[class.index()] = class_equity(class, opponents).map(|e| e as f32);
            self.available[class.index()] = class.combos().any(|c| !c.collides(others));
        }
    }
}

/// The Odds Grid tab. Saved between runs as its inputs ([`SavedInputs`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "SavedInputs", into = "SavedInputs")]
pub struct OddsGridTab {
    inputs: GridInputs,
    live: Transient<LiveGrid>,
    fields: Transient<Fields>,
    chart: Transient<ChartCache>,
    message: Transient<Option<String>>,
}

impl Default for OddsGridTab {
    fn default() -> Self {
        OddsGridTab::from(SavedInputs::default())
    }
}

impl From<SavedInputs> for OddsGridTab {
    fn from(saved: SavedInputs) -> Self {
        OddsGridTab {
            inputs: GridInputs::from_saved(&saved),
            live: Transient::default(),
            fields: Transient::default(),
            chart: Transient::default(),
            message: Transient::default(),
        }
    }
}

impl From<OddsGridTab> for SavedInputs {
    fn from(tab: OddsGridTab) -> Self {
        tab.inputs.saved()
    }
}

/// "1 random opponent", "4 random opponents".
fn opponents_text(n: usize) -> String {
    if n == 1 {
        "1 random opponent".to_owned()
    } else {
        format!("{n} random opponents")
    }
}

/// The street named by a board size.
fn street_name(board: usize) -> &'static str {
    match board {
        0 => "Pre-flop",
        3 => "Flop",
        4 => "Turn",
        _ => "River",
    }
}

/// How a result was made, for its badge: "exact", "± 0.05% · 1.0 M samples".
fn method_badge(result: &VsRandom) -> String {
    match (result.method, result.std_error()) {
        (VsRandomMethod::Exact, _) | (_, None) => "exact".to_owned(),
        (VsRandomMethod::MonteCarlo, Some(se)) => {
            let se = 100.0 * se;
            let se = if se < 0.05 {
                format!("{se:.2}")
            } else {
                format!("{se:.1}")
            };
            format!("± {se}% · {}", samples_text(result.samples()))
        }
    }
}

impl OddsGridTab {
    /// The inputs.
    pub fn inputs(&self) -> &GridInputs {
        &self.inputs
    }

    /// The inputs, to change directly (tests, scripts).
    pub fn inputs_mut(&mut self) -> &mut GridInputs {
        &mut self.inputs
    }

    /// Whether the answer for the current inputs is final.
    pub fn is_settled(&self) -> bool {
        self.live.spot() == self.inputs.spot().and_then(Result::ok) && self.live.is_settled()
    }

    /// Draws the tab.
    pub fn ui(&mut self, ui: &mut Ui, cx: &mut TabContext<'_>) {
        let spot = self.inputs.spot();
        let (spot_ok, spot_error) = match &spot {
            Some(Ok(s)) => (Some(*s), None),
            Some(Err(e)) => (None, Some(e.to_string())),
            None => (None, None),
        };
        match cx.engine {
            Some(engine) => {
                let ctx = ui.ctx().clone();
                let waker: Waker = Arc::new(move || ctx.request_repaint());
                self.live.update(spot_ok, engine, &waker);
            }
            None => *self.live = LiveGrid::default(),
        }
        let view = self.live.view();
        let others: CardSet = self
            .inputs
            .board()
            .iter()
            .flatten()
            .chain(self.inputs.dead())
            .copied()
            .collect();
        self.chart.refresh(self.inputs.opponents(), others);

        let palette = cx.palette;
        let style = cx.settings.deck_style();
        let mut actions = Vec::new();

        egui::Panel::left("odds_grid_inputs")
            .exact_size(INPUTS_WIDTH.min(ui.available_width() * 0.45))
            .resizable(false)
            .show_separator_line(false)
            .frame(Frame::NONE.inner_margin(Margin {
                right: space::L as i8,
                ..Margin::ZERO
            }))
            .show(ui, |ui| {
                ScrollArea::vertical()
                    .id_salt("odds_grid_inputs_scroll")
                    .show(ui, |ui| {
                        self.inputs_column(ui, cx.textures, palette, style, &mut actions);
                    });
            });
        egui::CentralPanel::no_frame().show(ui, |ui| {
            ScrollArea::vertical()
                .id_salt("odds_grid_main_scroll")
                .show(ui, |ui| {
                    let width = ui.available_width();
                    let chart_side = (width - TABLE_MIN_WIDTH - space::L)
                        .min(ui.available_height() - 110.0)
                        .clamp(0.0, 520.0);
                    if chart_side >= 300.0 {
                        ui.horizontal_top(|ui| {
                            ui.spacing_mut().item_spacing.x = space::L;
                            let table_w = width - chart_side - space::L - 2.0 * space::M;
                            ui.allocate_ui_with_layout(
                                Vec2::new(table_w.max(TABLE_MIN_WIDTH - 2.0 * space::M), 0.0),
                                Layout::top_down(Align::Min),
                                |ui| {
                                    self.results_column(
                                        ui,
                                        palette,
                                        &view,
                                        spot_error.as_deref(),
                                        cx.engine_error,
                                        &mut actions,
                                    )
                                },
                            );
                            ui.allocate_ui_with_layout(
                                Vec2::new(chart_side + 2.0 * space::M, 0.0),
                                Layout::top_down(Align::Min),
                                |ui| self.chart_section(ui, palette, chart_side, &mut actions),
                            );
                        });
                    } else {
                        self.results_column(
                            ui,
                            palette,
                            &view,
                            spot_error.as_deref(),
                            cx.engine_error,
                            &mut actions,
                        );
                        ui.add_space(space::L);
                        let side = (width - 2.0 * space::M).clamp(240.0, 520.0);
                        self.chart_section(ui, palette, side, &mut actions);
                    }
                });
        });

        for action in actions {
            self.apply(action);
        }
        *cx.status = self.status_line(&view, spot_error.as_deref(), cx.engine_error);
    }

    fn apply(&mut self, action: Action) {
        *self.message = None;
        let outcome = match action {
            Action::ClickSlot(slot) => {
                self.inputs.click_slot(slot);
                Ok(())
            }
            Action::Pick(card) => self.inputs.place(card),
            Action::PickClass(class) => self.inputs.set_class(class),
            Action::SetOpponents(n) => {
                self.inputs.set_opponents(n);
                Ok(())
            }
            Action::SetText(place, text) => {
                let outcome = self
                    .inputs
                    .set_text(place, &text)
                    .map_err(|e| e.to_string());
                let model = self.inputs.text(place);
                self.fields.get(place).applied(outcome.map(|()| model));
                return;
            }
            Action::ClearBoard => {
                self.inputs.clear_board();
                Ok(())
            }
            Action::ClearAll => {
                self.inputs.clear_all();
                Ok(())
            }
        };
        if let Err(e) = outcome {
            *self.message = Some(e.to_string());
        }
    }

    /// The status bar's line.
    fn status_line(
        &self,
        view: &GridView,
        spot_error: Option<&str>,
        engine_error: Option<&str>,
    ) -> String {
        if let Some(error) = engine_error {
            return format!("The engine could not start: {error}");
        }
        if let Some(error) = spot_error.or(view.error.as_deref()) {
            return error.to_owned();
        }
        let Some(spot) = self.live.spot() else {
            return "Pick two cards for your hand to see how it fares against random opponents."
                .to_owned();
        };
        let street = street_name(spot.board().len());
        let who = format!("{} vs {}", spot.hero(), opponents_text(spot.opponents()));
        match (&view.result, view.done) {
            (Some(_), true) if view.from_table => {
                format!("{who}, {street}: exact, from the precomputed pre-flop table")
            }
            (Some(r), true) => match r.method {
                VsRandomMethod::Exact => format!(
                    "{who}, {street}: exact, {} outcomes enumerated in {:.0} ms",
                    group_digits(r.samples()),
                    view.elapsed_ms
                ),
                VsRandomMethod::MonteCarlo => format!(
                    "{who}, {street}: Monte Carlo, {} in {:.1} s (exact enumeration is for one opponent)",
                    samples_text(r.samples()),
                    view.elapsed_ms / 1000.0
                ),
            },
            (Some(r), false) if view.estimate => format!(
                "{who}, {street}: estimate from {} — exact count {:.0}% done",
                samples_text(r.samples()),
                view.progress * 100.0
            ),
            (Some(r), false) => format!(
                "{who}, {street}: sampling, {} so far ({:.0}%)",
                samples_text(r.samples()),
                view.progress * 100.0
            ),
            (None, _) => format!("{who}, {street}: computing…"),
        }
    }

    // ----- the inputs column -----

    fn inputs_column(
        &mut self,
        ui: &mut Ui,
        textures: &mut CardTextures,
        palette: &Palette,
        style: DeckStyle,
        actions: &mut Vec<Action>,
    ) {
        let selected = self.inputs.selected();
        section(ui, palette, "Your hand", |ui| {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = space::XS;
                for (i, card) in self.inputs.hand().into_iter().enumerate() {
                    let slot = GridSlot::Hand(i);
                    let response = ui.add(
                        CardView::new(textures, palette, slot.label(), card, HAND_CARD)
                            .style(style)
                            .caption(if i == 0 { "1st" } else { "2nd" })
                            .selected(selected == Some(slot)),
                    );
                    if response.clicked() {
                        actions.push(Action::ClickSlot(slot));
                    }
                }
                ui.add_space(space::M);
                ui.vertical(|ui| {
                    ui.spacing_mut().item_spacing.y = 2.0;
                    match self.inputs.class() {
                        Some(class) => {
                            ui.label(
                                RichText::new(class.to_string())
                                    .font(bold(text_size::HEADING))
                                    .color(palette.text),
                            );
                            ui.label(RichText::new(class_words(class)).color(palette.text_muted));
                            if let Some((rank, share)) = self.chart.rank(class) {
                                ui.label(
                                    RichText::new(format!(
                                        "{} best of 169 · top {:.0}%",
                                        ordinal(rank),
                                        (100.0 * share).max(1.0)
                                    ))
                                    .font(regular(text_size::SMALL))
                                    .color(palette.text_muted),
                                )
                                .on_hover_text(format!(
                                    "Starting hands ranked by pre-flop equity against {}; the share counts combos (1,326 in all)",
                                    opponents_text(self.inputs.opponents())
                                ));
                            }
                            let hand: CardSet =
                                self.inputs.hand().iter().flatten().copied().collect();
                            let board = self.inputs.street_board();
                            // Always one line here, so nothing moves when the flop comes.
                            let (now, color) = match describe_partial(hand | board) {
                                Some((_, words)) if !board.is_empty() => {
                                    (format!("On this board: {words}"), palette.text)
                                }
                                _ => ("Before the flop".to_owned(), palette.text_faint),
                            };
                            ui.add_space(space::XS);
                            ui.label(RichText::new(now).font(regular(text_size::SMALL)).color(color));
                        }
                        None => {
                            ui.label(
                                RichText::new("Pick two cards")
                                    .font(bold(text_size::TITLE))
                                    .color(palette.text_muted),
                            );
                            ui.label(
                                RichText::new("from the deck below, or click a hand on the chart")
                                    .font(regular(text_size::SMALL))
                                    .color(palette.text_faint),
                            );
                        }
                    }
                });
            });
        });
        ui.add_space(space::M);

        section(ui, palette, "Board and dead cards", |ui| {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = space::XS;
                let board = self.inputs.board();
                for (i, card) in board.iter().enumerate() {
                    if i == 3 {
                        ui.add_space(space::S);
                    }
                    let slot = GridSlot::Board(i);
                    let caption = match i {
                        0..=2 => "Flop",
                        3 => "Turn",
                        _ => "River",
                    };
                    let response = ui.add(
                        CardView::new(textures, palette, slot.label(), *card, BOARD_CARD)
                            .style(style)
                            .caption(caption)
                            .selected(selected == Some(slot)),
                    );
                    if response.clicked() {
                        actions.push(Action::ClickSlot(slot));
                    }
                }
            });
            let pending = self.inputs.pending_board();
            if pending > 0 {
                ui.label(
                    RichText::new("Complete the street: the grid shows the last full street")
                        .font(regular(text_size::SMALL))
                        .color(palette.estimate),
                );
            }
            ui.add_space(space::S);
            ui.label(
                RichText::new("Dead cards (seen folded or burned)")
                    .font(regular(text_size::SMALL))
                    .color(palette.text_muted),
            );
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = Vec2::splat(space::XS);
                let dead = self.inputs.dead().to_vec();
                let slots = (dead.len() + 1).min(MAX_DEAD);
                for i in 0..slots {
                    let slot = GridSlot::Dead(i);
                    let response = ui.add(
                        CardView::new(
                            textures,
                            palette,
                            slot.label(),
                            dead.get(i).copied(),
                            DEAD_CARD,
                        )
                        .style(style)
                        .caption(if i == dead.len() { "+" } else { "" })
                        .selected(selected == Some(slot)),
                    );
                    if response.clicked() {
                        actions.push(Action::ClickSlot(slot));
                    }
                }
            });
        });
        ui.add_space(space::M);

        section(ui, palette, "Deal cards", |ui| {
            let next = match self.inputs.selected() {
                Some(slot) => format!("Next card: {}", slot.label()),
                None => "Click a slot to choose where the next card goes".to_owned(),
            };
            ui.label(RichText::new(next).color(palette.text_muted));
            ui.add_space(space::XS);
            if let Some(card) = CardPicker::new(textures, palette, self.inputs.used())
                .style(style)
                .show(ui)
            {
                actions.push(Action::Pick(card));
            }
            ui.add_space(space::S);
            ui.horizontal(|ui| {
                if ui
                    .button("Clear board")
                    .on_hover_text("Take the board and dead cards off")
                    .clicked()
                {
                    actions.push(Action::ClearBoard);
                }
                if ui.button("Clear all").clicked() {
                    actions.push(Action::ClearAll);
                }
            });
            if let Some(message) = self.message.as_ref() {
                ui.label(RichText::new(message).color(palette.error));
            }
        });
        ui.add_space(space::M);

        section(ui, palette, "Type cards", |ui| {
            egui::Grid::new("odds_grid_type")
                .num_columns(2)
                .spacing(Vec2::new(space::S, space::XS))
                .show(ui, |ui| {
                    for (place, title, name, hint) in [
                        (Place::Hand, "Hand", "Hand cards", "e.g. AsKs"),
                        (Place::Board, "Board", "Board cards", "e.g. Ts Qs 2d"),
                        (Place::Dead, "Dead", "Dead cards", "e.g. 2h 8s"),
                    ] {
                        ui.label(RichText::new(title).color(palette.text));
                        let model = self.inputs.text(place);
                        let field = self.fields.get(place);
                        if let Some(text) = ui
                            .vertical(|ui| field.show(ui, palette, "odds grid", name, hint, &model))
                            .inner
                        {
                            actions.push(Action::SetText(place, text));
                        }
                        ui.end_row();
                    }
                });
        });
    }

    // ----- the results: summary and grid -----

    fn results_column(
        &self,
        ui: &mut Ui,
        palette: &Palette,
        view: &GridView,
        spot_error: Option<&str>,
        engine_error: Option<&str>,
        actions: &mut Vec<Action>,
    ) {
        let p = palette;
        let spot = self.live.spot();
        section(ui, p, "Against the field", |ui| {
            self.opponents_row(ui, p, actions);
            ui.add_space(space::M);
            let Some(spot) = spot else {
                let text = engine_error
                    .map(|e| format!("The engine could not start: {e}"))
                    .or_else(|| spot_error.map(str::to_owned))
                    .unwrap_or_else(|| "Pick two cards for your hand.".to_owned());
                let color = if spot_error.is_some() || engine_error.is_some() {
                    p.error
                } else {
                    p.text_muted
                };
                ui.label(RichText::new(text).color(color));
                return;
            };
            let title = format!(
                "{} against {} · {}",
                spot.hero(),
                opponents_text(spot.opponents()),
                street_name(spot.board().len())
            );
            ui.label(
                RichText::new(title)
                    .font(bold(text_size::BODY + 2.0))
                    .color(p.text),
            );
            ui.add_space(space::S);
            let result = view.result.as_ref();
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = space::L;
                let equity =
                    result.map_or("…".to_owned(), |r| format!("{:.2}%", 100.0 * r.equity()));
                ui.scope_builder(
                    UiBuilder::new()
                        .id_salt("equity figure")
                        .accessibility_label("Equity")
                        .accessibility_role(Role::Group)
                        .layout(Layout::top_down(Align::Min)),
                    |ui| {
                        ui.spacing_mut().item_spacing.y = 0.0;
                        ui.label(
                            RichText::new("Equity")
                                .font(regular(text_size::SMALL))
                                .color(p.text_muted),
                        );
                        ui.label(
                            RichText::new(equity)
                                .font(bold(text_size::BIG + 6.0))
                                .color(p.text),
                        );
                    },
                );
                ui.vertical(|ui| {
                    ui.add_space(space::S);
                    let w = ui.available_width();
                    outcome_bar(ui, p, result, w);
                    ui.add_space(space::XS);
                    ui.horizontal(|ui| {
                        ui.spacing_mut().item_spacing.x = space::M;
                        let figure = |ui: &mut Ui, name: &str, value: Option<f64>, color| {
                            let text = value.map_or(format!("{name} …"), |v| {
                                format!("{name} {:.2}%", 100.0 * v)
                            });
                            ui.label(
                                RichText::new(text)
                                    .font(regular(text_size::BODY))
                                    .color(color),
                            );
                        };
                        figure(ui, "Win", result.map(VsRandom::win), p.exact);
                        figure(ui, "Tie", result.map(VsRandom::tie), p.text_muted);
                        figure(ui, "Lose", result.map(VsRandom::lose), p.error);
                    });
                    ui.horizontal(|ui| {
                        if let Some(r) = result {
                            let (text, color) = if view.estimate {
                                (format!("estimate {}", method_badge(r)), p.estimate)
                            } else if r.method == VsRandomMethod::Exact {
                                ("exact".to_owned(), p.exact)
                            } else {
                                (method_badge(r), p.estimate)
                            };
                            badge(ui, p, &text, color);
                        }
                        if !view.done {
                            progress_bar(
                                ui,
                                p,
                                view.progress as f32,
                                90.0,
                                p.estimate,
                                "Odds Grid progress",
                            );
                        }
                    });
                });
            });
        });
        ui.add_space(space::M);
        section(ui, p, "By final hand", |ui| {
            grid_table(
                ui,
                p,
                view.result.as_ref(),
                spot.map(|s| s.opponents()).unwrap_or(1),
            );
        });
    }

    /// The number of random opponents, 1 to 9.
    fn opponents_row(&self, ui: &mut Ui, palette: &Palette, actions: &mut Vec<Action>) {
        let labels: Vec<String> = (1..=9).map(|n| n.to_string()).collect();
        let label_refs: Vec<&str> = labels.iter().map(String::as_str).collect();
        let names: Vec<String> = (1..=9)
            .map(|n| {
                if n == 1 {
                    "1 opponent".to_owned()
                } else {
                    format!("{n} opponents")
                }
            })
            .collect();
        let n = self.inputs.opponents();
        ui.horizontal(|ui| {
            ui.label(RichText::new("Random opponents").color(palette.text_muted));
            if let Some(i) = segmented(ui, palette, &label_refs, &names, n - 1, true) {
                actions.push(Action::SetOpponents(i + 1));
            }
        })
        .response
        .on_hover_text(
            "One opponent: every board and every opponent hand counted exactly.\nSeveral: a million random deals (± 0.05%), the same every time.",
        );
    }

    fn chart_section(&self, ui: &mut Ui, palette: &Palette, side: f32, actions: &mut Vec<Action>) {
        let n = self.inputs.opponents();
        // Never wider than what is left beside the table.
        let side = side.min(ui.available_width() - 2.0 * space::M).max(160.0);
        section(ui, palette, "Starting hands", |ui| {
            ui.label(
                RichText::new(format!(
                    "Pre-flop equity against {} · click a hand to study it",
                    opponents_text(n)
                ))
                .font(regular(text_size::SMALL))
                .color(palette.text_muted),
            );
            ui.add_space(space::S);
            let describe = move |class: HandClass, v: f32| {
                format!(
                    "{class}: {:.2}% equity against {}\n{} combos · suited hands above the diagonal, offsuit below",
                    100.0 * v,
                    opponents_text(n),
                    class.combo_count()
                )
            };
            let chart = HandChart::new(
                Id::unique("odds grid chart"),
                palette,
                &self.chart.values,
                side,
                &describe,
            )
            .available(&self.chart.available)
            .selected(self.inputs.class());
            if let Some(class) = chart.show(ui) {
                actions.push(Action::PickClass(class));
            }
            ui.add_space(space::S);
            let (lo, hi) = value_range(&self.chart.values);
            heat_legend(ui, palette, lo, hi, side, "equity");
        });
    }
}

/// "Ace-King suited · 4 combos".
fn class_words(class: HandClass) -> String {
    let name = |r: crate::cards::Rank| match r.to_char() {
        'A' => "Ace",
        'K' => "King",
        'Q' => "Queen",
        'J' => "Jack",
        'T' => "Ten",
        '9' => "Nine",
        '8' => "Eight",
        '7' => "Seven",
        '6' => "Six",
        '5' => "Five",
        '4' => "Four",
        '3' => "Three",
        _ => "Two",
    };
    let (hi, lo) = (name(class.high()), name(class.low()));
    let words = match class.shape() {
        Shape::Pair => format!("Pair of {hi}{}", if hi == "Six" { "es" } else { "s" }),
        Shape::Suited => format!("{hi}-{lo} suited"),
        Shape::Offsuit => format!("{hi}-{lo} offsuit"),
    };
    format!("{words} · {} combos", class.combo_count())
}

/// The win / tie / lose bar.
fn outcome_bar(ui: &mut Ui, p: &Palette, result: Option<&VsRandom>, width: f32) {
    let (rect, response) = ui.allocate_exact_size(Vec2::new(width.max(60.0), 14.0), Sense::hover());
    let name = match result {
        Some(r) => format!(
            "Win {:.2}%, tie {:.2}%, lose {:.2}%",
            100.0 * r.win(),
            100.0 * r.tie(),
            100.0 * r.lose()
        ),
        None => "Win, tie and lose: computing".to_owned(),
    };
    response.widget_info(|| egui::WidgetInfo::labeled(Role::ProgressIndicator, true, &name));
    let painter = ui.painter();
    painter.rect_filled(rect, 7.0, p.surface_strong);
    let Some(r) = result else { return };
    let parts = [
        (r.win(), p.exact),
        (r.tie(), p.text_faint),
        (r.lose(), p.error),
    ];
    let mut x = rect.left();
    let clip = ui.painter().with_clip_rect(rect);
    // Rounded ends come from a rounded clip of the whole bar.
    let mut first = true;
    for (fraction, color) in parts {
        let w = rect.width() * fraction as f32;
        if w <= 0.0 {
            continue;
        }
        let seg = Rect::from_min_size(egui::pos2(x, rect.top()), Vec2::new(w, rect.height()));
        let corner = if first { 7.0 } else { 0.0 };
        clip.rect_filled(seg, corner, color);
        first = false;
        x += w;
    }
    painter.rect_stroke(
        rect,
        7.0,
        Stroke::new(1.0, p.border),
        egui::StrokeKind::Inside,
    );
}

/// HoldemHand's grid: one row per category, best first, and the totals.
fn grid_table(ui: &mut Ui, p: &Palette, result: Option<&VsRandom>, opponents: usize) {
    let width = ui.available_width();
    let name_w = (width * 0.28).clamp(120.0, 170.0);
    let col_w = (width - name_w) / 4.0;
    let headers = ["MAKES IT", "WINS", "TIES", "BEATS YOU"];
    let tips = [
        "How often your final hand is this category",
        "How often you win the pot outright holding this category",
        "How often you split the pot holding this category",
        if opponents == 1 {
            "How often the opponent beats you holding this category"
        } else {
            "How often the best of the opponents beats you holding this category"
        },
    ];
    // Two header lines: who, then what.
    let (rect, _) =
        ui.allocate_exact_size(Vec2::new(width, 2.0 * ROW_HEIGHT - 8.0), Sense::hover());
    let header_font = bold(text_size::SMALL);
    let upper = rect.top() + (ROW_HEIGHT - 8.0) / 2.0;
    let lower = rect.bottom() - ROW_HEIGHT / 2.0;
    let col_left = |i: usize| rect.left() + name_w + i as f32 * col_w;
    let group = |x0: f32, x1: f32, text: &str, color| {
        ui.painter().text(
            egui::pos2((x0 + x1) / 2.0, upper),
            Align2::CENTER_CENTER,
            text,
            header_font.clone(),
            color,
        );
        ui.painter().hline(
            (x0 + space::S)..=(x1 - space::XS),
            upper + 8.0,
            Stroke::new(1.0, p.border),
        );
    };
    group(col_left(0), col_left(3), "YOUR HAND", p.text_muted);
    group(
        col_left(3),
        col_left(4),
        if opponents == 1 {
            "OPPONENT"
        } else {
            "OPPONENTS"
        },
        p.text_muted,
    );
    ui.painter().text(
        egui::pos2(rect.left() + space::S, lower),
        Align2::LEFT_CENTER,
        "FINAL HAND",
        header_font.clone(),
        p.text_muted,
    );
    for (i, (h, tip)) in headers.iter().zip(tips).enumerate() {
        let cell = Rect::from_min_max(
            egui::pos2(col_left(i), lower - ROW_HEIGHT / 2.0),
            egui::pos2(col_left(i + 1) - space::S, lower + ROW_HEIGHT / 2.0),
        );
        ui.painter().text(
            egui::pos2(cell.right(), cell.center().y),
            Align2::RIGHT_CENTER,
            *h,
            header_font.clone(),
            p.text_muted,
        );
        let _ = ui
            .interact(cell, Id::unique(("grid header", i)), Sense::hover())
            .on_hover_text(tip);
    }
    ui.painter()
        .hline(rect.x_range(), rect.bottom(), Stroke::new(1.0, p.border));

    let rows: Vec<(Category, CategoryOdds, CategoryOdds)> = Category::ALL
        .iter()
        .rev()
        .map(|&c| match result {
            Some(r) => (c, r.player(c), r.opponent(c)),
            None => (c, CategoryOdds::default(), CategoryOdds::default()),
        })
        .collect();
    let max = |f: &dyn Fn(&(Category, CategoryOdds, CategoryOdds)) -> f64| {
        rows.iter().map(f).fold(0.0, f64::max).max(1e-9)
    };
    let maxes = [
        max(&|r| r.1.made),
        max(&|r| r.1.win),
        max(&|r| r.1.tie),
        max(&|r| r.2.win),
    ];
    let colors = [p.seat(0), p.exact, p.text_faint, p.error];
    for (k, (category, mine, theirs)) in rows.iter().enumerate() {
        let values = [mine.made, mine.win, mine.tie, theirs.win];
        let texts: Vec<String> = values
            .iter()
            .map(|&v| {
                if result.is_some() {
                    percent_cell(v)
                } else {
                    "…".to_owned()
                }
            })
            .collect();
        let strong = mine.made > 0.0 || theirs.win > 0.0;
        grid_row(
            ui,
            p,
            &format!("{} row", category.name()),
            category.name(),
            &texts,
            &values.map(|v| v as f32),
            &maxes.map(|m| m as f32),
            &colors,
            (name_w, col_w),
            k % 2 == 1,
            strong,
        );
    }
    // Totals.
    ui.add_space(2.0);
    let (line, _) = ui.allocate_exact_size(Vec2::new(width, 1.0), Sense::hover());
    ui.painter().hline(
        line.x_range(),
        line.center().y,
        Stroke::new(1.0, p.text_faint),
    );
    let totals = match result {
        Some(r) => [
            "100%".to_owned(),
            format!("{:.2}%", 100.0 * r.win()),
            format!("{:.2}%", 100.0 * r.tie()),
            format!("{:.2}%", 100.0 * r.lose()),
        ],
        None => std::array::from_fn(|_| "…".to_owned()),
    };
    let (rect, _) = ui.allocate_exact_size(Vec2::new(width, ROW_HEIGHT + 4.0), Sense::hover());
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(rect)
            .id_salt("grid totals")
            .accessibility_label("Totals")
            .accessibility_role(Role::Group),
    );
    child.painter().text(
        egui::pos2(rect.left() + space::S, rect.center().y),
        Align2::LEFT_CENTER,
        "Total",
        bold(text_size::BODY),
        p.text,
    );
    let captions = ["", "win", "tie", "lose"];
    for (i, (text, caption)) in totals.iter().zip(captions).enumerate() {
        let cell = Rect::from_min_size(
            egui::pos2(rect.left() + name_w + i as f32 * col_w, rect.top()),
            Vec2::new(col_w - space::S, rect.height()),
        );
        let color = [p.text_muted, p.exact, p.text_muted, p.error][i];
        child.scope_builder(
            UiBuilder::new()
                .max_rect(cell)
                .layout(Layout::right_to_left(Align::Center)),
            |ui| {
                ui.label(RichText::new(text).font(bold(text_size::BODY)).color(color))
                    .on_hover_text(match caption {
                        "" => "Every outcome ends in one of the categories".to_owned(),
                        c => format!("All the outcomes you {c}"),
                    });
            },
        );
    }
}

/// One row of the grid: a category's name and four figures, each over a faint bar scaled to
/// its column's largest figure.
#[expect(clippy::too_many_arguments, reason = "a private drawing helper")]
fn grid_row(
    ui: &mut Ui,
    p: &Palette,
    name: &str,
    title: &str,
    texts: &[String],
    values: &[f32; 4],
    maxes: &[f32; 4],
    colors: &[egui::Color32; 4],
    (name_w, col_w): (f32, f32),
    striped: bool,
    strong: bool,
) {
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(Vec2::new(width, ROW_HEIGHT), Sense::hover());
    if striped {
        ui.painter()
            .rect_filled(rect, radius::S, p.surface_strong.gamma_multiply(0.5));
    }
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(rect)
            .id_salt(name)
            .accessibility_label(name)
            .accessibility_role(Role::Group),
    );
    let ui = &mut child;
    ui.painter().text(
        egui::pos2(rect.left() + space::S, rect.center().y),
        Align2::LEFT_CENTER,
        title,
        regular(text_size::BODY),
        if strong { p.text } else { p.text_faint },
    );
    for i in 0..4 {
        let cell = Rect::from_min_size(
            egui::pos2(rect.left() + name_w + i as f32 * col_w, rect.top()),
            Vec2::new(col_w - space::S, ROW_HEIGHT),
        );
        let fraction = (values[i] / maxes[i]).clamp(0.0, 1.0);
        if fraction > 0.0 {
            let track_w = cell.width() * 0.9;
            let bar = Rect::from_min_size(
                egui::pos2(cell.right() - track_w * fraction, cell.bottom() - 6.0),
                Vec2::new(track_w * fraction, 3.0),
            );
            ui.painter()
                .rect_filled(bar, 1.5, colors[i].gamma_multiply(0.8));
        }
        ui.scope_builder(
            UiBuilder::new()
                .max_rect(cell)
                .layout(Layout::right_to_left(Align::Center)),
            |ui| {
                let color = if values[i] > 0.0 {
                    p.text
                } else {
                    p.text_faint
                };
                ui.label(
                    RichText::new(&texts[i])
                        .font(regular(text_size::BODY))
                        .color(color),
                );
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_naturally() {
        assert_eq!(percent_cell(0.0), "–");
        assert_eq!(percent_cell(0.000_01), "<0.01%");
        assert_eq!(percent_cell(0.123_456), "12.35%");
        assert_eq!(
            class_words("66".parse().unwrap()),
            "Pair of Sixes · 6 combos"
        );
        assert_eq!(
            class_words("AKs".parse().unwrap()),
            "Ace-King suited · 4 combos"
        );
    }

    #[test]
    fn the_tab_saves_its_inputs_only() {
        let mut tab = OddsGridTab::default();
        tab.inputs_mut().set_opponents(3);
        let json = serde_json::to_string(&tab).unwrap();
        let back: OddsGridTab = serde_json::from_str(&json).unwrap();
        assert_eq!(back.inputs().saved(), tab.inputs().saved());
        assert_eq!(back, tab);
    }
}
