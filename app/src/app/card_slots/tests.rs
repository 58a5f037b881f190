//! The card-slot model's own tests, on a table of two seats that always take cards.

use super::*;

/// Two seats that always take cards, named plainly.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct TwoSeats([[Option<Card>; 2]; 2]);

impl Holes for TwoSeats {
    fn seat_count(&self) -> usize {
        2
    }
    fn hole_cards(&self, seat: usize) -> Option<[Option<Card>; 2]> {
        self.0.get(seat).copied()
    }
    fn set_hole(&mut self, seat: usize, index: usize, card: Option<Card>) {
        if let Some(c) = self.0.get_mut(seat).and_then(|s| s.get_mut(index)) {
            *c = card;
        }
    }
    fn hole_label(seat: usize, index: usize) -> String {
        format!("Seat {seat}, {}", hole_word(index))
    }
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn slots() -> CardSlots<TwoSeats> {
    CardSlots::new(TwoSeats::default(), Some(Slot::Hole { seat: 0, index: 0 }))
}

#[test]
fn labels_name_the_board_and_dead_slots_and_leave_holes_to_the_table() {
    assert_eq!(Slot::Board(1).shared_label().unwrap(), "Flop, second card");
    assert_eq!(Slot::Board(3).shared_label().unwrap(), "Turn");
    assert_eq!(Slot::Board(4).shared_label().unwrap(), "River");
    assert_eq!(Slot::Dead(0).shared_label().unwrap(), "Dead card 1");
    assert_eq!(Slot::Hole { seat: 0, index: 1 }.shared_label(), None);
    assert_eq!(
        CardSlots::<TwoSeats>::label(Slot::Hole { seat: 1, index: 1 }),
        "Seat 1, second"
    );
}

#[test]
fn placed_cards_fill_the_seats_then_the_board_then_come_round() {
    let mut s = slots();
    for c in ["As", "Ks", "Qd", "Qc", "Jh", "Th", "2c", "3c", "4c"] {
        s.place(card(c)).unwrap();
    }
    assert_eq!(s.street(), Street::River);
    assert_eq!(s.selected(), None);
    assert_eq!(s.place(card("5c")), Err(SlotError::NoSlot));
    // A hole emptied: the board comes round to it.
    s.click_slot(Slot::Hole { seat: 1, index: 0 });
    s.click_slot(Slot::Board(4));
    s.place(card("9s")).unwrap();
    assert_eq!(s.selected(), Some(Slot::Hole { seat: 1, index: 0 }));
    assert!(matches!(
        s.place(card("9s")),
        Err(SlotError::Used { place, .. }) if place == "River"
    ));
}

#[test]
fn dead_cards_close_their_gaps_and_stop_at_the_limit() {
    let mut s = slots();
    s.select(Slot::Dead(0));
    for i in 0..MAX_DEAD {
        s.place(Card::from_index(i).unwrap()).unwrap();
    }
    assert_eq!(s.dead().len(), MAX_DEAD);
    assert_eq!(s.selected(), None);
    s.click_slot(Slot::Dead(3));
    assert_eq!(s.dead().len(), MAX_DEAD - 1);
    assert_eq!(s.selected(), Some(Slot::Dead(MAX_DEAD - 1)));
    assert!(!s.has_slot(Slot::Dead(MAX_DEAD)));
}

#[test]
fn typed_cards_are_checked_against_the_other_places() {
    let mut s = slots();
    s.place(card("As")).unwrap();
    assert!(matches!(
        s.parse_for("As 7h", 5, "the board", CardSet::EMPTY),
        Err(SlotError::Used { place, .. }) if place == "Seat 0, first"
    ));
    assert_eq!(
        s.parse_for("AhKhQhJhTh9h", 5, "the board", CardSet::EMPTY),
        Err(SlotError::TooMany {
            place: "the board",
            max: 5,
            found: 6
        })
    );
    let own: CardSet = "As".parse().unwrap();
    assert_eq!(s.parse_for("As", 2, "a seat", own).unwrap(), [card("As")]);
}

#[test]
fn slots_as_text_keep_their_places() {
    let slots = [Some(card("Jh")), None, Some(card("2c")), None, None];
    assert_eq!(slots_text(&slots), "Jh-2c");
    assert_eq!(parse_slots("Jh-2c", 5), slots);
    assert_eq!(parse_slots("-Qd", 2), [None, Some(card("Qd"))]);
    assert_eq!(parse_slots("zz-Qd", 2), [None, Some(card("Qd"))]);
    assert_eq!(cards_text(slots, " "), "Jh 2c");
    assert_eq!(Street::of_board_len(2), Street::Flop);
    assert_eq!(Street::of_board_len(0), Street::PreFlop);
}
