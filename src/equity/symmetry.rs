//! Suit symmetry: relabelling suits changes no hand's strength, so boards that are relabellings
//! of each other under a permutation that also leaves everything known in place (board, dead
//! cards, known hands, every range's weights) give the same counts. Enumerations visit one
//! board of each class and weight it by the size of the class.
//!
//! A suit permutation is written as the destination of each suit (`perm[s]`, suits in the
//! order of [`Suit::ALL`](crate::Suit::ALL)) and acts on card sets as 64-bit masks (13 bits per
//! suit).

/// A relabelling of the four suits: suit `s` becomes suit `perm[s]`.
pub(crate) type SuitPerm = [u32; 4];

/// The identity relabelling.
const IDENTITY: SuitPerm = [0, 1, 2, 3];

/// All 24 relabellings of four suits, the identity first.
pub(crate) const ALL_PERMS: [SuitPerm; 24] = {
    let mut perms = [IDENTITY; 24];
    let mut n = 0;
    let mut a = 0;
    while a < 4 {
        let mut b = 0;
        while b < 4 {
            let mut c = 0;
            while c < 4 {
                if a != b && a != c && b != c {
                    perms[n] = [a, b, c, 6 - a - b - c];
                    n += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    perms
};

/// The cards of `bits` with suit `s` relabelled `perm[s]`.
#[inline(always)]
pub(crate) fn permute(bits: u64, perm: &SuitPerm) -> u64 {
    let mut out = 0;
    for (s, &to) in perm.iter().enumerate() {
        out |= ((bits >> (13 * s)) & 0x1fff) << (13 * (to & 3));
    }
    out
}

/// The relabellings (the identity included) that map each card set of `groups` onto itself.
pub(crate) fn perms_fixing(groups: &[u64]) -> Vec<SuitPerm> {
    ALL_PERMS
        .iter()
        .filter(|perm| groups.iter().all(|&g| permute(g, perm) == g))
        .copied()
        .collect()
}

/// A group of suit relabellings and the test that picks one board of each class.
#[derive(Clone, Debug)]
pub(crate) struct SuitSymmetry {
    /// The relabellings, the identity included.
    perms: Vec<SuitPerm>,
    /// When the group is every relabelling within some blocks of suits: each suit's block (a
    /// bit set of suits). Then a set is the smallest of its class exactly when, within each
    /// block, higher suits hold no more (as 13-bit numbers) than lower ones.
    blocks: Option<[u8; 4]>,
}

impl SuitSymmetry {
    /// The group of `perms` (which must be a group containing the identity).
    pub(crate) fn new(perms: Vec<SuitPerm>) -> SuitSymmetry {
        // The suits each suit can be sent to.
        let mut orbit = [0u8; 4];
        for perm in &perms {
            for (s, &to) in perm.iter().enumerate() {
                orbit[s] |= 1 << (to & 3);
            }
        }
        let factorial = |n: u32| (1..=n as usize).product::<usize>();
        let mut full = 1;
        let mut seen = 0u8;
        for &o in &orbit {
            if seen & o == 0 {
                full *= factorial(o.count_ones());
                seen |= o;
            }
        }
        let blocks = (full == perms.len()).then_some(orbit);
        SuitSymmetry { perms, blocks }
    }

    /// How many relabellings the group has.
    pub(crate) fn order(&self) -> u32 {
        self.perms.len() as u32
    }

    /// If `bits` is the smallest set of its class, the number of sets in the class; `None`
    /// otherwise.
    #[inline]
    pub(crate) fn class_size(&self, bits: u64) -> Option<u32> {
        if self.perms.len() == 1 {
            return Some(1);
        }
        let order = self.perms.len() as u32;
        match self.blocks {
            Some(blocks) => {
                let masks: [u64; 4] = std::array::from_fn(|s| (bits >> (13 * s)) & 0x1fff);
                let mut stabilizer = 1;
                for s in 0..4 {
                    let mut equal_below = 1;
                    for t in 0..s {
                        if blocks[s] >> t & 1 == 1 {
                            if masks[t] < masks[s] {
                                return None;
                            }
                            equal_below += u32::from(masks[t] == masks[s]);
                        }
                    }
                    // Suits of one block with equal masks can be permuted among themselves:
                    // the j-th equal one multiplies the stabilizer by j.
                    stabilizer *= equal_below;
                }
                Some(order / stabilizer)
            }
            None => {
                let mut stabilizer = 0;
                for perm in &self.perms {
                    let image = permute(bits, perm);
                    if image < bits {
                        return None;
                    }
                    stabilizer += u32::from(image == bits);
                }
                Some(order / stabilizer.max(1))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardSet;
    use crate::enumerate::{choose, for_each_combination};

    fn cards(text: &str) -> u64 {
        text.parse::<CardSet>().unwrap().bits()
    }

    /// Every set is counted once over the classes, by either test.
    fn check_classes(group: &SuitSymmetry, deck: CardSet, k: usize) {
        let generic = SuitSymmetry {
            perms: group.perms.clone(),
            blocks: None,
        };
        let (mut total, mut classes) = (0u64, 0u64);
        for_each_combination(deck, k, |set| {
            let fast = group.class_size(set.bits());
            assert_eq!(fast, generic.class_size(set.bits()), "{set}");
            if let Some(n) = fast {
                total += u64::from(n);
                classes += 1;
                // The class really has n members.
                let mut images: Vec<u64> =
                    group.perms.iter().map(|p| permute(set.bits(), p)).collect();
                images.sort_unstable();
                images.dedup();
                assert_eq!(images.len() as u32, n);
            }
        });
        assert_eq!(total, choose(deck.len() as u64, k as u64));
        assert!(classes <= total);
    }

    #[test]
    fn classes_cover_every_set_once() {
        let full = SuitSymmetry::new(ALL_PERMS.to_vec());
        assert!(full.blocks.is_some());
        check_classes(&full, CardSet::FULL, 2);
        check_classes(&full, CardSet::FULL, 3);
        // The flop Qh 7h 2c: diamonds and spades are interchangeable.
        let board = cards("Qh 7h 2c");
        let group = SuitSymmetry::new(perms_fixing(&[board]));
        assert_eq!(group.order(), 2);
        check_classes(&group, CardSet(CardSet::FULL.bits() & !board), 2);
        // A group that is not all relabellings of blocks: a cycle of three suits.
        let cycle = SuitSymmetry::new(vec![IDENTITY, [1, 2, 0, 3], [2, 0, 1, 3]]);
        assert!(cycle.blocks.is_none());
        check_classes(&cycle, CardSet::FULL, 2);
    }

    #[test]
    fn five_card_boards_fall_into_134459_classes() {
        let full = SuitSymmetry::new(ALL_PERMS.to_vec());
        let (mut classes, mut total) = (0u64, 0u64);
        for_each_combination(CardSet::FULL, 5, |board| {
            if let Some(n) = full.class_size(board.bits()) {
                classes += 1;
                total += u64::from(n);
            }
        });
        assert_eq!(classes, 134_459);
        assert_eq!(total, choose(52, 5));
    }
}
