//! Unit tests of the chart vocabulary (`pattern.rs`), kept apart so the derivation's
//! fingerprint covers only the code that derives.

use super::*;

fn pattern(table: &str, cards: &str) -> Pattern {
    let table = PayTable::builtin(table).unwrap_or_default();
    let held: CardSet = crate::parse_cards(cards)
        .unwrap_or_default()
        .into_iter()
        .collect();
    Vocabulary::new(&table).pattern(held, CardSet::EMPTY)
}

#[test]
fn penalty_cards_among_the_discards() {
    let job = Vocabulary::new(&PayTable::default());
    let set = |text: &str| -> CardSet {
        crate::parse_cards(text)
            .unwrap_or_default()
            .into_iter()
            .collect()
    };
    let held = set("Qh Jh");
    assert_eq!(job.pattern(held, set("2c 5d 7s")).penalty, 0);
    assert_eq!(job.pattern(held, set("2h 5d 7s")).penalty, FLUSH_PENALTY);
    assert_eq!(job.pattern(held, set("Tc 5d 7s")).penalty, STRAIGHT_PENALTY);
    assert_eq!(
        job.pattern(held, set("Th 5d 7s")).penalty,
        FLUSH_PENALTY | STRAIGHT_PENALTY
    );
    // Pairs take no penalty.
    assert_eq!(job.pattern(set("7h 7d"), set("7c 8d 9s")).penalty, 0);
    // A high card alone counts its flush penalty cards.
    assert_eq!(
        job.pattern(set("Ac"), set("7c 6d 8h 9s")).penalty,
        FLUSH_PENALTY
    );
    assert_eq!(
        job.pattern(set("Ac"), set("7c 6c 8h 9s")).penalty,
        FLUSH_PENALTY | FLUSH_PENALTIES
    );
    assert_eq!(
        job.pattern(set("Ac"), set("7c 6c Td 9s")).penalty,
        FLUSH_PENALTY | FLUSH_PENALTIES | STRAIGHT_PENALTY
    );
    // 3 to a royal with one deuce tells whether the two other cards are suited.
    let dw = Vocabulary::new(&PayTable::builtin("deuces-wild").unwrap_or_default());
    assert_eq!(
        dw.pattern(set("Kc Ac 2h"), set("3d 4d")).penalty,
        SUITED_DISCARDS
    );
    assert_eq!(dw.pattern(set("Kc Ac 2h"), set("3d 4s")).penalty, 0);
    // Not without a wild card.
    assert_eq!(job.pattern(set("Kc Ac"), set("3d 4d 7d")).penalty, 0);
}

#[test]
fn high_cards_start_at_the_lowest_paying_pair() {
    let job = Vocabulary::new(&PayTable::default());
    assert_eq!(job.high_rank(), Some(9));
    let dw = Vocabulary::new(&PayTable::builtin("deuces-wild").unwrap_or_default());
    assert_eq!(dw.high_rank(), None);
    let tens = Vocabulary::new(&PayTable::builtin("tens-or-better-6-5").unwrap_or_default());
    assert_eq!(tens.high_rank(), Some(8));
    let kings = Vocabulary::new(&PayTable::builtin("joker-poker-kings").unwrap_or_default());
    assert_eq!(kings.high_rank(), Some(11));
    let two_pair = Vocabulary::new(&PayTable::builtin("joker-poker-two-pair").unwrap_or_default());
    assert_eq!(two_pair.high_rank(), None);
}

#[test]
fn the_joker_is_a_wild_card_of_no_rank() {
    let table = PayTable::builtin("joker-poker-kings").unwrap_or_default();
    let joker = Vocabulary::new(&table);
    let bits = |text: &str| -> u64 {
        crate::video_poker::parse_deck_cards(text, GameKind::JOKER)
            .unwrap_or_default()
            .iter()
            .fold(0, |acc, c| acc | 1u64 << c.index())
    };
    let p = joker.pattern_of(bits("Jk Ks Qs"), bits("7d 2c"));
    assert_eq!(p.wilds, 1);
    assert_eq!(
        p.shape,
        Shape::Royal {
            n: 2,
            ranks: Some(0b0_1100_0000_0000)
        }
    );
    let made = joker.pattern_of(bits("Jk Ks Qs Js Ts"), 0);
    assert_eq!(made.shape, Shape::Pat(PayClass::WildRoyalFlush));
    let pair = joker.pattern_of(bits("Jk Kd"), bits("7c 4s 2h"));
    assert_eq!(pair.wilds, 1);
    assert_eq!(pair.shape, Shape::Honors { ranks: 1 << 11 });
    assert_eq!(
        joker.pattern_of(bits("Jk"), bits("7c 4s 2h Kd")).shape,
        Shape::Discard
    );
}

#[test]
fn shapes_of_common_holds() {
    let job = "jacks-or-better-9-6";
    assert_eq!(pattern(job, "").shape, Shape::Discard);
    assert_eq!(
        pattern(job, "As Ks Qs Js").shape,
        Shape::Royal { n: 4, ranks: None }
    );
    assert_eq!(
        pattern(job, "Qh Jh").shape,
        Shape::Royal {
            n: 2,
            ranks: Some(0b0_0110_0000_0000)
        }
    );
    assert_eq!(
        pattern(job, "9c Tc Jd Qh").shape,
        Shape::Straight {
            n: 4,
            ways: 2,
            high: 2
        }
    );
    assert_eq!(
        pattern(job, "Kd Qc Jh").shape,
        Shape::Honors {
            ranks: 0b0_1110_0000_0000
        }
    );
    assert_eq!(
        pattern(job, "7h 7d").shape,
        Shape::Kind {
            count: 2,
            rank: Some(5),
            kicker: None,
            with_kicker: false
        }
    );
    assert_eq!(
        pattern(job, "Ks Kd 7c 7s").shape,
        Shape::TwoPair { high: Some(11) }
    );
    assert_eq!(
        pattern(job, "9h 8h 6h").shape,
        Shape::StraightFlush {
            n: 3,
            ways: 2,
            high: 0,
            spread: 0
        }
    );
    // Where deuces are wild, a straight flush draw has a spread too.
    let spread = |cards: &str| match pattern("deuces-wild", cards).shape {
        Shape::StraightFlush { spread, .. } => spread,
        _ => 0,
    };
    assert_eq!(spread("3d 4d 5d"), 3);
    assert_eq!(spread("3d 5d 6d"), 4);
    assert_eq!(spread("7c Tc Jc"), 5);
    assert_eq!(spread("Ad 3d 4d"), 4);
    assert_eq!(spread("9d Jd Kd"), 5);
    assert_eq!(
        pattern(job, "As Ks Qs Js Ts").shape,
        Shape::Pat(PayClass::RoyalFlush)
    );
    let dw = pattern("deuces-wild", "2s 2d Kh Qh");
    assert_eq!(dw.wilds, 2);
    assert_eq!(
        dw.shape,
        Shape::Royal {
            n: 2,
            ranks: Some(0b0_1100_0000_0000)
        }
    );
    assert_eq!(pattern("deuces-wild", "2s 2d 2h").shape, Shape::Discard);
}
