//! Two players before the flop from the matchup table: each pair of live combos is one
//! look-up, whatever the ranges.

use super::orbits::{ORBIT_COUNT, Orbits, split};
use super::{Table, add_row, stored};
use crate::equity::live_combos::LiveCombos;
use crate::equity::request::EquityRequest;
use crate::equity::tally::EquityTally;
use crate::range::HandClass;

/// Per seat and hand class (by index): the weight of the pairs in which the seat holds a combo
/// of the class, and over them the boards won and the boards split (each times the weight).
pub(crate) type ClassSums = [[[u64; 3]; HandClass::COUNT]; 2];

/// Below this many pairs of combos the rows are added pair by pair, above it once per
/// matchup after the pairs' weights are gathered.
const FEW_PAIRS: usize = 2048;

/// Whether the table answers `request`: two players, no board, no dead cards (and the table
/// is stored). Other requests are counted by the enumerations. Cheap: the table is decoded
/// by the work itself, on the pool.
pub(crate) fn applies(request: &EquityRequest) -> bool {
    request.players.len() == 2 && request.board.is_empty() && request.dead.is_empty() && stored()
}

/// The cost of answering `request` from the table, in the units of
/// [`estimate_cost`](crate::equity::estimate_cost) (a look-up per pair of combos, then a pass
/// over the matchups).
pub(crate) fn matchup_cost(request: &EquityRequest) -> f64 {
    let pairs = request.live_combos(0).len() * request.live_combos(1).len();
    pairs as f64 + 4.0 * ORBIT_COUNT as f64
}

/// Two players' live combos, to be summed from the table.
#[derive(Debug)]
pub(crate) struct MatchupWork {
    seats: [LiveCombos; 2],
}

impl MatchupWork {
    /// The work of a request that [`applies`].
    pub(crate) fn new(request: &EquityRequest) -> MatchupWork {
        MatchupWork {
            seats: [request.live_combos(0), request.live_combos(1)],
        }
    }

    /// Calls `f(first combo units, second combo units, matchup, swapped)` for every pair of
    /// live combos that share no card.
    fn for_each_pair(&self, mut f: impl FnMut(usize, usize, u64, usize, bool)) {
        let orbits = Orbits::get();
        let [a, b] = &self.seats;
        for (i, (x, ux)) in a.iter().enumerate() {
            let row = orbits.row(x);
            for (j, (y, uy)) in b.iter().enumerate() {
                if let Some((orbit, swapped)) = split(row[y.index()]) {
                    f(i, j, u64::from(ux) * u64::from(uy), orbit, swapped);
                }
            }
        }
    }

    /// Every seat's counts: the enumeration's tally exactly.
    pub(crate) fn run(&self) -> EquityTally {
        let mut tally = EquityTally::new(2);
        let Some(table) = Table::get() else {
            return tally;
        };
        let [a, b] = &self.seats;
        if a.len() * b.len() <= FEW_PAIRS {
            // Few pairs: each row added as it is met.
            self.for_each_pair(|_, _, w, orbit, swapped| {
                add_row(&mut tally, &table.rows[orbit], swapped, w);
            });
            return tally;
        }
        // The weight of each matchup, as stored and with the seats swapped.
        let mut weights = vec![[0u64; 2]; ORBIT_COUNT];
        self.for_each_pair(|_, _, w, orbit, swapped| {
            weights[orbit][usize::from(swapped)] += w;
        });
        for (row, w) in table.rows.iter().zip(&weights) {
            add_row(&mut tally, row, false, w[0]);
            add_row(&mut tally, row, true, w[1]);
        }
        tally
    }

    /// Every seat's sums by the class of the combo it holds.
    pub(crate) fn run_by_class(&self) -> Box<ClassSums> {
        let mut sums: Box<ClassSums> = Box::new([[[0u64; 3]; HandClass::COUNT]; 2]);
        let Some(table) = Table::get() else {
            return sums;
        };
        let classes = self.seats.each_ref().map(|s| {
            s.combos
                .iter()
                .map(|c| c.class().index())
                .collect::<Vec<_>>()
        });
        self.for_each_pair(|i, j, w, orbit, swapped| {
            let [first, ties, second] = table.outcomes[orbit];
            let (wins_a, wins_b) = if swapped {
                (second, first)
            } else {
                (first, second)
            };
            for (seat, class, wins) in [(0, classes[0][i], wins_a), (1, classes[1][j], wins_b)] {
                let s = &mut sums[seat][class];
                s[0] += w;
                s[1] += w * u64::from(wins);
                s[2] += w * u64::from(ties);
            }
        });
        sums
    }
}
