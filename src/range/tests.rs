use super::*;
use crate::cards::{Card, CardSet, Rank, Suit};

fn range(text: &str) -> Range {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` should parse: {e}"))
}

fn count(text: &str) -> usize {
    range(text).count()
}

fn cards(text: &str) -> CardSet {
    text.parse().unwrap()
}

/// An independent definition of a class's combos, by brute force over card pairs.
fn brute_class_combos(name: &str) -> Vec<Combo> {
    Combo::all()
        .filter(|c| {
            let (a, b) = c.pair();
            let (hi, lo) = (a.rank().to_char(), b.rank().to_char());
            let text = if a.rank() == b.rank() {
                format!("{hi}{lo}")
            } else if a.suit() == b.suit() {
                format!("{hi}{lo}s")
            } else {
                format!("{hi}{lo}o")
            };
            text == name
        })
        .collect()
}

#[test]
fn combos_are_numbered_and_printed_consistently() {
    let mut seen = [false; COMBO_COUNT];
    let mut n = 0;
    for a in Card::all() {
        for b in Card::all() {
            let Some(combo) = Combo::new(a, b) else {
                assert_eq!(a, b);
                continue;
            };
            assert_eq!(Combo::new(b, a), Some(combo));
            assert_eq!(combo.cards(), CardSet::single(a) | CardSet::single(b));
            assert_eq!(Combo::from_set(combo.cards()), Some(combo));
            assert_eq!(combo.to_string().parse::<Combo>(), Ok(combo));
            if a < b {
                assert!(!seen[combo.index()]);
                seen[combo.index()] = true;
                n += 1;
            }
        }
    }
    assert_eq!(n, 1326);
    assert!(seen.iter().all(|&s| s));
    assert_eq!(Combo::from_index(1326), None);
    let combo: Combo = "2c Ah".parse().unwrap();
    assert_eq!(combo.to_string(), "Ah2c");
    assert_eq!("AsAh".parse::<Combo>().unwrap().to_string(), "AsAh");
    assert!("AsAs".parse::<Combo>().is_err());
    assert!("As".parse::<Combo>().is_err());
}

#[test]
fn classes_match_grid_cells_and_brute_force() {
    let mut total = 0;
    for class in HandClass::all() {
        assert_eq!(HandClass::from_cell(class.row(), class.col()), Some(class));
        assert_eq!(HandClass::from_index(class.index()), Some(class));
        let name = class.to_string();
        assert_eq!(name.parse::<HandClass>(), Ok(class));
        assert_eq!(name.to_lowercase().parse::<HandClass>(), Ok(class));
        let mut combos: Vec<Combo> = class.combos().collect();
        combos.sort();
        assert_eq!(combos, brute_class_combos(&name), "{name}");
        assert_eq!(combos.len(), class.combo_count());
        assert!(combos.iter().all(|c| c.class() == class));
        assert!(
            combos
                .iter()
                .all(|c| HandClass::from_cards(c.cards()) == Some(class))
        );
        assert_eq!(class.representative().class(), class);
        total += combos.len();
    }
    assert_eq!(total, 1326);
    assert_eq!(HandClass::from_cell(0, 0).unwrap().to_string(), "AA");
    assert_eq!(HandClass::from_cell(0, 12).unwrap().to_string(), "A2s");
    assert_eq!(HandClass::from_cell(12, 0).unwrap().to_string(), "A2o");
    assert_eq!(HandClass::from_cell(12, 12).unwrap().to_string(), "22");
    assert_eq!(HandClass::from_cell(13, 0), None);
    assert_eq!(HandClass::from_cards(CardSet::EMPTY), None);
    assert_eq!(HandClass::from_cards(cards("As Ks Qs")), None);
    for (name, representative) in [("AA", "AsAh"), ("AKs", "AsKs"), ("72o", "7s2h")] {
        let class: HandClass = name.parse().unwrap();
        assert_eq!(class.representative().to_string(), representative);
    }
    assert_eq!(
        HandClass::suited(Rank::Two, Rank::Ace).unwrap().to_string(),
        "A2s"
    );
    assert_eq!(HandClass::offsuit(Rank::Ace, Rank::Ace), None);
    assert_eq!("A10s".parse::<HandClass>().unwrap().to_string(), "ATs");
    for bad in ["AK", "AAs", "AZs", "", "AKx", "AKss"] {
        assert!(bad.parse::<HandClass>().is_err(), "{bad}");
    }
}

#[test]
fn combo_counts_from_the_issue() {
    for (text, n) in [
        ("22+", 78),
        ("A2s+", 48),
        ("AKo", 12),
        ("AK", 16),
        ("random", 1326),
        ("XX", 1326),
        ("any", 1326),
        ("Axs", 48),
        ("Axo", 144),
        ("Ax", 198),
        ("Kx", 198),
        ("Group1", 28),
        ("AA:0.5", 6),
        ("KTo+", 36),
        ("AT+", 64),
        ("AK+", 16),
        ("77", 6),
        ("AsKs", 1),
        ("As Ks", 1),
        ("A♠K♠", 1),
        ("10s10h", 1),
        ("AKs-A2s", 48),
        ("A2s-AKs", 48),
        ("99-22", 48),
        ("22-99", 48),
        ("KQo-K9o", 48),
        ("KQ-K9", 64),
        ("QQ+,AKs", 22),
        ("22+,A2s+,KTs+,AJo+", 78 + 48 + 12 + 36),
        ("100%", 1326),
    ] {
        assert_eq!(count(text), n, "{text}");
    }
}

#[test]
fn card_removal_with_a_board() {
    let board = cards("As 7h 2c");
    assert_eq!(range("AA").count_live(board), 3);
    assert_eq!(range("AA").live(board).count(), 3);
    assert_eq!(range("random").count_live(board), 1176); // C(49, 2)
    assert_eq!(range("AKs").count_live(board), 3);
    assert_eq!(range("22+").count_live(board), 78 - 3 - 3 - 3);
    let live = range("QQ+,AKs").live_combos(board);
    assert!(
        live.iter()
            .all(|(c, set, w)| !set.intersects(board) && c.cards() == *set && *w == 1.0)
    );
    assert_eq!(live.len(), 18 + 4 - 3 - 1);
    assert_eq!(range("AA").without(board).count(), 3);
    // Everything blocked is an explicit, detectable condition.
    let err = Range::parse_live("AA", cards("As Ah Ad")).unwrap_err();
    assert_eq!(err.kind, RangeErrorKind::Empty);
    assert!(err.to_string().contains("`AA`"), "{err}");
    assert_eq!(Range::parse_live("AA", cards("As Ah")).unwrap().count(), 1);
    // A syntax error is reported as such even with dead cards.
    assert_eq!(
        Range::parse_live("AZ", board).unwrap_err().kind,
        RangeErrorKind::Syntax
    );
}

#[test]
fn weights() {
    let r = range("AA:0.5, KK");
    assert_eq!(r.count(), 12);
    assert_eq!(r.combos().filter(|&(_, w)| w == 0.5).count(), 6);
    assert!((r.total_weight() - 9.0).abs() < 1e-9);
    let aa: Combo = "AsAh".parse().unwrap();
    assert_eq!(r.weight(aa), 0.5);
    assert_eq!(range("AA:50%").weight(aa), 0.5);
    assert_eq!(
        range("(AA,KK):0.5, KK").weight("KsKh".parse().unwrap()),
        1.0
    );
    // Nested weights multiply.
    assert_eq!(range("(AA:0.5):0.5").weight(aa), 0.25);
    // Union keeps the larger weight, intersection the smaller.
    assert_eq!(range("AA:0.25, AA:0.75").weight(aa), 0.75);
    assert_eq!(range("AA:0.25 & AA:0.75").weight(aa), 0.25);
    // Exclusion: min(left, 1 - right).
    assert_eq!(range("AA ! AA:0.25").weight(aa), 0.75);
    assert_eq!(range("(QQ+ ! AA), AA:0.5").weight(aa), 0.5);
    assert!(!range("QQ+").is_unweighted() || range("QQ+").is_unweighted());
    assert!(!r.is_unweighted());
    // Weight 0 removes; out-of-range weights are errors.
    assert_eq!(count("AA:0, KK"), 6);
    for bad in ["AA:1.5", "AA:-0.5", "AA:x", "AA:", "AA:nan", "AA:150%"] {
        let e = bad.parse::<Range>().unwrap_err();
        assert_eq!(e.kind, RangeErrorKind::Syntax, "{bad}");
    }
    assert_eq!("AA:1.5".parse::<Range>().unwrap_err().pos, 3);
}

#[test]
fn partials_and_groups() {
    let axs = range("Axs");
    assert!(axs.combos().all(|(c, _)| {
        let (a, b) = c.pair();
        a.rank() == Rank::Ace && a.suit() == b.suit()
    }));
    assert_eq!(range("Ax"), range("AA, A2+"));
    assert_eq!(range("Axo"), range("A2o+"));
    assert_eq!(
        range("2x"),
        range("22, 32+, 42, 52, 62, 72, 82, 92, T2, J2, Q2, K2, A2")
    );
    assert_eq!(range("Group1"), range("JJ+, AKs"));
    assert_eq!(range("Group2"), range("TT, AQs, AJs, KQs, AKo"));
    assert_eq!(range("Group5").count(), 6 + 14 * 4 + 3 * 12);
    assert_eq!(range("Group3-Group5"), range("Group3, Group4, Group5"));
    assert_eq!(range("Group5-Group3"), range("Group3-Group5"));
    assert_eq!(range("Group3+"), range("Group1-Group3"));
    assert_eq!(range("group8"), range("GROUP8"));
    // The groups are disjoint, and group_of agrees with them.
    let mut seen = [0u8; HandClass::COUNT];
    for n in 1..=8 {
        for class in sklansky_group(n) {
            assert_eq!(seen[class.index()], 0, "{class} twice");
            seen[class.index()] = n;
            assert_eq!(group_of(class), Some(n));
        }
    }
    let grouped = seen.iter().filter(|&&g| g > 0).count();
    assert_eq!(grouped, 5 + 5 + 6 + 8 + 18 + 10 + 18 + 15);
    assert_eq!(range("Axs & Group5"), range("A9s-A2s"));
}

#[test]
fn operators() {
    assert_eq!(range("QQ+,AKs ! KK"), range("QQ, AA, AKs"));
    assert_eq!(count("random!AA"), 1320);
    assert_eq!(count("random ! AA ! KK"), 1314);
    assert_eq!(range("QQ+,AKs ! KK,QQ"), range("AA,AKs"));
    assert_eq!(range("!Group1"), range("random ! Group1"));
    assert_eq!(range("AA, !KK").count(), 1320);
    assert_eq!(range("(AA, KK) & Ax"), range("AA"));
    assert_eq!(range("AK & AKs"), range("AKs"));
    assert_eq!(range("Ax & Kx"), range("AK"));
    assert_eq!(range("(QQ+ ! AA)"), range("KK,QQ"));
    assert_eq!(range("  ( ( AA ) ) "), range("AA"));
    assert_eq!(range("AsKs, AKs"), range("AKs"));
    assert_eq!(count("AKs ! AsKs"), 3);
    assert_eq!(count("AKs ! As Ks"), 3);
}

#[test]
fn case_whitespace_and_ten() {
    assert_eq!(range("aks"), range("AKs"));
    assert_eq!(range("akS"), range("AKs"));
    assert_eq!(range("qq+ , ak"), range("QQ+,AK"));
    assert_eq!(range("A10s"), range("ATs"));
    assert_eq!(range("1010"), range("TT"));
    assert_eq!(range("aSkS"), range("AsKs"));
    assert_eq!(range("\tAKs -  A2s\n"), range("A2s+"));
    assert_eq!(range("RANDOM"), range("xx"));
}

#[test]
fn top_percent_follows_the_ranking() {
    let ranked = ranked_classes();
    for p in [
        0.5, 1.0, 5.0, 10.0, 15.0, 25.0, 33.3, 50.0, 75.0, 99.0, 100.0,
    ] {
        let r = top_percent(p);
        let target = p / 100.0 * 1326.0;
        let n = r.count();
        // A prefix of the ranking...
        let k = ranked
            .iter()
            .take_while(|c| r.class_fraction(**c) == 1.0)
            .count();
        assert_eq!(
            n,
            ranked[..k].iter().map(|c| c.combo_count()).sum::<usize>(),
            "{p}%"
        );
        // ... whose size is as near the target as a prefix can be.
        let prefix = |k: usize| ranked[..k].iter().map(|c| c.combo_count()).sum::<usize>() as f64;
        let here = (n as f64 - target).abs();
        if k < HandClass::COUNT {
            assert!(here <= (prefix(k + 1) - target).abs(), "{p}%");
        }
        if k > 1 {
            assert!(here <= (prefix(k - 1) - target).abs(), "{p}%");
        }
        assert_eq!(range(&format!("{p}%")), r);
    }
    assert_eq!(count("100%"), 1326);
    assert_eq!(
        range("10%-20%"),
        top_percent(20.0).minus(&top_percent(10.0))
    );
    assert_eq!(range("20%-10%"), range("10%-20%"));
    assert!(top_percent(0.0).is_empty());
    for bad in ["0%", "101%", "-5%", "x%", "%"] {
        assert!(bad.parse::<Range>().is_err(), "{bad}");
    }
    // Ranks are a permutation, consistent with rank_of.
    for (i, &class) in ranked.iter().enumerate() {
        assert_eq!(rank_of(class), i);
    }
    // (That the ranking follows equity is checked beside the preflop table, in
    // `equity::preflop_table`'s tests: ranges do not depend on the equity engine.)
}

#[test]
fn errors_point_at_the_text() {
    let cases: [(&str, usize, &str); 21] = [
        ("AA, AZs", 4, "AZs"),
        ("AZs", 0, "AZs"),
        ("QQ+, AKs-Q2s", 5, "AKs-Q2s"),
        ("AKs-A2o", 0, "AKs-A2o"),
        ("99-AKs", 0, "99-AKs"),
        ("AA,", 3, ""),
        ("AA,,KK", 3, ","),
        ("(AA", 0, "("),
        ("AA)", 2, ")"),
        ("AA ? KK", 3, "?"),
        ("Group9", 0, "Group9"),
        ("Group0-Group3", 0, "Group0"),
        ("AAs", 0, "AAs"),
        ("As", 0, "As"),
        ("As AKs", 0, "As"),
        ("AsAs", 0, "AsAs"),
        ("As As", 0, "As As"),
        ("AsKsQs", 0, "AsKsQs"),
        ("22++", 0, "22++"),
        ("AsKs+", 0, "AsKs+"),
        ("KK, Ax+", 4, "Ax+"),
    ];
    for (text, pos, token) in cases {
        let err = text.parse::<Range>().unwrap_err();
        assert_eq!((err.pos, err.token.as_str()), (pos, token), "{text}: {err}");
        assert_eq!(err.kind, RangeErrorKind::Syntax, "{text}");
        assert!(err.to_string().ends_with(&format!(" at {pos}")), "{err}");
        if !token.is_empty() {
            assert!(err.msg.contains(token), "{text}: {err}");
        }
    }
    assert_eq!(
        "AA, AZs".parse::<Range>().unwrap_err().to_string(),
        "unknown hand `AZs` at 4"
    );
    for empty in ["", "   ", "AA ! AA", "AKs & AKo", "AA:0"] {
        let err = empty.parse::<Range>().unwrap_err();
        assert_eq!(err.kind, RangeErrorKind::Empty, "{empty}");
        assert!(err.is_empty_range());
    }
    // Nesting is bounded, so no input can overflow the stack.
    let deep = format!("{}AA{}", "(".repeat(10_000), ")".repeat(10_000));
    assert!(deep.parse::<Range>().is_err());
    let bangs = format!("{}AA", "!".repeat(10_000));
    assert!(bangs.parse::<Range>().is_err());
    let fine = format!("{}AA{}", "(".repeat(30), ")".repeat(30));
    assert_eq!(range(&fine), range("AA"));
}

#[test]
fn compact_text() {
    for (input, text) in [
        ("22+", "22+"),
        ("KK+", "KK+"),
        ("AA", "AA"),
        ("99-66, 33", "99-66,33"),
        ("A2s+", "A2s+"),
        ("AKs", "AKs"),
        ("AK", "AK"),
        ("A2+", "A2+"),
        ("AJs-A8s", "AJs-A8s"),
        ("KTo+", "KTo+"),
        ("QQ+,AKs", "QQ+,AKs"),
        ("22+,A2s+,KTs+,AJo+", "22+,A2s+,KTs+,AJo+"),
        ("random", "random"),
        ("random:0.5", "random:0.5"),
        ("AsKs, AhKh", "AhKh,AsKs"),
        ("AA:0.5, KK", "KK,AA:0.5"),
        ("AKs ! AsKs", "AcKc,AdKd,AhKh"),
        ("32s, 32o", "32"),
    ] {
        let r = range(input);
        assert_eq!(r.to_string(), text, "{input}");
        assert_eq!(range(text), r, "{input} -> {text}");
    }
    assert_eq!(Range::empty().to_string(), "");
}

#[test]
fn grid_form() {
    let r = range("AKs, AhKd, QQ:0.5");
    let grid = Grid::from_range(&r);
    assert_eq!(grid.get(0, 1), 1.0);
    assert!((grid.get(1, 0) - 1.0 / 12.0).abs() < 1e-6);
    assert_eq!(grid.get(2, 2), 0.5);
    assert_eq!(grid.get(12, 12), 0.0);
    assert_eq!(grid.get(13, 13), 0.0);
    // Every cell agrees with the combos it stands for.
    for class in HandClass::all() {
        let sum: f32 = class.combos().map(|c| r.weight(c)).sum();
        assert!((grid.class(class) * class.combo_count() as f32 - sum).abs() < 1e-5);
    }
    let live = Grid::from_range_live(&range("AA"), cards("As Ah"));
    assert_eq!(live.get(0, 0), 1.0);
    assert_eq!(
        Grid::from_range_live(&range("AA"), cards("As Ah Ad")).get(0, 0),
        0.0
    );
    assert_eq!(
        range("AA").class_fraction_live("AA".parse().unwrap(), cards("As Ah Ad")),
        None
    );
    // A painted grid: whole classes at their cell's share.
    let mut painted = Grid::default();
    painted.set("AKs".parse().unwrap(), 1.0);
    painted.set("77".parse().unwrap(), 0.5);
    painted.set("72o".parse().unwrap(), f32::NAN);
    assert_eq!(painted.to_range(), range("AKs, 77:0.5"));
    assert_eq!(Grid::from_range(&painted.to_range()), painted);
}

#[test]
fn set_operations_match_combo_logic() {
    let a = range("Group1-Group4");
    let b = range("Axs, 88-55");
    for combo in Combo::all() {
        let (x, y) = (a.contains(combo), b.contains(combo));
        assert_eq!(a.union(&b).contains(combo), x || y);
        assert_eq!(a.intersection(&b).contains(combo), x && y);
        assert_eq!(a.minus(&b).contains(combo), x && !y);
        assert_eq!(a.complement().contains(combo), !x);
    }
    assert_eq!(a.union(&b), range("Group1-Group4, Axs, 88-55"));
    let mut r = Range::empty();
    assert!(r.is_empty());
    r.set("AsKs".parse().unwrap(), 2.0);
    assert_eq!(r.weight("AsKs".parse().unwrap()), 1.0);
    r.set("AsKs".parse().unwrap(), f32::NAN);
    assert!(r.is_empty());
    assert_eq!(Range::full().count(), 1326);
    assert_eq!(Range::from_classes(HandClass::all()), Range::full());
    let combo: Combo = "AsKs".parse().unwrap();
    assert_eq!(Range::from(combo).single_combo(), Some(combo));
    assert_eq!(range("As Ks").single_combo(), Some(combo));
    assert_eq!(range("AKs").single_combo(), None);
    assert_eq!(Range::empty().single_combo(), None);
    assert_eq!(Range::from(HandClass::AA), range("AA"));
    let card = Card::new(Rank::Ace, Suit::Spades);
    assert_eq!(Range::full().count_live(CardSet::single(card)), 1275);
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    const WEIGHTS: [f32; 5] = [1.0, 0.5, 0.25, 0.125, 0.3];

    fn arbitrary_range() -> impl Strategy<Value = Range> {
        (
            proptest::collection::vec((0usize..169, 0usize..5), 0..60),
            proptest::collection::vec((0usize..1326, 0usize..5), 0..20),
        )
            .prop_map(|(classes, combos)| {
                let mut r = Range::empty();
                for (c, w) in classes {
                    r.set_class(HandClass::from_index(c).unwrap(), WEIGHTS[w]);
                }
                for (c, w) in combos {
                    r.set(Combo::from_index(c).unwrap(), WEIGHTS[w]);
                }
                r
            })
    }

    proptest! {
        #[test]
        fn classes_round_trip_through_text(classes in proptest::collection::btree_set(0usize..169, 1..120)) {
            let r = Range::from_classes(classes.iter().map(|&c| HandClass::from_index(c).unwrap()));
            let text = r.to_string();
            prop_assert_eq!(text.parse::<Range>(), Ok(r.clone()), "{}", text);
            // The compact form never lists more components than classes.
            prop_assert!(text.split(',').count() <= classes.len());
        }

        #[test]
        fn weighted_ranges_round_trip_through_text(r in arbitrary_range()) {
            prop_assume!(!r.is_empty());
            let text = r.to_string();
            prop_assert_eq!(text.parse::<Range>(), Ok(r.clone()), "{}", text);
        }

        #[test]
        fn combo_sets_round_trip_through_text(bits in proptest::collection::vec(any::<bool>(), 1326)) {
            let r = Range::from_combos(Combo::all().filter(|c| bits[c.index()]));
            prop_assume!(!r.is_empty());
            prop_assert_eq!(r.to_string().parse::<Range>(), Ok(r.clone()));
        }

        #[test]
        fn live_combos_never_collide(r in arbitrary_range(), dead in proptest::collection::vec(0usize..52, 0..8)) {
            let dead: CardSet = dead.into_iter().filter_map(Card::from_index).collect();
            let live: Vec<_> = r.live(dead).collect();
            prop_assert!(live.iter().all(|(c, w)| !c.collides(dead) && *w > 0.0));
            prop_assert_eq!(live.len(), r.combos().filter(|(c, _)| !c.cards().intersects(dead)).count());
            prop_assert_eq!(r.without(dead).count(), live.len());
        }

        #[test]
        fn parser_never_panics(s in ".{0,40}") {
            let _ = s.parse::<Range>();
        }

        #[test]
        fn parser_never_panics_on_range_like_text(s in "[0-9AKQJTakqjtxXcdhso+%.:,&!() -]{0,30}") {
            if let Err(e) = s.parse::<Range>() {
                prop_assert!(e.pos <= s.len());
                prop_assert!(s.is_char_boundary(e.pos));
            }
        }
    }
}
