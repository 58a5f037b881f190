//! Dealt hands up to a relabelling of suits: the 2,598,960 deals fall into 134,459 classes
//! whose members have the same hold EVs, so a whole-game analysis solves one of each and
//! weights it by the size of its class.
//!
//! The joker has no suit, so relabelling suits leaves it where it is: the 2,869,685 deals of a
//! 53-card deck are the 134,459 classes without it, plus the classes of four ordinary cards
//! (16,432 of them, standing for 270,725 deals) with the joker added. Deuces are still
//! interchangeable by suit, so the same classes serve Deuces Wild.

/// One class of deals: a representative (card indices, increasing) and how many deals it
/// stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CanonicalDeal {
    /// The representative's card indices (`suit * 13 + rank`), increasing.
    pub(crate) cards: [u8; 5],
    /// How many deals are this one with suits relabelled (1 to 24).
    pub(crate) weight: u8,
}

/// Every class of five-card deals under suit relabelling, once (listed on first use, in a few
/// milliseconds, then kept).
///
/// A deal is four 13-bit rank masks, one per suit; relabelling suits permutes them, so a
/// class is a multiset of four masks. We list each multiset as a non-increasing 4-tuple, give
/// the masks to suits 0..3 in that order, and weight it by 4! divided by the product of the
/// factorials of how often each mask repeats (empty suits included).
pub(crate) fn canonical_deals() -> &'static [CanonicalDeal] {
    static DEALS: std::sync::OnceLock<Vec<CanonicalDeal>> = std::sync::OnceLock::new();
    DEALS.get_or_init(|| list_canonical_deals(5))
}

/// The classes of deals of `kind`'s deck: [`canonical_deals`], and for a 53-card deck the
/// classes of four ordinary cards with the joker (card 52) added.
pub(crate) fn canonical_deals_for(kind: super::GameKind) -> &'static [CanonicalDeal] {
    static WITH_JOKER: std::sync::OnceLock<Vec<CanonicalDeal>> = std::sync::OnceLock::new();
    if kind.deck_size() < 53 {
        return canonical_deals();
    }
    WITH_JOKER.get_or_init(|| {
        let mut all = canonical_deals().to_vec();
        all.extend(list_canonical_deals(4).into_iter().map(|d| {
            let mut cards = d.cards;
            cards[4] = 52;
            CanonicalDeal { cards, ..d }
        }));
        all
    })
}

/// [`canonical_deals_for`] in increasing colex rank of the five cards (listed on first use,
/// then kept). A whole-game analysis walks them in this order: consecutive deals then share
/// their higher cards, so the tallies of their subsets (colex blocks by top card) are read
/// from nearby memory instead of all over tables of several megabytes.
pub(crate) fn canonical_deals_in_rank_order(kind: super::GameKind) -> &'static [CanonicalDeal] {
    static BY_DECK: [std::sync::OnceLock<Vec<CanonicalDeal>>; 2] =
        [std::sync::OnceLock::new(), std::sync::OnceLock::new()];
    let joker = usize::from(kind.deck_size() >= 53);
    BY_DECK[joker].get_or_init(|| {
        let mut deals = canonical_deals_for(kind).to_vec();
        deals.sort_unstable_by_key(|d| super::colex::rank_sorted(&d.cards));
        deals
    })
}

/// Every deal of `kind`'s deck up to a relabelling of suits, once: a representative and how
/// many deals it stands for (134,459 classes for 2,598,960 deals; with a joker, 150,891 for
/// 2,869,685). Two deals of one class have the same hold EVs, so a check over every deal
/// needs only these.
///
/// ```
/// use pokerlab::video_poker::{GameKind, deal_classes};
/// let classes = deal_classes(GameKind::STANDARD);
/// assert_eq!(classes.len(), 134_459);
/// let deals: u64 = classes.iter().map(|&(_, weight)| u64::from(weight)).sum();
/// assert_eq!(deals, 2_598_960);
/// assert_eq!(deal_classes(GameKind::JOKER).len(), 150_891);
/// ```
pub fn deal_classes(kind: super::GameKind) -> Vec<([super::DeckCard; 5], u8)> {
    canonical_deals_for(kind)
        .iter()
        .map(|d| {
            (
                d.cards.map(|i| {
                    super::DeckCard::from_index(i as usize).unwrap_or(super::DeckCard::JOKER)
                }),
                d.weight,
            )
        })
        .collect()
}

/// The classes of `size`-card sets of the 52 ordinary cards (size 4 or 5), each in the first
/// `size` places.
fn list_canonical_deals(size: usize) -> Vec<CanonicalDeal> {
    // Masks by number of ranks, each list in decreasing order.
    let mut by_count: [Vec<u16>; 6] = Default::default();
    for mask in (0..1u16 << 13).rev() {
        if let Some(list) = by_count.get_mut(mask.count_ones() as usize) {
            list.push(mask);
        }
    }
    let mut out = Vec::with_capacity(134_459);
    let mut push = |masks: [u16; 4]| {
        let mut cards = [0u8; 5];
        let mut n = 0;
        for (suit, &m) in masks.iter().enumerate() {
            for rank in 0..13 {
                if m & (1 << rank) != 0 {
                    if let Some(slot) = cards.get_mut(n) {
                        *slot = (suit * 13 + rank) as u8;
                    }
                    n += 1;
                }
            }
        }
        let mut weight = 24u32;
        let mut i = 0;
        while i < 4 {
            let mut j = i;
            while j < 4 && masks[j] == masks[i] {
                j += 1;
            }
            weight /= (1..=(j - i) as u32).product::<u32>();
            i = j;
        }
        out.push(CanonicalDeal {
            cards,
            weight: weight as u8,
        });
    };
    for p1 in 0..=size {
        for &m1 in &by_count[p1] {
            for p2 in 0..=size - p1 {
                for &m2 in at_most(&by_count[p2], m1) {
                    for p3 in 0..=size - p1 - p2 {
                        for &m3 in at_most(&by_count[p3], m2) {
                            let p4 = size - p1 - p2 - p3;
                            for &m4 in at_most(&by_count[p4], m3) {
                                push([m1, m2, m3, m4]);
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// The masks of a decreasing list that are at most `bound`: a suffix.
fn at_most(list: &[u16], bound: u16) -> &[u16] {
    &list[list.partition_point(|&m| m > bound)..]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn classes_cover_every_deal_once() {
        let deals = canonical_deals();
        assert_eq!(deals.len(), 134_459);
        let total: u64 = deals.iter().map(|d| d.weight as u64).sum();
        assert_eq!(total, 2_598_960);
        let distinct: HashSet<[u8; 5]> = deals.iter().map(|d| d.cards).collect();
        assert_eq!(distinct.len(), deals.len());
        for d in deals {
            assert!(d.cards.windows(2).all(|w| w[0] < w[1]));
            assert!(d.cards[4] < 52);
            assert!([1, 4, 6, 12, 24].contains(&d.weight));
        }
    }

    #[test]
    fn joker_classes_cover_every_deal_once() {
        let deals = canonical_deals_for(crate::video_poker::GameKind::JOKER);
        let total: u64 = deals.iter().map(|d| d.weight as u64).sum();
        assert_eq!(total, 2_869_685);
        let with_joker: Vec<_> = deals.iter().filter(|d| d.cards[4] == 52).collect();
        assert_eq!(with_joker.len(), 16_432);
        let distinct: HashSet<[u8; 5]> = deals.iter().map(|d| d.cards).collect();
        assert_eq!(distinct.len(), deals.len());
        assert!(
            deals
                .iter()
                .all(|d| d.cards.windows(2).all(|w| w[0] < w[1]))
        );
    }

    #[test]
    fn rank_order_lists_the_same_deals_sorted() {
        for kind in [
            crate::video_poker::GameKind::STANDARD,
            crate::video_poker::GameKind::JOKER,
        ] {
            let sorted = canonical_deals_in_rank_order(kind);
            let ranks: Vec<usize> = sorted
                .iter()
                .map(|d| crate::video_poker::colex::rank_sorted(&d.cards))
                .collect();
            assert!(ranks.windows(2).all(|w| w[0] < w[1]));
            let mut listed = canonical_deals_for(kind).to_vec();
            listed.sort_unstable_by_key(|d| d.cards);
            let mut again = sorted.to_vec();
            again.sort_unstable_by_key(|d| d.cards);
            assert_eq!(listed, again);
        }
    }
}
