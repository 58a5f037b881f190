use super::*;

#[test]
fn every_card_round_trips_through_text_and_index() {
    for card in Card::all() {
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        assert_eq!(Card::from_index(card.index()), Some(card));
        assert_eq!(Card::new(card.rank(), card.suit()), card);
        let symbol = card.pretty();
        assert_eq!(symbol.parse::<Card>(), Ok(card));
        assert_eq!(card.to_string().to_lowercase().parse::<Card>(), Ok(card));
    }
    assert_eq!(Card::all().count(), 52);
    assert_eq!(Card::from_index(52), None);
}

#[test]
fn lists_parse_with_or_without_separators() {
    let expected = vec![
        Card::new(Rank::Ace, Suit::Spades),
        Card::new(Rank::King, Suit::Spades),
    ];
    for text in [
        "AsKs",
        "As Ks",
        "As,Ks",
        " as , KS ",
        "A♠K♠",
        "As;Ks",
        "A♤k♤",
    ] {
        assert_eq!(parse_cards(text), Ok(expected.clone()), "{text}");
    }
    assert_eq!(
        parse_cards("10h10d").map(|c| c.len()),
        Ok(2),
        "10 is a ten even when cards run together"
    );
    assert_eq!(parse_cards(""), Ok(vec![]));
    assert_eq!(parse_cards("  , "), Ok(vec![]));
}

#[test]
fn errors_name_the_bad_token() {
    assert_eq!(
        parse_cards("As Xd"),
        Err(CardError::UnknownRank { token: "Xd".into() })
    );
    assert_eq!(
        parse_cards("AsKx"),
        Err(CardError::UnknownSuit { token: "Kx".into() })
    );
    assert_eq!(
        parse_cards("As K"),
        Err(CardError::MissingSuit { token: "K".into() })
    );
    assert_eq!(
        parse_cards("10"),
        Err(CardError::MissingSuit { token: "10".into() })
    );
    assert_eq!(
        parse_cards("1h"),
        Err(CardError::UnknownRank { token: "1h".into() })
    );
    let dup = parse_cards("As Kd as").unwrap_err();
    assert_eq!(dup.to_string(), "card As is given twice");
    let wrong = parse_exact("AsKsQs", 2).unwrap_err();
    assert_eq!(wrong.to_string(), "expected 2 cards, found 3 in `AsKsQs`");
    assert!(parse_cards("Zs").unwrap_err().to_string().contains("`Zs`"));
}

#[test]
fn card_set_operations() {
    let a: CardSet = "As Ks Qs".parse().unwrap();
    let b: CardSet = "Qs Jh".parse().unwrap();
    assert_eq!((a | b).len(), 4);
    assert_eq!((a & b).len(), 1);
    assert_eq!((a - b).len(), 2);
    assert_eq!((!a).len(), 49);
    assert!(a.intersects(b));
    assert!(!a.contains_all(b));
    assert_eq!(a.suit_ranks(Suit::Spades), 0b1_1100_0000_0000);
    assert_eq!(a.ranks(), 0b1_1100_0000_0000);
    assert_eq!(b.count_rank(Rank::Queen), 1);
    assert_eq!(a.to_string(), "As Ks Qs");
    let mut c = a;
    assert_eq!(
        c.try_union(b),
        Err(CardError::Duplicate {
            card: "Qs".parse().unwrap()
        })
    );
    assert_eq!(c, a, "a failed union leaves the set as it was");
    assert!(c.remove("As".parse().unwrap()));
    assert!(!c.remove("As".parse().unwrap()));
    let cards: Vec<Card> = a.iter().collect();
    assert_eq!(cards.len(), 3);
    assert!(cards.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(CardSet::from_bits(u64::MAX), CardSet::FULL);
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn parser_never_panics(s in ".{0,40}") {
            let _ = parse_cards(&s);
            let _ = s.parse::<Card>();
            let _ = s.parse::<CardSet>();
        }

        #[test]
        fn parser_never_panics_on_card_like_text(s in "[0-9AKQJTakqjtcdhsx♣♦♥♠ ,;1]{0,30}") {
            let _ = parse_cards(&s);
        }

        #[test]
        fn format_then_parse_round_trips(bits in 0u64..(1u64 << 52)) {
            let set = CardSet::from_bits(bits);
            prop_assert_eq!(set.to_string().parse::<CardSet>(), Ok(set));
            let joined: String = set.iter().map(|c| c.to_string()).collect();
            prop_assert_eq!(parse_cards(&joined).map(|v| v.into_iter().collect::<CardSet>()), Ok(set));
        }
    }
}
