//! The table's unit tests and its property test: any sequence of edits keeps it valid.

use super::*;
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn table_with(seats: &[&str], board: &str) -> Table {
    let mut t = Table::new();
    while t.seats().len() < seats.len() {
        t.add_seat();
    }
    for (i, s) in seats.iter().enumerate() {
        t.set_seat_text(i, s).unwrap();
    }
    t.set_board_text(board).unwrap();
    t
}

/// No card twice, sizes in range, the selection on an existing slot.
fn check_invariants(t: &Table) {
    let mut seen = CardSet::EMPTY;
    let all = t
        .seats()
        .iter()
        .flat_map(|s| s.cards())
        .chain(t.board().into_iter().flatten())
        .chain(t.dead().iter().copied());
    for c in all {
        assert!(seen.insert(c), "{c} twice in {t:?}");
    }
    assert!((MIN_SEATS..=MAX_SEATS).contains(&t.seats().len()));
    assert!(t.dead().len() <= MAX_DEAD);
    if let Some(s) = t.selected() {
        assert!(t.has_slot(s), "{s:?} in {t:?}");
    }
}

#[test]
fn labels() {
    assert_eq!(
        Table::label(Slot::Hole { seat: 1, index: 0 }),
        "Player 2, first card"
    );
    assert_eq!(
        Table::label(Slot::Hole { seat: 9, index: 1 }),
        "Player 10, second card"
    );
    assert_eq!(Table::label(Slot::Board(1)), "Flop, second card");
    assert_eq!(Table::label(Slot::Board(3)), "Turn");
    assert_eq!(Table::label(Slot::Board(4)), "River");
    assert_eq!(Table::label(Slot::Dead(0)), "Dead card 1");
}

#[test]
fn clicking_cards_fills_seats_then_the_flop() {
    let mut t = Table::new();
    t.add_seat();
    t.select(Slot::Hole { seat: 0, index: 0 });
    for c in ["As", "Ks", "Qd", "Qc", "7h", "6h", "Jh", "Th", "2c"] {
        t.place(card(c)).unwrap();
    }
    assert_eq!(t.street(), Street::Flop);
    assert_eq!(t.selected(), Some(Slot::Board(3)));
    let deal = t.deal().unwrap();
    assert_eq!(deal.players.len(), 3);
    assert_eq!(deal.board.len(), 3);
    assert_eq!(t.seats()[2].text(), "7h6h");
}

#[test]
fn used_cards_are_refused_and_nothing_changes() {
    let mut t = table_with(&["AsKs", "QdQc"], "");
    let before = t.clone();
    assert_eq!(
        t.place(card("Ks")),
        Err(PlaceError::Slot(SlotError::Used {
            card: card("Ks"),
            place: "Player 1, second card".into()
        }))
    );
    assert_eq!(t, before);
    assert!(t.set_seat_text(1, "AsJd").is_err());
    assert!(t.set_board_text("Qh Kx").is_err());
    assert!(t.set_board_text("AhKhQhJhTh9h").is_err());
    assert_eq!(t, before);
}

#[test]
fn clicking_a_placed_card_takes_it_off_and_selects_its_slot() {
    let mut t = table_with(&["AsKs", "QdQc"], "Jh Th 2c");
    t.click_slot(Slot::Board(1));
    assert_eq!(t.board()[1], None);
    assert_eq!(t.selected(), Some(Slot::Board(1)));
    // A flop with a hole counts its first card only; the third waits.
    assert_eq!(t.street(), Street::Flop);
    assert_eq!(t.board_len(), 1);
    assert_eq!(t.street_label(), "Flop (1 of 3 cards)");
    assert_eq!(t.pending_board(), 1);
    assert_eq!(t.deal().unwrap().board, vec![card("Jh")]);
    t.place(card("9h")).unwrap();
    assert_eq!(t.street(), Street::Flop);
}

#[test]
fn half_filled_and_empty_seats_wait() {
    let mut t = table_with(&["AsKs", "Qd", ""], "");
    assert!(t.deal().is_none());
    t.set_random(2, true);
    let deal = t.deal().unwrap();
    assert_eq!(deal.seats, vec![0, 2]);
    assert_eq!(deal.players[1], PlayerSpec::Random);
}

#[test]
fn seats_are_added_and_removed_within_limits() {
    let mut t = Table::new();
    assert!(!t.remove_seat(0));
    for _ in 0..20 {
        t.add_seat();
    }
    assert_eq!(t.seats().len(), MAX_SEATS);
    t.set_seat_text(9, "AhAd").unwrap();
    assert!(t.remove_seat(3));
    assert_eq!(t.seats()[8].text(), "AhAd");
}

#[test]
fn random_fills_the_selected_place() {
    let mut rng = SmallRng::seed_from_u64(7);
    let mut t = table_with(&["AsKs", ""], "");
    t.select(Slot::Hole { seat: 1, index: 0 });
    t.deal_random(&mut rng);
    assert_eq!(t.seats()[1].cards().len(), 2);
    t.select(Slot::Board(0));
    t.deal_random(&mut rng);
    assert_eq!(t.street(), Street::Flop);
    t.deal_random(&mut rng); // the turn is selected now
    assert_eq!(t.street(), Street::Turn);
    check_invariants(&t);
}

#[test]
fn saved_tables_round_trip_and_bad_ones_keep_what_they_can() {
    let mut t = table_with(&["AsKs", "random", "Qd"], "Jh Th 2c");
    t.click_slot(Slot::Board(1));
    t.set_dead_text("2h 3h").unwrap();
    let saved = t.saved();
    assert_eq!(saved.board, "Jh-2c");
    let back = Table::from_saved(&saved);
    assert_eq!(back.seats(), t.seats());
    assert_eq!(back.board(), t.board());
    assert_eq!(back.dead(), t.dead());

    let bad = SavedTable {
        seats: vec!["AsKs".into(), "-Qd".into(), "junk".into(), "AsJd".into()],
        board: "As Zz".into(),
        dead: "Qd".into(),
        counting: Counting::Auto,
        ranges: Default::default(),
        continuing: Vec::new(),
    };
    let t = Table::from_saved(&bad);
    check_invariants(&t);
    assert_eq!(t.seats().len(), 4);
    assert_eq!(t.seats()[0].text(), "AsKs");
    assert_eq!(t.seats()[3], Seat::Cards([None, Some(card("Jd"))]));
    assert_eq!(t.board(), [None; 5]);
    assert_eq!(t.seats()[1], Seat::Cards([None, Some(card("Qd"))]));
    assert_eq!(
        Table::from_saved(&SavedTable {
            seats: vec![],
            ..bad
        })
        .seats()
        .len(),
        2
    );
}

#[test]
fn typed_text_makes_cards_random_or_a_range() {
    let mut t = table_with(&["QQ+, AKs", "AhKd"], "Qh7h2c");
    let Seat::Range(range) = &t.seats()[0] else {
        panic!("{:?}", t.seats()[0])
    };
    assert_eq!(range.text(), "QQ+,AKs");
    // The board's queen and player 2's ace and king leave three of each pair and two of
    // the four AKs.
    assert_eq!(t.live_combos(0), Some(3 + 3 + 3 + 2));
    assert_eq!(t.live_combos(1), None);
    for (text, shown) in [
        ("15%", None),
        ("AA:0.5,KK", Some("KK,AA:0.5")),
        ("AK", Some("AK")),
    ] {
        t.set_seat_text(0, text).unwrap();
        assert!(matches!(t.seats()[0], Seat::Range(_)), "{text}");
        if let Some(shown) = shown {
            assert_eq!(t.seats()[0].text(), shown);
        }
    }
    t.set_seat_text(0, "random").unwrap();
    assert_eq!(t.seats()[0], Seat::Random);
    t.set_seat_text(0, "AsKs").unwrap();
    assert_eq!(t.seats()[0].text(), "AsKs");
    // Too many cards is a card error, not a range.
    assert!(matches!(
        t.set_seat_text(0, "AsKsQs"),
        Err(PlaceError::Slot(SlotError::TooMany { .. }))
    ));
    // A bad range says where, and nothing changes.
    let before = t.clone();
    let Err(PlaceError::Range(e)) = t.set_seat_text(0, "QQ+, AZs") else {
        panic!()
    };
    assert_eq!((e.pos, e.token.as_str()), (5, "AZs"));
    // Text meant as cards gets the cards' error.
    assert!(matches!(
        t.set_seat_text(0, "QdKx"),
        Err(PlaceError::Slot(SlotError::Cards(_)))
    ));
    assert!(matches!(
        t.set_seat_text(0, "AA ! AA"),
        Err(PlaceError::Range(_))
    ));
    assert_eq!(t, before);
    let deal = t.deal().unwrap();
    assert_eq!(deal.players.len(), 2);
}

#[test]
fn a_range_seat_takes_no_cards_until_a_card_is_put_in_it() {
    let mut t = table_with(&["QQ+", ""], "");
    // The selection skips the range seat.
    t.select(Slot::Hole { seat: 1, index: 0 });
    for c in ["As", "Ks", "Jh", "Th", "2c"] {
        t.place(card(c)).unwrap();
    }
    assert!(t.seats()[0].range().is_some());
    assert_eq!(t.street(), Street::Flop);
    assert_eq!(t.deal().unwrap().players[0].range().unwrap().count(), 18);
    // Clicking one of its slots makes it a seat for cards again.
    t.click_slot(Slot::Hole { seat: 0, index: 0 });
    assert_eq!(t.seats()[0], Seat::default());
    t.place(card("Qd")).unwrap();
    assert_eq!(t.seats()[0].text(), "Qd");
    check_invariants(&t);
}

#[test]
fn set_seat_puts_any_seat_back_unless_its_cards_are_taken() {
    let mut t = table_with(&["AsKs", "QQ+"], "");
    let cards = t.seats()[0].clone();
    let range = t.seats()[1].clone();
    t.set_seat(0, range.clone()).unwrap();
    assert_eq!(t.seats()[0], range);
    t.set_board_text("As7h2c").unwrap();
    let before = t.clone();
    assert_eq!(
        t.set_seat(0, cards),
        Err(PlaceError::Slot(SlotError::Used {
            card: card("As"),
            place: "Flop, first card".into()
        }))
    );
    assert_eq!(t, before);
    t.set_seat(0, Seat::Random).unwrap();
    assert_eq!(t.seats()[0], Seat::Random);
}

#[test]
fn range_seats_are_saved_as_text_and_read_back() {
    let t = table_with(&["AA:0.5, KK, AhKd", "99-22", "AsKs:1", ""], "Qh7h2c");
    assert_eq!(t.seats()[2].text(), "(AsKs)");
    let saved = t.saved();
    assert_eq!(saved.seats[1], "99-22");
    let back = Table::from_saved(&saved);
    assert_eq!(back.seats(), t.seats());
    assert_eq!(
        back.seats()[0].range().unwrap().range().total_weight(),
        3.0 + 6.0 + 1.0
    );
    // The lone combo stays a range, not two cards.
    assert!(back.seats()[2].range().is_some());
}

#[derive(Clone, Debug)]
enum Op {
    Place(u8),
    Click(u8, u8),
    AddSeat,
    RemoveSeat(u8),
    Random(u8),
    DealRandom(u64),
    SeatText(u8, String),
    BoardText(String),
    DeadText(String),
    ClearAll,
}

fn op() -> impl Strategy<Value = Op> {
    let text = prop_oneof![
        Just(String::new()),
        Just("random".to_owned()),
        Just("QQ+, AKs".to_owned()),
        Just("15%".to_owned()),
        Just("AA:0.5,KK".to_owned()),
        Just("AsKs:1".to_owned()),
        Just("KK ! KhKd".to_owned()),
        "[2-9TJQKA][cdhs]{1}([2-9TJQKA][cdhs]){0,6}",
        "[ -~]{0,8}",
    ];
    prop_oneof![
        (0u8..52).prop_map(Op::Place),
        (0u8..3, 0u8..12).prop_map(|(k, i)| Op::Click(k, i)),
        Just(Op::AddSeat),
        (0u8..12).prop_map(Op::RemoveSeat),
        (0u8..12).prop_map(Op::Random),
        any::<u64>().prop_map(Op::DealRandom),
        (0u8..12, text.clone()).prop_map(|(i, t)| Op::SeatText(i, t)),
        text.clone().prop_map(Op::BoardText),
        text.prop_map(Op::DeadText),
        Just(Op::ClearAll),
    ]
}

proptest! {
    #[test]
    fn any_sequence_of_edits_keeps_the_table_valid(ops in prop::collection::vec(op(), 0..60)) {
        let mut t = Table::new();
        for op in ops {
            let before = t.clone();
            match op {
                Op::Place(i) => {
                    let c = Card::from_index(i as usize).unwrap();
                    if t.place(c).is_err() {
                        prop_assert_eq!(&t, &before);
                    }
                }
                Op::Click(kind, i) => {
                    let i = i as usize;
                    let slot = match kind {
                        0 => Slot::Hole { seat: i, index: i % 2 },
                        1 => Slot::Board(i),
                        _ => Slot::Dead(i),
                    };
                    t.click_slot(slot);
                }
                Op::AddSeat => { t.add_seat(); }
                Op::RemoveSeat(i) => { t.remove_seat(i as usize); }
                Op::Random(i) => t.set_random(i as usize, i % 2 == 0),
                Op::DealRandom(seed) => t.deal_random(&mut SmallRng::seed_from_u64(seed)),
                Op::SeatText(i, text) => {
                    if t.set_seat_text(i as usize, &text).is_err() {
                        prop_assert_eq!(&t, &before);
                    }
                }
                Op::BoardText(text) => {
                    if t.set_board_text(&text).is_err() {
                        prop_assert_eq!(&t, &before);
                    }
                }
                Op::DeadText(text) => {
                    if t.set_dead_text(&text).is_err() {
                        prop_assert_eq!(&t, &before);
                    }
                }
                Op::ClearAll => t.clear_all(),
            }
            check_invariants(&t);
            if let Some(deal) = t.deal() {
                let request = pokerlab::equity::EquityRequest::new(deal.players)
                    .with_board(deal.board.iter().copied().collect())
                    .with_dead(deal.dead);
                // Only "too few cards", or a range the cards out leave empty, can be wrong
                // with a valid table.
                match request.validate() {
                    Ok(())
                    | Err(pokerlab::equity::RequestError::TooFewCards { .. })
                    | Err(pokerlab::equity::RequestError::EmptyRange(_))
                    | Err(pokerlab::equity::RequestError::NoMatchup { .. }) => {}
                    Err(e) => prop_assert!(false, "{e}"),
                }
            }
            let back = Table::from_saved(&t.saved());
            prop_assert_eq!(back.seats(), t.seats());
            prop_assert_eq!(back.board(), t.board());
            prop_assert_eq!(back.dead(), t.dead());
        }
    }
}

#[test]
fn a_table_with_unreadable_named_ranges_keeps_the_rest() {
    let text = r#"{"seats":["AsKs","QQ+"],"board":"Qh7h2c","ranges":{"named":7,"brush":"x"}}"#;
    let saved: SavedTable = serde_json::from_str(text).unwrap();
    assert_eq!(saved.seats, vec!["AsKs".to_owned(), "QQ+".to_owned()]);
    assert_eq!(saved.ranges, SavedRanges::default());
}
