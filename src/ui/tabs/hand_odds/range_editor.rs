//! The range editor: a window for one seat with the 13×13 starting-hand grid to paint on (press
//! and drag; the first cell decides paint or erase), a top-percent slider, the range's compact
//! text kept in step with the grid, and its size in combos and share of all hands.
//!
//! Edits apply to the seat at once, so the equity bars move while the user paints; "Cancel"
//! puts the seat back as it was when the editor opened, "Done" closes it. The editor holds the
//! range itself (not the grid), so typed single combos (`AhKd`) and weights survive painting
//! other cells.

use egui::{Align, Align2, Context, Id, Layout, RichText, TextEdit};

use crate::app::hand_odds::table::{Seat, SeatRange};
use crate::cards::CardSet;
use crate::range::{COMBO_COUNT, HandClass, Range, RangeError, top_percent};
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::hand_chart::{HandChart, PaintStroke};

/// The side of the grid in the window (points).
const GRID_SIDE: f32 = 416.0;

/// What the editor asks of the table.
#[derive(Clone, Debug, PartialEq)]
pub enum EditorEvent {
    /// Put this in the seat (a range, or an empty seat when nothing is selected).
    Set(Seat),
    /// Close the editor.
    Close,
}

/// The editor for one seat's range.
#[derive(Clone, Debug)]
pub struct RangeEditor {
    seat: usize,
    range: Range,
    /// The seat as it was when the editor opened: what "Cancel" puts back.
    before: Seat,
    /// The seat as the editor last set or saw it; a different seat means it was changed
    /// elsewhere (typed, cleared), and the editor follows.
    synced: Seat,
    text: String,
    error: Option<String>,
    top: f32,
    stroke: PaintStroke,
}

impl RangeEditor {
    /// The editor for seat `seat` (from 0), which holds `current`.
    pub fn open(seat: usize, current: &Seat) -> RangeEditor {
        let range = seat_range(current);
        RangeEditor {
            seat,
            text: text_of(&range),
            range,
            before: current.clone(),
            synced: current.clone(),
            error: None,
            top: 0.0,
            stroke: PaintStroke::default(),
        }
    }

    /// The seat being edited, from 0.
    pub fn seat(&self) -> usize {
        self.seat
    }

    /// Follows the seat's renumbering when a seat before it is removed.
    pub fn set_seat(&mut self, seat: usize) {
        self.seat = seat;
    }

    /// The range as edited.
    pub fn range(&self) -> &Range {
        &self.range
    }

    /// The range's text as the field shows it.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The error of the last text typed, if it did not read as a range.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The top-percent slider's position.
    pub fn top_percent(&self) -> f32 {
        self.top
    }

    /// Takes in a change to the seat made elsewhere (typing in the side panel, "any hand").
    pub fn follow(&mut self, seat: &Seat) {
        if *seat != self.synced {
            self.range = seat_range(seat);
            self.text = text_of(&self.range);
            self.error = None;
            self.synced = seat.clone();
        }
    }

    /// The seat the current range makes, recorded as the one set.
    fn changed(&mut self) -> EditorEvent {
        let seat = SeatRange::new(self.range.clone()).map_or_else(Seat::default, Seat::Range);
        self.synced = seat.clone();
        EditorEvent::Set(seat)
    }

    /// The strongest `percent`% of hands (the slider): see [`top_percent`].
    pub fn set_top_percent(&mut self, percent: f32) -> EditorEvent {
        self.top = if percent.is_finite() {
            percent.clamp(0.0, 100.0)
        } else {
            0.0
        };
        self.range = top_percent(f64::from(self.top));
        self.text = text_of(&self.range);
        self.error = None;
        self.changed()
    }

    /// Selects (at full weight) or clears every combo of `class`: painting a cell.
    pub fn paint(&mut self, class: HandClass, selected: bool) -> EditorEvent {
        self.range
            .set_class(class, if selected { 1.0 } else { 0.0 });
        self.text = text_of(&self.range);
        self.error = None;
        self.changed()
    }

    /// Empties the range.
    pub fn clear(&mut self) -> EditorEvent {
        self.range = Range::empty();
        self.top = 0.0;
        self.text.clear();
        self.error = None;
        self.changed()
    }

    /// Reads range text into the editor. Empty text clears it; on error the range stays as it
    /// was and the error is kept to show.
    pub fn set_text(&mut self, text: &str) -> Result<EditorEvent, RangeError> {
        self.text = text.to_owned();
        if text.trim().is_empty() {
            self.range = Range::empty();
            self.error = None;
            return Ok(self.changed());
        }
        match text.parse::<Range>() {
            Ok(range) => {
                self.range = range;
                self.error = None;
                Ok(self.changed())
            }
            Err(e) => {
                self.error = Some(e.to_string());
                Err(e)
            }
        }
    }

    /// "Cancel": the seat as it was when the editor opened.
    pub fn cancel(&mut self) -> Vec<EditorEvent> {
        self.synced = self.before.clone();
        vec![EditorEvent::Set(self.before.clone()), EditorEvent::Close]
    }

    /// Draws the window; `dead` are the cards on the table (for the live combo count).
    pub fn show(
        &mut self,
        ctx: &Context,
        palette: &Palette,
        dead: CardSet,
        open_at: egui::Pos2,
    ) -> Vec<EditorEvent> {
        let mut events = Vec::new();
        let mut open = true;
        let seat = self.seat;
        let title = format!("Player {} range", seat + 1);
        egui::Window::new(RichText::new(&title).font(bold(text_size::TITLE)))
            .id(Id::unique("range editor"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .pivot(Align2::RIGHT_TOP)
            .default_pos(open_at)
            .frame(
                egui::Frame::window(&ctx.global_style())
                    .fill(palette.panel)
                    .inner_margin(space::M),
            )
            .show(ctx, |ui| {
                ui.set_width(GRID_SIDE);
                self.contents(ui, palette, dead, &mut events);
            });
        if !open {
            events.push(EditorEvent::Close);
        }
        events
    }

    fn contents(
        &mut self,
        ui: &mut egui::Ui,
        p: &Palette,
        dead: CardSet,
        events: &mut Vec<EditorEvent>,
    ) {
        let seat = self.seat;
        // The text, in step with the grid; applied as it is typed whenever it reads.
        let id = Id::unique(("range editor text", seat));
        let mut text = self.text.clone();
        let mut edit = TextEdit::singleline(&mut text)
            .id(id)
            .hint_text(RichText::new("QQ+, AKs, 15%, AA:0.5 …").color(p.text_faint))
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace);
        if self.error.is_some() {
            edit = edit.text_color(p.error);
        }
        let response = ui
            .add(edit)
            .accessible_name(format!("Player {} range text", seat + 1));
        if response.changed()
            && let Ok(event) = self.set_text(&text)
        {
            events.push(event);
        } else if response.changed() {
            self.text = text;
        }
        match &self.error {
            Some(error) => {
                ui.label(
                    RichText::new(error)
                        .font(regular(text_size::SMALL))
                        .color(p.error),
                );
            }
            None => {
                ui.label(
                    RichText::new(
                        "Click or drag across hands to paint; start on a selected hand to erase.",
                    )
                    .font(regular(text_size::SMALL))
                    .color(p.text_faint),
                );
            }
        }
        ui.add_space(space::XS);

        // The grid.
        let mut values = [None; HandClass::COUNT];
        for class in HandClass::all() {
            values[class.index()] = Some(self.range.class_fraction(class));
        }
        let describe = |class: HandClass, v: f32| {
            let n = class.combo_count();
            let selected = (v * n as f32).round() as usize;
            format!("{class}: {selected} of {n} combos")
        };
        let chart = HandChart::new(
            Id::unique(("range editor grid", seat)),
            p,
            &values,
            GRID_SIDE,
            &describe,
        )
        .selection(p.seat(seat))
        .label_prefix("Range cell ");
        for (class, selected) in chart.paint(ui, &mut self.stroke) {
            events.push(self.paint(class, selected));
        }
        if self.stroke.active() {
            ui.ctx().request_repaint();
        }
        ui.add_space(space::S);

        // The slider.
        ui.horizontal(|ui| {
            ui.label(RichText::new("Top").color(p.text_muted));
            ui.spacing_mut().slider_width = GRID_SIDE - 120.0;
            let mut top = self.top;
            let response = ui
                .add(
                    egui::Slider::new(&mut top, 0.0..=100.0)
                        .suffix("%")
                        .step_by(0.5)
                        .fixed_decimals(1),
                )
                .on_hover_text(
                    "The strongest hands by equity against one random hand, whole hand classes",
                )
                .accessible_name("Top percent");
            if response.changed() {
                events.push(self.set_top_percent(top));
            }
        });
        ui.add_space(space::XS);

        // The size.
        let count = self.range.count();
        let live = self.range.count_live(dead);
        let share = 100.0 * self.range.total_weight() / COMBO_COUNT as f64;
        let mut size = format!(
            "{count} {} · {share:.1}% of hands",
            if count == 1 { "combo" } else { "combos" }
        );
        if live != count {
            size.push_str(&format!(" · {live} live"));
        }
        let size_color = if count > 0 && live == 0 {
            p.error
        } else {
            p.text
        };
        ui.label(RichText::new(size).color(size_color));
        if count > 0 && live == 0 {
            ui.label(
                RichText::new("Every hand of this range uses a card already on the table.")
                    .font(regular(text_size::SMALL))
                    .color(p.error),
            );
        }
        ui.add_space(space::S);

        // The buttons.
        ui.horizontal(|ui| {
            if ui.button("Clear").on_hover_text("Select no hand").clicked() {
                events.push(self.clear());
            }
            if ui
                .button("Any hand")
                .on_hover_text("Select every hand")
                .clicked()
            {
                events.push(self.set_top_percent(100.0));
            }
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                if ui
                    .button(RichText::new("Done").color(p.text))
                    .on_hover_text("Close the editor; the seat keeps this range")
                    .clicked()
                {
                    events.push(EditorEvent::Close);
                }
                if ui
                    .button("Cancel")
                    .on_hover_text("Put the seat back as it was and close")
                    .clicked()
                {
                    events.extend(self.cancel());
                }
            });
        });
    }
}

/// The range a seat holds: its range, the one combo of its two cards, or nothing.
fn seat_range(seat: &Seat) -> Range {
    match seat {
        Seat::Range(r) => r.range().clone(),
        Seat::Random => Range::full(),
        Seat::Cards(_) => match seat.player().and_then(|p| p.hole_cards()) {
            Some(hole) => Range::from(hole.combo()),
            None => Range::empty(),
        },
    }
}

/// The text the field shows for `range`: its compact form, empty for no hand.
fn text_of(range: &Range) -> String {
    if range.is_empty() {
        String::new()
    } else {
        range.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class(s: &str) -> HandClass {
        s.parse().unwrap()
    }

    #[test]
    fn painting_cells_and_the_slider_set_the_seat_and_the_text() {
        let mut editor = RangeEditor::open(1, &Seat::default());
        assert_eq!(editor.text(), "");
        editor.paint(class("AA"), true);
        let event = editor.paint(class("AKs"), true);
        assert_eq!(editor.text(), "AA,AKs");
        let EditorEvent::Set(Seat::Range(r)) = event else {
            panic!("{event:?}")
        };
        assert_eq!(r.range().count(), 10);
        // Erasing the last cells empties the seat.
        editor.paint(class("AA"), false);
        assert_eq!(
            editor.paint(class("AKs"), false),
            EditorEvent::Set(Seat::default())
        );
        // The slider: the documented top-percent ranking.
        editor.set_top_percent(15.0);
        assert_eq!(editor.range(), &top_percent(15.0));
        assert_eq!(editor.text(), top_percent(15.0).to_string());
        assert_eq!(editor.clear(), EditorEvent::Set(Seat::default()));
    }

    #[test]
    fn typed_text_keeps_combos_and_weights_and_bad_text_changes_nothing() {
        let mut editor = RangeEditor::open(0, &Seat::default());
        editor.set_text("AhKd, QQ:0.5").unwrap();
        editor.paint(class("22"), true);
        assert_eq!(editor.range().count(), 1 + 6 + 6);
        assert!((editor.range().total_weight() - 10.0).abs() < 1e-6);
        let before = editor.range().clone();
        let err = editor.set_text("QQ+, AZs").unwrap_err();
        assert_eq!(err.pos, 5);
        assert_eq!(editor.range(), &before);
        assert_eq!(editor.text(), "QQ+, AZs");
        assert!(editor.error().unwrap().contains("AZs"));
    }

    #[test]
    fn cancel_puts_the_seat_back_and_outside_changes_are_followed() {
        let seat = Seat::Range(SeatRange::parse("QQ+").unwrap());
        let mut editor = RangeEditor::open(0, &seat);
        assert_eq!(editor.text(), "QQ+");
        editor.paint(class("JJ"), true);
        assert_eq!(
            editor.cancel(),
            vec![EditorEvent::Set(seat.clone()), EditorEvent::Close]
        );
        let typed = Seat::Range(SeatRange::parse("AKs").unwrap());
        editor.follow(&typed);
        assert_eq!(editor.text(), "AKs");
        // Two known cards open as their one combo.
        let cards = Seat::Cards(["As".parse().ok(), "Kd".parse().ok()]);
        assert_eq!(RangeEditor::open(0, &cards).range().count(), 1);
    }
}
