//! The readings issue 34 found a literal reader could take of the charts' old words, each as a
//! case the reader must take the way a careful player would — and so tell apart from the
//! chart's play: joker + unsuited Q-J-T read as "4 to a straight with the joker: 3 ways, 0 high
//! cards" in Joker Poker Kings, unsuited A-K-Q-T as "4 to an inside straight, 3 high cards" in
//! Bonus Poker 8/5, a lone ace's straight penalty from a discarded 5 or 3, "Unsuited KQJT"
//! without the glossary's meaning, and four of a kind that does not say whether the fifth card
//! stays. `vp_chart_words.rs` then checks the charts' present words over every deal.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use super::{Facts, Game, by_size, parse_line};
use pokerlab::video_poker::{DeckCard, PayTable, parse_deal};

/// The holds (masks) of `deal` that the words `rule` (under `heading`) fit, read in `game`.
fn fitting(
    game: &Game,
    table: &PayTable,
    rule: &str,
    heading: Option<&str>,
    deal: &str,
) -> Vec<u8> {
    let dealt: [DeckCard; 5] = parse_deal(deal, table.kind()).unwrap();
    let line = parse_line(game, rule, heading).unwrap_or_else(|| panic!("unread: {rule}"));
    let facts: Vec<Facts> = (0..32u8).map(|m| Facts::new(game, &dealt, m)).collect();
    let sizes = by_size(&facts);
    let wilds = dealt.iter().filter(|&&c| table.kind().is_wild(c)).count() as u8;
    let mut out = Vec::new();
    line.fitting(game, &facts, &sizes, wilds, &mut out);
    out
}

/// The mask of the cards at `positions` (0 to 4) of a deal.
fn mask(positions: &[usize]) -> u8 {
    positions.iter().fold(0, |m, &i| m | 1 << i)
}

#[test]
fn joker_and_unsuited_qjt_fit_the_old_straight_words_and_not_the_new() {
    let table = PayTable::builtin("joker-poker-kings").unwrap();
    let game = Game::new(&table);
    let deal = "Qs Jh Td 6c Jk";
    let qjt_joker = mask(&[0, 1, 2, 4]);
    let old = "4 to a straight with the joker: 3 ways, 0 high cards (no straight penalty)";
    assert!(fitting(&game, &table, old, Some("The joker"), deal).contains(&qjt_joker));
    let new = "4 to a straight with the joker: 3 ways, 0 high cards, a card below Ten \
               (no straight penalty)";
    assert!(!fitting(&game, &table, new, Some("The joker"), deal).contains(&qjt_joker));
    // A straight with a card below ten still fits.
    let low = fitting(&game, &table, new, Some("The joker"), "9s 8h 7d Kc Jk");
    assert!(low.contains(&mask(&[0, 1, 2, 4])), "{low:?}");
}

#[test]
fn unsuited_akqt_fits_the_old_inside_straight_words_and_not_the_new() {
    let table = PayTable::builtin("bonus-poker-8-5").unwrap();
    let game = Game::new(&table);
    let deal = "As Qs Kh Th 9h";
    let akqt = mask(&[0, 1, 2, 3]);
    assert!(
        fitting(
            &game,
            &table,
            "4 to an inside straight, 3 high cards",
            None,
            deal
        )
        .contains(&akqt)
    );
    let new = "4 to an inside straight, 3 high cards, a card below Ten";
    assert!(!fitting(&game, &table, new, None, deal).contains(&akqt));
    assert!(fitting(&game, &table, new, None, "Kc Qd Jh 9s 3c").contains(&mask(&[0, 1, 2, 3])));
}

#[test]
fn a_lone_ace_has_a_straight_penalty_from_the_wheel() {
    let table = PayTable::default();
    let game = Game::new(&table);
    // 9h As 8h 5c 3h: keeping the ace discards a 5 and a 3, which fill A-2-3-4-5.
    let deal = "9h As 8h 5c 3h";
    let ace = mask(&[1]);
    assert!(
        fitting(
            &game,
            &table,
            "Ace only (with a straight penalty)",
            None,
            deal
        )
        .contains(&ace)
    );
    assert!(!fitting(&game, &table, "Ace only (no straight penalty)", None, deal).contains(&ace));
    assert!(fitting(&game, &table, "Ace only", None, deal).contains(&ace));
}

#[test]
fn unsuited_means_not_all_of_one_suit_only_where_the_glossary_says_so() {
    let table = PayTable::default();
    let deal = "Qs Ks Th 3d Jd";
    let kqjt = mask(&[0, 1, 2, 4]);
    let game = Game::new(&table);
    assert!(fitting(&game, &table, "Unsuited KQJT", None, deal).contains(&kqjt));
    // A reader without the glossary's meaning takes "unsuited" as no two of one suit.
    let literal = Game::new(&table).without_unsuited_meaning();
    assert!(!fitting(&literal, &table, "Unsuited KQJT", None, deal).contains(&kqjt));
    assert!(fitting(&literal, &table, "Unsuited KQJT", None, "Qs Kh Tc 3d Jd").contains(&kqjt));
}

#[test]
fn four_of_a_kind_is_read_only_where_it_says_whether_the_kicker_stays() {
    let table = PayTable::default();
    let game = Game::new(&table);
    for unsaid in [
        "Four of a Kind",
        "Four Aces",
        "Royal Flush, Straight Flush, Four of a Kind or Full House",
    ] {
        assert!(
            parse_line(&game, unsaid, None).is_none(),
            "{unsaid} was read"
        );
    }
    let deal = "As Ah Ad Ac 3h";
    assert_eq!(
        fitting(
            &game,
            &table,
            "Four of a Kind (drop the kicker)",
            None,
            deal
        ),
        vec![mask(&[0, 1, 2, 3])]
    );
    assert_eq!(
        fitting(
            &game,
            &table,
            "Royal Flush, Straight Flush, Four of a Kind or Full House (all five cards)",
            None,
            deal
        ),
        vec![31]
    );
    let dw = PayTable::builtin("deuces-wild").unwrap();
    let dw_game = Game::new(&dw);
    assert!(
        parse_line(
            &dw_game,
            "Four of a Kind (two deuces and a pair)",
            Some("Two deuces")
        )
        .is_none()
    );
    assert_eq!(
        fitting(
            &dw_game,
            &dw,
            "Four of a Kind (two deuces and a pair, drop the kicker)",
            Some("Two deuces"),
            "2c 2d 9s 9h 5c"
        ),
        vec![mask(&[0, 1, 2, 3])]
    );
}

#[test]
fn a_footnote_names_its_deal_under_any_suits_and_nothing_else() {
    use super::parse_note;
    let table = PayTable::builtin("bonus-poker-7-5").unwrap();
    let game = Game::new(&table);
    let note = parse_note(&game, "T♣ A♣ 2♦ 3♦ 4♦: hold 2♦ 3♦ 4♦").unwrap();
    let holds = |deal: &str| note.holds(&game, &parse_deal(deal, table.kind()).unwrap());
    assert_eq!(holds("Tc Ac 2d 3d 4d"), vec![mask(&[2, 3, 4])]);
    assert_eq!(holds("3s Ah 2s Th 4s"), vec![mask(&[0, 2, 4])]);
    // The ten and the ace of different suits, or another deal: not named.
    assert!(holds("Ts Ah 2d 3d 4d").is_empty());
    assert!(holds("Tc Ac 2d 3d 5d").is_empty());
    // Words that do not read: four cards, a hold of a card not dealt, no hold.
    assert!(parse_note(&game, "T♣ A♣ 2♦ 3♦: hold 2♦").is_none());
    assert!(parse_note(&game, "T♣ A♣ 2♦ 3♦ 4♦: hold 5♦").is_none());
    assert!(parse_note(&game, "T♣ A♣ 2♦ 3♦ 4♦").is_none());

    let table = PayTable::builtin("deuces-wild-nsu").unwrap();
    let game = Game::new(&table);
    let note = parse_note(&game, "3♣ 8♣ 4♦ 5♦ + one deuce: hold one deuce").unwrap();
    let holds = |deal: &str| note.holds(&game, &parse_deal(deal, table.kind()).unwrap());
    // Any deuce, any suits: the deuce alone.
    assert_eq!(holds("2s 5h 3s 4h 8s"), vec![mask(&[0])]);
    assert_eq!(holds("3c 8c 2c 4d 5d"), vec![mask(&[2])]);
    assert!(holds("2s 5h 3s 4h 8h").is_empty());
    assert!(holds("2s 2h 3s 4h 8s").is_empty());
    // The game's name for its wild cards, not another's.
    assert!(parse_note(&game, "3♣ 8♣ 4♦ 5♦ + the joker: hold the joker").is_none());
}

#[test]
fn a_footnote_tells_the_joker_from_a_deuce() {
    use super::parse_note;
    let table = PayTable::builtin("deuces-and-joker-wild").unwrap();
    let game = Game::new(&table);
    let note = parse_note(
        &game,
        "9♣ K♣ Q♦ + one deuce + the joker: hold one deuce + the joker",
    )
    .unwrap();
    let holds = |deal: &str| note.holds(&game, &parse_deal(deal, table.kind()).unwrap());
    assert_eq!(holds("Qh 9s Ks 2d Jk"), vec![mask(&[3, 4])]);
    // Two deuces are not a deuce and the joker (four deuces pay apart).
    assert!(holds("Qh 9s Ks 2d 2c").is_empty());
    assert!(parse_note(&game, "9♣ K♣ Q♦ + two wild cards: hold two wild cards").is_none());
}
