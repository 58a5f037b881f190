//! The range editor's state: the range being painted for one seat, its compact text kept in
//! step with the grid, the top-percent value (which follows what is painted), the brush's
//! weight, the class whose suits are being picked, and the seat as it was when the editor
//! opened.
//!
//! Edits apply to the seat at once, so the equity bars move while the user paints; "Cancel"
//! puts the seat back as it was when the editor opened, "Done" closes it. The editor holds the
//! range itself (not the grid), so typed single combos (`AhKd`) and weights survive painting
//! other cells. The window that shows it is drawn by the UI
//! (`ui::tabs::hand_odds::range_editor`), which turns clicks into [`RangeEdit`]s.

use super::seat::{Seat, SeatRange};
use pokerlab::cards::CardSet;
use pokerlab::range::{COMBO_COUNT, Combo, HandClass, Range, RangeError, top_percent};

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
    /// The weight the brush paints with (0.25 to 1).
    brush: f32,
    /// Whether a click on the grid picks a class's suits instead of painting it.
    pick_suits: bool,
    /// The class whose combos the suit picker shows.
    suits_for: Option<HandClass>,
    /// Whether the grid shows each class's equity (a heat map) instead of the range to paint.
    show_equity: bool,
}

impl RangeEditor {
    /// The editor for seat `seat` (from 0), which holds `current`.
    pub fn open(seat: usize, current: &Seat) -> RangeEditor {
        let range = seat_range(current);
        RangeEditor {
            seat,
            text: text_of(&range),
            top: share_percent(&range),
            range,
            before: current.clone(),
            synced: current.clone(),
            error: None,
            brush: 1.0,
            pick_suits: false,
            suits_for: None,
            show_equity: false,
        }
    }

    /// Whether the grid shows each class's equity instead of the range to paint.
    pub fn shows_equity(&self) -> bool {
        self.show_equity
    }

    /// The brush's weight, 0.25 to 1.
    pub fn brush(&self) -> f32 {
        self.brush
    }

    /// Sets the brush's weight from a percentage (clamped to 1 %…100 %).
    pub fn set_brush(&mut self, percent: u8) {
        self.brush = f32::from(percent.clamp(1, 100)) / 100.0;
    }

    /// Whether a click on the grid picks suits instead of painting.
    pub fn picking_suits(&self) -> bool {
        self.pick_suits
    }

    /// The class whose combos the suit picker shows.
    pub fn suits_for(&self) -> Option<HandClass> {
        self.suits_for
    }

    /// Selects (at the brush's weight) or clears one combo: the suit picker.
    pub fn set_combo(&mut self, combo: Combo, selected: bool) -> EditorEvent {
        self.range
            .set(combo, if selected { self.brush } else { 0.0 });
        self.painted()
    }

    /// Loads `range` (a named range).
    pub fn load(&mut self, range: Range) -> EditorEvent {
        self.range = range;
        self.painted()
    }

    /// After a change to the range: the text and the slider follow it.
    fn painted(&mut self) -> EditorEvent {
        self.text = text_of(&self.range);
        self.top = share_percent(&self.range);
        self.error = None;
        self.changed()
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
            self.top = share_percent(&self.range);
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

    /// Selects (at the brush's weight) or clears every combo of `class`: painting a cell.
    pub fn paint(&mut self, class: HandClass, selected: bool) -> EditorEvent {
        self.range
            .set_class(class, if selected { self.brush } else { 0.0 });
        self.painted()
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
                self.top = share_percent(&self.range);
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
            RangeEdit::PickSuits(on) => {
                self.pick_suits = on;
                self.show_equity &= !on;
                Vec::new()
            }
            RangeEdit::ShowEquity(on) => {
                self.show_equity = on;
                self.pick_suits &= !on;
                Vec::new()
            }
            RangeEdit::SuitsOf(class) => {
                self.suits_for = class;
                Vec::new()
            }
            RangeEdit::Combo(combo, selected) => vec![self.set_combo(combo, selected)],
            // The tab handles these (they need the library); nothing to do here.
            RangeEdit::Brush(_) | RangeEdit::Library(_) => Vec::new(),
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
    /// Chose the brush's weight, percent (25, 50, 75 or 100).
    Brush(u8),
    /// Turned the suit picker's mode on (a click on the grid picks a class's suits) or off.
    PickSuits(bool),
    /// Showed the equity heat map (`true`) or the range to paint.
    ShowEquity(bool),
    /// Chose the class whose combos the suit picker shows (`None`: close it).
    SuitsOf(Option<HandClass>),
    /// Selected (at the brush's weight) or cleared one combo in the suit picker.
    Combo(Combo, bool),
    /// Something done with the named ranges.
    Library(LibraryEdit),
}

/// What the user did with the named ranges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryEdit {
    /// Load the named range into the editor.
    Load(String),
    /// Save the editor's range under this name.
    Save(String),
    /// Rename a saved range: `(from, to)`.
    Rename(String, String),
    /// Delete a saved range.
    Delete(String),
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

/// The range's share of all hands, weights counted, as the top-percent slider shows it.
fn share_percent(range: &Range) -> f32 {
    (100.0 * range.total_weight() / COMBO_COUNT as f64) as f32
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
        // Painting moves the slider to what is selected now.
        editor.paint(class("72o"), true);
        let share = 100.0 * editor.range().total_weight() / COMBO_COUNT as f64;
        assert!((f64::from(editor.top_percent()) - share).abs() < 1e-3);
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
    fn the_brush_paints_weights_and_the_suit_picker_single_combos() {
        let mut editor = RangeEditor::open(0, &Seat::default());
        editor.set_brush(50);
        editor.paint(class("AKs"), true);
        assert_eq!(editor.range().class_fraction(class("AKs")), 0.5);
        assert_eq!(editor.text(), "AKs:0.5");
        editor.edit(RangeEdit::SuitsOf(Some(class("AKo"))));
        assert_eq!(editor.suits_for(), Some(class("AKo")));
        editor.set_brush(100);
        let combo = "AhKd"
            .parse::<pokerlab::cards::CardSet>()
            .ok()
            .and_then(Combo::from_set)
            .unwrap();
        editor.edit(RangeEdit::Combo(combo, true));
        assert_eq!(editor.range().count(), 5);
        assert_eq!(editor.range().weight(combo), 1.0);
        assert!((f64::from(editor.top_percent()) - 100.0 * 3.0 / 1326.0).abs() < 1e-3);
        editor.edit(RangeEdit::Combo(combo, false));
        assert_eq!(editor.range().count(), 4);
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
