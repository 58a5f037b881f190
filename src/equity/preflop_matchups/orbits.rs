//! The heads-up preflop matchups up to suit relabelling: which ordered pair of combos stands
//! for which stored matchup, and in which orientation.
//!
//! Two hands against each other give the same counts after any relabelling of the four suits,
//! and swapping the hands swaps the seats' counts. The unordered pairs of disjoint combos fall
//! into [`ORBIT_COUNT`] classes under these 48 maps. Each class is stored once, for its
//! *representative*: the first pair `(a, b)`, `a < b` by combo index, met in index order. The
//! numbering is fixed by that order, so the generator and the reader agree without storing
//! the representatives.

use std::sync::OnceLock;

use crate::equity::symmetry::ALL_PERMS;
use crate::range::{COMBO_COUNT, Combo};

/// How many heads-up preflop matchups differ up to suits and seat order.
pub const ORBIT_COUNT: usize = 47_008;

/// No stored matchup: the two combos share a card.
const NONE: u32 = u32::MAX;

/// The matchup of every ordered pair of combos, and each matchup's representative.
pub(crate) struct Orbits {
    /// `slot[a × 1326 + b]`: the matchup's number times two, plus one when seat `a` holds the
    /// representative's second hand (the stored counts are read with the seats swapped);
    /// [`NONE`] when the combos collide.
    slot: Vec<u32>,
    /// The representatives `(a, b)` by matchup number.
    reps: Vec<(Combo, Combo)>,
}

impl Orbits {
    /// The table, built on first use (a few milliseconds).
    pub(crate) fn get() -> &'static Orbits {
        static ORBITS: OnceLock<Orbits> = OnceLock::new();
        ORBITS.get_or_init(Orbits::build)
    }

    fn build() -> Orbits {
        // Each combo under each relabelling.
        let mut image = vec![[0u16; COMBO_COUNT]; ALL_PERMS.len()];
        for (p, perm) in ALL_PERMS.iter().enumerate() {
            for combo in Combo::all() {
                let cards = crate::equity::symmetry::permute(combo.cards().0, perm);
                let moved = Combo::from_set(crate::cards::CardSet(cards)).unwrap_or(combo);
                image[p][combo.index()] = moved.index() as u16;
            }
        }
        let mut slot = vec![NONE; COMBO_COUNT * COMBO_COUNT];
        let mut reps = Vec::with_capacity(ORBIT_COUNT);
        for a in Combo::all() {
            for b in Combo::all().skip(a.index() + 1) {
                if a.collides(b.cards()) || slot[a.index() * COMBO_COUNT + b.index()] != NONE {
                    continue;
                }
                let id = 2 * reps.len() as u32;
                for map in &image {
                    let (x, y) = (map[a.index()] as usize, map[b.index()] as usize);
                    slot[x * COMBO_COUNT + y] = id;
                    slot[y * COMBO_COUNT + x] = id | 1;
                }
                reps.push((a, b));
            }
        }
        Orbits { slot, reps }
    }

    /// The matchup number of seat one holding `a` against seat two holding `b`, and whether
    /// the seats are the representative's swapped; `None` if the combos share a card.
    #[inline]
    pub(crate) fn find(&self, a: Combo, b: Combo) -> Option<(usize, bool)> {
        match self.slot[a.index() * COMBO_COUNT + b.index()] {
            NONE => None,
            s => Some(((s >> 1) as usize, s & 1 == 1)),
        }
    }

    /// The raw slots of seat one holding `a`, by the other seat's combo index.
    #[inline]
    pub(crate) fn row(&self, a: Combo) -> &[u32] {
        let start = a.index() * COMBO_COUNT;
        &self.slot[start..start + COMBO_COUNT]
    }

    /// The representatives, by matchup number.
    pub(crate) fn reps(&self) -> &[(Combo, Combo)] {
        &self.reps
    }
}

/// Splits a raw slot of [`Orbits::row`]: the matchup number and the swap; `None` on a
/// collision.
#[inline(always)]
pub(crate) fn split(slot: u32) -> Option<(usize, bool)> {
    (slot != NONE).then_some(((slot >> 1) as usize, slot & 1 == 1))
}
