//! Instant preflop answers: each of the 169 starting hands against random opponents, computed
//! once by our own engine and checked in (`preflop_table_data.rs`).
//!
//! Against one opponent the table holds the exact counts of [`VsRandomTally`] (win, tie and
//! lose by category, over all 2,097,572,400 matchups), so [`lookup`] returns the same
//! [`VsRandom`] as computing it, in nanoseconds. Against 2 to 9 opponents it holds the equity
//! by Monte Carlo ([`MULTIWAY_SAMPLES`] trials per entry, standard error at most 0.05%), for
//! the Odds Grid chart.
//!
//! Regenerate with
//! `cargo run --release --example gen_preflop_table -- src/equity/preflop_table_data.rs`
//! (a few minutes on two cores). Tests recompute several entries and check the whole table
//! against identities that must hold exactly.

use rayon::prelude::*;

use super::vs_random::{VsRandom, VsRandomMethod, VsRandomSpot, VsRandomTally, VsRandomWork};
use crate::cards::CardSet;
use crate::range::HandClass;

mod data {
    include!("preflop_table_data.rs");
}

/// Monte Carlo trials behind each multiway equity.
pub const MULTIWAY_SAMPLES: u64 = 1_000_000;

/// The seed of the multiway entries; entry (hand `i`, `n` opponents) uses
/// [`multiway_seed`]`(i, n)`.
pub const MULTIWAY_SEED: u64 = 0x0DD5_6121_D000;

/// The seed of one multiway entry.
pub fn multiway_seed(index: usize, opponents: usize) -> u64 {
    MULTIWAY_SEED + 16 * index as u64 + opponents as u64
}

/// The tally flattened as the table stores it: `hero` then `opponent`, 27 counts each.
fn to_row(tally: &VsRandomTally) -> [u64; 54] {
    let mut row = [0u64; 54];
    for (i, n) in tally
        .hero
        .iter()
        .chain(tally.opponent.iter())
        .flatten()
        .enumerate()
    {
        row[i] = *n;
    }
    row
}

fn from_row(row: &[u64; 54]) -> VsRandomTally {
    let mut tally = VsRandomTally::default();
    for o in 0..3 {
        for c in 0..9 {
            tally.hero[o][c] = row[o * 9 + c];
            tally.opponent[o][c] = row[27 + o * 9 + c];
        }
    }
    // One opponent: a win is a whole pot, a tie half of one.
    let unit = super::vs_random::SHARE_UNIT;
    let (wins, ties) = (tally.wins(), tally.ties());
    tally.share = unit * wins + unit / 2 * ties;
    tally.share_sq =
        (unit * unit) as u128 * wins as u128 + (unit * unit / 4) as u128 * ties as u128;
    tally
}

/// The exact odds of a starting hand against one random hand, from the table.
///
/// ```
/// use pokerlab::equity::preflop_table;
/// use pokerlab::range::HandClass;
/// let aks: HandClass = "AKs".parse().unwrap();
/// let odds = preflop_table::lookup(aks);
/// assert_eq!(odds.samples(), 2_097_572_400);
/// assert!((odds.equity() - 0.670446323092352).abs() < 1e-14);
/// ```
pub fn lookup(hand: HandClass) -> VsRandom {
    let row = data::VS_ONE.get(hand.index()).copied().unwrap_or([0; 54]);
    VsRandom {
        method: VsRandomMethod::Exact,
        opponents: 1,
        tally: from_row(&row),
    }
}

/// [`lookup`] for two hole cards; `None` unless `hole` is two cards.
pub fn lookup_cards(hole: CardSet) -> Option<VsRandom> {
    HandClass::from_cards(hole).map(lookup)
}

/// The equity of a starting hand against `opponents` random hands (1 to 9): exact for one,
/// Monte Carlo for more. `None` for another number of opponents.
///
/// ```
/// use pokerlab::equity::preflop_table;
/// use pokerlab::range::HandClass;
/// let aa: HandClass = "AA".parse().unwrap();
/// let heads_up = preflop_table::equity(aa, 1).unwrap();
/// let full_ring = preflop_table::equity(aa, 9).unwrap();
/// assert!(heads_up > 0.85 && full_ring < 0.40);
/// ```
pub fn equity(hand: HandClass, opponents: usize) -> Option<f64> {
    match opponents {
        1 => Some(lookup(hand).equity()),
        2..=9 => data::MULTIWAY
            .get(hand.index())
            .and_then(|row| row.get(opponents - 2))
            .copied(),
        _ => None,
    }
}

/// Computes a hand's row from scratch: its representative against one random hand, exactly.
pub fn compute_exact(hand: HandClass) -> VsRandom {
    match VsRandomSpot::preflop(hand.representative().cards()) {
        Ok(spot) => VsRandomWork::auto(spot).run(),
        // Unreachable: a representative is always two distinct cards.
        Err(_) => lookup(hand),
    }
}

/// Computes a multiway entry from scratch, with the table's samples and seed.
pub fn compute_multiway(hand: HandClass, opponents: usize) -> Option<f64> {
    let spot = VsRandomSpot::new(
        hand.representative().cards(),
        CardSet::EMPTY,
        CardSet::EMPTY,
        opponents,
    )
    .ok()?;
    let seed = multiway_seed(hand.index(), opponents);
    let work = VsRandomWork::monte_carlo(spot, MULTIWAY_SAMPLES, seed).ok()?;
    Some(work.run().equity())
}

/// Computes the whole table and returns it as the Rust source of `preflop_table_data.rs`.
/// `progress` is called with a line of text as each hand is done.
pub fn generate_source(progress: impl Fn(&str) + Sync) -> String {
    let rows: Vec<(HandClass, [u64; 54], Vec<f64>)> = HandClass::all()
        .collect::<Vec<_>>()
        .into_par_iter()
        .map(|hand| {
            let exact = compute_exact(hand);
            let multi: Vec<f64> = (2..=9)
                .map(|n| compute_multiway(hand, n).unwrap_or(f64::NAN))
                .collect();
            progress(&format!(
                "{hand:>4}: {:.4} vs 1 … {:.4} vs 9",
                exact.equity(),
                multi.last().copied().unwrap_or(f64::NAN)
            ));
            (hand, to_row(&exact.tally), multi)
        })
        .collect();

    let mut out = String::new();
    out.push_str(
        "// The preflop table: each of the 169 starting hands against random opponents.\n\
         // Generated by our own engine with\n\
         //     cargo run --release --example gen_preflop_table -- src/equity/preflop_table_data.rs\n\
         // Do not edit by hand; see preflop_table.rs.\n\
         //\n\
         // VS_ONE[i]: starting hand i (HandClass::from_index) against one random hand, exact:\n\
         // the 54 counts of VsRandomTally, hero[win, tie, lose][category] then\n\
         // opponent[win, tie, lose][category] (outcomes from the hero's side, categories from\n\
         // high card to straight flush), over all C(50,5) x C(45,2) = 2,097,572,400 matchups.\n",
    );
    out.push_str(&format!(
        "//\n\
         // MULTIWAY[i][n - 2]: equity of starting hand i against n = 2..=9 random hands (k-way\n\
         // splits count 1/k), Monte Carlo with {MULTIWAY_SAMPLES} trials seeded with\n\
         // multiway_seed(i, n) = {MULTIWAY_SEED:#x} + 16 i + n (standard error <= 0.0005).\n\n"
    ));
    out.push_str("pub(super) static VS_ONE: [[u64; 54]; 169] = [\n");
    for (hand, row, _) in &rows {
        let cells: Vec<String> = row.iter().map(|n| n.to_string()).collect();
        out.push_str(&format!("    // {hand}\n    [{}],\n", cells.join(", ")));
    }
    out.push_str("];\n\npub(super) static MULTIWAY: [[f64; 8]; 169] = [\n");
    for (hand, _, multi) in &rows {
        let cells: Vec<String> = multi.iter().map(|e| format!("{e:?}")).collect();
        out.push_str(&format!("    [{}], // {hand}\n", cells.join(", ")));
    }
    out.push_str("];\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::enumerate::choose;
    use crate::range::ranked_classes;

    const SEVEN_CARD_COUNTS: [u64; 9] = [
        23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848,
        41_584,
    ];

    fn all() -> impl Iterator<Item = (HandClass, VsRandomTally)> {
        HandClass::all().map(|h| (h, lookup(h).tally))
    }

    #[test]
    fn the_table_has_every_hand_with_every_matchup() {
        assert_eq!(data::VS_ONE.len(), 169);
        for (hand, tally) in all() {
            assert_eq!(tally.samples(), 2_097_572_400, "{hand}");
        }
    }

    #[test]
    fn over_all_hands_equity_averages_to_exactly_one_half() {
        // Each matchup counted from both sides: every win of one hand is a loss of another.
        let (mut wins, mut losses, mut ties, mut total) = (0u128, 0u128, 0u128, 0u128);
        for (hand, t) in all() {
            let w = hand.combo_count() as u128;
            wins += w * t.wins() as u128;
            losses += w * t.losses() as u128;
            ties += w * t.ties() as u128;
            total += w * t.samples() as u128;
        }
        assert_eq!(wins, losses);
        assert_eq!(2 * wins + ties, total);
    }

    #[test]
    fn over_all_hands_categories_are_the_seven_card_counts() {
        // Each 7-card set splits 21 ways into hole cards and board, and each (hole, board)
        // meets C(45,2) opponent hands.
        let per_hand = 21 * choose(45, 2);
        for (c, &seven_card_count) in SEVEN_CARD_COUNTS.iter().enumerate() {
            let (mut hero, mut opponent, mut hero_wins, mut opponent_wins) = (0, 0, 0, 0);
            for (hand, t) in all() {
                let w = hand.combo_count() as u64;
                hero += w * (0..3).map(|o| t.hero[o][c]).sum::<u64>();
                opponent += w * (0..3).map(|o| t.opponent[o][c]).sum::<u64>();
                hero_wins += w * t.hero[0][c];
                opponent_wins += w * t.opponent[2][c];
            }
            assert_eq!(hero, seven_card_count * per_hand, "category {c}");
            assert_eq!(opponent, hero, "category {c}");
            assert_eq!(opponent_wins, hero_wins, "category {c}");
        }
    }

    #[test]
    #[cfg_attr(
        debug_assertions,
        ignore = "exact preflop enumerations: run in release mode"
    )]
    fn recomputed_entries_match_the_table() {
        for name in ["AKs", "72o", "TT", "54s", "AA", "K9o"] {
            let hand: HandClass = name.parse().unwrap();
            assert_eq!(compute_exact(hand), lookup(hand), "{name}");
        }
        // The table's AKs is the published As Ks figure.
        let aks = lookup("AKs".parse().unwrap());
        assert!((aks.equity() * 100.0 - 67.044_632_309_235_2).abs() < 1e-11);
    }

    #[test]
    #[cfg_attr(
        debug_assertions,
        ignore = "a million Monte Carlo trials each: release mode"
    )]
    fn recomputed_multiway_entries_match_the_table() {
        for (name, n) in [("AA", 2), ("72o", 5), ("JTs", 9)] {
            let hand: HandClass = name.parse().unwrap();
            assert_eq!(compute_multiway(hand, n), equity(hand, n), "{name} vs {n}");
        }
    }

    #[test]
    fn multiway_equities_are_fair_and_fall_with_more_opponents() {
        for n in 2..=9 {
            // A random hand among n + 1 gets 1 / (n + 1) of the pot on average.
            let mean: f64 = HandClass::all()
                .map(|h| h.combo_count() as f64 * equity(h, n).unwrap())
                .sum::<f64>()
                / 1326.0;
            assert!((mean - 1.0 / (n + 1) as f64).abs() < 3e-4, "{n}: {mean}");
        }
        for hand in HandClass::all() {
            for n in 1..9 {
                assert!(equity(hand, n + 1) < equity(hand, n), "{hand} {n}");
            }
        }
        let aa: HandClass = "AA".parse().unwrap();
        assert_eq!(equity(aa, 0), None);
        assert_eq!(equity(aa, 10), None);
        assert_eq!(lookup_cards("Ah Ad".parse().unwrap()), Some(lookup(aa)));
        assert_eq!(lookup_cards("Ah".parse().unwrap()), None);
    }

    /// Twice a class's exact equity numerator against a random hand (`2 × wins + ties`): the
    /// integer the range ranking sorts by.
    fn score(class: HandClass) -> u64 {
        let tally = lookup(class).tally;
        2 * tally.wins() + tally.ties()
    }

    #[test]
    fn ranking_follows_published_figures() {
        let equity = |name: &str| lookup(name.parse().unwrap()).equity() * 100.0;
        // REFERENCE.md: As Ks vs a random hand, exact, 67.0446323092352%.
        assert!((equity("AKs") - 67.0446323092352).abs() < 1e-10);
        // Widely published equities vs a random hand (PokerStove): AA 85.20%, KK 82.40%,
        // 72o 34.58%, 32o 32.30%.
        for (name, pct) in [("AA", 85.20), ("KK", 82.40), ("72o", 34.58), ("32o", 32.30)] {
            assert!(
                (equity(name) - pct).abs() < 0.006,
                "{name}: {}",
                equity(name)
            );
        }
        let ranked = ranked_classes();
        assert_eq!(ranked[0].to_string(), "AA");
        // Every class appears once, strongest first.
        let mut seen = [false; HandClass::COUNT];
        for c in ranked {
            assert!(!seen[c.index()]);
            seen[c.index()] = true;
        }
        for w in ranked.windows(2) {
            assert!(score(w[0]) > score(w[1]), "{} {}", w[0], w[1]);
        }
    }

    /// The range ranking (`range::ranking`, written out there so that ranges need no equity
    /// engine) is the order of this table. If the table changes, paste the printed array.
    #[test]
    fn the_range_ranking_is_the_tables_order() {
        let mut order: Vec<HandClass> = HandClass::all().collect();
        order.sort_by_key(|&c| (std::cmp::Reverse(score(c)), c.index()));
        let indices: Vec<String> = order.iter().map(|c| c.index().to_string()).collect();
        assert_eq!(
            ranked_classes().as_slice(),
            order.as_slice(),
            "RANKED_INDICES should be [{}]",
            indices.join(", ")
        );
        for w in ranked_classes().windows(2) {
            assert!(lookup(w[0]).equity() >= lookup(w[1]).equity());
        }
    }
}
