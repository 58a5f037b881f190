//! Every matchup on one board counted per combo and summed by hand class, for each player: the
//! equity of every hand in a range. The same card-removal arithmetic as [`two`](super::two)
//! and [`three`](super::three), keeping each combo's own outcomes instead of only the totals.
//!
//! Two players: both ranges sorted by value and walked together. For a combo `x` of A, with
//! `L`, `E`, `T` the weights of B's combos below, equal to and in all (and `L[c]`, … those
//! holding card `c`), A wins `less(x) = L − L[x1] − L[x2]` matchups, splits
//! `eq(x) = E − E[x1] − E[x2] + wB(x)` and plays `tot(x) = T − T[x1] − T[x2] + wB(x)`; and the
//! same for B's combos against A's. Three players: the per-combo outcomes of the three-player
//! walk, for every player.
//!
//! A hand class is closed under the suit relabellings the runouts are grouped by, so the sums
//! by class over a runout's class of boards are its class size times the sums on one of them.

use super::combos::Entry;
use super::three::{Lane, Met, ThreeState};
use super::{RANK_PAIRS, Scratch, Showdown};
use crate::cards::CardSet;
use crate::equity::tally::SHARE_UNITS;
use crate::eval::Hand;
use crate::range::HandClass;

/// Per player (up to three) and hand class (by index): outcomes, outright wins, split pots and
/// share units won in split pots.
pub(crate) type ClassSums = [[[u64; 4]; HandClass::COUNT]; 3];

/// Index of each count in a [`ClassSums`] row.
const OUTCOMES: usize = 0;
const WINS: usize = 1;
const TIES: usize = 2;
const SHARES: usize = 3;

impl Showdown {
    /// Counts every matchup on the complete board `board` (known cards plus `runout`),
    /// `weight` times, into each player's sums by the class of its combo. Players that copy
    /// another ([`Showdown::copy_of`]) are left at zero: their sums are the copied player's.
    pub(crate) fn count_by_class(
        &self,
        board: Hand,
        runout: CardSet,
        weight: u64,
        scratch: &mut Scratch,
        sums: &mut ClassSums,
    ) {
        let mut table = [0u16; RANK_PAIRS];
        let by_ranks = self.values_by_ranks(board, &mut table).then_some(&table);
        self.deal_all(board, runout.bits(), by_ranks, scratch);
        if self.seats.len() == 3 {
            match (&mut scratch.three32, &mut scratch.three64) {
                (Some(state), _) => self.classes_three(&scratch.keys, state, weight, sums),
                (None, Some(state)) => self.classes_three(&scratch.keys, state, weight, sums),
                (None, None) => {}
            }
        } else {
            self.classes_two(&scratch.keys, weight, sums);
        }
    }

    /// The player whose counts player `p` shares (itself unless two players hold identical
    /// weighted combos).
    pub(crate) fn copy_of(&self, p: usize) -> usize {
        self.copy_of.get(p).copied().unwrap_or(p)
    }

    /// The class index of an entry's combo.
    #[inline(always)]
    fn class_of(&self, e: Entry) -> usize {
        usize::from(self.class_of[e.combo() % self.class_of.len()]) % HandClass::COUNT
    }

    /// Two players, both sorted by value, walked up together.
    fn classes_two(&self, keys: &[Vec<Entry>; 3], weight: u64, sums: &mut ClassSums) {
        let (a, b) = (&keys[0], &keys[1]);
        let mut below = [0u64; 2];
        let mut below_card = [[0u64; 64]; 2];
        let mut equal = [0u64; 2];
        let mut equal_card = [[0u64; 64]; 2];
        let (mut i, mut j) = (0usize, 0usize);
        let run_end = |list: &[Entry], from: usize, v: u32| {
            let mut end = from;
            while list.get(end).is_some_and(|e| e.value() == v) {
                end += 1;
            }
            end
        };
        loop {
            let v = match (a.get(i), b.get(j)) {
                (Some(x), Some(y)) => x.value().min(y.value()),
                (Some(x), None) => x.value(),
                (None, Some(y)) => y.value(),
                (None, None) => break,
            };
            let runs = [(0, &a[i..run_end(a, i, v)]), (1, &b[j..run_end(b, j, v)])];
            for &(p, run) in &runs {
                for e in run {
                    let (c1, c2) = e.cards();
                    equal[p] += e.units();
                    equal_card[p][c1] += e.units();
                    equal_card[p][c2] += e.units();
                }
            }
            for &(p, run) in &runs {
                let q = 1 - p;
                let other = &self.seats[q];
                for &e in run {
                    let (c1, c2) = e.cards();
                    let less = below[q] - below_card[q][c1] - below_card[q][c2];
                    let eq = equal[q] + other.units_of(e.combo())
                        - equal_card[q][c1]
                        - equal_card[q][c2];
                    let w = e.units() * weight;
                    let row = &mut sums[p][self.class_of(e)];
                    row[WINS] += w * less;
                    row[TIES] += w * eq;
                    row[SHARES] += w * eq * (SHARE_UNITS / 2);
                }
            }
            for &(p, run) in &runs {
                for e in run {
                    let (c1, c2) = e.cards();
                    below[p] += e.units();
                    below_card[p][c1] += e.units();
                    below_card[p][c2] += e.units();
                    equal_card[p][c1] = 0;
                    equal_card[p][c2] = 0;
                }
                equal[p] = 0;
            }
            i += runs[0].1.len();
            j += runs[1].1.len();
        }
        // Every combo against all of the other's that miss it.
        for (p, list) in [(0, a), (1, b)] {
            let q = 1 - p;
            let other = &self.seats[q];
            for &e in list {
                let (c1, c2) = e.cards();
                let tot =
                    below[q] + other.units_of(e.combo()) - below_card[q][c1] - below_card[q][c2];
                sums[p][self.class_of(e)][OUTCOMES] += e.units() * weight * tot;
            }
        }
    }

    /// Three players: the walk of [`walk_three`](Self::walk_three), every computed player's
    /// combos counted by class.
    fn classes_three<T: Lane>(
        &self,
        keys: &[Vec<Entry>; 3],
        state: &mut ThreeState<T>,
        weight: u64,
        sums: &mut ClassSums,
    ) {
        self.walk_three(keys, state, None, |p, e, met| {
            let w = e.units() * weight;
            let row = &mut sums[p][self.class_of(e)];
            match met {
                Met::Outcomes([a, b, c, d]) => {
                    let (two, three) = (b - a + (c - a), d - b - c + a);
                    row[WINS] += w * a;
                    row[TIES] += w * (two + three);
                    row[SHARES] += w * (two * (SHARE_UNITS / 2) + three * (SHARE_UNITS / 3));
                }
                Met::Pairs(pairs) => row[OUTCOMES] += w * pairs,
                // Not asked for: this walk has no fast player.
                Met::Beside(_) => {}
            }
        });
    }
}
