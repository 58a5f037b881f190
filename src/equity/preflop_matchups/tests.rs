//! The table against the enumeration (a random sample of matchups, exact integers) and the
//! brute force (a few), its numbering against suit relabelling, and range sums against the
//! runout enumeration.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use super::*;
use crate::equity::deals::DealWork;
use crate::equity::oracle::brute_force;
use crate::equity::player::PlayerSpec;
use crate::equity::request::Method;
use crate::equity::runouts::RunoutWork;
use crate::equity::symmetry::{ALL_PERMS, permute};
use crate::range::Range;

fn random_pair(rng: &mut SmallRng) -> (Combo, Combo) {
    loop {
        let a = Combo::from_index(rng.random_range(0..1326)).unwrap();
        let b = Combo::from_index(rng.random_range(0..1326)).unwrap();
        if !a.collides(b.cards()) {
            return (a, b);
        }
    }
}

#[test]
fn the_stored_bytes_are_the_whole_table() {
    assert!(available() && stored());
    assert!(!codec::header_ok(&BYTES[..10], ORBIT_COUNT));
    assert!(!codec::header_ok(BYTES, ORBIT_COUNT + 1));
    assert_eq!(
        codec::decode(&BYTES[..BYTES.len() - 1], ORBIT_COUNT),
        Err(CodecError::Truncated)
    );
    let table = Table::get().unwrap();
    assert_eq!(table.rows.len(), ORBIT_COUNT);
    assert_eq!(codec::encode(&table.rows), BYTES);
    for row in &table.rows {
        let first: u32 = row[..27].iter().sum();
        let second: u32 =
            row[TIES..TIES + 9].iter().sum::<u32>() + row[SECOND_WINS..].iter().sum::<u32>();
        assert_eq!(u64::from(first), BOARDS);
        assert_eq!(u64::from(second), BOARDS);
    }
}

#[test]
fn every_pair_of_disjoint_combos_has_one_matchup_closed_under_suits_and_seats() {
    let orbits = Orbits::get();
    assert_eq!(orbits.reps().len(), ORBIT_COUNT);
    let mut rng = SmallRng::seed_from_u64(21);
    for _ in 0..2000 {
        let (a, b) = random_pair(&mut rng);
        let (orbit, swapped) = orbits.find(a, b).unwrap();
        let (back, back_swapped) = orbits.find(b, a).unwrap();
        assert_eq!(orbit, back);
        let perm = &ALL_PERMS[rng.random_range(0..24)];
        let moved = |c: Combo| Combo::from_set(crate::cards::CardSet(permute(c.cards().0, perm)));
        let (pa, pb) = (moved(a).unwrap(), moved(b).unwrap());
        assert_eq!(orbits.find(pa, pb).map(|f| f.0), Some(orbit));
        // A matchup that is not its own mirror image reads the other way round from the
        // other seat, and the representative seen from this pair's side is this orientation.
        let (ra, rb) = orbits.reps()[orbit];
        let mirror = ALL_PERMS.iter().any(|p| {
            let m = |c: Combo| permute(c.cards().0, p);
            m(ra) == rb.cards().0 && m(rb) == ra.cards().0
        });
        if !mirror {
            assert_ne!(swapped, back_swapped, "{a} {b}");
            let seen = if swapped { (rb, ra) } else { (ra, rb) };
            assert_eq!(orbits.find(seen.0, seen.1), Some((orbit, swapped)));
        }
        assert_eq!(orbits.find(a, a), None);
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "hundreds of exact enumerations: release mode"
)]
fn sampled_matchups_equal_the_direct_enumeration() {
    let mut rng = SmallRng::seed_from_u64(2_1001);
    for _ in 0..400 {
        let (a, b) = random_pair(&mut rng);
        let request = hand_request(a, b);
        // The deal enumeration straight, not the engine (which reads the table).
        let direct = DealWork::new(&request).run_chunk(0, 1, &|| false);
        assert_eq!(matchup(a, b), Some(direct), "{a} vs {b}");
    }
    // Every stored row is the enumeration of its representative, for a random sample.
    for _ in 0..100 {
        let orbit = rng.random_range(0..ORBIT_COUNT);
        assert_eq!(compute_row(orbit), Some(Table::get().unwrap().rows[orbit]));
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "brute force of every board: release mode")]
fn a_few_matchups_equal_the_brute_force() {
    for (a, b) in [
        ("AhKh", "QsQd"),
        ("7c2d", "7h2c"),
        ("5s4s", "AsAd"),
        ("JcTc", "9c8c"),
    ] {
        let (x, y): (Combo, Combo) = (a.parse().unwrap(), b.parse().unwrap());
        let oracle = brute_force(&hand_request(x, y)).unwrap();
        assert_eq!(matchup(x, y), Some(oracle), "{a} vs {b}");
    }
}

/// A random range of `n` combos, each with a weight of 1, 0.5 or 0.25.
fn random_range(rng: &mut SmallRng, n: usize) -> Range {
    let mut range = Range::empty();
    for _ in 0..n {
        let combo = Combo::from_index(rng.random_range(0..1326)).unwrap();
        range.set(combo, [1.0, 0.5, 0.25][rng.random_range(0..3)]);
    }
    range
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "runout enumerations of ranges: release mode"
)]
fn range_sums_equal_the_runout_enumeration() {
    let mut rng = SmallRng::seed_from_u64(2_1004);
    for round in 0..4 {
        let a = random_range(&mut rng, 3 + 3 * round);
        let b = random_range(&mut rng, 14 - 3 * round);
        let request = EquityRequest::new(vec![a.into(), b.into()]).with_method(Method::Exact);
        assert!(applies(&request));
        let old = RunoutWork::new(&request).run(0..RunoutWork::new(&request).units(), &|| false);
        assert_eq!(MatchupWork::new(&request).run(), old, "round {round}");
    }
    // A range against a random hand and against a known hand.
    let a = random_range(&mut rng, 12);
    for other in ["random", "AhKd"] {
        let request = EquityRequest::new(vec![a.clone().into(), PlayerSpec::parse(other).unwrap()]);
        let old = DealWork::new(&request).run_chunk(0, 1, &|| false);
        assert_eq!(MatchupWork::new(&request).run(), old, "{other}");
    }
}

#[test]
fn the_table_is_not_used_with_a_board_dead_cards_or_three_players() {
    let two = EquityRequest::parse(&["QQ+", "AK"]).unwrap();
    assert!(applies(&two));
    assert!(!applies(&two.clone().with_dead("2c".parse().unwrap())));
    assert!(!applies(&two.with_board("2c 3d 4h".parse().unwrap())));
    assert!(!applies(
        &EquityRequest::parse(&["QQ+", "AK", "random"]).unwrap()
    ));
}
