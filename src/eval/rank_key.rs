//! Rank keys for engines that work on rank multisets rather than concrete cards: the equity
//! engine's board classes (`equity/deals.rs`) and its matchup counting (`equity/showdown.rs`).
//!
//! A board with no suit able to make anyone a flush matters only through its ranks, so such
//! engines add up rank keys themselves ([`rank_key`], [`ranks_key`], [`rank_multiplier`]) and
//! evaluate the non-flush path directly ([`evaluate_rank_key`]); the flush path takes one
//! suit's ranks ([`evaluate_flush_ranks`]). These live with the evaluator, whose tables they
//! read, so that every engine using them depends on the evaluator and on nothing else.

use super::HandValue;
use super::table_gen::{RANK_MULTIPLIERS, ROW_MASK, ROW_SHIFT};
use super::tables::{FLUSH, OFFSETS, RANKS};
use crate::cards::CardSet;

/// The rank key of one card of `rank` (0 = deuce … 12 = ace): a rank key is the sum of its
/// cards' multipliers, and every multiset of up to seven ranks has its own key.
#[inline(always)]
pub(crate) const fn rank_multiplier(rank: usize) -> u32 {
    RANK_MULTIPLIERS[rank]
}

/// The rank key of a set of cards: the sum of its cards' rank multipliers.
pub(crate) fn rank_key(cards: CardSet) -> u32 {
    cards
        .iter()
        .map(|c| rank_multiplier(c.rank().index()))
        .sum()
}

/// The rank key of a 13-bit set of ranks (bit 0 = deuce), each rank once.
pub(crate) fn ranks_key(ranks: u16) -> u32 {
    (0..13)
        .filter(|r| ranks >> r & 1 == 1)
        .map(rank_multiplier)
        .sum()
}

/// How many slots [`rank_slot`] can return: the length of the packed rank table.
pub(crate) const RANK_SLOTS: usize = RANKS.len();

/// The slot of a rank key in the packed rank table: distinct for every multiset of five to
/// seven ranks (at most four of each), always below [`RANK_SLOTS`] for those keys.
#[inline(always)]
pub(crate) fn rank_slot(key: u32) -> usize {
    (key >> ROW_SHIFT) as usize + OFFSETS[(key & ROW_MASK) as usize] as usize
}

/// The value of the best five cards among five to seven cards given by their rank key, when
/// no flush is possible. (A key that is not one of five to seven ranks reads as 0.)
#[inline(always)]
pub(crate) fn evaluate_rank_key(key: u32) -> HandValue {
    HandValue(RANKS.get(rank_slot(key)).copied().unwrap_or(0))
}

/// The value of the best flush or straight flush among one suit's ranks (13 bits, bit 0 =
/// deuce), which must number five to seven; 0 (never a real value) for fewer than five.
#[inline(always)]
pub(crate) fn evaluate_flush_ranks(ranks: u16) -> HandValue {
    HandValue(FLUSH[(ranks & 0x1fff) as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_of_cards_and_of_rank_sets_agree() {
        let cards: CardSet = "As Kd 7c 2h".parse().unwrap();
        let ranks = (1 << 12) | (1 << 11) | (1 << 5) | 1;
        assert_eq!(rank_key(cards), ranks_key(ranks));
        let board: CardSet = "As Ad Kc Kh 7s".parse().unwrap();
        assert_eq!(
            evaluate_rank_key(rank_key(board)),
            crate::evaluate(board),
            "two pair, aces and kings"
        );
    }
}
