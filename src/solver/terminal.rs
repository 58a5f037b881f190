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

use super::combo_tables::{Hands, NO_COMBO, Ranking};
use super::scratch;
use crate::cards::CardSet;

/// The traverser's payoff when it wins, loses or ties a showdown.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pays {
    pub win: f64,
    pub lose: f64,
    pub tie: f64,
}

/// The opponent's total reach and the reach on each card (combos `board` blocks skipped).
fn reach_sums(hands: &Hands, opp: usize, reach: &[f32], board: CardSet) -> (f64, [f64; 52]) {
    let mut total = 0.0f64;
    let mut per_card = [0.0f64; 52];
    for (i, &r) in reach.iter().enumerate() {
        if r == 0.0 || hands.bits[opp][i] & board.0 != 0 {
            continue;
        }
        let r = f64::from(r);
        let [a, b] = hands.cards[opp][i];
        total += r;
        per_card[a as usize] += r;
        per_card[b as usize] += r;
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
        *slot = total - per_card[a as usize] - per_card[b as usize] + back;
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
        let compat = total - per_card[a as usize] - per_card[b as usize] + back;
        *slot = (compat * pay) as f32;
    }
}

/// The values of a showdown on `ranking`'s board, from two sweeps alone: the upward sweep
/// runs on to the strongest opponent combo, so its final sums are the opponent's total reach
/// and reach per card, and each combo's compatible reach (for the ties) follows from them
/// without another pass over the opponent's reach. The per-combo partial sums are kept in a
/// buffer of this thread's scratch ([`super::scratch`]), so nothing is allocated.
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
    let n = out.len();
    debug_assert!(
        mine.iter()
            .all(|&(_, h)| hands.bits[trav][h as usize] & ranking.board.0 == 0),
        "the ranking leaves out the combos its board blocks"
    );
    out.fill(0.0);
    // value = win·pw + lose·pl + (compat − win − lose)·pt
    //       = win·(pw − pt) + lose·(pl − pt) + compat·pt
    let win_weight = pays.win - pays.tie;
    let lose_weight = pays.lose - pays.tie;
    scratch::with_f64(n, |acc| {
        // Upwards: the reach of strictly weaker opponent combos.
        let mut sum = 0.0f64;
        let mut per_card = [0.0f64; 52];
        let mut j = 0;
        let mut i = 0;
        let add = |o: usize, sum: &mut f64, per_card: &mut [f64; 52]| {
            let r = f64::from(reach[o]);
            let [a, b] = hands.cards[opp][o];
            *sum += r;
            per_card[a as usize] += r;
            per_card[b as usize] += r;
        };
        while i < mine.len() {
            let strength = mine[i].0;
            while j < theirs.len() && theirs[j].0 < strength {
                add(theirs[j].1 as usize, &mut sum, &mut per_card);
                j += 1;
            }
            while i < mine.len() && mine[i].0 == strength {
                let h = mine[i].1 as usize;
                let [a, b] = hands.cards[trav][h];
                acc[h] = (sum - per_card[a as usize] - per_card[b as usize]) * win_weight;
                i += 1;
            }
        }
        while j < theirs.len() {
            add(theirs[j].1 as usize, &mut sum, &mut per_card);
            j += 1;
        }
        // Now `sum` and `per_card` cover every opponent combo the board leaves.
        for &(_, h) in mine {
            let h = h as usize;
            let [a, b] = hands.cards[trav][h];
            let same = hands.same[trav][h];
            let back = if same == NO_COMBO {
                0.0
            } else {
                f64::from(reach[same as usize])
            };
            let compat = sum - per_card[a as usize] - per_card[b as usize] + back;
            acc[h] += compat * pays.tie;
        }
        // Downwards: the reach of strictly stronger opponent combos.
        let mut sum = 0.0f64;
        let mut per_card = [0.0f64; 52];
        let mut j = theirs.len();
        let mut i = mine.len();
        while i > 0 {
            let strength = mine[i - 1].0;
            while j > 0 && theirs[j - 1].0 > strength {
                add(theirs[j - 1].1 as usize, &mut sum, &mut per_card);
                j -= 1;
            }
            while i > 0 && mine[i - 1].0 == strength {
                let h = mine[i - 1].1 as usize;
                let [a, b] = hands.cards[trav][h];
                let lose = sum - per_card[a as usize] - per_card[b as usize];
                out[h] = (acc[h] + lose * lose_weight) as f32;
                i -= 1;
            }
        }
    });
}
