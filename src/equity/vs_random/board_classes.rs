//! Preflop boards gathered into classes that give identical counts, each visited once.
//!
//! What one board contributes (the hero's value, and every opponent hand's value counted by
//! rank groups) depends on the board only through:
//! - its **rank multiset**, when no suit has three board cards: nobody can make a flush, so
//!   suits are irrelevant (for every player, a suit holds at most 2 + 2 cards);
//! - its **flush suit**, the **ranks of that suit** on the board and the **multiset of the
//!   other ranks**, when a suit has three or more board cards: the other cards' suits hold at
//!   most two board cards each, so they never matter.
//!
//! (The known cards — hand and dead cards — are the same for every board, so the cards left to
//! each rank and suit follow from the class.) So instead of 2,118,760 boards, about 6,000
//! rank multisets and, per flush suit, up to C(13,3)·91 + C(13,4)·13 + C(13,5) = 36,608
//! (suit ranks, other ranks) pairs are evaluated, each through one representative board and
//! weighted by how many boards it stands for. Flush suits that the known cards make
//! interchangeable are visited once: for AhKh, hearts and one other suit.
//!
//! The weights are counted, not enumerated: a class of other ranks `m` (rank `r` taken `m[r]`
//! times) from cards of the non-flush suits has `Π C(left[r], m[r])` boards; a rank multiset
//! without a flush has all its boards (`Π C(left[r], m[r])`) minus those where some suit
//! holds three or more of its cards.

use super::VsRandomTally;
use super::board_count::count_board;
use crate::cards::Card;
use crate::enumerate::for_each_combination;
use crate::eval::Hand;

/// C(n, k) for n ≤ 4.
const fn binomial(n: u32, k: u32) -> u64 {
    const TABLE: [[u64; 5]; 5] = [
        [1, 0, 0, 0, 0],
        [1, 1, 0, 0, 0],
        [1, 2, 1, 0, 0],
        [1, 3, 3, 1, 0],
        [1, 4, 6, 4, 1],
    ];
    if n > 4 || k > 4 {
        0
    } else {
        TABLE[n as usize][k as usize]
    }
}

/// A unit of work: some of the classes.
#[derive(Clone, Copy, Debug)]
enum Chunk {
    /// Boards with no flush suit whose lowest rank is `lowest`.
    Plain { lowest: usize },
    /// Boards with three or more cards of `suit`, the lowest of them of rank `lowest`; `orbit`
    /// suits (this one and those interchangeable with it) share the result.
    Flush {
        suit: usize,
        orbit: u64,
        lowest: usize,
    },
}

/// The classes of five-card boards dealt from `unseen`, cut into chunks.
#[derive(Clone, Debug)]
pub(super) struct BoardClasses {
    hero: [Card; 2],
    unseen: u64,
    /// `left[r][s]`: whether the card of rank r and suit s is unseen.
    left: [[bool; 4]; 13],
    chunks: Vec<Chunk>,
}

impl BoardClasses {
    /// Plans the classes; `symmetries` are the suit permutations fixing the known cards.
    pub(super) fn new(hero: [Card; 2], unseen: u64, symmetries: &[[u32; 4]]) -> BoardClasses {
        let mut left = [[false; 4]; 13];
        for (r, row) in left.iter_mut().enumerate() {
            for (s, cell) in row.iter_mut().enumerate() {
                *cell = unseen >> (13 * s + r) & 1 == 1;
            }
        }
        let mut chunks: Vec<Chunk> = (0..13).map(|lowest| Chunk::Plain { lowest }).collect();
        for suit in 0..4 {
            let mut orbit = 1u32 << suit;
            for perm in symmetries {
                orbit |= 1 << perm[suit];
            }
            // Visit each set of interchangeable suits through its first member.
            if orbit.trailing_zeros() as usize == suit {
                for lowest in 0..13 {
                    chunks.push(Chunk::Flush {
                        suit,
                        orbit: orbit.count_ones() as u64,
                        lowest,
                    });
                }
            }
        }
        BoardClasses {
            hero,
            unseen,
            left,
            chunks,
        }
    }

    pub(super) fn chunk_count(&self) -> usize {
        self.chunks.len()
    }

    pub(super) fn run_chunk(&self, index: usize, tally: &mut VsRandomTally) {
        match self.chunks.get(index) {
            Some(&Chunk::Plain { lowest }) => self.run_plain(lowest, tally),
            Some(&Chunk::Flush {
                suit,
                orbit,
                lowest,
            }) => self.run_flush(suit, orbit, lowest, tally),
            None => {}
        }
    }

    /// Unseen cards of rank `r`.
    fn count(&self, r: usize) -> u32 {
        self.left[r].iter().filter(|&&x| x).count() as u32
    }

    /// Unseen cards of rank `r` outside suit `f`.
    fn count_outside(&self, r: usize, f: usize) -> u32 {
        self.count(r) - self.left[r][f] as u32
    }

    fn card(r: usize, s: usize) -> u64 {
        1u64 << (13 * s + r)
    }

    fn count_board(&self, board: u64, weight: u64, tally: &mut VsRandomTally) {
        count_board(
            self.hero,
            Hand::from_cards(crate::cards::CardSet(board)),
            self.unseen & !board,
            weight,
            tally,
        );
    }

    /// Rank multisets of five cards, lowest rank `lowest`, dealt with no suit thrice.
    fn run_plain(&self, lowest: usize, tally: &mut VsRandomTally) {
        let mut m = [0u32; 13];
        for first in 1..=self.count(lowest).min(5) {
            m[lowest] = first;
            self.multisets(&mut m, lowest + 1, 5 - first, &mut |m| {
                let boards = self.plain_boards(m);
                if boards > 0
                    && let Some(board) = self.plain_representative(m)
                {
                    self.count_board(board, boards, tally);
                }
            });
        }
    }

    /// Calls `f` with every way to add `size` more cards of ranks `from..13` to `m` (no more
    /// of a rank than are unseen).
    fn multisets(&self, m: &mut [u32; 13], from: usize, size: u32, f: &mut impl FnMut(&[u32; 13])) {
        if size == 0 {
            f(m);
            return;
        }
        for r in from..13 {
            for k in 1..=self.count(r).min(size) {
                m[r] = k;
                self.multisets(m, r + 1, size - k, f);
            }
            m[r] = 0;
        }
    }

    /// How many boards have rank multiset `m` and no suit with three or more cards.
    fn plain_boards(&self, m: &[u32; 13]) -> u64 {
        let ranks: Vec<usize> = (0..13).filter(|&r| m[r] > 0).collect();
        let all: u64 = ranks
            .iter()
            .map(|&r| binomial(self.count(r), m[r]))
            .product();
        // Only one suit can hold three of five cards, so the flush boards of different suits
        // are disjoint: count, per suit, each set of ranks it holds (three or more).
        let mut flushes = 0;
        for f in 0..4 {
            for subset in 0u32..(1 << ranks.len()) {
                if subset.count_ones() < 3 {
                    continue;
                }
                let mut ways = 1;
                for (i, &r) in ranks.iter().enumerate() {
                    let in_suit = subset >> i & 1;
                    if in_suit == 1 && !self.left[r][f] {
                        ways = 0;
                        break;
                    }
                    ways *= binomial(self.count_outside(r, f), m[r] - in_suit);
                }
                flushes += ways;
            }
        }
        all - flushes
    }

    /// One board with rank multiset `m` and at most two cards per suit, if there is one.
    fn plain_representative(&self, m: &[u32; 13]) -> Option<u64> {
        fn place(
            classes: &BoardClasses,
            m: &[u32; 13],
            r: usize,
            per_suit: &mut [u32; 4],
            board: u64,
        ) -> Option<u64> {
            let Some(r) = (r..13).find(|&r| m[r] > 0) else {
                return Some(board);
            };
            // Every set of m[r] unseen suits of this rank, as a 4-bit mask.
            for suits in 0u32..16 {
                if suits.count_ones() != m[r] {
                    continue;
                }
                let fits =
                    (0..4).all(|s| suits >> s & 1 == 0 || (classes.left[r][s] && per_suit[s] < 2));
                if !fits {
                    continue;
                }
                let mut cards = board;
                for s in (0..4).filter(|&s| suits >> s & 1 == 1) {
                    per_suit[s] += 1;
                    cards |= BoardClasses::card(r, s);
                }
                let found = place(classes, m, r + 1, per_suit, cards);
                for s in (0..4).filter(|&s| suits >> s & 1 == 1) {
                    per_suit[s] -= 1;
                }
                if found.is_some() {
                    return found;
                }
            }
            None
        }
        place(self, m, 0, &mut [0; 4], 0)
    }

    /// Boards with three or more cards of suit `f`, the lowest of them of rank `lowest`.
    fn run_flush(&self, f: usize, orbit: u64, lowest: usize, tally: &mut VsRandomTally) {
        if !self.left[lowest][f] {
            return;
        }
        let suit_ranks = (self.unseen >> (13 * f)) & 0x1fff;
        let above = suit_ranks & !((2u64 << lowest) - 1);
        for k in 3..=5usize {
            for_each_combination(crate::cards::CardSet(above), k - 1, |higher| {
                let in_suit = (higher.bits() | 1 << lowest) << (13 * f);
                // The other 5 - k cards: a multiset of ranks from the other suits.
                let mut m = [0u32; 13];
                let mut others = |m: &[u32; 13]| {
                    let mut boards = orbit;
                    let mut board = in_suit;
                    for (r, &n) in m.iter().enumerate() {
                        boards *= binomial(self.count_outside(r, f), n);
                        // The representative takes the first unseen cards of the rank.
                        let mut placed = 0;
                        for s in (0..4).filter(|&s| s != f && self.left[r][s]) {
                            if placed < n {
                                board |= BoardClasses::card(r, s);
                                placed += 1;
                            }
                        }
                    }
                    if boards > 0 {
                        self.count_board(board, boards, tally);
                    }
                };
                self.other_multisets(&mut m, f, 0, 5 - k as u32, &mut others);
            });
        }
    }

    /// Like [`multisets`](Self::multisets) over the cards outside suit `f`, any lowest rank.
    fn other_multisets(
        &self,
        m: &mut [u32; 13],
        f: usize,
        from: usize,
        size: u32,
        g: &mut impl FnMut(&[u32; 13]),
    ) {
        if size == 0 {
            g(m);
            return;
        }
        for r in from..13 {
            for k in 1..=self.count_outside(r, f).min(size) {
                m[r] = k;
                self.other_multisets(m, f, r + 1, size - k, g);
            }
            m[r] = 0;
        }
    }
}
