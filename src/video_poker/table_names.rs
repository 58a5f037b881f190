//! The names people type for the built-in pay tables: the short names of the video poker
//! literature and of players' forums (`JoB 9/6`, `DDB 9/6`, `NSUD`, `DW full pay`…), read in any
//! case, with or without spaces, the pay figures before or after the game's name. A name that
//! matches no table finds the nearest one to suggest. The built-in list (`builtins.rs`) keeps the
//! canonical names; this file only adds the other names each table goes by.

use super::table_id::TableId;
use super::{PayTable, builtins};

/// Other names of the built-in tables, by canonical name, as people write them. A table's
/// canonical name and title (with and without its parenthesis) are names too without being
/// listed here.
const ALIASES: &[(&str, &[&str])] = &[
    (
        "jacks-or-better-9-6",
        &[
            "JoB 9/6",
            "JB 9/6",
            "9/6 Jacks",
            "Jacks 9/6",
            "JoB full pay",
            "full pay Jacks",
            "Jacks or Better",
        ],
    ),
    ("jacks-or-better-8-5", &["JoB 8/5", "JB 8/5", "Jacks 8/5"]),
    ("jacks-or-better-7-5", &["JoB 7/5", "JB 7/5", "Jacks 7/5"]),
    ("jacks-or-better-6-5", &["JoB 6/5", "JB 6/5", "Jacks 6/5"]),
    ("jacks-or-better-9-5", &["JoB 9/5", "JB 9/5", "Jacks 9/5"]),
    ("jacks-or-better-8-6", &["JoB 8/6", "JB 8/6", "Jacks 8/6"]),
    ("tens-or-better-6-5", &["ToB 6/5", "TB 6/5", "Tens 6/5"]),
    ("bonus-poker-8-5", &["BP 8/5", "Bonus 8/5"]),
    ("bonus-poker-7-5", &["BP 7/5", "Bonus 7/5"]),
    ("bonus-poker-6-5", &["BP 6/5", "Bonus 6/5"]),
    (
        "bonus-poker-deluxe-9-6",
        &["BPD 9/6", "Bonus Deluxe 9/6", "Bonus Poker Deluxe"],
    ),
    ("bonus-poker-deluxe-8-6", &["BPD 8/6", "Bonus Deluxe 8/6"]),
    (
        "double-bonus-10-7",
        &[
            "DB 10/7",
            "Double Bonus 10/7",
            "DB full pay",
            "Double Bonus",
        ],
    ),
    ("double-bonus-9-7", &["DB 9/7", "Double Bonus 9/7"]),
    ("double-bonus-9-6", &["DB 9/6", "Double Bonus 9/6"]),
    (
        "double-double-bonus-9-6",
        &[
            "DDB 9/6",
            "Double Double 9/6",
            "Double Double Bonus 9/6",
            "DDB full pay",
            "Double Double Bonus",
        ],
    ),
    (
        "double-double-bonus-9-5",
        &["DDB 9/5", "Double Double 9/5", "Double Double Bonus 9/5"],
    ),
    (
        "double-double-bonus-8-5",
        &["DDB 8/5", "Double Double 8/5", "Double Double Bonus 8/5"],
    ),
    (
        "triple-double-bonus-9-7",
        &["TDB 9/7", "Triple Double Bonus 9/7", "Triple Double 9/7"],
    ),
    ("aces-and-faces-8-5", &["A&F 8/5", "Aces Faces 8/5"]),
    (
        "super-double-bonus-9-5",
        &["SDB 9/5", "Super Double Bonus 9/5", "Super Double 9/5"],
    ),
    ("white-hot-aces-9-5", &["WHA 9/5", "White Hot 9/5"]),
    (
        "deuces-wild",
        &[
            "DW",
            "DW full pay",
            "FPDW",
            "full pay deuces",
            "full pay DW",
            "full pay Deuces Wild",
            "Deuces",
        ],
    ),
    (
        "deuces-wild-nsu",
        &[
            "NSUD",
            "NSU",
            "NSU Deuces",
            "DW NSU",
            "Not So Ugly Ducks",
            "Not So Ugly Deuces",
        ],
    ),
    ("loose-deuces", &["LD", "Loose Deuces"]),
    ("bonus-deuces-wild", &["BDW", "Bonus Deuces"]),
    (
        "deuces-wild-double-double-bonus",
        &["DWDDB", "Deuces Wild DDB", "Deuces Double Double"],
    ),
    (
        "joker-poker-kings",
        &[
            "JPK",
            "JP Kings",
            "Joker Kings",
            "Joker Poker",
            "Joker Poker Kings",
            "Joker Kings 20/7/5",
            "Joker Poker full pay",
            "full pay Joker",
        ],
    ),
    (
        "joker-poker-kings-17-7",
        &[
            "JPK 17/7",
            "JP Kings 17/7",
            "Joker Kings 17/7",
            "Joker Kings 17/7/5",
        ],
    ),
    (
        "joker-poker-two-pair",
        &[
            "Joker Two Pair",
            "JP Two Pair",
            "Joker 2 Pair",
            "Joker Two Pair 20/10/6/5",
        ],
    ),
    (
        "deuces-and-joker-wild",
        &[
            "DJW",
            "DJW full pay",
            "Deuces Joker Wild",
            "Deuces and Joker",
        ],
    ),
];

/// A name reduced to what tells tables apart: lower case, every character that is not a letter
/// or a digit dropped (spaces, `-`, `/`, `&`, parentheses), then the runs of letters and the runs
/// of digits sorted, so that `JoB 9/6`, `job96` and `9/6 JoB` are all `96 job`.
pub(super) fn name_key(name: &str) -> String {
    let kept: Vec<char> = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let mut runs: Vec<String> = Vec::new();
    for c in kept {
        match runs.last_mut() {
            Some(run) if run.ends_with(|d: char| d.is_ascii_digit() == c.is_ascii_digit()) => {
                run.push(c)
            }
            _ => runs.push(c.to_string()),
        }
    }
    runs.sort();
    runs.join(" ")
}

/// A title without its trailing parenthesis: "Jacks or Better 9/6 (full pay)" → "Jacks or
/// Better 9/6".
fn short_title(title: &str) -> &str {
    title
        .split_once(" (")
        .map_or(title, |(short, _)| short)
        .trim()
}

/// Every name of built-in table `id`: its canonical name, its title, its title without the
/// parenthesis, and its aliases, each once, in that order.
pub(super) fn names_of(id: TableId) -> Vec<&'static str> {
    let name = id.name();
    let title = builtins::title_of(id);
    let short = short_title(title);
    // The short title is a name only if no other table's is the same (the two Joker Poker
    // Kings tables differ only inside their parentheses).
    let shared =
        TableId::all().any(|other| other != id && short_title(builtins::title_of(other)) == short);
    let mut names = vec![name, title];
    if !shared {
        names.push(short);
    }
    names.extend(
        ALIASES
            .iter()
            .filter(|(n, _)| *n == name)
            .flat_map(|(_, aliases)| aliases.iter().copied()),
    );
    let mut seen = Vec::new();
    names.retain(|n| {
        let key = name_key(n);
        let fresh = !n.is_empty() && !seen.contains(&key);
        seen.push(key);
        fresh
    });
    names
}

impl TableId {
    /// The built-in table a person named: its canonical name (`jacks-or-better-9-6`), its
    /// title, or a short name (`JoB 9/6`, `9/6 JoB`, `DDB 9/6`, `NSUD`, `DW full pay`…), in any
    /// case, with or without spaces and dashes.
    ///
    /// ```
    /// use pokerlab::video_poker::TableId;
    /// let job = TableId::of("jacks-or-better-9-6");
    /// assert_eq!(TableId::named("JoB 9/6"), job);
    /// assert_eq!(TableId::named("9/6 job"), job);
    /// assert_eq!(TableId::named("nsud"), TableId::of("deuces-wild-nsu"));
    /// assert_eq!(TableId::named("JoB 9/9"), None);
    /// ```
    pub fn named(name: &str) -> Option<TableId> {
        if let Some(id) = TableId::of(name) {
            return Some(id);
        }
        let key = name_key(name);
        if key.is_empty() {
            return None;
        }
        TableId::all().find(|&id| names_of(id).iter().any(|n| name_key(n) == key))
    }

    /// The built-in table whose name (any of [`names`](Self::names)) is nearest to `name` by
    /// edit distance, with the name it is nearest to, when one is near enough to be a likely
    /// typo (at most a third of the name's letters apart); `None` otherwise.
    pub fn nearest(name: &str) -> Option<(TableId, &'static str)> {
        let key = name_key(name);
        if key.is_empty() {
            return None;
        }
        let (distance, id, alias) = TableId::all()
            .flat_map(|id| names_of(id).into_iter().map(move |n| (id, n)))
            .map(|(id, n)| (strsim::levenshtein(&key, &name_key(n)), id, n))
            .min_by_key(|&(d, _, _)| d)?;
        (distance * 3 <= key.len().max(3)).then_some((id, alias))
    }

    /// Every name this built-in table answers to in [`named`](Self::named): its canonical
    /// name first, then its title, then the short names people use.
    pub fn names(self) -> Vec<&'static str> {
        names_of(self)
    }
}

impl PayTable {
    /// The built-in table a person named, by any of its names ([`TableId::named`]).
    pub fn builtin_named(name: &str) -> Option<PayTable> {
        TableId::named(name).map(TableId::table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_alias_names_a_builtin_and_no_two_tables_share_a_name() {
        for (name, _) in ALIASES {
            assert!(TableId::of(name).is_some(), "{name} is not a built-in");
        }
        let mut keys: Vec<(String, TableId)> = TableId::all()
            .flat_map(|id| names_of(id).into_iter().map(move |n| (name_key(n), id)))
            .collect();
        keys.sort();
        for pair in keys.windows(2) {
            assert!(
                pair[0].0 != pair[1].0 || pair[0].1 == pair[1].1,
                "`{}` names two tables",
                pair[0].0
            );
        }
    }

    #[test]
    fn name_keys_ignore_case_spaces_punctuation_and_order() {
        assert_eq!(name_key("JoB 9/6"), "96 job");
        assert_eq!(name_key("9/6 JoB"), "96 job");
        assert_eq!(name_key("  job96 "), "96 job");
        assert_eq!(name_key("jacks-or-better-9-6"), "96 jacksorbetter");
        assert_eq!(name_key("Joker Kings 20/7/5"), "2075 jokerkings");
        assert_eq!(name_key(" - "), "");
    }
}
