//! The names people type for the built-in pay tables (issue 34 item 3): the short names and
//! aliases, in any case, with or without spaces, the pays before or after the game; an unknown
//! name's error suggests the nearest.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use pokerlab::video_poker::{PayTable, PayTableError, TableId};

/// Which table each typed name must find.
const TYPED: &[(&str, &str)] = &[
    ("JoB 9/6", "jacks-or-better-9-6"),
    ("9/6 JoB", "jacks-or-better-9-6"),
    ("job96", "jacks-or-better-9-6"),
    ("  JOB   9 / 6 ", "jacks-or-better-9-6"),
    ("Jacks or Better 9/6", "jacks-or-better-9-6"),
    ("Jacks or Better 9/6 (full pay)", "jacks-or-better-9-6"),
    ("JACKS-OR-BETTER-9-6", "jacks-or-better-9-6"),
    ("8/5 jacks", "jacks-or-better-8-5"),
    ("JoB 8/5", "jacks-or-better-8-5"),
    ("DDB 9/6", "double-double-bonus-9-6"),
    ("9/6 ddb", "double-double-bonus-9-6"),
    ("DDB 9/5", "double-double-bonus-9-5"),
    ("DB 10/7", "double-bonus-10-7"),
    ("10/7 Double Bonus", "double-bonus-10-7"),
    ("BP 8/5", "bonus-poker-8-5"),
    ("NSUD", "deuces-wild-nsu"),
    ("nsud", "deuces-wild-nsu"),
    ("Not So Ugly Ducks", "deuces-wild-nsu"),
    ("DW full pay", "deuces-wild"),
    ("full pay DW", "deuces-wild"),
    ("dw", "deuces-wild"),
    ("Deuces Wild", "deuces-wild"),
    ("Loose Deuces", "loose-deuces"),
    ("DJW", "deuces-and-joker-wild"),
    ("Joker Kings 17/7", "joker-poker-kings-17-7"),
    ("JPK", "joker-poker-kings"),
    ("TDB 9/7", "triple-double-bonus-9-7"),
    ("A&F 8/5", "aces-and-faces-8-5"),
];

#[test]
fn typed_names_find_their_tables() {
    for &(typed, name) in TYPED {
        let table = PayTable::resolve(typed).unwrap_or_else(|e| panic!("`{typed}`: {e}"));
        assert_eq!(table.name(), name, "`{typed}`");
        assert_eq!(TableId::named(typed), TableId::of(name), "`{typed}`");
    }
}

/// An independent reading of "case- and space-insensitive, in either order": every listed
/// name of every table, changed in case, with its spaces removed, and with its words reversed,
/// finds the same table and no other.
#[test]
fn every_listed_name_finds_its_table_however_typed() {
    for id in TableId::all() {
        let names = id.names();
        assert_eq!(names[0], id.name());
        for name in names {
            let reversed: Vec<&str> = name.split(' ').rev().collect();
            let spellings = [
                name.to_uppercase(),
                name.to_lowercase(),
                name.replace(' ', ""),
                format!("  {name}  "),
            ];
            for typed in spellings {
                assert_eq!(TableId::named(&typed), Some(id), "`{typed}`");
            }
            // Pays and game swapped: `9/6 JoB` for `JoB 9/6`. Only where the name is words
            // then pays (one reversed word order reads as the same name).
            if reversed.len() == 2 && reversed[0].contains('/') {
                let typed = reversed.join(" ");
                assert_eq!(TableId::named(&typed), Some(id), "`{typed}`");
            }
        }
    }
}

#[test]
fn unknown_names_are_refused_with_the_nearest_suggested() {
    let cases = [
        ("JoB 9/7", Some("jacks-or-better-9-6")),
        ("DDB 9/7", None),
        ("Jaks or Beter 9/6", Some("jacks-or-better-9-6")),
        ("nsuf", Some("deuces-wild-nsu")),
        ("roulette", None),
    ];
    for (typed, nearest) in cases {
        assert!(TableId::named(typed).is_none(), "`{typed}` found a table");
        let Err(e) = PayTable::resolve(typed) else {
            panic!("`{typed}` resolved");
        };
        let PayTableError::UnknownName { nearest: got, .. } = &e else {
            panic!("`{typed}`: {e}");
        };
        match nearest {
            Some(name) => {
                let got = got
                    .as_deref()
                    .unwrap_or_else(|| panic!("`{typed}`: no suggestion"));
                assert!(got.contains(name), "`{typed}`: suggested `{got}`");
                assert!(e.to_string().contains("did you mean"), "{e}");
            }
            None if typed == "roulette" => assert_eq!(got, &None, "`{typed}`"),
            None => {}
        }
    }
}
