//! Heads-up preflop in an instant: the exact counts of every matchup of two hands before the
//! flop (every one of the C(48, 5) = 1,712,304 boards), computed once by our own engine and
//! checked in (`matchups.bin`), so that a range against a range before the flop is a sum of
//! looked-up counts instead of an enumeration.
//!
//! * The 812,175 unordered pairs of disjoint combos reduce to [`ORBIT_COUNT`] matchups under
//!   the 24 relabellings of the suits and the swap of the seats (`orbits.rs`); each is stored
//!   once as 45 counts: the first hand's final category when it wins, ties and loses, and the
//!   second hand's when it wins and loses (a tie is always between two hands of one category).
//! * [`matchup`] gives one matchup's [`EquityTally`], exactly what the enumeration counts.
//! * Range against range (`ranges.rs`): the weight of every pair of live combos is added to
//!   its matchup (one table look-up each), then each matchup's counts are added once, times
//!   its weight — a few milliseconds for any two ranges. The per-class counts of a breakdown
//!   come the same way. `equity/enumeration.rs` and the breakdown choose this
//!   path by themselves for two players, no board and no dead cards.
//!
//! Regenerate with
//! `cargo run --release --example gen_preflop_matchups -- src/equity/preflop_matchups/matchups.bin`
//! (under a minute on two cores). The tests recompute a random sample of matchups by direct
//! enumeration and a few by brute force, and compare range sums with the enumeration.

mod codec;
mod orbits;
mod ranges;
#[cfg(test)]
mod tests;

use std::sync::OnceLock;

use rayon::prelude::*;

pub use codec::CodecError;
pub use orbits::ORBIT_COUNT;
pub(crate) use ranges::{ClassSums, MatchupWork, applies, matchup_cost};

use super::deals::DealWork;
use super::player::{HoleCards, PlayerSpec};
use super::request::EquityRequest;
use super::tally::{EquityTally, SHARE_UNITS};
use crate::range::Combo;
use orbits::Orbits;

/// The boards of a heads-up preflop matchup: C(48, 5).
pub const BOARDS: u64 = 1_712_304;

/// Counts stored per matchup.
pub(crate) const COUNTS: usize = 45;

/// One matchup's counts, by the final category (0 = high card … 8 = straight flush) of the
/// hand named: `[0..9]` the first hand wins, `[9..18]` a tie, `[18..27]` the first hand loses
/// (its category), `[27..36]` the second hand wins, `[36..45]` the second hand loses.
pub(crate) type Row = [u32; COUNTS];

const FIRST_WINS: usize = 0;
const TIES: usize = 9;
const FIRST_LOSES: usize = 18;
const SECOND_WINS: usize = 27;
const SECOND_LOSES: usize = 36;

/// The stored counts, as generated.
static BYTES: &[u8] = include_bytes!("matchups.bin");

/// The decoded table.
pub(crate) struct Table {
    rows: Vec<Row>,
    /// Per matchup: the first hand's wins, the ties, the second hand's wins.
    outcomes: Vec<[u32; 3]>,
}

impl Table {
    /// The table, decoded on first use; `None` if the stored bytes are not a whole table (the
    /// engines then count as they would without it).
    pub(crate) fn get() -> Option<&'static Table> {
        static TABLE: OnceLock<Option<Table>> = OnceLock::new();
        TABLE
            .get_or_init(|| {
                let rows = codec::decode(BYTES, ORBIT_COUNT).ok()?;
                let outcomes = rows
                    .iter()
                    .map(|r| {
                        let sum = |at: usize| r[at..at + 9].iter().sum::<u32>();
                        [sum(FIRST_WINS), sum(TIES), sum(SECOND_WINS)]
                    })
                    .collect();
                Some(Table { rows, outcomes })
            })
            .as_ref()
    }
}

/// Whether the checked-in table was read whole.
pub fn available() -> bool {
    Table::get().is_some()
}

/// Whether the checked-in table has the expected header: what the engines check when they
/// choose a method (cheap, so that choosing never decodes the table on the caller's thread;
/// the tests check that the whole table decodes).
pub(crate) fn stored() -> bool {
    codec::header_ok(BYTES, ORBIT_COUNT)
}

/// The exact counts of `a` against `b` before the flop with no dead cards, seat one holding
/// `a`: the tally the enumeration gives, read from the table. `None` if the combos share a
/// card (or the table could not be read).
///
/// ```
/// use pokerlab::equity::{calculate, preflop_matchups, EquityRequest};
/// use pokerlab::range::Combo;
/// let (a, b): (Combo, Combo) = ("AhKh".parse()?, "QsQd".parse()?);
/// let tally = preflop_matchups::matchup(a, b).unwrap();
/// assert_eq!(tally.total, 1_712_304);
/// let direct = calculate(&EquityRequest::parse(&["AhKh", "QsQd"])?)?;
/// assert_eq!(tally, direct.tally);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn matchup(a: Combo, b: Combo) -> Option<EquityTally> {
    let table = Table::get()?;
    let (orbit, swapped) = Orbits::get().find(a, b)?;
    let mut tally = EquityTally::new(2);
    add_row(&mut tally, &table.rows[orbit], swapped, 1);
    Some(tally)
}

/// Adds `weight` times a stored row to a two-seat tally, the seats swapped if `swapped`.
pub(crate) fn add_row(tally: &mut EquityTally, row: &Row, swapped: bool, weight: u64) {
    if weight == 0 {
        return;
    }
    tally.total += weight * BOARDS;
    let (first, second) = if swapped { (1, 0) } else { (0, 1) };
    for c in 0..9 {
        let tie = u64::from(row[TIES + c]) * weight;
        for (seat, win, lose) in [
            (first, FIRST_WINS, FIRST_LOSES),
            (second, SECOND_WINS, SECOND_LOSES),
        ] {
            let (w, l) = (
                u64::from(row[win + c]) * weight,
                u64::from(row[lose + c]) * weight,
            );
            let p = &mut tally.players[seat];
            p.categories[c] += w + tie + l;
            p.category_wins[c] += w;
            p.category_ties[c] += tie;
            p.wins += w;
            p.ties += tie;
            p.tie_shares += tie * (SHARE_UNITS / 2);
        }
    }
}

/// A two-seat tally as a stored row; `None` unless it is a whole heads-up preflop count.
pub(crate) fn row_of(tally: &EquityTally) -> Option<Row> {
    let [p, q] = tally.players.as_slice() else {
        return None;
    };
    if tally.total != BOARDS || p.category_ties != q.category_ties {
        return None;
    }
    let mut row = [0u32; COUNTS];
    for c in 0..9 {
        let first_loses = p.categories[c] - p.category_wins[c] - p.category_ties[c];
        let second_loses = q.categories[c] - q.category_wins[c] - q.category_ties[c];
        for (at, n) in [
            (FIRST_WINS, p.category_wins[c]),
            (TIES, p.category_ties[c]),
            (FIRST_LOSES, first_loses),
            (SECOND_WINS, q.category_wins[c]),
            (SECOND_LOSES, second_loses),
        ] {
            row[at + c] = u32::try_from(n).ok()?;
        }
    }
    Some(row)
}

/// The request of seat one holding `a` against seat two holding `b`, no board.
pub(crate) fn hand_request(a: Combo, b: Combo) -> EquityRequest {
    let hand = |c: Combo| {
        let (x, y) = c.pair();
        // A combo's two cards always differ.
        HoleCards::new(x, y).map_or(PlayerSpec::Random, PlayerSpec::Hand)
    };
    EquityRequest::new(vec![hand(a), hand(b)])
}

/// Counts matchup `orbit` from scratch by the exact enumeration (every board of the deal, in
/// rank and flush classes), as a stored row.
pub fn compute_row(orbit: usize) -> Option<[u32; COUNTS]> {
    let &(a, b) = Orbits::get().reps().get(orbit)?;
    row_of(&DealWork::new(&hand_request(a, b)).run_chunk(0, 1, &|| false))
}

/// The representative pair of combos of matchup `orbit` (the first met in combo index order).
pub fn representative(orbit: usize) -> Option<(Combo, Combo)> {
    Orbits::get().reps().get(orbit).copied()
}

/// Computes the whole table on the current thread pool and returns the bytes of
/// `matchups.bin`; `progress` is called with the matchups done so far, now and then.
pub fn generate(progress: impl Fn(usize) + Sync) -> Vec<u8> {
    let done = std::sync::atomic::AtomicUsize::new(0);
    let rows: Vec<Row> = (0..ORBIT_COUNT)
        .into_par_iter()
        .map(|orbit| {
            let row = compute_row(orbit).unwrap_or([0; COUNTS]);
            let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            if n.is_multiple_of(1000) {
                progress(n);
            }
            row
        })
        .collect();
    codec::encode(&rows)
}
