//! The range editor of Hand Odds ([`RangeEditor`]: the grid to paint, weights, the named
//! ranges) opened on one of the Solve tab's range fields: what it paints becomes the field's
//! text, Cancel puts the text back as it was. The named ranges are Hand Odds' (a copy lent
//! when the editor opens); a change to them is handed back to be shared.

use crate::app::hand_odds::library::RangeLibrary;
use crate::app::hand_odds::range_editor::{EditorEvent, LibraryEdit, RangeEdit, RangeEditor};
use crate::app::hand_odds::seat::{Seat, SeatRange};
use pokerlab::solver::Player;

/// The editor on one player's range field.
#[derive(Clone, Debug)]
pub struct FieldEditor {
    /// Whose range it edits.
    pub player: Player,
    /// The editor.
    pub editor: RangeEditor,
    /// The named ranges.
    pub library: RangeLibrary,
    /// Whether the named ranges changed since last taken.
    pub library_changed: bool,
    /// What the last named-range action did, or why it was refused.
    pub message: Option<String>,
}

/// The seat a range field's text makes (a range, every hand for `random`, or nothing).
fn seat_of(text: &str) -> Seat {
    if text.trim().eq_ignore_ascii_case("random") {
        return Seat::Random;
    }
    SeatRange::parse(text).map_or_else(|_| Seat::default(), Seat::Range)
}

impl FieldEditor {
    /// The editor on `player`'s field, which holds `text`.
    pub fn open(player: Player, text: &str, library: RangeLibrary) -> FieldEditor {
        let mut editor = RangeEditor::open(player.index(), &seat_of(text));
        editor.set_brush(library.brush());
        FieldEditor {
            player,
            editor,
            library,
            library_changed: false,
            message: None,
        }
    }

    /// Applies `edit`: the field's new text if the range changed, and whether to close.
    pub fn edit(&mut self, edit: RangeEdit) -> (Option<String>, bool) {
        let events = match edit {
            RangeEdit::Brush(percent) => {
                self.library.set_brush(percent);
                self.editor.set_brush(percent);
                self.library_changed = true;
                Vec::new()
            }
            RangeEdit::Library(edit) => self.library_edit(edit),
            edit => self.editor.edit(edit),
        };
        let mut text = None;
        let mut close = false;
        for event in events {
            match event {
                EditorEvent::Set(seat) => text = Some(seat.text()),
                EditorEvent::Close => close = true,
            }
        }
        (text, close)
    }

    /// A named-range action: loading one into the editor, or changing the list.
    fn library_edit(&mut self, edit: LibraryEdit) -> Vec<EditorEvent> {
        let (outcome, events) = match edit {
            LibraryEdit::Load(name) => match self.library.get(&name) {
                Some(range) => (
                    Ok(format!("Loaded “{name}”")),
                    vec![self.editor.load(range)],
                ),
                None => (Err(format!("No range is named “{name}”")), Vec::new()),
            },
            LibraryEdit::Save(name) => {
                let done = self.library.save(&name, self.editor.range());
                self.library_changed |= done.is_ok();
                (
                    done.map(|()| format!("Saved “{}”", name.trim()))
                        .map_err(|e| e.to_string()),
                    Vec::new(),
                )
            }
            LibraryEdit::Rename(from, to) => {
                let done = self.library.rename(&from, &to);
                self.library_changed |= done.is_ok();
                (
                    done.map(|()| format!("Renamed “{from}” to “{}”", to.trim()))
                        .map_err(|e| e.to_string()),
                    Vec::new(),
                )
            }
            LibraryEdit::Delete(name) => {
                let done = self.library.delete(&name);
                self.library_changed |= done.is_ok();
                (
                    done.map(|()| format!("Deleted “{name}”"))
                        .map_err(|e| e.to_string()),
                    Vec::new(),
                )
            }
        };
        self.message = Some(outcome.unwrap_or_else(|e| e));
        events
    }
}
