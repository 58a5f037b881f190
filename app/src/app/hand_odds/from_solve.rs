//! Ranges sent from the Solve tab ("Send to Hand Odds"): the seats' texts written as a person
//! would write them (the solver's reach weights rounded, so `JJ:0.98` instead of six combos
//! at `0.98271024`), and the table as it was before, kept for one click (or Ctrl+Z) of undo
//! until the table is changed by hand.

use super::{Action, HandOdds};
use crate::app::hand_odds::table::Table;
use pokerlab::range::{Range, to_text};

/// Reach weights at or above this keep two decimals; smaller ones keep three.
const TWO_PLACES_FROM: f32 = 0.1;

/// A weight as a person writes it: two decimals (three below 0.1), never rounded down to
/// nothing (a combo that reaches the node stays in the range).
pub fn rounded_weight(w: f32) -> f32 {
    if w <= 0.0 {
        return 0.0;
    }
    let scale = if w >= TWO_PLACES_FROM { 100.0 } else { 1000.0 };
    ((w * scale).round() / scale).clamp(1.0 / 1000.0, 1.0)
}

/// The range with each weight [rounded](rounded_weight), as text: the classes whose combos
/// now share a weight written as one class (`JJ:0.98`).
pub fn written_range(range: &Range) -> String {
    let mut out = Range::empty();
    for (combo, w) in range.combos() {
        out.set(combo, rounded_weight(w));
    }
    to_text(&out)
}

/// A seat's text from Solve: a range's weights rounded; anything else as it came.
fn written(text: &str) -> String {
    match text.parse::<Range>() {
        Ok(range) if !range.is_unweighted() => written_range(&range),
        _ => text.to_owned(),
    }
}

impl HandOdds {
    /// Takes the ranges and board of a Solve node: the seats' texts (out of position first),
    /// then the board; what the table held before is kept for [`Action::UndoSend`]. A part
    /// Hand Odds refuses leaves its message in the tab.
    pub fn receive_from_solve(&mut self, seats: &[String], board: &str) {
        let before = self.saved();
        for (seat, text) in seats.iter().enumerate() {
            if self.apply(Action::SeatText(seat, written(text))).is_err() {
                break;
            }
        }
        let _ = self.apply(Action::BoardText(board.to_owned()));
        self.before_send = Some(before);
    }

    /// Takes a whole spot from another tab (the Flops tab's "Open in Hand Odds"): as many
    /// seats as `seats` (at least two; a missing second seat is `random`, the Flops tab's lone
    /// player's opponent), each seat's text, the board and the dead cards, the table's cards
    /// cleared first so that nothing old blocks them. What the table held before is kept for
    /// [`Action::UndoSend`]; a part Hand Odds refuses leaves its message in the tab.
    pub fn receive_spot(&mut self, seats: &[String], board: &str, dead: &str) {
        let before = self.saved();
        let mut seats = seats.to_vec();
        if seats.len() < 2 {
            seats.resize(2, "random".to_owned());
        }
        let _ = self.apply(Action::BoardText(String::new()));
        let _ = self.apply(Action::DeadText(String::new()));
        while self.table.seats().len() > seats.len() {
            self.remove_seat(self.table.seats().len() - 1);
        }
        while self.table.seats().len() < seats.len() && self.table.add_seat() {}
        for seat in 0..self.table.seats().len() {
            let _ = self.apply(Action::SeatText(seat, String::new()));
        }
        let mut refused = Vec::new();
        for (seat, text) in seats.iter().enumerate() {
            if let Err(e) = self.apply(Action::SeatText(seat, text.clone())) {
                refused.push(format!("Player {}: {e}", seat + 1));
            }
        }
        if let Err(e) = self.apply(Action::BoardText(board.to_owned())) {
            refused.push(format!("Board: {e}"));
        }
        if let Err(e) = self.apply(Action::DeadText(dead.to_owned())) {
            refused.push(format!("Dead cards: {e}"));
        }
        if !refused.is_empty() {
            self.message = Some(refused.join("; "));
        }
        self.before_send = Some(before);
    }

    /// Whether the table came from Solve and can be put back as it was (one click, Ctrl+Z).
    pub fn can_undo_send(&self) -> bool {
        self.before_send.is_some()
    }

    /// Puts the table back as it was before the last "Send to Hand Odds".
    pub(super) fn undo_send(&mut self) {
        if let Some(before) = self.before_send.take() {
            self.table = Table::from_saved(&before);
            self.counting = before.counting;
            self.continuing = super::streets::Continuing::from_saved(&before.continuing);
            self.editor = None;
            self.highlight = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_are_rounded_to_two_or_three_decimals_and_never_to_nothing() {
        for (w, want) in [
            (0.982_710_24_f32, 0.98_f32),
            (0.995, 1.0),
            (0.5, 0.5),
            (0.123_4, 0.12),
            (0.043_21, 0.043),
            (0.000_2, 0.001),
            (0.0, 0.0),
        ] {
            assert_eq!(rounded_weight(w), want, "{w}");
        }
    }

    #[test]
    fn a_class_at_nearly_one_weight_is_written_as_the_class() {
        let mut range = Range::empty();
        let jacks = pokerlab::range::HandClass::all()
            .find(|c| c.to_string() == "JJ")
            .unwrap();
        // Six combos whose weights differ in the third decimal and on.
        for (i, combo) in jacks.combos().enumerate() {
            range.set(combo, 0.982 - 0.0007 * i as f32);
        }
        let ak = "AsKs".parse::<Range>().unwrap();
        for (combo, _) in ak.combos() {
            range.set(combo, 0.25);
        }
        assert_eq!(written_range(&range), "JJ:0.98,AsKs:0.25");
        // Read back: the same combos, each within half a hundredth of its weight.
        let back: Range = written_range(&range).parse().unwrap();
        for (combo, w) in range.combos() {
            assert!((back.weight(combo) - w).abs() <= 0.005, "{combo}");
        }
        assert_eq!(back.count(), range.count());
    }
}
