//! Terminal values in time linear in the number of combos, with card removal.
//!
//! For every combo `h` of the traverser, the value of a terminal is
//! `Σ_o reach(o) · payoff(h, o)` over the opponent's combos `o` that share no card with `h`
//! (or the board). At a fold the payoff does not depend on `o`, so the value is the
//! opponent's total reach minus the reach of the combos holding either card of `h` (plus the
//! reach of the combo of exactly `h`'s cards, which was subtracted twice). At a showdown both
//! players' combos are sorted by strength once per board; one sweep upwards keeps the running
//! sum of the reach of weaker opponent combos (in total and per card), one downwards that of
//! stronger ones, and ties are what remains: the upward sweep runs on past the traverser's
//! strongest combo, so its final sums give each combo's compatible reach without a second
//! pass over the opponent's reach.

use super::combo_tables::{Hands, NO_COMBO, NO_SAME, Ranking};
use super::scratch;
use crate::cards::CardSet;

/// The traverser's payoff when it wins, loses or ties a showdown.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pays {
    pub win: f64,
    pub lose: f64,
    pub tie: f64,
}

/// Sums of reach per card, indexed through [`card_slot`]: 64 slots (52 used), so that the index
/// needs no bounds check in the sweeps.
type PerCard = [f64; 64];

/// A card's slot in a [`PerCard`] (the mask keeps every index in range; card indices are
/// below 52, so it changes none).
#[inline(always)]
fn card_slot(card: u8) -> usize {
    usize::from(card & 63)
}

/// The opponent's total reach and the reach on each card (combos `board` blocks skipped).
fn reach_sums(hands: &Hands, opp: usize, reach: &[f32], board: CardSet) -> (f64, PerCard) {
    let mut total = 0.0f64;
    let mut per_card = [0.0f64; 64];
    for (i, &r) in reach.iter().enumerate() {
        if r == 0.0 || hands.bits[opp][i] & board.0 != 0 {
            continue;
        }
        let r = f64::from(r);
        let [a, b] = hands.cards[opp][i];
        total += r;
        per_card[card_slot(a)] += r;
        per_card[card_slot(b)] += r;
    }
    (total, per_card)
}

/// The opponent reach compatible with each traverser combo: `out[h] = Σ_o reach(o)` over the
/// combos `o` sharing no card with `h` or `board`; 0 for combos `board` blocks.
pub(crate) fn compatible_reach(
    hands: &Hands,
    trav: usize,
    reach: &[f32],
    board: CardSet,
    out: &mut [f64],
) {
    let opp = 1 - trav;
    let (total, per_card) = reach_sums(hands, opp, reach, board);
    for (h, slot) in out.iter_mut().enumerate() {
        if hands.bits[trav][h] & board.0 != 0 {
            *slot = 0.0;
            continue;
        }
        let [a, b] = hands.cards[trav][h];
        let same = hands.same[trav][h];
        let back = if same == NO_COMBO {
            0.0
        } else {
            f64::from(reach[same as usize])
        };
        *slot = total - per_card[card_slot(a)] - per_card[card_slot(b)] + back;
    }
}

/// The values of a fold terminal: `pay` times the compatible opponent reach, in one pass
/// over the opponent's combos and one over the traverser's (nothing allocated).
pub(crate) fn fold_values(
    hands: &Hands,
    trav: usize,
    reach: &[f32],
    board: CardSet,
    pay: f64,
    out: &mut [f32],
) {
    let opp = 1 - trav;
    let (total, per_card) = reach_sums(hands, opp, reach, board);
    for (h, slot) in out.iter_mut().enumerate() {
        if hands.bits[trav][h] & board.0 != 0 {
            *slot = 0.0;
            continue;
        }
        let [a, b] = hands.cards[trav][h];
        let same = hands.same[trav][h];
        let back = if same == NO_COMBO {
            0.0
        } else {
            f64::from(reach[same as usize])
        };
        let compat = total - per_card[card_slot(a)] - per_card[card_slot(b)] + back;
        *slot = (compat * pay) as f32;
    }
}

/// The values of a showdown on `ranking`'s board, from two sweeps alone. The upward sweep
/// keeps the reach of the strictly weaker opponent combos (in total and per card) and runs on
/// to the strongest, so its final sums are the opponent's total reach and reach per card; the
/// downward sweep keeps that of the strictly stronger ones, and each combo's compatible reach
/// (for the ties) follows from the totals without another pass over the opponent's reach.
/// Each ranked combo says how many opponent combos lie below it, so the sweeps read the lists
/// in order and compare no strengths. The per-combo partial sums are kept in a buffer of this
/// thread's scratch ([`super::scratch`]), so nothing is allocated.
pub(crate) fn showdown_values(
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reach: &[f32],
    pays: Pays,
    out: &mut [f32],
) {
    let opp = 1 - trav;
    let mine = &ranking.order[trav];
    let theirs = &ranking.order[opp];
    debug_assert!(
        mine.iter()
            .all(|r| hands.bits[trav][r.combo as usize] & ranking.board.0 == 0),
        "the ranking leaves out the combos its board blocks"
    );
    debug_assert_eq!(reach.len(), hands.len(opp));
    out.fill(0.0);
    // value = win·pw + lose·pl + (compat − win − lose)·pt
    //       = win·(pw − pt) + lose·(pl − pt) + compat·pt
    let win_weight = pays.win - pays.tie;
    let lose_weight = pays.lose - pays.tie;
    let reach_of = |o: u16| reach.get(usize::from(o)).copied().map_or(0.0, f64::from);
    scratch::with_f64(mine.len(), |acc| {
        // Upwards: the reach of strictly weaker opponent combos.
        let mut sum = 0.0f64;
        let mut per_card: PerCard = [0.0f64; 64];
        let mut below = theirs.iter();
        let mut j = 0usize;
        for (slot, ranked) in acc.iter_mut().zip(mine) {
            let to = usize::from(ranked.weaker);
            for other in below.by_ref().take(to.saturating_sub(j)) {
                let r = reach_of(other.combo);
                sum += r;
                per_card[card_slot(other.cards[0])] += r;
                per_card[card_slot(other.cards[1])] += r;
            }
            j = j.max(to);
            let [a, b] = ranked.cards;
            *slot = (sum - per_card[card_slot(a)] - per_card[card_slot(b)]) * win_weight;
        }
        for other in below {
            let r = reach_of(other.combo);
            sum += r;
            per_card[card_slot(other.cards[0])] += r;
            per_card[card_slot(other.cards[1])] += r;
        }
        // Now `sum` and `per_card` cover every opponent combo the board leaves.
        let (total, total_per_card) = (sum, per_card);
        // Downwards: the reach of strictly stronger opponent combos; the ties from the totals.
        let mut sum = 0.0f64;
        let mut per_card: PerCard = [0.0f64; 64];
        let mut above = theirs.iter().rev();
        let mut k = theirs.len();
        for (partial, ranked) in acc.iter().zip(mine).rev() {
            let to = usize::from(ranked.not_stronger);
            for other in above.by_ref().take(k.saturating_sub(to)) {
                let r = reach_of(other.combo);
                sum += r;
                per_card[card_slot(other.cards[0])] += r;
                per_card[card_slot(other.cards[1])] += r;
            }
            k = k.min(to);
            let [a, b] = ranked.cards;
            let (a, b) = (card_slot(a), card_slot(b));
            let back = if ranked.same == NO_SAME {
                0.0
            } else {
                reach_of(ranked.same)
            };
            let compat = total - total_per_card[a] - total_per_card[b] + back;
            let lose = sum - per_card[a] - per_card[b];
            if let Some(slot) = out.get_mut(usize::from(ranked.combo)) {
                *slot = (partial + compat * pays.tie + lose * lose_weight) as f32;
            }
        }
    });
}
