//! The groups of a wild-card chart (by the number of wild cards dealt): their headings, rules
//! that read alike told apart (a line in two groups is one line, read the same in both), and
//! which line of a deal's group has a pattern. Apart from the chart itself, as chart.rs would
//! grow past a readable size.

use std::collections::HashMap;

use super::pattern::Pattern;

/// What the groups read of a chart's line (implemented by [`super::ChartLine`]).
pub(super) trait GroupedLine {
    /// The printed rule.
    fn line_rule(&self) -> &str;
    /// Replaces the printed rule.
    fn set_line_rule(&mut self, rule: String);
    /// The patterns the line plays.
    fn line_patterns(&self) -> &[Pattern];
    /// The number of wild cards of its group's deals, in a grouped chart.
    fn line_dealt(&self) -> Option<u8>;
}

/// Which line has each pattern: by the group (the number of wild cards dealt, `None` for a
/// line without a group) and pattern, and, for a hold outside its deal's group, the first line
/// with the pattern.
#[derive(Clone, Debug, Default)]
pub(super) struct LineOf {
    by_group: HashMap<(Option<u8>, Pattern), usize>,
    pub(super) any: HashMap<Pattern, usize>,
}

impl LineOf {
    pub(super) fn new(lines: &[impl GroupedLine]) -> LineOf {
        let mut map = LineOf::default();
        for (i, line) in lines.iter().enumerate() {
            for &p in line.line_patterns() {
                map.by_group.entry((line.line_dealt(), p)).or_insert(i);
                map.any.entry(p).or_insert(i);
            }
        }
        map
    }

    /// The line of `pattern` that a deal with `dealt` wild cards reads: in the deal's group,
    /// or a line without a group.
    pub(super) fn in_group(&self, dealt: u8, pattern: Pattern) -> Option<usize> {
        self.by_group
            .get(&(Some(dealt), pattern))
            .or_else(|| self.by_group.get(&(None, pattern)))
            .copied()
    }
}

/// Lines whose rules read the same (a straight made with a deuce and one without, on
/// different lines) say how many wild cards they are for; any still alike are numbered.
pub(super) fn tell_apart<L: GroupedLine>(lines: &mut [L], kind: crate::video_poker::GameKind) {
    // Copies of one line in several groups (the same patterns) read the same on purpose.
    let repeated = |lines: &[L], i: usize| {
        lines.iter().any(|other| {
            other.line_patterns() != lines[i].line_patterns()
                && other.line_rule() == lines[i].line_rule()
        })
    };
    let twice: Vec<usize> = (0..lines.len()).filter(|&i| repeated(lines, i)).collect();
    for &i in &twice {
        let mut wilds: Vec<u8> = lines[i].line_patterns().iter().map(|p| p.wilds).collect();
        wilds.sort_unstable();
        wilds.dedup();
        let words: Vec<String> = wilds.iter().map(|&w| wild_words(w, kind)).collect();
        let text = match words.as_slice() {
            [] => continue,
            [one] => one.clone(),
            [init @ .., last] => format!("{} or {last}", init.join(", ")),
        };
        let rule = format!("{} ({text})", lines[i].line_rule());
        lines[i].set_line_rule(rule);
    }
    let still: Vec<usize> = (0..lines.len()).filter(|&i| repeated(lines, i)).collect();
    // The distinct lines among them, each numbered once (its copies alike).
    let mut distinct: Vec<(String, Vec<Pattern>)> = Vec::new();
    for &i in &still {
        let key = (
            lines[i].line_rule().to_owned(),
            lines[i].line_patterns().to_vec(),
        );
        if !distinct.contains(&key) {
            distinct.push(key);
        }
    }
    for &i in &still {
        let k = distinct
            .iter()
            .position(|(rule, p)| rule == lines[i].line_rule() && p == lines[i].line_patterns())
            .unwrap_or(0);
        if k > 0 {
            let rule = format!("{} ({})", lines[i].line_rule(), k + 1);
            lines[i].set_line_rule(rule);
        }
    }
}

/// The heading of the group of deals with `w` wild cards: "Four deuces", "One deuce", "No
/// deuces", "The joker", "No joker".
pub(super) fn group_heading(w: u8, kind: crate::video_poker::GameKind) -> String {
    let names = kind.wild_names();
    let text = match (names.single, w) {
        (_, 0) if !names.single => format!("no {}", names.many),
        _ => wild_words(w, kind),
    };
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().collect::<String>() + chars.as_str()
    })
}

/// "no deuce", "one deuce", "two deuces", "no joker", "the joker": the game's names for its
/// wild cards.
fn wild_words(w: u8, kind: crate::video_poker::GameKind) -> String {
    let names = kind.wild_names();
    match (names.single, w) {
        (true, 0) => format!("no {}", names.one),
        (true, _) => format!("the {}", names.one),
        (false, 0) => format!("no {}", names.one),
        (false, 1) => format!("one {}", names.one),
        (false, n) => format!(
            "{} {}",
            ["", "", "two", "three", "four", "five"]
                .get(n as usize)
                .copied()
                .unwrap_or("some"),
            names.many
        ),
    }
}
