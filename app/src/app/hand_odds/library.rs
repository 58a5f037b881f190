//! Named ranges and the range editor's brush, kept between runs: a few built-in presets
//! (examples of common ranges, not advice) and the ranges the user saved, renamed or deleted;
//! and the weight the brush paints with.
//!
//! The saved form, [`SavedRanges`], lives in the Hand Odds tab's saved struct and is validated
//! when read: names trimmed, non-empty, at most [`MAX_NAME`] characters and unique (the
//! presets' names included); texts that read as ranges; at most [`MAX_RANGES`] entries; a
//! brush of 25, 50, 75 or 100 %. Whatever fails is dropped, the rest kept.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use pokerlab::range::Range;

/// The most named ranges kept.
pub const MAX_RANGES: usize = 100;
/// The longest name, in characters.
pub const MAX_NAME: usize = 40;

/// The built-in ranges: examples of common ranges, described as such (your own judgement, and
/// your game's, come first).
pub const PRESETS: [(&str, &str); 4] = [
    (
        "Example: tight open (about 10%)",
        "77+,A9s+,KTs+,QTs+,JTs,AJo+,KQo",
    ),
    (
        "Example: button open (about 40%)",
        "22+,A2s+,K2s+,Q6s+,J7s+,T7s+,97s+,86s+,75s+,65s,54s,A2o+,K8o+,Q9o+,J9o+,T9o",
    ),
    ("Example: 3-bet (about 4%)", "TT+,AQs+,AKo,A5s,A4s"),
    (
        "Example: big blind call (about 30%)",
        "22-99,A2s-AJs,K5s+,Q8s+,J8s+,T8s+,97s+,86s+,75s+,64s+,54s,A8o-AJo,KTo+,QTo+,JTo",
    ),
];

/// The weights the brush paints with (percent).
pub const BRUSH_WEIGHTS: [u8; 4] = [25, 50, 75, 100];

/// Reads a value leniently: anything unreadable is its default (so that a bad part of a saved
/// struct does not cost the rest of it).
pub(crate) fn lenient<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::de::DeserializeOwned + Default,
{
    let value = serde_json::Value::deserialize(deserializer)?;
    Ok(serde_json::from_value(value).unwrap_or_default())
}

/// A named range.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedNamedRange {
    /// Its name.
    pub name: String,
    /// Its text, as the range reader reads it.
    pub text: String,
}

/// Named ranges and the brush as saved between runs (validated when read; see the
/// [module](self)).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedRanges {
    /// The user's named ranges, in the order saved.
    pub named: Vec<SavedNamedRange>,
    /// The brush's weight, percent.
    pub brush: u8,
}

impl Default for SavedRanges {
    fn default() -> Self {
        SavedRanges {
            named: Vec::new(),
            brush: 100,
        }
    }
}

/// Why a named-range change was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LibraryError {
    /// No name was given.
    #[error("Give the range a name")]
    NoName,
    /// The name is too long.
    #[error("A name has at most {MAX_NAME} characters")]
    NameTooLong,
    /// A preset has the name.
    #[error("“{0}” is a preset: choose another name")]
    Preset(String),
    /// Another saved range has the name.
    #[error("A range named “{0}” already exists")]
    Taken(String),
    /// No saved range has the name.
    #[error("No saved range is named “{0}”")]
    Unknown(String),
    /// The library is full.
    #[error("At most {MAX_RANGES} named ranges are kept: delete one first")]
    Full,
    /// The range is empty.
    #[error("Select some hands before saving")]
    Empty,
}

/// One entry of the list shown: a preset or a saved range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryEntry<'a> {
    /// Its name.
    pub name: &'a str,
    /// Its text.
    pub text: &'a str,
    /// Whether it is built in (cannot be renamed or deleted).
    pub preset: bool,
}

/// The named ranges and the brush.
#[derive(Clone, Debug, PartialEq)]
pub struct RangeLibrary {
    named: Vec<SavedNamedRange>,
    brush: u8,
}

impl Default for RangeLibrary {
    fn default() -> Self {
        RangeLibrary::from_saved(&SavedRanges::default())
    }
}

impl RangeLibrary {
    /// The library as saved, validated: bad entries and a bad brush are dropped (see the
    /// [module](self)).
    pub fn from_saved(saved: &SavedRanges) -> RangeLibrary {
        let mut library = RangeLibrary {
            named: Vec::new(),
            brush: if BRUSH_WEIGHTS.contains(&saved.brush) {
                saved.brush
            } else {
                100
            },
        };
        for entry in &saved.named {
            let Ok(range) = entry.text.parse::<Range>() else {
                continue;
            };
            // Names are checked as a new save would be; the text is kept in its compact form.
            let _ = library.save(&entry.name, &range);
        }
        library
    }

    /// The library as saved.
    pub fn saved(&self) -> SavedRanges {
        SavedRanges {
            named: self.named.clone(),
            brush: self.brush,
        }
    }

    /// The brush's weight, percent (25, 50, 75 or 100).
    pub fn brush(&self) -> u8 {
        self.brush
    }

    /// Sets the brush's weight (ignored unless one of [`BRUSH_WEIGHTS`]).
    pub fn set_brush(&mut self, percent: u8) {
        if BRUSH_WEIGHTS.contains(&percent) {
            self.brush = percent;
        }
    }

    /// The presets, then the saved ranges.
    pub fn entries(&self) -> impl Iterator<Item = LibraryEntry<'_>> {
        PRESETS
            .iter()
            .map(|&(name, text)| LibraryEntry {
                name,
                text,
                preset: true,
            })
            .chain(self.named.iter().map(|n| LibraryEntry {
                name: &n.name,
                text: &n.text,
                preset: false,
            }))
    }

    /// The range named `name` (a preset or a saved one).
    pub fn get(&self, name: &str) -> Option<Range> {
        self.entries()
            .find(|e| e.name == name)
            .and_then(|e| e.text.parse().ok())
    }

    /// Checks a new name: trimmed, non-empty, not too long, not a preset's.
    fn check_name(name: &str) -> Result<String, LibraryError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(LibraryError::NoName);
        }
        if name.chars().count() > MAX_NAME {
            return Err(LibraryError::NameTooLong);
        }
        if PRESETS.iter().any(|(p, _)| *p == name) {
            return Err(LibraryError::Preset(name.to_owned()));
        }
        Ok(name.to_owned())
    }

    /// Saves `range` as `name`; a saved range of that name is replaced.
    pub fn save(&mut self, name: &str, range: &Range) -> Result<(), LibraryError> {
        let name = Self::check_name(name)?;
        if range.is_empty() {
            return Err(LibraryError::Empty);
        }
        let text = range.to_string();
        if let Some(entry) = self.named.iter_mut().find(|n| n.name == name) {
            entry.text = text;
            return Ok(());
        }
        if self.named.len() >= MAX_RANGES {
            return Err(LibraryError::Full);
        }
        self.named.push(SavedNamedRange { name, text });
        Ok(())
    }

    /// Renames the saved range `from` to `to`.
    pub fn rename(&mut self, from: &str, to: &str) -> Result<(), LibraryError> {
        let to = Self::check_name(to)?;
        if to != from && self.named.iter().any(|n| n.name == to) {
            return Err(LibraryError::Taken(to));
        }
        let entry = self
            .named
            .iter_mut()
            .find(|n| n.name == from)
            .ok_or_else(|| LibraryError::Unknown(from.to_owned()))?;
        entry.name = to;
        Ok(())
    }

    /// Deletes the saved range `name`.
    pub fn delete(&mut self, name: &str) -> Result<(), LibraryError> {
        let before = self.named.len();
        self.named.retain(|n| n.name != name);
        if self.named.len() == before {
            return Err(LibraryError::Unknown(name.to_owned()));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_reads_and_round_trips() {
        for (name, text) in PRESETS {
            let range: Range = text.parse().unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(range.to_string().parse::<Range>().unwrap(), range, "{name}");
            let library = RangeLibrary::default();
            assert_eq!(library.get(name), Some(range));
        }
    }

    #[test]
    fn save_rename_delete_and_their_refusals() {
        let mut library = RangeLibrary::default();
        let qq: Range = "QQ+,AKs".parse().unwrap();
        library.save("  my 3-bet ", &qq).unwrap();
        assert_eq!(library.get("my 3-bet"), Some(qq.clone()));
        assert_eq!(library.save("", &qq), Err(LibraryError::NoName));
        assert_eq!(
            library.save(PRESETS[0].0, &qq),
            Err(LibraryError::Preset(PRESETS[0].0.to_owned()))
        );
        assert_eq!(library.save("x", &Range::empty()), Err(LibraryError::Empty));
        library.save("other", &Range::full()).unwrap();
        assert_eq!(
            library.rename("other", "my 3-bet"),
            Err(LibraryError::Taken("my 3-bet".to_owned()))
        );
        library.rename("other", "everything").unwrap();
        assert!(library.get("other").is_none());
        assert_eq!(library.get("everything"), Some(Range::full()));
        library.delete("everything").unwrap();
        assert_eq!(
            library.delete("everything"),
            Err(LibraryError::Unknown("everything".to_owned()))
        );
        assert!(library.rename(PRESETS[1].0, "mine").is_err());
    }

    #[test]
    fn a_saved_library_is_validated_when_read() {
        let saved = SavedRanges {
            named: vec![
                SavedNamedRange {
                    name: "good".into(),
                    text: "QQ+".into(),
                },
                SavedNamedRange {
                    name: "bad text".into(),
                    text: "QQ+, AZs".into(),
                },
                SavedNamedRange {
                    name: "good".into(),
                    text: "22".into(),
                },
                SavedNamedRange {
                    name: " ".into(),
                    text: "AA".into(),
                },
                SavedNamedRange {
                    name: "x".repeat(MAX_NAME + 1),
                    text: "AA".into(),
                },
            ],
            brush: 33,
        };
        let library = RangeLibrary::from_saved(&saved);
        // The second "good" replaces the first, as a save would.
        assert_eq!(
            library.saved().named,
            vec![SavedNamedRange {
                name: "good".into(),
                text: "22".into()
            }]
        );
        assert_eq!(library.brush(), 100);
        let mut library = library;
        library.set_brush(50);
        library.set_brush(60);
        assert_eq!(RangeLibrary::from_saved(&library.saved()).brush(), 50);
    }
}
