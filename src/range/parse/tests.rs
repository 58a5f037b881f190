//! Range text as people paste it from other tools: lists without commas, specific combos in
//! lists, bracket weights; each form parsed, printed back and refused where malformed.

use proptest::prelude::*;

use crate::cards::Rank;
use crate::range::{Combo, HandClass, Range, RangeErrorKind};

fn range(text: &str) -> Range {
    match text.parse::<Range>() {
        Ok(range) => range,
        Err(e) => panic!("`{text}`: {e}"),
    }
}

fn combo(text: &str) -> Combo {
    match text.parse::<Combo>() {
        Ok(combo) => combo,
        Err(e) => panic!("`{text}`: {e:?}"),
    }
}

/// `text` reads as `same`, and prints as text that reads back as the same range.
fn assert_reads_as(text: &str, same: &Range) {
    let parsed = range(text);
    assert_eq!(&parsed, same, "`{text}`");
    let printed = parsed.to_string();
    assert_eq!(&range(&printed), same, "`{text}` printed as `{printed}`");
}

#[test]
fn lists_separated_by_spaces_or_commas() {
    let commas = range("ATo+,KTo+,QTo+,JTo");
    for text in [
        "ATo+ KTo+ QTo+ JTo",
        "ATo+, KTo+, QTo+, JTo",
        "ATo+ KTo+,QTo+\tJTo",
        "ATo+\nKTo+\nQTo+\nJTo\n",
        "  ATo+   KTo+ QTo+ JTo  ",
    ] {
        assert_reads_as(text, &commas);
    }
    assert_eq!(commas.count(), 4 * 12 + 3 * 12 + 2 * 12 + 12);
    // Spaces join items as a comma does, with the same precedence.
    assert_reads_as("QQ+ AKs ! KK", &range("QQ+,AKs ! KK"));
    assert_reads_as("(AA KK):0.5 QQ", &range("(AA,KK):0.5,QQ"));
    assert_reads_as("AA KK & Kx", &range("AA,(KK & Kx)"));
    assert_reads_as("22+ A2s+ KTs+ AJo+", &range("22+,A2s+,KTs+,AJo+"));
}

#[test]
fn specific_combos_anywhere_in_a_list() {
    let two = Range::from_combos([combo("AhKh"), combo("AdKd")]);
    for text in ["AhKh,AdKd", "AhKh AdKd", "Ah Kh, Ad Kd", "Ah Kh Ad Kd"] {
        assert_reads_as(text, &two);
    }
    let mixed = range("AhKh,AdKd,QQ+");
    assert_eq!(mixed.count(), 2 + 18);
    assert_reads_as("QQ+ AhKh AdKd", &mixed);
    assert_reads_as("QQ+, Ah Kh, AdKd", &mixed);
    assert_reads_as("AhKh:0.5, QQ", &{
        let mut r = range("QQ");
        r.set(combo("AhKh"), 0.5);
        r
    });
}

#[test]
fn weighted_forms_of_other_tools() {
    let half = range("AA:0.5,KK:0.5");
    for text in [
        "[50]AA,KK[/50]",
        "[50]AA KK[/50]",
        "[50.0]AA,KK[/50.0]",
        "[50%]AA,KK[/50%]",
        "[ 50 ] AA, KK [/ 50 ]",
        "(AA,KK):50%",
        "AA:0.5 KK:0.5",
    ] {
        assert_reads_as(text, &half);
    }
    let mut mix = range("QQ");
    for (class, weight) in [
        (HandClass::pair(Rank::Ace), 0.75),
        (HandClass::pair(Rank::King), 0.25),
    ] {
        mix.set_class(class, weight);
    }
    assert_reads_as("[75]AA[/75],[25]KK[/25],QQ", &mix);
    assert_reads_as("[75]AA[/75] [25]KK[/25] QQ", &mix);
    assert_reads_as("QQ [25]KK[/25] [75]AA[/75]", &mix);
    // Equilab's export of a whole weighted range, and nested tags multiplying.
    assert_reads_as("[100]AA[/100]", &range("AA"));
    assert_reads_as("[37.5]AKs[/37.5]", &range("AKs:0.375"));
    assert_reads_as("[50][50]AA[/50][/50]", &range("AA:0.25"));
    assert_reads_as("[50]AA,KK ! KK[/50]", &range("AA:0.5"));
    assert!(range("[50]AA[/50]").weight(combo("AsAh")) == 0.5);
    let err = "[0]AA[/0]".parse::<Range>().err();
    assert_eq!(err.map(|e| e.kind), Some(RangeErrorKind::Empty));
}

#[test]
fn malformed_forms_are_refused_where_they_go_wrong() {
    let cases: [(&str, usize, &str); 15] = [
        ("[50]AA,KK", 0, "[50]"),
        ("[50]AA[/40]", 8, "40"),
        ("[150]AA[/150]", 1, "150"),
        ("[-5]AA[/-5]", 1, "-"),
        ("[x]AA[/x]", 1, "x"),
        ("[50AA[/50]", 1, "50AA"),
        ("[]AA[/]", 1, "]"),
        ("[50]AA[/50", 10, ""),
        ("[50]AA[50]", 10, ""),
        ("AA]", 2, "]"),
        ("AA [/50]", 3, "["),
        ("ATo+ KZo+", 5, "KZo+"),
        ("AA KK:2", 6, "2"),
        ("AhKh AdKx", 5, "AdKx"),
        ("AhKh Ad", 5, "Ad"),
    ];
    for (text, pos, token) in cases {
        let err = match text.parse::<Range>() {
            Ok(r) => panic!("`{text}` read as {r}"),
            Err(e) => e,
        };
        assert_eq!(
            (err.pos, err.token.as_str()),
            (pos, token),
            "`{text}`: {err}"
        );
        assert_eq!(err.kind, RangeErrorKind::Syntax, "`{text}`");
    }
    assert_eq!(
        "[50]AA[/40]".parse::<Range>().err().map(|e| e.to_string()),
        Some("`[/40]` closes `[50]`: the numbers must match at 8".to_owned())
    );
    assert_eq!(
        "[50]AA,KK".parse::<Range>().err().map(|e| e.msg),
        Some("`[50]` is never closed: end its hands with `[/50]`".to_owned())
    );
}

proptest! {
    #[test]
    fn bracket_and_space_text_never_panics(s in "[0-9AKQJTakqjtxcdhso+%.:,&!()\\[\\]/ -]{0,30}") {
        let _ = s.parse::<Range>();
    }

    #[test]
    fn a_bracket_weight_is_the_colon_weight(p in 1u32..=100, classes in proptest::collection::btree_set(0usize..169, 1..6)) {
        let names: Vec<String> = classes
            .iter()
            .filter_map(|&i| HandClass::from_index(i))
            .map(|c| c.to_string())
            .collect();
        let list = names.join(" ");
        let bracket = range(&format!("[{p}]{list}[/{p}]"));
        let colon = range(&format!("({}):{p}%", names.join(",")));
        prop_assert_eq!(&bracket, &colon);
        prop_assert_eq!(range(&bracket.to_string()), bracket);
    }
}
