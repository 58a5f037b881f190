//! Internal checks of the draw tallies; the engine's answers are checked against brute force
//! in `tests/it/video_poker.rs`.

use super::classify::MAX_SLOTS;
use super::colex::{SUBSETS, rank_sorted};
use super::*;
use crate::cards::Card;
use crate::enumerate::for_each_combination;
use crate::eval::Hand;

fn card(i: u8) -> Card {
    Card::from_index(i as usize).unwrap()
}

/// Brute force: the class counts of all five-card hands containing `subset` (card indices;
/// 52 is the joker).
fn brute_counts(kind: GameKind, subset: &[u8]) -> [u32; MAX_SLOTS] {
    let joker = subset.contains(&52);
    let naturals: Vec<u8> = subset.iter().copied().filter(|&i| i < 52).collect();
    let held: crate::CardSet = naturals.iter().map(|&i| card(i)).collect();
    let mut out = [0u32; MAX_SLOTS];
    let mut count = |cards: Vec<DeckCard>| {
        let class = kind
            .classify_cards(&cards, kind.default_min_pair())
            .unwrap();
        out[kind.slot_of(class).unwrap()] += 1;
    };
    let to_deck = |set: crate::CardSet| set.iter().map(DeckCard::from).collect::<Vec<_>>();
    let free = crate::CardSet::FULL - held;
    if joker {
        for_each_combination(free, 5 - subset.len(), |draw| {
            let mut cards = to_deck(held | draw);
            cards.push(DeckCard::JOKER);
            count(cards);
        });
    } else {
        for_each_combination(free, 5 - subset.len(), |draw| count(to_deck(held | draw)));
        if kind.deck_size() == 53 && subset.len() < 5 {
            for_each_combination(free, 4 - subset.len(), |draw| {
                let mut cards = to_deck(held | draw);
                cards.push(DeckCard::JOKER);
                count(cards);
            });
        }
    }
    out
}

#[test]
fn tallies_match_brute_force_on_sample_subsets() {
    for kind in GameKind::ALL {
        let tables = DrawTables::shared(kind);
        let samples: [&[u8]; 11] = [
            &[],
            &[0],
            &[51],
            &[0, 13],
            &[12, 25, 38],
            &[8, 9, 10, 11],
            &[0, 1, 26, 39],
            &[3, 17, 30, 44],
            &[0, 13, 26, 39],
            &[12, 52],
            &[8, 9, 10, 52],
        ];
        for subset in samples {
            if subset.is_empty() && kind.has_wild_cards() {
                continue; // the empty set is covered by the published-count tests
            }
            if subset.contains(&52) && kind.deck_size() < 53 {
                continue; // no joker in a 52-card deck
            }
            let rank = rank_sorted(subset);
            assert_eq!(
                tables.counts(subset.len(), rank),
                brute_counts(kind, subset),
                "{kind} {subset:?}"
            );
        }
    }
}

#[test]
fn tallies_are_consistent_at_every_level() {
    let tables = DrawTables::shared(GameKind::STANDARD);
    // Every k-set is in C(52 - k, 5 - k) hands.
    let hands = [2_598_960u32, 249_900, 19_600, 1_176, 48];
    for k in 0..=4 {
        for rank in (0..SUBSETS[k]).step_by(SUBSETS[k] / 50 + 1) {
            let total: u32 = tables.counts(k, rank).iter().sum();
            assert_eq!(total, hands[k], "k = {k}, rank = {rank}");
        }
    }
    // A five-card set's class is the classifier's.
    let royal = [8u8, 9, 10, 11, 12];
    let hand = royal.iter().fold(Hand::EMPTY, |h, &i| h.add(card(i)));
    assert_eq!(
        GameKind::STANDARD.classify(hand.cards()),
        Some(PayClass::RoyalFlush)
    );
    assert_eq!(tables.slot_of_rank(rank_sorted(&royal)), 0);
}

#[test]
fn cancelled_analysis_stops() {
    use std::sync::atomic::AtomicBool;
    let cancel = AtomicBool::new(true);
    let result = analyze_with(&PayTable::default(), Bet::MAX, None, &|_| {}, &cancel);
    assert_eq!(result.err(), Some(AnalysisCancelled));
}

#[test]
fn analysis_reports_progress_up_to_one() {
    use std::sync::Mutex;
    use std::sync::atomic::AtomicBool;
    let seen = Mutex::new(Vec::new());
    let cancel = AtomicBool::new(false);
    let table = PayTable::builtin("jacks-or-better-8-5").unwrap();
    let tables = DrawTables::shared(GameKind::STANDARD);
    let analysis = analyze_with(
        &table,
        Bet::MAX,
        Some(&tables),
        &|p| seen.lock().unwrap().push(p),
        &cancel,
    )
    .unwrap();
    let seen = seen.into_inner().unwrap();
    assert!(seen.len() > 10);
    assert!(seen.iter().all(|p| (0.0..=1.0).contains(p)));
    assert!((seen.iter().cloned().fold(0.0, f64::max) - 1.0).abs() < 1e-9);
    let probabilities: f64 = analysis.frequencies().iter().map(|f| f.probability).sum();
    assert!((probabilities - 1.0).abs() < 1e-12);
    let contributions: f64 = analysis.frequencies().iter().map(|f| f.contribution).sum();
    assert!((contributions - analysis.return_rate()).abs() < 1e-12);
}

/// The whole-game analysis against the plain way, deal class by deal class: each class's best
/// hold (the first of the greatest EVs from "hold all" down, as the analysis breaks ties)
/// from [`HoldEvaluator`], the final hands of its draws from
/// [`HoldEvaluator::outcomes`], weighted by the class's size. The return and every class's
/// frequency must be the same integers.
#[test]
fn analysis_equals_every_deal_played_by_its_best_hold() {
    for name in ["jacks-or-better-9-6", "threes-wild", "joker-poker-kings"] {
        let table = PayTable::builtin(name).unwrap();
        let kind = table.kind();
        let evaluator = HoldEvaluator::new(&table, Bet::MAX);
        let analysis = analyze(&table);
        let mut ret = 0u128;
        let mut slots = [0u128; MAX_SLOTS];
        for deal in super::canonical::canonical_deals_for(kind) {
            let cards = deal
                .cards
                .map(|i| DeckCard::from_index(i as usize).unwrap());
            let holds = evaluator.analyze(&cards).unwrap();
            let mut best = holds.hold(HoldMask::from_bits(31));
            for mask in (0..31u8).rev() {
                let hold = holds.hold(HoldMask::from_bits(mask));
                if hold.ev > best.ev {
                    best = hold;
                }
            }
            let weight = u128::from(deal.weight);
            ret += weight * u128::from(best.ev.numerator());
            let per_draw = u128::from(Ev::DENOMINATOR / best.draws);
            for (slot, (_, n)) in evaluator
                .outcomes(&cards, best.mask)
                .unwrap()
                .into_iter()
                .enumerate()
            {
                slots[slot] += weight * per_draw * u128::from(n);
            }
        }
        assert_eq!(analysis.return_fraction(), {
            let den =
                u128::from(Ev::DENOMINATOR) * super::colex::BINOM[kind.deck_size()][5] as u128;
            let g = gcd(ret, den);
            (ret / g, den / g)
        });
        assert_eq!(analysis.slot_numerators(), &slots, "{name}");
    }
}

/// The Möbius transform over the supersets of a hold against its definition: for every hold
/// H, the alternating sum over the sets X ⊇ H, written out.
#[test]
fn mobius_supersets_is_inclusion_exclusion() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..200 {
        let mut t = [0i64; 32];
        for v in t.iter_mut() {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            *v = (seed >> 20) as i64 - (1 << 43);
        }
        let mut expected = [0i64; 32];
        for (hold, e) in expected.iter_mut().enumerate() {
            for (superset, &v) in t.iter().enumerate() {
                if superset & hold == hold {
                    let extra = (superset ^ hold).count_ones();
                    *e += if extra % 2 == 0 { v } else { -v };
                }
            }
        }
        super::draw_tables::mobius_supersets(&mut t);
        assert_eq!(t, expected);
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
