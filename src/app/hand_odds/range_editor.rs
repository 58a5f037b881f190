//! The range editor's state: the range being painted for one seat, its compact text kept in
//! step with the grid, the top-percent value, and the seat as it was when the editor opened.
//!
//! Edits apply to the seat at once, so the equity bars move while the user paints; "Cancel"
//! puts the seat back as it was when the editor opened, "Done" closes it. The editor holds the
//! range itself (not the grid), so typed single combos (`AhKd`) and weights survive painting
//! other cells. The window that shows it is drawn by the UI
//! (`ui::tabs::hand_odds::range_editor`), which turns clicks into [`RangeEdit`]s.

use super::seat::{Seat, SeatRange};
use crate::cards::CardSet;
use crate::range::{COMBO_COUNT, HandClass, Range, RangeError, top_percent};

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

    /// Applies what the user did in the editor's window; returns what the table should do.
    pub fn edit(&mut self, edit: RangeEdit) -> Vec<EditorEvent> {
        match edit {
            RangeEdit::Paint(class, selected) => vec![self.paint(class, selected)],
            RangeEdit::TopPercent(percent) => vec![self.set_top_percent(percent)],
            // A bad text is kept, with its error, and changes nothing.
            RangeEdit::Text(text) => self.set_text(&text).ok().into_iter().collect(),
            RangeEdit::Clear => vec![self.clear()],
            RangeEdit::Cancel => self.cancel(),
            RangeEdit::Done => vec![EditorEvent::Close],
        }
    }

    /// The range's size with the cards on the table (`dead`) out.
    pub fn size(&self, dead: CardSet) -> RangeSize {
        RangeSize {
            combos: self.range.count(),
            live: self.range.count_live(dead),
            share: self.range.total_weight() / COMBO_COUNT as f64,
        }
    }
}

/// What the user did in the range editor's window.
#[derive(Clone, Debug, PartialEq)]
pub enum RangeEdit {
    /// Painted a cell of the grid: selected it (`true`) or cleared it.
    Paint(HandClass, bool),
    /// Moved the top-percent slider.
    TopPercent(f32),
    /// Typed range text.
    Text(String),
    /// "Clear": no hand.
    Clear,
    /// "Cancel": the seat as it was, and close.
    Cancel,
    /// "Done" (or the window's close button): close, keeping the range.
    Done,
}

/// How big a range is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RangeSize {
    /// Its hands (combos).
    pub combos: usize,
    /// Those no card on the table blocks.
    pub live: usize,
    /// Its share of all 1,326 hands, weights counted (0 to 1).
    pub share: f64,
}

impl RangeSize {
    /// Whether the range has hands but the table blocks every one.
    pub fn all_blocked(&self) -> bool {
        self.combos > 0 && self.live == 0
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
