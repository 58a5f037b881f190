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

mod fold_lanes;
mod lanes;

pub(crate) use fold_lanes::fold_lanes;
pub(crate) use lanes::{LANES, blocked_combos, showdown_lanes};

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

/// The opponent's total reach and the reach on each card (combos `board` blocks count 0).
/// Branch-free: a combo of no reach adds 0.0, which leaves every sum as it was (the sums are
/// the same, bit for bit, as when such combos are skipped).
fn reach_sums(hands: &Hands, opp: usize, reach: &[f32], board: CardSet) -> (f64, PerCard) {
    let mut total = 0.0f64;
    let mut per_card = [0.0f64; 64];
    for ((&r, &bits), &[a, b]) in reach.iter().zip(&hands.bits[opp]).zip(&hands.cards[opp]) {
        let r = if bits & board.0 != 0 {
            0.0
        } else {
            f64::from(r)
        };
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
    // A combo's `same` is NO_COMBO (past the end of `reach`) or an index into it.
    let reach_of = |o: u32| reach.get(o as usize).copied().map_or(0.0, f64::from);
    for ((slot, &bits), (&[a, b], &same)) in out
        .iter_mut()
        .zip(&hands.bits[trav])
        .zip(hands.cards[trav].iter().zip(&hands.same[trav]))
    {
        let compat = total - per_card[card_slot(a)] - per_card[card_slot(b)] + reach_of(same);
        *slot = if bits & board.0 != 0 {
            0.0
        } else {
            (compat * pay) as f32
        };
    }
}

/// The values of a showdown on `ranking`'s board, from two sweeps alone. The upward sweep
/// keeps the reach of the strictly weaker opponent combos (in total and per card) and runs on
/// to the strongest, so its final sums are the opponent's total reach and reach per card; the
/// downward sweep keeps that of the strictly stronger ones, and each combo's compatible reach
/// (for the ties) follows from the totals without another pass over the opponent's reach.
/// Each ranked combo says how many opponent combos lie below it, so the sweeps read the lists
/// in order and compare no strengths. The opponent's reach is first gathered in the order of
/// its ranking, so both sweeps read it in a row. The per-combo partial sums and the gathered
/// reach are kept in a buffer of this thread's scratch ([`super::scratch`]), so nothing is
/// allocated.
pub(crate) fn showdown_values(
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reach: &[f32],
    pays: Pays,
    out: &mut [f32],
) {
    sweeps(hands, ranking, trav, reach, pays, out, None);
}

/// [`showdown_values`], and in `compat` each traverser combo's compatible opponent reach (as
/// [`compatible_reach`] gives it, up to the order of the additions): what a fold beside the
/// showdown, against the same opponent reach, is worth per chip it pays.
pub(crate) fn showdown_values_and_compat(
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reach: &[f32],
    pays: Pays,
    out: &mut [f32],
    compat: &mut [f64],
) {
    sweeps(hands, ranking, trav, reach, pays, out, Some(compat));
}

/// Adds `r` to the running total and to the sums of both cards.
#[inline(always)]
fn add(sum: &mut f64, per_card: &mut PerCard, cards: [u8; 2], r: f64) {
    *sum += r;
    per_card[card_slot(cards[0])] += r;
    per_card[card_slot(cards[1])] += r;
}

fn sweeps(
    hands: &Hands,
    ranking: &Ranking,
    trav: usize,
    reach: &[f32],
    pays: Pays,
    out: &mut [f32],
    mut compat_out: Option<&mut [f64]>,
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
    if let Some(compat) = compat_out.as_deref_mut() {
        compat.fill(0.0);
    }
    // value = win·pw + lose·pl + (compat − win − lose)·pt
    //       = win·(pw − pt) + lose·(pl − pt) + compat·pt
    let win_weight = pays.win - pays.tie;
    let lose_weight = pays.lose - pays.tie;
    let reach_of = |o: u16| reach.get(usize::from(o)).copied().map_or(0.0, f64::from);
    let m = theirs.len();
    scratch::with_f64(mine.len() + m, |buffer| {
        let (acc, gathered) = buffer.split_at_mut(mine.len());
        for (slot, other) in gathered.iter_mut().zip(theirs) {
            *slot = reach_of(other.combo);
        }
        let gathered = &*gathered;
        // Upwards: the reach of strictly weaker opponent combos.
        let mut sum = 0.0f64;
        let mut per_card: PerCard = [0.0f64; 64];
        let mut j = 0usize;
        for (slot, ranked) in acc.iter_mut().zip(mine) {
            let to = usize::from(ranked.weaker).min(m);
            if to > j {
                for (other, &r) in theirs[j..to].iter().zip(&gathered[j..to]) {
                    add(&mut sum, &mut per_card, other.cards, r);
                }
                j = to;
            }
            let [a, b] = ranked.cards;
            *slot = (sum - per_card[card_slot(a)] - per_card[card_slot(b)]) * win_weight;
        }
        for (other, &r) in theirs[j..].iter().zip(&gathered[j..]) {
            add(&mut sum, &mut per_card, other.cards, r);
        }
        // Now `sum` and `per_card` cover every opponent combo the board leaves.
        let (total, total_per_card) = (sum, per_card);
        // Downwards: the reach of strictly stronger opponent combos; the ties from the totals.
        let mut sum = 0.0f64;
        let mut per_card: PerCard = [0.0f64; 64];
        let mut k = m;
        for (partial, ranked) in acc.iter().zip(mine).rev() {
            let to = usize::from(ranked.not_stronger).min(k);
            if to < k {
                for (other, &r) in theirs[to..k].iter().zip(&gathered[to..k]).rev() {
                    add(&mut sum, &mut per_card, other.cards, r);
                }
                k = to;
            }
            let [a, b] = ranked.cards;
            let (a, b) = (card_slot(a), card_slot(b));
            let back = if ranked.same == NO_SAME {
                0.0
            } else {
                reach_of(ranked.same)
            };
            let compat = total - total_per_card[a] - total_per_card[b] + back;
            let lose = sum - per_card[a] - per_card[b];
            let h = usize::from(ranked.combo);
            if let Some(slot) = out.get_mut(h) {
                *slot = (partial + compat * pays.tie + lose * lose_weight) as f32;
            }
            if let Some(slot) = compat_out.as_deref_mut().and_then(|c| c.get_mut(h)) {
                *slot = compat;
            }
        }
    });
}
