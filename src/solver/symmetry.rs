//! Suit symmetry: the permutations of the four suits that leave a spot unchanged.
//!
//! A permutation σ of the suits leaves a spot unchanged when it maps the board onto itself
//! (as a set) and gives every combo of each range the weight of the combo it came from. On
//! such a spot a card `c` dealt at a chance node and the card `σ(c)` lead to the same
//! subtree up to relabelling the suits, so the tree builds one subtree per orbit of cards
//! (`tree.rs`) and the solver reads the values of the other cards of the orbit by permuting
//! combo indices (`cfr.rs`). The permutations are found once per game, with each one's
//! action on both players' combo indices; deeper chance nodes use those of them that also fix
//! the cards dealt so far.
//!
//! The permutations themselves (the 24 of them, and how one moves a card set) are those of
//! [`crate::equity::symmetry`], one copy for the equity enumerations and the solver.
//!
//! A monotone flop leaves three suits free (6 permutations), a two-tone flop or turn two (2);
//! a rainbow flop leaves a single suit free and so has no symmetry but the identity.

use crate::cards::{Card, CardSet, Suit};
use crate::equity::symmetry::{ALL_PERMS, SuitPerm, permute};
use crate::range::Combo;

use super::combo_tables::Hands;

/// One suit permutation and what it does to each player's combo indices.
#[derive(Clone, Debug)]
pub(crate) struct Symmetry {
    /// `suits[s]` is the suit index suit `s` goes to.
    pub suits: SuitPerm,
    /// Per player, `combos[p][h]` is the index of the combo `h` goes to.
    pub combos: [Vec<u32>; 2],
}

/// The suit permutations of a game (the identity first).
#[derive(Clone, Debug)]
pub(crate) struct Symmetries {
    /// The permutations; index 0 is the identity.
    pub list: Vec<Symmetry>,
}

/// `card` with its suit sent where `suits` says.
fn map_card(suits: &SuitPerm, card: Card) -> Card {
    let suit = Suit::ALL[suits[card.suit().index()] as usize];
    Card::new(card.rank(), suit)
}

/// `set` with every card's suit sent where `suits` says.
fn map_set(suits: &SuitPerm, set: CardSet) -> CardSet {
    CardSet(permute(set.0, suits))
}

/// Each combo's image under `suits` as an index into the same player's list, if every image
/// is in the list with the same weight.
fn combo_map(hands: &Hands, player: usize, suits: &SuitPerm) -> Option<Vec<u32>> {
    let combos = &hands.combos[player];
    let weights = &hands.weights[player];
    combos
        .iter()
        .zip(weights)
        .map(|(&combo, &w)| {
            let image = Combo::from_set(map_set(suits, combo.cards()))?;
            let j = combos.binary_search(&image).ok()?;
            (weights[j] == w).then_some(j as u32)
        })
        .collect()
}

impl Symmetries {
    /// The permutations that fix `board` and both players' weighted combos (only the identity
    /// when `enabled` is false).
    pub fn new(hands: &Hands, board: CardSet, enabled: bool) -> Symmetries {
        let mut list = Vec::new();
        for suits in ALL_PERMS {
            let identity = suits == [0, 1, 2, 3];
            if !identity && (!enabled || map_set(&suits, board) != board) {
                continue;
            }
            if let (Some(a), Some(b)) = (combo_map(hands, 0, &suits), combo_map(hands, 1, &suits)) {
                list.push(Symmetry {
                    suits,
                    combos: [a, b],
                });
            }
        }
        Symmetries { list }
    }

    /// The card that permutation `s` sends `card` to.
    pub fn card(&self, s: usize, card: Card) -> Card {
        map_card(&self.list[s].suits, card)
    }

    /// The card that permutation `s` sends to `card`.
    pub fn card_back(&self, s: usize, card: Card) -> Card {
        let suits = &self.list[s].suits;
        let from = suits
            .iter()
            .position(|&t| t as usize == card.suit().index())
            .unwrap_or(card.suit().index());
        Card::new(card.rank(), Suit::ALL[from])
    }

    /// The permutations that map `board` onto itself.
    pub fn fixing(&self, board: CardSet) -> Vec<usize> {
        (0..self.list.len())
            .filter(|&s| map_set(&self.list[s].suits, board) == board)
            .collect()
    }

    /// The index of "first `inner`, then `outer`" (the permutations form a group, so it is
    /// there; the identity otherwise, which cannot happen).
    pub fn compose(&self, outer: usize, inner: usize) -> usize {
        let (o, i) = (&self.list[outer].suits, &self.list[inner].suits);
        let suits = [0, 1, 2, 3].map(|s| o[i[s] as usize]);
        self.list
            .iter()
            .position(|sym| sym.suits == suits)
            .unwrap_or(0)
    }

    /// How many permutations there are (1: only the identity).
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// The bytes of the permutations and their combo maps (their capacities).
    pub fn bytes(&self) -> u64 {
        let maps: usize = self
            .list
            .iter()
            .map(|s| (s.combos[0].capacity() + s.combos[1].capacity()) * 4)
            .sum();
        (self.list.capacity() * std::mem::size_of::<Symmetry>() + maps) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Spot;

    fn spot(board: &str, oop: &str, ip: &str) -> Spot {
        Spot {
            oop: oop.parse().unwrap(),
            ip: ip.parse().unwrap(),
            board: board.parse().unwrap(),
            pot: 100.0,
            stack: 100.0,
            bets: "50".parse().unwrap(),
            raises: "a".parse().unwrap(),
            raise_cap: 1,
            all_in_threshold: 0.1,
        }
    }

    fn count(board: &str, oop: &str, ip: &str) -> usize {
        let s = spot(board, oop, ip);
        Symmetries::new(&Hands::new(&s), s.board, true).len()
    }

    #[test]
    fn monotone_two_tone_and_rainbow_boards_have_6_2_and_1_permutations() {
        assert_eq!(count("As Ks 7s", "22+,AK", "QQ+,AQs"), 6);
        assert_eq!(count("As Ks 7h", "22+,AK", "QQ+,AQs"), 2);
        assert_eq!(count("As Kh 7d", "22+,AK", "QQ+,AQs"), 1);
        // The ranks pair the suits up: swapping hearts and diamonds fixes the board.
        assert_eq!(count("Ah Ad 7h 7d", "22+", "KK+"), 4);
    }

    #[test]
    fn a_range_that_favours_a_suit_breaks_the_symmetry() {
        assert_eq!(count("As Ks 7s", "22+,AhQh", "QQ+"), 2);
        let s = spot("As Ks 7s", "22+", "QQ+");
        assert_eq!(Symmetries::new(&Hands::new(&s), s.board, false).len(), 1);
    }

    #[test]
    fn combo_maps_send_each_combo_to_its_image() {
        let s = spot("As Ks 7s", "22+,AK,QJs", "QQ+,AQs");
        let hands = Hands::new(&s);
        let syms = Symmetries::new(&hands, s.board, true);
        for (i, sym) in syms.list.iter().enumerate() {
            for p in 0..2 {
                for (h, &j) in sym.combos[p].iter().enumerate() {
                    let image = map_set(&sym.suits, hands.combos[p][h].cards());
                    assert_eq!(hands.combos[p][j as usize].cards(), image);
                }
            }
            for card in Card::all() {
                assert_eq!(syms.card_back(i, syms.card(i, card)), card);
            }
            for j in 0..syms.len() {
                let both = syms.compose(i, j);
                for card in Card::all() {
                    assert_eq!(syms.card(both, card), syms.card(i, syms.card(j, card)));
                }
            }
        }
    }

    proptest::proptest! {
        /// Against a brute force over the 24 permutations and all 1,326 combos of both ranges
        /// (weights read from the ranges themselves): the permutations found are exactly those
        /// that fix the board and every weight.
        #[test]
        fn the_permutations_found_are_all_that_fix_the_spot(
            board_cards in proptest::sample::subsequence((0..52usize).collect::<Vec<_>>(), 3..=5),
            oop in proptest::sample::select(vec!["22+", "AK,AhQh", "QQ+,KQs,T9s", "random"]),
            ip in proptest::sample::select(vec!["JJ+,AQs", "22+,A2s+", "KcQc,99", "AA:0.5,KK"]),
        ) {
            let board = board_cards
                .iter()
                .fold(CardSet::EMPTY, |b, &i| b.with(Card::from_index(i).unwrap()));
            let mut s = spot("2c 3c 4c", oop, ip);
            s.board = board;
            let syms = Symmetries::new(&Hands::new(&s), board, true);
            let ranges = [&s.oop, &s.ip];
            let expected: Vec<SuitPerm> = ALL_PERMS
                .into_iter()
                .filter(|suits| {
                    map_set(suits, board) == board
                        && Combo::all().all(|c| {
                            let image = Combo::from_set(map_set(suits, c.cards())).unwrap();
                            c.collides(board)
                                || ranges.iter().all(|r| r.weight(c) == r.weight(image))
                        })
                })
                .collect();
            let found: Vec<SuitPerm> = syms.list.iter().map(|s| s.suits).collect();
            proptest::prop_assert_eq!(found, expected);
        }
    }
}
