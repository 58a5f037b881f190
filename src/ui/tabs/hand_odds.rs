//! The Hand Odds tab, TV style: 2 to 10 seats with their cards, current hand, win and tie
//! figures and an equity bar each; the board on a felt table; how each seat's equity moved
//! street by street; the outs of the players behind; and the deck to deal from (or a text
//! field per place to type cards into).
//!
//! The state is a [`Table`] (pure data, in [`crate::app::hand_odds::table`]); the numbers come from [`LiveEquity`]
//! (engine jobs, in [`crate::app::hand_odds::live`]); this module only draws and turns clicks into table edits.

pub mod range_editor;

use std::sync::Arc;

use egui::{
    Align, Align2, Frame, Id, Layout, Margin, Rect, RichText, ScrollArea, Sense, Stroke,
    StrokeKind, Ui, UiBuilder, Vec2, WidgetInfo, accesskit::Role,
};
use rand::SeedableRng;
use rand::rngs::SmallRng;

use self::range_editor::{EditorEvent, RangeEditor};
use super::TabContext;
use crate::app::hand_odds::live::{LiveEquity, OutsList};
use crate::app::hand_odds::table::{
    Counting, MAX_SEATS, MIN_SEATS, SavedTable, Seat, Slot, Street, Table,
};
use crate::art::{BackColor, CardFace, DeckStyle};
use crate::cards::{Card, CardSet};
use crate::equity::{EquityResult, MethodUsed};
use crate::eval::{HandValue, describe_partial, evaluate};
use crate::format::{duration, group_digits};
use crate::ui::card_textures::CardTextures;
use crate::ui::theme::{Palette, bold, radius, regular, space, text_size};
use crate::ui::widgets::card::CardView;
use crate::ui::widgets::card_field::CardField;
use crate::ui::widgets::card_picker::CardPicker;
use crate::ui::widgets::equity_bar::{
    EquityBar, badge, method_text, method_text_short, samples_text,
};
use crate::ui::widgets::felt::paint_table;
use crate::ui::widgets::section::section;
use crate::ui::widgets::street_chart::{StreetChart, StreetSeries};

/// A change the user asked for this frame, applied after drawing.
#[derive(Clone, Debug, PartialEq)]
enum Action {
    ClickSlot(Slot),
    Pick(Card),
    AddSeat,
    RemoveSeat(usize),
    SetRandom(usize, bool),
    DealRandom,
    ClearSeat,
    ClearAll,
    SetCounting(Counting),
    /// Open the range editor for a seat (close it if it is open for that seat).
    EditRange(usize),
}

/// The text fields, one per place.
#[derive(Clone, Debug, Default)]
struct EntryForm {
    seats: Vec<CardField>,
    board: CardField,
    dead: CardField,
}

/// A seat's hand in words, remembered while its cards stay the same.
#[derive(Clone, Debug, Default)]
struct Description {
    cards: CardSet,
    text: Option<String>,
    /// The hand's value, once it has five cards or more.
    value: Option<HandValue>,
}

/// The Hand Odds tab.
pub struct HandOddsTab {
    table: Table,
    counting: Counting,
    live: LiveEquity,
    entry: EntryForm,
    descriptions: Vec<Description>,
    message: Option<String>,
    rng: SmallRng,
    editor: Option<RangeEditor>,
}

impl std::fmt::Debug for HandOddsTab {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HandOddsTab")
            .field("table", &self.table)
            .finish_non_exhaustive()
    }
}

impl Default for HandOddsTab {
    fn default() -> Self {
        HandOddsTab::from_saved(&SavedTable::default())
    }
}

/// What one seat plate shows.
struct PlateData<'a> {
    seat: usize,
    hand: &'a Seat,
    /// For a range seat, how many of its hands no card on the table blocks.
    live_combos: Option<usize>,
    /// Whether the range editor is open for this seat.
    editing: bool,
    /// The seat's result and its index in it, if the seat is in the hand and there is one.
    result: Option<(&'a EquityResult, usize)>,
    in_hand: bool,
    estimate: bool,
    /// Whether the computation failed (the felt says why).
    failed: bool,
    description: Option<&'a str>,
    outs: Option<CardSet>,
    selected: Option<Slot>,
    can_remove: bool,
    street: Street,
}

impl HandOddsTab {
    /// The tab with a saved table.
    pub fn from_saved(saved: &SavedTable) -> HandOddsTab {
        HandOddsTab {
            table: Table::from_saved(saved),
            counting: saved.counting,
            live: LiveEquity::default(),
            entry: EntryForm::default(),
            descriptions: Vec::new(),
            message: None,
            rng: rand::make_rng(),
            editor: None,
        }
    }

    /// The table as saved.
    pub fn saved(&self) -> SavedTable {
        SavedTable {
            counting: self.counting,
            ..self.table.saved()
        }
    }

    /// The table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The table, to change directly (tests, scripts).
    pub fn table_mut(&mut self) -> &mut Table {
        &mut self.table
    }

    /// How equities are counted.
    pub fn counting(&self) -> Counting {
        self.counting
    }

    /// Sets how equities are counted.
    pub fn set_counting(&mut self, counting: Counting) {
        self.counting = counting;
    }

    /// Uses a seeded random generator for the "Random cards" button (tests).
    pub fn seed_random(&mut self, seed: u64) {
        self.rng = SmallRng::seed_from_u64(seed);
    }

    /// Opens the range editor for seat `seat` (from 0), as the seat's "range" button does.
    pub fn open_range_editor(&mut self, seat: usize) {
        if let Some(current) = self.table.seats().get(seat) {
            self.editor = Some(RangeEditor::open(seat, current));
        }
    }

    /// The range editor, if open.
    pub fn range_editor(&self) -> Option<&RangeEditor> {
        self.editor.as_ref()
    }

    /// Applies what the range editor asks (also the path tests take to drive it directly).
    pub fn apply_editor_events(&mut self, events: Vec<EditorEvent>) {
        for event in events {
            match event {
                EditorEvent::Set(seat) => {
                    let Some(index) = self.editor.as_ref().map(RangeEditor::seat) else {
                        continue;
                    };
                    if let Err(e) = self.table.set_seat(index, seat) {
                        self.message = Some(e.to_string());
                    }
                }
                EditorEvent::Close => self.editor = None,
            }
        }
    }

    /// Runs `edit` on the open range editor and applies what it asks; `false` if none is open.
    pub fn edit_range(&mut self, edit: impl FnOnce(&mut RangeEditor) -> Vec<EditorEvent>) -> bool {
        let Some(editor) = self.editor.as_mut() else {
            return false;
        };
        let events = edit(editor);
        self.apply_editor_events(events);
        true
    }

    /// Whether every computation for the current table is finished.
    pub fn is_settled(&self) -> bool {
        self.live.is_settled()
    }

    /// The result shown for the current street, if any.
    pub fn current_result(&self) -> Option<&EquityResult> {
        self.live.current().and_then(|v| v.result.as_ref())
    }

    /// Draws the tab.
    pub fn ui(&mut self, ui: &mut Ui, cx: &mut TabContext<'_>) {
        let tab_rect = ui.max_rect();
        let deal = self.table.deal();
        match cx.engine {
            Some(engine) => {
                let ctx = ui.ctx().clone();
                self.live.update(
                    deal.as_ref(),
                    self.counting,
                    engine,
                    Arc::new(move || ctx.request_repaint()),
                );
            }
            None => self.live = LiveEquity::default(),
        }
        self.update_descriptions();
        let mut actions = Vec::new();
        let palette = cx.palette;
        let style = cx.settings.deck_style();

        let side_width = (ui.available_width() * 0.36).clamp(340.0, 480.0);
        egui::Panel::right("hand_odds_side")
            .exact_size(side_width)
            .resizable(false)
            .show_separator_line(false)
            .frame(Frame::NONE.inner_margin(Margin {
                left: space::L as i8,
                ..Margin::ZERO
            }))
            .show(ui, |ui| {
                ScrollArea::vertical()
                    .id_salt("hand_odds_side_scroll")
                    .show(ui, |ui| {
                        self.side_panel(ui, cx.textures, palette, style, &mut actions);
                    });
            });
        egui::CentralPanel::no_frame().show(ui, |ui| {
            ScrollArea::vertical()
                .id_salt("hand_odds_main_scroll")
                .show(ui, |ui| {
                    self.main_area(ui, cx.textures, palette, style, &mut actions);
                });
        });

        for action in actions {
            self.apply(action);
        }
        if let Some(editor) = &mut self.editor {
            match self.table.seats().get(editor.seat()) {
                Some(seat) => {
                    editor.follow(seat);
                    let events = editor.show(
                        ui.ctx(),
                        palette,
                        self.table.used(),
                        tab_rect.right_top() + Vec2::new(-space::S, space::S),
                    );
                    self.apply_editor_events(events);
                }
                None => self.editor = None,
            }
        }
        *cx.status = self.status_line(cx.engine_error);
    }

    fn apply(&mut self, action: Action) {
        self.message = None;
        match action {
            Action::ClickSlot(slot) => self.table.click_slot(slot),
            Action::Pick(card) => {
                if let Err(e) = self.table.place(card) {
                    self.message = Some(e.to_string());
                }
            }
            Action::AddSeat => {
                self.table.add_seat();
            }
            Action::RemoveSeat(seat) => {
                if self.table.remove_seat(seat) {
                    if seat < self.entry.seats.len() {
                        self.entry.seats.remove(seat);
                    }
                    match self.editor.as_ref().map(RangeEditor::seat) {
                        Some(s) if s == seat => self.editor = None,
                        Some(s) if s > seat => {
                            if let Some(e) = &mut self.editor {
                                e.set_seat(s - 1);
                            }
                        }
                        _ => {}
                    }
                }
            }
            Action::EditRange(seat) => {
                if self.editor.as_ref().is_some_and(|e| e.seat() == seat) {
                    self.editor = None;
                } else {
                    self.open_range_editor(seat);
                }
            }
            Action::SetRandom(seat, random) => self.table.set_random(seat, random),
            Action::DealRandom => self.table.deal_random(&mut self.rng),
            Action::ClearSeat => match self.table.selected() {
                Some(Slot::Hole { seat, .. }) => self.table.clear_seat(seat),
                Some(Slot::Board(_)) => self.table.clear_board(),
                Some(Slot::Dead(_)) => {
                    let _ = self.table.set_dead_text("");
                }
                None => {}
            },
            Action::ClearAll => self.table.clear_all(),
            Action::SetCounting(counting) => self.counting = counting,
        }
    }

    /// Recomputes the words for seats whose cards changed (one short evaluation each).
    fn update_descriptions(&mut self) {
        let board: CardSet = self.table.board().iter().flatten().copied().collect();
        let seats = self.table.seats();
        self.descriptions
            .resize_with(seats.len(), Description::default);
        for (seat, description) in seats.iter().zip(&mut self.descriptions) {
            let cards = match seat {
                Seat::Random | Seat::Range(_) => CardSet::EMPTY,
                Seat::Cards(_) => seat.cards() | board,
            };
            let key = if seat.cards().is_empty() {
                CardSet::EMPTY
            } else {
                cards
            };
            if description.cards != key || (key.is_empty() && description.text.is_some()) {
                description.cards = key;
                description.text = if seat.cards().is_empty() {
                    None
                } else {
                    describe_partial(cards).map(|(_, words)| words)
                };
                description.value =
                    (seat.cards().len() == 2 && cards.len() >= 5).then(|| evaluate(cards));
            }
        }
    }

    /// Who is ahead on the board as it stands ("Player 2 leads with Pair of Queens"), or who
    /// won on the river.
    fn leader_text(&self, street: Street) -> String {
        let in_hand = self.table.deal().map(|d| d.seats).unwrap_or_default();
        if in_hand.iter().any(|&s| {
            self.table
                .seats()
                .get(s)
                .is_some_and(|s| s.range().is_some())
        }) {
            // Nobody "leads" against a range: the bars say who is ahead on average.
            return street.name().to_uppercase();
        }
        let values: Vec<(usize, HandValue)> = in_hand
            .iter()
            .filter_map(|&seat| Some((seat, self.descriptions.get(seat)?.value?)))
            .collect();
        let Some(best) = values.iter().map(|(_, v)| *v).max() else {
            return street.name().to_uppercase();
        };
        let leaders: Vec<usize> = values
            .iter()
            .filter(|(_, v)| *v == best)
            .map(|(s, _)| *s)
            .collect();
        let hand = best.description();
        let names = leaders
            .iter()
            .map(|s| (s + 1).to_string())
            .collect::<Vec<_>>();
        let river = street == Street::River;
        match names.as_slice() {
            [one] if river => format!("Player {one} wins with {hand}"),
            [one] => format!("Player {one} leads with {hand}"),
            many => {
                let who = match many.split_last() {
                    Some((last, rest)) => format!("Players {} and {last}", rest.join(", ")),
                    None => String::new(),
                };
                if river {
                    format!("{who} split the pot with {hand}")
                } else {
                    format!("{who} are tied with {hand}")
                }
            }
        }
    }

    /// The status bar's line: how the current numbers were made, or what is missing.
    fn status_line(&self, engine_error: Option<&str>) -> String {
        if let Some(error) = engine_error {
            return format!("The engine could not start: {error}");
        }
        let Some(view) = self.live.current() else {
            return "Give at least two players two cards each (or a range, or any hand) to see their equity."
                .to_owned();
        };
        if let Some(error) = &view.error {
            return self.error_text(error);
        }
        let street = self.table.street().name();
        match (&view.result, view.done, view.estimate) {
            (Some(r), true, _) => match r.method {
                MethodUsed::Exact => format!(
                    "{street}: exact, {} outcomes enumerated in {}",
                    group_digits(r.samples()),
                    duration(r.elapsed)
                ),
                MethodUsed::MonteCarlo => format!(
                    "{street}: Monte Carlo, {} in {}{}",
                    samples_text(r.samples()),
                    duration(r.elapsed),
                    if self.counting == Counting::Auto {
                        " (counting every outcome would be slow here; choose Exact to insist)"
                    } else {
                        ""
                    }
                ),
            },
            (Some(r), false, true) => format!(
                "{street}: estimate from {} — exact count {:.0}% done",
                samples_text(r.samples()),
                view.progress * 100.0
            ),
            (Some(r), false, false) => format!(
                "{street}: sampling, {} so far ({:.0}%)",
                samples_text(r.samples()),
                view.progress * 100.0
            ),
            (None, _, _) => format!("{street}: computing…"),
        }
    }

    /// The engine's refusal in the table's words: a range with no hand left names its seat.
    fn error_text(&self, error: &str) -> String {
        let blocked = (0..self.table.seats().len()).find(|&s| self.table.live_combos(s) == Some(0));
        match blocked {
            Some(seat) => format!(
                "Player {}'s range has no hand left: every one uses a card already on the table",
                seat + 1
            ),
            None => error.to_owned(),
        }
    }

    // ----- the main area: table, seats, chart and outs -----

    fn main_area(
        &mut self,
        ui: &mut Ui,
        textures: &mut CardTextures,
        palette: &Palette,
        style: DeckStyle,
        actions: &mut Vec<Action>,
    ) {
        let width = ui.available_width();
        let seats = self.table.seats().len();
        // Seat plates: two columns unless the area is narrow.
        let columns = if width < 640.0 { 1 } else { 2 };
        let gap = space::M;
        let plate_w = (width - gap * (columns as f32 - 1.0)) / columns as f32;
        let plate_h = 96.0;
        let tiles = seats + usize::from(seats < MAX_SEATS);
        let rows = tiles.div_ceil(columns);
        // The table takes what the seats and the chart leave, within reason.
        let plates_h = rows as f32 * (plate_h + gap) - gap;
        let chart_h = 230.0;
        let felt_height =
            (ui.available_height() - plates_h - chart_h - 2.0 * space::L).clamp(170.0, 300.0);
        self.board_table(ui, textures, palette, style, width, felt_height, actions);
        ui.add_space(space::L);
        let (_, area) = ui.allocate_space(Vec2::new(width, rows as f32 * (plate_h + gap) - gap));
        let current = self.live.current();
        let result = current.and_then(|v| v.result.as_ref());
        let estimate = current.is_some_and(|v| v.estimate);
        let deal = self.table.deal();
        let outs = self.live.outs();
        for i in 0..tiles {
            let (row, col) = (i / columns, i % columns);
            let rect = Rect::from_min_size(
                area.min + Vec2::new(col as f32 * (plate_w + gap), row as f32 * (plate_h + gap)),
                Vec2::new(plate_w, plate_h),
            );
            if i == seats {
                if add_seat_tile(ui, rect, palette).clicked() {
                    actions.push(Action::AddSeat);
                }
                continue;
            }
            let index_in_hand = deal
                .as_ref()
                .and_then(|d| d.seats.iter().position(|&s| s == i));
            let data = PlateData {
                seat: i,
                hand: &self.table.seats()[i],
                live_combos: self.table.live_combos(i),
                editing: self.editor.as_ref().is_some_and(|e| e.seat() == i),
                result: index_in_hand.and_then(|k| result.map(|r| (r, k))),
                in_hand: index_in_hand.is_some(),
                estimate,
                failed: current.is_some_and(|v| v.error.is_some()),
                description: self.descriptions.get(i).and_then(|d| d.text.as_deref()),
                outs: index_in_hand.and_then(|k| {
                    outs.as_ref()
                        .and_then(|o: &OutsList| o.seats.get(k).copied().flatten())
                }),
                selected: self.table.selected(),
                can_remove: seats > MIN_SEATS,
                street: self.table.street(),
            };
            seat_plate(ui, rect, &data, textures, palette, style, actions);
        }

        ui.add_space(space::L);
        let chart_w = if width > 700.0 { width * 0.58 } else { width };
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = space::M;
            ui.allocate_ui_with_layout(
                Vec2::new(chart_w - space::M / 2.0, 0.0),
                Layout::top_down(Align::Min),
                |ui| self.chart_section(ui, palette),
            );
            ui.allocate_ui_with_layout(
                Vec2::new(ui.available_width(), 0.0),
                Layout::top_down(Align::Min),
                |ui| self.outs_section(ui, textures, palette, style),
            );
        });
    }

    /// The felt with the board on it.
    #[expect(clippy::too_many_arguments, reason = "drawing context passed down")]
    fn board_table(
        &self,
        ui: &mut Ui,
        textures: &mut CardTextures,
        palette: &Palette,
        style: DeckStyle,
        width: f32,
        height: f32,
        actions: &mut Vec<Action>,
    ) {
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, height), Sense::hover());
        let felt = paint_table(ui.painter(), rect, palette);
        // The board's cards go on the felt without moving the parent's cursor.
        let mut child = ui.new_child(UiBuilder::new().max_rect(rect).id_salt("board"));
        let ui = &mut child;
        let card_h = (felt.height() * 0.5).clamp(56.0, 104.0);
        let card_w = CardTextures::card_size(card_h).x;
        let gap = (card_h * 0.06).max(space::XS);
        let street_gap = card_w * 0.32;
        let total = 5.0 * card_w + 2.0 * gap + 2.0 * street_gap;
        let top = felt.center().y - card_h / 2.0 + felt.height() * 0.02;
        let mut x = felt.center().x - total / 2.0;
        let selected = self.table.selected();
        let board = self.table.board();
        let caption_color = palette.on_felt;
        for (i, card) in board.iter().enumerate() {
            let slot_rect = Rect::from_min_size(egui::pos2(x, top), Vec2::new(card_w, card_h));
            let street = match i {
                0..=2 => "FLOP",
                3 => "TURN",
                _ => "RIVER",
            };
            if i == 0 || i >= 3 {
                let label_w = if i == 0 {
                    3.0 * card_w + 2.0 * gap
                } else {
                    card_w
                };
                ui.painter().text(
                    egui::pos2(x + label_w / 2.0, top - 8.0),
                    Align2::CENTER_BOTTOM,
                    street,
                    bold((card_h * 0.13).clamp(10.0, 13.0)),
                    caption_color,
                );
            }
            let slot = Slot::Board(i);
            let response = ui.put(
                slot_rect,
                CardView::new(textures, palette, slot.label(), *card, card_h)
                    .style(style)
                    .on_felt(true)
                    .selected(selected == Some(slot)),
            );
            if response.clicked() {
                actions.push(Action::ClickSlot(slot));
            }
            x += card_w + if i == 2 || i == 3 { street_gap } else { gap };
        }
        // Below the board: the street reached, or what to do next.
        let error = self
            .live
            .current()
            .and_then(|v| v.error.as_deref())
            .map(|e| self.error_text(e));
        let (hint, headline) = match (self.table.street(), self.table.pending_board()) {
            _ if error.is_some() => (error.unwrap_or_default(), false),
            (_, n) if n > 0 => (
                "Complete the street: the numbers show the last full street".to_owned(),
                false,
            ),
            (Street::PreFlop, _) => (
                "Click a board slot, then cards, to deal the flop".to_owned(),
                false,
            ),
            (street, _) => (self.leader_text(street), true),
        };
        let room = felt.bottom() - (top + card_h);
        if room > 18.0 {
            let center = egui::pos2(felt.center().x, top + card_h + room * 0.45);
            if headline {
                // As on broadcast tables: who is ahead, in a dark pill on the felt.
                let size = (card_h * 0.14).clamp(11.0, 14.0);
                let galley = ui.painter().layout_no_wrap(
                    hint.to_uppercase(),
                    bold(size),
                    egui::Color32::WHITE,
                );
                let pill = Rect::from_center_size(center, galley.size() + Vec2::new(24.0, 8.0));
                ui.painter().rect_filled(
                    pill,
                    pill.height() / 2.0,
                    egui::Color32::from_black_alpha(110),
                );
                ui.painter().rect_stroke(
                    pill,
                    pill.height() / 2.0,
                    Stroke::new(1.0, palette.rail_line),
                    StrokeKind::Inside,
                );
                ui.painter()
                    .galley(center - galley.size() / 2.0, galley, egui::Color32::WHITE);
            } else {
                ui.painter().text(
                    center,
                    Align2::CENTER_CENTER,
                    hint,
                    regular(text_size::SMALL),
                    caption_color,
                );
            }
        }
        // Either side of the board: the street, and how the numbers were made.
        let inset = felt.height() * 0.22;
        let side = (felt.width() - total) / 2.0 - inset;
        if side > 120.0 {
            let left = felt.left() + inset + side / 2.0;
            let right = felt.right() - inset - side / 2.0;
            let y = felt.center().y;
            let caption = |ui: &Ui, x: f32, text: &str| {
                ui.painter().text(
                    egui::pos2(x, y - 14.0),
                    Align2::CENTER_BOTTOM,
                    text,
                    bold(10.5),
                    egui::Color32::from_white_alpha(120),
                );
            };
            caption(ui, left, "STREET");
            ui.painter().text(
                egui::pos2(left, y - 10.0),
                Align2::CENTER_TOP,
                self.table.street().name().to_uppercase(),
                bold(20.0),
                egui::Color32::WHITE,
            );
            if let Some(view) = self.live.current()
                && let Some(result) = &view.result
            {
                let se = result.std_error().unwrap_or(0.0) * 100.0;
                let (title, text, detail) = match (view.estimate, result.method) {
                    (true, _) => (
                        "ESTIMATE",
                        format!("± {se:.1}% · {}", samples_text(result.samples())),
                        format!("exact count {:.0}% done", view.progress * 100.0),
                    ),
                    (false, MethodUsed::Exact) => (
                        "COUNTED",
                        "exact".to_owned(),
                        format!("{} outcomes", group_digits(result.samples())),
                    ),
                    (false, MethodUsed::MonteCarlo) => (
                        "SAMPLED",
                        format!("± {se:.2}% · {}", samples_text(result.samples())),
                        if view.done {
                            "Monte Carlo".to_owned()
                        } else {
                            format!("Monte Carlo, {:.0}%", view.progress * 100.0)
                        },
                    ),
                };
                caption(ui, right, title);
                let color = if title == "COUNTED" {
                    palette.exact
                } else {
                    palette.estimate
                };
                let rect =
                    Rect::from_center_size(egui::pos2(right, y + 2.0), Vec2::new(side, 22.0));
                ui.scope_builder(
                    UiBuilder::new()
                        .max_rect(rect)
                        .layout(Layout::top_down(Align::Center)),
                    |ui| {
                        felt_badge(ui, &text, color);
                    },
                );
                ui.painter().text(
                    egui::pos2(right, y + 16.0),
                    Align2::CENTER_TOP,
                    detail,
                    regular(text_size::SMALL),
                    egui::Color32::from_white_alpha(150),
                );
            }
        }
    }

    fn chart_section(&self, ui: &mut Ui, palette: &Palette) {
        section(ui, palette, "Equity by street", |ui| {
            let deal = self.table.deal();
            let mut series = Vec::new();
            if let Some(deal) = &deal {
                let views: Vec<_> = self.live.streets().collect();
                for (k, &seat) in deal.seats.iter().enumerate() {
                    let mut points = [None; 4];
                    for (street, view) in views.iter().enumerate() {
                        points[street] = view.result.as_ref().map(|r| r.equity(k) as f32);
                    }
                    series.push(StreetSeries {
                        name: format!("Player {}", seat + 1),
                        color: palette.seat(seat),
                        points,
                    });
                }
            }
            let reached = self.table.street().index() + 1;
            ui.add(StreetChart::new(palette, &series, reached).height(150.0));
        });
    }

    fn outs_section(
        &self,
        ui: &mut Ui,
        textures: &mut CardTextures,
        palette: &Palette,
        style: DeckStyle,
    ) {
        section(ui, palette, "Outs", |ui| {
            let street = self.table.street();
            let (Some(deal), Some(outs)) = (self.table.deal(), self.live.outs()) else {
                let text = if matches!(street, Street::Flop | Street::Turn) {
                    "Finding the outs…"
                } else {
                    "On the flop and the turn, the cards that would put a player who is behind ahead."
                };
                ui.label(RichText::new(text).color(palette.text_muted));
                return;
            };
            let mut any = false;
            for (k, seat_outs) in outs.seats.iter().enumerate() {
                let (Some(cards), Some(&seat)) = (seat_outs, deal.seats.get(k)) else {
                    continue;
                };
                any = true;
                let unseen = 52 - (self.table.used().len());
                let pct = if unseen > 0 {
                    100.0 * cards.len() as f64 / unseen as f64
                } else {
                    0.0
                };
                ui.horizontal(|ui| {
                    ui.label(
                        RichText::new(format!("Player {}", seat + 1))
                            .font(bold(text_size::TITLE))
                            .color(palette.seat_text(seat)),
                    );
                    ui.label(
                        RichText::new(format!(
                            "{} {} · {:.0}% next card",
                            cards.len(),
                            if cards.len() == 1 { "out" } else { "outs" },
                            pct
                        ))
                        .color(palette.text_muted),
                    );
                });
                ui.horizontal_wrapped(|ui| {
                    ui.spacing_mut().item_spacing = Vec2::splat(3.0);
                    for card in crate::equity::outs::cards_high_first(*cards) {
                        ui.add(
                            CardView::new(
                                textures,
                                palette,
                                format!("Out for player {}: {}", seat + 1, card.name()),
                                Some(card),
                                34.0,
                            )
                            .style(style)
                            .enabled(false),
                        );
                    }
                });
                ui.add_space(space::XS);
            }
            let ranges = deal.players.iter().any(|p| p.range().is_some());
            if !any {
                let text = if ranges {
                    "Outs are counted between known hands: a range has none, and is not counted against."
                } else if cards_drawing_dead(&outs) {
                    "The players behind have no outs."
                } else {
                    "Nobody is behind on this street."
                };
                ui.label(RichText::new(text).color(palette.text_muted));
            }
        });
    }

    // ----- the side panel: picker, buttons, typing -----

    fn side_panel(
        &mut self,
        ui: &mut Ui,
        textures: &mut CardTextures,
        palette: &Palette,
        style: DeckStyle,
        actions: &mut Vec<Action>,
    ) {
        section(ui, palette, "Deal cards", |ui| {
            let next = match self.table.selected() {
                Some(slot) => format!("Next card: {}", slot.label()),
                None => "Click a slot on the table to choose where the next card goes".to_owned(),
            };
            ui.label(RichText::new(next).color(palette.text_muted));
            ui.add_space(space::XS);
            if let Some(card) = CardPicker::new(textures, palette, self.table.used())
                .style(style)
                .show(ui)
            {
                actions.push(Action::Pick(card));
            }
            ui.add_space(space::S);
            ui.horizontal(|ui| {
                if ui
                    .button("Random cards")
                    .on_hover_text("Fill the selected seat or street with random cards")
                    .clicked()
                {
                    actions.push(Action::DealRandom);
                }
                let clear = match self.table.selected() {
                    Some(Slot::Board(_)) => "Clear board",
                    Some(Slot::Dead(_)) => "Clear dead cards",
                    _ => "Clear seat",
                };
                if ui.button(clear).clicked() {
                    actions.push(Action::ClearSeat);
                }
                if ui.button("Clear all").clicked() {
                    actions.push(Action::ClearAll);
                }
            });
            if let Some(message) = &self.message {
                ui.label(RichText::new(message).color(palette.error));
            }
            ui.add_space(space::XS);
            ui.horizontal(|ui| {
                ui.label(RichText::new("Counting").color(palette.text_muted));
                for counting in Counting::ALL {
                    let hint = match counting {
                        Counting::Auto => {
                            "Exact when it takes under a second or so, sampling otherwise"
                        }
                        Counting::Exact => {
                            "Always count every outcome (refused when it would take far too long)"
                        }
                        Counting::Sampling => "Always sample (Monte Carlo)",
                    };
                    if ui
                        .add(egui::Button::selectable(
                            self.counting == counting,
                            counting.label(),
                        ))
                        .on_hover_text(hint)
                        .clicked()
                    {
                        actions.push(Action::SetCounting(counting));
                    }
                }
            });
            ui.add_space(space::S);
            ui.label(
                RichText::new("Dead cards")
                    .font(bold(text_size::TITLE))
                    .color(palette.text_muted),
            );
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = Vec2::splat(space::XS);
                let dead = self.table.dead().to_vec();
                let selected = self.table.selected();
                let slots = (dead.len() + 1).min(crate::app::hand_odds::table::MAX_DEAD);
                for i in 0..slots {
                    let slot = Slot::Dead(i);
                    let response = ui.add(
                        CardView::new(textures, palette, slot.label(), dead.get(i).copied(), 46.0)
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
        section(ui, palette, "Type cards", |ui| {
            ui.label(
                RichText::new("Per player two cards (AsKs), “random” or a range (QQ+,AKs · 15% · AA:0.5,KK); up to five cards for the board (Qh7h2c). Enter applies.")
                    .font(regular(text_size::SMALL))
                    .color(palette.text_faint),
            );
            ui.add_space(space::XS);
            let seats = self.table.seats().len();
            self.entry.seats.resize_with(seats, CardField::default);
            egui::Grid::new("type_cards")
                .num_columns(2)
                .spacing(Vec2::new(space::S, space::XS))
                .show(ui, |ui| {
                    for seat in 0..seats {
                        ui.label(
                            RichText::new(format!("Player {}", seat + 1))
                                .color(palette.seat_text(seat)),
                        );
                        let model = self.table.seats()[seat].text();
                        let name = format!("Player {} cards", seat + 1);
                        let field = &mut self.entry.seats[seat];
                        if let Some(text) = ui
                            .vertical(|ui| {
                                field.show(
                                    ui,
                                    palette,
                                    "hand odds",
                                    &name,
                                    "AsKs, random or QQ+,AKs",
                                    &model,
                                )
                            })
                            .inner
                        {
                            let outcome = self
                                .table
                                .set_seat_text(seat, &text)
                                .map(|()| self.table.seats()[seat].text())
                                .map_err(|e| e.to_string());
                            self.entry.seats[seat].applied(outcome);
                        }
                        ui.end_row();
                    }
                    ui.label(RichText::new("Board").color(palette.text));
                    let model = self.table.board_text();
                    let field = &mut self.entry.board;
                    if let Some(text) = ui
                        .vertical(|ui| {
                            field.show(
                                ui,
                                palette,
                                "hand odds",
                                "Board cards",
                                "e.g. Qh7h2c",
                                &model,
                            )
                        })
                        .inner
                    {
                        let outcome = self
                            .table
                            .set_board_text(&text)
                            .map(|()| self.table.board_text())
                            .map_err(|e| e.to_string());
                        self.entry.board.applied(outcome);
                    }
                    ui.end_row();
                    ui.label(RichText::new("Dead").color(palette.text));
                    let model = self.table.dead_text();
                    let field = &mut self.entry.dead;
                    if let Some(text) = ui
                        .vertical(|ui| {
                            field.show(ui, palette, "hand odds", "Dead cards", "e.g. 2h8s", &model)
                        })
                        .inner
                    {
                        let outcome = self
                            .table
                            .set_dead_text(&text)
                            .map(|()| self.table.dead_text())
                            .map_err(|e| e.to_string());
                        self.entry.dead.applied(outcome);
                    }
                    ui.end_row();
                });
        });
    }
}

/// Whether an outs list has seats behind with no outs at all.
fn cards_drawing_dead(outs: &OutsList) -> bool {
    outs.seats.iter().any(|o| o.is_some_and(|c| c.is_empty()))
}

/// A badge on the felt: light text on a dark pill edged in `color`. Readable by screen
/// readers.
fn felt_badge(ui: &mut Ui, text: &str, color: egui::Color32) -> egui::Response {
    let galley = ui
        .painter()
        .layout_no_wrap(text.to_owned(), bold(12.5), egui::Color32::WHITE);
    let size = galley.size() + Vec2::new(16.0, 6.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, text));
    ui.painter().rect_filled(
        rect,
        rect.height() / 2.0,
        egui::Color32::from_black_alpha(120),
    );
    ui.painter().rect_stroke(
        rect,
        rect.height() / 2.0,
        Stroke::new(1.0, color),
        StrokeKind::Inside,
    );
    ui.painter().galley(
        rect.center() - galley.size() / 2.0,
        galley,
        egui::Color32::WHITE,
    );
    response
}

/// The "Add player" tile after the last seat.
fn add_seat_tile(ui: &mut Ui, rect: Rect, palette: &Palette) -> egui::Response {
    let response = ui.interact(rect, Id::unique("add seat"), Sense::click());
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, "Add player"));
    let hover = ui
        .ctx()
        .animate_bool_with_time(response.id, response.hovered(), 0.1);
    let painter = ui.painter();
    let fill = palette
        .surface
        .lerp_to_gamma(palette.surface_strong, 0.3 + 0.7 * hover);
    painter.rect_filled(rect, radius::M, fill.gamma_multiply(0.6));
    let r = rect.shrink(1.0);
    let corners = [
        r.left_top(),
        r.right_top(),
        r.right_bottom(),
        r.left_bottom(),
        r.left_top(),
    ];
    painter.extend(egui::Shape::dashed_line(
        &corners,
        Stroke::new(1.2, palette.border.lerp_to_gamma(palette.text_faint, hover)),
        6.0,
        5.0,
    ));
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        "+  Add player",
        bold(text_size::BODY),
        palette.text_muted.lerp_to_gamma(palette.text, hover),
    );
    response
}

/// One seat: a plate with the seat's colour down its left edge, its two cards, its name and
/// hand, the equity bar, win and tie, and the big equity figure.
fn seat_plate(
    ui: &mut Ui,
    rect: Rect,
    data: &PlateData<'_>,
    textures: &mut CardTextures,
    palette: &Palette,
    style: DeckStyle,
    actions: &mut Vec<Action>,
) {
    let p = palette;
    let seat = data.seat;
    let color = p.seat(seat);
    let owns_selection = matches!(data.selected, Some(Slot::Hole { seat: s, .. }) if s == seat);
    {
        let painter = ui.painter();
        painter.rect_filled(
            rect.translate(Vec2::new(0.0, 2.0)),
            radius::M,
            egui::Color32::from_black_alpha(if p.dark { 70 } else { 18 }),
        );
        painter.rect_filled(rect, radius::M, p.surface);
        let border = if owns_selection {
            p.accent.gamma_multiply(0.7)
        } else {
            p.border
        };
        painter.rect_stroke(
            rect,
            radius::M,
            Stroke::new(1.0, border),
            StrokeKind::Inside,
        );
        let stripe = Rect::from_min_size(rect.min, Vec2::new(5.0, rect.height()));
        painter.rect_filled(
            stripe,
            egui::CornerRadius {
                nw: radius::M,
                sw: radius::M,
                ne: 0,
                se: 0,
            },
            color,
        );
    }
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(rect)
            .id_salt(("seat", seat))
            .accessibility_label(format!("Player {} seat", seat + 1))
            .accessibility_role(Role::Group),
    );
    let ui = &mut child;
    let pad = space::M;
    let inner = Rect::from_min_max(
        rect.min + Vec2::new(5.0 + pad, pad),
        rect.max - Vec2::splat(pad),
    );
    let card_h = inner.height();
    let card_w = CardTextures::card_size(card_h).x;

    // The cards, or for a range seat a small picture of its grid.
    if let Seat::Range(range) = data.hand {
        let side = card_h;
        let box_w = 2.0 * card_w + space::XS;
        let grid_rect = Rect::from_min_size(
            inner.min + Vec2::new(((box_w - side) / 2.0).max(0.0), 0.0),
            Vec2::splat(side),
        );
        let response = ui.interact(
            grid_rect,
            Id::unique(("range thumbnail", seat)),
            Sense::click(),
        );
        response.widget_info(|| {
            WidgetInfo::labeled(
                Role::Button,
                true,
                format!("Edit player {} range", seat + 1),
            )
        });
        let hover = response.hovered();
        paint_range_thumbnail(ui.painter(), grid_rect, range.range(), color, p, hover);
        if response
            .on_hover_text(format!("{}\nClick to edit the range", range.text()))
            .clicked()
        {
            actions.push(Action::EditRange(seat));
        }
    }
    for index in 0..2 {
        if !data.hand.holds_cards() && data.hand != &Seat::Random {
            break;
        }
        let slot = Slot::Hole { seat, index };
        let card_rect = Rect::from_min_size(
            inner.min + Vec2::new(index as f32 * (card_w + space::XS), 0.0),
            Vec2::new(card_w, card_h),
        );
        let (card, face) = match data.hand {
            Seat::Cards(cards) => (cards[index], cards[index].map(CardFace::Card)),
            Seat::Random | Seat::Range(_) => (None, Some(CardFace::Back(BackColor::Red))),
        };
        let response = ui.put(
            card_rect,
            CardView::new(textures, p, slot.label(), card, card_h)
                .face(face)
                .style(style)
                .caption(if index == 0 { "1st" } else { "2nd" })
                .selected(data.selected == Some(slot)),
        );
        if response.clicked() {
            actions.push(Action::ClickSlot(slot));
        }
    }

    // Right of the cards: name and buttons, hand and big figure, win and tie, the bar.
    let text_left = inner.left() + 2.0 * card_w + space::XS + space::M;
    let right = inner.right();
    let row = |top: f32, height: f32| {
        Rect::from_min_max(egui::pos2(text_left, top), egui::pos2(right, top + height))
    };
    let name_row = row(inner.top() - 3.0, 20.0);
    let bar_row = row(inner.bottom() - 10.0, 10.0);
    let figures_row = row(bar_row.top() - 5.0 - 16.0, 16.0);
    let hand_row = row(name_row.bottom(), figures_row.top() - name_row.bottom());

    ui.scope_builder(
        UiBuilder::new()
            .max_rect(name_row)
            .layout(Layout::left_to_right(Align::Center)),
        |ui| {
            ui.label(
                RichText::new(format!("PLAYER {}", seat + 1))
                    .font(bold(text_size::TITLE))
                    .color(p.seat_text(seat)),
            );
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                ui.spacing_mut().item_spacing.x = 2.0;
                ui.spacing_mut().button_padding = Vec2::new(6.0, 0.0);
                if data.can_remove
                    && ui
                        .add(small_button("×", p))
                        .on_hover_text("Remove this player")
                        .accessible_name(format!("Remove player {}", seat + 1))
                        .clicked()
                {
                    actions.push(Action::RemoveSeat(seat));
                }
                let is_range = data.hand.range().is_some();
                if ui
                    .add(
                        egui::Button::selectable(
                            data.editing || is_range,
                            RichText::new("range…")
                                .font(regular(text_size::SMALL))
                                .color(if data.editing || is_range {
                                    p.text
                                } else {
                                    p.text_muted
                                }),
                        )
                        .frame_when_inactive(false),
                    )
                    .on_hover_text("A range of hands: type it, or paint it on the 13×13 grid")
                    .accessible_name(format!("Player {} range", seat + 1))
                    .clicked()
                {
                    actions.push(Action::EditRange(seat));
                }
                let random = *data.hand == Seat::Random;
                if ui
                    .add(
                        egui::Button::selectable(
                            random,
                            RichText::new("any hand")
                                .font(regular(text_size::SMALL))
                                .color(if random { p.text } else { p.text_muted }),
                        )
                        .frame_when_inactive(false),
                    )
                    .on_hover_text("Any two cards: this player is dealt at random")
                    .accessible_name(format!("Player {} any hand", seat + 1))
                    .clicked()
                {
                    actions.push(Action::SetRandom(seat, !random));
                }
            });
        },
    );

    let equity = data.result.map(|(r, k)| r.equity(k));
    let big = match (equity, data.in_hand) {
        (Some(e), _) => format!("{:.1}%", 100.0 * e),
        (None, true) => "…".to_owned(),
        (None, false) => String::new(),
    };
    let big_color = p.seat_text(seat);
    let big_w = 110.0;
    let big_rect = Rect::from_min_max(
        egui::pos2(right - big_w, hand_row.top()),
        egui::pos2(right, figures_row.bottom()),
    );
    if !big.is_empty() {
        ui.scope_builder(
            UiBuilder::new()
                .max_rect(big_rect)
                .layout(Layout::right_to_left(Align::Center)),
            |ui| {
                ui.label(
                    RichText::new(big)
                        .font(bold(text_size::BIG))
                        .color(big_color),
                );
            },
        );
    }

    let words_rect = Rect::from_min_max(
        hand_row.min,
        egui::pos2(big_rect.left() - space::S, hand_row.bottom()),
    );
    ui.scope_builder(
        UiBuilder::new()
            .max_rect(words_rect)
            .layout(Layout::left_to_right(Align::Center)),
        |ui| {
            if let Seat::Range(range) = data.hand {
                // The size first (it always fits), then as much of the text as fits.
                let (size, size_color) = match data.live_combos {
                    Some(0) => ("no hand left".to_owned(), p.error),
                    Some(1) => ("1 combo".to_owned(), p.text_muted),
                    Some(n) => (format!("{n} combos"), p.text_muted),
                    None => (String::new(), p.text_muted),
                };
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    ui.label(
                        RichText::new(size)
                            .font(regular(text_size::BODY))
                            .color(size_color),
                    )
                    .on_hover_text("Hands of the range that no card on the table blocks");
                    ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                        ui.add(
                            egui::Label::new(
                                RichText::new(range.text())
                                    .font(bold(text_size::BODY + 1.0))
                                    .color(p.text),
                            )
                            .truncate(),
                        );
                    });
                });
                return;
            }
            let description = match (data.hand, data.description) {
                (Seat::Random, _) => "Any two cards".to_owned(),
                (_, Some(words)) => words.to_owned(),
                (_, None) => "Pick two cards".to_owned(),
            };
            ui.add(
                egui::Label::new(
                    RichText::new(description)
                        .font(regular(text_size::BODY + 1.0))
                        .color(if data.in_hand { p.text } else { p.text_muted }),
                )
                .truncate(),
            );
        },
    );

    let figures_rect = Rect::from_min_max(
        figures_row.min,
        egui::pos2(big_rect.left() - space::S, figures_row.bottom()),
    );
    ui.scope_builder(
        UiBuilder::new()
            .max_rect(figures_rect)
            .layout(Layout::left_to_right(Align::Center)),
        |ui| {
            ui.spacing_mut().item_spacing.x = space::S;
            let small = |t: String| RichText::new(t).font(regular(text_size::SMALL));
            if let Some((r, k)) = data.result {
                let win = format!("Win {:.1}%", 100.0 * r.win(k));
                let tie = format!("Tie {:.1}%", 100.0 * r.tie(k));
                let color = if data.estimate || r.method == MethodUsed::MonteCarlo {
                    p.estimate
                } else {
                    p.exact
                };
                let full = if data.estimate {
                    format!("estimate {}", method_text(r, k))
                } else {
                    method_text(r, k)
                };
                let short = if data.estimate {
                    "estimate".to_owned()
                } else {
                    method_text_short(r, k)
                };
                let outs = data
                    .outs
                    .filter(|_| matches!(data.street, Street::Flop | Street::Turn))
                    .map(|o| format!("{} {}", o.len(), if o.len() == 1 { "out" } else { "outs" }));
                // The longest line that fits: the full badge, then a short one, then no tie.
                let painter = ui.painter().clone();
                let width = |t: &str| {
                    painter
                        .layout_no_wrap(t.to_owned(), regular(text_size::SMALL), p.text)
                        .size()
                        .x
                };
                let gap = ui.spacing().item_spacing.x;
                let fixed = width(&win) + width(&tie) + 2.0 * gap + 12.0;
                let room = ui.available_width();
                let (badge_text, show_tie) = if fixed + width(&full) <= room {
                    (full.clone(), true)
                } else if fixed + width(&short) <= room {
                    (short, true)
                } else {
                    (short, false)
                };
                ui.label(small(win).color(p.text));
                if show_tie {
                    ui.label(small(tie).color(p.text_muted));
                }
                badge(ui, p, &badge_text, color).on_hover_text(full);
                if let Some(outs) = outs
                    && ui.available_width() >= width(&outs) + gap
                {
                    ui.label(small(outs).color(p.text_muted));
                }
            } else if data.in_hand && data.failed {
                ui.label(small("no result: see the table".to_owned()).color(p.error));
            } else if data.in_hand {
                ui.label(small("computing…".to_owned()).color(p.text_faint));
            } else {
                ui.label(small("not in the hand yet".to_owned()).color(p.text_faint));
            }
        },
    );

    let win = data.result.map(|(r, k)| r.win(k) as f32);
    ui.scope_builder(UiBuilder::new().max_rect(bar_row), |ui| {
        ui.add(
            EquityBar::new(
                Id::unique(("equity bar", seat)),
                if data.in_hand {
                    equity.map(|e| e as f32)
                } else {
                    Some(0.0)
                },
                if data.in_hand { win } else { Some(0.0) },
                color,
            )
            .track(p.surface_strong)
            .height(bar_row.height())
            .label(format!("Player {} equity", seat + 1)),
        );
    });
}

/// A range as a small 13×13 picture in the seat's colour: each cell as strong as the share of
/// its combos selected.
fn paint_range_thumbnail(
    painter: &egui::Painter,
    rect: Rect,
    range: &crate::range::Range,
    color: egui::Color32,
    p: &Palette,
    hover: bool,
) {
    use crate::range::HandClass;
    let gap = 1.0;
    let cell = (rect.width() - 12.0 * gap) / 13.0;
    let empty = p.surface_strong;
    painter.rect_filled(rect.expand(2.0), radius::S, p.background);
    for class in HandClass::all() {
        let r = Rect::from_min_size(
            rect.min + Vec2::new(class.col() as f32, class.row() as f32) * (cell + gap),
            Vec2::splat(cell),
        );
        let share = range.class_fraction(class);
        let fill = if share > 0.0 {
            empty.lerp_to_gamma(color, 0.35 + 0.65 * share)
        } else {
            empty
        };
        painter.rect_filled(r, 1.0, fill);
    }
    let stroke = if hover { p.text_muted } else { p.border };
    painter.rect_stroke(
        rect.expand(2.0),
        radius::S,
        Stroke::new(1.0, stroke),
        StrokeKind::Inside,
    );
}

/// A small frameless button.
fn small_button<'a>(text: &'a str, palette: &Palette) -> egui::Button<'a> {
    egui::Button::new(
        RichText::new(text)
            .font(regular(text_size::SMALL))
            .color(palette.text_muted),
    )
    .frame_when_inactive(false)
}
