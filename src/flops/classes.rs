//! The flops that differ up to suits, each with the number of flops it stands for.
//!
//! Relabelling the suits changes nothing about a flop for players whose cards and ranges it
//! leaves in place. With ranges (or random hands) and no dead cards every relabelling does,
//! and the 22,100 flops fall into 1,755 classes; known hole cards, dead cards and ranges whose
//! weights differ between suits keep only the relabellings that fix them, so there are more
//! classes, each standing for fewer flops — with nothing left to swap, every flop is its own
//! class. The weights always add up to the number of flops the deck left can deal, C(n, 3).

use crate::cards::{Card, CardSet};
use crate::enumerate::for_each_combination;
use crate::equity::PlayerSpec;
use crate::equity::symmetry::{SuitPerm, SuitSymmetry, perms_fixing, permute};
use crate::range::{Combo, Range};

/// How many of the possible flops a class of flops stands for (1 to 24).
///
/// ```
/// use pokerlab::flops::FlopWeight;
/// assert_eq!(FlopWeight(12).get(), 12);
/// assert_eq!(FlopWeight(4).to_string(), "4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FlopWeight(pub u32);

impl FlopWeight {
    /// The weight as a number.
    pub const fn get(self) -> u32 {
        self.0
    }
}

impl std::fmt::Display for FlopWeight {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One flop standing for its class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WeightedFlop {
    /// The three cards (the smallest of the class as a card mask).
    pub board: CardSet,
    /// How many flops of the deck the class holds.
    pub weight: FlopWeight,
}

/// The distinct flops for some players and dead cards.
///
/// ```
/// use pokerlab::equity::PlayerSpec;
/// use pokerlab::flops::FlopClasses;
/// let ranges = [PlayerSpec::parse("QQ+,AKs")?, PlayerSpec::parse("random")?];
/// let classes = FlopClasses::new(&ranges, pokerlab::CardSet::EMPTY);
/// assert_eq!(classes.flops().len(), 1_755);
/// assert_eq!(classes.total_weight(), 22_100);
/// // Known hole cards leave fewer suits to swap: more classes, the same flops in all.
/// let known = [PlayerSpec::parse("AsKs")?, PlayerSpec::parse("random")?];
/// let classes = FlopClasses::new(&known, pokerlab::CardSet::EMPTY);
/// assert!(classes.flops().len() > 1_755);
/// assert_eq!(classes.total_weight(), 19_600); // C(50, 3)
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlopClasses {
    flops: Vec<WeightedFlop>,
    symmetries: usize,
}

impl FlopClasses {
    /// One flop of each class for `players` with `dead` out of the deck, highest ranks first.
    /// Flops are dealt from the cards that are neither dead nor a known hole card.
    pub fn new(players: &[PlayerSpec], dead: CardSet) -> FlopClasses {
        let known = players
            .iter()
            .fold(dead, |set, player| set | player.known_cards());
        let perms = relabellings(players, dead);
        let symmetries = perms.len();
        let symmetry = SuitSymmetry::new(perms);
        let mut flops = Vec::new();
        for_each_combination(CardSet::FULL - known, 3, |board| {
            if let Some(size) = symmetry.class_size(board.bits()) {
                flops.push(WeightedFlop {
                    board,
                    weight: FlopWeight(size),
                });
            }
        });
        flops.sort_by_key(|flop| std::cmp::Reverse(order_key(flop.board)));
        FlopClasses { flops, symmetries }
    }

    /// The flops, one of each class, highest ranks first.
    pub fn flops(&self) -> &[WeightedFlop] {
        &self.flops
    }

    /// The sum of the weights: every flop the deck can deal.
    pub fn total_weight(&self) -> u64 {
        self.flops.iter().map(|f| u64::from(f.weight.get())).sum()
    }

    /// How many suit relabellings leave the players and dead cards in place (1 to 24).
    pub fn symmetries(&self) -> usize {
        self.symmetries
    }
}

/// A flop's place in the list: its ranks from the highest down, then its cards.
fn order_key(board: CardSet) -> ([usize; 3], u64) {
    let mut ranks = [0usize; 3];
    let mut cards: Vec<Card> = board.to_vec();
    cards.sort_by_key(|c| std::cmp::Reverse(c.rank()));
    for (slot, card) in ranks.iter_mut().zip(&cards) {
        *slot = card.rank().index();
    }
    (ranks, u64::MAX - board.bits())
}

/// The suit relabellings that leave the dead cards, each known hand and each range's weights
/// in place.
fn relabellings(players: &[PlayerSpec], dead: CardSet) -> Vec<SuitPerm> {
    let mut groups = vec![dead.bits()];
    groups.extend(
        players
            .iter()
            .map(|p| p.known_cards().bits())
            .filter(|&bits| bits != 0),
    );
    let mut perms = perms_fixing(&groups);
    let ranges: Vec<&Range> = players.iter().filter_map(PlayerSpec::range).collect();
    perms.retain(|perm| ranges.iter().all(|range| keeps_weights(range, perm)));
    perms
}

/// Whether relabelling suits by `perm` gives every combo of `range` the weight it had.
fn keeps_weights(range: &Range, perm: &SuitPerm) -> bool {
    range.combos().all(|(combo, weight)| {
        Combo::from_set(CardSet::from_bits(permute(combo.cards().bits(), perm)))
            .is_some_and(|image| range.weight(image) == weight)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::enumerate::choose;

    fn classes(players: &[&str], dead: &str) -> FlopClasses {
        let players: Vec<PlayerSpec> = players
            .iter()
            .map(|p| PlayerSpec::parse(p).unwrap())
            .collect();
        FlopClasses::new(&players, dead.parse().unwrap())
    }

    /// Every flop of the deck lies in exactly one class, whose size is its weight.
    fn check_cover(classes: &FlopClasses, deck: CardSet) {
        let perms = &crate::equity::symmetry::ALL_PERMS;
        let mut seen = std::collections::HashSet::new();
        for flop in classes.flops() {
            let images: std::collections::HashSet<u64> = perms
                .iter()
                .map(|p| permute(flop.board.bits(), p))
                .collect();
            assert!(images.len() as u32 >= flop.weight.get());
            assert!(seen.insert(flop.board.bits()));
        }
        assert_eq!(
            classes.total_weight(),
            choose(deck.len() as u64, 3),
            "{deck}"
        );
    }

    #[test]
    fn weights_sum_to_every_flop_of_the_deck() {
        let open = classes(&["QQ+,AKs", "22+"], "");
        assert_eq!(open.flops().len(), 1755);
        assert_eq!(open.symmetries(), 24);
        check_cover(&open, CardSet::FULL);
        let known = classes(&["AsKs", "QQ"], "");
        assert_eq!(known.symmetries(), 6);
        check_cover(&known, CardSet::FULL - "As Ks".parse().unwrap());
        let dead = classes(&["AhKh", "QQ", "random"], "2c 3c");
        assert_eq!(dead.symmetries(), 2);
        check_cover(&dead, CardSet::FULL - "Ah Kh 2c 3c".parse().unwrap());
        // A range that favours one suit keeps only the relabellings of the others.
        let suited = classes(&["AhKh,AsKs:0.5", "random"], "");
        assert_eq!(suited.symmetries(), 2);
        check_cover(&suited, CardSet::FULL);
        // Nothing left to swap: every flop on its own.
        let none = classes(&["AhKd", "QsJc"], "");
        assert_eq!(none.symmetries(), 1);
        assert_eq!(none.flops().len(), 17_296);
        assert!(none.flops().iter().all(|f| f.weight == FlopWeight(1)));
    }
}
